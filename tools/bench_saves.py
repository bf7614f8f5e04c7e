"""How long saving and loading take: one autosave write, and reading a save back with every check.

    python tools/bench_saves.py [--games 5] [--repeat 20]

Plays whole games of computer players (5-player USA, the longest saves) and, at the start,
the middle and the end of each, times: building the document, writing the file whole (YAML,
fsync, rename), and loading it (reading, scanning, the rules' checks, replaying every move).
Prints the file size and the median and worst milliseconds of each, per point of the game.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.players import make_player  # noqa: E402
from game.board.loader import load_board  # noqa: E402
from game.config import GameConfig, Seat  # noqa: E402
from game.rules import apply, new_game, view_for  # noqa: E402
from game.saves import SaveFolder  # noqa: E402
from game.saves.record import SavedGame  # noqa: E402
from game.saves.record import document  # noqa: E402

LEVELS = ("hard", "medium", "easy", "gentle", "medium")


def whole_game(seed: int) -> list[SavedGame]:
    """A 5-player USA game of computer players, as a save at every move."""
    config = GameConfig("usa", tuple(Seat(f"P{i}", True, i, LEVELS[i]) for i in range(5)), seed=seed)
    board = load_board(config.map_path)
    players = [make_player(s.level, seed * 1009 + i + 1) for i, s in enumerate(config.seats)]
    state, moves, saves = new_game(board, [s.name for s in config.seats], seed), [], []
    while True:
        saves.append(SavedGame(config, state, tuple(moves), tuple(p.memory() for p in players), None, "bench", ""))
        if state.over:
            return saves
        action = players[state.current].choose(view_for(state, state.current))
        state = apply(state, action).state
        moves.append(action)


def timed(work) -> float:
    """Milliseconds one call takes."""
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def main(argv: list[str]) -> int:
    """Time writing and loading at three points of several games; print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    folder = SaveFolder(Path(tempfile.mkdtemp(prefix="bench-saves-")))
    rows: dict[str, dict[str, list[float]]] = {}
    for seed in range(1, args.games + 1):
        saves = whole_game(seed)
        for point, saved in (("start", saves[0]), ("middle", saves[len(saves) // 2]), ("end", saves[-1])):
            row = rows.setdefault(point, {"moves": [], "kB": [], "document": [], "write": [], "load": []})
            map_file = saved.config.map_path
            path = folder.write("bench.yaml", saved, map_file)
            row["moves"].append(len(saved.moves))
            row["kB"].append(path.stat().st_size / 1000)
            for _ in range(args.repeat):
                row["document"].append(timed(lambda: document(saved, map_file)))
                row["write"].append(timed(lambda: folder.write("bench.yaml", saved, map_file)))
                row["load"].append(timed(lambda: folder.load(path)))
    print(f"{'point':8} {'moves':>6} {'kB':>6}  {'document ms':>16}  {'write ms':>16}  {'load ms':>16}")
    for point, row in rows.items():
        cells = [f"{statistics.median(row[k]):7.2f} / {max(row[k]):6.2f}" for k in ("document", "write", "load")]
        print(f"{point:8} {statistics.median(row['moves']):6.0f} {statistics.median(row['kB']):6.1f}  "
              + "  ".join(cells))
    print("(median / worst over", args.games, "games x", args.repeat, "runs; write includes the document, fsync "
          "and rename; load includes every check and the replay of every move)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
