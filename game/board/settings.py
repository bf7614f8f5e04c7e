"""Check the shape of the rules file beside a map before the rules engine reads it."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

Report = Callable[[Path, str, str], None]

# Setting -> the type it must have; nested keys are written "outer.inner".
REQUIRED: dict[str, type] = {
    "game": str,
    "title": str,
    "players.min": int,
    "players.max": int,
    "trains_per_player": int,
    "deck.colors": list,
    "deck.per_color": int,
    "deck.locomotives": int,
    "setup.hand": int,
    "setup.tickets.deal": int,
    "setup.tickets.keep": int,
    "face_up.size": int,
}


def _lookup(data: Any, dotted: str) -> Any:
    """The value at a dotted key path, or None."""
    for part in dotted.split("."):
        if not isinstance(data, dict) or part not in data:
            return None
        data = data[part]
    return data


def check_settings(path: Path, settings: dict[str, Any], report: Report) -> set[str]:
    """Report missing or mistyped rule settings; return the card colours the deck declares."""
    for key, kind in REQUIRED.items():
        value = _lookup(settings, key)
        if value is None:
            report(path, key, "missing setting")
        elif not isinstance(value, kind) or isinstance(value, bool):
            report(path, key, f"must be a {kind.__name__}, not {value!r}")
    lo, hi = _lookup(settings, "players.min"), _lookup(settings, "players.max")
    if isinstance(lo, int) and isinstance(hi, int) and not 2 <= lo <= hi <= 5:
        report(path, "players", f"must be between 2 and 5 players, not {lo}-{hi}")
    colours = _lookup(settings, "deck.colors")
    if not isinstance(colours, list):
        return set()
    names = [c for c in colours if isinstance(c, str)]
    if len(names) != len(colours) or len(set(names)) != len(names) or "gray" in names:
        report(path, "deck.colors", "must be distinct colour names (gray is for routes only)")
    return set(names)
