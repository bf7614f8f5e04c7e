"""Is this the board a saved game was played on? The files' checksum first, then what the rules read of it.

A save keeps a checksum of the board's two files (the map and its rules file) and a fingerprint of
everything the rules read: cities, routes, tickets and the rule settings. The board's `house_rules:`
entry is left out of the fingerprint: it says what a table may choose at setup, not how a game is
played, and a game played with a house rule the board no longer offers goes on with the rulebook's
(game/saves/house_saved.py). Saves written before that kept the entry in their fingerprint: they are
still known by the board's entry as it is now, or as the boards shipped it before house rules were
offered by name (EARLIER_OFFERS).
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Iterator

from game.board.limits import MAX_MAP_BYTES, MAX_RULES_BYTES
from game.rules.board import Board, thaw
from game.safefile import FileRefused, read_bytes
from game.saves.reading import BadSave

OFFERS = "house_rules"
_LEFT_OUT = object()   # the fingerprint made without the board's house-rules entry
EARLIER_OFFERS = ({"equal_turns": False}, {"deck_split": {"per_color": 10, "locomotives": 12}})

_CHECKSUMS: dict[tuple[Path, tuple[int, int], tuple[int, int]], str] = {}


def map_checksum(map_file: Path) -> str:
    """A checksum of the map and the rules file beside it, as they are on disk now (read once per version);
    OSError if either cannot be read (a named pipe in its place is refused at once, never waited on)."""
    files = ((map_file, MAX_MAP_BYTES), (map_file.with_suffix(".yaml"), MAX_RULES_BYTES))
    stats = [path.stat() for path, _ in files]
    key = (map_file.resolve(), *((st.st_mtime_ns, st.st_size) for st in stats))
    if key not in _CHECKSUMS:
        digest = hashlib.sha256()
        for path, limit in files:
            try:
                digest.update(read_bytes(path, limit))
            except FileRefused as err:
                raise OSError(0, f"{path.name}: {err}") from None
            digest.update(b"\0")
        if len(_CHECKSUMS) > 32:
            _CHECKSUMS.clear()
        _CHECKSUMS[key] = "sha256:" + digest.hexdigest()
    return _CHECKSUMS[key]


def board_fingerprint(board: Board) -> str:
    """A checksum of everything on a board the rules read of a game: when it matches, the game is the same."""
    return _fingerprint(board, _LEFT_OUT)


def _fingerprint(board: Board, offers: Any) -> str:
    """The fingerprint with the board's house-rules entry left out, or in its place `offers` (older saves)."""
    settings = {k: v for k, v in thaw(board.settings).items() if k != OFFERS}
    if offers is not _LEFT_OUT:
        settings[OFFERS] = offers
    facts = {
        "settings": settings,
        "cities": [(c.id, c.coast) for c in board.cities],
        "routes": [(r.id, r.a, r.b, r.length, r.color, r.twin, r.cart) for r in board.routes],
        "tickets": [(t.id, t.a, t.b, t.points) for t in board.tickets],
    }
    text = json.dumps(facts, sort_keys=True, default=str, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def _fingerprints(board: Board) -> Iterator[str]:
    """The fingerprints a save of this board may hold: today's, then those of saves written before it."""
    yield board_fingerprint(board)
    now = board.settings.get(OFFERS)
    if now is not None:
        yield _fingerprint(board, thaw(now))
    for earlier in EARLIER_OFFERS:
        yield _fingerprint(board, earlier)


def same_board(data: dict[str, Any], map_file: Path, board: Board) -> None:
    """The board must be the one played on: the same files, or at least the same routes, tickets and rules
    (BadSave saying so otherwise)."""
    try:
        if data.get("map_checksum") == map_checksum(map_file):
            return
    except OSError:
        pass
    if data.get("board_fingerprint") not in _fingerprints(board):
        raise BadSave(f"the board {map_file.name} has changed since this game was saved (its cities, routes, "
                      "tickets or rules differ), so the game cannot go on")
