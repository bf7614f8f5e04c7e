"""The games played, newest first: date, game, the players in their colours with scores, a trophy for the winner.

Opened from the menu. The history is read only when this screen opens (game/saves/history.py),
never at start-up, and the screen never waits for it: the newest games show at once, the rest
are read on a worker thread and come in page by page, with a line saying so meanwhile. Paging
works as in the saved games list (big up and down buttons); the rows themselves are not buttons.
A history file that could not be read was kept aside, and this screen says so.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.menus.lists import GOLD, ListLayout, PagedList, paged_rows, trophy, when_saved
from game.scenes.screen import BROWN, back_button, header, panel, paper, write
from game.view import theme
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.text import fit, font
from game.view.widgets import Button

if TYPE_CHECKING:   # the history itself is read when this screen opens, never at start-up
    from game.saves.history import History, HistoryReader, Played

EMPTY = "No games played yet. When a game ends, it is written here with everyone's scores."
READING = "Reading the games played…"   # a sign that does not move: the screen sleeps until the count changes
FIRST = 24     # games read at once for the first page (more than any screen shows)


def history_layout(m: Metrics, count: int) -> tuple[ListLayout, int]:
    """The list's rectangles for this screen and this many games, and the middle of the summary line above it."""
    w, h = m.size
    margin, gap = m.px(16 if m.compact else 32), m.px(8 if m.compact else 12)
    band = max(header(m), back_button(m).rect.bottom)
    summary_y = band + m.px(24)
    top = summary_y + m.px(26)
    note_y = h - m.px(28)
    room = pygame.Rect(margin, top, w - 2 * margin, note_y - m.font(22) - m.px(8) - top)
    rows, row_h, area, pager = paged_rows(m, room, (max(m.target(64), m.px(92)), m.px(120)), gap, count)
    return ListLayout(rows, row_h, gap, area, 0, pager, pygame.Rect(0, 0, 0, 0), note_y), summary_y


class HistoryScene(PagedList):
    """The list of finished games; paging as in the saved games (the rows are not buttons)."""

    def __init__(self) -> None:
        super().__init__()
        self.history: History | None = None   # the whole history, once read
        self.games: list[Played] = []
        self.empty = EMPTY   # the words for a screen without games
        self.drawn: dict[tuple[str, int, int], pygame.Surface] = {}   # each row's face at one size

    def arrange(self) -> None:
        """Rows for the new size are drawn again."""
        self.drawn.clear()
        super().arrange()

    @property
    def layout(self) -> ListLayout:
        """Where things go on this screen, for the games there are."""
        return history_layout(self.m, len(self.entries))[0]

    def worker(self, saves: Any) -> HistoryReader:
        """The newest games now; the others on a worker thread."""
        from game.saves.history import HISTORY, HistoryReader
        return HistoryReader(saves.file(HISTORY), FIRST)

    def show(self, reader: HistoryReader) -> None:
        """The games read so far, newest first; once all are read, what to say about the files."""
        self.history = reader.history
        self.entries = self.games = reader.games
        self.note, self.empty = "", EMPTY
        if self.history is not None:
            self.note = self.notice(self.history, getattr(self.app, "saves", None))
            if not self.games and self.note:   # the words take the place of the list, where there is room
                self.empty, self.note = f"{self.note} Games played from now on are written here.", ""

    @staticmethod
    def notice(history: History, saves: Any) -> str:
        """What to say about the file itself: it was damaged and kept aside, or cannot be used."""
        if history.kept_aside is not None:
            return f"The history could not be read, so it is kept aside as {history.kept_aside.name}."
        if history.problem is not None:
            return f"{history.problem[0].upper()}{history.problem[1:]}."
        try:
            spare = next(iter(sorted(saves.path.glob("history.damaged*.yaml"))), None) if saves else None
        except OSError:
            spare = None
        return "" if spare is None else f"An earlier history could not be read; it is kept as {spare.name}."

    def paint(self) -> pygame.Surface:
        """The header, the summary line, and kind words for an empty history."""
        m = self.m
        out = paper(self.app.size, "Games played", GOLD)
        lay, summary_y = history_layout(m, len(self.games))
        if self.games or not self.history:
            line = font(m.font(24), True).get_linesize()
            write(out, self.summary(), (lay.area.x, summary_y - line // 2, lay.area.w, line), BROWN, m.font(24),
                  one_line=True)
            return out
        y = lay.area.y + m.px(50)
        cup = trophy(m.px(72), (214, 196, 160), None)
        out.blit(cup, cup.get_rect(midtop=(lay.area.centerx, y)))
        y += cup.get_height() + m.px(20)
        room = lay.area.inflate(-m.px(40), 0)
        write(out, self.empty, (room.x, y, room.w, lay.note_y - y), BROWN, m.font(30), align="center", valign="top",
              bold=False)
        return out

    def summary(self) -> str:
        """Games played and wins per name, most first: '12 games · wins: Mum 5, Dad 4, Mia 3'; while the
        history is being read, the sign that it is, with the games read so far."""
        n = len(self.games)
        if self.history is None:
            return f"{READING} {n:,} so far" if n else READING
        wins = ", ".join(f"{name} {count}" for name, count in self.history.wins().items())
        return f"{n:,} game{'s' if n != 1 else ''} played" + (f" · wins: {wins}" if wins else "")

    def make_buttons(self) -> list[Button]:
        """Back, and the page buttons when the games fill more than a page."""
        lay = self.layout
        return [back_button(self.m)] + (self.page_buttons(lay) if lay.pager is not None else [])

    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop and buttons, the games on this page, where the page is, and the note about the file."""
        super().draw(surface)
        lay = self.layout
        for i, game in enumerate(self.games[self.first:self.first + lay.rows]):
            rect = pygame.Rect(lay.area.x, lay.area.y + i * (lay.row_h + lay.gap), lay.area.w, lay.row_h)
            panel(surface, rect)
            face = self.face(game, (rect.w - 2 * self.m.px(16), rect.h - self.m.px(8)))
            surface.blit(face, face.get_rect(center=rect.center))

    def face(self, game: Played, size: tuple[int, int]) -> pygame.Surface:
        """A game's row at this size, drawn once."""
        key = (game.game_id + game.finished, *size)
        if key not in self.drawn:
            self.drawn[key] = self._draw_game(game, size)
        return self.drawn[key]

    def _draw_game(self, game: Played, size: tuple[int, int]) -> pygame.Surface:
        """The title and date on one line, with the house rules it was played with; below, each player's colour,
        name and score, the winners with a trophy."""
        m = self.m
        out = pygame.Surface(size, pygame.SRCALPHA)
        big, small = m.font(24 if m.compact else 28), m.font(22 if m.compact else 26)
        half = size[1] // 2
        title = write(out, game.title, (0, 0, size[0] // 2, half), theme.INK, big, one_line=True)
        unit = " · tickets completed" if game.counts_tickets else ""
        house = f" · {game.played_with}" if game.played_with else ""
        x = title.right + m.px(20)
        write(out, when_saved(game.finished, 0.0) + unit + house, (x, 0, size[0] - x, half), BROWN, small,
              one_line=True, bold=False)
        self.draw_players(out, game, pygame.Rect(0, size[1] // 2, size[0], size[1] - size[1] // 2), small)
        return out

    def draw_players(self, out: pygame.Surface, game: Played, box: pygame.Rect, size: int) -> None:
        """The players side by side: a dot of their colour, a trophy if they won, the name and the score."""
        m = self.m
        each = box.w // max(1, len(game.players))
        dot, cup = size // 2, trophy(size + m.px(6))
        for seat, player in enumerate(game.players):
            x, cy = box.x + seat * each, box.centery
            _, fill, outline, _ = PLAYER_COLORS[player.color % len(PLAYER_COLORS)]
            pygame.draw.circle(out, outline, (x + dot, cy), dot)
            pygame.draw.circle(out, fill, (x + dot, cy), dot - 2)
            x += 2 * dot + m.px(6)
            won = seat in game.winners
            if won:
                out.blit(cup, cup.get_rect(midleft=(x, cy)))
                x += cup.get_width() + m.px(4)
            score = fit(str(player.score), size, box.w)
            room = box.x + (seat + 1) * each - m.px(12) - x - score.width - m.px(6)
            name = write(out, fit(player.name, size, max(1, room), bold=won), (x, box.y, max(1, room), box.h),
                         theme.INK)
            write(out, score, (name.right + m.px(6), box.y, score.width, box.h), theme.INK)
