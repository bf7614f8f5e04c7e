"""The final scores: each player's breakdown revealed line by line, a bar chart, and the winner.

Everything shown comes from `final_state.result` (game/rules/scoring.py); this screen only
words it. A tap speeds the reveal up; afterwards each player's bar opens their breakdown.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.rules import GameState
from game.rules.scoring import FinalScore, PlayerScore, ScoreLine, final_score
from game.scenes.screen import (BROWN, CREAM, GREEN, HEADER, NIGHT, ButtonScreen, fitted, icon, panel, paper, play_sound, text)
from game.scenes.menu import MenuScene
from game.scenes.stack import Change, Replace, Reset
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.pointer import Back, Confirm, Intent, Tap
from game.view.widgets import Button

PACE = 0.55          # seconds between two revealed lines
CHART = pygame.Rect(24, HEADER + 18, 520, 522)
SHEET = pygame.Rect(568, HEADER + 18, 688, 522)
ROW = 98             # height of one player's row in the chart
LINE = 39            # height of one line of a breakdown
VISIBLE = 9          # lines of a breakdown in view at once; longer ones scroll
ENDINGS = {"last_round": "The last round is over.", "golden_ticket": "Six tickets done!",
           "last_train": "The last train is on the board.", "stalemate": "Nobody could move any more."}


@dataclass(frozen=True)
class Shown:
    """One line of a breakdown in words: what it is, its value, and tick, cross or neither."""

    label: str
    value: str
    mark: str | None = None


def worded(line: ScoreLine, state: GameState) -> Shown:
    """A score line as a person reads it (First Journey counts tickets, not points)."""
    counting = state.rules.score_by == "completed_tickets"
    terms = state.rules.terms
    value = f"{line.points:+d}".replace("-", "−")
    if line.kind == "routes":
        label = f"{line.amount} route{'s' if line.amount != 1 else ''}"
        return Shown(f"{label} claimed", "" if counting else value)
    if line.kind == "ticket":
        ticket = next(t for t in state.board.tickets if t.id == line.ticket)
        names = f"{state.board.city(ticket.a).name} – {state.board.city(ticket.b).name}"
        shown = "" if counting and not line.completed else value
        return Shown(names, shown, "check" if line.completed else "cross")
    if line.kind == "longest_path":
        return Shown(f"Longest path ({line.amount} {terms.trains})", value, "star")
    if line.kind == "merchandise":
        return Shown(f"Merchandise ({line.amount} card{'s' if line.amount != 1 else ''})", value, "star")
    if line.kind == "coast_to_coast":
        return Shown("Coast to Coast", value if counting else "", "star")
    if line.kind == "golden_ticket":
        return Shown("Golden Ticket!", "", "star")
    return Shown(line.kind.replace("_", " ").capitalize(), value)


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
        """True while lines are still being revealed or a bar is still growing."""
        return not self.done or any(abs(b - (self.running(i) or 0)) > 0.05 for i, b in enumerate(self.bars))

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

    def make_buttons(self) -> list[Button]:
        """After the reveal: a row per player (opens the sheet), play again and menu."""
        if not self.done:
            return []
        w, h = self.app.size
        rows = [Button(("player", p.seat), self.row_rect(p.seat), color=CREAM)
                for p in self.result.players]
        longest = len(self.lines[self.current()]) - VISIBLE
        if longest > 0:
            rows += [Button("up", pygame.Rect(SHEET.x + 20, SHEET.bottom - 86, 80, 80), icon=icon("up", 30),
                            color=BROWN, enabled=self.scroll > 0),
                     Button("down", pygame.Rect(SHEET.x + 112, SHEET.bottom - 86, 80, 80),
                            icon=icon("down", 30), color=BROWN, enabled=self.scroll < longest)]
        return rows + [Button("menu", pygame.Rect(w - 520, h - 108, 200, 84), "Menu", size=32, color=BROWN),
                       Button("again", pygame.Rect(w - 300, h - 108, 276, 84), "Play again",
                              icon=icon("next", 28), size=32, color=GREEN)]

    def handle(self, intent: Intent) -> Change:
        """During the reveal a tap or Enter goes faster and Back shows all; then as buttons."""
        if not self.done:
            if isinstance(intent, (Tap, Confirm)):
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
            self.scroll = max(0, self.scroll + (VISIBLE - 1) * (1 if key == "down" else -1))
        elif isinstance(key, tuple):
            self.viewed, self.scroll = key[1], 0
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back after the reveal goes to the menu."""
        return Reset(MenuScene())

    def paint(self) -> pygame.Surface:
        """Header, the two cards and the chart's fixed parts, painted once."""
        out = paper(self.app.size, "", NIGHT)
        panel(out, CHART)
        panel(out, SHEET)
        ending = text(ENDINGS.get(self.result.reason, ""), 26, BROWN)
        out.blit(ending, ending.get_rect(midleft=(CHART.x + 8, self.app.size[1] - 66)))
        return out

    def colour(self, seat: int) -> tuple[str, tuple, tuple, str]:
        """A seat's player colour (name, fill, outline, pattern)."""
        seats = getattr(self.config, "seats", ())
        index = seats[seat].color if seat < len(seats) else seat
        return PLAYER_COLORS[index % len(PLAYER_COLORS)]

    def car(self, seat: int) -> pygame.Surface | None:
        """A seat's train car picture, if the art is loaded."""
        sprites = getattr(self.app, "sprites", None)
        return sprites.cars[self.colour(seat)[0]] if sprites is not None else None

    def row_rect(self, seat: int) -> pygame.Rect:
        """A player's row in the chart."""
        return pygame.Rect(CHART.x + 12, CHART.y + 14 + seat * ROW, CHART.w - 24, ROW - 10)

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, title, chart, the current sheet and the buttons (or the hint)."""
        surface.blit(self.backdrop, (0, 0))
        w, h = self.app.size
        title = self.winner_words() if self.done else "Final scores"
        image = text(title, 48 if len(title) < 30 else 38, CREAM)
        surface.blit(image, image.get_rect(center=(w // 2, HEADER // 2 - 2)))
        for b in self.row.buttons:
            if isinstance(b.key, tuple) and (b.hovered or b.focused or b.key[1] == self.current()):
                pygame.draw.rect(surface, theme.ACCENT if b.focused or b.hovered else (236, 222, 192),
                                 b.rect, 0 if not b.focused else 4, border_radius=theme.RADIUS)
        self.draw_chart(surface)
        surface.blit(self.sheet(), SHEET.topleft)
        if self.done:
            for b in self.row.buttons:
                if not isinstance(b.key, tuple):
                    b.draw(surface)
            for dx in (-1, 1):
                star = icon("star", 40, theme.ACCENT)
                surface.blit(star, star.get_rect(center=(w // 2 + dx * (image.get_width() // 2 + 44),
                                                         HEADER // 2 - 2)))
        else:
            hint = text("Tap to go faster", 26, BROWN)
            surface.blit(hint, hint.get_rect(midright=(w - 40, h - 66)))

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
        lo, hi = self.low, self.high
        for p in self.result.players:
            rect = self.row_rect(p.seat)
            _, fill, outline, _ = self.colour(p.seat)
            car = self.car(p.seat)
            if car is not None:
                surface.blit(car, car.get_rect(midleft=(rect.x + 12, rect.y + 24)))
            surface.blit(text(fitted(p.name, 30, 300), 30, theme.INK), (rect.x + 120, rect.y + 6))
            if p.seat in self.result.winners and self.done:
                surface.blit(icon("star", 36, theme.ACCENT_DARK), (rect.right - 48, rect.y + 6))
            track = pygame.Rect(rect.x + 12, rect.y + 48, rect.w - 110, 32)
            pygame.draw.rect(surface, (226, 212, 184), track, border_radius=8)
            value = self.running(p.seat)
            if value is None:
                continue
            zero = track.x + round(track.w * -lo / (hi - lo))
            end = track.x + round(track.w * (self.bars[p.seat] - lo) / (hi - lo))
            bar = pygame.Rect(min(zero, end), track.y, max(6, abs(end - zero)), track.h)
            pygame.draw.rect(surface, fill if value >= 0 else theme.BAD, bar, border_radius=8)
            pygame.draw.rect(surface, outline, bar, 3, border_radius=8)
            if lo < 0:
                pygame.draw.line(surface, BROWN, (zero, track.y - 4), (zero, track.bottom + 4), 3)
            number = text(str(value).replace("-", "−"), 32, theme.INK)
            surface.blit(number, number.get_rect(midright=(rect.right - 10, track.centery)))

    def window(self, seat: int) -> tuple[int, int]:
        """How many of a player's lines are shown, and the first one in view."""
        count = len(self.lines[seat]) + 1 if self.done else self.revealed(seat)
        listed = min(count, len(self.lines[seat]))
        top = self.scroll if self.done else listed - VISIBLE
        return count, max(0, min(top, len(self.lines[seat]) - VISIBLE))

    def sheet(self) -> pygame.Surface:
        """The current player's breakdown so far, composed again only when it changes."""
        seat = self.current()
        key = (seat, *self.window(seat))
        if self._sheet is None or self._sheet[0] != key:
            self._sheet = (key, self.compose_sheet(*key))
        return self._sheet[1]

    def compose_sheet(self, seat: int, count: int, top: int) -> pygame.Surface:
        """A player's name, the lines in view (of the first `count`) and, once shown, the total."""
        out = self.backdrop.subsurface(SHEET).copy()  # opaque: cheap to blit every frame
        player: PlayerScore = self.result.players[seat]
        car = self.car(seat)
        if car is not None:
            out.blit(car, car.get_rect(midleft=(20, 38)))
        out.blit(text(fitted(player.name, 40, 480), 40, theme.INK), (130, 14))
        lines = self.lines[seat][:min(count, len(self.lines[seat]))]
        for i, line in enumerate(lines[top:top + VISIBLE]):
            y = 72 + i * LINE
            if line.mark:
                tone = {"check": theme.GOOD, "cross": theme.BAD, "star": theme.ACCENT_DARK}[line.mark]
                out.blit(icon(line.mark, 30, tone), (20, y + 2))
            value = text(line.value, 30, theme.INK) if line.value else None
            room = SHEET.w - 92 - (value.get_width() + 20 if value else 0)
            out.blit(text(fitted(line.label, 30, room), 30, theme.INK), (62, y))
            if value:
                out.blit(value, value.get_rect(topright=(SHEET.w - 28, y)))
        if count > len(self.lines[seat]):
            unit = "completed " + self.state.rules.terms.tickets if self.counting else "points"
            pygame.draw.line(out, BROWN, (20, SHEET.h - 96), (SHEET.w - 20, SHEET.h - 96), 3)
            total = text(f"Total: {player.total} {unit}".replace("-", "−"), 34, theme.INK)
            out.blit(total, total.get_rect(midright=(SHEET.w - 28, SHEET.h - 48)))
        return out
