"""Every screen fits every screen size: all that can be tapped lies inside the window and is big enough.

Windows of the Raspberry Pi touch display (800 x 480), a small 16:9-ish netbook panel (1024 x 600),
a 1280 x 720 TV and a 1920 x 1080 monitor are opened for real; each scene is put on the stack
and laid out for that size, and its tappable rectangles (`Scene.targets()`) are checked.
"""
import pygame
import pytest

from game.app import App
from game.config import GameConfig, Seat
from game.scenes.stack import Push
from game.view.metrics import CORNER_PX, MIN_TARGET_PX, MIN_TEXT_PX, Metrics, near_a_bottom_corner
from tests.scenes.test_play_support import Recorder, answer_overlays, idle

SIZES = [(784, 416), (800, 480), (1024, 600), (1280, 720), (1920, 1080)]
PLAYERS = {"usa": 5, "amsterdam": 4, "first_journey": 4}
TOUCH = {(800, 480), (784, 416)}   # the Raspberry Pi touch display, and the largest window on it


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request, tmp_path_factory):
    """A real window of one size (a fresh App), with a silent recorder for sound."""
    app = App(saves=tmp_path_factory.mktemp("saves"), window=request.param)
    app.sound = Recorder()
    assert app.size == request.param
    yield app
    app.stack.scenes.clear()


def fresh(app):
    """The app with an empty stack."""
    app.stack.scenes.clear()
    app.stack.quit = False
    return app


def check_targets(app, scene, what, corners=True):
    """Every target of the scene lies inside the window and is at least a finger wide and high; on the
    touch display (800 x 480, or the largest window on it) none lies within CORNER_PX of a bottom
    corner, where hands rest (`corners=False`: a screen that has no room to keep them clear)."""
    screen = pygame.Rect((0, 0), app.size)
    targets = scene.targets()
    assert targets, f"{what}: nothing to tap"
    for name, rect in targets:
        assert screen.contains(rect), f"{what}: {name} {rect} is not fully on the {app.size} screen"
        assert min(rect.size) >= MIN_TARGET_PX, f"{what}: {name} {rect} is smaller than {MIN_TARGET_PX} px"
        if corners and app.size in TOUCH:
            assert not near_a_bottom_corner(rect, app.size), f"{what}: {name} {rect} is within {CORNER_PX} px of a bottom corner"
    app.stack.draw(app.screen)   # and it draws at this size


def test_metrics_keep_words_and_targets_large_enough():
    """At 800 x 480 a unit is 0.8 px: 80-unit buttons are 64 px, 16-unit words 13 px; larger screens grow."""
    small = Metrics.for_size((800, 480))
    assert small.target() >= MIN_TARGET_PX and small.font(16) >= MIN_TEXT_PX
    assert small.units[0] >= 1000 and small.units[1] >= 600
    assert Metrics.for_size((1920, 1080)).px(80) == 120
    assert Metrics.for_size((1280, 720)).k == 1.0


def test_menu(sized_app):
    """The title menu."""
    from game.scenes.menus.title import MenuScene
    app = fresh(sized_app)
    app.stack.apply(Push(MenuScene()))
    check_targets(app, app.stack.top, "menu")


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_setup(sized_app, game):
    """The new-game screen of each game, with the most seats."""
    from game.scenes.setup.scene import SetupScene
    app = fresh(sized_app)
    scene = SetupScene(game)
    app.stack.apply(Push(scene))
    for _ in range(PLAYERS[game]):
        add = next((b for b in scene.row.buttons if b.key == "more" and b.enabled), None)
        if add is None:
            break
        scene.tap(add.key)
    check_targets(app, scene, f"setup {game}")


def test_settings(sized_app):
    """The settings screen."""
    from game.scenes.menus.settings import SettingsScene
    app = fresh(sized_app)
    app.stack.apply(Push(SettingsScene(app.settings_path)))
    check_targets(app, app.stack.top, "settings")


def test_saved_games(sized_app):
    """The saved games list."""
    from game.scenes.menus.saves import SavesScene
    app = fresh(sized_app)
    app.stack.apply(Push(SavesScene()))
    check_targets(app, app.stack.top, "saved games")


def test_rules_help(sized_app):
    """How to play, for each game."""
    from game.scenes.overlays.rules_help import RulesOverlay
    for game in sorted(PLAYERS):
        app = fresh(sized_app)
        app.stack.apply(Push(RulesOverlay(game)))
        check_targets(app, app.stack.top, f"rules {game}")


def test_confirm(sized_app):
    """A question with two answers."""
    from game.scenes.overlays.confirm import ConfirmOverlay
    app = fresh(sized_app)
    app.stack.apply(Push(ConfirmOverlay("Delete this saved game?", "Round 4, Ann's turn")))
    check_targets(app, app.stack.top, "confirm")


def person_and_computers(game):
    """One person and computer players filling the table."""
    seats = (Seat("Ann", color=0),) + tuple(Seat(f"C{i}", computer=True, color=i) for i in range(1, PLAYERS[game]))
    return GameConfig(game, seats, first=0, seed=3)


def playing(app, game):
    """A play scene at its person's first turn, with the hand shown."""
    from game.scenes.play.scene import PlayScene
    scene = PlayScene(person_and_computers(game), pace=0)
    app.stack.apply(Push(scene))
    for _ in range(200):
        if answer_overlays(app):
            continue
        if scene.my_turn() and app.stack.top is scene:
            return scene
        idle(app)
    raise AssertionError("the person's turn never came")


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_play(sized_app, game):
    """The play scene with the most players: board, hand, face-up row, deck and buttons."""
    app = fresh(sized_app)
    scene = playing(app, game)
    # North America's nine colours need the whole strip at 800 x 480: only its two end buttons reach the corners.
    check_targets(app, scene, f"play {game}", corners=game != "usa")
    labels = scene.board_layer.picture.label_rects
    assert labels and min(r.height for r in labels.values()) >= MIN_TEXT_PX


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_overlays_over_play(sized_app, game):
    """Pause, pass-the-device and ticket choice over a game."""
    from game.scenes.overlays.pass_device import PassOverlay
    from game.scenes.overlays.pause import PauseOverlay
    app = fresh(sized_app)
    scene = playing(app, game)
    swap = [scene.controls.swap_overlay()] if game == "first_journey" else []   # "Swap your tickets?"
    for overlay in (PauseOverlay(game), PassOverlay(0, "Ann", 0), scene.tickets_overlay(), *swap):
        app.stack.apply(Push(overlay))
        check_targets(app, overlay, f"{type(overlay).__name__} {game}")
        app.stack.scenes.pop()


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_scoring(sized_app, game):
    """The scores at the end of a game."""
    from game.rules import new_game
    from game.scenes.scoring.scene import ScoringScene
    from game.board.loader import load_board
    config = person_and_computers(game)
    state = new_game(load_board(config.map_path), [s.name for s in config.seats], seed=1, first=0)
    app = fresh(sized_app)
    scene = ScoringScene(state, config)
    app.stack.apply(Push(scene))
    for _ in range(600):
        idle(app)
    check_targets(app, scene, f"scoring {game}")
