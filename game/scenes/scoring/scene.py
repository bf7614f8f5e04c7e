"""The end of a game: the winner's moment, then each player's breakdown revealed line by line, a bar
chart, and the final board (beside them on a wide screen, else behind a Scores / Board switch).

Everything shown comes from `final_state.result` (game/rules/scoring.py); this screen only
words it. A tap ends the moment and speeds the reveal up; afterwards each player's row opens
their breakdown and brings their routes, tickets and longest path forward on the board.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame

from game.rules import GameState
from game.rules.scoring import FinalScore, final_score
from game.rules.words import count
from game.saves.history import played_with
from game.saves.house_words import short as house_words
from game.scenes.screen import (BROWN, CREAM, GREEN, NIGHT, SAND, ButtonScreen, header, icon, panel, paper,
                                play_sound, write)
from game.scenes.places import Game, Menu, Unavailable
from game.scenes.scoring.end_board import EndBoard, legend
from game.scenes.scoring.cards import ScoreCards, whole
from game.scenes.scoring.layout import scores_layout, worded
from game.scenes.stack import Change, Replace, Reset
from game.scenes.scoring.winner import WinnerMoment, headline_words, shorter_headlines
from game.view import theme
from game.view.pointer import Back, Confirm, Hover, Intent, Tap
from game.view.widgets import Button

PACE = 0.55          # seconds between two revealed lines
ENDINGS = {"last_round": "The last round is over.", "golden_ticket": "Six tickets done!",
           "last_train": "The last train is on the board.", "stalemate": "Nobody could move any more."}
PLAYED_SHORT = "Played with house rules"   # the line when the rules it lists do not fit
NUMBERS = ("Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")   # from 2: a count said in words


def ending(reason: str, rules: Any) -> str:
    """How the game ended, in words; the Golden Ticket's count is the game's own (a house rule may change it)."""
    golden = getattr(rules, "golden_ticket", None)
    if reason == "golden_ticket" and golden is not None and golden != 6:
        said = NUMBERS[golden - 2] if 2 <= golden < 2 + len(NUMBERS) else str(golden)
        return f"{count(golden, rules.terms.ticket, rules.terms.tickets).replace(str(golden), said, 1)} done!"
    return ENDINGS.get(reason, "")


class ScoringScene(ScoreCards, ButtonScreen):
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
        self.board_gone = False          # Play again found the board's files changed since: it cannot start
        self.moment: WinnerMoment | None = None   # the winner's moment, while it lasts
        self.celebrating = True
        self.picked: int | None = None   # the player brought forward on the board (None: everyone)
        self.tab = "scores"              # what a small screen shows: "scores" or "board"
        self._board: EndBoard | None = None

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
        """True during the winner's moment and while a bar is still growing (between two lines nothing
        moves: see wake). Until it has reached its score exactly: the frame that puts it there is drawn too."""
        return self.celebrating or any(b != (self.running(i) or 0) for i, b in enumerate(self.bars))

    def wake(self) -> float | None:
        """At once while a bar grows, else when the next line is due; nothing once all is shown."""
        if self.busy():
            return 0.0
        return None if self.done else max(0.0, PACE - self.clock)

    def update(self, dt: float) -> Change:
        """The winner's moment, then the next line every PACE seconds; bars ease toward the scores."""
        if self.celebrating:
            if self.moment is not None:
                self.moment.step(dt)
                if self.moment.finished:
                    self.end_moment()
            return None
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
            self.rebuild()   # the rows open sheets now (the fanfare was the winner's moment's)
            return
        seat, i = self.steps[self.shown - 1]
        if not quiet and 0 <= i < len(self.lines[seat]):
            mark = self.lines[seat][i].mark
            play_sound(self.app, {"check": "ticket_completed", "cross": "ticket_failed"}.get(mark, "tap"))

    def skip(self) -> None:
        """A tap during the reveal: the rest of this player's lines (or the next player's) at once; during the
        winner's moment, the scores (not in its first half second: that tap was meant for the board)."""
        if self.celebrating:
            if self.moment is None or self.moment.tapped():
                self.end_moment()
            return
        seat = self.current()
        if self.revealed(seat) > len(self.lines[seat]) and self.shown < len(self.steps):
            seat = self.steps[self.shown][0]
        while self.shown < len(self.steps) and self.steps[self.shown][0] == seat:
            self.reveal(quiet=True)
        if self.shown == len(self.steps):
            self.reveal()
        self.clock = 0.0

    def skip_all(self) -> None:
        """Show everything at once (the winner's moment too)."""
        self.end_moment()
        while not self.done:
            self.reveal(quiet=self.shown < len(self.steps))

    def arrange(self) -> None:
        """Lay out for the screen; the moment, the sheet, the board and the cars are drawn again at the new size."""
        self.layout = scores_layout(self.m, len(self.lines))
        self._sheet = None
        self._board = None
        self._cars: dict[tuple[int, int], pygame.Surface | None] = {}
        self._legends: dict[tuple[bool, bool], pygame.Surface] = {}
        if self.celebrating:
            if self.moment is None:
                play_sound(self.app, "win")
            winners = [(self.result.players[s].name, *self.colour(s)[1:3]) for s in self.result.winners]
            self.moment = WinnerMoment(self.m, winners, self.result.reason == "golden_ticket",
                                       ending(self.result.reason, self.state.rules),
                                       self.moment.age if self.moment else 0.0)
        super().arrange()

    def end_moment(self) -> None:
        """The winner's moment is over (or tapped away): the scores begin."""
        if self.celebrating:
            self.celebrating, self.moment, self.clock = False, None, 0.0
            self.rebuild()
            self.redraw()

    def showing_board(self) -> bool:
        """True when the board fills the screen (the switch set to Board), not the chart."""
        return bool(self.layout.tabs) and self.tab == "board" and self.done

    def end_board(self) -> EndBoard | None:
        """The final board at its place on this screen, made on first use (None without the art)."""
        sprites = getattr(self.app, "sprites", None)
        if self._board is None and sprites is not None:
            seats = getattr(self.config, "seats", ())
            colours = [seats[i].color if i < len(seats) else i for i in range(len(self.lines))]
            self._board = EndBoard(self.state, sprites, self.layout.board, colours)
        return self._board

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """The screen above the corners' band while a tap ends the moment or goes faster; the buttons."""
        if self.celebrating:
            return [("skip", self._faster_area())]
        if not self.done:
            return [("faster", self._faster_area())] + super().targets()
        return super().targets()

    def _faster_area(self) -> pygame.Rect:
        """Where a tap hurries the reveal: not the bottom band where hands rest on a small screen."""
        w, h = self.app.size
        return pygame.Rect(0, 0, w, h - self.m.corner)

    def make_buttons(self) -> list[Button]:
        """Play again and menu from the start of the reveal; then a row per player (their sheet and routes),
        scrolling a long sheet and the Scores / Board switch."""
        if self.celebrating:
            return []
        m, lay = self.m, self.layout
        rows: list[Button] = []
        if self.done and lay.tabs:
            rows += [Button(("tab", key), rect, words, size=m.font(24), color=GREEN if key == self.tab else SAND)
                     for key, words, rect in zip(("scores", "board"), ("Scores", "Board"), lay.tabs)]
        if self.showing_board():
            return rows + [Button(("player", p.seat), lay.picks[p.seat], color=CREAM) for p in self.result.players]
        if self.done:
            rows += [Button(("player", p.seat), lay.rows[p.seat], color=CREAM) for p in self.result.players]
        longest = len(self.lines[self.current()]) - lay.visible
        if longest > 0 and self.done:
            rows += [Button("up", lay.scroll[0], icon=icon("up", m.font(30)), color=BROWN, enabled=self.scroll > 0),
                     Button("down", lay.scroll[1], icon=icon("down", m.font(30)), color=BROWN,
                            enabled=self.scroll < longest)]
        strip, size, gap = lay.buttons, m.font(26 if m.compact else 32), m.px(12)
        again = pygame.Rect(0, strip.y, min(m.px(276), strip.w * 4 // 7), strip.h)
        again.right = strip.right
        menu = pygame.Rect(0, strip.y, min(m.px(200), strip.w - again.w - gap), strip.h)
        menu.right = again.x - gap
        return rows + [Button("menu", menu, "Menu", size=size, color=BROWN),
                       Button("again", again, "Board changed" if self.board_gone else "Play again",
                              icon=None if self.board_gone else icon("next", m.font(28)), size=size, color=GREEN,
                              enabled=not self.board_gone)]

    def handle(self, intent: Intent) -> Change:
        """During the moment and the reveal a tap or Enter goes faster and Back shows all, but for the buttons."""
        if isinstance(intent, Hover) or isinstance(intent, Tap) and self.row.at(intent.pos):
            return super().handle(intent)
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
            return Replace(Game(replace(self.config, seed=random.randrange(1, 2**31))))
        if key == "menu":
            return Reset(Menu())
        if key in ("up", "down"):
            visible, count = self.layout.visible, len(self.lines[self.current()])
            self.scroll = max(0, min(count - visible, self.scroll + (visible - 1) * (1 if key == "down" else -1)))
        elif key[0] == "tab":
            self.tab = key[1]
            self.backdrop = self.paint()
        else:   # a player: their sheet; their routes forward on the board, or everyone's again
            self.viewed, self.scroll = key[1], 0
            self.picked = None if self.picked == key[1] else key[1]
        self.redraw()
        self.rebuild()
        return None

    def cannot_open(self, refused: Unavailable) -> None:
        """Play again cannot start: the board's files changed since this game began (edited in Tiled, a
        stick taken out). The button says so and answers no more; the scores stay, and Menu goes on."""
        self.board_gone = True
        self.rebuild()
        self.redraw()

    def back(self) -> Change:
        """Back after the reveal goes to the menu."""
        return Reset(Menu())

    def paint(self) -> pygame.Surface:
        """Header and the cards, painted once per size (and switch setting)."""
        out = paper(self.app.size, "", NIGHT)
        lay = self.layout
        if not self.showing_board():
            panel(out, lay.chart)
            panel(out, lay.sheet)
        if lay.side_by_side or self.showing_board():
            panel(out, lay.board.union(lay.legend).inflate(self.m.px(20), self.m.px(20)))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The winner's moment; then backdrop, title, chart and sheet (or the player rows), the board, buttons."""
        if self.moment is not None:
            self.moment.draw(surface)
            return
        surface.blit(self.backdrop, (0, 0))
        lay = self.layout
        for b in self.row.buttons:
            if not (isinstance(b.key, tuple) and b.key[0] == "player"):
                continue
            mine = b.key[1] == (self.picked if self.showing_board() else self.current())
            if b.hovered or b.focused or mine:
                pygame.draw.rect(surface, theme.ACCENT if b.focused or b.hovered else (236, 222, 192),
                                 b.rect, 0 if not b.focused else 4, border_radius=theme.RADIUS)
        self.draw_title(surface)
        if self.showing_board():
            self.draw_picks(surface)
        else:
            self.draw_chart(surface)
            surface.blit(self.sheet(), lay.sheet.topleft)
        if lay.side_by_side or self.showing_board():
            self.draw_board(surface)
        for b in self.row.buttons:
            if not (isinstance(b.key, tuple) and b.key[0] == "player"):
                b.draw(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        """The final board with the player picked brought forward, and what its lines mean under it."""
        board = self.end_board()
        if board is None:
            return
        picked = self.picked if self.done else None
        board.draw(surface, picked)
        kind = (picked is not None, picked in board.paths() if picked is not None else bool(board.paths()))
        if kind not in self._legends:   # made once per kind and size
            self._legends[kind] = legend(self.layout.legend.w, self.m.font(20 if self.m.compact else 24), *kind)
        image = self._legends[kind]
        below = board.rect.bottom + self.m.px(10) + image.get_height() // 2   # just under the picture
        surface.blit(image, image.get_rect(center=(self.layout.legend.centerx, min(self.layout.legend.centery, below))))

    def draw_title(self, surface: pygame.Surface) -> None:
        """The winner (or "Final scores" during the reveal) in the top band, and how the game ended under it
        (during the reveal: that a tap goes faster)."""
        m, area = self.m, self.layout.title
        band = header(m) - m.px(6)
        title = self.winner_words() if self.done else "Final scores"
        under = self.subtitle()
        star, side = m.font(40), m.font(40) + m.px(30)
        top = m.px(4)
        room = pygame.Rect(area.x + side, top, area.w - 2 * side, (round(band * 0.7) if under else band) - top)
        names = [self.result.players[s].name for s in self.result.winners]
        short = shorter_headlines(names, self.result.reason == "golden_ticket") if self.done else ()
        # A long headline (several winners with long names) takes two lines of the band before a name is shortened.
        headline = whole(title, m.font(40 if m.compact else 46), room.w, room.h, short)
        image = write(surface, headline, room, CREAM, align="center")
        if under:   # on a narrow band the house rules keep their line, the ending gives way
            played = self.played_with() if self.done else ""
            write(surface, under, (area.x, room.bottom, area.w, band - room.bottom), (214, 220, 236), m.font(20),
                  align="center", one_line=True, bold=False,
                  short=(played, PLAYED_SHORT) if played and not getattr(self.config, "house_name", "") else
                  (played,) if played else None)
        if self.done:
            for dx in (-1, 1):
                shape = icon("star", star, theme.ACCENT)
                surface.blit(shape, shape.get_rect(center=(image.centerx + dx * (image.w // 2 + star), image.centery)))

    def subtitle(self) -> str:
        """The line under the title: that a tap goes faster during the reveal, then how the game ended and the
        house rules it was played with ("Played with Grandma's rules"; nothing for the rulebook's game)."""
        if not self.done:
            return "Tap to go faster"
        return " · ".join(words for words in (ending(self.result.reason, self.state.rules), self.played_with()) if words)

    def played_with(self) -> str:
        """The house rules this game was played with, in a line ('' for the rulebook's game)."""
        return played_with(getattr(self.config, "house_name", ""), house_words(self.state.rules))

    def winner_words(self) -> str:
        """Who won, in words."""
        names = [self.result.players[s].name for s in self.result.winners]
        return " ".join(headline_words(names, self.result.reason == "golden_ticket"))
