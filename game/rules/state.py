"""The game state: frozen, cheap to copy, holding everything (hidden deck order and generator too)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from game.rules.board import Board
from game.rules.settings import RuleSet
from game.rules.table import Table

if TYPE_CHECKING:
    from game.rules.score_card import FinalScore


class Phase(StrEnum):
    """What the player to move must do next."""

    OPENING = "opening"            # choose which dealt tickets to keep, in seat order (U2, A2)
    TURN = "turn"                  # start a turn: draw, claim, draw or swap tickets, or pass
    SECOND_CARD = "second_card"    # take the second card of a draw (U3)
    KEEP_TICKETS = "keep_tickets"  # keep some of the tickets just drawn (U6, A4)
    OVER = "over"                  # the game has ended and is scored


@dataclass(frozen=True)
class PlayerState:
    """One seat: its hidden hand and tickets and its public pieces."""

    name: str
    hand: tuple[int, ...]          # count per card type, in `rules.card_types` order
    trains: int
    points: int                    # route points scored when claimed (U8)
    tickets: tuple[str, ...]       # kept tickets not (yet) shown completed
    completed: tuple[str, ...] = ()  # tickets shown completed at once (F5)
    offer: tuple[str, ...] = ()    # tickets drawn and waiting for KeepTickets
    routes: tuple[str, ...] = ()   # claimed routes, in claim order
    merchandise: tuple[int, ...] = ()  # merchandise cards per deck (A6)
    coast_to_coast: bool = False   # F6
    turns: int = 0                 # turns finished
    swaps: int = 0                 # tickets swapped (F3), counted for a house rule's limit

    @property
    def hand_size(self) -> int:
        """Number of train cards in hand."""
        return sum(self.hand)

    @property
    def completed_count(self) -> int:
        """Completed tickets shown so far, the Coast-to-Coast card counting as one (F6)."""
        return len(self.completed) + (1 if self.coast_to_coast else 0)


@dataclass(frozen=True)
class GameState:
    """A whole game at one moment; `table` (board and rules) is shared and never saved."""

    table: Table = field(compare=False, repr=False)
    seed: int
    rng: int
    first: int
    players: tuple[PlayerState, ...]
    deck: tuple[str, ...]              # train cards, top first (hidden)
    discard: tuple[str, ...]
    face_up: tuple[str | None, ...]    # None: a slot the deck could not refill (U5)
    ticket_deck: tuple[str, ...]       # top first (hidden)
    merchandise: tuple[int, ...]       # cards left per merchandise deck (A6)
    coast_cards: int                   # Coast-to-Coast cards left (F6)
    owners: tuple[int, ...]            # per route: the owner's seat, or -1
    phase: Phase
    current: int
    final_turns: int | None = None     # turns left once the last round started (U9)
    end: str | None = None             # why the game ended
    golden: int | None = None          # seat holding the Golden Ticket (F7)
    result: "FinalScore | None" = None

    @property
    def rules(self) -> RuleSet:
        """The rule set of this game."""
        return self.table.rules

    @property
    def board(self) -> Board:
        """The board of this game."""
        return self.table.board

    @property
    def player(self) -> PlayerState:
        """The player to move."""
        return self.players[self.current]

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.phase is Phase.OVER

    @property
    def turn_count(self) -> int:
        """Turns finished by all players together."""
        return sum(p.turns for p in self.players)

    def hand_of(self, seat: int) -> dict[str, int]:
        """A seat's hand as {card type: count}, without zero counts."""
        return {c: n for c, n in zip(self.table.card_types, self.players[seat].hand) if n}

    def owner(self, route_id: str) -> int | None:
        """The seat that claimed this route, or None."""
        seat = self.owners[self.table.route_index[route_id]]
        return None if seat < 0 else seat
