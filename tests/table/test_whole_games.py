"""Whole games of each kind played through the table session alone, with two listeners at different seats:
each is told every applied action as its own seat may see it (D7: `seen_by` of each event, `view_for` of the
position after it), the move record and the autosave match the moves, and a seed plays the same game again.
"""
from __future__ import annotations

import pytest

from game.rules import Applied, apply, seen_by, view_for
from game.table import TableSession, record_of
from tests.table.support import KeptSaver, Watcher, config_for, deal, play_whole

# (game, seats, how many of them people, the listeners' seats); people are driven by submit()
GAMES = [("usa", 3, 0, (0, None)), ("amsterdam", 2, 0, (0, 1)), ("first_journey", 2, 0, (1, None)),
         ("first_journey", 3, 1, (0, 2))]


def actors(session: TableSession, applied: list[Applied]) -> list[int]:
    """The seat that made each applied action: the player to move before it."""
    first = deal(session.config)
    return [before.current for before in [first] + [r.state for r in applied[:-1]]]


@pytest.mark.parametrize("game,players,people,seats", GAMES)
def test_each_listener_is_told_every_move_as_its_seat_sees_it(game, players, people, seats):
    """Numbers run 1..N; each move's actor, its events as seen_by the listener's seat, and view_for that
    seat after it; two seats' listeners are told different things (a card drawn blind is one's own)."""
    config = config_for(game, players, seed=11, people=people)
    session = TableSession(config, deal(config), pace=0.0)
    watchers = [Watcher(seat) for seat in seats]
    for watcher in watchers:
        session.join(watcher)
    applied = play_whole(session, seed=4)
    assert session.over and len(applied) > 20
    who = actors(session, applied)
    for watcher in watchers:
        assert [m.number for m in watcher.moves] == list(range(1, len(applied) + 1))
        assert [m.actor for m in watcher.moves] == who
        for move, result in zip(watcher.moves, applied):
            assert move.events == tuple(seen_by(e, watcher.seat) for e in result.events)
            assert move.view == view_for(result.state, watcher.seat)
            assert move.view.seat == watcher.seat
    one, other = watchers
    assert any(a.events != b.events for a, b in zip(one.moves, other.moves))   # secrets stay with their seat


@pytest.mark.parametrize("game,players,people,seats", GAMES)
def test_the_moves_the_record_and_the_autosave_match_the_game(game, players, people, seats):
    """The session's moves replay the game exactly; each move is given to the saver as it is made, the last
    save holding the whole game; the record of moves says what each seat did last and since, nothing hidden."""
    config = config_for(game, players, seed=12, people=people)
    saver = KeptSaver()
    session = TableSession(config, deal(config), pace=0.0, saver=saver)
    applied = play_whole(session, seed=5)

    state = deal(config)
    assert len(session.moves) == len(applied)
    for action, result in zip(session.moves, applied):
        replayed = apply(state, action)
        assert isinstance(replayed, Applied) and replayed.state == result.state
        state = replayed.state
    assert session.state == state

    assert len(saver.saved) == len(applied)   # one position per move, none waiting
    assert [len(s.moves) for s, _, _ in saver.saved] == list(range(1, len(applied) + 1))
    assert saver.last.moves == tuple(session.moves) and saver.last.state == session.state
    assert saver.last.game_id == session.game_id and all(path == config.map_path for _, path, _ in saver.saved)
    assert not session.unsaved

    who = actors(session, applied)
    public = [tuple(seen_by(e, None) for e in r.events) for r in applied]
    record, again = session.record, record_of(config, session.board, session.moves)
    for seat in range(players):
        mine = [i for i, actor in enumerate(who) if actor == seat]
        end = mine[-1]
        start = end
        while start > 0 and who[start - 1] == seat:
            start -= 1
        last = record.last(seat)
        assert last is not None and last.seat == seat and last.number == end + 1
        assert last.events == sum(public[start:end + 1], ())
        since = record.since(seat)
        after = list(range(end + 1, len(applied)))
        assert sum((m.events for m in since), ()) == sum((public[i] for i in after), ())
        assert [m.seat for m in since] == [who[i] for i in after if i == after[0] or who[i] != who[i - 1]]
        assert since == again.since(seat) and last == again.last(seat)   # as a save taken up rebuilds it


def test_a_seed_plays_the_same_game_again():
    """Two sessions of one table and seed make the same moves, whether played out at once or step by step
    by the computers' worker thread; another seed plays another game."""
    config = config_for("first_journey", 3, seed=21, level="medium")
    stepped = TableSession(config, deal(config), pace=0.0)
    play_whole(stepped)
    at_once = TableSession(config, deal(config), pace=0.0)
    at_once.play_out()
    assert at_once.over and at_once.moves == stepped.moves and at_once.state == stepped.state
    other = config_for("first_journey", 3, seed=22, level="medium")
    elsewhere = TableSession(other, deal(other), pace=0.0)
    elsewhere.play_out()
    assert elsewhere.moves != stepped.moves


def test_a_session_deals_its_own_game_from_the_map():
    """Without a position the session loads the table's board and deals its game as the rules do."""
    config = config_for("amsterdam", 3, seed=8)
    session = TableSession(config)
    assert session.state == deal(config) and session.moves == [] and session.board.game == "amsterdam"
    assert sorted(session.computers) == [0, 1, 2] and session.people == ()


def test_a_game_of_people_cannot_be_played_out():
    """Only a game of computers plays itself out; nothing moves when a person sits at the table."""
    config = config_for("usa", 2, people=1)
    session = TableSession(config, deal(config), pace=0.0)
    with pytest.raises(ValueError):
        session.play_out()
    assert session.moves == []
