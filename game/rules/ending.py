"""Ending turns and games: the last round (U9, A7, equal turns), immediate ends (F7-F9) and passing (D3)."""
from __future__ import annotations

from typing import Any

from game.rules import cards, claims, tickets
from game.rules.draft import Draft
from game.rules.events import GameOver, LastRoundStarted, TurnEnded
from game.rules.scoring import final_score
from game.rules.state import Phase

LAST_ROUND = "last_round"
GOLDEN_TICKET = "golden_ticket"
LAST_TRAIN = "last_train"
STALEMATE = "stalemate"
ENDINGS = (LAST_ROUND, GOLDEN_TICKET, LAST_TRAIN, STALEMATE)

# Functions taking `s` read a GameState or a Draft alike (same attribute names).


def nobody_can_act(s: Any) -> bool:
    """True if no train card and no ticket can be drawn and no player can claim a route (F9, D3b)."""
    if cards.can_draw_any(s) or tickets.draw_reason(s) is None:
        return False
    return not any(claims.can_claim_any(s, seat) for seat in range(len(s.players)))


def pass_reason(s: Any) -> str:
    """Why the player to move cannot act, in words (D3)."""
    terms = s.table.rules.terms
    parts = ["no train card is left to draw", "you cannot claim any route"]
    if s.table.rules.has_ticket_draw:
        parts.append(f"no {terms.tickets} are left to draw")
    if s.table.rules.has_ticket_swap:
        parts.append(f"you cannot swap {terms.tickets}")
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def end_turn(d: Draft) -> None:
    """Finish the current player's turn, count down the last round, and pass play on."""
    seat = d.current
    player = d.update(seat, turns=d.players[seat].turns + 1)
    rules = d.rules
    n = len(d.players)
    if d.final_turns is not None:
        d.final_turns -= 1
        if d.final_turns == 0:  # U9: everyone, the trigger player included, has had one more turn
            finish(d, LAST_ROUND)
            return
    elif rules.has_last_round and player.trains <= rules.trigger_trains:
        if rules.equal_turns:  # U9 house rule: finish this round, then one final round
            position = (seat - d.first) % n
            d.final_turns = (n - 1 - position) + n
        else:
            d.final_turns = n
        d.emit(LastRoundStarted(seat, d.final_turns))
    d.current = (seat + 1) % n
    d.phase = Phase.TURN
    d.emit(TurnEnded(seat, d.current))
    if nobody_can_act(d):  # F9, and D3b for every game: a game nobody can move ends now
        finish(d, STALEMATE)


def end_now(d: Draft, reason: str) -> None:
    """End the game in the middle of play, counting the current turn as played (F7, F8)."""
    d.update(d.current, turns=d.players[d.current].turns + 1)
    finish(d, reason)


def finish(d: Draft, reason: str) -> None:
    """Mark the game over and score it."""
    d.phase = Phase.OVER
    d.end = reason
    d.result = final_score(d.freeze(), reason)
    d.emit(GameOver(reason, d.result))
