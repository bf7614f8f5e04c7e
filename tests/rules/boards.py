"""Boards for the rules tests: the three game boards as the game loads them, and tiny edge-case boards built in code."""
from __future__ import annotations

import copy
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from game.rules.board import Board, City, Route, Ticket

REPO = Path(__file__).resolve().parents[2]
GAMES = ("usa", "amsterdam", "first_journey")
PLAYER_COUNTS = {"usa": (2, 3, 4, 5), "amsterdam": (2, 3, 4), "first_journey": (2, 3, 4)}


@lru_cache(maxsize=None)
def _yaml(path: Path) -> Any:
    """A YAML file's data, read once."""
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def settings(game: str) -> dict[str, Any]:
    """The rule settings of maps/<game>.yaml (everything but the tickets), as a fresh copy."""
    data = copy.deepcopy(_yaml(REPO / "maps" / f"{game}.yaml"))
    data.pop("tickets", None)
    return data


@lru_cache(maxsize=None)
def reference_board(game: str) -> Board:
    """The board of a game as the game loads it: maps/<game>.tmx and maps/<game>.yaml.

    tests/board/test_maps.py checks these maps route by route against ../shared/reference, so the
    rules tests need nothing outside the repository.
    """
    from game.board.loader import load_board
    return load_board(REPO / "maps" / f"{game}.tmx")


def tiny_board(game: str, routes: list[tuple], tickets: list[tuple] = (),
               coasts: dict[str, str] | None = None, **overrides: Any) -> Board:
    """A small board with a game's settings: routes as (id, a, b, length, color[, twin[, cart]]).

    Tickets are (id, a, b, points); without any, 15 tickets join the first route's cities.
    `overrides` replace top-level settings keys.
    """
    if not tickets:
        tickets = [(f"t{i:02}", routes[0][1], routes[0][2], 1) for i in range(15)]
    cfg = settings(game)
    cfg.update(overrides)
    names: list[str] = []
    for r in routes:
        for c in r[1:3]:
            if c not in names:
                names.append(c)
    for t in tickets:
        for c in t[1:3]:
            if c not in names:
                names.append(c)
    coasts = coasts or {}
    cities = tuple(City(id=c, name=c.title(), x=0.0, y=0.0, coast=coasts.get(c)) for c in names)
    built = tuple(Route(id=r[0], a=r[1], b=r[2], length=r[3], color=r[4],
                        twin=r[5] if len(r) > 5 else None, cart=r[6] if len(r) > 6 else None)
                  for r in routes)
    return Board(game=game, title=f"tiny {game}", cities=cities, routes=built,
                 tickets=tuple(Ticket(*t) for t in tickets), settings=cfg)
