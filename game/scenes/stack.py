"""The scene stack: scenes never edit it; they return a change, and the stack applies it.

Contract of a scene's life (each method is optional to override):
- `enter(app)`   once, when the scene is first put on the stack; it gets the App (settings,
                 sound, screen size) and may load what it draws; then `arrange()`.
- `arrange()`    lay out for `app.metrics` (the screen's size): after enter, and again
                 whenever the window changes size or goes fullscreen.
- `pause()`      another scene was pushed on top; input stops coming.
- `resume(result)` the scene on top was popped; `result` is what it popped with.
- `leave()`      the scene is removed for good.
Only the top scene gets input and updates; drawing starts at the highest opaque scene so
overlays draw over what lies under them.

Where to go: a scene may name a place (game/scenes/places.py) wherever it could give a scene, in
Push, Replace and Reset; the stack asks the builder it was given (the App gives it the registry's,
game/scenes/registry.py) for the screen. A place that cannot open now (a board whose files went bad)
changes nothing on the stack: the scene that named it hears why through `cannot_open()`.

Drawing: the App draws a frame only when something changed (input, a change of the stack, a
scene's `redraw()`) or a visible scene is `busy()` animating. Between frames it sleeps until
input comes or until the top scene's `wake()` time, when `update()` runs without drawing.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Union

import pygame

from game.scenes.places import Place, Unavailable
from game.value import Value
from game.view.pointer import Intent


class Scene:
    """Base of every scene and overlay; override what the scene needs."""

    opaque: bool = True

    def enter(self, app: Any) -> None:
        """Called once when the scene is first put on the stack."""
        self.app = app

    def arrange(self) -> None:
        """Lay the scene out for the screen's size (`self.app.metrics`)."""

    def redraw(self) -> None:
        """Ask for a new frame: something shown has changed."""
        app = getattr(self, "app", None)
        if app is not None:
            app.dirty = True

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything tappable now, named: each must lie on screen and be large enough for a finger."""
        return []

    def pause(self) -> None:
        """A scene was pushed on top of this one."""

    def resume(self, result: Any) -> None:
        """The scene on top was popped with `result`."""

    def leave(self) -> None:
        """The scene is removed from the stack for good."""

    def cannot_open(self, refused: Unavailable) -> None:
        """The place this scene asked for cannot open now (`refused` says which, and why); nothing changed."""

    def handle(self, intent: Intent) -> "Change":
        """React to one input intent (tap, hover, back, ...); return a stack change or None."""
        return None

    def update(self, dt: float) -> "Change":
        """Advance by dt seconds (animations, computer turns); return a stack change or None."""
        return None

    def busy(self) -> bool:
        """True while something moves, so the loop keeps drawing frames instead of waiting."""
        return False

    def wake(self) -> float | None:
        """Seconds until update() must run even without input (0: now), or None to wait for input."""
        return 0.0 if self.busy() else None

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw only what moved since the last frame and say where; None if the scene cannot (drawn whole)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto the logical screen."""


Target = Union[Scene, Place]   # a screen itself, or the place whose screen the builder makes
Builder = Callable[[Place, Any], Scene]


class Push(Value):
    """Put a scene on top (an overlay or a next screen one returns from)."""

    __slots__ = ("scene",)
    scene: Target

    def __init__(self, scene: Target) -> None:
        self._set(scene=scene)


class Pop(Value):
    """Remove the top scene, handing `result` to the one below."""

    __slots__ = ("result",)
    result: Any

    def __init__(self, result: Any = None) -> None:
        self._set(result=result)


class Replace(Value):
    """Swap the top scene for another."""

    __slots__ = ("scene",)
    scene: Target

    def __init__(self, scene: Target) -> None:
        self._set(scene=scene)


class Reset(Value):
    """Clear the stack and start again from one scene (e.g. back to the menu)."""

    __slots__ = ("scene",)
    scene: Target

    def __init__(self, scene: Target) -> None:
        self._set(scene=scene)


class Quit(Value):
    """Close the program."""

    __slots__ = ()


Change = Optional[Union[Push, Pop, Replace, Reset, Quit]]


class SceneStack:
    """A list of scenes; the last is the active one."""

    def __init__(self, app: Any, build: Builder | None = None) -> None:
        self.app = app
        self.build = build   # makes the screen of a place
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
        elif isinstance(change, Pop):
            if self.scenes:
                self.scenes.pop().leave()
            if self.top:
                self.top.resume(change.result)
            else:
                self.quit = True
        else:
            scene = self._screen(change.scene)
            if scene is None:
                return
            if isinstance(change, Push):
                if self.top:
                    self.top.pause()
            elif isinstance(change, Replace):
                if self.scenes:
                    self.scenes.pop().leave()
            else:
                while self.scenes:
                    self.scenes.pop().leave()
            self._add(scene)

    def _screen(self, target: Target) -> Scene | None:
        """The scene to put on the stack: `target` itself, or the screen of the place it names, made before
        anything leaves the stack; None when that place cannot open (the scene on top is told why)."""
        if isinstance(target, Scene):
            return target
        if self.build is None:
            raise TypeError(f"this stack was given no builder for the place {target!r}")
        try:
            return self.build(target, self.app)
        except Unavailable as refused:
            if self.top:
                self.top.cannot_open(refused)
            return None

    def _add(self, scene: Scene) -> None:
        """Put a scene on top and let it set itself up for the screen."""
        self.scenes.append(scene)
        scene.enter(self.app)
        scene.arrange()

    def game(self) -> Scene | None:
        """The game being played under whatever is on top (the topmost scene that can be saved), or None."""
        return next((s for s in reversed(self.scenes) if hasattr(s, "snapshot")), None)

    def arrange(self) -> None:
        """The screen changed size: every scene lays itself out again."""
        for scene in self.scenes:
            scene.arrange()

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

    def wake(self) -> float | None:
        """When the top scene wants its next update without input."""
        return self.top.wake() if self.top else None

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw only what moved, when a single scene is visible; the areas changed, or None."""
        visible = self.visible()
        return visible[-1].draw_changes(surface) if len(visible) == 1 else None

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
