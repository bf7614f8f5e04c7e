"""Could the rules reach this state? Every check that holds in all reachable states, failures in words.

`problems(state)` lists what is impossible about a state, one line a person can read each,
naming the player where one is concerned; an empty list means nothing is. Saves are checked
with it when loaded (`serial.from_data`, which also vouches for the types of every field), and
the property tests check every state of many random games with it, so it never refuses a
state the engine can reach.
"""
from __future__ import annotations

from typing import Callable

from game.rules import conservation, phases
from game.rules.settings import RuleSet
from game.rules.state import GameState
from game.rules.words import brief, count, seat_name

MASK = (1 << 64) - 1  # the generator state is a 64-bit number (rng.py)


def problems(state: GameState) -> list[str]:
    """Everything impossible about this state, one line each; empty if the rules can reach it.

    The checks run in stages, and a stage runs only when the earlier ones found nothing: later
    checks look seats, cards, tickets and routes up by what the earlier ones vouched for.
    """
    for stage in STAGES:
        found = stage(state)
        if found:
            return found
    return []


def first_problem(state: GameState) -> str | None:
    """The first thing impossible about this state, or None if the rules can reach it."""
    found = problems(state)
    return found[0] if found else None


def player_count_problem(rules: RuleSet, n: int) -> str | None:
    """Why this many players cannot play this game, or None."""
    if rules.min_players <= n <= rules.max_players:
        return None
    return f"this game is for {rules.min_players} to {rules.max_players} players, not {n}"


def _seats(state: GameState) -> list[str]:
    """The player count and every seat number in the state (player to move, first, Golden Ticket)."""
    n = len(state.players)
    wrong = player_count_problem(state.rules, n)
    if wrong:
        return [wrong]
    out = []
    if not 0 <= state.current < n:
        out.append(f"the player to move ({state.current}) is not one of the {n} players")
    if not 0 <= state.first < n:
        out.append(f"the first player ({state.first}) is not one of the {n} players")
    if state.golden is not None and not 0 <= state.golden < n:
        out.append(f"the Golden Ticket is held by {state.golden}, who is not one of the {n} players")
    if any(not -1 <= owner < n for owner in state.owners):
        out.append(f"a route is owned by someone who is not one of the {n} players")
    return out


def _shape(state: GameState) -> list[str]:
    """Sizes, signs and names: nothing negative, every card, ticket and route one of this game's."""
    table, rules = state.table, state.rules
    out = []
    if not 0 <= state.rng <= MASK:
        out.append(f"the random number state is {brief(state.rng)}, outside 0 to {MASK}")
    if len(state.face_up) != rules.face_up_size:
        out.append(f"the face-up row has {count(len(state.face_up), 'place')}; "
                   f"this game has {rules.face_up_size}")
    if len(state.owners) != len(table.route_ids):
        out.append(f"the board lists owners for {count(len(state.owners), 'route')}; "
                   f"it has {len(table.route_ids)}")
    out += _counts_problems("the merchandise decks", state.merchandise, len(rules.merchandise_decks))
    if state.coast_cards < 0:
        out.append(f"{state.coast_cards} Coast-to-Coast cards are left")
    if state.final_turns is not None and state.final_turns < 0:
        out.append(f"the last round has {state.final_turns} turns left")
    for where, cards in (("the deck", state.deck), ("the discard pile", state.discard),
                         ("the face-up row", tuple(c for c in state.face_up if c is not None))):
        odd = next((c for c in cards if c not in table.card_index), None)
        if odd is not None:
            out.append(f"{where} holds {brief(odd)}, which is not a train card of this game")
    odd = next((t for t in state.ticket_deck if t not in table.tickets), None)
    if odd is not None:
        out.append(f"the {rules.terms.ticket} deck holds {brief(odd)}, "
                   f"which is not a {rules.terms.ticket} of this game")
    for seat in range(len(state.players)):
        out += _player_shape(state, seat)
    return out


def _counts_problems(what: str, counts: tuple[int, ...], size: int) -> list[str]:
    """Problems of a tuple of counts: its length, and any negative count."""
    if len(counts) != size:
        return [f"{what} hold {count(len(counts), 'count')} where the game has {size}"]
    return [f"{what} hold {n} cards" for n in counts if n < 0][:1]


def _player_shape(state: GameState, seat: int) -> list[str]:
    """One player's sizes, signs and names."""
    table, rules = state.table, state.rules
    p = state.players[seat]
    who = seat_name(p.name, seat)
    out = []
    if len(p.hand) != len(table.card_types):
        out.append(f"{who}'s hand has {count(len(p.hand), 'count')}; "
                   f"the game has {len(table.card_types)} kinds of train card")
    else:
        out += [f"{who} holds {n} {conservation.card_noun(rules, card, plural=True)}"
                for card, n in zip(table.card_types, p.hand) if n < 0]
    out += _counts_problems(f"{who}'s merchandise cards", p.merchandise, len(rules.merchandise_decks))
    if p.trains < 0:
        out.append(f"{who} has {p.trains} {rules.terms.trains} left")
    if p.turns < 0:
        out.append(f"{who} has played {p.turns} turns")
    if not 0 <= p.swaps <= max(p.turns + 1, 0):
        out.append(f"{who} has swapped {rules.terms.tickets} {p.swaps} times in {p.turns} turns")
    elif rules.swap_limit and p.swaps > rules.swap_limit:
        out.append(f"{who} has swapped {rules.terms.tickets} {p.swaps} times; this game allows {rules.swap_limit}")
    for what, ids in (("kept", p.tickets), ("completed", p.completed), ("offered", p.offer)):
        odd = next((t for t in ids if t not in table.tickets), None)
        if odd is not None:
            out.append(f"{who}'s {what} {rules.terms.tickets} include {brief(odd)}, "
                       f"which is not a {rules.terms.ticket} of this game")
    odd = next((r for r in p.routes if r not in table.route_index), None)
    if odd is not None:
        out.append(f"{who} has claimed {brief(odd)}, which is not a route of this board")
    return out


STAGES: tuple[Callable[[GameState], list[str]], ...] = (
    _seats, _shape, conservation.problems, phases.problems)
