"""Where everything of the play scene sits on the 1280 x 768 logical screen.

The board takes the top left, as large as its shape allows; the current player's hand runs
in a strip below it; a side panel on the right holds the players, the decks and face-up
row, and the buttons. Every tappable thing is at least MIN_TARGET logical pixels.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.view import theme

SCREEN = (1280, 768)
PANEL_W = 340
HAND_MIN = 140      # the hand strip is never lower than this
PAD = 10
CARD = (100, 80)    # a face-up card (landscape); wider than MIN_TARGET on both sides
BUTTON_H = 84
TICKETS_W = 150     # the "my tickets" button at the right end of the hand strip


@dataclass
class Layout:
    """Rectangles of the play scene for one board and player count."""

    board_area: pygame.Rect
    board: pygame.Rect
    scale: float
    hand: pygame.Rect
    panel: pygame.Rect
    players: list[pygame.Rect]
    status: pygame.Rect
    slots: list[pygame.Rect]
    deck: pygame.Rect
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    my_tickets: pygame.Rect = field(default_factory=pygame.Rect)

    def hand_cards(self, count: int) -> list[pygame.Rect]:
        """Rects of `count` card groups along the hand strip (left of the tickets button)."""
        area = self.hand_area
        gap = 8
        w = min(110, (area.width - gap * (count - 1)) // max(1, count))
        return [pygame.Rect(area.x + i * (w + gap), area.y, w, area.height) for i in range(count)]

    @property
    def hand_area(self) -> pygame.Rect:
        """The part of the hand strip where cards (or payment choices) go."""
        return pygame.Rect(self.hand.x + PAD, self.hand.y + PAD,
                           self.hand.width - 3 * PAD - TICKETS_W, self.hand.height - 2 * PAD)


def layout_for(board_size: tuple[int, int], players: int, face_up: int,
               row_height: int = 62) -> Layout:
    """The layout for a board of this size (map px), player count and face-up row size."""
    sw, sh = SCREEN
    area = pygame.Rect(0, 0, sw - PANEL_W, sh - HAND_MIN)
    bw, bh = board_size
    scale = min(area.width / bw, area.height / bh)
    board = pygame.Rect(0, 0, round(bw * scale), round(bh * scale))
    board.midtop = (area.centerx, 0)
    area.height = board.height
    hand = pygame.Rect(0, board.bottom, area.width, sh - board.bottom)
    panel = pygame.Rect(area.right, 0, PANEL_W, sh)
    inner = panel.inflate(-2 * PAD, -2 * PAD)

    players_rects = [pygame.Rect(inner.x, inner.y + i * (row_height + 6), inner.width, row_height)
                     for i in range(players)]
    buttons_top = inner.bottom - BUTTON_H
    bw3 = (inner.width - 2 * PAD) // 3
    buttons = {key: pygame.Rect(inner.x + i * (bw3 + PAD), buttons_top, bw3, BUTTON_H)
               for i, key in enumerate(("tickets", "highlight", "menu"))}
    grid_top = buttons_top - PAD - 2 * CARD[1] - PAD
    if face_up:
        cells = [pygame.Rect(inner.x + c * (CARD[0] + PAD), grid_top + r * (CARD[1] + PAD), *CARD)
                 for r in range(2) for c in range(3)]
        slots, deck = cells[:face_up], cells[5]
    else:
        slots, deck = [], pygame.Rect(inner.x, grid_top, inner.width, 2 * CARD[1] + PAD)
    top = players_rects[-1].bottom + PAD if players_rects else inner.y
    status = pygame.Rect(inner.x, top, inner.width, grid_top - PAD - top)
    my_tickets = pygame.Rect(hand.right - PAD - TICKETS_W, hand.y + PAD, TICKETS_W, hand.height - 2 * PAD)
    assert min(deck.size) >= theme.MIN_TARGET and BUTTON_H >= theme.MIN_TARGET
    return Layout(area, board, scale, hand, panel, players_rects, status, slots, deck,
                  buttons, my_tickets)
