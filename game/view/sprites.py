"""Load our generated tilesets (assets/tilesets/*.tsx) as pygame surfaces, keyed by tile property."""
from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pygame

from game.board.pictures import MAX_PICTURE_BYTES, PictureRefused, png_size
from game.safefile import FileRefused, read_bytes, stamp

ASSETS = Path(__file__).resolve().parents[2] / "assets"
TILESETS = ASSETS / "tilesets"
PLAIN = (176, 168, 138)   # a plain sandy tile where a picture cannot be drawn


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
            tiles[props[key]] = piece(sheet, rect)
    return tiles


# Sprites' attribute -> (tileset file, the tile property that keys its tiles)
SHEETS = {"spaces": ("route_spaces", "color"), "markers": ("city_markers", "marker"), "icons": ("fj_icons", "icon"),
          "cars": ("player_cars", "player"), "merchandise": ("merchandise", "merchandise"),
          "symbols": ("card_symbols", "color")}
REBUILD_ART = ".venv/bin/python tools/make_art.py"


def missing_art() -> list[Path]:
    """The tileset files and pictures the game draws with that are not on disk."""
    missing = []
    for name, _ in SHEETS.values():
        tsx = TILESETS / f"{name}.tsx"
        png = TILESETS / f"{name}.png"
        missing += [p for p in (tsx, png) if not p.is_file()]
    return missing


def load_image(path: str) -> pygame.Surface:
    """An image file converted for fast blitting (once per version of the file); a plain tile if it cannot be drawn.

    The board reader checked a map's pictures, but a picture may change on disk between that check and
    the drawing (a stick pulled, a file copied over): it is read again as the board reader reads it
    (a regular file of bounded size, a PNG whose header is within the limits) and anything pygame
    cannot decode gives the plain tile, never an error that would close the game.
    """
    return _load(path, stamp(path))


@lru_cache(maxsize=64)
def _load(path: str, stamp: tuple[int, int]) -> pygame.Surface:
    """One version of a picture, decoded from the bytes read (so what is checked is what is decoded)."""
    try:
        raw = read_bytes(path, MAX_PICTURE_BYTES)
        png_size(raw)
        image = pygame.image.load(io.BytesIO(raw), "picture.png")
    except (FileRefused, PictureRefused, pygame.error, ValueError, OSError, MemoryError):
        return plain((1, 1))
    return image.convert_alpha() if pygame.display.get_surface() else image


def plain(size: tuple[int, int]) -> pygame.Surface:
    """A plain tile drawn where a picture cannot be."""
    out = pygame.Surface(size)
    out.fill(PLAIN)
    return out


def piece(sheet: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    """The part of a picture a tile shows; where the rectangle leaves the picture, the plain tile shows instead."""
    if sheet.get_rect().contains(rect):
        return sheet.subsurface(rect)
    out = plain(rect.size)
    out.blit(sheet, (0, 0), rect)
    return out


class Sprites:
    """Every sprite sheet of the board art, each loaded the first time it is drawn with (then kept)."""

    spaces: dict[str, pygame.Surface]
    markers: dict[str, pygame.Surface]
    icons: dict[str, pygame.Surface]
    cars: dict[str, pygame.Surface]
    merchandise: dict[str, pygame.Surface]
    symbols: dict[str, pygame.Surface]

    def __getattr__(self, name: str) -> dict[str, pygame.Surface]:
        """Load a sheet on its first use: the menu draws only the cars, a game all of them."""
        if name not in SHEETS:
            raise AttributeError(name)
        tiles = read_tileset(*SHEETS[name])
        setattr(self, name, tiles)
        return tiles
