"""Racing for a count of tickets in First Journey: the end of the game (F7, F8), counting the trains
left before working on a ticket, swapping (F3), and choosing the way the hand pays for."""
import dataclasses

import pytest

from game.ai.paths import draw_turns, quickest
from game.ai.planner import route_costs, ticket_goals
from game.ai.players import make_player
from game.ai.race import outcome
from game.rules import ClaimRoute, DrawFromDeck, Phase, SwapTickets, apply, new_game, view_for

from tests.rules.boards import reference_board


def fj_turn(seat0: dict, seat1: dict | None = None, owned: tuple[str, ...] = ()):
    """A 2-player First Journey game at seat 0's turn with the players' states replaced; `owned`
    routes are given to seat 0."""
    state = new_game(reference_board("first_journey"), ["Me", "Rival"], 5, first=0)
    table = state.table
    me = dataclasses.replace(state.players[0], routes=owned, **seat0)
    rival = dataclasses.replace(state.players[1], **(seat1 or {}))
    owners = list(state.owners)
    for route in owned:
        owners[table.route_index[route]] = 0
    return dataclasses.replace(state, players=(me, rival), owners=tuple(owners), phase=Phase.TURN, current=0)


def hand(state, **cards):
    """A hand with these counts per card type."""
    return tuple(cards.get(c, 0) for c in state.table.card_types)


def last_two_trains(rival_done: int):
    """Seat 0 has 2 trains, 1 completed ticket and 2 white cards; claiming Las Vegas–Salt Lake City
    (2, white) completes its Las Vegas–Denver ticket (it owns Salt Lake City–Denver) and places its
    last train (F8). The rival has `rival_done` completed tickets."""
    base = fj_turn({})
    state = fj_turn({"trains": 2, "tickets": ("t13", "t22"), "completed": ("t30",),
                     "hand": hand(base, white=2)},
                    {"completed": ("t24", "t25", "t26", "t27")[:rival_done]}, owned=("f13",))
    return state, ClaimRoute("f09", "white", 0)


@pytest.mark.parametrize("rival_done,result", [(3, -1), (2, 0), (1, 1)])
def test_a_claim_placing_the_last_train_ends_the_game_with_the_counts_after_it(rival_done, result):
    """F8: the last train ends the game at once and most completed tickets wins (a tie is shared);
    the claim's own completed ticket counts."""
    state, claim = last_two_trains(rival_done)
    view = view_for(state, 0)
    assert claim in view.legal
    assert outcome(view, claim) == result
    assert apply(state, claim).state.over


def test_hard_never_ends_the_game_by_its_last_train_when_that_loses():
    """Behind 2 to 3 after the claim, hard keeps its last trains and draws (F8); medium, which does
    not watch the count, ends the game and loses."""
    state, claim = last_two_trains(3)
    assert make_player("hard", 1).choose(view_for(state, 0)) == DrawFromDeck()
    assert make_player("medium", 1).choose(view_for(state, 0)) == claim
    assert apply(state, claim).state.result.to_data()["winners"] == [1]


@pytest.mark.parametrize("rival_done", [1, 2])
def test_hard_ends_the_game_by_its_last_train_when_that_wins_or_ties(rival_done):
    """Ahead or level after the claim, hard places its last train and ends the game (F8)."""
    state, claim = last_two_trains(rival_done)
    assert make_player("hard", 1).choose(view_for(state, 0)) == claim


def test_medium_swaps_tickets_its_trains_cannot_join_while_easy_plays_on():
    """With 3 trains and two far tickets (Denver–Boston, Duluth–Miami), medium swaps them (F3);
    easy, which does not count its trains, keeps working on the first."""
    base = fj_turn({})
    state = fj_turn({"trains": 3, "tickets": ("t15", "t22"), "hand": hand(base, black=3)})
    view = view_for(state, 0)
    assert make_player("medium", 1).choose(view) == SwapTickets()
    assert make_player("easy", 1).choose(view) != SwapTickets()


def test_easy_builds_its_line_from_one_end():
    """Easy joins San Francisco to Las Vegas station by station from San Francisco: holding only the
    green card for the far route (Los Angeles–Las Vegas) it draws; with two red cards it claims
    San Francisco–Los Angeles first. Medium claims whatever of its way the hand pays for."""
    base = fj_turn({})
    only_far = fj_turn({"tickets": ("t03", "t31"), "hand": hand(base, green=1)})
    assert make_player("easy", 1).choose(view_for(only_far, 0)) == DrawFromDeck()
    assert make_player("medium", 1).choose(view_for(only_far, 0)) == ClaimRoute("f07", "green", 0)
    near_too = fj_turn({"tickets": ("t03", "t31"), "hand": hand(base, green=1, red=2)})
    assert make_player("easy", 1).choose(view_for(near_too, 0)) == ClaimRoute("f04", "red", 0)


def test_the_quickest_way_is_the_one_the_hand_pays_for():
    """Kansas City–Atlanta: 4 trains by Nashville (green 3 + black 1) or 5 by Chicago (white 2,
    blue 2, black 1). With white, blue and black in hand the longer way needs no drawing and wins;
    with green in hand the shorter one does."""
    base = fj_turn({})
    for cards, expected in (({"white": 2, "blue": 2, "black": 1}, {"f24", "f30", "f32"}),
                            ({"green": 3, "black": 1}, {"f26", "f32"})):
        state = fj_turn({"tickets": ("t18",), "hand": hand(base, **cards)})
        view = view_for(state, 0)
        goal = ticket_goals(view, ("t18",))[0]
        way = quickest(view, route_costs(view), goal)
        assert {view.table.route_ids[r] for r in way} == expected
        assert draw_turns(view, way) == 0


def test_drawing_for_missing_cards_takes_longer_with_fewer_colours_short():
    """Three cards short of one colour take longer to draw than three short over three colours
    (more of the deck helps), and wilds in hand count for any colour."""
    base = fj_turn({})
    state = fj_turn({"hand": hand(base)})
    view = view_for(state, 0)
    index = view.table.route_index
    one_colour = draw_turns(view, [index["f26"]])                                  # green 3
    three_colours = draw_turns(view, [index["f07"], index["f10"], index["f32"]])   # green, blue, black 1 each
    assert one_colour > three_colours > 0
    wild = view_for(fj_turn({"hand": hand(base, locomotive=3)}), 0)
    assert draw_turns(wild, [index["f26"]]) == 0

