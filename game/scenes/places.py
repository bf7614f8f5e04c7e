"""Where a screen sends the player, named as small values: a scene returns a place, never another screen.

The stack hands a place to the registry (game/scenes/registry.py), the one module that knows which
screen shows it. So the title menu, setup, play, the scores and the menus around them never import
each other, and a second kind of screen could show the same places its own way.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class Place:
    """Base of every place; a place is frozen and holds only what its screen needs to open."""


@dataclass(frozen=True)
class Menu(Place):
    """The title menu."""


@dataclass(frozen=True)
class Setup(Place):
    """New game: the board `game` (a catalog id), or the one started last."""

    game: str | None = None


@dataclass(frozen=True)
class Game(Place):
    """A new game of this configuration (a GameConfig); `pace` scales its pauses and animations (None: as long as
    the play screen makes them)."""

    config: Any
    pace: float | None = None


@dataclass(frozen=True)
class SavedGame(Place):
    """A saved game (a SavedGame record), going on where it stood."""

    saved: Any


@dataclass(frozen=True)
class Scores(Place):
    """The scores of a finished game: its final state (everything is shown at the end, D7) and configuration."""

    state: Any
    config: Any


@dataclass(frozen=True)
class Saves(Place):
    """The saved games; `from_game`: opened from a game's pause (loading asks first if moves are unsaved)."""

    from_game: bool = False


@dataclass(frozen=True)
class History(Place):
    """The games played."""


@dataclass(frozen=True)
class Rules(Place):
    """The rules pages: one game's alone (`game`), or every game in tabs opened on `tab`."""

    game: str | None = None
    tab: str | None = None


@dataclass(frozen=True)
class Settings(Place):
    """The settings."""


class Unavailable(Exception):
    """A place that cannot open now (its board's files went bad since it was chosen): `problems`, in words."""

    def __init__(self, place: Place, problems: list[str]) -> None:
        super().__init__("; ".join(problems) or f"{type(place).__name__} cannot open")
        self.place = place
        self.problems = problems
