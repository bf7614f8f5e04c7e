"""The scene stack: scenes never edit it; they return a change, and the stack applies it.

Contract of a scene's life (each method is optional to override):
- `enter(app)`   once, when the scene is first put on the stack; it gets the App (settings,
                 sound, screen size) and may load what it draws.
- `pause()`      another scene was pushed on top; input stops coming.
- `resume(result)` the scene on top was popped; `result` is what it popped with.
- `leave()`      the scene is removed for good.
Only the top scene gets input and updates; drawing starts at the highest opaque scene so
overlays draw over what lies under them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Union

import pygame

from game.view.pointer import Intent


class Scene:
    """Base of every scene and overlay; override what the scene needs."""

    opaque: bool = True

    def enter(self, app: Any) -> None:
        """Called once when the scene is first put on the stack."""
        self.app = app

    def pause(self) -> None:
        """A scene was pushed on top of this one."""

    def resume(self, result: Any) -> None:
        """The scene on top was popped with `result`."""

    def leave(self) -> None:
        """The scene is removed from the stack for good."""

    def handle(self, intent: Intent) -> "Change":
        """React to one input intent (tap, hover, back, ...); return a stack change or None."""
        return None

    def update(self, dt: float) -> "Change":
        """Advance by dt seconds (animations, computer turns); return a stack change or None."""
        return None

    def busy(self) -> bool:
        """True while something moves, so the loop keeps drawing frames instead of waiting."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto the logical screen."""


@dataclass(frozen=True)
class Push:
    """Put a scene on top (an overlay or a next screen one returns from)."""

    scene: Scene


@dataclass(frozen=True)
class Pop:
    """Remove the top scene, handing `result` to the one below."""

    result: Any = None


@dataclass(frozen=True)
class Replace:
    """Swap the top scene for another."""

    scene: Scene


@dataclass(frozen=True)
class Reset:
    """Clear the stack and start again from one scene (e.g. back to the menu)."""

    scene: Scene


@dataclass(frozen=True)
class Quit:
    """Close the program."""


Change = Optional[Union[Push, Pop, Replace, Reset, Quit]]


class SceneStack:
    """A list of scenes; the last is the active one."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.quit = False

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.scenes[-1] if self.scenes else None

    def apply(self, change: Change) -> None:
        """Carry out a scene's change of the stack."""
        if change is None:
            return
        self.app.dirty = True   # another scene shows: draw it even if nothing moves on it
        if isinstance(change, Quit):
            while self.scenes:
                self.scenes.pop().leave()
            self.quit = True
        elif isinstance(change, Push):
            if self.top:
                self.top.pause()
            self._add(change.scene)
        elif isinstance(change, Pop):
            if self.scenes:
                self.scenes.pop().leave()
            if self.top:
                self.top.resume(change.result)
            else:
                self.quit = True
        elif isinstance(change, Replace):
            if self.scenes:
                self.scenes.pop().leave()
            self._add(change.scene)
        elif isinstance(change, Reset):
            while self.scenes:
                self.scenes.pop().leave()
            self._add(change.scene)

    def _add(self, scene: Scene) -> None:
        """Put a scene on top and let it set itself up."""
        self.scenes.append(scene)
        scene.enter(self.app)

    def handle(self, intent: Intent) -> None:
        """Give an input intent to the top scene only."""
        if self.top:
            self.apply(self.top.handle(intent))

    def update(self, dt: float) -> None:
        """Advance the top scene."""
        if self.top:
            self.apply(self.top.update(dt))

    def busy(self) -> bool:
        """True if any visible scene is moving."""
        return any(s.busy() for s in self.visible())

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)
