"""Expert looks ahead late in a game: its own choice stands unless the game played out from deals of what
its seat cannot see, the same deals for every option, shows another surely better (docs/ai.md)."""
import copy

import pytest

from game.ai import expert, montecarlo, search
from game.ai.bot import Bot
from game.ai.players import make_player
from game.ai.race import count_now
from game.rules import apply, new_game, view_for
from game.rules.actions import DrawFromDeck, DrawTickets
from tests.rules.boards import reference_board

def expert_decisions(game: str, seed: int):
    """(view, expert player before choosing) at each of expert's decisions in a 2-player game against hard."""
    state = new_game(reference_board(game), ["expert", "hard"], seed)
    players = [make_player("expert", 1), make_player("hard", 2)]
    while not state.over:
        view = view_for(state, state.current)
        if state.current == 0:
            yield view, copy.deepcopy(players[0])
        state = apply(state, players[state.current].choose(view)).state


def own_choice(player: expert.ExpertPlayer, view):
    """What expert would play without looking ahead: the planning player's choice with expert's corrections."""
    return Bot.choose(copy.deepcopy(player), view)


def looked_ahead(game: str, view, base, known):
    """The choice looked ahead from `base` as expert's settings ask: on the compact model in USA, on the race
    model racing for a count in First Journey (F7), on the engine with hard in every seat in Amsterdam."""
    if game == "usa":
        return search.choose(view, base, known, expert.LOOK_SALT, expert.MODEL_BUDGET, keeps=False,
                             late=expert.MODEL_LATE)
    if game == "first_journey":
        return search.race(view, base, known, expert.LOOK_SALT, expert.RACE_TURNS, expert.RACE_FROM,
                           expert.RACE_DEALS)
    seed = montecarlo.decision_seed(view, expert.LOOK_SALT)
    return montecarlo.look_ahead(view, base, known, seed, expert.ENGINE_BUDGET, late_trains=expert.ENGINE_LATE)


@pytest.mark.parametrize("game, seed", [("usa", 1_000_026), ("amsterdam", 1_000_022), ("first_journey", 1_000_023)])
def test_expert_plays_what_the_look_ahead_chooses_from_its_own_choice(game, seed):
    """Every choice is the look-ahead's from expert's own; in USA its own stands until some player is down to
    MODEL_LATE trains, in First Journey until some player has completed RACE_FROM tickets; over a game the
    look-ahead changes at least one choice."""
    changed = 0
    for view, player in expert_decisions(game, seed):
        mine = copy.deepcopy(player).choose(view)
        base = own_choice(player, view)
        assert mine == looked_ahead(game, view, base, player.known) and mine in view.legal
        if game == "usa" and min(p.trains for p in view.players) > expert.MODEL_LATE:
            assert mine == base
        if game == "first_journey" and max(count_now(view, p.seat) for p in view.players) < expert.RACE_FROM:
            assert mine == base
        changed += mine != base
    assert changed >= 1


def test_the_look_ahead_never_puts_in_a_ticket_draw_of_its_own():
    """A late ticket draw is the planning player's own choice or none: the model keeps drawn tickets its own
    way, and draws the look-ahead put in failed too often near the end (docs/ai.md)."""
    checked = 0
    for view, _ in expert_decisions("usa", 1_000_024):
        if DrawTickets() in view.legal and min(p.trains for p in view.players) <= expert.MODEL_LATE:
            assert DrawTickets() not in search.candidates(view, DrawFromDeck())
            assert search.candidates(view, DrawTickets())[0] == DrawTickets()
            checked += 1
    assert checked >= 1
