"""What an overlay answers as it closes: small typed values, so the scene below reads a name, not a tuple."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ready:
    """The pass screen was tapped: `seat` holds the device now."""

    seat: int


@dataclass(frozen=True)
class UndoAsked:
    """Undo was tapped on the pass screen: the last move is to be taken back."""


@dataclass(frozen=True)
class Kept:
    """Tickets were chosen: the ids of those kept."""

    tickets: tuple[str, ...]


@dataclass(frozen=True)
class Answer:
    """A question was answered: `key` names the question (e.g. "swap", "draw_tickets", "confirm"), `yes` the tick."""

    key: str
    yes: bool


@dataclass(frozen=True)
class Named:
    """A name was typed or picked on the keyboard."""

    name: str


@dataclass(frozen=True)
class Resumed:
    """The pause menu was closed with Resume."""
