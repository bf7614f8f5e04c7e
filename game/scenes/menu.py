"""The title menu: new game, continue, rules, settings, quit, over a picture drawn once."""
from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from game.scenes.screen import (BROWN, CREAM, GREEN, NIGHT, PLUM, RED, TEAL, Button, ButtonScreen,
                                gradient, text)
from game.scenes.stack import Change, Push, Quit

SAVES = Path(__file__).resolve().parents[2] / "saves"
AUTOSAVE = SAVES / "autosave.yaml"


def can_continue(path: Path | None = None) -> bool:
    """True if there is a saved game and the play scene knows how to load it."""
    if not (path or AUTOSAVE).is_file():
        return False
    try:
        from game.scenes.play import PlayScene
    except ImportError:
        return False
    return hasattr(PlayScene, "from_save")


class MenuScene(ButtonScreen):
    """The title screen: new game, continue, rules, settings, quit."""

    default = "new"

    def make_buttons(self) -> list[Button]:
        """Two big buttons for playing, three smaller ones below."""
        w, _ = self.app.size
        big = [("new", "New game", GREEN, True), ("continue", "Continue", TEAL, can_continue())]
        out = [Button(key, pygame.Rect(w // 2 - 400 + i * 420, 270, 380, 120), label, size=40,
                      color=colour, enabled=on)
               for i, (key, label, colour, on) in enumerate(big)]
        small = [("rules", "Rules", PLUM), ("settings", "Settings", BROWN), ("quit", "Quit", RED)]
        out += [Button(key, pygame.Rect(w // 2 - 400 + i * 280, 420, 240, 96), label, size=34, color=colour)
                for i, (key, label, colour) in enumerate(small)]
        return out

    def paint(self) -> pygame.Surface:
        """The title picture: evening sky, hills, a train on its track, the name of the game."""
        return title_picture(self.app.size, getattr(self.app, "sprites", None))

    def press(self, key: Any) -> Change:
        """Open the screen a button names."""
        if key == "new":
            from game.scenes.setup import SetupScene
            return Push(SetupScene())
        if key == "continue":
            from game.scenes.play import PlayScene
            return Push(PlayScene.from_save(AUTOSAVE))
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
        """Back from another screen: a game may have been saved meanwhile."""
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
