"""Check the rules file beside a map before the rules engine reads it: shape, sensible numbers, balance.

Three passes: every setting has its type and a number within its range; the engine can build
its rule set from them; and the numbers fit together (enough cards to deal, keep at most what is
dealt). A later pass runs only when the earlier ones found nothing, so each problem shows once.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

from game.board.art import colour_problem
from game.board.counts import MAX_TITLE_CHARS
from game.board.limits import MAX_ROUTE_LENGTH
from game.rules.settings import RuleSet, house_offers

Report = Callable[[Path, str, str], None]
Problem = tuple[str, str]

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
    "double_routes.both_open_from_players": int,
}

# Whole-number setting -> the smallest and largest value the game can play; checked when present.
RANGES: dict[str, tuple[int, int]] = {
    "trains_per_player": (1, 100),
    "deck.per_color": (1, 100),
    "deck.locomotives": (0, 100),
    "setup.hand": (0, 20),
    "setup.tickets.deal": (1, 10),
    "setup.tickets.keep": (1, 10),
    "face_up.size": (0, 8),
    "face_up.locomotive_reset": (0, 8),
    "ticket_draw.draw": (0, 10),
    "ticket_draw.keep": (1, 10),
    "ticket_swap.draw": (0, 10),
    "double_routes.both_open_from_players": (2, 6),
    "end_game.trigger_trains": (0, 100),
    "end_game.golden_ticket": (1, 100),
    "longest_path_bonus": (0, 1000),
    "coast_to_coast.cards": (0, 20),
}
MAX_COLOURS = 12
MAX_POINTS = 1000


def _lookup(data: Any, dotted: str) -> Any:
    """The value at a dotted key path, or None."""
    for part in dotted.split("."):
        if not isinstance(data, dict) or part not in data:
            return None
        data = data[part]
    return data


def _is_int(value: Any) -> bool:
    """True for a whole number (YAML's true and false are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: Any) -> str:
    """A value as the file has it, cut short if it is very long."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_settings(path: Path, settings: dict[str, Any], report: Report) -> tuple[set[str], RuleSet | None]:
    """Report missing, mistyped or unplayable settings; return the deck's colours and the rule set."""
    problems = list(_shape_problems(settings))
    rules = None
    if not problems:
        rules, problems = _rule_set(settings)
    if rules is not None:
        problems += _balance_problems(rules)
    for where, what in problems:
        report(path, where, what)
    colours = _lookup(settings, "deck.colors")
    return {c for c in colours if isinstance(c, str)} if isinstance(colours, list) else set(), rules


def _shape_problems(settings: dict[str, Any]) -> Iterator[Problem]:
    """Settings missing, of the wrong type, or outside the ranges the game can play."""
    for key, kind in REQUIRED.items():
        value = _lookup(settings, key)
        if value is None:
            yield key, "missing setting"
        elif not isinstance(value, kind) or isinstance(value, bool):
            yield key, f"must be a {kind.__name__}, not {_shown(value)}"
    for key, (lo, hi) in RANGES.items():
        value = _lookup(settings, key)
        if value is None or (key in REQUIRED and not _is_int(value)):
            continue
        if not _is_int(value):
            yield key, f"must be a whole number, not {_shown(value)}"
        elif not lo <= value <= hi:
            yield key, f"must be {lo} to {hi}, not {_shown(value)}"
    title = _lookup(settings, "title")
    if isinstance(title, str) and len(title) > MAX_TITLE_CHARS:
        yield "title", f"is {len(title)} characters long; a title may have at most {MAX_TITLE_CHARS}: shorten it"
    yield from _player_and_colour_problems(settings)


def _player_and_colour_problems(settings: dict[str, Any]) -> Iterator[Problem]:
    """The player range and the deck's colour names."""
    lo, hi = _lookup(settings, "players.min"), _lookup(settings, "players.max")
    if _is_int(lo) and _is_int(hi) and not 2 <= lo <= hi <= 5:
        yield "players", f"must be between 2 and 5 players, not {_shown(lo)}-{_shown(hi)}"
    colours = _lookup(settings, "deck.colors")
    if not isinstance(colours, list):
        return
    names = [c for c in colours if isinstance(c, str)]
    if len(names) != len(colours) or len(set(names)) != len(names) or "gray" in names:
        yield "deck.colors", "must be distinct colour names (gray is for routes only)"
    elif not 1 <= len(names) <= MAX_COLOURS:
        yield "deck.colors", f"must name 1 to {MAX_COLOURS} colours, not {len(names)}"
    elif problem := colour_problem(names):
        yield "deck.colors", problem


def _rule_set(settings: dict[str, Any]) -> tuple[RuleSet | None, list[Problem]]:
    """The rule set the engine would build (None if it cannot) and the problems found on the way."""
    try:
        rules = RuleSet.from_settings(settings)
    except KeyError as err:
        return None, [("", f"the game cannot use these rules: missing setting {err}")]
    except (AttributeError, TypeError, ValueError) as err:  # a setting of a shape the engine cannot read
        return None, [("", f"the game cannot use these rules: {err}")]
    try:
        house_offers(settings)   # what a table may change: known rules, bounds that hold the rulebook's value
    except ValueError as err:   # the board's own rules still play: their other problems are told too
        return rules, [("house_rules", str(err).removeprefix("house_rules: "))]
    return rules, []


def _balance_problems(rules: RuleSet) -> Iterator[Problem]:
    """Numbers that do not fit together: too few cards to deal, keeping more than is dealt."""
    need = rules.max_players * rules.hand + rules.face_up_size
    if rules.deck_size < need:
        yield "deck", (f"{rules.deck_size} cards are too few: {rules.max_players} players' starting hands "
                       f"({rules.hand} each) and the face-up row ({rules.face_up_size}) need {need}")
    if rules.opening_keep > rules.opening_deal:
        yield "setup.tickets.keep", (f"must be at most the {rules.opening_deal} dealt, "
                                     f"not {rules.opening_keep}")
    if rules.has_ticket_draw and rules.ticket_keep > rules.ticket_draw:
        yield "ticket_draw.keep", f"must be at most the {rules.ticket_draw} drawn, not {rules.ticket_keep}"
    if rules.locomotive_reset > rules.face_up_size:
        yield "face_up.locomotive_reset", (f"must be at most the row's {rules.face_up_size} cards, "
                                           f"not {rules.locomotive_reset}")
    if rules.trigger_trains is not None and rules.trigger_trains >= rules.trains_per_player:
        yield "end_game.trigger_trains", (f"must be less than the {rules.trains_per_player} trains "
                                          f"each player starts with, not {rules.trigger_trains}")
    for length, points in rules.route_points:
        if not (1 <= length <= MAX_ROUTE_LENGTH and 0 <= points <= MAX_POINTS):
            yield "route_points", (f"{length}: {points} is out of range (lengths 1 to {MAX_ROUTE_LENGTH}, "
                                   f"points 0 to {MAX_POINTS})")
