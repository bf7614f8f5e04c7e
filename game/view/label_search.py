"""Placing city names: each name's spots, best first, and a search that gives every name one of them.

A name goes where the map put it if that is clear, else beside its city on the map's side first,
set on one line or broken between words, else a little smaller, else at the nearest clear places
further away with a thin leader line (one that crosses no car's slot first, and never another
city). Names are placed first fit, the city with the least room first; where that leaves a name
without a spot, a search moves one clashing name at a time to its least clashing spot (a fixed
seed, so the same board and size always come out the same). Where even that leaves a clash (the
densest board on the smallest screen has not the room), the name squeezes in beside its city over
as little of the cars' slots as it can, never over another name or a city.
"""
from __future__ import annotations

import math
import random
from typing import Iterator, Sequence

from game.view.labels import (CLEAR, Box, Label, Obstacles, Point, Shape, Taken, Want, city_box, gap, leader,
                              overlap, segment_hits_box, segments_cross)

NEAR_RINGS = 3       # distances tried beside a city (a third of a line apart) before a leader line is needed
FAR_REACH = 10       # lines: how far from its city a name may go at most
FAR_SPOTS = 8       # clear places looked up far from a city, for each way to set its name
OPTIONS = 48         # the spots a name may move between when first fit leaves a clash
STALL = 60           # moves of clashing names without fewer clashing, at most (a board with room needs a few)
MOVES = 20           # moves in all, at most, for each name (a family's crowded board is placed in bounded time)
LINE_CLEAR = 2       # px a leader line (drawn 3 px wide) keeps from another name's plate


def place(wants: Sequence[Want], taken: Taken) -> dict[str, Label]:
    """Each name's label, clear of what is `taken`, of every city and of each other (a city with no ways to
    set a name has none, but is kept clear of)."""
    return _Placer(wants, taken).run()


def meet(one: Label, other: Label) -> bool:
    """True if two labels clash: plates closer than CLEAR, a leader line (and its light edge) over a plate, or
    crossed leader lines."""
    if overlap(one.box, other.box, CLEAR):
        return True
    if one.leader is not None and segment_hits_box(*one.leader, _grown(other.box, LINE_CLEAR)):
        return True
    if other.leader is None:
        return False
    return (segment_hits_box(*other.leader, _grown(one.box, LINE_CLEAR))
            or one.leader is not None and segments_cross(*one.leader, *other.leader))


def _grown(box: Box, by: float) -> Box:
    """A box grown by `by` px on every side."""
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


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


def _extent(label: Label) -> Box:
    """The box round a label and its leader line."""
    if label.leader is None:
        return label.box
    (ax, ay), (bx, by) = label.leader
    l, t, r, b = label.box
    return (min(l, ax, bx), min(t, ay, by), max(r, ax, bx), max(b, ay, by))


class _Placer:
    """First fit, the city with the least room first, then the search among each name's best spots."""

    def __init__(self, wants: Sequence[Want], taken: Taken) -> None:
        self.wants = [w for w in wants if w.tiers]
        self.taken = taken
        self.cities = Obstacles(max((4 * w.radius for w in wants), default=48.0))
        self.number: dict[str, int] = {}
        for n, w in enumerate(wants):
            self.cities.add(city_box(w.centre, w.radius))
            self.number[w.id] = n
        self._near_spots = {w.id: _Kept(self._near(w)) for w in self.wants}
        self._all_spots = {w.id: _Kept(self._generate(w)) for w in self.wants}

    def run(self) -> dict[str, Label]:
        """Every name's label; clashes only where even the search found no way round them."""
        def room(w: Want) -> int:
            """How many of the plainest spots right beside the city are clear: the fewest are placed first."""
            return sum(not self.taken.blocked(box) for box in _beside(w, w.tiers[0][0], _reach(0, 0)))
        placed: dict[str, Label] = {}
        for want in sorted(self.wants, key=room):
            spot = next((s for s in self._spots(want) if not any(meet(s, p) for p in placed.values())), None)
            if spot is not None:
                placed[want.id] = spot
        if len(placed) < len(self.wants):
            placed = self._settle(placed)
        return placed

    def _far_clear(self, want: Want, line: tuple[Point, Point]) -> bool:
        """True if a leader line passes no other city."""
        return not self.cities.crossed(*line, but=self.number[want.id])

    def _near(self, want: Want) -> Iterator[Label]:
        """Clear spots needing no leader line, best first: the map's, then beside the city at each size."""
        first = want.tiers[0][0]
        home = _home(want, first)
        if home is not None and not self.taken.blocked(home):
            line = _leader_if_far(want, home, first.height)
            if line is None or self._far_clear(want, line):
                yield Label(want.id, first, home, line)
        for tier in want.tiers:
            for ring in range(NEAR_RINGS):
                for shape in tier:
                    for box in _beside(want, shape, _reach(ring, tier[0].height)):
                        if not self.taken.blocked(box):
                            yield Label(want.id, shape, box)

    def _generate(self, want: Want) -> Iterator[Label]:
        """Clear spots, best first: near the city, then further away."""
        yield from self._near_spots[want.id]
        for tier in want.tiers:
            yield from self._away(want, tier)

    def _away(self, want: Want, tier: tuple[Shape, ...]) -> list[Label]:
        """The nearest clear places of one text size, with leader lines: those over no car's slot first."""
        h = tier[0].height
        found = []
        for rank, shape in enumerate(tier):
            reach = want.radius + FAR_REACH * h + shape.width / 2
            corners = self.taken.nearest(shape.width, shape.height, want.centre, reach, FAR_SPOTS)
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
        for spot in self._spots(want) if wide else iter(self._near_spots[want.id]):
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

    def _settle(self, placed: dict[str, Label]) -> dict[str, Label]:
        """Move one clashing name at a time to its least clashing spot (ties: its best, now and then another),
        until none clashes, STALL moves bring no fewer clashing names or MOVES a name are made; then mend from
        the best seen."""
        # Names first fit could not place may go far; so may those placed near them, to make room.
        lost = [w for w in self.wants if w.id not in placed]
        options = {w.id: self._options(w, placed.get(w.id), w in lost or any(
            math.dist(w.centre, o.centre) < FAR_REACH * o.tiers[0][0].height for o in lost)) for w in self.wants}
        now = _Board({name: spots[0] for name, spots in options.items()})
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
        return self._mend(_Board(best[1]))

    def _mend(self, now: "_Board") -> dict[str, Label]:
        """Each name the search left clashing squeezes in beside its city."""
        for want in self.wants:
            if now.clashes(now.labels[want.id]):
                self._squeeze(want, now)
        return now.labels

    def _squeeze(self, want: Want, now: "_Board") -> None:
        """Where a board has no room left for a name (the densest board on the smallest screen): beside its
        city over as little of the cars' slots as it can, but never over another name or a city."""
        best: tuple[tuple[int, int, int], Label] | None = None
        for level, tier in enumerate(want.tiers):
            for ring in range(NEAR_RINGS):
                for shape in tier:
                    for box in _beside(want, shape, _reach(ring, tier[0].height)):
                        label = Label(want.id, shape, box)
                        if self.cities.blocked(box) or now.clashes(label):
                            continue
                        covered = self.taken.covered(box)
                        if covered is not None and (best is None or (covered, ring, level) < best[0]):
                            best = ((covered, ring, level), label)
        if best is not None:
            now.move(best[1])


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


class _Board:
    """The labels placed so far, in a grid of cells, so a label meets only those near it."""

    CELL = 64.0

    def __init__(self, labels: dict[str, Label]) -> None:
        self.labels: dict[str, Label] = {}
        self.cells: dict[tuple[int, int], list[str]] = {}
        for label in labels.values():
            self._add(label)

    def _keys(self, label: Label) -> list[tuple[int, int]]:
        """The cells a label's plate and leader line touch."""
        l, t, r, b = _extent(label)
        c = self.CELL
        return [(i, j) for i in range(math.floor(l / c), math.floor(r / c) + 1)
                for j in range(math.floor(t / c), math.floor(b / c) + 1)]

    def _add(self, label: Label) -> None:
        """Put a label in."""
        self.labels[label.id] = label
        for key in self._keys(label):
            self.cells.setdefault(key, []).append(label.id)

    def clashes(self, label: Label) -> list[str]:
        """The other names a label would meet."""
        near = dict.fromkeys(n for key in self._keys(label) for n in self.cells.get(key, ()) if n != label.id)
        return [n for n in near if meet(label, self.labels[n])]

    def move(self, label: Label) -> set[str]:
        """Put a name at a new spot; the names it met before or meets now, and itself."""
        old = self.labels[label.id]
        touched = {label.id, *self.clashes(old), *self.clashes(label)}
        for key in self._keys(old):
            self.cells[key].remove(label.id)
        self._add(label)
        return touched
