"""Words for reasons a person reads: counts that agree with their nouns, and any value shown briefly."""
from __future__ import annotations

from typing import Any, Mapping

BIG = 2**64     # beyond any number a game holds; larger ones are not even spelled out
SHORT = 24      # characters of a text shown in a reason


def count(n: int, noun: str, plural: str | None = None) -> str:
    """'1 card', '2 cards', '0 cards' (`plural` when adding an s is wrong)."""
    return f"{n} {noun}" if n == 1 else f"{n} {plural or noun + 's'}"


def be(n: int) -> str:
    """'is' for one, 'are' for any other number: '1 card is', '2 cards are'."""
    return "is" if n == 1 else "are"


def brief(value: Any) -> str:
    """Any value in a few characters on one line, never recursing into it (for damaged data)."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"  # as YAML writes it
    if isinstance(value, int):
        return str(value) if -BIG < value < BIG else "a huge number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        # repr escapes line breaks and other unprintable characters, so the reason stays one line
        return repr(value if len(value) <= SHORT else value[:SHORT - 3] + "...")
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, (list, tuple)):
        return "a list"
    return f"a {type(value).__name__}"


def seat_name(name: str, seat: int) -> str:
    """The player's name as a reason shows it, or 'player 2' when the name cannot be shown on one line."""
    if isinstance(name, str) and name.strip() and name.isprintable() and len(name) <= 40:
        return name
    return f"player {seat + 1}"
