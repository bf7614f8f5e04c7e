"""The menu, new-game and settings screens at every screen size: fitted, large enough, not overlapping.

Beyond the shared size test: setup with the most seats and computer levels showing, the menu's
line about the last game, full screen switched off and on, and frames drawn only on a change.
"""
import pygame
import pytest

from game.app import MIN_WINDOW, App
from game.scenes.menus.title import MenuScene, menu_layout
from game.scenes.menus.settings import SettingsScene
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Reset
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.pointer import Hover
from tests.scenes.test_play_support import Recorder
from tests.conftest import GAMES
from tests.scenes.test_screen_sizes import check_targets

SIZES = [(800, 480), (1024, 600), (1280, 720), (1280, 800), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request, tmp_path):
    """A window of one size with a silent recorder for sound."""
    pygame.display.quit()
    app = App(saves=tmp_path / "saves", window=request.param)
    app.sound = Recorder()
    return app


def fits(app, scene, what):
    """As the shared size test checks (on screen, a finger large, drawn), and no two targets overlap."""
    check_targets(app, scene, what)
    rects = [pygame.Rect(r) for _, r in scene.targets()]
    assert all(rect.collidelist(rects[i + 1:]) < 0 for i, rect in enumerate(rects)), f"{what}: targets overlap"


@pytest.mark.parametrize("game", GAMES)
def test_setup_with_every_seat_and_computer(sized_app, game):
    """The most seats, every other one a computer with its level button, one chosen to start."""
    setup = SetupScene(game)
    sized_app.stack.apply(Reset(setup))
    while len(setup.seats) < setup.board().players[1]:
        setup.tap("more")
    for i in range(1, len(setup.seats), 2):
        setup.tap(("kind", i))
    setup.tap(("first", len(setup.seats) - 1))
    assert setup.button(("level", 1)).enabled
    fits(sized_app, setup, f"setup {game}")
    lay = setup.layout
    sizes = (lay.label_size, lay.count_size, lay.name_size, lay.kind_size, lay.level_size, lay.hint_size)
    assert min(sizes) >= MIN_TEXT_PX
    assert pygame.Rect((0, 0), sized_app.size).contains(lay.hint)


@pytest.mark.parametrize("size", [MIN_WINDOW, (720, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_fits_a_window_smaller_than_the_display(tmp_path, size):
    """A window made smaller than 800 x 480 still holds every button of the three screens, a finger large."""
    pygame.display.quit()
    app = App(saves=tmp_path / "saves", window=size)
    setup = SetupScene("usa")
    app.stack.apply(Reset(setup))
    for key in ("more", "more", "more", ("kind", 1)):
        setup.tap(key)
    fits(app, setup, f"setup at {size}")
    for scene in (MenuScene(), SettingsScene(app.settings_path)):
        app.stack.apply(Reset(scene))
        fits(app, scene, f"{type(scene).__name__} at {size}")


def test_setup_grows_on_a_large_screen():
    """The same layout at 1920 x 1080 is half as large again as at 1280 x 720."""
    from game.scenes.setup.layout import setup_layout
    small, large = setup_layout(Metrics.for_size((1280, 720))), setup_layout(Metrics.for_size((1920, 1080)))
    assert large.seats[0].name.h >= 1.4 * small.seats[0].name.h
    assert large.cards[0].w >= 1.4 * small.cards[0].w


def test_menu_and_its_line_about_the_last_game(sized_app):
    """The buttons fit, and the longest line about the last game is shortened to the screen."""
    menu = MenuScene()
    sized_app.stack.apply(Reset(menu))
    fits(sized_app, menu, "menu")
    lay = menu.layout
    assert min(lay.title_size, lay.subtitle_size, lay.small_size, lay.status_size) >= MIN_TEXT_PX
    big = menu.button("new").rect
    assert big.bottom < lay.status_y < menu.button("saves").rect.top
    names = ", ".join(["Grandpa"] * 5)
    menu.last_ways = lambda: [f"Continue Ticket to Ride: First Journey with {names}: round 12, Grandpa's turn",
                              f"First Journey with {names}: round 12, Grandpa's turn",
                              "First Journey, 5 players: round 12, Grandpa's turn"]
    line = menu.last_line(lay.status_size, sized_app.size[0] - 40)
    assert not line.cut and line.lines == (line.lines[0],) and line.lines[0].endswith("Grandpa's turn")
    assert line.width <= sized_app.size[0] - 40
    menu.draw(sized_app.screen)


def test_menu_grows_on_a_large_screen():
    """Buttons and title are larger at 1920 x 1080 than at 800 x 480."""
    small, large = menu_layout(Metrics.for_size((800, 480))), menu_layout(Metrics.for_size((1920, 1080)))
    assert large.big[0].h > 1.5 * small.big[0].h and large.title_size > 1.5 * small.title_size


def test_settings_fit_after_full_screen_off_and_on(sized_app):
    """Full screen on (the dummy desktop, 1024 x 768) and off again: every button on screen each time."""
    screen = SettingsScene(sized_app.settings_path)
    sized_app.stack.apply(Reset(screen))
    fits(sized_app, screen, "settings")
    for on in (True, False):
        screen.tap("fullscreen")
        assert sized_app.fullscreen is on and sized_app.settings.fullscreen is on
        assert screen.button("fullscreen").label == ("On" if on else "Off")
        fits(sized_app, screen, f"settings, full screen {on}")
    assert sized_app.size == sized_app.settings.window_size()


def test_a_hover_redraws_only_when_the_button_under_it_changes(sized_app):
    """Moving within one button, or over nothing, asks for no frame."""
    menu = MenuScene()
    sized_app.stack.apply(Reset(menu))
    sized_app.step([], 0.01)
    new = menu.button("new").rect
    for pos, redraws in ((new.center, True), (new.move(4, 4).center, False), ((2, 2), True), ((3, 3), False)):
        sized_app.dirty = False
        sized_app.stack.handle(Hover(pos))
        assert sized_app.dirty is redraws, pos


def test_the_menu_redraws_when_the_check_of_the_last_game_ends(sized_app):
    """The check's result changes what the menu shows: the menu asks for a frame when it comes."""
    menu = MenuScene()
    sized_app.stack.apply(Reset(menu))
    menu.last.wait()
    sized_app.dirty = False
    menu.shown_checked = False   # as if the check had just ended
    menu.update(0.01)
    assert sized_app.dirty and menu.wake() is None and not menu.busy()
