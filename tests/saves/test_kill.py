"""A game killed with SIGKILL at any moment, however often, leaves a save that loads: the old one or the new.

The real game (the demo, which autosaves after every move as a game does) is killed 100 times
at random moments of its play, and a process that does nothing but autosave is killed 100
times more, so that nearly every kill lands inside a write.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from random import Random

from game.saves import BadSave, SaveFolder

REPO = Path(__file__).resolve().parents[2]
KILLS = 100
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(REPO)}

WRITER = """
import os, sys, time
from pathlib import Path
real_fsync = os.fsync
os.fsync = lambda fd: (time.sleep(0.02), real_fsync(fd))   # a slow SD card: most kills land inside a write
from game.ai.random_player import RandomPlayer
from game.config import MAPS, GameConfig, Seat
from game.rules import apply, new_game, view_for
from game.board.loader import load_board
from game.saves import AutoSaver, SaveFolder
from game.saves.record import SavedGame
folder = SaveFolder(Path(sys.argv[1]))
saver = AutoSaver(folder)
config = GameConfig("usa", tuple(Seat(f"P{i}", True, i, "random") for i in range(5)), seed=int(sys.argv[2]))
board = load_board(config.map_path)
players = [RandomPlayer(i) for i in range(5)]
while True:
    state, moves = new_game(board, [s.name for s in config.seats], config.seed, {}, None), []
    while not state.over:
        action = players[state.current].choose(view_for(state, state.current))
        state = apply(state, action).state
        moves.append(action)
        saved = SavedGame(config, state, tuple(moves), tuple(p.memory() for p in players), None, "kill", "")
        saver.save(saved, config.map_path)
        saver.flush()
        if len(moves) == 1:
            print("ready", flush=True)
"""


def kill_once(command: list[str], folder: Path, name: str, delay: float) -> tuple[int, str | None, bool]:
    """Start, wait for the first save, let it run `delay` seconds more, SIGKILL it; then load the save.

    Returns the moves in the save that loaded (or the reason it did not), and whether the kill
    cut a write short (its temporary file is left; the next start removes it).
    """
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=ENV, cwd=REPO)
    try:
        deadline = time.monotonic() + 60
        while not (folder / name).exists() and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.005)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=60)
        if proc.stdout:
            proc.stdout.close()
    cut = bool(list(folder.glob(".*.tmp")))
    try:
        saved = SaveFolder(folder).load(folder / name)
    except BadSave as err:
        return -1, str(err), cut
    assert not list(folder.glob(".*.tmp"))   # the start cleared what the killed write left
    return len(saved.moves), None, cut


def run_kills(tmp_path: Path, make: callable, name: str, seed: int, longest: float) -> list[tuple[int, str | None, bool]]:
    """KILLS kills, two at a time, each at a random moment up to `longest` seconds after the first save."""
    rnd = Random(seed)
    cases = [(tmp_path / f"run{i}", rnd.uniform(0.0, longest), i) for i in range(KILLS)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(lambda c: kill_once(make(c[0], c[2]), c[0], name, c[1]), cases))


def test_the_game_killed_while_it_autosaves_always_leaves_a_save_that_loads(tmp_path):
    """The demo plays 5-player USA games, autosaving every move; every one of 100 kills leaves a good save."""
    def command(folder: Path, i: int) -> list[str]:
        return [sys.executable, "main.py", "--demo", "--fast", "--game", "usa", "--players", "5",
                "--seed", str(100 + i), "--saves", str(folder)]
    results = run_kills(tmp_path, command, "demo.yaml", 1, 1.0)
    assert [r for r in results if r[1] is not None] == []
    assert len({r[0] for r in results}) > 20   # killed at many different moments


def test_a_process_killed_in_the_middle_of_writes_always_leaves_a_save_that_loads(tmp_path):
    """Kills land inside writes of a process that only writes; the file is always whole, no temporary file is read."""
    def command(folder: Path, i: int) -> list[str]:
        return [sys.executable, "-c", WRITER, str(folder), str(i)]
    results = run_kills(tmp_path, command, "autosave.yaml", 2, 0.5)
    assert [r for r in results if r[1] is not None] == []
    assert sum(r[2] for r in results) > KILLS // 4, "too few kills landed inside a write"
