"""House-rules soak: fully checked random games under every house rule of every board, a line per case.

    python tools/soak_house.py [--games 200] [--jobs N] [--case ID ...] [--first S]

A case is one rule of one board at one of its extreme values (tests/rules/test_house_games.py says which);
each plays seeds S to S + games - 1, with every invariant and the rule's own promise checked at every step.
A line per case: the games, how they ended, the mean steps and in how many games the rule mattered (a
last round of equal turns, a double held by two players, an unfinished ticket scoring 0...). The first
failure stops the soak with its case and seed; `--case ID --first SEED --games 1` replays that game.
Exit 0 only if every game ended properly; the last line names any case whose rule never mattered (with
200 games each rule matters in some; the rarest, First Journey's coasts joined with Coast-to-Coast off, in
1 of 200).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # the boards' reader imports pygame: keep the lines ours
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.rules.ending import ENDINGS  # noqa: E402
from tests.rules.test_house_games import CASES, soak  # noqa: E402


def main(argv: list[str]) -> int:
    """Run the soak with these arguments; return the exit status."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200, help="games per case (default 200)")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: every core)")
    p.add_argument("--case", action="append", default=[], metavar="ID", help="only this case, e.g. usa-trains=20")
    p.add_argument("--first", type=int, default=0, metavar="S", help="the first seed (default 0)")
    args = p.parse_args(argv)
    chosen = [c for c in CASES if not args.case or c.id in args.case]
    unknown = sorted(set(args.case) - {c.id for c in CASES})
    if unknown or not chosen:
        p.error(f"no case {', '.join(unknown)}; the cases are: {', '.join(c.id for c in CASES)}")
    started = time.perf_counter()
    try:
        results = soak(args.games, args.jobs, chosen, args.first)
    except AssertionError as err:
        sys.stderr.write(f"FAILED {err}\n")
        return 1
    seconds = time.perf_counter() - started
    games = f"{args.games} game{'s' if args.games != 1 else ''}"
    for case_id, r in results.items():
        ends = ", ".join(f"{end} {r[end]}" for end in ENDINGS if r[end])
        print(f"{case_id:36} {games}: {ends}; {r['steps'] / args.games:.0f} steps a game; "
              f"the rule mattered in {r['mattered']}")
    quiet = [case_id for case_id, r in results.items() if not r["mattered"]]
    print(f"{len(results)} cases, {len(results) * args.games} games, {seconds:.0f} s"
          + (f"; the rule never mattered in {', '.join(quiet)}" if quiet else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
