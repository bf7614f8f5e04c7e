"""`main.py pack-board MAP DIR`: a board as one folder that travels (a USB stick), with every file it uses inside.

The folder holds the map and its rules file, every tileset it uses in `tilesets/` (the game's own too,
so the folder needs nothing beside it) with their pictures, and its image layers' pictures in
`pictures/`, each path in the map and tilesets rewritten to point there. Only a board that checks is
packed, from the very bytes the check read (game/board/sources.py). The folder is written whole or not
at all: everything goes into a temporary folder beside it, which must check as a board and lean on no
file outside itself before it is renamed into place; anything in the way is refused in one line.
"""
from __future__ import annotations

import argparse
import copy
import os
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from game.board.loader import read_board
from game.board.sources import Sources, gather, layer_picture_path
from game.rules.board import ImageLayer
from game.safefile import printable

TILESETS, PICTURES = "tilesets", "pictures"


class PackRefused(Exception):
    """A board that cannot be packed into this folder; the message is the one line that says why."""


def main(argv: list[str]) -> int:
    """Pack a board into a folder and say what was written (exit 0), or say in one line why not (exit 2)."""
    parser = argparse.ArgumentParser(prog="main.py pack-board",
                                     description="Put a board and every file it uses into one folder that "
                                                 "plays anywhere (main.py --maps DIR).")
    parser.add_argument("map", help="the board's map, e.g. maps/mytown.tmx")
    parser.add_argument("folder", help="the folder to make, e.g. /media/stick/mytown (new, or empty)")
    args = parser.parse_args(argv)
    try:
        print(pack(Path(args.map), Path(args.folder)))
    except PackRefused as refused:
        print(printable(refused), file=sys.stderr)
        return 2
    return 0


def pack(tmx: Path, folder: Path) -> str:
    """Write the board's folder; the line to show when done (PackRefused if the board or the folder will not do)."""
    _board_checks(tmx)
    sources = gather(tmx, lambda *problem: None)
    if sources is None:
        raise PackRefused(f"{tmx}: its files changed while it was read; run the command again")
    files = packed_files(sources)
    _folder_free(folder, tmx.stem)
    try:
        temporary = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".packing", dir=folder.parent))
    except OSError as err:
        raise PackRefused(_cannot_write(folder, err)) from None
    try:
        temporary.chmod(0o755)   # as any folder made by hand: others on the computer may read the board
        for name, raw in files.items():
            (temporary / name).parent.mkdir(exist_ok=True)
            (temporary / name).write_bytes(raw)
        _plays_alone(temporary / f"{tmx.stem}.tmx", tmx)
        _move_into_place(temporary, folder)
    except OSError as err:
        raise PackRefused(_cannot_write(folder, err)) from None
    finally:
        shutil.rmtree(temporary, ignore_errors=True)
    tilesets = sum(name.endswith(".tsx") for name in files)
    return (f"{folder}: {tmx.stem}.tmx, {tmx.stem}.yaml, {tilesets} tilesets and {len(files) - tilesets - 2} "
            f"pictures; play it with: main.py --maps {folder}")


def packed_files(sources: Sources) -> dict[str, bytes]:
    """Name inside the folder -> bytes: the map and tilesets with their paths rewritten, the rules and pictures
    as they were read."""
    assert sources.root is not None and sources.rules is not None
    root, names, files = copy.deepcopy(sources.root), _Names(), {}
    for element, (own, _, image), tsx in zip(root.findall("tileset"), sources.tilesets, sources.tileset_files):
        picture = names.place(Path(image["source"]), TILESETS)
        if tsx is None:   # a tileset written in the map itself: only its picture moves
            element.find("image").set("source", picture)   # type: ignore[union-attr]
            continue
        tileset = copy.deepcopy(own)
        tileset.find("image").set("source", Path(picture).name)   # type: ignore[union-attr]
        element.set("source", names.place(tsx, TILESETS))
        files[element.get("source")] = _xml(tileset)
    for element in root.iter("imagelayer"):
        path = layer_picture_path(sources.tmx, element)
        if path is not None:
            element.find("image").set("source", names.place(path, PICTURES))   # type: ignore[union-attr]
    for path, name in names.placed.items():
        if path in sources.pictures:
            files[name] = sources.pictures[path].raw
    files[f"{sources.tmx.stem}.tmx"] = _xml(root)
    files[f"{sources.tmx.stem}.yaml"] = sources.rules
    return files


class _Names:
    """Each file's name inside the folder: its own name, made different where two files share one."""

    def __init__(self) -> None:
        self.placed: dict[Path, str] = {}

    def place(self, path: Path, under: str) -> str:
        """The name (under `under`/) this file gets, the same every time it is asked for."""
        if path not in self.placed:
            taken = set(self.placed.values())
            name, n = f"{under}/{path.name}", 1
            while name in taken:
                n += 1
                name = f"{under}/{path.stem}-{n}{path.suffix}"
            self.placed[path] = name
        return self.placed[path]


def _xml(root: ET.Element) -> bytes:
    """A map or tileset as Tiled writes it (UTF-8, with its declaration)."""
    return ET.tostring(root, encoding="UTF-8", xml_declaration=True) + b"\n"


def _board_checks(tmx: Path) -> None:
    """Only a board that checks is packed."""
    try:
        board, problems = read_board(tmx)
    except (OSError, RecursionError, MemoryError, ValueError) as err:
        board, problems = None, [str(err)]
    if problems or board is None:
        count = len(problems)
        raise PackRefused(f"{tmx}: the board does not check ({count} problem{'s' if count != 1 else ''}, the first: "
                          f"{printable(problems[0] if problems else '?', 160)}); run main.py check-map {tmx} and fix "
                          "them first")


def _folder_free(folder: Path, stem: str) -> None:
    """The folder is new or empty, or holds this very board packed before (which is replaced); else refused."""
    if not os.path.lexists(folder):
        if not folder.parent.is_dir():
            raise PackRefused(f"{folder}: the folder {folder.parent} to make it in does not exist; make it first, "
                              "or choose another")
        return
    if folder.is_symlink() or not folder.is_dir():
        raise PackRefused(f"{folder}: is a file or a link, not a folder; choose a new folder's name")
    try:
        inside = {entry.name for entry in folder.iterdir()}
    except OSError as err:
        raise PackRefused(_cannot_write(folder, err)) from None
    if inside and not (f"{stem}.tmx" in inside and inside <= {f"{stem}.tmx", f"{stem}.yaml", TILESETS, PICTURES}):
        boards = sorted(name for name in inside if name.endswith(".tmx"))
        what = f"another board ({printable(boards[0], 40)})" if boards else f"{len(inside)} other files"
        raise PackRefused(f"{folder}: already holds {what}; a board is packed into a folder of its own: "
                          "choose a new or empty folder")


def _plays_alone(packed: Path, tmx: Path) -> None:
    """The packed copy checks as a board and uses no file outside its folder (PackRefused if not)."""
    board, problems = read_board(packed)
    folder = packed.parent.resolve()
    paths = [t.path for t in board.tile_images] + [layer.path for layer in board.layers
                                                     if isinstance(layer, ImageLayer)] if board else []
    outside = [path for path in paths if not Path(path).is_relative_to(folder)]
    if problems or board is None or outside:
        first = printable((problems or outside or ["?"])[0], 160)
        raise PackRefused(f"{tmx}: its packed copy does not check ({first}); nothing was written")


def _move_into_place(temporary: Path, folder: Path) -> None:
    """Rename the finished folder into place; an earlier pack of the board is replaced only once it is there."""
    if not os.path.lexists(folder) or not any(folder.iterdir()):
        os.replace(temporary, folder)   # an empty folder is replaced whole
        return
    old = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".old", dir=folder.parent))
    os.replace(folder, old)
    try:
        os.replace(temporary, folder)
    except OSError:
        os.replace(old, folder)   # put the earlier pack back as it was
        raise
    shutil.rmtree(old, ignore_errors=True)


def _cannot_write(folder: Path, err: OSError) -> str:
    """One line for a folder that cannot be written: full, read-only, not allowed."""
    why = err.strerror or str(err)
    return (f"{folder}: cannot be written ({printable(why, 80)}); nothing was written: free some space, "
            "or choose a folder you may write to (a stick that is not locked)")
