"""Rules questions asked from a seat's view (D7): the same answers the whole state gave, and none
that another seat's secrets could change."""

from game.rules import (ClaimRoute, Phase, claim_options, claim_refusal, describe, parts,
                        shortfall, tickets_to_keep, view_for)
from game.rules.tickets import keep_minimum

from . import old_questions as old
from .boards import GAMES

SEEDS = range(1, 4)


def answers(view, route_id):
    """Everything a screen asks about one route: the payments, the refusal when there is none, the shortfall."""
    options = claim_options(view, route_id)
    short = shortfall(view, route_id)
    return (options, None if options else claim_refusal(view, route_id),
            tuple(short) if short else None)


def old_answers(state, route_id):
    """The same questions asked of the whole state, the way the play screen asked them."""
    options = old.options_for(state, route_id)
    return (options, None if options else old.refusal_for(state, route_id),
            old.shortfall(state, route_id))


def test_claim_questions_from_the_view_answer_as_the_whole_state_did():
    """For every route in every position of random games of each kind, the seat to move is told the
    same payments, refusal and missing cards as before; each kind of answer is met along the way."""
    seen = set()
    for game in GAMES:
        for seed in SEEDS:
            for s in old.positions(game, seed, every=2):
                view = view_for(s, s.current)
                for route_id in s.table.route_ids:
                    got = answers(view, route_id)
                    assert got == old_answers(s, route_id), (game, seed, route_id)
                    seen.add("options" if got[0] else got[1])
                    seen.add("short" if got[2] else None)
    for words in ("options", "short", "the game is over", "take your second card first"):
        assert words in seen
    assert any(w and w.startswith("first choose which") for w in seen)
    assert any(w and "already claimed" in w for w in seen)
    assert any(w and w.startswith("you have") for w in seen)


def test_tickets_to_keep_is_the_engines_minimum_for_the_seat_to_move():
    """U2, U6, A2, A4: the ticket overlay's minimum from the view equals the engine's own, in every phase."""
    phases = set()
    for game in GAMES:
        for s in old.positions(game, 1):
            assert tickets_to_keep(view_for(s, s.current)) == keep_minimum(s), game
            if keep_minimum(s):
                phases.add(s.phase)
    assert {Phase.OPENING, Phase.KEEP_TICKETS} <= phases


def test_answers_do_not_change_with_what_the_seat_cannot_see():
    """D7: two states that differ only in the others' cards, tickets and offers and in the decks give
    the seat to move the same view and so the same answers, those the whole state gave."""
    for game in GAMES:
        for s in old.positions(game, 2, every=7):
            other = old.hidden_changed(s)
            view = view_for(other, s.current)
            assert view == view_for(s, s.current)
            assert tickets_to_keep(view) == keep_minimum(s)
            for route_id in s.table.route_ids:
                assert answers(view, route_id) == old_answers(s, route_id), (game, route_id)


def test_a_seat_not_to_move_can_claim_nothing_and_is_told_why():
    """A seat not to move (or the shared screen) has no payments and no shortfall, and is told whose
    turn it is, as the table session tells it; once the game is over everyone is told that."""
    for game in GAMES:
        for s in old.positions(game, 3, every=11):
            for seat in [*(i for i in range(len(s.players)) if i != s.current), None]:
                view = view_for(s, seat)
                for route_id in s.table.route_ids[::5]:
                    assert claim_options(view, route_id) == []
                    assert shortfall(view, route_id) is None
                    assert claim_refusal(view, route_id) == (
                        "the game is over" if s.over else f"it is P{s.current}'s turn")
    assert s.over


def test_a_payment_in_cards_and_words():
    """A claim spends its colour and its wild cards; the words name both (plural wilds only)."""
    assert parts(ClaimRoute("r", "red", 1), 4) == (("red", 3), ("locomotive", 1))
    assert parts(ClaimRoute("r", None, 2), 2) == (("locomotive", 2),)
    assert describe(ClaimRoute("r", "red", 1), 4, "locomotive") == "3 red + 1 locomotive"
    assert describe(ClaimRoute("r", None, 2), 2, "joker") == "2 jokers"
