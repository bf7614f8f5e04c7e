"""One seat's door to the table: its own view, and moves for that seat alone.

A screen that belongs to one player (a phone) is given a door, never the table session: through it
it can read only what its seat may see (`view_for`), submit only its seat's moves, and take back
only its seat's own move.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import Action, Applied, PlayerView, Refused

if TYPE_CHECKING:
    from game.table.session import TableSession


class SeatDoor:
    """What one seat may do at the table, and see of it."""

    __slots__ = ("_session", "seat")

    def __init__(self, session: TableSession, seat: int) -> None:
        self._session = session
        self.seat = seat

    def view(self) -> PlayerView:
        """The game now, as this seat may see it."""
        return self._session.view(self.seat)

    def move_count(self) -> int:
        """How many moves the game has had."""
        return self._session.move_count

    def submit(self, action: Action) -> Applied | Refused:
        """This seat's move (refused, in words, when it is not this seat's turn or the rules say no)."""
        return self._session.submit(self.seat, action)

    def undo_offered(self) -> bool:
        """True if this seat's own last move may be taken back now."""
        return self._session.undo_actor() == self.seat and self._session.undo_offered(self.seat)

    def undo(self) -> bool:
        """Take back this seat's last move if it may be; True if it was."""
        return self.undo_offered() and self._session.undo() is not None
