"""Frames of the play scene while only animations move: just the areas they touch are drawn again.

A full frame draws everything that stands still (board, panel, hand) and keeps a copy of it
before the animations go on top. While nothing but animations changes, the next frame puts
that copy back where they were drawn last, draws them at their new places, and the app shows
only those areas: a flying card costs two small rectangles, not a whole screen.
"""
from __future__ import annotations

from typing import Any

import pygame


class PlayFrames:
    """Mixin of PlayScene: full frames keep what stands still; moving frames redraw only what moved."""

    anim: Any

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole play screen, keeping its still part for the moving frames to come."""
        self.draw_still(surface)
        still = self.__dict__.get("_still")
        if still is None or still.get_size() != surface.get_size():
            still = self.__dict__["_still"] = surface.copy()
        else:
            still.blit(surface, (0, 0))
        self._still_key = self.still_key()
        self._moved = self.anim.draw(surface)

    def still_key(self) -> tuple:
        """What the still part shows that can change while only animations run (a car lands, a card arrives)."""
        shown = self.views.shown
        return (id(shown), shown.version, tuple(sorted(self.in_flight.items())), len(self.moves))

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Put the still picture back where animations were, draw them anew; the areas changed (None: draw all)."""
        still = self.__dict__.get("_still")
        if still is None or still.get_size() != surface.get_size() or self._still_key != self.still_key():
            return None
        before = self._moved
        for rect in before:
            surface.blit(still, rect, rect)
        self._moved = self.anim.draw(surface)
        return before + self._moved
