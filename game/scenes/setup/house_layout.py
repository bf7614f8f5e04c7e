"""Where the house-rules card's parts go on a screen of any size: rectangles only, nothing drawn.

The top band holds the button back (Done; Rules on the sets page), the title, and two buttons on the
right (Rulebook and Saved sets on the rules page; Save as and Done on the sets page). Under it, rows:
one rule a row, with its picture, its words and its value between a minus and a plus (a switch's
value is one wide button), or one saved set a row with its Copy to stick and delete buttons. A wide
screen (1920 x 1080) has two columns of rows, so every rule of a board fits on one page; a smaller one
has one column (four rows at 800 x 480) and turns pages with the arrows of the bar along the bottom,
whose middle says what the table plays (or, on the sets page, reads sets from a stick). The bar's
arrows keep clear of the bottom corners a hand rests on.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.scenes.screen import back_button, header
from game.view.metrics import Metrics
from game.view.text import font

COLUMN_WIDEST = 600   # units: a column of rows is no narrower than this (else there is one column)
COLUMN_PX = 800       # nor narrower in pixels: at the smallest text sizes a rule's words need that much
PICTURE_WIDEST = 80   # units: a rule's picture
ROW_HIGHEST = 116     # units: a row grows no higher
VALUE_WIDE = 110      # units: the room for a value between its minus and plus (and "rulebook: 45")
BAND_BUTTON = 220     # units: the band's buttons on the right


@dataclass(frozen=True)
class RuleRow:
    """One row's parts: the panel, the picture, the words, and the value with its buttons."""

    box: pygame.Rect
    picture: pygame.Rect
    words: pygame.Rect
    value: pygame.Rect             # a number's value, between minus and plus
    minus: pygame.Rect
    plus: pygame.Rect
    switch: pygame.Rect            # a switch's button: the whole room of minus, value and plus
    copy: pygame.Rect              # a saved set's copy-to-a-stick button (the minus's and the value's place)
    delete: pygame.Rect            # a saved set's delete button (the plus's place)
    use: pygame.Rect               # a saved set's button: from the picture to the delete button


@dataclass(frozen=True)
class CardLayout:
    """The card on one screen size, in pixels."""

    done: pygame.Rect
    title: pygame.Rect
    first: pygame.Rect             # the band's first button on the right (Rulebook)
    second: pygame.Rect            # its last (Saved sets; Save as on the sets page)
    rows: tuple[RuleRow, ...]      # a page of rows, down the first column, then the second
    sets: tuple[RuleRow, ...]      # a page of the sets page's rows: one column, above its line of news
    up: pygame.Rect
    down: pygame.Rect
    middle: pygame.Rect            # the bar between the arrows
    line: pygame.Rect              # a line of words above the bar (the sets page's news)
    title_px: int
    words_px: int
    says_px: int
    value_px: int
    tag_px: int


def card_layout(m: Metrics, rules: int = 0) -> CardLayout:
    """Lay the card out: as many rows as fit above the bar, in two columns where both are wide enough and one
    would not hold every one of the board's `rules` (a column of few rules keeps its words large)."""
    w, h = m.size
    done = back_button(m, "Done").rect
    side, gap = m.px(16), m.px(10)
    band_w = max(m.target(), m.px(BAND_BUTTON))
    second = pygame.Rect(w - side - band_w, done.y, band_w, done.h)
    first = second.move(-band_w - gap, 0)
    title = pygame.Rect(done.right + gap, 0, first.x - done.right - 2 * gap, header(m))
    bar_h = m.target(72)
    bottom = h - m.px(26)                                     # above the rails
    up = pygame.Rect(side + m.corner, bottom - bar_h, bar_h, bar_h)
    down = pygame.Rect(w - side - m.corner - bar_h, up.y, bar_h, bar_h)
    middle = pygame.Rect(up.right + gap, up.y, down.x - up.right - 2 * gap, bar_h)
    line_h = 3 * font(m.font(20)).get_linesize()                # three lines of the sets page's news
    line = pygame.Rect(side, up.y - gap - line_h, w - 2 * side, line_h)
    top = header(m) + gap
    width = w - 2 * side
    room = up.y - gap - top
    row_h = m.target(72)
    per = max(1, (room + gap) // (row_h + gap))
    columns = 2 if width >= 2 * max(m.px(COLUMN_WIDEST), COLUMN_PX) + gap and rules > per else 1
    col_w = (width - (columns - 1) * gap) // columns
    few = columns == 1 and 0 < rules < per   # every rule on one page with room to spare: taller rows, larger words
    set_h = min(m.px(ROW_HIGHEST), max(row_h, (room - (per - 1) * gap) // per))   # the sets page keeps every row
    per_sets = per
    if few:
        per = rules
    row_h = min(m.px(ROW_HIGHEST), max(row_h, (room - (per - 1) * gap) // per))
    grow = min(1.3, row_h / m.target(72)) if few else 1.0
    rows = tuple(rule_row(m, pygame.Rect(side + c * (col_w + gap), top + r * (row_h + gap), col_w, row_h))
                 for c in range(columns) for r in range(per))
    sets = tuple(rule_row(m, pygame.Rect(side, top + r * (set_h + gap), width, set_h))
                 for r in range(per_sets) if top + r * (set_h + gap) + set_h <= line.top)
    return CardLayout(done, title, first, second, rows, sets, up, down, middle, line,
                      title_px=m.font(40 if m.compact else 44), words_px=m.font(round(26 * grow)),
                      says_px=m.font(round(20 * grow)), value_px=m.font(round(40 * grow)), tag_px=m.font(17))


def rule_row(m: Metrics, box: pygame.Rect) -> RuleRow:
    """A row's parts inside its panel: the picture on the left, the value and its buttons on the right."""
    pad = m.px(6)
    inner = box.inflate(-2 * pad, -2 * pad)
    target = max(m.target(), min(inner.h, m.target(72)))
    plus = pygame.Rect(inner.right - target, inner.centery - target // 2, target, target)
    value = pygame.Rect(plus.x - pad - m.px(VALUE_WIDE), inner.y, m.px(VALUE_WIDE), inner.h)
    minus = pygame.Rect(value.x - pad - target, plus.y, target, target)
    side = min(inner.h, m.px(PICTURE_WIDEST))
    picture = pygame.Rect(inner.x, inner.centery - side // 2, side, side)
    words = pygame.Rect(picture.right + 2 * pad, inner.y, minus.x - picture.right - 4 * pad, inner.h)
    switch = pygame.Rect(minus.x, plus.y, plus.right - minus.x, target)
    use = pygame.Rect(box.x, box.y, minus.x - pad - box.x, box.h)
    copy = pygame.Rect(minus.x, plus.y, value.right - minus.x, target)
    return RuleRow(box, picture, words, value, minus, plus, switch, copy, plus.copy(), use)
