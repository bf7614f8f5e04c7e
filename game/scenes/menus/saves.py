"""The saved games: every save with its board, players, turn and date; load one, save this game, delete one.

Opened from the menu, or from the pause menu (then "Save this game" is offered). The list opens at
once whatever the folder holds (game/saves/listing.py): every row from its file's name and date and
what the saves' index remembers, and each save is checked on a worker thread, the page in view
first, its row filled in as it is checked, while a line counts the checks. A save that cannot be
loaded stays in the list, greyed, with the reason in words; the others still load. Loading checks
the save whole again. Deleting asks first. Loading replaces the game being played, which is already saved.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.saves import BadSave
from game.saves.listing import SavesListing, Summary
from game.scenes.menus.lists import ListLayout, PagedList, paged_rows, when_saved
from game.scenes.overlays.answers import Answer
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.places import SavedGame
from game.scenes.screen import (BROWN, CREAM, GREEN, RED, SAND, TEAL, back_button, header, icon, paper,
                                unsaved_moves, write)
from game.scenes.stack import Change, Push, Reset
from game.view import theme
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.text import Fitted, fit, font
from game.view.widgets import Button

GREY = (150, 146, 140)
READING = "Being checked…"   # a row known by its name alone: a sign that does not move


def list_layout(m: Metrics, count: int) -> ListLayout:
    """The list's rectangles for this screen and this many saves (rows grow to fill the height)."""
    w, h = m.size
    margin, gap = m.px(16 if m.compact else 32), m.px(10 if m.compact else 12)
    band = header(m)
    save_h = max(m.target(64), min(m.target(80), band - m.px(16)))
    save = pygame.Rect(w - margin - m.px(300), max(4, (band - save_h) // 2), m.px(300), save_h)
    # In a small window the band is shorter than a finger: the list starts below its buttons.
    top = max(band, save.bottom, back_button(m).rect.bottom) + m.px(14 if m.compact else 18)
    note_y = h - m.px(26)
    room = pygame.Rect(margin, top, w - 2 * margin, note_y - m.font(22) - m.px(10) - top)
    rows, row_h, area, pager = paged_rows(m, room, (max(m.target(64), m.px(112)), m.px(150)), gap, count)
    return ListLayout(rows, row_h, gap, area, max(m.target(), m.px(100 if m.compact else 140)), pager, save, note_y)


@dataclass(frozen=True)
class Row:
    """One save as the list shows it: a picture and its lines."""

    face: pygame.Surface
    loads: bool


class SavesScene(PagedList):
    """The list of saves; opened from a game's pause menu, the game can be saved from here."""

    def __init__(self, from_game: bool = False) -> None:
        super().__init__()
        self.from_game = from_game   # opened from the pause menu: "Save this game", and loading asks over unsaved moves
        self.faces: dict[tuple[Summary, int, int], Row] = {}
        self.asking: Summary | None = None   # the save the delete question is about
        self.loading: Any = None             # the save to play once the player said to leave unsaved moves
        self.going: Change = None            # where to go at the next update (after a question)

    def arrange(self) -> None:
        """Rows for the new size: drawn again, and the page that holds the first row in view."""
        self.faces.clear()
        super().arrange()

    @property
    def layout(self) -> ListLayout:
        """Where things go on this screen, for the saves there are now."""
        return list_layout(self.m, len(self.entries))

    @property
    def playing(self) -> Any:
        """The game under the pause menu this list was opened from, or None."""
        return self.app.stack.game() if self.from_game else None

    def worker(self, saves: Any) -> SavesListing:
        """The saves in the folder, newest first, at once; their checks on a worker thread."""
        return SavesListing(saves)

    def show(self, worker: Any) -> None:
        """The rows as checked so far."""
        self.entries = list(worker.rows)

    def update(self, dt: float) -> Change:
        """Go where a question's answer said; else show what was checked since the last look."""
        if self.going is not None:
            going, self.going = self.going, None
            return going
        return super().update(dt)

    def wake(self) -> float | None:
        """At once after a question's answer; soon while the worker reads (nothing moves meanwhile)."""
        return 0.0 if self.going is not None else super().wake()

    def paged(self, rows: int) -> None:
        """The saves on the page in view are checked first."""
        if self.listing is not None:
            self.listing.want(self.first, rows)

    def paint(self) -> pygame.Surface:
        """The header, and the words for an empty folder."""
        out = paper(self.app.size, "Saved games", TEAL)
        if not self.entries:
            area = self.layout.area.inflate(-self.m.px(40), 0)
            write(out, "No saved games yet: games save themselves after every move.",
                  (area.x, area.y + self.m.px(80), area.w, area.bottom - area.y - self.m.px(80)), BROWN,
                  self.m.font(30), align="center", valign="top", bold=False)
        return out

    def make_buttons(self) -> list[Button]:
        """Back, Save this game, a button per row in view with its delete button, and the page buttons."""
        m, lay = self.m, self.layout
        out = [back_button(m)]
        if self.from_game:
            problem = getattr(getattr(self.app, "saves", None), "problem", None)
            out.append(Button("save", lay.save, "Save this game", icon=icon("check", m.font(30)),
                              size=m.font(26), color=GREEN, enabled=problem is None))
        area = lay.area
        for i, entry in enumerate(self.entries[self.first:self.first + lay.rows]):
            n = self.first + i
            y = area.y + i * (lay.row_h + lay.gap)
            rect = pygame.Rect(area.x, y, area.w - lay.delete_w - lay.gap, lay.row_h)
            row = self.face_of(entry, (rect.w - 2 * m.px(theme.GAP), rect.h - m.px(16)))
            out.append(Button(("load", n), rect, icon=row.face, color=CREAM if row.loads else SAND))
            out.append(Button(("delete", n), pygame.Rect(rect.right + lay.gap, y, lay.delete_w, lay.row_h),
                              "Delete", icon=None if m.compact else icon("cross", m.font(30)), size=m.font(22),
                              color=RED))
        if lay.pager is not None:
            out += self.page_buttons(lay)
        return out

    def face_of(self, entry: Summary, size: tuple[int, int]) -> Row:
        """A row's face at this size, drawn once per version of its file and of what is known of it."""
        key = (entry, *size)
        if key not in self.faces:
            self.faces[key] = self._draw_row(entry, size)
        return self.faces[key]

    def _draw_row(self, entry: Summary, size: tuple[int, int]) -> Row:
        """Thumbnail, title and turn, players in their colours, kind and date (or the reason it will not load,
        or the sign that it is being read)."""
        m = self.m
        out = pygame.Surface(size, pygame.SRCALPHA)
        thumb = pygame.Rect(0, 0, min(round(size[1] * 1.7), m.px(176), size[0] // 3), size[1])
        x = thumb.right + m.px(20)
        room = size[0] - x - m.px(8)
        big, small = m.font(26 if m.compact else 30), m.font(20 if m.compact else 24)
        when = f"{entry.label} · {when_saved(entry.saved_at, entry.modified)}"
        if entry.known and entry.problem is not None:
            pygame.draw.rect(out, GREY, thumb, border_radius=m.px(8))
            mark = icon("cross", min(thumb.h, m.px(64)), CREAM)
            out.blit(mark, mark.get_rect(center=thumb.center))
            lines = [(f"{entry.path.name}: cannot be loaded", big, theme.INK, True),
                     (entry.problem, small, RED, False), (when, small, BROWN, False)]
            stack_lines(out, x, room, lines)
            return Row(out, False)
        self._thumbnail(out, entry, thumb)
        if not entry.known:   # only its name and date so far
            stack_lines(out, x, room, [(entry.path.name, big, theme.INK, True), (READING, small, BROWN, False),
                                       (when, small, BROWN, False)])
            return Row(out, True)
        title = fit(f"{entry.title} · {entry.progress}", big, room, smallest=big, short=())
        if not title.cut:
            lines = [(title.text, big, theme.INK, True)]
        else:   # too narrow for one line: the turn gets its own
            lines = [(entry.title, big, theme.INK, True), (entry.progress, small, theme.INK, True)]
        lines += [self.players_line(entry, room, small), (when, small, BROWN, False)]
        stack_lines(out, x, room, lines)
        return Row(out, True)

    def players_line(self, entry: Summary, room: int, size: int) -> pygame.Surface:
        """The players' names, each after a dot of their colour; when they do not all fit, each gets a share of
        the room as wide as it is, and is made smaller (then shorter) by text.fit's rule to fit it."""
        m = self.m
        dot, gap = size // 2 + 1, m.px(18)
        widths = [font(size, False).size(name)[0] for name, _ in entry.players]
        names_room = room - len(widths) * (2 * dot + m.px(6) + gap)
        k = min(1.0, names_room / max(1, sum(widths)))
        out = pygame.Surface((room, font(size, False).get_linesize() + 2), pygame.SRCALPHA)
        x, cy = 0, out.get_height() // 2
        for (name, colour), width in zip(entry.players, widths):
            _, fill, outline, _ = PLAYER_COLORS[colour % len(PLAYER_COLORS)]
            pygame.draw.circle(out, outline, (x + dot, cy), dot)
            pygame.draw.circle(out, fill, (x + dot, cy), dot - 2)
            x += 2 * dot + m.px(6)
            share = max(1, int(width * k))
            x = write(out, fit(name, size, share, bold=False), (x, 0, share, out.get_height()), theme.INK).right + gap
        return out

    def _thumbnail(self, out: pygame.Surface, entry: Summary, box: pygame.Rect) -> None:
        """The board with its claimed routes, fitted into the thumbnail box (a plain box until it is checked)."""
        pygame.draw.rect(out, SAND, box, border_radius=self.m.px(8))
        claims = entry.claims
        if claims is None:
            return
        from game.view.thumbs import game_thumbnail
        board = claims.board
        width = box.w if not board.height else min(box.w, box.h * board.width // board.height)
        picture = game_thumbnail(claims, self.app.sprites, [c for _, c in entry.players], max(1, width))
        if picture.get_height() > box.h:
            k = box.h / picture.get_height()
            picture = pygame.transform.smoothscale(picture, (round(picture.get_width() * k), box.h))
        out.blit(picture, picture.get_rect(center=box.center))

    def checking(self) -> str:
        """The sign that saves are still being checked, with how many are: 'Checking 120 of 500…' ('' when done)."""
        if self.listing is None or self.listing.done or not self.entries:
            return ""
        return f"Checking {self.listing.count_checked:,} of {len(self.entries):,}…"

    def press(self, key: Any) -> Change:
        """Load, delete (after asking), save, scroll, or go back."""
        kind, n = key if isinstance(key, tuple) else (key, None)
        if kind == "load":
            return self.load(self.entries[n])
        if kind == "delete":
            self.asking = self.entries[n]
            return Push(ConfirmOverlay("Delete this saved game?", self.describe(self.entries[n]),
                                       yes="Delete", no="Keep", key="delete"))
        if kind == "save":
            self.save_playing()
            self.rebuild()
            return None
        return super().press(key)

    def resume(self, result: Any) -> None:
        """Back from a question: delete, or load over unsaved moves, if the player said so."""
        entry, self.asking = self.asking, None
        saved, self.loading = self.loading, None
        if saved is not None and result == Answer("load", True):
            self.going = Reset(SavedGame(saved))
        if entry is not None and result == Answer("delete", True):
            ok = self.app.saves.delete(entry.path)
            self.note = "Deleted." if ok else f"{entry.path.name} could not be deleted."
            self.read()
            self.backdrop = self.paint()
        super().resume(result)

    def load(self, entry: Summary) -> Change:
        """Play the saved game (the game being played is already saved); a bad save only says why."""
        if entry.known and entry.problem is not None:
            self.note = f"This save cannot be loaded: {entry.problem}"
            return None
        try:   # checked whole: the list's summary is only a summary, and the file may have changed since
            saved = self.app.saves.load(entry.path)
        except BadSave as err:
            self.note = f"This save cannot be loaded: {err}"
            self.read()
            self.rebuild()
            return None
        problem = unsaved_moves(self.app) if self.from_game else None
        if problem is not None:   # the game under the pause menu has moves the disk refused: ask first
            self.loading = saved
            return Push(ConfirmOverlay("Your last moves are not saved", f"Loading another game loses them: {problem}.",
                                       yes="Load anyway", no="Stay", key="load"))
        return Reset(SavedGame(saved))

    def save_playing(self) -> None:
        """Save the game under the pause menu as a new named save."""
        playing = self.playing
        if playing is None:   # nothing under the pause menu can be saved
            return
        try:
            self.app.saves.save_named(playing.snapshot(), playing.config.map_path)
        except OSError as err:
            self.note = f"The game could not be saved ({err.strerror or err})."
            return
        self.note = "Saved: this game is now in the list."
        self.read()
        self.anchor = 0
        self.backdrop = self.paint()

    @staticmethod
    def describe(entry: Summary) -> str:
        """A save in a few words, for the question before deleting it."""
        if not entry.known or entry.problem is not None:
            return entry.path.name
        names = ", ".join(name for name, _ in entry.players)
        return f"{entry.title} with {names}"


def stack_lines(out: pygame.Surface, x: int, room: int, lines: list) -> None:
    """Lines of a row, each (words, size, colour, bold) or a picture, spread evenly down its height; words that
    are too long for the row get smaller (then shorter, by text.fit's rule)."""
    fitted: list[Fitted | pygame.Surface] = [line if isinstance(line, pygame.Surface) else
                                             fit(line[0], line[1], room, bold=line[3]) for line in lines]
    heights = [f.get_height() if isinstance(f, pygame.Surface) else f.height for f in fitted]
    space = (out.get_height() - sum(heights)) / (len(fitted) + 1)
    y = space
    for line, words, height in zip(lines, fitted, heights):
        if isinstance(words, pygame.Surface):
            out.blit(words, (x, round(y)))
        else:
            write(out, words, (x, round(y), room, height), line[2])
        y += height + space
