"""tools/kindness.py judges a claim against the other players' tickets with everything known."""
import dataclasses
import importlib.util
from pathlib import Path

from game.rules import ClaimRoute, Phase, apply, new_game

from tests.rules.boards import reference_board

TOOL = Path(__file__).resolve().parent.parent / "tools" / "kindness.py"
spec = importlib.util.spec_from_file_location("kindness_tool", TOOL)
kindness = importlib.util.module_from_spec(spec)
spec.loader.exec_module(kindness)


def claim_helena_salt_lake(child_routes=()):
    """Seat 0 claims Helena–Salt Lake City (2, black) while the child holds Helena–Denver, whose
    cheapest way (4 trains) runs over it; the way round by Duluth and Kansas City takes 9."""
    state = new_game(reference_board("first_journey"), ["Me", "Child"], 5, first=0)
    table = state.table
    owners = list(state.owners)
    for route in child_routes:
        owners[table.route_index[route]] = 1
    cards = tuple(2 if c == "black" else 0 for c in table.card_types)
    me = dataclasses.replace(state.players[0], hand=cards)
    child = dataclasses.replace(state.players[1], tickets=("t11",), routes=tuple(child_routes))
    state = dataclasses.replace(state, players=(me, child), owners=tuple(owners), phase=Phase.TURN, current=0)
    action = ClaimRoute("f11", "black", 0)
    return state, action, apply(state, action).state


def test_a_claim_on_a_childs_cheapest_way_is_a_long_detour():
    """Taking the route the child's ticket runs over costs the child 5 trains more: a detour of 3+."""
    state, action, after = claim_helena_salt_lake()
    assert kindness.judge(state, action, 0, after) == (False, "detour_3_plus")


def test_a_claim_touching_the_childs_line_is_counted_as_beside_it():
    """With the child owning Salt Lake City–Denver, the same claim is beside its line as well."""
    state, action, after = claim_helena_salt_lake(("f13",))
    assert kindness.judge(state, action, 0, after) == (True, "detour_3_plus")


def test_the_measurement_counts_every_claim_of_the_measured_seat():
    """A short run reports claims, wins and the kinds of harm, none more than the claims."""
    result = kindness.measure("first_journey", 2, 2, "gentle", "easy", 1)
    assert result["claims"] > 0 and 0 <= result["won"] <= 2
    assert result["detour_1_2"] + result["detour_3_plus"] + result["cut"] <= result["claims"]
