"""Taps at the Pi's display size: the work from a tap to its frame shown, and the first New game of a session.

    python -m bench.taps [800x480] [--rounds 6] [--look 1.0]

One fresh process, the real App and scenes, input given to `app.step` as SDL gives it. A tap's cost
is the main thread's processor time (time.thread_time) from the loop turn that reads the tap to the
end of the turn that shows its frame, so other programs on a shared machine change it little; the
wall-clock time is given beside it. The loop's nap before it reads a tap (at most game/app.py NAP)
is the same on every machine and is not counted.

- `new_game`: the menu's first frame, the App's own loop (sleeping) for `--look` seconds as a person
  reads the menu, a tap on New game to the new-game screen's first frame, the loop again, a tap on
  Start to the game's first frame (`start`), then loop turns of 1/60 s of play each, not slept, until
  the game waits for a person (the pass screen of the default table): their cost added (`to_ready`).
- `taps`: a saved USA game of one person and three computers at the person's turn (bench/saved.py),
  loaded at this size. Each round taps Routes on and off, the ticket list on and off, Closer and
  Whole, a route (`look` taps: nothing moves in the game), then makes the turn's move: two cards from
  the deck, or a claimable route tapped twice (`move` taps: the frame shows the move starting). The
  computers play (their thinking waited for, their pauses passed at once) until the person's turn, and the
  loop turns the game takes by itself at its start (the magnified board made) have run.
  `first`: the first tap of each kind, which pays for what is drawn once and kept; `again`: the rest.

Prints one JSON object; bench/targets.py holds the budget, in calibrations.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from bench.stats import summary_ms  # noqa: E402

STEP = 1 / 60            # seconds of play in one loop turn while something moves
TURN_LIMIT = 20000       # loop turns: far more than any wait here needs
LOOKS = ("highlight", "highlight", "my_tickets", "my_tickets", "zoom", "zoom")


class Timed:
    """The main thread's processor time and the wall time of one piece of work, in ms."""

    def __init__(self) -> None:
        self.cpu, self.wall = time.thread_time(), time.perf_counter()

    def done(self) -> tuple[float, float]:
        """(processor ms, wall ms) since this was made."""
        return (round((time.thread_time() - self.cpu) * 1000.0, 3), round((time.perf_counter() - self.wall) * 1000.0, 3))


def tap_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A left click at a point, as SDL sends it."""
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def tap_to_frame(app: Any, pos: tuple[int, int]) -> tuple[float, float]:
    """Tap, then run loop turns until a frame is shown; (processor ms, wall ms)."""
    frames, timer = app.frames, Timed()
    app.step(tap_events(pos), STEP)
    for _ in range(TURN_LIMIT):
        if app.frames != frames:
            break
        app.step([], STEP)
    return timer.done()


def run_until(app: Any, done: Callable[[], bool]) -> tuple[float, float]:
    """Loop turns of STEP seconds of play (a thinking computer waited for) until `done()`; their cost."""
    timer = Timed()
    for _ in range(TURN_LIMIT):
        if done():
            return timer.done()
        app.step([], STEP)
        thinker = getattr(getattr(app.stack.top, "table", None), "thinker", None)
        while thinker is not None and thinker.busy:
            time.sleep(0.001)   # the computer chooses on its own thread; not the frames' cost
    raise RuntimeError("the game never came to wait for a person")


def real_loop(app: Any, seconds: float) -> None:
    """The App's own loop, sleeping while nothing moves, for `seconds` (a person looking at the screen)."""
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        app.step(app.next_events(), app.tick())


def waiting(app: Any) -> bool:
    """True when nothing moves and the top scene waits for a person (no update due within a second)."""
    wake = app.stack.wake()
    return not app.stack.busy() and (wake is None or wake >= 1.0)


def first_new_game(app: Any, look: float) -> dict[str, Any]:
    """From the menu's first frame: New game and Start, as the session's first."""
    from game.scenes.menus.title import MenuScene
    from game.scenes.stack import Reset
    app.stack.apply(Reset(MenuScene()))
    app.step([], 0.0)
    real_loop(app, look)
    new = tap_to_frame(app, app.stack.top.button("new").rect.center)
    real_loop(app, look)
    start = tap_to_frame(app, app.stack.top.button("start").rect.center)
    ready = run_until(app, lambda: waiting(app))
    return {"new_game": new[0], "new_game_wall": new[1], "start": start[0], "start_wall": start[1],
            "to_ready": round(start[0] + ready[0], 3), "to_ready_wall": round(start[1] + ready[1], 3),
            "ready_screen": type(app.stack.top).__name__}


def person_waits(scene: Any) -> Callable[[], bool]:
    """True when the person may tap in their turn: nothing moving, nothing on top of the game, and nothing the
    scene does by itself due now (what a turn's first idle loop turns make, long before a finger comes)."""
    def waits() -> bool:
        """The test itself."""
        wake = scene.wake()
        return scene.app.stack.top is scene and scene.my_turn() and not scene.busy() and (wake is None or wake > 0)
    return waits


def game_taps(app: Any, rounds: int, save: Path) -> dict[str, Any]:
    """The looks and moves of `rounds` turns of the person in a loaded game."""
    from game.saves import SaveFolder
    from game.scenes.play.scene import PlayScene
    from game.scenes.stack import Reset
    scene = PlayScene.from_saved(SaveFolder(save.parent).load(save))
    app.stack.apply(Reset(scene))
    app.step([], 0.0)
    run_until(app, person_waits(scene))
    first: dict[str, float] = {}
    again: list[float] = []
    moves: list[float] = []
    walls: list[float] = []

    def look(kind: str, pos: tuple[int, int]) -> None:
        """A tap that changes what is shown, not the game."""
        cpu, wall = tap_to_frame(app, pos)
        walls.append(wall)
        if kind in first:
            again.append(cpu / 1000.0)
        else:
            first[kind] = cpu
        run_until(app, lambda: not app.stack.busy())

    def move(pos: tuple[int, int]) -> None:
        """A tap that makes a move."""
        cpu, wall = tap_to_frame(app, pos)
        moves.append(cpu / 1000.0)
        walls.append(wall)

    for n in range(rounds):
        for i, key in enumerate(LOOKS):
            look(f"{key} {'on' if i % 2 == 0 else 'off'}", scene.button_rect(key).center)
        routes = sorted(scene.seen.claimable())
        if n % 2 and routes:
            look("route", scene.route_point(routes[0]))
            move(scene.route_point(routes[0]))
        else:
            move(scene.button_rect("deck").center)
            run_until(app, lambda: not app.stack.busy())
            move(scene.button_rect("deck").center)
        run_until(app, person_waits(scene))
    return {"first": first, "first_max": max(first.values()), "again": summary_ms(again), "move": summary_ms(moves),
            "wall_p95": summary_ms(w / 1000.0 for w in walls)["p95"], "rounds": rounds}


def measure(size: tuple[int, int], rounds: int, look: float) -> dict[str, Any]:
    """The first New game of a fresh App at `size`, then the taps of a loaded game."""
    from bench.saved import write_save
    from game.app import App
    with tempfile.TemporaryDirectory(prefix="bench-taps-") as tmp:
        folder = Path(tmp)
        app = App(saves=folder / "saves", window=size)
        app.settings = app.settings.changed(replay_moves=False)   # the others' moves are not gone over again
        out: dict[str, Any] = {"window": list(app.size), "driver": pygame.display.get_driver()}
        out["first_new_game"] = first_new_game(app, look)
        out["taps"] = game_taps(app, rounds, write_save(folder / "game"))
        app.autosaver.flush()
        pygame.quit()
        return out


def main(argv: list[str]) -> int:
    """Measure and print the JSON."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("size", nargs="?", default=(800, 480), type=lambda words: tuple(map(int, words.lower().split("x"))),
                   help="window size, e.g. 800x480")
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--look", type=float, default=1.0, help="seconds a person looks at the menu and the setup")
    args = p.parse_args(argv)
    print(json.dumps(measure(args.size, args.rounds, args.look)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
