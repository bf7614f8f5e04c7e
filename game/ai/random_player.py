"""A computer player that picks a random legal action (a baseline until better players exist)."""
from __future__ import annotations

from itertools import groupby
from typing import Any

from game.rules import rng
from game.rules.actions import Action
from game.rules.view import PlayerView


class RandomPlayer:
    """Picks a kind of action at random (draw, claim, tickets...), then one action of that kind."""

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)

    def memory(self) -> dict[str, Any]:
        """Where this player's random choices stand, as plain data (a saved game keeps it)."""
        return {"rng": self._rng}

    def recall(self, data: Any) -> None:
        """Take up a memory saved by `memory` (ValueError, saying why, if it cannot be one)."""
        value = data.get("rng") if isinstance(data, dict) and set(data) == {"rng"} else None
        if type(value) is not int or not 0 <= value <= rng.MASK:
            raise ValueError("a computer player's memory is not what the game writes")
        self._rng = value

    def choose(self, view: PlayerView) -> Action:
        """A random legal action for the seat of this view (which must be to move)."""
        if not view.legal:
            raise ValueError("this view has no legal action to choose from")
        # Legal actions come grouped by kind, so consecutive runs of one type are the kinds.
        groups = [list(run) for _, run in groupby(view.legal, key=type)]
        i, self._rng = rng.below(self._rng, len(groups))
        options = groups[i]
        j, self._rng = rng.below(self._rng, len(options))
        return options[j]
