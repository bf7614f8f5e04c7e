"""The autosave: the position after every move, written on a worker thread so play never waits for the disk.

Only the newest position waits to be written; an older one still waiting is dropped. The
first write of a game keeps aside an unfinished game already in the file (another game,
or a later point of this one that the player went back from), so starting or loading a
game never loses one. A disk that refuses turns saving off, and `problem` says why once.
Other small writes (a finished game for the history) take their turn on the same thread.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from game.saves.folder import AUTOSAVE, SaveFolder

if TYPE_CHECKING:
    from game.saves.record import SavedGame

FLUSH_WAIT = 5.0   # seconds leaving the game waits at most for the last write


class AutoSaver:
    """Writes one game's positions to one file of a saves folder."""

    def __init__(self, folder: SaveFolder, name: str = AUTOSAVE, keep_aside: bool = True) -> None:
        self.folder = folder
        self.name = name
        self.keep_aside = keep_aside           # the demo's file replaces its own games without keeping them
        self.problem: str | None = folder.problem
        self.written = 0                       # positions written so far (tests, the soak)
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
        if self.problem is not None:
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
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def _write(self, saved: SavedGame, map_file: Path, first: bool) -> None:
        """Write one position; the first of a game keeps aside what it would replace."""
        if self.problem is not None:
            return
        try:
            if first and self.keep_aside:
                self._keep_old(saved)
            self.folder.write(self.name, saved, map_file)
            self.written += 1
        except OSError as err:
            self.problem = f"the game cannot be saved in {self.folder.path} ({err.strerror or err})"

    def _keep_old(self, saved: SavedGame) -> None:
        """Keep an unfinished game in the file aside when this game would overwrite it."""
        if not self.path.is_file():
            return
        old = self.folder.peek(self.path)
        state = old.get("state") if old else None
        if old is not None and isinstance(state, dict) and state.get("phase") == "over":
            return   # a finished game: nothing is left to play in it
        moves = old.get("moves") if old else None
        same = old is not None and old.get("game_id") == saved.game_id
        if same and isinstance(moves, list) and len(moves) <= len(saved.moves):
            return   # an earlier point of this very game
        self.folder.keep_aside(self.path)
