"""The final scores: each player's breakdown revealed line by line, a bar chart, and the winner.

Everything shown comes from `final_state.result` (game/rules/scoring.py); this screen only
words it. A tap speeds the reveal up; afterwards each player's bar opens their breakdown.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame

from game.rules import GameState
from game.rules.scoring import FinalScore, PlayerScore, final_score
from game.scenes.screen import (BROWN, CREAM, GREEN, NIGHT, ButtonScreen, fitted, header, icon, panel, paper,
                                play_sound, text)
from game.scenes.menu import MenuScene
from game.scenes.scoring_layout import scores_layout, worded
from game.scenes.stack import Change, Replace, Reset
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.pointer import Back, Confirm, Intent, Tap
from game.view.text import font
from game.view.widgets import Button

PACE = 0.55          # seconds between two revealed lines
ENDINGS = {"last_round": "The last round is over.", "golden_ticket": "Six tickets done!",
           "last_train": "The last train is on the board.", "stalemate": "Nobody could move any more."}


class ScoringScene(ButtonScreen):
    """Final scoring of a finished game; then play again (same table, new seed) or the menu."""

    def __init__(self, final_state: GameState, config: Any) -> None:
        self.state = final_state
        self.config = config
        self.result: FinalScore = final_state.result or final_score(final_state, final_state.end or "")
        self.counting = final_state.rules.score_by == "completed_tickets"
        self.lines = [[worded(line, final_state) for line in p.lines] for p in self.result.players]
        # The reveal, in seat order: a player's name (-1), each line, the total; then the winner.
        self.steps = [(p, i) for p in range(len(self.lines)) for i in range(-1, len(self.lines[p]) + 1)]
        sums = [0] + [sum(ln.points for ln in p.lines[:k]) for p in self.result.players
                      for k in range(1, len(p.lines) + 1)]
        self.low, self.high = min(sums), max(1, max(sums))  # the chart's scale fits every step
        self.bars = [0.0] * len(self.lines)   # bar lengths as drawn, easing toward the scores
        self.shown = 0
        self.clock = 0.0
        self.viewed: int | None = None   # the player whose sheet is open after the reveal
        self.scroll = 0                  # the first line in view of a long breakdown
        self._sheet: tuple[Any, pygame.Surface] | None = None

    @property
    def done(self) -> bool:
        """True once every line and the winner are shown."""
        return self.shown > len(self.steps)

    def revealed(self, seat: int) -> int:
        """How many of a player's lines are shown (one more than the lines: the total)."""
        return sum(1 for p, i in self.steps[:self.shown] if p == seat and i >= 0)

    def running(self, seat: int) -> int | None:
        """The player's score so far, or None before any of it is shown."""
        n = self.revealed(seat)
        return sum(line.points for line in self.result.players[seat].lines[:n]) if n else None

    def current(self) -> int:
        """The player whose sheet is shown: being revealed, or chosen, or the first winner."""
        if not self.done:
            return self.steps[self.shown - 1][0] if self.shown else 0
        return self.viewed if self.viewed is not None else self.result.winners[0]

    def busy(self) -> bool:
        """True while a bar is still growing (between two lines nothing moves: see wake).

        Until it has reached its score exactly: the frame that puts it there is drawn too."""
        return any(b != (self.running(i) or 0) for i, b in enumerate(self.bars))

    def wake(self) -> float | None:
        """At once while a bar grows, else when the next line is due; nothing once all is shown."""
        if self.busy():
            return 0.0
        return None if self.done else max(0.0, PACE - self.clock)

    def update(self, dt: float) -> Change:
        """Reveal the next line every PACE seconds; bars ease toward the scores."""
        for i, bar in enumerate(self.bars):
            target = self.running(i) or 0
            self.bars[i] = target if abs(target - bar) < 0.05 else bar + (target - bar) * min(1.0, dt * 8)
        self.clock += dt
        while self.clock >= PACE and not self.done:
            self.clock -= PACE
            self.reveal()
        return None

    def reveal(self, quiet: bool = False) -> None:
        """Show one more step (or the winner), with its sound."""
        self.shown += 1
        self.redraw()   # a name or a line appeared though nothing may be moving
        if self.done:
            self.rebuild()
            if not quiet:
                play_sound(self.app, "win")
            return
        seat, i = self.steps[self.shown - 1]
        if not quiet and 0 <= i < len(self.lines[seat]):
            mark = self.lines[seat][i].mark
            play_sound(self.app, {"check": "ticket_completed", "cross": "ticket_failed"}.get(mark, "tap"))

    def skip(self) -> None:
        """A tap during the reveal: the rest of this player's lines (or the next player's) at once."""
        seat = self.current()
        if self.revealed(seat) > len(self.lines[seat]) and self.shown < len(self.steps):
            seat = self.steps[self.shown][0]
        while self.shown < len(self.steps) and self.steps[self.shown][0] == seat:
            self.reveal(quiet=True)
        if self.shown == len(self.steps):
            self.reveal()
        self.clock = 0.0

    def skip_all(self) -> None:
        """Show everything at once."""
        while not self.done:
            self.reveal(quiet=self.shown < len(self.steps))

    def arrange(self) -> None:
        """Lay out for the screen; the sheet and the cars are drawn again at the new size."""
        self.layout = scores_layout(self.m, len(self.lines))
        self._sheet = None
        self._cars: dict[tuple[int, int], pygame.Surface | None] = {}
        super().arrange()

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """During the reveal the screen above the corners' band (a tap goes faster); afterwards the buttons."""
        if not self.done:
            return [("faster", self._faster_area())]
        return super().targets()

    def _faster_area(self) -> pygame.Rect:
        """Where a tap hurries the reveal: not the bottom band where hands rest on a small screen."""
        w, h = self.app.size
        return pygame.Rect(0, 0, w, h - self.m.corner)

    def make_buttons(self) -> list[Button]:
        """After the reveal: a row per player (opens the sheet), scrolling a long sheet, play again and menu."""
        if not self.done:
            return []
        m, lay = self.m, self.layout
        rows = [Button(("player", p.seat), lay.rows[p.seat], color=CREAM) for p in self.result.players]
        longest = len(self.lines[self.current()]) - lay.visible
        if longest > 0:
            rows += [Button("up", lay.scroll[0], icon=icon("up", m.font(30)), color=BROWN, enabled=self.scroll > 0),
                     Button("down", lay.scroll[1], icon=icon("down", m.font(30)), color=BROWN,
                            enabled=self.scroll < longest)]
        strip, size, gap = lay.buttons, m.font(26 if m.compact else 32), m.px(12)
        again = pygame.Rect(0, strip.y, min(m.px(276), strip.w * 4 // 7), strip.h)
        again.right = strip.right
        menu = pygame.Rect(0, strip.y, min(m.px(200), strip.w - again.w - gap), strip.h)
        menu.right = again.x - gap
        return rows + [Button("menu", menu, "Menu", size=size, color=BROWN),
                       Button("again", again, "Play again", icon=icon("next", m.font(28)), size=size, color=GREEN)]

    def handle(self, intent: Intent) -> Change:
        """During the reveal a tap or Enter goes faster and Back shows all; then as buttons."""
        if not self.done:
            if isinstance(intent, Confirm) or isinstance(intent, Tap) and self._faster_area().collidepoint(intent.pos):
                self.skip()
            elif isinstance(intent, Back):
                self.skip_all()
            return None
        return super().handle(intent)

    def press(self, key: Any) -> Change:
        """Open a player's sheet, play again with a new seed, or go to the menu."""
        if key == "again":
            from game.scenes.play import PlayScene
            return Replace(PlayScene(replace(self.config, seed=random.randrange(1, 2**31))))
        if key == "menu":
            return Reset(MenuScene())
        if key in ("up", "down"):
            visible, count = self.layout.visible, len(self.lines[self.current()])
            self.scroll = max(0, min(count - visible, self.scroll + (visible - 1) * (1 if key == "down" else -1)))
        elif isinstance(key, tuple):
            self.viewed, self.scroll = key[1], 0
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back after the reveal goes to the menu."""
        return Reset(MenuScene())

    def paint(self) -> pygame.Surface:
        """Header and the two cards, painted once per size."""
        out = paper(self.app.size, "", NIGHT)
        panel(out, self.layout.chart)
        panel(out, self.layout.sheet)
        return out

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

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, title, chart, the current sheet and the buttons (or the hint)."""
        surface.blit(self.backdrop, (0, 0))
        m, lay = self.m, self.layout
        for b in self.row.buttons:
            if isinstance(b.key, tuple) and (b.hovered or b.focused or b.key[1] == self.current()):
                pygame.draw.rect(surface, theme.ACCENT if b.focused or b.hovered else (236, 222, 192),
                                 b.rect, 0 if not b.focused else 4, border_radius=theme.RADIUS)
        self.draw_title(surface)
        self.draw_chart(surface)
        surface.blit(self.sheet(), lay.sheet.topleft)
        if self.done:
            for b in self.row.buttons:
                if not isinstance(b.key, tuple):
                    b.draw(surface)
        else:
            hint = text("Tap to go faster", m.font(26), BROWN)
            surface.blit(hint, hint.get_rect(center=lay.buttons.center))

    def draw_title(self, surface: pygame.Surface) -> None:
        """The winner (or "Final scores" during the reveal) in the top band, and how the game ended under it."""
        m, w = self.m, self.app.size[0]
        band = header(m) - m.px(6)
        title = self.winner_words() if self.done else "Final scores"
        ending = ENDINGS.get(self.result.reason, "")
        size = m.font((40 if m.compact else 46) if len(title) < 30 else (32 if m.compact else 38))
        star = m.font(40)
        image = text(fitted(title, size, w - 2 * (star + m.px(60))), size, CREAM)
        cy = band // 2 if not ending else round(band * 0.4)
        surface.blit(image, image.get_rect(center=(w // 2, cy)))
        if ending:
            words = text(ending, m.font(20), (214, 220, 236), False)
            surface.blit(words, words.get_rect(center=(w // 2, round(band * 0.82))))
        if self.done:
            for dx in (-1, 1):
                shape = icon("star", star, theme.ACCENT)
                surface.blit(shape, shape.get_rect(center=(w // 2 + dx * (image.get_width() // 2 + star), cy)))

    def winner_words(self) -> str:
        """Who won, in words."""
        names = [self.result.players[s].name for s in self.result.winners]
        if self.result.reason == "golden_ticket":
            return f"{names[0]} wins the Golden Ticket!"
        if len(names) == 1:
            return f"{names[0]} wins!"
        return f"{', '.join(names[:-1])} and {names[-1]} share the win!"

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
