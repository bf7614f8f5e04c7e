"""When a spoken prompt nobody answered comes again: after a quiet while, a few times, then not until a touch.

Plain logic on the caller's own clock (a scene's seconds, advanced by its update), so a test drives it
with any steps it likes and the wall clock never matters. A prompt that repeated without end was
nagging: a child who walked away came back to the same words every few seconds.
"""
from __future__ import annotations

REPEAT = 15.0   # seconds without a touch before an unanswered prompt comes again
AGAIN = 2       # times it comes again without a touch; then it waits for a touch or a new prompt


class Repeats:
    """One prompt's repeats: due `every` seconds after it was said or the screen was touched, at most
    `most` times in a row without a touch."""

    def __init__(self, every: float = REPEAT, most: int = AGAIN) -> None:
        self.every = every
        self.most = most
        self.since = 0.0     # the clock when the prompt was last said or the screen last touched
        self.left = most     # repeats still allowed before a touch

    def start(self, now: float) -> None:
        """A new prompt was said (a new turn, a new screen): its repeats count from here."""
        self.since = now
        self.left = self.most

    def touched(self, now: float) -> None:
        """The screen was touched: the quiet while starts again, and so do the repeats."""
        self.start(now)

    def quiet(self, now: float) -> float:
        """Seconds since the prompt was last said or the screen last touched."""
        return now - self.since

    def due(self, now: float) -> bool:
        """True if the prompt should be said again now."""
        return self.left > 0 and self.quiet(now) >= self.every

    def said(self, now: float) -> None:
        """The prompt was said again: one repeat fewer, and the quiet while starts again."""
        self.since = now
        self.left -= 1

    def wait(self, now: float) -> float | None:
        """Seconds until the next repeat is due (None: no more until a touch)."""
        return None if self.left <= 0 else max(0.0, self.every - self.quiet(now))
