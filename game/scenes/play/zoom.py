"""The board seen whole or magnified: the play scene's two board layers and which one shows.

On a small screen a dense board (a hundred routes at 800 x 480) has routes a finger cannot tell
apart. The magnifier shows the board ZOOM times larger, centred where the player last tapped
it (or on the chosen route); dragging moves it; the magnifier or Back shows it whole again.
The magnified layer is drawn once per screen size, at its own scale (crisp labels and spaces),
and kept; every claimed car is painted into both layers, so switching costs nothing. It is made in
the loop turns with nothing else to do once a person's turn has started (`prepare`), so the tap on
the magnifier only shows it; on a large screen, whose magnified board is large and seldom asked
for, it is made on the tap instead.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.rules.board import Board
from game.scenes.play.board import BoardLayer
from game.view.label_store import placed
from game.view.sprites import Sprites

ZOOM = 2.0
MAX_SCALE = 1.5   # map pixels: a magnified board is never drawn larger than this
AHEAD_PIXELS = 3_000_000   # a magnified board up to this size (a small screen's, which needs it) is made ahead;
# a larger one (a TV's, 8 million pixels and 30 MB) only when Closer asks for it


def magnified(scale: float) -> float:
    """The scale of the magnified board for a whole board drawn at `scale`."""
    return min(scale * ZOOM, max(scale, MAX_SCALE))


class BoardViews:
    """The whole board and, once made, the magnified one; taps and drawing go to the one shown."""

    def __init__(self, board: Board, sprites: Sprites, area: pygame.Rect, rect: pygame.Rect, scale: float,
                 seat_colors: list[int], owners: Callable[[], list[tuple[str, int]]], min_label: int = 0) -> None:
        self.board = board
        self.sprites = sprites
        self.seat_colors = seat_colors
        self.min_label = min_label   # px: city names never smaller on this screen
        self.owners = owners   # the claimed routes now, as (route, seat): painted into a new layer
        self.whole = self._painted(BoardLayer(board, sprites, area, rect, scale, seat_colors, min_label))
        self.near: BoardLayer | None = None
        self._steps = 0   # steps `prepare` has taken towards the magnified layer
        self.zoomed = False
        self.focus: tuple[float, float] | None = None   # the last board point tapped, in map pixels
        self._drag: tuple[tuple[int, int], tuple[float, float]] | None = None

    @property
    def shown(self) -> BoardLayer:
        """The layer on screen now."""
        return self.near if self.zoomed and self.near is not None else self.whole

    def _painted(self, layer: BoardLayer) -> BoardLayer:
        """A new layer with every route claimed so far painted in."""
        for route_id, seat in self.owners():
            layer.paint_route(route_id, seat)
        return layer

    @property
    def prepared(self) -> bool:
        """True once the magnified layer is made, or when it is one made only on a tap (a large screen's)."""
        scale = magnified(self.whole.scale)
        return self.near is not None or self.board.width * self.board.height * scale * scale > AHEAD_PIXELS

    def prepare(self) -> None:
        """One step towards the magnified layer, in a loop turn with nothing else to do: none the first time (that
        turn may be a tap's, as the pass screen's Ready, whose frame comes first), then its names' places (kept
        from the warm-up or on disk, else placed now), then the layer itself."""
        if self.prepared:
            return
        self._steps += 1
        if self._steps == 2:
            placed(self.board, magnified(self.whole.scale), self.min_label)
        elif self._steps > 2:
            self._near()

    def _near(self) -> BoardLayer:
        """The magnified layer, made now if `prepare` has not made it yet."""
        if self.near is None:
            whole = self.whole
            scale = magnified(whole.scale)
            size = (round(self.board.width * scale), round(self.board.height * scale))
            self.near = self._painted(BoardLayer(self.board, self.sprites, whole.area,
                                                 pygame.Rect(whole.area.topleft, size), scale, self.seat_colors,
                                                 self.min_label))
        return self.near

    @property
    def factor(self) -> float:
        """How many times larger the magnified board is drawn."""
        return self._near().scale / self.whole.scale

    def remember(self, pos: tuple[int, int]) -> None:
        """A tap on the board: the magnifier will centre there."""
        x, y = self.shown.local(pos)
        self.focus = (x / self.shown.scale, y / self.shown.scale)

    def zoom_in(self, centre: tuple[float, float] | None = None) -> None:
        """Show the magnified board, centred on a map point (the last tapped one, else the middle)."""
        near = self._near()
        x, y = centre or self.focus or (self.board.width / 2, self.board.height / 2)
        near.pan((x * near.scale, y * near.scale))
        self.zoomed = True

    def zoom_out(self) -> None:
        """Show the whole board again."""
        self.zoomed = False
        self._drag = None

    def paint_car(self, route_id: str, seat: int, index: int) -> None:
        """A car has landed: paint it into every layer, shown or not."""
        for layer in (self.whole, self.near):
            if layer is not None:
                layer.paint_car(route_id, seat, index)

    # --- dragging the magnified board ---------------------------------------------------

    def press(self, pos: tuple[int, int]) -> None:
        """A finger went down: remember where, and where the picture was."""
        layer = self.shown
        self._drag = (pos, layer.local(layer.area.center)) if self.zoomed and layer.area.collidepoint(pos) else None

    def drag(self, pos: tuple[int, int], slop: float) -> bool:
        """The finger moved: past `slop` px, the magnified board follows it. True if it moved."""
        if self._drag is None:
            return False
        start, centre = self._drag
        dx, dy = pos[0] - start[0], pos[1] - start[1]
        if dx * dx + dy * dy <= slop * slop:
            return False
        before = self.shown.rect.topleft
        self.shown.pan((centre[0] - dx, centre[1] - dy))
        return self.shown.rect.topleft != before

    def release(self) -> None:
        """The finger is lifted."""
        self._drag = None

    def repaint(self, claimed: list[tuple[str, int]]) -> None:
        """Every board layer shows these claimed routes, and no others (a move was taken back)."""
        for layer in (self.whole, self.near):
            if layer is None:
                continue
            layer.clear_cars()
            for route_id, seat in claimed:
                layer.paint_route(route_id, seat)
