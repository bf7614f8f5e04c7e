"""Shared setup of the scene tests: one headless App for the session, and taps as SDL posts them."""
import pygame
import pytest

from game.app import App
from game.saves import AutoSaver, SaveFolder
from game.settings import Settings
from game.view.pointer import PointerInput
from tests.scenes.test_play_support import Recorder

STEP = 0.016   # seconds of one loop turn
_APP: list[App] = []
# The screens that read a folder on a worker thread, and where each finds its worker.
BACKGROUND = (("game.scenes.setup.scene", "Reader"), ("game.scenes.menus.saves", "SavesListing"),
              ("game.saves.history", "HistoryReader"))


@pytest.fixture(autouse=True)
def read_as_they_open(monkeypatch):
    """The screens that read folders on a worker thread (boards, saves, history) here finish reading as they
    open, so that a test sees them whole; tests/scenes/test_screens_open_at_once.py tests the workers themselves."""
    import importlib
    for module_name, name in BACKGROUND:
        module = importlib.import_module(module_name)
        worker = getattr(module, name)
        monkeypatch.setattr(module, name, type(name, (worker,), {"__init__": _at_once(worker)}))


def _at_once(worker):
    """A worker's __init__ that waits for the worker to finish (a minute at most: a hang fails the test)."""
    def init(self, *args, **kwargs):
        worker.__init__(self, *args, **kwargs)
        assert self.wait(60), f"{worker.__name__} did not finish"
    return init


@pytest.fixture
def ui_app(tmp_path):
    """The session's App, emptied, with default settings, a recording sound and an empty saves folder.

    Made again when another test has opened a window since (App() closes the earlier one),
    because drawing on a closed display fails.
    """
    if not _APP or pygame.display.get_surface() is not _APP[0].screen \
            or _APP[0].screen.get_size() != tuple(_APP[0].size):   # another test reopened the window at its own size
        _APP[:] = [App()]
    app = _APP[0]
    app.stack.scenes.clear()
    app.stack.quit = False
    app.settings = Settings()
    app.saves = SaveFolder(tmp_path / "saves")
    app.autosaver = AutoSaver(app.saves)
    app.settings_path = app.saves.file("settings.yaml")
    app.told_saving_off = False
    app.sound = Recorder()
    app.dirty = True
    app.input = PointerInput(app.size)   # no press or finger left over from another test
    pygame.event.clear()
    return app


class Device:
    """A mouse or a finger: each tap is put on SDL's queue as SDL sends it, then one loop turn runs.

    A touch comes with the mouse events SDL makes up from it (touch=True). SDL's own copies
    come just before each finger event; copies a system makes itself may come after the whole
    touch. Taps alternate between the two orders, so a touch read twice is two taps somewhere.
    """

    def __init__(self, app, touch, watch=None):
        self.app = app
        self.touch = touch
        self.watch = watch      # called after every loop turn; what it returns goes to `seen`
        self.finger = 0
        self.script = []        # what was done, in order: a tap's point, or None for a wait
        self.seen = []

    def tap(self, pos):
        """Press and lift at a logical point."""
        if self.touch:
            self._touch(pos)
        else:
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
            self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
            self._post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)
        self._turn(pos)

    def _touch(self, pos):
        """A finger down and up, with SDL's mouse copies before or after."""
        self.finger += 1
        w, h = self.app.size
        finger = dict(touch_id=1, finger_id=self.finger, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0,
                      pressure=1.0)
        move, down, up = [(pygame.MOUSEMOTION, dict(pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=True)),
                          (pygame.MOUSEBUTTONDOWN, dict(pos=pos, button=1, touch=True)),
                          (pygame.MOUSEBUTTONUP, dict(pos=pos, button=1, touch=True))]
        if self.finger % 2:
            order = [move, down, (pygame.FINGERDOWN, finger), up, (pygame.FINGERUP, finger)]
        else:
            order = [(pygame.FINGERDOWN, finger), (pygame.FINGERUP, finger), move, down, up]
        for kind, attrs in order:
            self._post(kind, **attrs)

    def wait(self):
        """A loop turn without input (a computer moves, a screen comes up)."""
        self._turn(None)

    def button(self, key):
        """Tap the middle of a button of the screen on top (menu, setup, pause, scoring)."""
        self.tap(self.app.stack.top.button(key).rect.center)

    def _post(self, kind, **attrs):
        """Put one event on SDL's queue."""
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def _turn(self, pos):
        """One turn of the app's loop with whatever is queued, as App.run does it."""
        self.app.step(pygame.event.get(), STEP)
        self.script.append(pos)
        if self.watch is not None:
            self.seen.append(self.watch(self.app))


@pytest.fixture
def devices(ui_app):
    """Make a mouse (touch=False) or a finger (touch=True) for the session's App."""
    return lambda touch, watch=None: Device(ui_app, touch, watch)
