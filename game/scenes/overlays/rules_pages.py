"""The rules pages' words: assets/rules/<style>.yaml, told with the numbers of the game being played.

A point's words may hold the game's numbers as fields in braces, filled from its rule set:
`{trains}` is 45, `{hand:train card}` is "4 train cards" (or "1 train card"). A point may hold only
`when` a fact of the rule set holds (`when: unfinished_minus`), with the words to say `otherwise`
(none: the point is left out). So a game played with house rules reads its own numbers on every
page, and a first page lists the house rules in force in plain words (each rule's title and what
its value means at the table, game/rules/house.py); from the menu, the pages are the rulebook's.
Each point still cites the decision of docs/rules.md it follows, for checking; readable() takes the
citations out for the screen.
"""
from __future__ import annotations

import re
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import yaml

from game.rules.house import RULES as HOUSE_RULES
from game.rules.settings import RuleSet
from game.rules.words import count

FOLDER = Path(__file__).resolve().parents[3] / "assets" / "rules"   # a file of pages per rule style
CITATION = re.compile(r"\s*\((?:[A-Z]\d+(?:,\s*)?)+\)")   # " (U3)", " (A8, D5)": for the source, not the screen

# What a page's point may ask of the rule set (`when:`) and the numbers it may show (`{field}`).
FACTS: dict[str, Callable[[RuleSet], Any]] = {
    "unfinished_minus": lambda r: r.unfinished_minus,
    "equal_turns": lambda r: r.equal_turns,
    "longest_path_bonus": lambda r: r.longest_path_bonus,
    "most_tickets_bonus": lambda r: r.most_tickets_bonus,
    "coast_to_coast": lambda r: r.has_coast_to_coast,
    "swap_limit": lambda r: r.swap_limit,
    "doubles_close": lambda r: not r.both_routes_open(r.min_players),
}
FIELDS: dict[str, Callable[[RuleSet], Any]] = {
    "trains": lambda r: r.trains_per_player, "hand": lambda r: r.hand,
    "tickets_dealt": lambda r: r.opening_deal, "tickets_kept": lambda r: r.opening_keep,
    "ticket_draw": lambda r: r.ticket_draw, "ticket_keep": lambda r: r.ticket_keep,
    "face_up": lambda r: r.face_up_size, "trigger": lambda r: r.trigger_trains or 0,
    "golden": lambda r: r.golden_ticket or 0, "longest": lambda r: r.longest_path_bonus,
    "most_tickets": lambda r: r.most_tickets_bonus, "swaps": lambda r: r.swap_limit,
    "swap_draw": lambda r: r.ticket_swap,
    "swap_times": lambda r: {1: "once", 2: "twice"}.get(r.swap_limit, f"{r.swap_limit} times"),
    "small_tables": lambda r: " or ".join(str(n) for n in range(r.min_players, r.both_open_from_players)),
}
# The picture of the house rules' page: the rules page picture of the first rule changed.
HOUSE_PICTURES = {"turns": "end", "double": "double", "trains": "trains", "cards": "start", "tickets": "start",
                  "keep": "start", "minus": "ticket", "path": "end", "globe": "ticket", "wilds": "draw",
                  "deck": "draw", "golden": "golden", "coast": "coast", "swap": "ticket"}


@dataclass(frozen=True)
class Point:
    """One point of a page as the file writes it: its words, and the fact it needs with the words otherwise."""

    text: str
    when: str = ""         # a key of FACTS ("" : always said)
    otherwise: str = ""    # the words when the fact does not hold ("" : nothing is said)


@dataclass(frozen=True)
class Page:
    """One page as the player reads it in this game: its heading, its points (citations still in), its picture."""

    heading: str
    points: tuple[str, ...]
    picture: str


def readable(point: str) -> str:
    """A point as the player reads it: without the decisions it cites."""
    return CITATION.sub("", point)


def _point(raw: Any) -> Point:
    """A point of the file: words, or a mapping of `say`, `when` and `otherwise` (ValueError: neither)."""
    if isinstance(raw, str):
        return Point(raw)
    if not isinstance(raw, dict) or not isinstance(raw.get("say"), str) or raw.get("when") not in FACTS:
        raise ValueError(f"a point is words, or say/when/otherwise with a known fact: {raw!r}")
    return Point(raw["say"], raw["when"], str(raw.get("otherwise", "")))


def read_pages(folder: Path) -> tuple[dict[str, str], dict[str, tuple], dict[str, tuple[str, ...]]]:
    """Each rule style's tab title, pages (heading, points) and pictures, from assets/rules/<style>.yaml.

    A file that cannot be read or has another shape is left out (its style falls back to the first one).
    """
    found = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            pages = tuple((str(p["heading"]), tuple(_point(t) for t in p["points"]), str(p["picture"]))
                          for p in data["pages"])
            found.append((int(data.get("order", 99)), path.stem, str(data["title"]), pages))
        except (OSError, UnicodeError, yaml.YAMLError, KeyError, TypeError, ValueError):
            continue
    found.sort()
    return ({style: title for _, style, title, _ in found},
            {style: tuple((h, points) for h, points, _ in pages) for _, style, _, pages in found},
            {style: tuple(picture for _, _, picture in pages) for _, style, _, pages in found})


TITLES, PAGES, PICTURES = read_pages(FOLDER)


class _Numbers(string.Formatter):
    """Fills a point's fields from a rule set: `{hand}` the number, `{hand:card}` the number and its noun."""

    def __init__(self, rules: RuleSet | None) -> None:
        super().__init__()
        self.rules = rules

    def get_value(self, key: Any, args: Any, kwargs: Any) -> Any:
        """The field's number in this game (None without a rule set: a board of the style cannot be read)."""
        return FIELDS[key](self.rules) if self.rules is not None else None

    def format_field(self, value: Any, spec: str) -> str:
        """A number, or with a noun after ':' a count that agrees with it ('some' when no number is known)."""
        if value is None:
            return f"some {spec}s" if spec else "some"
        if spec and isinstance(value, int):
            return count(value, spec)
        return str(value)


def said(point: Point, rules: RuleSet | None) -> str:
    """A point's words in this game ('' when it is not said in it)."""
    holds = rules is None or not point.when or bool(FACTS[point.when](rules))
    words = point.text if holds else point.otherwise
    return _Numbers(rules).format(words) if words else ""


def written(style: str, rules: RuleSet | None, base: RuleSet | None = None, house_name: str = "") -> tuple[Page, ...]:
    """The pages of a rule style as this game is played (`rules`; `base`: the same board by the rulebook): its
    numbers on every page, and first the house rules in force (none for the rulebook's game)."""
    pages = tuple(Page(heading, tuple(words for p in points if (words := said(p, rules))), picture)
                  for (heading, points), picture in zip(PAGES[style], PICTURES[style]))
    house = house_page(rules, base or rules, house_name) if rules is not None else None
    return pages if house is None else (house, *pages)


def house_page(rules: RuleSet, base: RuleSet, name: str = "") -> Page | None:
    """The house rules in force, each in plain words ('Trains per player: each player starts with 30 trains.'),
    under the set's name; None for a game played by the rulebook. Each rule is named as the rulebook has it
    (`base`), so a rule switched off keeps its name."""
    chosen = rules.house_rule_data()
    changed = [rule for rule in HOUSE_RULES if rule.name in chosen]
    if not changed:
        return None
    points = tuple(f"{rule.title(base)}: {_lower_first(rule.says(base, chosen[rule.name]))}" for rule in changed)
    return Page(name or "House rules", points, HOUSE_PICTURES.get(changed[0].picture, "start"))


def _lower_first(words: str) -> str:
    """A sentence to follow a colon: its first letter small (not a name's, as in 'NA')."""
    return words if words[1:2].isupper() else words[:1].lower() + words[1:]
