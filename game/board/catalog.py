"""Every board there is to play: the maps in maps/ and in any folder a family adds (a USB stick).

A board is a Tiled map (*.tmx) with its rules file (.yaml) beside it. What the catalog says about a
board is what its own files say (title, player range and rule style, the rules file's `game:` key),
read through load_board. A board that cannot be played is listed too, with its first problem in
words, so a family sees why: a map without its rules file, or with a folder in its place, included.
Nothing here raises.

Listing is two steps, so that no screen waits on a folder of many boards: `listing` names every
map at once from the folders' file names alone (boards read before come back read), and a
`Reader` reads the others on a worker thread, the most wanted first. `boards` does both at once
for the tools that need every board now.

Ids: a board's id is its map's file name without .tmx ("usa"). The first folder (the shipped
maps/) keeps its names; a board in a later folder whose name is taken is not hidden and does
not replace the shipped one: its id becomes "<folder>/<name>" ("usb-maps/usa").
"""
from __future__ import annotations

import os
import stat
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterable, Iterator

from game.background import Background
from game.board.files import parse_yaml
from game.board.loader import MapError, load_board
from game.safefile import printable, stamp

MAPS = Path(__file__).resolve().parents[2] / "maps"
STYLES = ("usa", "amsterdam", "first_journey")   # the rule styles the engine plays, in the order offered
KEPT = 400           # boards whose reading is kept in memory (a read board holds about 0.1 MB)
_read: dict[tuple, "Entry"] = {}


@dataclass(frozen=True)
class Entry:
    """One board of the catalog: playable (title, players, style), not (its first problem), or not read yet."""

    id: str
    path: Path
    shipped: bool                       # found in the game's own maps/ folder
    title: str
    players: tuple[int, int] = (0, 0)   # fewest and most players
    style: str = ""                     # the rule style (the rules file's `game:` key)
    problem: str | None = None          # why it cannot be played, in words
    more: int = 0                       # how many problems there are besides that one
    read: bool = True                   # False while only its file name is known
    board: Any = field(default=None, compare=False, repr=False)   # the Board, once read and playable

    @property
    def player_count(self) -> str:
        """How many play it, as the board's card says: "2–4 players", or "2 players"."""
        lo, hi = self.players
        return f"{lo} players" if lo == hi else f"{lo}–{hi} players"

    @property
    def playable(self) -> bool:
        """True if the board has been read and can be played."""
        return self.read and self.problem is None


def listing(folders: Iterable[Path] = (MAPS,)) -> list[Entry]:
    """Every map in these folders, from file names alone: boards read before (files unchanged) come
    back read, the others are named and wait for `read`; a map without its rules file says so at once.
    The shipped folder first; in each folder the boards named after a rule style, then by name."""
    entries: list[Entry] = []
    taken: set[str] = set()
    for folder in _unique(folders):
        found = [_listed(tmx, _id(tmx, folder, taken), folder == MAPS) for tmx in _maps(folder)]
        entries += found
        taken |= {e.id for e in found}
    return entries


def read(listed: Entry) -> Entry:
    """A listed board read from its files (once per version of them); a board read already as it is."""
    if listed.read:
        return listed
    return entry(listed.path, listed.id, listed.shipped)


def boards(folders: Iterable[Path] = (MAPS,)) -> list[Entry]:
    """Every board in these folders, each read now (for tools; a screen uses `listing` and a Reader)."""
    return [read(e) for e in listing(folders)]


def each_board(folders: Iterable[Path] = (MAPS,)) -> Iterator[Entry]:
    """The boards of these folders in the catalog's order, each read only when it is asked for."""
    return (read(e) for e in listing(folders))


def entry(tmx: Path, board_id: str | None = None, shipped: bool = False) -> Entry:
    """One map as the catalog lists it, read (once per version of its files)."""
    board_id = board_id or tmx.stem
    key = _key(tmx, board_id, shipped)
    if key not in _read:
        if len(_read) >= KEPT:
            _read.clear()
        _read[key] = _entry(tmx, board_id, shipped)
    return _read[key]


def find(entries: Iterable[Entry], board_id: str) -> Entry | None:
    """The entry with this id, if there is one."""
    return next((e for e in entries if e.id == board_id), None)


def folder_problem(folder: Path) -> str | None:
    """Why boards cannot be read from a folder, in words (None when it can be listed)."""
    try:
        if not folder.exists():
            return f"there is no folder {folder}"
        if not folder.is_dir():
            return f"{folder} is a file, not a folder of boards"
        next(iter(folder.iterdir()), None)
    except OSError as err:
        return f"the folder {folder} cannot be read ({err.strerror or err})"
    except ValueError:   # a path the system cannot name (a NUL byte)
        return f"{folder} is not a folder name"
    return None


class Reader(Background):
    """Reads listed boards on a worker thread, the most wanted first; the screen takes them as they come.

    The order: the boards named in `first` (the chosen one, the shipped ones), then those the screen
    shows now (`want`), then the rest in the list's order. A board whose reading fails in any way is
    listed with the reason; the thread never dies on a board and stops when asked.
    """

    name = "boards"

    def __init__(self, entries: Iterable[Entry], first: Iterable[str] = ()) -> None:
        super().__init__()
        self._waiting = {e.id: e for e in entries if not e.read}
        self._first = [i for i in first if i in self._waiting]
        self._wanted: list[str] = []
        self._done: list[Entry] = []
        self._lock = threading.Lock()

    def want(self, ids: Iterable[str]) -> None:
        """Read these boards next (the page in view)."""
        with self._lock:
            self._wanted = [i for i in ids if i in self._waiting]

    def take(self) -> list[Entry]:
        """The boards read since the last look."""
        with self._lock:
            done, self._done = self._done, []
        return done

    def _next(self) -> Entry | None:
        """The next board to read, the most wanted first."""
        with self._lock:
            for board_id in (*self._first, *self._wanted, *self._waiting):
                if board_id in self._waiting:
                    return self._waiting.pop(board_id)
        return None

    def run(self) -> None:
        """Read board after board until none is left or the screen has gone."""
        while not self.stopping:
            listed = self._next()
            if listed is None:
                return
            try:
                done = read(listed)
            except Exception as err:  # noqa: BLE001 (a board never stops the others being read)
                why = printable(f"{listed.path.name}: this board cannot be read ({err})", 300)
                done = replace(listed, read=True, problem=why)
            with self._lock:
                self._done.append(done)
            self.found()


def _listed(tmx: Path, board_id: str, shipped: bool) -> Entry:
    """A map as its file name shows it: read already, plainly unplayable, or waiting to be read."""
    known = _read.get(_key(tmx, board_id, shipped))
    if known is not None:
        return known
    name = printable(tmx.stem.replace("_", " "), 60)
    missing = _not_a_file(tmx, "map") or _not_a_file(tmx.with_suffix(".yaml"), "rules file")
    if missing:
        return Entry(board_id, tmx, shipped, name, problem=f"{tmx.name}: {missing}")
    return Entry(board_id, tmx, shipped, name, read=False)


def _not_a_file(path: Path, what: str) -> str | None:
    """Why a board's file is not one the game can read, in words (None if it is a regular file)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        if what == "map":
            return "the map file is gone"
        return (f"the rules file {path.name} is missing beside the map; copy one from a board of the same "
                "rules and change its title and tickets")
    except (OSError, ValueError) as err:
        return f"{path.name} cannot be read ({getattr(err, 'strerror', None) or err})"
    if stat.S_ISREG(mode):
        return None
    kind = "a folder" if stat.S_ISDIR(mode) else "not an ordinary file"
    return f"{path.name} is {kind}, not a {what}; put the board's {what} there"


def _entry(tmx: Path, board_id: str, shipped: bool) -> Entry:
    """Read one board; its first problem, without the folder's path, if it cannot be played."""
    try:
        board = load_board(tmx)
        players = board.settings["players"]
        return Entry(board_id, tmx, shipped, board.title, (int(players["min"]), int(players["max"])), board.game,
                     board=board)
    except MapError as err:
        # The map's own problems first: a board being made is drawn before its tickets are written.
        first = next((p for p in err.problems if p.startswith(f"{tmx}:")),
                     err.problems[0] if err.problems else "this board cannot be read")
        more = max(0, len(err.problems) - 1)
    except (OSError, ValueError, TypeError, KeyError, RecursionError) as err:   # a file that changed under us
        first, more = f"{tmx.name}: this board cannot be read ({err})", 0
    return Entry(board_id, tmx, shipped, _title(tmx) or tmx.stem.replace("_", " "),
                 problem=first.replace(f"{tmx.parent}/", ""), more=more)


def _title(tmx: Path) -> str | None:
    """The title its rules file gives a board that cannot be played, if the file can be read and says one."""
    data = parse_yaml(tmx.with_suffix(".yaml"), lambda *problem: None)   # its problems are the entry's already
    title = data.get("title") if data is not None else None
    if not isinstance(title, str):
        return None
    return " ".join(title.split())[:60] or None


def _maps(folder: Path) -> list[Path]:
    """Every map of a folder (its rules file or not): the rule styles' boards first, then by name."""
    try:
        found = list(folder.glob("*.tmx"))
    except (OSError, ValueError):
        return []
    return sorted(found, key=lambda p: (STYLES.index(p.stem) if p.stem in STYLES else len(STYLES),
                                        p.stem.casefold(), p.name))


def _unique(folders: Iterable[Path]) -> list[Path]:
    """The folders in order, each once (the same folder given twice lists its boards once)."""
    out: list[Path] = []
    seen: set[Path] = set()
    for folder in folders:
        folder = Path(folder)
        try:
            real = folder.resolve()
        except (OSError, RuntimeError, ValueError):
            continue
        if real not in seen:
            seen.add(real)
            out.append(MAPS if real == MAPS.resolve() else folder)
    return out


def _id(tmx: Path, folder: Path, taken: set[str]) -> str:
    """The map's name, or "<folder>/<name>" (then a number) when an earlier folder has that name."""
    if tmx.stem not in taken:
        return tmx.stem
    board_id, n = f"{folder.name}/{tmx.stem}", 2
    while board_id in taken:
        board_id, n = f"{folder.name}/{tmx.stem}-{n}", n + 1
    return board_id


def _key(tmx: Path, board_id: str, shipped: bool) -> tuple:
    """What a reading of a board depends on: the map, its id and both files' versions."""
    return (tmx, board_id, shipped, stamp(tmx), stamp(tmx.with_suffix(".yaml")))
