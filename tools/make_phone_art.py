"""Cut the phone page's pictures out of the game's own art: First Journey's city pictures and the icon.

Usage: python tools/make_phone_art.py [--out DIR]   (default: the repository's assets/phone/)
Writes DIR/fj_<name>.png for each tile of assets/tilesets/fj_icons.tsx, named by its "icon"
property, at the tileset's own size (the page scales them down; a phone's screen is sharp), and
DIR/icon.png, the game's icon at the size a phone's home screen asks. The same art gives the
same files, byte for byte.
"""
from __future__ import annotations

import argparse
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from tools.art.canvas import png_bytes  # noqa: E402

TILESET = ROOT / "assets" / "tilesets" / "fj_icons.tsx"
ICON = ROOT / "assets" / "icon.png"
ICON_SIZE = 192


def named_tiles(tsx: Path) -> tuple[Path, int, int, int, dict[int, str]]:
    """The tileset's image, tile size, columns, and each tile id's picture name."""
    root = ET.parse(tsx).getroot()
    image = root.find("image")
    if image is None:
        raise ValueError(f"{tsx.name} names no image")
    names = {int(tile.get("id", "-1")): prop.get("value", "")
             for tile in root.iter("tile") for prop in tile.iter("property") if prop.get("name") == "icon"}
    return (tsx.parent / image.get("source", ""), int(root.get("tilewidth", "0")),
            int(root.get("tileheight", "0")), int(root.get("columns", "1")), names)


def cut(tsx: Path, out: Path) -> list[Path]:
    """Write one PNG per named tile into `out`; the files written."""
    source, width, height, columns, names = named_tiles(tsx)
    sheet = pygame.image.load(str(source))
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for tile, name in sorted(names.items()):
        if not name.replace("_", "").isalnum():
            raise ValueError(f"tile {tile} of {tsx.name} has a picture name a file cannot have: {name!r}")
        area = pygame.Rect((tile % columns) * width, (tile // columns) * height, width, height)
        path = out / f"fj_{name}.png"
        path.write_bytes(png_bytes(sheet.subsurface(area).copy()))
        written.append(path)
    return written


def icon(source: Path, out: Path) -> Path:
    """Write the game's icon as the page's icon (tab and home screen)."""
    pygame.transform.set_smoothscale_backend("GENERIC")
    image = pygame.transform.smoothscale(pygame.image.load(str(source)), (ICON_SIZE, ICON_SIZE))
    path = out / "icon.png"
    path.write_bytes(png_bytes(image))
    return path


def main(argv: list[str] | None = None) -> int:
    """Cut the pictures into --out."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "phone")
    args = parser.parse_args(argv)
    written = [*cut(TILESET, args.out), icon(ICON, args.out)]
    print(f"{len(written)} pictures written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
