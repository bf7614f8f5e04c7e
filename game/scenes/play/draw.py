"""Drawing of the play scene: the board with its marks (marks.py), the side panel (panel.py), one's hand
strip and ticket list (hand.py) and the buttons (buttons.py), in that order; the animations go on top
(frames.py).

Everything costly is kept as a picture (board and cars layer, player rows, status, hand, card faces);
a frame is a handful of blits. Private things (hand, tickets, payment) come from the shown view
(game/scenes/play/seen.py): while nobody's hand may be shown, that view holds none.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.scenes.play.buttons import button_faces
from game.scenes.play.hand import HandPainter
from game.scenes.play.kit import Kit
from game.scenes.play.marks import BoardMarks
from game.scenes.play.moment import Moment
from game.scenes.play.panel import PanelPainter
from game.scenes.play.seen import Seen
from game.scenes.play.spots import Spots
from game.view.hud import SeatInfo, Status
from game.view.move_pictures import LastMove


class Painter:
    """The still picture of the play screen, by its three parts: the board, the side panel, one's own things."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit, spots: Spots,
                 last_moves: Callable[[], list[LastMove | None]], undo_shown: Callable[[], bool]) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.undo_shown = undo_shown   # True while the Undo button stands in the hint's place
        self.board = BoardMarks(seen, moment, kit)
        self.panel = PanelPainter(seen, moment, kit, last_moves)
        self.hand = HandPainter(seen, moment, kit, spots)

    def seat_infos(self) -> list[SeatInfo]:
        """What each player row shows."""
        return self.panel.seat_infos()

    def status(self) -> Status:
        """What the status box says."""
        return self.panel.status()

    def refresh_buttons(self) -> None:
        """Set the buttons' faces from the moment."""
        button_faces(self.kit, self.seen, self.moment, self.undo_shown())

    def draw_still(self, surface: pygame.Surface) -> None:
        """Draw everything of the play screen but the animations (frames.py puts those on top)."""
        self.board.draw(surface)
        if self.moment.tickets_open and self.seen.hand_visible():
            self.hand.draw_tickets(surface)
        self.panel.draw(surface)
        self.hand.draw(surface)
        self.kit.buttons.draw(surface)
        self.panel.draw_ticket_count(surface)

    def forget_private(self, seat: int | None) -> None:
        """The device went to another seat: no picture of another seat's hand or tickets is kept."""
        self.hand.forget_private(seat)

    def forget_drawn(self) -> None:
        """Drop every kept picture of the screen (its size changed): each is drawn again when shown."""
        self.panel.forget()
        self.hand.forget()
