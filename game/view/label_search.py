"""Placing city names: each name's spots, best first, and a search that gives every name one of them.

A name goes where the map put it if that is clear, else beside its city on the map's side first,
set on one line or broken between words, else a little smaller, else at the nearest clear places
further away with a thin leader line (one that crosses no car's slot first, and never another
city). Names are placed first fit, the city with the least room first; where that leaves a name
without a spot, a search moves one clashing name at a time to its least clashing spot (a fixed
seed, so the same board and size always come out the same), then each name still without one takes
the nearest place the others leave it, or one a few of them make for it by moving in turn. Where
even that leaves a name without a spot clear of the cars (the densest board on the smallest screens
has not the room), the cars' slots become a cost, not a wall: such a name, and then any name whose
leader line costs more, takes its cheapest spot, beside its city over as little of the cars as it
can (names are drawn above the cars) or a short line away, never over another name or a city.
"""
from __future__ import annotations

import itertools
import math
import random
from typing import Iterator, Sequence

from game.view.labels import (CLEAR, Box, Label, Obstacles, Placed, Point, Shape, Taken, Want, city_box, gap, leader,
                              meet)

NEAR_RINGS = 3       # distances tried beside a city (a third of a line apart) before a leader line is needed
FAR_REACH = 10       # lines: how far from its city a name may go at most
FAR_SPOTS = 8        # clear places looked up far from a city, for each way to set its name (first fit) ...
FREE_SPOTS = 32      # ... and once the other names are placed, round them
OPTIONS = 48         # the spots a name may move between when first fit leaves a clash
STALL = 60           # moves of clashing names without fewer clashing, at most (a board with room needs a few)
MOVES = 20           # moves in all, at most, for each name (a family's crowded board is placed in bounded time)
ROOM_TRIES = 8       # a name with no spot left tries its least crowded spots, so many ...
ROOM_MOVES = 4       # ... where so few names at most are in the way, moving them ...
ROOM_DEPTH = 3       # ... and those in their way in turn, this deep at most ...
ROOM_BUDGET = 24     # ... so many names making room at most for one name ...
ROOM_TOTAL = 48      # ... and for all of them, clear of the cars (a board without room for them all is given up soon)
OVER_CARS = 8        # lines: a name over the cars' slots costs this (and as much again if wholly over them) ...
LEADER_COST = 1      # ... a name away from its city this and its leader line's length (see _Placer._cost)
POLISH = 2           # rounds in which each name may move to a cheaper spot, where the board has not the room


def place(wants: Sequence[Want], taken: Taken) -> dict[str, Label]:
    """Each name's label, clear of every city and of each other, and of the cars' slots where the board has room
    (a city with no ways to set a name has none, but is kept clear of)."""
    return _Placer(wants, taken).run()


def _at(left: float, top: float, shape: Shape) -> Box:
    """A plate of this shape at whole pixels, its top left corner near (left, top)."""
    x, y = round(left), round(top)
    return (x, y, x + shape.width, y + shape.height)


def _home(want: Want, shape: Shape) -> Box | None:
    """The plate centred on the map's box, grown away from its city where it is larger than the box."""
    if want.home is None:
        return None
    l, t, r, b = want.home
    x, y = want.centre
    left, top = (l + r - shape.width) / 2, (t + b - shape.height) / 2
    if x <= l:
        left = l
    elif x >= r:
        left = r - shape.width
    if y <= t:
        top = t
    elif y >= b:
        top = b - shape.height
    return _at(left, top, shape)


def _beside(want: Want, shape: Shape, reach: float) -> Iterator[Box]:
    """Plates `reach` px from a city's ring on each side (slid along it), the map's side first, then corners."""
    x, y = want.centre
    d = want.radius + reach
    w, h = shape.width, shape.height
    slides = (0, -1, 1, -2, 2)
    sides = {(1, 0): [(x + d, y - h / 2 + s * h / 2) for s in slides],
             (-1, 0): [(x - d - w, y - h / 2 + s * h / 2) for s in slides],
             (0, -1): [(x - w / 2 + s * w / 4, y - d - h) for s in slides],
             (0, 1): [(x - w / 2 + s * w / 4, y + d) for s in slides]}
    if want.home is None:
        hx, hy = 1.0, 0.0
    else:
        hx, hy = (want.home[0] + want.home[2]) / 2 - x, (want.home[1] + want.home[3]) / 2 - y
    for side in sorted(sides, key=lambda s: -(s[0] * hx + s[1] * hy)):
        for left, top in sides[side]:
            yield _at(left, top, shape)
    e = d * math.sqrt(0.5)
    for sx, sy in sorted(((1, -1), (1, 1), (-1, -1), (-1, 1)), key=lambda s: -(s[0] * hx + s[1] * hy)):
        yield _at(x + e if sx > 0 else x - e - w, y + e if sy > 0 else y - e - h, shape)


def _reach(ring: int, line: int) -> float:
    """How far beside its city (px beyond its ring) a plate of this line height goes on a ring."""
    return CLEAR + 1 + ring * line / 3


def _leader_if_far(want: Want, box: Box, line: int) -> tuple[Point, Point] | None:
    """A leader line to a plate further from its city than the spots beside it go, else None."""
    far = gap(box, want.centre, want.radius) > _reach(NEAR_RINGS, line)
    return leader(box, want.centre, want.radius) if far else None


class _Placer:
    """First fit, the city with the least room first, the search among each name's best spots, then the mending."""

    def __init__(self, wants: Sequence[Want], taken: Taken) -> None:
        self.wants = [w for w in wants if w.tiers]
        self.taken = taken
        self.cities = Obstacles(max((4 * w.radius for w in wants), default=48.0))
        self.number: dict[str, int] = {}
        for n, w in enumerate(wants):
            self.cities.add(city_box(w.centre, w.radius))
            self.number[w.id] = n
        self._near_spots: dict[tuple[str, bool], _Kept] = {}
        self._all_spots = {w.id: _Kept(self._generate(w)) for w in self.wants}
        self._room_spots: dict[tuple[str, bool], list[Label]] = {}
        self._budget = 0
        self._clear_budget = ROOM_TOTAL
        self._costs: dict[Label, float] = {}
        self._by_cost: dict[str, list[Label]] = {}

        def room(w: Want) -> int:
            """How many of the plainest spots right beside the city are clear: the fewest are placed first."""
            return sum(not taken.blocked(box) for box in _beside(w, w.tiers[0][0], _reach(0, 0)))
        self.order = sorted(self.wants, key=room)

    def run(self) -> dict[str, Label]:
        """Every name's label; clashes only where even names over the cars found no way round them."""
        placed: dict[str, Label] = {}
        for want in self.order:
            spot = next((s for s in self._spots(want) if not any(meet(s, p) for p in placed.values())), None)
            if spot is not None:
                placed[want.id] = spot
        if len(placed) == len(self.wants):
            return placed
        settled = self._settle(placed)
        apart = {n: label for n, label in settled.labels.items() if not settled.clashes(label)}
        now = Placed(max(placed, apart, key=len))
        left = [w for w in self.order if w.id not in now.labels and not self._clear(w, now)]
        if left:
            self._crowd(left, now)
        return now.labels

    def _far_clear(self, want: Want, line: tuple[Point, Point]) -> bool:
        """True if a leader line passes no other city."""
        return not self.cities.crossed(*line, but=self.number[want.id])

    def _near(self, want: Want, cars: bool = True) -> Iterator[Label]:
        """Spots needing no leader line, clear of the cities (and the cars' slots if `cars`), best first: the
        map's, then beside the city at each size (each worked out once however often they are asked for)."""
        key = (want.id, cars)
        if key not in self._near_spots:
            self._near_spots[key] = _Kept(self._beside_city(want, cars))
        return iter(self._near_spots[key])

    def _beside_city(self, want: Want, cars: bool) -> Iterator[Label]:
        """The spots of `_near`, as they are worked out."""
        first = want.tiers[0][0]
        home = _home(want, first)
        if home is not None and not self.taken.blocked(home, cars):
            line = _leader_if_far(want, home, first.height)
            if line is None or self._far_clear(want, line):
                yield Label(want.id, first, home, line)
        for tier in want.tiers:
            for ring in range(NEAR_RINGS):
                for shape in tier:
                    for box in _beside(want, shape, _reach(ring, tier[0].height)):
                        if not self.taken.blocked(box, cars):
                            yield Label(want.id, shape, box)

    def _generate(self, want: Want) -> Iterator[Label]:
        """Clear spots, best first: near the city, then further away."""
        yield from self._near(want)
        for tier in want.tiers:
            yield from self._away(want, tier)

    def _away(self, want: Want, tier: tuple[Shape, ...], cars: bool = True, others: tuple[Box, ...] = (),
              count: int = FAR_SPOTS) -> list[Label]:
        """The nearest places of one text size clear of the cities (and the cars' slots if `cars`) and of the
        `others` plates, with leader lines: those over no car's slot first."""
        h = tier[0].height
        found = []
        for rank, shape in enumerate(tier):
            reach = want.radius + FAR_REACH * h + shape.width / 2
            corners = self.taken.nearest(shape.width, shape.height, want.centre, reach, count, cars, others)
            for box in ((left, top, left + shape.width, top + shape.height) for left, top in corners):
                line = leader(box, want.centre, want.radius)
                if self._far_clear(want, line):
                    cost = gap(box, want.centre, want.radius) + rank + (h if self.taken.crossed(*line) else 0)
                    found.append((cost, Label(want.id, shape, box, line)))
        return [label for _, label in sorted(found, key=lambda f: f[0])]

    def _spots(self, want: Want) -> Iterator[Label]:
        """A name's clear spots, best first (each worked out once however often they are asked for)."""
        return iter(self._all_spots[want.id])

    def _options(self, want: Want, placed: Label | None, wide: bool) -> list[Label]:
        """Up to OPTIONS of a name's best spots (the one first fit gave it first): only those near its city
        unless `wide` (it may then go far too), or its fallback if none is clear."""
        kept = [placed] if placed is not None else []
        for spot in self._spots(want) if wide else self._near(want):
            if len(kept) >= OPTIONS:
                break
            if spot not in kept:
                kept.append(spot)
        return kept or [self._fallback(want)]

    def _fallback(self, want: Want) -> Label:
        """A name with no clear spot at all: the map's box (or right of its city), moved inside the picture."""
        shape = want.tiers[0][0]
        l, t, r, b = _home(want, shape) or next(_beside(want, shape, _reach(0, 0)))
        width, height = self.taken.size
        dx = max(0, -l) - max(0, r - width)
        dy = max(0, -t) - max(0, b - height)
        return Label(want.id, shape, (l + dx, t + dy, r + dx, b + dy))

    def _settle(self, placed: dict[str, Label]) -> Placed:
        """Move one clashing name at a time to its least clashing spot (ties: its best, now and then another),
        until none clashes, STALL moves bring no fewer clashing names or MOVES a name are made: the best seen."""
        # Names first fit could not place may go far; so may those placed near them, to make room.
        lost = [w for w in self.wants if w.id not in placed]
        options = {w.id: self._options(w, placed.get(w.id), w in lost or any(
            math.dist(w.centre, o.centre) < FAR_REACH * o.tiers[0][0].height for o in lost)) for w in self.wants}
        now = Placed({name: spots[0] for name, spots in options.items()})
        clashing = [name for name in options if now.clashes(now.labels[name])]
        best, since = (len(clashing), dict(now.labels)), 0
        rng = random.Random(len(options))
        for _ in range(MOVES * len(options)):
            if not clashing or since >= STALL:
                break
            name = rng.choice(clashing)
            scores = [len(now.clashes(spot)) for spot in options[name]]
            low = min(scores)
            ties = [i for i, s in enumerate(scores) if s == low]
            touched = now.move(options[name][ties[0] if rng.random() < 0.6 else rng.choice(ties)])
            clashing = [n for n in options if (n in clashing and n not in touched)
                        or n in touched and now.clashes(now.labels[n])]
            since += 1
            if len(clashing) < best[0]:
                best, since = (len(clashing), dict(now.labels)), 0
        return Placed(best[1])

    def _clear(self, want: Want, now: Placed) -> bool:
        """Put a name at its best spot clear of the cars and of the names placed, moving a few of them if need be:
        True if it found one."""
        spot = self._free(want, now)
        if spot is not None:
            now.add(spot)
            return True
        return self._room(want, now, True)

    def _crowd(self, left: list[Want], now: Placed) -> None:
        """The names with no spot clear of the cars: each at its cheapest spot clear of every name (see `_cost`:
        beside its city over as little of the cars' slots as it can, or a leader line's length away), moving a
        few if need be (where even that fails, a family's board far too crowded for its size, where it clashes
        least); then, in turn, each name costing more than a spot beside its city over the cars moves to a
        cheaper spot if the others have left it one (so a name goes far from its city only to keep clear of a
        whole car)."""
        for want in left:
            spot = self._cheapest(want, now)
            if spot is not None:
                now.add(spot)
            elif not self._room(want, now, False):
                now.add(min(self._options(want, None, True), key=lambda s: len(now.clashes(s))))
        for _ in range(POLISH):
            costly = [w for w in self.wants if self._cost(w, now.labels[w.id]) >= LEADER_COST]
            for want in sorted(costly, key=lambda w: -self._cost(w, now.labels[w.id])):
                spot = self._cheapest(want, now)
                if spot is not None and self._cost(want, spot) < self._cost(want, now.labels[want.id]) - 0.01:
                    now.move(spot)

    def _cost(self, want: Want, label: Label) -> float:
        """What a spot costs, in lines: OVER_CARS and as much again for the share of the plate over the cars'
        slots, if it covers any; LEADER_COST and the leader line's length, if it has one; a line for a smaller
        text size."""
        if label not in self._costs:
            size = next((n for n, tier in enumerate(want.tiers) if label.shape in tier), 0)
            cost = float(size)
            covered = self.taken.covered(label.box)
            if covered:
                cost += OVER_CARS * (1 + covered)
            if label.leader is not None:
                cost += LEADER_COST + math.dist(*label.leader) / want.tiers[size][0].height
            self._costs[label] = cost
        return self._costs[label]

    def _cheapest(self, want: Want, now: Placed) -> Label | None:
        """A name's cheapest spot clear of the other names and the cities (see `_cost`): beside its city, clear of
        the cars or over them, or clear of them further away; else over them further away; else None."""
        if want.id not in self._by_cost:
            self._by_cost[want.id] = sorted(self._near(want, False), key=lambda s: self._cost(want, s))
        found = list(itertools.islice((s for s in self._by_cost[want.id] if now.clear(s)), 1))
        if not found or self._cost(want, found[0]) > LEADER_COST:
            others = tuple(label.box for label in now.labels.values() if label.id != want.id)
            for tier in want.tiers:
                found += itertools.islice((s for s in self._away(want, tier, True, others) if now.clear(s)), 1)
        if not found:
            return self._free(want, now, False)
        return min(found, key=lambda s: self._cost(want, s))

    def _room(self, want: Want, now: Placed, cars: bool) -> bool:
        """Make room for a name (see `_make_room`), ROOM_BUDGET names making room at most (clear of the cars: of
        ROOM_TOTAL for all names, so a board without room for them all is given up soon): True if it found it."""
        self._budget = start = min(ROOM_BUDGET, self._clear_budget) if cars else ROOM_BUDGET
        found = self._make_room(want, now, cars, ROOM_DEPTH, frozenset())
        if cars:
            self._clear_budget -= start - self._budget
        return found

    def _make_room(self, want: Want, now: Placed, cars: bool, depth: int, fixed: frozenset[str]) -> bool:
        """Put a name at one of its spots (clear of the cars if `cars`) where a few names are in the way (not those
        `fixed`: the names this chain of moves makes room for), moving each of them to its best spot clear of the
        cars (else, unless `cars`, over them), making room so in turn if need be (to `depth`), if all find one
        (else nothing changes): True if they did."""
        if self._budget <= 0:
            return False
        self._budget -= 1
        fixed = fixed | {want.id}
        key = (want.id, cars)
        if key not in self._room_spots:
            self._room_spots[key] = list(itertools.chain(
                self._near(want, cars), *(self._away(want, tier, cars, (), FREE_SPOTS) for tier in want.tiers)))
        tries = sorted(((len(now.clashes(spot)), n, spot) for n, spot in enumerate(self._room_spots[key])),
                       key=lambda t: t[:2])
        for count, _, spot in tries[:ROOM_TRIES]:
            out = set(now.clashes(spot))
            if count > ROOM_MOVES or out & fixed:
                continue
            trial = Placed({n: label for n, label in now.labels.items() if n not in out})
            trial.add(spot)
            for other in (w for w in self.order if w.id in out):
                moved = self._free(other, trial) if cars else self._cheapest(other, trial)
                if moved is not None:
                    trial.add(moved)
                elif depth <= 1 or not self._make_room(other, trial, cars, depth - 1, fixed):
                    break
            else:
                now.take(trial)
                return True
        return False

    def _free(self, want: Want, now: Placed, cars: bool = True) -> Label | None:
        """A name's best spot clear of the other names and the cities (and the cars' slots if `cars`): beside its
        city, else the nearest further away with a leader line (one over no car's slot first), else None."""
        spot = next((s for s in self._near(want, cars) if now.clear(s)), None)
        if spot is not None:
            return spot
        others = tuple(label.box for label in now.labels.values() if label.id != want.id)
        for tier in want.tiers:
            spot = next((s for s in self._away(want, tier, cars, others, FREE_SPOTS) if now.clear(s)), None)
            if spot is not None:
                return spot
        return None


class _Kept:
    """The items of an iterator, each worked out once however often and however far they are gone through."""

    def __init__(self, items: Iterator[Label]) -> None:
        self.items = items
        self.got: list[Label] = []

    def __iter__(self) -> Iterator[Label]:
        """The items worked out so far, then the others as they are asked for."""
        i = 0
        while True:
            if i == len(self.got):
                item = next(self.items, None)
                if item is None:
                    return
                self.got.append(item)
            yield self.got[i]
            i += 1
