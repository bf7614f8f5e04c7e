"""A board played before a family plays it: quick games between computer players at every player count it
claims, whether they end as the rules end a game, how long they last, and what to change when they do not.

Everything is counted, never timed: a fixed number of games on fixed seeds, each stopped after a number of
moves set by the board's size, so two runs give the same words on any machine. No pygame.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from statistics import median
from typing import Iterable, Sequence

from game.rules import ending
from game.rules.board import Board, thaw
from game.rules.settings import RuleSet
from game.rules.state import GameState

MOST_GAMES, FEWEST_GAMES = 40, 8   # games at each player count: many on a small board (cheap), fewer on a big one
SPACES_PLAYED = 2000              # ... about this many spaces' worth of board per player count (USA: 309 a game)
LEVELS = ("medium", "easy")     # the seats take turns at these: players that plan, as a family would
PLAYS, SMOOTH = 0.5, 0.9       # shares of games ending properly: a count plays (if badly), plays well
NO_END = "no_end"               # the game was still going after its moves ran out
FAILED = "failed"               # a computer player or the engine stopped with an error
STOP_AFTER = 2                  # games that never end before a player count's trial stops (each is long)
PROPER = (ending.LAST_ROUND, ending.GOLDEN_TICKET, ending.LAST_TRAIN)


@dataclass(frozen=True)
class Played:
    """One trial game: how it ended, how long it lasted, and which routes and tickets it used."""

    end: str                      # an ending of the rules, NO_END or FAILED
    turns: float = 0.0            # turns each
    trains_left: float = 0.0      # trains left each, on average
    claimed: frozenset[str] = frozenset()
    kept: frozenset[str] = frozenset()        # tickets some player kept to the end
    completed: frozenset[str] = frozenset()
    stall: str = ""               # what stopped a stalemate: "full", "trains" or "cards"
    most_done: int = 0            # the most tickets one player completed
    tickets_out: bool = False     # the ticket deck was empty at the end
    error: str = ""

    @property
    def proper(self) -> bool:
        """True if the game ended the way its rules end a game."""
        return self.end in PROPER


@dataclass(frozen=True)
class Count:
    """The trial games at one player count."""

    players: int
    games: tuple[Played, ...]

    @property
    def proper(self) -> int:
        """How many games ended properly."""
        return sum(g.proper for g in self.games)

    @property
    def plays(self) -> bool:
        """True if most games ended properly: a family can play at this count, if not always to an end."""
        return bool(self.games) and self.proper >= PLAYS * len(self.games)

    @property
    def smooth(self) -> bool:
        """True if nearly every game ended properly."""
        return bool(self.games) and self.proper >= SMOOTH * len(self.games)


def games_for(board: Board) -> int:
    """How many games to play at each player count: the work grows with the board, so a small board gets many
    (a stall in one game of ten shows) and the USA map few, each game being longer."""
    spaces = max(1, sum(r.length for r in board.routes))
    return max(FEWEST_GAMES, min(MOST_GAMES, SPACES_PLAYED // spaces))


def play_counts(board: Board, games: int, counts: Iterable[int] | None = None) -> tuple[Count, ...]:
    """The trial games at each of these player counts (every count the board claims by default)."""
    rules = RuleSet.from_settings(board.settings)
    wanted = counts if counts is not None else range(rules.min_players, rules.max_players + 1)
    return tuple(Count(n, _play_count(board, n, games)) for n in wanted)


def _play_count(board: Board, players: int, games: int) -> tuple[Played, ...]:
    """Up to `games` games at this count; stops early once STOP_AFTER of them have not ended at all."""
    out: list[Played] = []
    for seed in range(games):
        out.append(play_one(board, players, seed))
        if sum(g.end == NO_END for g in out) >= STOP_AFTER:
            break
    return tuple(out)


def move_limit(board: Board) -> int:
    """Moves after which a trial game counts as never ending: far above a real game on this board (a game of
    5 on the USA map takes about 300 moves, its limit is 2,796), and small enough that a stuck game costs little."""
    rules = RuleSet.from_settings(board.settings)
    return 1000 + 4 * (sum(r.length for r in board.routes) + rules.deck_size + len(board.tickets))


def play_one(board: Board, players: int, seed: int) -> Played:
    """One game between computers at these seats on this seed, described."""
    from game.simulate import play_table   # the tables come in only when a board is played
    bots = [LEVELS[i % len(LEVELS)] for i in range(players)]
    try:
        table = play_table(board, players, seed, bots=bots, limit=move_limit(board))
    except RuntimeError as err:
        if "did not end" in str(err):
            return Played(NO_END)
        return Played(FAILED, error=str(err))
    except Exception as err:  # a fault of the game, not the board's: said, never hidden
        return Played(FAILED, error=f"{type(err).__name__}: {err}")
    return describe(table.state)


def describe(state: GameState) -> Played:
    """How an ended game went: its ending, length, the routes claimed and the tickets kept and completed."""
    assert state.result is not None
    n = len(state.players)
    lines = [line for p in state.result.players for line in p.lines if line.kind == "ticket" and line.ticket]
    return Played(
        end=state.end or FAILED, turns=state.turn_count / n,
        trains_left=sum(p.trains for p in state.players) / n,
        claimed=frozenset(r for p in state.players for r in p.routes),
        kept=frozenset(str(line.ticket) for line in lines),
        completed=frozenset(str(line.ticket) for line in lines if line.completed),
        stall=_stall(state) if state.end == ending.STALEMATE else "",
        most_done=max(p.completed_tickets for p in state.result.players),
        tickets_out=not state.ticket_deck)


def _stall(state: GameState) -> str:
    """What left nobody able to move: every route taken ("full"), routes left that nobody has the trains
    for ("trains"), or no train card left to draw and no hand that pays a route left ("cards")."""
    table = state.table
    both_open = state.rules.both_routes_open(len(state.players))
    owners = state.owners
    free = [r for r, twin in enumerate(table.twins)
            if owners[r] < 0 and (both_open or twin < 0 or owners[twin] < 0)]
    if not free:
        return "full"
    most = max(p.trains for p in state.players)
    return "trains" if all(table.lengths[r] > most for r in free) else "cards"


def with_trains(board: Board, trains: int) -> Board:
    """The same board with this many trains per player (the last round's trigger kept below it)."""
    settings = thaw(board.settings)
    settings["trains_per_player"] = trains
    end = settings.get("end_game") or {}
    if end.get("trigger_trains") is not None and end["trigger_trains"] >= trains:
        settings["end_game"] = {**end, "trigger_trains": trains - 1}
    return replace(board, settings=settings)


def with_golden(board: Board, tickets: int) -> Board:
    """The same board with a Golden Ticket for this many completed tickets."""
    settings = thaw(board.settings)
    settings["end_game"] = {**(settings.get("end_game") or {}), "golden_ticket": tickets}
    return replace(board, settings=settings)


def turns_and_trains(games: Sequence[Played]) -> tuple[float, float]:
    """The median turns each and the mean trains left each over the games that ended."""
    ended = [g for g in games if g.end not in (NO_END, FAILED)]
    if not ended:
        return 0.0, 0.0
    return median(g.turns for g in ended), sum(g.trains_left for g in ended) / len(ended)


def endings(games: Sequence[Played]) -> Counter[str]:
    """How many games ended in each way."""
    return Counter(g.end for g in games)
