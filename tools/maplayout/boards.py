"""The three boards' fixed layout settings: map size, pixel frame, sizes of spaces and markers."""
from __future__ import annotations

from dataclasses import dataclass

from tools.art import places


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
    "usa": BoardSpec(
        game="usa", cols=56, rows=37, origin=(24, 30), scale=(1744, 1125),
        space=(50, 16), space_gap=4, step_gap=(4, 10), marker=28, font=18,
        marker_set="city_markers", marker_key=("marker", "station")),
    "amsterdam": BoardSpec(
        game="amsterdam", cols=48, rows=36, origin=(0, 0), scale=(1536, 1152),
        space=(90, 28), space_gap=6, step_gap=(8, 16), marker=40, font=20,
        marker_set="city_markers", marker_key=("marker", "landmark")),
    "first_journey": BoardSpec(
        game="first_journey", cols=56, rows=37, origin=(24, 30), scale=(1744, 1125),
        space=(62, 24), space_gap=6, step_gap=(6, 14), marker=72, font=26,
        marker_set="fj_icons", marker_key=("icon", "")),
}

# First Journey: the picture on each city's icon (contract), as the art draws them.
FJ_ICONS = places.FJ_ICONS
