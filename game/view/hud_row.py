"""A player's row of the side panel: colour, name, score and every count that scores, whatever the row's size.

No count is ever left out (trains, cards, tickets and, in Amsterdam, each merchandise deck): the row takes
the largest text that shows them all, on the line under the name, on two lines (the merchandise beneath),
or, in a row too low for two lines, all on one line beside the name; icons and gaps shrink before the text
does. The name goes through the one fitting path (game/view/text.py): smaller, then shortened by its rule.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.move_pictures import LastMove, picture, room_for
from game.view.palette import PLAYER_COLORS
from game.view.text import SMALLER, WHOLE, Fitted, draw, fit, font

STAT = 22          # units: text size of the counts in a player row
NAME = 26          # units: the player's name
CORE = ("trains", "cards", "tickets")


@dataclass(frozen=True)
class SeatInfo:
    """What a player row shows: all public."""

    name: str
    color: int                 # index into PLAYER_COLORS
    computer: bool
    score: int
    goal: int | None           # tickets to complete for a win (First Journey), else None
    trains: int
    cards: int
    tickets: int
    merchandise: tuple[tuple[str, int], ...]
    coast: bool
    current: bool
    start_trains: int = 0      # trains each player began with (the picture of trains left is as long then)
    pictures: bool = False     # for players who cannot read yet: trains left and tickets done as pictures
    last: LastMove | None = None   # the seat's last move, as a small picture where the row has room
    phone: str = ""            # "online" or "offline" for a seat played on a phone, "" on the screen


@dataclass(frozen=True)
class RowPlan:
    """How a row is laid out: text sizes, the icons' side, the gaps, and which counts go on which line."""

    name_px: int
    stat_px: int
    icon: int                          # px: the side of a count's icon
    gap: int                           # px between two counts
    spacing: int                       # px between two lines
    lines: tuple[tuple[int, ...], ...]  # indices into the row's counts, a tuple for each line under the name
    one_line: bool = False             # name, counts and score all on one line


def counts(info: SeatInfo) -> list[tuple[str, int]]:
    """Every count a row shows, in order: trains, cards, tickets, then each merchandise deck."""
    return [("trains", info.trains), ("cards", info.cards), ("tickets", info.tickets)] + list(info.merchandise)


class RowArt:
    """Draws player rows for one screen (its Metrics) with the merchandise decks' pictures."""

    def __init__(self, merchandise_icons: dict[str, pygame.Surface], m: Metrics) -> None:
        self.merch = merchandise_icons
        self.m = m
        self._scaled: dict[tuple[str, int], pygame.Surface] = {}

    # --- measuring -----------------------------------------------------------------------

    def _edges(self) -> tuple[int, int, int]:
        """The colour bar's width, where the words start and the margin at the right (px)."""
        bar = max(6, self.m.px(12))
        return bar, bar + self.m.px(10), self.m.px(10)

    def _score_text(self, info: SeatInfo) -> str:
        """The score as written: points, or tickets done out of the goal."""
        return f"{info.score}/{info.goal}" if info.goal is not None else str(info.score)

    def _score_width(self, info: SeatInfo, size: int) -> int:
        """The score's width with its icon (px)."""
        f = font(size, True)
        return f.get_height() + 4 + f.size(self._score_text(info))[0]

    def _mark(self, info: SeatInfo, size: int) -> int:
        """The width the mark after a name takes (px), 0 for a person on this screen."""
        icon = _mark_icon(info, size)
        return icon.get_width() + 4 if icon is not None else 0

    def _group(self, n: int, size: int, icon: int) -> int:
        """A count's width: its icon, a little space and its number (px)."""
        return icon + 2 + font(size, True).size(str(n))[0]

    def _line_width(self, info: SeatInfo, line: tuple[int, ...], size: int, icon: int, gap: int, badge: bool) -> int:
        """The width of a line of counts (and the Coast badge after them, if `badge`: the row's last line)."""
        shown = counts(info)
        width = sum(self._group(shown[i][1], size, icon) for i in line) + gap * max(0, len(line) - 1)
        if badge and info.coast:
            width += gap + font(size, True).size("Coast!")[0] + 10
        return width

    def _name_fits(self, info: SeatInfo, size: int, room: int, whole: bool = False) -> bool:
        """True if the name fits `room` px (with its computer mark) at no less than the smallest text; `whole`:
        unshortened."""
        room -= self._mark(info, size)
        fitted = fit(info.name, size, room) if room > 0 else None
        return fitted is not None and not fitted.cut and (not whole or fitted.how in (WHOLE, SMALLER))

    def _sizes(self) -> list[tuple[int, int]]:
        """(name, counts) text sizes to try, largest first: the name a little larger while it can be."""
        m = self.m
        top, more = m.font(STAT), max(0, m.font(NAME) - m.font(STAT))
        return [(s + more, s) for s in range(top, MIN_TEXT_PX - 1, -1)] + [(MIN_TEXT_PX, MIN_TEXT_PX)]

    def _tries(self) -> list[tuple[bool, int, int]]:
        """(whole, name size, counts size) to try: every size with the name whole first, then shortened (a name
        is shortened only where no smaller text shows it whole)."""
        return [(whole, name_px, stat_px) for whole in (True, False) for name_px, stat_px in self._sizes()]

    def plan(self, info: SeatInfo, size: tuple[int, int]) -> RowPlan:
        """The largest layout that shows the name and every count in a row of this size."""
        m = self.m
        w, h = size
        _, left, edge = self._edges()
        inner = w - left - edge
        n = len(counts(info))
        arrangements = [(tuple(range(n)),)]
        if info.merchandise:   # the merchandise on a line of its own beneath the trains, cards and tickets
            arrangements.append((tuple(range(3)), tuple(range(3, n))))
        for whole, name_px, stat_px in self._tries():
            name_line, stat_line = font(name_px, True).get_linesize(), font(stat_px, True).get_linesize()
            if not self._name_fits(info, name_px, inner - self._score_width(info, name_px) - m.px(8), whole):
                continue
            for comfy in (True, False):
                gap, spacing = (m.px(8), max(1, m.px(2))) if comfy else (max(3, m.px(4)), 0)
                for lines in arrangements:
                    # Tight, the icons take what height is left, between the text's line and a little more.
                    icon = stat_line + min(4, m.px(4)) if comfy else \
                        max(stat_line, min(stat_line + min(4, m.px(4)), (h - name_line) // len(lines)))
                    high = name_line + len(lines) * (icon + spacing) + (2 * max(1, m.px(3)) if comfy else 0)
                    if high <= h and all(self._line_width(info, line, stat_px, icon, gap, i == len(lines) - 1) <= inner
                                         for i, line in enumerate(lines)):
                        return RowPlan(name_px, stat_px, icon, gap, spacing, lines)
        return self._one_line(info, size, inner, arrangements[0])

    def _one_line(self, info: SeatInfo, size: tuple[int, int], inner: int,
                  lines: tuple[tuple[int, ...], ...]) -> RowPlan:
        """A row too low for two lines: the name, the counts and the score side by side."""
        gap = max(3, self.m.px(4))
        sizes = range(self.m.font(STAT), MIN_TEXT_PX - 1, -1)
        for whole, s in ((whole, s) for whole in (True, False) for s in sizes):   # the name whole first
            line = font(s, True).get_linesize()
            if line > size[1] and s > MIN_TEXT_PX:
                continue
            wide = self._line_width(info, lines[0], s, line, gap, True)
            if self._name_fits(info, s, inner - wide - self._score_width(info, s) - 2 * gap, whole):
                break
        return RowPlan(s, s, line, gap, 0, lines, one_line=True)

    # --- drawing -------------------------------------------------------------------------

    def back(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """A row's background with the player's colour at its left (outlined if it is their turn)."""
        m = self.m
        fill = PLAYER_COLORS[info.color][1]
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        back = theme.PANEL_LIGHT if info.current else (52, 60, 76)
        radius = min(12, rect.height // 3)
        bar, _, _ = self._edges()
        pygame.draw.rect(image, back, rect, border_radius=radius)
        pygame.draw.rect(image, fill, (0, 0, bar, rect.height), border_top_left_radius=radius,
                         border_bottom_left_radius=radius)
        if info.current:   # thin in a low row, whose two lines of words reach near its edges
            pygame.draw.rect(image, theme.ACCENT, rect, max(2, m.px(4)) if rect.height >= 36 else 2,
                             border_radius=radius)
        return image

    def draw(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """Draw one row: name and score on top, every count below (or beside them in a low row)."""
        if info.pictures and info.goal is not None:
            return self._picture_row(info, size)
        plan = self.plan(info, size)
        image = self.back(info, size)
        w, h = size
        _, left, edge = self._edges()
        name_line = font(plan.name_px, True).get_linesize()
        high = name_line + len(plan.lines) * (plan.icon + plan.spacing)
        y = (h - name_line) // 2 if plan.one_line else max(0, (h - high) // 2)
        score = self.score(image, info, plan.name_px, pygame.Rect(0, y, w - edge, name_line))
        right = score.x - (plan.gap if plan.one_line else self.m.px(8))
        if plan.one_line:
            wide = self._line_width(info, plan.lines[0], plan.stat_px, plan.icon, plan.gap, True)
            self.counts(image, info, plan, plan.lines[0], (right - wide, y + (name_line - plan.icon) // 2), True)
            right -= wide + plan.gap
        self.name(image, info, plan.name_px, pygame.Rect(left, y, right - left, name_line), info.last)
        if not plan.one_line:
            y += name_line + plan.spacing
            for i, line in enumerate(plan.lines):
                self.counts(image, info, plan, line, (left, y), i == len(plan.lines) - 1)
                y += plan.icon + plan.spacing
        return image

    def name(self, image: pygame.Surface, info: SeatInfo, size: int, box: pygame.Rect,
             last: LastMove | None = None) -> pygame.Rect:
        """The player's name fitted into `box`, a little screen after it for a computer, and the last move's
        picture at the box's right end where the name stays whole beside it; the rect the name covers."""
        mark = self._mark(info, size)
        room = box.width - mark
        wide = room_for(last, box.height - 2)
        if wide and _whole(fit(info.name, size, room - wide), size):
            shown = picture(last, box.height - 2)
            image.blit(shown, shown.get_rect(midright=(box.right, box.centery)))
            room -= wide
        covered = draw(image, info.name, pygame.Rect(box.x, box.y, max(1, room), box.height), theme.PAPER, size,
                       one_line=True)
        icon = _mark_icon(info, size) if mark else None
        if icon is not None:
            image.blit(icon, icon.get_rect(midleft=(covered.right + 4, covered.centery)))
        return covered

    def score(self, image: pygame.Surface, info: SeatInfo, size: int, line: pygame.Rect) -> pygame.Rect:
        """The score with its icon (a star for points, a tick for tickets done), right-aligned on `line`."""
        side = font(size, True).get_height()
        words = self._score_text(info)
        box = pygame.Rect(0, line.y, font(size, True).size(words)[0], line.height)
        box.right = line.right
        draw(image, words, box, theme.ACCENT, size, one_line=True)
        icon = icons.tick(side) if info.goal is not None else icons.star(side)
        at = icon.get_rect(midright=(box.x - 4, line.centery))
        image.blit(icon, at)
        return at.union(box)

    def counts(self, image: pygame.Surface, info: SeatInfo, plan: RowPlan, line: tuple[int, ...],
               at: tuple[int, int], badge: bool) -> None:
        """A line of counts, each an icon and its number, from `at` (its top left); the Coast badge last."""
        _, fill, outline, _ = PLAYER_COLORS[info.color]
        shown = counts(info)
        x, y = at
        for i in line:
            key, n = shown[i]
            icon = self.icon(key, plan.icon, fill, outline)
            image.blit(icon, (x, y))
            wide = font(plan.stat_px, True).size(str(n))[0]
            draw(image, str(n), pygame.Rect(x + plan.icon + 2, y, wide, plan.icon), theme.PAPER, plan.stat_px,
                 one_line=True)
            x += plan.icon + 2 + wide + plan.gap
        if badge and info.coast:
            words = fit("Coast!", plan.stat_px, font(plan.stat_px, True).size("Coast!")[0])
            box = pygame.Rect(x, y, words.width + 10, plan.icon)
            pygame.draw.rect(image, theme.ACCENT, box.inflate(0, -2), border_radius=8)
            draw(image, words, box, theme.INK, align="center")

    def icon(self, key: str, side: int, fill: tuple, outline: tuple) -> pygame.Surface:
        """A count's picture: a car, a card, a ticket, or a merchandise deck's own picture."""
        if key == "trains":
            return icons.car(side, fill, outline)
        if key == "cards":
            return icons.card(side)
        if key == "tickets" or key not in self.merch:
            return icons.ticket(side)
        held = self._scaled.get((key, side))
        if held is None:
            held = self._scaled[(key, side)] = pygame.transform.smoothscale(self.merch[key], (side, side))
        return held

    # --- the children's row ------------------------------------------------------------------

    def _picture_row(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """A row for players who cannot read yet: the name, trains left as a train that shrinks (the number
        small after it), the cards held, and a slot for each ticket to complete that fills as they are done."""
        m = self.m
        image = self.back(info, size)
        w, h = size
        _, left, edge = self._edges()
        slots = self._slots(info.score, info.goal or 0, h - 2 * max(3, m.px(6)))
        room = w - left - edge - slots.get_width() - m.px(10)
        if not self._name_fits(info, MIN_TEXT_PX, room, whole=True):   # the slots in two rows, the name whole
            two = self._slots(info.score, info.goal or 0, h - 4, rows=2)
            if two.get_width() < slots.get_width():
                slots, room = two, room + slots.get_width() - two.get_width()
        image.blit(slots, slots.get_rect(midright=(w - edge, h // 2)))
        gap = max(3, m.px(6))
        for whole, name_px, stat_px in self._tries():
            name_line, stat_line = font(name_px, True).get_linesize(), font(stat_px, True).get_linesize()
            least = self._trains_width(info, stat_px, stat_line)
            if name_line + stat_line + 2 <= h and least <= room and self._name_fits(info, name_px, room, whole):
                y = (h - name_line - stat_line) // 2
                self.name(image, info, name_px, pygame.Rect(left, y, room, name_line), info.last)
                self._trains(image, info, stat_px, pygame.Rect(left, y + name_line, room, stat_line))
                return image
        # A low row: the name, then the train on the same line.
        plans = [(s, line, self._trains_width(info, s, line))
                 for s, line in ((s, font(s, True).get_linesize()) for _, s in self._sizes())]
        stat_px, stat_line, least = next(((s, line, least) for s, line, least in plans if line <= h
                                          and self._name_fits(info, s, room - least - gap)), plans[-1])
        covered = self.name(image, info, stat_px, pygame.Rect(left, (h - stat_line) // 2, room - least - gap,
                                                              stat_line))
        start = covered.right + self._mark(info, stat_px) + gap
        self._trains(image, info, stat_px, pygame.Rect(start, (h - stat_line) // 2, left + room - start, stat_line))
        return image

    def _trains_parts(self, info: SeatInfo, size: int, height: int) -> tuple[list[tuple[str, int, int]], int]:
        """The numbers after the train ((words, size, width) of trains left and cards held) and the width they
        take with the card between them and the gaps."""
        gap, small = self.m.px(5), max(MIN_TEXT_PX, size - 2)
        numbers = [(words, s, font(s, True).size(words)[0]) for words, s in ((str(info.trains), small),
                                                                             (str(info.cards), size))]
        return numbers, numbers[0][2] + height + numbers[1][2] + 4 * gap

    def _trains_width(self, info: SeatInfo, size: int, height: int) -> int:
        """The least width of the trains and cards: the engine alone, the numbers and the card."""
        return height + self._trains_parts(info, size, height)[1]

    def _trains(self, image: pygame.Surface, info: SeatInfo, size: int, box: pygame.Rect) -> None:
        """Trains left as a train as long as they are many (within the box), the number small after it; then
        a card and the cards held."""
        _, fill, outline, _ = PLAYER_COLORS[info.color]
        gap, start, height = self.m.px(5), max(1, info.start_trains, info.trains), box.height
        numbers, fixed = self._trains_parts(info, size, height)
        gauge = icons.train_gauge(height, info.trains, start, max(height, box.width - fixed), fill, outline)
        image.blit(gauge, box.topleft)
        x = box.x + gauge.get_width() + gap
        for (words, s, wide), after in zip(numbers, (icons.card(height), None)):
            draw(image, words, pygame.Rect(x, box.y, wide, height), theme.PAPER, s, one_line=True)
            x += wide + gap
            if after is not None:
                image.blit(after, (x, box.y))
                x += height + gap

    def _slots(self, done: int, goal: int, height: int, rows: int = 0) -> pygame.Surface:
        """A slot for each ticket to complete (F7: the last, golden one wins), the first `done` filled;
        in two rows where the row is high enough (or as many `rows` as asked)."""
        rows = rows or (2 if height >= 2 * 12 + 2 else 1)
        side = max(6, min(self.m.px(34), (height - (rows - 1) * 2) // rows))
        per_row = -(-goal // rows)
        sample = icons.ticket_slot(side, False)
        gap = 2
        image = pygame.Surface((per_row * (sample.get_width() + gap) - gap, rows * (side + gap) - gap), pygame.SRCALPHA)
        for i in range(goal):
            slot = icons.ticket_slot(side, i < done, i == goal - 1)
            image.blit(slot, ((i % per_row) * (sample.get_width() + gap), (i // per_row) * (side + gap)))
        return image


def _whole(fitted: Fitted, size: int) -> bool:
    """True if a name is shown unshortened at no less than four fifths of its size."""
    return fitted.how in (WHOLE, SMALLER) and fitted.size * 5 >= size * 4


def _mark_icon(info: SeatInfo, size: int) -> pygame.Surface | None:
    """What follows a name: a little screen for the computer, a little phone for a seat played on one."""
    side = font(size, True).get_height()
    if info.computer:
        return icons.computer(side)
    return icons.phone(side, info.phone == "online") if info.phone else None
