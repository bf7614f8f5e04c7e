"""A small deterministic random generator (SplitMix64) whose whole state is one int.

The state lives in the game state, so a saved game replays exactly on every machine and
Python version; nothing here depends on `random.Random` internals.
"""
from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a seed (any int, negative ones included)."""
    return seed & MASK


def next_u64(state: int) -> tuple[int, int]:
    """A 64-bit random number and the next state."""
    state = (state + GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """An unbiased random int in [0, n) and the next state (rejection sampling)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = (1 << 64) - (1 << 64) % n
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def shuffled(items: Sequence[T], state: int) -> tuple[tuple[T, ...], int]:
    """The items in a random order (Fisher-Yates) and the next state."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state


def derive(seed: int, *salt: int) -> int:
    """A generator state for a sub-stream (a computer player, a game of a series)."""
    state = seed_state(seed)
    for s in salt:
        value, state = next_u64(state ^ (s & MASK))
        state = value
    return state
