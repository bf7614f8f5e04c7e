"""What an overlay answers as it closes: small typed values, so the scene below reads a name, not a tuple."""
from __future__ import annotations

from game.value import Value


class Ready(Value):
    """The pass screen was tapped: `seat` holds the device now."""

    __slots__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        self._set(seat=seat)


class UndoAsked(Value):
    """Undo was tapped on the pass screen: the last move is to be taken back."""

    __slots__ = ()


class Kept(Value):
    """Tickets were chosen: the ids of those kept."""

    __slots__ = ("tickets",)
    tickets: tuple[str, ...]

    def __init__(self, tickets: tuple[str, ...]) -> None:
        self._set(tickets=tickets)


class Answer(Value):
    """A question was answered: `key` names the question (e.g. "swap", "draw_tickets", "confirm"), `yes` the tick."""

    __slots__ = ("key", "yes")
    key: str
    yes: bool

    def __init__(self, key: str, yes: bool) -> None:
        self._set(key=key, yes=yes)


class Named(Value):
    """A name was typed or picked on the keyboard."""

    __slots__ = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        self._set(name=name)


class Resumed(Value):
    """The pause menu was closed with Resume."""

    __slots__ = ()
