"""The house rules card: the rules of the game in progress in brief, and a code that opens them on any phone.

Opened from the pause card. As it opens it makes the page of the game's rules once (game/phone/rules_page.py)
and hands it to the phones' server, which serves it at /rules, without a code, until the game is left; the
code and the short address under it open that page on any phone on the home network. If the server cannot
listen, the card says why in words, with Try again, and still shows the rules in brief.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

import pygame

from game.phone.rules_page import Brief, brief, page
from game.scenes.overlays.join import AFTER_PROBLEM
from game.scenes.screen import BROWN, GREEN, PLUM, RED, ButtonScreen, back_button, header, paper, write
from game.scenes.stack import Change, Pop
from game.view import theme
from game.view.qr import qr_code
from game.view.text import font, wrap
from game.view.widgets import Button

HINT = "Scan with a phone's camera, on the same Wi-Fi as this screen"
NO_GAME = "No game is being played."
CODE_SHARE = 0.4       # of the card's width, at most, for the code's column
SCALES = (1.0, 0.9, 0.8)   # the brief's words shrink by these steps until they fit; then rules are left out
MORE = "…and {count} more: scan the code to read them all."
MORE_NO_CODE = "…and {count} more."
BLACK = (0, 0, 0)


class Layout(NamedTuple):
    """Where the card's parts go."""

    code: pygame.Rect       # the square the QR code is centred in
    address: pygame.Rect    # the short address, one line
    hint: pygame.Rect
    words: pygame.Rect      # the rules in brief
    again: pygame.Rect      # Try again, when the server cannot listen


class Line(NamedTuple):
    """One paragraph of the brief as drawn: its words, size in pixels, weight, colour and room above it."""

    text: str
    size: int
    bold: bool
    colour: tuple[int, int, int]
    above: int


def card_layout(m: Any) -> Layout:
    """The code's column on the left (code, address, hint), the rules in brief on the right."""
    side, gap, space = m.px(28), m.px(32), m.px(8)
    top = header(m) + m.px(20)
    bottom = m.height - max(m.px(36), m.corner)
    left = int((m.width - 2 * side - gap) * CODE_SHARE)
    address_h = font(m.font(26), True).get_linesize()
    hint_h = 2 * font(m.font(20)).get_linesize()
    square = max(1, min(left, bottom - top - address_h - hint_h - 2 * space))
    code = pygame.Rect(side + (left - square) // 2, top, square, square)
    address = pygame.Rect(side, code.bottom + space, left, address_h)
    hint = pygame.Rect(side, address.bottom + space, left, hint_h)
    words = pygame.Rect(side + left + gap, top, m.width - 2 * side - gap - left, bottom - top)
    h = m.target(80)
    again = pygame.Rect(side + left // 6, code.bottom - h, left - 2 * (left // 6), h)
    return Layout(code, address, hint, words, again)


def brief_lines(b: Brief, m: Any, scale: float, shown: int | None = None, more: str = "") -> list[Line]:
    """The brief as paragraphs at this scale of the words: the first `shown` changed rules (None: all), and
    `more` in words after them when some are left out."""
    small = m.compact

    def size(units: float) -> int:
        return m.font(units * scale)
    changed = b.changed if shown is None else b.changed[:shown]
    out = [Line(b.title, size(34 if small else 40), True, theme.INK, 0),
           Line(b.kind, size(28 if small else 32), True, PLUM, m.px(4)),
           Line(b.changed_heading, size(22 if small else 26), True, BROWN, m.px(14))]
    for title, says in changed:
        out += [Line(title, size(22 if small else 26), True, theme.INK, m.px(6)),
                Line(says, size(20 if small else 24), False, theme.INK, 0)]
    if len(changed) < len(b.changed):
        out.append(Line(more.format(count=len(b.changed) - len(changed)), size(20 if small else 24), True, BROWN,
                        m.px(6)))
    if not b.changed:
        out.append(Line(b.unchanged, size(20 if small else 24), False, theme.INK, m.px(4)))
    out.append(Line(b.numbers_heading, size(22 if small else 26), True, BROWN, m.px(14)))
    out += [Line(f"{label}: {words}", size(20 if small else 24), False, theme.INK, m.px(4)) for label, words in b.numbers]
    return out


def flowed(b: Brief, m: Any, room: pygame.Rect, more: str = MORE) -> list[tuple[Line, pygame.Rect]]:
    """Each paragraph and the rectangle it fills, at the largest scale at which all fit the room; at the smallest,
    as many changed rules as fit, `more` saying how many are left out, and always the main numbers."""
    for scale in SCALES:
        placed = _placed(brief_lines(b, m, scale), room)
        if placed[-1][1].bottom <= room.bottom:
            return placed
    for shown in range(len(b.changed) - 1, -1, -1):
        placed = _placed(brief_lines(b, m, SCALES[-1], shown, more), room)
        if placed[-1][1].bottom <= room.bottom:
            return placed
    return placed   # a room too small even for the numbers: the screen is smaller than any the game is made for


def _placed(lines: list[Line], room: pygame.Rect) -> list[tuple[Line, pygame.Rect]]:
    """The paragraphs one under the other, each as high as its wrapped lines."""
    out, y = [], room.top
    for line in lines:
        f = font(line.size, line.bold)
        rows = len(wrap(line.text, f, room.w, split_words=True)) or 1
        rect = pygame.Rect(room.x, y + line.above, room.w, rows * f.get_linesize())
        out.append((line, rect))
        y = rect.bottom
    return out


@lru_cache(maxsize=8)
def code_icon(size: int, colour: tuple = theme.PAPER) -> pygame.Surface:
    """A small QR code's look: three corner squares and a few dots, for the button that opens this card."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    k, w = size / 36, max(2, size // 14)
    for x, y in ((2, 2), (22, 2), (2, 22)):
        pygame.draw.rect(s, colour, (round(x * k), round(y * k), round(12 * k), round(12 * k)), w)
        pygame.draw.rect(s, colour, (round((x + 4) * k), round((y + 4) * k), round(4 * k), round(4 * k)))
    for x, y in ((24, 24), (30, 30), (24, 30), (30, 22), (18, 18)):
        pygame.draw.rect(s, colour, (round(x * k), round(y * k), round(4 * k), round(4 * k)))
    return s


def game_brief(game: Any) -> Brief | None:
    """The brief of the game being played (its rules, board and set's name), or None when there is no game."""
    seen, board, config = (getattr(game, name, None) for name in ("seen", "board", "config"))
    if seen is None or board is None or config is None:
        return None
    return brief(seen.rules, board.settings, board.title, config.house_name)


class RulesQrOverlay(ButtonScreen):
    """The house rules card over the game; Done goes back."""

    default = "back"

    def __init__(self, told: Brief | None = None) -> None:
        self.brief = told   # None: the brief of the game under the card, found as the card opens

    def enter(self, app: Any) -> None:
        """Make the page of the game's rules once, hand it to the phones' server, then build the card."""
        if self.brief is None:
            self.brief = game_brief(app.stack.game())
        self.phones = app.phones
        self.offer()
        super().enter(app)

    def offer(self) -> None:
        """Serve the page (again, after Try again)."""
        if self.brief is not None:
            self.phones.offer_rules(page(self.brief))

    @property
    def link(self) -> str | None:
        """The address the code opens (None: the server cannot listen, or there is no game)."""
        return self.phones.rules_link()

    @property
    def problem(self) -> str | None:
        """Why phones cannot open the rules, in words (None: they can, or there is no game)."""
        if self.brief is None or self.link is not None:
            return None
        return self.phones.problem or "the phones' server is not running"

    def arrange(self) -> None:
        """Lay the card out for the screen, then its buttons and picture."""
        self.layout = card_layout(self.m)
        super().arrange()

    def make_buttons(self) -> list[Button]:
        """Done; Try again when the server cannot listen."""
        out = [back_button(self.m, "Done")]
        if self.problem is not None:
            out.append(Button("again", self.layout.again.copy(), "Try again", size=self.m.font(30), color=GREEN))
        return out

    def paint(self) -> pygame.Surface:
        """The card: the code, its address and a hint on the left, the rules in brief on the right."""
        m, lay = self.m, self.layout
        out = paper(self.app.size, "House rules", PLUM)
        if self.brief is None:
            write(out, NO_GAME, lay.words.union(lay.code), theme.INK, m.font(32), align="center")
            return out
        problem, link = self.problem, self.link
        if problem is not None:
            words = lay.code.copy()
            words.height -= lay.again.h + m.px(12)
            write(out, f"Phones cannot open the rules: {problem}. {AFTER_PROBLEM}", words, RED, m.font(24),
                  align="center")
        elif link is not None:
            code = qr_code(link, lay.code.w, BLACK)
            out.blit(code, code.get_rect(center=lay.code.center))
            write(out, link, lay.address, theme.INK, m.font(26), align="center",
                  one_line=True, short=())
            write(out, HINT, lay.hint, BROWN, m.font(20), align="center", valign="top", bold=False)
        for line, rect in flowed(self.brief, m, lay.words, MORE if link is not None else MORE_NO_CODE):
            write(out, line.text, rect, line.colour, line.size, valign="top", bold=line.bold)
        return out

    def press(self, key: Any) -> Change:
        """Done goes back; Try again asks for a port once more."""
        if key == "back":
            return Pop()
        if key == "again":
            self.offer()
            self.arrange()
            self.redraw()
        return None

    def back(self) -> Change:
        """Back, Escape or a right click: the card closes."""
        return Pop()
