"""Frame times of the real game in one window size: computers play USA at normal pace, every loop turn timed.

    python -m bench.frames 1280x720 [--seconds 20] [--seed 1]

Builds the real App and PlayScene (4 computer players, pace 1.0) and runs the App's own loop
(sleeping while nothing moves, real dt), timing each whole `app.step(events, dt)`, flip or
update included. A turn while a scene is busy (cards flying, cars dropping) is "animating";
any other turn (a computer thinking, the pause between moves) is "idle" and should draw
nothing. Prints one JSON object: the two summaries in ms, the share of the flip in the
animating turns, and how many idle turns drew a frame (and how many of those showed a move that
has no animation, such as a computer keeping its tickets).
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


class ShowTimer:
    """Wraps pygame.display.flip and update to add up the time spent showing frames."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._flip, self._update = pygame.display.flip, pygame.display.update
        pygame.display.flip = self.flip
        pygame.display.update = self.update

    def flip(self) -> None:
        """Show the whole frame, timed."""
        started = time.perf_counter()
        self._flip()
        self.seconds += time.perf_counter() - started

    def update(self, *areas: Any) -> None:
        """Show parts of the frame, timed."""
        started = time.perf_counter()
        self._update(*areas)
        self.seconds += time.perf_counter() - started


def play_for(app: Any, scene: Any, shows: ShowTimer, seconds: float,
             asked: Callable[[list[Any]], bool] = bool) -> dict[str, Any]:
    """Run the App's own loop for `seconds`, each turn timed: the animating and idle turns, the show's time, and
    the idle turns that drew a frame (`asked(events)`: the turn's events were input that may draw one)."""
    still_before = app.still_frames
    animating, idle, flips = [], [], []
    showing_a_move = 0      # still frames that show a move made without animation (a kept ticket)
    answered = 0            # still frames drawn because input changed something (the pointer over a route)
    dt, deadline = app.tick(), time.perf_counter() + seconds
    while time.perf_counter() < deadline and not app.stack.quit:
        events = app.next_events()   # sleeps while nothing moves, as the game does
        shown, still, moves = shows.seconds, app.still_frames, scene.table.move_count
        started = time.perf_counter()
        app.step(events, dt)
        took = time.perf_counter() - started
        if app.stack.busy():
            animating.append(took)
            flips.append(shows.seconds - shown)
        else:
            idle.append(took)
            showing_a_move += app.still_frames > still and scene.table.move_count > moves
            answered += app.still_frames > still and asked(events)   # input changed something (a hover)
        dt = app.tick()
    drawn_idle = app.still_frames - still_before - answered
    return {"animating": summary_ms(animating), "idle": summary_ms(idle),
            "show": summary_ms(flips), "idle_frames": drawn_idle, "idle_frames_showing_a_move": showing_a_move,
            "idle_frames_answering_input": answered,
            "redraw_share_idle": round(drawn_idle / len(idle), 4) if idle else None,
            "flip_share": round(sum(flips) / sum(animating), 3) if animating else None}


LATE_TRAINS = 14   # --late: the game starts once some player is down to this many trains, just before expert's
                   # look-ahead (12 trains) begins, so the measured seconds have expert thinking its longest


def late_game(seed: int) -> tuple[Any, Any, tuple[Any, ...]]:
    """A 4-player USA game of expert seats played without a screen until some player is down to LATE_TRAINS
    trains: its config, state and moves."""
    from dataclasses import replace

    from game.ai.players import make_player
    from game.board.loader import load_board
    from game.demo import demo_config
    from game.rules import apply, new_game, view_for

    config = demo_config("usa", 4, seed)
    config = replace(config, seats=tuple(replace(s, level="expert") for s in config.seats))
    state = new_game(load_board(config.map_path), [s.name for s in config.seats], seed=seed)
    players = [make_player("expert", seed) for _ in config.seats]
    moves = []
    while min(p.trains for p in state.players) > LATE_TRAINS:
        action = players[state.current].choose(view_for(state, state.current))
        state = apply(state, action).state
        moves.append(action)
    return config, state, tuple(moves)


def measure(size: tuple[int, int], seconds: float, seed: int = 1, late: bool = False) -> dict[str, Any]:
    """Run a computer game in a window of `size` for `seconds`; the timings of its loop turns. With `late`,
    four expert seats from the end of a game (late_game), where expert looks ahead before its moves."""
    from game.app import App
    from game.demo import demo_config
    from game.scenes.play.scene import PlayScene
    from game.scenes.stack import Quit, Reset

    with tempfile.TemporaryDirectory(prefix="bench-frames-") as saves:
        app = App(saves=Path(saves), window=size)
        shows = ShowTimer()
        if late:
            config, state, moves = late_game(seed)
            scene = PlayScene(config, state, pace=1.0, moves=moves)
        else:
            scene = PlayScene(demo_config("usa", 4, seed), pace=1.0)
        before = scene.table.move_count
        app.stack.apply(Reset(scene))
        app.step([], 0.0)   # the first frame: the whole screen drawn once, not a turn of play
        result = {"window": list(app.size), "driver": pygame.display.get_driver(),
                  **play_for(app, scene, shows, seconds)}
        result["moves_made"] = scene.table.move_count - before   # computers' moves while measured
        app.stack.apply(Quit())   # leave the game properly: its last position is written
        app.autosaver.flush()
        pygame.quit()
        return result


def main(argv: list[str]) -> int:
    """Measure one window size and print the JSON."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("size", help="window size, e.g. 1280x720")
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--late", action="store_true", help="expert seats at the end of a game, looking ahead")
    args = p.parse_args(argv)
    w, h = (int(n) for n in args.size.lower().split("x"))
    print(json.dumps(measure((w, h), args.seconds, args.seed, args.late)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
