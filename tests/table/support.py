"""What the table tests share: tables of seats, a listener that keeps what it is told, a saver that keeps
what it is given, and whole games driven through the session alone (no screen, no pygame)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from game.config import GameConfig, Seat
from game.rules import Applied, PlayerView, new_game
from game.saves.record import SavedGame
from game.table import Published, TableSession
from tests.rules.boards import reference_board

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve")
WATCHDOG = 60.0   # seconds: far beyond any choice, only a hung player reaches it


def config_for(game: str, players: int, seed: int = 3, people: int = 0, level: str = "random",
               **table: Any) -> GameConfig:
    """A table of `players` seats, the first `people` of them persons, the others computers of `level`."""
    seats = tuple(Seat(NAMES[i], computer=i >= people, color=i, level=level) for i in range(players))
    return GameConfig(game, seats, seed=seed, **table)


def deal(config: GameConfig):
    """The first position of a table's game, dealt as the session deals it (the test boards are loaded once)."""
    return new_game(reference_board(config.game), [s.name for s in config.seats], seed=config.seed,
                    house_rules=config.house_rules, first=config.first)


@dataclass
class Watcher:
    """A listener at one seat (None: a shared screen) keeping everything it is told."""

    seat: int | None
    moves: list[Published] = field(default_factory=list)
    restores: list[PlayerView] = field(default_factory=list)

    def applied(self, move: Published) -> None:
        """Keep an applied move."""
        self.moves.append(move)

    def restored(self, view: PlayerView) -> None:
        """Keep the view after moves were taken back."""
        self.restores.append(view)


@dataclass
class KeptSaver:
    """A saver keeping every position given, and the jobs given for later (run when the test says)."""

    problem: str | None = None
    saved: list[tuple[SavedGame, Path, bool]] = field(default_factory=list)
    jobs: list[Callable[[], object]] = field(default_factory=list)
    flushes: int = 0

    def save(self, saved: SavedGame, map_file: Path, first: bool = False) -> None:
        """Keep the position."""
        self.saved.append((saved, map_file, first))

    def later(self, job: Callable[[], object]) -> None:
        """Keep the job."""
        self.jobs.append(job)

    def flush(self) -> bool:
        """Count the flush."""
        self.flushes += 1
        return True

    @property
    def last(self) -> SavedGame:
        """The last position given."""
        return self.saved[-1][0]


def play(session: TableSession, seed: int = 0, actions: int = 5_000) -> list[Applied]:
    """Play on through the session until the game ends or `actions` actions are made: computers by step() (their
    choice waited for), each person by submit() with one of their legal actions, drawn by a seeded generator.
    The applied results, in order."""
    choose = random.Random(seed)
    applied: list[Applied] = []
    while not session.over and len(applied) < actions:
        seat = session.state.current
        if session.is_computer(seat):
            session.tick(60.0)   # past any pause: the pacing is tested on its own
            session.think()
            session.thinker.wait(WATCHDOG)   # on the choice itself; the bound only catches a real hang
            result = session.step(wait=True)
        else:
            result = session.submit(seat, choose.choice(session.view(seat).legal))
        assert isinstance(result, Applied), result
        applied.append(result)
    return applied


def play_whole(session: TableSession, seed: int = 0) -> list[Applied]:
    """Play the game to its end through the session (as `play`); the applied results, in order."""
    applied = play(session, seed)
    assert session.over, "the game did not end"
    return applied
