"""A table to play at: the game and its seats (what setup decides, what a save keeps; no pygame)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

MAPS = Path(__file__).resolve().parents[1] / "maps"
GAME_TITLES = {"usa": "Ticket to Ride", "amsterdam": "Amsterdam", "first_journey": "First Journey"}
PLAYER_RANGE = {"usa": (2, 5), "amsterdam": (2, 4), "first_journey": (2, 4)}


@dataclass(frozen=True)
class Seat:
    """One seat at the table: who sits there and which train colour is theirs."""

    name: str
    computer: bool = False
    color: int = 0          # index into game.view.palette.PLAYER_COLORS
    level: str = "medium"   # computer player's strength: a level of game.ai.players.LEVELS


@dataclass(frozen=True)
class GameConfig:
    """A game to start: which board, who plays, who starts (None: drawn at random, D1)."""

    game: str
    seats: tuple[Seat, ...]
    first: int | None = None
    seed: int = 0
    house_rules: dict[str, Any] = field(default_factory=dict)
    undo: bool | None = None   # a claim or a ticket choice may be taken back; None: as the game's default
    together: bool = False     # every hand is shown and hints help everyone (an adult teaching a child)

    @property
    def map_path(self) -> Path:
        """The Tiled map of this game."""
        return MAPS / f"{self.game}.tmx"

    @property
    def for_children(self) -> bool:
        """True for the game made for young children (voice, hints, gentle mistakes, undo by default)."""
        return self.game == "first_journey"

    @property
    def undo_on(self) -> bool:
        """True if a person may take back their last claim or ticket choice (on by default for children)."""
        return self.for_children if self.undo is None else self.undo

    @property
    def people(self) -> int:
        """How many seats a person plays (the pass-the-device screen needs two or more)."""
        return sum(1 for s in self.seats if not s.computer)
