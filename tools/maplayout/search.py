"""A best-improvement local search: every item picks one of its candidates.

Each item (a route group or a city label) has a fixed list of candidates, each with its own
cost and bounding box. Two items whose candidates can come near each other add a pair cost that
depends on both choices. Starting from the given choices, the single change that lowers the
total cost most is made, again and again, until no change helps. Pair costs are symmetric, so
every move lowers the total and the search ends; ties are broken by item order, so the result
is deterministic.

A plain local search stalls where two items block each other (a label sits where a straight
route would run, the route bent round it, and neither alone can undo that). `improve` then
tries compound moves: put one item back to a cheaper candidate, let the items it disturbs
re-choose, and keep the result only if the total cost falls.
"""
from __future__ import annotations

from typing import Callable

Bounds = tuple[float, float, float, float]
PairCost = Callable[[int, int, int, int], float]


def near(p: Bounds, q: Bounds, pad: float) -> bool:
    """True if two bounding boxes (left, top, right, bottom) come within `pad` of each other."""
    return p[0] - pad < q[2] and q[0] - pad < p[2] and p[1] - pad < q[3] and q[1] - pad < p[3]


class LocalSearch:
    """Choices for many items that interact in pairs."""

    def __init__(self, own: list[list[float]], bounds: list[list[Bounds]], pair: PairCost,
                 pad: float, start: list[int]) -> None:
        """Set up items from their candidates' own costs and bounds and a pair-cost function."""
        self.own = own
        self.bounds = bounds
        self._pair_fn = pair
        self._pad = pad
        self.current = list(start)
        self._cache: dict[tuple[int, int, int, int], float] = {}
        self._vectors: dict[tuple[int, int, int], list[float]] = {}
        hulls = [(min(b[0] for b in bs), min(b[1] for b in bs),
                  max(b[2] for b in bs), max(b[3] for b in bs)) for bs in bounds]
        count = len(own)
        self.neighbours = [[j for j in range(count) if j != i and near(hulls[i], hulls[j], pad)]
                           for i in range(count)]

    def pair(self, g: int, c: int, h: int, d: int) -> float:
        """Cached pair cost of candidate c of item g with candidate d of item h."""
        key = (g, c, h, d) if g < h else (h, d, g, c)
        value = self._cache.get(key)
        if value is None:
            if near(self.bounds[g][c], self.bounds[h][d], self._pad):
                value = self._pair_fn(*key)
            else:
                value = 0.0
            self._cache[key] = value
        return value

    def _vector(self, g: int, h: int, d: int) -> list[float]:
        """Pair costs of every candidate of item g with candidate d of item h (cached)."""
        key = (g, h, d)
        vector = self._vectors.get(key)
        if vector is None:
            box = self.bounds[h][d]
            pad = self._pad
            vector = [self.pair(g, c, h, d) if near(bounds, box, pad) else 0.0
                      for c, bounds in enumerate(self.bounds[g])]
            self._vectors[key] = vector
        return vector

    def costs(self, g: int) -> list[float]:
        """Cost of every candidate of item g while every other item keeps its choice."""
        totals = list(self.own[g])
        for h in self.neighbours[g]:
            vector = self._vector(g, h, self.current[h])
            if any(vector):
                totals = [a + b for a, b in zip(totals, vector)]
        return totals

    def cost(self, g: int, c: int) -> float:
        """Cost of item g taking candidate c while every other item keeps its choice."""
        total = self.own[g][c]
        for h in self.neighbours[g]:
            total += self.pair(g, c, h, self.current[h])
        return total

    def _best(self, g: int) -> tuple[float, int]:
        """Largest saving item g can make alone, and the candidate that makes it."""
        totals = self.costs(g)
        now = totals[self.current[g]]
        best = min(range(len(totals)), key=totals.__getitem__)  # first of equals
        if totals[best] >= now - 1e-9:
            return 0.0, self.current[g]
        return now - totals[best], best

    def run(self, max_moves: int = 5000) -> int:
        """Make best moves until none saves anything; returns the number of moves."""
        best = [self._best(g) for g in range(len(self.own))]
        moves = 0
        while moves < max_moves:
            g = max(range(len(best)), key=lambda i: (best[i][0], -i))
            gain, choice = best[g]
            if gain <= 1e-6:
                break
            self.current[g] = choice
            moves += 1
            for h in [g] + self.neighbours[g]:
                best[h] = self._best(h)
        return moves

    def total(self) -> float:
        """Total cost of the current choices: own costs plus every pair cost once."""
        value = 0.0
        for g, c in enumerate(self.current):
            value += self.own[g][c]
            for h in self.neighbours[g]:
                if h > g:
                    value += self.pair(g, c, h, self.current[h])
        return value

    def _settle(self, g: int, max_moves: int) -> None:
        """Let the items that item g disturbs re-choose (best move first), keeping g fixed."""
        active = {h for h in self.neighbours[g]
                  if self.pair(g, self.current[g], h, self.current[h]) > 0}
        for _ in range(max_moves):
            moves = []
            for h in sorted(active):
                gain, choice = self._best(h)
                if gain > 1e-6:
                    moves.append((gain, -h, choice))
            if not moves:
                return
            _, neg_h, choice = max(moves)
            h = -neg_h
            self.current[h] = choice
            active |= {k for k in self.neighbours[h] if k != g
                       and self.pair(h, choice, k, self.current[k]) > 0}

    def improve(self, tries: int = 4, rounds: int = 2) -> int:
        """Compound moves towards cheaper candidates; returns how many were kept."""
        kept = 0
        for _ in range(rounds):
            changed = False
            for g in range(len(self.own)):
                now = self.current[g]
                cheaper = sorted((c for c in range(len(self.own[g]))
                                  if self.own[g][c] < self.own[g][now] - 2.0),
                                 key=lambda c: (self.own[g][c], c))[:tries]
                for c in cheaper:
                    before, saved = self.total(), list(self.current)
                    self.current[g] = c
                    self._settle(g, 20)
                    if self.total() < before - 1e-6:
                        kept += 1
                        changed = True
                        break
                    self.current = saved
            self.run()
            if not changed:
                break
        return kept
