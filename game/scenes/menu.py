"""The title menu: new game, continue, saved games, rules, settings, quit, over a picture drawn once."""
from __future__ import annotations

import math
import threading
from functools import lru_cache
from typing import Any

import pygame

from game.saves import Entry
from game.scenes.saves_scene import progress
from game.scenes.screen import (BROWN, CREAM, GREEN, NIGHT, PLUM, RED, TEAL, Button, ButtonScreen, fitted,
                                gradient, text)
from game.scenes.stack import Change, Push, Quit
from game.view import theme


class LastGame:
    """The autosave, looked at in two steps so the menu never waits for it.

    At once: whether the file is there and says its game is not over (a quick read), which is
    enough to offer Continue. Then on a worker thread: the whole check (the board, the rules,
    every move replayed); when it says the save cannot go on, Continue goes grey with the reason.
    """

    def __init__(self, app: Any) -> None:
        self.entry: Entry | None = None
        self.hopeful = False
        self._thread: threading.Thread | None = None
        saves, saver = getattr(app, "saves", None), getattr(app, "autosaver", None)
        if saves is None or saver is None:
            return
        saver.flush()   # a game just left may still be writing its last move
        path = saves.file(saver.name)
        if not path.is_file():
            return
        data = saves.peek(path)
        state = data.get("state") if data else None
        self.hopeful = isinstance(state, dict) and state.get("phase") != "over"
        self._thread = threading.Thread(target=self._check, args=(saves, saver.name), daemon=True)
        self._thread.start()

    def _check(self, saves: Any, name: str) -> None:
        """The whole check, on the worker thread."""
        self.entry = saves.continue_game(name)

    @property
    def checking(self) -> bool:
        """True while the whole check runs."""
        return self._thread is not None and self._thread.is_alive()

    def wait(self) -> Entry | None:
        """The checked entry (waiting for the check if it still runs)."""
        if self._thread is not None:
            self._thread.join()
        return self.entry

    def can_continue(self) -> bool:
        """True if the last game can be taken up, as far as is known yet."""
        if self.checking:
            return self.hopeful
        entry = self.entry
        return entry is not None and entry.saved is not None and not entry.saved.over


class MenuScene(ButtonScreen):
    """The title screen: new game, continue, saved games, rules, settings, quit."""

    default = "new"

    def enter(self, app: Any) -> None:
        """Start looking at the last game, then make the buttons."""
        self.app = app
        self.last = LastGame(app)
        self.shown_checked = False
        super().enter(app)

    def can_continue(self) -> bool:
        """True if the last game can be taken up: it loads and is not over."""
        return self.last.can_continue()

    def update(self, dt: float) -> Change:
        """When the whole check of the last game ends, show what it found."""
        if not self.shown_checked and not self.last.checking:
            self.shown_checked = True
            self.rebuild()
            self.app.dirty = True
        return None

    def busy(self) -> bool:
        """True while the last game is being checked (the loop looks again soon)."""
        return self.last.checking

    def make_buttons(self) -> list[Button]:
        """Two big buttons for playing, four smaller ones below."""
        w, _ = self.app.size
        big = [("new", "New game", GREEN, True), ("continue", "Continue", TEAL, self.can_continue())]
        out = [Button(key, pygame.Rect(w // 2 - 400 + i * 420, 258, 380, 120), label, size=40,
                      color=colour, enabled=on)
               for i, (key, label, colour, on) in enumerate(big)]
        small = [("saves", "Saved games", TEAL), ("rules", "Rules", PLUM), ("settings", "Settings", BROWN),
                 ("quit", "Quit", RED)]
        out += [Button(key, pygame.Rect(w // 2 - 520 + i * 264, 446, 248, 96), label, size=32, color=colour)
                for i, (key, label, colour) in enumerate(small)]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The picture, the buttons, and what the last game is (or why it cannot go on)."""
        super().draw(surface)
        words = self.last_words()
        if words:
            line = text(fitted(words, 24, 1000), 24, CREAM if self.can_continue() else (255, 214, 196))
            plate = line.get_rect(center=(self.app.size[0] // 2, 412)).inflate(28, 12)
            pygame.draw.rect(surface, (30, 40, 66), plate, border_radius=theme.RADIUS)
            surface.blit(line, line.get_rect(center=plate.center))

    def last_words(self) -> str:
        """One line under the buttons about the last game."""
        last = self.last.entry
        if last is None:
            return ""
        if last.saved is None:
            return f"The last game cannot go on: {last.problem}"
        if last.saved.over:
            return ""
        names = ", ".join(p.name for p in last.saved.state.players)
        return f"Continue {last.saved.board.title} with {names}: {progress(last.saved.state)}"

    def paint(self) -> pygame.Surface:
        """The title picture: evening sky, hills, a train on its track, the name of the game."""
        return title_picture(self.app.size, getattr(self.app, "sprites", None))

    def press(self, key: Any) -> Change:
        """Open the screen a button names."""
        if key == "new":
            from game.scenes.setup import SetupScene
            return Push(SetupScene())
        if key == "continue" and self.can_continue():
            entry = self.last.wait()
            if entry is None or entry.saved is None or entry.saved.over:
                self.rebuild()   # the check found the game cannot go on: the line below says why
                return None
            from game.scenes.play import PlayScene
            return Push(PlayScene.from_saved(entry.saved))
        if key == "saves":
            from game.scenes.saves_scene import SavesScene
            return Push(SavesScene())
        if key == "rules":
            from game.scenes.rules_help import RulesOverlay
            return Push(RulesOverlay(None))
        if key == "settings":
            from game.scenes.settings_scene import SettingsScene
            return Push(SettingsScene())
        if key == "quit":
            return Quit()
        return None

    def resume(self, result: Any) -> None:
        """Back from another screen: a game may have been saved, loaded or deleted meanwhile."""
        self.last = LastGame(self.app)
        self.shown_checked = False
        self.rebuild()


@lru_cache(maxsize=2)
def title_picture(size: tuple[int, int], sprites: Any) -> pygame.Surface:
    """The menu's picture, drawn once: sky, sun, hills, a track and a train of the five colours."""
    w, h = size
    out = gradient(size, (92, 142, 204), (250, 196, 132))
    pygame.draw.circle(out, (255, 226, 150), (w - 150, h - 190), 90)
    pygame.draw.circle(out, (255, 238, 190), (w - 150, h - 190), 70)
    for cx, cy, r in ((110, 80, 26), (150, 66, 34), (190, 84, 24), (1040, 60, 26), (1080, 48, 34), (1120, 64, 24)):
        pygame.draw.circle(out, (250, 244, 236), (cx, cy), r)  # a few soft clouds
    for colour, base, amp, phase in (((122, 170, 92), h - 170, 40, 0.3),
                                     ((88, 146, 74), h - 120, 30, 2.0)):
        hill = [(x, base - amp * math.sin(x / 210 + phase)) for x in range(0, w + 20, 20)]
        pygame.draw.polygon(out, colour, hill + [(w, h), (0, h)])
    track = h - 78
    for x in range(-10, w, 30):
        pygame.draw.rect(out, (120, 86, 56), (x, track + 4, 16, 18), border_radius=3)
    for dy in (6, 18):
        pygame.draw.line(out, (70, 66, 64), (0, track + dy), (w, track + dy), 4)
    x = 250
    if sprites is not None:
        for name in ("yellow", "green", "blue", "red"):
            car = pygame.transform.smoothscale(sprites.cars[name], (132, 44))
            out.blit(car, car.get_rect(bottomleft=(x, track + 9)))
            x += 138
    locomotive(out, x, track + 2)
    title = "Family Trains"
    for dx, dy in ((4, 5), (0, 0)):
        image = text(title, 96, BROWN if dx else CREAM)
        out.blit(image, image.get_rect(center=(w // 2 + dx, 120 + dy)))
    sub = text("Ticket to Ride  •  Amsterdam  •  First Journey", 30, NIGHT)
    out.blit(sub, sub.get_rect(center=(w // 2, 205)))
    return out


def locomotive(out: pygame.Surface, x: int, ground: int) -> None:
    """A friendly red engine facing right, its left end at x and its wheels on the rail."""
    body = (200, 52, 44)
    pygame.draw.rect(out, body, (x, ground - 62, 150, 48), border_radius=10)
    pygame.draw.rect(out, (60, 44, 40), (x, ground - 96, 56, 40), border_radius=6)
    pygame.draw.rect(out, (250, 236, 200), (x + 10, ground - 88, 36, 22), border_radius=4)
    pygame.draw.rect(out, (60, 44, 40), (x + 104, ground - 92, 24, 32), border_radius=4)
    pygame.draw.circle(out, (250, 210, 80), (x + 150, ground - 40), 10)
    for cx, r in ((x + 30, 16), (x + 78, 12), (x + 118, 12)):
        pygame.draw.circle(out, (40, 36, 36), (cx, ground - 10), r)
        pygame.draw.circle(out, (200, 180, 150), (cx, ground - 10), r // 2)
    for i, r in enumerate((14, 18, 22)):  # puffs of steam drifting back over the train
        pygame.draw.circle(out, (250, 250, 246), (x + 110 - i * 46, ground - 112 - i * 14), r)
