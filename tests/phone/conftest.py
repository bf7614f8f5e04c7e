"""Shared fixtures of the phone tests: tables whose person seats play from real WebSocket clients."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.phone.players import NetTable, human_pace

# A whole game of each kind: the board, its computer seats, how many seats (every other seat a phone).
GAMES = {"north_america": ("usa", (4,), 5), "amsterdam": ("amsterdam", (), 4),
         "first_journey": ("first_journey", (), 4), "first_journey_mixed": ("first_journey", (1,), 3)}


@pytest.fixture
def tables() -> Iterator[Callable[..., NetTable]]:
    """Makes tables listening for phones (NetTable's arguments); every one is closed after the test."""
    made: list[NetTable] = []

    def make(*args: Any, **options: Any) -> NetTable:
        """A new table, to be closed after the test."""
        table = NetTable(*args, **options)
        made.append(table)
        return table
    yield make
    for table in made:
        table.close()


@pytest.fixture(scope="session")
def played() -> Callable[[str], NetTable]:
    """Plays a whole game of a kind of GAMES once per run, every person seat from its phone, at a person's
    pace; the closed table keeps every state and every message for the tests that read them."""
    done: dict[str, NetTable] = {}

    def play(kind: str) -> NetTable:
        """The played game of this kind (played now if it was not yet)."""
        if kind not in done:
            game, computers, players = GAMES[kind]
            table = NetTable(game, computers, players)
            try:
                with human_pace():
                    table.start()
                    table.play(random.Random(kind))
            finally:
                table.close()
            done[kind] = table
        return done[kind]
    return play
