"""How kind the gentle level is: how often it wins against a child, how often its claims come beside
a child's line or make a child's ticket dearer, measured with everything known (the players
themselves only see their own view).

    python tools/kindness.py --game first_journey --players 2 --games 1000
    python tools/kindness.py --level medium ...     # the same count for another level, to compare
    python tools/kindness.py --child easy ...       # against another stand-in
    python tools/kindness.py --cases ...            # each hurting claim too, one JSON line each

One seat (rotating with the seed, so each seat starts in turn) plays the level measured, the others
play --child (default the stand-in child of game/ai/child.py). For each claim of the measured seat
it reports whether the route touches a city of another player's line, and whether it made a ticket
another player holds dearer in trains: by 1-2, by 3 or more, or cut it off (`hurting` counts them
all; `hurting_a_started_line` those that hurt a ticket whose way the holder's own routes already
shortened). It also reports the measured level's games won (`won` counts shared wins too;
`win_rate` splits a shared win like `main.py simulate`), how its turns went (claims, card draws,
ticket swaps, passes, turns a game), and the tickets each side completed per game. It prints one
JSON line; with --cases, first one line per hurting claim: the game's seed, the route, the others'
lines, each ticket made dearer, and how the measured player judged the route (its `risk`, whether
it was kept off as `never` or `avoided`).
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


def ticket_trains(state, seat: int, line: bool = True) -> dict[str, float | None]:
    """Trains each uncompleted ticket of this seat still needs at the fewest (None: cut off); with
    `line` False, as if the seat's own routes were still to build (what the ticket needs alone)."""
    view = view_for(state, seat)
    costs = [None if c is None else (0.0 if c == 0.0 and line else float(n))
             for c, n in zip(route_costs(view), view.table.lengths)]
    out = {}
    for goal in ticket_goals(view, view.tickets):
        found = shortest(view, costs, goal)
        out[goal.name] = None if found is None else found[0]
    return out


def dearer(state, action: ClaimRoute, seat: int, after) -> list[dict]:
    """Each ticket of another player the claim made dearer: its trains needed before and after (None:
    cut off), and whether it was `started` (the holder's own routes already shortened its way)."""
    out = []
    for other in range(len(state.players)):
        if other == seat:
            continue
        before, now = ticket_trains(state, other), ticket_trains(after, other)
        alone = ticket_trains(state, other, line=False)
        for ticket, trains in before.items():
            if trains is None or ticket not in now or (now[ticket] is not None and now[ticket] <= trains):
                continue
            out.append({"seat": other, "ticket": ticket, "trains": trains, "after": now[ticket],
                        "started": alone[ticket] is None or alone[ticket] > trains})
    return out


def harm(hurt: list[dict]) -> str | None:
    """How badly the worst of these tickets was hurt: None, detour_1_2, detour_3_plus or cut."""
    if not hurt:
        return None
    if any(h["after"] is None for h in hurt):
        return "cut"
    return "detour_3_plus" if max(h["after"] - h["trains"] for h in hurt) >= 3 else "detour_1_2"


def touches(state, action: ClaimRoute, seat: int) -> bool:
    """Whether the claimed route touches a city of another player's line."""
    table = state.table
    return bool(set(table.ends[table.route_index[action.route]]) & rival_cities(view_for(state, seat)))


def judge(state, action: ClaimRoute, seat: int, after) -> tuple[bool, str | None]:
    """Whether the claim touched another player's line, and how badly it hurt another's ticket."""
    return touches(state, action, seat), harm(dearer(state, action, seat, after))


def case(state, action: ClaimRoute, bot, game_seed: int, hurt_tickets: list[dict]) -> dict:
    """One hurting claim, for reading: the route, the lines of the others, the tickets it hurt, and
    how the measured player itself judged the route when it chose it."""
    table = state.table
    r = table.route_index[action.route]
    names = table.city_ids
    lines = {seat: sorted(names[c] for route in p.routes for c in table.ends[table.route_index[route]])
             for seat, p in enumerate(state.players) if seat != state.current}
    judged = {"risk": round(getattr(bot, "risky", {}).get(r, 0.0), 2),
              "never": r in getattr(bot, "closed", ()), "avoided": r in getattr(bot, "avoided", ())}
    return {"seed": game_seed, "turn": state.players[state.current].turns, "route": action.route,
            "cities": [names[c] for c in table.ends[r]], "twin": table.twins[r] >= 0,
            "hand": sum(state.players[state.current].hand), "lines": {str(k): sorted(set(v)) for k, v in lines.items()},
            "hurt": [{**h, "ticket": "-".join(names[c] for c in table.tickets[h["ticket"]][:2])} for h in hurt_tickets],
            "judged": judged}


def measure(game: str, players: int, games: int, level: str, child: str, seed: int,
            cases: list[dict] | None = None) -> dict:
    """Play the games and count the measured seat's claims by kind, its turns, wins and tickets;
    each hurting claim is added to `cases` when given."""
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
                hurt_tickets = dearer(state, action, measured, after)
                touched, hurt = touches(state, action, measured), harm(hurt_tickets)
                counts["claims"] += 1
                counts["beside_a_line"] += touched
                if hurt:
                    counts[hurt] += 1
                    counts["hurting"] += 1
                    counts["beside_and_hurting"] += touched
                    counts["hurting_a_started_line"] += any(h["started"] for h in hurt_tickets)
                    if cases is not None:
                        cases.append(case(state, action, bots[measured], game_seed, hurt_tickets))
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
                                      "beside_and_hurting", "hurting_a_started_line", "won", "won_alone")},
            "win_rate": round(win_share / per_game, 4),
            **{k: counts[k] for k in ("turns", "card_draws", "swaps", "passes")},
            "turns_per_game": round(counts["turns"] / per_game, 1),
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
    p.add_argument("--cases", action="store_true", help="first print each hurting claim as a JSON line")
    args = p.parse_args(argv)
    cases: list[dict] | None = [] if args.cases else None
    result = measure(args.game, args.players, args.games, args.level, args.child, args.seed, cases)
    for c in cases or []:
        print(json.dumps(c))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
