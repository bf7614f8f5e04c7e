"""Draw all board art from code and write it as PNG + Tiled TSX files (deterministic).

Usage: python tools/make_art.py [--out DIR]   (default: the repository's assets/ folder)
Writes DIR/tilesets/*.png|*.tsx and DIR/preview/<game>_terrain.png.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.view.palette import PLAYER_COLORS  # noqa: E402
from tools.art import fj_icons2, places, preview, sprites  # noqa: E402
from tools.art.amsterdam_tiles import amsterdam_tiles  # noqa: E402
from tools.art.canvas import png_bytes, sheet  # noqa: E402
from tools.art.grids import tile_kinds  # noqa: E402
from tools.art.terrain import terrain_layers  # noqa: E402
from tools.art.terrain_tiles import north_america_tiles  # noqa: E402
from tools.art.tsx import tsx_text  # noqa: E402

Tileset = tuple[str, int, list[pygame.Surface], list[dict[str, str]]]
COASTS = {"usa": ("Water", "Land"), "first_journey": ("Water", "Land"), "amsterdam": ("Canal", "Street")}


def sprite_tilesets() -> list[Tileset]:
    """(name, columns, tiles, properties) of every sprite tileset."""
    return [
        ("route_spaces", 3, [sprites.route_space(c) for c in sprites.SPACE_ORDER],
         [{"color": c} for c in sprites.SPACE_ORDER]),
        ("player_cars", 1, sprites.all_player_cars(), [{"player": p[0]} for p in PLAYER_COLORS]),
        ("city_markers", 2, [sprites.station_marker(), sprites.landmark_marker()],
         [{"marker": "station"}, {"marker": "landmark"}]),
        ("fj_icons", 5, [fj_icons2.icon(n) for n in fj_icons2.ICONS],
         [{"icon": n} for n in fj_icons2.ICONS]),
        ("merchandise", 4, [sprites.merchandise(k) for k in sprites.MERCHANDISE],
         [{"merchandise": k} for k in sprites.MERCHANDISE]),
        ("card_symbols", 5, [sprites.card_symbol(c) for c in sprites.CARD_ORDER],
         [{"color": c} for c in sprites.CARD_ORDER]),
    ]


def terrain_tiles(game: str) -> list[pygame.Surface]:
    """The terrain tiles of one game, in local id order."""
    return amsterdam_tiles() if game == "amsterdam" else north_america_tiles(game)


def write_tileset(out: Path, ts: Tileset, coast: tuple[str, str] | None = None) -> None:
    """Write NAME.png and NAME.tsx of one tileset (with a coast terrain set over its shore tiles)."""
    name, columns, tiles, props = ts
    image = sheet(tiles, columns)
    (out / f"{name}.png").write_bytes(png_bytes(image))
    text = tsx_text(name, tiles[0].get_size(), columns, image.get_size(), props, coast)
    (out / f"{name}.tsx").write_text(text, encoding="utf-8", newline="\n")


def markers(game: str) -> list[tuple[pygame.Surface, tuple[float, float]]]:
    """City markers for a terrain preview, at the sizes the board is likely to use."""
    pts = places.places(game)
    if game == "first_journey":
        return [(pygame.transform.smoothscale(fj_icons2.icon(places.FJ_ICONS[c]), (72, 72)), p)
                for c, p in pts.items()]
    base = sprites.landmark_marker() if game == "amsterdam" else sprites.station_marker()
    image = pygame.transform.smoothscale(base, (44, 44) if game == "amsterdam" else (36, 36))
    return [(image, p) for p in pts.values()]


def main(argv: list[str] | None = None) -> int:
    """Regenerate every tileset and preview into --out."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    pygame.transform.set_smoothscale_backend("GENERIC")
    tiles_dir, preview_dir = args.out / "tilesets", args.out / "preview"
    tiles_dir.mkdir(parents=True, exist_ok=True)
    preview_dir.mkdir(parents=True, exist_ok=True)
    for ts in sprite_tilesets():
        write_tileset(tiles_dir, ts)
    for game in ("usa", "amsterdam", "first_journey"):
        tiles = terrain_tiles(game)
        props = [{"kind": kind, "variant": str(v)} for kind, v in tile_kinds(game)]
        write_tileset(tiles_dir, (f"{game}_terrain", 8, tiles, props), COASTS[game])
        cols, rows = places.MAP_TILES[game]
        layers = terrain_layers(game, cols, rows, places.places(game))
        picture = preview.render(layers, tiles, markers(game))
        (preview_dir / f"{game}_terrain.png").write_bytes(png_bytes(picture))
    print(f"art written to {args.out} in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
