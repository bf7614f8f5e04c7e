"""UI soak: random taps, drags, keys and touches fed to the whole game, from the menu on.

    python tools/soak_ui.py --events 1000000 --seed 1 [--maps DIR]

Headless (SDL dummy drivers), saving into a temporary folder (or --saves DIR). Now and then a
person plays a burst of quick legal moves, so games reach their scores; every --restart-every
inputs the window is closed mid-game and the game started again, as a pulled plug would
(Continue is then one of the buttons the random taps find). At the first start and after each
restart, Start is pressed on every board the new-game screen lists, broken ones included: a
board that can be played must start, any other must not. Any exception stops the soak with
the seed, the event number and the traceback; the summary line counts inputs, restarts,
games finished and the screens seen.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.rules import legal_actions  # noqa: E402
from game.scenes.menus.title import MenuScene  # noqa: E402
from game.scenes.overlays.pass_device import PassOverlay  # noqa: E402
from game.scenes.play.scene import PlayScene  # noqa: E402
from game.scenes.setup.scene import SetupScene  # noqa: E402
from game.scenes.stack import Reset  # noqa: E402
from game.scenes.overlays.tickets import TicketsOverlay  # noqa: E402
from game.view.pointer import Confirm, Tap  # noqa: E402

BOARD_WAITS = 3000   # looks, 20 ms apart, for a board being read
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_a)


SIZES = ((800, 480), (1024, 600), (1280, 720), (1280, 800), (1920, 1080), (784, 416))


def resized(rnd: random.Random) -> list[pygame.event.Event]:
    """The window made another size, as a window manager does it: a new surface, then the event."""
    w, h = rnd.choice(SIZES)
    pygame.display.set_mode((w, h), pygame.RESIZABLE)
    return [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)]


def random_events(rnd: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One random input: a mouse tap, a touch tap, a drag, a right click, a key or a resize."""
    if rnd.random() < 0.002:
        return resized(rnd)
    x, y = rnd.randrange(size[0]), rnd.randrange(size[1])
    kind = rnd.random()
    if kind < 0.55:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=False)]
    if kind < 0.8:
        fx, fy = x / size[0], y / size[1]
        return [pygame.event.Event(pygame.FINGERDOWN, x=fx, y=fy, finger_id=1, touch_id=1),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=True),
                pygame.event.Event(pygame.FINGERUP, x=fx, y=fy, finger_id=1, touch_id=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=True)]
    if kind < 0.88:
        x2, y2 = rnd.randrange(size[0]), rnd.randrange(size[1])
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False),
                pygame.event.Event(pygame.MOUSEMOTION, pos=(x2, y2), rel=(0, 0), buttons=(1, 0, 0), touch=False),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x2, y2), button=1, touch=False)]
    if kind < 0.93:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0), touch=False)]
    if kind < 0.96:
        return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=3, touch=False)]
    key = rnd.choice(KEYS)
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]


def quick_moves(app: App, rnd: random.Random) -> None:
    """A table that knows what it wants: people answer every screen and move at once, to the game's end."""
    scene = app.stack.top
    for _ in range(3000):
        top = app.stack.top
        if not isinstance(scene, PlayScene) or scene not in app.stack.scenes or scene.table.state.over:
            return
        if isinstance(top, PassOverlay):
            app.stack.handle(Confirm())
        elif isinstance(top, TicketsOverlay):
            for i in range(top.minimum):
                app.stack.handle(Tap(top.ticket_rect(i).center))
            app.stack.handle(Confirm())
        elif top is scene and scene.my_turn():
            scene.act(rnd.choice(legal_actions(scene.table.state)))
        elif top is not scene:
            return
        app.step([], 0.25)


def off_screen(app: App) -> str | None:
    """The first tappable thing of the top screen that is not fully inside the window, if any."""
    screen = pygame.Rect((0, 0), app.size)
    top = app.stack.top
    for name, rect in (top.targets() if top is not None else []):
        if not screen.contains(rect):
            return f"{name} {rect}"
    return None


def start_every_board(app: App) -> tuple[int, int]:
    """Choose each board the new-game screen lists, broken ones included, and press Start: a board that can
    be played starts its game (left at once for the menu), any other leaves the screen where it is.
    (games started, boards refused); AssertionError when Start does what the board's card does not say."""
    app.stack.apply(Reset(SetupScene()))
    listed = [entry.id for entry in app.stack.top.catalog]
    started = refused = 0
    for board_id in listed:
        app.stack.apply(Reset(SetupScene(board_id)))
        setup = app.stack.top
        for _ in range(BOARD_WAITS):   # the board is read on a worker thread: wait for it (a minute at most)
            if setup.board().read:
                break
            time.sleep(0.02)
            app.step([], 0.02)
        entry = setup.board()
        if not entry.read:
            raise AssertionError(f"board {board_id} was not read within a minute")
        app.stack.handle(Tap(setup.button("start").rect.center))
        app.step([], 0.25)
        playing = any(isinstance(scene, PlayScene) for scene in app.stack.scenes)
        if playing != entry.playable or (not playing and app.stack.top is not setup):
            raise AssertionError(f"Start on board {board_id} ({entry.problem or 'playable'}) "
                                 f"{'started a game' if playing else 'did not start it'}")
        started, refused = started + playing, refused + (not playing)
        app.stack.apply(Reset(MenuScene()))
    return started, refused


def restart(app: App, saves: str, maps: str | None = None) -> App:
    """Close the window (the game leaves, writing its last move) and start the game again at the menu."""
    app.step([pygame.event.Event(pygame.QUIT)], 0.25)
    if app.phones_made is not None:   # as the game's own loop does as it ends: the phones' port is let go
        app.phones_made.close()
    again = App(saves=app.saves.path if saves is None else saves, maps=maps)
    again.stack.apply(Reset(MenuScene()))
    return again


def main(argv: list[str]) -> int:
    """Feed random input until the count is reached; 1 on the first exception."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--restart-every", type=int, default=5_000, metavar="N")
    parser.add_argument("--saves", default=None, metavar="DIR", help="default: a new temporary folder")
    parser.add_argument("--maps", default=None, metavar="DIR",
                        help="a family's folder of boards too (as main.py --maps), e.g. with half-made ones")
    args = parser.parse_args(argv)
    rnd = random.Random(args.seed)
    app = App(saves=args.saves or tempfile.mkdtemp(prefix="soak-saves-"), maps=args.maps)   # never the player's own saves
    app.stack.apply(Reset(MenuScene()))
    screens: Counter[str] = Counter()
    restarts = 0
    arrivals: Counter[tuple[str, str]] = Counter()   # (screen before, screen after) of every change
    last = "MenuScene"
    start = time.perf_counter()
    boards: Counter[str] = Counter()
    for n in range(1, args.events + 1):
        try:
            if n == 1 or n % args.restart_every == 0:
                if n > 1:
                    app, restarts = restart(app, args.saves, args.maps), restarts + 1
                started, refused = start_every_board(app)   # after every start of the game, Start on every board
                boards.update(started=started, refused=refused)
            elif isinstance(app.stack.top, PlayScene) and rnd.random() < 0.001:
                quick_moves(app, rnd)
            else:
                app.step(random_events(rnd, app.size), 0.25)
            if app.stack.quit or app.stack.top is None:
                app.stack.quit = False
                app.stack.apply(Reset(MenuScene()))
            top = type(app.stack.top).__name__
            if top != last:
                arrivals[(last, top)] += 1
                last = top
            screens[top] += 1
            off = off_screen(app)
            if off:
                raise AssertionError(f"{top} at {app.size}: {off} is not fully on screen")
        except Exception:
            print(f"FAILED at event {n} (seed {args.seed}):", file=sys.stderr)
            traceback.print_exc()
            return 1
    seconds = time.perf_counter() - start
    games_ended = sum(n for (_, after), n in arrivals.items() if after == "ScoringScene")
    print(f"{args.events} inputs, seed {args.seed}, {seconds:.0f} s, {restarts} restarts, "
          f"{arrivals[('MenuScene', 'PlayScene')]} games continued from the menu, "
          f"{arrivals[('SavesScene', 'PlayScene')]} loaded from the list, {games_ended} scoring screens, "
          f"Start pressed on every board {restarts + 1} times ({boards['started']} games started, "
          f"{boards['refused']} refused), "
          f"saves folder {app.saves.path}, screens: {dict(screens.most_common())}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
