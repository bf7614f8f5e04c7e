"""Board art: committed assets match the generator, tilesets are valid, colours are told apart."""
from __future__ import annotations

import math
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.view.palette import PLAYER_COLORS, ROUTE_RGB, SYMBOL_RGB, SYMBOLS  # noqa: E402
from tools.art import places  # noqa: E402
from tools.art.terrain import terrain_layers  # noqa: E402

ASSETS = ROOT / "assets"
TILESETS = ASSETS / "tilesets"
CONTRACT_SPACES = ["gray", "pink", "white", "blue", "yellow", "orange", "black", "red", "green"]
CARD_COLOURS = {"pink", "white", "blue", "yellow", "orange", "black", "red", "green", "locomotive"}
FJ_PICTURES = {
    "seattle": "pine", "san_francisco": "bridge", "los_angeles": "clapperboard",
    "helena": "horseshoe", "salt_lake_city": "bee", "las_vegas": "dice", "phoenix": "cactus",
    "denver": "mountain", "el_paso": "cowboy_hat", "dallas": "star", "kansas_city": "sunflower",
    "duluth": "anchor", "chicago": "pizza", "nashville": "guitar", "atlanta": "peach",
    "new_orleans": "trumpet", "miami": "palm", "washington": "capitol", "new_york": "liberty",
    "boston": "lighthouse",
}
MAP_SIZES = {"usa": (56, 37), "first_journey": (56, 37), "amsterdam": (48, 36)}


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Run the generator into a fresh folder."""
    out = tmp_path_factory.mktemp("art")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_art.py"), "--out", str(out)],
                   check=True, env=env, capture_output=True, timeout=120)
    return out


def _content(path: Path) -> bytes:
    """A file's meaning: the pixels of a PNG (its compressed bytes depend on the zlib build), else its bytes."""
    if path.suffix == ".png":
        import pygame
        return pygame.image.tobytes(pygame.image.load(str(path)), "RGBA")
    return path.read_bytes()


def _files(base: Path) -> dict[str, bytes]:
    """Every file under base, by relative path."""
    return {p.relative_to(base).as_posix(): _content(p) for p in base.rglob("*") if p.is_file()}


def test_committed_assets_are_what_the_generator_makes(regenerated: Path) -> None:
    """Regenerating gives the same tilesets (same TSX bytes, same PNG pixels), none missing or extra.

    The previews are only for checking by eye and are not committed (see .gitignore).
    """
    made, committed = _files(regenerated / "tilesets"), _files(TILESETS)
    assert {"usa_terrain.png", "amsterdam_terrain.png", "first_journey_terrain.png"} == {
        p.name for p in (regenerated / "preview").iterdir()}
    assert sorted(made) == sorted(committed)
    changed = [name for name in made if made[name] != committed[name]]
    assert not changed, f"run `python tools/make_art.py` to refresh: {changed}"


def _png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG header."""
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def _tile_props(root: ET.Element, key: str) -> list[str]:
    """The value of one property for every tile, in id order."""
    values = {int(t.get("id")): p.get("value") for t in root.iter("tile")
              for p in t.iter("property") if p.get("name") == key}
    return [values[i] for i in sorted(values)]


@pytest.mark.parametrize("tsx", sorted(TILESETS.glob("*.tsx")), ids=lambda p: p.stem)
def test_tsx_is_a_valid_tileset(tsx: Path) -> None:
    """Each TSX is Tiled 1.10 XML whose image size fits its tile count and columns."""
    root = ET.parse(tsx).getroot()
    assert root.tag == "tileset" and root.get("version") == "1.10"
    assert root.get("name") == tsx.stem
    tw, th = int(root.get("tilewidth")), int(root.get("tileheight"))
    count, columns = int(root.get("tilecount")), int(root.get("columns"))
    image = root.find("image")
    assert image is not None and image.get("source") == f"{tsx.stem}.png"
    size = _png_size(tsx.with_name(image.get("source")))
    assert size == (int(image.get("width")), int(image.get("height")))
    assert size == (columns * tw, math.ceil(count / columns) * th)
    assert all(0 <= int(t.get("id")) < count for t in root.iter("tile"))


def test_tilesets_follow_the_contract() -> None:
    """Tile order and properties are the ones the maps and the renderer look up."""
    def load(name: str) -> ET.Element:
        """Parse one tileset."""
        return ET.parse(TILESETS / f"{name}.tsx").getroot()
    spaces = load("route_spaces")
    assert (spaces.get("tilewidth"), spaces.get("tileheight")) == ("96", "32")
    assert _tile_props(spaces, "color") == CONTRACT_SPACES
    assert _tile_props(load("city_markers"), "marker") == ["station", "landmark"]
    icons = load("fj_icons")
    assert icons.get("tilewidth") == "128"
    assert set(_tile_props(icons, "icon")) == set(FJ_PICTURES.values())
    assert _tile_props(load("player_cars"), "player") == [p[0] for p in PLAYER_COLORS]
    assert _tile_props(load("merchandise"), "merchandise") == ["herring", "spices", "cloth", "wine"]
    assert CARD_COLOURS <= set(_tile_props(load("card_symbols"), "color"))
    for game in MAP_SIZES:
        root = load(f"{game}_terrain")
        assert (root.get("tilewidth"), root.get("tileheight")) == ("32", "32")


def test_pytmx_reads_the_tilesets(tmp_path: Path) -> None:
    """A map that references every tileset loads in pytmx with the tile properties."""
    import pytmx
    refs, first, firstgid = [], 1, {}
    for tsx in sorted(TILESETS.glob("*.tsx")):
        refs.append(f'<tileset firstgid="{first}" source="{os.path.relpath(tsx, tmp_path)}"/>')
        firstgid[tsx.stem] = first
        first += int(ET.parse(tsx).getroot().get("tilecount"))
    (tmp_path / "t.tmx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
        'renderorder="right-down" width="1" height="1" tilewidth="32" tileheight="32" '
        'infinite="0" nextlayerid="2" nextobjectid="1">\n' + "\n".join(refs)
        + '\n<layer id="1" name="l" width="1" height="1">'
        '<data encoding="csv">1</data></layer>\n</map>\n')
    tmx = pytmx.TiledMap(str(tmp_path / "t.tmx"))
    assert len(tmx.tilesets) == len(refs)
    assert tmx.get_tile_properties_by_gid(firstgid["route_spaces"])["color"] == "gray"
    assert tmx.get_tile_properties_by_gid(firstgid["city_markers"] + 1)["marker"] == "landmark"


def test_every_colour_has_its_own_symbol() -> None:
    """Each route/card colour has a symbol of its own, and the symbol can be drawn."""
    from tools.art.symbols import SHAPES
    assert set(ROUTE_RGB) == set(SYMBOLS) == set(SYMBOL_RGB)
    assert set(CONTRACT_SPACES) | CARD_COLOURS <= set(SYMBOLS)
    assert len(set(SYMBOLS.values())) == len(SYMBOLS)
    assert set(SYMBOLS.values()) <= set(SHAPES)
    assert SYMBOLS["locomotive"] == "rainbow"


def _luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG relative luminance."""
    def channel(c: int) -> float:
        """Linearised sRGB channel."""
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_player_colours_differ_in_lightness_and_pattern() -> None:
    """Five seats whose lightness and pattern both differ, each with a clear outline."""
    assert [p[0] for p in PLAYER_COLORS] == ["blue", "red", "green", "yellow", "black"]
    for (_, a, _, pa), (_, b, _, pb) in combinations(PLAYER_COLORS, 2):
        la, lb = sorted((_luminance(a), _luminance(b)))
        assert lb - la > 0.08 and (lb + 0.05) / (la + 0.05) > 1.4
        assert pa != pb
    for _, fill, outline, _ in PLAYER_COLORS:
        la, lb = sorted((_luminance(fill), _luminance(outline)))
        assert (lb + 0.05) / (la + 0.05) > 2.5


def test_symbols_contrast_with_their_colour() -> None:
    """Each symbol tone stands out from the colour it is drawn on."""
    for colour, rgb in ROUTE_RGB.items():
        la, lb = sorted((_luminance(rgb), _luminance(SYMBOL_RGB[colour])))
        assert (lb + 0.05) / (la + 0.05) > 3.0, colour


def test_palette_and_terrain_need_no_pygame() -> None:
    """The palette and terrain_layers are plain Python: importing them does not import pygame."""
    code = ("import sys, game.view.palette, tools.art.terrain; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


@pytest.mark.parametrize("game", sorted(MAP_SIZES))
def test_terrain_layers_fit_the_map(game: str) -> None:
    """Layers are deterministic, sized rows x cols, use existing tiles, and cities sit on land."""
    cols, rows = MAP_SIZES[game]
    pts = places.places(game)
    layers = terrain_layers(game, cols, rows, pts)
    assert layers == terrain_layers(game, cols, rows, pts)
    count = int(ET.parse(TILESETS / f"{game}_terrain.tsx").getroot().get("tilecount"))
    assert layers[0][0] == "ground"
    for name, tsx, grid in layers:
        assert tsx == f"{game}_terrain.tsx"
        assert len(grid) == rows and all(len(row) == cols for row in grid)
        assert all(-1 <= t < count for row in grid for t in row)
    ground = layers[0][2]
    assert all(0 <= t < 16 for row in ground for t in row)
    if game != "amsterdam":
        for x, y in pts.values():
            assert ground[int(y // 32)][int(x // 32)] == 15


def test_terrain_layers_keep_decoration_off_cities() -> None:
    """No relief tile sits in the cell of a city."""
    pts = places.places("usa")
    layers = terrain_layers("usa", 56, 37, pts)
    for name, _, grid in layers[1:]:
        for x, y in pts.values():
            assert grid[int(y // 32)][int(x // 32)] == -1, name
