"""What the first New game of a session needs, made ready while the title menu waits for a tap.

The first Start of a session imports the play screen and all under it (the computer players, the
animations, the panels), reads its board and asks the board's rules what kind of game it is:
a twentieth of a second here, most of a second on a Raspberry Pi, all of it between the tap and
the game's first frame. The menu hands this to a thread of its own once its first frame is shown
(game/background.py), while the family reads the menu; it ends at its next step once another
screen is on top, so that no frame shares the processor with it for long. The modules imported here form no import cycle
among themselves (their packages were imported with the app), so importing them beside the
screen's own thread never meets a half-made module. Last, it places the city names of each shipped
board for the window's play size and magnified size (game/view/label_store.py keeps them, and
writes them beside the board cache for the next runs): a fifth of a second here for the largest board
in an 800 x 480 window, a few seconds on a Pi. Whatever fails here is met again, and told, where
the game meets it today: the warm-up only ever saves time.
"""
from __future__ import annotations

import importlib
from typing import Callable

import pygame

from game.background import Background
from game.board.catalog import MAPS, listing
from game.board.loader import load_board
from game.config import GameConfig
from game.rules.board import Board

# In the order a first game needs them, each one step: New game, then Start.
MODULES = ("game.scenes.setup.scene", "game.ai.players", "game.view.hud", "game.scenes.overlays.tickets",
           "game.scenes.play.scene")


class WarmUp(Background):
    """Import the new-game and play screens, then read each shipped board as Start does."""

    name = "warm-up"

    def __init__(self, wanted: Callable[[], bool], size: tuple[int, int] | None = None) -> None:
        super().__init__()
        self.wanted = wanted     # False once the menu is no longer the screen on top
        self.size = size or _window()   # the window the game will be played in (None: no names placed)
        self.finished = False    # every step was taken

    def run(self) -> None:
        """One module, one board or one board's names at one size a step, looking between steps whether the menu
        is still on top."""
        for module in MODULES:
            if self.stopping or not self.wanted():
                return
            try:
                importlib.import_module(module)
            except Exception:  # noqa: BLE001 (the screen's own import meets it again and says so)
                return
        boards = []
        for listed in listing((MAPS,)):
            if self.stopping or not self.wanted():
                return
            try:
                if GameConfig(listed.id, ()).style:   # what Start asks of the board (its rule style), kept
                    boards.append(load_board(listed.path))   # the board Start loads, kept
            except Exception:  # noqa: BLE001 (a board that cannot be read is told on its card)
                continue
        for board in boards if self.size is not None else ():
            if not self._name(board):
                return
        self.finished = True

    def _name(self, board: Board) -> bool:
        """Place a board's names as the play screen draws it whole and magnified in this window, a step each;
        False if the menu went meanwhile."""
        # Imported here, as the play screen's modules above: the menu does not wait for them.
        from game.rules.table import table_for
        from game.scenes.play.layout import layout_for
        from game.scenes.play.zoom import magnified
        from game.view.label_store import placed
        from game.view.metrics import Metrics
        try:
            rules = table_for(board).rules   # the table Start builds, kept
            lay = layout_for(Metrics.for_size(self.size), (board.width, board.height), rules.max_players,
                             rules.face_up_size, len(rules.card_types), rules.has_merchandise)
        except Exception:  # noqa: BLE001 (Start meets it again and says so)
            return True
        for scale in (lay.scale, magnified(lay.scale)):
            if self.stopping or not self.wanted():
                return False
            try:
                placed(board, scale, lay.label_px)
            except Exception:  # noqa: BLE001 (the board's picture meets it again)
                continue
        return True


def _window() -> tuple[int, int] | None:
    """The size of the game's window, if it has one."""
    surface = pygame.display.get_surface() if pygame.display.get_init() else None
    return None if surface is None else surface.get_size()
