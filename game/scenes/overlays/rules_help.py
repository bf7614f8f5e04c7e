"""The rules in short: a page per point, a few large words and a picture of the game's own pieces.

The pages of each rule style are data: assets/rules/<style>.yaml, told with the numbers of the
game they describe (game/scenes/overlays/rules_pages.py). Opened from a game's pause, they describe
that game as its table plays it: its board, its rule set with the house rules in force (listed
first, in plain words); from the menu, a board of each style by the rulebook. Each point names, in
brackets there, the decision of docs/rules.md it follows (U1, D4...), so the pages can be checked
against it; the screen shows the words only (readable()). The pictures are drawn by
game/view/rules_pictures.py from the same board, rule set and card art.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.board.catalog import MAPS, each_board
from game.board.loader import MapError, load_board
from game.rules.settings import RuleSet
from game.scenes.overlays.rules_pages import PAGES, TITLES, Page, readable, written
from game.scenes.screen import BROWN, CREAM, PLUM, SAND, ButtonScreen, back_button, header, icon, panel, paper
from game.scenes.stack import Change, Pop
from game.view import theme
from game.view.cards import CardArt
from game.view.metrics import Metrics
from game.view.rules_pictures import Kit, picture
from game.view.text import draw, fit, font, wrap
from game.view.widgets import Button

PICTURE_SHARE = 0.48   # of the card's inner width: the picture carries the point, the words name it


@dataclass(frozen=True)
class Sheet:
    """One screenful of a page: its heading, the lines of its points (a long page takes two) and its picture."""

    page: int
    heading: str
    lines: tuple[tuple[str, bool], ...]   # each line, and whether it starts a point
    picture: str = ""


@dataclass(frozen=True)
class RulesLayout:
    """Where the rules put things on one screen, in pixels."""

    card: pygame.Rect               # the page's card
    words: pygame.Rect              # the text inside it
    picture: pygame.Rect | None     # the picture beside the text
    tabs: tuple[pygame.Rect, ...]   # the games, when the rules are opened from the menu
    prev: pygame.Rect
    next: pygame.Rect
    heading: int                    # font sizes in pixels
    body: int


def rules_layout(m: Metrics, tabs: bool) -> RulesLayout:
    """The rules' rectangles for this screen: tabs in the top band on short screens, below it on others."""
    w, h = m.size
    margin, gap = m.px(16 if m.compact else 40), m.px(16 if m.compact else 32)
    back = back_button(m).rect
    tab_rects: tuple[pygame.Rect, ...] = ()
    top = max(header(m), back.bottom) + m.px(12)   # a small window's band is shorter than a finger
    if tabs and m.compact:   # no room for a row of its own: the tabs take the title's place
        x0 = back.right + m.px(16)
        tw = (w - margin - x0 - 2 * m.px(12)) // 3
        tab_rects = tuple(pygame.Rect(x0 + i * (tw + m.px(12)), back.y, tw, back.h) for i in range(3))
    elif tabs:
        tw, th, step = m.px(260), m.target(80), m.px(290)
        tab_rects = tuple(pygame.Rect(w // 2 - step - tw // 2 + i * step, top, tw, th) for i in range(3))
        top += th + m.px(12)
    bh = m.target(84)
    by = h - m.px(28) - bh
    side = max(margin, m.corner)   # Previous and Next stay clear of the corners where hands rest
    prev = pygame.Rect(side, by, max(m.target(), m.px(220 if m.compact else 240)), bh)
    nxt = pygame.Rect(w - side - prev.w, by, prev.w, bh)
    card = pygame.Rect(margin, top, w - 2 * margin, by - m.px(12) - top)
    inner = card.inflate(-2 * m.px(28 if m.compact else 40), -2 * m.px(16 if m.compact else 28))
    pw = min(round(inner.w * PICTURE_SHARE), round(inner.h * 1.6))
    picture = pygame.Rect(inner.right - pw, inner.y, pw, inner.h)
    inner.w -= pw + gap
    return RulesLayout(card, inner, picture, tab_rects, prev, nxt, m.font(36 if m.compact else 44),
                       m.font(30 if m.compact else 34))


def sheets(pages: tuple[Page, ...], lay: RulesLayout) -> list[Sheet]:
    """The pages wrapped to the text's width, each split into as many screenfuls as it needs."""
    body = font(lay.body, False)
    step, indent = body.get_linesize() + 4, lay.body + 12
    room = lay.words.h - font(lay.heading, True).get_linesize() - lay.body // 2
    out: list[Sheet] = []

    def close(index: int, page: Page, lines: list[tuple[str, bool]]) -> None:
        first = not out or out[-1].page != index
        out.append(Sheet(index, page.heading if first else f"{page.heading} (continued)", tuple(lines), page.picture))

    for index, page in enumerate(pages):
        lines: list[tuple[str, bool]] = []
        used = 0
        for point in page.points:
            wrapped = wrap(readable(point), body, lay.words.w - indent)
            for i, line in enumerate(wrapped):
                extra = step // 2 if i == 0 and lines else 0
                if lines and used + extra + step > room:   # this screenful is full: the page goes on
                    close(index, page, lines)
                    lines, used, extra = [], 0, 0
                lines.append((line, i == 0))
                used += extra + step
        close(index, page, lines)
    return out


def page_image(sheet: Sheet, lay: RulesLayout, kit: Kit | None) -> pygame.Surface:
    """One screenful: its heading and points, and the page's picture beside them (rendered once)."""
    body = font(lay.body, False)
    out = pygame.Surface(lay.card.size, pygame.SRCALPHA)
    left, top = lay.words.x - lay.card.x, lay.words.y - lay.card.y
    high = font(lay.heading, True).get_linesize()
    heading = draw(out, sheet.heading, pygame.Rect(left, top, lay.words.w, high), PLUM, lay.heading, one_line=True,
                   valign="top")
    y, step, indent = top + max(high, heading.h) + lay.body // 2, body.get_linesize() + 4, lay.body + 12
    for i, (line, starts) in enumerate(sheet.lines):
        if starts:
            y += step // 2 if i else 0
            pygame.draw.circle(out, BROWN, (left + lay.body // 3, y + body.get_ascent() // 2 + 2),
                               max(4, lay.body // 4))
        draw(out, line, pygame.Rect(left + indent, y, lay.words.w - indent, step), theme.INK, lay.body,
             one_line=True, valign="top", bold=False)
        y += step
    if kit is not None and lay.picture is not None and sheet.picture:
        out.blit(picture(sheet.picture, lay.picture.size, kit), lay.picture.move(-lay.card.x, -lay.card.y))
    return out


def kit_for(style: str, app: Any) -> Kit | None:
    """What the pictures of a rule style are drawn from: the first board of that style, its rule set and art
    (None if no board of the style can be played)."""
    found = next((e for e in each_board(getattr(app, "map_folders", (MAPS,))) if e.playable and e.style == style), None)
    try:
        board = load_board(found.path) if found is not None else None
    except (MapError, OSError):
        board = None
    if board is None:
        return None
    return Kit(board, RuleSet.rulebook(board.settings), app.sprites, _art(app))


def game_kit(game: Any, app: Any) -> tuple[Kit, str] | None:
    """The kit of the game being played (`game`: the play scene under the pause), with its house rules, and
    their set's name; None if there is no game."""
    table, config = getattr(game, "table", None), getattr(game, "config", None)
    board = getattr(table, "board", None)
    if board is None or config is None:
        return None
    try:
        rules = RuleSet.from_settings(board.settings, config.house_rules)
    except ValueError:   # cannot be: a game's house rules were checked when it was dealt or loaded
        rules = RuleSet.rulebook(board.settings)
    return Kit(board, rules, app.sprites, _art(app)), config.house_name


def _art(app: Any) -> CardArt:
    """The card art, with the colour-blind symbols as the settings say."""
    return CardArt(app.sprites, getattr(getattr(app, "settings", None), "colorblind_symbols", True))


class RulesOverlay(ButtonScreen):
    """The rules of one rule style in pages (from the menu, tabs choose the style); Back closes."""

    default = "next"

    def __init__(self, game: str | None = None, tab: str | None = None) -> None:
        """`game`: that style's rules alone (from a game's pause: the rules that game is played with); None: every
        style in tabs, by the rulebook, opened on `tab`'s (the game played last) or the first."""
        self.tabs = game is None
        shown = game if game is not None else tab
        self.game = shown if shown in PAGES else next(iter(PAGES))   # a style without pages: the first one
        self.page = 0       # the screenful shown (a page may take more than one on a small screen)
        self.sheets: list[Sheet] = []
        self._pages: dict[tuple[str, int], pygame.Surface] = {}
        self._told: dict[str, tuple[Kit | None, tuple[Page, ...]]] = {}

    def arrange(self) -> None:
        """Lay out and wrap the pages for this screen, staying on the page that was shown."""
        shown = self.sheets[self.page].page if self.sheets else 0
        self.layout = rules_layout(self.m, self.tabs)
        self._pages.clear()
        self.turn_to(shown)
        super().arrange()

    def turn_to(self, page: int) -> None:
        """Wrap the current game's pages and show the first screenful of one of them."""
        pages = self.told()[1]
        self.sheets = sheets(pages, self.layout)
        self.page = next(i for i, sheet in enumerate(self.sheets) if sheet.page >= min(page, len(pages) - 1))

    def told(self) -> tuple[Kit | None, tuple[Page, ...]]:
        """The shown style's pictures' kit and pages, made once: as the game under the pause is played (its board,
        its house rules), or from the menu a board of the style by the rulebook."""
        if self.game not in self._told:
            playing = None if self.tabs else self.app.stack.game()
            made = game_kit(playing, self.app) if getattr(getattr(playing, "config", None), "style", "") == self.game \
                else None
            kit, name = made if made is not None else (kit_for(self.game, self.app), "")
            base = RuleSet.rulebook(kit.board.settings) if kit is not None else None
            self._told[self.game] = (kit, written(self.game, kit.rules if kit is not None else None, base, name))
        return self._told[self.game]

    def area(self) -> pygame.Rect:
        """Where a page is shown."""
        return self.layout.card

    def paint(self) -> pygame.Surface:
        """Header, its title where the tabs leave room, and the page's card."""
        m = self.m
        out = paper(self.app.size, "", PLUM)
        if not self.layout.tabs or not m.compact:
            title = "How to play" if self.tabs else f"How to play: {TITLES[self.game]}"
            band, room = header(m), back_button(m).rect.right + m.px(16)
            box = pygame.Rect(room, 0, self.app.size[0] - 2 * room, band - 4)
            draw(out, title, box, CREAM, m.font(44 if m.compact else 48), align="center", one_line=True,
                 smallest=m.font(30))
        panel(out, self.layout.card)
        return out

    def make_buttons(self) -> list[Button]:
        """Close, the game tabs, previous and next."""
        m, lay = self.m, self.layout
        size = m.font(26 if m.compact else 30)
        out = [back_button(m, "Close")]
        for game, rect in zip(PAGES, lay.tabs):
            out.append(Button(("game", game), rect, TITLES[game], size=size, color=SAND, selected=game == self.game))
        out.append(Button("prev", lay.prev, "Previous", icon=icon("prev", size), size=size, color=BROWN,
                          enabled=self.page > 0))
        out.append(Button("next", lay.next, "Next", icon=icon("next", size), size=size, color=BROWN,
                          enabled=self.page < len(self.sheets) - 1))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, buttons, the page and the page dots."""
        super().draw(surface)
        m, lay = self.m, self.layout
        key = (self.game, self.page)
        if key not in self._pages:
            self._pages[key] = page_image(self.sheets[self.page], lay, self.told()[0])
        surface.blit(self._pages[key], lay.card.topleft)
        count = len(self.sheets)
        label = fit(f"{self.page + 1} of {count}", m.font(24), lay.next.x - lay.prev.right - m.px(8), bold=False)
        radius, step = max(5, m.px(11)), min(m.px(44), (lay.next.x - lay.prev.right) // (count + 1))
        cx = self.app.size[0] // 2
        top = lay.prev.centery - (label.height + m.px(8) + 2 * radius) // 2
        draw(surface, label, pygame.Rect(lay.prev.right + m.px(4), top, lay.next.x - lay.prev.right - m.px(8),
                                         label.height), BROWN, align="center", valign="top")
        cy = top + label.height + m.px(8) + radius
        for i in range(count):
            centre = (cx + (i - (count - 1) / 2) * step, cy)
            pygame.draw.circle(surface, PLUM if i == self.page else (206, 190, 160), centre, min(radius, step // 2 - 2))

    def press(self, key: Any) -> Change:
        """Turn a page, change the game, or close."""
        if key == "back":
            return Pop()
        if key in ("prev", "next"):
            self.page = max(0, min(len(self.sheets) - 1, self.page + (1 if key == "next" else -1)))
        elif isinstance(key, tuple):
            self.game = key[1]
            self.turn_to(0)
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back closes the rules."""
        return Pop()
