"""The new-game screen's House rules button: what it says, the card it opens, and the name of the chosen set.

The button says "Rulebook", the name of the family's set the rules are exactly, or how many rules the
table changed; it opens the house-rules card (house_card.py) for the chosen board. A table remembered
with its house rules gets the name of the set they are exactly (its own, if the set is still saved so),
so the game is "played with Grandma's rules" only while they are Grandma's rules.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from game.board.catalog import MAPS
from game.rules.settings import house_offers
from game.rules.words import count
from game.saves.house_sets import load_sets
from game.scenes.screen import SAND
from game.scenes.setup.cards import board_of
from game.scenes.setup.house_card import HouseCard
from game.scenes.setup.house_faces import entry_face
from game.view.widgets import Button

RULEBOOK = "Rulebook"


def status(rules: Mapping[str, Any], name: str) -> str:
    """What the button says the table plays: the rulebook, a set's name, or how many rules changed."""
    return RULEBOOK if not rules else name or count(len(rules), "change")


def offered(scene: Any) -> dict:
    """The house rules the chosen board offers (none for a board that cannot be played, or not read yet)."""
    board = board_of(scene.board()) if scene.board().playable else None
    if board is None:
        return {}
    try:
        return house_offers(board.settings)
    except (ValueError, TypeError, KeyError):
        return {}


def house_button(scene: Any) -> Button:
    """The button in the band: the rulebook's picture, "House rules" and what the table plays."""
    rect, m = scene.layout.house, scene.m
    pad = m.px(8)
    face = entry_face(status(scene.house_rules, scene.house_name), rect.w - 2 * pad, rect.h - pad,
                      m.font(22), m.font(18))
    return Button("house", rect.copy(), icon=face, color=SAND, enabled=bool(offered(scene)))


def house_card(scene: Any) -> HouseCard:
    """The card for the chosen board, with the rules on screen."""
    board = board_of(scene.board())
    folders = tuple(getattr(scene.app, "map_folders", (MAPS,)))[1:]
    return HouseCard(scene.game, scene.board().title, board.settings if board is not None else {},
                     scene.house_rules, saves_folder(scene.app), folders)


def saves_folder(app: Any) -> Path:
    """The saves folder the family's sets are kept in."""
    return Path(app.saves.path)


def set_name(app: Any, board: str, rules: Mapping[str, Any], remembered: str = "") -> str:
    """The name of the family's set these rules are exactly: the remembered one if it still is, else any."""
    sets = load_sets(saves_folder(app))
    kept = sets.named(board, remembered) if remembered else None
    if kept is not None and dict(kept.rules) == dict(rules) and rules:
        return kept.name
    return sets.name_of(board, rules)
