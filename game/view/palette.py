"""Board colours, colour-blind symbols and player colours shared by the art generator and the view.

Plain data only (no pygame): tools/make_art.py draws the sprites from these values and the
renderer uses the same names for cards, routes and players.
"""
from __future__ import annotations

RGB = tuple[int, int, int]

# Route and card colours. "locomotive" is the base of a wild card (the rainbow symbol sits on it).
ROUTE_RGB: dict[str, RGB] = {
    "gray": (152, 152, 150),
    "pink": (222, 110, 190),
    "white": (242, 240, 232),
    "blue": (40, 110, 210),
    "yellow": (250, 208, 40),
    "orange": (240, 132, 32),
    "black": (48, 48, 54),
    "red": (210, 44, 44),
    "green": (46, 150, 72),
    "locomotive": (226, 222, 236),
}

# One bold shape per colour, so a colour never has to be told by hue alone.
SYMBOLS: dict[str, str] = {
    "gray": "square",
    "pink": "diamond",
    "white": "cloud",
    "blue": "drop",
    "yellow": "star",
    "orange": "sun",
    "black": "moon",
    "red": "heart",
    "green": "clover",
    "locomotive": "rainbow",
}

# The tone each symbol is drawn in on its own colour (light on dark colours, dark on light ones).
# The rainbow is multicoloured; its entry is the outline tone.
SYMBOL_RGB: dict[str, RGB] = {
    "gray": (44, 44, 46),
    "pink": (86, 18, 66),
    "white": (70, 70, 84),
    "blue": (250, 250, 255),
    "yellow": (104, 70, 0),
    "orange": (92, 40, 0),
    "black": (238, 238, 230),
    "red": (255, 250, 246),
    "green": (250, 255, 246),
    "locomotive": (40, 35, 45),
}

# Player colours in seat order: (name, fill, outline, pattern). Their lightness differs
# clearly (black < red < blue < green < yellow) and each has its own pattern.
PLAYER_COLORS: tuple[tuple[str, RGB, RGB, str], ...] = (
    ("blue", (52, 138, 232), (12, 36, 92), "stripes"),
    ("red", (196, 32, 44), (84, 8, 16), "dots"),
    ("green", (72, 196, 84), (14, 72, 26), "chevrons"),
    ("yellow", (255, 214, 40), (120, 84, 0), "checks"),
    ("black", (38, 38, 44), (236, 236, 228), "crosses"),
)
