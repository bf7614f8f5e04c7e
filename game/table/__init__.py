"""The table: one game without a screen (game/table/session.py), which any screen joins as a listener."""
from game.table.record import Move, MoveRecord, record_of
from game.table.session import ACTION_GAP, END_PAUSE, FIRST_PAUSE, UNDO_GRACE, Listener, Published, TableSession
from game.table.undo import UndoPoint, reveals_nothing

__all__ = ["ACTION_GAP", "END_PAUSE", "FIRST_PAUSE", "Listener", "Move", "MoveRecord", "Published", "TableSession",
           "UNDO_GRACE", "UndoPoint", "record_of", "reveals_nothing"]
