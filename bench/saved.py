"""A saved USA game for the benchmark: one person and three computers, stopped at the person's turn."""
from __future__ import annotations

from pathlib import Path

from game.config import GameConfig, Seat

NAMES = ("Ann", "Bert", "Cleo", "Dan")
MOVES = 60          # about a dozen turns each: cars on the board, hands and tickets in play


def table(seed: int, people: int = 1) -> GameConfig:
    """A 4-player USA table; the first `people` seats are persons, the rest computers (medium)."""
    seats = tuple(Seat(name, computer=i >= people, color=i) for i, name in enumerate(NAMES))
    return GameConfig(game="usa", seats=seats, seed=seed)


def write_save(folder: Path, seed: int = 3, moves: int = MOVES, name: str = "bench.yaml") -> Path:
    """Play `moves` moves (the person's by an easy computer), go on to the person's turn, and save."""
    from game.ai.players import make_player
    from game.board.loader import load_board
    from game.rules import Phase, apply, new_game, view_for
    from game.saves import SaveFolder
    from game.saves.record import SavedGame, now

    config = table(seed)
    board = load_board(config.map_path)
    state = new_game(board, [s.name for s in config.seats], seed=seed)
    players = [make_player("easy" if i == 0 else s.level, seed * 1009 + i + 1) for i, s in enumerate(config.seats)]
    played = []
    while not state.over and (len(played) < moves or state.current != 0 or state.phase is not Phase.TURN):
        action = players[state.current].choose(view_for(state, state.current))
        state = apply(state, action).state
        played.append(action)
    memories = (None, *(p.memory() for p in players[1:]))
    saved = SavedGame(config=config, state=state, moves=tuple(played), memories=memories,
                      viewer=0, game_id="benchmark", saved_at=now())
    return SaveFolder(folder).write(name, saved, config.map_path)
