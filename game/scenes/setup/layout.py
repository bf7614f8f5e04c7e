"""Where the new-game screen's parts go on a screen of any size: rectangles only, nothing drawn.

Two columns: the boards on the left, one row per seat on the right. On a roomy screen the
player count and "who starts?" share a line above the seats and the board cards show their
board large; on a short one (800 x 480) the seats need the whole height, so the count and
"who starts?" go under three smaller board cards. More boards than three are shown a page at a
time (three, or two on a short screen), with up and down buttons under them. The table's options (undo, together) sit in
the top band beside Start with the Phones button (the join card) and the House rules button, the title
between them and Back where there is room for it (at 800 x 480 there is none: the House rules button takes it).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.scenes.screen import back_button, header
from game.view.metrics import Metrics
from game.view.text import font

MOST_SEATS = 5     # the most players a board may have: room is kept for them all
CARDS = 3          # board cards in view when no page buttons are needed
# units: a seat's train colour, person/computer, level and who-starts buttons, and the gap between them
ROOMY_ROW = (116, 160, 116, 140, 10)
COMPACT_ROW = (96, 136, 104, 80, 6)
NAME_WIDEST = 320  # units: a name button grows no wider
OPTION_WIDE = 104  # units: a table option's switch (a picture, a tick box and a word)
HOUSE_WIDE = 230   # units: the House rules button (its picture, and what the table plays on two lines)


@dataclass(frozen=True)
class SeatRow:
    """One seat's buttons."""

    color: pygame.Rect
    name: pygame.Rect
    kind: pygame.Rect
    level: pygame.Rect
    first: pygame.Rect


@dataclass(frozen=True)
class SetupLayout:
    """The new-game screen on one screen size, in pixels."""

    roomy: bool
    start: pygame.Rect
    cards: tuple[pygame.Rect, ...]  # a page of board cards
    up: pygame.Rect | None          # the page buttons under the cards (None when every board is in view)
    down: pygame.Rect | None
    fewer: pygame.Rect
    count: pygame.Rect              # the player count between minus and plus
    more: pygame.Rect
    players_label: pygame.Rect | None   # "Players" (roomy only: the count says "3 players" otherwise)
    starts_label: pygame.Rect       # "Who starts?"
    starts_size: int
    random: pygame.Rect
    seats: tuple[SeatRow, ...]      # for the most seats; a game with fewer uses the first ones
    hint: pygame.Rect               # a line of small print under the seats
    label_size: int
    count_size: int
    name_size: int
    kind_size: int
    level_size: int
    hint_size: int
    undo: pygame.Rect               # the table's options: a move may be taken back
    together: pygame.Rect           # every hand shown, hints for everyone
    phones: pygame.Rect             # opens the join card: a seat's hand on a phone
    house: pygame.Rect              # opens the house-rules card
    title: pygame.Rect              # the room for the screen's title in the top band (none left at 800 x 480)


def setup_layout(m: Metrics, boards: int = CARDS) -> SetupLayout:
    """Lay the screen out: roomy if a line of count buttons and every seat fit above each other."""
    w, h = m.size
    back = back_button(m).rect
    top, bottom = max(header(m), back.bottom) + m.px(12), h - m.px(24)   # below the band, above the rails
    hint_size = m.font(18 if m.compact else 20)
    hint_h = font(hint_size).get_linesize()
    row, gap = m.target(80), m.px(8)
    roomy = top + (MOST_SEATS + 1) * (row + gap) + hint_h <= bottom
    if roomy:
        row = max(row, min(m.target(92), (bottom - top - hint_h) // (MOST_SEATS + 1) - gap))
    low = not roomy and top + MOST_SEATS * row + (MOST_SEATS - 1) * gap + hint_h > bottom
    if low:
        # A window smaller than 800 x 480: the rails and the hint give way before any button does.
        top, bottom, hint_h = max(header(m), back.bottom) + 2, h - 2, 0
        gap = max(1, min(gap, (bottom - top - MOST_SEATS * row) // (MOST_SEATS - 1)))
    side = m.px(24 if roomy else 12)
    width = min(w - 2 * side, m.px(1500))
    x = (w - width) // 2
    # In a window that low the last seat reaches the bottom: its buttons keep clear of the corner a hand
    # rests on, and the board cards give up that room rather than the names.
    left_w = round(width * (0.31 if roomy else 0.34)) - (m.corner if low else 0)
    right = pygame.Rect(x + left_w + m.px(24 if roomy else 14), top, 0, bottom - top)
    right.width = x + width - right.x - (m.corner if low else 0)
    seats = seat_rows(m, right, row, gap, roomy)
    hint = pygame.Rect(right.x, bottom - hint_h, right.w, hint_h)
    start_w = max(m.target(), m.px(204))
    start = pygame.Rect(w - m.px(16) - start_w, back.y, start_w, back.h)
    option_w = max(m.target(), m.px(OPTION_WIDE))
    together = pygame.Rect(start.x - m.px(14) - option_w, back.y, option_w, back.h)
    undo = together.move(-option_w - m.px(8), 0)
    phones = undo.move(-option_w - m.px(8), 0)
    house_w = min(m.px(HOUSE_WIDE), phones.x - m.px(8) - back.right - m.px(8))
    house = pygame.Rect(phones.x - m.px(8) - house_w, back.y, house_w, back.h)
    common = dict(name_size=m.font(30 if roomy else 26), kind_size=m.font(26 if roomy else 22),
                  level_size=m.font(24 if roomy else 20), hint_size=hint_size, undo=undo, together=together,
                  phones=phones, house=house, title=pygame.Rect(back.right, 0, house.x - back.right, header(m)))
    left = pygame.Rect(x, top, left_w, bottom - top)
    if roomy:
        return roomy_layout(m, start, left, right, row, seats, hint, common, boards)
    return compact_layout(m, start, left, row, gap, seats, hint, common, boards)


def card_column(area: pygame.Rect, gap: int, row: int, boards: int, paged: int) -> dict:
    """The board cards down `area`: all three, or `paged` of them above a line of page buttons."""
    if boards <= CARDS:
        card_h = (area.h - (CARDS - 1) * gap) // CARDS
        return dict(cards=tuple(pygame.Rect(area.x, area.y + i * (card_h + gap), area.w, card_h)
                                for i in range(CARDS)), up=None, down=None)
    pager_y = area.bottom - row
    card_h = (pager_y - gap - area.y - (paged - 1) * gap) // paged
    return dict(cards=tuple(pygame.Rect(area.x, area.y + i * (card_h + gap), area.w, card_h) for i in range(paged)),
                up=pygame.Rect(area.x, pager_y, row, row), down=pygame.Rect(area.right - row, pager_y, row, row))


def seat_rows(m: Metrics, right: pygame.Rect, row: int, gap: int, roomy: bool) -> tuple[SeatRow, ...]:
    """A row of buttons per seat down the right column; who starts on its right edge."""
    *buttons, space = ROOMY_ROW if roomy else COMPACT_ROW
    color_w, kind_w, level_w, first_w = (m.target(u) for u in buttons)
    space = m.px(space)
    name_w = min(m.px(NAME_WIDEST), right.w - color_w - kind_w - level_w - first_w - 4 * space)
    y0 = right.y + (row + gap if roomy else 0)
    out = []
    for i in range(MOST_SEATS):
        y = y0 + i * (row + gap)
        color = pygame.Rect(right.x, y, color_w, row)
        name = pygame.Rect(color.right + space, y, name_w, row)
        kind = pygame.Rect(name.right + space, y, kind_w, row)
        level = pygame.Rect(kind.right + space, y, level_w, row)
        out.append(SeatRow(color, name, kind, level, pygame.Rect(right.right - first_w, y, first_w, row)))
    return tuple(out)


def roomy_layout(m: Metrics, start: pygame.Rect, left: pygame.Rect, right: pygame.Rect, row: int,
                 seats: tuple[SeatRow, ...], hint: pygame.Rect, common: dict, boards: int) -> SetupLayout:
    """Tall board cards on the left; the count and who starts on a line above the seats."""
    column = card_column(left, m.px(12), row, boards, CARDS)
    label_size = m.font(36)
    players = pygame.Rect(right.x, right.y, font(label_size, True).size("Players")[0], row)
    fewer = pygame.Rect(players.right + m.px(20), right.y, row, row)
    count = pygame.Rect(fewer.right, right.y, m.px(84), row)
    more = pygame.Rect(count.right, right.y, row, row)
    first = seats[0].first
    random = pygame.Rect(first.x, right.y, first.w, row)
    starts_w = font(m.font(28), True).size("Who starts?")[0]
    starts = pygame.Rect(random.x - m.px(20) - starts_w, right.y, starts_w, row)
    return SetupLayout(True, start, column["cards"], column["up"], column["down"], fewer, count, more, players, starts, m.font(28), random, seats, hint,
                       label_size=label_size, count_size=m.font(48), **common)


def compact_layout(m: Metrics, start: pygame.Rect, left: pygame.Rect, row: int, gap: int,
                   seats: tuple[SeatRow, ...], hint: pygame.Rect, common: dict, boards: int) -> SetupLayout:
    """Short board cards on the left with the count and who starts under them; the seats fill the right."""
    random_y = left.bottom - row
    count_y = random_y - gap - row
    column = card_column(pygame.Rect(left.x, left.y, left.w, count_y - gap - left.y), gap, row, boards, CARDS - 1)
    fewer = pygame.Rect(left.x, count_y, row, row)
    more = pygame.Rect(left.right - row, count_y, row, row)
    count = pygame.Rect(fewer.right, count_y, more.x - fewer.right, row)
    label_size = m.font(20)
    starts = pygame.Rect(left.x, random_y, font(label_size, True).size("Who starts?")[0], row)
    random = pygame.Rect(starts.right + m.px(12), random_y, left.right - starts.right - m.px(12), row)
    return SetupLayout(False, start, column["cards"], column["up"], column["down"], fewer, count, more, None, starts, label_size, random, seats, hint,
                       label_size=label_size, count_size=m.font(26), **common)
