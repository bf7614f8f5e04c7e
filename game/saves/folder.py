"""The saves folder: the autosave, named saves, earlier games kept aside, and the list of them all.

    saves/autosave.yaml        the game being played, after every move (Continue on the menu)
    saves/autosave-2.yaml      ... by a second copy of the game running at the same time (game/saves/lock.py)
    saves/game-<time>.yaml     saved by a player from the pause menu
    saves/earlier-<time>.yaml  an unfinished game the autosave would have replaced, kept
    saves/demo.yaml            the demo's own autosave, apart from the family's
    saves/settings.yaml        the settings (not a game)
    saves/table.yaml           the last table set up for each game (not a game)

Nothing here ever deletes a game without being asked. A game left at its deal (no move made)
is not kept aside when another replaces it: nothing of it was played.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game.config import MAPS
from game.saves.files import leftovers, writable, write_atomic
from game.saves.reading import BadSave, dump_yaml, read_yaml

if TYPE_CHECKING:   # the rules, boards and players load with the first game written or read
    from game.saves.record import SavedGame

AUTOSAVE = "autosave.yaml"
DEMO = "demo.yaml"
NOT_GAMES = ("settings.yaml", "history.yaml", "table.yaml")
KINDS = {"autosave": "Autosave", "window": "Autosave of a second window", "demo": "Demo", "earlier": "Earlier game",
         "game": "Saved game"}
_WINDOW = re.compile(r"autosave-[2-9]\.yaml")   # what a second copy of the game saves to (game/saves/lock.py)


@dataclass(frozen=True)
class Entry:
    """One file of the list: its game when it loads, or the reason it does not."""

    path: Path
    kind: str                    # a key of KINDS
    saved: SavedGame | None
    problem: str | None
    modified: float              # seconds since the epoch

    @property
    def label(self) -> str:
        """What kind of save this is, in words."""
        return KINDS[self.kind]


class BoardUnreadable(OSError):
    """A save could not be made because the board's own files could not be read (not the saves folder's fault)."""


class SaveFolder:
    """One folder of saves (saves/ or --saves DIR) and the maps folder its games are played on."""

    def __init__(self, path: Path, maps: Path = MAPS) -> None:
        self.path = Path(path)
        self.maps = Path(maps)
        self.problem = writable(self.path)   # None, or why nothing can be saved here
        self._cache: dict[Path, tuple[tuple[int, int], Entry]] = {}
        if self.problem is None:
            for tmp in leftovers(self.path):   # a save cut short by a kill or a power cut
                try:
                    tmp.unlink()
                except OSError:
                    pass

    def file(self, name: str) -> Path:
        """A file of this folder."""
        return self.path / name

    def write(self, name: str, saved: SavedGame, map_file: Path) -> Path:
        """Write a save whole (atomically) under this name; OSError if the disk refuses (BoardUnreadable
        if it was the board's files, which the save's checksum reads, that could not be read)."""
        from game.saves.record import document
        target = self.file(name)
        try:
            text = dump_yaml(document(saved, map_file))
        except OSError as err:
            raise BoardUnreadable(err.errno, f"the board's files in {map_file.parent} cannot be read "
                                             f"({err.strerror or err})") from None
        write_atomic(target, text)
        self._cache.pop(target, None)
        return target

    def save_named(self, saved: SavedGame, map_file: Path) -> Path:
        """A new named save of this game (never replacing another); OSError if the disk refuses."""
        target = self._fresh("game")
        try:
            return self.write(target.name, saved, map_file)
        except BaseException:
            target.unlink(missing_ok=True)   # the name was taken for this save only
            raise

    def keep_aside(self, path: Path) -> Path:
        """Move a game the autosave would replace to an earlier-game file (OSError if the disk refuses)."""
        target = self._fresh("earlier")
        try:
            os.replace(path, target)
        except OSError:
            target.unlink(missing_ok=True)
            raise
        self._cache.pop(path, None)
        return target

    def delete(self, path: Path) -> bool:
        """Delete one save (the player confirmed it); False if the disk refused."""
        self._cache.pop(path, None)
        try:
            path.unlink()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        return True

    def load(self, path: Path) -> SavedGame:
        """The game in a save file (BadSave with a one-line reason)."""
        from game.saves.record import read_save
        return read_save(path, self.maps)

    def entries(self) -> list[Entry]:
        """Every save in the folder, newest first, each checked (a damaged one carries its reason)."""
        try:
            paths = [p for p in self.path.glob("*.yaml") if p.name not in NOT_GAMES and p.is_file()]
        except OSError:
            return []
        out = [self.entry(p) for p in paths]
        return sorted(out, key=lambda e: (e.kind != "autosave", -e.modified, e.path.name))

    def entry(self, path: Path) -> Entry:
        """One save, checked once per version of the file."""
        try:
            stat = path.stat()
            stamp = (stat.st_mtime_ns, stat.st_size)
        except OSError:
            stamp, stat = (0, 0), None
        cached = self._cache.get(path)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        try:
            saved, problem = self.load(path), None
        except BadSave as err:
            saved, problem = None, str(err)
        entry = Entry(path, kind_of(path.name), saved, problem, stat.st_mtime if stat else 0.0)
        self._cache[path] = (stamp, entry)
        return entry

    def continue_game(self, name: str = AUTOSAVE) -> Entry | None:
        """The autosave's entry when it exists (its game may be over or damaged: the entry says)."""
        path = self.file(name)
        return self.entry(path) if path.is_file() else None

    def peek(self, path: Path) -> dict | None:
        """A save's own fields without checking the game (for deciding whether to keep it aside); None if
        the file is no save at all."""
        try:
            data = read_yaml(path)
        except BadSave:
            return None
        return data if isinstance(data, dict) else None

    def _fresh(self, prefix: str) -> Path:
        """A new empty file with the time in its name, made here and now, so that no other copy of the
        game can take the name meanwhile (OSError if the disk refuses)."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        for n in range(1, 1000):
            path = self.file(f"{prefix}-{stamp}{'' if n == 1 else f'-{n}'}.yaml")
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            except FileExistsError:
                continue
            return path
        raise FileExistsError(f"no free name for {prefix}-{stamp}.yaml")


def kind_of(name: str) -> str:
    """The kind of save a file name says (a key of KINDS)."""
    if name == AUTOSAVE:
        return "autosave"
    if _WINDOW.fullmatch(name):
        return "window"
    if name == DEMO:
        return "demo"
    return "earlier" if name.startswith("earlier-") else "game"

