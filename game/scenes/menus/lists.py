"""What the saved games and the games played share: a list read on a worker thread, shown page by page.

Each list opens at once: its worker (game/saves/listing.py, game/saves/history.py) starts once the
first frame is drawn, and the screen looks at what it found every POLL seconds until it is done.
Big up and down buttons turn the pages; the page holding the row paged to stays in view when the
window changes size. The menu's History button wears this module's trophy.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

import pygame

from game.scenes.screen import BROWN, ButtonScreen, icon, write
from game.scenes.stack import Change, Pop
from game.view.metrics import Metrics
from game.view.text import font
from game.view.widgets import Button

POLL = 0.25    # seconds between looks at what the worker found meanwhile (each look may draw a frame)
GOLD = (176, 122, 30)          # the games played: the screen's band and the menu's button
CUP = (250, 200, 60)           # the trophy's gold
CUP_EDGE = (120, 78, 10)


@dataclass(frozen=True)
class ListLayout:
    """Where the list puts things on one screen, in pixels: as many rows a page as fit."""

    rows: int                  # rows on a page
    row_h: int
    gap: int
    area: pygame.Rect          # the rows: a load button and a delete button each
    delete_w: int
    pager: pygame.Rect | None  # the page buttons' column, when there is more than one page
    save: pygame.Rect          # "Save this game", in the top band
    note_y: int                # the bottom of the line that says what the last action did


def paged_rows(m: Metrics, room: pygame.Rect, heights: tuple[int, int], gap: int,
               count: int) -> tuple[int, int, pygame.Rect, pygame.Rect | None]:
    """As many rows (`heights`: least, most) as fit in `room`, their area, and a pager column if `count` needs one."""
    least, most = heights
    rows = max(1, (room.h + gap) // (least + gap))
    row_h = min(most, (room.h + gap) // rows - gap)
    area = pygame.Rect(room.x, room.y, room.w, rows * (row_h + gap) - gap)
    pager = None
    if count > rows:
        pager_w = max(m.target(), m.px(112))
        pager = pygame.Rect(area.right - pager_w, area.y, pager_w, area.h)
        area.w -= pager_w + gap
    return rows, row_h, area, pager


def when_saved(stamp: str, modified: float) -> str:
    """When a save was made, as a person says it: 'today, 14:05', 'Tue 24 Nov, 14:05'."""
    try:
        moment = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S")
    except ValueError:
        moment = datetime.fromtimestamp(modified) if modified else None
    if moment is None:
        return "date unknown"
    if moment.date() == datetime.now().date():
        return f"today, {moment:%H:%M}"
    return f"{moment:%a %d %b %Y, %H:%M}"


@lru_cache(maxsize=32)
def trophy(size: int, colour: tuple = CUP, edge: tuple | None = CUP_EDGE) -> pygame.Surface:
    """A cup with two handles on a stand: the winner's mark, told by shape as well as colour."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    k = size / 36

    def draw(fill: tuple, grow: float) -> None:
        """The cup's shapes, `grow` units larger all round (the outline is the same shapes, larger)."""
        w = max(2, round((4 + 2 * grow) * k))
        for x in (7, 29):   # the handles
            pygame.draw.circle(s, fill, (x * k, 11 * k), (6 + grow) * k, w)
        bowl = [(6 - grow, 3 - grow), (30 + grow, 3 - grow), (27 + grow, 15 + grow), (21 + grow, 21 + grow),
                (15 - grow, 21 + grow), (9 - grow, 15 + grow)]
        pygame.draw.polygon(s, fill, [(x * k, y * k) for x, y in bowl])
        pygame.draw.rect(s, fill, ((15.5 - grow) * k, 20 * k, (5 + 2 * grow) * k, 8 * k))   # the stem
        pygame.draw.rect(s, fill, ((9 - grow) * k, (27 - grow) * k, (18 + 2 * grow) * k, (6 + 2 * grow) * k),
                         border_radius=max(1, round(2 * k)))
    if edge is not None:
        draw(edge, 1.5)
    draw(colour, 0.0)
    return s


class PagedList(ButtonScreen):
    """A list of rows its worker finds, a page at a time, with the note of the last action along the bottom.

    A screen of this kind says where things go (`layout`), which worker reads its rows (`worker`) and
    what of the worker's findings it shows (`show`).
    """

    default = "back"

    def __init__(self) -> None:
        self.first = 0              # the first row in view: the start of a page
        self.anchor = 0             # the row the player paged to: a new size shows the page that holds it
        self.note = ""              # what the last action did, or why it could not
        self.entries: list[Any] = []   # the rows as last looked at
        self.listing: Any = None       # the worker
        self.seen = -1                 # the worker's version shown

    @property
    def layout(self) -> ListLayout:
        """Where things go on this screen, for the rows there are now."""
        raise NotImplementedError

    def worker(self, saves: Any) -> Any:
        """The worker that reads this list's rows from the saves folder."""
        raise NotImplementedError

    def show(self, worker: Any) -> None:
        """The rows the worker has found so far."""
        raise NotImplementedError

    def enter(self, app: Any) -> None:
        """Read the folder; the rows are made by arrange()."""
        self.app = app
        self.read()
        super().enter(app)

    def read(self) -> None:
        """The rows the worker can give at once (after the last game's save is written); the others come from
        its thread."""
        saves = getattr(self.app, "saves", None)
        saver = getattr(self.app, "autosaver", None)
        if saver is not None:
            saver.flush()   # a game just left or finished may still be being written
        self.leave()
        self.listing = self.worker(saves) if saves is not None else None
        self.seen = -1
        self.take()

    def take(self) -> bool:
        """What the worker has found since the last look; True if anything changed."""
        worker = self.listing
        if worker is None or worker.version == self.seen:
            return False
        self.seen = worker.version
        self.show(worker)
        return True

    def update(self, dt: float) -> Change:
        """Show what the worker found since the last look."""
        if self.take():
            self.rebuild()
            self.backdrop = self.paint()
            self.redraw()
        return None

    def wake(self) -> float | None:
        """Look again soon while the worker reads (nothing moves meanwhile)."""
        return POLL if self.listing is not None and not self.listing.done else None

    def leave(self) -> None:
        """The list is gone: its worker stops."""
        if self.listing is not None:
            self.listing.stop()

    def rebuild(self) -> None:
        """Keep the page in range (the size or the rows changed), then make the buttons."""
        rows = self.layout.rows
        self.first = min(self.anchor, max(0, len(self.entries) - 1)) // rows * rows
        self.paged(rows)
        super().rebuild()

    def paged(self, rows: int) -> None:
        """The page in view is set: `rows` rows from `self.first`."""

    def page_buttons(self, lay: ListLayout) -> list[Button]:
        """Up and down a page, at the top and the bottom of the pager column (its middle says where)."""
        pager, m = lay.pager, self.m
        assert pager is not None
        h = max(m.target(), min(m.px(200), (pager.h - m.px(70)) // 2))
        arrow = icon("up", m.font(44)), icon("down", m.font(44))
        return [Button("up", pygame.Rect(pager.x, pager.y, pager.w, h), icon=arrow[0], color=BROWN,
                       enabled=self.first > 0),
                Button("down", pygame.Rect(pager.x, pager.bottom - h, pager.w, h), icon=arrow[1], color=BROWN,
                       enabled=self.first + lay.rows < len(self.entries))]

    def draw(self, surface: pygame.Surface) -> None:
        """The list, which page shows, and the note of the last action along the bottom; the worker begins
        once the first frame is drawn (it never shares the processor with it)."""
        super().draw(surface)
        if self.listing is not None:
            self.listing.start()
        m, lay = self.m, self.layout
        if lay.pager is not None:
            last = min(self.first + lay.rows, len(self.entries))
            size, line = m.font(22), font(m.font(22), True).get_linesize()
            shown = f"{last:,}" if last == self.first + 1 else f"{self.first + 1:,}–{last:,}"
            for dy, words in ((-line - 1, shown), (1, f"of {len(self.entries):,}")):
                write(surface, words, (lay.pager.x, lay.pager.centery + dy, lay.pager.w, line), BROWN, size,
                      align="center", one_line=True)
        note = " · ".join(words for words in (self.note, self.checking()) if words)
        if note:
            size, room = m.font(22), self.app.size[0] - 2 * m.px(32)
            write(surface, note, (m.px(32), lay.note_y - font(size, False).get_linesize(), room,
                                  font(size, False).get_linesize()), BROWN, size, align="center", one_line=True,
                  bold=False)

    def checking(self) -> str:
        """The sign that the rows are still being checked ('' when there is none to give)."""
        return ""

    def press(self, key: Any) -> Change:
        """Page up or down, or go back."""
        if key == "back":
            return Pop()
        if key == "up":
            self.anchor = max(0, self.first - self.layout.rows)
        elif key == "down":
            self.anchor = self.first + self.layout.rows
        else:
            return None
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back returns to where the list was opened from."""
        return Pop()

    def resume(self, result: Any) -> None:
        """Back from a screen on top: lay the buttons out again."""
        self.rebuild()
