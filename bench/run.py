"""The game's benchmark: frames, start-up, CPU, memory, computer players and rules, as one JSON object.

    .venv/bin/python bench/run.py [--quick] [--only frame,startup,...] [--xdisplay :N]

Parts (for --only): frame, startup, screens, taps, phones, idle, demo, rss, bots, longest_path, sim. Windows open on a
real X display: DISPLAY, or an Xvfb (with a window manager) started for the run when DISPLAY
is unset; with SDL_VIDEODRIVER set to another driver (e.g. dummy) that driver is measured
instead, and the JSON says which. Progress goes to stderr, the JSON alone to stdout. The whole
run takes a few minutes; --quick takes few samples of everything (for the smoke test). See
docs/performance.md for the budget and the latest figures.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # the board loader brings pygame; stdout is JSON

from bench import compute, phones, processes, startup, targets  # noqa: E402
from bench.saved import write_save  # noqa: E402
from bench.stats import calibration_ms, median  # noqa: E402
from bench.xdisplay import open_display  # noqa: E402

PARTS = ("frame", "startup", "screens", "taps", "phones", "idle", "demo", "rss", "bots", "longest_path", "sim")
ON_SCREEN = {"frame", "startup", "screens", "taps", "phones", "idle", "demo", "rss"}
SIZES = ("800x480", "1280x720", "1920x1080")
TAP_SIZE = "800x480"   # the Pi's touch display, where a tap must answer at once


@dataclass(frozen=True)
class Amounts:
    """How much of each part to measure."""

    frame_seconds: float
    startup_runs: int
    idle_seconds: float
    demo_seconds: float
    rss_limit: float
    bot_games: int
    networks: int
    network_limit: float
    sim_seconds: float
    settle: float          # seconds a process starts up before its CPU is counted
    folders: tuple[int, int, int]   # saves, history games and boards the screens are opened with
    tap_rounds: int        # the person's turns in which the taps part taps
    phone_seconds: float   # four phones playing with the TV
    phone_think: str       # their think pause, least and most seconds
    phone_idle_seconds: float   # the TV waiting for a phone (two rounds of the sockets' pings at 10 s)


FULL = Amounts(frame_seconds=20, startup_runs=7, idle_seconds=10, demo_seconds=30, rss_limit=120,
               bot_games=3, networks=1000, network_limit=120, sim_seconds=2.0, settle=3.0, folders=(500, 5000, 50),
               tap_rounds=8, phone_seconds=60, phone_think="1.0,3.0", phone_idle_seconds=25)
QUICK = Amounts(frame_seconds=1, startup_runs=1, idle_seconds=1, demo_seconds=1, rss_limit=4,
                bot_games=1, networks=3, network_limit=20, sim_seconds=0.1, settle=1.5, folders=(20, 200, 4),
                tap_rounds=2, phone_seconds=2, phone_think="0.2,0.5", phone_idle_seconds=1)


def say(words: str) -> None:
    """One line of progress on stderr."""
    sys.stderr.write(f"[bench] {words}\n")
    sys.stderr.flush()


def frames(env: dict[str, str], size: str, seconds: float, *more: str) -> dict[str, Any]:
    """bench/frames.py's JSON for one window size, run in a process of its own (`more`: its other options)."""
    done = subprocess.run([sys.executable, "-m", "bench.frames", size, "--seconds", str(seconds), *more],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=seconds + 300)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"bench.frames {size} {' '.join(more)} failed: {done.stderr.strip()[-500:]}")
    return json.loads(lines[-1])


def frame_part(env: dict[str, str], seconds: float) -> dict[str, Any]:
    """Frame times at each window size, each in a process of its own; the idle redraw share; and the frames
    of a game's end with expert seats looking ahead on the worker thread (bench/frames.py --late)."""
    sizes: dict[str, Any] = {}
    for size in SIZES:
        say(f"frames at {size} for {seconds:g} s")
        sizes[size] = frames(env, size, seconds)
    idle = sum(s["idle"]["n"] for s in sizes.values())
    drawn = sum(s["idle_frames"] for s in sizes.values())
    unchanged = drawn - sum(s["idle_frames_showing_a_move"] for s in sizes.values())
    say(f"frames at {targets.THINKING_SIZE} for {seconds:g} s while expert seats look ahead at the end of a game")
    thinking = frames(env, targets.THINKING_SIZE, seconds, "--late")
    return {"frame_ms": sizes, "frame_ms_thinking": thinking,
            "redraw_share_idle": round(drawn / idle, 4) if idle else None,
            "redraw_share_idle_without_a_move": round(unchanged / idle, 4) if idle else None}


def screens_part(env: dict[str, str], folders: tuple[int, int, int]) -> dict[str, Any]:
    """Opening Saved games, Games played and New game with big folders, in a process of their own."""
    saves, games, boards = folders
    say(f"screens with {saves} saves, {games} games played and {boards} boards")
    done = subprocess.run([sys.executable, "-m", "bench.screens", "--window", "1280x720", "--saves", str(saves),
                           "--games", str(games), "--boards", str(boards)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"bench.screens failed: {done.stderr.strip()[-500:]}")
    return json.loads(lines[-1])


def taps_part(env: dict[str, str], rounds: int) -> dict[str, Any]:
    """The first New game of a fresh process and the taps of a game at the Pi's display size."""
    say(f"taps at {TAP_SIZE}: the first New game, then {rounds} turns of taps")
    done = subprocess.run([sys.executable, "-m", "bench.taps", TAP_SIZE, "--rounds", str(rounds)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"bench.taps failed: {done.stderr.strip()[-500:]}")
    measured = json.loads(lines[-1])
    return {"first_new_game_ms": {"window": measured["window"], **measured["first_new_game"]},
            "tap_ms": {"window": measured["window"], **measured["taps"]}}


def cpu_part(env: dict[str, str], save: Path, amounts: Amounts, wanted: set[str]) -> dict[str, Any]:
    """Idle and demo CPU side by side (each counts only its own process's time); then peak memory alone."""
    out: dict[str, Any] = {}
    with ThreadPoolExecutor(max_workers=2) as pool:
        idle = pool.submit(processes.idle_cpu, env, save, amounts.idle_seconds, amounts.settle) \
            if "idle" in wanted else None
        demo = pool.submit(processes.demo_cpu, env, amounts.demo_seconds, amounts.settle) \
            if "demo" in wanted else None
        if idle is not None:
            by_screen = idle.result()
            out["idle_cpu_percent"] = max(by_screen.values())
            out["idle_cpu_by_screen"] = by_screen
        if demo is not None:
            out["demo_cpu_percent"] = demo.result()
    if "rss" in wanted:
        say("peak memory of a fast 5-player demo game")
        rss = processes.peak_rss(env, amounts.rss_limit)
        out["peak_rss_mb"], out["peak_rss_whole_game"] = rss["mb"], rss["whole_game"]
    return out


def screen(asked: str | None) -> tuple[dict[str, str] | None, dict[str, Any], Callable[[], None]]:
    """The environment windows open in, what it is, and how to close it afterwards."""
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    if driver and driver != "x11" and asked is None:
        return dict(os.environ), {"driver": driver, "xvfb_started": False}, lambda: None
    shown = open_display(asked)
    if shown is None:
        return None, {"driver": None, "xvfb_started": False, "skipped": "no X display and no Xvfb"}, lambda: None
    return shown.env(), {"driver": "x11", "display": shown.name, "xvfb_started": shown.started,
                         "window_manager": shown.window_manager}, shown.close


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    import pygame
    return {"python": platform.python_version(), "pygame": pygame.version.ver,
            "sdl": ".".join(map(str, pygame.get_sdl_version())), "cpus": os.cpu_count(),
            "load_average": round(os.getloadavg()[0], 2), "machine": platform.machine()}


def measure(wanted: set[str], amounts: Amounts, asked_display: str | None) -> dict[str, Any]:
    """Run the parts asked for and return the whole result with its targets.

    The calibration is timed before the first part and after each one; the median counts, so
    that one busy moment of the machine does not set every budget.
    """
    started = time.perf_counter()
    say("calibration")
    samples = [calibration_ms()]
    result: dict[str, Any] = {"machine": machine()}
    if wanted & ON_SCREEN:
        env, result["display"], close = screen(asked_display)
        try:
            if env is not None:
                result.update(on_screen(env, wanted, amounts, samples))
        finally:
            close()
    if "bots" in wanted:
        say(f"computer players' decisions ({amounts.bot_games} games a level)")
        result["bot_decision_ms"] = compute.bot_decisions(amounts.bot_games)
        samples.append(calibration_ms())
    if "longest_path" in wanted:
        say(f"longest path over {amounts.networks} networks a game")
        result["longest_path_ms"] = compute.longest_path(amounts.networks, amounts.network_limit)
    if "sim" in wanted:
        say("whole games between random players")
        result["sim_games_per_s"] = compute.sim_rates(amounts.sim_seconds)
        samples.append(calibration_ms())
    result = {"calibration_ms": round(median(samples), 2), "calibration_samples_ms": samples, **result}
    result["targets"] = targets.check(result)
    result["seconds"] = round(time.perf_counter() - started, 1)
    return result


def on_screen(env: dict[str, str], wanted: set[str], amounts: Amounts, samples: list[float]) -> dict[str, Any]:
    """The parts that open windows: frames, start-up, the screens with big folders, taps, four phones at the
    TV, idle and demo CPU, peak memory (calibrating after each)."""
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-saves-") as tmp:
        save = write_save(Path(tmp))
        if "frame" in wanted:
            out.update(frame_part(env, amounts.frame_seconds))
            samples.append(calibration_ms())
        if "startup" in wanted:
            say(f"start-up, {amounts.startup_runs} runs each after one to warm up")
            out["startup_ms"] = startup.startup(env, save, amounts.startup_runs)
            samples.append(calibration_ms())
        if "screens" in wanted:
            out["screens_ms"] = screens_part(env, amounts.folders)
            samples.append(calibration_ms())
        if "taps" in wanted:
            out.update(taps_part(env, amounts.tap_rounds))
            samples.append(calibration_ms())
        if "phones" in wanted:
            out["phones"] = phones.part(env, amounts.phone_seconds, amounts.phone_think, amounts.phone_idle_seconds,
                                        amounts.settle, amounts.startup_runs, say)
            samples.append(calibration_ms())
        if wanted & {"idle", "demo", "rss"}:
            say("idle and demo CPU")
            out.update(cpu_part(env, save, amounts, wanted))
    return out


def parse_parts(words: str) -> set[str]:
    """--only's comma-separated parts, each one of PARTS."""
    parts = {w.strip() for w in words.split(",") if w.strip()}
    unknown = parts - set(PARTS)
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown part(s) {', '.join(sorted(unknown))}; known: {', '.join(PARTS)}")
    return parts


def main(argv: list[str]) -> int:
    """Run the benchmark and print its JSON."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="few samples of everything (the smoke test)")
    p.add_argument("--only", type=parse_parts, default=set(PARTS), metavar="PART,...",
                   help=f"run only these parts: {','.join(PARTS)}")
    p.add_argument("--xdisplay", default=None, metavar=":N",
                   help="start an Xvfb on this display number even if DISPLAY is set")
    args = p.parse_args(argv)
    result = measure(args.only, QUICK if args.quick else FULL, args.xdisplay)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
