"""What one seat may see (D7): its own hand and tickets, and only counts of the others' secrets.

Computer players get nothing but a PlayerView. The deck order, the ticket deck and the
generator state never appear in one.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.actions import Action, Pass
from game.rules.ending import pass_reason
from game.rules.engine import legal_actions
from game.rules.score_card import FinalScore
from game.rules.state import GameState, Phase
from game.rules.table import Table


@dataclass(frozen=True)
class SeatView:
    """The public side of one player."""

    seat: int
    name: str
    hand_size: int
    trains: int
    points: int
    tickets: int                   # how many kept, uncompleted tickets they hold
    completed: tuple[str, ...]     # tickets shown face up (F5)
    offer: int                     # how many tickets they are choosing from
    routes: tuple[str, ...]
    merchandise: tuple[int, ...]   # public (A6)
    coast_to_coast: bool
    turns: int
    swaps: int = 0                 # tickets swapped (public: a house rule may limit them)


@dataclass(frozen=True)
class PlayerView:
    """A game as the player in `seat` may see it (seat None: a shared screen, no secrets)."""

    table: Table = field(compare=False, repr=False)
    seat: int | None
    phase: Phase
    current: int
    first: int
    hand: tuple[int, ...]          # own cards per type (all zero for a shared screen)
    tickets: tuple[str, ...]       # own kept, uncompleted tickets
    offer: tuple[str, ...]         # own tickets to choose from
    players: tuple[SeatView, ...]
    face_up: tuple[str | None, ...]
    deck_size: int
    discard_size: int
    ticket_deck_size: int
    merchandise_left: tuple[int, ...]
    coast_cards: int
    owners: tuple[int, ...]
    final_turns: int | None
    end: str | None
    golden: int | None
    result: FinalScore | None      # the full final scoring, shown to all at the end (D7)
    legal: tuple[Action, ...]      # this seat's legal actions when it is to move, else ()
    pass_reason: str | None        # why, when passing is this seat's only action (D3)

    @property
    def my_turn(self) -> bool:
        """True if this seat is to move."""
        return self.seat == self.current and self.phase is not Phase.OVER

    def hand_of(self) -> dict[str, int]:
        """Own hand as {card type: count}, without zero counts."""
        return {c: n for c, n in zip(self.table.card_types, self.hand) if n}


def view_for(state: GameState, seat: int | None) -> PlayerView:
    """The view of the game for one seat (or None for a shared screen)."""
    own = state.players[seat] if seat is not None else None
    legal = tuple(legal_actions(state)) if seat == state.current else ()
    return PlayerView(
        table=state.table, seat=seat, phase=state.phase, current=state.current,
        first=state.first,
        hand=own.hand if own else (0,) * len(state.table.card_types),
        tickets=own.tickets if own else (), offer=own.offer if own else (),
        players=tuple(SeatView(
            seat=i, name=p.name, hand_size=p.hand_size, trains=p.trains, points=p.points,
            tickets=len(p.tickets), completed=p.completed, offer=len(p.offer), routes=p.routes,
            merchandise=p.merchandise, coast_to_coast=p.coast_to_coast, turns=p.turns,
            swaps=p.swaps)
            for i, p in enumerate(state.players)),
        face_up=state.face_up, deck_size=len(state.deck), discard_size=len(state.discard),
        ticket_deck_size=len(state.ticket_deck), merchandise_left=state.merchandise,
        coast_cards=state.coast_cards, owners=state.owners, final_turns=state.final_turns,
        end=state.end, golden=state.golden, result=state.result,
        legal=legal, pass_reason=pass_reason(state) if legal == (Pass(),) else None)
