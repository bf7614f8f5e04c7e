"""Check the rules file beside a map before the rules engine reads it: shape, sensible numbers, balance.

Three passes: every key is one of the catalogue's (game/board/keys.py), played by the board's game,
with a value of its type within its bounds; the engine can build its rule set from them; and the
numbers fit together (enough cards to deal, keep at most what is dealt). A later pass runs only
when the earlier ones found nothing, so each problem shows once.
"""
from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any, Callable, Iterator

from game.board.art import colour_problem
from game.board.counts import MAX_TITLE_CHARS
from game.board.keys import (ELSEWHERE, GAMES, GROUP, KEYS, LIST, MAX_COLOURS, MAX_POINTS, NUMBER, SWITCH, TABLE,
                             TEXT, Key, children, games_named)
from game.board.limits import MAX_ROUTE_LENGTH
from game.board.tickets import near_name
from game.rules.settings import RuleSet, house_offers

Report = Callable[[Path, str, str], None]
Problem = tuple[str, str]
_TYPES: dict[str, type] = {NUMBER: int, TEXT: str, SWITCH: bool, LIST: list, GROUP: dict, TABLE: dict}


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
    text = ("yes" if value else "no") if isinstance(value, bool) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_settings(path: Path, settings: dict[str, Any], report: Report) -> tuple[set[str], RuleSet | None]:
    """Report unknown, missing, mistyped or unplayable settings; return the deck's colours and the rule set."""
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
    """Settings unknown, of another game, missing, of the wrong type, or outside what the game can play."""
    game = settings.get("game") if settings.get("game") in GAMES else None
    yield from _walk(settings, "", game)
    yield from _missing(settings)
    title = _lookup(settings, "title")
    if isinstance(title, str) and len(title) > MAX_TITLE_CHARS:
        yield "title", f"is {len(title)} characters long; a title may have at most {MAX_TITLE_CHARS}: shorten it"
    yield from _player_and_colour_problems(settings)


def _walk(data: dict[Any, Any], parent: str, game: str | None) -> Iterator[Problem]:
    """Each key of these settings known, of this board's game, and holding a value of its type and bounds."""
    known = children(parent)
    for name, value in data.items():
        place = f"{parent}.{name}" if parent else str(name)
        key = known.get(str(name))
        if key is None:
            yield place, f"is not a setting the game knows{_near_key(name, known, parent)}; correct it or remove it"
        elif game is not None and game not in key.games:
            yield place, (f"is a {games_named(key.games)} rule; this board plays {game} rules; remove it")
        elif key.path not in ELSEWHERE and value is not None:
            problem = _value_problem(key, value, game)
            if problem:
                yield place, problem
            elif key.kind == GROUP:
                yield from _walk(value, key.path, game)


def _value_problem(key: Key, value: Any, game: str | None) -> str | None:
    """What is wrong with a setting's value, with what it may be; None if nothing."""
    if key.kind == NUMBER and not _is_int(value):
        return f"must be {_whole(key)}, not {_shown(value)}"
    if not isinstance(value, _TYPES[key.kind]) or (key.kind != SWITCH and isinstance(value, bool)):
        inside = [n for n, k in children(key.path).items() if game is None or game in k.games]
        of = f" of {', '.join(inside)}" if key.kind == GROUP else ""
        return f"must be {_a(key.kind)}{of}, not {_shown(value)}"
    if key.bounds and not key.bounds[0] <= value <= key.bounds[1]:
        return f"must be{_bounds(key)}, not {_shown(value)}"
    words = value if key.kind == LIST else [value]
    wrong = [w for w in words if key.choices and w not in key.choices]
    if wrong:
        return f"must be one of {', '.join(key.choices)}, not {_shown(wrong[0])}{near_name(wrong[0], key.choices)}"
    return None


def _a(kind: str) -> str:
    """A kind of value with its article, as the messages say it: 'a whole number', 'a mapping'."""
    return {GROUP: "a mapping", TABLE: "a mapping", SWITCH: "yes or no", LIST: "a list", TEXT: "text"}.get(
        kind, f"a {kind}")


def _bounds(key: Key) -> str:
    """' 1 to 100' for a number with bounds ('' without)."""
    if not key.bounds:
        return ""
    lo, hi = key.bounds
    return f" {lo}" if lo == hi else f" {lo} to {hi}"


def _whole(key: Key) -> str:
    """'a whole number from 1 to 100' (or 'the whole number 1'), as a wrong value is told."""
    lo, hi = key.bounds or (None, None)
    return ("a whole number" if lo is None else f"the whole number {lo}" if lo == hi
            else f"a whole number from {lo} to {hi}")


def _near_key(name: Any, known: dict[str, Key], parent: str) -> str:
    """' (did you mean 'x'?)' naming the known key nearest a misspelt one: one beside it when it is very
    near ('ticket' is 'tickets'), else the nearest beside it or inside other settings ('end_game.golden_ticket')."""
    elsewhere = {k.name: k.path for k in KEYS.values() if k.parent != parent and k.name not in known}
    near = {k: k for k in known} | elsewhere
    close = (difflib.get_close_matches(str(name), sorted(known), n=1, cutoff=0.8)
             or difflib.get_close_matches(str(name), sorted(near), n=1))
    return f" (did you mean '{near[close[0]]}'?)" if close else ""


def _missing(settings: dict[str, Any]) -> Iterator[Problem]:
    """Required settings that are absent (or empty), where the settings around them are a mapping."""
    for key in KEYS.values():
        if not key.required or key.kind == GROUP or key.path in ELSEWHERE:
            continue
        outer: Any = settings
        for part in key.parent.split(".") if key.parent else ():
            if not isinstance(outer, dict):   # a value where settings should be: told by _walk already
                break
            outer = outer.get(part)
        if (outer is None or isinstance(outer, dict)) and _lookup(settings, key.path) is None:
            yield key.path, "missing setting"


def _player_and_colour_problems(settings: dict[str, Any]) -> Iterator[Problem]:
    """The player range and the deck's colour names."""
    lo, hi = _lookup(settings, "players.min"), _lookup(settings, "players.max")
    if _is_int(lo) and _is_int(hi) and 2 <= hi < lo <= 5:   # each out of bounds is told on its own
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
