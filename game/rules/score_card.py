"""The final scoring as plain records: each player's lines and total, and the winners.

Kept apart from the scoring itself, which reads a GameState, so a state can hold its result
without the two modules importing each other.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ScoreLine:
    """One line of a player's final score.

    kind: "routes" (amount = routes claimed), "ticket" (ticket, completed), "longest_path"
    (amount = trains in the path), "merchandise" (amount = cards), "coast_to_coast",
    "golden_ticket", "most_tickets" (a house rule's bonus; amount = tickets completed).
    """

    kind: str
    points: int
    amount: int = 0
    ticket: str | None = None
    completed: bool | None = None


@dataclass(frozen=True)
class PlayerScore:
    """A player's final score: the total and the lines it adds up from."""

    seat: int
    name: str
    total: int
    lines: tuple[ScoreLine, ...]
    completed_tickets: int
    longest_path: int
    longest_path_bonus: bool
    merchandise: int
    trains_left: int
    golden_ticket: bool


@dataclass(frozen=True)
class FinalScore:
    """The final scoring of a game: why it ended, every player's score, and the winners."""

    reason: str
    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]

    def to_data(self) -> dict[str, Any]:
        """The final scoring as plain data (for saves, logs and the simulator)."""
        return {
            "reason": self.reason,
            "winners": list(self.winners),
            "players": [{
                "seat": p.seat, "name": p.name, "total": p.total,
                "completed_tickets": p.completed_tickets, "longest_path": p.longest_path,
                "longest_path_bonus": p.longest_path_bonus, "merchandise": p.merchandise,
                "trains_left": p.trains_left, "golden_ticket": p.golden_ticket,
                "lines": [_line_data(line) for line in p.lines],
            } for p in self.players],
        }


def _line_data(line: ScoreLine) -> dict[str, Any]:
    """A score line as plain data, without empty fields."""
    data: dict[str, Any] = {"kind": line.kind, "points": line.points}
    if line.amount:
        data["amount"] = line.amount
    if line.ticket is not None:
        data.update(ticket=line.ticket, completed=line.completed)
    return data
