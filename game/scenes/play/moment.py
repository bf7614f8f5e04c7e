"""What the play screen is doing at the moment, apart from the game: the route chosen, the words shown,
the list opened, the cards still flying. Every part reads and changes the same Moment."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from game.ai.hint import Hint
from game.scenes.play.claim import ClaimChoice

Note = tuple[str, str] | tuple[str, str, str]   # (title, reason) of a refusal, or (title, words, tone)
Target = str | tuple[str, str] | None          # a tappable thing's key, ("route", id), or nothing


@dataclass
class Moment:
    """The screen's own state between two moves (none of it is part of the game or its save)."""

    selected: ClaimChoice | None = None      # a route tapped and affordable, with the payment picked
    refused: str | None = None               # a route just refused (outlined)
    note: Note | None = None                 # the status box's words about the last tap
    log: deque[str] = field(default_factory=lambda: deque(maxlen=4))   # what happened lately, for everyone
    show_claimable: bool = False
    tickets_open: bool = False
    ticket_focus: int | None = None
    hover: Target = None
    hint: Hint | None = None                 # the track the hint button lit, until the next move
    in_flight: dict[str, int] = field(default_factory=dict)   # cards flying to the shown hand, not in it yet
    route_centre_last: tuple[int, int] = (0, 0)   # where the last claimed route lies on screen (merchandise flies from it)
    last_board_tap: tuple[float, tuple[int, int]] | None = None   # (time, place): a second tap zooms
    paused: bool = False                     # an overlay is on top

    def clear_choice(self) -> None:
        """Forget the route chosen or refused, the hint and the note (a move was made, or taken back)."""
        self.selected = self.refused = self.note = self.hint = None
