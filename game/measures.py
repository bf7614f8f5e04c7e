"""How human-like the computer players' play looks, measured while the simulator plays: hands, runs of
card draws, late tickets, and who ended the game (docs/ai.md, "The human-like measures").

Each seat's player is wrapped so that every decision it takes is noted from its own view and the
action it chose (no extra view is made, so the simulator stays as fast). A ticket draw is late when
it was made in the game's last LATE_ROUNDS rounds (its turn among the game's last 10 turns at 2
players, 20 at 4): judged once the game is over, it counts the draws a player should have seen
were too near the end.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.rules import GameState, PlayerView
from game.rules.actions import Action, DrawFaceUp, DrawFromDeck, DrawTickets, KeepTickets
from game.rules.ending import GOLDEN_TICKET, LAST_ROUND, LAST_TRAIN
from game.rules.state import Phase
from game.table.keeping import Computer

LATE_ROUNDS = 5        # a ticket draw is late when the game ended within this many rounds of it
BIG_HAND = (20, 25)    # hands over these sizes are counted (strong people rarely hold over 20)
LONG_RUN = 8           # this many card-drawing turns in a row or more is counted as a long run


class SeatNotes:
    """What one seat did, as the measures need it."""

    def __init__(self) -> None:
        self.largest_hand = 0
        self.run = self.longest_run = 0     # card-drawing turns in a row: now, and the longest
        self.draws: list[tuple[int, list[str]]] = []   # ticket draws: turns finished before, tickets kept
        self.pending = False                # a ticket draw waits for its tickets to be kept


class GameNotes:
    """The notes of one game: each seat's, and the seat whose move started the end."""

    def __init__(self, players: int) -> None:
        self.seats = [SeatNotes() for _ in range(players)]
        self.last_actor: int | None = None
        self.trigger: int | None = None     # the seat whose trains started the last round

    def note(self, seat: int, view: PlayerView, action: Action) -> None:
        """Note one decision: the seat's hand as it chose, its turn's kind, a late ticket draw's tickets."""
        notes = self.seats[seat]
        if self.trigger is None and view.final_turns is not None:
            self.trigger = self.last_actor   # the last round began when the one before ended its turn
        self.last_actor = seat
        notes.largest_hand = max(notes.largest_hand, sum(view.hand))
        if view.phase is Phase.TURN:
            if isinstance(action, (DrawFromDeck, DrawFaceUp)):
                notes.run += 1
                notes.longest_run = max(notes.longest_run, notes.run)
            else:
                notes.run = 0
            if isinstance(action, DrawTickets):
                notes.draws.append((sum(p.turns for p in view.players), []))
                notes.pending = True
        elif view.phase is Phase.KEEP_TICKETS and isinstance(action, KeepTickets) and notes.pending:
            notes.draws[-1][1].extend(action.tickets)
            notes.pending = False

    def ender(self, state: GameState) -> int | None:
        """The seat that ended the game: whose trains started the last round, or whose move ended it at
        once (F7, F8); None when nobody could move (a stalemate)."""
        if state.end == LAST_ROUND:
            return self.trigger
        return self.last_actor if state.end in (GOLDEN_TICKET, LAST_TRAIN) else None

    def report(self, state: GameState, scores: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
        """Per seat, the measures of the finished game (for the simulator's JSON line)."""
        ender = self.ender(state)
        late_from = state.turn_count - LATE_ROUNDS * len(state.players)   # turns finished before a late draw
        out = []
        for seat, notes in enumerate(self.seats):
            done = {line["ticket"]: line["completed"] for line in scores[seat]["lines"] if "ticket" in line}
            unused = state.players[seat].hand_size
            largest = max(notes.largest_hand, unused)
            late = [t for before, kept in notes.draws if before >= late_from for t in kept]
            out.append({
                "largest_hand": largest, "over_20": largest > BIG_HAND[0], "over_25": largest > BIG_HAND[1],
                "longest_draw_run": notes.longest_run, "unused_cards": unused,
                "late_ticket_draws": sum(before >= late_from for before, _ in notes.draws),
                "late_tickets": len(late), "late_tickets_failed": sum(not done.get(t, False) for t in late),
                "ended_game": ender == seat,
            })
        return out


class Watched:
    """A computer player whose every decision is noted in the game's notes."""

    def __init__(self, player: Computer, seat: int, notes: GameNotes) -> None:
        self.player, self.seat, self.notes = player, seat, notes

    def choose(self, view: PlayerView) -> Action:
        """The player's own choice, noted."""
        action = self.player.choose(view)
        self.notes.note(self.seat, view, action)
        return action

    def memory(self) -> Any:
        """The player's own memory."""
        return self.player.memory()

    def recall(self, data: Any) -> None:
        """Take up the player's own memory."""
        self.player.recall(data)


class LevelTally:
    """The measures of one level over many games, for the simulator's summary."""

    def __init__(self) -> None:
        self.seats = self.over_20 = self.over_25 = self.long_runs = 0
        self.largest = self.unused = self.late_draws = self.late_tickets = self.late_failed = 0
        self.ending: list[int] = []       # its scores in games it ended
        self.not_ending: list[int] = []   # ... and in games another seat ended

    def add(self, measures: dict[str, Any], total: int, someone_ended: bool) -> None:
        """Add one seat of one game."""
        self.seats += 1
        self.over_20 += measures["over_20"]
        self.over_25 += measures["over_25"]
        self.long_runs += measures["longest_draw_run"] >= LONG_RUN
        self.largest += measures["largest_hand"]
        self.unused += measures["unused_cards"]
        self.late_draws += measures["late_ticket_draws"]
        self.late_tickets += measures["late_tickets"]
        self.late_failed += measures["late_tickets_failed"]
        if measures["ended_game"]:
            self.ending.append(total)
        elif someone_ended:
            self.not_ending.append(total)

    def summary(self) -> dict[str, Any]:
        """The level's measures: shares per seat played, means, the late tickets' failure rate."""
        n = max(1, self.seats)
        return {
            "hand_over_25": round(self.over_25 / n, 4), "hand_over_20": round(self.over_20 / n, 4),
            "draw_runs_8": round(self.long_runs / n, 4), "mean_largest_hand": round(self.largest / n, 2),
            "mean_unused_cards": round(self.unused / n, 2),
            "late_ticket_draws": self.late_draws, "late_tickets": self.late_tickets,
            "late_ticket_failure_rate": round(self.late_failed / self.late_tickets, 4) if self.late_tickets else None,
            "games_ended": len(self.ending), "mean_score_ending": _mean(self.ending),
            "games_not_ended": len(self.not_ending), "mean_score_not_ending": _mean(self.not_ending),
        }


def tally(record: dict[str, Any], levels: dict[str, LevelTally]) -> None:
    """Add one game's JSON record to the per-level tallies."""
    someone = any(m["ended_game"] for m in record["measures"])
    for seat, measures in enumerate(record["measures"]):
        level = record["levels"][seat]
        levels.setdefault(level, LevelTally()).add(measures, record["scores"][seat]["total"], someone)


def _mean(values: list[int]) -> float | None:
    """The mean, rounded, or None for no values."""
    return round(sum(values) / len(values), 2) if values else None
