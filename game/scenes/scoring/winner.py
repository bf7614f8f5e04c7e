"""The winner's moment before the scores: the name large in the train's colour, a trophy each, confetti.

It opens the scores screen (the play scene shows no celebration of its own for the end, so a
child sees one moment, not two in a row). A tie names everyone who shares the win (F8, U11, A9).
Drawn from pictures made once. It holds until a tap, but not a tap in its first GRACE seconds (one
meant for the board, still coming); untouched, it moves on by itself after MOMENT seconds, so a
game of computers or a table that has wandered off still reaches the scores. Its clock is its own:
each frame moves it at most STEP_MOST, so a slow first frame eats none of it. The headline and the
ending are fitted by game/view/text.py: a headline too long for one line breaks between the names
and the words after them, and wraps on words or shrinks; it is never cut.
"""
from __future__ import annotations

import pygame

from game.scenes.screen import CREAM, NIGHT, gradient
from game.view.celebrate import WinCheer
from game.view.metrics import Metrics
from game.view.text import Fitted, abbreviate, draw, fit, font, record

MOMENT = 8.0      # seconds the moment holds when nobody taps
GRACE = 0.5       # seconds at its start when a tap does not end it
STEP_MOST = 0.1   # seconds the moment's clock moves at most in one frame
RGB = tuple[int, int, int]
Winner = tuple[str, RGB, RGB]   # name, train colour, its dark (or, for black, light) edge
Piece = tuple[str, RGB, RGB]    # words drawn in one colour with one edge


def rim(size: int) -> int:
    """The thickness of the edge round the letters of an outlined text of this size."""
    return max(2, size // 14)


def outlined(words: str, size: int, fill: RGB, edge: RGB) -> pygame.Surface:
    """Words in a colour with a thick edge round every letter, readable on any background."""
    f = font(size, True)
    inner = f.render(words, True, fill)
    outer = f.render(words, True, edge)
    r = rim(size)
    out = pygame.Surface((inner.get_width() + 2 * r, inner.get_height() + 2 * r), pygame.SRCALPHA)
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= r * r:
                out.blit(outer, (r + dx, r + dy))
    out.blit(inner, (r, r))
    return out


def headline_words(names: list[str], golden: bool) -> tuple[str, str]:
    """Who won and the verb after it: "Anna" "wins!", or "Anna and Ben" "share the win!"."""
    if golden:
        return names[0], "wins the Golden Ticket!"
    if len(names) == 1:
        return names[0], "wins!"
    return ", ".join(names[:-1]) + " and " + names[-1], "share the win!"


def shorter_headlines(names: list[str], golden: bool) -> tuple[str, ...]:
    """The headline with every name shortened by the fitting rule, a step further each time (text.fit's
    `short`): "Maxim., WWWWW. and Com. 3 share the win!" before anything is cut."""
    forms = [abbreviate(name) or [name] for name in names]
    steps = max(len(f) for f in forms)
    return tuple(" ".join(headline_words([f[min(i, len(f) - 1)] for f in forms], golden)) for i in range(steps))


def colours_of_words(winners: list[Winner], verb: str) -> list[list[Piece]]:
    """Each word of the headline as headline_words() puts it, with its colours: a name's words in the
    winner's colour (its comma in cream), "and" and the verb in cream."""
    words: list[list[Piece]] = []
    for i, (name, fill, edge) in enumerate(winners):
        if i and i == len(winners) - 1:
            words.append([("and", CREAM, NIGHT)])
        parts = name.split()
        for j, word in enumerate(parts):
            comma = j == len(parts) - 1 and i < len(winners) - 2
            words.append([(word, fill, edge)] + ([(",", CREAM, NIGHT)] if comma else []))
    return words + [[(word, CREAM, NIGHT)] for word in verb.split()]


def headline_fits(who: str, verb: str, size: int, width: int, smallest: int) -> list[Fitted]:
    """How the headline is set, by the one fitting path: whole on one line (a little smaller at most); else the
    names on one line and the verb on the next at one size, unless wrapping the whole on words is clearly
    larger (many names); the names are shortened by the path's rule only if nothing else fits."""
    words = f"{who} {verb}"
    one = fit(words, size, width, None, smallest=max(smallest, round(size * 0.8)), short=())
    if not one.cut:
        return [one]
    names, said = (fit(part, size, width, None, smallest=smallest, short=()) for part in (who, verb))
    common = min(names.size, said.size)
    wrapped = fit(words, size, width, 2 * font(size, True).get_linesize(), smallest=smallest)
    if not names.cut and not said.cut and (wrapped.cut or common >= wrapped.size * 0.85):
        return [fit(part, common, width, None, smallest=common, short=()) for part in (who, verb)]
    return [wrapped]


class WinnerMoment:
    """The moment itself for one screen size; `step` it, `draw` it, end it with `tapped` or `finish`."""

    def __init__(self, m: Metrics, winners: list[Winner], golden: bool, ending: str, age: float = 0.0) -> None:
        w, h = m.size
        self.winners = winners
        who, verb = headline_words([name for name, _, _ in winners], golden)
        self.words = f"{who} {verb}"
        self.margin = m.px(24)
        self.backdrop = gradient((w, h), NIGHT, (12, 16, 30))
        size = m.font(84 if len(winners) == 1 else 64)
        fits = headline_fits(who, verb, size, w - 2 * self.margin - 2 * rim(size), m.font(28))
        self.headline, self.parts = _paint(fits, colours_of_words(winners, verb))
        top = m.px(16) + self.headline.get_height()
        self.ending = fit(ending, m.font(22), w - 2 * self.margin, None) if ending else None
        bottom = h - m.px(24) - (self.ending.height if self.ending else 0)
        self.cheer = WinCheer(MOMENT, area=pygame.Rect(0, top, w, bottom - top), winners=tuple(winners),
                              golden=golden, name_px=m.font(30))
        self.cheer.step(age)

    @property
    def finished(self) -> bool:
        """True once the moment is over."""
        return self.cheer.finished

    @property
    def age(self) -> float:
        """Seconds since it began (kept when the screen changes size)."""
        return self.cheer.age

    def step(self, dt: float) -> None:
        """Advance the confetti and the trophy (a long frame counts as STEP_MOST)."""
        self.cheer.step(min(dt, STEP_MOST))

    def tapped(self) -> bool:
        """A tap: the moment ends, unless it is younger than GRACE (the tap was meant for the board); True if so."""
        if self.age < GRACE:
            return False
        self.finish()
        return True

    def finish(self) -> None:
        """End it now."""
        self.cheer.finish()

    def draw(self, surface: pygame.Surface) -> None:
        """The dark backdrop, the names at the top, the trophies and confetti, how the game ended."""
        w, h = surface.get_size()
        surface.blit(self.backdrop, (0, 0))
        self.cheer.draw(surface)
        at = surface.blit(self.headline, self.headline.get_rect(midtop=(w // 2, self.cheer.area.top
                                                                         - self.headline.get_height())))
        box = pygame.Rect(self.margin, at.top, w - 2 * self.margin, at.h)
        for fitted, rect in self.parts:
            record(surface, fitted, rect.move(at.topleft), box)
        if self.ending is not None:
            height = self.ending.height
            draw(surface, self.ending, (self.margin, h - height - height // 2, w - 2 * self.margin, height),
                 (214, 220, 236), align="center")


def _paint(fits: list[Fitted], words: list[list[Piece]]) -> tuple[pygame.Surface, list[tuple[Fitted, pygame.Rect]]]:
    """The headline's lines one under the other, each word in its colours; and where each fitted part lies in it."""
    rows, parts, used, y = [], [], 0, 0
    for fitted in fits:
        top = y
        for line in fitted.lines:
            count = len(line.split())
            row = _line(line, words[used:used + count], fitted.size)
            rows.append(row)
            used += count
            y += row.get_height()
        parts.append((fitted, pygame.Rect(0, top, max(r.get_width() for r in rows[-len(fitted.lines):]), y - top)))
    image = _stack(rows)
    for _, rect in parts:
        rect.x = (image.get_width() - rect.w) // 2
    return image, parts


def _line(line: str, words: list[list[Piece]], size: int) -> pygame.Surface:
    """One line of the headline: each word outlined in its own colours, placed as the font spaces the line."""
    f, r = font(size, True), rim(size)
    out = pygame.Surface((f.size(line)[0] + 2 * r, f.get_height() + 2 * r), pygame.SRCALPHA)
    said = ""
    for i, word in enumerate(line.split()):
        pieces = words[i] if i < len(words) else [(word, CREAM, NIGHT)]
        _, fill, edge = pieces[0]
        drawn = [(word[:-1], fill, edge), (",", CREAM, NIGHT)] if len(pieces) > 1 and word.endswith(",") \
            else [(word, fill, edge)]
        said += " " if i else ""
        for words_of_piece, piece_fill, piece_edge in drawn:
            if words_of_piece:
                out.blit(outlined(words_of_piece, size, piece_fill, piece_edge), (f.size(said)[0] if said else 0, 0))
            said += words_of_piece
    return out


def _stack(rows: list[pygame.Surface]) -> pygame.Surface:
    """Pictures one under the other, centred."""
    out = pygame.Surface((max(r.get_width() for r in rows), sum(r.get_height() for r in rows)), pygame.SRCALPHA)
    y = 0
    for r in rows:
        out.blit(r, r.get_rect(midtop=(out.get_width() // 2, y)))
        y += r.get_height()
    return out
