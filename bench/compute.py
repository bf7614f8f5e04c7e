"""What the computer players and the rules cost without a screen: decisions, longest paths, whole games."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench.stats import summary_ms
from game.config import MAPS

SIM_GAMES = ("usa", "amsterdam", "first_journey")
ROOT = Path(__file__).resolve().parents[1]


def bot_levels() -> tuple[str, ...]:
    """The players whose decisions are timed: every level that thinks (all but random), and the rush bot."""
    from game.ai.players import LEVELS, STAND_INS
    return tuple(lv for lv in LEVELS if lv != "random") + tuple(lv for lv in STAND_INS if lv == "rush")


def bot_decisions(games: int, players: int = 4, seed: int = 0) -> dict[str, dict[str, Any]]:
    """Per level: p50, p95 and max ms of one decision in `games` 4-player USA games against itself."""
    from game.board.loader import load_board
    from tools.bench_ai import time_level   # the decision timer the AI's own benchmark uses

    board = load_board(MAPS / "usa.tmx")
    return {level: summary_ms(time_level(board, level, players, games, seed)) for level in bot_levels()}


def longest_path(networks: int, limit: float) -> dict[str, Any]:
    """The longest-trail search's p50 and max ms over random networks (bench/longest_path.py).

    Run in a process of its own, stopped after `limit` seconds: a slow search must not hold
    up the rest of the benchmark.
    """
    if not (ROOT / "bench" / "longest_path.py").is_file():   # written beside this benchmark
        return {"p50": None, "max": None, "pending": "bench/longest_path.py is not there yet"}
    code = ("import json, sys; from bench.longest_path import measure; "
            f"print(json.dumps(measure(networks={int(networks)}, seed=1)))")
    try:
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                              timeout=limit)
    except subprocess.TimeoutExpired:
        return {"p50": None, "max": None, "timed_out_s": limit}
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return {"p50": None, "max": None, "pending": (done.stderr.strip().splitlines() or ["failed"])[-1]}
    return json.loads(lines[-1])


def sim_rates(seconds: float, players: int = 4, seed: int = 1) -> dict[str, float]:
    """Whole games a second between random players, per game, each game played for about `seconds`."""
    from game.board.loader import load_board
    from game.simulate import play_game

    rates = {}
    for game in SIM_GAMES:
        board = load_board(MAPS / f"{game}.tmx")
        played, started = 0, time.perf_counter()
        while played < 2 or time.perf_counter() - started < seconds:
            play_game(board, players, seed + played)
            played += 1
        rates[game] = round(played / (time.perf_counter() - started), 1)
    return rates
