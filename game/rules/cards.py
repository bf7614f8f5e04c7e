"""Train cards: the deck and its reshuffle, the face-up row, and drawing (D2, U3-U5, A3, F3)."""
from __future__ import annotations

from typing import Any

from game.rules.actions import Action, DrawFaceUp, DrawFromDeck
from game.rules.draft import Draft
from game.rules.events import CardDrawn, DeckReshuffled, FaceUpRefilled, FaceUpReset
from game.rules.settings import LOCOMOTIVE
from game.rules.state import Phase

# Functions taking `s` read a GameState or a Draft alike (same attribute names).


def can_draw_blind(s: Any) -> bool:
    """True if a card can come from the deck, reshuffling the discards if needed (D2)."""
    return bool(s.deck) or bool(s.discard)


def can_draw_any(s: Any) -> bool:
    """True if any train card can be drawn at all (deck, discards or face-up row)."""
    return can_draw_blind(s) or any(c is not None for c in s.face_up)


def can_draw_second(s: Any) -> bool:
    """True if a second card can be taken: blind, or a face-up card that is not wild (U3, U5)."""
    return can_draw_blind(s) or any(c is not None and c != LOCOMOTIVE for c in s.face_up)


def card_actions(s: Any) -> list[Action]:
    """The legal card draws for the player to move (in TURN or SECOND_CARD)."""
    actions: list[Action] = [DrawFromDeck()] if can_draw_blind(s) else []
    second = s.phase is Phase.SECOND_CARD
    for slot, card in enumerate(s.face_up):
        if card is not None and not (second and card == LOCOMOTIVE):
            actions.append(DrawFaceUp(slot))
    return actions


def draw_deck_reason(s: Any) -> str | None:
    """Why drawing from the deck is refused now, or None (D2)."""
    if not can_draw_blind(s):
        return "the deck and the discard pile are both empty"
    return None


def draw_face_up_reason(s: Any, slot: int) -> str | None:
    """Why taking this face-up slot is refused now, or None (U3, A3, F2)."""
    rules = s.table.rules
    if not rules.has_face_up_row:
        return "this game has no face-up cards: draw from the deck"
    # The screen shows the row as cards without numbers, so the reasons name no slot.
    if not 0 <= slot < len(s.face_up):
        return "there is no such face-up card"
    card = s.face_up[slot]
    if card is None:
        return "that face-up card is gone: no cards are left to replace it"  # U5
    if card == LOCOMOTIVE and s.phase is Phase.SECOND_CARD:
        return f"a face-up {rules.terms.wild} cannot be your second card"
    return None


def draw_top(d: Draft) -> str | None:
    """Take the top card of the deck, first reshuffling the discards if it is empty (D2)."""
    if not d.deck:
        if not d.discard:
            return None
        d.deck = d.shuffle(d.discard)
        d.discard = []
        d.emit(DeckReshuffled(len(d.deck)))
    return d.deck.pop(0)


def settle_row(d: Draft) -> None:
    """Fill empty face-up slots while cards remain (U5), then apply the locomotive reset (U4)."""
    _fill_row(d)
    limit = d.rules.locomotive_reset
    while limit and d.face_up.count(LOCOMOTIVE) >= limit and better_row_possible(d, limit):
        discarded = tuple(c for c in d.face_up if c is not None)
        d.discard.extend(discarded)
        d.face_up = [None] * len(d.face_up)
        _fill_row(d, announce=False)
        d.emit(FaceUpReset(discarded, tuple(d.face_up)))


def _fill_row(d: Draft, announce: bool = True) -> None:
    """Turn a card into each empty slot, as long as the deck (or discards) can give one."""
    for slot, card in enumerate(d.face_up):
        if card is None:
            new = draw_top(d)
            if new is None:
                return
            d.face_up[slot] = new
            if announce:
                d.emit(FaceUpRefilled(slot, new))


def better_row_possible(s: Any, limit: int) -> bool:
    """True if the row, deck and discards together could make a row with fewer wilds (U4)."""
    pool = [c for c in s.face_up if c is not None]
    pool += s.deck  # a list or a tuple: a draft or a state
    pool += s.discard
    size = min(len(s.face_up), len(pool))
    plain = sum(1 for c in pool if c != LOCOMOTIVE)
    return plain >= size - (limit - 1)


def draw_from_deck(d: Draft) -> bool:
    """Draw blind for the player to move; True if the turn is over afterwards (U3, U5, F3)."""
    seat = d.current
    count = 1 if d.rules.has_face_up_row else 2  # F3: no row, so both cards come off the deck
    for _ in range(count):
        card = draw_top(d)
        if card is None:
            break  # F3, U5: fewer cards were left than the draw asks for
        d.give_card(seat, card)
        d.emit(CardDrawn(seat, card, None))
    return _after_card(d, was_wild_face_up=False)


def draw_face_up(d: Draft, slot: int) -> bool:
    """Take a face-up card and refill its slot; True if the turn is over afterwards (U3, U4)."""
    seat = d.current
    card = d.face_up[slot]
    assert card is not None
    d.face_up[slot] = None
    d.give_card(seat, card)
    d.emit(CardDrawn(seat, card, slot))
    settle_row(d)
    return _after_card(d, was_wild_face_up=card == LOCOMOTIVE)


def _after_card(d: Draft, was_wild_face_up: bool) -> bool:
    """Move to the second card, or say the turn is over (U3: wild first; U5: nothing left)."""
    if d.phase is Phase.TURN and d.rules.has_face_up_row and not was_wild_face_up:
        if can_draw_second(d):
            d.phase = Phase.SECOND_CARD
            return False
    return True
