"""The program's window and main loop: the window's own pixels, a scene stack, input as intents.

The game draws at the window's real size (nothing is scaled afterwards): every scene lays
itself out from `app.metrics` and again whenever the window changes size. The window opens at
the size asked for (`--window WxH`) or last used, never larger than the desktop. A first start
(no window size remembered, no option) fills the screen on any real display, the Pi's 800 x 480
touch display as a 1920 x 1080 TV, and the settings keep that until the player changes it; only
the headless drivers of the tests open a window there. A frame is drawn only when
something changed or moves; otherwise the loop sleeps until the next event or the moment a
scene asked to be woken, so an idle game, or one where a computer player thinks, costs no CPU.
Closing the window leaves every scene properly (a game writes its last position first).
"""
from __future__ import annotations

import argparse
import signal
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

import pygame

from game.audio.sound import Sound
from game.audio.voice import Voice
from game.board.catalog import MAPS, folder_problem
from game.safefile import printable
from game.saves import AUTOSAVE, AutoSaver, BadSave, SaveFolder
from game.scenes.places import Menu, SavedGame
from game.scenes.registry import build
from game.scenes.screen import unsaved_moves
from game.scenes.stack import Change, Push, Quit, Reset, Scene, SceneStack, Target
from game.settings import Settings, parse_size
from game.view.metrics import Metrics
from game.view.pointer import Hover, Intent, PointerInput, Resized

if TYPE_CHECKING:
    from game.phone.phones import Phones
    from game.saves.record import SavedGame as SavedRecord

DEFAULT_WINDOW = (1280, 768)   # the window Settings' "Full screen: Off" opens when no size is remembered
DECORATIONS = (16, 64)        # room left around a window for its frame, title bar and a panel
MIN_WINDOW = (640, 400)
FPS = 60
MAX_SLEEP_MS = 500            # the loop wakes at least this often (a signal, a finished save)
NAP = 0.02                    # seconds between looks for input while idle: a tap waits at most this
PHONE_EVENT = pygame.event.custom_type()   # a phone sent something: the loop wakes to hand it to the game
ROOT = Path(__file__).resolve().parent.parent
SAVES = ROOT / "saves"
CRASH_LOG = "crash.log"


def desktop_size() -> tuple[int, int]:
    """The size of the screen the window opens on."""
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes else DEFAULT_WINDOW


def headless() -> bool:
    """True under SDL's dummy or offscreen driver: no screen to fill or fit."""
    return pygame.display.get_driver() in ("dummy", "offscreen")


def window_for(asked: tuple[int, int] | None, desktop: tuple[int, int]) -> tuple[int, int]:
    """A window size: the one asked for (or the default), shrunk to fit the desktop with its frame."""
    w, h = asked or DEFAULT_WINDOW
    room = (max(MIN_WINDOW[0], desktop[0] - DECORATIONS[0]), max(MIN_WINDOW[1], desktop[1] - DECORATIONS[1]))
    return (min(w, room[0], desktop[0]), min(h, room[1], desktop[1]))


class App:
    """The window, the scene stack and what every scene shares (settings, sprites, saves)."""

    def __init__(self, fullscreen: bool = False, saves: Path | None = None, autosave: str = AUTOSAVE,
                 window: tuple[int, int] | None = None, maps: Path | None = None) -> None:
        pygame.display.init()   # the mixer opens on the sound's own thread after the first frame
        pygame.font.init()
        self.saves = SaveFolder(saves or SAVES)
        self.map_folders = (MAPS,) + ((Path(maps),) if maps is not None else ())   # where boards are found
        self.autosaver = AutoSaver(self.saves, autosave, keep_aside=autosave == AUTOSAVE)
        self.settings_path = self.saves.file("settings.yaml")
        self.settings = Settings.load(self.settings_path)
        self.sound = Sound(self.settings.loudness, open_now=False)  # silent without a device
        self.voice = Voice(self.settings.loudness, enabled=self.settings.voice_on)   # speaks once the sound is open
        self._remember(fullscreen, window)
        self.fullscreen = False
        self.screen = self._open(self.settings.fullscreen)
        pygame.display.set_caption("Family Trains")
        self.input = PointerInput(self.size)
        self.stack = SceneStack(self, build)   # scenes name places; the registry builds their screens
        self.clock = pygame.time.Clock()
        self.dirty = True
        self.frames = 0          # frames drawn ...
        self.still_frames = 0    # ... of which while nothing moved
        self.told_saving_off = False
        self._sprites = None
        self._phones: Phones | None = None   # the phones' hub and server, made when a table first offers phones

    def _remember(self, fullscreen: bool, window: tuple[int, int] | None) -> None:
        """`--fullscreen` and `--window` become the settings (kept for the next start)."""
        changes: dict = {}
        if window is not None:
            changes = {"window": f"{window[0]}x{window[1]}", "fullscreen": False}
        if fullscreen:
            changes["fullscreen"] = True
        if not changes and not self.settings.window and not headless():
            changes = {"fullscreen": True}   # the first start: a family plays on the whole screen
        if changes and self.settings.changed(**changes) != self.settings:
            self.settings = self.settings.changed(**changes)
            self.settings.save(self.settings_path)

    def _open(self, fullscreen: bool) -> pygame.Surface:
        """Open (or change) the window: fullscreen at the desktop's size, or a window that fits it."""
        if fullscreen:
            screen = pygame.display.set_mode(desktop_size(), pygame.FULLSCREEN)
        else:
            size = window_for(self.settings.window_size(), (16384, 16384) if headless() else desktop_size())
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.fullscreen = fullscreen
        self.size = screen.get_size()
        self.metrics = Metrics.for_size(self.size)
        return screen

    def set_fullscreen(self, on: bool) -> bool:
        """Switch between fullscreen and a window; every scene lays itself out again. False if refused."""
        try:
            self.screen = self._open(on)
        except pygame.error:
            self.screen = self._open(self.fullscreen)
            return False
        if not on:   # remembered, so that a small display's next start keeps the window too
            self.settings = self.settings.changed(window=f"{self.size[0]}x{self.size[1]}")
        self._arranged()
        return True

    def _resized(self) -> None:
        """The window manager changed the window's size: lay everything out again and remember it."""
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() == self.size:
            return
        self.screen = surface
        self.size = surface.get_size()
        self.metrics = Metrics.for_size(self.size)
        if not self.fullscreen:
            self.settings = self.settings.changed(window=f"{self.size[0]}x{self.size[1]}")
        self._arranged()

    def _arranged(self) -> None:
        """Tell the input and every scene the new size, and draw everything again."""
        self.input.size = self.size
        self.stack.arrange()
        self.dirty = True

    @property
    def sprites(self):
        """The board art, loaded on first use."""
        if self._sprites is None:
            from game.view.sprites import Sprites
            self._sprites = Sprites()
        return self._sprites

    @property
    def phones(self) -> Phones:
        """The table's phones (game/phone/phones.py), made on first use: nothing listens before a
        screen offers seats to phones."""
        if self._phones is None:
            from game.phone.phones import Phones
            self._phones = Phones(wake=_wake)
        return self._phones

    @property
    def phones_made(self) -> Phones | None:
        """The table's phones if a screen has offered any, else None (asking never starts a server)."""
        return self._phones

    def intents(self, events: Iterable[pygame.event.Event]) -> list[Intent]:
        """The intents a batch of events means; closing the window quits (every scene leaves first)."""
        out: list[Intent] = []
        for event in events:
            if event.type == pygame.QUIT:
                self.stack.apply(self.closing())
            elif event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
                self.dirty = True   # another window lay over this one: without a compositor its pixels are gone
            out.extend(self.input.feed(event))
        return out

    def closing(self) -> Change:
        """The window is being closed: quit, unless the game's last moves could not be saved; then ask
        once (closing again while asked quits)."""
        from game.scenes.overlays.confirm import CloseQuestion
        if isinstance(self.stack.top, CloseQuestion):
            return Quit()
        problem = unsaved_moves(self)
        return Quit() if problem is None else Push(CloseQuestion(problem))

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: input to the top scene, the phones' messages to the game, update, and draw if
        anything changed."""
        if self._phones is not None:
            self._phones.pump()   # on this thread, whatever screen is on top (a phone may join during a question)
        for intent in self.intents(events):
            if self.stack.quit:
                return
            if isinstance(intent, Resized):
                self._resized()
                continue
            if not isinstance(intent, Hover):
                self.dirty = True     # a hover redraws only if the scene says it changed something
            self.stack.handle(intent)
        if self.stack.quit:
            return
        was_moving = self.stack.busy()
        self.stack.update(dt)
        moving = was_moving or self.stack.busy()   # the frame that ends an animation belongs to it
        if self.dirty or moving:
            self.draw(moving)

    def draw(self, moving: bool) -> None:
        """Draw the visible scenes and show them: only the changed areas when the scenes know them."""
        areas = None if self.dirty else self.stack.draw_changes(self.screen)
        if areas is None:
            self.stack.draw(self.screen)
            pygame.display.flip()
        elif areas:
            pygame.display.update(areas)
        if not self.frames:
            self.sound.open()   # the audio device can take a while: not before the first picture
        self.frames += 1
        self.still_frames += not moving
        self.dirty = False

    def next_events(self) -> list[pygame.event.Event]:
        """The events to handle now: at once while something moves, else after sleeping until one comes."""
        events = pygame.event.get()
        if events or self.dirty or self.stack.busy():
            return events
        # pygame's own event.wait() looks for events every millisecond; short sleeps cost far less
        wake = self.stack.wake()
        until = time.monotonic() + (MAX_SLEEP_MS / 1000 if wake is None else min(wake, MAX_SLEEP_MS / 1000))
        while not events:
            left = until - time.monotonic()
            if left <= 0:
                break
            time.sleep(min(NAP, left))
            events = pygame.event.get()
        return events

    def tick(self) -> float:
        """Seconds since the last turn; while something moves, at most FPS turns a second."""
        return self.clock.tick(FPS if self.stack.busy() else 0) / 1000.0

    def run(self, first: Target) -> int:
        """Run until the stack empties or the player quits; a SIGTERM (the system shutting down, the kiosk's
        service stopped) quits without asking anything, where SDL would make it a close of the window."""
        self.stack.apply(Reset(first))
        dt = 0.0
        terminated: list[int] = []
        main = threading.current_thread() is threading.main_thread()   # only it may set a signal's handler
        before = signal.signal(signal.SIGTERM, lambda number, frame: terminated.append(number)) if main else None
        try:
            while not self.stack.quit:
                if terminated:
                    self.stack.apply(Quit())
                    break
                self.step(self.next_events(), dt)
                dt = self.tick()
        finally:
            if main:   # SDL's own handler, set from C, cannot be put back: the default ends the process
                signal.signal(signal.SIGTERM, before if before is not None else signal.SIG_DFL)
            if self._phones is not None:
                self._phones.close(ended=False)   # the game is saved: its phones come back when it goes on
            self.autosaver.flush()
            self.settings.save(self.settings_path)   # the window's last size
            pygame.quit()
        return 0


def _wake() -> None:
    """Make the loop turn now (called from a phone's thread when a message comes: SDL's queue takes
    events from any thread, and the idle loop looks at it every NAP)."""
    try:
        pygame.event.post(pygame.event.Event(PHONE_EVENT))
    except pygame.error:   # the display has closed: the game is ending
        pass


def parser() -> argparse.ArgumentParser:
    """The game's command line."""
    p = argparse.ArgumentParser(prog="main.py", description="Family Trains: start the game.")
    p.add_argument("--fullscreen", action="store_true", help="fill the screen (remembered)")
    p.add_argument("--window", type=window_size, default=None, metavar="WxH",
                   help="play in a window of this size, e.g. 1280x720 (remembered)")
    p.add_argument("--saves", type=Path, default=None, metavar="DIR",
                   help="keep saved games and settings in this folder (default: saves/)")
    p.add_argument("--load", type=Path, default=None, metavar="FILE", help="start straight into a saved game")
    p.add_argument("--maps", type=Path, default=None, metavar="DIR",
                   help="also offer the boards (a .tmx map with its .yaml) in this folder, e.g. on a USB stick")
    return p


def window_size(words: str) -> tuple[int, int]:
    """`--window`'s value: WxH, from 320x240 up."""
    size = parse_size(words)
    if size is None:
        raise argparse.ArgumentTypeError(f"{words!r} is not a window size like 1280x720")
    return size


def main(argv: list[str]) -> int:
    """Start the game; bad options or a bad save exit 2 with a reason; an unexpected error is logged."""
    try:
        args = parser().parse_args(argv)
    except SystemExit as stop:   # argparse has printed the usage and the reason
        return stop.code if isinstance(stop.code, int) else 2
    saves = args.saves or SAVES
    problem = missing_files()
    if not problem and args.maps is not None and folder_problem(args.maps):
        problem = f"No boards can be found with --maps: {folder_problem(args.maps)}."
    if problem:
        print(problem, file=sys.stderr)
        return 2
    saved = None
    if args.load is not None:
        try:
            saved = SaveFolder(saves).load(args.load)
        except BadSave as err:   # its reason is one printable line; so is the file's name
            print(f"Cannot load {printable(args.load)}: {err}", file=sys.stderr)
            return 2
    try:
        app = App(fullscreen=args.fullscreen, saves=saves, window=args.window, maps=args.maps)
        return app.run(first_scene(saved))
    except Exception:  # the last guard: a player never sees a traceback
        where = write_crash_log(saves, traceback.format_exc())
        print(f"Sorry, the game stopped because of an error. {where}", file=sys.stderr)
        return 1


def first_scene(saved: SavedRecord | None) -> Scene:
    """The menu, or the saved game to go straight into."""
    return build(Menu() if saved is None else SavedGame(saved), None)


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
