"""Frames of the play scene while only animations move: just the areas they touch are drawn again.

A full frame draws everything that stands still (board, panel, hand) and keeps a copy of it
before the animations go on top. While nothing but animations changes, the next frame puts
that copy back where they were drawn last, draws them at their new places, and the app shows
only those areas: a flying card costs two small rectangles, not a whole screen. A computer's
move changes the side panel and the hand strip but not the board: only those two are drawn
again (the board once its cars land).
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
        self._landed_seen = len(self.views.shown.landed)
        self._moved = self.anim.draw(surface)

    def still_key(self) -> tuple:
        """What the still part shows that can change while only animations run (a move, a car lands, a card arrives)."""
        return (self.board_key(), tuple(sorted(self.in_flight.items())), len(self.moves))

    def board_key(self) -> tuple | None:
        """What the board area shows (its cars' version last); None while it depends on the game's position."""
        shown = self.views.shown
        if self.tickets_open or (self.show_claimable and self.my_turn()):
            return None
        return (id(shown), shown.rect.topleft, self.hover, self.selected, self.refused, shown.version)

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Put the still picture back where animations were, draw them anew; the areas changed (None: draw all)."""
        still = self.__dict__.get("_still")
        if still is None or still.get_size() != surface.get_size():
            return None
        areas: list[pygame.Rect] = []
        key = self.still_key()
        if key != self._still_key:
            board, drawn = key[0], self._still_key[0]
            if board is None or drawn is None or board[:-1] != drawn[:-1]:
                return None
            if board != drawn:   # cars have landed
                if isinstance(self.hover, tuple) or self.selected is not None or self.refused is not None:
                    return None  # outlines on the board may cross them: draw it whole
                areas += self._draw_landed(still)
            if key[1:] != self._still_key[1:]:
                areas += self._draw_sides(still)   # a move: the panel and the hand strip, not the board
            self._still_key = key
            for rect in areas:
                surface.blit(still, rect, rect)
        before = self._moved
        for rect in before:
            surface.blit(still, rect, rect)
        self._moved = self.anim.draw(surface)
        return areas + before + self._moved

    def _draw_landed(self, still: pygame.Surface) -> list[pygame.Rect]:
        """Copy the cars landed since the last frame from the board's layer into the still picture."""
        layer = self.views.shown
        fresh = [rect.clip(layer.area) for rect in layer.landed[self._landed_seen:]]
        self._landed_seen = len(layer.landed)
        for rect in fresh:
            still.blit(layer.cars, rect, rect.move(-layer.frame.x, -layer.frame.y))
        return [rect for rect in fresh if rect.w and rect.h]

    def _draw_sides(self, still: pygame.Surface) -> list[pygame.Rect]:
        """Draw the side panel and the hand strip again into the still picture, each clipped to its own place.

        They are drawn as draw_still() draws them, last and opaque, so whatever lies under them is covered."""
        panel, hand = self.layout.panel, self.layout.hand
        still.set_clip(panel)
        self._draw_panel(still)
        self.buttons.draw(still)
        self._draw_ticket_count(still)
        still.set_clip(hand)
        self._draw_hand(still)
        self.buttons.draw(still)
        still.set_clip(None)
        return [panel, hand]
