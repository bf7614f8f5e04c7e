"""The new-game screen: pick a board, who sits at the table, their names and colours, who starts."""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame

from game.board.loader import REBUILD_MAPS, MapError, load_board
from game.config import MAPS, PLAYER_RANGE, GameConfig, Seat
from game.rules.board import Board
from game.scenes.screen import (BROWN, CREAM, GREEN, HEADER, PLUM, RED, SAND, TEAL, ButtonScreen, back_button,
                                fitted, icon, paper, text)
from game.scenes.stack import Change, Pop, Replace
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.pointer import Intent
from game.view.thumbs import board_thumbnail
from game.view.widgets import Button

GAMES = ("usa", "amsterdam", "first_journey")
CARD_NAMES = {"usa": "USA", "amsterdam": "Amsterdam", "first_journey": "First Journey"}
PEOPLE = ("Mum", "Dad", "Grandma", "Grandpa", "Anna", "Ben", "Lucy", "Max")
ROBOTS = ("Robo", "Chip", "Sparky", "Bolt", "Gizmo")
NAME_LENGTH = 12
CARD = (364, 180)    # a game card's picture inside its 8-pixel frame
ROW_Y, ROW_H, ROW_STEP = 232, 88, 98
LEVELS = ("gentle", "easy", "medium", "hard")   # the computer strengths offered, weakest first
LEVEL_NAMES = {"gentle": "Gentle", "easy": "Easy", "medium": "Medium", "hard": "Hard"}

_boards: dict[str, Board | None] = {}
_cards: dict[str, pygame.Surface] = {}


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


def game_card(game: str, sprites: Any) -> pygame.Surface:
    """A game's card: its board drawn once, cropped to the card, with its name on a band below."""
    if game not in _cards:
        w, h = CARD
        out = pygame.Surface(CARD)
        out.fill(SAND)
        board = board_for(game)
        if board is not None and sprites is not None:
            small = board_thumbnail(board, sprites, w)   # names shrink with the map, not crowd it
            out.blit(small, small.get_rect(midtop=(w // 2, -round(small.get_height() * 0.08))))
        band = pygame.Surface((w, 62), pygame.SRCALPHA)
        band.fill((*CREAM, 236))
        out.blit(band, (0, h - 62))
        lo, hi = player_range(game)
        name = text(CARD_NAMES[game], 32, theme.INK)
        out.blit(name, name.get_rect(midleft=(14, h - 31)))
        count = text(f"{lo}–{hi} players", 24, BROWN, False)
        out.blit(count, count.get_rect(midright=(w - 14, h - 30)))
        _cards[game] = out
    return _cards[game]


def car_icon(color: int, sprites: Any) -> pygame.Surface:
    """A player's train car, big enough to tell apart (scaled once per colour)."""
    key = f"car{color}"
    if key not in _cards:
        name, rgb, outline, _ = PLAYER_COLORS[color]
        if sprites is not None:
            _cards[key] = pygame.transform.smoothscale(sprites.cars[name], (96, 32))
        else:
            _cards[key] = pygame.Surface((96, 32))
            _cards[key].fill(rgb)
    return _cards[key]


class SetupScene(ButtonScreen):
    """Choose the game and the seats; Start replaces this screen with the play scene."""

    default = "start"

    def __init__(self, game: str = "usa") -> None:
        self.game = game
        self.seats = [Seat(f"Player {i + 1}", color=i) for i in range(2)]
        self.first: int | None = None
        self.typing: int | None = None   # the seat whose name the keyboard edits
        self.fresh = False               # the first key typed replaces the whole name

    def paint(self) -> pygame.Surface:
        """Header, and the labels that never change."""
        out = paper(self.app.size, "New game", TEAL)
        out.blit(text("Players", 36, theme.INK), (440, 150))
        out.blit(text("Who starts?", 28, BROWN), (926, 156))
        hint = text("Tap a name, a train or a level to change it", 22, BROWN, False)
        out.blit(hint, hint.get_rect(midbottom=(848, self.app.size[1] - 26)))
        return out

    def make_buttons(self) -> list[Button]:
        """Back, start, the three game cards, the count, the seats and who starts."""
        w, _ = self.app.size
        sprites = getattr(self.app, "sprites", None)
        lo, hi = player_range(self.game)
        n = len(self.seats)
        out = [back_button(self.m),
               Button("start", pygame.Rect(w - 220, 16, 204, 80), "Start", icon=icon("next", 30),
                      size=34, color=GREEN)]
        for i, game in enumerate(GAMES):
            out.append(Button(("game", game), pygame.Rect(24, HEADER + 20 + i * 204, 380, 196),
                              icon=game_card(game, sprites), color=SAND, selected=game == self.game))
        out.append(Button("fewer", pygame.Rect(600, 132, 84, 84), icon=icon("minus", 32),
                          color=BROWN, enabled=n > lo))
        out.append(Button("more", pygame.Rect(772, 132, 84, 84), icon=icon("plus", 32),
                          color=BROWN, enabled=n < hi))
        out.append(Button("random", pygame.Rect(1116, 132, 140, 84), "Random", size=26, color=PLUM,
                          selected=self.first is None))
        for i, seat in enumerate(self.seats):
            y = ROW_Y + i * ROW_STEP
            out += [
                Button(("color", i), pygame.Rect(440, y, 116, ROW_H), icon=car_icon(seat.color, sprites),
                       color=SAND),
                Button(("name", i), pygame.Rect(566, y, 250, ROW_H), fitted(seat.name, 30, 226), size=30,
                       color=CREAM,
                       selected=self.typing == i),
                Button(("kind", i), pygame.Rect(826, y, 160, ROW_H), "Computer" if seat.computer else "Person",
                       size=26, color=PLUM if seat.computer else TEAL),
            ]
            if seat.computer:   # how strong this computer plays; tap for the next level
                out.append(Button(("level", i), pygame.Rect(996, y, 110, ROW_H), LEVEL_NAMES[seat.level],
                                  size=24, color=BROWN))
            out += [
                Button(("first", i), pygame.Rect(1116, y, 140, ROW_H),
                       icon=icon("star", 40, BROWN if self.first == i else CREAM),
                       color=(176, 164, 140), selected=self.first == i),
            ]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop, the buttons and the player count between minus and plus."""
        super().draw(surface)
        count = text(str(len(self.seats)), 48, theme.INK)
        surface.blit(count, count.get_rect(center=(728, 174)))
        if getattr(self, "problem", None):
            note = text(fitted(self.problem, 22, 820), 22, RED, False)
            surface.blit(note, note.get_rect(midbottom=(848, self.app.size[1] - 60)))

    def press(self, key: Any) -> Change:
        """Change the choice a button stands for, or start the game."""
        if key == "back":
            return Pop()
        if key == "start":
            if board_for(self.game) is None:  # a broken map: say so, start nothing
                self.problem = map_problem(self.game)
                return None
            return Replace(self.play_scene())
        kind, seat = key if isinstance(key, tuple) else (key, None)  # seat: a game for "game"
        self.typing = seat if kind == "name" else None
        self.fresh = kind == "name"
        if kind == "game":
            self.choose_game(seat)
        elif kind == "fewer":
            self.seats.pop()
            self.first = None if self.first is not None and self.first >= len(self.seats) else self.first
        elif kind == "more":
            self.add_seat()
        elif kind == "random":
            self.first = None
        elif kind == "first":
            self.first = None if self.first == seat else seat
        elif kind == "color":
            self.next_color(seat)
        elif kind == "name":
            self.next_name(seat)
        elif kind == "kind":
            self.toggle_computer(seat)
        elif kind == "level":
            me = self.seats[seat]
            level = LEVELS[(LEVELS.index(me.level) + 1) % len(LEVELS)] if me.level in LEVELS else LEVELS[0]
            self.seats[seat] = replace(me, level=level)
        self.rebuild()
        return None

    def tap_elsewhere(self, pos: tuple[int, int]) -> Change:
        """A tap beside the buttons ends typing a name."""
        if self.typing is not None:
            self.typing = None
            self.rebuild()
        return None

    def back(self) -> Change:
        """Back returns to the menu."""
        return Pop()

    def handle(self, intent: Intent) -> Change:
        """Buttons as every screen; typed text (an intent with `text`) edits the chosen name."""
        typed = getattr(intent, "text", None)
        if isinstance(typed, str) and self.typing is not None:
            self.type_text(typed)
            return None
        return super().handle(intent)

    # --- the choices ----------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Pick a board; the seats are trimmed or filled to its player range."""
        self.game = game
        lo, hi = player_range(game)
        del self.seats[hi:]
        while len(self.seats) < lo:
            self.add_seat()
        if self.first is not None and self.first >= len(self.seats):
            self.first = None

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

    def next_name(self, seat: int) -> None:
        """The next friendly preset name that no other seat has."""
        me = self.seats[seat]
        names = [self.default_name(seat, me.computer), *(ROBOTS if me.computer else PEOPLE)]
        taken = {s.name for i, s in enumerate(self.seats) if i != seat}
        start = names.index(me.name) if me.name in names else -1
        for k in range(1, len(names) + 1):
            name = names[(start + k) % len(names)]
            if name not in taken:
                self.seats[seat] = replace(me, name=name)
                return

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

    def type_text(self, typed: str) -> None:
        """Keyboard text for the chosen seat's name ("\\b" erases a letter)."""
        seat = self.typing
        assert seat is not None
        name = "" if self.fresh else self.seats[seat].name
        self.fresh = False
        for ch in typed:
            if ch == "\b":
                name = name[:-1]
            elif ch.isprintable() and len(name) < NAME_LENGTH:
                name += ch
        self.seats[seat] = replace(self.seats[seat], name=name)
        self.rebuild()

    def config(self) -> GameConfig:
        """The game the choices describe, with a fresh random seed; blank names get defaults."""
        seats = tuple(s if s.name.strip() else replace(s, name=self.default_name(i, s.computer))
                      for i, s in enumerate(self.seats))
        return GameConfig(self.game, seats, self.first, seed=random.randrange(1, 2**31))

    def play_scene(self) -> Any:
        """The play scene for this set-up (imported here: it is built alongside this screen)."""
        from game.scenes.play import PlayScene
        return PlayScene(self.config())
