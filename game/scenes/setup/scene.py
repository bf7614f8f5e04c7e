"""The new-game screen: pick a board, who sits at the table, their names and colours, who starts,
the table's options (a move may be taken back; everyone plays together) and its house rules (the card
of house_card.py, opened by the House rules button of house_entry.py).

It opens at once whatever the folders hold: the boards are listed by their file names and read on a
worker thread (the chosen one and the shipped ones first, then the page in view), each card filled
in when its board is read. It sits at the last table started (saves/table.yaml, game/saves/table.py), and each game
brings its own last table: a family plays the children's board with the children and a gentle
computer, and the big map with the grown-ups, so neither has to be set up again. A game not
played yet takes the seats on screen. A tapped name opens the on-screen keyboard, whose row of
usual names gives a name in two taps. Phones opens the join card for the seats on screen: new codes the
first time, the same codes after that while the screen stays (a phone that scanned one keeps it).
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame

from game.board.catalog import MAPS, Entry, Reader, find, listing
from game.board.loader import REBUILD_MAPS
from game.config import CHILDREN_STYLES, GameConfig, Seat
from game.rules.settings import RuleSet, settle_house_rules
from game.saves.house_words import gone_rules
from game.saves.table import TABLE_FILE, Tables, load_tables, save_tables
from game.scenes.overlays.answers import Named
from game.scenes.overlays.join import KEEP, NEW, JoinOverlay, offer, phones_face
from game.scenes.overlays.keyboard import KeyboardOverlay
from game.scenes.places import Game, Unavailable
from game.scenes.screen import (BROWN, CREAM, GREEN, PLUM, RED, SAND, TEAL, ButtonScreen, back_button, icon, paper,
                                write)
from game.scenes.setup.cards import (board_of, car_icon, card_drawn, draw_reason, draw_reading, game_card,
                                     reason_box)
from game.scenes.setup.house_card import HouseChosen
from game.scenes.setup.house_entry import house_button, house_card, offered, set_name
from game.scenes.setup.layout import SeatRow, setup_layout
from game.scenes.setup.seats import (LEVELS, NAME_LENGTH, PEOPLE, ROBOTS, default_name, new_seat, next_color,
                                     remembered, toggled)
from game.scenes.stack import Change, Pop, Push, Replace
from game.view import theme
from game.view.table_icons import switch_face
from game.view.text import font
from game.view.widgets import Button

LEVEL_NAMES = {"gentle": "Gentle", "easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
READING = "This board is still being read: Start works once its card shows it"
POLL = 0.25  # seconds between looks at the boards read meanwhile
AFTER_FIX = "Fix it in Tiled or in its rules file, save, then open New game again"
NO_BOARD = Entry("", MAPS / "none.tmx", True, "No board",
                 problem=f"No boards were found in maps/: make the boards again with: {REBUILD_MAPS}")


def map_problem(entry: Entry) -> str:
    """Why a board cannot be played, in one line."""
    if entry.problem and not entry.id:
        return entry.problem
    return f"This board cannot be played: {entry.problem}" if entry.problem else ""


def player_range(entry: Entry) -> tuple[int, int]:
    """Fewest and most players of a board, from its rules file (two for a board that cannot be played)."""
    return entry.players if entry.playable else (2, 2)


class SetupScene(ButtonScreen):
    """Choose the game and the seats; Start replaces this screen with the play scene."""

    default = "start"

    def __init__(self, game: str | None = None) -> None:
        self.asked = game                # None: the game started last
        self.game = game or ""           # the chosen board's id in the catalog
        self.catalog: list[Entry] = []   # every board found: read, or named until it is read
        self.reader: Reader | None = None
        self.seated = False              # the chosen board's table is set (its board has been read)
        self.pictures = 0                # board pictures this frame may draw (none in the first)
        self.unpainted = False           # a card in view waits for its board's picture
        self.shown = 0                   # the first board card on the page in view
        self.seats = [Seat(f"Player {i + 1}", color=i) for i in range(2)]
        self.first: int | None = None
        self.undo: bool | None = None    # None until a player sets it: the chosen game's default
        self.together = False
        self.house_rules: dict[str, Any] = {}
        self.house_name = ""             # the family's set those rules are exactly ("" if none)
        self.naming: int | None = None   # the seat whose name the on-screen keyboard edits
        self.remembered = Tables()       # as read from the file: written again with the table started
        self.tables: dict[str, GameConfig] = {}   # each game's own table, kept while another is looked at
        self.starting: GameConfig | None = None   # the game Start asked for, until it opens or cannot
        self.phones_offered = False      # this screen has offered its seats to phones (their codes are kept)

    def enter(self, app: Any) -> None:
        """List the boards, read the remembered tables and start reading the boards; the screen sits at
        the last table (or the asked board's) once its board is read and can be played."""
        super().enter(app)
        self.catalog = listing(getattr(app, "map_folders", (MAPS,)))
        self.remembered = load_tables(app.saves.file(TABLE_FILE))
        self.tables = {game: table for game, table in self.remembered.games.items() if self.same_board(game, table)}
        game = self.asked or self.remembered.last
        if find(self.catalog, game) is not None and (self.asked or game in self.tables):
            self.game = game
        elif find(self.catalog, self.game) is None:
            self.game = self.catalog[0].id if self.catalog else ""
        self.reader = Reader(self.catalog, [self.game, *(e.id for e in self.catalog if e.shipped)])
        self.problem = map_problem(self.board()) or None
        self.take_read()   # may sit at the remembered table, and say which of its house rules the board dropped

    def leave(self) -> None:
        """The screen is gone: no more boards are read for it; the game it started is remembered as its table.
        Left without a game, nothing needs the phones it offered: they stop listening."""
        if self.reader is not None:
            self.reader.stop()
        phones = getattr(self.app, "phones_made", None)
        if self.phones_offered and self.starting is None and phones is not None:
            phones.close()
        if self.starting is not None:   # unwritable: unremembered
            save_tables(self.app.saves.file(TABLE_FILE), self.remembered.with_table(self.starting))
            self.starting = None

    def update(self, dt: float) -> Change:
        """Put in the boards read since the last look, and draw the next board picture a card waits for."""
        self.pictures, chosen = 1, self.game
        if self.take_read() or self.unpainted:
            if self.game != chosen:   # the board first chosen cannot be played: the page of the one chosen instead
                self.show_chosen()
            self.rebuild()
            self.redraw()
        return None

    def wake(self) -> float | None:
        """At once while a card waits for its picture; soon while boards are still being read; else never."""
        if self.unpainted:
            return 0.0
        return POLL if any(not e.read for e in self.catalog) else None

    def take_read(self) -> bool:
        """The boards read meanwhile replace their names in the list; True if any came."""
        read = {e.id: e for e in self.reader.take()} if self.reader is not None else {}
        if read:
            self.catalog = [read.get(e.id, e) for e in self.catalog]
        self.settle()
        return bool(read)

    def settle(self) -> None:
        """Once the chosen board is read: sit at its remembered table, or fit the seats to it; a board the
        screen chose that cannot be played gives way to the first that can."""
        entry = self.board()
        if self.seated or not entry.read:
            return
        if not entry.playable and not self.asked:
            other = next((e for e in self.catalog if e.playable), None)
            if other is None and any(not e.read for e in self.catalog):
                return   # one that can be played may come yet
            if other is not None:
                self.game, entry = other.id, other
        self.seated = True
        self.problem = map_problem(entry) or None
        if entry.playable and self.game in self.tables:
            self.sit_at(self.tables[self.game])
        elif entry.playable:
            self.fit_seats(entry)

    def board(self, game: str | None = None) -> Entry:
        """The catalog's entry of a board (the chosen one by default); NO_BOARD if there is none."""
        return find(self.catalog, self.game if game is None else game) or NO_BOARD

    def same_board(self, game: str, table: GameConfig) -> bool:
        """True if a remembered table's board is the one the catalog lists under its id now."""
        entry = find(self.catalog, game)
        if entry is None:
            return False
        try:
            return table.map_path.resolve() == entry.path.resolve()
        except (OSError, RuntimeError):
            return False

    def show_chosen(self) -> None:
        """Turn the list of boards to the page that holds the chosen one."""
        ids = [e.id for e in self.catalog]
        at = ids.index(self.game) if self.game in ids else 0
        self.shown = at - at % max(1, len(self.layout.cards))
        self.want_page()

    def want_page(self) -> None:
        """Ask for the boards of the page in view to be read next."""
        if self.reader is not None:
            self.reader.want(e.id for e in self.catalog[self.shown:self.shown + len(self.layout.cards)])

    def arrange(self) -> None:
        """Lay the screen out for its size and its number of boards, then the buttons and the backdrop."""
        self.layout = setup_layout(self.m, len(self.catalog))
        self.show_chosen()
        super().arrange()

    def paint(self) -> pygame.Surface:
        """Header, and the labels that never change."""
        lay = self.layout
        out = paper(self.app.size, "", TEAL)
        title, size = lay.title.inflate(-2 * self.m.px(12), -4), self.m.font(44 if self.m.compact else 48)
        if font(size, True).size("New game")[0] * 3 // 4 <= title.w:   # between Back and the options, if room
            write(out, "New game", title, CREAM, size, align="center", one_line=True)
        if lay.players_label is not None:
            write(out, "Players", lay.players_label, theme.INK, lay.label_size, one_line=True)
        write(out, "Who starts?", lay.starts_label, BROWN, lay.starts_size, one_line=True)
        return out

    def make_buttons(self) -> list[Button]:
        """Back, start, the table's options, a page of board cards, the count, who starts and the seats."""
        lay, m = self.layout, self.m
        self.unpainted = False
        lo, hi = player_range(self.board())
        n = len(self.seats)
        sign = m.font(32)
        out = [back_button(m),
               Button("start", lay.start.copy(), "Start", icon=icon("next", m.font(30)), size=m.font(34), color=GREEN,
                      enabled=self.board().read),
               self.option_button("undo", "Undo", lay.undo, self.undo_on()),
               self.option_button("together", "Together", lay.together, self.together),
               Button("phones", lay.phones.copy(), color=SAND,
                      icon=phones_face(lay.phones.w - m.px(8), lay.phones.h - m.px(8), m.font(18))),
               house_button(self)]
        out += [self.game_button(entry, rect) for entry, rect in zip(self.catalog[self.shown:], lay.cards)]
        if lay.up is not None and lay.down is not None:
            arrows = icon("up", m.font(36)), icon("down", m.font(36))
            out.append(Button("up", lay.up.copy(), icon=arrows[0], color=BROWN, enabled=self.shown > 0))
            out.append(Button("down", lay.down.copy(), icon=arrows[1], color=BROWN,
                              enabled=self.shown + len(lay.cards) < len(self.catalog)))
        out.append(Button("fewer", lay.fewer.copy(), icon=icon("minus", sign), color=BROWN, enabled=n > lo))
        out.append(Button("more", lay.more.copy(), icon=icon("plus", sign), color=BROWN, enabled=n < hi))
        out.append(Button("random", lay.random.copy(), "Random", size=m.font(26 if lay.roomy else 22), color=PLUM,
                          selected=self.first is None))
        if self.board().playable:   # a board that cannot be played shows why in the seats' place
            for i, seat in enumerate(self.seats):
                out += self.seat_buttons(i, seat, lay.seats[i])
        return out

    def reason_box(self) -> tuple[pygame.Rect, list[str], int]:
        """Where the chosen board's whole problem is written instead of the seats, its lines and text size."""
        return reason_box(self.board(), self.layout, self.m)

    def game_button(self, entry: Entry, rect: pygame.Rect) -> Button:
        """A board's card as a button; its frame shows when it is the chosen one. A board's picture takes a
        while to draw: the screen's first frame draws none it has not drawn before, each later frame one."""
        frame, sprites = self.m.px(8 if self.layout.roomy else 6), getattr(self.app, "sprites", None)
        size = rect.inflate(-2 * frame, -2 * frame).size
        if entry.playable and sprites is not None and not card_drawn(entry, sprites, size, self.m, self.layout.roomy):
            if self.pictures > 0:
                self.pictures -= 1
            else:   # its name and players for now; its picture in a frame to come
                sprites, self.unpainted = None, True
        card = game_card(entry, sprites, size, self.m, self.layout.roomy)
        return Button(("game", entry.id), rect.copy(), icon=card, color=SAND, selected=entry.id == self.game)

    def option_button(self, key: str, word: str, rect: pygame.Rect, on: bool) -> Button:
        """A table option as a switch: its picture, a tick box (ticked and the button lit when on) and a word."""
        pad = self.m.px(8)
        face = switch_face(key, word, on, rect.w - pad, rect.h - pad, self.m.font(18))
        return Button(key, rect.copy(), icon=face, color=SAND, selected=on)

    def undo_on(self) -> bool:
        """Whether a move may be taken back in the game set up now (the game's default until a player chose)."""
        return self.for_children() if self.undo is None else self.undo

    def for_children(self) -> bool:
        """True for a board with the rules made for young children (from its entry: nothing is read here)."""
        return self.board().style in CHILDREN_STYLES

    def seat_buttons(self, i: int, seat: Seat, row: SeatRow) -> list[Button]:
        """One seat's train colour, name, person or computer, level (a computer's) and who-starts star."""
        lay, m = self.layout, self.m
        sprites = getattr(self.app, "sprites", None)
        out = [
            Button(("color", i), row.color.copy(), icon=car_icon(seat.color, sprites, row.color.w - m.px(20)),
                   color=SAND),
            Button(("name", i), row.name.copy(), seat.name, size=lay.name_size, color=CREAM),
            Button(("kind", i), row.kind.copy(), "Computer" if seat.computer else "Person", size=lay.kind_size,
                   color=PLUM if seat.computer else TEAL),
        ]
        if seat.computer:   # how strong this computer plays; tap for the next level
            out.append(Button(("level", i), row.level.copy(), LEVEL_NAMES[seat.level], size=lay.level_size,
                              color=BROWN))
        out.append(Button(("first", i), row.first.copy(),
                          icon=icon("star", m.font(40 if lay.roomy else 34), BROWN if self.first == i else CREAM),
                          color=(176, 164, 140), selected=self.first == i))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop, the buttons, the player count and a line of help (or why Start refused); the boards
        begin to be read once the first frame is drawn (the reading never shares the processor with it)."""
        super().draw(surface)
        if self.reader is not None:
            self.reader.start()
        lay = self.layout
        n = len(self.seats)
        write(surface, str(n) if lay.roomy else f"{n} players", lay.count, theme.INK, lay.count_size, align="center",
              one_line=True)
        problem = getattr(self, "problem", None)
        if lay.up is not None and lay.down is not None and self.catalog:   # the page shown, between its arrows
            last = min(self.shown + len(lay.cards), len(self.catalog))
            shown = f"{last:,}" if last == self.shown + 1 else f"{self.shown + 1:,}–{last:,}"
            between = pygame.Rect(lay.up.right + 4, lay.up.y, lay.down.x - lay.up.right - 8, lay.up.h)
            write(surface, f"{shown} of {len(self.catalog):,}", between, BROWN, lay.count_size, align="center",
                  one_line=True, smallest=self.m.font(14), bold=False)
        words = problem or "Tap a name, a train or a level to change it"
        if not self.board().read:   # its card and the seats' place say it is being read; the hint when to Start
            draw_reading(surface, self.layout, self.m)
            words = problem or READING
        elif not self.board().playable and self.board().id:   # the problem in full; the hint says what next
            draw_reason(surface, self.board(), self.layout, self.m)
            problem, words = None, AFTER_FIX
        if problem or lay.hint.h:   # a window too small for the hint still says why Start refused
            write(surface, words, lay.hint, RED if problem else BROWN, lay.hint_size, one_line=True, bold=False)

    def press(self, key: Any) -> Change:
        """Change the choice a button stands for, or start the game."""
        if key == "back":
            return Pop()
        if key == "start":
            if not self.board().playable:  # a broken map, or one not read yet: say so, start nothing
                self.problem = map_problem(self.board()) or READING
                return None
            self.starting = self.config()
            if self.phones_offered:   # names or colours changed since the card: the phones' codes stay theirs
                offer(self.app.phones, self.starting.seats, KEEP)
            return Replace(Game(self.starting))
        if key == "house":
            return Push(house_card(self)) if offered(self) else None
        if key == "phones":
            codes, self.phones_offered = KEEP if self.phones_offered else NEW, True
            return Push(JoinOverlay(self.config().seats, codes))
        kind, seat = key if isinstance(key, tuple) else (key, None)  # seat: a game for "game"
        if kind == "name":
            return Push(self.keyboard(seat))
        if kind == "game":
            self.choose_game(seat)
        elif kind in ("up", "down"):
            step = len(self.layout.cards)
            self.shown = max(0, min(self.shown + (step if kind == "down" else -step), len(self.catalog) - 1))
            self.want_page()
        elif kind == "fewer":
            self.seats.pop()
            self.first = None if self.first is not None and self.first >= len(self.seats) else self.first
        elif kind == "more":
            self.add_seat()
        elif kind == "random":
            self.first = None
        elif kind == "undo":
            self.undo = not self.undo_on()
        elif kind == "together":
            self.together = not self.together
        elif kind == "first":
            self.first = None if self.first == seat else seat
        elif kind == "color":
            next_color(self.seats, seat)
        elif kind == "kind":
            self.seats[seat] = toggled(self.seats, seat, self.default_level())
        elif kind == "level":
            me = self.seats[seat]
            level = LEVELS[(LEVELS.index(me.level) + 1) % len(LEVELS)] if me.level in LEVELS else LEVELS[0]
            self.seats[seat] = replace(me, level=level)
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back returns to the menu."""
        return Pop()

    def keyboard(self, seat: int) -> KeyboardOverlay:
        """The on-screen keyboard for a seat's name: the usual names each in its own place, those another
        seat has greyed (so a name never moves under a finger)."""
        self.naming = seat
        me = self.seats[seat]
        taken = frozenset(s.name for i, s in enumerate(self.seats) if i != seat)
        picture = car_icon(me.color, getattr(self.app, "sprites", None), self.m.px(96))
        return KeyboardOverlay(me.name, ROBOTS if me.computer else PEOPLE, NAME_LENGTH, picture, taken)

    def resume(self, result: Any) -> None:
        """The keyboard closed: a name typed or chosen replaces the seat's; Cancel keeps it. The house-rules card
        closed: its rules and their set's name are the table's."""
        seat, self.naming = self.naming, None
        if isinstance(result, HouseChosen):
            self.house_rules, self.house_name = dict(result.rules), result.name
        if isinstance(result, Named) and seat is not None and seat < len(self.seats):
            self.seats[seat] = replace(self.seats[seat], name=result.name[:NAME_LENGTH])
        self.rebuild()

    def cannot_open(self, refused: Unavailable) -> None:
        """The game Start asked for cannot open: its board's files changed since its card was read. Say why;
        nothing started, and the table is not remembered."""
        self.starting = None
        first = (refused.problems or [""])[0].replace(f"{self.board().path.parent}/", "")
        self.problem = map_problem(replace(self.board(), problem=first))

    # --- the choices ----------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Pick a board: its own last table if it has one, else the seats on screen trimmed or filled to it
        (a board not read yet is read next, and its table set when it is)."""
        if game == self.game:
            return
        if self.game in self.tables and self.seated:
            self.tables[self.game] = self.config()
        self.game, self.asked, self.seated = game, game, False
        self.house_rules, self.house_name = {}, ""   # house rules belong to one game's board
        if self.reader is not None and not self.board().read:
            self.reader.want([game])
        self.settle()
        self.problem = map_problem(self.board()) or None   # a board that cannot be played says why at once

    def fit_seats(self, entry: Entry) -> None:
        """The seats on screen trimmed or filled to a board's player range."""
        lo, hi = player_range(entry)
        del self.seats[hi:]
        while len(self.seats) < lo:
            self.add_seat()
        if self.first is not None and self.first >= len(self.seats):
            self.first = None

    def sit_at(self, table: GameConfig) -> None:
        """A remembered table, fitted to what this screen offers now (a file may hold anything)."""
        lo, hi = player_range(self.board())
        self.seats = remembered(table.seats[:hi], self.default_level())
        while len(self.seats) < lo:
            self.add_seat()
        self.first = table.first if table.first is not None and 0 <= table.first < len(self.seats) else None
        self.undo, self.together = table.undo, table.together
        try:   # house rules the board no longer offers: the board's own, and a line saying which
            settings = board_of(self.board()).settings
            self.house_rules, _ = settle_house_rules(settings, table.house_rules)
            gone = gone_rules(RuleSet.rulebook(settings), table.house_rules, self.house_rules)
            if gone:   # short enough for the hint's one line at 800 x 480
                self.problem = f"No longer allowed on this board: {', '.join(gone)}"
        except (ValueError, TypeError, AttributeError):   # AttributeError: the board went missing
            self.house_rules = {}
        self.house_name = set_name(self.app, self.game, self.house_rules, table.house_name)

    def add_seat(self) -> None:
        """One more seat: a person with a default name and the first free colour."""
        self.seats.append(new_seat(self.seats))

    def default_level(self) -> str:
        """The strength a new computer player starts at: gentle on a board with children's rules, else medium."""
        return "gentle" if self.for_children() else "medium"

    def config(self, seed: int | None = None) -> GameConfig:
        """The game the choices describe, with a fresh random seed; blank names get defaults."""
        seats = tuple(s if s.name.strip() else replace(s, name=default_name(i, s.computer))
                      for i, s in enumerate(self.seats))
        path = self.board().path
        return GameConfig(self.game, seats, self.first, seed=random.randrange(1, 2**31) if seed is None else seed,
                          house_rules=dict(self.house_rules), house_name=self.house_name if self.house_rules else "",
                          undo=self.undo, together=self.together,
                          map_file=None if path == MAPS / f"{self.game}.tmx" else path)
