"""The final board beside the scores: every claimed car, one player brought forward, their tickets
as lines between the two cities, and the longest path traced (U10).

It reuses the play scene's BoardLayer (picture and cars drawn once); each view of it (everyone, or
one player) is composed once and then only blitted.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.board.geometry import space_corners
from game.rules.trail_routes import longest_trail_routes
from game.scenes.play.board import BoardLayer
from game.view import hud_icons as icons
from game.view import theme
from game.view.metrics import MIN_TEXT_PX
from game.view.text import draw, fit, font

TRACE = (255, 222, 80)      # the longest path's outline: bright gold on a dark edge
TRACE_EDGE = (60, 40, 0)
VEIL = (16, 20, 30, 150)    # over the routes of players not picked
Point = tuple[float, float]


class EndBoard:
    """The finished game's board fitted into `area`, with its overlays composed per player picked."""

    def __init__(self, state: Any, sprites: Any, area: pygame.Rect, seat_colors: list[int]) -> None:
        board = state.board
        self.state = state
        scale = min(area.w / board.width, area.h / board.height)
        rect = pygame.Rect(0, 0, round(board.width * scale), round(board.height * scale))
        rect.center = area.center
        self.rect = rect
        self.layer = BoardLayer(board, sprites, rect, rect, scale, seat_colors)
        for seat, player in enumerate(state.players):
            for route_id in player.routes:
                self.layer.paint_route(route_id, seat)
        self.mark = max(22, min(40, round(self.layer.line * 2.2)))   # a tick or cross on a ticket's line
        self._paths: dict[int, tuple[str, ...]] | None = None
        self._views: dict[int | None, pygame.Surface] = {}

    def paths(self) -> dict[int, tuple[str, ...]]:
        """The longest path of each player holding its bonus (none where the rule set has no such bonus)."""
        if self._paths is None:
            result, table = self.state.result, self.state.table
            holders = [p.seat for p in result.players if p.longest_path_bonus] if result else []
            self._paths = {seat: longest_trail_routes(table, self.state.players[seat].routes) for seat in holders}
        return self._paths

    def tickets(self, seat: int) -> list[tuple[str, str, bool]]:
        """A player's tickets as (city, city, completed), from the final score."""
        result = self.state.result
        if result is None:
            return []
        ends = {t.id: (t.a, t.b) for t in self.state.board.tickets}
        return [(*ends[line.ticket], bool(line.completed)) for line in result.players[seat].lines
                if line.kind == "ticket" and line.ticket in ends]

    def city(self, city_id: str) -> Point:
        """A city's centre on the picture."""
        c = self.state.board.city(city_id)
        return (c.x * self.layer.scale, c.y * self.layer.scale)

    def view(self, picked: int | None) -> pygame.Surface:
        """The board as shown with this player picked (None: everyone), composed once."""
        if picked not in self._views:
            self._views[picked] = self._compose(picked)
        return self._views[picked]

    def draw(self, surface: pygame.Surface, picked: int | None) -> None:
        """The board with this player's routes, tickets and longest path brought forward."""
        surface.blit(self.view(picked), self.rect)

    def _compose(self, picked: int | None) -> pygame.Surface:
        """Cars; with a player picked the others dimmed under a veil and their tickets drawn; the longest paths."""
        image = self.layer.cars.copy()
        if picked is not None:
            veil = pygame.Surface(image.get_size(), pygame.SRCALPHA)
            veil.fill(VEIL)
            for route_id in self.state.players[picked].routes:   # their cars stay as they were: holes in the veil
                for s in self.layer.spaces[route_id]:
                    hole = space_corners(s.x, s.y, s.width * 1.06 + 4, s.height * 1.5 + 4, s.angle)
                    pygame.draw.polygon(veil, (0, 0, 0, 0), hole)
            image.blit(veil, (0, 0))
        for seat, routes in self.paths().items():
            if picked is None or seat == picked:
                self._trace(image, routes)
        if picked is not None:
            for a, b, done in self.tickets(picked):
                self._ticket(image, self.city(a), self.city(b), done)
        return image.convert() if pygame.display.get_surface() is not None else image

    def _trace(self, image: pygame.Surface, routes: tuple[str, ...]) -> None:
        """A gold outline round every space of the path."""
        line = self.layer.line
        width = max(2, min(4, round(line * 0.25)))
        for route_id in routes:   # outside the car's body (1.05 spaces high), so its colour still shows
            for s in self.layer.spaces[route_id]:
                poly = space_corners(s.x, s.y, s.width + line * 0.3, s.height * 1.6 + width * 2, s.angle)
                pygame.draw.polygon(image, TRACE_EDGE, poly, width + 2)
                pygame.draw.polygon(image, TRACE, poly, width)

    def _ticket(self, image: pygame.Surface, a: Point, b: Point, done: bool) -> None:
        """A ticket's line between its cities: solid and good when completed, dashed and bad when not,
        with a tick or a cross in the middle (the shape says it without the colour)."""
        width = max(3, round(self.layer.line * 0.45))
        colour = theme.GOOD if done else theme.BAD
        for p, q in ([(a, b)] if done else dashes(a, b, max(8.0, width * 3.0))):
            pygame.draw.line(image, theme.PAPER, p, q, width + 4)
            pygame.draw.line(image, colour, p, q, width)
        shape = icons.tick(self.mark) if done else icons.cross(self.mark)
        middle = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
        pygame.draw.circle(image, theme.PAPER, middle, self.mark * 0.62)
        image.blit(shape, shape.get_rect(center=middle))


def dashes(a: Point, b: Point, step: float) -> list[tuple[Point, Point]]:
    """Every other piece of `step` length along a to b."""
    count = max(1, int(math.dist(a, b) // step))
    at = [(a[0] + (b[0] - a[0]) * i / count, a[1] + (b[1] - a[1]) * i / count) for i in range(count + 1)]
    return [(at[i], at[i + 1]) for i in range(0, count, 2)]


def legend(width: int, size: int, picked: bool, path: bool) -> pygame.Surface:
    """What the marks on the board mean, in words beside a sample of each, as large as fits the width."""
    out = _legend(size, picked, path)
    while out.get_width() > width and size > MIN_TEXT_PX:
        size -= 1
        out = _legend(size, picked, path)
    return out


def _legend(size: int, picked: bool, path: bool) -> pygame.Surface:
    """The legend at one text size: the longest path's outline, and how to see tickets or what their lines mean."""
    h = font(size, True).get_linesize()
    sample = max(24, size * 2)
    parts = []
    if path:
        piece = _piece("longest path", size, sample + 8, h)
        box = pygame.Rect(2, h // 4, sample - 4, h // 2)
        pygame.draw.rect(piece, TRACE_EDGE, box, max(4, size // 4))
        pygame.draw.rect(piece, TRACE, box.inflate(-2, -2), max(2, size // 6))
        parts.append(piece)
    if not picked:
        parts.append(_piece("Tap a player to see their tickets", size, 0, h))
    for done, words in ((True, "ticket done"), (False, "ticket missed")) if picked else ():
        piece = _piece(words, size, sample + size + 8, h)
        y = h // 2
        for p, q in ([((0, y), (sample, y))] if done else dashes((0, y), (sample, y), sample / 5)):
            pygame.draw.line(piece, theme.GOOD if done else theme.BAD, p, q, max(3, size // 5))
        shape = icons.tick(size) if done else icons.cross(size)
        piece.blit(shape, shape.get_rect(midleft=(sample + 2, y)))
        parts.append(piece)
    gap = size
    out = pygame.Surface((sum(p.get_width() for p in parts) + gap * (len(parts) - 1), h), pygame.SRCALPHA)
    x = 0
    for piece in parts:
        out.blit(piece, (x, 0))
        x += piece.get_width() + gap
    return out


def _piece(words: str, size: int, left: int, height: int) -> pygame.Surface:
    """A part of the legend: room for a sample `left` px wide, then the words at this size."""
    fitted = fit(words, size, font(size, True).size(words)[0], smallest=size, short=())
    piece = pygame.Surface((left + fitted.width, height), pygame.SRCALPHA)
    draw(piece, fitted, (left, 0, fitted.width, height), theme.INK)
    return piece
