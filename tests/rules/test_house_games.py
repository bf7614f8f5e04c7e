"""Random games under every house rule of every board, at values other than the rulebook's, each checked at
every step: the invariants of every game (randomplay.check_step) and what the rule itself promises.

A case is one rule of one board at one value: both ends of the rule's bounds, and the value beside the
rulebook's when the rulebook's is an end (a swap limit of 1, a most-tickets bonus of 1); a switch at the
value the rulebook does not play (more tickets kept than the rulebook deals are dealt too). Game `seed` of
a case has the board's fewest players + seed % (its player counts) under random policy seed % 5; its moves
draw on their own random numbers, apart from the checks' samples, so a case and a seed are the same game in
the test command and in the soak.

The test command plays CI_GAMES games per case with fewer sampled actions and saves; the soak plays 200
per case, 8,800 games, with every check, and asks that each case's rule mattered in some game (about 12
minutes of two cores):
    .venv/bin/python tools/soak_house.py                 # a line per case; --case ID --first S --games 1 replays
    .venv/bin/python -m pytest tests/rules/test_house_games.py -m soak   # the same games (HOUSE_GAMES=200)
"""
from __future__ import annotations

import os
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pytest

from game.rules import SwapTickets, apply, new_game, rng
from game.rules.ending import ENDINGS
from game.rules.events import FaceUpReset
from game.rules.graph import Network
from game.rules.house import rulebook_value
from game.rules.settings import LOCOMOTIVE, RuleSet, house_offers
from game.rules.state import GameState, Phase

from .boards import reference_board, settings
from .helpers import check_save
from .randomplay import MAX_STEPS, POLICIES, Depth, check_step, pick

BOARDS = ("usa", "amsterdam", "first_journey", "island")
CI_GAMES = 8
CI_DEPTH = Depth(legal_sample=1, illegal_sample=2, save_every=25, yaml_every=100)
SOAK_DEPTH = Depth(legal_sample=3, illegal_sample=6, save_every=1, yaml_every=50)


@dataclass(frozen=True)
class Case:
    """One house rule of one board at one value (with any rule it needs beside it)."""

    board: str
    rule: str
    house: tuple[tuple[str, Any], ...]

    @property
    def id(self) -> str:
        """The case as a test id: board-rule=value."""
        value = dict(self.house)[self.rule]
        shown = f"{value['per_color']}/{value['locomotives']}" if isinstance(value, dict) else value
        return f"{self.board}-{self.rule}={shown}"


def chosen_values(offer) -> list[Any]:
    """The ends of a rule's values, and the one beside the rulebook's when that is an end."""
    values, book = list(offer.values()), rulebook_value(offer)
    at = values.index(book)
    picks = [values[0], values[-1]] + values[1:2] * (at == 0) + values[-2:-1] * (at == len(values) - 1)
    out: list[Any] = []
    for v in picks:
        if v != book and v not in out:
            out.append(v)
    return out


def cases() -> list[Case]:
    """Every case of every board."""
    out = []
    for board in BOARDS:
        base = RuleSet.rulebook(settings(board))
        for name, offer in house_offers(settings(board)).items():
            for value in chosen_values(offer):
                house = {name: value}
                if name == "tickets_kept" and value > base.opening_deal:   # keep no more than are dealt
                    house["tickets_dealt"] = value
                out.append(Case(board, name, tuple(sorted(house.items(), key=lambda kv: kv[0] != name))))
    return out


CASES = cases()


# --- what each rule promises, checked at every step -------------------------------------------
# A check gets the state, the rule's value, the legal actions and the events that led to the state (None
# for the deal); it asserts the promise and returns True where the rule mattered as a player would see it.

Check = Callable[[GameState, Any, list, Any], bool]


def _equal_turns(s, on, legal, events) -> bool:
    """U9: a last round ends with every player on the same number of turns."""
    if s.end == "last_round":
        assert len({p.turns for p in s.players}) == 1, [p.turns for p in s.players]
    return s.end == "last_round"


def _doubles_open(s, on, legal, events) -> bool:
    """U7, A5: both routes of a double are open at every player count (validate keeps one player to one);
    it matters when two players hold a double where the rulebook would have closed one."""
    assert s.rules.both_routes_open(len(s.players))
    return s.over and not RuleSet.rulebook(s.board.settings).both_routes_open(len(s.players)) and any(
        r.twin and s.owner(r.id) is not None and s.owner(r.twin) is not None for r in s.board.routes)


def _trains(s, n, legal, events) -> bool:
    """U1: trains left and trains placed add up to the chosen number; the last round starts from it."""
    table = s.table
    for p in s.players:
        assert p.trains + sum(table.lengths[table.route_index[r]] for r in p.routes) == n
    return s.end == "last_round"


def _hand(s, n, legal, events) -> bool:
    """U2: every player starts with the chosen number of cards."""
    if events is None:
        assert [p.hand_size for p in s.players] == [n] * len(s.players)
    return events is None


def _tickets_dealt(s, n, legal, events) -> bool:
    """U2: every player is dealt the chosen number of tickets."""
    if events is None:
        assert all(len(p.offer) + len(p.tickets) == n for p in s.players)
    return events is None


def _tickets_kept(s, n, legal, events) -> bool:
    """U2: the opening keeps at least the chosen number, and nobody holds fewer after it (points games
    keep every ticket); it matters when a player starts with exactly that many."""
    if s.phase is Phase.OPENING:
        assert min(len(a.tickets) for a in legal) == n
        return False
    assert all(len(p.tickets) >= n for p in s.players)
    return all(p.turns == 0 for p in s.players) and any(len(p.tickets) == n for p in s.players)


def _unfinished_minus(s, on, legal, events) -> bool:
    """U10, A8: without minus points no unfinished ticket takes points away."""
    unfinished = [line.points for p in (s.result.players if s.result else ()) for line in p.lines
                  if line.kind == "ticket" and not line.completed]
    assert all(v == 0 for v in unfinished)
    return bool(unfinished)


def _to_the_best(s, kind: str, n: int, measure: Callable[[Any], int]) -> int:
    """At the end, exactly the players with the best measure (above 0) have a `kind` line worth n (none
    when n is 0); return the best."""
    players = s.result.players if s.result else ()
    best = max((measure(p) for p in players), default=0)
    for p in players:
        assert [line.points for line in p.lines if line.kind == kind] == (
            [n] if n and best and measure(p) == best else [])
    return best


def _longest_path(s, n, legal, events) -> bool:
    """U10: the players with the longest path score the chosen bonus, nobody when it is 0."""
    _to_the_best(s, "longest_path", n, lambda p: p.longest_path)
    return s.over


def _most_tickets(s, n, legal, events) -> bool:
    """U10: exactly the players tied with the most completed tickets score the bonus, if any completed one."""
    return _to_the_best(s, "most_tickets", n, lambda p: p.completed_tickets) > 0


def _wild_reset(s, on, legal, events) -> bool:
    """U4: without the reset the row is never cleared, however many wilds it shows."""
    assert not any(isinstance(e, FaceUpReset) for e in events or ())
    return s.face_up.count(LOCOMOTIVE) >= 3


def _deck_split(s, split, legal, events) -> bool:
    """F1: the game's cards are the chosen split (validate counts every card against it)."""
    assert (s.rules.per_color, s.rules.locomotives) == (split["per_color"], split["locomotives"])
    return True


def _golden_tickets(s, n, legal, events) -> bool:
    """F7: nobody reaches the chosen count while the game goes on; the holder ends it with exactly that many."""
    counts = [p.completed_count for p in s.players]
    if s.end != "golden_ticket":
        assert max(counts) < n
        return False
    assert counts[s.golden] == n and all(c < n for seat, c in enumerate(counts) if seat != s.golden)
    return True


def _coast_to_coast(s, on, legal, events) -> bool:
    """F6: switched off, nobody holds a Coast-to-Coast card and none are left to take, coasts joined or not."""
    assert s.coast_cards == 0 and not any(p.coast_to_coast for p in s.players)
    table = s.table
    return s.over and any(Network(table, p.routes).joins_any(table.west, table.east) for p in s.players)


def _swap_limit(s, n, legal, events) -> bool:
    """F3: nobody swaps more than the limit; a player at it who could otherwise swap is offered no swap."""
    assert all(p.swaps <= n for p in s.players)
    player = s.players[s.current]
    at_limit = s.phase is Phase.TURN and player.swaps == n and bool(player.tickets) and bool(s.ticket_deck)
    assert not (at_limit and SwapTickets() in legal)
    return at_limit


CHECKS: dict[str, Check] = {
    "equal_turns": _equal_turns, "doubles_open": _doubles_open, "trains": _trains, "hand": _hand,
    "tickets_dealt": _tickets_dealt, "tickets_kept": _tickets_kept, "unfinished_minus": _unfinished_minus,
    "longest_path_bonus": _longest_path, "most_tickets_bonus": _most_tickets, "wild_reset": _wild_reset,
    "deck_split": _deck_split, "golden_tickets": _golden_tickets, "coast_to_coast": _coast_to_coast,
    "swap_limit": _swap_limit,
}


def play(case: Case, seed: int, depth: Depth = SOAK_DEPTH) -> tuple[str, int, bool]:
    """Play game `seed` of a case, checking every step; return how it ended, its steps and whether the
    case's rule mattered."""
    board = reference_board(case.board)
    rules = RuleSet.rulebook(board.settings)
    players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
    policy = sorted(POLICIES)[seed % len(POLICIES)]
    house = dict(case.house)
    state = new_game(board, [f"P{i}" for i in range(players)], seed, house)
    moves, samples, events, mattered = rng.derive(seed, 99), rng.derive(seed, 98), None, False
    for step in range(MAX_STEPS):
        legal, samples = check_step(state, board, step, samples, depth)
        for name, value in house.items():
            if CHECKS[name](state, value, legal, events) and name == case.rule:
                mattered = True
        if state.over:
            break
        action, moves = pick(legal, policy, moves)
        result = apply(state, action)
        assert result.ok
        state, events = result.state, result.events
    else:
        raise AssertionError(f"the game did not end in {MAX_STEPS} steps")
    assert state.end in ENDINGS
    check_save(state, board, via_yaml=True)
    return state.end, step, mattered


def play_one(job: tuple[Case, int, Depth]) -> tuple[str, str, int, bool]:
    """Play one game (in a worker process for the soak); a failure names its case and seed, to replay it."""
    case, seed, depth = job
    try:
        return (case.id, *play(case, seed, depth))
    except Exception as err:
        raise AssertionError(f"{case.id} seed {seed}: {type(err).__name__}: {err}") from err


def soak(games: int, jobs: int | None = None, chosen: Sequence[Case] = CASES, first: int = 0) -> dict[str, Counter]:
    """Play seeds first .. first + games - 1 of each case on `jobs` processes; per case: the ends, the steps
    and the games in which the rule mattered."""
    out: dict[str, Counter] = {case.id: Counter() for case in chosen}
    work = [(case, seed, SOAK_DEPTH) for case in chosen for seed in range(first, first + games)]
    with ProcessPoolExecutor(max_workers=jobs or os.cpu_count()) as pool:
        for case_id, end, steps, mattered in pool.map(play_one, work, chunksize=8):
            out[case_id].update({end: 1, "steps": steps, "mattered": int(mattered)})
    return out


def test_every_rule_of_every_board_has_a_case_and_a_check():
    """Each rule a shipped board offers is played here at a value other than the rulebook's."""
    offered = {(b, name) for b in BOARDS for name in house_offers(settings(b))}
    assert {(c.board, c.rule) for c in CASES} == offered and set(CHECKS) >= {n for _, n in offered}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_random_games_under_a_house_rule_end_properly(case):
    """The case's first seeded games end properly, every step checked (the soak plays 200)."""
    for seed in range(CI_GAMES):
        play_one((case, seed, CI_DEPTH))


@pytest.mark.soak
def test_soak_200_games_per_house_rule():
    """200 fully checked games per case (HOUSE_GAMES), on every core; with 200 or more, each case's rule
    mattered in some game (the rarest, First Journey's coasts joined with Coast-to-Coast off: 1 in 200)."""
    games = int(os.environ.get("HOUSE_GAMES", "200"))
    results = soak(games)
    assert all(sum(r[end] for end in ENDINGS) == games for r in results.values())
    if games >= 200:
        assert [case for case, r in results.items() if not r["mattered"]] == []
