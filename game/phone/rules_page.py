"""The house rules of the game in progress in plain words: the brief the TV's card draws, and the page a phone opens.

The TV makes both once, when its House rules card opens, from the game's rule set, the board's title and
the name of the family's set; the phones' server answers /rules with the page as it was handed over, so no
page is made while a phone asks. The page is plain HTML with the game's own styles and no script: any
phone's browser shows it. First Journey's words are a young child's.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Mapping

from game.config import CHILDREN_STYLES
from game.rules.house import RULES
from game.rules.settings import RuleSet
from game.rules.words import count

NAMED, HOUSE, RULEBOOK = "Played with {name}", "House rules", "The rulebook's rules"


@dataclass(frozen=True)
class Brief:
    """The rules of one game as a person reads them: the board, whose rules, what changed, the main numbers."""

    title: str                              # the board's title
    kind: str                               # "Played with Grandma's rules", "House rules" or "The rulebook's rules"
    changed: tuple[tuple[str, str], ...]    # each rule the table changed: its title and what it says now
    numbers: tuple[tuple[str, str], ...]    # the game as played: the trains, the start, the end
    simple: bool = False                    # First Journey: a young child's words

    @property
    def changed_heading(self) -> str:
        """The heading over the changed rules."""
        return "What is different" if self.simple else "What this table changed"

    @property
    def numbers_heading(self) -> str:
        """The heading over the main numbers."""
        return "How we play" if self.simple else "The game as played"

    @property
    def unchanged(self) -> str:
        """What stands in the place of the changed rules when there are none."""
        return "Nothing: the rules in the box." if self.simple else "Every rule as the rulebook has it."


def brief(rules: RuleSet, settings: Mapping[str, Any], title: str, set_name: str = "") -> Brief:
    """The brief of a game played with `rules` on a board of these settings (its rulebook is read from them)."""
    rulebook = RuleSet.rulebook(settings)
    chosen = dict(rules.house_rules)
    changed = tuple((rule.title(rulebook), rule.says(rulebook, _plain(chosen[rule.name])))
                    for rule in RULES if rule.name in chosen)   # in the catalogue's order, as the setup card lists them
    kind = NAMED.format(name=set_name) if set_name else HOUSE if changed else RULEBOOK
    simple = rules.game in CHILDREN_STYLES
    return Brief(title, kind, changed, _numbers(rules, simple), simple)


def _plain(value: Any) -> Any:
    """A value as a table chose it (the rule set keeps a deck split as pairs, to be hashable)."""
    return dict(value) if isinstance(value, tuple) else value


def _numbers(r: RuleSet, simple: bool) -> tuple[tuple[str, str], ...]:
    """The main numbers of the game as played: trains each, what is dealt at the start, what ends the game."""
    t = r.terms
    tickets = count(r.opening_deal, t.ticket, t.tickets)
    if simple:
        start = f"You get {count(r.hand, 'card')} and {tickets}."
        return ((t.trains.capitalize(), f"You each have {r.trains_per_player} {t.trains}."),
                ("To start", start), ("The end", _end(r, simple)))
    start = f"{count(r.hand, 'card')} and {tickets} each"
    if r.opening_keep < r.opening_deal:
        start += f"; keep at least {r.opening_keep}"
    return ((t.trains.capitalize(), f"{r.trains_per_player} each."), ("At the start", start + "."),
            ("The end", _end(r, simple)))


def _end(r: RuleSet, simple: bool) -> str:
    """What ends the game, in one or two sentences."""
    t = r.terms
    parts = []
    if r.trigger_trains is not None:
        when = f"When a player ends a turn with {r.trigger_trains} {t.trains} or fewer"
        parts.append(when + (", the round is finished, then everyone has one last turn." if r.equal_turns
                             else ", everyone has one last turn, that player too."))
    if r.golden_ticket is not None:
        parts.append(f"Do {count(r.golden_ticket, t.ticket, t.tickets)} first: you win the Golden Ticket!" if simple
                     else f"The first to complete {count(r.golden_ticket, t.ticket, t.tickets)} wins the Golden Ticket.")
    if r.last_train_ends:
        parts.append(f"If someone places their last {t.train}, the game ends: most {t.tickets} done wins." if simple
                     else f"The game also ends when a player places their last {t.train}: "
                          f"the most completed {t.tickets} win.")
    return " ".join(parts) or "When nobody can play any more."


def page(b: Brief) -> bytes:
    """The page a phone opens at /rules: the brief in plain HTML, every word escaped, no script."""
    changed = _list(b.changed) if b.changed else f'<p class="none">{escape(b.unchanged)}</p>'
    body = "simple" if b.simple else "plain"
    return "\n".join((
        "<!doctype html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        f"<title>{escape(b.kind)} – {escape(b.title)}</title>",
        '<link rel="icon" href="/files/icon.png">',
        '<link rel="stylesheet" href="/files/phone.css">',
        '<link rel="stylesheet" href="/files/rules.css">',
        "</head>",
        f'<body class="rules {body}">',
        "<main>",
        f'<h1 data-test="title">{escape(b.title)}</h1>',
        f'<p class="kind" data-test="kind">{escape(b.kind)}</p>',
        f'<section data-test="changed"><h2>{escape(b.changed_heading)}</h2>{changed}</section>',
        f'<section data-test="numbers"><h2>{escape(b.numbers_heading)}</h2>{_list(b.numbers)}</section>',
        '<p class="from">The rules of the game on the TV now.</p>',
        "</main>",
        "</body>",
        "</html>",
        "")).encode("utf-8")


def _list(pairs: tuple[tuple[str, str], ...]) -> str:
    """Titles and their words as a list of terms."""
    return "<dl>" + "".join(f"<dt>{escape(a)}</dt><dd>{escape(b)}</dd>" for a, b in pairs) + "</dl>"
