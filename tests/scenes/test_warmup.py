"""The menu prepares the first New game once its first frame has shown: the shipped boards are read as Start
reads them, and the preparing ends when another screen is on top (taken up again back at the menu)."""
import pytest

import game.config as config
from game.board import loader
from game.board.catalog import MAPS
from game.scenes.menus.title import MenuScene
from game.scenes.stack import Pop, Push, Reset
from game.scenes.menus.warmup import WarmUp

SHIPPED = sorted(MAPS.glob("*.tmx"))


@pytest.fixture
def nothing_read(monkeypatch):
    """No board loaded and no rule style known in this process yet, as at a first start."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr(config, "_styles", {})


def test_the_first_new_game_is_prepared_after_the_menus_first_frame(ui_app, nothing_read):
    """Nothing is prepared before the menu is on screen; the loop turn after its first frame starts it; then
    every shipped board is loaded and its rule style known, as Start will ask for them."""
    ui_app.stack.apply(Reset(MenuScene()))
    menu = ui_app.stack.top
    ui_app.step([], 0.0)
    assert menu.drawn and menu.warmup is None and menu.wake() == 0.0
    ui_app.step([], 0.0)
    assert menu.warmup is not None and menu.warmup.wait(60) and menu.warmup.finished
    assert set(loader._held) == set(SHIPPED)
    assert {game for game, _ in config._styles} == {tmx.stem for tmx in SHIPPED}


def test_preparing_ends_when_another_screen_is_on_top_and_goes_on_back_at_the_menu(ui_app, nothing_read):
    """A screen opened over the menu at once: the warm-up stops before the boards; back at the menu, it starts
    again once the menu has been drawn, and finishes."""
    from game.scenes.menus.settings import SettingsScene
    ui_app.stack.apply(Reset(MenuScene()))
    menu = ui_app.stack.top
    ui_app.step([], 0.0)
    ui_app.stack.apply(Push(SettingsScene()))
    menu.update(0.0)   # as if its loop turn came just before the tap
    stopped = menu.warmup
    assert stopped.wait(60) and not stopped.finished and loader._held == {}
    ui_app.stack.apply(Pop())
    assert menu.warmup is None and not menu.drawn
    ui_app.step([], 0.0)
    ui_app.step([], 0.0)
    assert menu.warmup is not stopped and menu.warmup.wait(60) and menu.warmup.finished
    assert set(loader._held) == set(SHIPPED)


def test_a_warm_up_nobody_wants_does_nothing(nothing_read):
    """Asked to run when the menu has gone already, it loads nothing and says it did not finish."""
    warmup = WarmUp(lambda: False)
    assert warmup.wait(60) and not warmup.finished and loader._held == {} and config._styles == {}
