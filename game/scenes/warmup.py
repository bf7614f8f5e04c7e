"""What the first New game of a session needs, made ready while the title menu waits for a tap.

The first Start of a session imports the play screen and all under it (the computer players, the
animations, the panels), reads its board and asks the board's rules what kind of game it is:
a twentieth of a second here, most of a second on a Raspberry Pi, all of it between the tap and
the game's first frame. The menu hands this to a thread of its own once its first frame is shown
(game/background.py), while the family reads the menu; it ends at its next step once another
screen is on top, so that no frame shares the processor with it for long. The modules imported here form no import cycle
among themselves (their packages were imported with the app), so importing them beside the
screen's own thread never meets a half-made module. Whatever fails here is met again, and told,
where the game meets it today: the warm-up only ever saves time.
"""
from __future__ import annotations

import importlib
from typing import Callable

from game.background import Background
from game.board.catalog import MAPS, listing
from game.board.loader import load_board
from game.config import GameConfig

# In the order a first game needs them, each one step: New game, then Start.
MODULES = ("game.scenes.setup", "game.ai.players", "game.view.hud", "game.scenes.tickets_overlay",
           "game.scenes.play")


class WarmUp(Background):
    """Import the new-game and play screens, then read each shipped board as Start does."""

    name = "warm-up"

    def __init__(self, wanted: Callable[[], bool]) -> None:
        super().__init__()
        self.wanted = wanted     # False once the menu is no longer the screen on top
        self.finished = False    # every step was taken

    def run(self) -> None:
        """One module or one board a step, looking between steps whether the menu is still on top."""
        for module in MODULES:
            if self.stopping or not self.wanted():
                return
            try:
                importlib.import_module(module)
            except Exception:  # noqa: BLE001 (the screen's own import meets it again and says so)
                return
        for listed in listing((MAPS,)):
            if self.stopping or not self.wanted():
                return
            try:
                if GameConfig(listed.id, ()).style:   # what Start asks of the board (its rule style), kept
                    load_board(listed.path)           # the board Start loads, kept
            except Exception:  # noqa: BLE001 (a board that cannot be read is told on its card)
                continue
        self.finished = True
