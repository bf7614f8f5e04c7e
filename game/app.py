"""The program's window and main loop: one logical screen, a scene stack, input as intents.

The game draws on one logical 1280 x 768 screen (5:3, the shape of the 800 x 480 Raspberry Pi
display); SDL scales it to any window or fullscreen and letterboxes the rest. When nothing
moves the loop sleeps until the next event, so an idle game costs no CPU. Closing the window
leaves every scene properly (a game writes its last position first), at any moment.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

import pygame

from game.audio.sound import Sound
from game.saves import AUTOSAVE, AutoSaver, BadSave, SaveFolder
from game.scenes.stack import Quit, Reset, Scene, SceneStack
from game.settings import Settings
from game.view.pointer import Intent, PointerInput, Resized

if TYPE_CHECKING:
    from game.saves.record import SavedGame

LOGICAL = (1280, 768)
FPS = 60
ROOT = Path(__file__).resolve().parent.parent
SAVES = ROOT / "saves"
CRASH_LOG = "crash.log"


class App:
    """The window, the scene stack and what every scene shares (settings, sprites, saves)."""

    def __init__(self, fullscreen: bool = False, saves: Path | None = None, autosave: str = AUTOSAVE) -> None:
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        if pygame.display.get_init():
            pygame.display.quit()  # a second SCALED window in one process can crash SDL
        pygame.init()
        self.saves = SaveFolder(saves or SAVES)
        self.autosaver = AutoSaver(self.saves, autosave, keep_aside=autosave == AUTOSAVE)
        self.settings_path = self.saves.file("settings.yaml")
        self.settings = Settings.load(self.settings_path)
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
        self.told_saving_off = False
        self._sprites = None

    @property
    def sprites(self):
        """The board art, loaded on first use."""
        if self._sprites is None:
            from game.view.sprites import Sprites
            self._sprites = Sprites()
        return self._sprites

    def intents(self, events: Iterable[pygame.event.Event]) -> list[Intent]:
        """The intents a batch of events means; closing the window quits (every scene leaves first)."""
        out: list[Intent] = []
        for event in events:
            if event.type == pygame.QUIT:
                self.stack.apply(Quit())
            out.extend(self.input.feed(event))
        return out

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: input to the top scene, update, and draw if anything changed."""
        for intent in self.intents(events):
            if self.stack.quit:
                return
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
        try:
            while not self.stack.quit:
                if self.stack.busy():
                    events = pygame.event.get()
                else:
                    events = [pygame.event.wait(500)]
                    events += pygame.event.get()
                self.step([e for e in events if e.type != pygame.NOEVENT], dt)
                dt = self.clock.tick(FPS) / 1000.0
        finally:
            self.autosaver.flush()
            pygame.quit()
        return 0


def parser() -> argparse.ArgumentParser:
    """The game's command line."""
    p = argparse.ArgumentParser(prog="main.py", description="Family Trains: start the game.")
    p.add_argument("--fullscreen", action="store_true", help="fill the screen")
    p.add_argument("--saves", type=Path, default=None, metavar="DIR",
                   help="keep saved games and settings in this folder (default: saves/)")
    p.add_argument("--load", type=Path, default=None, metavar="FILE", help="start straight into a saved game")
    return p


def main(argv: list[str]) -> int:
    """Start the game; bad options or a bad save exit 2 with a reason; an unexpected error is logged."""
    try:
        args = parser().parse_args(argv)
    except SystemExit as stop:   # argparse has printed the usage and the reason
        return stop.code if isinstance(stop.code, int) else 2
    saves = args.saves or SAVES
    problem = missing_files()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    saved = None
    if args.load is not None:
        try:
            saved = SaveFolder(saves).load(args.load)
        except BadSave as err:
            print(f"Cannot load {args.load}: {err}", file=sys.stderr)
            return 2
    try:
        app = App(fullscreen=args.fullscreen, saves=saves)
        return app.run(first_scene(saved))
    except Exception:  # the last guard: a player never sees a traceback
        where = write_crash_log(saves, traceback.format_exc())
        print(f"Sorry, the game stopped because of an error. {where}", file=sys.stderr)
        return 1


def first_scene(saved: SavedGame | None) -> Scene:
    """The menu, or the saved game to go straight into."""
    if saved is None:
        from game.scenes.menu import MenuScene
        return MenuScene()
    from game.scenes.play import PlayScene
    return PlayScene.from_saved(saved)


def missing_files() -> str | None:
    """What the game cannot start without that is missing, and the command that makes it again."""
    from game.view.sprites import REBUILD_ART, missing_art
    missing = missing_art()
    if missing:
        names = ", ".join(str(p.relative_to(ROOT)) if p.is_relative_to(ROOT) else str(p) for p in missing[:3])
        more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
        return f"The game's pictures are missing ({names}{more}). Make them again with: {REBUILD_ART}"
    return None


def write_crash_log(saves: Path, details: str) -> str:
    """Keep an error's details for whoever fixes it; say where. Never fails itself."""
    for folder in (Path(saves), Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / CRASH_LOG
            path.write_text(details, encoding="utf-8")
            return f"Details are in {path}."
        except Exception:  # a full disk or a read-only card: try the next place, then give up quietly
            continue
    return "The details could not be written anywhere."
