"""A saved game's house rules and their set's name, read against the board as it is now.

A save keeps the rules its table changed (`house_rules`) and the name of the family's set they came
from (`house_name`, absent in older saves: ""). Rules the board still offers, within their bounds, are
played as they were. A rule the board no longer offers, or a value now out of its bounds (the board's
rules file was edited), is settled: the rulebook's value is played, the set's name is dropped (the game
no longer plays that set) and a line says which rules, for the player continuing the game. Damage
stays refused: house rules that are not a mapping, a rule's name that is not a name, or a value of
another kind than the rule's (a word where a switch is on or off).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.rules.board import Board
from game.rules.house import NUMBER, SPLIT, SWITCH, Offer
from game.rules.settings import RuleSet, house_offers, settle_house_rules
from game.safefile import printable
from game.saves.house_words import dropped, gone_rules
from game.saves.reading import BadSave
from game.saves.table import house_name

@dataclass(frozen=True)
class SavedHouse:
    """What a game goes on with: its house rules, its set's name, and the line saying what was settled."""

    rules: dict[str, Any]
    name: str
    settled: bool = False        # some rule chosen could not be kept: the rulebook's is played instead
    gone: tuple[str, ...] = ()   # each rule the board no longer allows, in words ("Trains per player (30)")

    @property
    def note(self) -> str:
        """The line a player continuing the game reads ('' when every rule was kept)."""
        return dropped(self.gone)

    def cannot_go_on(self, move: int, reason: str) -> str:
        """Why the game cannot go on when, by the rulebook's rules, one of its moves cannot be played."""
        rules = f" ({', '.join(self.gone)})" if self.gone else ""
        where = "it cannot be dealt" if move == 0 else f"its move {move} cannot be played"
        return printable(f"this game was played with house rules this board no longer allows{rules}; by the "
                         f"rulebook's rules {where} ({reason}), so it cannot go on", 300)


def saved_house(data: Mapping[str, Any], board: Board) -> SavedHouse:
    """The house rules a saved game goes on with (BadSave when they are damaged)."""
    house = data.get("house_rules")
    if not isinstance(house, dict):
        raise BadSave("this save is damaged: its house rules are missing")
    name = house_name(data.get("house_name"))
    try:
        offered = house_offers(board.settings)
    except ValueError:   # the board's own offer is broken: every rule chosen is settled below
        offered = {}
    for key, value in house.items():
        problem = _damage(key, value, offered.get(key) if isinstance(key, str) else None)
        if problem:
            raise BadSave(f"this save is damaged: {problem}")
    try:
        RuleSet.from_settings(board.settings, house)
        return SavedHouse(dict(house), name)
    except ValueError:
        pass
    kept, _ = settle_house_rules(board.settings, house)
    return SavedHouse(kept, "", True, tuple(gone_rules(RuleSet.rulebook(board.settings), house, kept)))


def _damage(key: Any, value: Any, offer: Offer | None) -> str:
    """What is damaged in one chosen rule ('' if nothing): its name is no name, or its value is of another kind
    than the rule the board offers (a rule not offered, or out of bounds, is settled instead)."""
    if not isinstance(key, str) or not key.isidentifier() or len(key) > 40:
        return "a house rule has no readable name"
    if offer is None:
        return ""
    kind = offer.rule.kind
    if kind == SWITCH and type(value) is not bool:
        return f"the house rule {key} is neither on nor off"
    if kind == NUMBER and type(value) is not int:
        return f"the house rule {key} is not a whole number"
    if kind == SPLIT and not (isinstance(value, dict) and value and set(value) <= {"per_color", "locomotives"}
                              and all(type(v) is int for v in value.values())):
        return f"the house rule {key} is not a deck split"
    return ""
