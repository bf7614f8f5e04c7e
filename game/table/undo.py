"""Taking back a person's last move: the position kept before it, and whether the move showed anything hidden.

Before a person's action the session keeps the position as a save would (`snapshot()`: state,
moves, the computers' memories); the states are immutable, so that costs nothing. If the action
took no card, ticket or merchandise from a face-down pile, the way back stays open until anyone's
next action (or the end of the game).
"""
from __future__ import annotations

from dataclasses import replace

from game.rules import GameState
from game.saves.record import SavedGame
from game.value import Value


class UndoPoint(Value):
    """The position just before a person's move, and whose move it was."""

    __slots__ = ("saved", "actor")
    saved: SavedGame
    actor: int

    def __init__(self, saved: SavedGame, actor: int) -> None:
        self._set(saved=saved, actor=actor)


def reveals_nothing(before: GameState, after: GameState, actor: int) -> bool:
    """True if the move from `before` to `after` can be taken back without anyone having seen
    something hidden: no train card left the deck (a face-up slot refills from it, U3), no ticket
    left the ticket pile (a ticket completed under the children's rules draws one, F5) and none was offered,
    no merchandise card was taken (A6), the game goes on, and the mover changed something of
    their own (a pass, D3, changes only the turn count: there is nothing to take back)."""
    if after.over or after.deck != before.deck or after.face_up != before.face_up:
        return False
    if after.merchandise != before.merchandise:
        return False
    if after.ticket_deck[:len(before.ticket_deck)] != before.ticket_deck:   # given back ones go beneath (U6)
        return False
    if any(not set(now.offer) <= set(then.offer) for now, then in zip(after.players, before.players)):
        return False
    mine = before.players[actor]
    return replace(after.players[actor], turns=mine.turns) != mine
