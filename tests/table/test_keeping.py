"""What the table session keeps of a game: a save taken up goes on exactly where it stood, and a finished
game with a person at the table goes into the history once (a demo's, every seat a computer, never).
"""
from __future__ import annotations

from game.saves.history import newest
from game.table import TableSession
from tests.table.support import KeptSaver, config_for, deal, play, play_whole


def test_a_save_taken_up_goes_on_where_it_stood():
    """The snapshot holds the position, the moves, the computers' memories and the seat shown; the session made
    from it has the same game, record and computers, and the screen shows nobody's hand with two people."""
    config = config_for("usa", 4, seed=6, people=2, level="medium")
    session = TableSession(config, deal(config), pace=0.0)
    play(session, seed=2, actions=40)
    session.shown = 1
    saved = session.snapshot()
    assert saved.state is session.state and saved.moves == tuple(session.moves) and saved.viewer == 1
    assert saved.memories == (None, None, session.computers[2].memory(), session.computers[3].memory())
    again = TableSession.from_saved(saved, pace=0.0)
    assert again.state is saved.state and again.moves == list(saved.moves) and again.game_id == session.game_id
    assert again.people == (0, 1) and again.shown is None
    assert {s: c.memory() for s, c in again.computers.items()} == {s: c.memory() for s, c in session.computers.items()}
    for seat in range(4):
        assert again.record.since(seat) == session.record.since(seat)
        assert again.record.last(seat) == session.record.last(seat)
    assert play(again, seed=9, actions=10) and again.moves[:40] == list(saved.moves)


def test_the_screen_shown_after_a_save_is_taken_up():
    """One person sees their own hand; a table playing together sees the player to move's."""
    alone = config_for("amsterdam", 3, people=1)
    assert TableSession.from_saved(TableSession(alone, deal(alone)).snapshot()).shown == 0
    together = config_for("amsterdam", 3, people=2, together=True, first=1)
    assert TableSession.from_saved(TableSession(together, deal(together)).snapshot()).shown == 1


def test_a_finished_game_goes_into_the_history_once(tmp_path):
    """Written at once without a saver; the second finish adds nothing; the entry names the players and winners."""
    config = config_for("first_journey", 2, seed=7, people=1)
    path = tmp_path / "history.yaml"
    session = TableSession(config, deal(config), pace=0.0, history=path)
    session.finish()   # not over yet: nothing, and the game is still recorded when it ends
    assert not path.exists()
    play_whole(session, seed=3)
    session.finish()
    session.finish()
    games = newest(path, 10)
    assert [g.game_id for g in games] == [session.game_id]
    assert [p.name for p in games[0].players] == ["Ann", "Bob"] and [p.computer for p in games[0].players] == [
        False, True]
    assert games[0].winners == tuple(session.state.result.winners)


def test_with_a_saver_the_history_is_written_on_its_thread(tmp_path):
    """The end of a game never waits for the disk: the entry is given to the saver as a job, once."""
    config = config_for("usa", 2, seed=8, people=1)
    path, saver = tmp_path / "history.yaml", KeptSaver()
    session = TableSession(config, deal(config), pace=0.0, saver=saver, history=path)
    play_whole(session, seed=1)
    session.finish()
    session.finish()
    assert len(saver.jobs) == 1 and not path.exists()
    saver.jobs[0]()
    assert [g.game_id for g in newest(path, 10)] == [session.game_id]


def test_a_game_of_computers_leaves_no_history(tmp_path):
    """A demo's game, every seat a computer, is not the family's: playing it out records nothing."""
    config = config_for("amsterdam", 2, seed=9)
    path = tmp_path / "history.yaml"
    session = TableSession(config, deal(config), pace=0.0, history=path)
    session.play_out()
    assert session.over and not path.exists()
