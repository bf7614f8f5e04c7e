"""The look-ahead's own model of the game (game/ai/rollout.py) and the search on it (game/ai/search.py): a
claim in the model is the engine's claim, a finished model game scores as the engine scores the same routes
and tickets, the last round and double routes follow the rules (U7, U9), a seed replays exactly, and the
search never peeks and only ever chooses a legal action within its count of model turns."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai import search
from game.ai.rollout import Model
from game.ai.rollout_board import supports
from game.rules import ClaimRoute, apply, new_game, view_for
from game.rules.claims import route_open
from game.rules.scoring import final_score
from game.rules.state import GameState, Phase

from tests.ai.test_montecarlo import positions
from tests.ai.test_no_peeking import reshuffled
from tests.rules.boards import reference_board

SEED = 2_000_100
BUDGET = 400     # model turns per searched decision in these tests: enough to play several deals out


def finished(seed: int) -> Model:
    """A model game played out from a new 2-player USA game's deal."""
    model = Model.from_state(new_game(reference_board("usa"), ["a", "b"], seed), seed)
    model.settle_opening()
    model.play_out(10_000)
    return model


def test_a_claim_in_the_model_is_the_engines_claim():
    """For every claim offered at several positions, the model and the engine agree on the owner, the
    trains, the hand and the route points afterwards."""
    checked = 0
    for _, state in positions(seed=SEED, every=11):
        if state.phase is not Phase.TURN:
            continue
        for action in [a for a in view_for(state, state.current).legal if isinstance(a, ClaimRoute)][:6]:
            after = apply(state, action).state
            model = Model.from_state(state, 0)
            model.play(action)
            seat = state.current
            r = state.table.route_index[action.route]
            assert model.owners[r] == after.owners[r] == seat
            assert model.trains[seat] == after.players[seat].trains
            assert model.hand[seat] == list(after.players[seat].hand)
            assert model.points[seat] == after.players[seat].points
            checked += 1
    assert checked > 10


def test_a_finished_model_game_scores_as_the_engine_scores_the_same_routes_and_tickets():
    """Route points, tickets joined and failed and the longest-path bonus: the engine's final score of a state
    holding the model's routes and tickets is the model's score, seat by seat."""
    for seed in range(SEED, SEED + 8):
        model = finished(seed)
        assert model.over
        start = new_game(reference_board("usa"), ["a", "b"], seed)
        table = start.table
        by_cities = {(a, b, p): t for t, (a, b, p) in table.tickets.items()}
        players = tuple(replace(p, routes=tuple(table.route_ids[r] for r in model.routes[seat]),
                                tickets=tuple(by_cities[t] for t in model.tickets[seat]), offer=(),
                                points=model.points[seat], trains=model.trains[seat])
                        for seat, p in enumerate(start.players))
        owners = [-1] * len(table.route_ids)
        for seat, routes in enumerate(model.routes):
            for r in routes:
                owners[r] = seat
        state = replace(start, players=players, owners=tuple(owners))
        engine = [p.total for p in final_score(state, "last_round").players]
        assert model.scores() == engine


def test_the_model_closes_a_double_route_at_two_players_as_the_rules_do():
    """At two players, once one route of a double is claimed the other is closed to both seats (U7)."""
    state = new_game(reference_board("usa"), ["a", "b"], SEED)
    table = state.table
    r = next(i for i, twin in enumerate(table.twins) if twin >= 0)
    model = Model.from_state(state, 0)
    model.owners[r] = 0
    claimed = replace(state, owners=tuple(model.owners))
    for seat in (0, 1):
        assert model.open_for(seat, table.twins[r]) is route_open(claimed, seat, table.twins[r]) is False


def test_the_last_round_gives_every_player_one_more_turn_once_the_trains_run_low():
    """Once a seat ends a turn with the trigger's trains or fewer, each player plays exactly one more turn (U9)."""
    for seed in range(SEED, SEED + 5):
        model = Model.from_state(new_game(reference_board("usa"), ["a", "b"], seed), seed)
        model.settle_opening()
        while model.final_turns is None and not model.over:
            model.turn()
        if model.over:
            continue    # a game nobody could move ended early
        assert min(model.trains) <= model.b.trigger
        assert model.play_out(10_000) == 2


def test_a_model_game_replays_exactly_for_its_seed():
    """The same deal and seed play the same game; the model plays a whole game in well under a hundred turns."""
    one, two = finished(SEED + 1), finished(SEED + 1)
    assert (one.routes, one.tickets, one.scores()) == (two.routes, two.tickets, two.scores())
    assert one.moves < 200


def searched(state: GameState, bot) -> object:
    """The search's choice on top of the bot's own choice (a copy of it) in the state's position."""
    view = view_for(state, state.current)
    chosen = bot.choose(view)
    return search.choose(view, chosen, bot.known, 7, BUDGET, keeps=True, late=99)


def test_the_search_chooses_a_legal_action_and_the_same_whatever_it_cannot_see():
    """At decision points of a game the search's choice is legal, and equal to its choice when everything the
    seat cannot see is dealt again (D7)."""
    import copy
    shuffle = random.Random("no peeking rollout")
    points = 0
    for bot, state in positions(seed=SEED, every=7):
        if state.current != 0:
            continue
        first = searched(state, copy.deepcopy(bot))
        assert first in view_for(state, state.current).legal
        other = reshuffled(state, state.current, shuffle)
        assert searched(other, copy.deepcopy(bot)) == first
        points += 1
    assert points >= 5


def test_the_search_keeps_within_its_count_of_model_turns():
    """The work of one decision never goes beyond its budget, whatever the deals."""
    for bot, state in positions(seed=SEED, every=13):
        view = view_for(state, state.current)
        options = search.candidates(view, bot.choose(view))
        if len(options) > 1:
            _, _, used = search.best_of(view, options, bot.known, 3, 250)
            assert used <= 250


@pytest.mark.parametrize("game", ["amsterdam", "first_journey"])
def test_games_the_model_does_not_play_keep_the_base_choice(game):
    """Where the model does not follow the rules (merchandise, ticket counts) the base choice stands."""
    state = new_game(reference_board(game), ["a", "b"], SEED)
    view = view_for(state, state.current)
    chosen = view.legal[0]
    assert not supports(state.table)
    assert search.choose(view, chosen, (), 1, BUDGET) == chosen
