"""A stand-in that sets a fast pace, to measure the levels against (not offered on the setup screen).

It claims any route of RUSH_LENGTH trains or more the moment its hand can pay for one: the longest
first, then the one scoring most, then the one paid with fewest wilds, then the first on the board.
Otherwise it plays exactly as the medium level does (its tickets, its cards, its swaps). Long routes
spend trains fast, so it ends games early and takes the long routes others were saving up for.
"""
from __future__ import annotations

from typing import Any, Protocol

from game.ai.tactics import payment
from game.rules.actions import Action, ClaimRoute
from game.rules.state import Phase
from game.rules.view import PlayerView

RUSH_LENGTH = 5   # the routes it claims at once (USA's 5s and 6s; Amsterdam and First Journey have none)


class Player(Protocol):
    """A computer player (the medium level, in game/ai/players.py)."""

    def choose(self, view: PlayerView) -> Action: ...
    def memory(self) -> dict[str, Any]: ...
    def recall(self, data: Any) -> None: ...


class RushPlayer:
    """Medium's play, but any long route it can pay for is claimed at once."""

    def __init__(self, medium: Player) -> None:
        self.medium = medium

    def memory(self) -> dict[str, Any]:
        """What the medium player inside remembers."""
        return self.medium.memory()

    def recall(self, data: Any) -> None:
        """Take up a memory saved by `memory` (ValueError, saying why, if it cannot be one)."""
        self.medium.recall(data)

    def choose(self, view: PlayerView) -> Action:
        """The action this player takes in the view's position (the view's seat must be to move)."""
        if view.phase is Phase.TURN:
            claim = long_claim(view)
            if claim is not None:
                return claim
        return self.medium.choose(view)


def long_claim(view: PlayerView) -> ClaimRoute | None:
    """The legal claim of a route of RUSH_LENGTH or more the hand pays for: longest, most points, fewest
    wilds, first on the board; None if there is none."""
    table, rules = view.table, view.table.rules
    legal = set(view.legal)
    best: tuple[tuple[int, int, int, int], ClaimRoute] | None = None
    for r, length in enumerate(table.lengths):
        if length < RUSH_LENGTH or view.owners[r] >= 0:
            continue
        pay = payment(view, r)
        if pay is None or pay not in legal:
            continue
        key = (-length, -rules.route_score(length), pay.locomotives, r)
        if best is None or key < best[0]:
            best = (key, pay)
    return best[1] if best else None
