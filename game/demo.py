"""Demo (attract) mode: computer players play whole games on screen, for a shop window or a benchmark.

    python main.py --demo --game usa --players 4 [--seed 7] [--quit-after-game] [--fast] [--saves DIR]
                          [--maps DIR] [--fullscreen | --window WxH]

Every seat is a computer; the play scene shows every move as in a real game. Without
--quit-after-game the scores are shown (the winner's moment, the reveal with Menu and Play
again on screen as in a family's game) and a new game starts (seed + 1), forever. --fast plays
every animation twenty times faster with no pauses between moves, and runs frames as fast as
they come (tests, benchmarks): every kind of frame is still drawn. Input
cannot disturb the game: only Escape or closing the window ends the demo. One line per game
goes to standard output (seed, actions, frames, seconds) so a run can be repeated and timed.
The game in progress is autosaved after every move to demo.yaml in the saves folder, apart
from the family's own autosave. --maps DIR offers the boards of a family's folder too, as the
game does, so --game may name one of them; a board that is not there or cannot be played is
refused in one line.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TextIO

import pygame

from game.board.catalog import MAPS, Entry, boards, find, folder_problem
from game.config import GameConfig, Seat
from game.safefile import printable
from game.scenes.places import Game
from game.scenes.registry import build
from game.scenes.setup.seats import ROBOTS
from game.scenes.stack import Reset, Scene

FAST_DT = 1.0 / 60         # fast mode's simulated frame time: the same frames on every machine
FAST_PACE = 0.05           # fast mode: animations last a few frames, pauses almost nothing
SCORES_HOLD = 6.0          # seconds the finished scores stay before the next game (or the end)
SCORES_MAX = 90.0          # ... and at most this long in all, however slow the reveal
MAX_FAST_FRAMES = 50_000   # far above any game; reaching it means the game would not end
KEPT_EVENTS = (pygame.QUIT, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED)


@dataclass(frozen=True)
class DemoOptions:
    """What the command line asked for."""

    game: str = ""          # a board's id in the catalog; "" for the first one
    players: int = 4
    seed: int | None = None
    quit_after_game: bool = False
    fast: bool = False
    fullscreen: bool = False
    saves: Path | None = None
    window: tuple[int, int] | None = None
    maps: Path | None = None            # a family's folder of boards, offered besides maps/
    map_file: Path | None = None        # the board's map when it is not maps/<game>.tmx


class Refused(ValueError):
    """A board the demo cannot play: not there, or cannot be played; the reason on one line."""


def parser() -> argparse.ArgumentParser:
    """The demo's command line."""
    from game.app import window_size
    p = argparse.ArgumentParser(
        prog="main.py --demo", description="Computer players play whole games on screen.",
        epilog="Escape or closing the window ends the demo.")
    p.add_argument("--demo", action="store_true", help=argparse.SUPPRESS)  # main.py passes it on
    shipped = player_ranges()
    first = next(iter(shipped), "")
    p.add_argument("--game", default=first, metavar="BOARD",
                   help=f"which board: {', '.join(shipped)} or one in --maps DIR (default {first})")
    p.add_argument("--players", type=int, default=4, metavar="N",
                   help="computer players: " + ", ".join(f"{g} {lo}-{hi}" for g, (lo, hi) in shipped.items())
                   + " (default 4)")
    p.add_argument("--seed", type=int, default=None, metavar="S", help="first game's seed (default: random)")
    p.add_argument("--quit-after-game", action="store_true", help="stop after one game's scores")
    p.add_argument("--fast", action="store_true",
                   help="no pauses, animations 20x faster but all drawn (tests, benchmarks)")
    p.add_argument("--fullscreen", action="store_true", help="fill the screen")
    p.add_argument("--window", type=window_size, default=None, metavar="WxH",
                   help="play in a window of this size, e.g. 1280x800 (benchmarks)")
    p.add_argument("--saves", type=Path, default=None, metavar="DIR",
                   help="autosave the game to DIR/demo.yaml (default: saves/)")
    p.add_argument("--maps", type=Path, default=None, metavar="DIR",
                   help="also offer the boards (a .tmx map with its .yaml) in this folder, e.g. on a USB stick")
    return p


def player_ranges() -> dict[str, tuple[int, int]]:
    """The boards shipped in maps/ that can be played, by id, with their fewest and most players."""
    return {e.id: e.players for e in boards() if e.playable}


def parse(argv: list[str]) -> DemoOptions:
    """The options; SystemExit(2) after a usage message naming what is wrong, or Refused for the board."""
    p = parser()
    args = p.parse_args(argv)
    if not args.game:
        p.error("no board can be played: the maps folder has none")
    if args.seed is not None and args.seed < 0:
        p.error(f"the seed must be 0 or more, not {args.seed}")
    board = chosen_board(args.game, args.maps)
    low, high = board.players
    if not low <= args.players <= high:
        p.error(f"{printable(board.id, 80)} is for {low} to {high} players, not {args.players}")
    return DemoOptions(args.game, args.players, args.seed, args.quit_after_game, args.fast, args.fullscreen,
                       args.saves, args.window, args.maps,
                       None if board.path == MAPS / f"{board.id}.tmx" else board.path)


def chosen_board(game: str, maps: Path | None) -> Entry:
    """The playable board `game` names among maps/ and the folder `maps`, or Refused saying why not."""
    problem = folder_problem(maps) if maps is not None else None
    if problem:
        raise Refused(f"No boards can be found with --maps: {printable(problem, 200)}.")
    listed = boards((MAPS,) if maps is None else (MAPS, maps))
    board = find(listed, game)
    if board is None:
        offered = ", ".join(printable(e.id, 40) for e in listed if e.playable)
        raise Refused(f"There is no board {printable(game, 80)!r} to play; the boards are: {offered}.")
    if not board.playable:
        raise Refused(f"The board {printable(game, 80)!r} cannot be played: {printable(board.problem, 300)}")
    return board


def demo_config(game: str, players: int, seed: int, map_file: Path | None = None) -> GameConfig:
    """A table of computer players only, each in their own train colour."""
    seats = tuple(Seat(ROBOTS[i], computer=True, color=i) for i in range(players))
    return GameConfig(game=game, seats=seats, seed=seed, map_file=map_file)


def play_scene(config: GameConfig, fast: bool) -> Scene:
    """The real play scene; fast: pauses and animations a twentieth as long."""
    return build(Game(config, pace=FAST_PACE if fast else 1.0))


def wanted(events: list[pygame.event.Event]) -> tuple[list[pygame.event.Event], bool]:
    """The events the App may see (closing, resizing) and whether Escape asked to stop."""
    stop = any(e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE for e in events)
    return [e for e in events if e.type in KEPT_EVENTS], stop


class Stuck(RuntimeError):
    """A fast game did not reach its scores within MAX_FAST_FRAMES."""


def play_one(app: Any, scene: Scene, fast: bool) -> tuple[bool, int]:
    """Run the loop until the game's scores were shown (True) or the player quit (False); and the frames."""
    app.stack.apply(Reset(scene))
    app.dirty = True
    frames, dt, clock = 0, 0.0, 0.0
    over_at: float | None = None     # when the play scene gave way to the scores
    done_at: float | None = None     # when the scores were all revealed
    while True:
        if fast:   # simulated time: no sleeping through pauses, only waiting for a thinking computer
            thinker = getattr(getattr(app.stack.top, "table", None), "thinker", None)
            while thinker is not None and thinker.busy:
                time.sleep(0.001)
            events, stop = wanted(pygame.event.get())
        else:
            events, stop = wanted(app.next_events())   # sleeps while nothing moves and nobody thinks
        if stop:
            return False, frames
        app.step(events, dt)
        frames += 1
        if app.stack.quit:
            return False, frames
        if over_at is None and scene not in app.stack.scenes:
            over_at = clock
            if fast:
                return True, frames   # the scores were entered and drawn once in this step
        if over_at is not None:
            if done_at is None and getattr(app.stack.top, "done", True):
                done_at = clock
            if (done_at is not None and clock - done_at >= SCORES_HOLD) or clock - over_at >= SCORES_MAX:
                return True, frames
        if fast:
            if frames >= MAX_FAST_FRAMES:
                raise Stuck(f"the game did not end within {MAX_FAST_FRAMES} frames")
            dt = FAST_DT
        else:
            dt = app.tick()
        clock += dt


def run(app: Any, options: DemoOptions, out: TextIO,
        make_scene: Callable[[GameConfig, bool], Scene] = play_scene) -> int:
    """Play games one after another (or one); a line per game to `out`; 0 when over or quit."""
    seed = options.seed if options.seed is not None else random.randrange(1, 2**31)
    if options.fast and hasattr(app, "sound"):
        app.sound.mute(True)   # a sound every frame would be noise, not a demo
    game_number = 0
    while True:
        game_number += 1
        config = demo_config(options.game, options.players, seed, options.map_file)
        started = time.perf_counter()
        scene = make_scene(config, options.fast)
        finished, frames = play_one(app, scene, options.fast)
        state = getattr(scene, "state", None)
        actions = getattr(state, "turn_count", "?")
        out.write(f"game {game_number}: {printable(options.game, 80)}, {options.players} players, seed {seed}: "
                  f"{'over' if finished else 'stopped'} after {actions} turns, {frames} frames, "
                  f"{time.perf_counter() - started:.1f} s\n")
        out.flush()
        if not finished or options.quit_after_game:
            return 0
        seed += 1


def main(argv: list[str], out: TextIO | None = None) -> int:
    """Parse the command line and run the demo; 2 for bad arguments or board, 1 if the game failed."""
    try:
        options = parse(argv)
    except SystemExit as stop:   # argparse has printed the usage and the reason
        return stop.code if isinstance(stop.code, int) else 2
    except Refused as refused:
        print(refused, file=sys.stderr)
        return 2
    from game.app import SAVES, App, write_crash_log
    from game.saves import DEMO
    app = None
    try:
        app = App(fullscreen=options.fullscreen, saves=options.saves, autosave=DEMO, window=options.window,
                  maps=options.maps)
        return run(app, options, out or sys.stdout)
    except Exception:  # the last guard, as in the game: a short message, the details in the log
        where = write_crash_log(options.saves or SAVES, traceback.format_exc())
        print(f"The demo stopped because of an error. {where}", file=sys.stderr)
        return 1
    finally:
        if app is not None:
            app.autosaver.flush()
        pygame.quit()
