"""Property tests: random games of every game and player count, checked after every step.

CI plays a few games per game, player count and policy; the soak plays thousands:
    SOAK_GAMES=500 python -m pytest tests/rules -m soak   # default 2000 per game and player count
"""
import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from .boards import PLAYER_COUNTS, reference_board
from .randomplay import POLICIES, Depth, play_checked

CASES = [(g, n) for g, counts in PLAYER_COUNTS.items() for n in counts]
HOUSE = {"usa": {"equal_turns": True}, "amsterdam": {"equal_turns": True},
         "first_journey": {"deck_split": {"per_color": 9, "locomotives": 18}}}


@pytest.mark.parametrize("game,players", CASES)
@pytest.mark.parametrize("policy", sorted(POLICIES))
def test_random_games_keep_every_invariant(game, players, policy):
    """Cards and trains conserved, nothing negative, routes once, doubles limited (D5, U7, A5, F4),
    listing is pure, legal applies, refused changes nothing, score recomputes, saves round-trip,
    and the game ends."""
    board = reference_board(game)
    for seed in range(2):
        play_checked(board, players, 1000 * players + seed, policy, Depth())


@pytest.mark.parametrize("game", sorted(HOUSE))
def test_random_games_with_house_rules(game):
    """The house rules (U9 equal turns, F1 deck split) keep every invariant too."""
    board = reference_board(game)
    for seed, n in enumerate(PLAYER_COUNTS[game]):
        play_checked(board, n, 77 + seed, "kinds", Depth(), HOUSE[game])


SOAK_DEPTH = Depth(legal_sample=4, illegal_sample=12, save_every=1, yaml_every=25)


def soak_one(case: tuple[str, int, int]) -> None:
    """Play and check one soak game (in a worker process)."""
    game, players, seed = case
    policies = sorted(POLICIES)
    play_checked(reference_board(game), players, seed, policies[seed % len(policies)], SOAK_DEPTH)


@pytest.mark.soak
@pytest.mark.parametrize("game,players", CASES)
def test_soak(game, players):
    """Thousands of fully checked random games per game and player count, on every core."""
    games = int(os.environ.get("SOAK_GAMES", "2000"))
    cases = [(game, players, seed) for seed in range(games)]
    with ProcessPoolExecutor(max_workers=os.cpu_count()) as pool:
        list(pool.map(soak_one, cases, chunksize=8))
