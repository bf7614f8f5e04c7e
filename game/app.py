"""The program's window and main loop: one logical screen, a scene stack, input as intents.

The game draws on one logical 1280 x 768 screen (5:3, the shape of the 800 x 480 Raspberry Pi
display); SDL scales it to any window or fullscreen and letterboxes the rest. When nothing
moves the loop sleeps until the next event, so an idle game costs no CPU.
"""
from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path
from typing import Iterable

import pygame

from game.audio.sound import Sound
from game.scenes.stack import Reset, Scene, SceneStack
from game.settings import Settings
from game.view.pointer import Intent, PointerInput, Resized

LOGICAL = (1280, 768)
FPS = 60
ROOT = Path(__file__).resolve().parent.parent
CRASH_LOG = ROOT / "saves" / "crash.log"


class App:
    """The window, the scene stack and what every scene shares (settings, sprites)."""

    def __init__(self, fullscreen: bool = False) -> None:
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        if pygame.display.get_init():
            pygame.display.quit()  # a second SCALED window in one process can crash SDL
        pygame.init()
        self.settings = Settings.load()
        self.sound = Sound(self.settings.loudness)  # as the settings screen sets it; silent without a device
        fullscreen = fullscreen or self.settings.fullscreen
        flags = pygame.SCALED | pygame.RESIZABLE | (pygame.FULLSCREEN if fullscreen else 0)
        self.screen = pygame.display.set_mode(LOGICAL, flags)
        pygame.display.set_caption("Family Trains")
        self.size = LOGICAL
        self.input = PointerInput(LOGICAL)
        self.stack = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.dirty = True
        self._sprites = None

    @property
    def sprites(self):
        """The board art, loaded on first use."""
        if self._sprites is None:
            from game.view.sprites import Sprites
            self._sprites = Sprites()
        return self._sprites

    def intents(self, events: Iterable[pygame.event.Event]) -> list[Intent]:
        """The intents a batch of events means; closing the window quits."""
        out: list[Intent] = []
        for event in events:
            if event.type == pygame.QUIT:
                self.stack.quit = True
            out.extend(self.input.feed(event))
        return out

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: input to the top scene, update, and draw if anything changed."""
        for intent in self.intents(events):
            self.dirty = True
            if not isinstance(intent, Resized):
                self.stack.handle(intent)
        if self.stack.quit:
            return
        self.stack.update(dt)
        if self.dirty or self.stack.busy():
            self.screen.fill((0, 0, 0))
            self.stack.draw(self.screen)
            pygame.display.flip()
            self.dirty = False

    def run(self, first: Scene) -> int:
        """Run until the stack empties or the player quits."""
        self.stack.apply(Reset(first))
        dt = 0.0
        while not self.stack.quit:
            if self.stack.busy():
                events = pygame.event.get()
            else:
                events = [pygame.event.wait(500)]
                events += pygame.event.get()
            self.step([e for e in events if e.type != pygame.NOEVENT], dt)
            dt = self.clock.tick(FPS) / 1000.0
        pygame.quit()
        return 0


def main(argv: list[str]) -> int:
    """Start the game; an unexpected error is logged, and the player gets a short message."""
    from game.scenes.menu import MenuScene
    try:
        app = App(fullscreen="--fullscreen" in argv)
        return app.run(MenuScene())
    except Exception:  # the last guard: a player never sees a traceback
        CRASH_LOG.parent.mkdir(exist_ok=True)
        CRASH_LOG.write_text(traceback.format_exc(), encoding="utf-8")
        print(f"Sorry, the game stopped because of an error. Details are in {CRASH_LOG}.", file=sys.stderr)
        return 1
