"""UI soak: random taps, drags, keys and touches fed to the whole game, from the menu on.

    python tools/soak_ui.py --events 1000000 --seed 1

Headless (SDL dummy drivers). Any exception stops the soak with the seed, the event number
and the traceback; the summary line counts events, games finished and screens seen.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import LOGICAL, App  # noqa: E402
from game.scenes.menu import MenuScene  # noqa: E402
from game.scenes.stack import Reset  # noqa: E402
from game.settings import Settings  # noqa: E402

KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_a)


def random_events(rnd: random.Random) -> list[pygame.event.Event]:
    """One random input: a mouse tap, a touch tap, a drag, a right click, a key or a resize."""
    x, y = rnd.randrange(LOGICAL[0]), rnd.randrange(LOGICAL[1])
    kind = rnd.random()
    if kind < 0.55:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=False)]
    if kind < 0.8:
        fx, fy = x / LOGICAL[0], y / LOGICAL[1]
        return [pygame.event.Event(pygame.FINGERDOWN, x=fx, y=fy, finger_id=1, touch_id=1),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=True),
                pygame.event.Event(pygame.FINGERUP, x=fx, y=fy, finger_id=1, touch_id=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=True)]
    if kind < 0.88:
        x2, y2 = rnd.randrange(LOGICAL[0]), rnd.randrange(LOGICAL[1])
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False),
                pygame.event.Event(pygame.MOUSEMOTION, pos=(x2, y2), rel=(0, 0), buttons=(1, 0, 0), touch=False),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x2, y2), button=1, touch=False)]
    if kind < 0.93:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0), touch=False)]
    if kind < 0.96:
        return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=3, touch=False)]
    key = rnd.choice(KEYS)
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]


def main(argv: list[str]) -> int:
    """Feed random input until the count is reached; 1 on the first exception."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rnd = random.Random(args.seed)
    Settings.save = lambda self, *a, **k: True  # never touch the player's settings file
    app = App()
    app.stack.apply(Reset(MenuScene()))
    screens: Counter[str] = Counter()
    start = time.perf_counter()
    for n in range(1, args.events + 1):
        try:
            app.step(random_events(rnd), 0.25)
            if app.stack.quit or app.stack.top is None:
                app.stack.quit = False
                app.stack.apply(Reset(MenuScene()))
            screens[type(app.stack.top).__name__] += 1
        except Exception:
            print(f"FAILED at event {n} (seed {args.seed}):", file=sys.stderr)
            traceback.print_exc()
            return 1
    seconds = time.perf_counter() - start
    print(f"{args.events} inputs, seed {args.seed}, {seconds:.0f} s, screens: {dict(screens.most_common())}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
