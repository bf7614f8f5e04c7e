"""What the table session does with a seat's input and with its computers' time: a seat not to move, or an
action the rules refuse, changes nothing and tells nobody; a computer waits a pause a child can follow (on the
session's own clock, never the wall's); a move the screen is still showing is saved once it has shown.
"""
from __future__ import annotations

import pytest

from game.rules import Applied, ClaimRoute, DrawFromDeck, Phase, Refused
from game.table import ACTION_GAP, END_PAUSE, FIRST_PAUSE, TableSession
from tests.table.support import WATCHDOG, KeptSaver, Watcher, config_for, deal, play, play_whole


def test_a_seat_not_to_move_is_told_whose_turn_it_is_and_nothing_changes():
    """Bob acting on Ann's turn is refused in words naming Ann; the game, the moves, the listeners, the record
    and the saver are as they were."""
    config = config_for("usa", 3, people=3, first=0)
    saver = KeptSaver()
    session = TableSession(config, deal(config), pace=0.0, saver=saver)
    watcher = Watcher(None)
    session.join(watcher)
    before = session.state
    answer = session.submit(1, session.view(0).legal[0])   # Ann's own first choice, asked by Bob
    assert answer == Refused("it is Ann's turn")
    assert session.state is before and session.moves == [] and session.record.last(1) is None
    assert watcher.moves == [] and saver.saved == []


def test_an_action_the_rules_refuse_changes_nothing():
    """The seat to move asking for what the rules do not allow hears the rules' reason; nothing changes."""
    config = config_for("usa", 2, people=2, first=0)
    saver = KeptSaver()
    session = TableSession(config, deal(config), pace=0.0, saver=saver)
    watcher = Watcher(0)
    session.join(watcher)
    before, ready = session.state, session.ready_at
    assert before.phase is Phase.OPENING   # tickets are chosen before any card is drawn (U2)
    for action in (DrawFromDeck(), ClaimRoute("nowhere", None)):
        answer = session.submit(0, action)
        assert isinstance(answer, Refused) and answer.reason == session.submit(0, action).reason
    assert session.state is before and session.moves == [] and session.ready_at == ready
    assert watcher.moves == [] and saver.saved == []


def test_a_listener_that_parts_is_told_nothing_more():
    """A screen that leaves the table hears no move after it has gone; the one that stays hears them all."""
    config = config_for("amsterdam", 2)
    session = TableSession(config, deal(config), pace=0.0)
    staying, leaving = Watcher(0), Watcher(1)
    session.join(staying)
    session.join(leaving)
    play(session, actions=3)
    session.part(leaving)
    session.part(leaving)   # a second time: nothing happens
    play(session, actions=3)
    assert [m.number for m in staying.moves] == [1, 2, 3, 4, 5, 6]
    assert [m.number for m in leaving.moves] == [1, 2, 3]


def test_a_listener_is_told_what_its_seat_sees_when_it_is_told():
    """A shared screen's seat changes as the device is passed: each move is told as the seat it holds now."""
    config = config_for("first_journey", 2)
    session = TableSession(config, deal(config), pace=0.0)
    screen = Watcher(None)
    session.join(screen)
    play(session, actions=2)
    screen.seat = 1
    play(session, actions=2)
    assert [m.view.seat for m in screen.moves] == [None, None, 1, 1]


def wait_for_choice(session: TableSession) -> None:
    """Let the computer to move choose (waiting on the choice itself)."""
    session.think()
    session.thinker.wait(WATCHDOG)


def test_computers_wait_a_pause_a_child_can_follow_on_the_sessions_clock():
    """The board shows a moment before the first computer moves; then a second between computer moves (times
    the pace); a choice made early waits for its pause; the last move stays a while before the scores."""
    config = config_for("first_journey", 2)
    session = TableSession(config, deal(config), pace=2.0)
    assert session.due() == FIRST_PAUSE * 2.0
    wait_for_choice(session)
    assert session.step() is None   # chosen, but the pause is not over
    session.tick(FIRST_PAUSE * 2.0)
    assert session.due() == 0.0
    assert isinstance(session.step(), Applied)
    assert session.due() == pytest.approx(ACTION_GAP * 2.0)
    session.tick(ACTION_GAP * 2.0 - 0.5)
    wait_for_choice(session)
    assert session.step() is None and session.due() == pytest.approx(0.5)
    session.tick(1.0)
    assert isinstance(session.step(), Applied)
    play_whole(session)
    assert session.due() is None and session.step() is None   # the game is over
    assert session.ready_at - session.clock == pytest.approx(END_PAUSE * 2.0)


def test_a_persons_second_card_keeps_the_pace_and_the_end_of_their_turn_starts_the_pause():
    """A person's move within their turn leaves the pause where it was; the turn passing on starts the pause
    before the computer moves."""
    config = config_for("usa", 2, people=1, first=0, seed=4)
    session = TableSession(config, deal(config), pace=1.0)
    for _ in range(200):   # until Ann is about to draw two cards
        state = session.state
        if state.current == 0 and state.phase is Phase.TURN and DrawFromDeck() in session.view(0).legal:
            break
        session.tick(60.0)
        if session.is_computer(state.current):
            wait_for_choice(session)
            assert isinstance(session.step(), Applied)
        else:
            assert isinstance(session.submit(0, session.view(0).legal[0]), Applied)
    session.tick(60.0)
    ready = session.ready_at
    assert isinstance(session.submit(0, DrawFromDeck()), Applied)
    assert session.state.current == 0 and session.ready_at == ready   # the second card is still Ann's to draw
    assert isinstance(session.submit(0, DrawFromDeck()), Applied)
    assert session.state.current == 1 and session.due() == pytest.approx(ACTION_GAP)


def test_a_move_being_shown_is_saved_once_it_has_shown():
    """While the screen shows a move its save waits (written when the screen says it has shown); a move
    not shown is saved at once, with the seat the shared screen shows."""
    config = config_for("amsterdam", 2, people=2, first=0)
    saver = KeptSaver()
    session = TableSession(config, deal(config), pace=0.0, saver=saver)
    moving = True
    session.showing = lambda: moving
    play(session, actions=1)
    assert session.unsaved and saver.saved == []
    moving = False
    session.shown = 1
    session.save()
    assert not session.unsaved and len(saver.saved) == 1 and saver.last.viewer == 1
    play(session, actions=1)
    assert len(saver.saved) == 2 and saver.last.moves == tuple(session.moves)


def test_the_saver_is_asked_through_the_session():
    """Saving's problem is the saver's; leaving the game waits for the saver; without a saver nothing is asked."""
    config = config_for("usa", 2, people=1)
    saver = KeptSaver(problem="the disk is full")
    session = TableSession(config, deal(config), saver=saver)
    session.save(first=True)
    session.flush()
    assert session.saving_problem() == "the disk is full" and saver.flushes == 1 and saver.saved[0][2] is True
    alone = TableSession(config, deal(config))
    alone.save()
    alone.flush()
    assert alone.saving_problem() is None
