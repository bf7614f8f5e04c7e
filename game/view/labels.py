"""City names on a board: the shapes a name may take and the geometry of plates, cars' slots and cities.

Pure geometry, nothing drawn here: `label_search` places the names with it (asking `label_mask`
where the cars' slots are, keeping the names placed so far in `Placed`), the board view draws them.
A name is only ever broken between words, never inside one.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator, Protocol

Point = tuple[float, float]
Box = tuple[float, float, float, float]   # left, top, right, bottom (px)

CAR_LENGTH = 1.06   # a claimed car is drawn this much longer than its space ...
CAR_WIDTH = 1.5     # ... and this much wider (rim and shadow): see play_board.BoardLayer.car_image
CAR_MARGIN = 9.0    # px more on each axis: its canvas (4), turned and set on whole pixels (a test measures)
CLEAR = 1           # px kept free between a plate and anything else
LINE_CLEAR = 2      # px a leader line (drawn 3 px wide) keeps from another name's plate


@dataclass(frozen=True)
class Shape:
    """One way to set a name: its lines, the text size, and the plate's size in whole px."""

    lines: tuple[str, ...]
    size: int
    width: int
    height: int


@dataclass(frozen=True)
class Want:
    """A name to place: its city's centre and picture radius, the ways to set it (tiers of text sizes,
    largest first, each with its shapes best first) and the box the map drew for it (scaled), if any."""

    id: str
    centre: Point
    radius: float
    tiers: tuple[tuple[Shape, ...], ...]
    home: Box | None = None


@dataclass(frozen=True)
class Label:
    """Where a name went: its plate, how it is set, and a leader line (city ring, plate) if it went far."""

    id: str
    shape: Shape
    box: Box
    leader: tuple[Point, Point] | None = None


class Taken(Protocol):
    """What a plate may not cover (every city, and every car's slot unless a board has no room for that) and must
    stay inside (the picture, `size` px)."""

    size: tuple[int, int]

    def blocked(self, box: Box, cars: bool = True) -> bool:
        """True if the box covers a city (or a car's slot, if `cars`) or leaves the picture."""

    def covered(self, box: Box) -> float:
        """How much of a box lies over the cars' slots (0 to 1)."""

    def crossed(self, a: Point, b: Point) -> bool:
        """True if the segment a-b passes over a car's slot."""

    def nearest(self, width: int, height: int, centre: Point, reach: float, count: int, cars: bool = True,
                others: tuple[Box, ...] = ()) -> list[tuple[int, int]]:
        """Up to `count` top left corners where a plate of this size covers no city (nor car's slot, if `cars`) nor
        any of the `others` plates, its centre within `reach` of `centre`, nearest first and apart."""


def word_splits(name: str, most: int = 3) -> list[tuple[str, ...]]:
    """Every way to set a name on 1 to `most` lines, breaking only between words (fewest lines first)."""
    words = name.split()
    if not words:
        return [(name,)]
    out: list[tuple[str, ...]] = []
    for lines in range(1, min(most, len(words)) + 1):
        out += _splits(words, lines)
    return out


def _splits(words: list[str], lines: int) -> list[tuple[str, ...]]:
    """The ways to cut a list of words into exactly `lines` non-empty lines."""
    if lines == 1:
        return [(" ".join(words),)]
    return [(" ".join(words[:i]),) + rest for i in range(1, len(words) - lines + 2)
            for rest in _splits(words[i:], lines - 1)]


def car_slot(x: float, y: float, width: float, height: float, angle: float) -> list[Point]:
    """The outline a claimed car covers on a space (centre, size in px, clockwise degrees)."""
    hw, hh = (width * CAR_LENGTH + CAR_MARGIN) / 2, (height * CAR_WIDTH + CAR_MARGIN) / 2
    t = math.radians(angle)
    c, s = math.cos(t), math.sin(t)
    return [(x + u * c - v * s, y + u * s + v * c) for u, v in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]


def city_box(centre: Point, radius: float) -> Box:
    """The square a city's ring or picture is drawn in."""
    x, y = centre
    return (x - radius, y - radius, x + radius, y + radius)


def overlap(a: Box, b: Box, clear: float = 0.0) -> bool:
    """True if two boxes share area, or come closer than `clear` px."""
    return a[0] < b[2] + clear and b[0] < a[2] + clear and a[1] < b[3] + clear and b[1] < a[3] + clear


def segment_hits_box(a: Point, b: Point, box: Box) -> bool:
    """True if the segment a-b passes through the inside of a box (clipped as Liang and Barsky do)."""
    if (a[0] <= box[0] and b[0] <= box[0] or a[0] >= box[2] and b[0] >= box[2]
            or a[1] <= box[1] and b[1] <= box[1] or a[1] >= box[3] and b[1] >= box[3]):
        return False   # wholly to one side: most segments a search asks about
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - box[0]), (dx, box[2] - a[0]), (-dy, a[1] - box[1]), (dy, box[3] - a[1])):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return False
    return True


def gap(box: Box, centre: Point, radius: float) -> float:
    """How far a box lies from a city's ring (px, 0 if they touch or overlap)."""
    x, y = centre
    dx = max(box[0] - x, 0.0, x - box[2])
    dy = max(box[1] - y, 0.0, y - box[3])
    return max(0.0, math.hypot(dx, dy) - radius)


def leader(box: Box, centre: Point, radius: float) -> tuple[Point, Point]:
    """A line from a city's ring to the nearest point of a plate away from it."""
    x, y = centre
    px, py = min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])
    d = math.hypot(px - x, py - y) or 1.0
    return ((x + (px - x) * radius / d, y + (py - y) * radius / d), (px, py))


class Obstacles:
    """Boxes to keep clear of (the cities), in a grid of cells so a plate or a line looks only nearby."""

    def __init__(self, cell: float = 48.0) -> None:
        self.cell = max(8.0, cell)
        self.cells: dict[tuple[int, int], list[int]] = {}
        self.boxes: list[Box] = []

    def _keys(self, box: Box) -> Iterator[tuple[int, int]]:
        """The grid cells a box touches."""
        c = self.cell
        for i in range(math.floor(box[0] / c), math.floor(box[2] / c) + 1):
            for j in range(math.floor(box[1] / c), math.floor(box[3] / c) + 1):
                yield (i, j)

    def add(self, box: Box) -> None:
        """A box to keep clear of."""
        for key in self._keys(box):
            self.cells.setdefault(key, []).append(len(self.boxes))
        self.boxes.append(box)

    def near(self, box: Box) -> set[int]:
        """The numbers of the boxes in the cells a box touches."""
        return {i for key in self._keys(box) for i in self.cells.get(key, ())}

    def blocked(self, box: Box, clear: float = CLEAR) -> bool:
        """True if a box comes closer than `clear` px to any box kept."""
        return any(overlap(box, self.boxes[i], clear) for i in self.near(box))

    def crossed(self, a: Point, b: Point, but: int = -1) -> bool:
        """True if the segment a-b passes through any box kept (but the one numbered `but`)."""
        span = (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
        return any(i != but and segment_hits_box(a, b, self.boxes[i]) for i in self.near(span))


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """True if the segments a-b and c-d cross (touching at an end is no crossing)."""
    def side(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


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


def _extent(label: Label) -> Box:
    """The box round a label and its leader line."""
    if label.leader is None:
        return label.box
    (ax, ay), (bx, by) = label.leader
    l, t, r, b = label.box
    return (min(l, ax, bx), min(t, ay, by), max(r, ax, bx), max(b, ay, by))


class Placed:
    """The labels placed so far, in a grid of cells, so a label meets only those near it."""

    CELL = 64.0

    def __init__(self, labels: dict[str, Label]) -> None:
        self.labels: dict[str, Label] = {}
        self.cells: dict[tuple[int, int], list[str]] = {}
        for label in labels.values():
            self.add(label)

    def _keys(self, label: Label) -> list[tuple[int, int]]:
        """The cells a label's plate and leader line touch."""
        l, t, r, b = _extent(label)
        c = self.CELL
        return [(i, j) for i in range(math.floor(l / c), math.floor(r / c) + 1)
                for j in range(math.floor(t / c), math.floor(b / c) + 1)]

    def add(self, label: Label) -> None:
        """Put a label in."""
        self.labels[label.id] = label
        for key in self._keys(label):
            self.cells.setdefault(key, []).append(label.id)

    def clashes(self, label: Label) -> list[str]:
        """The other names a label would meet."""
        near = dict.fromkeys(n for key in self._keys(label) for n in self.cells.get(key, ()) if n != label.id)
        return [n for n in near if meet(label, self.labels[n])]

    def clear(self, label: Label) -> bool:
        """True if a label would meet no other name."""
        return not any(n != label.id and meet(label, self.labels[n])
                       for key in self._keys(label) for n in self.cells.get(key, ()))

    def take(self, other: "Placed") -> None:
        """Hold another board's labels instead of these."""
        self.labels, self.cells = other.labels, other.cells

    def move(self, label: Label) -> set[str]:
        """Put a name at a new spot; the names it met before or meets now, and itself."""
        old = self.labels[label.id]
        touched = {label.id, *self.clashes(old), *self.clashes(label)}
        for key in self._keys(old):
            self.cells[key].remove(label.id)
        self.add(label)
        return touched
