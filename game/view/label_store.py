"""Where a board's city names go at one scale: kept in memory and on disk beside the board cache, else placed now.

Placing the names of North America for an 800 x 480 window (which has not the room for them all clear
of the cars, so the search goes on to its end) takes about a quarter of a second on a desktop, some two
or three seconds on a Raspberry Pi (ten times slower), so a placement is worked out once and kept: in
memory for this run (the menu's warm-up fills it for the window's sizes before Start), and on disk in
`.cache/boards/` for the next runs. A copy on disk is named and keyed by a digest of everything the
search is given (the picture's size, the scale, every name's ways to be set as the font measures them,
every car's slot and every city) and of the placing code; the search has a fixed seed, so the same
question always gets the same answer and a copy read equals the names placed now. A copy is believed
only if its check sum holds and every label is one the search could give (one of its city's shapes, on
whole pixels inside the picture, its leader line from the city's ring); anything odd about it (missing,
unreadable, too big, another key, damaged) means the names are placed afresh and the copy written
again. Placing holds a lock, so the warm-up's thread and Start never place the same names twice.
"""
from __future__ import annotations

import hashlib
import json
import math
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from game.board import cache
from game.rules.board import Board, City
from game.safefile import FileRefused, read_bytes
from game.view.label_mask import SlotMask
from game.view.label_search import place
from game.view.labels import Label, Shape, Want, car_slot, city_box, leader, word_splits
from game.view.metrics import MIN_TEXT_PX
from game.view.text import font

VERSION = 1
PLATE_PAD = 8      # plate width beyond the text
MIN_LABEL_PX = 15  # city names are this large at least where the board has room (never below MIN_TEXT_PX)
SHAPES = 6         # ways to set one name at one size, at most (a long name of many words has hundreds)
KEPT = 16          # boards and scales whose names' places are kept in memory (the warm-up's eight, a resize)
MAX_BYTES = 1_000_000   # a kept placement is a few kB
_CODE = [Path(__file__).parent / f"{name}.py" for name in ("labels", "label_mask", "label_search", "label_store")]
_code_digest: str | None = None
_kept: OrderedDict[tuple[int, float, int], tuple[Board, dict[str, Label]]] = OrderedDict()
_placing = threading.Lock()


def placed(board: Board, scale: float, min_label: int) -> dict[str, Label]:
    """Every city's label on the board drawn at `scale` (names `min_label` px at least): kept, read or placed."""
    min_label = max(MIN_LABEL_PX, min_label)
    key = (id(board), scale, min_label)
    with _placing:
        kept = _kept.get(key)
        if kept is None or kept[0] is not board:
            kept = _kept[key] = (board, _read_or_place(board, scale, min_label))
            if len(_kept) > KEPT:
                _kept.popitem(last=False)
        _kept.move_to_end(key)
        return kept[1]


def picture_size(board: Board, scale: float) -> tuple[int, int]:
    """The size in px of the board's picture at a scale."""
    return (round(board.width * scale), round(board.height * scale))


def forget() -> None:
    """Keep nothing in memory (a test's fresh start)."""
    with _placing:
        _kept.clear()


def _read_or_place(board: Board, scale: float, min_label: int) -> dict[str, Label]:
    """The copy on disk for this very question if it holds, else the names placed now (and written)."""
    size = picture_size(board, scale)
    wants = wants_for(board, scale, min_label)
    slots = [car_slot(s.x * scale, s.y * scale, s.width * scale, s.height * scale, s.angle)
             for route in board.routes for s in route.spaces]
    key = _key(size, scale, wants, slots)
    labels = _read(key, wants, size)
    if labels is None:
        labels = place(wants, SlotMask(size, slots, [city_box(w.centre, w.radius) for w in wants], scale))
        _write(key, labels)
    return labels


def wants_for(board: Board, scale: float, min_label: int) -> list[Want]:
    """What each city asks of its name at a scale: sizes from the preferred one down, and the map's box (a city
    the map names nowhere has no name to place, but is kept clear of the others')."""
    k = scale
    least_label = max(MIN_LABEL_PX, min_label)
    wants = []
    for city in board.cities:
        centre, radius = (city.x * k, city.y * k), city.radius * k + 0.5
        box = city.label
        if box is None:
            wants.append(Want(city.id, centre, radius, ()))
            continue
        size = max(least_label, round(city.label_size * k))   # drawn small, names keep a readable size
        # Where the board has no room, a name may shrink a quarter, never below the smallest text.
        least = max(MIN_TEXT_PX, round(size * 0.75))
        sizes = sorted({size, max(least, round(size * 0.88)), least}, reverse=True)
        wants.append(Want(city.id, centre, radius, tuple(_shapes(city, s) for s in sizes),
                          (box.x * k, box.y * k, (box.x + box.w) * k, (box.y + box.h) * k)))
    return wants


def _shapes(city: City, size: int) -> tuple[Shape, ...]:
    """The ways to set a city's name at one text size, at most SHAPES: as the map breaks it first, then on one
    line, then on two or three lines of the most even widths (always between words)."""
    f = font(size, bold=True)
    splits = word_splits(city.name)
    widths = {lines: max(f.size(line)[0] for line in lines) for lines in splits}
    first = [splits[0]]
    if city.label is not None:
        # The map's own break: the fewest lines that fit its box, measured at the map's text size.
        room = (city.label.w - PLATE_PAD) * size / max(1, city.label_size)
        first = [s for s in splits if widths[s] <= room][:1] + first
    ordered = list(dict.fromkeys(first + sorted(splits, key=lambda s: (len(s), widths[s]))))[:SHAPES]
    height = f.get_height()
    return tuple(Shape(lines, size, widths[lines] + PLATE_PAD, height * len(lines) + 2) for lines in ordered)


# --- the copies on disk ---------------------------------------------------------------------------


def _key(size: tuple[int, int], scale: float, wants: list[Want], slots: list[list[tuple[float, float]]]) -> str:
    """A digest of the whole question the search is asked, and of the code that answers it."""
    question = repr((size, scale, wants, slots)).encode()
    return hashlib.sha256(b"labels v%d:%s:%s" % (VERSION, _code().encode(), question)).hexdigest()


def copy_path(key: str) -> Path:
    """Where the placement for this question is kept."""
    return cache.FOLDER / f"labels-{key[:32]}.json"


def _read(key: str, wants: list[Want], size: tuple[int, int]) -> dict[str, Label] | None:
    """The labels kept for this question if the copy holds and each is one the search could give, else None."""
    try:
        data = json.loads(read_bytes(copy_path(key), MAX_BYTES))
        if not isinstance(data, dict) or data.get("key") != key or data.get("sum") != _sum(data.get("labels")):
            return None
        labels = [_label(item) for item in data["labels"]]
    except (FileRefused, OSError, ValueError, TypeError, KeyError, IndexError, RecursionError):
        return None
    by_id = {label.id: label for label in labels}
    wanted = {w.id: w for w in wants if w.tiers}
    if len(by_id) != len(labels) or set(by_id) != set(wanted):
        return None
    return by_id if all(_could_be(by_id[i], wanted[i], size) for i in wanted) else None


def _write(key: str, labels: dict[str, Label]) -> None:
    """Keep the placement on disk; quietly nothing if it cannot be written."""
    items = [[label.id, list(label.shape.lines), label.shape.size, label.shape.width, label.shape.height,
              list(label.box), None if label.leader is None else [list(p) for p in label.leader]]
             for label in labels.values()]
    try:
        cache.write_whole(copy_path(key), json.dumps({"key": key, "sum": _sum(items), "labels": items},
                                               separators=(",", ":"), allow_nan=False))
        cache.prune()
    except (OSError, ValueError, TypeError):
        return


def _sum(items: Any) -> str:
    """A check sum of the labels as written (a damaged digit is never believed)."""
    return hashlib.sha256(json.dumps(items, separators=(",", ":")).encode()).hexdigest()


def _label(item: list[Any]) -> Label:
    """A label as written (TypeError or ValueError if it has another form)."""
    name, lines, size, width, height, box, line = item
    if not (isinstance(name, str) and isinstance(lines, list) and all(isinstance(s, str) for s in lines)):
        raise TypeError("not a label")
    ends = None if line is None else tuple((_number(p[0]), _number(p[1])) for p in line)
    if ends is not None and len(ends) != 2:
        raise ValueError("a leader line has two ends")
    left, top, right, bottom = (_number(n) for n in box)
    return Label(name, Shape(tuple(lines), _whole(size), _whole(width), _whole(height)), (left, top, right, bottom),
                 ends)   # type: ignore[arg-type]


def _number(value: Any) -> float:
    """An ordinary number (not a truth value, nan or inf)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError("not a number")
    return value


def _whole(value: Any) -> int:
    """A whole number (not a truth value)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("not a whole number")
    return value


def _could_be(label: Label, want: Want, size: tuple[int, int]) -> bool:
    """True if the search could have given this label: one of its city's shapes, a plate of that size inside the
    picture, and no leader line or the one from its city's ring to the plate."""
    left, top, right, bottom = label.box
    return (any(label.shape in tier for tier in want.tiers)
            and right - left == label.shape.width and bottom - top == label.shape.height
            and 0 <= left and 0 <= top and right <= size[0] and bottom <= size[1]
            and (label.leader is None or label.leader == leader(label.box, want.centre, want.radius)))


def _code() -> str:
    """A hash of the code that places names (computed once per run)."""
    global _code_digest
    if _code_digest is None:
        _code_digest = cache.code_digest(_CODE)
    return _code_digest
