"""Ending: the last round (U9, A7) and its equal-turns house rule, the First Journey ends (F7, F8,
F9), and passing (D3) with its stalemate end (D3a)."""
from dataclasses import replace

import pytest

from game.rules import (ClaimRoute, DrawFromDeck, DrawTickets, KeepTickets, Pass, Phase,
                        SwapTickets, legal_actions, view_for)
from game.rules.events import GameOver, LastRoundStarted, TurnEnded, TurnPassed

from .boards import reference_board
from .helpers import events, give_routes, ok, refused, set_player, start
from .test_tickets import fj


def draw_turn(s):
    """Play one turn of two blind cards for the player to move."""
    s = ok(s, DrawFromDeck())
    return ok(s, DrawFromDeck()) if s.phase is Phase.SECOND_CARD else s


def trigger(game, players, seat, trains, first=0, house=None):
    """Play until `seat` claims a 1-long route leaving `trains` trains; return state and events."""
    s = start(reference_board(game), players, first=first, house_rules=house)
    s = set_player(s, seat, trains=trains + 1, hand={c: 3 for c in s.table.card_types})
    while s.current != seat:
        s = draw_turn(s)
    route = next(r for r in s.board.routes if r.length == 1 and s.owner(r.id) is None)
    return events(s, ClaimRoute(route.id, None, 1))


@pytest.mark.parametrize("left", [0, 1, 2])
def test_u9_last_round_starts_at_two_trains_or_fewer(left):
    """U9: a player ending a turn with 0, 1 or 2 trains starts the last round."""
    s, evs = trigger("usa", 3, 1, left)
    assert LastRoundStarted(1, 3) in evs and s.final_turns == 3


def test_u9_three_trains_do_not_start_the_last_round():
    """U9: 3 trains left is not the end."""
    s, evs = trigger("usa", 3, 1, 3)
    assert s.final_turns is None and not any(isinstance(e, LastRoundStarted) for e in evs)


@pytest.mark.parametrize("game,players", [("usa", 2), ("usa", 3), ("usa", 5),
                                          ("amsterdam", 2), ("amsterdam", 4)])
def test_u9_a7_everyone_including_the_trigger_player_gets_exactly_one_more_turn(game, players):
    """U9, A7: after the trigger, exactly one turn per player, the trigger player's last; then the end."""
    seat = 1
    s, _ = trigger(game, players, seat, 2)
    before = [p.turns for p in s.players]
    movers = []
    while not s.over:
        movers.append(s.current)
        s = draw_turn(s)
    assert movers == [(seat + 1 + i) % players for i in range(players)]
    assert [p.turns - b for p, b in zip(s.players, before)] == [1] * players
    assert s.end == "last_round" and s.result is not None


def test_u9_a_second_low_player_does_not_restart_the_last_round():
    """U9: the last round starts once."""
    s, _ = trigger("usa", 3, 0, 2)
    s = set_player(s, 1, trains=3, hand={"locomotive": 3})
    route = next(r for r in s.board.routes if r.length == 1 and s.owner(r.id) is None)
    s, evs = events(s, ClaimRoute(route.id, None, 1))
    assert not any(isinstance(e, LastRoundStarted) for e in evs) and s.final_turns == 2


@pytest.mark.parametrize("seat,expected", [(0, 5), (1, 4), (2, 3)])
def test_u9_equal_turns_house_rule_finishes_the_round_then_one_final_round(seat, expected):
    """U9 house rule: finish the round (from the first player), then play one final round."""
    s, evs = trigger("usa", 3, seat, 2, house={"equal_turns": True})
    assert LastRoundStarted(seat, expected) in evs
    while not s.over:
        s = draw_turn(s)
    assert len({p.turns for p in s.players}) == 1  # all played the same number of turns


def test_a7_amsterdam_equal_turns_is_offered_too():
    """A7 with the U9 house rule."""
    s, evs = trigger("amsterdam", 2, 0, 1, house={"equal_turns": True})
    assert LastRoundStarted(0, 3) in evs


def test_trains_running_out_still_lets_a_player_draw():
    """D6: with no trains left a player can claim nothing but may still draw cards and tickets."""
    s = set_player(start(reference_board("usa"), 2, first=0), 0, trains=0,
                   hand={"locomotive": 6})
    kinds = {type(a) for a in legal_actions(s)}
    assert ClaimRoute not in kinds and DrawFromDeck in kinds and DrawTickets in kinds


FIVE = ("mn", "no", "op", "wp", "ep")


def test_f7_sixth_ticket_ends_the_game_at_once_mid_round_with_the_golden_ticket():
    """F7: completing a 6th ticket ends the game at once, even mid-round; that player wins."""
    s = fj(players=3, deck=("we",))
    s = set_player(s, 1, completed=FIVE, tickets=("wm",), hand={"red": 2})
    s = replace(s, ticket_deck=(), current=0)
    s = draw_turn(set_player(s, 0, tickets=()))
    assert s.current == 1
    s, evs = events(s, ClaimRoute("r1", "red", 0))
    assert isinstance(evs[-1], GameOver) and s.end == "golden_ticket"
    assert s.result.winners == (1,) and s.golden == 1
    assert s.players[2].turns < s.players[1].turns  # seat 2 never got its turn of this round
    lines = {line.kind for line in s.result.players[1].lines}
    assert "golden_ticket" in lines and s.result.players[1].golden_ticket


def test_f7_coast_to_coast_counts_towards_the_sixth():
    """F6, F7: the Coast-to-Coast card counts as a completed ticket, so it can be the 6th."""
    s = give_routes(fj(tickets=(), deck=()), 0, "r1")
    s = set_player(s, 0, completed=FIVE)
    s, evs = events(s, ClaimRoute("r2", "red", 0))
    assert s.end == "golden_ticket" and s.result.winners == (0,)
    assert s.result.players[0].completed_tickets == 6 and s.result.players[0].total == 6


def test_f8_last_train_ends_the_game_at_once_most_completed_wins():
    """F8: placing the last train ends the game at once; most completed tickets wins."""
    s = set_player(fj(tickets=("op",), deck=()), 0, trains=1)
    s = set_player(s, 1, completed=("no",))
    s, evs = events(s, ClaimRoute("r1", "red", 0))
    assert s.end == "last_train" and s.result.winners == (1,)


def test_f8_tie_is_a_shared_win():
    """F8: a tie on completed tickets is a shared win."""
    s = set_player(fj(tickets=("wm",), deck=()), 0, trains=1)
    s = set_player(s, 1, completed=("no",))
    s = ok(s, ClaimRoute("r1", "red", 0))  # completes w-m: one each
    assert s.end == "last_train" and s.result.winners == (0, 1)


def test_f9_game_ends_when_no_player_can_act():
    """F9: no cards to draw and nothing claimable: the game ends as in F8 (a swap is not acting)."""
    s = fj(deck=("we", "mn"))
    s = replace(s, deck=(), discard=())
    for seat in range(2):
        s = set_player(s, seat, hand={})
    s, evs = events(s, SwapTickets())
    assert isinstance(evs[-1], GameOver) and s.end == "stalemate"
    assert s.result.winners == (0, 1)


def test_f9_game_goes_on_while_someone_can_claim():
    """F9: a player who can still claim keeps the game going; the others pass."""
    s = replace(fj(deck=("we", "mn")), deck=(), discard=())
    s = set_player(set_player(s, 0, hand={}), 1, hand={"red": 1})
    s = ok(s, SwapTickets())
    assert not s.over and s.current == 1


def empty_usa():
    """A USA game with no train card anywhere to draw and no ticket left."""
    s = start(reference_board("usa"), 2, first=0)
    s = replace(s, deck=(), discard=(), face_up=(None,) * 5, ticket_deck=())
    return set_player(set_player(s, 0, hand={}), 1, hand={})


def test_d3_a_player_with_no_legal_action_passes_and_is_told_why():
    """D3: passing is the only legal action when nothing else is; the event says why."""
    s = set_player(empty_usa(), 1, hand={"red": 2})
    assert legal_actions(s) == [Pass()]
    assert "you cannot claim any route" in view_for(s, 0).pass_reason
    s, evs = events(s, Pass())
    assert isinstance(evs[0], TurnPassed) and "no train card is left to draw" in evs[0].reason
    assert evs[1] == TurnEnded(0, 1) and s.current == 1 and not s.over


def test_d3_passing_is_refused_while_the_player_can_act():
    """D3: a player who can act must act."""
    s = start(reference_board("usa"), 2, first=0)
    assert refused(s, Pass()) == "you can still act, so you cannot pass"


def test_d3a_usa_game_nobody_can_move_ends_and_is_scored():
    """D3a (our reading, like F9): when no player can act at all, the game ends and is scored."""
    s = replace(empty_usa(), ticket_deck=("t01",))
    s = ok(s, DrawTickets())
    s, evs = events(s, KeepTickets(("t01",)))
    assert isinstance(evs[-1], GameOver) and s.end == "stalemate" and s.result is not None


def test_f8a_last_train_that_completes_a_sixth_ticket_is_a_golden_ticket():
    """F8a (our reading): if the last train also completes a 6th ticket, F7 applies."""
    s = set_player(fj(tickets=("wm",), deck=()), 0, trains=1, completed=FIVE)
    s = set_player(s, 1, completed=("we", "me"))
    s = ok(s, ClaimRoute("r1", "red", 0))
    assert s.end == "golden_ticket" and s.result.winners == (0,)
