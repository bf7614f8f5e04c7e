"""The play scene's last word on a game: the finished game goes into the history (game/saves/history.py)."""
from __future__ import annotations

from typing import Any

from game.saves.history import HISTORY, played
from game.saves.history_writing import record


def record_history(scene: Any) -> None:
    """Give the finished game to the history, written on the autosaver's thread so the end never waits for the disk."""
    app = getattr(scene, "app", None)
    saves = getattr(app, "saves", None)
    entry = played(scene.state, scene.config, scene.game_id) if saves is not None else None
    if entry is None:   # no saves folder, or a demo: every seat a computer
        return
    path = saves.file(HISTORY)
    saver = getattr(app, "autosaver", None)
    if saver is not None:
        saver.later(lambda: record(path, entry))
    else:
        record(path, entry)
