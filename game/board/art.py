"""The pictures the game draws every board with, named as the tilesets in assets/tilesets name them.

The game draws cards, train spaces and First Journey's city pictures from its own tilesets, not
from the map's, so a colour or a picture the game has no drawing for would break the screen.
Read from the tileset files (plain XML), so the board layer needs no pygame.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

TILESETS = Path(__file__).resolve().parents[2] / "assets" / "tilesets"


@lru_cache(maxsize=None)
def tile_names(tileset: str, key: str) -> frozenset[str]:
    """The values of property `key` over the tiles of assets/tilesets/<tileset>.tsx (empty if unreadable)."""
    try:
        root = ET.parse(TILESETS / f"{tileset}.tsx").getroot()
    except (OSError, ET.ParseError):
        return frozenset()
    return frozenset(p.get("value", "") for p in root.iter("property") if p.get("name") == key)


def drawn_colours() -> frozenset[str]:
    """Colours the game has both a card and a train-space picture for."""
    return tile_names("card_symbols", "color") & tile_names("route_spaces", "color")


def city_pictures() -> frozenset[str]:
    """Names of the city pictures (First Journey style) the game can draw."""
    return tile_names("fj_icons", "icon")


def colour_problem(colours: list[str]) -> str | None:
    """Why the deck's colours cannot all be drawn, or None."""
    known = drawn_colours() - {"gray", "locomotive"}   # gray is for routes, locomotive the wild card
    if not known:
        return None   # the art is missing altogether; the game says so when it starts
    unknown = [c for c in colours if c not in known]
    if not unknown:
        return None
    return (f"the game has no card picture for {', '.join(repr(c) for c in unknown)}; "
            f"use colours from: {', '.join(sorted(known))}")
