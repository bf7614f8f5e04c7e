"""Computer players think on a worker thread, so the screen keeps moving while they do.

The play scene starts a decision once a computer seat is to move and the last move has finished
showing, so that the thinking (Python, one processor at a time) never takes time from a frame
that moves: it runs in the pause a child gets between moves. The answer is taken when ready. A decision belongs to one game
state: once the state has moved on, an old answer is never used.
"""
from __future__ import annotations

import sys
from concurrent import futures
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.ai.random_player import RandomPlayer
from game.rules.actions import Action
from game.rules.view import PlayerView

_POOL: ThreadPoolExecutor | None = None


SWITCH_SECONDS = 0.0002  # how soon a thread waiting for the interpreter gets it (Python's default is 5 ms)


def _pool() -> ThreadPoolExecutor:
    """One worker thread for every game of the run (decisions never overlap)."""
    global _POOL
    if _POOL is None:
        # Only one thread runs Python at a time: while a computer looks ahead (up to a few hundred ms of work)
        # the screen's idle loop turns waited for the interpreter (95th percentile 6-15 ms with the default);
        # handing it over every 0.2 ms keeps them near their usual 3-4 ms (bench/frames.py --late).
        sys.setswitchinterval(SWITCH_SECONDS)
        _POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
    return _POOL


class Thinker:
    """One decision at a time, for the game state it was asked about."""

    def __init__(self) -> None:
        self._for: Any = None                 # the state the running decision is about
        self._job: Future | None = None
        self._view: PlayerView | None = None

    def about(self, state: Any) -> bool:
        """True if a decision for this very state is under way or ready."""
        return self._job is not None and self._for is state

    def start(self, state: Any, player: Any, view: PlayerView) -> None:
        """Begin choosing for this state, unless that has begun already."""
        if self.about(state):
            return
        self._for, self._view = state, view
        self._job = _pool().submit(player.choose, view)

    def take(self, state: Any, wait: bool = False) -> Action | None:
        """The chosen action for this state, or None while still thinking (wait: block until chosen).

        A player that fails is replaced for this one move by a random legal action, and the
        failure is written to stderr: the game goes on.
        """
        if self._job is None or self._for is not state:
            return None
        if not wait and not self._job.done():
            return None
        job, view = self._job, self._view
        self._job = self._for = self._view = None
        try:
            return job.result()
        except Exception as err:  # a bug in a computer player must not stop a family's game
            sys.stderr.write(f"computer player failed ({type(err).__name__}: {err}); it plays a random move\n")
            assert view is not None
            return RandomPlayer(0).choose(view)

    def wait(self, timeout: float) -> None:
        """Block until the decision being made is made, `timeout` seconds at most (a watchdog, not a pace)."""
        if self._job is not None:
            futures.wait([self._job], timeout)

    @property
    def busy(self) -> bool:
        """True while a decision is being made."""
        return self._job is not None and not self._job.done()
