"""A whole game state dealt from one seat's view: the hidden parts sampled, every count the view shows kept.

A computer player that looks ahead by playing games out needs a state the rules engine can play on,
but it may see only its PlayerView (D7). `sample_state` deals what the seat cannot see (the others'
hands, tickets and offers, the deck, the discards, the ticket deck and the generator) at random from
what is left unseen, so the sample keeps every hand size, ticket count, deck size and discard count
the view shows, and never uses the true hidden cards.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.rules import rng
from game.rules.state import GameState, PlayerState
from game.rules.view import PlayerView


def unseen_cards(view: PlayerView) -> list[str]:
    """The train cards this seat cannot see (others' hands, deck, discards), in the rules' card order."""
    table, rules = view.table, view.table.rules
    left = [rules.per_color] * len(rules.colors) + [rules.locomotives]
    for c, n in enumerate(view.hand):
        left[c] -= n
    for card in view.face_up:
        if card is not None:
            left[table.card_index[card]] -= 1
    return [table.card_types[c] for c, n in enumerate(left) for _ in range(max(0, n))]


def unseen_tickets(view: PlayerView, known: Iterable[str]) -> tuple[list[str], list[str]]:
    """The tickets this seat cannot see: (never held by it, returned by it). The returned ones went under the
    ticket deck (U6), so they are dealt to the deck's bottom; the others may be anywhere unseen."""
    me = view.players[view.seat or 0]
    shown = set(view.tickets) | set(view.offer) | set(me.completed)
    for p in view.players:
        shown |= set(p.completed)
    returned = sorted(set(known) - shown)
    fresh = [t for t in view.table.ticket_ids if t not in shown and t not in set(returned)]
    return fresh, returned


def sample_state(view: PlayerView, known: Iterable[str], seed: int) -> GameState:
    """A full game state consistent with the view (the seat's own memory of tickets it has held in `known`),
    its hidden parts dealt from the generator seeded by `seed`."""
    seat = view.seat or 0
    cards, state = rng.shuffled(unseen_cards(view), rng.seed_state(seed))
    fresh, returned = unseen_tickets(view, known)
    fresh_order, state = rng.shuffled(fresh, state)
    tickets = list(fresh_order) + list(returned)   # the others draw from the top; returned ones lie below
    types = view.table.card_types
    players = []
    for p in view.players:
        if p.seat == seat:
            hand, held, offer = view.hand, view.tickets, view.offer
        else:
            dealt, cards = cards[:p.hand_size], cards[p.hand_size:]
            hand = tuple(dealt.count(t) for t in types)
            held, tickets = tuple(tickets[:p.tickets]), tickets[p.tickets:]
            offer, tickets = tuple(tickets[:p.offer]), tickets[p.offer:]
        players.append(PlayerState(
            name=p.name, hand=tuple(hand), trains=p.trains, points=p.points, tickets=tuple(held),
            completed=p.completed, offer=tuple(offer), routes=p.routes, merchandise=p.merchandise,
            coast_to_coast=p.coast_to_coast, turns=p.turns, swaps=p.swaps))
    deck, discard = cards[:view.deck_size], cards[view.deck_size:view.deck_size + view.discard_size]
    ticket_deck = tickets[len(tickets) - view.ticket_deck_size:]   # all that is left, when the counts agree
    _, state = rng.next_u64(state)
    return GameState(
        table=view.table, seed=seed, rng=state, first=view.first, players=tuple(players),
        deck=tuple(deck), discard=tuple(discard), face_up=view.face_up, ticket_deck=tuple(ticket_deck),
        merchandise=view.merchandise_left, coast_cards=view.coast_cards, owners=view.owners,
        phase=view.phase, current=view.current, final_turns=view.final_turns, end=view.end,
        golden=view.golden, result=view.result)
