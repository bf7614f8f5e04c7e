"""The settings screen: volume and mute, fullscreen, colour-blind symbols; saved at every change."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.scenes.screen import (BROWN, GREEN, SAND, ButtonScreen, back_button, icon, panel, paper, text)
from game.scenes.stack import Change, Pop
from game.settings import SETTINGS_PATH, Settings
from game.view import theme
from game.view.palette import ROUTE_RGB
from game.view.pointer import Drag, Intent, Press, Tap
from game.view.widgets import Button

STEPS = 10                       # the volume moves in tenths
BAR = pygame.Rect(540, 170, 380, 90)
LABEL_X = 110
ROWS = {"sound": 170, "fullscreen": 330, "symbols": 490}
SAMPLE = ("red", "green", "blue", "yellow")


def settings_of(app: Any, path: Path | None = None) -> Settings:
    """The app's settings; read from the file the first time if the app has none yet."""
    settings = getattr(app, "settings", None)
    if not isinstance(settings, Settings):
        settings = Settings.load(path or settings_path(app))
        app.settings = settings
    return settings


def settings_path(app: Any) -> Path:
    """Where this app keeps its settings (its saves folder), or the default file."""
    return getattr(app, "settings_path", None) or SETTINGS_PATH


def set_fullscreen(on: bool) -> bool:
    """Switch the window to fullscreen or back; the logical screen (and layout) stays the same."""
    try:
        if pygame.display.get_surface() is not None and pygame.display.is_fullscreen() != on:
            pygame.display.toggle_fullscreen()
        return True
    except pygame.error:  # e.g. a display that has only one mode
        return False


class SettingsScene(ButtonScreen):
    """Sound, screen and symbol choices, each a big button; the volume bar also takes a tap or a drag."""

    default = "back"

    def __init__(self, path: Path | None = None) -> None:
        self.path = path

    def enter(self, app: Any) -> None:
        """Read the current settings before the buttons show them."""
        self.path = self.path or settings_path(app)
        self.settings = settings_of(app, self.path)
        super().enter(app)

    def paint(self) -> pygame.Surface:
        """The row labels and their card, painted once."""
        out = paper(self.app.size, "Settings", BROWN)
        panel(out, pygame.Rect(70, 140, 1140, 500))
        for key, words in (("sound", "Sound"), ("fullscreen", "Full screen"), ("symbols", "Colour symbols")):
            label = text(words, 36, theme.INK)
            out.blit(label, label.get_rect(midleft=(LABEL_X, ROWS[key] + 45)))
        hint = text("Shapes on the cards help tell colours apart", 24, BROWN, False)
        out.blit(hint, (LABEL_X, ROWS["symbols"] + 100))
        return out

    def make_buttons(self) -> list[Button]:
        """Minus, the volume bar, plus, mute; fullscreen; symbols; back."""
        s = self.settings
        y = ROWS["sound"]
        return [
            back_button(self.m, "Done"),
            Button("quieter", pygame.Rect(440, y, 90, 90), icon=icon("minus", 32), color=BROWN,
                   enabled=s.volume > 0),
            Button("volume", BAR.copy(), color=SAND),
            Button("louder", pygame.Rect(930, y, 90, 90), icon=icon("plus", 32), color=BROWN,
                   enabled=s.volume < 1),
            self.toggle("sound_on", pygame.Rect(1040, y, 150, 90), s.sound_on),
            self.toggle("fullscreen", pygame.Rect(440, ROWS["fullscreen"], 200, 90), s.fullscreen),
            self.toggle("colorblind_symbols", pygame.Rect(440, ROWS["symbols"], 200, 90),
                        s.colorblind_symbols),
        ]

    @staticmethod
    def toggle(key: str, rect: pygame.Rect, on: bool) -> Button:
        """An on/off button: green with a tick when on, brown with a cross when off."""
        return Button(key, rect, "On" if on else "Off", icon=icon("check" if on else "cross", 30),
                      size=32, color=GREEN if on else (132, 112, 96))

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, buttons, the volume steps and the symbol sample."""
        super().draw(surface)
        self.draw_volume(surface)
        self.draw_sample(surface)

    def draw_volume(self, surface: pygame.Surface) -> None:
        """Ten rising steps inside the bar, lit up to the volume (grey when muted)."""
        s = self.settings
        lit = round(s.volume * STEPS)
        on = (238, 176, 52) if s.sound_on else (170, 160, 150)
        width = (BAR.width - 40) // STEPS
        for i in range(STEPS):
            h = 16 + i * 5
            step = pygame.Rect(BAR.x + 20 + i * width, BAR.bottom - 14 - h, width - 8, h)
            pygame.draw.rect(surface, on if i < lit else (214, 200, 176), step, border_radius=4)

    def draw_sample(self, surface: pygame.Surface) -> None:
        """Four small cards showing what the symbols setting looks like."""
        sprites = getattr(self.app, "sprites", None)
        x, y = 680, ROWS["symbols"]
        for name in SAMPLE:
            card = pygame.Rect(x, y, 64, 90)
            pygame.draw.rect(surface, ROUTE_RGB[name], card, border_radius=10)
            pygame.draw.rect(surface, (60, 50, 40), card, 3, border_radius=10)
            if self.settings.colorblind_symbols and sprites is not None:
                symbol = sprites.symbols[name]
                surface.blit(symbol, symbol.get_rect(center=card.center))
            x += 80

    def handle(self, intent: Intent) -> Change:
        """A press, drag or tap on the volume bar sets the volume there; the rest as buttons."""
        if isinstance(intent, (Press, Drag, Tap)) and BAR.collidepoint(intent.pos) and \
                (not isinstance(intent, Drag) or BAR.collidepoint(intent.start)):
            self.change(volume=self.volume_at(intent.pos[0]))
            return None
        return super().handle(intent)

    @staticmethod
    def volume_at(x: int) -> float:
        """The volume for a point along the bar, in tenths."""
        t = (x - BAR.x - 20) / (BAR.width - 40)
        return max(0, min(STEPS, round(t * STEPS + 0.5))) / STEPS

    def press(self, key: Any) -> Change:
        """Change one setting, or leave."""
        s = self.settings
        if key == "back":
            return Pop()
        if key in ("quieter", "louder"):
            step = 1 if key == "louder" else -1
            self.change(volume=round(s.volume * STEPS + step) / STEPS)
        elif key == "volume":
            self.change(volume=round(s.volume * STEPS + 1) % (STEPS + 1) / STEPS)
        elif key in ("sound_on", "fullscreen", "colorblind_symbols"):
            self.change(**{key: not getattr(s, key)})
        return None

    def back(self) -> Change:
        """Back closes the screen (every change is already saved)."""
        return Pop()

    def change(self, **values: Any) -> None:
        """Apply, remember and save a change at once, so nothing is lost if the game stops."""
        new = self.settings.changed(**values)
        if new == self.settings:
            return
        if new.fullscreen != self.settings.fullscreen and not set_fullscreen(new.fullscreen):
            new = new.changed(fullscreen=self.settings.fullscreen)
        self.settings = new
        self.app.settings = new
        sound = getattr(self.app, "sound", None)
        if hasattr(sound, "set_volume"):
            sound.set_volume(new.loudness)
        new.save(self.path)
        self.rebuild()
