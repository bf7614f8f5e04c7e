"""What the play screen makes for its size: the layout, card art, the side panel, the board's views,
the buttons. Made when the screen is first laid out and again whole when the window changes
(arrange); every part holds the one Kit and reads it."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.rules import RuleSet
from game.scenes.play.layout import Layout, layout_for
from game.scenes.play.board import BoardLayer
from game.scenes.play.seen import Facts
from game.scenes.play.zoom import BoardViews
from game.view import theme
from game.view.cards import CardArt
from game.view.hud import SidePanel
from game.view.hud_hand import HandArt
from game.view.metrics import Metrics
from game.view.widgets import Button, ButtonRow

BUTTONS = ("tickets", "highlight", "menu", "zoom")


class Kit:
    """The screen's tools at its present size."""

    def __init__(self, facts: Facts, rules: RuleSet, claimed: Callable[[], list[tuple[str, int]]]) -> None:
        self.facts = facts
        self.rules = rules
        self.claimed = claimed   # the claimed routes now, painted into a new board
        self.made = False        # remake() has made the tools for a screen


    def remake(self, app: Any) -> None:
        """Make everything again for the screen's present size (nothing drawn before is kept)."""
        facts, rules = self.facts, self.rules
        board, config = facts.board, facts.config
        self.m: Metrics = app.metrics
        self.sprites = app.sprites
        self.layout: Layout = layout_for(self.m, (board.width, board.height), len(config.seats), rules.face_up_size,
                                         len(rules.card_types), rules.has_merchandise)
        settings = getattr(app, "settings", None)
        self.art = CardArt(app.sprites, getattr(settings, "colorblind_symbols", True))
        self.hand_art = HandArt(self.art, self.m)
        size = (self.m.px(28), self.m.px(28))
        self.merch_icons = {k: pygame.transform.smoothscale(v, size) for k, v in app.sprites.merchandise.items()}
        self.panel = SidePanel(self.merch_icons, self.m)
        lay = self.layout
        self.views = BoardViews(board, app.sprites, lay.board_area, lay.board, lay.scale,
                                [facts.seat_color(i) for i in range(len(config.seats))], self.claimed,
                                lay.label_px)
        font = self.m.font(theme.FONT)
        self.buttons = ButtonRow([Button(key, lay.buttons[key], size=font) for key in BUTTONS])
        self.made = True

    @property
    def board_layer(self) -> BoardLayer:
        """The whole board's layer (its thumbnail shows on ticket faces)."""
        return self.views.whole

    def merch_icon(self, deck: str) -> pygame.Surface | None:
        """The small picture of a merchandise deck."""
        return self.merch_icons.get(deck)

    def city_pictures(self) -> dict[str, pygame.Surface] | None:
        """The places' own pictures by id, where tickets are shown as pictures (the children's game), else None."""
        if not self.facts.gentle:
            return None
        icons = self.sprites.icons
        return {c.id: icons[c.icon] for c in self.facts.board.cities if c.icon in icons}
