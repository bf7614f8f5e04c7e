"""A game killed with SIGKILL at any moment, however often, leaves a save that loads: the old one or the new.

The real game (the demo, which autosaves after every move as a game does) is killed once its
save file shows a number of moves drawn at random, so the kills land all through a game however
fast or busy the machine is. A process that does nothing but autosave is killed inside a write,
at each step of one (the temporary file made; written and synced; renamed over the old file):
it says where it is and waits there for the kill. Nothing here waits on the clock; WATCHDOG only
catches a process that hangs. The long check (`-m soak`) kills each 100 times.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from random import Random

import pytest

from game.saves import BadSave, SaveFolder

REPO = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(REPO)}
WATCHDOG = 60.0          # seconds: far beyond need; reaching it means a hang, not a slow machine
KILLS = 24               # kills of each kind in the test command; the soak's are SOAK_KILLS
SOAK_KILLS = 100
MOST_MOVES = 100         # the demo is killed after 1 to this many saved moves (its games have about 300)
POINTS = ("made", "synced", "renamed")   # where inside a write the writer waits for its kill
LAST_WRITE = 40          # ... in one of its first 2 to this many writes

WRITER = """
import os, stat, sys, tempfile, threading
from pathlib import Path
stop_at, point = int(sys.argv[3]), sys.argv[4]
writes = 0
real_mkstemp, real_replace, real_fsync = tempfile.mkstemp, os.replace, os.fsync

def hold(where):
    print(where, flush=True)      # the test kills the process once it reads this
    threading.Event().wait()

def mkstemp(*args, **kwargs):     # the temporary file of a write is made: nothing is in it yet
    global writes
    made = real_mkstemp(*args, **kwargs)
    if kwargs.get("prefix", "").startswith(".autosave"):
        writes += 1
        if writes == stop_at and point == "made":
            hold(point)
    return made

def replace(src, dst, *args, **kwargs):   # written and synced, not yet renamed over the old file
    if writes == stop_at and point == "synced" and str(dst).endswith("autosave.yaml"):
        hold(point)
    return real_replace(src, dst, *args, **kwargs)

def fsync(fd):                    # renamed over the old file, the folder not yet synced
    if writes == stop_at and point == "renamed" and stat.S_ISDIR(os.fstat(fd).st_mode):
        hold(point)
    return real_fsync(fd)

tempfile.mkstemp, os.replace, os.fsync = mkstemp, replace, fsync
from game.ai.random_player import RandomPlayer
from game.config import GameConfig, Seat
from game.rules import apply, new_game, view_for
from game.board.loader import load_board
from game.saves import AutoSaver, SaveFolder
from game.saves.record import SavedGame
folder = SaveFolder(Path(sys.argv[1]))
saver = AutoSaver(folder)
config = GameConfig("usa", tuple(Seat(f"P{i}", True, i, "random") for i in range(5)), seed=int(sys.argv[2]))
board = load_board(config.map_path)
players = [RandomPlayer(i) for i in range(5)]
state, moves = new_game(board, [s.name for s in config.seats], config.seed, {}, None), []
while not state.over:
    action = players[state.current].choose(view_for(state, state.current))
    state = apply(state, action).state
    moves.append(action)
    saved = SavedGame(config, state, tuple(moves), tuple(p.memory() for p in players), None, "kill", "")
    saver.save(saved, config.map_path)
    saver.flush(timeout=3600)     # one write after another: write n holds n moves
"""


def saved_moves(path: Path) -> int | None:
    """How many moves the save file shows (counted in its text, not loaded), or None without a file."""
    try:
        text = path.read_bytes()
    except FileNotFoundError:
        return None
    return text[text.find(b"\nmoves:"):].count(b"\n- action: ")


def loaded(folder: Path, name: str) -> tuple[int, str | None]:
    """The moves in the save as the game loads it after a restart, or -1 and the reason it does not load."""
    try:
        saved = SaveFolder(folder).load(folder / name)
    except BadSave as err:
        return -1, str(err)
    assert not list(folder.glob(".*.tmp"))   # the restart cleared what a killed write left
    return len(saved.moves), None


def kill_demo(folder: Path, seed: int, after: int) -> tuple[int, int, str | None]:
    """Start the demo, SIGKILL it once its save file shows `after` moves or more; the moves seen then,
    and the moves of the save that loads (or -1 and why not)."""
    command = [sys.executable, "main.py", "--demo", "--fast", "--game", "usa", "--players", "5",
               "--seed", str(seed), "--saves", str(folder)]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV, cwd=REPO)
    seen, last, watchdog = 0, None, time.monotonic() + WATCHDOG
    try:
        while seen < after and proc.poll() is None and time.monotonic() < watchdog:
            stamp = _stamp(folder / "demo.yaml")
            if stamp != last:   # a new save took the file's place: read its count of moves
                last, seen = stamp, saved_moves(folder / "demo.yaml") or 0
            else:
                time.sleep(0.002)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=WATCHDOG)
    assert seen >= after, f"the demo stopped or hung after {seen} saved moves (seed {seed})"
    return (seen,) + loaded(folder, "demo.yaml")


def _stamp(path: Path) -> tuple[int, int, int] | None:
    """What changes when a save replaces the file (None while there is none)."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def kill_inside_write(folder: Path, seed: int, write: int, point: str) -> tuple[str, int, bool, str | None]:
    """Start the writer, SIGKILL it where it waits inside its `write`-th write; what it said, whether a
    temporary file was left, and the moves of the save that loads (or -1 and why not)."""
    command = [sys.executable, "-c", WRITER, str(folder), str(seed), str(write), point]
    with open(folder.parent / f"{folder.name}.stderr", "w") as errors:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors, text=True, env=ENV, cwd=REPO)
    watchdog = threading.Timer(WATCHDOG, proc.kill)   # a writer that never reaches the point is a hang
    watchdog.start()
    try:
        said = proc.stdout.readline().strip() if proc.stdout else ""
        proc.send_signal(signal.SIGKILL)
    finally:
        watchdog.cancel()
        proc.wait(timeout=WATCHDOG)
        if proc.stdout:
            proc.stdout.close()
    cut = bool(list(folder.glob(".*.tmp")))
    moves, why = loaded(folder, "autosave.yaml")
    return said, moves, cut, why


def two_at_a_time(job, cases: list) -> list:
    """Run `job` on every case, two processes at a time (both cores busy, as a game with its autosave)."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(lambda case: job(*case), cases))


def demo_kills(tmp_path: Path, kills: int) -> None:
    """Kill the demo `kills` times, each after 1 to MOST_MOVES saved moves; every save loads and
    holds at least the moves seen before the kill (the old file or a newer one)."""
    rnd = Random(1)
    cases = [(tmp_path / f"demo{i}", 100 + i, rnd.randint(1, MOST_MOVES)) for i in range(kills)]
    results = two_at_a_time(kill_demo, cases)
    assert [r for r in results if r[2] is not None] == []
    assert [(case[2], r) for case, r in zip(cases, results) if r[1] < r[0]] == []


def write_kills(tmp_path: Path, kills: int) -> None:
    """Kill the writer `kills` times inside a write, at every point of one in turn: before the
    rename the old save loads and a temporary file was left; after it the new one loads."""
    rnd = Random(2)
    cases = [(tmp_path / f"write{i}", i, rnd.randint(2, LAST_WRITE), POINTS[i % len(POINTS)]) for i in range(kills)]
    results = two_at_a_time(kill_inside_write, cases)
    for (folder, seed, write, point), (said, moves, cut, why) in zip(cases, results):
        errors = (folder.parent / f"{folder.name}.stderr").read_text()[-600:]
        assert said == point, f"writer {seed} never reached '{point}' in write {write}: {errors}"
        assert why is None, why
        renamed = point == "renamed"
        assert moves == (write if renamed else write - 1), (seed, write, point, moves)
        assert cut == (not renamed), (seed, write, point)


def test_the_game_killed_while_it_autosaves_always_leaves_a_save_that_loads(tmp_path):
    """The demo plays 5-player USA, autosaving every move; every kill leaves a save that loads, none older than seen."""
    demo_kills(tmp_path, KILLS)


def test_a_process_killed_inside_a_write_always_leaves_a_save_that_loads(tmp_path):
    """Kills inside writes, at each step of one: the file is always whole, the old or the new; no temporary file is read."""
    write_kills(tmp_path, KILLS)


@pytest.mark.soak
def test_soak_the_game_killed_100_times(tmp_path):
    """The demo killed SOAK_KILLS times."""
    demo_kills(tmp_path, SOAK_KILLS)


@pytest.mark.soak
def test_soak_writes_killed_100_times(tmp_path):
    """The writer killed SOAK_KILLS times inside a write."""
    write_kills(tmp_path, SOAK_KILLS)
