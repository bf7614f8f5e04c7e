"""What the play screen is doing at the moment, apart from the game: the route chosen, the words shown,
the list opened, the cards still flying. Every part reads and changes the same Moment."""
from __future__ import annotations

from collections import deque

from game.ai.hint import Hint
from game.scenes.play.claim import ClaimChoice

Note = tuple[str, str] | tuple[str, str, str]   # (title, reason) of a refusal, or (title, words, tone)
Target = str | tuple[str, str] | None          # a tappable thing's key, ("route", id), or nothing


class Moment:
    """The screen's own state between two moves (none of it is part of the game or its save)."""

    def __init__(self) -> None:
        self.selected: ClaimChoice | None = None      # a route tapped and affordable, with the payment picked
        self.refused: str | None = None               # a route just refused (outlined)
        self.note: Note | None = None                 # the status box's words about the last tap
        self.log: deque[str] = deque(maxlen=4)        # what happened lately, for everyone
        self.show_claimable = False
        self.tickets_open = False
        self.ticket_focus: int | None = None
        self.hover: Target = None
        self.hint: Hint | None = None                 # the track the hint button lit, until the next move
        self.in_flight: dict[str, int] = {}           # cards flying to the shown hand, not in it yet
        self.route_centre_last = (0, 0)               # where the last claimed route lies on screen (merchandise flies from it)
        self.last_board_tap: tuple[float, tuple[int, int]] | None = None   # (time, place): a second tap zooms
        self.paused = False                           # an overlay is on top

    def clear_choice(self) -> None:
        """Forget the route chosen or refused, the hint and the note (a move was made, or taken back)."""
        self.selected = self.refused = self.note = self.hint = None
