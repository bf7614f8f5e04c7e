"""Loading reads any data at all: wrong types, sizes and house rules are refused in one line, and
random damage to real saves gives a valid state or a ValueError, never another exception."""
import copy
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import apply, from_data, legal_actions, new_game, rng, to_data
from game.rules.validate import problems

from .boards import GAMES, reference_board
from .damage import NAMES, data_of, midgame, refusal


@pytest.mark.parametrize("key,value,words", [
    ("current", 7, "player to move"), ("current", -1, "player to move"),
    ("first", 3, "first player"), ("golden", 9, "Golden Ticket"),
    ("rng", -1, "random number state"), ("rng", 2**64, "random number state"),
    ("seed", 10**30, "huge"), ("coast_cards", True, "whole number"),
    ("current", "0", "whole number"), ("current", 0.0, "whole number"),
    ("players", None, "players"), ("deck", None, "deck"), ("face_up", "red", "face-up"),
    ("phase", "dancing", "phase"), ("phase", ["turn"], "phase"), ("end", 3, "ending"),
    ("merchandise", [], "merchandise"), ("final_turns", "2", "last round"),
])
def test_a_wrong_value_at_the_top_is_refused(key, value, words):
    """Seats in range, the generator state 64 bits, every field of its type (bools are no counts)."""
    data = data_of()
    data[key] = value
    assert words in refusal(data)


@pytest.mark.parametrize("key,value,words", [
    ("trains", True, "whole number"), ("trains", "45", "whole number"),
    ("points", 1.0, "whole number"), ("turns", 2**100, "huge"), ("turns", -1, "turns"),
    ("hand", [1, 2], "hand"), ("hand", {"purple": 1}, "'purple'"), ("hand", {"red": None}, "red"),
    ("hand", {"red": False}, "whole number"), ("tickets", "t01", "tickets"),
    ("tickets", [["t01"]], "tickets"), ("routes", ["nowhere"], "not a route"),
    ("routes", [None], "routes"), ("name", "A" * 1000, "characters"), ("name", 7, "name"),
    ("merchandise", {"gold": 1}, "'gold'"), ("coast_to_coast", 0, "Coast-to-Coast"),
    ("offer", {"t01": 1}, "offer"),
])
def test_a_wrong_value_in_a_player_is_refused(key, value, words):
    """Every field of a player has its exact type, a known name and a sane size."""
    data = data_of()
    data["players"][1][key] = value
    assert words in refusal(data)


def test_a_player_that_is_not_a_mapping_or_lacks_a_field_is_refused():
    """A player is a mapping with every field; the message says which is missing."""
    data = data_of()
    data["players"][2] = ["Cy"]
    assert "player 3" in refusal(data)
    data = data_of()
    del data["players"][0]["hand"]
    assert "Ann has no hand" in refusal(data)
    data = data_of()
    del data["ticket_deck"]
    assert "no ticket deck" in refusal(data)


@pytest.mark.parametrize("data,words", [
    ([1, 2], "not a saved game"), (None, "not a saved game"), ("usa", "not a saved game"),
    ({"schema": True, "game": "usa"}, "layout"), ({"schema": 1.0, "game": "usa"}, "layout"),
    ({"schema": 1, "game": ["usa"]}, "game of"), (b"usa", "not a saved game"),
    ({"schema": 1, "game": "usa" * 10**6}, "game of"),
])
def test_data_that_is_no_save_at_all_is_refused(data, words):
    """Not a mapping, a schema that is only equal to 1 (true, 1.0), a game that is not a name."""
    assert words in refusal(data)


def test_endless_or_deep_nesting_is_refused_without_recursing_into_it():
    """A list that holds itself or nests 100,000 deep is refused by looking at its first level only."""
    loop = []
    loop.append(loop)
    deep = []
    for _ in range(100_000):
        deep = [deep]
    for value in (loop, deep, {"x": loop}):
        for where in ("deck", "players", "house_rules"):
            data = data_of()
            data[where] = value
            refusal(data)
        data = data_of()
        data["players"][0]["hand"] = {"red": value}
        assert "red in Ann's hand" in refusal(data)



def test_a_list_inside_the_deck_and_a_deck_longer_than_the_game_are_refused_early():
    """A card is a name; a deck is never longer than the game's 110 cards (checked before counting)."""
    data = data_of()
    data["deck"][0] = ["red"]
    assert "there is a list in the deck where a train card should be" in refusal(data)
    data = data_of()
    data["deck"] = ["red"] * 1_000_000
    assert "there are 1000000 train cards in the deck, but the game has only 110" in refusal(data)



@pytest.mark.parametrize("game,house,words", [
    ("usa", {"equal_turns": "yes"}, "equal_turns"), ("usa", {"equal_turns": 1}, "true or false"),
    ("usa", {"no_such_rule": True}, "unknown house rule"), ("usa", ["equal_turns"], "house rules"),
    ("usa", {7: True}, "unknown house rule 7"),
    ("first_journey", {"deck_split": [9, 18]}, "deck_split"),
    ("first_journey", {"deck_split": {"per_color": "ten"}}, "per_color"),
    ("first_journey", {"deck_split": {"per_color": 9.0, "locomotives": 18}}, "whole number"),
    ("first_journey", {"deck_split": {"per_color": 9}}, "must keep the number of train cards"),
    ("first_journey", {"deck_split": {"per_color": 0, "locomotives": 72}}, "at least one"),
    ("first_journey", {"deck_split": {"colour": 3}}, "no setting 'colour'"),
    ("first_journey", {"deck_split": {"per_color": 10**30, "locomotives": -10**30}}, "huge"),
])
def test_bad_house_rules_are_refused_in_saves_and_new_games(game, house, words):
    """U9, F1: only the offered house rules, each of the kind its default is."""
    data = data_of(game)
    data["house_rules"] = house
    assert words in refusal(data, game)
    if isinstance(house, dict):
        with pytest.raises(ValueError, match=words):
            new_game(reference_board(game), ["A", "B"], 1, house)



WORDS = ("red", "locomotive", "purple", "t01", "c01", "u001", "a001", "turn", "over", "keep_tickets",
         "second_card", "opening", "stalemate", "golden_ticket", "last_round", "wine", "", "Ann")
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 120), st.integers(2**63, 2**70),
    st.integers(-2**70, -2**63), st.floats(), st.text(max_size=8), st.sampled_from(WORDS),
    st.lists(st.one_of(st.integers(0, 3), st.sampled_from(WORDS), st.none()), max_size=3),
    st.dictionaries(st.one_of(st.sampled_from(WORDS), st.text(max_size=3)), st.integers(-1, 20),
                    max_size=3))


@lru_cache(maxsize=None)
def samples(game):
    """Saves of one game: a new game, a game in progress and a finished game."""
    state = new_game(reference_board(game), NAMES[game], seed=11)
    r, states = rng.seed_state(11), [state, midgame(game)]
    while not state.over:
        legal = legal_actions(state)
        i, r = rng.below(r, len(legal))
        state = apply(state, legal[i]).state
    return tuple(to_data(s) for s in states + [state])


def places(value, path=()):
    """Every place inside nested plain data, as paths of keys and indexes."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    out = []
    for key, item in items:
        out.append(path + (key,))
        out += places(item, path + (key,))
    return out


@st.composite
def damaged_saves(draw):
    """A real save with one to three random damages: a value of another kind, a key or entry dropped,
    a list entry doubled."""
    game = draw(st.sampled_from(GAMES))
    data = copy.deepcopy(draw(st.sampled_from(samples(game))))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(places(data)))
        holder = data
        for key in path[:-1]:
            holder = holder[key]
        key = path[-1]
        how = draw(st.sampled_from(("replace", "drop", "double")))
        if how == "drop":
            del holder[key]
        elif how == "double" and isinstance(holder, list):
            holder.insert(key, copy.deepcopy(holder[key]))
        else:
            holder[key] = draw(VALUES)
    return game, data


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged_saves())
def test_damaged_saves_load_valid_or_are_refused_in_one_line(case):
    """Whatever the damage, loading gives a state the validator accepts and the engine plays, or a
    ValueError of one line; never another exception."""
    game, data = case
    try:
        state = from_data(data, reference_board(game))
    except ValueError as err:
        message = str(err)
        assert message.startswith("this save") and "\n" not in message
        return
    assert problems(state) == []
    legal = legal_actions(state)
    assert legal or state.over
    for action in legal[:1] + legal[-1:]:
        assert apply(state, action).ok

