"""Claiming by tap: the ways to pay for a route, how to say them, and why a route cannot be claimed."""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules import ClaimRoute, GameState, LOCOMOTIVE, Refused, apply, legal_actions

PAGE = 4  # payment choices shown at once in the hand strip (with More, Cancel and Claim beside)


@dataclass
class ClaimChoice:
    """A route the player has tapped and can afford, and the payment picked so far."""

    route: str
    options: list[ClaimRoute]
    choice: int = 0
    page: int = 0

    @property
    def action(self) -> ClaimRoute:
        """The claim the player would make now."""
        return self.options[self.choice]

    @property
    def shown(self) -> list[int]:
        """Indexes of the options on the current page."""
        start = self.page * PAGE
        return list(range(start, min(start + PAGE, len(self.options))))

    @property
    def pages(self) -> int:
        """How many pages of options there are."""
        return (len(self.options) + PAGE - 1) // PAGE


def parts(action: ClaimRoute, length: int) -> tuple[tuple[str, int], ...]:
    """The cards a claim spends, as (card colour, count) pairs."""
    out = []
    if action.color is not None and length - action.locomotives > 0:
        out.append((action.color, length - action.locomotives))
    if action.locomotives:
        out.append((LOCOMOTIVE, action.locomotives))
    return tuple(out)


def describe(action: ClaimRoute, length: int, wild: str) -> str:
    """A payment in words: '3 red + 1 locomotive'."""
    words = []
    for color, n in parts(action, length):
        name = wild if color == LOCOMOTIVE else color
        words.append(f"{n} {name}{'s' if color == LOCOMOTIVE and n > 1 else ''}")
    return " + ".join(words)


def options_for(state: GameState, route_id: str) -> list[ClaimRoute]:
    """Every legal payment for this route now, fewest wild cards first, fullest colour first."""
    hand = state.hand_of(state.current)
    colors = state.rules.card_types
    options = [a for a in legal_actions(state) if isinstance(a, ClaimRoute) and a.route == route_id]
    return sorted(options, key=lambda a: (a.locomotives, -hand.get(a.color or LOCOMOTIVE, 0),
                                          colors.index(a.color or LOCOMOTIVE)))


def refusal_for(state: GameState, route_id: str) -> str:
    """Why this route cannot be claimed now, in the engine's words (the nearest try is refused)."""
    route = state.board.route(route_id)
    hand = state.hand_of(state.current)
    wild = hand.get(LOCOMOTIVE, 0)
    if route.color == "gray":
        held = [c for c in state.rules.colors if hand.get(c)]
        color = max(held, key=lambda c: hand[c]) if held else state.rules.colors[0]
    else:
        color = route.color
    locos = max(0, min(wild, route.length - 1))
    result = apply(state, ClaimRoute(route_id, color, locos))
    if isinstance(result, Refused):
        return result.reason
    return "this route cannot be claimed now"


@dataclass(frozen=True)
class Shortfall:
    """A route the hand cannot pay for yet: its colour, its length, and the cards of it held (wild ones too)."""

    color: str
    length: int
    held: int


def shortfall(state: GameState, route_id: str) -> Shortfall | None:
    """What cards are missing to claim this route, if cards are all that is missing (else None)."""
    route = state.board.route(route_id)
    hand = state.hand_of(state.current)
    wild = hand.get(LOCOMOTIVE, 0)
    colors = [route.color] if route.color != "gray" else list(state.rules.colors)
    color = max(colors, key=lambda c: (hand.get(c, 0), -colors.index(c)))
    held = hand.get(color, 0) + wild
    if held >= route.length:
        return None
    # Cards are the reason only if the same claim with enough cards would be accepted.
    player = state.players[state.current]
    counts = tuple(max(n, route.length) if c == color else n for c, n in zip(state.table.card_types, player.hand))
    players = tuple(replace(p, hand=counts) if i == state.current else p for i, p in enumerate(state.players))
    if isinstance(apply(replace(state, players=players), ClaimRoute(route_id, color, 0)), Refused):
        return None
    return Shortfall(color, route.length, held)
