"""Draw each board's TMX into /tmp/preview_<game>.png, headless, to look at the layout.

Usage: python tools/preview_maps.py [--maps DIR] [--boxes] [--scale F] [GAME ...]
Uses the tileset images when they exist, else flat colours; labels use pygame's default font.
"""
from __future__ import annotations

import argparse
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.board.geometry import space_corners, tile_object_centre  # noqa: E402

COLORS = {"gray": (150, 150, 150), "pink": (226, 110, 176), "white": (246, 246, 240),
          "blue": (45, 105, 205), "yellow": (244, 206, 44), "orange": (238, 136, 32),
          "black": (42, 42, 46), "red": (206, 40, 40), "green": (52, 156, 70)}
PAPER = (226, 214, 180)


def load_tilesets(root: ET.Element, map_dir: Path) -> dict[int, pygame.Surface]:
    """Every tile image of the map's tilesets by global id (nothing for missing tilesets)."""
    tiles: dict[int, pygame.Surface] = {}
    for ts in root.findall("tileset"):
        path = (map_dir / ts.get("source", "")).resolve()
        if not path.exists():
            continue
        tsx = ET.parse(path).getroot()
        image = tsx.find("image")
        if image is None:
            continue
        sheet = pygame.image.load(str(path.parent / image.get("source", ""))).convert_alpha()
        tw, th = int(tsx.get("tilewidth", "32")), int(tsx.get("tileheight", "32"))
        columns = int(tsx.get("columns", "1")) or 1
        first = int(ts.get("firstgid", "1"))
        for local in range(int(tsx.get("tilecount", "0"))):
            rect = pygame.Rect((local % columns) * tw, (local // columns) * th, tw, th)
            tiles[first + local] = sheet.subsurface(rect)
    return tiles


def draw_layers(surface: pygame.Surface, root: ET.Element,
                tiles: dict[int, pygame.Surface]) -> None:
    """Draw the CSV tile layers, bottom to top."""
    for layer in root.findall("layer"):
        data = layer.find("data")
        if data is None or not data.text:
            continue
        rows = [r for r in data.text.strip().split("\n") if r]
        for y, row in enumerate(rows):
            for x, value in enumerate(v for v in row.split(",") if v.strip()):
                gid = int(value) & 0x1FFFFFFF
                if gid in tiles:
                    surface.blit(tiles[gid], (x * 32, y * 32))


def objects(root: ET.Element, group: str) -> list[ET.Element]:
    """Objects of one object group."""
    for og in root.findall("objectgroup"):
        if og.get("name") == group:
            return og.findall("object")
    return []


def props(obj: ET.Element) -> dict[str, str]:
    """Custom properties of an object."""
    return {p.get("name", ""): p.get("value", "") for p in obj.findall("properties/property")}


def draw_tile_object(surface: pygame.Surface, obj: ET.Element, image: pygame.Surface) -> None:
    """Draw a (possibly rotated) tile object stretched to its size."""
    x, y, w, h = (float(obj.get(k, "0")) for k in ("x", "y", "width", "height"))
    angle = float(obj.get("rotation", "0"))
    cx, cy = tile_object_centre(x, y, w, h, angle)
    picture = pygame.transform.rotate(pygame.transform.smoothscale(image, (round(w), round(h))),
                                      -angle)
    surface.blit(picture, picture.get_rect(center=(round(cx), round(cy))))


def _box(obj: ET.Element) -> tuple[float, float, float, float]:
    """An object's x, y, width and height."""
    return tuple(float(obj.get(k, "0")) for k in ("x", "y", "width", "height"))  # type: ignore


def draw_routes(surface: pygame.Surface, root: ET.Element) -> None:
    """Thin lines along every route's polyline (to check the track shapes)."""
    for obj in objects(root, "routes"):
        line = obj.find("polyline")
        if line is None:
            continue
        ox, oy = float(obj.get("x", "0")), float(obj.get("y", "0"))
        pairs = (p.split(",") for p in line.get("points", "").split())
        points = [(ox + float(a), oy + float(b)) for a, b in pairs]
        if len(points) > 1:
            pygame.draw.lines(surface, (120, 100, 80), False, points, 1)


def draw_spaces(surface: pygame.Surface, root: ET.Element,
                tiles: dict[int, pygame.Surface]) -> None:
    """Every train space: its tile image, or a rectangle in the route's colour."""
    colors = {o.get("name"): props(o)["color"] for o in objects(root, "routes")}
    for obj in objects(root, "spaces"):
        gid = int(obj.get("gid", "0"))
        if gid in tiles:
            draw_tile_object(surface, obj, tiles[gid])
            continue
        x, y, w, h = _box(obj)
        angle = float(obj.get("rotation", "0"))
        corners = space_corners(*tile_object_centre(x, y, w, h, angle), w, h, angle)
        pygame.draw.polygon(surface, COLORS[colors[props(obj)["route"]]], corners)
        pygame.draw.polygon(surface, (30, 30, 30), corners, 1)


def draw_cities(surface: pygame.Surface, root: ET.Element,
                tiles: dict[int, pygame.Surface]) -> None:
    """Every city marker: its tile image, or a ringed disc."""
    for obj in objects(root, "cities"):
        gid = int(obj.get("gid", "0"))
        if gid in tiles:
            draw_tile_object(surface, obj, tiles[gid])
            continue
        x, y, size, _ = _box(obj)
        centre = (x + size / 2, y - size / 2)
        pygame.draw.circle(surface, (180, 30, 30), centre, size / 2)
        pygame.draw.circle(surface, (250, 240, 220), centre, size / 2 - 4)


def draw_labels(surface: pygame.Surface, root: ET.Element, boxes: bool) -> None:
    """Every label's text, centred in its box, wrapped at spaces like the game does."""
    for obj in objects(root, "labels"):
        text = obj.find("text")
        if text is None:
            continue
        x, y, w, h = _box(obj)
        font = pygame.font.Font(None, int(text.get("pixelsize", "16")))
        if boxes:
            pygame.draw.rect(surface, (160, 120, 60), (x, y, w, h), 1)
        lines = wrap(text.text or "", font, w)
        step = font.get_linesize()
        top = y + (h - len(lines) * step) / 2
        for i, line in enumerate(lines):
            picture = font.render(line, True, (43, 33, 24))
            surface.blit(picture, picture.get_rect(midtop=(x + w / 2, top + i * step)))


def render_map(path: Path, boxes: bool) -> pygame.Surface:
    """The whole board drawn onto a surface, layers bottom to top."""
    root = ET.parse(path).getroot()
    size = (int(root.get("width", "0")) * 32, int(root.get("height", "0")) * 32)
    surface = pygame.Surface(size)
    surface.fill(PAPER)
    tiles = load_tilesets(root, path.parent)
    draw_layers(surface, root, tiles)
    if boxes:
        draw_routes(surface, root)
    draw_spaces(surface, root, tiles)
    draw_cities(surface, root, tiles)
    draw_labels(surface, root, boxes)
    return surface


def wrap(text: str, font: pygame.font.Font, width: float) -> list[str]:
    """Split text into lines at spaces so that each fits the width where possible."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and font.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def main() -> int:
    """Render the requested boards to /tmp/preview_<game>.png."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["usa", "amsterdam", "first_journey"])
    parser.add_argument("--maps", type=Path, default=ROOT / "maps")
    parser.add_argument("--boxes", action="store_true", help="outline label boxes and routes")
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    for game in args.games:
        surface = render_map(args.maps / f"{game}.tmx", args.boxes)
        if args.scale != 1.0:
            width, height = surface.get_size()
            size = (round(width * args.scale), round(height * args.scale))
            surface = pygame.transform.smoothscale(surface, size)
        out = Path(f"/tmp/preview_{game}.png")
        pygame.image.save(surface, str(out))
        print(f"{game}: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
