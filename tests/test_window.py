"""The window: never larger than the desktop, fullscreen on a small display, sizes remembered."""
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


def test_the_first_start_on_a_small_display_is_fullscreen(tmp_path, monkeypatch):
    """With no settings yet on an 800 x 480 desktop the game fills the screen, and says so in its settings."""
    monkeypatch.setattr(game.app, "desktop_size", lambda: (800, 480))
    app = App(saves=tmp_path)
    assert app.fullscreen   # (the dummy driver fills its own 1024 x 768 "screen")
    assert Settings.load(tmp_path / "settings.yaml").fullscreen


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
