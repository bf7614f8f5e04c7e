"""The computer players' tournament: every neighbouring pair of levels in every game, 2 and 4 players,
and expert against hard and the rush bot.

    python tools/tournament.py --games 1000 --jobs 2                  # the full table
    python tools/tournament.py --games 50 --only usa                  # a quick look at one game
    python tools/tournament.py --levels expert,hard,rush --seed 9000000   # expert's rows, on fresh seeds

Each line runs `main.py simulate --bots ...` (seats rotated by seed) and prints the levels' win
rates and mean scores as a Markdown table row, each with its 95 % interval (win rates: Wilson's
interval over the games; mean scores: the normal approximation over the games, from the mean of the
level's seats in each game), the human-like measures of the first level (its seats holding over 25
cards at some time; the share of its late tickets that failed, game/measures.py), and whether the
first level reached its marks: hard over medium and medium over easy in at least 65 % of games, easy
over random in 95 %, hard's mean score against medium in 2-player USA at least 130; expert over hard
in 65 % of 2-player USA games with a mean of 145 or more, and "the same order" elsewhere (expert's
win rate per seat above hard's); expert's mean against the rush bot at least 135; expert's seats
over 25 cards in under 5 % and its late tickets failing under 15 % in USA. At 4 players each level of
a pair takes two seats (a level seated twice wins when either seat wins; a win shared between levels
is split between them). The last rows seat hard, medium, easy and random at once. A row whose level
is not a computer player (yet) is skipped with a note; none is invented.
"""
from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.players import LEVELS, STAND_INS  # noqa: E402

GAMES = ("usa", "amsterdam", "first_journey")
ABOVE = "above"   # the mark "holds the same order": the first level's win rate per seat above the second's
PAIRS = (("hard", "medium", 0.65), ("medium", "easy", 0.65), ("easy", "random", 0.95),
         ("gentle", "random", None))
TITLES = {"usa": "USA", "amsterdam": "Amsterdam", "first_journey": "First Journey"}
Z95 = 1.96
HAND_MARK, LATE_MARK = 0.05, 0.15   # expert: seats over 25 cards, late tickets failing (under these)


class Match(NamedTuple):
    """One row: a game, its players, the level of each seat, and the first level's marks."""

    game: str
    players: int
    levels: list[str]
    win: float | str | None = None   # a least win rate, or ABOVE
    points: float | None = None      # a least mean score
    human: bool = False              # the human-like marks apply


def matches(games: tuple[str, ...]) -> list[Match]:
    """Every match to play, in the table's order."""
    out = []
    for game in games:
        for strong, weak, mark in PAIRS:
            out.append(Match(game, 2, [strong, weak], mark, 130.0 if (game, strong) == ("usa", "hard") else None))
        for strong, weak, mark in PAIRS[:3]:
            out.append(Match(game, 4, [strong, strong, weak, weak], mark))
    for game in games:
        out.append(Match(game, 4, ["hard", "medium", "easy", "random"]))
    for game in games:
        usa = game == "usa"
        out.append(Match(game, 2, ["expert", "hard"], 0.65 if usa else ABOVE, 145.0 if usa else None, usa))
        out.append(Match(game, 4, ["expert", "expert", "hard", "hard"], ABOVE, None, usa))
    if "usa" in games:
        out.append(Match("usa", 3, ["expert", "hard", "hard"], ABOVE, None, True))
        out.append(Match("usa", 5, ["expert", "expert", "hard", "hard", "hard"], ABOVE, None, True))
        out.append(Match("usa", 2, ["expert", "rush"], None, 135.0, True))
        out.append(Match("usa", 2, ["hard", "rush"]))
    return out


def play(match: Match, games: int, seed: int) -> dict:
    """Run one match through the simulator and return its summary line, with each level's mean score's
    95 % interval added (`score_intervals`)."""
    cmd = [sys.executable, str(ROOT / "main.py"), "simulate", "--game", match.game, "--players",
           str(match.players), "--games", str(games), "--seed", str(seed), "--bots", ",".join(match.levels)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[1:])} failed:\n{done.stderr}")
    records = [json.loads(line) for line in done.stdout.strip().splitlines()]
    summary = records.pop()
    per_game: dict[str, list[float]] = {}
    for record in records:
        for level in dict.fromkeys(record["levels"]):
            totals = [p["total"] for p, lv in zip(record["scores"], record["levels"]) if lv == level]
            per_game.setdefault(level, []).append(sum(totals) / len(totals))
    summary["score_intervals"] = {lv: mean_interval(values) for lv, values in per_game.items()}
    return summary


def wilson(rate: float, n: int) -> tuple[float, float]:
    """Wilson's 95 % interval of a rate observed over n trials."""
    if n <= 0:
        return 0.0, 1.0
    centre = rate + Z95 * Z95 / (2 * n)
    spread = Z95 * math.sqrt(rate * (1 - rate) / n + Z95 * Z95 / (4 * n * n))
    scale = 1 + Z95 * Z95 / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)   # no -0.0 from rounding


def mean_interval(values: list[float]) -> tuple[float, float]:
    """The normal approximation's 95 % interval of the mean of these values."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    return mean - Z95 * sd / math.sqrt(n), mean + Z95 * sd / math.sqrt(n)


def per_seat(match: Match, summary: dict, level: str) -> float:
    """A level's win rate divided by the seats it takes (fair between levels seated unequally)."""
    return summary["win_rates"][level] / match.levels.count(level)


def verdicts(match: Match, summary: dict) -> list[tuple[str, bool]]:
    """Each mark of this match, described, and whether it was met."""
    names = list(dict.fromkeys(match.levels))
    first = names[0]
    out = []
    if match.win == ABOVE:
        out.append((f"{first} above {names[1]} per seat", per_seat(match, summary, first) > per_seat(match, summary,
                                                                                                      names[1])))
    elif match.win is not None:
        out.append((f"≥ {match.win * 100:.0f} %", summary["win_rates"][first] >= match.win))
    if match.points is not None:
        out.append((f"{first} ≥ {match.points:.0f} points", summary["mean_scores"][first] >= match.points))
    if match.human:
        measures = summary["measures"][first]
        late = measures["late_ticket_failure_rate"]
        out.append((f"over 25 cards < {HAND_MARK * 100:.0f} %", measures["hand_over_25"] < HAND_MARK))
        out.append((f"late tickets failing < {LATE_MARK * 100:.0f} %", late is None or late < LATE_MARK))
    return out


def row(match: Match, summary: dict) -> str:
    """One Markdown row: game, players, levels, win rates and mean scores with their intervals, the first
    level's human-like measures, and the marks."""
    names = list(dict.fromkeys(match.levels))
    games = summary.get("ended", summary.get("games", 0))
    wins, scores = [], []
    for lv in names:
        low, high = wilson(summary["win_rates"][lv], games)
        wins.append(f"{summary['win_rates'][lv] * 100:.1f} % [{low * 100:.1f}–{high * 100:.1f}]")
        score = f"{summary['mean_scores'][lv]:.2f}"
        if lv in summary.get("score_intervals", {}):
            low, high = summary["score_intervals"][lv]
            score += f" [{low:.1f}–{high:.1f}]"
        scores.append(score)
    measures = summary.get("measures", {}).get(names[0])
    hand = late = ""
    if measures:
        hand = f"{measures['hand_over_25'] * 100:.1f} %"
        rate = measures["late_ticket_failure_rate"]
        late = "none" if rate is None else f"{rate * 100:.1f} % of {measures['late_tickets']}"
    verdict = "; ".join(f"{text}: {'met' if ok else 'NOT met'}" for text, ok in verdicts(match, summary))
    return (f"| {TITLES[match.game]}, {match.players} | {' vs '.join(names)} | {' / '.join(wins)} "
            f"| {' / '.join(scores)} | {hand} | {late} | {verdict} |")


def missing_levels(match: Match) -> list[str]:
    """The levels of this match that are no computer player (yet)."""
    return [lv for lv in dict.fromkeys(match.levels) if lv not in LEVELS + STAND_INS]


def main(argv: list[str]) -> int:
    """Play the tournament and print the table; exit 1 if a mark was missed."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1,
                   help="the first game's seed (1,000,000-8,999,999 while developing; 9,000,000 and up "
                        "only for the final table)")
    p.add_argument("--jobs", type=int, default=2, help="matches played at once")
    p.add_argument("--only", choices=GAMES, action="append", help="play only this game (repeatable)")
    p.add_argument("--levels", help="play only the rows whose levels are all in this list, e.g. expert,hard,rush")
    args = p.parse_args(argv)
    todo = matches(tuple(args.only or GAMES))
    if args.levels:
        chosen = set(args.levels.split(","))
        todo = [m for m in todo if set(m.levels) <= chosen]
    skipped = [m for m in todo if missing_levels(m)]
    todo = [m for m in todo if m not in skipped]
    print("| game, players | levels | win rates [95 %] | mean scores [95 %] | over 25 cards | late tickets failed "
          "| mark |")
    print("|---|---|---|---|---|---|---|")
    missed = 0
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for match, summary in zip(todo, pool.map(lambda m: play(m, args.games, args.seed), todo)):
            print(row(match, summary), flush=True)
            missed += sum(not ok for _, ok in verdicts(match, summary))
    for match in skipped:
        print(f"| {TITLES[match.game]}, {match.players} | {' vs '.join(dict.fromkeys(match.levels))} "
              f"| skipped: {', '.join(missing_levels(match))} is not a computer player yet | | | | |")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
