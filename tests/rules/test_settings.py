"""The rule sets built from each game's YAML, and house rules as data (U1, A1, F1, U7, A5, F4, U9)."""
import pytest

from game.rules import RuleSet

from .boards import settings


def rules(game, **house):
    """The rule set of a game with house-rule overrides."""
    return RuleSet.from_settings(settings(game), house or None)


def test_u1_usa_components():
    """U1: 45 trains; 110 cards = 12 of 8 colours + 14 locomotives."""
    r = rules("usa")
    assert r.trains_per_player == 45 and len(r.colors) == 8
    assert (r.per_color, r.locomotives, r.deck_size) == (12, 14, 110)


def test_a1_amsterdam_components():
    """A1: 16 carts; 44 cards = 6 of 6 colours + 8 wild; 16 merchandise cards."""
    r = rules("amsterdam")
    assert r.trains_per_player == 16 and len(r.colors) == 6
    assert (r.per_color, r.locomotives, r.deck_size) == (6, 8, 44)
    assert sum(n for _, n in r.merchandise_decks) == 16
    assert r.terms.wild == "wild card" and r.terms.tickets == "contracts"


def test_f1_first_journey_components():
    """F1: 20 trains; 72 cards in 6 colours plus locomotives; 4 Coast-to-Coast cards."""
    r = rules("first_journey")
    assert r.trains_per_player == 20 and len(r.colors) == 6 and r.deck_size == 72
    assert r.coast_to_coast_cards == 4 and r.golden_ticket == 6 and r.last_train_ends


def test_face_up_row_and_ticket_actions_come_from_data():
    """U3/F2: a face-up row only where the data has one; U6/A4/F3: ticket draws and swaps."""
    usa, ams, fj = rules("usa"), rules("amsterdam"), rules("first_journey")
    assert usa.has_face_up_row and ams.has_face_up_row and not fj.has_face_up_row
    assert (usa.ticket_draw, usa.ticket_keep) == (3, 1)
    assert (ams.ticket_draw, ams.ticket_keep) == (2, 1)
    assert not fj.has_ticket_draw and fj.has_ticket_swap and fj.complete_at_once


@pytest.mark.parametrize("game,closed,open_", [
    ("usa", (2, 3), (4, 5)),             # U7
    ("amsterdam", (2,), (3, 4)),         # A5
    ("first_journey", (), (2, 3, 4)),    # F4
])
def test_double_routes_open_by_player_count(game, closed, open_):
    """U7, A5, F4: whether a double's second route stays open to others, by player count."""
    r = rules(game)
    assert all(not r.both_routes_open(n) for n in closed)
    assert all(r.both_routes_open(n) for n in open_)


def test_u8_route_table():
    """U8: 1->1, 2->2, 3->4, 4->7, 5->10, 6->15; F4: First Journey routes score nothing."""
    r = rules("usa")
    assert [r.route_score(n) for n in range(1, 7)] == [1, 2, 4, 7, 10, 15]
    assert rules("first_journey").route_score(3) == 0


def test_u9_equal_turns_house_rule_switch():
    """U9: the equal-turns house rule is off by default and can be switched on."""
    assert not rules("usa").equal_turns
    on = rules("usa", equal_turns=True)
    assert on.equal_turns and on.house_rule_data() == {"equal_turns": True}
    assert rules("amsterdam", equal_turns=True).equal_turns


def test_f1_deck_split_house_rule():
    """F1: the First Journey deck split is a house rule that must keep 72 cards."""
    r = rules("first_journey", deck_split={"per_color": 9, "locomotives": 18})
    assert (r.per_color, r.locomotives, r.deck_size) == (9, 18, 72)
    with pytest.raises(ValueError, match="72"):
        rules("first_journey", deck_split={"per_color": 11, "locomotives": 12})


def test_unknown_house_rule_is_refused_with_the_offered_ones():
    """A house rule a game does not offer is refused, naming the ones it does."""
    with pytest.raises(ValueError, match="equal_turns"):
        rules("usa", no_such_rule=True)
    with pytest.raises(ValueError, match="deck_split"):
        rules("first_journey", equal_turns=True)


def test_rule_sets_are_hashable_and_comparable():
    """Rule sets are frozen values (used to cache boards' tables)."""
    assert rules("usa") == rules("usa") and hash(rules("usa")) == hash(rules("usa"))
    assert rules("usa") != rules("usa", equal_turns=True)
