"""A scene that shows the three boards one after another (tap for the next, Back to quit)."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.board.loader import MapError, load_board
from game.scenes.stack import Change, Quit, Scene
from game.view.board_view import BoardPicture
from game.view.pointer import Back, Confirm, Intent, Tap
from game.view.text import font

MAPS = Path(__file__).resolve().parents[2] / "maps"
GAMES = ("usa", "amsterdam", "first_journey")


class BoardBrowserScene(Scene):
    """Each board drawn to fit the screen, or the reason it cannot be drawn."""

    def enter(self, app) -> None:
        """Draw the first board."""
        super().enter(app)
        self.index = 0
        self.picture = self._draw(GAMES[0])

    def _draw(self, game: str) -> pygame.Surface:
        """The picture of one board at screen size (done once per board shown)."""
        w, h = self.app.size
        out = pygame.Surface((w, h))
        out.fill((18, 22, 30))
        try:
            board = load_board(MAPS / f"{game}.tmx")
        except MapError as err:
            for n, line in enumerate(err.problems[:12]):
                out.blit(font(16).render(line, True, (250, 200, 190)), (20, 20 + 28 * n))
            return out
        picture = BoardPicture(board, self.app.sprites, min(w / board.width, h / board.height))
        out.blit(picture.surface, picture.surface.get_rect(center=(w // 2, h // 2)))
        return out

    def handle(self, intent: Intent) -> Change:
        """A tap or Enter shows the next board; Back quits."""
        if isinstance(intent, Back):
            return Quit()
        if isinstance(intent, (Tap, Confirm)):
            self.index = (self.index + 1) % len(GAMES)
            self.picture = self._draw(GAMES[self.index])
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Show the current board."""
        surface.blit(self.picture, (0, 0))
