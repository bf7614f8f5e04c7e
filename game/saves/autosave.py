"""The autosave: the position after every move, written on a worker thread so play never waits for the disk.

Only the newest position waits to be written; an older one still waiting is dropped. The
first write of a game keeps aside an unfinished game already in the file (another game with
moves made, or a later point of this one that the player went back from), so starting or
loading a game never loses one. A write the disk refuses (full, a stick pulled for a moment)
leaves `problem` saying why, naming the real cause, and the next position is tried again as
usual; the first write that works clears it. Each copy of the game running on one folder
writes its own file (game/saves/lock.py). Other small writes (a finished game for the history)
take their turn on the same thread.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from game.saves.files import write_problem
from game.saves.folder import AUTOSAVE, BoardUnreadable, SaveFolder
from game.saves.lock import Claim, claim

if TYPE_CHECKING:
    from game.saves.record import SavedGame

FLUSH_WAIT = 5.0   # seconds leaving the game waits at most for the last write


class AutoSaver:
    """Writes one game's positions to one file of a saves folder."""

    def __init__(self, folder: SaveFolder, name: str = AUTOSAVE, keep_aside: bool = True) -> None:
        self.folder = folder
        taken = claim(folder.path, name) if folder.problem is None else Claim(name, None, None)
        self.name = taken.name                 # autosave-2.yaml ... when another copy of the game has the usual one
        self.note = taken.note                 # why it is not the usual name, for the menu
        self._held = taken.held                # the lock on the name, kept as long as this saver
        self._free = taken.free
        self.keep_aside = keep_aside           # the demo's file replaces its own games without keeping them
        self.problem: str | None = folder.problem if taken.free else taken.note
        self.written = 0                       # positions written so far (tests, the soak)
        self.refused = 0                       # writes the disk refused so far (tests)
        self._owed_first = False               # a game's first write failed: the next one keeps aside first
        self._pending: tuple[SavedGame, Path, bool] | None = None
        self._jobs: list[Callable[[], object]] = []   # other small writes waiting, in order
        self._busy = False
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None

    @property
    def path(self) -> Path:
        """The file this saver writes."""
        return self.folder.file(self.name)

    def save(self, saved: SavedGame, map_file: Path, first: bool = False) -> None:
        """Write this position soon (replacing any position still waiting).

        `first`: the first write since the game was started or taken up, which first keeps
        aside an unfinished game the file holds that this one would replace.
        """
        if not self._free:
            return
        with self._lock:
            first = first or (self._pending is not None and self._pending[2])
            self._pending = (saved, map_file, first)
            self._start()

    def later(self, job: Callable[[], object]) -> None:
        """Run another small write (a finished game for the history) on the same thread, after the position."""
        with self._lock:
            self._jobs.append(job)
            self._start()

    def _start(self) -> None:
        """Wake the worker, or start it when there is none (called holding the lock)."""
        self._lock.notify()
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self._thread.start()

    def flush(self, timeout: float = FLUSH_WAIT) -> bool:
        """Wait until every position and other write given has been done (True), or the timeout passed."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._jobs and not self._busy, timeout)

    def _run(self) -> None:
        """The worker: write the newest waiting position, then other writes in turn, until none waits for a while."""
        while True:
            with self._lock:
                if not self._lock.wait_for(lambda: self._pending is not None or bool(self._jobs), 30.0):
                    self._thread = None
                    return
                job, self._pending, self._busy = self._pending, None, True
                other = self._jobs.pop(0) if job is None else None
            try:
                if job is not None:
                    self._write(*job)
                elif other is not None:
                    other()
            except Exception:  # noqa: BLE001 (another write that failed its own way never stops the positions')
                pass
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def unsaved(self, retry: Callable[[], object]) -> str | None:
        """Why the game's last moves are not on disk after one more try (`retry` gives the saver the
        position again: a stick put back, or room made, takes it now), or None when every move is written."""
        if self.flush() and self.problem is None:
            return None
        retry()
        if self.flush() and self.problem is None:
            return None
        return self.problem or "the disk is still writing them"

    def _write(self, saved: SavedGame, map_file: Path, first: bool) -> None:
        """Write one position; the first of a game keeps aside what it would replace. A refusal is kept in
        `problem` (and the keeping aside is owed to the next write); a write that works clears it."""
        first = first or self._owed_first
        try:
            if first and self.keep_aside:
                self._keep_old(saved)
            self.folder.write(self.name, saved, map_file)
        except BoardUnreadable as err:
            self._refused(first, err.strerror)
        except OSError as err:
            self._refused(first, write_problem(self.folder.path, err))
        except Exception as err:  # noqa: BLE001 (a position that cannot be written never stops the writer)
            self._refused(first, f"the position could not be written ({type(err).__name__}: {err})")
        else:
            self.written += 1
            self._owed_first = False
            self.problem = None

    def _refused(self, first: bool, why: str) -> None:
        """A write the disk refused: say why, and keep what the next write owes."""
        self.refused += 1
        self._owed_first = first
        self.problem = why

    def _keep_old(self, saved: SavedGame) -> None:
        """Keep an unfinished game in the file aside when this game would overwrite it (OSError if that fails:
        then nothing is written over it)."""
        if not self.path.is_file():
            return
        old = self.folder.peek(self.path)
        state = old.get("state") if old else None
        if old is not None and isinstance(state, dict) and state.get("phase") == "over":
            return   # a finished game: nothing is left to play in it
        moves = old.get("moves") if old else None
        if old is not None and moves == []:
            return   # a game left at its deal: nothing of it was played
        same = old is not None and old.get("game_id") == saved.game_id
        if same and isinstance(moves, list) and len(moves) <= len(saved.moves):
            return   # an earlier point of this very game
        self.folder.keep_aside(self.path)
