"""The last turns of a game scored by points planned as a whole: which claims, in which order, with the
cards in hand and the drawing turns left, to turn cards and trains into points (U9, U10, A6)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import ceil, exp
from typing import Sequence

from game.ai.closing import TrailRace, lead
from game.ai.foresight import turns_left
from game.ai.planner import claimable
from game.ai.tactics import payment
from game.ai.worth import miss_cost
from game.rules.actions import ClaimRoute
from game.rules.graph import Network, longest_trail
from game.rules.table import ANY_COLOR
from game.rules.view import PlayerView

HORIZON = 4          # turns planned as a whole at most
CANDIDATES = 16      # routes weighed in the search: the best alone, and the planned ones
MAX_SETS = 4000      # sets of claims weighed at most in one decision: a count, never the clock
MAX_EXACT = 12       # ... of which at most this many get their longest trail counted exactly
DRAW_CARDS = 1.2     # cards of the colours wanted a drawing turn brings (two cards, not all of those colours)
DRAW_SURE = 0.8      # a claim waiting on drawn cards counts this share of its points (the cards may not come)
END_EARLIER = 0.5    # the turn a seat has even odds to get: this much before the mean of the two guesses,
END_SPREAD = 1.2     # ... the odds falling by about a fifth a turn around it (fitted on 300 expert-hard games)
CART_POINTS = 3      # a route with merchandise left brings a card of it (A6)


@dataclass(frozen=True)
class EndPlan:
    """The claims to make in the turns left, in order, the drawing turns before the last `waiting` of
    them (which wait on drawn cards), and what they are worth."""

    claims: tuple[int, ...]
    draws: int
    waiting: int
    value: float


def chances(view: PlayerView, soonest: float, horizon: int = HORIZON) -> tuple[float, ...]:
    """The chance this seat gets each of its next turns (this one first). In the last round exactly the
    turns it has (U9); before it, this turn and the next for sure (a rival starting the last round
    leaves it one more), then fewer, half of them about the mean of `soonest` (a rival's fastest end)
    and the end at the pace of play so far (foresight.turns_left), less END_EARLIER."""
    if view.final_turns is not None:
        return (1.0,) * min(horizon, int(turns_left(view)))
    middle = (soonest + turns_left(view)) / 2 - END_EARLIER
    return tuple(1.0 if t <= 2 else 1.0 / (1.0 + exp((t - middle) / END_SPREAD)) for t in range(1, horizon + 1))


def rival_rate(view: PlayerView) -> float:
    """Route points a turn the best-scoring rival has made so far: what each turn more gives it."""
    seat = view.seat or 0
    return max((p.points / max(1, p.turns) for p in view.players if p.seat != seat), default=0.0)


def tempo(view: PlayerView, turns: float) -> float:
    """The expected margin over the best rival if the game went on `turns` more turns: today's lead
    (closing.lead) plus what this seat's route points a turn gain over the rival's in those turns."""
    me = view.players[view.seat or 0]
    return lead(view) + turns * (me.points / max(1, me.turns) - rival_rate(view))


def plan_end(view: PlayerView, odds: Sequence[float], planned: Sequence[int] = (),
             hurry: float = 0.0) -> EndPlan | None:
    """The claims worth most in this seat's last turns, each weighed by the chance of having the turn it is
    made on (`odds`, from chances): route points, merchandise, each ticket completed (done instead of
    failed) and the longest-path bonus when drawn level with every rival. A plan starting the last round
    gains `hurry` points for each turn the rivals no longer get (what a turn gives the best of them: see
    rival_rate; 0 when ending sooner does not pay)."""
    return _Search(view, odds, planned, hurry).best()


def next_action(view: PlayerView, legal: set, odds: Sequence[float], planned: Sequence[int] = (),
                hurry: float = 0.0) -> ClaimRoute | None:
    """This turn's claim in the plan of the last turns worth most; None when that plan starts by drawing
    cards (the player draws as it would: drawing here for the plan's long routes lengthened the game, and
    expert's margin over hard fell by 2.2 points a game) or nothing is worth claiming."""
    best = plan_end(view, odds, planned, hurry)
    if best is None or best.waiting == len(best.claims):
        return None
    pay = payment(view, best.claims[0], best.claims)
    return pay if pay is not None and pay in legal else None


class _Search:
    """Sets of claims for the last turns, weighed by points and bounded by a count of sets."""

    def __init__(self, view: PlayerView, odds: Sequence[float], planned: Sequence[int], hurry: float) -> None:
        table, rules = view.table, view.table.rules
        self.view, self.table, self.rules, self.odds = view, table, rules, tuple(odds)
        me = view.players[view.seat or 0]
        self.trains, self.hand = me.trains, view.hand
        self.room = (me.trains - rules.trigger_trains - 1 if view.final_turns is None
                     and rules.trigger_trains is not None else None)   # trains laid before the last round starts
        self.rate = hurry
        network = Network(table, me.routes)
        self.open = [table.tickets[t] for t in view.tickets if not network.joined(*table.tickets[t][:2])]
        self.component = _components(table, me.routes)
        race = TrailRace(view) if rules.longest_path_bonus else None
        self.race = race if race is not None and not race.ahead else None
        self.single = {r: self._gain((r,))[0] + self._path((r,)) for r in self._free()}
        ranked = sorted(self.single, key=lambda r: (-self.single[r], r))[:CANDIDATES]
        self.candidates = ranked + [r for r in planned if r in self.single and r not in ranked]

    def _free(self) -> list[int]:
        """The routes this seat could claim in the turns left by trains and by the cards it may hold."""
        table, hand = self.table, self.hand
        most = hand[table.wild] + int(len(self.odds) * DRAW_CARDS)
        best = max(hand[:table.wild], default=0)
        return [r for r, length in enumerate(table.lengths) if length <= self.trains and claimable(self.view, r)
                and length <= most + (best if table.route_colors[r] == ANY_COLOR else hand[table.route_colors[r]])]

    def best(self) -> EndPlan | None:
        """The plan worth most, its longest trail checked exactly for the most promising ones."""
        found: list[EndPlan] = []
        weighed = 0
        for size in range(1, min(len(self.odds), len(self.candidates)) + 1):
            for combo in combinations(self.candidates, size):
                weighed += 1
                if weighed > MAX_SETS:
                    break
                found.extend(self._weigh(combo))
        found.sort(key=lambda f: (-f.value, f.claims))
        best: EndPlan | None = None
        for option in found[:MAX_EXACT]:
            if best is not None and option.value <= best.value:
                break
            exact = EndPlan(option.claims, option.draws, option.waiting,
                            option.value - self._trail_error(option.claims))
            if best is None or exact.value > best.value:
                best = exact
        return best if best is not None and best.value > 0 else None

    def _weigh(self, combo: tuple[int, ...]) -> list[EndPlan]:
        """The set as a plan (claims payable now first, most valuable first, then drawing turns, then the
        claims waiting on drawn cards), or nothing if it does not fit the trains, the cards or the turns;
        starting the last round leaves exactly one turn more (U9)."""
        table = self.table
        if any(table.twins[r] in combo for r in combo) or sum(table.lengths[r] for r in combo) > self.trains:
            return []
        now: list[int] = []
        for r in sorted(combo, key=lambda r: (-self.single[r], r)):
            if not self._short(now + [r]):
                now.append(r)
        later = [r for r in combo if r not in now]
        draws = ceil(self._short(combo) / DRAW_CARDS) if later else 0
        steps = list(range(len(now))) + [len(now) + draws + i for i in range(len(later))]
        if steps[-1] >= len(self.odds):
            return []
        odds = list(self.odds)
        laid, crossed = 0, None
        for step, r in zip(steps, now + later):
            laid += table.lengths[r]
            if crossed is None and self.room is not None and laid > self.room:
                crossed = step
        if crossed is not None:
            if steps[-1] > crossed + 1:
                return []
            odds[crossed + 1:] = [odds[crossed]] * (len(odds) - crossed - 1)   # the end is fixed: one turn more
        claims = tuple(now + later)
        gains = self._gain(claims)[1]
        value = sum(odds[s] * g * (DRAW_SURE if i >= len(now) else 1.0) for i, (s, g) in enumerate(zip(steps, gains)))
        value += odds[steps[-1]] * self._path(claims)
        if crossed is not None and self.rate:
            value += self.rate * max(0.0, sum(self.odds) - (crossed + 1))
        return [EndPlan(claims, draws, len(later), value)]

    def _short(self, combo: Sequence[int]) -> int:
        """Cards the set lacks after the wilds in hand (gray routes paid in the colour most left)."""
        table = self.table
        left = list(self.hand[:table.wild])
        short = 0
        for r in sorted(combo, key=lambda r: (table.route_colors[r] == ANY_COLOR, -table.lengths[r])):
            colour = table.route_colors[r]
            if colour == ANY_COLOR:
                colour = max(range(table.wild), key=lambda c: left[c])
            used = min(left[colour], table.lengths[r])
            left[colour] -= used
            short += table.lengths[r] - used
        return max(0, short - self.hand[table.wild])

    def _gain(self, claims: Sequence[int]) -> tuple[float, list[float]]:
        """Points each claim brings in this order: route points, merchandise, and the tickets it completes."""
        table, rules, view = self.table, self.rules, self.view
        parent: dict[int, int] = {}

        def find(c: int) -> int:
            c = self.component.get(c, c)
            while parent.get(c, c) != c:
                c = parent[c]
            return c
        gains, done = [], 0
        for r in claims:
            gain = float(rules.route_score(table.lengths[r]))
            if table.carts[r] >= 0 and view.merchandise_left[table.carts[r]] > 0:
                gain += CART_POINTS
            a, b = find(table.ends[r][0]), find(table.ends[r][1])
            if a != b:
                parent[max(a, b)] = min(a, b)
                joined = sum(points + miss_cost(rules, points) for a, b, points in self.open if find(a) == find(b))
                gain += joined - done
                done = joined
            gains.append(gain)
        return sum(gains), gains

    def _path(self, claims: Sequence[int]) -> float:
        """The longest-path bonus if these claims seem to draw the trail level with every rival's (each
        route's gain added up: optimistic, checked exactly in best)."""
        race = self.race
        if race is None:
            return 0.0
        gain = sum(max(0, race.with_route(r) - race.mine) for r in claims)
        return float(self.rules.longest_path_bonus) if race.mine + gain >= race.rival else 0.0

    def _trail_error(self, claims: Sequence[int]) -> float:
        """How much the value overcounted the longest-path bonus: the bonus if the exact trail falls short."""
        if not self._path(claims):
            return 0.0
        routes = set(self.race.routes) | {self.table.route_ids[r] for r in claims}
        return 0.0 if longest_trail(self.table, routes) >= self.race.rival else float(self.rules.longest_path_bonus)


def _components(table, routes: Sequence[str]) -> dict[int, int]:
    """Each city on these routes and the smallest city of its piece of the network."""
    parent: dict[int, int] = {}

    def find(c: int) -> int:
        while parent.setdefault(c, c) != c:
            c = parent[c]
        return c
    for route_id in routes:
        a, b = (find(c) for c in table.ends[table.route_index[route_id]])
        parent[max(a, b)] = min(a, b)
    return {c: find(c) for c in list(parent)}
