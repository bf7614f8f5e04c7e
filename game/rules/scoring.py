"""Final scoring with a breakdown per player, and the winners with each game's tie-breakers.

U8 route table, U10 tickets and longest path, U11 tie-breaks; A8 merchandise, A9 tie-breaks;
F6 Coast-to-Coast, F7 Golden Ticket, F8 most completed tickets.
"""
from __future__ import annotations

from typing import Sequence

from game.rules.graph import Network, longest_trail
from game.rules.score_card import FinalScore, PlayerScore, ScoreLine
from game.rules.state import GameState


def route_points(state: GameState, seat: int) -> int:
    """The route points of a player recomputed from the routes claimed (U8)."""
    table = state.table
    return sum(table.rules.route_score(table.lengths[table.route_index[r]])
               for r in state.players[seat].routes)


def merchandise_ranks(counts: Sequence[int], bonus: Sequence[int]) -> list[int]:
    """Bonus points per player by rank of card count (A8).

    A player's rank is one more than the number of players with more cards, so tied players
    share a rank and the ranks below are skipped; no card, no bonus.
    """
    out = []
    for count in counts:
        rank = sum(1 for other in counts if other > count)
        out.append(bonus[rank] if count > 0 and rank < len(bonus) else 0)
    return out


def final_score(state: GameState, reason: str) -> FinalScore:
    """Score a finished game from scratch and name the winners."""
    table, rules = state.table, state.table.rules
    n = len(state.players)
    uses_path = rules.longest_path_bonus > 0 or "longest_path" in rules.tiebreaks
    paths = [longest_trail(table, p.routes) if uses_path else 0 for p in state.players]
    best_path = max(paths)
    holders = [rules.longest_path_bonus > 0 and best_path > 0 and length == best_path
               for length in paths]  # U10: every tied player scores the bonus
    counts = [sum(p.merchandise) for p in state.players]
    merch = merchandise_ranks(counts, rules.merchandise_bonus_for(n))
    done = [_completed(state, seat) for seat in range(n)]
    most = max(done)   # a house rule's bonus for the most completed tickets: every tied player scores it
    scores = []
    for seat, player in enumerate(state.players):
        lines = [ScoreLine("routes", route_points(state, seat), amount=len(player.routes))]
        completed = _ticket_lines(state, seat, lines)
        if holders[seat]:
            lines.append(ScoreLine("longest_path", rules.longest_path_bonus, amount=paths[seat]))
        if rules.most_tickets_bonus and most > 0 and done[seat] == most:
            lines.append(ScoreLine("most_tickets", rules.most_tickets_bonus, amount=most))
        if rules.has_merchandise:
            lines.append(ScoreLine("merchandise", merch[seat], amount=counts[seat]))
        if player.coast_to_coast:
            lines.append(ScoreLine("coast_to_coast", 1 if rules.score_by == "completed_tickets" else 0))
            completed += 1
        if state.golden == seat:
            lines.append(ScoreLine("golden_ticket", 0))
        scores.append(PlayerScore(
            seat=seat, name=player.name, total=sum(line.points for line in lines),
            lines=tuple(lines), completed_tickets=completed, longest_path=paths[seat],
            longest_path_bonus=holders[seat], merchandise=counts[seat],
            trains_left=player.trains, golden_ticket=state.golden == seat))
    return FinalScore(reason, tuple(scores), _winners(state, scores))


def _ticket_lines(state: GameState, seat: int, lines: list[ScoreLine]) -> int:
    """Add a line per ticket and return how many are completed (U10, A8, F5, F8)."""
    table, rules = state.table, state.table.rules
    player = state.players[seat]
    counting = rules.score_by == "completed_tickets"  # F8: a ticket is worth one, none is lost
    network = Network(table, player.routes)
    done = 0
    for t in player.completed:
        lines.append(ScoreLine("ticket", 1 if counting else table.tickets[t][2], ticket=t,
                               completed=True))
        done += 1
    for t in player.tickets:
        a, b, points = table.tickets[t]
        ok = network.joined(a, b)
        value = (1 if ok else 0) if counting else (points if ok else -points if rules.unfinished_minus else 0)
        lines.append(ScoreLine("ticket", value, ticket=t, completed=ok))
        done += ok
    return done


def _completed(state: GameState, seat: int) -> int:
    """How many tickets a player has completed at the end (the Coast-to-Coast card counting as one)."""
    player = state.players[seat]
    network = Network(state.table, player.routes)
    tickets = state.table.tickets
    return player.completed_count + sum(1 for t in player.tickets if network.joined(*tickets[t][:2]))


def _winners(state: GameState, scores: Sequence[PlayerScore]) -> tuple[int, ...]:
    """The winning seats: the Golden Ticket (F7), else the best score then tie-breaks (U11, A9, F8)."""
    if state.golden is not None:
        return (state.golden,)
    tiebreaks = state.table.rules.tiebreaks

    def key(p: PlayerScore) -> tuple[int, ...]:
        """Total first, then the game's tie-breakers in order."""
        parts = [p.total]
        for rule in tiebreaks:
            parts.append(p.completed_tickets if rule == "completed_tickets"
                         else int(p.longest_path_bonus))
        return tuple(parts)

    best = max(key(p) for p in scores)
    return tuple(p.seat for p in scores if key(p) == best)
