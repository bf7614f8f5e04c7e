"""How soon a bad board from a family's folder or a stick is refused: every kind the tests make, timed.

    python tools/bench_bad_files.py [--repeat 3]

Each kind of tests/board/bad_boards.py (a picture cut short, a 20000 x 20000 PNG, a named pipe in
place of a file, a label of 100,000 characters, too many tickets ...) spoils a fresh copy of a
family's board, which is then read as the new-game screen reads it (the board catalog, nothing
cached). Prints one JSON object: each kind's median milliseconds to its refusal, the slowest, and
whether every kind was refused within LIMIT_MS (exit 1 if not, or if one was not refused at all).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.board import cache, catalog, loader  # noqa: E402
from tests.board.bad_boards import KINDS, family_board  # noqa: E402

LIMIT_MS = 2000.0   # a screen that waits longer on one board looks stuck to a family


def refusal_ms(kind, repeat: int) -> tuple[float, bool]:
    """The median milliseconds to read a board spoilt this way, and whether it was refused every time."""
    times, refused = [], True
    for _ in range(repeat):
        tmx = family_board(Path(tempfile.mkdtemp(prefix="bad-board-")))
        kind.spoil(tmx)
        loader._held.clear()    # nothing of an earlier copy is kept: each read is a first read
        catalog._read.clear()
        start = time.perf_counter()
        refused &= not catalog.entry(tmx).playable
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), refused


def main(argv: list[str]) -> int:
    """Time every kind; print the JSON; exit 0 only if each was refused within the limit."""
    p = argparse.ArgumentParser(description="How soon each kind of bad board is refused.")
    p.add_argument("--repeat", type=int, default=3, help="reads of each kind (the median is kept)")
    args = p.parse_args(argv)
    cache.FOLDER = Path(tempfile.mkdtemp(prefix="bad-board-cache-"))   # the game's own cache is left alone
    result = {kind.name: refusal_ms(kind, args.repeat) for kind in KINDS}
    slowest = max(result, key=lambda name: result[name][0])
    ok = all(refused and ms <= LIMIT_MS for ms, refused in result.values())
    print(json.dumps({"kinds": len(result), "limit_ms": LIMIT_MS, "slowest": slowest,
                      "slowest_ms": round(result[slowest][0], 1), "all_refused_in_time": ok,
                      "ms": {name: round(ms, 1) for name, (ms, _) in result.items()},
                      "not_refused": [name for name, (_, refused) in result.items() if not refused]}, indent=1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
