"""Hidden information (D7): a seat's view holds only what that seat may see; events are redacted."""
from dataclasses import fields, replace

from game.ai.random_player import RandomPlayer
from game.rules import (ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, KeepTickets, Phase,
                        SwapTickets, seen_by, view_for)
from game.rules.events import CardDrawn, TicketsDiscarded, TicketsDrawn, TicketsKept

from .boards import reference_board
from .helpers import events, ok, set_player, start
from .test_tickets import fj


def test_d7_view_has_own_hand_and_tickets_and_only_counts_of_the_others():
    """D7: own hand and tickets; the others' hand sizes and ticket counts only."""
    s = start(reference_board("usa"), 3, first=0)
    v = view_for(s, 1)
    assert v.hand == s.players[1].hand and v.tickets == s.players[1].tickets
    assert [p.hand_size for p in v.players] == [p.hand_size for p in s.players]
    assert [p.tickets for p in v.players] == [len(p.tickets) for p in s.players]
    assert v.deck_size == len(s.deck) and v.ticket_deck_size == len(s.ticket_deck)
    names = {f.name for f in fields(v)}
    assert not names & {"deck", "ticket_deck", "rng", "seed", "discard"}


def test_d7_view_does_not_change_with_anything_the_seat_cannot_see():
    """D7: changing the others' cards and tickets, the deck order or the generator leaves the view equal."""
    s = start(reference_board("usa"), 3, first=0)
    other = set_player(s, 2, hand={"red": s.players[2].hand_size},
                       tickets=tuple(reversed(s.players[2].tickets)))
    other = replace(other, deck=tuple(reversed(s.deck)), ticket_deck=tuple(reversed(s.ticket_deck)),
                    rng=s.rng + 1, seed=s.seed + 1)
    assert view_for(other, 1) == view_for(s, 1)
    assert view_for(other, 2) != view_for(s, 2)


def test_d7_opening_offers_are_private():
    """D7: during the opening choice each seat sees only its own offer."""
    s = start(reference_board("usa"), 2, first=0, opening=True)
    v = view_for(s, 1)
    assert v.offer == s.players[1].offer and v.players[0].offer == 3 and v.legal == ()


def test_legal_actions_only_for_the_seat_to_move():
    """A view lists legal actions only for the seat to move; a random player picks one of them."""
    s = start(reference_board("amsterdam"), 3, first=1)
    assert view_for(s, 0).legal == () and view_for(s, 1).legal
    v = view_for(s, 1)
    assert v.my_turn and RandomPlayer(3).choose(v) in v.legal


def test_shared_screen_view_has_no_secrets():
    """D7: the shared-screen view (seat None) shows no hand and no ticket."""
    s = start(reference_board("usa"), 2, first=0)
    v = view_for(s, None)
    assert sum(v.hand) == 0 and v.tickets == () and v.legal == ()


def test_first_journey_completed_tickets_are_public():
    """F5: completed tickets are shown face up to everyone."""
    s = ok(fj(), ClaimRoute("r1", "red", 0))
    assert view_for(s, 1).players[0].completed == ("wm",)


def test_d7_events_are_redacted_for_other_seats():
    """D7: a blind card and drawn or kept tickets are hidden from the others; face-up cards are not."""
    s = start(reference_board("usa"), 2, first=0)
    s, evs = events(s, DrawFromDeck())
    drawn = evs[0]
    assert seen_by(drawn, 0) == drawn and seen_by(drawn, 1) == CardDrawn(0, None, None)
    assert seen_by(drawn, None).card is None
    s, evs = events(s, DrawFaceUp(0))
    assert seen_by(evs[0], 1) == evs[0]
    s = start(reference_board("usa"), 2, first=0)
    s, evs = events(s, DrawTickets())
    assert seen_by(evs[0], 1) == TicketsDrawn(0, 3, None)
    s, evs = events(s, KeepTickets(s.players[0].offer[:1]))
    assert seen_by(evs[0], 1) == TicketsKept(0, 1, 2, None, None)
    _, evs = events(fj(), SwapTickets())
    assert seen_by(evs[0], 1) == TicketsDiscarded(0, 2, None)


def test_final_scoring_reveals_everything_to_everyone():
    """D7: at final scoring every hand of tickets is shown."""
    s = set_player(start(reference_board("usa"), 2, first=0), 0, trains=3, hand={"locomotive": 3})
    s = ok(s, ClaimRoute("u003", None, 1))
    while not s.over:
        s = ok(s, DrawFromDeck())
    v = view_for(s, 1)
    assert v.phase is Phase.OVER and v.result == s.result
    assert {l.ticket for l in v.result.players[0].lines if l.kind == "ticket"} == set(s.players[0].tickets)
