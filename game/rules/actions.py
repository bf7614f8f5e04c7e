"""The actions a player can take: small frozen values holding ids only, with plain-data forms."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union


@dataclass(frozen=True)
class DrawFromDeck:
    """Draw the top train card (blind); without a face-up row, the top two (F3)."""


@dataclass(frozen=True)
class DrawFaceUp:
    """Take the face-up card in this slot (0-based) (U3)."""

    slot: int


@dataclass(frozen=True)
class ClaimRoute:
    """Claim a route paying `locomotives` wild cards and the rest in `color` (None: wild only) (D4)."""

    route: str
    color: str | None
    locomotives: int = 0


@dataclass(frozen=True)
class DrawTickets:
    """Draw tickets from the ticket deck to choose from (U6, A4)."""


@dataclass(frozen=True)
class KeepTickets:
    """Keep these of the tickets on offer (the opening choice too); return the rest (U2, U6)."""

    tickets: tuple[str, ...]


@dataclass(frozen=True)
class SwapTickets:
    """Discard both uncompleted tickets and draw two new ones (F3)."""


@dataclass(frozen=True)
class Pass:
    """Pass the turn: only legal when nothing else is (D3)."""


Action = Union[DrawFromDeck, DrawFaceUp, ClaimRoute, DrawTickets, KeepTickets, SwapTickets, Pass]

_KINDS: dict[str, type] = {
    "draw_deck": DrawFromDeck, "draw_face_up": DrawFaceUp, "claim_route": ClaimRoute,
    "draw_tickets": DrawTickets, "keep_tickets": KeepTickets, "swap_tickets": SwapTickets,
    "pass": Pass,
}
_NAMES = {cls: name for name, cls in _KINDS.items()}


def kind(action: Action) -> str:
    """The short name of an action's kind ("claim_route", "draw_deck", ...)."""
    return _NAMES[type(action)]


def action_to_data(action: Action) -> dict[str, Any]:
    """An action as plain data (for replays and logs)."""
    data: dict[str, Any] = {"action": kind(action)}
    if isinstance(action, DrawFaceUp):
        data["slot"] = action.slot
    elif isinstance(action, ClaimRoute):
        data.update(route=action.route, color=action.color, locomotives=action.locomotives)
    elif isinstance(action, KeepTickets):
        data["tickets"] = list(action.tickets)
    return data


def action_from_data(data: dict[str, Any]) -> Action:
    """The action described by `action_to_data` output (ValueError if malformed)."""
    try:
        cls = _KINDS[data["action"]]
        if cls is DrawFaceUp:
            return DrawFaceUp(int(data["slot"]))
        if cls is ClaimRoute:
            return ClaimRoute(str(data["route"]), data.get("color"), int(data.get("locomotives", 0)))
        if cls is KeepTickets:
            return KeepTickets(tuple(str(t) for t in data["tickets"]))
        return cls()
    except (KeyError, TypeError, ValueError) as err:
        raise ValueError(f"not an action: {data!r}") from err
