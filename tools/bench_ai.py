"""Decision-time benchmark of the computer players: median, 95th and 99th percentile and worst time per move.

    python tools/bench_ai.py --games 20 --players 2
    python tools/bench_ai.py --games 5 --players 5 --only usa

Each level plays every seat of its games against itself; only its own `choose` calls are timed.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.ai.players import LEVELS, make_player  # noqa: E402
from game.rules import apply, new_game, view_for  # noqa: E402
from game.board.catalog import MAPS, STYLES as GAMES  # noqa: E402 (the three rule styles, timed on their own boards)


def time_level(board, level: str, players: int, games: int, seed: int) -> list[float]:
    """Seconds taken by each decision of `level` over `games` self-play games."""
    times: list[float] = []
    for g in range(games):
        state = new_game(board, [level] * players, seed + g)
        bots = [make_player(level, seed + g * 10 + s) for s in range(players)]
        while not state.over:
            view = view_for(state, state.current)
            started = time.perf_counter()
            action = bots[state.current].choose(view)
            times.append(time.perf_counter() - started)
            state = apply(state, action).state
    return times


def main(argv: list[str]) -> int:
    """Run the benchmark and print one JSON line per level and game (milliseconds)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--levels", default=",".join(LEVELS))
    p.add_argument("--only", choices=GAMES, action="append", help="time only this game (repeatable)")
    args = p.parse_args(argv)
    from game.board.loader import load_board
    for game in args.only or GAMES:
        board = load_board(MAPS / f"{game}.tmx")
        for level in args.levels.split(","):
            times = time_level(board, level, args.players, args.games, args.seed)
            print(json.dumps({
                "game": game, "level": level, "players": args.players, "moves": len(times),
                "median_ms": round(statistics.median(times) * 1000, 3),
                "p95_ms": round(sorted(times)[int(len(times) * 0.95)] * 1000, 3),
                "p99_ms": round(sorted(times)[int(len(times) * 0.99)] * 1000, 3),
                "worst_ms": round(max(times) * 1000, 3)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
