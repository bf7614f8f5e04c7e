"""House rules: the numbers and switches of a game a table may change, each in plain words.

A board's rules file lists under `house_rules:` the rules it offers a table, by name, and for a
number the smallest and largest value it allows (`trains: {min: 20, max: 45}`); a rule offered
without bounds (`equal_turns: yes`, or the older form that named its default, `equal_turns: false`)
takes the game's own. The rulebook value of each rule is read from the board's other settings (a
game of 45 trains has the rulebook value 45), so a table's choice is kept as the rules it changes,
nothing else: `{trains: 30, unfinished_minus: false}`.

`choose` checks a table's choice strictly (a new game, the command line, a set read from a stick):
one line saying which rule and why. `settle` is for what was chosen earlier (a save, the table's
memory): a rule the board no longer offers, or a value now out of its bounds, falls back to the
rulebook with a line saying so, and the game loads. The rule set (`RuleSet.from_settings`) applies
the choice; the engine, the computer players, the hint and the help pages only read the rule set.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from game.rules import plain
from game.rules.words import brief, count

RuleSet = Any   # game.rules.settings.RuleSet, which builds itself with this module (no import back)

SWITCH, NUMBER, SPLIT = "switch", "number", "split"


@dataclass(frozen=True)
class HouseRule:
    """One rule a table may change: its kind, where a game has it, its rulebook value and what it changes."""

    name: str
    kind: str                                       # SWITCH, NUMBER or SPLIT (the deck's colours and wilds)
    decision: str                                   # the reading of the rulebook it changes (docs)
    has: Callable[[RuleSet], bool]                # the game has this rule at all
    rulebook: Callable[[RuleSet], Any]            # the rulebook value, from the rule set without house rules
    bounds: Callable[[RuleSet], tuple[int, int]]  # a number's bounds when the board names none
    changes: Callable[[RuleSet, Any], dict[str, Any]]   # the rule set's fields a value sets
    title: Callable[[RuleSet], str]               # a few words, the game's own terms
    says: Callable[[RuleSet, Any], str]           # what a value means at the table, one sentence
    picture: str                                    # the small picture the card shows beside it
    zero: str = ""                                  # a number's 0 in a word ("Off": no bonus; "Any": no limit)


@dataclass(frozen=True)
class Offer:
    """A rule a board offers, with the bounds of a number (the deck split: of its wild cards)."""

    rule: HouseRule
    low: int = 0
    high: int = 0
    rulebook: Any = None

    @property
    def name(self) -> str:
        """The rule's name."""
        return self.rule.name

    def values(self) -> tuple[Any, ...]:
        """Every value a table may choose, in order (a switch: off, on)."""
        if self.rule.kind == SWITCH:
            return (False, True)
        if self.rule.kind == NUMBER:
            return tuple(range(self.low, self.high + 1))
        colours = int(self.rulebook["colours"])
        total = self.rulebook["per_color"] * colours + self.rulebook["locomotives"]
        return tuple(split for n in range(self.low, self.high + 1)
                     if (split := _split(total - n, n, colours)) is not None)


def _split(coloured: int, wilds: int, colours: int) -> dict[str, int] | None:
    """A deck split of this many coloured cards, if they share out evenly among the colours."""
    if coloured <= 0 or coloured % colours:
        return None
    return {"per_color": coloured // colours, "locomotives": wilds}


# --- the rules -----------------------------------------------------------------------------

def _t(r: RuleSet) -> str:
    return r.terms.tickets


def _trains_says(r: RuleSet, v: Any) -> str:
    return f"Each player starts with {v} {r.terms.trains}."


def _golden_says(r: RuleSet, v: Any) -> str:
    return f"The first player to complete {count(v, r.terms.ticket, r.terms.tickets)} wins the Golden Ticket."


def _split_says(r: RuleSet, v: Any) -> str:
    return (f"{v['per_color']} cards of each colour and {v['locomotives']} "
            f"{r.terms.wild if v['locomotives'] == 1 else r.terms.wild + 's'}.")


def _longest_says(r: RuleSet, v: Any) -> str:
    return ("No bonus for the longest path." if not v
            else f"The longest continuous path scores {count(v, 'point')}.")


def _most_says(r: RuleSet, v: Any) -> str:
    return (f"No bonus for completing the most {_t(r)}." if not v
            else f"Completing the most {_t(r)} scores {count(v, 'point')}.")


def _swap_says(r: RuleSet, v: Any) -> str:
    return (f"Swap your {_t(r)} as often as you like." if not v
            else f"Each player may swap {_t(r)} {'once' if v == 1 else f'{v} times'} a game.")


RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "equal_turns", SWITCH, "U9", has=lambda r: r.has_last_round, rulebook=lambda r: False,
        bounds=lambda r: (0, 1), changes=lambda r, v: {"equal_turns": bool(v)},
        title=lambda r: "Equal turns at the end",
        says=lambda r, v: ("The round is finished first, then everyone has one last turn." if v
                           else "Everyone has one last turn, starting after the player who ran low."),
        picture="turns"),
    HouseRule(
        "doubles_open", SWITCH, "U7, A5", has=lambda r: r.both_open_from_players > r.min_players,
        rulebook=lambda r: False, bounds=lambda r: (0, 1),
        changes=lambda r, v: {"both_open_from_players": r.min_players} if v else {},
        title=lambda r: "Both routes of a double open",
        says=lambda r, v: ("Both routes of a double are open at every player count." if v
                           else f"With fewer than {r.both_open_from_players} players, "
                                "a double's second route closes once one is claimed."),
        picture="double"),
    HouseRule(
        "trains", NUMBER, "U1, A1, F1", has=lambda r: r.trains_per_player > 0,
        rulebook=lambda r: r.trains_per_player,
        bounds=lambda r: (max((r.trigger_trains or 0) + 3, r.trains_per_player // 2, 1), r.trains_per_player),
        changes=lambda r, v: {"trains_per_player": v},
        title=lambda r: f"{r.terms.trains.capitalize()} per player", says=_trains_says, picture="trains"),
    HouseRule(
        "hand", NUMBER, "U2, A2, F2", has=lambda r: True, rulebook=lambda r: r.hand,
        bounds=lambda r: (max(0, r.hand - 2), r.hand + 4), changes=lambda r, v: {"hand": v},
        title=lambda r: "Cards dealt at the start",
        says=lambda r, v: f"Each player starts with {count(v, 'card')}.", picture="cards"),
    HouseRule(
        "tickets_dealt", NUMBER, "U2, A2", has=lambda r: r.has_ticket_draw, rulebook=lambda r: r.opening_deal,
        bounds=lambda r: (max(1, r.opening_keep), r.opening_deal + 2), changes=lambda r, v: {"opening_deal": v},
        title=lambda r: f"{_t(r).capitalize()} dealt at the start",
        says=lambda r, v: f"Each player is dealt {count(v, r.terms.ticket, r.terms.tickets)}.",
        picture="tickets"),
    HouseRule(
        "tickets_kept", NUMBER, "U2, A2", has=lambda r: r.has_ticket_draw, rulebook=lambda r: r.opening_keep,
        bounds=lambda r: (1, r.opening_deal + 2), changes=lambda r, v: {"opening_keep": v},
        title=lambda r: f"{_t(r).capitalize()} kept at the start",
        says=lambda r, v: f"Each player keeps at least {count(v, r.terms.ticket, r.terms.tickets)} of those dealt.",
        picture="keep"),
    HouseRule(
        "unfinished_minus", SWITCH, "U10, A8", has=lambda r: r.score_by == "points" and r.has_ticket_draw,
        rulebook=lambda r: True, bounds=lambda r: (0, 1), changes=lambda r, v: {"unfinished_minus": bool(v)},
        title=lambda r: f"Minus points for unfinished {_t(r)}",
        says=lambda r, v: (f"An unfinished {r.terms.ticket} takes its points away." if v
                           else f"An unfinished {r.terms.ticket} scores nothing, and takes nothing away."),
        picture="minus"),
    HouseRule(
        "longest_path_bonus", NUMBER, "U10", has=lambda r: r.longest_path_bonus > 0,
        rulebook=lambda r: r.longest_path_bonus, bounds=lambda r: (0, 2 * r.longest_path_bonus),
        changes=lambda r, v: {"longest_path_bonus": v},
        title=lambda r: "Longest path bonus", says=_longest_says, picture="path", zero="Off"),
    HouseRule(
        "most_tickets_bonus", NUMBER, "U10", has=lambda r: r.score_by == "points" and r.has_ticket_draw,
        rulebook=lambda r: 0, bounds=lambda r: (0, 20), changes=lambda r, v: {"most_tickets_bonus": v},
        title=lambda r: f"Bonus for the most {_t(r)}", says=_most_says, picture="globe", zero="Off"),
    HouseRule(
        "wild_reset", SWITCH, "U4, A2", has=lambda r: r.locomotive_reset > 0, rulebook=lambda r: True,
        bounds=lambda r: (0, 1), changes=lambda r, v: {} if v else {"locomotive_reset": 0},
        title=lambda r: f"{r.locomotive_reset} face-up {r.terms.wild}s clear the row",
        says=lambda r, v: (f"When {r.locomotive_reset} of the face-up cards are {r.terms.wild}s, "
                           "all are discarded and new ones are turned." if v
                           else f"The face-up row stays, however many {r.terms.wild}s it shows."),
        picture="wilds"),
    HouseRule(
        "deck_split", SPLIT, "F1", has=lambda r: True,
        rulebook=lambda r: {"per_color": r.per_color, "locomotives": r.locomotives},
        bounds=lambda r: (0, r.deck_size - len(r.colors)), changes=lambda r, v: dict(v),
        title=lambda r: "The deck", says=_split_says, picture="deck"),
    HouseRule(
        "golden_tickets", NUMBER, "F7", has=lambda r: r.golden_ticket is not None,
        rulebook=lambda r: r.golden_ticket, bounds=lambda r: (2, (r.golden_ticket or 2) + 4),
        changes=lambda r, v: {"golden_ticket": v},
        title=lambda r: f"{_t(r).capitalize()} to win", says=_golden_says, picture="golden"),
    HouseRule(
        "coast_to_coast", SWITCH, "F6", has=lambda r: r.coast_to_coast_cards > 0, rulebook=lambda r: True,
        bounds=lambda r: (0, 1), changes=lambda r, v: {} if v else {"coast_to_coast_cards": 0},
        title=lambda r: "Coast-to-Coast",
        says=lambda r, v: ("Joining the west coast to the east coast counts as a completed "
                           f"{r.terms.ticket}." if v else "Joining the coasts earns nothing extra."),
        picture="coast"),
    HouseRule(
        "swap_limit", NUMBER, "F3", has=lambda r: r.has_ticket_swap, rulebook=lambda r: 0,
        bounds=lambda r: (0, 5), changes=lambda r, v: {"swap_limit": v},
        title=lambda r: f"Swapping {_t(r)}", says=_swap_says, picture="swap", zero="Any"),
)
BY_NAME = {rule.name: rule for rule in RULES}


# --- what a board offers --------------------------------------------------------------------

def offers(settings: Mapping[str, Any], base: RuleSet) -> dict[str, Offer]:
    """The rules the board's `house_rules:` offers, with their bounds (ValueError: an entry it cannot offer)."""
    listed = settings.get("house_rules") or {}
    out: dict[str, Offer] = {}
    for name, entry in plain.mapping(listed, "house_rules").items():
        rule = BY_NAME.get(name)
        if rule is None:
            known = ", ".join(r.name for r in RULES)
            raise ValueError(f"house_rules: {brief(name)} is not a house rule the game knows (known: {known})")
        if not rule.has(base):
            raise ValueError(f"house_rules: {name} does not fit this game's rules")
        low, high = rule.bounds(base)
        if isinstance(entry, Mapping) and ("min" in entry or "max" in entry):
            if rule.kind == SWITCH:
                raise ValueError(f"house_rules: {name} is a switch, it has no min or max")
            low = plain.integer(entry.get("min", low), f"house_rules: {name}: min")
            high = plain.integer(entry.get("max", high), f"house_rules: {name}: max")
        rulebook = rule.rulebook(base)
        if rule.kind == SPLIT:
            rulebook = dict(rulebook, colours=len(base.colors))
            if not low <= base.locomotives <= high:
                raise ValueError(f"house_rules: {name}: min and max must include the rulebook's "
                                 f"{base.locomotives}, not {low} to {high}")
        elif rule.kind == NUMBER and not low <= rulebook <= high:
            raise ValueError(f"house_rules: {name}: min and max must include the rulebook's {rulebook}, "
                             f"not {low} to {high}")
        out[name] = Offer(rule, low, high, rulebook)
    return out


def rulebook_value(offer: Offer) -> Any:
    """The value the rulebook plays (a split without the colour count it was checked with)."""
    if offer.rule.kind == SPLIT:
        return {"per_color": offer.rulebook["per_color"], "locomotives": offer.rulebook["locomotives"]}
    return offer.rulebook


# --- a table's choice ----------------------------------------------------------------------------

def choose(offered: Mapping[str, Offer], base: RuleSet, chosen: Mapping[str, Any]) -> dict[str, Any]:
    """The rules a table changes, checked strictly (ValueError in one line: which rule and why); values equal
    to the rulebook's are dropped, so two tables playing the same game keep the same choice."""
    out: dict[str, Any] = {}
    for name, value in plain.mapping(chosen, "the house rules").items():
        offer = offered.get(name)
        if offer is None:
            names = ", ".join(sorted(offered)) or "none"
            if name in BY_NAME:
                raise ValueError(f"the house rule {name} is not offered by this board (offered: {names})")
            raise ValueError(f"unknown house rule {brief(name)} for this game (offered: {names})")
        value = _checked(offer, value, base)
        if value != rulebook_value(offer):
            out[name] = value
    _together(out, base)
    return out


def settle(offered: Mapping[str, Offer], base: RuleSet,
           chosen: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A choice made earlier, against the board as it is now: each rule that no longer fits is dropped (the
    rulebook's value is played) with a line saying so. Damaged data (not a mapping) still raises."""
    kept: dict[str, Any] = {}
    notes: list[str] = []
    order = {rule.name: i for i, rule in enumerate(RULES)}   # the catalogue's: tickets dealt before kept
    for name, value in sorted(plain.mapping(chosen, "the house rules").items(),
                              key=lambda item: order.get(item[0], len(RULES))):
        try:   # checked with the rules kept so far, so a rule that disagrees with them is the one dropped
            kept = choose(offered, base, {**kept, name: value})
        except ValueError as err:
            notes.append(f"{err}: the rulebook's rule is played")
    return kept, notes


def _checked(offer: Offer, value: Any, base: RuleSet) -> Any:
    """The value if it fits the rule's kind and bounds."""
    rule, what = offer.rule, f"the house rule {offer.name}"
    if rule.kind == SWITCH:
        return plain.flag(value, what)
    if rule.kind == NUMBER:
        n = plain.integer(value, what)
        if not offer.low <= n <= offer.high:
            raise ValueError(f"{what} must be {offer.low} to {offer.high}, not {n}")
        return n
    split = dict(plain.mapping(value, what))
    plain.fits(split, {"per_color": 0, "locomotives": 0}, what)
    per_color = split.get("per_color", base.per_color)
    wilds = split.get("locomotives", base.locomotives)
    cards = per_color * len(base.colors) + wilds
    if cards != base.deck_size:
        raise ValueError(f"{what} must keep the number of train cards ({base.deck_size}), not {cards}")
    if per_color < 1 or wilds < 0:
        raise ValueError(f"{what} needs at least one card of each colour")
    if not offer.low <= wilds <= offer.high:
        raise ValueError(f"{what} must have {offer.low} to {offer.high} {base.terms.wild}s, not {wilds}")
    return {"per_color": per_color, "locomotives": wilds}


def _together(chosen: Mapping[str, Any], base: RuleSet) -> None:
    """Rules that must agree with each other: keep no more tickets than are dealt, deal no more cards than
    the deck holds."""
    dealt = chosen.get("tickets_dealt", base.opening_deal)
    kept = chosen.get("tickets_kept", base.opening_keep)
    if kept > dealt and "tickets_kept" in chosen:
        raise ValueError(f"the house rule tickets_kept must be at most the {dealt} {base.terms.tickets} dealt, "
                         f"not {kept}")
    if kept > dealt:
        raise ValueError(f"the house rule tickets_dealt must be at least the {kept} {base.terms.tickets} kept, "
                         f"not {dealt}")
    hand = chosen.get("hand", base.hand)
    need = base.max_players * hand + base.face_up_size
    if need > base.deck_size:
        raise ValueError(f"the house rule hand: starting hands of {hand} cards for {base.max_players} players "
                         f"need {need} cards, the deck has {base.deck_size}")


def changes(base: RuleSet, chosen: Mapping[str, Any]) -> dict[str, Any]:
    """The rule set's fields a checked choice sets."""
    out: dict[str, Any] = {}
    for name, value in chosen.items():
        out.update(BY_NAME[name].changes(base, value))
    if "deck_split" in chosen:
        out["per_color"], out["locomotives"] = chosen["deck_split"]["per_color"], chosen["deck_split"]["locomotives"]
    return out


def parse_value(text: str) -> Any:
    """A value written on a command line or in a form: yes/no/true/false, a whole number, or per_color/wilds
    as `10/12` for a deck split; else the text itself (which the rule then refuses)."""
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if "/" in low:
        a, _, b = low.partition("/")
        if a.strip().isdigit() and b.strip().isdigit():
            return {"per_color": int(a), "locomotives": int(b)}
    try:
        return int(low)
    except ValueError:
        return text
