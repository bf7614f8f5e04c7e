"""Claiming routes: exact cards (D4), double routes (D5, U7, A5, F4), trains (D6), points (U8),
merchandise (A6)."""
from collections import Counter
from dataclasses import replace

import pytest

from game.rules import ClaimRoute, legal_actions, view_for
from game.rules.claims import payments
from game.rules.events import MerchandiseTaken, RouteClaimed, TurnEnded

from .boards import reference_board, tiny_board
from .helpers import events, ok, refused, set_player, start


def rich(game, players=2, seed=1):
    """A game where every player holds plenty of every card."""
    s = start(reference_board(game), players, seed=seed, first=0)
    hand = {c: 6 for c in s.table.card_types}
    for seat in range(players):
        s = set_player(s, seat, hand=hand)
    return s


def test_d4_exact_payment_on_a_coloured_route():
    """D4: 3 red + 1 locomotive pays a red route of 4; the hand and discards change by exactly that."""
    s = rich("usa")
    route = next(r for r in s.board.routes if r.color == "red" and r.length == 4)
    s, evs = events(s, ClaimRoute(route.id, "red", 1))
    assert s.hand_of(0)["red"] == 3 and s.hand_of(0)["locomotive"] == 5
    assert Counter(s.discard[-4:]) == Counter({"red": 3, "locomotive": 1})
    assert evs[0] == RouteClaimed(0, route.id, "red", 1, 7, 41)
    assert evs[-1] == TurnEnded(0, 1)


def test_d4_locomotives_only():
    """D4: a route may be paid with locomotives only (and then names no colour)."""
    s = rich("usa")
    s = ok(s, ClaimRoute("u003", None, 1))
    assert s.owner("u003") == 0 and s.hand_of(0)["locomotive"] == 5
    s = rich("usa")
    assert refused(s, ClaimRoute("u003", "red", 1)) == "paying with locomotives only names no colour"


def test_d4_payments_listed_exactly_once_each():
    """D4: legal actions list every exact payment: one colour plus wilds, or wilds only."""
    s = start(reference_board("usa"), 2, first=0)
    s = set_player(s, 0, hand={"red": 2, "blue": 1, "locomotive": 2})
    table = s.table
    red4 = next(r for r in s.board.routes if r.color == "red" and r.length == 3)
    assert payments(table, s.players[0].hand, table.route_index[red4.id]) == [
        ClaimRoute(red4.id, "red", 1), ClaimRoute(red4.id, "red", 2)]
    gray2 = table.route_index["u001"]  # Atlanta-Charleston, 2 gray
    assert payments(table, s.players[0].hand, gray2) == [
        ClaimRoute("u001", "blue", 1), ClaimRoute("u001", "red", 0), ClaimRoute("u001", "red", 1),
        ClaimRoute("u001", None, 2)]
    claims = [a for a in legal_actions(s) if isinstance(a, ClaimRoute)]
    assert len(claims) == len(set(claims))


def test_d4_wrong_colour_and_missing_cards_are_refused_with_a_reason():
    """D4: the cards must match the route's colour and be in the hand."""
    s = start(reference_board("usa"), 2, first=0)
    s = set_player(s, 0, hand={"red": 2, "blue": 4, "locomotive": 1})
    red = next(r for r in s.board.routes if r.color == "red" and r.length == 3)
    assert refused(s, ClaimRoute(red.id, "blue", 0)) == "this route takes red cards"
    assert refused(s, ClaimRoute(red.id, "red", 0)) == "you have only 2 red cards"
    assert refused(s, ClaimRoute(red.id, "red", 2)) == "you have only 1 locomotive"
    s = set_player(s, 0, hand={"red": 1, "locomotive": 1})
    assert refused(s, ClaimRoute(red.id, "red", 1)) == "you have only 1 red card"
    assert refused(s, ClaimRoute(red.id, None, 1)) == "name the colour of the cards you pay with"
    assert refused(s, ClaimRoute(red.id, "purple", 1)) == "'purple' is not a card colour"
    assert refused(s, ClaimRoute(red.id, "red", 4)).startswith("this route takes 3 cards")
    assert refused(s, ClaimRoute("nowhere", "red", 0)) == "there is no route 'nowhere'"


def test_gray_route_takes_any_one_colour():
    """A gray route takes a set of any one colour (plus locomotives)."""
    s = start(reference_board("usa"), 2, first=0)
    s = set_player(s, 0, hand={"green": 2})
    s = ok(s, ClaimRoute("u001", "green", 0))
    assert s.owner("u001") == 0


def test_claimed_route_is_refused_to_everyone():
    """A route can be claimed once."""
    s = ok(rich("usa", 4), ClaimRoute("u003", None, 1))
    assert refused(s, ClaimRoute("u003", None, 1)) == "P0 has already claimed this route"


def claim_then_twin(game, players):
    """Player 0 claims one route of a double; return the state with player 1 to move."""
    double = {"usa": ("u004", "u005"), "amsterdam": ("a07", "a08"),
              "first_journey": ("f04", "f05")}[game]
    s = ok(rich(game, players), ClaimRoute(double[0], None, reference_board(game).route(double[0]).length))
    assert s.current == 1
    return s, double


@pytest.mark.parametrize("game,players", [
    ("usa", 2), ("usa", 3), ("usa", 4), ("usa", 5), ("amsterdam", 2), ("amsterdam", 3),
    ("amsterdam", 4), ("first_journey", 2), ("first_journey", 3), ("first_journey", 4)])
def test_d5_one_player_never_claims_both_routes_of_a_double(game, players):
    """D5: at every player count, the claimer of one route of a double cannot claim the other."""
    s, (_, twin) = claim_then_twin(game, players)
    s = replace(s, current=0)  # player 0 to move again
    assert refused(s, ClaimRoute(twin, None, s.board.route(twin).length)) == \
        "you cannot claim both routes of a double route"


@pytest.mark.parametrize("game,players,open_", [
    ("usa", 2, False), ("usa", 3, False), ("usa", 4, True), ("usa", 5, True),   # U7
    ("amsterdam", 2, False), ("amsterdam", 3, True), ("amsterdam", 4, True),    # A5
    ("first_journey", 2, True), ("first_journey", 3, True), ("first_journey", 4, True)])  # F4
def test_u7_a5_f4_second_route_of_a_double_by_player_count(game, players, open_):
    """U7, A5, F4: after one route of a double is claimed, the other is open to others or closed."""
    s, (_, twin) = claim_then_twin(game, players)
    action = ClaimRoute(twin, None, s.board.route(twin).length)
    if open_:
        assert action in legal_actions(s)
        assert ok(s, action).owner(twin) == 1
    else:
        assert refused(s, action) == f"with {players} players only one route of a double route can be used"


@pytest.mark.parametrize("game,word", [("usa", "trains"), ("amsterdam", "carts")])
def test_d6_no_claim_with_fewer_trains_than_the_route_is_long(game, word):
    """D6: a route cannot be claimed with fewer trains left than its length."""
    s = set_player(rich(game), 0, trains=2)
    long_route = next(r for r in s.board.routes if r.length == 3)
    assert refused(s, ClaimRoute(long_route.id, None, 3)) == \
        f"this route needs 3 {word} and you have only 2 left"
    short = next(r for r in s.board.routes if r.length == 2)
    assert ClaimRoute(short.id, None, 2) in legal_actions(s)


@pytest.mark.parametrize("game,one,many", [("usa", "train", "trains"), ("amsterdam", "cart", "carts")])
def test_d6_the_reason_counts_trains_in_the_singular_and_the_plural(game, one, many):
    """D6: 'needs 1 train' and 'needs 2 trains', in the game's own words; never '1 trains'; and none left
    is 'no trains', never 'only 0'."""
    s = set_player(rich(game), 0, trains=0)
    for length, noun in ((1, one), (2, many)):
        route = next(r for r in s.board.routes if r.length == length)
        assert refused(s, ClaimRoute(route.id, None, length)) == \
            f"this route needs {length} {noun} and you have no {many} left"


@pytest.mark.parametrize("game,wilds", [("usa", "locomotives"), ("amsterdam", "wild cards"),
                                         ("first_journey", "locomotives")])
def test_d4_a_player_without_the_cards_is_told_they_have_none(game, wilds):
    """D4: 'you have no black cards' and 'you have no locomotives' (in the game's own words), never
    'you have only 0'; one or more are still counted ('you have only 1 black card')."""
    s = start(reference_board(game), 2, seed=1, first=0)
    route = next(r for r in s.board.routes if r.color == "black" and r.length >= 2)
    s = set_player(s, 0, hand={"black": 0, "locomotive": 0})
    assert refused(s, ClaimRoute(route.id, "black", 0)) == "you have no black cards"
    assert refused(s, ClaimRoute(route.id, None, route.length)) == f"you have no {wilds}"
    s = set_player(s, 0, hand={"black": 1, "locomotive": 1})
    assert refused(s, ClaimRoute(route.id, "black", 0)) == "you have only 1 black card"
    assert refused(s, ClaimRoute(route.id, None, route.length)) == f"you have only 1 {wilds[:-1]}"


@pytest.mark.parametrize("game,wild", [("usa", "locomotive"), ("amsterdam", "wild card")])
def test_d4_the_reason_for_a_wrong_wild_count_counts_cards_in_the_singular_and_the_plural(game, wild):
    """D4: a route of one takes '1 card', a longer one '3 cards'; never '1 cards'."""
    s = rich(game)
    one = next(r for r in s.board.routes if r.length == 1)
    assert refused(s, ClaimRoute(one.id, None, 2)) == f"this route takes 1 card, which may be a {wild}"
    three = next(r for r in s.board.routes if r.length == 3)
    assert refused(s, ClaimRoute(three.id, three.color if three.color != "gray" else "red", -1)) == \
        f"this route takes 3 cards, and 0 to 3 of them may be {wild}s"


@pytest.mark.parametrize("length,points", [(1, 1), (2, 2), (3, 4), (4, 7), (5, 10), (6, 15)])
def test_u8_route_points_scored_when_claimed(length, points):
    """U8: 1->1, 2->2, 3->4, 4->7, 5->10, 6->15, scored at once."""
    s = rich("usa")
    route = next(r for r in s.board.routes if r.length == length)
    s = ok(s, ClaimRoute(route.id, None, length))
    assert s.players[0].points == points and s.players[0].trains == 45 - length


def test_f4_first_journey_routes_score_no_points():
    """F4: routes score no points."""
    s = ok(rich("first_journey"), ClaimRoute("f01", None, 4))
    assert s.players[0].points == 0


def test_a6_cart_route_gives_one_merchandise_card_whatever_its_length():
    """A6: a route with cart symbols gives the top card of its merchandise deck, one per route."""
    s = rich("amsterdam")
    s, evs = events(s, ClaimRoute("a05", None, 4))  # Blauwbrug-Montelbaanstoren, 4, spices
    assert MerchandiseTaken(0, "spices") in evs
    spices = [name for name, _ in s.rules.merchandise_decks].index("spices")
    assert s.players[0].merchandise[spices] == 1 and s.merchandise[spices] == 3
    s, evs = events(s, ClaimRoute("a09", None, 1))  # no cart symbols
    assert not any(isinstance(e, MerchandiseTaken) for e in evs)
    assert view_for(s, 0).players[0].merchandise == s.players[0].merchandise  # public counts


def test_a6_empty_merchandise_deck_gives_nothing():
    """A6: a cart route whose deck is empty gives no card (none from another deck)."""
    board = tiny_board("amsterdam", [("x1", "a", "b", 1, "gray", None, "wine"),
                                     ("x2", "b", "c", 1, "gray", None, "wine")],
                       merchandise={"decks": {"wine": 1, "cloth": 1},
                                    "bonus_by_rank": {2: [8, 4]}})
    s = start(board, 2, first=0)
    s = set_player(set_player(s, 0, hand={"red": 2}), 1, hand={"red": 2})
    s = ok(s, ClaimRoute("x1", "red", 0))
    s, evs = events(s, ClaimRoute("x2", "red", 0))
    assert not any(isinstance(e, MerchandiseTaken) for e in evs)
    assert s.merchandise == (0, 1) and s.players[1].merchandise == (0, 0)
