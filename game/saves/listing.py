"""The saved games as their list shows them: a summary per save, shown at once and checked in the background.

Opening the list reads no save. The folder's file names and dates give every row at once, with
what the index beside the saves (saves/summaries.json) remembers of each file not changed since
(its board, players, turn, and whether it loaded). A worker thread then checks each save exactly
as loading does (the page in view first), and its row is filled in, or greyed with the reason,
as it is checked. The index is only ever a summary: loading a save still checks it whole. It is
written whole (renamed into place) when the checks end; a missing, damaged or strange index only
means the rows wait for their checks. The worker never dies on a save: any failure is the row's
reason.
"""
from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from game.background import Background
from game.safefile import FileRefused, printable, read_bytes
from game.saves.files import write_atomic
from game.saves.folder import KINDS, NOT_GAMES, SaveFolder, kind_of
from game.saves.reading import BadSave

INDEX = "summaries.json"
INDEX_BYTES = 4_000_000     # a summary is about 300 bytes: ten thousand saves
SCHEMA = 1
TEXT = 100                  # characters kept of a title or a reason
NAME = 40                   # characters kept of a player's name
_checked: dict[tuple[Path, tuple[int, int, int]], "Summary"] = {}   # this session's checks, per file version


class Claims(NamedTuple):
    """What a row's picture needs of a game: its board and who claimed each route (game/view/thumbs.py)."""

    board: Any
    owners: tuple[int, ...]


@dataclass(frozen=True)
class Summary:
    """One save as the list shows it: known from its file's name and date, then from the index or its check."""

    path: Path
    kind: str                               # a key of folder.KINDS
    modified: float                         # seconds since the epoch
    stamp: tuple[int, int, int]             # the file's version: change time (ns), size, inode
    known: bool = False                     # the summary is known (from the index, or checked)
    checked: bool = False                   # checked in full since the game started
    title: str = ""
    players: tuple[tuple[str, int], ...] = ()   # each player's name and train colour
    progress: str = ""                      # "round 19, Mum's turn", or "finished"
    over: bool = False
    moves: int = 0
    saved_at: str = ""
    problem: str | None = None              # why it does not load, in words
    claims: Claims | None = field(default=None, compare=False, repr=False)   # once checked

    @property
    def label(self) -> str:
        """What kind of save this is, in words."""
        return KINDS[self.kind]

    @property
    def loads(self) -> bool:
        """True if the save is known to load (as far as its summary or its check says)."""
        return self.known and self.problem is None


def progress(state: Any) -> str:
    """How far a game has come, as a family says it: 'round 19, Mum's turn', or 'finished'."""
    if state.over:
        return "finished"
    rounds = state.turn_count // len(state.players) + 1
    return f"round {rounds}, {printable(state.player.name, NAME)}'s turn"


def checked(row: Summary, saved: Any) -> Summary:
    """A row filled in from its save, checked in full."""
    state = saved.state
    return replace(row, known=True, checked=True, title=printable(saved.board.title, TEXT),
                   players=tuple((printable(p.name, NAME), s.color) for p, s in zip(state.players, saved.config.seats)),
                   progress=progress(state), over=state.over, moves=len(saved.moves),
                   saved_at=printable(saved.saved_at, 20), problem=None, claims=Claims(saved.board, tuple(state.owners)))


def refused(row: Summary, reason: str) -> Summary:
    """A row whose save does not load, with the reason."""
    return replace(row, known=True, checked=True, problem=printable(reason, 4 * TEXT) or "it cannot be read",
                   claims=None)


def rows(folder: SaveFolder) -> list[Summary]:
    """Every save of the folder from its name and date alone, each as this session or the index knows it;
    the autosave first, then the newest first."""
    try:
        with os.scandir(folder.path) as found:
            names = [Path(f.path) for f in found
                     if f.name.endswith(".yaml") and f.name not in NOT_GAMES and not f.name.startswith(".")]
    except OSError:
        return []
    index = read_index(folder.file(INDEX))
    out = []
    for path in names:
        try:
            st = path.stat()
        except (OSError, ValueError):   # a link to nothing, a file gone meanwhile
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
        row = Summary(path, kind_of(path.name), st.st_mtime, stamp)
        known = _checked.get((path, stamp)) or index.get((path.name, stamp))
        out.append(row if known is None else replace(known, path=path, kind=row.kind, modified=row.modified))
    return sorted(out, key=lambda r: (r.kind != "autosave", -r.modified, r.path.name))


def read_index(path: Path) -> dict[tuple[str, tuple[int, int, int]], Summary]:
    """The summaries the index holds, by file name and version; anything odd in it is left out."""
    try:
        data = json.loads(read_bytes(path, INDEX_BYTES))
    except (FileRefused, ValueError, RecursionError):
        return {}
    saves = data.get("saves") if isinstance(data, dict) and data.get("schema") == SCHEMA else None
    out = {}
    for record in saves if isinstance(saves, list) else []:
        row = _from_record(record, path.parent)
        if row is not None:
            out[(row.path.name, row.stamp)] = row
    return out


def _from_record(record: Any, folder: Path) -> Summary | None:
    """One summary from the index, or None if the record is not one."""
    if not isinstance(record, dict):
        return None
    name, stamp, players = record.get("name"), record.get("stamp"), record.get("players")
    if not isinstance(name, str) or "/" in name or not name.endswith(".yaml") or len(name) > 255 \
            or not isinstance(stamp, list) or len(stamp) != 3 or not all(_count(n) for n in stamp) \
            or not isinstance(players, list) or len(players) > 8:
        return None
    seats = []
    for player in players:
        if not isinstance(player, list) or len(player) != 2 or not isinstance(player[0], str) \
                or not _count(player[1]) or player[1] > 9:
            return None
        seats.append((printable(player[0], NAME), player[1]))
    texts = [record.get(k) for k in ("title", "progress", "saved_at")]
    problem, moves, over = record.get("problem"), record.get("moves"), record.get("over")
    if not all(isinstance(t, str) for t in texts) or not (problem is None or isinstance(problem, str)) \
            or not _count(moves) or not isinstance(over, bool):
        return None
    return Summary(folder / name, kind_of(name), 0.0, tuple(stamp), known=True,   # type: ignore[arg-type]
                   title=printable(texts[0], TEXT), players=tuple(seats), progress=printable(texts[1], TEXT),
                   over=over, moves=moves, saved_at=printable(texts[2], 20),
                   problem=None if problem is None else printable(problem, 4 * TEXT) or "it cannot be read")


def _count(value: Any) -> bool:
    """True for a whole number from zero (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2 ** 63


def write_index(path: Path, summaries: list[Summary]) -> None:
    """Keep what is known of each save for the next opening (written whole; quietly nothing if it cannot be)."""
    records = [{"name": r.path.name, "stamp": list(r.stamp), "title": r.title,
                "players": [list(p) for p in r.players], "progress": r.progress, "over": r.over, "moves": r.moves,
                "saved_at": r.saved_at, "problem": r.problem} for r in summaries if r.known]
    try:
        write_atomic(path, json.dumps({"schema": SCHEMA, "saves": records}, ensure_ascii=False))
    except (OSError, ValueError):
        pass


class SavesListing(Background):
    """The rows of the list, at once; a worker thread checks each save and fills its row in.

    `rows` is changed in place as saves are checked; `version` counts the changes and `done` says
    when every row is checked. The worker checks the rows `want` names first, and stops when asked.
    """

    name = "saves-list"

    def __init__(self, folder: SaveFolder) -> None:
        super().__init__()
        self.folder = folder
        self.rows = rows(folder)
        self._wanted: range = range(0)

    @property
    def count_checked(self) -> int:
        """How many saves have been checked so far."""
        return sum(r.checked for r in self.rows)

    def want(self, first: int, count: int) -> None:
        """Check these rows next (the page in view)."""
        self._wanted = range(first, first + count)

    def _next(self) -> int | None:
        """The next row to check: the page in view first, then from the top."""
        for n in (*self._wanted, *range(len(self.rows))):
            if n < len(self.rows) and not self.rows[n].checked:
                return n
        return None

    def run(self) -> None:
        """Check save after save; keep what was learned in the index at the end."""
        learned = False
        try:
            while not self.stopping:
                n = self._next()
                if n is None:
                    break
                self.rows[n] = row = self._check(self.rows[n])
                _checked[(row.path, row.stamp)] = row
                learned = True
                self.found()
        finally:
            if learned and self.folder.problem is None:
                write_index(self.folder.file(INDEX), self.rows)
            if len(_checked) > 4000:
                _checked.clear()

    def _check(self, row: Summary) -> Summary:
        """One save checked as loading checks it; any failure at all is the row's reason."""
        try:
            return checked(row, self.folder.load(row.path))
        except BadSave as err:
            return refused(row, str(err))
        except Exception as err:  # noqa: BLE001 (one strange file never stops the list)
            return refused(row, f"it could not be checked ({type(err).__name__}: {err})")
