"""The scores screen's cards: each player's row in the chart (or beside the board) and the sheet of
one player's breakdown, composed only when what it shows changes. A part of ScoringScene."""
from __future__ import annotations

from typing import Any

import pygame

from game.rules.scoring import PlayerScore
from game.scenes.screen import BROWN, fitted, icon, text
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.text import font


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
        """Beside the board: each player's car and name, to tap."""
        m, lay = self.m, self.layout
        for p in self.result.players:
            rect = lay.picks[p.seat]
            x = rect.x + m.px(10)
            car = self.car(p.seat, min(m.px(30), rect.h // 3))
            if car is not None:
                surface.blit(car, car.get_rect(midleft=(x, rect.centery)))
                x += car.get_width() + m.px(10)
            name = text(fitted(p.name, lay.big, rect.right - x - m.px(8)), lay.big, theme.INK)
            surface.blit(name, name.get_rect(midleft=(x, rect.centery)))

    def draw_chart(self, surface: pygame.Surface) -> None:
        """Each player's name and a bar of their score so far (negative scores go left)."""
        m, lay = self.m, self.layout
        lo, hi, big = self.low, self.high, lay.big
        number_w = font(big, True).size("−888")[0] + m.px(12)
        for p in self.result.players:
            rect = lay.rows[p.seat]
            _, fill, outline, _ = self.colour(p.seat)
            top = rect.y + round(rect.h * 0.3)
            car = self.car(p.seat, min(m.px(30), rect.h // 3))
            x = rect.x + m.px(12)
            if car is not None:
                surface.blit(car, car.get_rect(midleft=(x, top)))
                x += car.get_width() + m.px(12)
            star = icon("star", m.font(32), theme.ACCENT_DARK)
            name = text(fitted(p.name, big, rect.right - x - star.get_width() - m.px(16)), big, theme.INK)
            surface.blit(name, name.get_rect(midleft=(x, top)))
            if p.seat in self.result.winners and self.done:
                surface.blit(star, star.get_rect(midright=(rect.right - m.px(10), top)))
            track = pygame.Rect(rect.x + m.px(12), rect.y + round(rect.h * 0.56), rect.w - m.px(24) - number_w,
                                round(rect.h * 0.3))
            pygame.draw.rect(surface, (226, 212, 184), track, border_radius=m.px(8))
            value = self.running(p.seat)
            if value is None:
                continue
            zero = track.x + round(track.w * -lo / (hi - lo))
            end = track.x + round(track.w * (self.bars[p.seat] - lo) / (hi - lo))
            bar = pygame.Rect(min(zero, end), track.y, max(6, abs(end - zero)), track.h)
            pygame.draw.rect(surface, fill if value >= 0 else theme.BAD, bar, border_radius=m.px(8))
            pygame.draw.rect(surface, outline, bar, max(2, m.px(3)), border_radius=m.px(8))
            if lo < 0:
                pygame.draw.line(surface, BROWN, (zero, track.y - 4), (zero, track.bottom + 4), 3)
            number = text(str(value).replace("-", "−"), big, theme.INK)
            surface.blit(number, number.get_rect(midright=(rect.right - m.px(10), track.centery)))

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
        car = self.car(seat, m.px(32))
        x = left
        if car is not None:
            out.blit(car, car.get_rect(midleft=(x, lay.head // 2)))
            x += car.get_width() + m.px(16)
        size = m.font(34 if m.compact else 40)
        out.blit(*self.label(fitted(player.name, size, right - x), size, (x, lay.head // 2)))
        mark_size = m.font(26 if m.compact else 30)
        for i, line in enumerate(self.lines[seat][:min(count, len(self.lines[seat]))][top:top + lay.visible]):
            mid = lay.head + i * lay.line + lay.line // 2
            if line.mark:
                tone = {"check": theme.GOOD, "cross": theme.BAD, "star": theme.ACCENT_DARK}[line.mark]
                shape = icon(line.mark, mark_size, tone)
                out.blit(shape, shape.get_rect(midleft=(left, mid)))
            value = text(line.value, lay.small, theme.INK) if line.value else None
            if value:
                out.blit(value, value.get_rect(midright=(right, mid)))
            x = left + mark_size + m.px(12)
            room = right - x - (value.get_width() + m.px(16) if value else 0)
            out.blit(*self.label(fitted(line.label, lay.small, room), lay.small, (x, mid)))
        if count > len(self.lines[seat]):
            unit = "completed " + self.state.rules.terms.tickets if self.counting else "points"
            y = h - lay.foot + m.px(6)
            pygame.draw.line(out, BROWN, (left, y), (w - m.px(20), y), max(2, m.px(3)))
            size = m.font(30 if m.compact else 34)
            total = text(f"Total: {player.total} {unit}".replace("-", "−"), size, theme.INK)
            out.blit(total, total.get_rect(midright=(w - m.px(24), (y + h) // 2)))
        return out

    def where(self, out: pygame.Surface, top: int, count: int) -> None:
        """Between the scroll buttons: which lines of how many are in view, if there is room."""
        lay, size = self.layout, self.m.font(20)
        gap = lay.scroll[0].move(-lay.sheet.x, -lay.sheet.y).bottom, lay.scroll[1].y - lay.sheet.y
        last = min(count, top + lay.visible)
        images = [text(f"{top + 1}–{last}", size, BROWN), text(f"of {count}", size, BROWN)]
        if sum(i.get_height() for i in images) > gap[1] - gap[0]:
            return
        y = (gap[0] + gap[1]) // 2 - images[0].get_height()
        for image in images:
            out.blit(image, image.get_rect(midtop=(lay.scroll[0].centerx - lay.sheet.x, y)))
            y += image.get_height()

    @staticmethod
    def label(words: str, size: int, midleft: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
        """Words in ink and where they go, their middle left at a point."""
        image = text(words, size, theme.INK)
        return image, image.get_rect(midleft=midleft)
