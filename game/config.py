"""A table to play at: the game and its seats (what setup decides, what a save keeps; no pygame)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.board.catalog import MAPS, entry

CHILDREN_STYLES = ("first_journey",)   # the rule styles made for young children (F rules)
_styles: dict[tuple[str, Path | None], str] = {}   # (board id, map file) -> its rule style, read once


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

    game: str                  # the board's id in the catalog (game/board/catalog.py): "usa", "island"...
    seats: tuple[Seat, ...]
    first: int | None = None
    seed: int = 0
    house_rules: dict[str, Any] = field(default_factory=dict)   # the rules the table changed (game/rules/house.py)
    house_name: str = ""       # the name of the family's set those rules came from ("" : none, or changed since)
    undo: bool | None = None   # a claim or a ticket choice may be taken back; None: as the game's default
    together: bool = False     # every hand is shown and hints help everyone (an adult teaching a child)
    map_file: Path | None = None   # the board's map when it is not maps/<game>.tmx (a family's own folder)

    @property
    def map_path(self) -> Path:
        """The Tiled map of this game."""
        return self.map_file if self.map_file is not None else MAPS / f"{self.game}.tmx"

    @property
    def style(self) -> str:
        """The rule style of the board ("" if its map cannot be read): read once per map."""
        key = (self.game, self.map_file)
        style = _styles.get(key)
        if style is None:
            style = entry(self.map_path).style
            if not style:
                return ""   # a broken board is asked again: it may be mended while the game runs
            _styles[key] = style
        return style

    @property
    def for_children(self) -> bool:
        """True for a board with the rules made for young children (voice, hints, gentle mistakes, undo)."""
        return self.style in CHILDREN_STYLES

    @property
    def undo_on(self) -> bool:
        """True if a person may take back their last claim or ticket choice (on by default for children)."""
        return self.for_children if self.undo is None else self.undo

    @property
    def people(self) -> int:
        """How many seats a person plays (the pass-the-device screen needs two or more)."""
        return sum(1 for s in self.seats if not s.computer)
