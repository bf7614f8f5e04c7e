"""Frames of the play scene while only animations move: just the areas they touch are drawn again.

A full frame draws everything that stands still (board, panel, hand) and keeps a copy of it
before the animations go on top. While nothing but animations changes, the next frame puts
that copy back where they were drawn last, draws them at their new places, and the app shows
only those areas: a flying card costs two small rectangles, not a whole screen.

A move changes the side panel and the hand strip, not the board (but for its cars, which are
copied in alone as they land). Their parts are painted again over the frames that follow the
move, one part a frame: the face-up row with the deck and buttons, the status box, each player
row that changed, the hand strip. No frame pays for all of them, so the cards keep flying
smoothly on a slow machine; within a twelfth of a second everything shows the move.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.scenes.play.draw import Painter
from game.scenes.play.info import ticket_marks
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.view.anim import Animator

CARDS, PANEL, HAND = "cards", "panel", "hand"   # the parts a move leaves to paint, in this order


class Frames:
    """Full frames keep what stands still; moving frames redraw only what moved."""

    def __init__(self, painter: Painter, seen: Seen, moment: Moment, kit: Kit, anim: Animator,
                 moves: Callable[[], int]) -> None:
        self.painter = painter
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.anim = anim
        self.moves = moves   # how many moves the game has made (a move changes the panel and the hand)
        self._still: pygame.Surface | None = None
        self._still_key: tuple = ()
        self._landed_seen = 0
        self._stale: list[str] = []
        self._moved: list[pygame.Rect] = []

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole play screen, keeping its still part for the moving frames to come."""
        self.painter.draw_still(surface)
        still = self._still
        if still is None or still.get_size() != surface.get_size():
            still = self._still = surface.copy()
        else:
            still.blit(surface, (0, 0))
        self._still_key = self.still_key()
        self._landed_seen = len(self.kit.views.shown.landed)
        self._stale = []
        self._moved = self.anim.draw(surface)

    def showing(self) -> bool:
        """True while frames are still due: something animates, or a move's parts are not all painted yet."""
        return self.anim.busy() or bool(self._stale)

    def still_key(self) -> tuple:
        """What the still part shows that can change while only animations run (a move, a car lands, a card arrives)."""
        return (self.board_key(), tuple(sorted(self.moment.in_flight.items())), self.moves())

    def board_key(self) -> tuple | None:
        """What the board area shows (its cars' version last); None while it depends on the game's position."""
        shown = self.kit.views.shown
        if self.moment.tickets_open or (self.moment.show_claimable and self.seen.my_turn()):
            return None
        return (id(shown), shown.rect.topleft, self.moment.hover, self.moment.selected, self.moment.refused, self.moment.hint, ticket_marks(self.seen, self.moment),
                shown.version)

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Put the still picture back where animations were, draw them anew; the areas changed (None: draw all)."""
        still = self._still
        if still is None or still.get_size() != surface.get_size():
            return None
        areas: list[pygame.Rect] = []
        key = self.still_key()
        if key != self._still_key:
            board, drawn = key[0], self._still_key[0]
            if board is None or drawn is None or board[:-1] != drawn[:-1]:
                return None
            if key[2] != self._still_key[2]:        # a move: its parts are painted over the next frames
                if self._lifted():
                    return None   # a card lifted under the pointer reaches over its neighbours: draw all
                self._stale = [CARDS, PANEL, HAND]
            elif key[1] != self._still_key[1] and HAND not in self._stale:
                self._stale.append(HAND)             # a card has arrived in the hand
            if board != drawn:   # cars have landed
                areas += self._draw_landed(still)
            self._still_key = key
        elif self._stale:
            areas += self._paint_next(still)
        for rect in areas:
            surface.blit(still, rect, rect)
        before = self._moved
        for rect in before:
            surface.blit(still, rect, rect)
        self._moved = self.anim.draw(surface)
        return areas + before + self._moved

    def _lifted(self) -> bool:
        """True if a face-up card or the deck is drawn lifted under the pointer (one's own turn)."""
        hover = self.moment.hover
        return isinstance(hover, str) and (hover.startswith("slot") or hover == "deck") and self.seen.my_turn()

    def _draw_landed(self, still: pygame.Surface) -> list[pygame.Rect]:
        """Copy the cars landed since the last frame from the board's layer into the still picture.

        The outlines on the board (the route under the pointer, the chosen or refused one) are drawn
        again over each copied area, clipped to it, as a whole frame draws them over the cars."""
        layer = self.kit.views.shown
        fresh = [rect.clip(layer.area) for rect in layer.landed[self._landed_seen:]]
        fresh = [rect for rect in fresh if rect.w and rect.h]
        self._landed_seen = len(layer.landed)
        for rect in fresh:
            still.blit(layer.cars, rect, rect.move(-layer.frame.x, -layer.frame.y))
            still.set_clip(rect)
            self.painter.board.draw_route_marks(still)
            still.set_clip(None)
        return fresh

    def _paint_next(self, still: pygame.Surface) -> list[pygame.Rect]:
        """Paint the next part a move changed into the still picture; the area painted.

        Each part is drawn as draw_still() draws its side (panel: its picture, the cards, the buttons
        and the tickets' count; hand strip: the strip and its button), clipped to the part, so that
        whatever reaches into it from a neighbour is drawn too."""
        lay = self.kit.layout
        part = self._stale[0]
        if part == PANEL:
            now = self.painter.panel.now()
            changed = self.painter.panel.changed(now)
            if len(changed) <= 1:
                self._stale.pop(0)
            if not changed:
                return self._paint_next(still) if self._stale else []
            self.painter.panel.base(only=changed[0], now=now)
            area = now[changed[0]][1]
        else:
            self._stale.pop(0)
            area = lay.hand if part == HAND else \
                pygame.Rect(lay.panel.x, lay.status.bottom, lay.panel.width, lay.panel.bottom - lay.status.bottom)
        still.set_clip(area)
        if part == HAND:
            self.painter.hand.draw(still)
        else:
            still.blit(self.painter.panel.image(), lay.panel)
            self.painter.panel.draw_cards(still)
        for button in self.kit.buttons.buttons:
            if button.rect.inflate(8, 12).colliderect(area):   # its shadow and focus ring too
                button.draw(still)
        if part != HAND:
            self.painter.panel.draw_ticket_count(still)
        still.set_clip(None)
        return [area]
