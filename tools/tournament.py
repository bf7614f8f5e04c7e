"""The computer players' tournament: every neighbouring pair of levels in every game, 2 and 4 players.

    python tools/tournament.py --games 1000 --jobs 2          # the full table (about 13 min on 2 cores)
    python tools/tournament.py --games 50 --only usa          # a quick look at one game

Each line runs `main.py simulate --bots ...` (seats rotated by seed) and prints the levels' win
rates and mean scores as a Markdown table row, with whether the stronger level reached its mark:
hard over medium and medium over easy in at least 65 % of games, easy over random in 95 %, and
hard's mean score against medium in 2-player USA at least 130. At 4 players each level takes two
seats (a level seated twice wins when either seat wins; a win shared between levels is split
between them). The last rows seat all four levels at once.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("usa", "amsterdam", "first_journey")
PAIRS = (("hard", "medium", 0.65), ("medium", "easy", 0.65), ("easy", "random", 0.95),
         ("gentle", "random", None))
SCORE_MARK = ("usa", 2, "hard", "medium", 130.0)   # hard's mean score against medium in 2-player USA
TITLES = {"usa": "USA", "amsterdam": "Amsterdam", "first_journey": "First Journey"}


def matches(games: tuple[str, ...]) -> list[tuple[str, int, list[str], float | None]]:
    """Every match to play: (game, players, levels per seat, the mark the first level must reach)."""
    out = []
    for game in games:
        for strong, weak, mark in PAIRS:
            out.append((game, 2, [strong, weak], mark))
        for strong, weak, mark in PAIRS[:3]:
            out.append((game, 4, [strong, strong, weak, weak], mark))
    for game in games:
        out.append((game, 4, ["hard", "medium", "easy", "random"], None))
    return out


def play(match: tuple[str, int, list[str], float | None], games: int, seed: int) -> dict:
    """Run one match through the simulator and return its summary line."""
    game, players, levels, _ = match
    cmd = [sys.executable, str(ROOT / "main.py"), "simulate", "--game", game, "--players", str(players),
           "--games", str(games), "--seed", str(seed), "--bots", ",".join(levels)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[1:])} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def score_mark(match: tuple[str, int, list[str], float | None]) -> float | None:
    """The mean score the first level must reach in this match, if any."""
    game, players, levels, _ = match
    mark_game, mark_players, strong, weak, points = SCORE_MARK
    return points if (game, players, levels) == (mark_game, mark_players, [strong, weak]) else None


def verdicts(match: tuple[str, int, list[str], float | None], summary: dict) -> list[tuple[str, bool]]:
    """Each mark of this match, described, and whether it was met."""
    names = list(dict.fromkeys(match[2]))
    out = []
    if match[3] is not None:
        out.append((f"≥ {match[3] * 100:.0f} %", summary["win_rates"][names[0]] >= match[3]))
    points = score_mark(match)
    if points is not None:
        out.append((f"{names[0]} ≥ {points:.0f} points", summary["mean_scores"][names[0]] >= points))
    return out


def row(match: tuple[str, int, list[str], float | None], summary: dict) -> str:
    """One Markdown row: game, players, levels, win rates, mean scores and the marks."""
    game, players, levels, _ = match
    names = list(dict.fromkeys(levels))
    wins = " / ".join(f"{summary['win_rates'][lv] * 100:.1f} %" for lv in names)
    scores = " / ".join(f"{summary['mean_scores'][lv]:.2f}" for lv in names)
    verdict = "; ".join(f"{text}: {'met' if ok else 'NOT met'}" for text, ok in verdicts(match, summary))
    return f"| {TITLES[game]}, {players} | {' vs '.join(names)} | {wins} | {scores} | {verdict} |"


def main(argv: list[str]) -> int:
    """Play the tournament and print the table; exit 1 if a mark was missed."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2, help="matches played at once")
    p.add_argument("--only", choices=GAMES, action="append", help="play only this game (repeatable)")
    args = p.parse_args(argv)
    todo = matches(tuple(args.only or GAMES))
    print("| game, players | levels | win rates | mean scores | mark |")
    print("|---|---|---|---|---|")
    missed = 0
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for match, summary in zip(todo, pool.map(lambda m: play(m, args.games, args.seed), todo)):
            print(row(match, summary), flush=True)
            missed += sum(not ok for _, ok in verdicts(match, summary))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
