"""The hint's next track, worked out from the seat's own view: the same track as when it was worked
out from the whole state, and none that another seat's secrets could change (D7)."""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.hint import Hint, hint_for
from game.ai.planner import route_costs, shortest, ticket_goals
from game.rules import GameState, view_for
from tests.rules import old_questions as old
from tests.rules.boards import GAMES


@dataclass(frozen=True)
class OldHint:
    """A track to build next, and whether the hand can pay for it now."""

    route: str
    payable: bool


def old_hint_for(state: GameState, seat: int) -> OldHint | None:
    """The hint as it was worked out from the whole state (the reference)."""
    view = view_for(state, seat)
    costs = route_costs(view)
    best: tuple[float, list[int]] | None = None
    for goal in ticket_goals(view, view.tickets):
        found = shortest(view, costs, goal)
        if found is None:
            continue
        cost, path = found
        todo = [r for r in path if view.owners[r] < 0]
        if todo and (best is None or cost < best[0]):
            best = (cost, todo)
    if best is None:
        return None
    ids = state.table.route_ids
    payable = [r for r in best[1] if old.options_for(state, ids[r])]
    return OldHint(ids[payable[0]], True) if payable else OldHint(ids[best[1][0]], False)


def same(hint: Hint | None, reference: OldHint | None) -> bool:
    """True if the two hints name the same track and the same payability."""
    if hint is None or reference is None:
        return hint is reference
    return (hint.route, hint.payable) == (reference.route, reference.payable)


def test_the_hint_from_the_view_is_the_hint_from_the_whole_state():
    """In positions of random games of each kind the seat to move is shown the same track, payable
    or not, as before; payable, unpayable and no hint at all are each met."""
    kinds = set()
    for game in GAMES:
        for seed in range(1, 5):
            for s in old.positions(game, seed, every=2):
                hint = hint_for(view_for(s, s.current))
                assert same(hint, old_hint_for(s, s.current)), (game, seed)
                kinds.add(None if hint is None else hint.payable)
    assert kinds == {None, True, False}


def test_the_hint_does_not_change_with_what_the_seat_cannot_see():
    """D7: the others' cards, tickets and offers and the decks' order change nothing in the hint."""
    for game in GAMES:
        for s in old.positions(game, 5, every=3):
            view = view_for(old.hidden_changed(s), s.current)
            assert view == view_for(s, s.current)
            assert same(hint_for(view), old_hint_for(s, s.current)), game


def test_a_seat_not_to_move_is_never_told_a_track_is_payable():
    """A hint shown to a seat while another moves names its track but never one it could pay for now."""
    shown = 0
    for game in GAMES:
        for s in old.positions(game, 6, every=9):
            for seat in range(len(s.players)):
                hint = hint_for(view_for(s, seat))
                if seat != s.current and hint is not None:
                    assert not hint.payable
                    shown += 1
    assert shown
