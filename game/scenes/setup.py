"""The new-game screen: pick a board, who sits at the table, their names and colours, who starts,
and the table's options (a move may be taken back; everyone plays together).

It opens with the last table started (saves/table.yaml, game/saves/table.py), and each game
brings its own last table: a family plays First Journey with the children and a gentle
computer, and the USA map with the grown-ups, so neither has to be set up again. A game not
played yet takes the seats on screen. A tapped name opens the on-screen keyboard, whose row of
usual names gives a name in two taps.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame

from game.board.loader import REBUILD_MAPS, MapError, load_board
from game.config import MAPS, PLAYER_RANGE, GameConfig, Seat
from game.rules.board import Board
from game.rules.settings import RuleSet
from game.saves.table import TABLE_FILE, Tables, load_tables, save_tables
from game.scenes.keyboard import KeyboardOverlay
from game.scenes.screen import (BROWN, CREAM, GREEN, PLUM, RED, SAND, TEAL, ButtonScreen, back_button, fitted, icon,
                                paper, text)
from game.scenes.setup_layout import SeatRow, setup_layout
from game.scenes.stack import Change, Pop, Push, Replace
from game.view import theme
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.table_icons import switch_face
from game.view.thumbs import board_thumbnail
from game.view.widgets import Button

GAMES = ("usa", "amsterdam", "first_journey")
CARD_NAMES = {"usa": "USA", "amsterdam": "Amsterdam", "first_journey": "First Journey"}
PEOPLE = ("Mum", "Dad", "Grandma", "Grandpa", "Anna", "Ben", "Lucy", "Max")
ROBOTS = ("Robo", "Chip", "Sparky", "Bolt", "Gizmo")
NAME_LENGTH = 12
LEVELS = ("gentle", "easy", "medium", "hard")   # the computer strengths offered, weakest first
LEVEL_NAMES = {"gentle": "Gentle", "easy": "Easy", "medium": "Medium", "hard": "Hard"}

_boards: dict[str, Board | None] = {}
_cards: dict[tuple, pygame.Surface] = {}


def board_for(game: str) -> Board | None:
    """A game's board, loaded once per run (None if its map is broken)."""
    if game not in _boards:
        try:
            _boards[game] = load_board(MAPS / f"{game}.tmx")
        except MapError:
            _boards[game] = None
    return _boards[game]


def map_problem(game: str) -> str:
    """Why a game's board cannot be played, in one line."""
    path = MAPS / f"{game}.tmx"
    if not path.is_file():
        return f"The board maps/{path.name} is missing: make the boards again with: {REBUILD_MAPS}"
    try:
        load_board(path)
    except MapError as err:
        first = err.problems[0].replace(f"{MAPS}/", "") if err.problems else "broken map"
        return f"This board cannot be played: {first}"
    return ""


def player_range(game: str) -> tuple[int, int]:
    """Fewest and most players of a game, from the board's settings (maps/<game>.yaml)."""
    board = board_for(game)
    if board is None:
        return PLAYER_RANGE[game]
    players = board.settings["players"]
    return int(players["min"]), int(players["max"])


def game_card(game: str, sprites: Any, size: tuple[int, int], m: Metrics, banner: bool) -> pygame.Surface:
    """A game's card, drawn once per size: its board, its name and how many play it."""
    key = (game, size, m.k, banner)
    if key not in _cards:
        if len(_cards) > 64:   # many window sizes tried: start afresh
            _cards.clear()
        out = pygame.Surface(size)
        out.fill(SAND)
        board = board_for(game) if sprites is not None else None
        lo, hi = player_range(game)
        (banner_card if banner else side_card)(out, m, board, sprites, CARD_NAMES[game], f"{lo}–{hi} players")
        _cards[key] = out.convert() if pygame.display.get_surface() is not None else out
    return _cards[key]


def banner_card(out: pygame.Surface, m: Metrics, board: Board | None, sprites: Any, name: str, count: str) -> None:
    """A tall card: the board across the whole card, the name on a pale band along the bottom."""
    w, h = out.get_size()
    if board is not None:
        small = board_thumbnail(board, sprites, w)   # names shrink with the map, not crowd it
        out.blit(small, small.get_rect(midtop=(w // 2, -round(small.get_height() * 0.08))))
    band = pygame.Surface((w, h // 3), pygame.SRCALPHA)
    band.fill((*CREAM, 236))
    out.blit(band, (0, h - h // 3))
    players = text(count, m.font(22), BROWN, False)
    out.blit(players, players.get_rect(midright=(w - m.px(14), h - h // 6)))
    room = w - players.get_width() - m.px(40)
    title = text(fitted(name, m.font(30), room), m.font(30), theme.INK)
    out.blit(title, title.get_rect(midleft=(m.px(14), h - h // 6)))


def side_card(out: pygame.Surface, m: Metrics, board: Board | None, sprites: Any, name: str, count: str) -> None:
    """A short card: the whole board small at its left end, the name and player count beside it."""
    w, h = out.get_size()
    if board is not None:
        small = board_thumbnail(board, sprites, h * 3 // 2)
        out.blit(small, small.get_rect(midleft=(0, h // 2)))
    x = h * 3 // 2 + m.px(10)
    title = text(fitted(name, m.font(24), w - x - m.px(6)), m.font(24), theme.INK)
    out.blit(title, title.get_rect(midleft=(x, h * 2 // 5)))
    players = text(count, m.font(17), BROWN, False)
    out.blit(players, players.get_rect(midleft=(x, h * 3 // 4)))


def car_icon(color: int, sprites: Any, width: int) -> pygame.Surface:
    """A player's train car, big enough to tell apart (scaled once per colour and width)."""
    key = (f"car{color}", width)
    if key not in _cards:
        name, rgb, outline, _ = PLAYER_COLORS[color]
        size = (width, width // 3)
        if sprites is not None:
            _cards[key] = pygame.transform.smoothscale(sprites.cars[name], size)
        else:
            _cards[key] = pygame.Surface(size)
            _cards[key].fill(rgb)
    return _cards[key]


class SetupScene(ButtonScreen):
    """Choose the game and the seats; Start replaces this screen with the play scene."""

    default = "start"

    def __init__(self, game: str | None = None) -> None:
        self.asked = game                # None: the game started last
        self.game = game or GAMES[0]
        self.seats = [Seat(f"Player {i + 1}", color=i) for i in range(2)]
        self.first: int | None = None
        self.undo: bool | None = None    # None until a player sets it: the chosen game's default
        self.together = False
        self.house_rules: dict[str, Any] = {}
        self.naming: int | None = None   # the seat whose name the on-screen keyboard edits
        self.remembered = Tables()       # as read from the file: written again with the table started
        self.tables: dict[str, GameConfig] = {}   # each game's own table, kept while another is looked at

    def enter(self, app: Any) -> None:
        """Read the remembered tables and sit down at the last one (or the asked game's) when its board is playable."""
        super().enter(app)
        self.remembered = load_tables(app.saves.file(TABLE_FILE))
        self.tables = dict(self.remembered.games)
        game = self.asked or self.remembered.last
        if game in self.tables and game in GAMES and board_for(game) is not None:
            self.game = game
            self.sit_at(self.tables[game])

    def arrange(self) -> None:
        """Lay the screen out for its size, then the buttons and the backdrop."""
        self.layout = setup_layout(self.m)
        super().arrange()

    def paint(self) -> pygame.Surface:
        """Header, and the labels that never change."""
        lay = self.layout
        out = paper(self.app.size, "", TEAL)
        title = text("New game", self.m.font(44 if self.m.compact else 48), CREAM)   # between Back and the options
        out.blit(title, title.get_rect(center=(lay.title.centerx, lay.title.centery - 2)))
        if lay.players_label is not None:
            label = text("Players", lay.label_size, theme.INK)
            out.blit(label, label.get_rect(midleft=lay.players_label.midleft))
        starts = text("Who starts?", lay.starts_size, BROWN)
        out.blit(starts, starts.get_rect(midleft=lay.starts_label.midleft))
        return out

    def make_buttons(self) -> list[Button]:
        """Back, start, the table's options, the three game cards, the count, who starts and the seats."""
        lay, m = self.layout, self.m
        lo, hi = player_range(self.game)
        n = len(self.seats)
        sign = m.font(32)
        out = [back_button(m),
               Button("start", lay.start.copy(), "Start", icon=icon("next", m.font(30)), size=m.font(34), color=GREEN),
               self.option_button("undo", "Undo", lay.undo, self.undo_on()),
               self.option_button("together", "Together", lay.together, self.together)]
        out += [self.game_button(game, rect) for game, rect in zip(GAMES, lay.cards)]
        out.append(Button("fewer", lay.fewer.copy(), icon=icon("minus", sign), color=BROWN, enabled=n > lo))
        out.append(Button("more", lay.more.copy(), icon=icon("plus", sign), color=BROWN, enabled=n < hi))
        out.append(Button("random", lay.random.copy(), "Random", size=m.font(26 if lay.roomy else 22), color=PLUM,
                          selected=self.first is None))
        for i, seat in enumerate(self.seats):
            out += self.seat_buttons(i, seat, lay.seats[i])
        return out

    def game_button(self, game: str, rect: pygame.Rect) -> Button:
        """A game's card as a button; its frame shows when it is the chosen one."""
        frame = self.m.px(8 if self.layout.roomy else 6)
        card = game_card(game, getattr(self.app, "sprites", None), rect.inflate(-2 * frame, -2 * frame).size,
                         self.m, self.layout.roomy)
        return Button(("game", game), rect.copy(), icon=card, color=SAND, selected=game == self.game)

    def option_button(self, key: str, word: str, rect: pygame.Rect, on: bool) -> Button:
        """A table option as a switch: its picture, a tick box (ticked and the button lit when on) and a word."""
        pad = self.m.px(8)
        face = switch_face(key, word, on, rect.w - pad, rect.h - pad, self.m.font(18))
        return Button(key, rect.copy(), icon=face, color=SAND, selected=on)

    def undo_on(self) -> bool:
        """Whether a move may be taken back in the game set up now (the game's default until a player chose)."""
        return GameConfig(self.game, (), undo=self.undo).undo_on

    def seat_buttons(self, i: int, seat: Seat, row: SeatRow) -> list[Button]:
        """One seat's train colour, name, person or computer, level (a computer's) and who-starts star."""
        lay, m = self.layout, self.m
        sprites = getattr(self.app, "sprites", None)
        out = [
            Button(("color", i), row.color.copy(), icon=car_icon(seat.color, sprites, row.color.w - m.px(20)),
                   color=SAND),
            Button(("name", i), row.name.copy(), fitted(seat.name, lay.name_size, row.name.w - m.px(20)),
                   size=lay.name_size, color=CREAM),
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
        """The backdrop, the buttons, the player count and a line of help (or why Start refused)."""
        super().draw(surface)
        lay = self.layout
        n = len(self.seats)
        count = text(str(n) if lay.roomy else f"{n} players", lay.count_size, theme.INK)
        surface.blit(count, count.get_rect(center=lay.count.center))
        problem = getattr(self, "problem", None)
        if problem or lay.hint.h:   # a window too small for the hint still says why Start refused
            words = problem or "Tap a name, a train or a level to change it"
            note = text(fitted(words, lay.hint_size, lay.hint.w), lay.hint_size, RED if problem else BROWN, False)
            surface.blit(note, note.get_rect(midleft=lay.hint.midleft))

    def press(self, key: Any) -> Change:
        """Change the choice a button stands for, or start the game."""
        if key == "back":
            return Pop()
        if key == "start":
            if board_for(self.game) is None:  # a broken map: say so, start nothing
                self.problem = map_problem(self.game)
                return None
            config = self.config()
            save_tables(self.app.saves.file(TABLE_FILE), self.remembered.with_table(config))   # unwritable: unremembered
            return Replace(self.play_scene(config))
        kind, seat = key if isinstance(key, tuple) else (key, None)  # seat: a game for "game"
        if kind == "name":
            return Push(self.keyboard(seat))
        if kind == "game":
            self.choose_game(seat)
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
            self.next_color(seat)
        elif kind == "kind":
            self.toggle_computer(seat)
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
        """The on-screen keyboard for a seat's name, offering the usual names no other seat has."""
        self.naming = seat
        me = self.seats[seat]
        taken = {s.name for i, s in enumerate(self.seats) if i != seat}
        presets = tuple(n for n in (ROBOTS if me.computer else PEOPLE) if n not in taken)
        picture = car_icon(me.color, getattr(self.app, "sprites", None), self.m.px(96))
        return KeyboardOverlay(me.name, presets, NAME_LENGTH, picture)

    def resume(self, result: Any) -> None:
        """The keyboard closed: a name typed or chosen replaces the seat's; Cancel keeps it."""
        seat, self.naming = self.naming, None
        if isinstance(result, tuple) and result[0] == "name" and seat is not None and seat < len(self.seats):
            self.seats[seat] = replace(self.seats[seat], name=result[1][:NAME_LENGTH])
        self.rebuild()

    # --- the choices ----------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Pick a board: its own last table if it has one, else the seats on screen trimmed or filled to it."""
        if game == self.game:
            return
        if self.game in self.tables:
            self.tables[self.game] = self.config()
        self.game = game
        table = self.tables.get(game) if board_for(game) is not None else None
        if table is not None:
            self.sit_at(table)
            return
        self.house_rules = {}   # house rules belong to one game's board
        lo, hi = player_range(game)
        del self.seats[hi:]
        while len(self.seats) < lo:
            self.add_seat()
        if self.first is not None and self.first >= len(self.seats):
            self.first = None

    def sit_at(self, table: GameConfig) -> None:
        """A remembered table, fitted to what this screen offers now (a file may hold anything)."""
        lo, hi = player_range(self.game)
        self.seats = []
        for seat in table.seats[:hi]:
            name = "".join(ch for ch in seat.name if ch.isprintable()).strip()[:NAME_LENGTH].strip()
            used = {s.color for s in self.seats}
            color = seat.color if seat.color < len(PLAYER_COLORS) and seat.color not in used else \
                next(c for c in range(len(PLAYER_COLORS)) if c not in used)
            self.seats.append(Seat(name or self.default_name(len(self.seats), seat.computer), seat.computer, color,
                                   seat.level if seat.level in LEVELS else self.default_level()))
        while len(self.seats) < lo:
            self.add_seat()
        self.first = table.first if table.first is not None and 0 <= table.first < len(self.seats) else None
        self.undo, self.together = table.undo, table.together
        try:   # house rules the board no longer offers: the board's own
            RuleSet.from_settings(board_for(self.game).settings, table.house_rules)
            self.house_rules = dict(table.house_rules)
        except (ValueError, TypeError):
            self.house_rules = {}

    def add_seat(self) -> None:
        """One more seat: a person with a default name and the first free colour."""
        used = {s.color for s in self.seats}
        color = next(c for c in range(len(PLAYER_COLORS)) if c not in used)
        self.seats.append(Seat(self.default_name(len(self.seats), False), color=color))

    @staticmethod
    def default_name(seat: int, computer: bool) -> str:
        """The name a seat starts with."""
        return f"{'Computer' if computer else 'Player'} {seat + 1}"

    def next_color(self, seat: int) -> None:
        """The seat's next free colour; with every colour taken, swap with the next one's owner."""
        colors = len(PLAYER_COLORS)
        mine = self.seats[seat].color
        used = {s.color: i for i, s in enumerate(self.seats)}
        order = [(mine + k) % colors for k in range(1, colors)]
        free = next((c for c in order if c not in used), None)
        if free is None:
            free = order[0]
            other = used[free]
            self.seats[other] = replace(self.seats[other], color=mine)
        self.seats[seat] = replace(self.seats[seat], color=free)

    def toggle_computer(self, seat: int) -> None:
        """Person to computer and back; a default or preset name follows the change."""
        me = self.seats[seat]
        computer = not me.computer
        name = me.name
        if name == self.default_name(seat, me.computer) or name in (ROBOTS if me.computer else PEOPLE):
            name = self.default_name(seat, computer)
        self.seats[seat] = replace(me, computer=computer, name=name, level=self.default_level())

    def default_level(self) -> str:
        """The strength a new computer player starts at: gentle with children (First Journey), else medium."""
        return "gentle" if self.game == "first_journey" else "medium"

    def config(self) -> GameConfig:
        """The game the choices describe, with a fresh random seed; blank names get defaults."""
        seats = tuple(s if s.name.strip() else replace(s, name=self.default_name(i, s.computer))
                      for i, s in enumerate(self.seats))
        return GameConfig(self.game, seats, self.first, seed=random.randrange(1, 2**31),
                          house_rules=dict(self.house_rules), undo=self.undo, together=self.together)

    def play_scene(self, config: GameConfig) -> Any:
        """The play scene for this set-up (imported here: it is built alongside this screen)."""
        from game.scenes.play import PlayScene
        return PlayScene(config)
