"""Claiming routes: who may claim what, the exact payments, and the claim itself (D4-D6, U7, U8, A5, A6, F4)."""
from __future__ import annotations

from typing import Any

from game.rules.actions import ClaimRoute
from game.rules.draft import Draft
from game.rules.events import MerchandiseTaken, RouteClaimed
from game.rules.table import ANY_COLOR
from game.rules.words import count

# Functions taking `s` read a GameState or a Draft alike (same attribute names).


def route_open(s: Any, seat: int, r: int) -> bool:
    """True if this player may claim route r as far as ownership goes (D5, U7, A5, F4)."""
    if s.owners[r] >= 0:
        return False
    twin = s.table.twins[r]
    if twin < 0:
        return True
    other = s.owners[twin]
    return other < 0 or (other != seat and s.table.rules.both_routes_open(len(s.players)))


def route_closed_reason(s: Any, seat: int, r: int) -> str | None:
    """Why this route is closed to this player, or None (D5, U7, A5, F4)."""
    table = s.table
    owner = s.owners[r]
    if owner >= 0:
        return f"{s.players[owner].name} has already claimed this route"
    twin = table.twins[r]
    if twin >= 0 and s.owners[twin] >= 0:
        if s.owners[twin] == seat:
            return "you cannot claim both routes of a double route"  # D5
        n = len(s.players)
        if not table.rules.both_routes_open(n):  # U7, A5: the twin closes below the threshold
            return f"with {n} players only one route of a double route can be used"
    return None


def claim_reason(s: Any, action: ClaimRoute) -> str | None:
    """Why this claim is refused for the player to move, or None if it is legal."""
    table, rules, seat = s.table, s.table.rules, s.current
    r = table.route_index.get(action.route)
    if r is None:
        return f"there is no route {action.route!r}"
    closed = route_closed_reason(s, seat, r)
    if closed:
        return closed
    player = s.players[seat]
    length = table.lengths[r]
    if player.trains < length:  # D6
        return (f"this route needs {count(length, rules.terms.train, rules.terms.trains)} "
                f"and you have {f'only {player.trains}' if player.trains else f'no {rules.terms.trains}'} left")
    k = action.locomotives
    if not isinstance(k, int) or not 0 <= k <= length:
        if length == 1:
            return f"this route takes 1 card, which may be a {rules.terms.wild}"
        return f"this route takes {length} cards, and 0 to {length} of them may be {rules.terms.wild}s"
    wild = table.wild
    if k == length:
        if action.color is not None:
            return f"paying with {rules.terms.wild}s only names no colour"
    else:
        if action.color is None:
            return "name the colour of the cards you pay with"
        c = table.card_index.get(action.color)
        if c is None or c == wild:
            return f"{action.color!r} is not a card colour"
        route_color = table.route_colors[r]
        if route_color != ANY_COLOR and route_color != c:
            return f"this route takes {rules.card_types[route_color]} cards"
        if player.hand[c] < length - k:
            return _too_few(player.hand[c], action.color + " card")
    if player.hand[wild] < k:
        return _too_few(player.hand[wild], rules.terms.wild)
    return None


def _too_few(held: int, noun: str) -> str:
    """'you have only 2 red cards', 'you have only 1 locomotive'; 'you have no red cards' when there is none."""
    return f"you have only {count(held, noun)}" if held else f"you have no {noun}s"


def payments(table: Any, hand: tuple[int, ...], r: int) -> list[ClaimRoute]:
    """Every exact way this hand can pay for route r (one colour plus wilds, or wilds only) (D4)."""
    out: list[ClaimRoute] = []
    _add_payments(table, hand, _held(table, hand), r, out)
    return out


def _held(table: Any, hand: tuple[int, ...]) -> list[int]:
    """The colours (not wilds) this hand holds at least one card of."""
    return [c for c in range(table.wild) if hand[c]]


def _add_payments(table: Any, hand: tuple[int, ...], held: list[int], r: int,
                  out: list[ClaimRoute]) -> None:
    """Append the payments for route r to `out`, from the table's prebuilt actions."""
    length = table.lengths[r]
    wilds = hand[table.wild]
    top = min(length - 1, wilds) + 1
    color = table.route_colors[r]
    rows = table.pay_rows[r]
    for c in (held if color == ANY_COLOR else (color,) if hand[color] else ()):
        low = length - hand[c]
        out.extend(rows[c][low if low > 0 else 0:top])
    if wilds >= length:
        out.append(table.pay_wild[r])


def claim_actions(s: Any, seat: int) -> list[ClaimRoute]:
    """Every legal claim, with every exact payment, for this player.

    This is the engine's hot path (computer players list moves all the time), so the tests
    of `route_open` and `_add_payments` are inlined here.
    """
    table = s.table
    player = s.players[seat]
    trains, hand = player.trains, player.hand
    wilds = hand[table.wild]
    held = _held(table, hand)
    owners, twins, colors = s.owners, table.twins, table.route_colors
    rows, pay_wild = table.pay_rows, table.pay_wild
    both_open = table.rules.both_routes_open(len(s.players))
    out: list[ClaimRoute] = []
    for r, length in enumerate(table.lengths):
        if length > trains or owners[r] >= 0:  # D6; claimed
            continue
        twin = twins[r]
        if twin >= 0 and owners[twin] >= 0 and (owners[twin] == seat or not both_open):
            continue  # D5, U7, A5
        top = (length - 1 if wilds >= length else wilds) + 1
        color = colors[r]
        if color == ANY_COLOR:
            for c in held:
                low = length - hand[c]
                out.extend(rows[r][c][low if low > 0 else 0:top])
        elif hand[color]:
            low = length - hand[color]
            out.extend(rows[r][color][low if low > 0 else 0:top])
        if wilds >= length:
            out.append(pay_wild[r])
    return out


def can_claim_any(s: Any, seat: int) -> bool:
    """True if this player could claim some route now (for passing and stalemate, D3, F9)."""
    table = s.table
    player = s.players[seat]
    hand = player.hand
    wild = table.wild
    best = max(hand[:wild], default=0) + hand[wild]
    for r in range(len(table.route_ids)):
        length = table.lengths[r]
        if length > player.trains or not route_open(s, seat, r):
            continue
        color = table.route_colors[r]
        if (best if color == ANY_COLOR else hand[color] + hand[wild]) >= length:
            return True
    return False


def claim(d: Draft, action: ClaimRoute) -> None:
    """Pay the named cards to the discards, place the trains and score the route (D4, U8, A6)."""
    table, rules, seat = d.table, d.rules, d.current
    r = table.route_index[action.route]
    length = table.lengths[r]
    player = d.players[seat]
    hand = list(player.hand)
    paid: list[str] = []
    if action.color is not None:
        hand[table.card_index[action.color]] -= length - action.locomotives
        paid += [action.color] * (length - action.locomotives)
    hand[table.wild] -= action.locomotives
    paid += [rules.card_types[table.wild]] * action.locomotives
    d.discard.extend(paid)  # D4: spent cards go to the discard pile
    d.owners[r] = seat
    points = rules.route_score(length)
    player = d.update(seat, hand=tuple(hand), trains=player.trains - length,
                      points=player.points + points, routes=player.routes + (action.route,))
    d.emit(RouteClaimed(seat, action.route, action.color, action.locomotives, points,
                        player.trains))
    deck = table.carts[r]
    if deck >= 0 and d.merchandise[deck] > 0:  # A6: one card per route; an empty deck gives none
        d.merchandise[deck] -= 1
        cards = list(player.merchandise)
        cards[deck] += 1
        d.update(seat, merchandise=tuple(cards))
        d.emit(MerchandiseTaken(seat, rules.merchandise_decks[deck][0]))
