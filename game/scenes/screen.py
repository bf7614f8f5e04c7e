"""The look and button handling that every screen around play shares.

Every such screen is a ButtonScreen: its static parts are painted once into a backdrop
surface (again when the screen changes size), its buttons live in one ButtonRow (hover, Tab
focus, Enter), and a tap answers with the button's key. Words are fitted into their room by
game/view/text.py (write() here is its draw()); icons are drawn once and cached. Sizes are in
units of the screen's Metrics (game/view/metrics.py).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.audio.sound import play_sound  # noqa: F401 (the screens share it)
from game.scenes.stack import Change, Scene
from game.view import theme
from game.view.metrics import Metrics
from game.view.pointer import Back, Confirm, Focus, Hover, Intent, Tap
from game.view.text import draw as write  # noqa: F401 (the screens share it)
from game.view.widgets import Button, ButtonRow

# The warm colours of the screens around play (the board's own colours live in palette.py).
CREAM = theme.PAPER
SAND = (236, 222, 192)
BROWN = (92, 58, 34)
RED = (186, 62, 46)
TEAL = (34, 106, 118)
GREEN = (58, 142, 74)
PLUM = (112, 64, 118)
NIGHT = (30, 40, 66)
HEADER = 112          # units: the coloured band at the top of a screen (less on small screens)
HEADER_COMPACT = 84


@lru_cache(maxsize=128)
def icon(name: str, size: int = 36, colour: tuple = CREAM) -> pygame.Surface:
    """A small drawn picture (arrows, tick, cross, plus, minus, star, box, book, gear, house), since the font has none."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    k, w = size / 36, max(3, size // 7)
    pts = {"prev": [(26, 4), (26, 32), (6, 18)], "next": [(10, 4), (10, 32), (30, 18)],
           "back": [(24, 4), (24, 32), (4, 18)], "up": [(4, 26), (32, 26), (18, 6)],
           "down": [(4, 10), (32, 10), (18, 30)]}
    if name in pts:
        pygame.draw.polygon(s, colour, [(x * k, y * k) for x, y in pts[name]])
    elif name == "check":
        pygame.draw.lines(s, colour, False, [(5 * k, 19 * k), (14 * k, 29 * k), (31 * k, 7 * k)], w)
    elif name == "cross":
        pygame.draw.line(s, colour, (7 * k, 7 * k), (29 * k, 29 * k), w)
        pygame.draw.line(s, colour, (29 * k, 7 * k), (7 * k, 29 * k), w)
    elif name in ("plus", "minus"):
        pygame.draw.rect(s, colour, (4 * k, 18 * k - w / 2, 28 * k, w))
        if name == "plus":
            pygame.draw.rect(s, colour, (18 * k - w / 2, 4 * k, w, 28 * k))
    elif name == "saves":   # a box of games, its lid and a label
        pygame.draw.rect(s, colour, (4 * k, 12 * k, 28 * k, 20 * k), w // 2 + 1, border_radius=round(3 * k))
        pygame.draw.rect(s, colour, (2 * k, 6 * k, 32 * k, 7 * k), border_radius=round(2 * k))
        pygame.draw.rect(s, colour, (13 * k, 18 * k, 10 * k, 5 * k))
    elif name == "book":   # an open book: two pages with lines
        for x0, x1 in ((3, 17), (19, 33)):
            pygame.draw.rect(s, colour, (x0 * k, 7 * k, (x1 - x0) * k, 24 * k), max(2, w // 2))
            for y in (13, 18, 23):
                pygame.draw.line(s, colour, ((x0 + 3) * k, y * k), ((x1 - 3) * k, y * k), max(1, w // 3))
    elif name == "gear":   # eight teeth round a ring
        c = size / 2
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(s, colour, (c + 9 * k * math.cos(a), c + 9 * k * math.sin(a)),
                             (c + 16 * k * math.cos(a), c + 16 * k * math.sin(a)), max(3, round(6 * k)))
        pygame.draw.circle(s, colour, (c, c), 11 * k, max(3, round(6 * k)))
    elif name == "home":   # a house: roof and walls with a door
        pygame.draw.polygon(s, colour, [(2 * k, 18 * k), (18 * k, 3 * k), (34 * k, 18 * k)])
        pygame.draw.rect(s, colour, (7 * k, 17 * k, 22 * k, 16 * k))
        pygame.draw.rect(s, (0, 0, 0, 0), (15 * k, 23 * k, 7 * k, 10 * k))
    elif name == "star":
        c, r = size / 2, size / 2
        pygame.draw.polygon(s, colour, [(c + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                                         c - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))
                                        for i in range(10)])
    return s


def gradient(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    """A surface shading from one colour at the top to another at the bottom (drawn once)."""
    out = pygame.Surface(size)
    w, h = size
    for y in range(h):
        t = y / max(1, h - 1)
        out.fill([round(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y, w, 1))
    return out


def header(m: Metrics) -> int:
    """The height in pixels of a screen's top band."""
    return max(m.px(HEADER_COMPACT if m.compact else HEADER), m.target(64) + m.px(12))   # room for a Back button


def paper(size: tuple[int, int], title: str, band: tuple = TEAL) -> pygame.Surface:
    """A screen's backdrop to paint on: a copy of the one drawn once per title and colour."""
    return _paper(size, title, band).copy()


@lru_cache(maxsize=16)
def _paper(size: tuple[int, int], title: str, band: tuple) -> pygame.Surface:
    """Warm paper with a coloured header band, its title and a track along the bottom."""
    out = gradient(size, (252, 246, 232), SAND)
    w, h = size
    m = Metrics.for_size(size)
    top = header(m)
    pygame.draw.rect(out, band, (0, 0, w, top))
    pygame.draw.rect(out, tuple(max(0, c - 40) for c in band), (0, top - m.px(6), w, m.px(6)))
    side = m.px(28) + max(m.target(), m.px(180))   # clear of the Back button, and as much on the right
    if title:
        write(out, title, pygame.Rect(side, 0, w - 2 * side, top - m.px(6)), CREAM, m.font(44 if m.compact else 48),
              align="center", one_line=True)
    step, tie = m.px(34), m.px(18)
    for x in range(-10, w, step):  # sleepers and rails: a quiet railway along the bottom edge
        pygame.draw.rect(out, (150, 116, 82), (x, h - m.px(20), tie, m.px(16)), border_radius=3)
    pygame.draw.line(out, (110, 104, 100), (0, h - m.px(16)), (w, h - m.px(16)), 3)
    pygame.draw.line(out, (110, 104, 100), (0, h - m.px(8)), (w, h - m.px(8)), 3)
    return out


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple = CREAM, edge: tuple = (214, 196, 160)) -> None:
    """A rounded card with a soft shadow, for grouping things on a backdrop."""
    pygame.draw.rect(surface, (196, 178, 146), rect.move(0, 5), border_radius=theme.RADIUS + 4)
    pygame.draw.rect(surface, fill, rect, border_radius=theme.RADIUS + 4)
    pygame.draw.rect(surface, edge, rect, 3, border_radius=theme.RADIUS + 4)


def back_button(m: Metrics, label: str = "Back") -> Button:
    """The top-left button that leaves a screen, inside the top band."""
    h = min(m.target(80), header(m) - m.px(16))
    h = max(h, m.target(64))
    return Button("back", pygame.Rect(m.px(16), max(4, (header(m) - h) // 2), max(m.target(), m.px(180)), h), label,
                  icon=icon("back", m.font(30), theme.INK), color=SAND, size=m.font(theme.FONT))


class ButtonScreen(Scene):
    """A screen of big buttons over a backdrop painted once; subclasses say what the keys do."""

    default: Any = None  # the key Enter presses when no button has keyboard focus

    def enter(self, app: Any) -> None:
        """Keep the app; the buttons and backdrop are made by arrange()."""
        super().enter(app)
        self.row = ButtonRow([])

    @property
    def m(self) -> Metrics:
        """The screen's metrics."""
        return self.app.metrics

    def arrange(self) -> None:
        """Build the buttons and paint the backdrop for the screen's size."""
        self.rebuild()
        self.backdrop = self.paint()

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """The buttons."""
        return [(str(b.key), b.rect) for b in self.row.buttons]

    def make_buttons(self) -> list[Button]:
        """The screen's buttons."""
        return []

    def paint(self) -> pygame.Surface:
        """The static picture behind the buttons."""
        return paper(self.app.size, "")

    def rebuild(self) -> None:
        """Make the buttons again (after a choice changed them), keeping keyboard focus."""
        focus = self.row.focus
        self.row = ButtonRow(self.make_buttons())
        if 0 <= focus < len(self.row.buttons):
            self.row.focus = focus
            self.row.buttons[focus].focused = True

    def button(self, key: Any) -> Button:
        """The button with this key (tests tap at its rect)."""
        return next(b for b in self.row.buttons if b.key == key)

    def handle(self, intent: Intent) -> Change:
        """Hover, focus and presses; Back leaves the screen."""
        if isinstance(intent, Hover):
            if self.row.hover(intent.pos):
                self.redraw()
        elif isinstance(intent, Focus):
            self.row.step_focus(intent.step)
        elif isinstance(intent, Tap):
            hit = self.row.at(intent.pos)
            return self.tap(hit.key) if hit else self.tap_elsewhere(intent.pos)
        elif isinstance(intent, Confirm):
            chosen = self.row.focused()
            key = (chosen.key if chosen.enabled else None) if chosen else self.default
            return None if key is None else self.tap(key)
        elif isinstance(intent, Back):
            return self.back()
        return None

    def tap(self, key: Any) -> Change:
        """A button was pressed: a click sound, then what the key means."""
        play_sound(self.app, "tap")
        return self.press(key)

    def press(self, key: Any) -> Change:
        """What pressing a button does."""
        return None

    def tap_elsewhere(self, pos: tuple[int, int]) -> Change:
        """A tap that hit no button."""
        return None

    def back(self) -> Change:
        """Back, Escape or a right click."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The cached backdrop and the buttons."""
        surface.blit(self.backdrop, (0, 0))
        self.row.draw(surface)


def unsaved_moves(app: Any) -> str | None:
    """Why the game being played has moves not on disk after one more try; None when every move is written (or
    no game is being played)."""
    saver, game = getattr(app, "autosaver", None), app.stack.game()
    return None if saver is None or game is None else saver.unsaved(game.autosave)
