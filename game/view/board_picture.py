"""A board's picture as the game draws it (terrain, spaces, cities, names), written to a PNG file.

The map checker's `--picture FILE` uses it, so a family sees where the game laid its spaces without
starting a game. It needs no screen: with no display named it draws on SDL's dummy driver.
"""
from __future__ import annotations

import os
from pathlib import Path

from game.rules.board import Board


def write_picture(board: Board, path: str | Path) -> str | None:
    """Draw the board at its own size with the game's sprites and save it as PNG; None, or why it failed."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")   # before pygame starts: no window is opened
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.view.board_view import BoardPicture
    from game.view.sprites import Sprites
    pygame.display.init()
    pygame.font.init()
    try:
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1, 1), pygame.HIDDEN)
        surface = BoardPicture(board, Sprites(), 1.0).surface
        with open(path, "wb") as stream:   # PNG whatever the name ends with
            pygame.image.save(surface, stream, "picture.png")
    except (pygame.error, OSError) as err:
        why = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        return f"{path}: the picture cannot be written ({why}); choose a file in a folder you may write to"
    return None
