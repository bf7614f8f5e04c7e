"""The scores screen's cards: each player's row in the chart (or beside the board) and the sheet of
one player's breakdown, composed only when what it shows changes. A part of ScoringScene."""
from __future__ import annotations

from typing import Any

import pygame

from game.rules.scoring import PlayerScore
from game.scenes.screen import BROWN, icon, write
from game.view import theme
from game.view.metrics import MIN_TEXT_PX
from game.view.palette import PLAYER_COLORS
from game.view.text import Fitted, fit, font
from game.view.widgets import one_line_first


NAME_LEAST = 20   # units: a name is not drawn smaller than this beside the car (else the car gives way)


def whole(words: str, size: int, width: int, height: int, short: tuple[str, ...] = ()) -> Fitted:
    """A name or a total as a player must read it, never cut while the smallest text fits: on one line while it
    need be at most a quarter smaller, else smaller still or on more lines (wrapped on words); shortened only to
    the `short` forms, and only if nothing else fits (none by default)."""
    one = fit(words, size, width, smallest=max(MIN_TEXT_PX, size * 3 // 4), short=())
    return one if not one.cut else fit(words, size, width, height, short=short)


class ScoreCards:
    """The chart, the rows beside the board and the breakdown sheet (uses the scene's layout and result)."""

    app: Any
    config: Any
    layout: Any
    _cars: dict[tuple[int, int], pygame.Surface | None]
    _sheet: tuple[Any, pygame.Surface] | None

    def colour(self, seat: int) -> tuple[str, tuple, tuple, str]:
        """A seat's player colour (name, fill, outline, pattern)."""
        seats = getattr(self.config, "seats", ())
        index = seats[seat].color if seat < len(seats) else seat
        return PLAYER_COLORS[index % len(PLAYER_COLORS)]

    def car(self, seat: int, height: int) -> pygame.Surface | None:
        """A seat's train car picture at this height, scaled once per size (None without the art)."""
        key = (seat, height)
        if key not in self._cars:
            sprites = getattr(self.app, "sprites", None)
            image = sprites.cars[self.colour(seat)[0]] if sprites is not None else None
            if image is not None:
                width = round(image.get_width() * height / image.get_height())
                image = pygame.transform.smoothscale(image, (width, height))
            self._cars[key] = image
        return self._cars[key]

    def draw_picks(self, surface: pygame.Surface) -> None:
        """Beside the board: each player's name over their car, to tap."""
        m, lay = self.m, self.layout
        for p in self.result.players:
            rect = lay.picks[p.seat]
            inner = rect.inflate(-2 * m.px(10), -2 * m.px(4))
            car = self.car(p.seat, min(m.px(30), rect.h // 3))
            below = car.get_height() + m.px(4) if car is not None else 0
            if car is not None:
                surface.blit(car, car.get_rect(bottomleft=inner.bottomleft))
            room = pygame.Rect(inner.x, inner.y, inner.w, inner.h - below)
            write(surface, whole(p.name, lay.big, room.w, room.h), room, theme.INK)

    def draw_chart(self, surface: pygame.Surface) -> None:
        """Each player's name across their row, and under it their car and a bar of their score so far
        (negative scores go left)."""
        m, lay = self.m, self.layout
        lo, hi, big = self.low, self.high, lay.big
        number_w = font(big, True).size("−888")[0] + m.px(12)
        star = icon("star", m.font(32), theme.ACCENT_DARK)
        for p in self.result.players:
            rect = lay.rows[p.seat]
            _, fill, outline, _ = self.colour(p.seat)
            half = round(rect.h * 0.5)
            name = pygame.Rect(rect.x + m.px(12), rect.y + m.px(2), rect.w - m.px(30) - star.get_width(),
                               half - m.px(2))
            write(surface, whole(p.name, big, name.w, name.h), name, theme.INK)
            if p.seat in self.result.winners and self.done:
                surface.blit(star, star.get_rect(midright=(rect.right - m.px(10), name.centery)))
            car = self.car(p.seat, min(m.px(26), rect.h // 4))
            low = rect.y + round(rect.h * 0.72)   # the middle of the bar's line
            x = rect.x + m.px(12)
            if car is not None:
                surface.blit(car, car.get_rect(midleft=(x, low)))
                x += car.get_width() + m.px(8)
            end = rect.right - m.px(10)   # the score's right edge
            track = pygame.Rect(x, low - round(rect.h * 0.13), end - number_w - x, round(rect.h * 0.26))
            pygame.draw.rect(surface, (226, 212, 184), track, border_radius=m.px(8))
            value = self.running(p.seat)
            if value is None:
                continue
            zero = track.x + round(track.w * -lo / (hi - lo))
            tip = track.x + round(track.w * (self.bars[p.seat] - lo) / (hi - lo))
            bar = pygame.Rect(min(zero, tip), track.y, max(6, abs(tip - zero)), track.h)
            pygame.draw.rect(surface, fill if value >= 0 else theme.BAD, bar, border_radius=m.px(8))
            pygame.draw.rect(surface, outline, bar, max(2, m.px(3)), border_radius=m.px(8))
            if lo < 0:
                pygame.draw.line(surface, BROWN, (zero, track.y - 4), (zero, track.bottom + 4), 3)
            score = pygame.Rect(track.right, rect.y + half, end - track.right, rect.h - half)
            write(surface, str(value).replace("-", "−"), score, theme.INK, big, align="right", one_line=True)

    def window(self, seat: int) -> tuple[int, int]:
        """How many of a player's lines are shown, and the first one in view."""
        visible = self.layout.visible
        count = len(self.lines[seat]) + 1 if self.done else self.revealed(seat)
        listed = min(count, len(self.lines[seat]))
        top = self.scroll if self.done else listed - visible
        return count, max(0, min(top, len(self.lines[seat]) - visible))

    def sheet(self) -> pygame.Surface:
        """The current player's breakdown so far, composed again only when it changes."""
        seat = self.current()
        key = (seat, *self.window(seat))
        if self._sheet is None or self._sheet[0] != key:
            self._sheet = (key, self.compose_sheet(*key))
        return self._sheet[1]

    def compose_sheet(self, seat: int, count: int, top: int) -> pygame.Surface:
        """A player's name, the lines in view (of the first `count`) and, once shown, the total."""
        m, lay = self.m, self.layout
        out = self.backdrop.subsurface(lay.sheet).copy()  # opaque: cheap to blit every frame
        w, h = out.get_size()
        player: PlayerScore = self.result.players[seat]
        left, right = m.px(18), w - m.px(24)
        if len(self.lines[seat]) > lay.visible:   # the scroll buttons' column, and which lines show
            right = lay.scroll[0].x - lay.sheet.x - m.px(12)
            if self.done:
                self.where(out, top, len(self.lines[seat]))
        self.sheet_name(out, seat, pygame.Rect(left, m.px(8), w - m.px(24) - left, lay.head - m.px(8)))   # off the rim
        mark_size = m.font(26 if m.compact else 30)
        label_x = left + mark_size + m.px(12)
        size = self.line_size(seat, right - label_x)
        for i, line in enumerate(self.lines[seat][:min(count, len(self.lines[seat]))][top:top + lay.visible]):
            y = lay.head + i * lay.line
            if line.mark:
                tone = {"check": theme.GOOD, "cross": theme.BAD, "star": theme.ACCENT_DARK}[line.mark]
                shape = icon(line.mark, mark_size, tone)
                out.blit(shape, shape.get_rect(midleft=(left, y + lay.line // 2)))
            value = write(out, line.value, (left, y, right - left, lay.line), theme.INK, size, align="right",
                          one_line=True) if line.value else pygame.Rect(right, y, 0, 0)
            width = value.x - m.px(16) - label_x
            write(out, one_line_first(line.label, size, width, lay.line), (label_x, y, width, lay.line), theme.INK)
        if count > len(self.lines[seat]):
            y = h - lay.foot + m.px(6)
            pygame.draw.line(out, BROWN, (left, y), (w - m.px(20), y), max(2, m.px(3)))
            room = pygame.Rect(left, y, w - m.px(24) - left, h - y)
            total = whole(self.total_words(player), m.font(30 if m.compact else 34), room.w, room.h)
            write(out, total, room, theme.INK, align="right")
        return out

    def sheet_name(self, out: pygame.Surface, seat: int, line: pygame.Rect) -> None:
        """The sheet's name line, after the player's car: above the scroll buttons, so the sheet's whole width,
        on two lines if need be. The car gives way to a name that would be small beside it (the chart has it)."""
        m, name = self.m, self.result.players[seat].name
        car, size = self.car(seat, m.px(32)), m.font(34 if m.compact else 40)
        shift = car.get_width() + m.px(16) if car is not None else 0
        beside = pygame.Rect(line.x + shift, line.y, line.w - shift, line.h)
        fitted = whole(name, size, beside.w, beside.h)
        if car is not None and fitted.size >= m.font(NAME_LEAST):
            out.blit(car, car.get_rect(midleft=(line.x, line.centery)))
            line = beside
        else:
            fitted = whole(name, size, line.w, line.h)
        write(out, fitted, line, theme.INK)

    def total_words(self, player: PlayerScore) -> str:
        """A player's total in words: 'Total: 58 points', or the tickets completed where they are the score."""
        terms = self.state.rules.terms
        one = abs(player.total) == 1
        unit = f"completed {terms.ticket if one else terms.tickets}" if self.counting else "point" if one else "points"
        return f"Total: {player.total} {unit}".replace("-", "−")

    def line_size(self, seat: int, room: int) -> int:
        """One text size for all of a player's lines: the largest at which each fits beside its value (on two
        lines where one would make it too small and a line is high enough)."""
        lay, gap = self.layout, self.m.px(16)
        widest = font(lay.small, True).size("−88")[0]
        return min([lay.small] + [one_line_first(line.label, lay.small, room - gap - (widest if line.value else 0),
                                                 lay.line).size for line in self.lines[seat]])

    def where(self, out: pygame.Surface, top: int, count: int) -> None:
        """Between the scroll buttons: which lines of how many are in view, if there is room."""
        lay, size = self.layout, self.m.font(20)
        up, down = (r.move(-lay.sheet.x, -lay.sheet.y) for r in lay.scroll)
        line = font(size, True).get_linesize()
        middle = (up.bottom + down.y) // 2
        rooms = [pygame.Rect(up.x, middle - line, up.w, line), pygame.Rect(up.x, middle, up.w, line)]
        last = min(count, top + lay.visible)
        lines = [fit(words, size, up.w, short=()) for words in (f"{top + 1}–{last}", f"of {count}")]
        if down.y - up.bottom >= 2 * line and not any(words.cut for words in lines):
            for words, room in zip(lines, rooms):
                write(out, words, room, BROWN, align="center")
