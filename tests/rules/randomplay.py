"""Random games with invariant checks after every step, shared by the property and soak tests."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules import (ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, GameState, KeepTickets,
                        Pass, SwapTickets, apply, legal_actions, new_game, to_data)
from game.rules import rng
from game.rules.actions import Action, kind
from game.rules.board import Board
from game.rules.state import Phase

from .helpers import check_invariants, check_save

MAX_STEPS = 20_000

# Policies: how a random player weighs the kinds of action (missing kinds weigh 1).
POLICIES = {
    "uniform": None,                                   # every legal action equally likely
    "kinds": {},                                       # every kind of action equally likely
    "hoarder": {"draw_deck": 20, "draw_face_up": 20},  # empties the deck and the discards
    "claimer": {"claim_route": 50},                    # runs out of trains fast
    "tickets": {"draw_tickets": 20, "swap_tickets": 20},
}


@dataclass
class Depth:
    """How much to check at each step (all of it in the soak, a sample in CI)."""

    legal_sample: int = 3     # other legal actions applied and checked at each step
    illegal_sample: int = 6   # made-up actions checked for consistent refusal
    save_every: int = 1       # save/load check every n steps
    yaml_every: int = 50      # through YAML text every n steps


def pick(actions: list[Action], policy: str, state: int) -> tuple[Action, int]:
    """A random action under a policy."""
    weights = POLICIES[policy]
    if weights is None:
        i, state = rng.below(state, len(actions))
        return actions[i], state
    groups: dict[str, list[Action]] = {}
    for a in actions:
        groups.setdefault(kind(a), []).append(a)
    names = list(groups)
    total = sum(weights.get(k, 1) for k in names)
    roll, state = rng.below(state, total)
    for k in names:
        roll -= weights.get(k, 1)
        if roll < 0:
            j, state = rng.below(state, len(groups[k]))
            return groups[k][j], state
    raise AssertionError("unreachable")


def made_up_actions(state: GameState, r: int, count: int) -> tuple[list[Action], int]:
    """Plausible actions, legal or not, to check that apply agrees with legal_actions."""
    table = state.table
    colors = list(table.card_types[:-1]) + [None, "purple"]
    out: list[Action] = [DrawFromDeck(), DrawTickets(), SwapTickets(), Pass()]
    for _ in range(count):
        k, r = rng.below(r, 4)
        if k == 0:
            slot, r = rng.below(r, 8)
            out.append(DrawFaceUp(slot - 1))
        elif k == 1:
            ri, r = rng.below(r, len(table.route_ids) + 1)
            ci, r = rng.below(r, len(colors))
            li, r = rng.below(r, 8)
            route = table.route_ids[ri] if ri < len(table.route_ids) else "nowhere"
            out.append(ClaimRoute(route, colors[ci], li - 1))
        else:
            offer = state.player.offer or table.ticket_ids[:3]
            mask, r = rng.below(r, 1 << len(offer))
            out.append(KeepTickets(tuple(t for i, t in enumerate(offer) if mask >> i & 1)))
    return out, r


def check_step(state: GameState, board: Board, step: int, r: int, depth: Depth) -> tuple[list[Action], int]:
    """Check one state thoroughly; return its legal actions."""
    check_invariants(state)
    before = to_data(state)
    legal = legal_actions(state)
    assert legal or state.over, "a game that is not over always has an action (D3)"
    assert legal == legal_actions(state), "listing legal actions must be repeatable"
    assert to_data(state) == before, "listing legal actions must change nothing"
    assert len(set(legal)) == len(legal), "no legal action is listed twice"
    if state.phase is Phase.TURN and legal == [Pass()]:
        assert apply(state, Pass()).ok
    for _ in range(min(depth.legal_sample, len(legal))):
        i, r = rng.below(r, len(legal))
        result = apply(state, legal[i])
        assert result.ok, f"legal {legal[i]!r} refused: {getattr(result, 'reason', '')}"
        check_invariants(result.state)
    tries, r = made_up_actions(state, r, depth.illegal_sample)
    legal_set = set(legal)
    for action in tries:
        result = apply(state, action)
        assert result.ok == (action in legal_set), f"{action!r}: apply and legal_actions disagree"
        if not result.ok:
            assert result.reason, "a refusal must say why"
    assert to_data(state) == before, "refused actions must leave the state unchanged"
    if step % depth.save_every == 0:
        check_save(state, board, via_yaml=step % depth.yaml_every == 0)
    return legal, r


def play_checked(board: Board, players: int, seed: int, policy: str, depth: Depth,
                 house_rules: dict | None = None) -> GameState:
    """Play one random game, checking every step; return the final state."""
    state = new_game(board, [f"P{i}" for i in range(players)], seed, house_rules)
    r = rng.derive(seed, 99)
    step = 0
    while not state.over:
        assert step < MAX_STEPS, "the game must end"
        legal, r = check_step(state, board, step, r, depth)
        action, r = pick(legal, policy, r)
        result = apply(state, action)
        assert result.ok
        state = result.state
        step += 1
    check_invariants(state)
    check_save(state, board, via_yaml=True)
    assert legal_actions(state) == []
    return state
