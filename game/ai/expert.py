"""The expert level: hard's planner, with the end of the game and the hand it holds weighed every turn."""
from __future__ import annotations

from dataclasses import replace

from game.ai.players import BOARD_STYLES, STYLES, Bot


def make_expert() -> Bot:
    """A computer player of the expert level."""
    by_board = {game: tweaks for (level, game), tweaks in BOARD_STYLES.items() if level == "hard"}
    return ExpertPlayer(replace(STYLES["hard"]), by_board)


class ExpertPlayer(Bot):
    """Hard's player, overriding the decisions where hard loses points."""
