"""Loading refuses every state the rules could never reach, naming the problem in one line.

The property tests (test_properties.py) prove the other half: `validate.problems` finds nothing in
any state of many random games, so no reachable state is ever refused. Damaged types and sizes
are in test_damaged_saves.py.
"""
import copy
from dataclasses import replace

import pytest

from game.rules import from_data, new_game, to_data
from game.rules.settings import LOCOMOTIVE
from game.rules.validate import first_problem, problems

from .boards import GAMES, reference_board
from .damage import NAMES, data_of, midgame, refusal, seat_with_route
from .helpers import give_routes, set_player, start


@pytest.mark.parametrize("game", GAMES)
def test_reachable_states_load_and_pass(game):
    """A new game and a game in progress pass the validator and load unchanged."""
    for state in (new_game(reference_board(game), NAMES[game], 3), midgame(game)):
        assert problems(state) == [] and first_problem(state) is None
        assert from_data(to_data(state), reference_board(game)) == state


def test_an_unknown_ticket_is_refused():
    """U1: only the game's 30 tickets exist."""
    data = data_of()
    data["players"][0]["tickets"][0] = "t99"
    assert "'t99', which is not a ticket" in refusal(data)


def test_more_locomotives_than_the_game_has_are_refused_naming_the_player():
    """U1: 14 locomotives in the whole game."""
    data = data_of()
    data["players"][0]["hand"][LOCOMOTIVE] = 200
    assert refusal(data) == "this save is damaged: Ann holds 200 locomotives but the game has only 14"


def test_a_negative_count_in_a_hand_is_refused():
    """Nothing is ever negative."""
    data = data_of()
    data["players"][1]["hand"]["red"] = -5
    assert "Bob holds -5 red cards" in refusal(data)


def test_a_route_claimed_by_two_players_is_refused():
    """D5, U7: a route has one owner (trains and points made to fit, so only the claim is wrong)."""
    state = midgame()
    seat = next(i for i, p in enumerate(state.players) if p.routes)
    other = (seat + 1) % len(state.players)
    state = give_routes(state, other, state.players[seat].routes[0])
    assert "claimed twice" in refusal(to_data(state))


@pytest.mark.parametrize("count", [0, 1, 6, 12])
def test_a_player_count_outside_the_game_is_refused(count):
    """The USA game is for 2 to 5 players (DECISIONS.md: "Ticket to Ride (USA), 2-5 players")."""
    data = data_of()
    data["players"] = (data["players"] * 4)[:count]
    assert f"for 2 to 5 players, not {count}" in refusal(data)



def test_a_card_lost_or_added_is_refused():
    """U1: deck, discards, face-up row and hands hold exactly the 110 cards."""
    data = data_of()
    data["deck"].pop()
    assert "is missing" in refusal(data)
    data = data_of()
    data["deck"] += ["red", "red"]
    assert "14 red cards in play but the game has only 12" in refusal(data)



def test_a_duplicated_or_missing_ticket_is_refused():
    """U6: each ticket is in exactly one place."""
    data = data_of()
    data["ticket_deck"].append(data["players"][0]["tickets"][0])
    assert "appears 2 times" in refusal(data)
    data = data_of()
    data["ticket_deck"].pop()
    assert "is missing" in refusal(data)


def test_trains_or_points_that_do_not_match_the_routes_are_refused():
    """D6, U8: trains are 45 less the routes' lengths; route points are recomputed."""
    data = data_of()
    seat = seat_with_route(data)
    data["players"][seat]["trains"] -= 1
    assert "but the routes claimed leave" in refusal(data)
    data = data_of()
    data["players"][seat]["points"] += 3
    assert "from routes, but the routes claimed score" in refusal(data)


def test_owners_that_disagree_with_the_players_routes_are_refused():
    """D5: the board's owners are the players' routes (a save rebuilds them; a state may not)."""
    state = midgame()
    free = state.owners.index(-1)
    state = replace(state, owners=state.owners[:free] + (0,) + state.owners[free + 1:])
    assert "disagree on who owns" in first_problem(state)


def test_both_routes_of_a_double_are_refused_where_the_rules_close_one():
    """D5: never both for one player; U7: with 2 or 3 players, never both at all."""
    s = start(reference_board("usa"), 3)
    route = next(r for r in s.board.routes if r.twin)
    assert "holds both routes" in first_problem(give_routes(s, 0, route.id, route.twin))
    both = give_routes(give_routes(s, 0, route.id), 1, route.twin)
    assert "with 3 players only one can be used" in first_problem(both)
    four = start(reference_board("usa"), 4)
    assert problems(give_routes(give_routes(four, 0, route.id), 1, route.twin)) == []


def test_phases_that_cannot_be_are_refused():
    """U6: choosing tickets needs an offer; the end needs a known reason and a finished game."""
    cases = [({"phase": "keep_tickets"}, "choosing tickets from 0 tickets"),
             ({"phase": "over"}, "over but does not say why"),
             ({"phase": "over", "end": "bored"}, "unknown reason"),
             ({"end": "stalemate"}, "goes on although it has ended"),
             ({"phase": "over", "end": "stalemate"}, "nobody could act"),
             ({"phase": "over", "end": "last_round"}, "last round was not over"),
             ({"final_turns": 3}, "no player has few trains"),
             ({"final_turns": 0}, "cannot be")]
    for changes, words in cases:
        data = data_of()
        data.update(changes)
        assert words in refusal(data), changes


def test_turns_out_of_order_and_offers_out_of_time_are_refused():
    """D1: seats play in order; U2, U6: tickets are offered only while being chosen."""
    data = data_of()
    seat = (data["current"] + 1) % len(data["players"])
    data["players"][seat]["turns"] += 2
    name = data["players"][seat]["name"]
    assert f"{name} has played" in refusal(data) and "order of play" in refusal(data)
    data = data_of()
    data["players"][1]["offer"] = [data["ticket_deck"].pop()]
    assert "Bob has tickets to choose from, but it is not their time" in refusal(data)


def test_the_opening_is_checked_seat_by_seat():
    """U2: each seat is dealt 3 tickets and keeps 2 or 3, in seat order from the first."""
    state = start(reference_board("usa"), 3, opening=True)
    data = copy.deepcopy(to_data(state))
    data["players"][1]["tickets"], data["players"][1]["offer"] = data["players"][1]["offer"], []
    assert "P1 has 0 tickets to choose from at the start, but is dealt 3" in refusal(data)


def test_the_face_up_row_is_refilled_and_reset():
    """U5: an empty place only when nothing can refill it; U4: never 3 locomotives that could be replaced."""
    state = midgame()
    gone = replace(state, face_up=(None,) + state.face_up[1:],
                   discard=state.discard + state.face_up[:1])
    assert "face-up card is missing although cards are left" in first_problem(gone)
    row, deck = list(state.face_up), list(state.deck)
    for slot in range(3):
        if row[slot] != LOCOMOTIVE:
            i = deck.index(LOCOMOTIVE)
            row[slot], deck[i] = deck[i], row[slot]
    wild = replace(state, face_up=tuple(row), deck=tuple(deck))
    assert "should have been replaced" in first_problem(wild)


def test_a_second_card_in_a_game_without_a_face_up_row_is_refused():
    """F3: First Journey draws both cards at once, so there is never a second-card step."""
    data = data_of("first_journey")
    data["phase"] = "second_card"
    assert "second card" in refusal(data, "first_journey")


def test_completed_tickets_and_coast_to_coast_must_be_joined():
    """F5: a ticket shown completed is joined by the player's routes; F6: so are the coasts."""
    data = data_of("first_journey")
    data["players"][0]["completed"].append(data["ticket_deck"].pop())
    assert "is not joined by their routes" in refusal(data, "first_journey")
    data = data_of("first_journey")
    data["players"][0]["coast_to_coast"], data["coast_cards"] = True, data["coast_cards"] - 1
    assert "Ann holds a Coast-to-Coast card without joining the coasts" in refusal(data, "first_journey")


def test_a_golden_ticket_must_be_won():
    """F7: the Golden Ticket ends the game for the player who completed 6 tickets."""
    data = data_of("first_journey")
    data.update(phase="over", end="golden_ticket", golden=data["current"])
    assert "the Golden Ticket needs 6 tickets completed" in refusal(data, "first_journey")


def test_merchandise_comes_one_card_per_cart_route():
    """A6: merchandise is conserved, and a player has one card per cart route while the deck lasts."""
    data = copy.deepcopy(to_data(start(reference_board("amsterdam"), 3)))
    data["players"][0]["merchandise"]["wine"] += 1
    assert "wine merchandise cards add up to 5, but the game has 4" in refusal(data, "amsterdam")
    data["merchandise"]["wine"] -= 1
    assert "P0 holds 1 wine card for 0 routes with wine carts" in refusal(data, "amsterdam")



def test_messages_count_in_the_singular_and_the_plural():
    """Every count agrees with its noun: '1 red card is missing', '2 red cards are missing'."""
    data = data_of()
    data["deck"].remove("red")
    assert "1 red card is missing" in refusal(data)
    data["deck"].remove("red")
    assert "2 red cards are missing" in refusal(data)
    state = start(reference_board("usa"), 2)
    assert "P0 has 1 point from routes, but the routes claimed score 0" in first_problem(
        set_player(state, 0, points=1))
    assert "P0 has 2 points from routes" in first_problem(set_player(state, 0, points=2))
    assert "P1 has 1 train left, but the routes claimed leave 45" in first_problem(
        set_player(state, 1, trains=1))


# Damaged saves at random: whatever the damage, a save loads as a valid state or is refused in words.
