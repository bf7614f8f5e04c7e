"""The settings screen: volume and mute, the spoken prompts, the replay of others' moves, fullscreen, colour-blind
symbols; saved at every change."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.scenes.screen import (BROWN, GREEN, RED, SAND, ButtonScreen, back_button, header, icon, panel, paper,
                                write)
from game.scenes.stack import Change, Pop
from game.settings import SETTINGS_PATH, Settings
from game.view import theme
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.palette import ROUTE_RGB
from game.view.pointer import Drag, Intent, Press, Tap
from game.view.text import font
from game.view.widgets import Button

STEPS = 10                       # the volume moves in tenths
LABELS = {"sound": "Sound", "voice": "Voice", "fullscreen": "Full screen", "symbols": "Colour symbols"}
REPLAY = "Others' moves"          # beside Voice: replay what the others did when one's turn starts
HINT = "Shapes on the cards help tell colours apart"
REFUSED = "This screen cannot switch now"
SAMPLE = ("red", "green", "blue", "yellow")


@dataclass(frozen=True)
class SettingsLayout:
    """Where the settings screen's parts go on one screen size, in pixels."""

    panel: pygame.Rect
    label_x: int
    label_size: int
    rows: dict[str, pygame.Rect]    # each row's band, from the controls' left edge to the panel's inner edge
    quieter: pygame.Rect
    bar: pygame.Rect                # the volume bar, tapped or dragged
    louder: pygame.Rect
    mute: pygame.Rect
    voice: pygame.Rect              # spoken prompts on or off, apart from the sound effects
    replay: pygame.Rect             # the others' moves replayed at one's turn, on or off (on the voice row)
    replay_label: tuple[int, int, int]   # its label: left x, centre y, text size
    fullscreen: pygame.Rect
    symbols: pygame.Rect
    samples: tuple[pygame.Rect, ...]
    hint_size: int
    hint: pygame.Rect               # the words under the symbols, or beside their sample cards where no room is below
    toggle_size: int


def settings_layout(m: Metrics) -> SettingsLayout:
    """A row of controls per label on a card, the labels in a column as wide as the longest one."""
    w, h = m.size
    top = header(m) + m.px(14 if m.compact else 28)
    width = min(w - 2 * m.px(24), m.px(1140))
    card = pygame.Rect((w - width) // 2, top, width, h - m.px(36) - top)
    label_size, hint_size = m.font(30 if m.compact else 36), m.font(20 if m.compact else 24)
    row, gap, inset = m.target(90), m.px(10), m.px(28 if m.compact else 40)
    label_w = max(font(label_size, True).size(words)[0] for words in LABELS.values())
    left, right = card.x + inset + label_w + m.px(32), card.right - inset
    hint_h = font(hint_size).get_linesize()
    count = len(LABELS)
    spare = card.h - count * row - hint_h
    space = max(gap, min(m.px(70), (spare - 2 * inset) // (count - 1)))
    y = card.y + (spare - (count - 1) * space) // 2
    rows = {key: pygame.Rect(left, y + i * (row + space), right - left, row) for i, key in enumerate(LABELS)}
    sound = rows["sound"]
    mute_w = m.px(140 if m.compact else 150)
    bar_w = min(m.px(420), sound.w - 2 * row - 2 * gap - m.px(20) - mute_w)
    quieter = pygame.Rect(left, sound.y, row, row)
    bar = pygame.Rect(quieter.right + gap, sound.y, bar_w, row)
    louder = pygame.Rect(bar.right + gap, sound.y, row, row)
    toggle_w = m.px(180 if m.compact else 200)
    symbols = pygame.Rect(left, rows["symbols"].y, toggle_w, row)
    card_w, step = round(row * 0.72), round(row * 0.9)
    samples = tuple(pygame.Rect(symbols.right + m.px(36) + i * step, symbols.y, card_w, row) for i in range(4))
    voice = pygame.Rect(left, rows["voice"].y, toggle_w, row)
    replay, replay_label = _replay_place(m, voice, right, label_size)
    hint_y = rows["symbols"].bottom + m.px(8)
    hint = pygame.Rect(card.x + inset, hint_y, card.right - m.px(16) - card.x - inset, card.bottom - m.px(8) - hint_y)
    if hint.h < hint_h:   # a low window: beside the sample cards, on as many lines as the row holds
        beside = samples[-1].right + m.px(24)
        hint = pygame.Rect(beside, symbols.y, card.right - m.px(16) - beside, row)
    return SettingsLayout(
        panel=card, label_x=card.x + inset, label_size=label_size, rows=rows,
        quieter=quieter, bar=bar, louder=louder, mute=pygame.Rect(louder.right + m.px(20), sound.y, mute_w, row),
        voice=voice, replay=replay, replay_label=replay_label,
        fullscreen=pygame.Rect(left, rows["fullscreen"].y, toggle_w, row), symbols=symbols, samples=samples,
        hint_size=hint_size, hint=hint, toggle_size=m.font(32))


def _replay_place(m: Metrics, voice: pygame.Rect, right: int, size: int) -> tuple[pygame.Rect, tuple[int, int, int]]:
    """The replay switch at the right end of the voice row and its label between the two switches, as
    large as the room there lets it be."""
    toggle = pygame.Rect(0, voice.y, voice.w, voice.h)
    toggle.right = right
    gap = m.px(18)
    room = toggle.x - voice.right - 2 * gap
    size = next((s for s in range(size, MIN_TEXT_PX - 1, -1) if font(s, True).size(REPLAY)[0] <= room), MIN_TEXT_PX)
    x = max(voice.right + gap, toggle.x - gap - font(size, True).size(REPLAY)[0] - m.px(24))
    return toggle, (x, voice.centery, size)


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


class SettingsScene(ButtonScreen):
    """Sound, screen and symbol choices, each a big button; the volume bar also takes a tap or a drag."""

    default = "back"

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.refused = False    # the last switch of full screen was refused by the display

    def enter(self, app: Any) -> None:
        """Read the current settings before the buttons show them."""
        self.path = self.path or settings_path(app)
        self.settings = settings_of(app, self.path)
        super().enter(app)

    def arrange(self) -> None:
        """Lay out the rows for the screen's size, then the buttons and the backdrop."""
        self.layout = settings_layout(self.m)
        self.symbols: dict[tuple[str, int], pygame.Surface] = {}
        super().arrange()

    def paint(self) -> pygame.Surface:
        """The row labels and their card, painted once per size."""
        lay = self.layout
        out = paper(self.app.size, "Settings", BROWN)
        panel(out, lay.panel)
        gap = self.m.px(16)
        for key, words in LABELS.items():
            row = lay.rows[key]
            write(out, words, (lay.label_x, row.y, row.x - gap - lay.label_x, row.h), theme.INK, lay.label_size,
                  one_line=True)
        x, y, size = lay.replay_label
        write(out, REPLAY, (x, lay.replay.y, lay.replay.x - gap // 2 - x, lay.replay.h), theme.INK, size, one_line=True)
        write(out, HINT, lay.hint, BROWN, lay.hint_size, valign="top" if lay.hint.y > lay.symbols.y else "center",
              bold=False)
        return out

    def make_buttons(self) -> list[Button]:
        """Minus, the volume bar, plus, mute; fullscreen; symbols; back."""
        s, lay = self.settings, self.layout
        size = self.layout.toggle_size
        return [
            back_button(self.m, "Done"),
            Button("quieter", lay.quieter, icon=icon("minus", size), color=BROWN, enabled=s.volume > 0),
            Button("volume", lay.bar.copy(), color=SAND),
            Button("louder", lay.louder, icon=icon("plus", size), color=BROWN, enabled=s.volume < 1),
            self.toggle("sound_on", lay.mute, s.sound_on),
            self.toggle("voice_on", lay.voice, s.voice_on),
            self.toggle("replay_moves", lay.replay, s.replay_moves),
            self.toggle("fullscreen", lay.fullscreen, self.app.fullscreen),   # what the screen is, not a wish
            self.toggle("colorblind_symbols", lay.symbols, s.colorblind_symbols),
        ]

    def toggle(self, key: str, rect: pygame.Rect, on: bool) -> Button:
        """An on/off button: green with a tick when on, brown with a cross when off."""
        size = self.layout.toggle_size
        return Button(key, rect.copy(), "On" if on else "Off", icon=icon("check" if on else "cross", size),
                      size=size, color=GREEN if on else (132, 112, 96))

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, buttons, the volume steps, the symbol sample and a refused switch."""
        super().draw(surface)
        self.draw_volume(surface)
        self.draw_sample(surface)
        if self.refused:
            lay = self.layout
            x = lay.fullscreen.right + self.m.px(24)
            write(surface, REFUSED, (x, lay.fullscreen.y, lay.panel.right - self.m.px(16) - x, lay.fullscreen.h), RED,
                  lay.hint_size, bold=False)

    def draw_volume(self, surface: pygame.Surface) -> None:
        """Ten rising steps inside the bar, lit up to the volume (grey when muted)."""
        s, bar = self.settings, self.layout.bar
        lit = round(s.volume * STEPS)
        on = (238, 176, 52) if s.sound_on else (170, 160, 150)
        inset = self.m.px(20)
        width = (bar.width - 2 * inset) // STEPS
        gap = max(2, width // 4)
        for i in range(STEPS):
            h = round(bar.height * (0.18 + 0.5 * i / (STEPS - 1)))
            step = pygame.Rect(bar.x + inset + i * width, bar.bottom - self.m.px(14) - h, width - gap, h)
            pygame.draw.rect(surface, on if i < lit else (214, 200, 176), step, border_radius=4)

    def draw_sample(self, surface: pygame.Surface) -> None:
        """Four small cards showing what the symbols setting looks like."""
        sprites = getattr(self.app, "sprites", None)
        for name, card in zip(SAMPLE, self.layout.samples):
            pygame.draw.rect(surface, ROUTE_RGB[name], card, border_radius=10)
            pygame.draw.rect(surface, (60, 50, 40), card, 3, border_radius=10)
            if self.settings.colorblind_symbols and sprites is not None:
                symbol = self.symbol(sprites, name, card.w - self.m.px(10))
                surface.blit(symbol, symbol.get_rect(center=card.center))

    def symbol(self, sprites: Any, name: str, width: int) -> pygame.Surface:
        """A card symbol no wider than the sample card, scaled once per size."""
        key = (name, width)
        if key not in self.symbols:
            art = sprites.symbols[name]
            k = min(1.0, width / art.get_width())
            self.symbols[key] = pygame.transform.smoothscale(art, (round(art.get_width() * k),
                                                                   round(art.get_height() * k)))
        return self.symbols[key]

    def handle(self, intent: Intent) -> Change:
        """A press, drag or tap on the volume bar sets the volume there; the rest as buttons."""
        bar = self.layout.bar
        if isinstance(intent, (Press, Drag, Tap)) and bar.collidepoint(intent.pos) and \
                (not isinstance(intent, Drag) or bar.collidepoint(intent.start)):
            self.change(volume=self.volume_at(intent.pos[0]))
            return None
        return super().handle(intent)

    def volume_at(self, x: int) -> float:
        """The volume for a point along the bar, in tenths."""
        bar, inset = self.layout.bar, self.m.px(20)
        t = (x - bar.x - inset) / (bar.width - 2 * inset)
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
        elif key == "fullscreen":
            self.change(fullscreen=not self.app.fullscreen)
        elif key in ("sound_on", "voice_on", "replay_moves", "colorblind_symbols"):
            self.change(**{key: not getattr(s, key)})
        return None

    def back(self) -> Change:
        """Back closes the screen (every change is already saved)."""
        return Pop()

    def change(self, **values: Any) -> None:
        """Apply, remember and save a change at once, so nothing is lost if the game stops."""
        old = self.settings
        if "fullscreen" in values:
            # The app reopens the window and lays every scene out again, this one too.
            self.refused = not self.app.set_fullscreen(values["fullscreen"])
            values["fullscreen"] = self.app.fullscreen
        new = settings_of(self.app, self.path).changed(**values)   # the app may have noted the window's size
        if new == old:
            return
        self.settings = new
        self.app.settings = new
        sound = getattr(self.app, "sound", None)
        if hasattr(sound, "set_volume"):
            sound.set_volume(new.loudness)
        voice = getattr(self.app, "voice", None)
        if voice is not None:
            voice.enabled = new.voice_on
            voice.set_volume(new.loudness)
        new.save(self.path)
        self.rebuild()
