"""Two copies of the game on one saves folder (two clicks on the launcher): both games are in files.

Two real processes run the game's App headless, each playing a game of computer players; the
test waits on the moves each file holds (read from the files, never on time, with a watchdog far
beyond need), checks both processes ran at once, stops them, and loads both games.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from game.saves import AUTOSAVE, SaveFolder

REPO = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(REPO)}
WATCHDOG = 120.0   # seconds: far beyond a start and a few moves on a loaded machine

GAME = """
import sys
from pathlib import Path
from game.app import App
from game.config import GameConfig, Seat
from game.scenes.play.scene import PlayScene
app = App(saves=Path(sys.argv[1]))
config = GameConfig("usa", tuple(Seat(f"C{i}", True, i, "random") for i in range(3)), seed=int(sys.argv[2]))
app.run(PlayScene(config, pace=0))
"""


def start(folder: Path, seed: int, log: Path) -> subprocess.Popen:
    """One copy of the game, playing a game of computers with this seed."""
    with log.open("wb") as err:
        return subprocess.Popen([sys.executable, "-c", GAME, str(folder), str(seed)], cwd=REPO, env=ENV,
                                stdout=subprocess.DEVNULL, stderr=err)


def moves_in(folder: SaveFolder, name: str) -> int:
    """The moves the file holds now (-1 while it is not there or not whole)."""
    data = folder.peek(folder.file(name)) if folder.file(name).is_file() else None
    moves = data.get("moves") if data else None
    return len(moves) if isinstance(moves, list) else -1


def wait_for(folder: SaveFolder, name: str, count: int, *copies: subprocess.Popen) -> None:
    """Until the file holds `count` moves; every copy given must keep running meanwhile."""
    deadline = time.monotonic() + WATCHDOG
    while moves_in(folder, name) < count:
        assert all(c.poll() is None for c in copies), "a copy of the game stopped"
        assert time.monotonic() < deadline, f"{name} never held {count} moves"
        time.sleep(0.05)


def test_two_copies_on_one_folder_each_keep_their_game(tmp_path):
    """The first copy writes autosave.yaml, the second autosave-2.yaml, at the same time; both games load."""
    folder = SaveFolder(tmp_path / "saves")
    first = start(folder.path, 1, tmp_path / "first.log")
    second = None
    try:
        wait_for(folder, AUTOSAVE, 3, first)
        second = start(folder.path, 2, tmp_path / "second.log")
        wait_for(folder, "autosave-2.yaml", 3, first, second)
        assert first.poll() is None and second.poll() is None   # both ran at once
    finally:
        for copy in (first, second):
            if copy is not None:
                copy.terminate()
                copy.wait(WATCHDOG)
    games = {name: folder.load(folder.file(name)) for name in (AUTOSAVE, "autosave-2.yaml")}
    assert games[AUTOSAVE].config.seed == 1 and games["autosave-2.yaml"].config.seed == 2
    assert all(len(g.moves) >= 3 for g in games.values())
    assert not (tmp_path / "second.log").read_text().strip()   # nothing went wrong in either
    assert not (tmp_path / "first.log").read_text().strip()
