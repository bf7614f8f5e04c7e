"""What a board is read from: its map, its rules file, its tilesets and their pictures, each read once, safely.

Every file goes through game/safefile (a regular file of bounded size; a named pipe or a device
in its place is refused at once, never waited on), and every path a map or a tileset names must
stay, links followed, inside the board's own folder or the game's assets/ folder: a board cannot
show a picture from elsewhere on the computer. pytmx is handed the map with its tilesets written
into it (their pictures by full path), so it opens no file itself. The bytes kept here are what
the board cache's key is made of (game/board/cache.py), so a board is checked from the very
bytes its key stands for.
"""
from __future__ import annotations

import copy
import hashlib
import math
import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Callable

from game.board.counts import MAX_TILESETS, count_problems, layer_cells_problems
from game.board.files import parse_xml, read_limited
from game.board.limits import MAX_MAP_BYTES, MAX_RULES_BYTES, TILE_SIDES, map_size_problems
from game.board.jpeg import check_photo, photo_size
from game.board.pictures import MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, PictureRefused, check_png, png_size
from game.safefile import printable

Report = Callable[[Path, str, str], None]

ASSETS = Path(__file__).resolve().parents[2] / "assets"   # the game's own pictures and tilesets
MAX_TILESET_BYTES = 1_000_000   # our tileset files are at most 6 kB
MAX_TILES = 4096                # tiles in one tileset (ours: at most 31)
MAX_GAP = 64                    # pixels of margin or spacing in a tileset picture (ours: 0)
MAX_LAYER_PIXELS = 2 * MAX_PICTURE_SIDE ** 2   # the image layers' pictures together: two of the largest
_NOT_THERE = "put it back, or add the tileset again in Tiled (Map > Add External Tileset)"


@dataclass(frozen=True)
class PictureFile:
    """A picture as read: its real path, its bytes, its size from its header, and whether it may be a JPEG
    (an image layer's photo; tileset pictures are PNG)."""

    path: Path
    raw: bytes
    width: int
    height: int
    photo: bool = False


@dataclass
class Sources:
    """Everything a board is read from, as read once; `parts` are the bytes its cache key covers."""

    tmx: Path
    yml: Path
    root: ET.Element | None = None
    rules: bytes | None = None
    tilesets: list[tuple[ET.Element, dict[str, str], dict[str, str]]] = field(default_factory=list)
    # ^ each tileset's element, and what pytmx is told differently: its own attributes and its picture's
    tileset_files: list[Path | None] = field(default_factory=list)   # each tileset's file (None: in the map)
    pictures: dict[Path, PictureFile] = field(default_factory=dict)
    parts: list[bytes] = field(default_factory=list)

    def key(self) -> str:
        """A hash of every byte the board is made from (the map, its rules, tilesets and pictures)."""
        digest = hashlib.sha256()
        for part in self.parts:
            digest.update(len(part).to_bytes(8, "big") + part)
        return digest.hexdigest()

    def tiled_root(self) -> ET.Element:
        """The map as pytmx reads it: its tilesets written into it, so pytmx opens no file, and without its
        image layers (game/board/tiles.py reads those from the map itself, in their order among the layers)."""
        assert self.root is not None
        root = _without_image_layers(self.root)
        tilesets = iter(self.tilesets)
        for n, child in enumerate(list(root)):
            if child.tag == "tileset":
                element, attributes, image = next(tilesets)
                kept = copy.deepcopy(element)
                kept.attrib.pop("source", None)
                kept.attrib.update(attributes)
                kept.find("image").attrib.update(image)
                root[n] = kept
        return root


def _without_image_layers(element: ET.Element) -> ET.Element:
    """A copy of a map or group without its image layers; the elements below are shared, not copied."""
    kept = copy.copy(element)
    for child in list(kept):
        if child.tag == "imagelayer":
            kept.remove(child)
        elif child.tag == "group":
            kept[list(kept).index(child)] = _without_image_layers(child)
    return kept


def gather(tmx: Path, report: Report) -> Sources | None:
    """Read a board's files with their checks; None (problems reported) if something cannot be read."""
    if not os.path.lexists(tmx):
        report(tmx, "", "no such map file; check the name and the folder (a board is a .tmx file "
                        "with a .yaml of the same name beside it)")
        return None
    sources = Sources(tmx, tmx.with_suffix(".yaml"))
    if not os.path.lexists(sources.yml):
        report(tmx, "", f"the rules file {sources.yml.name} is missing beside the map; copy one from a "
                        "board of the same rules and change its title and tickets")
    else:
        sources.rules = read_limited(sources.yml, MAX_RULES_BYTES, report, "put the board's rules file (.yaml) here")
    raw = read_limited(tmx, MAX_MAP_BYTES, report, "put the map saved by Tiled here")
    sources.root = parse_xml(tmx, raw, "map", report) if raw is not None else None
    if sources.root is None or sources.rules is None:
        return None
    sources.parts += [raw, sources.rules]
    tilesets = sources.root.findall("tileset")
    if len(tilesets) > MAX_TILESETS or len(tilesets) != len(list(sources.root.iter("tileset"))):
        report(tmx, "map", f"uses {len(list(sources.root.iter('tileset')))} tilesets; a board may use at most "
                           f"{MAX_TILESETS}, each added to the map itself (Tiled: Map > Add External Tileset)")
        return None
    ok = True
    for element in tilesets:
        ok = _tileset(sources, element, report) and ok
    return sources if _image_layers(sources, report) and ok else None


def layer_picture(element: ET.Element) -> str | None:
    """The name an image layer gives its picture (None for a layer without one: Tiled saves an empty one so)."""
    image = element.find("image")
    return image.get("source") or None if image is not None else None


def layer_picture_path(tmx: Path, element: ET.Element) -> Path | None:
    """The real path of an image layer's picture, as gather() found and read it (None if it has none)."""
    name = layer_picture(element)
    return inside(tmx.parent / name, tmx.parent) if name is not None and not os.path.isabs(name) else None


def _image_layers(sources: Sources, report: Report) -> bool:
    """Read every image layer's picture (a PNG or a JPEG photo, from the board's folder); False if one cannot be."""
    assert sources.root is not None
    ok, pixels = True, 0
    for element in sources.root.iter("imagelayer"):
        name = layer_picture(element)
        if name is not None:
            picture = _picture(sources, sources.tmx.parent, name, f"image layer {printable(element.get('name'), 40)}",
                               report, photo=True)
            ok = ok and picture is not None
    for picture in sources.pictures.values():
        pixels += picture.width * picture.height if picture.photo else 0
    if pixels > MAX_LAYER_PIXELS:
        report(sources.tmx, "image layers", f"their pictures hold {pixels:,} pixels together; a board's image "
                                            f"layers may hold at most {MAX_LAYER_PIXELS:,} (two pictures of "
                                            f"{MAX_PICTURE_SIDE} × {MAX_PICTURE_SIDE}): make them smaller in a "
                                            "paint program")
        return False
    return ok


def map_within_limits(sources: Sources, report: Report) -> bool:
    """The map's size, layers, counts and words are within the limits (checked before pytmx reads it)."""
    assert sources.root is not None
    problems = list(map_size_problems(sources.root)) or list(layer_cells_problems(sources.root))
    problems += count_problems(sources.root)
    for where, what in problems:
        report(sources.tmx, where, what)
    return not problems


def check_pictures(sources: Sources, report: Report) -> bool:
    """Every tileset picture decodes whole (PNG chunks, check sums, data); False with the problems if not."""
    ok = True
    for picture in sources.pictures.values():
        try:
            check_photo(picture.raw) if picture.photo else check_png(picture.raw)
        except PictureRefused as err:
            report(sources.tmx, f"picture {_shown(picture.path, sources.tmx)}", str(err))
            ok = False
    return ok


def inside(path: Path, folder: Path) -> Path | None:
    """The real path (links followed) if it lies inside the board's folder or the game's assets/, else None."""
    try:
        real = path.resolve()
        return real if any(real.is_relative_to(top.resolve()) for top in (folder, ASSETS)) else None
    except (OSError, RuntimeError, ValueError):   # a loop of links, a name the system cannot hold
        return None


def _place(sources: Sources, base: Path, name: str, report: Report, where: str, what: str) -> Path | None:
    """Where a file named by the map or a tileset really is, or None with a problem: missing, a full path, outside."""
    if os.path.isabs(name):
        report(sources.tmx, where, f"its {what.removeprefix('layer ')} is named by a full path "
                                   f"({printable(name, 80)}); a board names "
                                   "its files from its own folder: put the file in the board's folder and "
                                   "choose it again in Tiled")
        return None
    path = base / name
    if not os.path.lexists(path) and what == "tileset file":
        path = _shipped(name) or path
    if not os.path.lexists(path):
        beside = "the map" if what == "layer picture" else "the tileset"
        report(sources.tmx, where, "the tileset file is missing; " + _NOT_THERE if what == "tileset file" else
               f"its picture {printable(name, 80)} is missing; put the picture back beside {beside}, or "
               "choose it again in Tiled")
        return None
    real = inside(path, sources.tmx.parent)
    if real is None:
        report(sources.tmx, where, ("lies" if what == "tileset file" else f"its picture {printable(name, 80)} lies")
               + " outside the board's folder; a board may use only files in its own folder (or the game's "
                 "assets): copy the file into the board's folder and choose it again in Tiled")
    return real


def _shipped(name: str) -> Path | None:
    """The game's own tileset of this file name (assets/tilesets/NAME.tsx), for a map that names one it does not
    carry: a board copied away from the game's folder keeps the shipped tilesets by their names alone."""
    shipped = ASSETS / "tilesets" / PurePosixPath(name.replace("\\", "/")).name
    return shipped if shipped.suffix == ".tsx" and shipped.is_file() else None


def _tileset(sources: Sources, element: ET.Element, report: Report) -> bool:
    """Read one tileset of the map (from its file, or written in the map) and its picture; False if it cannot be."""
    source = element.get("source")
    if source is None:
        sources.tileset_files.append(None)
        return _tileset_content(sources, element, element, sources.tmx.parent,
                                f"tileset {printable(element.get('name'), 40)}", report)
    where = f"tileset {printable(source, 80)}"
    tsx = _place(sources, sources.tmx.parent, source, report, where, "tileset file")
    raw = read_limited(tsx, MAX_TILESET_BYTES, report, "put the tileset file saved by Tiled here") \
        if tsx is not None else None
    root = parse_xml(tsx, raw, "tileset", report) if raw is not None and tsx is not None else None
    if root is None or tsx is None:
        return False
    sources.parts.append(raw)
    sources.tileset_files.append(tsx)
    return _tileset_content(sources, element, root, tsx.parent, where, report)


def _tileset_content(sources: Sources, element: ET.Element, root: ET.Element, base: Path, where: str,
                     report: Report) -> bool:
    """Check a tileset's numbers and picture; keep it as pytmx will read it."""
    numbers = _numbers(root, element.get("firstgid"))
    problems = [f"{key} must be a whole number from {lo} to {hi}, not {printable(root.get(key, element.get(key)), 20)!r}"
                for key, (lo, hi, value) in numbers.items() if value is None]
    image = root.find("image")
    if image is None or image.get("source") is None or any(t.find("image") is not None for t in root.iter("tile")):
        problems.append("is a collection of separate pictures; the game draws tilesets made from one picture "
                        "(in Tiled: New Tileset, Type: Based on Tileset Image)")
    for problem in problems:
        report(sources.tmx, where, f"{problem}; open the tileset in Tiled and make it again from its picture")
    if problems or image is None:
        return False
    picture = _picture(sources, base, image.get("source", ""), where, report)
    if picture is None:
        return False
    n = {key: value for key, (_, _, value) in numbers.items()}
    rows = math.ceil(n["tilecount"] / n["columns"])
    width = n["columns"] * (n["tilewidth"] + n["spacing"]) - n["spacing"]     # the tiles' area, as Tiled numbers them
    height = rows * (n["tileheight"] + n["spacing"]) - n["spacing"]
    if n["margin"] + width > picture.width or n["margin"] + height > picture.height:
        report(sources.tmx, where, f"its picture is {picture.width} × {picture.height} pixels but its "
                                   f"{n['tilecount']} tiles of {n['tilewidth']} × {n['tileheight']} in "
                                   f"{n['columns']} columns need {n['margin'] + width} × {n['margin'] + height}; "
                                   "put the whole picture back, or make the tileset again in Tiled from this picture")
        return False
    # pytmx numbers tiles from the picture's size: given exactly the tiles' area it numbers them as Tiled does
    sources.tilesets.append((root, {"firstgid": str(n["firstgid"])},
                             {"source": str(picture.path), "width": str(width), "height": str(height)}))
    return True


def _numbers(root: ET.Element, firstgid: str | None) -> dict[str, tuple[int, int, int | None]]:
    """A tileset's numbers: name -> (lowest, highest, the value or None if it is not a whole number in range)."""
    lo, hi = TILE_SIDES
    ranges = {"firstgid": (1, 2**28), "tilewidth": (lo, hi), "tileheight": (lo, hi), "tilecount": (1, MAX_TILES),
              "columns": (1, MAX_TILES), "margin": (0, MAX_GAP), "spacing": (0, MAX_GAP)}
    out = {}
    for key, (low, high) in ranges.items():
        text = firstgid if key == "firstgid" else root.get(key, "0" if key in ("margin", "spacing") else None)
        value = int(text) if text is not None and text.strip().isdecimal() and len(text.strip()) < 12 else None
        out[key] = (low, high, value if value is not None and low <= value <= high else None)
    return out


def _picture(sources: Sources, base: Path, name: str, where: str, report: Report,
             photo: bool = False) -> PictureFile | None:
    """A tileset's picture (PNG) or an image layer's (`photo`: PNG or JPEG), read once however many layers and
    tilesets use it; None with a problem if it cannot be used."""
    real = _place(sources, base, name, report, where, "layer picture" if photo else "picture")
    if real is None:
        return None
    if real not in sources.pictures:
        raw = read_limited(real, MAX_PICTURE_BYTES, report,
                           "put the picture here" if photo else "put the tileset's PNG picture here")
        if raw is None:
            return None
        try:
            width, height = photo_size(raw) if photo else png_size(raw)
        except PictureRefused as err:
            report(sources.tmx, f"picture {_shown(real, sources.tmx)}", str(err))
            return None
        sources.pictures[real] = PictureFile(real, raw, width, height, photo)
        sources.parts += [os.fsencode(real), raw]
    return sources.pictures[real]


def _shown(path: Path, tmx: Path) -> str:
    """A picture's path as a family finds it: from the board's folder, or in the game's assets/."""
    folder = tmx.parent.resolve()
    if path.is_relative_to(folder):
        return printable(path.relative_to(folder), 120)
    if path.is_relative_to(ASSETS.resolve()):
        return printable(f"assets/{path.relative_to(ASSETS.resolve())}", 120)
    return printable(path, 120)
