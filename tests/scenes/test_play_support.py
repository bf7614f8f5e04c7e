"""Helpers for the play scene tests (no tests here): one shared headless app, taps, renders."""
import sys
import types

import pygame
import pytest

from game.app import App
from game.config import GameConfig, Seat
from game.rules import Phase
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.stack import Push, Scene
from game.scenes.overlays.tickets import TicketsOverlay

_APP = []


def shared_app():
    """One App for every play test: SDL may crash when a scaled window is made again and again."""
    if not _APP or pygame.display.get_surface() is not _APP[0].screen \
            or _APP[0].screen.get_size() != tuple(_APP[0].size):   # another test reopened the window at its own size
        _APP[:] = [App()]  # another test made its own App, which closed this one's window
    return _APP[0]


def stand_ins():
    """Stand-ins for the scenes other parts make (scoring, pause), while they are missing."""
    with pytest.MonkeyPatch.context() as patch:
        for module, name in (("game.scenes.scoring.scene", "ScoringScene"), ("game.scenes.overlays.pause", "PauseOverlay")):
            try:
                __import__(module)
            except ImportError:
                stub = types.ModuleType(module)
                stub.__dict__[name] = type(name, (Scene,), {"__init__": lambda self, *args: setattr(self, "args", args)})
                patch.setitem(sys.modules, module, stub)
        yield


def fresh_app():
    """The shared app with an empty stack and a sound recorder."""
    app = shared_app()
    app.stack.scenes.clear()
    app.stack.quit = False
    app.sound = Recorder()
    return app


class Recorder:
    """A stand-in for app.sound that remembers what was played."""

    def __init__(self):
        self.played = []

    def play(self, name):
        """Remember a sound."""
        self.played.append(name)

    def open(self):
        """Nothing to open: no device."""


class Listener:
    """A stand-in for app.voice that remembers what it was asked to say."""

    def __init__(self):
        self.said = []

    def say(self, key):
        """Remember a prompt."""
        self.said.append(key)


def start(app, config, **kw):
    """Put a play scene (fast mode) on the app's stack."""
    scene = PlayScene(config, pace=kw.pop("pace", 0), **kw)
    app.stack.apply(Push(scene))
    return scene


def tap(app, pos):
    """A mouse click at a logical point, through the app's loop."""
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


def idle(app, steps=1):
    """Loop turns with no input (computers move, screens get pushed)."""
    for _ in range(steps):
        app.step([], 0.016)


def render(app):
    """What the screen shows now."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    return app.screen.copy()


def colour_pixels(image, rect, rgb):
    """How many pixels in rect have exactly this colour."""
    sub = image.subsurface(rect)
    return sum(1 for x in range(0, rect.w, 2) for y in range(0, rect.h, 2) if tuple(sub.get_at((x, y)))[:3] == rgb)


def answer_overlays(app):
    """Tap through a pass screen or a ticket choice (keeping the minimum); True if one was up."""
    top = app.stack.top
    if isinstance(top, PassOverlay):
        tap(app, top.button_rect("ready").center)
        return True
    if isinstance(top, TicketsOverlay):
        for i in range(top.minimum):
            tap(app, top.ticket_rect(i).center)
        tap(app, top.button_rect("keep").center)
        return True
    return False


def fresh_turn(app, scene, steps=3000):
    """Play on (answering the pass screen and ticket choices, waiting for a thinking computer, and for
    the cards of a draw that wait a beat face down) until the person to move may start a fresh turn;
    then one more loop turn, in which it is greeted."""
    for _ in range(steps):
        if scene.my_turn() and scene.table.state.phase is Phase.TURN and app.stack.top is scene and not scene.held.holding():
            scene.replay.skip()   # what the others did meanwhile is not what these tests watch
            idle(app)
            return
        if scene.table.thinker.busy:
            scene.table.thinker.wait(60)   # its own thread thinks by work; the loop counts steps, not naps
        elif not answer_overlays(app):
            idle(app)
    raise AssertionError("the person's turn never came")


def mia_against_a_computer(game="first_journey", seed=5, pace=1.0):
    """Mia (red, first) against a computer at normal pace, at her fresh turn, with a listening voice."""
    app = fresh_app()
    app.voice = Listener()
    scene = start(app, GameConfig(game, (Seat("Mia", color=1), Seat("Bot", computer=True, color=0)), first=0,
                                  seed=seed), pace=pace)
    fresh_turn(app, scene)
    return app, scene
