"""Looking ahead by playing games out (game/ai/montecarlo.py) on deals sampled from a seat's view
(game/ai/determinize.py): the deals keep every count the seat sees and never the true hidden cards,
a decision replays exactly for the same seed, and the work stays within its count of engine moves."""
from __future__ import annotations

import copy
import random

from game.ai import montecarlo
from game.ai.determinize import sample_state
from game.ai.players import make_player
from game.rules import ClaimRoute, DrawFromDeck, GameState, KeepTickets, apply, new_game, view_for
from game.rules.state import Phase

from tests.ai.test_no_peeking import reshuffled
from tests.rules.boards import reference_board

SEED = 1_000_300


def positions(game: str = "usa", players: int = 2, seed: int = SEED, every: int = 9):
    """(hard player of the seat to move, state) at every `every`-th move of a game between hard players."""
    state = new_game(reference_board(game), ["a", "b", "c", "d", "e"][:players], seed)
    bots = [make_player("hard", seat) for seat in range(players)]
    moves = 0
    while not state.over:
        view = view_for(state, state.current)
        if moves % every == 0 and len(view.legal) > 1:
            yield bots[state.current], state
        state = apply(state, bots[state.current].choose(view)).state
        moves += 1


def hidden(state: GameState, seat: int) -> tuple:
    """Everything the seat cannot see."""
    others = tuple((p.hand, p.tickets, p.offer) for i, p in enumerate(state.players) if i != seat)
    return others, state.deck, state.discard, state.ticket_deck


def test_a_sampled_deal_shows_the_seat_its_own_view_and_deals_the_rest_anew():
    """The seat's view of every sample is its view of the game (hands, ticket counts, deck and discard
    counts); the hidden parts differ from sample to sample and from the true ones, and reshuffling the
    true hidden parts changes no sample."""
    shuffle = random.Random("montecarlo deals")
    checked = 0
    for game, players in (("usa", 2), ("usa", 4), ("amsterdam", 3), ("first_journey", 2)):
        for bot, state in positions(game, players):
            seat, view = state.current, view_for(state, state.current)
            samples = [sample_state(view, bot.known, k) for k in range(3)]
            for sample in samples:
                assert view_for(sample, seat) == view
            secrets = {hidden(s, seat) for s in samples}
            assert len(secrets) == 3 and hidden(state, seat) not in secrets
            other = reshuffled(state, seat, shuffle)
            assert sample_state(view_for(other, seat), bot.known, 1) == samples[1]
            checked += 1
    assert checked >= 40


def keep_decision() -> tuple:
    """(hard player, state) at the first ticket choice of a game after the opening."""
    for bot, state in positions(every=1):
        if state.phase is Phase.KEEP_TICKETS:
            return bot, state
    raise AssertionError("no ticket choice in the game")


def test_a_looked_ahead_decision_replays_exactly_and_ignores_the_hidden_cards():
    """The same seed gives the same choice and the same margins, also after the hidden parts are dealt again."""
    bot, state = keep_decision()
    view = view_for(state, state.current)
    options = montecarlo.candidates(view, copy.deepcopy(bot).choose(view))
    assert len(options) >= 2 and all(isinstance(o, KeepTickets) for o in options)
    first = montecarlo.best_of(view, options, set(bot.known), 77, 400)
    again = montecarlo.best_of(view, options, set(bot.known), 77, 400)
    other = view_for(reshuffled(state, state.current, random.Random(5)), state.current)
    blind = montecarlo.best_of(other, options, set(bot.known), 77, 400)
    assert first == again == blind
    chosen = montecarlo.choose(view, copy.deepcopy(bot), 77, 400)
    assert chosen == montecarlo.choose(other, copy.deepcopy(bot), 77, 400)
    assert chosen == montecarlo.look_ahead(view, options[0], bot.known, 77, 400)
    assert montecarlo.decision_seed(view, 1) == montecarlo.decision_seed(other, 1) != montecarlo.decision_seed(view, 2)


def test_the_work_stays_within_its_count_of_engine_moves(monkeypatch):
    """Every engine move of a looked-ahead decision is counted, and they never exceed the budget."""
    bot, state = keep_decision()
    view = view_for(state, state.current)
    calls = []
    real = montecarlo.apply
    monkeypatch.setattr(montecarlo, "apply", lambda s, a: calls.append(1) or real(s, a))
    for budget in (50, 300):
        calls.clear()
        action, totals, used = montecarlo.best_of(view, montecarlo.candidates(view, copy.deepcopy(bot).choose(view)),
                                                  set(bot.known), 3, budget)
        assert len(calls) == used <= budget and action in view.legal


def test_a_player_looking_ahead_plays_a_whole_game_with_legal_moves():
    """A hard player looking ahead at its ticket choices plays a game to its end against hard."""
    state = new_game(reference_board("usa"), ["a", "b"], SEED + 1)
    players = [montecarlo.make_montecarlo(1, budget=120), make_player("hard", 2)]
    while not state.over:
        result = apply(state, players[state.current].choose(view_for(state, state.current)))
        assert result.ok
        state = result.state
    assert players[0].decisions > 20


def test_the_base_choice_stands_unless_another_is_surely_better():
    """With too few deals to be sure, or no margin at all demanded beyond an impossible one, the base
    player's choice (the first option) is kept."""
    bot, state = keep_decision()
    view = view_for(state, state.current)
    options = montecarlo.candidates(view, copy.deepcopy(bot).choose(view))
    assert montecarlo.best_of(view, options, set(bot.known), 3, 400, sure=1e9)[0] == options[0]
    assert montecarlo.best_of(view, options, set(bot.known), 3, 10)[0] == options[0]   # no whole deal


def test_near_the_end_the_longest_claims_and_a_card_are_tried():
    """Once a player is down to the given trains, the candidates are the base choice, legal claims of the
    longest routes and a card from the deck."""
    for bot, state in positions(every=1):
        view = view_for(state, state.current)
        if state.phase is Phase.TURN and any(isinstance(a, ClaimRoute) for a in view.legal):
            chosen = copy.deepcopy(bot).choose(view)
            late = montecarlo.candidates(view, chosen, late_trains=45)
            assert late[0] == chosen and set(late) <= set(view.legal) and DrawFromDeck() in late + [chosen]
            assert any(isinstance(a, ClaimRoute) for a in late[1:] + [chosen])
            return
    raise AssertionError("no claim was legal in the game")
