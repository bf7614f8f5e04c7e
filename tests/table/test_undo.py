"""Taking back a person's last move at the table session: a claim that showed nothing hidden is offered (to
the mover's screen or a screen showing nobody's hand) and taken back whole; a draw from the deck, which shows
a card, is never offered; the next move closes the way back (on by default in First Journey).
"""
from __future__ import annotations

import pytest

from game.rules import Applied, ClaimRoute, DrawFromDeck, Phase, apply, view_for
from game.table import ACTION_GAP, UNDO_GRACE, TableSession, reveals_nothing
from tests.table.support import WATCHDOG, KeptSaver, Watcher, config_for, deal


def mia_and_bot(**table) -> TableSession:
    """Mia (first, a person) against a computer choosing at random, in First Journey at normal pace."""
    config = config_for("first_journey", 2, seed=5, people=1, first=0, **table)
    return TableSession(config, deal(config), pace=1.0, saver=KeptSaver())


def to_persons_turn(session: TableSession) -> None:
    """Play the computer (and any ticket choice of the person) until the person's turn proper starts."""
    for _ in range(50):
        state = session.state
        if state.current == 0 and state.phase is Phase.TURN:
            return
        session.tick(60.0)
        if session.is_computer(state.current):
            session.think()
            session.thinker.wait(WATCHDOG)
            assert isinstance(session.step(), Applied)
        else:
            assert isinstance(session.submit(0, session.view(0).legal[0]), Applied)
    raise AssertionError("the person's turn never came")


def quiet_claim(session: TableSession) -> ClaimRoute:
    """A claim the person can make that shows nothing hidden; the deck is drawn from until there is one, and
    each such draw is checked not to be offered for taking back."""
    for _ in range(40):
        to_persons_turn(session)
        state = session.state
        claims = [a for a in session.view(0).legal if isinstance(a, ClaimRoute)
                  and reveals_nothing(state, apply(state, a).state, 0)]
        if claims:
            return claims[0]
        assert isinstance(session.submit(0, DrawFromDeck()), Applied)   # a blind draw takes the turn (F3)
        assert session.undo_actor() is None and not session.undo_offered(None) and not session.undo_offered(0)
        assert session.undo() is None
    raise AssertionError("no quiet claim came")


def test_a_quiet_claim_is_offered_and_taken_back_whole():
    """The claim may be taken back on Mia's screen or nobody's, not Bob's; the computer waits longer to let
    it be; taking it back restores the position, the moves, the record, the computer's memory and the save,
    and tells each listener the position as its seat sees it."""
    session = mia_and_bot()
    claim = quiet_claim(session)
    hers, shared = Watcher(0), Watcher(None)
    session.join(hers)
    session.join(shared)
    state, moves, last, memory = session.state, session.moves, session.record.last(0), session.computers[1].memory()
    assert isinstance(session.submit(0, claim), Applied)
    assert session.state.owner(claim.route) == 0
    assert session.undo_actor() == 0 and session.undo_offered(0) and session.undo_offered(None)
    assert not session.undo_offered(1)
    assert session.due() == pytest.approx(ACTION_GAP + UNDO_GRACE)
    session.think()   # the computer starts choosing for the position that is taken back
    session.thinker.wait(WATCHDOG)
    thinker = session.thinker
    session.tick(2.0)

    assert session.undo() == 0
    assert session.state is state and session.moves == moves and session.record.last(0) == last
    assert session.computers[1].memory() == memory and session.thinker is not thinker
    assert session.saver.last.state is state and session.saver.last.moves == tuple(moves) and session.saver.last.viewer == 0
    assert hers.restores == [view_for(state, 0)] and shared.restores == [view_for(state, None)]
    assert session.due() is None and session.ready_at == session.clock   # Mia is to move again, at once
    assert session.undo() is None and session.undo_actor() is None


def test_the_next_move_closes_the_way_back():
    """Once the computer has moved, Mia's claim stays made."""
    session = mia_and_bot()
    claim = quiet_claim(session)
    assert isinstance(session.submit(0, claim), Applied)
    session.tick(60.0)
    session.think()
    session.thinker.wait(WATCHDOG)
    assert isinstance(session.step(), Applied)
    assert session.undo_actor() is None and not session.undo_offered(None) and session.undo() is None
    assert session.state.owner(claim.route) == 0


def test_a_table_playing_together_offers_it_on_any_screen():
    """Every hand is shown at a table playing together: the way back is offered whoever's hand is shown."""
    session = mia_and_bot(together=True)
    assert isinstance(session.submit(0, quiet_claim(session)), Applied)
    assert session.undo_offered(1) and session.undo_offered(0)


def test_a_table_without_undo_keeps_every_move():
    """With undo off, a quiet claim is not offered either."""
    session = mia_and_bot(undo=False)
    assert isinstance(session.submit(0, quiet_claim(session)), Applied)
    assert session.undo_actor() is None and not session.undo_offered(0) and session.undo() is None


def test_a_draw_from_the_deck_is_never_offered():
    """A blind draw shows Mia's new cards to her: it is not taken back, on any screen."""
    session = mia_and_bot()
    to_persons_turn(session)
    moves = session.moves
    assert isinstance(session.submit(0, DrawFromDeck()), Applied)
    assert session.moves[len(moves):] == [DrawFromDeck()]
    assert session.undo_actor() is None and not session.undo_offered(None) and not session.undo_offered(0)
    assert session.undo() is None and session.moves[-1] == DrawFromDeck()
