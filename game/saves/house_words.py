"""The house rules a game was played with, in the few words a player reads on the scores and in the history.

`short` gives each rule a table changed a few words in the game's own terms ("30 trains", "no minus
points"), from which game/saves/history.py's `played_with` makes the line the scores screen, the
end-of-game sheet and the history show ("Played with Grandma's rules", or "Played with house rules: 30
trains, no minus points"), nothing for a game played by the rulebook. The history keeps these words,
so its screen reads them without the rules. `gone_rules` and `dropped` word the rules a board no longer
allows when a game chosen earlier is taken up again.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from game.rules.house import BY_NAME, RULES
from game.rules.settings import RuleSet
from game.rules.words import count
from game.safefile import printable


def _switch(on: str, off: str) -> Callable[[RuleSet, Any], str]:
    """Words for a switch: one phrase when on, another when off."""
    return lambda r, v: on if v else off


SHORT: dict[str, Callable[[RuleSet, Any], str]] = {
    "equal_turns": _switch("equal turns at the end", "no equal turns"),
    "doubles_open": _switch("both routes of a double open", "doubles close"),
    "trains": lambda r, v: count(v, r.terms.train, r.terms.trains),
    "hand": lambda r, v: f"{count(v, 'card')} to start",
    "tickets_dealt": lambda r, v: f"{count(v, r.terms.ticket, r.terms.tickets)} dealt",
    "tickets_kept": lambda r, v: f"keep {v}",
    "unfinished_minus": _switch("minus points", "no minus points"),
    "longest_path_bonus": lambda r, v: f"longest path {v}" if v else "no longest path bonus",
    "most_tickets_bonus": lambda r, v: f"most {r.terms.tickets} {v}" if v else f"no most-{r.terms.tickets} bonus",
    "wild_reset": lambda r, v: f"face-up {r.terms.wild}s reset" if v else f"no {r.terms.wild} reset",
    "deck_split": lambda r, v: count(v["locomotives"], r.terms.wild),
    "golden_tickets": lambda r, v: f"{count(v, r.terms.ticket, r.terms.tickets)} to win",
    "coast_to_coast": _switch("Coast-to-Coast", "no Coast-to-Coast"),
    "swap_limit": lambda r, v: "swap as often as you like" if not v else f"{count(v, 'swap')} a game",
}


def short(rules: RuleSet) -> tuple[str, ...]:
    """Each house rule in force in a few words, in the catalogue's order (empty: the rulebook's game)."""
    chosen = rules.house_rule_data()
    return tuple(SHORT[rule.name](rules, chosen[rule.name]) for rule in RULES if rule.name in chosen)


def value_words(value: Any) -> str:
    """A rule's value as a player reads it: on, off, a number, or wilds and colours of a deck split."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, Mapping) and {"per_color", "locomotives"} <= set(value):
        return f"{value['per_color']}/{value['locomotives']}"
    return str(value) if isinstance(value, int) else "?"


def gone_rules(base: RuleSet, chosen: Mapping[str, Any], kept: Mapping[str, Any]) -> list[str]:
    """Each rule chosen earlier that the board no longer allows (settled: not kept, and not the rulebook's value
    anyway), in words: 'Trains per player (30)'."""
    gone = []
    for name, value in chosen.items():
        rule = BY_NAME.get(name) if isinstance(name, str) else None
        known = rule is not None and rule.has(base)
        if name in kept or (known and value == rule.rulebook(base)):   # type: ignore[union-attr]
            continue
        title = rule.title(base) if known else str(name)[:30]   # type: ignore[union-attr]
        gone.append(printable(f"{title} ({value_words(value)})", 60))
    return gone


def dropped(gone: Sequence[str]) -> str:
    """The line a player reads when house rules chosen earlier no longer fit the board ('' when all do)."""
    if not gone:
        return ""
    if len(gone) == 1:
        return f"This board no longer allows the house rule {gone[0]}: the rulebook's rule is played"
    return f"This board no longer allows the house rules {', '.join(gone)}: the rulebook's rules are played"
