"""The history of games played (saves/history.yaml): what a finished game leaves there, a file that
cannot be trusted or written never costs a game or raises, a long history is kept whole and never
rewritten, and two copies of the game recording at once lose nothing.

Whole seeded games of computer players are played by the rules (tests/saves/games.py); seat 0 is
then said to be a person, as at a family table. Scores are the rule set's final scoring: points in
USA (U8, U10), completed tickets in First Journey (F8), the winners with their tie-breaks (U11, F7).
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from functools import lru_cache

import pytest

from game.rules.scoring import final_score
from game.saves.files import write_atomic
from game.saves.history import HISTORY, ROLL, Played, Player, newest, older_files, played, read_history
from game.saves.history_writing import record
from game.saves.reading import dump_yaml
from tests.saves.games import record as play_whole, table

WHEN = datetime(2026, 11, 24, 14, 5, 0)


@lru_cache(maxsize=None)
def finished(game: str, seed: int):
    """A finished game's last state and its table, seat 0 a person called Mum."""
    config = table(game, seed)
    config = replace(config, seats=(replace(config.seats[0], name="Mum", computer=False),) + config.seats[1:])
    state = play_whole(config)[-1].state
    assert state.over
    return state, config


def a_game(n: int, name: str = "Mum") -> Played:
    """A small made-up entry (for filling a history quickly)."""
    return Played(f"game{n:05d}", "2026-11-24 14:05:00", "usa", "Ticket to Ride", False,
                  (Player(name, False, "", 0, 100 + n % 50, 3), Player("Robo", True, "hard", 1, 90, 2)), (0,))


def test_a_finished_game_is_recorded_with_its_date_game_players_scores_and_winner(tmp_path):
    """The entry read back says when, which game, who sat where in which colour, each score and who won."""
    state, config = finished("usa", 4)
    path = tmp_path / "history.yaml"
    assert record(path, played(state, config, "abc123", WHEN))
    history = read_history(path)
    assert history.problem is None and len(history.games) == 1
    game = history.games[0]
    result = final_score(state, state.end or "")
    assert (game.game_id, game.finished, game.game, game.title) == ("abc123", "2026-11-24 14:05:00", "usa",
                                                                    state.board.title)
    assert [(p.name, p.computer, p.level, p.color) for p in game.players] == \
        [("Mum", False, "", config.seats[0].color)] + [(s.name, True, s.level, s.color) for s in config.seats[1:]]
    assert [p.score for p in game.players] == [p.total for p in result.players]
    assert not game.counts_tickets and game.winners == result.winners
    assert history.wins() == {config.seats[w].name: 1 for w in result.winners}


def test_first_journey_counts_the_tickets_completed(tmp_path):
    """In First Journey the score kept is the tickets completed, as the rules score it (F8)."""
    state, config = finished("first_journey", 2)
    path = tmp_path / "history.yaml"
    assert record(path, played(state, config, "fj", WHEN))
    game = read_history(path).games[0]
    result = final_score(state, state.end or "")
    assert game.counts_tickets
    assert [(p.score, p.tickets) for p in game.players] == [(p.total, p.completed_tickets) for p in result.players]
    assert game.winners == result.winners


def test_the_same_game_is_recorded_once(tmp_path):
    """A finished game loaded again ends again: its id is in the history already, so nothing is added."""
    state, config = finished("usa", 4)
    path = tmp_path / "history.yaml"
    assert record(path, played(state, config, "same", WHEN))
    assert not record(path, played(state, config, "same", datetime(2026, 11, 25, 9, 0)))
    assert record(path, played(state, config, "another", WHEN))
    assert [g.game_id for g in read_history(path).games] == ["same", "another"]


def test_a_game_of_computers_only_is_not_recorded():
    """The demo (every seat a computer) is not the family's: no entry is made."""
    config = table("usa", 4)
    state = play_whole(config)[-1].state
    assert played(state, config, "demo", WHEN) is None


def test_a_damaged_file_is_kept_aside_and_the_next_game_still_records(tmp_path):
    """A broken history is renamed beside it, byte for byte, and the screen is told; the next game records."""
    path = tmp_path / "history.yaml"
    broken = b"schema: 1\ngames:\n- id: x\n  players: [unclosed\n"
    path.write_bytes(broken)
    history = read_history(path)
    assert history.games == [] and history.kept_aside == tmp_path / "history.damaged.yaml"
    assert "history.damaged.yaml" in history.problem
    assert history.kept_aside.read_bytes() == broken and not path.exists()
    path.write_bytes(b"\x00\x01 not text")   # damaged again: the first spare is not overwritten
    assert record(path, a_game(1))
    assert (tmp_path / "history.damaged-2.yaml").read_bytes() == b"\x00\x01 not text"
    assert (tmp_path / "history.damaged.yaml").read_bytes() == broken
    assert [g.game_id for g in read_history(path).games] == ["game00001"]


def test_a_newer_games_history_is_left_alone(tmp_path):
    """A history written by a newer version is neither changed nor moved: this version records nothing in it."""
    path = tmp_path / "history.yaml"
    newer = dump_yaml({"schema": 99, "games": [{"id": "future"}]})
    path.write_text(newer)
    assert not record(path, a_game(1))
    assert path.read_text() == newer and "newer version" in read_history(path).problem


def test_an_odd_entry_is_skipped_on_screen_but_kept_in_the_file(tmp_path):
    """An entry edited by hand into something else is not shown, and recording the next game leaves it as it was."""
    path = tmp_path / "history.yaml"
    write_atomic(path, dump_yaml({"schema": 1, "games": [{"id": "odd", "players": "nobody"}, a_game(1).to_data()]}))
    assert [g.game_id for g in read_history(path).games] == ["game00001"]
    assert record(path, a_game(2))
    assert path.read_text().startswith("schema: 1\ngames:\n- id: odd\n  players: nobody\n")
    assert [g.game_id for g in read_history(path).games] == ["game00001", "game00002"]


def test_an_unwritable_folder_does_not_raise(tmp_path):
    """Where the saves folder cannot be made (a file stands in its place) the game is just not recorded."""
    blocker = tmp_path / "saves"
    blocker.write_text("a file, not a folder")
    path = blocker / "history.yaml"
    assert not record(path, a_game(1))
    assert read_history(path).games == []
    assert blocker.read_text() == "a file, not a folder"


def long_history(path, count: int, name: str = "Mum") -> None:
    """A history.yaml of `count` games in one file, as a long-lived earlier version or a hand could leave it."""
    write_atomic(path, "schema: 1\ngames:\n" + "".join(dump_yaml([a_game(n, name).to_data()]) for n in range(count)))


def test_a_long_history_is_kept_whole_and_read_whole(tmp_path):
    """5,000 games of five long names in one file (over 4 MB): read, not set aside, every game in order; the
    next game renames the file whole to history-1.yaml and starts a new one; every game is still there."""
    path = tmp_path / "history.yaml"
    long_name = "Grandma Rosalind-Josephine " * 3
    long_history(path, 5000, long_name)
    history = read_history(path)
    assert history.problem is None and history.kept_aside is None and len(history.games) == 5000
    assert history.newest_first[0].game_id == "game04999" and history.games[0].game_id == "game00000"
    assert [g.game_id for g in newest(path, 3)] == ["game04999", "game04998", "game04997"]
    before = path.read_bytes()
    assert record(path, a_game(5000))
    assert older_files(path) == [tmp_path / "history-1.yaml"] and older_files(path)[0].read_bytes() == before
    history = read_history(path)
    assert len(history.games) == 5001 and history.newest_first[0].game_id == "game05000"
    assert not record(path, a_game(17))   # a game recorded long ago is still known


def test_a_full_file_rolls_over_and_nothing_is_dropped(tmp_path):
    """Past ROLL games history.yaml becomes history-1.yaml, then history-2.yaml: every game is kept, in order."""
    path = tmp_path / "history.yaml"
    long_history(path, ROLL - 1)
    for n in range(ROLL - 1, 2 * ROLL + 3):
        assert record(path, a_game(n))
    assert [p.name for p in older_files(path)] == ["history-1.yaml", "history-2.yaml"]
    games = read_history(path).games
    assert [g.game_id for g in games] == [f"game{n:05d}" for n in range(2 * ROLL + 3)]


def test_a_game_is_recorded_without_rewriting_the_file(tmp_path):
    """Recording adds lines at the end of the same file: what was written before is never written again."""
    path = tmp_path / "history.yaml"
    long_history(path, 300)
    before, inode = path.read_bytes(), path.stat().st_ino
    assert record(path, a_game(300)) and record(path, a_game(301))
    assert path.stat().st_ino == inode and path.read_bytes().startswith(before)


def _record_many(folder: str, prefix: str, count: int) -> None:
    """Record `count` games one after the other (in a process of its own)."""
    from pathlib import Path
    for n in range(count):
        assert record(Path(folder) / "history.yaml", replace(a_game(n), game_id=f"{prefix}{n}"))


def test_two_copies_of_the_game_recording_at_once_lose_nothing(tmp_path):
    """Two processes record 300 games each into one history at the same time (crossing a roll-over): every
    game is there once, and every file reads."""
    import multiprocessing
    path = tmp_path / "history.yaml"
    long_history(path, ROLL - 150)
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_record_many, args=(str(tmp_path), p, 300)) for p in ("a", "b")]
    for w in workers:
        w.start()
    for w in workers:
        w.join(120)
        assert w.exitcode == 0
    history = read_history(path)
    ids = [g.game_id for g in history.games]
    assert history.problem is None and len(ids) == len(set(ids)) == ROLL - 150 + 600
    assert {f"{p}{n}" for p in "ab" for n in range(300)} <= set(ids)
    assert [i for i in ids if i.startswith("a")] == [f"a{n}" for n in range(300)]


def test_a_game_is_added_without_reading_the_history_again(tmp_path, monkeypatch):
    """Recording the end of a game adds its lines at the end of the file: the games before it are not
    parsed (the end of a game costs the same after five games or five hundred), and the file still reads whole."""
    import game.saves.history as history_module
    path = tmp_path / "history.yaml"
    assert record(path, a_game(1))   # a new file is written whole
    monkeypatch.setattr(history_module, "read_history", lambda p: pytest.fail("the whole history was read"))
    assert record(path, a_game(2)) and record(path, a_game(3))
    assert not record(path, a_game(2))   # the same game once, still
    monkeypatch.undo()
    assert [g.game_id for g in read_history(path).games] == ["game00001", "game00002", "game00003"]


def test_names_and_titles_from_the_file_are_shown_on_one_line_without_control_characters(tmp_path):
    """A hand-edited history with a NUL, a line break and a terminal escape in a name and a title: the
    games are read, and what the screen would draw is one plain line each."""
    path = tmp_path / HISTORY
    path.write_text('schema: 1\ngames:\n- {id: g1, finished: "2026-11-24 14:05:00", game: usa, '
                    'title: "North\\nAmerica\\e[2J", score: points, winners: [0], players: '
                    '[{name: "Ann\\0\\n\\e[2JB", kind: person, color: 0, score: 90, tickets: 3}, '
                    '{name: Robo, kind: computer, level: "hard\\x07", color: 1, score: 80, tickets: 2}]}\n',
                    encoding="utf-8")
    games = read_history(path).newest_first
    assert [p.name for p in games[0].players] == ["Ann [2JB", "Robo"]
    assert games[0].title == "North America[2J" and games[0].players[1].level == "hard"
