"""Load our generated tilesets (assets/tilesets/*.tsx) as pygame surfaces, keyed by tile property."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pygame

ASSETS = Path(__file__).resolve().parents[2] / "assets"
TILESETS = ASSETS / "tilesets"


def read_tileset(name: str, key: str) -> dict[str, pygame.Surface]:
    """Tiles of one TSX file as surfaces, keyed by the value of their property `key`."""
    path = TILESETS / f"{name}.tsx"
    root = ET.parse(path).getroot()
    tw, th = int(root.get("tilewidth")), int(root.get("tileheight"))
    columns = int(root.get("columns"))
    sheet = load_image(str(path.parent / root.find("image").get("source")))
    tiles = {}
    for tile in root.findall("tile"):
        props = {p.get("name"): p.get("value") for p in tile.iter("property")}
        if key in props:
            n = int(tile.get("id"))
            rect = pygame.Rect((n % columns) * tw, (n // columns) * th, tw, th)
            tiles[props[key]] = sheet.subsurface(rect)
    return tiles


SHEETS = ("route_spaces", "city_markers", "fj_icons", "player_cars", "merchandise", "card_symbols")
REBUILD_ART = ".venv/bin/python tools/make_art.py"


def missing_art() -> list[Path]:
    """The tileset files and pictures the game draws with that are not on disk."""
    missing = []
    for name in SHEETS:
        tsx = TILESETS / f"{name}.tsx"
        png = TILESETS / f"{name}.png"
        missing += [p for p in (tsx, png) if not p.is_file()]
    return missing


@lru_cache(maxsize=None)
def load_image(path: str) -> pygame.Surface:
    """An image file converted for fast blitting (once per file)."""
    image = pygame.image.load(path)
    return image.convert_alpha() if pygame.display.get_surface() else image


class Sprites:
    """Every sprite sheet of the board art, loaded once."""

    def __init__(self) -> None:
        self.spaces = read_tileset("route_spaces", "color")
        self.markers = read_tileset("city_markers", "marker")
        self.icons = read_tileset("fj_icons", "icon")
        self.cars = read_tileset("player_cars", "player")
        self.merchandise = read_tileset("merchandise", "merchandise")
        self.symbols = read_tileset("card_symbols", "color")
