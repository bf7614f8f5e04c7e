"""How long the longest-trail search (U10) takes on random 45-train networks of every game.

    python bench/longest_path.py [--networks 1000] [--seed 1]

Prints {"p50": ms, "max": ms, "networks": n} as JSON: the median and worst milliseconds of one
`longest_trail` call, over `networks` random networks of each game's board (n in all).

A call is timed in CPU time (time.process_time), so that other programs busy on the machine do
not count, and with the garbage collector off, as timeit does, so that a collection of the whole
heap that happens to fall into a call does not count either. One untimed call per game first.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import time
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the board loader brings in pygame; keep stdout JSON

from game.board.loader import load_board  # noqa: E402
from game.board.catalog import boards  # noqa: E402
from game.rules.graph import longest_trail  # noqa: E402
from game.rules.table import table_for  # noqa: E402

TRAINS = 45         # a USA player's trains: the largest network any game lets one player build
SCATTER = 0.1       # how often a route is picked anywhere on the board, so some networks have pieces


def random_network(table: Any, rnd: random.Random, trains: int = TRAINS, scatter: float = SCATTER) -> list[int]:
    """Random routes (numbers) grown from a random city until no free route fits in `trains`.

    Growing from one city makes dense connected networks, the search's hard cases; now and then
    (`scatter`) a route is picked anywhere, which starts another piece.
    """
    cities = {rnd.randrange(len(table.city_ids))}
    free = set(range(len(table.route_ids)))
    chosen: list[int] = []
    left = trains
    while True:
        fits = sorted(r for r in free if table.lengths[r] <= left)
        if not fits:
            return chosen
        near = [r for r in fits if cities.intersection(table.ends[r])]
        route = rnd.choice(near if near and rnd.random() >= scatter else fits)
        free.discard(route)
        chosen.append(route)
        cities.update(table.ends[route])
        left -= table.lengths[route]


def measure(networks: int = 1000, seed: int = 1) -> dict:
    """The median and worst milliseconds of one longest-trail search over `networks` random
    networks of each shipped board, and how many networks were timed."""
    rnd = random.Random(seed)
    times: list[float] = []
    for shipped in (e for e in boards() if e.playable):
        table = table_for(load_board(shipped.path))
        longest_trail(table, table.route_ids[:20])
        for _ in range(networks):
            times.append(timed(table, [table.route_ids[r] for r in random_network(table, rnd)]))
    return {"p50": round(statistics.median(times), 4), "max": round(max(times), 4), "networks": len(times)}


def timed(table: Any, routes: list[str]) -> float:
    """CPU milliseconds of one longest_trail call, the garbage collector off."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        start = time.process_time()
        longest_trail(table, routes)
        return (time.process_time() - start) * 1000
    finally:
        if collecting:
            gc.enable()


def main(argv: list[str]) -> int:
    """Time the search and print the result as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--networks", type=int, default=1000, help="networks per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.networks, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
