"""Turn pygame's mouse, touch and key events into a few intents the scenes understand.

Mouse and touch do the same things. SDL also sends mouse events made up from touches
(`event.touch` is true on them); those are dropped so a touch never counts twice. Some touch
screens send no finger-motion events, so a tap is judged from press and release alone.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Union

import pygame

TAP_SLOP = 24  # logical pixels a press may wander and still be a tap


@dataclass(frozen=True)
class Press:
    """A finger or the left button went down here."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Drag:
    """The pressed pointer moved here (from `start`)."""

    pos: tuple[int, int]
    start: tuple[int, int]


@dataclass(frozen=True)
class Release:
    """The pointer was lifted here."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Tap:
    """A press and release close together: the main way to choose anything."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Hover:
    """The mouse (not a finger) moves over this point with no button down."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Back:
    """Escape, the back button, or a right click: open pause or close an overlay."""


@dataclass(frozen=True)
class Confirm:
    """Enter or space: press the focused or default button."""


@dataclass(frozen=True)
class Focus:
    """Tab (step +1) or shift+Tab (step -1): move keyboard focus between buttons."""

    step: int


UNDO_KEY = "\x1a"   # Ctrl+Z: take the last move back, where a screen allows it


@dataclass(frozen=True)
class Typed:
    """Text typed on a keyboard ("\b" for backspace), for the screens that take a name."""

    text: str


@dataclass(frozen=True)
class Resized:
    """The window changed size or was made fullscreen."""


Intent = Union[Press, Drag, Release, Tap, Hover, Back, Confirm, Focus, Typed, Resized]


class PointerInput:
    """Reads pygame events and returns intents, in logical screen coordinates."""

    def __init__(self, logical_size: tuple[int, int]) -> None:
        self.size = logical_size
        self.start: tuple[int, int] | None = None
        self.finger: int | None = None

    def _finger_pos(self, event: pygame.event.Event) -> tuple[int, int]:
        """A finger position: SDL gives it as a fraction of the logical screen."""
        return (round(event.x * self.size[0]), round(event.y * self.size[1]))

    def feed(self, event: pygame.event.Event) -> list[Intent]:
        """The intents one event means (often none)."""
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) \
                and getattr(event, "touch", False):
            return []  # SDL's copy of a touch we read as a finger event
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._down(event.pos)
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._up(event.pos)
        if kind == pygame.MOUSEBUTTONUP and event.button == 3:
            return [Back()]
        if kind == pygame.MOUSEMOTION:
            if self.start is not None and event.buttons[0]:
                return [Drag(event.pos, self.start)]
            return [Hover(event.pos)]
        if kind == pygame.FINGERDOWN and self.finger is None:
            self.finger = event.finger_id
            return self._down(self._finger_pos(event))
        if kind == pygame.FINGERUP and event.finger_id == self.finger:
            self.finger = None
            return self._up(self._finger_pos(event))
        if kind == pygame.FINGERMOTION and event.finger_id == self.finger and self.start:
            return [Drag(self._finger_pos(event), self.start)]
        if kind == pygame.KEYDOWN:
            return self._key(event)
        if kind == pygame.TEXTINPUT and event.text.isprintable():
            return [Typed(event.text)]
        if kind in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            return [Resized()]
        return []

    def _down(self, pos: tuple[int, int]) -> list[Intent]:
        """Start of a press."""
        self.start = pos
        return [Press(pos)]

    def _up(self, pos: tuple[int, int]) -> list[Intent]:
        """End of a press: a release, and a tap if it stayed put."""
        start, self.start = self.start, None
        out: list[Intent] = [Release(pos)]
        if start is not None and math.dist(start, pos) <= TAP_SLOP:
            out.append(Tap(start))
        return out

    def _key(self, event: pygame.event.Event) -> list[Intent]:
        """Keys that mean something everywhere."""
        if event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            return [Back()]
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return [Confirm()]
        if event.key == pygame.K_TAB:
            return [Focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)]
        if event.key == pygame.K_BACKSPACE:
            return [Typed("\b")]
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            return [Typed(UNDO_KEY)]
        return []
