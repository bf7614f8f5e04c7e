"""The simulator's human-like measures agree with the game replayed move by move from its seed: the
largest hand, the longest run of card draws, the cards left, the late tickets, and who ended it."""
from __future__ import annotations

import pytest

from game.measures import LATE_ROUNDS, GameNotes
from game.rules import apply, new_game
from game.rules.actions import DrawFaceUp, DrawFromDeck, DrawTickets, KeepTickets
from game.rules.events import GameOver, LastRoundStarted
from game.rules.state import Phase
from game.simulate import play_table

from tests.rules.boards import reference_board

CASES = [("usa", 2, ["hard", "medium"], 1_000_000), ("usa", 2, ["rush", "hard"], 1_000_001),
         ("usa", 4, ["hard", "medium", "rush", "easy"], 1_000_002),
         ("amsterdam", 3, ["hard", "medium", "easy"], 1_000_003),
         ("first_journey", 2, ["hard", "medium"], 1_000_004), ("first_journey", 3, ["medium", "easy", "hard"], 1_000_005)]


def replayed(board, table, players: int, seed: int) -> list[dict]:
    """The measures of a played game, worked out again from every state of its replay."""
    state = new_game(board, [s.name for s in table.config.seats], seed)
    largest = [0] * players
    runs, longest = [0] * players, [0] * players
    draws: list[list[tuple[int, tuple[str, ...]]]] = [[] for _ in range(players)]
    ender = None
    for action in table.moves:
        seat = state.current
        largest[seat] = max(largest[seat], state.players[seat].hand_size)
        if state.phase is Phase.TURN:
            runs[seat] = runs[seat] + 1 if isinstance(action, (DrawFromDeck, DrawFaceUp)) else 0
            longest[seat] = max(longest[seat], runs[seat])
            if isinstance(action, DrawTickets):
                draws[seat].append((state.turn_count, ()))
        elif state.phase is Phase.KEEP_TICKETS and isinstance(action, KeepTickets):
            draws[seat][-1] = (draws[seat][-1][0], action.tickets)
        result = apply(state, action)
        for event in result.events:
            if isinstance(event, LastRoundStarted) and ender is None:
                ender = event.seat
            if isinstance(event, GameOver) and event.reason in ("golden_ticket", "last_train"):
                ender = seat
        state = result.state
    assert state == table.state
    scores = state.result.to_data()["players"]
    out = []
    for seat in range(players):
        done = {line["ticket"]: line["completed"] for line in scores[seat]["lines"] if "ticket" in line}
        late = [(t, kept) for t, kept in draws[seat] if state.turn_count - t <= LATE_ROUNDS * players]
        tickets = [ticket for _, kept in late for ticket in kept]
        top = max(largest[seat], state.players[seat].hand_size)
        out.append({"largest_hand": top, "over_20": top > 20, "over_25": top > 25,
                    "longest_draw_run": longest[seat], "unused_cards": state.players[seat].hand_size,
                    "late_ticket_draws": len(late), "late_tickets": len(tickets),
                    "late_tickets_failed": sum(not done[t] for t in tickets),
                    "ended_game": ender == seat and state.end != "stalemate"})
    return out


@pytest.mark.parametrize("game,players,bots,seed", CASES)
def test_measures_agree_with_the_replayed_game(game, players, bots, seed):
    """Each seat's measures, noted from its own views as it played, are those of the replay."""
    board = reference_board(game)
    notes = GameNotes(players)
    table = play_table(board, players, seed, bots=bots, notes=notes)
    state = table.state
    assert notes.report(state, state.result.to_data()["players"]) == replayed(board, table, players, seed)


def test_a_long_game_has_late_draws_and_an_ender():
    """Over a few 2-player USA games someone ends each game, and some tickets are drawn late."""
    board = reference_board("usa")
    late = ended = 0
    for seed in range(1_000_010, 1_000_016):
        notes = GameNotes(2)
        table = play_table(board, 2, seed, bots=["hard", "medium"], notes=notes)
        report = notes.report(table.state, table.state.result.to_data()["players"])
        ended += sum(seat["ended_game"] for seat in report)
        late += sum(seat["late_tickets"] for seat in report)
    assert ended == 6 and late > 0
