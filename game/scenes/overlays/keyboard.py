"""A keyboard on the screen for typing a player's name by touch or mouse, with the usual names a tap away.

Pushed by the new-game screen when a name is tapped; pops with Named(text) on Done, or
None on Cancel (Back, Escape), which keeps the old name. Done with nothing typed keeps the
old name too. The old name shows selected: the first letter replaces it, as in any text
field. The usual names keep their places from seat to seat: a name another seat has stays in
its slot, greyed and not tappable, so a finger that learnt where "Dad" is finds it again. Capitals come by themselves at the start of each word, and Shift changes the next
letter. A physical keyboard types here as well; its space bar also sends "confirm" (Enter's
intent), so a confirm waits for the end of the loop turn, and a space typed with it is a space.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.scenes.overlays.answers import Named
from game.scenes.screen import BROWN, CREAM, GREEN, PLUM, SAND, TEAL, ButtonScreen, back_button, header, icon, paper
from game.scenes.stack import Change, Pop
from game.view import theme
from game.view.metrics import Metrics
from game.view.pointer import Confirm, Intent, Typed
from game.view.text import draw, fit, font
from game.view.widgets import Button

ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
KEY_WIDEST, KEY_HIGHEST = 112, 100   # units: a key grows no larger on a big screen
SPACE_KEYS = 5                       # the space bar is as wide as five letters


@dataclass(frozen=True)
class KeyboardLayout:
    """Where the keyboard's parts go on one screen size, in pixels."""

    cancel: pygame.Rect
    done: pygame.Rect
    field: pygame.Rect                  # the name as typed
    chips: pygame.Rect | None           # the row of usual names (None: no room in a tiny window)
    keys: dict[str, pygame.Rect]        # a letter, "shift", "erase" or "space"
    text_size: int
    key_size: int


def keyboard_layout(m: Metrics) -> KeyboardLayout:
    """Cancel, the name and Done in the top band; the usual names, three rows of letters and a space bar under it."""
    w, h = m.size
    cancel = back_button(m).rect
    done = pygame.Rect(0, cancel.y, max(m.target(), m.px(204)), cancel.h)
    done.right = w - m.px(16)
    gap = m.px(10)
    field = pygame.Rect(cancel.right + gap, cancel.y, done.x - cancel.right - 2 * gap, cancel.h)
    # Under the band and above the rails; in a window smaller than the display the rails give way,
    # then the row of usual names.
    for top, bottom, space, rows in ((header(m) + m.px(8), h - m.px(26), m.px(8), 5),
                                     (header(m) + 2, h - 2, 3, 5), (header(m) + 2, h - 2, 2, 4)):
        if top + rows * m.target(64) + (rows - 1) * space <= bottom:
            break
    key_h = max(m.target(64), min(m.px(KEY_HIGHEST), (bottom - top - (rows - 1) * space) // rows))
    key_w = max(m.target(64), min(m.px(KEY_WIDEST), (w - 2 * m.px(16) - 9 * space) // 10))
    y = top + max(0, (bottom - top - rows * key_h - (rows - 1) * space) // 2)
    x0 = (w - 10 * key_w - 9 * space) // 2
    chips = None
    if rows == 5:
        chips = pygame.Rect(m.px(16), y, w - 2 * m.px(16), key_h)
        y += key_h + space
    keys: dict[str, pygame.Rect] = {}
    for r, (letters, indent) in enumerate(zip(ROWS, (0, key_w // 2, key_w * 3 // 2 + space // 2 + space))):
        for i, letter in enumerate(letters):
            keys[letter] = pygame.Rect(x0 + indent + i * (key_w + space), y + r * (key_h + space), key_w, key_h)
    third = y + 2 * (key_h + space)
    wide = key_w * 3 // 2 + space // 2
    keys["shift"] = pygame.Rect(x0, third, wide, key_h)
    keys["erase"] = pygame.Rect(x0 + 10 * key_w + 9 * space - wide, third, wide, key_h)
    bar = SPACE_KEYS * key_w + (SPACE_KEYS - 1) * space   # in the middle: the bottom corners stay free
    keys["space"] = pygame.Rect((w - bar) // 2, third + key_h + space, bar, key_h)
    return KeyboardLayout(cancel, done, field, chips, keys, m.font(44 if m.compact else 52),
                          max(m.font(30), min(key_h // 2, m.font(44))))


class KeyboardOverlay(ButtonScreen):
    """Type one player's name: letters, space, erase, shift, the usual names, Done and Cancel."""

    default = "done"

    def __init__(self, name: str, presets: tuple[str, ...] = (), length: int = 12,
                 picture: pygame.Surface | None = None, taken: frozenset[str] = frozenset()) -> None:
        self.old = name
        self.text = name
        self.fresh = True          # the old name is selected: the first letter replaces it
        self.shift = False         # Shift was tapped: the next letter's case is turned round
        self.presets = presets     # every usual name, in the order of the row
        self.taken = taken         # those another seat has: shown in their places, greyed
        self.length = length
        self.picture = picture     # the seat's train, so everyone sees whose name this is
        self.pending: Any = None   # the key a confirm presses once this loop turn's input is read

    def arrange(self) -> None:
        """Lay the keyboard out for the screen's size, then its buttons and backdrop."""
        self.layout = keyboard_layout(self.m)
        super().arrange()

    def paint(self) -> pygame.Surface:
        """The paper and its band, drawn once per size."""
        return paper(self.app.size, "", TEAL)

    def capitals(self) -> bool:
        """True if the next letter tapped is a capital: at the start of each word, unless Shift says otherwise."""
        starting = self.fresh or not self.text or self.text.endswith(" ")
        return starting != self.shift

    def make_buttons(self) -> list[Button]:
        """Cancel, Done, the usual names and the keys."""
        lay, m = self.layout, self.m
        size, big = lay.key_size, self.capitals()
        out = [Button("cancel", lay.cancel.copy(), "Cancel", icon=icon("cross", m.font(26), theme.INK), color=SAND,
                      size=m.font(theme.FONT)),
               Button("done", lay.done.copy(), "Done", icon=icon("check", m.font(30)), size=m.font(34), color=GREEN)]
        out += self.chip_buttons()
        for key, rect in lay.keys.items():
            if key == "shift":
                out.append(Button(key, rect.copy(), "Shift", icon=icon("up", m.font(24), theme.INK if big else CREAM),
                                  size=m.font(20), color=PLUM, selected=big))
            elif key == "erase":
                out.append(Button(key, rect.copy(), "Erase", icon=icon("back", m.font(24)), size=m.font(20),
                                  color=BROWN))
            elif key == "space":
                out.append(Button(key, rect.copy(), "space", size=m.font(24), color=SAND))
            else:
                out.append(Button(("letter", key), rect.copy(), key.upper() if big else key, size=size, color=CREAM))
        return out

    def chip_buttons(self) -> list[Button]:
        """The usual names as a row of chips, each as wide as its name, the taken ones greyed in their places;
        those that do not fit are left out (the same ones whichever are taken)."""
        row, m = self.layout.chips, self.m
        if row is None or not self.presets:
            return []
        size, gap, pad = m.font(26), m.px(10), m.px(36)
        widths = [max(m.target(64), font(size, True).size(name)[0] + pad) for name in self.presets]
        while len(widths) > 1 and sum(widths) + gap * (len(widths) - 1) > row.w:
            widths.pop()
        x = row.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        out = []
        for i, width in enumerate(widths):
            name = self.presets[i]
            out.append(Button(("preset", i), pygame.Rect(x, row.y, width, row.h), name, size=size, color=TEAL,
                              enabled=name not in self.taken))
            x += width + gap
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop and keys, then the name as typed (selected while untouched, grey when empty) and a caret."""
        super().draw(surface)
        field, m = self.layout.field, self.m
        pygame.draw.rect(surface, CREAM, field, border_radius=theme.RADIUS)
        pygame.draw.rect(surface, theme.ACCENT, field, m.px(4) or 1, border_radius=theme.RADIUS)
        x = field.x + m.px(16)
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(midleft=(x, field.centery)))
            x += self.picture.get_width() + m.px(14)
        size = self.layout.text_size
        room = pygame.Rect(x, field.y, field.right - x - m.px(20), field.h)
        words = fit(self.text or self.old, size, room.w, short=())   # a name being typed is shown as typed
        where = pygame.Rect(x, field.centery - words.height // 2, words.width, words.height)
        if self.fresh and self.text:
            pygame.draw.rect(surface, (250, 216, 140), where.inflate(m.px(8), 0), border_radius=m.px(6))
        where = draw(surface, words, room, theme.INK if self.text else theme.MUTED)
        caret = where.right + m.px(3) if self.text else x
        pygame.draw.rect(surface, theme.INK, (caret, where.y + m.px(4), max(2, m.px(4)), where.h - m.px(8)))

    def handle(self, intent: Intent) -> Change:
        """Buttons as every screen; typed text edits the name; a confirm waits for the turn's typed space."""
        if isinstance(intent, Typed):
            if intent.text == " ":
                self.pending = None   # the space bar of a physical keyboard, not Enter
            self.type(intent.text)
            return None
        if isinstance(intent, Confirm):
            chosen = self.row.focused()
            self.pending = chosen.key if chosen is not None and chosen.enabled else self.default
            return None
        return super().handle(intent)

    def update(self, dt: float) -> Change:
        """Press what Enter asked for, now that a space typed in the same moment would have come."""
        key, self.pending = self.pending, None
        return None if key is None else self.tap(key)

    def press(self, key: Any) -> Change:
        """A key types, erases or shifts; a usual name is chosen at once; Done and Cancel close the keyboard."""
        kind, value = key if isinstance(key, tuple) else (key, None)
        if kind == "done":
            name = self.text.strip()
            return Pop(Named(name) if name and not self.fresh else None)
        if kind == "cancel":
            return Pop(None)
        if kind == "preset":
            return None if self.presets[value] in self.taken else Pop(Named(self.presets[value]))
        if kind == "shift":
            self.shift = not self.shift
            self.rebuild()
        elif kind == "letter":
            self.type(value.upper() if self.capitals() else value)
        else:
            self.type(" " if kind == "space" else "\b")
        return None

    def type(self, typed: str) -> None:
        """Add letters to the name ("\\b" erases one); the selected old name goes at the first key."""
        for ch in typed:
            if ch == "\b":
                self.text = "" if self.fresh else self.text[:-1]
            elif ch.isprintable():
                if self.fresh:
                    self.text = ""
                if len(self.text) < self.length and not (ch == " " and self.text[-1:] in ("", " ")):
                    self.text += ch
                self.shift = False
            else:
                continue   # a control key (Ctrl+Z) changes nothing
            self.fresh = False
        self.rebuild()

    def back(self) -> Change:
        """Back or Escape keeps the old name."""
        return Pop(None)
