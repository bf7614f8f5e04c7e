"""The board as the play screen shows it: the claimed cars, the routes lit, the rings round one's ticket
cities, and the marks of the moment (the route under the pointer, the one chosen, the hint, a refusal)."""
from __future__ import annotations

import pygame

from game.rules import Shortfall, shortfall
from game.scenes.play.info import ticket_marks
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.view import theme
from game.view.metrics import Metrics


class BoardMarks:
    """Draws the board view with what the moment marks on it."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit

    def draw(self, surface: pygame.Surface) -> None:
        """The board as shown (whole or magnified), the claimable routes lit if asked, one's rings, the marks."""
        seen, moment = self.seen, self.moment
        highlight = seen.claimable() if moment.show_claimable and seen.my_turn() else frozenset()
        rings, line = ticket_marks(seen, moment)
        self.kit.views.shown.draw(surface, highlight, rings, line)
        self.draw_route_marks(surface)

    def draw_route_marks(self, surface: pygame.Surface) -> None:
        """Hover, selection and refusal outlines on the board (a few polygons)."""
        layer, m, moment = self.kit.views.shown, self.kit.m, self.moment
        thin, wide = max(2, m.px(3)), max(3, m.px(5))
        if isinstance(moment.hover, tuple) and (moment.selected is None or moment.hover[1] != moment.selected.route):
            layer.outline(surface, moment.hover[1], theme.PAPER, thin)
        if moment.selected is not None:
            layer.outline(surface, moment.selected.route, theme.ACCENT, wide)
            layer.mark(surface, moment.selected.route, True, m.px(34))
        hint = moment.hint
        if hint is not None:   # the hint: green if the hand can pay for it now, else yellow and its cards
            layer.outline(surface, hint.route, theme.GOOD if hint.payable else theme.ACCENT, wide + 2)
            if hint.payable:
                layer.mark(surface, hint.route, True, m.px(40))   # a tick: build it now
            short = None if hint.payable else shortfall(self.seen.view, hint.route)
            if short is not None:
                self._draw_needed(surface, short, hint.route)
        if moment.refused is not None and self.seen.facts.gentle:
            layer.outline(surface, moment.refused, theme.ACCENT, wide)
            short = shortfall(self.seen.view, moment.refused)
            if short is not None:
                self._draw_needed(surface, short, moment.refused)
        elif moment.refused is not None:
            layer.outline(surface, moment.refused, theme.BAD, wide)
            layer.mark(surface, moment.refused, False, m.px(34))

    def needed_box(self, short: Shortfall, route: str) -> pygame.Rect:
        """Where the cards a refused track needs are shown: just above its middle, on the board."""
        layer, m = self.kit.views.shown, self.kit.m
        (w, h), gap, pad = _needed_sizes(m)
        box = pygame.Rect(0, 0, short.length * (w + gap) - gap + 2 * pad, h + 2 * pad)
        x, y = layer.route_point(route)
        box.midbottom = (x, y - m.px(16))
        return box.clamp(layer.area)

    def _draw_needed(self, surface: pygame.Surface, short: Shortfall, route: str) -> None:
        """Over a track the hand cannot pay for yet: a card of its colour for each space, the ones
        held bright and the ones still to collect faint."""
        m = self.kit.m
        (w, h), gap, pad = _needed_sizes(m)
        box = self.needed_box(short, route)
        pygame.draw.rect(surface, (20, 20, 24), box.move(0, 3), border_radius=m.px(10))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=m.px(10))
        face = self.kit.art.face(short.color, (w, h))
        faint = face.copy()
        faint.set_alpha(70)
        for i in range(short.length):
            surface.blit(face if i < short.held else faint, (box.x + pad + i * (w + gap), box.y + pad))


def _needed_sizes(m: Metrics) -> tuple[tuple[int, int], int, int]:
    """The cards a refused or hinted track needs: each card's size, the gap between, the margin (px)."""
    return (m.px(40), m.px(56)), m.px(4), m.px(6)
