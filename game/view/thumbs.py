"""Small pictures of a game in progress: its board, shrunk once, with every claimed route in its owner's colour."""
from __future__ import annotations

import pygame

from game.rules import GameState
from game.rules.board import Board
from game.view.board_view import BoardPicture
from game.view.palette import PLAYER_COLORS
from game.view.sprites import Sprites

DRAW_WIDTH = 720     # the board is drawn this wide, then shrunk once (labels shrink with the map)

_boards: dict[tuple[int, int], tuple[Board, pygame.Surface]] = {}


def board_thumbnail(board: Board, sprites: Sprites, width: int) -> pygame.Surface:
    """The empty board at this width, drawn once per board and width."""
    key = (id(board), width)
    cached = _boards.get(key)
    if cached is None or cached[0] is not board:
        picture = BoardPicture(board, sprites, DRAW_WIDTH / board.width).surface
        height = max(1, round(picture.get_height() * width / picture.get_width()))
        if len(_boards) > 16:
            _boards.clear()
        cached = _boards[key] = (board, pygame.transform.smoothscale(picture, (width, height)))
    return cached[1]


def game_thumbnail(state: GameState, sprites: Sprites, colours: list[int], width: int) -> pygame.Surface:
    """The board at this width with each claimed route drawn as a line in its owner's train colour."""
    board = state.board
    out = board_thumbnail(board, sprites, width).copy()
    k = width / board.width
    line = max(3, round(width / 60))
    for route, owner in zip(board.routes, state.owners):
        if owner < 0 or len(route.spaces) == 0:
            continue
        _, fill, outline, _ = PLAYER_COLORS[colours[owner] % len(PLAYER_COLORS)]
        points = [(s.x * k, s.y * k) for s in route.spaces]
        if len(points) == 1:
            pygame.draw.circle(out, outline, points[0], line)
            pygame.draw.circle(out, fill, points[0], line - 1)
            continue
        pygame.draw.lines(out, outline, False, points, line + 2)
        pygame.draw.lines(out, fill, False, points, line)
    return out
