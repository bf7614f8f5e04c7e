"""Looking ahead on the compact model: a few candidate actions, each played out on the same sampled deals.

At the decisions that change a game (which tickets to keep, whether to draw tickets, which route to claim
or whether to draw cards instead) `choose` takes the base player's own choice and a few others, deals the
hidden parts again from the seat's view alone (game/ai/determinize.py), turns each deal into the model of
game/ai/rollout.py, and plays every candidate out there with the model's fast policy in every seat. Every
candidate meets the same deals and the same reshuffles (common random numbers); another candidate
replaces the base choice only when its margin over it, deal by deal, is surely above zero (as
montecarlo.best_of). The work is a count of model turns, never the clock, and the deals are seeded from
what every seat sees (montecarlo.decision_seed), so a decision replays exactly on any machine and after
a game is loaded.
"""
from __future__ import annotations

from itertools import combinations
from collections.abc import Iterable

from game.ai.determinize import sample_state
from game.ai.montecarlo import candidates as montecarlo_candidates, decision_seed, pick
from game.ai.rollout import Model
from game.ai.rollout_board import supports, supports_race
from game.ai.rollout_race import RaceModel
from game.ai.tactics import payment
from game.rules import rng
from game.rules.actions import Action, ClaimRoute, DrawFaceUp, DrawFromDeck, KeepTickets
from game.rules.state import Phase
from game.rules.view import PlayerView

BUDGET = 4000        # model turns per decision, all deals and candidates together
SURE = 1.5           # another candidate replaces the base choice when its mean gain is this many standard errors
MIN_DEALS = 4        # ... over at least this many deals
MAX_DEALS = 64       # and never more deals than this, however large the budget
CLAIMS = 3           # the longest claims tried beside the base choice (and the model's planned ones)
MAX_CANDIDATES = 6
MAX_KEEPS = 7        # ticket keeps tried: every legal one for an offer of three
LATE_TRAINS = 12     # a turn is looked ahead once some player is down to this many trains: the model's
                     # policy plays the rest of a game much as the levels do only when little of it is left


def choose(view: PlayerView, chosen: Action, known: Iterable[str], seed: int, budget: int = BUDGET,
           sure: float = SURE, keeps: bool = False, late: int = LATE_TRAINS) -> Action:
    """`chosen` (the base player's action in the view's position; `known` the tickets it has held), or a
    candidate whose games played out on the model end surely better, at most `budget` model turns in all:
    at turns once some player has `late` trains or fewer, and at ticket keeps if `keeps` (measured: no gain)."""
    if not view.my_turn or not supports(view.table):
        return chosen
    if view.phase is Phase.TURN and min(p.trains for p in view.players) > late:
        return chosen
    if view.phase in (Phase.OPENING, Phase.KEEP_TICKETS) and not keeps:
        return chosen
    options = candidates(view, chosen)
    if len(options) < 2:
        return chosen
    return best_of(view, options, set(known), decision_seed(view, seed), budget, sure)[0]


def race(view: PlayerView, chosen: Action, known: Iterable[str], seed: int, budget: int, race_from: int,
         deals: int = MAX_DEALS, sure: float = SURE) -> Action:
    """In a race for a count of tickets (First Journey): `chosen`, or drawing or swapping instead (F3) when
    their races played out on the race model (game/ai/rollout_race.py) end surely better in completed
    tickets, once some player has completed `race_from` (montecarlo.candidates); at most `budget` model turns."""
    if not view.my_turn or not supports_race(view.table):
        return chosen
    options = montecarlo_candidates(view, chosen, race_from=race_from)
    if len(options) < 2:
        return chosen
    return best_of(view, options, set(known), decision_seed(view, seed), budget, sure, RaceModel, deals)[0]


def candidates(view: PlayerView, chosen: Action) -> list[Action]:
    """The actions worth playing out against `chosen` (first), or [] where its choice stands: every other
    keep of an offer; on a turn drawing cards and the longest claims."""
    legal = set(view.legal)
    if view.phase in (Phase.OPENING, Phase.KEEP_TICKETS):
        offer = view.offer
        keeps = [KeepTickets(tuple(t for t in offer if t in kept)) for size in range(len(offer), 0, -1)
                 for kept in map(set, combinations(offer, size))]
        return _distinct([chosen] + [k for k in keeps if k in legal], MAX_KEEPS)
    if view.phase is not Phase.TURN:
        return []
    out = [chosen]   # a ticket draw only as the base choice: the model keeps its own way, and late draws
                     # put in by the look-ahead failed 5 times in 18 (tools/tournament.py, docs/ai.md)
    if not isinstance(chosen, (DrawFromDeck, DrawFaceUp)) and DrawFromDeck() in legal:
        out.append(DrawFromDeck())
    table = view.table
    routes = sorted({table.route_index[a.route] for a in view.legal if isinstance(a, ClaimRoute)},
                    key=lambda r: -table.lengths[r])
    for r in routes[:CLAIMS]:
        pay = payment(view, r)
        if pay in legal:
            out.append(pay)
    return _distinct(out, MAX_CANDIDATES)


def _distinct(actions: list[Action], most: int) -> list[Action]:
    """The actions without repeats, in order, at most `most`."""
    out: list[Action] = []
    for a in actions:
        if a not in out:
            out.append(a)
    return out[:most]


def best_of(view: PlayerView, options: list[Action], known: set[str], seed: int, budget: int,
            sure: float = SURE, kind: type[Model] = Model, deals: int = MAX_DEALS) -> tuple[Action, list[float], int]:
    """(the option chosen, each option's total margin, model turns used): the first option unless another's
    margin over it, deal by deal, is above zero by `sure` standard errors; only whole deals count, at most
    `deals`, each played out on a model of `kind` (rollout.py's, or the race's)."""
    seat = view.seat or 0
    margins: list[list[float]] = []
    used = 0
    while len(margins) < deals:
        deal = rng.derive(seed, len(margins))
        base = kind.from_state(sample_state(view, known, deal), rng.derive(deal, 1))
        row = []
        for option in options:
            if used >= budget:
                break
            model = base.copy(rng.derive(deal, 2))
            model.play(option)
            used += 1 + model.play_out(budget - used - 1)
            if not model.over:
                break
            row.append(float(model.margin(seat)))
        if len(row) < len(options):
            break
        margins.append(row)
    totals = [sum(m[i] for m in margins) for i in range(len(options))]
    return options[pick(margins, sure, MIN_DEALS)], totals, used
