"""Games for the save tests: whole seeded games of computer players, kept as a save at every step."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.ai.players import LEVELS, make_player
from game.config import MAPS, GameConfig, Seat
from game.rules import apply, new_game, view_for
from game.saves.reading import dump_yaml, parse_yaml
from game.saves.record import SavedGame, document, parse_save

from tests.rules.boards import PLAYER_COUNTS, reference_board

GAMES = ("usa", "amsterdam", "first_journey")


def table(game: str, seed: int, players: int | None = None) -> GameConfig:
    """A table of computer players of mixed levels, its size and first player varied by the seed."""
    counts = PLAYER_COUNTS[game]
    n = players or counts[seed % len(counts)]
    seats = tuple(Seat(f"P{i}", computer=True, color=i, level=LEVELS[(seed + i) % len(LEVELS)]) for i in range(n))
    return GameConfig(game=game, seats=seats, first=None if seed % 3 else seed % n, seed=seed)


def players_of(config: GameConfig) -> dict[int, object]:
    """The computer players of a table, seeded as the play scene seeds them."""
    return {i: make_player(s.level, config.seed * 1009 + i + 1) for i, s in enumerate(config.seats)}


def snapshot(config, state, moves, players) -> SavedGame:
    """The save of this moment, as the play scene makes it."""
    memories = tuple(players[i].memory() for i in range(len(config.seats)))
    return SavedGame(config=config, state=state, moves=tuple(moves), memories=memories, game_id="test",
                     saved_at="2026-11-24 10:00:00")


def record(config: GameConfig, max_moves: int = 5000) -> list[SavedGame]:
    """Every save of a whole game, from the deal to the end."""
    board = reference_board(config.game)
    state = new_game(board, [s.name for s in config.seats], config.seed, config.house_rules, config.first)
    players = players_of(config)
    moves: list = []
    saves = [snapshot(config, state, moves, players)]
    while not state.over and len(moves) < max_moves:
        action = players[state.current].choose(view_for(state, state.current))
        state = apply(state, action).state
        moves.append(action)
        saves.append(snapshot(config, state, moves, players))
    return saves


@lru_cache(maxsize=None)
def recorded(game: str, seed: int) -> tuple[SavedGame, ...]:
    """Every save of the game at `table(game, seed)`, played once per test run for all the tests that read it."""
    return tuple(record(table(game, seed)))


def play_on(saved: SavedGame) -> SavedGame:
    """A saved game played on to its end by the same computer players, taking up their memories."""
    players = players_of(saved.config)
    for seat, memory in enumerate(saved.memories):
        players[seat].recall(memory)
    state, moves = saved.state, list(saved.moves)
    while not state.over:
        action = players[state.current].choose(view_for(state, state.current))
        state = apply(state, action).state
        moves.append(action)
    return snapshot(saved.config, state, moves, players)


def round_trip(saved: SavedGame, maps: Path = MAPS) -> SavedGame:
    """A save written as YAML text and read back through every check."""
    text = dump_yaml(document(saved, maps / f"{saved.config.game}.tmx"))
    return parse_save(parse_yaml(text.encode("utf-8")), maps)
