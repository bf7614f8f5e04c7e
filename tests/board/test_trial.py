"""check-map plays the board: a starter copy with Ticket to Ride's numbers stalls and is refused with what to
change; the starter and the island play; the words are the same on every run."""
import contextlib
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game import check_map as check
from game.board.loader import read_board
from game.trial import PROPER, Count, Played, play_counts, play_one, with_trains
from game.trial_words import judge, unused
from game.rules.settings import RuleSet
from tests.conftest import MAPS, REPO

STARTER = REPO / "docs" / "starter"
ISLAND = MAPS / "island.tmx"


def ttr_board(tmp_path: Path, **changes) -> Path:
    """The starter copied into tmp_path with the USA map's rules on its 10 spaces: 45 trains, 2 to 5 players,
    8 colours, and 30 tickets priced by `points: auto` (what the family of the issue did)."""
    folder = tmp_path / "docs" / "starter"
    folder.mkdir(parents=True)
    (tmp_path / "assets").symlink_to(REPO / "assets")   # the starter's tilesets are ../../assets/tilesets
    text = (STARTER / "starter.tmx").read_text(encoding="utf-8").replace('value="first_journey"', 'value="usa"')
    (folder / "town.tmx").write_text(text, encoding="utf-8")
    rules = yaml.safe_load((MAPS / "usa.yaml").read_text(encoding="utf-8"))
    pairs = [("home", "beach"), ("school", "park"), ("home", "school"), ("park", "beach"), ("school", "beach"),
             ("home", "park")]
    rules["tickets"] = [{"id": f"t{n}", "from": a, "to": b, "points": "auto"}
                        for n, (a, b) in enumerate(pairs * 5, 1)]
    rules.pop("house_rules")
    rules.update(title="Our town", **changes)
    (folder / "town.yaml").write_text(yaml.safe_dump(rules), encoding="utf-8")
    return folder / "town.tmx"


def check_map(capsys, *argv) -> tuple[int, str, str]:
    """Run check-map in this process; its exit status and what it printed."""
    status = check.main([str(a) for a in argv])
    out = capsys.readouterr()
    return status, out.out, out.err


@pytest.fixture(scope="module")
def ttr_checked(tmp_path_factory) -> tuple[int, str, str]:
    """check-map on the board with Ticket to Ride's numbers, run once for the tests that read it."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = check.main([str(ttr_board(tmp_path_factory.mktemp("ttr")))])
    return status, out.getvalue(), err.getvalue()


def test_a_board_with_ticket_to_rides_numbers_is_unplayable_with_what_to_change(ttr_checked):
    """45 trains each on 10 spaces: every game stalls at every count; check-map exits 1 and says which numbers to
    change, with a smaller number of trains it played to be sure, and the colours no route asks for."""
    status, out, err = ttr_checked
    assert status == 1
    assert out.splitlines()[0] == "4 cities, 4 routes, 10 spaces, 30 tickets"
    lines = err.splitlines()
    for players in range(2, 6):
        assert any(re.match(rf"{players} players: 0 of \d+ games end properly; \d+ stall, nobody able to move "
                            r"\(every route was claimed\)", line) for line in lines), err
    assert "45 trains each but the board has 10 spaces: 5 players can lay at most 2 each" in err
    tried = re.search(r"try (\d+) trains each \(played: (\d+) of (\d+) games then end properly at 2 to 5", err)
    assert tried and int(tried[1]) < 45 and int(tried[2]) >= 0.9 * int(tried[3]), err
    assert "the deck has 8 colours but the routes use 4 (blue, green, red, yellow)" in err
    assert lines[-1].endswith("games at 2 to 5 players do not end properly; this map cannot be played as it is")


def test_the_trains_check_map_proposes_make_the_games_end(ttr_checked, tmp_path, capsys):
    """The family takes the advice: with the proposed trains each the same board plays at every count."""
    trains = int(re.search(r"try (\d+) trains each", ttr_checked[2])[1])
    status, out, _ = check_map(capsys, ttr_board(tmp_path, trains_per_player=trains))
    assert status == 0 and "this map plays at 2 to 5 players" in out, out


def test_too_many_players_for_a_board_is_said(tmp_path):
    """Six trains each play well with two on ten spaces, not with five: the advice names the players the
    board takes, and each count's line says how long the games last and what was left."""
    board, problems = read_board(ttr_board(tmp_path, trains_per_player=6))
    verdict = judge(board)
    assert not problems and not verdict.counts[-1].smooth
    words = "\n".join(verdict.lines("town.tmx"))
    assert re.search(r"it plays at 2( to \d)? players: set players to \{min: 2, max: \d\}", words), words
    assert re.search(r"2 players: \d+ of \d+ games end properly \(\d+ after the last round\); \d+ turns each, "
                     r"\d of 6 trains left each", words), words


@pytest.mark.parametrize("tmx, players", [(STARTER / "starter.tmx", "2"), (ISLAND, "2 to 3")])
def test_good_boards_play(capsys, tmx, players):
    """The starter and Pebble Island end properly in every game at every player count they claim."""
    status, out, err = check_map(capsys, tmx)
    assert status == 0, err
    assert out.splitlines()[-1] == f"{tmx}: this map plays at {players} players"
    assert "what to change" not in out


def test_no_play_checks_the_files_only(capsys):
    """--no-play prints the counts alone, as check-map did before it played boards."""
    status, out, _ = check_map(capsys, ISLAND, "--no-play")
    assert (status, out) == (0, "12 cities, 25 routes, 69 spaces, 24 tickets\n")


def test_the_words_are_the_same_on_every_run(tmp_path):
    """Fixed seeds and counted work: two runs (with different string hashing) print the very same text."""
    tmx = ttr_board(tmp_path, trains_per_player=6)
    runs = [subprocess.run([sys.executable, "main.py", "check-map", str(tmx)], cwd=REPO, capture_output=True,
                           text=True, timeout=120, env={**os.environ, "PYTHONHASHSEED": seed})
            for seed in ("1", "2")]
    assert runs[0].stdout + runs[0].stderr == runs[1].stdout + runs[1].stderr
    assert runs[0].returncode == runs[1].returncode
    assert "players:" in runs[0].stdout + runs[0].stderr


def test_a_game_that_never_ends_is_counted_as_such(tmp_path, monkeypatch):
    """A game still going when its moves run out is said to never end, and the count stops after a few."""
    from game import trial
    board, _ = read_board(ttr_board(tmp_path))
    monkeypatch.setattr(trial, "move_limit", lambda board: 5)
    count, = play_counts(board, 8, [2])
    assert [g.end for g in count.games] == [trial.NO_END] * trial.STOP_AFTER and not count.plays


def test_fewer_trains_end_the_games_properly(tmp_path):
    """The changed board the advice plays is the family's board with only the trains changed."""
    board, _ = read_board(ttr_board(tmp_path))
    fewer = with_trains(board, 4)
    assert fewer.settings["trains_per_player"] == 4 and fewer.routes == board.routes
    assert fewer.settings["end_game"]["trigger_trains"] == 2
    assert play_one(fewer, 3, 0).end in PROPER
    assert with_trains(board, 2).settings["end_game"]["trigger_trains"] == 1   # the last round stays possible


def test_routes_and_tickets_no_game_used_are_named():
    """A route no game claimed and a ticket none completed are named, with how often the ticket was kept."""
    board, _ = read_board(STARTER / "starter.tmx")
    last = board.routes[-1]
    played = Played("golden_ticket", claimed=frozenset(r.id for r in board.routes[:-1]),
                    kept=frozenset({"t1", "t2"}), completed=frozenset({"t1", "t3", "t4", "t5", "t6"}))
    words = unused(board, RuleSet.from_settings(board.settings), [Count(2, (played, played))])
    assert len(words) == 2 and words[1] == "ticket t2 school-park (kept 2 times) never completed in 2 games"
    assert words[0].startswith(f"route {last.id}") and "," not in words[0]
    assert words[0].endswith(f"({last.length} {last.color}) never claimed in 2 games")
