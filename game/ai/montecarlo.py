"""Looking ahead by playing games out: a few candidate actions, each tried on the same sampled deals.

At the decisions that change a game most (which tickets to keep, whether to draw more once every
ticket is done) `choose` takes the base player's own choice and a few others, deals the hidden parts
of the game again from the seat's view (game/ai/determinize.py), plays each candidate there and the
rest of the game with fast planning players in every seat, and keeps the candidate with the best mean
margin (own final score less the best rival's). Every candidate is tried on the same deals (common
random numbers), and the work is bounded by a count of engine moves, never the clock, so a seed
replays exactly on any machine. Elsewhere the base player's choice stands.
"""
from __future__ import annotations

from itertools import combinations
from collections.abc import Iterable
from typing import Any, Protocol

from game.ai.determinize import sample_state
from game.ai.bot import styled
from game.rules import rng
from game.ai.tactics import payment
from game.ai.race import count_now
from game.rules.actions import Action, ClaimRoute, DrawFromDeck, DrawTickets, KeepTickets, SwapTickets
from game.rules.engine import apply
from game.rules.graph import Network
from game.rules.state import GameState, Phase
from game.rules.view import PlayerView, view_for

BUDGET = 1000          # engine moves per looked-ahead decision, all deals and candidates together
ROLLOUT_LEVEL = "hard"  # the level playing every seat in the games played out
MAX_CANDIDATES = 5
SURE = 1.5             # another option replaces the base player's when its mean gain is this many standard errors
MIN_DEALS = 3          # ... over at least this many deals
LATE_CLAIMS = 3        # near the end: the longest claims tried beside the base player's choice


class Base(Protocol):
    """A computer player whose choices are looked ahead from: a level's Bot."""

    known: set[str]

    def choose(self, view: PlayerView) -> Action:
        """Its action in the view's position."""


def candidates(view: PlayerView, chosen: Action, late_trains: int = 0, race_from: int = 0) -> list[Action]:
    """The actions worth playing out against the base player's `chosen` (first), or [] where its choice
    stands: other ticket keeps, drawing tickets once every ticket held is joined, and once some player is
    down to `late_trains` trains the longest claims and a card from the deck. Racing for a count of tickets
    (F7), once some player has completed `race_from` (if not 0): drawing cards and a swap (F3)."""
    legal = set(view.legal)
    if view.table.rules.score_by == "completed_tickets":
        counts = [count_now(view, p.seat) for p in view.players]
        if not race_from or view.phase is not Phase.TURN or max(counts) < race_from:
            return []
        # Not the longest claims as elsewhere: with only these three each gets more deals from the same moves,
        # and the race is won by tickets, not long routes (docs/ai.md).
        others = [a for a in (DrawFromDeck(), SwapTickets()) if a in legal]
        return _distinct([chosen] + others)
    if view.phase in (Phase.OPENING, Phase.KEEP_TICKETS):
        offer = view.offer
        keeps = [KeepTickets(tuple(t for t in offer if t in chosen_set))
                 for size in range(len(offer), 0, -1) for chosen_set in map(set, combinations(offer, size))]
        return _distinct([chosen] + [k for k in keeps if k in legal])
    if view.phase is Phase.TURN and DrawTickets() in legal and view.final_turns is None and all_joined(view):
        return _distinct([chosen, DrawTickets()])
    if view.phase is Phase.TURN and min(p.trains for p in view.players) <= late_trains:
        deck = [DrawFromDeck()] if DrawFromDeck() in legal else []
        return _distinct([chosen] + longest_claims(view, legal) + deck)
    return []


def longest_claims(view: PlayerView, legal: set) -> list[ClaimRoute]:
    """A payment (tactics.payment) for each of the LATE_CLAIMS longest routes this seat may claim now."""
    lengths, index = view.table.lengths, view.table.route_index
    routes = sorted({index[a.route] for a in view.legal if isinstance(a, ClaimRoute)}, key=lambda r: -lengths[r])
    return [pay for pay in (payment(view, r) for r in routes[:LATE_CLAIMS]) if pay in legal]


def all_joined(view: PlayerView) -> bool:
    """True if every ticket this seat holds is joined by its routes."""
    table = view.table
    network = Network(table, view.players[view.seat or 0].routes)
    return all(network.joined(*table.tickets[t][:2]) for t in view.tickets)


def _distinct(actions: list[Action]) -> list[Action]:
    """The actions without repeats, in order, at most MAX_CANDIDATES."""
    out: list[Action] = []
    for a in actions:
        if a not in out:
            out.append(a)
    return out[:MAX_CANDIDATES]


def choose(view: PlayerView, base: Base, rng_seed: int, budget: int = BUDGET,
           level: str = ROLLOUT_LEVEL, late_trains: int = 0, sure: float = SURE) -> Action:
    """The base player's choice, or where a decision changes the game most the candidate whose games played
    out (at most `budget` engine moves in all) end surely better than the base choice's (see best_of)."""
    return look_ahead(view, base.choose(view), base.known, rng_seed, budget, level, late_trains, sure)


def look_ahead(view: PlayerView, chosen: Action, known: Iterable[str], rng_seed: int, budget: int = BUDGET,
               level: str = ROLLOUT_LEVEL, late_trains: int = 0, sure: float = SURE, race_from: int = 0) -> Action:
    """`chosen` (a level's own choice in the view's position, `known` the tickets that player has held), or
    another candidate whose games played out end surely better (see choose and candidates)."""
    options = candidates(view, chosen, late_trains, race_from)
    if len(options) < 2:
        return chosen
    return best_of(view, options, set(known), rng_seed, budget, level, sure)[0]


def decision_seed(view: PlayerView, salt: int = 0) -> int:
    """A seed for the decision in the view's position, from what every seat sees (the turns played, the
    phase), so a game loaded from a save looks ahead as the game played without a break."""
    return rng.derive(salt, sum(p.turns for p in view.players), view.seat or 0, list(Phase).index(view.phase))


def best_of(view: PlayerView, options: list[Action], known: set[str], rng_seed: int, budget: int,
            level: str = ROLLOUT_LEVEL, sure: float = SURE) -> tuple[Action, list[float], int]:
    """(the option chosen, each option's total margin, engine moves used): the first option (the base
    player's) unless another's margin over it, deal by deal, is above zero by `sure` standard errors; only
    deals played out for every option count."""
    margins: list[list[float]] = []
    used = 0
    while True:
        state = sample_state(view, known, rng.derive(rng_seed, len(margins)))
        deal = []
        for option in options:
            margin, moves = play_out(state, option, view.seat or 0, budget - used, level)
            used += moves
            if margin is None:
                break
            deal.append(margin)
        if len(deal) < len(options):
            break
        margins.append(deal)
    totals = [sum(m[i] for m in margins) for i in range(len(options))]
    return options[pick(margins, sure, MIN_DEALS)], totals, used


def pick(margins: list[list[float]], sure: float, min_deals: int) -> int:
    """The option (by index) with the best mean gain over option 0 that is above zero by `sure` standard
    errors, deal by deal, over at least `min_deals` deals; 0 if none is."""
    n = len(margins)
    best, gain = 0, 0.0
    if n < min_deals:
        return 0
    for i in range(1, len(margins[0])):
        diffs = [m[i] - m[0] for m in margins]
        mean = sum(diffs) / n
        spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
        if mean > sure * spread / n ** 0.5 and mean > gain:
            best, gain = i, mean
    return best


def play_out(state: GameState, first: Action, seat: int, limit: int,
             level: str = ROLLOUT_LEVEL) -> tuple[float | None, int]:
    """(the seat's final margin over the best rival, engine moves) after `first` and the rest of the game
    played by `level` players; margin None if the game did not end within `limit` moves."""
    if limit <= 0:
        return None, 0
    state = apply(state, first).state
    moves = 1
    players = [styled(level) for _ in state.players]   # planning levels draw no random numbers
    while not state.over:
        if moves >= limit:
            return None, moves
        view = view_for(state, state.current)
        state = apply(state, players[state.current].choose(view)).state
        moves += 1
    scores = [p.total for p in state.result.players]
    return scores[seat] - max(s for i, s in enumerate(scores) if i != seat), moves


class MonteCarloPlayer:
    """A level's player with its most telling decisions looked ahead (`choose`), seeded by its own seed
    and its count of decisions."""

    def __init__(self, base: Any, seed: int, budget: int = BUDGET, level: str = ROLLOUT_LEVEL,
                 late_trains: int = 0, sure: float = SURE) -> None:
        self.base, self.seed, self.budget, self.level, self.late_trains = base, seed, budget, level, late_trains
        self.sure = sure
        self.decisions = 0

    def choose(self, view: PlayerView) -> Action:
        """The action in the view's position."""
        self.decisions += 1
        return choose(view, self.base, rng.derive(self.seed, self.decisions), self.budget, self.level,
                      self.late_trains, self.sure)


def make_montecarlo(seed: int, base_level: str = "hard", budget: int = BUDGET, level: str = ROLLOUT_LEVEL,
                    late_trains: int = 0, sure: float = SURE) -> MonteCarloPlayer:
    """A player of `base_level` looking ahead at its ticket decisions (and near the end at its claims)."""
    return MonteCarloPlayer(styled(base_level), seed, budget, level, late_trains, sure)
