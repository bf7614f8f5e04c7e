"""The table of one game: its board and rule set, with the board indexed for fast play.

A table is built once per game and shared by all its states; it is never saved (a save names
the game and its house rules, and loading rebuilds the table from the board).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.rules.actions import ClaimRoute
from game.rules.board import Board
from game.rules.settings import RuleSet

GRAY = "gray"
ANY_COLOR = -1


@dataclass(frozen=True, eq=False)
class Table:
    """A board and its rule set, with routes, cities and tickets as index tables."""

    board: Board
    rules: RuleSet
    route_ids: tuple[str, ...]
    route_index: Mapping[str, int]
    lengths: tuple[int, ...]
    route_colors: tuple[int, ...]       # card-type index, or ANY_COLOR for a gray route
    twins: tuple[int, ...]              # index of the other route of a double, or -1
    ends: tuple[tuple[int, int], ...]   # city indexes
    carts: tuple[int, ...]              # merchandise deck index, or -1 (A6)
    city_ids: tuple[str, ...]
    city_index: Mapping[str, int]
    tickets: Mapping[str, tuple[int, int, int]]  # id -> (city a, city b, points)
    ticket_ids: tuple[str, ...]
    card_index: Mapping[str, int]
    card_types: tuple[str, ...]         # hand order: the colours, then the locomotive
    wild: int                           # hand index of the locomotive (wild) card
    west: frozenset[int]
    east: frozenset[int]
    # Every payment of every route, built once: pay_rows[r][colour][k] pays k wilds (D4).
    pay_rows: tuple[tuple[tuple[ClaimRoute, ...], ...], ...]
    pay_wild: tuple[ClaimRoute, ...]    # per route: wilds only

    @classmethod
    def build(cls, board: Board, rules: RuleSet) -> "Table":
        """Index a board for a rule set (ValueError if they do not fit together)."""
        city_ids = tuple(c.id for c in board.cities)
        city_index = {c: i for i, c in enumerate(city_ids)}
        card_index = {c: i for i, c in enumerate(rules.card_types)}
        decks = {name: i for i, (name, _) in enumerate(rules.merchandise_decks)}
        route_ids = tuple(r.id for r in board.routes)
        route_index = {r: i for i, r in enumerate(route_ids)}
        for r in board.routes:
            if r.a not in city_index or r.b not in city_index:
                raise ValueError(f"route {r.id} joins an unknown city")
            if r.color != GRAY and r.color not in rules.colors:
                raise ValueError(f"route {r.id} has colour {r.color!r}, not a card colour")
            if r.twin is not None and r.twin not in route_index:
                raise ValueError(f"route {r.id} names an unknown twin {r.twin!r}")
            if r.cart is not None and r.cart not in decks:
                raise ValueError(f"route {r.id} names an unknown merchandise deck {r.cart!r}")
        tickets: dict[str, tuple[int, int, int]] = {}
        for t in board.tickets:
            if t.a not in city_index or t.b not in city_index:
                raise ValueError(f"ticket {t.id} names an unknown city")
            tickets[t.id] = (city_index[t.a], city_index[t.b], t.points)
        wild = len(rules.colors)
        lengths = tuple(r.length for r in board.routes)
        colors = tuple(ANY_COLOR if r.color == GRAY else card_index[r.color] for r in board.routes)
        pay_rows = tuple(
            tuple(tuple(ClaimRoute(route_ids[i], rules.colors[c], k) for k in range(lengths[i]))
                  if colors[i] in (ANY_COLOR, c) else () for c in range(wild))
            for i in range(len(route_ids)))
        return cls(
            board=board, rules=rules, route_ids=route_ids, route_index=route_index,
            lengths=lengths, route_colors=colors,
            twins=tuple(-1 if r.twin is None else route_index[r.twin] for r in board.routes),
            ends=tuple((city_index[r.a], city_index[r.b]) for r in board.routes),
            carts=tuple(-1 if r.cart is None else decks[r.cart] for r in board.routes),
            city_ids=city_ids, city_index=city_index, tickets=tickets,
            ticket_ids=tuple(t.id for t in board.tickets), card_index=card_index,
            card_types=rules.card_types, wild=wild, pay_rows=pay_rows,
            pay_wild=tuple(ClaimRoute(r, None, n) for r, n in zip(route_ids, lengths)),
            west=frozenset(i for i, c in enumerate(board.cities) if c.coast == "west"),
            east=frozenset(i for i, c in enumerate(board.cities) if c.coast == "east"),
        )


_CACHE: dict[tuple[int, Any], Table] = {}


def table_for(board: Board, house_rules: Mapping[str, Any] | None = None) -> Table:
    """The (cached) table for a board and house-rule overrides."""
    rules = RuleSet.from_settings(board.settings, house_rules)
    key = (id(board), rules)
    table = _CACHE.get(key)
    if table is None or table.board is not board:
        table = Table.build(board, rules)
        if len(_CACHE) > 64:
            _CACHE.clear()
        _CACHE[key] = table
    return table
