"""A board once read and checked, kept as JSON in the game's own folder, so later starts skip reading the map.

Copies live in `<game>/.cache/boards/`, never in a family's folder (a stick may be read-only, and
nothing written there should be believed). One copy per map, named by a hash of the map's full path, is
used only when its key matches: a hash of every byte the board is made from (the map, its rules file,
its tilesets and their pictures, its image layers' pictures, as game/board/sources.py read them) and of
the code that reads them. Even then the board in it must pass game/board/trust.py, so a copy damaged or
made by hand is never believed beyond what a fresh read of the files would accept. A copy is written
whole (a temporary file renamed over the old one), only when reading it back gives exactly the board
loaded, and the folder keeps the newest MAX_COPIES (with the places of city names kept beside the
boards by game/view/label_store.py). Anything odd about a copy (missing, unreadable, too big, another
key, damaged, a folder that cannot be written) means the board is read from its files, so the copy
never changes what a board is, only how soon it is there.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from game.board.sources import Sources
from game.board.trust import trusted
from game.rules.board import Board, City, ImageLayer, Rect, Route, Space, Ticket, TileImage, TileLayer, thaw
from game.safefile import FileRefused, read_bytes

VERSION = 3
FOLDER = Path(__file__).resolve().parents[2] / ".cache" / "boards"
MAX_BYTES = 8_000_000   # a cached board is about 100 kB
MAX_COPIES = 64         # boards kept (the shipped ones and a family's folder or two)
MAX_FOLDER_BYTES = 32_000_000
# The code that turns the files into a Board: a change to it makes every copy stale.
_CODE = sorted(Path(__file__).parent.glob("*.py")) + [
    Path(__file__).parents[1] / name for name in ("rules/board.py", "rules/settings.py", "safefile.py")]
_code_digest: str | None = None


def cache_path(tmx: Path) -> Path:
    """Where the copy of this map's board is kept."""
    name = hashlib.sha256(os.fsencode(os.path.abspath(tmx))).hexdigest()[:32]
    return FOLDER / f"{name}.json"


def board_key(sources: Sources) -> str:
    """A hash of everything the board is read from and of the code that reads it."""
    return hashlib.sha256(f"v{VERSION}:{_code()}:{sources.key()}".encode()).hexdigest()


def cached_board(sources: Sources, key: str) -> Board | None:
    """The board kept for this map if it was kept from these very files and passes the checks, else None."""
    try:
        data = json.loads(read_bytes(cache_path(sources.tmx), MAX_BYTES))
        if not isinstance(data, dict) or data.get("key") != key:
            return None
        board = board_from_data(data["board"], sources.tmx.parent)
    except (FileRefused, OSError, ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return None
    return board if trusted(board, sources) else None


def keep(sources: Sources, key: str, board: Board) -> None:
    """Keep a copy of a board just read from its files; quietly nothing if it cannot be written."""
    try:
        text = json.dumps({"key": key, "board": board_to_data(board, sources.tmx.parent)}, separators=(",", ":"),
                          allow_nan=False)
        if len(text) > MAX_BYTES or board_from_data(json.loads(text)["board"], sources.tmx.parent) != board:
            return   # too big to be read back, or it would not come back the same (a date in the rules): no copy
        write_whole(cache_path(sources.tmx), text)
        prune()
    except (OSError, ValueError, TypeError):
        return


def prune() -> None:
    """Drop the oldest copies beyond MAX_COPIES or MAX_FOLDER_BYTES (boards and the places of their names alike),
    and temporary files a killed write left."""
    stale = time.time() - 3600   # a write in progress for an hour was killed
    copies = []
    for path in FOLDER.iterdir():
        info = path.stat()
        if not path.name.startswith("."):
            copies.append((info.st_mtime_ns, info.st_size, path))
        elif info.st_mtime < stale:
            path.unlink(missing_ok=True)
    total = 0
    for n, (_, size, path) in enumerate(sorted(copies, reverse=True)):
        total += size
        if n >= MAX_COPIES or total > MAX_FOLDER_BYTES:
            path.unlink(missing_ok=True)


def board_to_data(board: Board, folder: Path) -> dict[str, Any]:
    """A board as plain JSON-able data; tile pictures relative to the map's folder."""
    return {
        "game": board.game, "title": board.title, "settings": _plain(thaw(board.settings)),
        "size": [board.width, board.height, board.tile_width, board.tile_height],
        "cities": [[c.id, c.name, c.x, c.y, c.radius,
                    None if c.label is None else [c.label.x, c.label.y, c.label.w, c.label.h],
                    c.label_size, c.coast, c.icon] for c in board.cities],
        "routes": [[r.id, r.a, r.b, r.length, r.color, r.twin, r.cart,
                    [[s.x, s.y, s.width, s.height, s.angle] for s in r.spaces]] for r in board.routes],
        "tickets": [[t.id, t.a, t.b, t.points] for t in board.tickets],
        "tile_images": [[os.path.relpath(t.path, folder), t.x, t.y, t.w, t.h, t.flip_x, t.flip_y, t.flip_diagonal]
                        for t in board.tile_images],
        "layers": [_layer_data(layer, folder) for layer in board.layers],
    }


def _layer_data(layer: TileLayer | ImageLayer, folder: Path) -> list[Any]:
    """A tile layer as its name and rows; an image layer as its fields, its picture relative to the map's folder."""
    if isinstance(layer, TileLayer):
        return ["tiles", layer.name, [list(row) for row in layer.rows]]
    return ["image", layer.name, os.path.relpath(layer.path, folder), layer.x, layer.y, layer.opacity,
            layer.repeat_x, layer.repeat_y, layer.tint, layer.transparent]


def _layer(data: list[Any], folder: Path) -> TileLayer | ImageLayer:
    """The layer that _layer_data described."""
    if data[0] == "tiles":
        return TileLayer(data[1], tuple(tuple(row) for row in data[2]))
    kind, name, path, x, y, opacity, repeat_x, repeat_y, tint, transparent = data
    if kind != "image":
        raise ValueError(kind)
    return ImageLayer(name, str((folder / path).resolve()), x, y, opacity, repeat_x, repeat_y,
                      None if tint is None else tuple(tint), None if transparent is None else tuple(transparent))


def board_from_data(data: dict[str, Any], folder: Path) -> Board:
    """The board that board_to_data described (TypeError, ValueError or KeyError if it does not fit)."""
    width, height, tile_width, tile_height = data["size"]
    return Board(
        game=data["game"], title=data["title"], settings=_unplain(data["settings"]),
        cities=tuple(City(i, n, x, y, radius, None if label is None else Rect(*label), size, coast, icon)
                     for i, n, x, y, radius, label, size, coast, icon in data["cities"]),
        routes=tuple(Route(i, a, b, length, colour, twin, cart, tuple(Space(*s) for s in spaces))
                     for i, a, b, length, colour, twin, cart, spaces in data["routes"]),
        tickets=tuple(Ticket(*t) for t in data["tickets"]),
        width=width, height=height, tile_width=tile_width, tile_height=tile_height,
        tile_images=tuple(TileImage(str((folder / path).resolve()), *rest) for path, *rest in data["tile_images"]),
        layers=tuple(_layer(layer, folder) for layer in data["layers"]))


def _plain(value: Any) -> Any:
    """Settings as JSON can hold them: mappings as {"m": [[key, value], ...]} (keys may be numbers),
    lists as {"l": [...]}."""
    if isinstance(value, dict):
        return {"m": [[key, _plain(item)] for key, item in value.items()]}
    if isinstance(value, list):
        return {"l": [_plain(item) for item in value]}
    return value


def _unplain(value: Any) -> Any:
    """The settings that _plain wrote."""
    if isinstance(value, dict):
        return {key: _unplain(item) for key, item in value["m"]} if "m" in value else \
            [_unplain(item) for item in value["l"]]
    return value


def _code() -> str:
    """A hash of the code that reads boards (computed once per run)."""
    global _code_digest
    if _code_digest is None:
        _code_digest = code_digest(_CODE)
    return _code_digest


def code_digest(paths: list[Path]) -> str:
    """A hash of these files, names and bytes: a copy made by other code is another copy."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def write_whole(path: Path, text: str) -> None:
    """Write a file so that a reader sees the old one or the whole new one, never a part."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.chmod(temporary, 0o644)   # as the maps themselves: any user of the machine may read it
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
