"""A board once read and checked, kept as JSON beside its map, so later starts skip parsing the map.

The copy lives in `<maps>/__pycache__/<map>.board.json` and is used only when its key matches:
a hash of the map, its rules file, the tilesets the map names and the code that reads them.
It is written whole (a temporary file renamed over the old one) and only when reading it back
gives exactly the board that was loaded. Anything odd about it (missing, unreadable, too big,
another key, damaged) means the board is read from its files as before, so the copy never
changes what a board is, only how soon it is there.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from game.rules.board import Board, City, Rect, Route, Space, Ticket, TileImage, TileLayer, thaw

VERSION = 1
FOLDER = "__pycache__"
MAX_BYTES = 8_000_000                 # a cached board is about 100 kB
MAX_SOURCE_BYTES = 8_000_000          # the map and rules limits allow less than this
_TILESET = re.compile(rb"<tileset\b[^>]*?\bsource=\"([^\"]+)\"")
# The code that turns the files into a Board: a change to it makes every copy stale.
_CODE = sorted(Path(__file__).parent.glob("*.py")) + [
    Path(__file__).parents[1] / "rules" / "board.py", Path(__file__).parents[1] / "rules" / "settings.py"]
_code_digest: str | None = None


def cache_path(tmx: Path) -> Path:
    """Where the copy of this map's board is kept."""
    return tmx.parent / FOLDER / f"{tmx.name}.board.json"


def cached_board(tmx: Path) -> Board | None:
    """The board kept for this map if its files are unchanged since, else None."""
    try:
        raw = _read(cache_path(tmx), MAX_BYTES)
        data = json.loads(raw) if raw is not None else None
        if not isinstance(data, dict) or data.get("key") != board_key(tmx):
            return None
        return board_from_data(data["board"], tmx.parent)
    except (OSError, ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return None


def keep(tmx: Path, board: Board) -> None:
    """Keep a copy of a board just loaded from its files; quietly nothing if it cannot be written."""
    try:
        key = board_key(tmx)
        text = json.dumps({"key": key, "board": board_to_data(board, tmx.parent)}, separators=(",", ":"),
                          allow_nan=False)
        if key is None or board_from_data(json.loads(text)["board"], tmx.parent) != board:
            return   # something would not come back the same (a date in the rules, say): no copy
        _write_whole(cache_path(tmx), text)
    except (OSError, ValueError, TypeError):
        return


def board_key(tmx: Path) -> str | None:
    """A hash of everything the board is read from, or None if a file is missing or too big."""
    raw = _read(tmx, MAX_SOURCE_BYTES)
    rules = _read(tmx.with_suffix(".yaml"), MAX_SOURCE_BYTES)
    if raw is None or rules is None:
        return None
    digest = hashlib.sha256(f"v{VERSION}:{_code()}".encode())
    digest.update(raw)
    digest.update(b"\0rules\0" + rules)
    for source in _TILESET.findall(raw):
        tileset = _read(tmx.parent / source.decode("utf-8", "replace"), MAX_SOURCE_BYTES)
        if tileset is None:
            return None
        digest.update(b"\0tileset\0" + source + b"\0" + tileset)
    return digest.hexdigest()


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
        "layers": [[layer.name, [list(row) for row in layer.rows]] for layer in board.layers],
    }


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
        layers=tuple(TileLayer(name, tuple(tuple(row) for row in rows)) for name, rows in data["layers"]))


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
        digest = hashlib.sha256()
        for path in _CODE:
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
        _code_digest = digest.hexdigest()
    return _code_digest


def _read(path: Path, limit: int) -> bytes | None:
    """A file's bytes, or None if it is missing, unreadable or over `limit` bytes."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(limit + 1)
    except OSError:
        return None
    return raw if len(raw) <= limit else None


def _write_whole(path: Path, text: str) -> None:
    """Write a file so that a reader sees the old one or the whole new one, never a part."""
    path.parent.mkdir(exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.chmod(temporary, 0o644)   # as the maps themselves: any user of the machine may read it
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
