"""Every computer level, and the stand-ins, replays a seed move for move on a busy machine and under
another hash seed: their thinking is bounded by work, never by the clock or by the order of a set.

Each level plays one game of each board against itself in this process; then a second Python process,
with a different PYTHONHASHSEED, plays the same games while other processes keep every core busy.
The two runs' moves (a hash of every action of each game) must be equal.
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from game.ai.players import LEVELS, STAND_INS, make_player
from game.rules import apply, new_game, view_for

from tests.ai.load import busy
from tests.rules.boards import reference_board

ROOT = Path(__file__).resolve().parents[2]
GAMES = (("usa", 2, 1_000_100), ("amsterdam", 3, 1_000_101), ("first_journey", 2, 1_000_102))
SPINNERS_PER_CORE = 1    # a busy process per core: the second run gets half a core or less
MOST_SPINNERS = 8
WATCHDOG = 600           # seconds: far beyond need, only to end a real hang


def moves_hash(level: str, game: str, players: int, seed: int) -> str:
    """A hash of every action of a game of this level against itself on this seed."""
    state = new_game(reference_board(game), [level] * players, seed)
    bots = [make_player(level, seed * 10 + seat) for seat in range(players)]
    digest = hashlib.sha256()
    while not state.over:
        action = bots[state.current].choose(view_for(state, state.current))
        digest.update(repr(action).encode())
        state = apply(state, action).state
    return digest.hexdigest()


def all_hashes() -> dict[str, str]:
    """The hash of each level's game on each board, by "level game"."""
    return {f"{level} {game}": moves_hash(level, game, players, seed)
            for level in LEVELS + STAND_INS for game, players, seed in GAMES}


def test_every_level_plays_the_same_moves_under_load_and_another_hash_seed():
    """Same seeds, same moves: quiet in this process, busy in another with its own hash seed."""
    quiet = all_hashes()
    hash_seed = "54321" if os.environ.get("PYTHONHASHSEED") == "12345" else "12345"   # not this process's
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    code = "import json; from tests.ai.test_every_level_replays import all_hashes; print(json.dumps(all_hashes()))"
    with busy(SPINNERS_PER_CORE, MOST_SPINNERS):
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=WATCHDOG, check=False)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(loaded) == set(quiet)
    differing = sorted(key for key in quiet if loaded[key] != quiet[key])
    assert differing == [], f"games that played differently busy and under another hash seed: {differing}"
