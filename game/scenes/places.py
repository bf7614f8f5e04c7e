"""Where a screen sends the player, named as small values: a scene returns a place, never another screen.

The stack hands a place to the registry (game/scenes/registry.py), the one module that knows which
screen shows it. So the title menu, setup, play, the scores and the menus around them never import
each other, and a second kind of screen could show the same places its own way.
"""
from __future__ import annotations

from typing import Any

from game.value import Value


class Place(Value):
    """Base of every place; a place never changes and holds only what its screen needs to open."""

    __slots__ = ()


class Menu(Place):
    """The title menu."""

    __slots__ = ()


class Setup(Place):
    """New game: the board `game` (a catalog id), or the one started last."""

    __slots__ = ("game",)
    game: str | None

    def __init__(self, game: str | None = None) -> None:
        self._set(game=game)


class Game(Place):
    """A new game of this configuration (a GameConfig); `pace` scales its pauses and animations (None: as long as
    the play screen makes them)."""

    __slots__ = ("config", "pace")
    config: Any
    pace: float | None

    def __init__(self, config: Any, pace: float | None = None) -> None:
        self._set(config=config, pace=pace)


class SavedGame(Place):
    """A saved game (a SavedGame record), going on where it stood."""

    __slots__ = ("saved",)
    saved: Any

    def __init__(self, saved: Any) -> None:
        self._set(saved=saved)


class Scores(Place):
    """The scores of a finished game: its final state (everything is shown at the end, D7) and configuration."""

    __slots__ = ("state", "config")
    state: Any
    config: Any

    def __init__(self, state: Any, config: Any) -> None:
        self._set(state=state, config=config)


class Saves(Place):
    """The saved games; `from_game`: opened from a game's pause (loading asks first if moves are unsaved)."""

    __slots__ = ("from_game",)
    from_game: bool

    def __init__(self, from_game: bool = False) -> None:
        self._set(from_game=from_game)


class History(Place):
    """The games played."""

    __slots__ = ()


class Rules(Place):
    """The rules pages: one game's alone (`game`), or every game in tabs opened on `tab`."""

    __slots__ = ("game", "tab")
    game: str | None
    tab: str | None

    def __init__(self, game: str | None = None, tab: str | None = None) -> None:
        self._set(game=game, tab=tab)


class Settings(Place):
    """The settings."""

    __slots__ = ()


class Unavailable(Exception):
    """A place that cannot open now (its board's files went bad since it was chosen): `problems`, in words."""

    def __init__(self, place: Place, problems: list[str]) -> None:
        super().__init__("; ".join(problems) or f"{type(place).__name__} cannot open")
        self.place = place
        self.problems = problems
