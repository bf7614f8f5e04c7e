"""Where everything of the play scene sits, for the screen the game has now (its Metrics).

The board takes the top left, as large as its shape allows; a side panel on the right holds
the players, the status box, the face-up row with the deck, and the buttons; the current
player's hand runs in a strip below. When the hand does not fit beside the panel (the 800 x 480
display), the strip runs under board and panel across the whole width. Where the panel is then too
low for a row of buttons beneath the cards (a window on that display), the buttons stand in a column
at its right, the status box beside the top one, so the player rows keep two lines. Sizes are asked
of the metrics in units and come out in pixels; everything tappable is at least MIN_TARGET_PX.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.view.metrics import MIN_TARGET_PX, Metrics

TARGET = 80          # units: the size a tappable thing would like to have
PANEL_W = 340        # units: the panel's width when the board leaves room for it
CARD_W = 110         # units: a face-up or hand card at most this wide
CARD_H = 80
STRIP_H = 90         # units: the hand strip at least (more where the board leaves room)
TICKETS_W = 110      # units: the "my tickets" button at the right end of the hand strip
STATUS_H = 70        # units: the status box at least
ROW_H = 62           # units: a player row with room to spare (two lines)
ROW_H_MERCH = 92     # ... with a third line for merchandise
ROW_MIN_PX = 21      # pixels: a player row on one line of the smallest text, at least
ROW_TWO_PX = 24      # pixels: a player row with two lines of the smallest text
PAY_W = 112          # units: a payment choice at most this wide
TICKET_COLUMN = 440  # units: a column of the list of one's tickets
LABEL = 15           # units: city names on the board at least (they grow on a large screen)
BUTTON_KEYS = ("tickets", "highlight", "menu")


@dataclass
class Layout:
    """Rectangles (pixels) of the play scene for one screen, board and player count."""

    m: Metrics
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
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    pad: int = 8
    gap: int = 6

    def hand_cards(self, count: int) -> list[pygame.Rect]:
        """Rects of `count` card groups along the hand strip (between the zoom and tickets buttons)."""
        area, gap = self.hand_area, self.gap
        w = min(self.m.px(CARD_W), (area.width - gap * (count - 1)) // max(1, count))
        return [pygame.Rect(area.x + i * (w + gap), area.y, w, area.height) for i in range(count)]

    def payment(self, shown: int, more: bool) -> dict[str, pygame.Rect]:
        """Where `shown` payment choices, More (if `more`), Cancel and Claim sit in the hand strip."""
        area, gap, m = self.hand_area.union(self.my_tickets), self.gap, self.m
        claim = pygame.Rect(0, area.y, max(MIN_TARGET_PX, m.px(150)), area.height)
        claim.right = area.right
        cancel = pygame.Rect(0, area.y, max(MIN_TARGET_PX, m.px(120)), area.height)
        cancel.right = claim.x - gap
        out = {"claim": claim, "cancel": cancel}
        right = cancel.x - gap
        if more:
            out["more"] = pygame.Rect(0, area.y, max(MIN_TARGET_PX, m.px(90)), area.height)
            out["more"].right = right
            right = out["more"].x - gap
        w = min(m.px(PAY_W), (right - area.x - gap * (shown - 1)) // max(1, shown))
        for i in range(shown):
            out[f"pay{i}"] = pygame.Rect(area.x + i * (w + gap), area.y, w, area.height)
        return out

    @property
    def label_px(self) -> int:
        """The smallest size of a city's name on the board, in pixels."""
        return self.m.font(LABEL)

    @property
    def ticket_row(self) -> int:
        """The height of a row in the list of one's tickets (a target, with a small gap)."""
        return max(MIN_TARGET_PX, self.m.px(TARGET)) + self.m.px(4)

    @property
    def ticket_column(self) -> int:
        """The width of a column of the list of one's tickets (two fit over the board)."""
        return min(self.m.px(TICKET_COLUMN), (self.board_area.width - 3 * self.pad) // 2)

    @property
    def tickets_per_column(self) -> int:
        """How many ticket rows fit over the board in one column."""
        return max(1, (self.board_area.height - 2 * self.pad - self.m.px(20)) // self.ticket_row)


def _sizes(m: Metrics, column: bool) -> dict[str, int]:
    """The pixel sizes every part is built from, for this screen (`column`: the panel's buttons in a column
    of their own, a fourth beside three of cards)."""
    target = max(MIN_TARGET_PX, m.px(TARGET))
    pad, gap = max(4, m.px(5 if m.compact else 8)), max(4, m.px(6))
    across = 4 if column else 3
    return {"target": target, "pad": pad, "gap": gap, "tickets": max(MIN_TARGET_PX, m.px(TICKETS_W)),
            "strip": max(MIN_TARGET_PX + 2 * pad, m.px(STRIP_H)),
            "panel_min": across * target + (across - 1) * gap + 2 * pad, "panel": m.px(PANEL_W)}


def layout_for(m: Metrics, board_size: tuple[int, int], players: int, face_up: int,
               card_types: int = 9, merchandise: bool = False) -> Layout:
    """The layout for this screen, a board of this size (map px), player count, face-up row and hand.

    Where the player rows would be too low for two lines (a name above its counts), the panel's buttons
    stand in a column instead of a row beneath the cards, if that gives the rows more height."""
    lay = _layout(m, board_size, players, face_up, card_types, merchandise, column=False)
    if lay.players and lay.players[0].height < ROW_TWO_PX:
        upright = _layout(m, board_size, players, face_up, card_types, merchandise, column=True)
        if upright.players[0].height >= lay.players[0].height:
            return upright
    return lay


def _layout(m: Metrics, board_size: tuple[int, int], players: int, face_up: int, card_types: int,
            merchandise: bool, column: bool) -> Layout:
    """layout_for() with the panel's buttons in a row beneath the cards, or in a `column` beside them."""
    s = _sizes(m, column)
    w, h = m.size
    bw, bh = board_size
    pad, gap = s["pad"], s["gap"]
    hand_need = 2 * pad + s["target"] + 4 * gap + s["tickets"] + card_types * MIN_TARGET_PX + (card_types - 1) * gap
    wide_strip = w - s["panel_min"] < hand_need   # the hand does not fit beside the panel
    strip = s["strip"]
    height_limited_w = bw * (h - strip) / bh      # the board's width if the strip's height limits it
    panel_w = max(s["panel_min"], min(s["panel"], round(w - height_limited_w)))
    if not wide_strip:
        panel_w = max(s["panel_min"], min(panel_w, w - hand_need))
    area = pygame.Rect(0, 0, w - panel_w, h - strip)
    scale = min(area.width / bw, area.height / bh)
    board = pygame.Rect(0, 0, round(bw * scale), round(bh * scale))
    if wide_strip:
        board.center = area.center
        hand = pygame.Rect(0, area.bottom, w, h - area.bottom)
        panel = pygame.Rect(area.right, 0, panel_w, area.height)
    else:
        board.midtop = (area.centerx, 0)
        area.height = board.height
        hand = pygame.Rect(0, board.bottom, area.width, h - board.bottom)
        panel = pygame.Rect(area.right, 0, panel_w, h)
    lay = Layout(m, area, board, scale, hand, panel, [], pygame.Rect(0, 0, 0, 0), [], pygame.Rect(0, 0, 0, 0),
                 pad=pad, gap=gap)
    _arrange_strip(lay, s, card_types)
    if column:
        _arrange_column(lay, players, face_up, merchandise)
    else:
        _arrange_panel(lay, s, players, face_up, merchandise)
    return lay


def _arrange_strip(lay: Layout, s: dict[str, int], card_types: int) -> None:
    """The hand strip: the zoom button at its left end, one's tickets at its right, the hand between.

    On a small touch screen both buttons keep clear of the bottom corners, where hands rest, if
    the hand still has a finger's width for each of its colours (so the children's rules' six colours
    and locomotives; the nine of the other games need the corners' room at 800 x 480)."""
    inner = lay.hand.inflate(-2 * lay.pad, -2 * lay.pad)
    w = lay.m.size[0]
    hand_need = card_types * MIN_TARGET_PX + (card_types - 1) * lay.gap + 4 * lay.gap
    left, right = inner.x, inner.right
    corner = lay.m.corner
    if corner and right - left - s["target"] - s["tickets"] - 2 * corner >= hand_need:
        left = max(left, corner)
        right = min(right, w - corner) if lay.hand.right >= w else right
    # The tickets button gives up width, down to a finger's, before a colour of the hand has less than one.
    tickets = max(MIN_TARGET_PX, min(s["tickets"], right - left - s["target"] - hand_need))
    zoom = pygame.Rect(left, inner.y, s["target"], inner.height)
    lay.my_tickets = pygame.Rect(right - tickets, inner.y, tickets, inner.height)
    lay.hand_area = pygame.Rect(zoom.right + 2 * lay.gap, inner.y,
                                lay.my_tickets.x - 2 * lay.gap - zoom.right - 2 * lay.gap, inner.height)
    lay.buttons["zoom"] = zoom


def _arrange_panel(lay: Layout, s: dict[str, int], players: int, face_up: int, merchandise: bool) -> None:
    """The panel, bottom up: buttons, face-up row and deck, then player rows and the status box."""
    m, pad, gap = lay.m, lay.pad, lay.gap
    inner = lay.panel.inflate(-2 * pad, -2 * pad)
    button_h = max(MIN_TARGET_PX, m.px(84))
    top = inner.bottom - button_h
    third = (inner.width - 2 * gap) // 3
    for i, key in enumerate(BUTTON_KEYS):
        lay.buttons[key] = pygame.Rect(inner.x + i * (third + gap), top, third, button_h)
    row_pref = m.px(ROW_H_MERCH if merchandise else ROW_H)
    if face_up:
        # Three columns; two (larger cards) where the panel is narrow and high enough for them.
        columns = 3
        for tried in (3, 2):
            card_w = min(m.px(CARD_W), (inner.width - (tried - 1) * gap) // tried)
            card_h = max(MIN_TARGET_PX, min(m.px(CARD_H), round(card_w * 0.8)))
            rows = (face_up + tried) // tried
            grid_h = rows * card_h + (rows - 1) * gap
            room = top - 2 * pad - grid_h - inner.y - max(60, m.px(STATUS_H))
            if tried == 3 and card_w >= m.px(95) or tried == 2 and room < players * (row_pref + gap):
                break
            columns = tried
        card_w = min(m.px(CARD_W), (inner.width - (columns - 1) * gap) // columns)
        card_h = max(MIN_TARGET_PX, min(m.px(CARD_H), round(card_w * 0.8)))
        rows = (face_up + columns) // columns
        top -= pad + rows * card_h + (rows - 1) * gap
        left = inner.centerx - (columns * card_w + (columns - 1) * gap) // 2
        cells = [pygame.Rect(left + c * (card_w + gap), top + r * (card_h + gap), card_w, card_h)
                 for r in range(rows) for c in range(columns)]
        lay.slots, lay.deck = cells[:face_up], cells[face_up]
    else:
        deck_h = max(MIN_TARGET_PX, m.px(110 if m.compact else 150))
        top -= pad + deck_h
        lay.slots, lay.deck = [], pygame.Rect(inner.x, top, inner.width, deck_h)
    _arrange_rows(lay, players, row_pref, top - pad - max(60, m.px(STATUS_H)))
    below = lay.players[-1].bottom + pad if lay.players else inner.y
    lay.status = pygame.Rect(inner.x, below, inner.width, top - pad - below)


def _arrange_rows(lay: Layout, players: int, row_pref: int, bottom: int) -> None:
    """The player rows across the panel from its top, as high as they like while they end above `bottom`."""
    m = lay.m
    inner = lay.panel.inflate(-2 * lay.pad, -2 * lay.pad)
    row_gap = max(2, m.px(6 if not m.compact else 3))
    fit = (bottom - inner.y - (players - 1) * row_gap) // max(1, players)
    row_h = max(ROW_MIN_PX, min(row_pref, fit))
    lay.players = [pygame.Rect(inner.x, inner.y + i * (row_h + row_gap), inner.width, row_h) for i in range(players)]


def _arrange_column(lay: Layout, players: int, face_up: int, merchandise: bool) -> None:
    """A low panel: the buttons one above the other at its right, the menu at the top and the tickets lowest
    (the count on their corner then lies over the button above, not over a player); the face-up row and the
    deck in three columns beside the lower two (the deck alone across them without a face-up row); the status
    box above the cards, beside the menu; the player rows across the whole panel above them, sharing the
    height with the status box by what they need."""
    m, pad, gap = lay.m, lay.pad, lay.gap
    inner = lay.panel.inflate(-2 * pad, -2 * pad)
    cell_w = (inner.width - 3 * gap) // 4
    button_h = max(MIN_TARGET_PX, m.px(84))
    x = inner.right - cell_w
    for i, key in enumerate(("menu", "highlight", "tickets")):
        lay.buttons[key] = pygame.Rect(x, inner.bottom - (3 - i) * button_h - (2 - i) * gap, cell_w, button_h)
    left_w = x - gap - inner.x
    if face_up:
        card_w = min(m.px(CARD_W), (left_w - 2 * gap) // 3)
        card_h = max(MIN_TARGET_PX, min(m.px(CARD_H), round(card_w * 0.8)))
        rows = (face_up + 3) // 3
        top = inner.bottom - rows * card_h - (rows - 1) * gap
        left = inner.x + (left_w - 3 * card_w - 2 * gap) // 2
        cells = [pygame.Rect(left + c * (card_w + gap), top + r * (card_h + gap), card_w, card_h)
                 for r in range(rows) for c in range(3)]
        lay.slots, lay.deck = cells[:face_up], cells[face_up]
    else:
        top = lay.buttons["highlight"].top
        lay.slots, lay.deck = [], pygame.Rect(inner.x, top, left_w, inner.bottom - top)
    _arrange_rows(lay, players, m.px(ROW_H_MERCH if merchandise else ROW_H), lay.buttons["menu"].top - pad)
    below = lay.players[-1].bottom + pad if lay.players else inner.y
    lay.status = pygame.Rect(inner.x, below, left_w, top - pad - below)
