"""Every board there is to play: the maps in maps/ and in any folder a family adds (a USB stick).

A board is a Tiled map (*.tmx) with its rules file (.yaml) beside it. Each is read through
load_board (cached), so what the catalog says about a board is what its own files say: title,
player range and rule style (the rules file's `game:` key). A board that cannot be played is
listed too, with its first problem in words, so a family sees why. Nothing here raises.

Ids: a board's id is its map's file name without .tmx ("usa"). The first folder (the shipped
maps/) keeps its names; a board in a later folder whose name is taken is not hidden and does
not replace the shipped one: its id becomes "<folder>/<name>" ("usb-maps/usa").
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from game.board.files import parse_yaml
from game.board.loader import MapError, load_board

MAPS = Path(__file__).resolve().parents[2] / "maps"
STYLES = ("usa", "amsterdam", "first_journey")   # the rule styles the engine plays, in the order offered
MOST_MAPS = 200      # maps read from one folder at most: a folder of junk stays quick to list
_read: dict[tuple, "Entry"] = {}


@dataclass(frozen=True)
class Entry:
    """One board of the catalog: playable (title, players, style) or not (its first problem)."""

    id: str
    path: Path
    shipped: bool                       # found in the game's own maps/ folder
    title: str
    players: tuple[int, int] = (0, 0)   # fewest and most players
    style: str = ""                     # the rule style (the rules file's `game:` key)
    problem: str | None = None          # why it cannot be played, in words
    more: int = 0                       # how many problems there are besides that one

    @property
    def player_count(self) -> str:
        """How many play it, as the board's card says: "2–4 players", or "2 players"."""
        lo, hi = self.players
        return f"{lo} players" if lo == hi else f"{lo}–{hi} players"

    @property
    def playable(self) -> bool:
        """True if the board can be played."""
        return self.problem is None


def boards(folders: Iterable[Path] = (MAPS,)) -> list[Entry]:
    """Every board in these folders, the shipped ones first (by rule style), then the others by title."""
    entries: list[Entry] = []
    taken: set[str] = set()
    for folder in _unique(folders):
        found = [entry(tmx, _id(tmx, folder, taken), folder == MAPS) for tmx in _maps(folder)]
        entries += sorted(found, key=_order)
        taken |= {e.id for e in found}
    return entries


def entry(tmx: Path, board_id: str | None = None, shipped: bool = False) -> Entry:
    """One map as the catalog lists it (read once per version of its files)."""
    board_id = board_id or tmx.stem
    key = (tmx, board_id, shipped, _stamp(tmx), _stamp(tmx.with_suffix(".yaml")))
    if key not in _read:
        if len(_read) > 4 * MOST_MAPS:
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


def _entry(tmx: Path, board_id: str, shipped: bool) -> Entry:
    """Read one board; its first problem, without the folder's path, if it cannot be played."""
    try:
        board = load_board(tmx)
        players = board.settings["players"]
        return Entry(board_id, tmx, shipped, board.title, (int(players["min"]), int(players["max"])), board.game)
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
    """The maps of a folder that have their rules file beside them, by name (none if it cannot be read)."""
    try:
        found = sorted(p for p in folder.glob("*.tmx") if p.with_suffix(".yaml").is_file())
    except (OSError, ValueError):
        return []
    return found[:MOST_MAPS]


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


def _order(e: Entry) -> tuple:
    """A board named after its rule style comes first, in the styles' order; then the rest by title."""
    if e.playable and e.id == e.style and e.style in STYLES:
        return (0, STYLES.index(e.style), "", e.id)
    return (1, 0, e.title.casefold(), e.id)


def _stamp(path: Path) -> tuple[int, int]:
    """When a file last changed and its size ((0, 0) if it is not there)."""
    try:
        stat = path.stat()
    except (OSError, ValueError):
        return (0, 0)
    return (stat.st_mtime_ns, stat.st_size)
