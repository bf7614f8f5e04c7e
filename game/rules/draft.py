"""A mutable working copy of a state, used inside one `apply` and frozen at its end.

The rule modules read states and drafts alike (both have deck, discard, face_up, players,
owners...), and change only drafts; a draft never leaves the engine.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence, TypeVar

from game.rules import rng
from game.rules.events import Event
from game.rules.state import GameState, Phase, PlayerState

T = TypeVar("T")


class Draft:
    """Lists instead of tuples, the generator state as an int, and the events so far."""

    def __init__(self, state: GameState) -> None:
        self.table = state.table
        self.rules = state.table.rules
        self.seed = state.seed
        self.rng = state.rng
        self.first = state.first
        self.players: list[PlayerState] = list(state.players)
        self.deck: list[str] = list(state.deck)
        self.discard: list[str] = list(state.discard)
        self.face_up: list[str | None] = list(state.face_up)
        self.ticket_deck: list[str] = list(state.ticket_deck)
        self.merchandise: list[int] = list(state.merchandise)
        self.coast_cards = state.coast_cards
        self.owners: list[int] = list(state.owners)
        self.phase: Phase = state.phase
        self.current = state.current
        self.final_turns = state.final_turns
        self.end = state.end
        self.golden = state.golden
        self.result = state.result
        self.events: list[Event] = []

    def freeze(self) -> GameState:
        """The frozen state this draft describes."""
        return GameState(
            table=self.table, seed=self.seed, rng=self.rng, first=self.first,
            players=tuple(self.players), deck=tuple(self.deck), discard=tuple(self.discard),
            face_up=tuple(self.face_up), ticket_deck=tuple(self.ticket_deck),
            merchandise=tuple(self.merchandise), coast_cards=self.coast_cards,
            owners=tuple(self.owners), phase=self.phase, current=self.current,
            final_turns=self.final_turns, end=self.end, golden=self.golden, result=self.result)

    def emit(self, event: Event) -> None:
        """Record an event caused by this action."""
        self.events.append(event)

    def update(self, seat: int, **changes: Any) -> PlayerState:
        """Replace some fields of a player and return the new player."""
        self.players[seat] = replace(self.players[seat], **changes)
        return self.players[seat]

    def give_card(self, seat: int, card: str) -> None:
        """Put a train card into a player's hand."""
        hand = list(self.players[seat].hand)
        hand[self.table.card_index[card]] += 1
        self.update(seat, hand=tuple(hand))

    def shuffle(self, items: Sequence[T]) -> list[T]:
        """The items in a random order drawn from the game's generator."""
        out, self.rng = rng.shuffled(items, self.rng)
        return list(out)
