"""First Journey's hint button lights the next track for one of the child's tickets: green when the
hand can pay for it now, yellow with the cards it needs when not yet. Following the hints joins
tickets (F5)."""

import pygame
import pytest

from game.board.loader import load_board
from game.rules import DrawFromDeck, Phase, apply, new_game
from game.rules import claim_options, view_for
from game.ai.hint import hint_for
from game.view import theme
from tests.conftest import MAPS
from tests.scenes.test_play_support import mia_against_a_computer, render, stand_ins, tap

_stand_ins = pytest.fixture(autouse=True)(stand_ins)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_child_who_follows_the_hints_completes_tickets(seed):
    """Claim the hinted track whenever it can be paid for, else take cards: tickets get done."""
    state = new_game(load_board(MAPS / "first_journey.tmx"), ["Mia", "Leo"], seed=seed)
    hinted = 0
    for _ in range(400):
        if state.over:
            break
        hint = hint_for(view_for(state, state.current)) if state.phase is Phase.TURN else None
        action = DrawFromDeck()
        if hint is not None:
            hinted += 1
            assert state.owner(hint.route) is None
            assert hint.payable == bool(claim_options(view_for(state, state.current), hint.route))
            if hint.payable:
                action = claim_options(view_for(state, state.current), hint.route)[0]
        result = apply(state, action)
        if not hasattr(result, "state"):   # no card left to draw: the game is nearly stuck (F9)
            break
        state = result.state
    done = sum(len(p.completed) for p in state.players)
    assert hinted > 20 and done >= 4   # both children complete tickets by following the hints alone


def test_the_hint_button_lights_a_track_and_says_so():
    """A tap on Hint: nothing is played, the voice says "Look, this track!", the track's outline
    shows in green (payable) or yellow (not yet); the next move puts it out."""
    app, scene = mia_against_a_computer()
    plain = render(app)
    before = scene.table.state
    tap(app, scene.button_rect("highlight").center)
    assert scene.table.state is before and scene.moment.hint is not None and app.voice.said[-1] == "hint"
    for _ in range(600):
        if not scene.anim.busy():
            break
        app.step([], 1 / 60)
    lit = render(app)
    colour = theme.GOOD if scene.moment.hint.payable else theme.ACCENT
    x, y = scene.route_point(scene.moment.hint.route)
    near = pygame.Rect(0, 0, 160, 160)
    near.center = (x, y)
    near = near.clip(scene.board_layer.area)
    glowing = sum(tuple(lit.get_at((px, py)))[:3] == colour and tuple(plain.get_at((px, py)))[:3] != colour
                  for px in range(near.left, near.right) for py in range(near.top, near.bottom))
    assert glowing > 20
    tap(app, scene.button_rect("deck").center)   # the draw begins: its cards wait their beat face down
    assert scene.held.holding() and scene.moment.hint is None
