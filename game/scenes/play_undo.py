"""Taking back a person's last move: a claim or a ticket choice that showed nothing hidden.

Before a person's action the scene keeps the position as a save would (`snapshot()`: state,
moves, the computers' memories); the states are immutable, so that costs nothing. If the
action took no card, ticket or merchandise from a face-down pile, the way back stays open until
anyone's next action (or the end of the game), and the next computer waits a little longer so
that a child can find the Undo button. Undoing puts that position back whole: the state, the
moves a save replays, the computers' memories, the cars on the board, the person's own view.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.ai.players import make_player
from game.ai.thinker import Thinker
from game.rules import GameState
from game.saves.record import SavedGame

UNDO_GRACE = 3.0   # seconds more the next computer waits after a move that can be taken back


@dataclass(frozen=True)
class UndoPoint:
    """The position just before a person's move, and what the screen said then."""

    saved: SavedGame
    actor: int
    log: tuple[str, ...]


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


class PlayUndo:
    """Mixin of PlayScene: keeping the way back from a person's move, and taking it."""

    state: Any
    _undo: UndoPoint | None = None

    def undo_before(self) -> UndoPoint | None:
        """The position before an action of the player to move, if a person's move may be taken back here."""
        if not self.config.undo_on or self.is_computer(self.state.current):
            return None
        return UndoPoint(self.snapshot(), self.state.current, tuple(self.log))

    def undo_after(self, point: UndoPoint | None) -> None:
        """After an applied action: keep the way back if it showed nothing hidden, and give the next
        computer time to let it be used; an older way back is gone (someone has moved since)."""
        self._undo = None
        if point is None or not reveals_nothing(point.saved.state, self.state, point.actor):
            return
        self._undo = point
        if self.is_computer(self.state.current):
            self.ready_at += UNDO_GRACE * self.pace

    def undo_offered(self) -> bool:
        """True if the Undo button is shown: a move may be taken back and the screen is the mover's
        (or nobody's yet: the next person has not taken the device), or every hand is shown anyway."""
        point = self._undo
        return point is not None and not self.state.over and (
            self.viewer in (None, point.actor) or self.config.together)

    def undo(self) -> bool:
        """Put back the position before the last move that may be taken back; False if there is none."""
        if not self.undo_offered():
            return False
        point, self._undo = self._undo, None
        assert point is not None
        saved = point.saved
        self.anim.finish_all()   # falling cars land, flights end: the board is painted again below
        self.state = saved.state
        del self.moves[len(saved.moves):]
        self.forget_moves()   # the record of what everyone saw forgets it too (play_away.py)
        for seat, memory in enumerate(saved.memories):
            if seat in self.computers and memory is not None:
                # A new player: one still thinking about the undone position changes only the old one.
                # Its seed does not matter: recall() sets all a player remembers (as a loaded save does).
                player = make_player(self.config.seats[seat].level, 0)
                player.recall(memory)
                self.computers[seat] = player
        self.thinker = Thinker()   # an answer for the undone position is never taken
        self.viewer = point.actor
        self.log.clear()
        self.log.extend(point.log)
        self.selected = self.hint = self.refused = self.note = None
        self.tickets_open = False
        self.in_flight.clear()
        self.ready_at = self.clock
        self._paint_claims_again()
        self.autosave()
        self.refresh_buttons()
        self.redraw()
        return True

    def _paint_claims_again(self) -> None:
        """Every board layer shows the claimed routes of the restored position, and no others."""
        for layer in (self.views.whole, self.views.near):
            if layer is None:
                continue
            layer.clear_cars()
            for route_id, seat in self.claimed():
                layer.paint_route(route_id, seat)
