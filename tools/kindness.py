"""How kind the gentle level is: how often it wins against a child, how often its claims come beside
a child's line or make a child's ticket dearer, measured with everything known (the players
themselves only see their own view).

    python tools/kindness.py --game first_journey --players 2 --games 1000
    python tools/kindness.py --level medium ...     # the same count for another level, to compare
    python tools/kindness.py --child easy ...       # against another stand-in

One seat (rotating with the seed, so each seat starts in turn) plays the level measured, the others
play --child (default the stand-in child of game/ai/child.py). For each claim of the measured seat
it reports whether the route touches a city of another player's line, and whether it made a ticket
another player holds dearer in trains: by 1-2, by 3 or more, or cut it off (`hurting` counts them
all). It also reports the measured level's games won (`won` counts shared wins too; `win_rate`
splits a shared win like `main.py simulate`), how its turns went (claims, card draws, ticket swaps,
passes), and the tickets each side completed per game. It prints one JSON line.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.ai.planner import rival_cities, route_costs, shortest, ticket_goals  # noqa: E402
from game.ai.players import make_player  # noqa: E402
from game.board.loader import load_board  # noqa: E402
from game.rules import ClaimRoute, Pass, SwapTickets, apply, new_game, rng, view_for  # noqa: E402
from game.rules.state import Phase  # noqa: E402


def ticket_trains(state, seat: int) -> dict[str, float | None]:
    """Trains each uncompleted ticket of this seat still needs at the fewest (None: cut off)."""
    view = view_for(state, seat)
    costs = [None if c is None else (0.0 if c == 0.0 else float(n)) for c, n in zip(route_costs(view), view.table.lengths)]
    out = {}
    for goal in ticket_goals(view, view.tickets):
        found = shortest(view, costs, goal)
        out[goal.name] = None if found is None else found[0]
    return out


def judge(state, action: ClaimRoute, seat: int, after) -> tuple[bool, str | None]:
    """Whether the claim touched another player's line, and how badly it hurt another's ticket."""
    table = state.table
    touched = bool(set(table.ends[table.route_index[action.route]]) & rival_cities(view_for(state, seat)))
    worst = 0.0
    for other in range(len(state.players)):
        if other == seat:
            continue
        before, now = ticket_trains(state, other), ticket_trains(after, other)
        for ticket, trains in before.items():
            if trains is None or ticket not in now:
                continue
            worst = max(worst, float("inf") if now[ticket] is None else now[ticket] - trains)
    hurt = None if worst <= 0 else "cut" if worst == float("inf") else "detour_3_plus" if worst >= 3 else "detour_1_2"
    return touched, hurt


def measure(game: str, players: int, games: int, level: str, child: str, seed: int) -> dict:
    """Play the games and count the measured seat's claims by kind, its turns, wins and tickets."""
    board = load_board(ROOT / "maps" / f"{game}.tmx")
    counts: Counter[str] = Counter()
    win_share = 0.0
    for i in range(games):
        game_seed = seed + i
        measured = game_seed % players
        levels = [level if s == measured else child for s in range(players)]
        state = new_game(board, levels, game_seed, first=0)
        bots = [make_player(lv, rng.derive(game_seed, s + 1)) for s, lv in enumerate(levels)]
        while not state.over:
            action = bots[state.current].choose(view_for(state, state.current))
            after = apply(state, action).state
            if state.current == measured and state.phase is Phase.TURN:
                counts["turns"] += 1
                counts["card_draws"] += not isinstance(action, (ClaimRoute, SwapTickets, Pass))
                counts["swaps"] += isinstance(action, SwapTickets)
                counts["passes"] += isinstance(action, Pass)
            if state.current == measured and isinstance(action, ClaimRoute):
                touched, hurt = judge(state, action, measured, after)
                counts["claims"] += 1
                counts["beside_a_line"] += touched
                if hurt:
                    counts[hurt] += 1
                    counts["hurting"] += 1
                    counts["beside_and_hurting"] += touched
            state = after
        winners = state.result.to_data()["winners"]
        counts["won"] += measured in winners
        counts["won_alone"] += winners == [measured]
        win_share += 1 / len(winners) if measured in winners else 0.0
        for seat, p in enumerate(state.players):
            done = len(p.completed) + int(p.coast_to_coast)
            counts["tickets" if seat == measured else "child_tickets"] += done
    per_game = max(1, games)
    return {"game": game, "players": players, "games": games, "level": level, "child": child, "seed": seed,
            **{k: counts[k] for k in ("claims", "beside_a_line", "detour_1_2", "detour_3_plus", "cut", "hurting",
                                      "beside_and_hurting", "won", "won_alone")},
            "win_rate": round(win_share / per_game, 4),
            **{k: counts[k] for k in ("turns", "card_draws", "swaps", "passes")},
            "tickets_per_game": round(counts["tickets"] / per_game, 2),
            "child_tickets_per_game": round(counts["child_tickets"] / (per_game * max(1, players - 1)), 2)}


def main(argv: list[str]) -> int:
    """Run the measurement and print it."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="first_journey", choices=("usa", "amsterdam", "first_journey"))
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--level", default="gentle")
    p.add_argument("--child", default="child", help="the level standing in for the children (default: child)")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    print(json.dumps(measure(args.game, args.players, args.games, args.level, args.child, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
