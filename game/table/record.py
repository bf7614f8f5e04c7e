"""The moves of a game as a shared screen shows them, kept for whoever was not looking.

The session keeps every accepted action as the acting seat and its events as a shared screen
shows them (`seen_by(event, None)`: a card from the deck stays face down, drawn tickets are a
count). A `MoveRecord` asks nothing of a screen, so a view of one seat (a phone) may ask it the
same as the shared screen: `since(seat)` gives what the others did since that seat's own last
move, a seat's actions of one turn together; `last(seat)` gives a seat's last move, for its row.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.config import GameConfig
from game.rules import Action, Refused, apply, new_game, seen_by
from game.rules import events as ev
from game.rules.board import Board
from game.value import Value

KEEP = 240        # actions kept: many rounds of five players, each turn taking up to three


class Move(Value):
    """A seat's action (or its actions of one turn) with the events everyone saw."""

    __slots__ = ("seat", "events", "number")
    seat: int
    events: tuple[ev.Event, ...]
    number: int   # how many actions the game had once it was made (taking a move back forgets from there)

    def __init__(self, seat: int, events: tuple[ev.Event, ...], number: int) -> None:
        self._set(seat=seat, events=events, number=number)


class MoveRecord:
    """The last moves of a game as a shared screen shows them, for whoever was not looking."""

    def __init__(self, keep: int = KEEP) -> None:
        self.keep = keep
        self._moves: list[Move] = []

    def add(self, number: int, seat: int, events: tuple[Any, ...]) -> None:
        """Keep an accepted action: the seat that made it and its public events (nothing hidden is kept)."""
        self._moves.append(Move(seat, tuple(seen_by(e, None) for e in events), number))
        del self._moves[:-self.keep]

    def forget_after(self, number: int) -> None:
        """Forget the actions after the game's `number`th (they were taken back)."""
        self._moves = [m for m in self._moves if m.number <= number]

    def since(self, seat: int) -> tuple[Move, ...]:
        """The others' moves since this seat's own last one, oldest first, each turn as one move;
        nothing if the seat has not moved yet (its first turn) or nobody has since."""
        own = [i for i, m in enumerate(self._moves) if m.seat == seat]
        return _grouped(self._moves[own[-1] + 1:]) if own else ()

    def last(self, seat: int) -> Move | None:
        """The seat's last move (its actions of that turn together), or None before it has moved."""
        own = [i for i, m in enumerate(self._moves) if m.seat == seat]
        if not own:
            return None
        start = own[-1]
        while start > 0 and self._moves[start - 1].seat == seat:
            start -= 1
        return _grouped(self._moves[start:own[-1] + 1])[0]


def _grouped(moves: list[Move]) -> tuple[Move, ...]:
    """Consecutive actions of one seat as one move."""
    out: list[Move] = []
    for move in moves:
        if out and out[-1].seat == move.seat:
            out[-1] = Move(move.seat, out[-1].events + move.events, move.number)
        else:
            out.append(move)
    return tuple(out)


def record_of(config: GameConfig, board: Board, moves: Sequence[Action]) -> MoveRecord:
    """The record of a game going on from a save: its moves played again from the deal (a few ms)."""
    record = MoveRecord()
    if not moves:
        return record
    state = new_game(board, [s.name for s in config.seats], seed=config.seed, house_rules=config.house_rules,
                     first=config.first)
    for number, action in enumerate(moves, 1):
        actor = state.current
        result = apply(state, action)
        if isinstance(result, Refused):
            return MoveRecord()   # the save was checked when it was read: this does not happen
        record.add(number, actor, result.events)
        state = result.state
    return record
