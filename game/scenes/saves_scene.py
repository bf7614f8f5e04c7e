"""The saved games: every save with its board, players, turn and date; load one, save this game, delete one.

Opened from the menu, or from the pause menu (then "Save this game" is offered). A save that
cannot be loaded stays in the list, greyed, with the reason in words; the others still load.
Deleting asks first. Loading replaces the game being played, which is already saved.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import pygame

from game.saves import BadSave, Entry
from game.scenes.confirm import ConfirmOverlay
from game.scenes.screen import (BROWN, CREAM, GREEN, HEADER, RED, SAND, TEAL, ButtonScreen, back_button, fitted,
                                icon, paper, text)
from game.scenes.stack import Change, Pop, Push, Reset
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.widgets import Button

ROWS = 4                     # rows in view at once
ROW_H, ROW_GAP = 124, 12
LIST = pygame.Rect(32, HEADER + 18, 1216, ROWS * (ROW_H + ROW_GAP) - ROW_GAP)
ARROWS_W = 112               # the scroll buttons' column, when the list is longer than the screen
DELETE_W = 120
THUMB = (176, 104)
GREY = (150, 146, 140)


@dataclass(frozen=True)
class Row:
    """One save as the list shows it: a picture and three lines."""

    face: pygame.Surface
    loads: bool


class SavesScene(ButtonScreen):
    """The list of saves; the game under the pause menu, if any, can be saved from here."""

    default = "back"

    def __init__(self, playing: Any = None) -> None:
        self.playing = playing      # the play scene under the pause menu, or None from the title menu
        self.first = 0              # the first row in view
        self.note = ""              # what the last action did, or why it could not
        self.faces: dict[tuple[str, float, int], Row] = {}
        self.entries: list[Entry] = []
        self.asking: Entry | None = None   # the save the delete question is about

    def enter(self, app: Any) -> None:
        """Read the folder, then build the rows."""
        self.app = app
        self.read()
        super().enter(app)

    def read(self) -> None:
        """The saves in the folder, newest first (each checked)."""
        saves = getattr(self.app, "saves", None)
        saver = getattr(self.app, "autosaver", None)
        if saver is not None:
            saver.flush()
        self.entries = saves.entries() if saves is not None else []
        self.first = max(0, min(self.first, len(self.entries) - ROWS))

    def paint(self) -> pygame.Surface:
        """The header, and the words for an empty folder."""
        out = paper(self.app.size, "Saved games", TEAL)
        if not self.entries:
            words = text("No saved games yet: games save themselves after every move.", 30, BROWN, False)
            out.blit(words, words.get_rect(center=(self.app.size[0] // 2, 330)))
        return out

    def make_buttons(self) -> list[Button]:
        """Back, Save this game, a button per row in view with its delete button, and the arrows."""
        w, _ = self.app.size
        out = [back_button(self.m)]
        if self.playing is not None:
            problem = getattr(getattr(self.app, "saves", None), "problem", None)
            out.append(Button("save", pygame.Rect(w - 336, 16, 320, 80), "Save this game", icon=icon("check", 30),
                              size=30, color=GREEN, enabled=problem is None))
        scrolls = len(self.entries) > ROWS
        right = LIST.right - (ARROWS_W + 16 if scrolls else 0)
        for i, entry in enumerate(self.entries[self.first:self.first + ROWS]):
            n = self.first + i
            y = LIST.y + i * (ROW_H + ROW_GAP)
            rect = pygame.Rect(LIST.x, y, right - DELETE_W - 12 - LIST.x, ROW_H)
            row = self.face_of(entry, rect.w - 2 * theme.GAP)
            out.append(Button(("load", n), rect, icon=row.face, color=CREAM if row.loads else SAND))
            out.append(Button(("delete", n), pygame.Rect(right - DELETE_W, y, DELETE_W, ROW_H), "Delete",
                              icon=icon("cross", 30), size=22, color=RED))
        if scrolls:
            x = LIST.right - ARROWS_W
            out.append(Button("up", pygame.Rect(x, LIST.y, ARROWS_W, 240), icon=icon("up", 48), color=BROWN,
                              enabled=self.first > 0))
            out.append(Button("down", pygame.Rect(x, LIST.bottom - 240, ARROWS_W, 240), icon=icon("down", 48),
                              color=BROWN, enabled=self.first + ROWS < len(self.entries)))
        return out

    def face_of(self, entry: Entry, width: int) -> Row:
        """A row's face at this width, drawn once per version of its file."""
        key = (str(entry.path), entry.modified, width)
        if key not in self.faces:
            self.faces[key] = self._draw_row(entry, width)
        return self.faces[key]

    def _draw_row(self, entry: Entry, width: int) -> Row:
        """Thumbnail, title and turn, players in their colours, kind and date (or the reason it will not load)."""
        out = pygame.Surface((width, ROW_H - 16), pygame.SRCALPHA)
        saved = entry.saved
        x = THUMB[0] + 20
        room = width - x - 8
        when = f"{entry.label} · {when_saved(saved.saved_at if saved else '', entry.modified)}"
        if saved is None:
            pygame.draw.rect(out, GREY, pygame.Rect(0, 0, *THUMB), border_radius=8)
            mark = icon("cross", 64, CREAM)
            out.blit(mark, mark.get_rect(center=(THUMB[0] // 2, THUMB[1] // 2)))
            out.blit(text(fitted(f"{entry.path.name}: cannot be loaded", 28, room), 28, theme.INK), (x, 4))
            out.blit(text(fitted(str(entry.problem), 24, room), 24, RED, False), (x, 42))
            out.blit(text(fitted(when, 22, room), 22, BROWN, False), (x, 76))
            return Row(out, False)
        self._thumbnail(out, entry)
        state = saved.state
        out.blit(text(fitted(f"{saved.board.title} · {progress(state)}", 30, room), 30, theme.INK), (x, 2))
        px = x
        for seat, player in zip(saved.config.seats, state.players):
            _, fill, outline, _ = PLAYER_COLORS[seat.color % len(PLAYER_COLORS)]
            pygame.draw.circle(out, outline, (px + 11, 55), 11)
            pygame.draw.circle(out, fill, (px + 11, 55), 9)
            name = text(fitted(player.name, 24, 150), 24, theme.INK, False)
            out.blit(name, (px + 28, 55 - name.get_height() // 2))
            px += 28 + name.get_width() + 22
        out.blit(text(fitted(when, 22, room), 22, BROWN, False), (x, 76))
        return Row(out, True)

    def _thumbnail(self, out: pygame.Surface, entry: Entry) -> None:
        """The board with its claimed routes, fitted into the thumbnail box."""
        from game.view.thumbs import game_thumbnail
        saved = entry.saved
        assert saved is not None
        colours = [s.color for s in saved.config.seats]
        picture = game_thumbnail(saved.state, self.app.sprites, colours, THUMB[0])
        if picture.get_height() > THUMB[1]:
            k = THUMB[1] / picture.get_height()
            picture = pygame.transform.smoothscale(picture, (round(picture.get_width() * k), THUMB[1]))
        box = pygame.Rect(0, 0, *THUMB)
        pygame.draw.rect(out, SAND, box, border_radius=8)
        out.blit(picture, picture.get_rect(center=box.center))

    def draw(self, surface: pygame.Surface) -> None:
        """The list, which part of it shows, and the note of the last action along the bottom."""
        super().draw(surface)
        if len(self.entries) > ROWS:
            last = min(self.first + ROWS, len(self.entries))
            where = text(f"{self.first + 1}–{last} of {len(self.entries)}", 24, BROWN)
            surface.blit(where, where.get_rect(center=(LIST.right - ARROWS_W // 2, LIST.centery)))
        if self.note:
            line = text(fitted(self.note, 24, self.app.size[0] - 80), 24, BROWN, False)
            surface.blit(line, line.get_rect(midbottom=(self.app.size[0] // 2, self.app.size[1] - 26)))

    def press(self, key: Any) -> Change:
        """Load, delete (after asking), save, scroll, or go back."""
        kind, n = key if isinstance(key, tuple) else (key, None)
        if kind == "back":
            return Pop()
        if kind == "save":
            self.save_playing()
        elif kind == "up":
            self.first = max(0, self.first - ROWS)
        elif kind == "down":
            self.first = min(len(self.entries) - ROWS, self.first + ROWS)
        elif kind == "load":
            return self.load(self.entries[n])
        elif kind == "delete":
            self.asking = self.entries[n]
            return Push(ConfirmOverlay("Delete this saved game?", self.describe(self.entries[n]),
                                       yes="Delete", no="Keep"))
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back returns to where the list was opened from."""
        return Pop()

    def resume(self, result: Any) -> None:
        """Back from the question: delete if the player said so."""
        entry, self.asking = self.asking, None
        if entry is not None and result == ("confirm", True):
            ok = self.app.saves.delete(entry.path)
            self.note = "Deleted." if ok else f"{entry.path.name} could not be deleted."
            self.read()
            self.backdrop = self.paint()
        self.rebuild()

    def load(self, entry: Entry) -> Change:
        """Play the saved game (the game being played is already saved); a bad save only says why."""
        if entry.saved is None:
            self.note = f"This save cannot be loaded: {entry.problem}"
            return None
        try:   # checked again: the file may have changed since the list was read
            saved = self.app.saves.load(entry.path)
        except BadSave as err:
            self.note = f"This save cannot be loaded: {err}"
            self.read()
            self.rebuild()
            return None
        from game.scenes.play import PlayScene
        return Reset(PlayScene.from_saved(saved))

    def save_playing(self) -> None:
        """Save the game under the pause menu as a new named save."""
        playing = self.playing
        try:
            self.app.saves.save_named(playing.snapshot(), playing.config.map_path)
        except OSError as err:
            self.note = f"The game could not be saved ({err.strerror or err})."
            return
        self.note = "Saved: this game is now in the list."
        self.read()
        self.first = 0
        self.backdrop = self.paint()

    @staticmethod
    def describe(entry: Entry) -> str:
        """A save in a few words, for the question before deleting it."""
        if entry.saved is None:
            return entry.path.name
        names = ", ".join(p.name for p in entry.saved.state.players)
        return f"{entry.saved.board.title} with {names}"


def progress(state: Any) -> str:
    """How far a game has come, as a family says it: 'round 19, Mum's turn', or 'finished'."""
    if state.over:
        return "finished"
    rounds = state.turn_count // len(state.players) + 1
    return f"round {rounds}, {state.player.name}'s turn"


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
