"""What a table session keeps of its game: the position for a save, and the finished game for the history."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, Sequence

from game.config import GameConfig
from game.rules import Action, GameState, PlayerView
from game.saves import history_writing
from game.saves.history import played
from game.saves.record import SavedGame, now


class Computer(Protocol):
    """A computer player (game/ai/players.py): chooses from its seat's view, and can remember across a save."""

    def choose(self, view: PlayerView) -> Action:
        """The action this player takes in this position."""

    def memory(self) -> Any:
        """What the player remembers, as plain data for a save."""

    def recall(self, data: Any) -> None:
        """Take up what a save says the player remembered."""


class Saver(Protocol):
    """Where positions go (game/saves/autosave.py): written on its own thread, the game never waiting."""

    problem: str | None   # why saving does not work now, in words

    def save(self, saved: SavedGame, map_file: Path, first: bool = False) -> None:
        """Write this position (the newest given wins)."""

    def later(self, job: Callable[[], object]) -> None:
        """Run this job on the saver's thread after what it was given before."""

    def flush(self) -> Any:
        """Wait until what was given is written."""


def snapshot(config: GameConfig, state: GameState, moves: Sequence[Action], computers: Mapping[int, Computer],
             shown: int | None, game_id: str, phones: tuple[tuple[int, str, bool], ...] = ()) -> SavedGame:
    """The game as it stands, for a save: the computers' memories with it, the seat the shared screen shows,
    and the seats offered to phones."""
    memories = tuple(computers[i].memory() if i in computers else None for i in range(len(config.seats)))
    return SavedGame(config=config, state=state, moves=tuple(moves), memories=memories, viewer=shown,
                     game_id=game_id, saved_at=now(), phones=phones)


def record_history(path: Path, state: GameState, config: GameConfig, game_id: str, saver: Saver | None) -> None:
    """Give a finished game to the history at `path`: on the saver's thread when there is one, so the end
    of a game never waits for the disk; nothing for a demo (every seat a computer)."""
    entry = played(state, config, game_id)
    if entry is None:
        return
    if saver is not None:
        saver.later(lambda: history_writing.record(path, entry))
    else:
        history_writing.record(path, entry)
