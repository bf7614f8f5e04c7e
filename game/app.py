"""The program's window: for now a board browser that shows the three boards.

Tap, click or press an arrow key for the next board; Escape or closing the window quits.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.board.loader import MapError, load_board
from game.view.board_view import BoardPicture
from game.view.sprites import Sprites
from game.view.text import font

MAPS = Path(__file__).resolve().parent.parent / "maps"
GAMES = ("usa", "amsterdam", "first_journey")
SIZE = (1280, 800)


def fit(surface: pygame.Surface, area: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """The surface scaled once to fit the area, keeping its shape, centred."""
    scale = min(area.w / surface.get_width(), area.h / surface.get_height())
    image = pygame.transform.smoothscale(
        surface, (round(surface.get_width() * scale), round(surface.get_height() * scale)))
    return image, image.get_rect(center=area.center)


def show(screen: pygame.Surface, game: str, sprites: Sprites) -> None:
    """Draw one board (or the reason it cannot be shown) on the screen."""
    screen.fill((18, 22, 30))
    try:
        picture = BoardPicture(load_board(MAPS / f"{game}.tmx"), sprites)
    except MapError as err:
        for n, line in enumerate(err.problems[:12]):
            screen.blit(font(18).render(line, True, (250, 200, 190)), (20, 20 + 30 * n))
        return
    screen.blit(*fit(picture.surface, screen.get_rect()))


def main(argv: list[str]) -> int:
    """Open the window and browse the boards until the player quits."""
    pygame.init()
    screen = pygame.display.set_mode(SIZE, pygame.SCALED | pygame.RESIZABLE)
    pygame.display.set_caption("Family Trains")
    sprites = Sprites()
    index = 0
    show(screen, GAMES[index], sprites)
    pygame.display.flip()
    while True:
        event = pygame.event.wait()
        if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            pygame.quit()
            return 0
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            index = (index + 1) % len(GAMES)
            show(screen, GAMES[index], sprites)
            pygame.display.flip()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
