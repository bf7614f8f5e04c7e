"""The rule set of one game: the board's rule settings plus house-rule overrides, frozen.

The engine never asks which game it plays; it asks the rule set ("is there a face-up row?",
"how many tickets does a draw take?", "are both routes of a double open with 3 players?").
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from game.rules import house as house_rules_

LOCOMOTIVE = "locomotive"
SCORE_KINDS = ("points", "completed_tickets")
TIEBREAKS = ("completed_tickets", "longest_path")


@dataclass(frozen=True)
class Terms:
    """The words a game uses for its pieces, for reasons a person can read."""

    ticket: str = "ticket"
    tickets: str = "tickets"
    train: str = "train"
    trains: str = "trains"
    wild: str = "locomotive"


@dataclass(frozen=True)
class RuleSet:
    """Every number and switch the engine needs for one game, with house rules applied."""

    game: str
    terms: Terms
    min_players: int
    max_players: int
    trains_per_player: int
    colors: tuple[str, ...]
    per_color: int
    locomotives: int
    hand: int
    opening_deal: int
    opening_keep: int
    face_up_size: int
    locomotive_reset: int
    ticket_draw: int
    ticket_keep: int
    ticket_swap: int
    complete_at_once: bool
    route_points: tuple[tuple[int, int], ...]
    both_open_from_players: int
    trigger_trains: int | None
    golden_ticket: int | None
    last_train_ends: bool
    merchandise_decks: tuple[tuple[str, int], ...]
    merchandise_bonus: tuple[tuple[int, tuple[int, ...]], ...]
    longest_path_bonus: int
    coast_to_coast_cards: int
    tiebreaks: tuple[str, ...]
    score_by: str
    equal_turns: bool
    house_rules: tuple[tuple[str, Any], ...]   # the rules a table changed, by name (game/rules/house.py)
    unfinished_minus: bool = True      # U10: an unfinished ticket takes its points away (a house rule may not)
    most_tickets_bonus: int = 0        # a house rule: points for completing the most tickets
    swap_limit: int = 0                # a house rule: swaps per player and game (0: as many as wanted, F3)

    @property
    def card_types(self) -> tuple[str, ...]:
        """The train-card kinds in hand order: the colours, then the locomotive (wild)."""
        return self.colors + (LOCOMOTIVE,)

    @property
    def deck_size(self) -> int:
        """Number of train cards in the game."""
        return self.per_color * len(self.colors) + self.locomotives

    @property
    def has_face_up_row(self) -> bool:
        """True if cards may be taken from a face-up row (U3); False means blind pairs (F3)."""
        return self.face_up_size > 0

    @property
    def has_ticket_draw(self) -> bool:
        """True if a turn may draw tickets (U6, A4)."""
        return self.ticket_draw > 0

    @property
    def has_ticket_swap(self) -> bool:
        """True if a turn may discard both tickets and draw new ones (F3)."""
        return self.ticket_swap > 0

    @property
    def has_last_round(self) -> bool:
        """True if few trains left start a last round (U9, A7)."""
        return self.trigger_trains is not None

    @property
    def has_merchandise(self) -> bool:
        """True if cart routes give merchandise cards (A6)."""
        return bool(self.merchandise_decks)

    @property
    def has_coast_to_coast(self) -> bool:
        """True if joining the coasts gives a bonus ticket (F6)."""
        return self.coast_to_coast_cards > 0

    def route_score(self, length: int) -> int:
        """Points for claiming a route of this length (U8; 0 where routes score nothing, F4)."""
        for size, points in self.route_points:
            if size == length:
                return points
        return 0

    def both_routes_open(self, players: int) -> bool:
        """True if, with this many players, another player may claim a double's second route."""
        return players >= self.both_open_from_players

    def merchandise_bonus_for(self, players: int) -> tuple[int, ...]:
        """The bonus by rank for this player count (A8); empty if there is none."""
        for count, bonus in self.merchandise_bonus:
            if count == players:
                return bonus
        return ()

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any],
                      house_rules: Mapping[str, Any] | None = None) -> "RuleSet":
        """Build the rule set from `board.settings` with a table's house rules (ValueError: one it may not
        choose, in one line)."""
        base = cls.rulebook(settings)
        if not house_rules:
            return base
        chosen = house_rules_.choose(house_rules_.offers(settings, base), base, house_rules)
        return replace(base, house_rules=_hashable(chosen), **house_rules_.changes(base, chosen))

    @classmethod
    def rulebook(cls, settings: Mapping[str, Any]) -> "RuleSet":
        """The rule set of the board's settings as the rulebook plays them: no house rule."""
        deck = settings["deck"]
        colors = tuple(deck["colors"])
        per_color, locomotives = int(deck["per_color"]), int(deck["locomotives"])
        if per_color < 1 or locomotives < 0:
            raise ValueError("the deck needs at least one card of each colour")
        setup = settings["setup"]
        face_up = settings.get("face_up") or {}
        draw = settings.get("ticket_draw") or {}
        end = settings.get("end_game") or {}
        merch = settings.get("merchandise") or {}
        score_by = str(settings.get("score_by", "points"))
        tiebreaks = tuple(settings.get("tiebreaks") or ())
        if score_by not in SCORE_KINDS or any(t not in TIEBREAKS for t in tiebreaks):
            raise ValueError(f"unknown scoring setting: score_by={score_by}, tiebreaks={tiebreaks}")
        return cls(
            game=str(settings.get("game", "")),
            terms=Terms(**dict(settings.get("terms") or {})),
            min_players=int(settings["players"]["min"]),
            max_players=int(settings["players"]["max"]),
            trains_per_player=int(settings["trains_per_player"]),
            colors=colors,
            per_color=per_color,
            locomotives=locomotives,
            hand=int(setup["hand"]),
            opening_deal=int(setup["tickets"]["deal"]),
            opening_keep=int(setup["tickets"]["keep"]),
            face_up_size=int(face_up.get("size", 0)),
            locomotive_reset=int(face_up.get("locomotive_reset", 0)),
            ticket_draw=int(draw.get("draw", 0)),
            ticket_keep=int(draw.get("keep", 1)),
            ticket_swap=int((settings.get("ticket_swap") or {}).get("draw", 0)),
            complete_at_once=bool(settings.get("ticket_replacement", False)),
            route_points=tuple(sorted((int(k), int(v))
                                      for k, v in (settings.get("route_points") or {}).items())),
            both_open_from_players=int(settings["double_routes"]["both_open_from_players"]),
            trigger_trains=_optional_int(end.get("trigger_trains")),
            golden_ticket=_optional_int(end.get("golden_ticket")),
            last_train_ends=bool(end.get("last_train", False)),
            merchandise_decks=tuple((str(k), int(v)) for k, v in (merch.get("decks") or {}).items()),
            merchandise_bonus=tuple(sorted((int(k), tuple(int(p) for p in v))
                                           for k, v in (merch.get("bonus_by_rank") or {}).items())),
            longest_path_bonus=int(settings.get("longest_path_bonus", 0)),
            coast_to_coast_cards=int((settings.get("coast_to_coast") or {}).get("cards", 0)),
            tiebreaks=tiebreaks,
            score_by=score_by,
            equal_turns=False,
            house_rules=(),
        )

    def house_rule_data(self) -> dict[str, Any]:
        """The house rules in force (only those a table changed), as plain data (for saves and new games)."""
        return {k: dict(v) if isinstance(v, tuple) else v for k, v in self.house_rules}


def house_offers(settings: Mapping[str, Any]) -> dict[str, house_rules_.Offer]:
    """The house rules a board offers a table, with their bounds and rulebook values."""
    return house_rules_.offers(settings, RuleSet.rulebook(settings))


def settle_house_rules(settings: Mapping[str, Any],
                       chosen: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A choice made earlier, against the board as it is now: what still fits, and a line for each rule
    dropped (its rulebook value is played)."""
    base = RuleSet.rulebook(settings)
    try:
        offered = house_rules_.offers(settings, base)
    except ValueError as err:
        return {}, [f"{err}: the rulebook's rules are played"] if chosen else []
    return house_rules_.settle(offered, base, chosen)


def _optional_int(value: Any) -> int | None:
    """An int, or None when the setting is absent."""
    return None if value is None else int(value)


def _hashable(house: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """House rules as sorted pairs; a mapping value becomes sorted pairs too."""
    return tuple(sorted((k, tuple(sorted(v.items())) if isinstance(v, Mapping) else v)
                        for k, v in house.items()))
