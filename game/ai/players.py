"""Computer players by level (gentle, easy, medium, hard, expert, random) and the stand-ins they are measured
against: which player each level name makes."""
from __future__ import annotations

from game.ai.bot import STYLES, Bot, styled
from game.ai.child import ChildPlayer
from game.ai.expert import make_expert
from game.ai.random_player import RandomPlayer
from game.ai.rush import RushPlayer

LEVELS = ("gentle", "easy", "medium", "hard", "expert", "random")
STAND_INS = ("child", "rush")   # players for measuring the levels against, never offered nor saved


def make_player(level: str, seed: int) -> "Bot | RandomPlayer | ChildPlayer | RushPlayer":
    """A computer player of this level ("gentle", "easy", "medium", "hard", "expert" or "random"), or the
    stand-in "child" the gentle level is measured against, or "rush" (game/ai/rush.py)."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "child":
        return ChildPlayer(seed)
    if level == "rush":   # medium's play, claiming every long route it can pay for at once
        return RushPlayer(make_player("medium", seed))
    if level == "expert":
        return make_expert()
    if level not in STYLES:
        raise ValueError(f"unknown level {level!r} (choose from {', '.join(LEVELS + STAND_INS)})")
    return styled(level)
