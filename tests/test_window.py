"""The window: never larger than the desktop, fullscreen at a first start on a real display, choices remembered."""
import pygame
import pytest

import game.app
from game.app import App, main, window_for
from game.settings import Settings


def test_a_window_never_opens_larger_than_the_desktop_with_its_frame():
    """Asked or default, a window leaves room for its title bar and a panel; a small one is kept."""
    assert window_for(None, (1920, 1080)) == (1280, 768)
    assert window_for(None, (1280, 720)) == (1264, 656)
    assert window_for((1000, 540), (1024, 600)) == (1000, 536)
    assert window_for((1920, 1080), (800, 480)) == (784, 416)
    assert window_for((900, 500), (1920, 1080)) == (900, 500)


def a_real_display(monkeypatch, desktop):
    """Make the app see a real screen of this size (the dummy driver itself fills its own 1024 x 768)."""
    monkeypatch.setattr(game.app, "headless", lambda: False)
    monkeypatch.setattr(game.app, "desktop_size", lambda: desktop)


@pytest.mark.parametrize("desktop", [(800, 480), (1280, 720), (1920, 1080), (3840, 2160)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_first_start_fills_the_screen_on_every_real_display(tmp_path, monkeypatch, desktop):
    """With no settings yet, the touch display, a laptop, a 1920 x 1080 TV or a 4K one: the game fills the
    screen, and says so in its settings."""
    a_real_display(monkeypatch, desktop)
    app = App(saves=tmp_path)
    assert app.fullscreen
    assert Settings.load(tmp_path / "settings.yaml").fullscreen


def test_full_screen_turned_off_in_settings_stays_off_at_the_next_start(tmp_path, monkeypatch):
    """The player turns Full screen off: a window that fits the 1920 x 1080 desktop opens, and opens again next
    time; turned on again, the start after fills the screen."""
    a_real_display(monkeypatch, (1920, 1080))
    app = App(saves=tmp_path)
    assert app.set_fullscreen(False) and not app.fullscreen
    app.settings.changed(fullscreen=False).save(tmp_path / "settings.yaml")   # as the settings screen saves it
    again = App(saves=tmp_path)
    assert not again.fullscreen and again.size == (1280, 768)
    assert again.set_fullscreen(True)
    again.settings.changed(fullscreen=True).save(tmp_path / "settings.yaml")
    assert App(saves=tmp_path).fullscreen


def test_tests_and_options_get_the_window_they_ask_for(tmp_path, monkeypatch):
    """Under the headless driver a first start opens the default window; --window WxH opens that size on a
    real display too, and is not overruled by the first start's full screen."""
    app = App(saves=tmp_path / "headless")
    assert not app.fullscreen and app.size == (1280, 768)
    a_real_display(monkeypatch, (1920, 1080))
    asked = App(saves=tmp_path / "asked", window=(1024, 600))
    assert not asked.fullscreen and asked.size == (1024, 600)
    assert not Settings.load(tmp_path / "asked" / "settings.yaml").fullscreen


def test_window_and_fullscreen_options_are_remembered(tmp_path):
    """--window WxH is kept for the next start; --fullscreen too, and a later start without options keeps it."""
    app = App(saves=tmp_path, window=(1024, 600))
    assert app.size == (1024, 600) and not app.fullscreen
    assert Settings.load(tmp_path / "settings.yaml").window_size() == (1024, 600)
    again = App(saves=tmp_path)
    assert again.size == (1024, 600)
    App(saves=tmp_path, fullscreen=True)
    assert Settings.load(tmp_path / "settings.yaml").fullscreen
    assert App(saves=tmp_path).fullscreen


def test_a_resized_window_lays_everything_out_again_and_is_remembered(tmp_path):
    """The window manager makes the window smaller: the app's size, metrics and input follow, and it is saved at the end."""
    app = App(saves=tmp_path, window=(1280, 720))
    pygame.display.set_mode((800, 480), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=480)], 0.0)
    assert app.size == (800, 480) and app.metrics.k == 0.8 and app.input.size == (800, 480)
    assert app.settings.window == "800x480"


@pytest.mark.parametrize("words", ["big", "12x", "0x0", "100000x20", "1280x720x3"])
def test_a_bad_window_size_is_refused_with_its_reason(words, capsys):
    """No window opens; the usage line says what a window size looks like."""
    assert main(["--window", words]) == 2
    assert "is not a window size like 1280x720" in capsys.readouterr().err
