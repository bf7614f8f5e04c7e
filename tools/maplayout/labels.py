"""Candidate boxes for city labels beside their markers, and what each box costs.

Each label has candidate boxes around its marker (right first, then left, above, below and the
diagonals and in-betweens, each at a few distances; long names also as two lines). A box's own
cost counts the markers it covers, leaving the map, sitting nearer another city than its own,
and how far it is from the preferred spot. Covering a space or another label is a pair cost,
so the search in `layout` can move either the label or the route.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from tools.maplayout.boards import BoardSpec
from tools.maplayout.reference import RefCity
from tools.maplayout.tracks import Box, boxes_overlap, make_box, point_box_distance

CHAR_WIDTH = 0.65   # text width per character, in font pixel sizes (the game font, bold)
LINE_HEIGHT = 1.25  # line height, in font pixel sizes
# Room kept free around a box: the game draws the name on a plate that may stick out a
# few pixels past the box (text fitted to the box width, plus the plate's own padding).
PLATE_PAD = (8.0, 2.0)
OVERLAP = 1_000_000.0
COVER = 4_000.0
SPACE_COVER = 40_000.0  # a name over a train space hides part of the route
# Directions around the marker, preferred first: (name, angle in degrees, clockwise from east).
DIRECTIONS = (("right", 0), ("left", 180), ("above", 270), ("below", 90),
              ("above-right", 315), ("below-right", 45), ("above-left", 225),
              ("below-left", 135), ("right-up", 337.5), ("right-down", 22.5),
              ("left-up", 202.5), ("left-down", 157.5), ("up-right", 292.5),
              ("up-left", 247.5), ("down-right", 67.5), ("down-left", 112.5))
GAPS = (3.0, 8.0, 14.0, 22.0, 32.0, 44.0)


@dataclass(frozen=True)
class Label:
    """A label box in map pixels (top-left, size) and how it was chosen."""

    x: float
    y: float
    width: float
    height: float
    direction: str
    gap: float
    lines: int

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """Left, top, right and bottom of the box."""
        return (self.x, self.y, self.x + self.width, self.y + self.height)

    @cached_property
    def box(self) -> Box:
        """The label as an unrotated box for overlap tests."""
        return make_box(self.x + self.width / 2, self.y + self.height / 2, 0.0,
                        self.width, self.height)

    @cached_property
    def zone(self) -> Box:
        """The box with the room a drawn plate may need around it."""
        return make_box(self.x + self.width / 2, self.y + self.height / 2, 0.0,
                        self.width + 2 * PLATE_PAD[0], self.height + 2 * PLATE_PAD[1])


def text_size(lines: list[str], font: int) -> tuple[float, float]:
    """Estimated box size for the given lines of text."""
    width = max(len(line) for line in lines) * CHAR_WIDTH * font + 4
    return (float(math.ceil(width)), float(math.ceil(len(lines) * LINE_HEIGHT * font)))


def line_options(name: str) -> list[list[str]]:
    """The name on one line, and for long names split into two balanced lines."""
    options = [[name]]
    words = name.split(" ")
    if len(name) > 12 and len(words) > 1:
        splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
        options.append(min(splits, key=lambda s: max(len(s[0]), len(s[1]))))
    return options


def _place(city: RefCity, radius: float, size: tuple[float, float], angle: float,
           gap: float) -> tuple[float, float]:
    """Top-left of a box pushed from the marker along `angle` until `gap` clear of the marker."""
    w, h = size
    dx, dy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    want = radius + gap
    low, high = 0.0, want + w + h
    for _ in range(40):  # bisection on the push distance
        mid = (low + high) / 2
        cx, cy = dx * mid, dy * mid
        if math.hypot(max(abs(cx) - w / 2, 0.0), max(abs(cy) - h / 2, 0.0)) < want:
            low = mid
        else:
            high = mid
    return (round(city.x + dx * high - w / 2, 1), round(city.y + dy * high - h / 2, 1))


def candidates(spec: BoardSpec, city: RefCity) -> list[Label]:
    """Candidate label boxes for a city, the preferred one first."""
    labels = []
    for lines in line_options(city.name):
        size = text_size(lines, spec.font)
        for gap in GAPS:
            for direction, angle in DIRECTIONS:
                x, y = _place(city, spec.marker / 2, size, angle, gap)
                labels.append(Label(x, y, size[0], size[1], direction, gap, len(lines)))
    return labels


def markers_covered(spec: BoardSpec, city: RefCity, label: Label,
                    cities: list[RefCity]) -> int:
    """How many markers a label touches: its own by the box (a plate grows away from it),
    the others with the room for its plate."""
    reach = spec.marker / 2 + 2
    return sum(1 for other in cities
               if point_box_distance(other.x, other.y,
                                     label.box if other.id == city.id else label.zone) < reach)


def inside(spec: BoardSpec, label: Label) -> bool:
    """True if the label box lies inside the map with a small border."""
    return (label.x >= 2 and label.y >= 2 and label.x + label.width <= spec.width - 2
            and label.y + label.height <= spec.height - 2)


def preference(label: Label) -> float:
    """How far a box is from the preferred spot (right of the marker, close, one line)."""
    names = [name for name, _ in DIRECTIONS]
    gap = label.gap
    return names.index(label.direction) * 1.5 + gap + 4 * (gap / 12) ** 2 + (label.lines - 1) * 6


def own_cost(spec: BoardSpec, city: RefCity, label: Label, cities: list[RefCity]) -> float:
    """What a label box costs by itself: map edge, markers covered, closeness to its city."""
    cost = preference(label)
    if not inside(spec, label):
        cost += OVERLAP
    cost += COVER * markers_covered(spec, city, label, cities)
    box = label.box
    mine = point_box_distance(city.x, city.y, box)
    nearest_other = min(point_box_distance(c.x, c.y, box) for c in cities if c.id != city.id)
    if nearest_other < mine + 12:
        cost += 400  # the label would read as another city's
    return cost


def space_cost(label: Label, space: Box) -> float:
    """Cost of a label (with the room for its plate) on (prohibitive) or beside one train space."""
    box = label.zone
    if (abs(box.cx - space.cx) >= box.hl + space.radius + 1.0
            or abs(box.cy - space.cy) >= box.hw + space.radius + 1.0
            or not boxes_overlap(box, space, 1.0)):
        return 0.0
    return SPACE_COVER if boxes_overlap(box, space) else 60.0


def label_pair_cost(a: Label, b: Label) -> float:
    """Cost of two labels overlapping (prohibitive), too close for their plates, or near."""
    if not boxes_overlap(a.box, b.box, PLATE_PAD[0] / 2 + 1.5):
        return 0.0
    if boxes_overlap(a.box, b.box):
        return OVERLAP
    return COVER if boxes_overlap(a.box, b.box, PLATE_PAD[0] / 2) else 40.0
