"""Computer players and the hint under house rules: they plan with the numbers of the game being
played (docs/house-rules.md), and every level finishes games under every rule every board offers."""
from __future__ import annotations

import dataclasses
import io

import pytest

from game.ai.closing import lead
from game.ai.foresight import turns_left
from game.ai.hint import hint_for
from game.ai.players import make_player
from game.ai.thinker import Thinker
from game.rules import Applied, ClaimRoute, DrawTickets, Phase, SwapTickets, apply, new_game, rng, view_for
from game.rules.house import NUMBER, SPLIT, SWITCH, rulebook_value
from game.rules.settings import house_offers
from game.simulate import run

from tests.rules.boards import reference_board

BOARDS = ("usa", "amsterdam", "first_journey", "island")
PLANNERS = ("gentle", "easy", "medium", "hard")


def board(name: str):
    """A shipped board as the game loads it (the island too)."""
    if name in ("usa", "amsterdam", "first_journey"):
        return reference_board(name)
    from game.board.loader import load_board
    from tests.conftest import MAPS
    return load_board(MAPS / f"{name}.tmx")


def choices(name: str) -> list[dict]:
    """For every house rule the board offers, each value furthest from the rulebook's on either side (a
    switch: the other way; a number the rulebook keeps at 0, off, also at 1: one swap a game), alone;
    then all of them at once (the first of each). Tickets kept beyond those dealt come with as many dealt."""
    offers = house_offers(board(name).settings)
    out = []
    for rule, offer in offers.items():
        book = rulebook_value(offer)
        if offer.rule.kind == SWITCH:
            values = [not book]
        elif offer.rule.kind == NUMBER:
            values = [v for v in dict.fromkeys((offer.low, 1 if book == 0 else book, offer.high)) if v != book]
        else:
            assert offer.rule.kind == SPLIT
            values = [v for v in (offer.values()[0], offer.values()[-1]) if v != book]
        for value in values:
            chosen = {rule: value}
            if rule == "tickets_kept":
                chosen["tickets_dealt"] = max(value, offers["tickets_dealt"].rulebook)
            out.append(chosen)
    together: dict = {}
    for chosen in out:
        if not set(chosen) & set(together):
            together.update(chosen)
    return out + [together]


def play(name: str, levels: tuple[str, ...], seed: int, house: dict | None, thinker: Thinker):
    """A whole game between these levels, each move chosen through the worker the play screen uses (a
    failing player would be replaced there by a random move): the final state."""
    state = new_game(board(name), [f"{lv} {i}" for i, lv in enumerate(levels)], seed, house)
    bots = [make_player(lv, rng.derive(seed, i + 1)) for i, lv in enumerate(levels)]
    for _ in range(5000):
        if state.over:
            return state
        thinker.start(state, bots[state.current], view_for(state, state.current))
        action = thinker.take(state, wait=True)
        result = apply(state, action)
        assert isinstance(result, Applied), (action, result.reason)
        state = result.state
    raise AssertionError("the game does not end")


CASES = [(name, chosen) for name in BOARDS for chosen in choices(name)]


@pytest.mark.parametrize("name,house", CASES, ids=[f"{n}-{'-'.join(f'{k}={v}' for k, v in h.items())}"
                                                   for n, h in CASES])
def test_every_level_finishes_games_under_every_house_rule(name, house, capsys):
    """Each house rule of each board, at its bounds: hard, medium and easy at one table, gentle at
    another, play to the end through the worker that a failing player would have replaced by a random
    move (it writes to stderr when it does: nothing is written). Under a swap limit (F3) someone swaps and
    nobody past it."""
    thinker = Thinker()
    swaps = []
    for seed, levels in ((1, ("hard", "medium", "easy")), (2, ("gentle", "easy"))):
        state = play(name, levels, seed, house, thinker)
        assert state.result is not None
        swaps += [p.swaps for p in state.players]
    assert capsys.readouterr().err == ""
    limit = house.get("swap_limit")
    assert not limit or 1 <= max(swaps) <= limit   # some player swapped, nobody past the limit


@pytest.mark.parametrize("name,levels", [("first_journey", ("gentle", "easy", "medium", "hard")),
                                         ("island", ("gentle", "medium", "hard")),
                                         ("island", ("easy", "hard", "gentle"))])
def test_with_one_swap_a_game_no_computer_tries_a_refused_swap(name, levels):
    """swap_limit=1 (F3): whole simulated games end with no move refused (a refused one fails the game)."""
    out = io.StringIO()
    assert run(board(name), len(levels), 6, 1, {"swap_limit": 1}, out, list(levels)) == 0, out.getvalue()


def fj_turn(house, **seat0):
    """A 2-player First Journey game under these house rules at seat 0's turn, its state replaced by `seat0`."""
    state = new_game(board("first_journey"), ["Me", "Rival"], 5, house, first=0)
    me = dataclasses.replace(state.players[0], **seat0)
    return dataclasses.replace(state, players=(me,) + state.players[1:], phase=Phase.TURN, current=0)


def test_with_its_one_swap_spent_no_level_swaps_even_tickets_it_cannot_join():
    """One swap a game (F3 house rule), Denver–Boston and Duluth–Miami held and 3 trains left, out of reach:
    with the swap still to use every level but easy (which does not count its trains) swaps them; once it
    is spent, none does."""
    stuck = {"tickets": ("t15", "t22"), "trains": 3}
    for level in PLANNERS:
        fresh = make_player(level, 1).choose(view_for(fj_turn({"swap_limit": 1}, **stuck), 0))
        assert (fresh == SwapTickets()) == (level != "easy"), level
        spent = make_player(level, 1).choose(view_for(fj_turn({"swap_limit": 1}, swaps=1, **stuck), 0))
        assert spent != SwapTickets(), level


def usa_turn(house, seat0: dict, seat1: dict | None = None, owned: dict[str, int] | None = None, **game):
    """A 2-player USA game under these house rules at seat 0's turn: the seats' states replaced, `owned`
    routes given to their seats, other fields of the game (final_turns, ticket_deck) replaced."""
    state = new_game(reference_board("usa"), ["Me", "Rival"], 3, house, first=0)
    table = state.table
    owners = list(state.owners)
    routes: list[list[str]] = [[], []]
    for route, seat in (owned or {}).items():
        owners[table.route_index[route]] = seat
        routes[seat].append(route)
    me = dataclasses.replace(state.players[0], offer=(), routes=tuple(routes[0]), **seat0)
    rival = dataclasses.replace(state.players[1], offer=(), routes=tuple(routes[1]), **(seat1 or {}))
    return dataclasses.replace(state, players=(me, rival), owners=tuple(owners), phase=Phase.TURN, current=0,
                               **game)


def hand(table, **cards):
    """A hand with these counts per card type."""
    return tuple(cards.get(c, 0) for c in table.card_types)


def test_the_hint_shows_the_second_route_of_a_double_when_both_are_open():
    """Chicago–New Orleans (t04) is one route short, Chicago–Saint Louis, a double whose other side the
    rival holds: at 2 players the rulebook closes it (U7) and the hint goes round; with both routes of
    a double open it shows that one."""
    owned = {"u065": 0, "u067": 0, "u023": 1}
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    twin = table.route_ids[table.twins[table.route_index["u023"]]]
    for house, shown in ((None, False), ({"doubles_open": True}, True)):
        hint = hint_for(view_for(usa_turn(house, {"tickets": ("t04",)}, owned=owned), 0))
        assert hint is not None and (hint.route == twin) == shown, house


def test_with_equal_turns_hard_keeps_building_until_its_very_last_turn():
    """Equal turns (U9 house rule): the rival ran low first in the round, so hard has two turns left. With
    Kansas City–Houston (t25) two routes short and the cards for both, it claims one of them; on its last
    turn, as by the rulebook, it takes the route worth most now (a 6 paid with locomotives)."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    owned = {"u019": 0, "u051": 0, "u053": 0}
    me = {"tickets": ("t25",), "hand": hand(table, white=2, black=3, locomotive=6), "trains": 12}
    for house, final, first in (({"equal_turns": True}, 3, 1), ({"equal_turns": True}, 1, 1), (None, 2, 0)):
        view = view_for(usa_turn(house, me, {"trains": 2}, owned=owned, final_turns=final, first=first), 0)
        action = make_player("hard", 1).choose(view)
        assert turns_left(view) == (2 if final == 3 else 1)
        assert isinstance(action, ClaimRoute)
        assert (action.route in ("u079", "u020")) == (final == 3), (house, final, action)


def test_a_bigger_longest_path_bonus_makes_hard_grow_its_own_line():
    """Every ticket done, no ticket left to draw, 5 trains and locomotives to pay any route: hard claims a
    5-route (10 points) elsewhere rather than a 4 (7) growing its line from Charleston–Raleigh by the
    rulebook's bonus of 10 or with none, and the 4 when the bonus is 20 (U10)."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    me = {"tickets": (), "hand": hand(table, locomotive=10), "trains": 5, "points": 100, "turns": 38}
    line = {"charleston", "raleigh"}
    for house, grows in ((None, False), ({"longest_path_bonus": 0}, False), ({"longest_path_bonus": 20}, True)):
        state = usa_turn(house, me, {"points": 300}, owned={"u017": 0}, ticket_deck=())
        action = make_player("hard", 1).choose(view_for(state, 0))
        assert isinstance(action, ClaimRoute)
        r = table.route_index[action.route]
        ends = {table.city_ids[c] for c in table.ends[r]}
        assert (bool(ends & line), table.lengths[r]) == ((True, 4) if grows else (False, 5)), house


def test_hard_counts_a_bonus_for_the_most_tickets_when_judging_whether_it_is_ahead():
    """Chicago–New Orleans done (7), 100 route points, 4 trains, against a rival of 117 points holding no
    ticket: by the rulebook hard is behind and collects cards for a longer route; with 20 points for the
    most tickets, which it will have, it is ahead and claims now to bring the end nearer (U9)."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    me = {"tickets": ("t04",), "hand": hand(table, red=2, blue=2), "trains": 4, "points": 100, "turns": 38}
    owned = {"u065": 0, "u067": 0, "u023": 0}
    for house, ahead in ((None, False), ({"most_tickets_bonus": 20}, True)):
        view = view_for(usa_turn(house, me, {"points": 117, "tickets": ()}, owned=owned), 0)
        assert (lead(view) > 0) == ahead
        assert isinstance(make_player("hard", 1).choose(view), ClaimRoute) == ahead, house


def test_without_minus_points_hard_ends_on_the_biggest_route_rather_than_a_small_ticket():
    """On its last turn (U9) hard is one route short of Chicago–New Orleans (7 points), Chicago–Saint Louis,
    and holds 6 locomotives: by the rulebook completing the ticket is worth 2 + 7 + the 7 it no longer
    loses, more than a 6-route's 15, and it completes it; when an unfinished ticket costs nothing (U10
    house rule) the ticket brings 2 + 7 and it claims a 6-route."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    me = {"tickets": ("t04",), "hand": hand(table, white=2, locomotive=6), "trains": 10}
    for house, completes in ((None, True), ({"unfinished_minus": False}, False)):
        state = usa_turn(house, me, {"trains": 2}, owned={"u065": 0, "u067": 0}, final_turns=1)
        action = make_player("hard", 1).choose(view_for(state, 0))
        route = table.route_index[action.route]
        ends = {table.city_ids[c] for c in table.ends[route]}
        assert (ends == {"chicago", "saint_louis"}, table.lengths[route]) == (
            (True, 2) if completes else (False, 6)), house


def test_in_a_shorter_game_medium_works_on_its_nearest_ticket_first():
    """Medium holds Chicago–New Orleans, one white route short, and Boston–Miami, with six pink cards. By
    the rulebook it plans both and claims a pink route toward Miami; in a game of 30 trains (U1 house
    rule) it works on the nearest ticket first and draws for the white route."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    me = {"tickets": ("t04", "t01"), "hand": hand(table, pink=6), "trains": 25}
    owned = {"u065": 0, "u067": 0}
    rulebook = make_player("medium", 1).choose(view_for(usa_turn(None, me, owned=owned), 0))
    assert isinstance(rulebook, ClaimRoute) and rulebook.color == "pink"
    shorter = make_player("medium", 1).choose(view_for(usa_turn({"trains": 30}, me, owned=owned), 0))
    assert not isinstance(shorter, ClaimRoute)


def test_more_tickets_need_the_trains_the_boards_tickets_were_made_for():
    """Every ticket done: medium draws more tickets with 16 trains left, not with 12, in a game of 20 trains
    (U1 house rule) as in the rulebook's 45: the tickets are as long (a third of 20 would be 7)."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    for house in (None, {"trains": 20}):
        for trains, draws in ((12, False), (16, True)):
            view = view_for(usa_turn(house, {"tickets": (), "hand": hand(table, red=2), "trains": trains}), 0)
            assert (make_player("medium", 1).choose(view) == DrawTickets()) == draws, (house, trains)
