"""The race model (game/ai/rollout_race.py) and expert's race look-ahead on it (search.race): every move in the
model is the engine's move (draws of two cards, claims, tickets completed at once with their replacements, the
Coast-to-Coast, swaps, the ends at the Golden Ticket and at the last train: F3, F5-F8), a race played out ends
as the rules end it, and the look-ahead never peeks, replays exactly and keeps within its count of model turns."""
from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest

from game.ai import montecarlo, search
from game.ai.rollout_board import supports, supports_race
from game.ai.rollout_race import RaceModel
from game.rules import ClaimRoute, apply, new_game, view_for
from game.rules.actions import DrawFromDeck, SwapTickets
from game.rules.events import DeckReshuffled
from game.rules.state import GameState

from tests.ai.test_montecarlo import positions
from tests.ai.test_no_peeking import reshuffled
from tests.rules.boards import reference_board

SEED = 2_300_100


def seen(model: RaceModel) -> tuple:
    """What the engine's state also holds, per seat and for the table, in the model's own terms."""
    return (model.hand, model.trains, model.owners, [sorted(t) for t in model.tickets], model.done, model.coast,
            model.coast_cards, model.over, model.ticket_deck, len(model.deck), len(model.discard))


def after_engine(state: GameState, action) -> tuple[RaceModel, bool]:
    """(the model of the engine's state after the action, whether the deck was reshuffled on the way)."""
    applied = apply(state, action)
    return RaceModel.from_state(applied.state, 0), any(isinstance(e, DeckReshuffled) for e in applied.events)


@pytest.mark.parametrize("players", [2, 4])
def test_every_move_in_the_race_model_is_the_engines_move(players):
    """At every position of four races between hard players, drawing, swapping and every claim offered leave the model
    where the engine goes: hands, trains, owners, held and completed tickets with their replacements (F5), the
    Coast-to-Coast (F6), the ticket deck, and the ends at once (F7, F8)."""
    kinds: dict[str, int] = {"draw": 0, "swap": 0, "claim": 0, "completes": 0, "ends": 0}
    for _, state in (p for seed in range(SEED, SEED + 4) for p in positions("first_journey", players, seed, every=1)):
        legal = view_for(state, state.current).legal
        tried = [a for a in (DrawFromDeck(), SwapTickets()) if a in legal]
        tried += [a for a in legal if isinstance(a, ClaimRoute)]
        for action in tried:
            engine, reshuffled_deck = after_engine(state, action)
            model = RaceModel.from_state(state, 0)
            model.play(action)
            if reshuffled_deck:    # the model reshuffles with its own generator: compare the counts only
                engine.hand, model.hand = [sum(h) for h in engine.hand], [sum(h) for h in model.hand]
            assert seen(model) == seen(engine), action
            if not model.over:
                assert model.current == engine.current
            kinds["draw" if isinstance(action, DrawFromDeck) else "swap" if action == SwapTickets() else "claim"] += 1
            kinds["completes"] += sum(model.done) > sum(RaceModel.from_state(state, 0).done)
            kinds["ends"] += model.over
    assert min(kinds.values()) >= 1, kinds


def test_the_first_west_east_line_takes_a_coast_to_coast_card_in_the_model_as_in_the_engine():
    """A claim finishing a player's first line from a West city to an East city counts a Coast-to-Coast card as a
    completed ticket, as the engine does (F6); the card is taken once."""
    state = new_game(reference_board("first_journey"), ["a", "b"], SEED)
    table = state.table
    line = west_east_line(table)
    owners = list(state.owners)
    for r in line[:-1]:
        owners[r] = 0
    hand = [0] * len(table.card_types)
    hand[table.wild] = 12
    me = replace(state.players[0], routes=tuple(table.route_ids[r] for r in line[:-1]), hand=tuple(hand),
                 trains=20 - sum(table.lengths[r] for r in line[:-1]))
    state = replace(state, owners=tuple(owners), players=(me,) + state.players[1:])
    claim = next(a for a in view_for(state, 0).legal
                 if isinstance(a, ClaimRoute) and table.route_index[a.route] == line[-1])
    engine, _ = after_engine(state, claim)
    model = RaceModel.from_state(state, 0)
    model.play(claim)
    assert model.coast[0] and engine.coast[0]
    assert seen(model) == seen(engine)
    assert model.done[0] >= 1 and model.coast_cards == state.coast_cards - 1


def west_east_line(table) -> list[int]:
    """Routes of a line from a West city to an East city (a breadth-first search over the board)."""
    back = {c: None for c in table.west}
    queue = list(table.west)
    while queue:
        city = queue.pop(0)
        if city in table.east:
            line = []
            while back[city] is not None:
                r, city = back[city]
                line.append(r)
            return line
        for r, (a, b) in enumerate(table.ends):
            other = b if a == city else a if b == city else None
            if other is not None and other not in back:
                back[other] = (r, city)
                queue.append(other)
    raise AssertionError("no west-east line on the board")


def test_a_race_played_out_ends_as_the_rules_end_it():
    """From new races of 2 to 4 players the model plays to an end: a player at the Golden Ticket's count (F7), a
    player's last train placed (F8), or nobody able to act; each seat's result is its count of completed tickets."""
    golden = 0
    for players in (2, 3, 4):
        for seed in range(SEED, SEED + 10):
            model = RaceModel.from_state(new_game(reference_board("first_journey"), list("abcd")[:players], seed), seed)
            turns = model.play_out(10_000)
            assert model.over and turns < 400
            table = model.b.table
            assert max(model.done) >= table.rules.golden_ticket or 0 in model.trains or model.idle > players
            assert model.scores() == model.done
            golden += max(model.done) >= table.rules.golden_ticket
    assert golden >= 15    # most races are won by the Golden Ticket, as medium's are


def test_the_race_model_plays_only_the_race():
    """The race model plays First Journey's rules and the route-scoring model the others'."""
    tables = {game: new_game(reference_board(game), ["a", "b"], 1).table for game in ("usa", "amsterdam", "first_journey")}
    assert supports_race(tables["first_journey"]) and not supports(tables["first_journey"])
    assert not supports_race(tables["usa"]) and not supports_race(tables["amsterdam"])


def raced(state: GameState, bot, budget: int = 600) -> object:
    """The race look-ahead's choice on top of the bot's own (a copy of it), from the first completed ticket."""
    view = view_for(state, state.current)
    return search.race(view, bot.choose(view), bot.known, 7, budget, 1)


def test_the_race_look_ahead_is_legal_replays_and_never_peeks():
    """At positions of a 3-player race the look-ahead's choice is legal, the same when asked again, and the same
    when everything the seat cannot see is dealt again (D7)."""
    shuffle = random.Random("no peeking race")
    points = 0
    for bot, state in positions("first_journey", 3, SEED, every=4):
        first = raced(state, copy.deepcopy(bot))
        assert first in view_for(state, state.current).legal
        assert raced(state, copy.deepcopy(bot)) == first
        assert raced(reshuffled(state, state.current, shuffle), copy.deepcopy(bot)) == first
        points += 1
    assert points >= 5


def test_the_race_look_ahead_keeps_within_its_count_of_model_turns_and_deals():
    """The work of one decision never goes beyond its budget of model turns or its count of deals."""
    tried = 0
    for bot, state in positions("first_journey", 4, SEED, every=5):
        view = view_for(state, state.current)
        options = montecarlo.candidates(view, bot.choose(view), race_from=1)
        if len(options) > 1:
            _, totals, used = search.best_of(view, options, bot.known, 3, 500, kind=RaceModel, deals=200)
            assert used <= 500
            _, _, used = search.best_of(view, options, bot.known, 3, 10**6, kind=RaceModel, deals=5)
            assert used < 5 * len(options) * 200
            tried += 1
    assert tried >= 3



def test_the_race_model_swaps_no_more_than_a_house_limit_allows():
    """With a limit of one swap a game (F3, a house rule), a seat that has swapped never swaps in the model, and
    the others at most once; without a limit each swaps at most medium's own count in a play-out."""
    board = reference_board("first_journey")
    for seed in range(SEED, SEED + 20):
        state = new_game(board, ["a", "b", "c", "d"], seed, {"swap_limit": 1})
        state = replace(state, players=(replace(state.players[0], swaps=1),) + state.players[1:])
        model = RaceModel.from_state(state, seed)
        start = list(model.swaps)
        model.play_out(10_000)
        used = [after - before for after, before in zip(model.swaps, start)]
        assert used[0] == 0 and max(used[1:]) <= 1
        free = RaceModel.from_state(new_game(board, ["a", "b", "c", "d"], seed), seed)
        free.play_out(10_000)
        assert max(free.swaps) <= 2
