"""The rules engine: start a game, list the legal actions, apply one action.

Pure and deterministic: `apply` never changes its input; it returns a new state with the
events it caused, or a refusal with a reason a person can read.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Mapping, Sequence

from game.rules import cards, claims, ending, rng, tickets
from game.rules.actions import (Action, ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets,
                                KeepTickets, Pass, SwapTickets)
from game.rules.board import Board
from game.rules.draft import Draft
from game.rules.events import Event, TurnPassed
from game.rules.settings import LOCOMOTIVE
from game.rules.state import GameState, Phase, PlayerState
from game.rules.table import table_for


@dataclass(frozen=True)
class Applied:
    """An accepted action: the new state and the events it caused, in order."""

    state: GameState
    events: tuple[Event, ...]
    ok: ClassVar[bool] = True


@dataclass(frozen=True)
class Refused:
    """A refused action: why, in words; the state is unchanged."""

    reason: str
    ok: ClassVar[bool] = False


def new_game(board: Board, players: Sequence[str], seed: int,
             house_rules: Mapping[str, Any] | None = None, first: int | None = None) -> GameState:
    """A new game: cards and tickets dealt, the face-up row turned; first = None draws the starter (D1)."""
    table = table_for(board, house_rules)
    rules = table.rules
    n = len(players)
    if not rules.min_players <= n <= rules.max_players:
        raise ValueError(f"this game is for {rules.min_players} to {rules.max_players} players")
    if n * rules.opening_deal > len(table.ticket_ids):
        raise ValueError(f"not enough {rules.terms.tickets} for {n} players")
    if n * rules.hand + rules.face_up_size > rules.deck_size:
        raise ValueError(f"not enough train cards for {n} players")
    state = rng.seed_state(seed)
    if first is None:
        first, state = rng.below(state, n)  # D1
    elif not 0 <= first < n:
        raise ValueError(f"there is no seat {first}")
    deck = [c for c in rules.colors for _ in range(rules.per_color)]
    deck += [LOCOMOTIVE] * rules.locomotives
    deck_order, state = rng.shuffled(deck, state)
    ticket_order, state = rng.shuffled(table.ticket_ids, state)
    empty = GameState(
        table=table, seed=seed, rng=state, first=first,
        players=tuple(PlayerState(name=str(name), hand=(0,) * len(rules.card_types),
                                  trains=rules.trains_per_player, points=0, tickets=(),
                                  merchandise=(0,) * len(rules.merchandise_decks))
                      for name in players),
        deck=deck_order, discard=(), face_up=(None,) * rules.face_up_size,
        ticket_deck=ticket_order, merchandise=tuple(c for _, c in rules.merchandise_decks),
        coast_cards=rules.coast_to_coast_cards, owners=(-1,) * len(table.route_ids),
        phase=Phase.OPENING, current=first)
    d = Draft(empty)
    choose = rules.opening_keep < rules.opening_deal
    for i in range(n):
        seat = (first + i) % n
        for _ in range(rules.hand):  # U2, A2, F2
            card = cards.draw_top(d)
            assert card is not None
            d.give_card(seat, card)
        dealt = tuple(d.ticket_deck[:rules.opening_deal])
        del d.ticket_deck[:rules.opening_deal]
        d.update(seat, **({"offer": dealt} if choose else {"tickets": dealt}))  # F2: kept as dealt
    cards.settle_row(d)  # U4 also applies to the first row (A2)
    d.phase = Phase.OPENING if choose else Phase.TURN
    return d.freeze()


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action of the player to move, in a fixed order; never changes anything."""
    phase = state.phase
    if phase is Phase.OVER:
        return []
    if phase is Phase.OPENING or phase is Phase.KEEP_TICKETS:
        return list(tickets.keep_actions(state))
    actions: list[Action] = cards.card_actions(state)
    if phase is Phase.SECOND_CARD:
        return actions
    actions.extend(claims.claim_actions(state, state.current))
    if tickets.draw_reason(state) is None:
        actions.append(DrawTickets())
    if tickets.swap_reason(state) is None:
        actions.append(SwapTickets())
    return actions or [Pass()]  # D3


def can_act(state: GameState) -> bool:
    """True if the player to move has some action other than passing."""
    if state.phase is not Phase.TURN:
        return state.phase is not Phase.OVER
    return (cards.can_draw_any(state) or tickets.draw_reason(state) is None
            or tickets.swap_reason(state) is None or claims.can_claim_any(state, state.current))


def phase_reason(s: Any, action: Action) -> str | None:
    """Why the phase alone refuses this action of the player to move, or None.

    `s` is a GameState or a PlayerView (both have `phase` and `table`), so a seat's view words a
    refusal as the engine does.
    """
    phase = s.phase
    terms = s.table.rules.terms
    if phase is Phase.OVER:
        return "the game is over"
    choosing = phase is Phase.OPENING or phase is Phase.KEEP_TICKETS
    if isinstance(action, KeepTickets):
        return None if choosing else f"there are no {terms.tickets} to choose from now"
    if choosing:
        return f"first choose which {terms.tickets} to keep"
    if phase is Phase.SECOND_CARD and not isinstance(action, (DrawFromDeck, DrawFaceUp)):
        return "take your second card first"  # U3
    return None


def refusal(state: GameState, action: Action) -> str | None:
    """Why this action is refused for the player to move, or None if it is legal."""
    reason = phase_reason(state, action)
    if reason is not None:
        return reason
    if isinstance(action, KeepTickets):
        return tickets.keep_reason(state, action)
    if isinstance(action, DrawFromDeck):
        return cards.draw_deck_reason(state)
    if isinstance(action, DrawFaceUp):
        if not isinstance(action.slot, int):
            return "there is no such face-up card"
        return cards.draw_face_up_reason(state, action.slot)
    if isinstance(action, ClaimRoute):
        return claims.claim_reason(state, action)
    if isinstance(action, DrawTickets):
        return tickets.draw_reason(state)
    if isinstance(action, SwapTickets):
        return tickets.swap_reason(state)
    if isinstance(action, Pass):
        return "you can still act, so you cannot pass" if can_act(state) else None  # D3
    return f"{action!r} is not an action of this game"


def apply(state: GameState, action: Action) -> Applied | Refused:
    """Apply an action of the player to move: the new state and its events, or a refusal."""
    reason = refusal(state, action)
    if reason is not None:
        return Refused(reason)
    d = Draft(state)
    _perform(d, action)
    return Applied(d.freeze(), tuple(d.events))


def _perform(d: Draft, action: Action) -> None:
    """Carry out a legal action on the draft."""
    if isinstance(action, DrawFromDeck):
        if cards.draw_from_deck(d):
            ending.end_turn(d)
    elif isinstance(action, DrawFaceUp):
        if cards.draw_face_up(d, action.slot):
            ending.end_turn(d)
    elif isinstance(action, ClaimRoute):
        _claim(d, action)
    elif isinstance(action, DrawTickets):
        tickets.draw(d)
    elif isinstance(action, KeepTickets):
        opening = d.phase is Phase.OPENING
        tickets.keep(d, action)
        if opening:
            _next_opening_seat(d)
        else:
            ending.end_turn(d)
    elif isinstance(action, SwapTickets):
        tickets.swap(d)
        if tickets.complete_joined(d, d.current):  # F5: new tickets may be joined already
            ending.end_now(d, ending.GOLDEN_TICKET)
        else:
            ending.end_turn(d)
    else:
        d.emit(TurnPassed(d.current, ending.pass_reason(d)))
        ending.end_turn(d)


def _claim(d: Draft, action: ClaimRoute) -> None:
    """Claim, then complete tickets (F5-F7) and check the immediate ends (F7, F8)."""
    claims.claim(d, action)
    cards.settle_row(d)  # U5: an empty slot is refilled once the discards hold cards again
    if tickets.complete_joined(d, d.current):
        ending.end_now(d, ending.GOLDEN_TICKET)  # F7: even in the middle of a round
    elif d.rules.last_train_ends and d.players[d.current].trains == 0:
        ending.end_now(d, ending.LAST_TRAIN)  # F8
    else:
        ending.end_turn(d)


def _next_opening_seat(d: Draft) -> None:
    """After an opening choice, the next seat chooses; after the last, the first turn starts (U2)."""
    nxt = (d.current + 1) % len(d.players)
    d.current = nxt
    if nxt == d.first:
        d.phase = Phase.TURN
