"""Tickets: drawing and keeping (U6, A4), swapping (F3), completing at once (F5), Coast-to-Coast (F6)."""
from dataclasses import replace

from game.rules import (ClaimRoute, DrawFromDeck, DrawTickets, KeepTickets, Phase, SwapTickets,
                        legal_actions)
from game.rules.events import (CoastToCoastTaken, TicketCompleted, TicketsDiscarded,
                               TicketsDrawn, TicketsKept, TurnEnded)

from .boards import reference_board, tiny_board
from .helpers import events, give_routes, ok, refused, set_player, start


def usa(deck=None):
    """A 2-player USA game after the opening, player 0 to move, with this ticket deck."""
    s = start(reference_board("usa"), 2, first=0)
    return s if deck is None else replace(s, ticket_deck=tuple(deck))


def test_u6_draw_three_keep_at_least_one_return_the_rest_under_the_deck_in_order():
    """U6: draw 3, keep at least 1; returned tickets go to the bottom in the order returned."""
    s = usa(["t01", "t02", "t03", "t04", "t05"])
    s, evs = events(s, DrawTickets())
    assert s.phase is Phase.KEEP_TICKETS and s.players[0].offer == ("t01", "t02", "t03")
    assert evs == [TicketsDrawn(0, 3, ("t01", "t02", "t03"))]
    assert refused(s, KeepTickets(())) == "keep at least 1 ticket"
    assert refused(s, KeepTickets(("t04",))) == "ticket 't04' is not one you may choose from"
    assert refused(s, KeepTickets(("t01", "t01"))) == "each ticket can be kept only once"
    assert refused(s, DrawFromDeck()) == "first choose which tickets to keep"
    assert len(legal_actions(s)) == 7  # every non-empty subset of three
    held = s.players[0].tickets
    s, evs = events(s, KeepTickets(("t02",)))
    assert s.players[0].tickets == held + ("t02",)
    assert s.ticket_deck == ("t04", "t05", "t01", "t03")
    assert evs == [TicketsKept(0, 1, 2, ("t02",), ("t01", "t03")), TurnEnded(0, 1)]


def test_u6_fewer_than_three_left_draws_what_is_left():
    """U6: with fewer than 3 tickets left, the player draws those."""
    s = ok(usa(["t07", "t08"]), DrawTickets())
    assert s.players[0].offer == ("t07", "t08") and s.ticket_deck == ()
    assert KeepTickets(("t08",)) in legal_actions(s)


def test_u6_no_ticket_left_is_not_a_legal_action():
    """U6: with no ticket left, drawing tickets is not a legal action."""
    s = usa([])
    assert DrawTickets() not in legal_actions(s)
    assert refused(s, DrawTickets()) == "no tickets are left to draw"


def test_a4_draw_two_contracts_and_a_last_single_one_must_be_kept():
    """A4: draw 2, keep at least 1; if only 1 is left it must be kept."""
    s = start(reference_board("amsterdam"), 2, first=0)
    s = ok(replace(s, ticket_deck=("c01", "c02", "c03")), DrawTickets())
    assert s.players[0].offer == ("c01", "c02")
    assert refused(s, KeepTickets(())) == "keep at least 1 contract"
    s = ok(s, KeepTickets(("c01", "c02")))
    s = ok(replace(s, current=0, ticket_deck=("c03",)), DrawTickets())
    assert legal_actions(s) == [KeepTickets(("c03",))]


def test_u6_ticket_actions_that_the_game_lacks_are_refused():
    """F3/U6: USA has no ticket swap; First Journey has no ticket draw."""
    assert refused(usa(), SwapTickets()) == "this game has no swapping of tickets"
    fj = start(reference_board("first_journey"), 2, first=0)
    assert refused(fj, DrawTickets()) == "this game has no drawing of tickets"
    assert refused(fj, KeepTickets(())) == "there are no tickets to choose from now"


# First Journey: a tiny board. w = west coast, e = east coast.
FJ_ROUTES = [("r1", "w", "m", 1, "red"), ("r2", "m", "e", 1, "red"), ("r3", "m", "n", 1, "blue"),
             ("r4", "n", "o", 1, "blue"), ("r5", "o", "p", 2, "green")]
FJ_TICKETS = [("wm", "w", "m", 0), ("me", "m", "e", 0), ("we", "w", "e", 0), ("mn", "m", "n", 0),
              ("no", "n", "o", 0), ("op", "o", "p", 0), ("wp", "w", "p", 0), ("ep", "e", "p", 0)]


def fj(tickets=("wm", "me"), deck=("we", "mn", "no", "op", "wp", "ep"), players=2, **player):
    """A First Journey game on the tiny board: player 0 holds `tickets` and many red and blue cards."""
    board = tiny_board("first_journey", FJ_ROUTES, FJ_TICKETS, coasts={"w": "west", "e": "east"})
    s = start(board, players, first=0)
    s = replace(s, ticket_deck=tuple(deck))
    return set_player(s, 0, tickets=tuple(tickets), hand={"red": 5, "blue": 5, "green": 5}, **player)


def test_f3_swap_discards_both_tickets_under_the_deck_and_draws_two():
    """F3: instead of drawing or claiming, discard both tickets and draw two new ones."""
    s, evs = events(fj(), SwapTickets())
    assert s.players[0].tickets == ("we", "mn")
    assert s.ticket_deck == ("no", "op", "wp", "ep", "wm", "me")
    assert evs == [TicketsDiscarded(0, 2, ("wm", "me")), TicketsDrawn(0, 2, ("we", "mn")),
                   TurnEnded(0, 1)]


def test_f3_swap_with_fewer_left_draws_what_is_left_and_none_left_is_refused():
    """F3: with fewer than 2 left, draw what is left; with none left, no swap."""
    s = ok(fj(deck=("we",)), SwapTickets())
    assert s.players[0].tickets == ("we",) and s.ticket_deck == ("wm", "me")
    s = fj(deck=())
    assert SwapTickets() not in legal_actions(s)
    assert refused(s, SwapTickets()) == "no tickets are left to draw"


def test_f5_ticket_completed_the_moment_it_is_joined_and_replaced_at_once():
    """F5: a joined ticket is shown completed and a replacement is drawn at once."""
    s, evs = events(fj(), ClaimRoute("r1", "red", 0))
    assert s.players[0].completed == ("wm",)
    assert s.players[0].tickets == ("me", "we")
    assert evs[1:3] == [TicketCompleted(0, "wm"), TicketsDrawn(0, 1, ("we",))]


def test_f5_replacement_already_joined_is_completed_at_once_too():
    """F5: a replacement ticket that is already joined is completed at once, and replaced."""
    s = give_routes(fj(tickets=("me", "op"), deck=("wm", "mn", "no")), 0, "r1")
    s, evs = events(s, ClaimRoute("r2", "red", 0))  # joins m-e; then w-m comes and is joined
    assert [e.ticket for e in evs if isinstance(e, TicketCompleted)] == ["me", "wm"]
    assert s.players[0].completed == ("me", "wm")
    assert s.players[0].tickets == ("op", "mn")


def test_f5_no_replacement_when_none_is_left():
    """F5: the replacement is drawn only if any ticket is left."""
    s = ok(fj(deck=()), ClaimRoute("r1", "red", 0))
    assert s.players[0].completed == ("wm",) and s.players[0].tickets == ("me",)


def test_f6_coast_to_coast_once_per_player_counting_as_a_completed_ticket():
    """F6: joining a West city to an East city gives one Coast-to-Coast card, once per player."""
    s = give_routes(fj(tickets=("no", "op")), 0, "r1")
    s, evs = events(s, ClaimRoute("r2", "red", 0))
    assert CoastToCoastTaken(0, 3) in evs
    assert s.players[0].coast_to_coast and s.players[0].completed_count == 1 and s.coast_cards == 3
    s = replace(s, current=0)
    s, evs = events(s, ClaimRoute("r3", "blue", 0))
    assert not any(isinstance(e, CoastToCoastTaken) for e in evs) and s.coast_cards == 3


def test_f6_no_coast_to_coast_card_left_gives_nothing():
    """F6 (our reading): if every Coast-to-Coast card is taken, joining the coasts gives nothing."""
    s = replace(give_routes(fj(tickets=("no", "op")), 0, "r1"), coast_cards=0)
    s, evs = events(s, ClaimRoute("r2", "red", 0))
    assert not s.players[0].coast_to_coast
    assert not any(isinstance(e, CoastToCoastTaken) for e in evs)


def test_f6_four_cards_are_enough_for_four_players():
    """F6: with at most 4 players each taking at most one, the 4 cards never run out."""
    rules = reference_board("first_journey").settings
    assert rules["coast_to_coast"]["cards"] >= rules["players"]["max"]
