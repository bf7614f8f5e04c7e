"""The side panel of the play screen: a row per player and the status box, re-rendered only on change.

Each row and the status box are cached surfaces keyed by exactly what they show, so an idle
frame costs a few blits.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.move_pictures import LastMove, place, room_for
from game.view.palette import PLAYER_COLORS
from game.view.text import fit_lines, font, rendered

STAT = 22          # units: text size of the counts in a player row
NAME = 26          # units: the player's name


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


@dataclass(frozen=True)
class Status:
    """The status box: a title (whose turn) and a line saying what to do, or why not.

    `large`: the title is a name, shown large beside that player's train (whose turn, for players who
    cannot read yet); `choices` are what can be done, as pictures ("cards", "track", "swap")."""

    title: str
    detail: str = ""
    tone: str = "info"         # info, warn (a refusal), good
    color: int | None = None   # the player colour to show beside the title
    log: tuple[str, ...] = ()  # what happened lately, newest first, shown where there is room
    large: bool = False
    choices: tuple[str, ...] = ()
    computer: bool = False     # the player is the computer: its little screen follows the name


CHOICES = {"cards": icons.two_cards, "track": icons.track, "swap": icons.swap}


TONES = {"info": theme.PAPER, "warn": (255, 150, 130), "good": (150, 230, 150)}


class SidePanel:
    """Renders player rows and the status box, caching each by its content."""

    def __init__(self, merchandise_icons: dict[str, pygame.Surface], m: Metrics) -> None:
        self.merch = merchandise_icons
        self.m = m
        self._rows: dict[tuple, pygame.Surface] = {}
        self._status: dict[tuple, pygame.Surface] = {}

    def row(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """A player's row (cached)."""
        key = (info, size)
        image = self._rows.get(key)
        if image is None:
            if len(self._rows) > 64:
                self._rows.clear()
            image = self._rows[key] = self._draw_row(info, size)
        return image

    def _row_back(self, info: SeatInfo, size: tuple[int, int]) -> tuple[pygame.Surface, int]:
        """A row's background with the player's colour at its left (outlined if it is their turn); the bar's width."""
        m = self.m
        fill = PLAYER_COLORS[info.color][1]
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        back = theme.PANEL_LIGHT if info.current else (52, 60, 76)
        radius = min(12, rect.height // 3)
        bar = max(6, m.px(12))
        pygame.draw.rect(image, back, rect, border_radius=radius)
        pygame.draw.rect(image, fill, (0, 0, bar, rect.height), border_top_left_radius=radius,
                         border_bottom_left_radius=radius)
        if info.current:
            pygame.draw.rect(image, theme.ACCENT, rect, max(2, m.px(4)), border_radius=radius)
        return image, bar

    def _draw_row(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """Draw one row: colour, name and score on top, counts below; all on one line if the row is low."""
        if info.pictures and info.goal is not None:
            return self._draw_picture_row(info, size)
        m = self.m
        _, fill, outline, _ = PLAYER_COLORS[info.color]
        image, bar = self._row_back(info, size)
        rect = image.get_rect()
        name_px, stat_px, lines = self._row_sizes(rect.height)
        line = font(name_px, True).get_linesize()
        left, edge = bar + m.px(10), m.px(10)
        score = self._score(info, name_px)
        y = (rect.height - line) // 2 if lines == 1 else max(2, (rect.height - line - font(stat_px, True).get_linesize()
                                                                  - (lines - 2) * (m.px(30) + m.px(4))) // 2)
        image.blit(score, score.get_rect(topright=(rect.width - edge, y)))
        room = rect.width - left - score.get_width() - edge - m.px(8)
        merchandise = info.merchandise if lines < 3 else ()
        if lines >= 2:
            stats = self._stats(info, stat_px, fill, outline, rect.width - left - edge, merchandise)
        else:   # one line: the counts that leave the name some room, most important first
            mark = line if info.computer else 0
            f = font(name_px, True)
            keep = min(f.size(info.name)[0], f.size("Annab…")[0])   # a name keeps five letters at least
            wide = room - m.px(10) - mark - keep - room_for(info.last, line - 2)   # the trains first, then the move
            stats = self._stats(info, stat_px, fill, outline, wide, merchandise)
            image.blit(stats, stats.get_rect(midright=(rect.width - edge - score.get_width() - m.px(10),
                                                        rect.height // 2)))
            room -= stats.get_width() + m.px(10)
        room = place(image, info.last, line - 2, left + room, y + line // 2, room, self._keep(info, name_px))
        self._name(image, info, name_px, (left, y), room)
        if lines >= 2:
            y += line
            image.blit(stats, (left, y))
        if lines == 3:
            image.blit(self._merchandise(info, stat_px), (left, y + stats.get_height() + m.px(4)))
        return image

    def _draw_picture_row(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """A row for players who cannot read yet: the name, trains left as a train that shrinks (the
        number small after it), and a slot for each ticket to complete that fills as they are done."""
        m = self.m
        _, fill, outline, _ = PLAYER_COLORS[info.color]
        image, bar = self._row_back(info, size)
        rect = image.get_rect()
        left, edge = bar + m.px(10), m.px(10)
        slots = self._slots(info.score, info.goal or 0, rect.height - 2 * max(3, m.px(6)))
        image.blit(slots, slots.get_rect(midright=(rect.width - edge, rect.height // 2)))
        room = rect.width - left - edge - slots.get_width() - m.px(10)
        name_px, stat_px, lines = self._row_sizes(rect.height)
        name_line = font(name_px, True).get_linesize()
        stat_line = font(stat_px, True).get_linesize()
        if lines == 1:   # a low row: the name, then the train on the same line
            trains = self._trains(info, stat_px, stat_line, room // 2)
            self._name(image, info, name_px, (left, (rect.height - name_line) // 2), room - trains.get_width() - m.px(6))
            image.blit(trains, trains.get_rect(midright=(left + room, rect.height // 2)))
            return image
        y = max(2, (rect.height - name_line - stat_line) // 2)
        room = place(image, info.last, name_line - 2, left + room, y + name_line // 2, room, self._keep(info, name_px))
        self._name(image, info, name_px, (left, y), room)
        image.blit(self._trains(info, stat_px, stat_line, room), (left, y + name_line))
        return image

    def _trains(self, info: SeatInfo, size: int, height: int, room: int) -> pygame.Surface:
        """Trains left as a train as long as they are many, the number small after it; then the cards held,
        where the train keeps two pixels a car without them."""
        _, fill, outline, _ = PLAYER_COLORS[info.color]
        gap, start = self.m.px(5), max(1, info.start_trains, info.trains)
        number, cards = rendered(str(info.trains), max(MIN_TEXT_PX, size - 2), theme.PAPER), rendered(
            str(info.cards), size, theme.PAPER)
        wide = room - number.get_width() - gap
        more = [icons.card(height), cards] if wide - height - cards.get_width() - 3 * gap >= height + 2 * start else []
        wide -= sum(p.get_width() + gap for p in more) + gap
        parts = [icons.train_gauge(height, info.trains, start, max(height, wide), fill, outline), number] + more
        image = pygame.Surface((sum(p.get_width() + gap for p in parts), height), pygame.SRCALPHA)
        x = 0
        for part in parts:
            image.blit(part, (x, (height - part.get_height()) // 2))
            x += part.get_width() + gap
        return image

    def _slots(self, done: int, goal: int, height: int) -> pygame.Surface:
        """A slot for each ticket to complete (F7: the last, golden one wins), the first `done` filled;
        in two rows where the row is high enough."""
        rows = 2 if height >= 2 * 12 + 2 else 1
        side = max(6, min(self.m.px(34), (height - (rows - 1) * 2) // rows))
        per_row = -(-goal // rows)
        sample = icons.ticket_slot(side, False)
        gap = 2
        image = pygame.Surface((per_row * (sample.get_width() + gap) - gap, rows * (side + gap) - gap), pygame.SRCALPHA)
        for i in range(goal):
            slot = icons.ticket_slot(side, i < done, i == goal - 1)
            image.blit(slot, ((i % per_row) * (sample.get_width() + gap), (i // per_row) * (side + gap)))
        return image

    def _row_sizes(self, height: int) -> tuple[int, int, int]:
        """Name and count sizes (px) and lines (1 to 3) for a row this high: large, small, or all on one line."""
        m = self.m
        name_px, stat_px = m.font(NAME), m.font(STAT)
        need = font(name_px, True).get_linesize() + font(stat_px, True).get_linesize() + m.px(12)
        if height >= need:
            return name_px, stat_px, (3 if self.merch and height >= need + m.px(34) else 2)
        small = _fitting((height - 4) // 2, m.font(STAT))
        if 2 * font(small, True).get_linesize() + 4 <= height:
            return small, small, 2
        return _fitting(height - 4, m.font(STAT)), _fitting(height - 4, m.font(STAT)), 1

    def _keep(self, info: SeatInfo, size: int) -> int:
        """How wide the name stays beside a last move's picture: whole, or eight letters of a long one."""
        f = font(size, bold=True)
        mark = icons.computer(f.get_height()).get_width() + 4 if info.computer else 0
        return min(f.size(info.name)[0], f.size("Annabell…")[0]) + mark

    def _name(self, image: pygame.Surface, info: SeatInfo, size: int, at: tuple[int, int], room: int) -> None:
        """The player's name (cut to its room) and, for a computer, a little screen after it."""
        f = font(size, bold=True)
        mark = icons.computer(f.get_height()) if info.computer else None
        if mark is not None:
            room -= mark.get_width() + 4
        words = info.name
        while len(words) > 1 and f.size(words)[0] > room:
            words = words[:-2].rstrip() + "…"
        label = rendered(words, size, theme.PAPER)
        if label.get_width() > room:
            label = label.subsurface((0, 0, max(1, room), label.get_height()))
        image.blit(label, at)
        if mark is not None:
            image.blit(mark, (at[0] + label.get_width() + 4, at[1]))

    def _stats(self, info: SeatInfo, size: int, fill: tuple, outline: tuple, room: int,
               merchandise: tuple[tuple[str, int], ...]) -> pygame.Surface:
        """Trains, cards, tickets (and merchandise) with their counts in a row, as many as fit `room` px."""
        f = font(size, bold=True)
        icon = f.get_linesize() + min(4, self.m.px(4))
        parts = [(icons.car(icon, fill, outline), info.trains), (icons.card(icon), info.cards),
                 (icons.ticket(icon), info.tickets)]
        parts += [(pygame.transform.smoothscale(self.merch[deck], (icon, icon)), n) for deck, n in merchandise
                  if deck in self.merch]
        gap = self.m.px(8)
        pictures: list[tuple[pygame.Surface, pygame.Surface]] = []
        width = 0
        for picture, n in parts:
            text = rendered(str(n), size, theme.PAPER)
            wide = picture.get_width() + 2 + text.get_width() + gap
            if pictures and width + wide > room:
                break
            pictures.append((picture, text))
            width += wide
        badge = rendered("Coast!", size, theme.INK) if info.coast else None
        image = pygame.Surface((width + (badge.get_width() + 10 if badge else 0), icon), pygame.SRCALPHA)
        x = 0
        for picture, text in pictures:
            image.blit(picture, (x, 0))
            image.blit(text, (x + picture.get_width() + 2, (icon - text.get_height()) // 2))
            x += picture.get_width() + 2 + text.get_width() + gap
        if badge is not None:
            box = badge.get_rect(midleft=(x + 5, icon // 2)).inflate(10, 2)
            pygame.draw.rect(image, theme.ACCENT, box, border_radius=8)
            image.blit(badge, badge.get_rect(center=box.center))
        return image

    def _merchandise(self, info: SeatInfo, size: int) -> pygame.Surface:
        """Each merchandise deck's picture with how many of it the player holds."""
        f = font(size, bold=True)
        gap = self.m.px(14)
        pictures = [(self.merch.get(deck), rendered(str(n), size, theme.PAPER)) for deck, n in info.merchandise]
        height = max([f.get_linesize()] + [p.get_height() for p, _ in pictures if p is not None])
        width = sum((p.get_width() if p else 0) + 4 + t.get_width() + gap for p, t in pictures)
        image = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        x = 0
        for picture, text in pictures:
            if picture is not None:
                image.blit(picture, (x, (height - picture.get_height()) // 2))
                x += picture.get_width() + 4
            image.blit(text, (x, (height - text.get_height()) // 2))
            x += text.get_width() + gap
        return image

    def _score(self, info: SeatInfo, size: int) -> pygame.Surface:
        """The score with its icon: points with a star, or tickets done out of the goal."""
        f = font(size, bold=True)
        side = f.get_height()
        if info.goal is not None:
            icon, text = icons.tick(side), f"{info.score}/{info.goal}"
        else:
            icon, text = icons.star(side), str(info.score)
        label = rendered(text, size, theme.ACCENT)
        image = pygame.Surface((icon.get_width() + 4 + label.get_width(), max(side, label.get_height())),
                               pygame.SRCALPHA)
        image.blit(icon, (0, (image.get_height() - side) // 2))
        image.blit(label, (icon.get_width() + 4, 0))
        return image

    def status(self, status: Status, size: tuple[int, int]) -> pygame.Surface:
        """The status box (cached)."""
        key = (status, size)
        image = self._status.get(key)
        if image is None:
            if len(self._status) > 32:
                self._status.clear()
            image = self._status[key] = self._draw_status(status, size)
        return image

    def _draw_status(self, status: Status, size: tuple[int, int]) -> pygame.Surface:
        """Draw the title (with the player's colour), the wrapped detail line, and the news that fit."""
        m = self.m
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        radius = min(12, rect.height // 3)
        pygame.draw.rect(image, (30, 36, 48), rect, border_radius=radius)
        edge = TONES["warn"] if status.tone == "warn" else (70, 80, 98)
        pygame.draw.rect(image, edge, rect, 3, border_radius=radius)
        pad = max(5, m.px(12))
        y = self._large_title(image, status, pad) if status.large else self._title(image, status, pad)
        if status.detail:
            room = rect.height - y - 4
            lines, s = fit_lines(status.detail, m.font(theme.FONT_SMALL + 2), rect.width - 2 * pad, room,
                                 smallest=m.font(16))
            f = font(s, bold=True)
            for line in lines:
                if y + f.get_linesize() > rect.height - 2:
                    break
                image.blit(rendered(line, s, TONES.get(status.tone, theme.PAPER)), (pad, y))
                y += f.get_linesize()
        size_px = m.font(theme.FONT_SMALL - 1)
        f = font(size_px, bold=True)
        y += m.px(8)
        for entry in status.log:
            lines, _ = fit_lines(entry, size_px, rect.width - 2 * pad, 10 * f.get_linesize(), smallest=size_px)
            if y + f.get_linesize() * len(lines) > rect.height - 6:
                break
            for line in lines:
                image.blit(rendered(line, size_px, theme.MUTED), (pad, y))
                y += f.get_linesize()
        return image


    def _title(self, image: pygame.Surface, status: Status, pad: int) -> int:
        """The title in one or two lines, a car of the player's colour before it; the height reached."""
        m, rect = self.m, image.get_rect()
        x, y = pad, max(3, m.px(8 if rect.height >= m.px(110) else 3))
        room = rect.height - 2 * y
        if status.color is not None:
            _, fill, outline, _ = PLAYER_COLORS[status.color]
            car = icons.car(min(m.px(30), font(m.font(16), True).get_linesize() + 6), fill, outline)
            image.blit(car, (x, y))
            x += car.get_width() + m.px(8)
        # A low box keeps the title to one line, so that what to do still shows beneath it.
        title_room = m.px(60) if room >= m.px(110) else font(m.font(18), True).get_linesize()
        lines, s = fit_lines(status.title, m.font(theme.FONT + 2), rect.width - x - pad, title_room, smallest=m.font(16))
        for line in lines[:2]:
            title = rendered(line, s, theme.ACCENT)
            image.blit(title, (x, y))
            y += title.get_height()
        return y + max(1, m.px(4 if rect.height >= m.px(110) else 1))

    def _large_title(self, image: pygame.Surface, status: Status, pad: int) -> int:
        """Whose turn for those who cannot read yet: the player's train and name, large (the train above
        the name in a high box), and beneath them the pictures of what can be done where they fit large
        enough to see; the height reached."""
        m, rect = self.m, image.get_rect()
        inner_w, inner_h, gap = rect.width - 2 * pad, rect.height - 2 * pad, m.px(8)
        count = len([c for c in status.choices if c in CHOICES])
        side = min(m.px(84), (inner_h - gap) // 2, (inner_w - 2 * gap) // max(1, count)) if count else 0
        if side < m.px(36):
            side = 0   # too small a box: the deck and the buttons show the same pictures
        room = inner_h - (side + gap if side else 0)
        name_h = font(m.font(theme.FONT_LARGE + 8), True).get_height()
        stacked = room >= 2 * name_h + gap
        head = min(m.px(110), room - name_h - gap) if stacked else min(m.px(72), room)
        x, y = pad, pad
        if status.color is not None:
            _, fill, outline, _ = PLAYER_COLORS[status.color]
            wide = inner_w if stacked else inner_w * 0.6
            cars = next((n for n in (2, 1) if icons.train(head, n, fill, outline).get_width() <= wide), 0)
            picture = icons.train(head, cars, fill, outline)
            image.blit(picture, (x, y))
            if stacked:
                y += head + gap
                head = name_h
            else:
                x += picture.get_width() + m.px(10)
        mark = icons.computer(max(8, min(head, name_h) // 2 + 4)) if status.computer else None
        room_w = rect.right - pad - x - (mark.get_width() + m.px(6) if mark else 0)
        sizes = range(m.font(theme.FONT_LARGE + 8), m.font(16) - 1, -1)
        px = next((s for s in sizes if font(s, True).size(status.title)[0] <= room_w
                   and font(s, True).get_height() <= head), sizes[-1])
        words = status.title
        while len(words) > 1 and font(px, True).size(words)[0] > room_w:
            words = words[:-2].rstrip() + "…"
        name = rendered(words, px, theme.ACCENT)
        at = name.get_rect(midleft=(x, y + head // 2))
        image.blit(name, at)
        if mark is not None:
            image.blit(mark, mark.get_rect(midleft=(at.right + m.px(6), at.centery)))
        y += head + gap
        if side:
            pictures = [CHOICES[c](side) for c in status.choices if c in CHOICES]
            spread = min(side, (inner_w - count * side) // max(1, count - 1))
            for i, picture in enumerate(pictures):   # side by side, as the deck and buttons beneath them
                image.blit(picture, (pad + i * (side + spread), y))
            y += side + gap
        return y


def _fitting(height: int, largest: int) -> int:
    """The largest text size (px, from `largest` down to the smallest allowed) whose line fits `height`."""
    for size in range(largest, MIN_TEXT_PX, -1):
        if font(size, True).get_linesize() <= height:
            return size
    return MIN_TEXT_PX
