"""Work a screen hands to a thread of its own: started once the screen's first frame is shown, stopped when it goes.

Reading a folder of saves, boards or games takes seconds on a Raspberry Pi; a screen shows at once
what it has and lets such work run beside it. Python runs one thread at a time, so the work starts
only after the first frame (which then never shares the processor with it), and the screen looks at
`version` now and then to show what was found. `run` must catch every failure of one file itself:
the thread never ends on one file, and whatever ends it, `done` becomes true and `version` changes.
"""
from __future__ import annotations

import threading


class Background:
    """A piece of work on its own thread: `start`, `stop`, `wait`, and `done` once it has ended."""

    name = "background"

    def __init__(self) -> None:
        self.version = 0                  # counts what the work has found, so a screen knows when to look
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._work, name=self.name, daemon=True)

    def start(self) -> None:
        """Begin the work (once; again does nothing)."""
        if self._thread.ident is None:
            self._thread.start()

    @property
    def done(self) -> bool:
        """True once the work has ended (finished, or stopped)."""
        return self._thread.ident is not None and not self._thread.is_alive()

    @property
    def stopping(self) -> bool:
        """True once the screen has gone: the work should end at its next step."""
        return self._stop.is_set()

    def stop(self) -> None:
        """End the work at its next step (the screen has gone)."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Start the work if it has not started, wait until it ends (or the timeout); True if it has ended."""
        self.start()
        self._thread.join(timeout)
        return self.done

    def found(self) -> None:
        """Say that there is something new for the screen."""
        self.version += 1

    def run(self) -> None:
        """The work itself."""
        raise NotImplementedError

    def _work(self) -> None:
        """Run the work; whatever ends it, the screen is told."""
        try:
            self.run()
        finally:
            self.found()
