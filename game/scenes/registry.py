"""The one module that builds a screen from a place: the title menu, setup, a game, the scores and the menus.

Scenes name where to go (game/scenes/places.py) and never import each other's screens; the App gives
`build` to its scene stack, which asks it whenever a scene names a place. Each screen is imported
when it is first built, not with this module: the title menu shows before the play screen is
imported (game/scenes/menus/warmup.py imports it meanwhile, by name).
"""
from __future__ import annotations

from typing import Any, Callable

from game.scenes.places import (Game, History, Menu, Place, Rules, SavedGame, Saves, Scores, Settings, Setup,
                                Unavailable)
from game.scenes.stack import Scene


def _menu(place: Menu) -> Scene:
    """The title menu."""
    from game.scenes.menus.title import MenuScene
    return MenuScene()


def _setup(place: Setup) -> Scene:
    """The new-game screen, at the board asked for or the one started last."""
    from game.scenes.setup.scene import SetupScene
    return SetupScene(place.game)


def _game(place: Game) -> Scene:
    """A new game; Unavailable when its board cannot be read now (its files changed since it was chosen)."""
    from game.board.loader import MapError
    from game.scenes.play.scene import PlayScene
    try:
        return PlayScene(place.config) if place.pace is None else PlayScene(place.config, pace=place.pace)
    except MapError as err:
        raise Unavailable(place, list(err.problems)) from err


def _saved_game(place: SavedGame) -> Scene:
    """A saved game, going on where it stood."""
    from game.scenes.play.scene import PlayScene
    return PlayScene.from_saved(place.saved)


def _scores(place: Scores) -> Scene:
    """The scores of a finished game."""
    from game.scenes.scoring.scene import ScoringScene
    return ScoringScene(place.state, place.config)


def _saves(place: Saves) -> Scene:
    """The saved games."""
    from game.scenes.menus.saves import SavesScene
    return SavesScene(from_game=place.from_game)


def _history(place: History) -> Scene:
    """The games played."""
    from game.scenes.menus.history import HistoryScene
    return HistoryScene()


def _rules(place: Rules) -> Scene:
    """The rules pages."""
    from game.scenes.overlays.rules_help import RulesOverlay
    return RulesOverlay(place.game, tab=place.tab)


def _settings(place: Settings) -> Scene:
    """The settings."""
    from game.scenes.menus.settings import SettingsScene
    return SettingsScene()


SCREENS: dict[type[Place], Callable[[Any], Scene]] = {
    Menu: _menu, Setup: _setup, Game: _game, SavedGame: _saved_game, Scores: _scores, Saves: _saves,
    History: _history, Rules: _rules, Settings: _settings}


def build(place: Place, app: Any = None) -> Scene:
    """The screen that shows `place` (not yet entered: the stack enters it); Unavailable when it cannot open now."""
    return SCREENS[type(place)](place)
