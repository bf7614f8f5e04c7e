"""The immutable board model shared by the rules and the renderer.

A board is built by `game.board.loader` from a Tiled map and the YAML beside it, or in code
by tests. It holds facts only: cities, routes with the geometry of their spaces, tickets and
the game's rule settings (plain data, frozen). Nothing here draws or changes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in map pixels (left, top, width, height)."""

    x: float
    y: float
    w: float
    h: float

    def overlaps(self, other: "Rect") -> bool:
        """True if the two rectangles share some area."""
        return (self.x < other.x + other.w and other.x < self.x + self.w
                and self.y < other.y + other.h and other.y < self.y + self.h)


@dataclass(frozen=True)
class Space:
    """One train-car space: its centre, size and clockwise rotation (degrees) in map pixels."""

    x: float
    y: float
    width: float
    height: float
    angle: float = 0.0


@dataclass(frozen=True)
class City:
    """A city (or Amsterdam location) with its marker centre, label box and optional extras."""

    id: str
    name: str
    x: float
    y: float
    radius: float = 16.0
    label: Rect | None = None
    label_size: int = 16  # font pixel size of the label
    coast: str | None = None  # "west" or "east" for First Journey's Coast-to-Coast cities
    icon: str | None = None   # First Journey picture ("star", "palm", ...)


@dataclass(frozen=True)
class Route:
    """A route between two cities; `twin` names the other route of a double route."""

    id: str
    a: str
    b: str
    length: int
    color: str  # a card colour, or "gray" for a route any one colour can pay
    twin: str | None = None
    cart: str | None = None  # Amsterdam: the merchandise deck this route draws from
    spaces: tuple[Space, ...] = ()

    @property
    def ends(self) -> frozenset[str]:
        """The two city ids, unordered."""
        return frozenset((self.a, self.b))


@dataclass(frozen=True)
class Ticket:
    """A destination ticket (or Amsterdam contract); First Journey tickets score 0 points."""

    id: str
    a: str
    b: str
    points: int = 0


@dataclass(frozen=True)
class TileImage:
    """Where one background tile's picture is: an image file, a rectangle in it, and flips."""

    path: str
    x: int
    y: int
    w: int
    h: int
    flip_x: bool = False
    flip_y: bool = False
    flip_diagonal: bool = False


@dataclass(frozen=True)
class TileLayer:
    """A background layer of the map: rows of indexes into Board.tile_images (-1 = empty)."""

    name: str
    rows: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class ImageLayer:
    """A picture under the board's places (a Tiled image layer): its file, where its top-left corner lies in map
    pixels, how opaque it is (0 to 1), whether it repeats across the map, and Tiled's tint and transparent colour."""

    name: str
    path: str
    x: float = 0.0
    y: float = 0.0
    opacity: float = 1.0
    repeat_x: bool = False
    repeat_y: bool = False
    tint: tuple[int, int, int, int] | None = None        # red, green, blue, alpha multiplied in
    transparent: tuple[int, int, int] | None = None      # the colour drawn as see-through


def freeze(value: Any) -> Any:
    """Return a read-only copy of plain data: dicts become mapping proxies, lists tuples."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """Return plain mutable data (dicts and lists) from frozen data."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@dataclass(frozen=True)
class Board:
    """A whole board: places, routes, tickets and the rule settings of its game."""

    game: str
    title: str
    cities: tuple[City, ...]
    routes: tuple[Route, ...]
    tickets: tuple[Ticket, ...]
    settings: Mapping[str, Any] = field(default_factory=dict)
    width: int = 0
    height: int = 0
    tile_width: int = 32
    tile_height: int = 32
    tile_images: tuple[TileImage, ...] = ()
    layers: tuple[TileLayer | ImageLayer, ...] = ()   # the background, bottom to top, as Tiled draws it
    _city: Mapping[str, City] = field(init=False, repr=False, compare=False)
    _route: Mapping[str, Route] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "settings", freeze(self.settings))
        object.__setattr__(self, "_city", MappingProxyType({c.id: c for c in self.cities}))
        object.__setattr__(self, "_route", MappingProxyType({r.id: r for r in self.routes}))

    def city(self, city_id: str) -> City:
        """The city with this id (KeyError if there is none)."""
        return self._city[city_id]

    def route(self, route_id: str) -> Route:
        """The route with this id (KeyError if there is none)."""
        return self._route[route_id]

    @property
    def space_count(self) -> int:
        """Number of train spaces on the board."""
        return sum(r.length for r in self.routes)
