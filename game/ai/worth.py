"""What tickets and the longest path are worth to a computer player in this game, read from its rule
set: house rules may take away the minus points of an unfinished ticket (U10, A8) or change the bonus.
"""
from __future__ import annotations

from game.rules.settings import RuleSet

DONE_SHARE = 0.9       # a planning player completes about this share of the tickets it holds,
NET_SHARE = 0.8        # ... so with minus points it nets 0.9 - 0.1 of their points


def miss_cost(rules: RuleSet, points: int) -> int:
    """What an unfinished ticket of these points costs at the end: its points, or nothing without minus points."""
    return points if rules.unfinished_minus else 0


def net_share(rules: RuleSet) -> float:
    """The share of its tickets' points a planning player nets at the end (done less not done)."""
    return NET_SHARE if rules.unfinished_minus else DONE_SHARE


def path_value(rules: RuleSet, length: int) -> float:
    """What a route of this length growing this player's own network is worth toward the longest-path
    bonus (U10): a twentieth of the bonus a train, half a point with the rulebook's 10."""
    return length * rules.longest_path_bonus / 20
