"""Drawing train cards: U3 (two cards, face-up locomotives), U4 (three locomotives), U5 (empty
slots), D2 (reshuffle), A3 (the same in Amsterdam), F3 (two blind cards)."""
from dataclasses import replace

import pytest

from game.rules import (ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, LOCOMOTIVE, Phase,
                        legal_actions)
from game.rules.events import (CardDrawn, DeckReshuffled, FaceUpRefilled, FaceUpReset,
                               TurnEnded)

from .boards import reference_board
from .helpers import events, ok, refused, set_player, start

L = LOCOMOTIVE


def table(game="usa", deck=(), face_up=("red", "blue", "green", "black", "white"), discard=()):
    """A 2-player game, player 0 to move, with exactly this deck, face-up row and discards."""
    s = start(reference_board(game), 2, seed=1, first=0)
    return replace(s, deck=tuple(deck), face_up=tuple(face_up), discard=tuple(discard))


def kinds(evs):
    """The event class names, in order."""
    return [type(e).__name__ for e in evs]


def test_u3_two_blind_cards_then_the_turn_passes():
    """U3: two cards from the deck; the first leads to a second-card step for the same player."""
    s = table(deck=["red", "blue", "green"])
    s, evs = events(s, DrawFromDeck())
    assert s.phase is Phase.SECOND_CARD and s.current == 0
    assert evs == [CardDrawn(0, "red", None)]
    s, evs = events(s, DrawFromDeck())
    assert s.phase is Phase.TURN and s.current == 1
    assert evs == [CardDrawn(0, "blue", None), TurnEnded(0, 1)]
    assert s.hand_of(0)["red"] >= 1 and s.deck == ("green",)


def test_u3_blind_locomotive_counts_as_one_ordinary_card():
    """U3: a locomotive drawn blind is one card; a second card follows."""
    s = table(deck=[L, "red"])
    s = ok(s, DrawFromDeck())
    assert s.phase is Phase.SECOND_CARD
    s = ok(s, DrawFromDeck())
    assert s.current == 1


def test_u3_face_up_card_is_refilled_at_once_from_the_deck():
    """U3: after each face-up draw the slot is refilled from the deck at once."""
    s = table(deck=["pink", "orange"])
    s, evs = events(s, DrawFaceUp(1))
    assert evs == [CardDrawn(0, "blue", 1), FaceUpRefilled(1, "pink")]
    assert s.face_up[1] == "pink" and s.phase is Phase.SECOND_CARD
    s, evs = events(s, DrawFaceUp(1))
    assert kinds(evs) == ["CardDrawn", "FaceUpRefilled", "TurnEnded"]


def test_u3_face_up_locomotive_first_is_the_only_card():
    """U3: a face-up locomotive taken first ends the turn."""
    s = table(deck=["pink"], face_up=[L, "red", "blue", "green", "black"])
    s, evs = events(s, DrawFaceUp(0))
    assert kinds(evs) == ["CardDrawn", "FaceUpRefilled", "TurnEnded"]
    assert s.current == 1 and s.phase is Phase.TURN


@pytest.mark.parametrize("game,word", [("usa", "locomotive"), ("amsterdam", "wild card")])
def test_u3_a3_face_up_locomotive_cannot_be_the_second_card(game, word):
    """U3, A3: a face-up locomotive (wild) is never the second card, even a fresh replacement."""
    s = table(game, deck=[L, "red"], face_up=["red", "blue", "green", "black", "pink"])
    s = ok(s, DrawFaceUp(0))  # the replacement is a locomotive
    assert s.face_up[0] == L
    assert refused(s, DrawFaceUp(0)) == f"a face-up {word} cannot be your second card"
    assert DrawFaceUp(0) not in legal_actions(s) and DrawFaceUp(1) in legal_actions(s)


def test_u3_second_card_step_allows_only_a_card():
    """U3: once a first card is drawn, the player must take a second card."""
    s = ok(table(deck=["red", "blue"]), DrawFromDeck())
    assert refused(s, DrawTickets()) == "take your second card first"
    assert refused(s, ClaimRoute("u003", None, 1)) == "take your second card first"
    assert {type(a) for a in legal_actions(s)} == {DrawFromDeck, DrawFaceUp}


def test_u4_three_face_up_locomotives_reset_the_row():
    """U4: when a refill makes 3 of the 5 locomotives, all 5 are discarded and 5 new ones turned."""
    s = table(deck=[L, "red", "blue", "green", "black", "white", "pink"],
              face_up=["orange", L, L, "yellow", "red"])
    s, evs = events(s, DrawFaceUp(0))
    assert kinds(evs) == ["CardDrawn", "FaceUpRefilled", "FaceUpReset"]
    reset = evs[2]
    assert sorted(reset.discarded) == sorted([L, L, L, "yellow", "red"])
    assert s.face_up == ("red", "blue", "green", "black", "white") == reset.row
    assert sorted(s.discard) == sorted(reset.discarded)


def test_u4_reset_repeats_while_it_keeps_happening():
    """U4: a new row with 3 locomotives is reset again."""
    s = table(deck=[L, L, L, L, "red", "blue", "green", "black", "white", "pink", "orange"],
              face_up=["orange", L, L, "yellow", "red"])
    s, evs = events(s, DrawFaceUp(0))
    assert kinds(evs).count("FaceUpReset") == 2
    assert s.face_up == ("green", "black", "white", "pink", "orange")


def test_u4_reset_stops_when_no_better_row_can_be_made():
    """U4: when deck and discards cannot make a row with fewer than 3 locomotives, the row stays."""
    s = table(deck=[L, L, L], face_up=["orange", L, L, "yellow", L], discard=[L])
    s, evs = events(s, DrawFaceUp(0))
    assert "FaceUpReset" not in kinds(evs)
    assert s.face_up == (L, L, L, "yellow", L)


def test_d2_empty_deck_is_reshuffled_from_the_discards_when_a_card_is_needed():
    """D2: the discards become the deck the moment a card must be drawn from an empty deck."""
    s = table(deck=[], discard=["red", "blue", "green"])
    s, evs = events(s, DrawFromDeck())
    assert kinds(evs)[:2] == ["DeckReshuffled", "CardDrawn"] and evs[0] == DeckReshuffled(3)
    assert len(s.deck) == 2 and s.discard == ()


def test_d2_no_deck_and_no_discards_means_no_blind_draw():
    """D2: with the deck and discards both empty, drawing from the deck is not a legal action."""
    s = table(deck=[], discard=[])
    assert DrawFromDeck() not in legal_actions(s)
    assert refused(s, DrawFromDeck()) == "the deck and the discard pile are both empty"


def test_u5_slot_stays_empty_when_nothing_can_refill_it():
    """U5: if neither deck nor discards can refill a slot, it stays empty."""
    s = table(deck=[], discard=[])
    s, evs = events(s, DrawFaceUp(2))
    assert s.face_up[2] is None and kinds(evs) == ["CardDrawn"]
    assert refused(s, DrawFaceUp(2)) == "that face-up card is gone: no cards are left to replace it"
    assert s.phase is Phase.SECOND_CARD


@pytest.mark.parametrize("slot", [-1, 5, 7])
def test_u3_a_face_up_card_that_is_not_there_is_refused_without_a_number(slot):
    """U3: the screen shows the face-up row as cards, not numbered slots, so the reason names none."""
    reason = refused(table(deck=["red"]), DrawFaceUp(slot))
    assert reason == "there is no such face-up card"
    assert not any(ch.isdigit() for ch in reason)


def test_u5_turn_ends_after_one_card_when_nothing_is_left_to_take():
    """U5: if the first card leaves no card anywhere to take, the turn ends after one card."""
    s = table(deck=[], discard=[], face_up=["red", None, None, L, None])
    s, evs = events(s, DrawFaceUp(0))
    assert kinds(evs) == ["CardDrawn", "TurnEnded"]  # only a locomotive is left face up
    assert s.current == 1


def test_u5_empty_slot_is_refilled_once_the_discards_hold_cards_again():
    """U5 (our reading): an empty slot is refilled when a claim puts cards on the discard pile."""
    s = table(deck=[], discard=[], face_up=[None, None, "red", "blue", "green"])
    s = set_player(s, 0, hand={"red": 1})
    s, evs = events(s, ClaimRoute("u003", "red", 0))  # Atlanta-Nashville, 1 gray
    assert s.face_up[0] == "red" and s.face_up[1] is None
    assert "DeckReshuffled" in kinds(evs) and "FaceUpRefilled" in kinds(evs)


def test_f3_first_journey_draws_the_top_two_cards_in_one_action():
    """F3: no face-up row; drawing takes the top two cards of the deck and ends the turn."""
    s = table("first_journey", deck=["red", "blue", "green"], face_up=[])
    s, evs = events(s, DrawFromDeck())
    assert evs == [CardDrawn(0, "red", None), CardDrawn(0, "blue", None), TurnEnded(0, 1)]
    assert refused(s, DrawFaceUp(0)) == "this game has no face-up cards: draw from the deck"


def test_f3_first_journey_draws_what_is_left():
    """F3, D2: with one card left in deck and discards, the draw takes that one."""
    s = table("first_journey", deck=["red"], face_up=[])
    s, evs = events(s, DrawFromDeck())
    assert kinds(evs) == ["CardDrawn", "TurnEnded"]


def test_u4a_the_row_being_discarded_counts_towards_a_better_row():
    """U4a (our reading): the discarded row's own cards count when asking if a better row exists."""
    s = table(deck=[L, "green"], face_up=["orange", L, L, "red", "blue"])
    s, evs = events(s, DrawFaceUp(0))  # the refill makes L L L red blue; the deck holds 1 card
    assert "FaceUpReset" in kinds(evs)
    assert s.face_up.count(L) < 3
