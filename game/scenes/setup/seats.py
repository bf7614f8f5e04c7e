"""The seats of the new-game screen as plain data: default names, free colours, person or computer.

Nothing here draws or reads a file; the screen (setup.py) keeps the seats and calls these.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from game.config import Seat
from game.view.palette import PLAYER_COLORS

PEOPLE = ("Mum", "Dad", "Grandma", "Grandpa", "Anna", "Ben", "Lucy", "Max")
ROBOTS = ("Robo", "Chip", "Sparky", "Bolt", "Gizmo")
NAME_LENGTH = 12
LEVELS = ("gentle", "easy", "medium", "hard", "expert")   # the computer strengths offered, weakest first


def default_name(seat: int, computer: bool, taken: Iterable[str] = ()) -> str:
    """The name a seat starts with: "Player 2" for a person; for a computer a robot's short name ("Chip"),
    the seat's own unless another seat has it, so two computers never share a name nor need shortening."""
    if not computer:
        return f"Player {seat + 1}"
    others, first = set(taken), seat % len(ROBOTS)
    return next((name for name in ROBOTS[first:] + ROBOTS[:first] if name not in others), f"Robot {seat + 1}")


def free_color(seats: list[Seat]) -> int:
    """The first train colour no seat has."""
    used = {s.color for s in seats}
    return next(c for c in range(len(PLAYER_COLORS)) if c not in used)


def new_seat(seats: list[Seat]) -> Seat:
    """One more seat: a person with a default name and the first free colour."""
    return Seat(default_name(len(seats), False), color=free_color(seats))


def remembered(seats: tuple[Seat, ...], level: str) -> list[Seat]:
    """Seats as a file remembers them, made safe to show: printable short names, colours each once, known
    levels (`level` for any other)."""
    out: list[Seat] = []
    for seat in seats:
        name = "".join(ch for ch in seat.name if ch.isprintable()).strip()[:NAME_LENGTH].strip()
        color = seat.color if seat.color < len(PLAYER_COLORS) and seat.color not in {s.color for s in out} \
            else free_color(out)
        out.append(Seat(name or default_name(len(out), seat.computer, [s.name for s in out]), seat.computer, color,
                        seat.level if seat.level in LEVELS else level))
    return out


def next_color(seats: list[Seat], seat: int) -> None:
    """The seat's next free colour; with every colour taken, swap with the next one's owner."""
    colors = len(PLAYER_COLORS)
    mine = seats[seat].color
    used = {s.color: i for i, s in enumerate(seats)}
    order = [(mine + k) % colors for k in range(1, colors)]
    free = next((c for c in order if c not in used), None)
    if free is None:
        free = order[0]
        other = used[free]
        seats[other] = replace(seats[other], color=mine)
    seats[seat] = replace(seats[seat], color=free)


def toggled(seats: list[Seat], seat: int, level: str) -> Seat:
    """The seat turned from person to computer or back (at `level`); a default or preset name follows."""
    me = seats[seat]
    computer = not me.computer
    name = me.name
    others = [s.name for i, s in enumerate(seats) if i != seat]
    if name == default_name(seat, me.computer, others) or name in (ROBOTS if me.computer else PEOPLE):
        name = default_name(seat, computer, others)
    return replace(me, computer=computer, name=name, level=level)
