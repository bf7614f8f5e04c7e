"""Scenes as rooms: a screen names where to go as a place, and only the registry builds screens from places.

Read from the source with ast, so no screen has to run: no module under game/scenes but the
registry imports a top-level screen, so the screens cannot import each other in a circle, and the
title menu opens without the play screen. The stack opens a place through the builder it is given,
and a place that cannot open leaves the stack as it was and tells the screen that asked.
"""
import ast
import os
import subprocess
import sys
from pathlib import Path
from random import Random

import pytest

from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.rules import apply, legal_actions, new_game
from game.saves.record import SavedGame as SavedRecord
from game.scenes import places
from game.scenes.places import (Game, History, Menu, Place, Rules, SavedGame, Saves, Scores, Settings, Setup,
                                Unavailable)
from game.scenes.registry import build
from game.scenes.stack import Pop, Push, Replace, Reset, Scene, SceneStack
from tests.conftest import MAPS, REPO

SCENES = REPO / "game" / "scenes"
# The top-level screens: only game/scenes/registry.py may import them. The overlays a screen pushes of its
# own (a question, the keyboard, the pause card, the pass screen, the tickets) are not among them.
SCREENS = ("game.scenes.menus.title", "game.scenes.setup.scene", "game.scenes.play.scene", "game.scenes.scoring.scene",
           "game.scenes.menus.saves", "game.scenes.menus.history", "game.scenes.menus.settings",
           "game.scenes.overlays.rules_help")
TABLE = GameConfig("first_journey", (Seat("Ann"), Seat("Robo", computer=True, color=1)), first=0, seed=5)


def module_of(path: Path) -> str:
    """The dotted name of a file under the repository."""
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> set[str]:
    """Every module a file imports, wherever in the file (a `from package import name` counts both)."""
    here = module_of(path).split(".")
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(here[:len(here) - node.level] + ([node.module] if node.module else [])) if node.level \
                else node.module or ""
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names)
    return out


def screen_imports() -> set[tuple[str, str]]:
    """(file, screen module) for every import of a top-level screen by a module under game/scenes but the
    registry (a screen's own file importing itself does not count)."""
    found = set()
    for path in sorted(SCENES.rglob("*.py")):
        name = module_of(path)
        if path.name == "registry.py" and path.parent == SCENES:
            continue
        for screen in imported(path) & set(SCREENS):
            if screen != name:
                found.add((str(path.relative_to(REPO)), screen))
    return found


def test_no_screen_imports_another_screen():
    """A screen names a place (game/scenes/places.py); only the registry imports the screens that show them."""
    assert SCREENS and all((REPO / (m.replace(".", "/") + ".py")).is_file() for m in SCREENS)
    assert screen_imports() == set(), "a scene imports a screen instead of naming a place"


def finished(config: GameConfig):
    """A game of this table played to its end by random legal moves."""
    state = new_game(load_board(MAPS / f"{config.game}.tmx"), [s.name for s in config.seats], config.seed)
    rng = Random(config.seed)
    while not state.over:
        state = apply(state, rng.choice(legal_actions(state))).state
    return state


def test_every_place_is_built_into_its_screen(ui_app):
    """Each place of places.py has a screen, and the screen shows what the place holds."""
    state = new_game(load_board(TABLE.map_path), [s.name for s in TABLE.seats], TABLE.seed)
    saved = SavedRecord(config=TABLE, state=state, moves=(), memories=(None, None), game_id="saved")
    over = finished(TABLE)
    samples = [
        (Menu(), "game.scenes.menus.title", lambda s: True),
        (Setup("first_journey"), "game.scenes.setup.scene", lambda s: s.asked == "first_journey"),
        (Game(TABLE, pace=0.5), "game.scenes.play.scene", lambda s: s.config == TABLE and s.pace == 0.5),
        (SavedGame(saved), "game.scenes.play.scene",
         lambda s: s.snapshot().game_id == "saved" and s.snapshot().state == state),
        (Scores(over, TABLE), "game.scenes.scoring.scene", lambda s: s.state is over and s.config == TABLE),
        (Saves(from_game=True), "game.scenes.menus.saves", lambda s: s.from_game),
        (History(), "game.scenes.menus.history", lambda s: True),
        (Rules(game="amsterdam"), "game.scenes.overlays.rules_help", lambda s: s.game == "amsterdam" and not s.tabs),
        (Rules(tab="amsterdam"), "game.scenes.overlays.rules_help", lambda s: s.game == "amsterdam" and s.tabs),
        (Settings(), "game.scenes.menus.settings", lambda s: True),
    ]
    kinds = {c for c in vars(places).values() if isinstance(c, type) and issubclass(c, Place) and c is not Place}
    assert kinds == {type(place) for place, _, _ in samples}, "a place without a sample here"
    for place, module, shows in samples:
        scene = build(place, ui_app)
        assert isinstance(scene, Scene) and type(scene).__module__ == module, place
        assert shows(scene), place


def test_a_game_whose_board_went_bad_is_unavailable(tmp_path):
    """The registry says why a game cannot open instead of failing: its board's problems."""
    table = GameConfig("first_journey", TABLE.seats, first=0, seed=5, map_file=tmp_path / "gone.tmx")
    with pytest.raises(Unavailable) as refused:
        build(Game(table))
    assert refused.value.place == Game(table) and refused.value.problems


class Room(Scene):
    """A scene that remembers what happened to it."""

    def __init__(self, name):
        self.name = name
        self.seen = []

    def enter(self, app):
        """Entered."""
        super().enter(app)
        self.seen.append("enter")

    def leave(self):
        """Left."""
        self.seen.append("leave")

    def cannot_open(self, refused):
        """Told that a place it named cannot open."""
        self.seen.append(("refused", refused.place))


class Host:
    """The least an App gives a stack."""

    dirty = False


def test_the_stack_opens_places_through_its_builder():
    """Push, Replace and Reset take a place as well as a scene; a place that cannot open changes nothing on the
    stack, and the scene that named it is told."""
    def builder(place, app):
        """Rooms for the menu and the settings; the game cannot open."""
        if isinstance(place, Game):
            raise Unavailable(place, ["the board's picture is cut short"])
        return Room(type(place).__name__)
    stack = SceneStack(Host(), builder)
    stack.apply(Reset(Menu()))
    menu = stack.top
    assert menu.name == "Menu" and menu.seen == ["enter"]
    stack.apply(Push(Settings()))
    assert stack.top.name == "Settings" and len(stack.scenes) == 2
    stack.apply(Pop())
    stack.apply(Replace(Game(TABLE)))
    assert stack.scenes == [menu] and menu.seen == ["enter", ("refused", Game(TABLE))]
    stack.apply(Replace(Room("scene")))
    assert stack.top.name == "scene" and menu.seen[-1] == "leave"


def test_the_menu_opens_without_the_play_screen():
    """Start-up: the App and the title menu built from its place import no play screen (the menu's warm-up
    imports it later, on its own thread)."""
    code = ("import sys; import game.app; from game.scenes.registry import build; from game.scenes.places import Menu;"
            " build(Menu()); print(sorted(m for m in sys.modules if m.startswith(('game.scenes.play', "
            "'game.scenes.scoring', 'game.scenes.setup.scene', 'game.scenes.menus.saves'))))")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                              "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
