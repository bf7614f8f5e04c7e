"""Balance testing: play many games between computer players and print one JSON line per game.

    python main.py simulate --game usa --players 4 --games 1000 --seed 1
    python main.py simulate --game usa --players 2 --games 1000 --bots hard,medium

Game i is played with seed S + i, so any game can be replayed alone with `--games 1 --seed`.
With --bots, seat s of the game with seed G is played by level (s + G) mod N of the list, so
the levels rotate through the seats; the summary gives win_rates and mean_scores per level.
A win shared between levels is split between them (a tie of two levels gives each half a win;
two seats of one level sharing the win give it a whole one), so the win rates add up to 1;
shared_wins counts the games whose win was shared between levels. Each game's line holds per seat
the human-like measures (largest hand, longest run of card draws, cards unused, late tickets and how
many failed, whether it ended the game; game/measures.py), and the summary holds them per level.
The last line is a summary; the exit status is 0 only if every game ended properly.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Mapping, MutableMapping, Sequence, TextIO

from game.ai.players import make_player
from game.measures import GameNotes, LevelTally, Watched, tally
from game.rules.house import parse_value
from game.board.catalog import MAPS, boards, find
from game.config import GameConfig, Seat
from game.rules import new_game, rng
from game.rules.board import Board
from game.table import TableSession

MAX_STEPS = 20_000  # far above any real game; reaching it means the game would not end


def seat_levels(bots: Sequence[str] | None, players: int, seed: int) -> list[str]:
    """The level playing each seat in the game with this seed: the list rotated by the seed."""
    if not bots:
        return ["random"] * players
    return [bots[(seat + seed) % players] for seat in range(players)]


def play_table(board: Board, players: int, seed: int, house_rules: Mapping[str, Any] | None = None,
               bots: Sequence[str] | None = None, limit: int | None = None,
               notes: GameNotes | None = None) -> TableSession:
    """Play one game between computer players (random ones by default) at a table to its end, and return
    the table; RuntimeError if it has not ended within `limit` moves (MAX_STEPS when not given). With
    `notes`, every decision is noted there for the human-like measures (game/measures.py)."""
    levels = seat_levels(bots, players, seed)
    seats = tuple(Seat(f"{level.title()} {i + 1}", computer=True, level=level) for i, level in enumerate(levels))
    config = GameConfig(board.game, seats, seed=seed, house_rules=dict(house_rules or {}), undo=False)
    state = new_game(board, [s.name for s in seats], seed, house_rules)
    # The simulator's own seeds for its players (not the table's), so a seed plays the game it always did.
    ais = {seat: make_player(level, rng.derive(seed, seat + 1)) for seat, level in enumerate(levels)}
    if notes is not None:
        ais = {seat: Watched(ai, seat, notes) for seat, ai in ais.items()}
    table = TableSession(config, state, pace=0.0, computers=ais)
    table.play_out(MAX_STEPS if limit is None else limit)
    return table


def play_game(board: Board, players: int, seed: int,
              house_rules: Mapping[str, Any] | None = None,
              bots: Sequence[str] | None = None) -> dict[str, Any]:
    """Play one game between computer players (random ones by default) at a table, and describe how it ended."""
    levels = seat_levels(bots, players, seed)
    notes = GameNotes(players)
    table = play_table(board, players, seed, house_rules, bots, notes=notes)
    state = table.state
    assert state.result is not None
    score = state.result.to_data()
    return {
        "seed": seed, "players": players, "levels": levels, "end": state.end,
        "winners": score["winners"],
        "turns": state.turn_count, "actions": len(table.moves),
        "trains_left": [p.trains for p in state.players], "scores": score["players"],
        "measures": notes.report(state, score["players"]),
    }


def run(board: Board, players: int, games: int, seed: int,
        house_rules: Mapping[str, Any] | None = None, out: TextIO | None = None,
        bots: Sequence[str] | None = None) -> int:
    """Play the games, write the JSON lines (to stdout by default) and the summary; return the exit status."""
    out = out or sys.stdout
    if bots is not None and len(bots) != players:
        raise ValueError(f"--bots names {len(bots)} levels for {players} players")
    for level in bots or ():
        make_player(level, 0)  # ValueError for an unknown level before any game
    new_game(board, ["check"] * players, seed, house_rules)  # ValueError before any game
    started = time.perf_counter()
    ends: Counter[str] = Counter()
    wins: Counter[int] = Counter()
    level_wins: defaultdict[str, float] = defaultdict(float)   # a shared win is split
    level_games: Counter[str] = Counter()
    level_points: Counter[str] = Counter()
    level_seats: Counter[str] = Counter()
    measures: dict[str, LevelTally] = {}
    turns = totals = failures = shared = 0
    for i in range(games):
        game_seed = seed + i
        try:
            record = play_game(board, players, game_seed, house_rules, bots)
        except Exception as err:  # a failure is reported and counted, never hidden
            failures += 1
            record = {"seed": game_seed, "players": players, "error": f"{type(err).__name__}: {err}"}
        else:
            ends[record["end"]] += 1
            wins.update(record["winners"])
            turns += record["turns"]
            totals += sum(p["total"] for p in record["scores"])
            shared += _count_levels(record, level_wins, level_games, level_points, level_seats) > 1
            tally(record, measures)
        out.write(json.dumps(record, separators=(",", ":")) + "\n")
    seconds = time.perf_counter() - started
    ended = games - failures
    summary = {
        "summary": True, "game": board.game, "players": players, "games": games,
        "ended": ended, "failures": failures, "seed": seed,
        "house_rules": dict(house_rules or {}), "end_reasons": dict(sorted(ends.items())),
        "wins_by_seat": [wins[s] for s in range(players)],
        "mean_turns": round(turns / ended, 2) if ended else None,
        "mean_score": round(totals / (ended * players), 2) if ended else None,
        "win_rates": {lv: round(level_wins[lv] / level_games[lv], 4) for lv in sorted(level_games)},
        "mean_scores": {lv: round(level_points[lv] / level_seats[lv], 2)
                        for lv in sorted(level_seats)},
        "shared_wins": shared,
        "measures": {lv: measures[lv].summary() for lv in sorted(measures)},
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
    }
    out.write(json.dumps(summary, separators=(",", ":")) + "\n")
    out.flush()
    return 0 if failures == 0 and games > 0 else 1


def _count_levels(record: dict[str, Any], wins: MutableMapping[str, float], games: Counter[str],
                  points: Counter[str], seats: Counter[str]) -> int:
    """Add one game to the per-level tallies and return how many levels won it. A level seated
    twice counts once per game; a win shared between levels is split equally between them."""
    levels = record["levels"]
    games.update(set(levels))
    winners = {levels[s] for s in record["winners"]}
    for level in winners:
        wins[level] += 1 / len(winners)
    for seat, player in enumerate(record["scores"]):
        points[levels[seat]] += player["total"]
        seats[levels[seat]] += 1
    return len(winners)


def _bots(text: str) -> list[str]:
    """Parse a comma-separated list of levels, e.g. hard,medium,easy,random."""
    return [word.strip() for word in text.split(",") if word.strip()]


def _house_rule(text: str) -> tuple[str, Any]:
    """Parse NAME=VALUE, the value as JSON (true, 3, {"per_color": 11, ...}) or a word: yes, no, 30, 10/12 (a deck
    split: cards of each colour / locomotives)."""
    name, sep, value = text.partition("=")
    if not sep:
        return name, None   # no value: the rule refuses it in one line, as any value it cannot take
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, parse_value(value)


def _parser() -> argparse.ArgumentParser:
    """The command-line options."""
    p = argparse.ArgumentParser(prog="main.py simulate", description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True, metavar="BOARD",
                   help="a board by its map's name: " + ", ".join(e.id for e in boards() if e.playable))
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--house", type=_house_rule, action="append", default=[],
                   metavar="NAME=VALUE", help="a house rule the board offers, e.g. equal_turns=yes, trains=30, "
                                             "deck_split=9/18 (docs/house-rules.md)")
    p.add_argument("--bots", type=_bots, default=None, metavar="LEVEL,LEVEL,...",
                   help="one level per seat (gentle, easy, medium, hard, expert, random, or the stand-ins "
                        "child and rush); rotated by seed")
    p.add_argument("--maps", type=Path, default=MAPS, help="folder with <game>.tmx (default: maps/)")
    return p


def main(argv: list[str]) -> int:
    """Run the simulator with these command-line arguments; return the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    found = find(boards((args.maps,)), args.game)
    if found is None:
        offered = ", ".join(e.id for e in boards((args.maps,)))
        parser.error(f"argument --game: invalid choice: {args.game!r} (choose from {offered or 'no board here'})")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout pure JSON lines
    from game.board.loader import MapError, load_board
    try:
        board = load_board(found.path)
    except MapError as err:
        sys.stderr.write(f"cannot load the {args.game} map:\n{err}\n")
        return 2
    try:
        return run(board, args.players, args.games, args.seed, dict(args.house), bots=args.bots)
    except ValueError as err:  # a player count or house rule the game does not allow
        sys.stderr.write(f"{err}\n")
        return 2
    except BrokenPipeError:  # the reader stopped early (e.g. `| head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
