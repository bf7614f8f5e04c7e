"""The three boards' fixed layout settings: map size, pixel frame, sizes of spaces and markers."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BoardSpec:
    """How one board is laid out (all lengths in map pixels)."""

    game: str
    cols: int
    rows: int
    origin: tuple[float, float]   # pixel of reference (0, 0)
    scale: tuple[float, float]    # pixels per reference unit along x and y
    space: tuple[float, float]    # length x width of every train space
    space_gap: float              # gap between the two tracks of a double route
    step_gap: tuple[float, float] # smallest and largest gap between consecutive spaces
    marker: float                 # side of the square city marker tile
    font: int                     # label pixel size
    marker_set: str               # tileset of the city markers
    marker_key: tuple[str, str]   # (property, value) for the marker tile; value "" = per city icon

    @property
    def width(self) -> int:
        """Map width in pixels."""
        return self.cols * 32

    @property
    def height(self) -> int:
        """Map height in pixels."""
        return self.rows * 32

    def to_pixels(self, x: float, y: float) -> tuple[float, float]:
        """Map pixel centre of a reference position (relative 0..1)."""
        return (round(self.origin[0] + x * self.scale[0], 1),
                round(self.origin[1] + y * self.scale[1], 1))


BOARDS = {
    "usa": BoardSpec("usa", 56, 37, (24, 30), (1744, 1125), (44, 15), 4, (5, 12), 28, 18,
                     "city_markers", ("marker", "station")),
    "amsterdam": BoardSpec("amsterdam", 48, 36, (0, 0), (1536, 1152), (80, 26), 6, (8, 18), 40, 22,
                           "city_markers", ("marker", "landmark")),
    "first_journey": BoardSpec("first_journey", 56, 37, (24, 30), (1744, 1125), (76, 26), 6, (8, 16), 72,
                               26, "fj_icons", ("icon", "")),
}

# First Journey: the picture on each city's icon (contract).
FJ_ICONS = {
    "seattle": "pine", "san_francisco": "bridge", "los_angeles": "clapperboard",
    "helena": "horseshoe", "salt_lake_city": "bee", "las_vegas": "dice", "phoenix": "cactus",
    "denver": "mountain", "el_paso": "cowboy_hat", "dallas": "star", "kansas_city": "sunflower",
    "duluth": "anchor", "chicago": "pizza", "nashville": "guitar", "atlanta": "peach",
    "new_orleans": "trumpet", "miami": "palm", "washington": "capitol", "new_york": "liberty",
    "boston": "lighthouse",
}
