"""What an applied action caused, in the past tense, for the view to animate and sound.

Some events carry secrets (a blind card, drawn tickets). `seen_by(event, seat)` gives the
version a player in that seat may see (D7); a shared screen shows `seen_by(event, None)`.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, ClassVar, Union

if TYPE_CHECKING:
    from game.rules.score_card import FinalScore


@dataclass(frozen=True)
class CardDrawn:
    """A player drew a train card from the deck (slot None) or from a face-up slot."""

    seat: int
    card: str | None
    slot: int | None = None
    private: ClassVar[tuple[str, ...]] = ("card",)


@dataclass(frozen=True)
class FaceUpRefilled:
    """A face-up slot was refilled from the deck (U3)."""

    slot: int
    card: str


@dataclass(frozen=True)
class FaceUpReset:
    """Three or more face-up locomotives: the row was discarded and turned anew (U4)."""

    discarded: tuple[str, ...]
    row: tuple[str | None, ...]


@dataclass(frozen=True)
class DeckReshuffled:
    """The discard pile was shuffled into a new deck (D2)."""

    cards: int


@dataclass(frozen=True)
class RouteClaimed:
    """A player claimed a route with the named cards and scored its points (D4, U8)."""

    seat: int
    route: str
    color: str | None
    locomotives: int
    points: int
    trains_left: int


@dataclass(frozen=True)
class MerchandiseTaken:
    """A player took the top card of a merchandise deck (A6)."""

    seat: int
    deck: str


@dataclass(frozen=True)
class TicketsDrawn:
    """A player drew tickets (to choose from, as replacements, or after a swap)."""

    seat: int
    count: int
    tickets: tuple[str, ...] | None
    private: ClassVar[tuple[str, ...]] = ("tickets",)


@dataclass(frozen=True)
class TicketsKept:
    """A player kept some tickets and returned the rest to the bottom of the deck (U6)."""

    seat: int
    kept: int
    returned: int
    kept_ids: tuple[str, ...] | None
    returned_ids: tuple[str, ...] | None
    private: ClassVar[tuple[str, ...]] = ("kept_ids", "returned_ids")


@dataclass(frozen=True)
class TicketsDiscarded:
    """A player discarded their uncompleted tickets under the ticket deck (F3)."""

    seat: int
    count: int
    tickets: tuple[str, ...] | None
    private: ClassVar[tuple[str, ...]] = ("tickets",)


@dataclass(frozen=True)
class TicketCompleted:
    """A ticket's cities were joined: it is shown face up (F5)."""

    seat: int
    ticket: str


@dataclass(frozen=True)
class CoastToCoastTaken:
    """A player joined the coasts and took a Coast-to-Coast card (F6)."""

    seat: int
    cards_left: int


@dataclass(frozen=True)
class LastRoundStarted:
    """A player is down to few trains: exactly `turns_left` turns remain (U9, A7)."""

    seat: int
    turns_left: int


@dataclass(frozen=True)
class TurnPassed:
    """A player had no legal action and passed (D3)."""

    seat: int
    reason: str


@dataclass(frozen=True)
class TurnEnded:
    """A player's turn is over; `next_seat` moves now."""

    seat: int
    next_seat: int


@dataclass(frozen=True)
class GameOver:
    """The game ended (`reason`: last_round, golden_ticket, last_train, stalemate) and was scored."""

    reason: str
    score: "FinalScore"


Event = Union[CardDrawn, FaceUpRefilled, FaceUpReset, DeckReshuffled, RouteClaimed,
              MerchandiseTaken, TicketsDrawn, TicketsKept, TicketsDiscarded, TicketCompleted,
              CoastToCoastTaken, LastRoundStarted, TurnPassed, TurnEnded, GameOver]


def seen_by(event: Event, seat: int | None) -> Event:
    """The event as the player in `seat` may see it (None: a shared screen) (D7)."""
    private = getattr(event, "private", ())
    if not private or getattr(event, "seat") == seat:
        return event
    if isinstance(event, CardDrawn) and event.slot is not None:
        return event
    return replace(event, **{name: None for name in private})


def event_to_data(event: Event) -> dict[str, object]:
    """An event as plain data with its kind (for logs and tests); the final score as data."""
    data: dict[str, object] = {"event": type(event).__name__}
    for f in fields(event):
        value = getattr(event, f.name)
        data[f.name] = value.to_data() if hasattr(value, "to_data") else value
    return data
