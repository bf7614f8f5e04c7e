"""A stand-in for a young child at the table, to measure the gentle level against (not offered on the
setup screen): it knows a ticket means joining two cities, but plans poorly.

It works on one ticket at a time, the first it holds, along a way it picks by trains alone (not by
the cards in hand); sometimes it takes cards although it could build, sometimes it builds a track
beside its way that helps only a little, and it never counts whether its trains will last."""
from __future__ import annotations

from typing import Any

from game.ai.planner import open_way, route_costs, ticket_goals
from game.ai.tactics import payment
from game.rules import rng
from game.rules.actions import Action, ClaimRoute, DrawFromDeck, KeepTickets, SwapTickets
from game.rules.state import Phase
from game.rules.view import PlayerView

DAWDLE = 40     # chance in 100 of taking cards although a track on its way could be built
WANDER = 25     # chance in 100 of building a track beside its way instead of one on it
MAX_SWAPS = 3   # new tickets asked for at most, when every ticket held is cut off (swapping forever
                # could stop a game from ending, F3)


class ChildPlayer:
    """Plays legal moves toward its first ticket, with a child's slips (seeded, so games replay)."""

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)
        self.swaps = 0

    def memory(self) -> dict[str, Any]:
        """Where this player's random choices and its swaps stand, as plain data."""
        return {"rng": self._rng, "swaps": self.swaps}

    def recall(self, data: Any) -> None:
        """Take up a memory saved by `memory` (ValueError, saying why, if it cannot be one)."""
        ok = isinstance(data, dict) and set(data) == {"rng", "swaps"}
        value, swaps = (data["rng"], data["swaps"]) if ok else (None, None)
        if (type(value) is not int or not 0 <= value <= rng.MASK
                or type(swaps) is not int or not 0 <= swaps <= MAX_SWAPS):
            raise ValueError("a computer player's memory is not what the game writes")
        self._rng, self.swaps = value, swaps

    def _chance(self, percent: int) -> bool:
        """True `percent` times in 100."""
        roll, self._rng = rng.below(self._rng, 100)
        return roll < percent

    def _pick(self, options: list) -> Any:
        """One of the options at random."""
        i, self._rng = rng.below(self._rng, len(options))
        return options[i]

    def choose(self, view: PlayerView) -> Action:
        """The action this player takes in the view's position (the view's seat must be to move)."""
        if not view.legal:
            raise ValueError("this view has no legal action to choose from")
        if len(view.legal) == 1:
            return view.legal[0]
        if view.phase in (Phase.OPENING, Phase.KEEP_TICKETS):   # as few as allowed, any of them
            fewest = min(len(a.tickets) for a in view.legal if isinstance(a, KeepTickets))
            return self._pick([a for a in view.legal if isinstance(a, KeepTickets) and len(a.tickets) == fewest])
        legal = set(view.legal)
        if view.phase is Phase.SECOND_CARD:
            return DrawFromDeck() if DrawFromDeck() in legal else self._pick(list(view.legal))
        way = self._way(view)
        if way is None and SwapTickets() in legal and self.swaps < MAX_SWAPS:
            self.swaps += 1
            return SwapTickets()   # its tickets are cut off: it asks for new ones
        on_way = self._payable(view, way or [], legal)
        beside = self._payable(view, self._beside(view, way or []), legal)
        can_draw = DrawFromDeck() in legal
        if can_draw and self._chance(DAWDLE):
            return DrawFromDeck()
        if beside and self._chance(WANDER):
            return self._pick(beside)
        if on_way:
            return self._pick(on_way)
        if can_draw:
            return DrawFromDeck()
        claims = [a for a in view.legal if isinstance(a, ClaimRoute)]
        return self._pick(claims or [a for a in view.legal if not isinstance(a, SwapTickets)] or list(view.legal))

    def _way(self, view: PlayerView) -> list[int] | None:
        """The unclaimed routes of the first held ticket's way that is still open, fewest trains
        (None: every ticket held is cut off, or none is held)."""
        costs = route_costs(view, card_discount=0.0)
        for goal in ticket_goals(view, view.tickets):
            way = open_way(view, costs, goal)
            if way is not None:
                return way
        return None

    def _beside(self, view: PlayerView, way: list[int]) -> list[int]:
        """Unclaimed routes off the way that touch one of its cities: tracks that help only a little."""
        table = view.table
        cities = {c for r in way for c in table.ends[r]}
        return [r for r, (a, b) in enumerate(table.ends)
                if r not in way and view.owners[r] < 0 and (a in cities or b in cities)]

    def _payable(self, view: PlayerView, routes: list[int], legal: set) -> list[ClaimRoute]:
        """The claims of these routes the hand can pay for now."""
        out = []
        for r in routes:
            pay = payment(view, r)
            if pay is not None and pay in legal:
                out.append(pay)
        return out
