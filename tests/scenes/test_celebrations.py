"""Celebrations (a completed ticket, Coast to Coast, the end) are short, can be tapped away, and
never stand in the next player's way: a tap on one sends it off; a tap beside it still plays."""

import pytest

from game.rules import events as ev
from game.view.anim import Banner
from tests.scenes.test_play_support import mia_against_a_computer, stand_ins, tap

_stand_ins = pytest.fixture(autouse=True)(stand_ins)


def mias_turn():
    """Mia's fresh First Journey turn at normal pace, with a listening voice."""
    return mia_against_a_computer()


def cheer(app, scene):
    """Mia's first ticket celebrated as if just completed (F5); the banner once it shows."""
    scene.effects.show((ev.TicketCompleted(seat=0, ticket=scene.state.players[0].tickets[0]),))
    for _ in range(30):
        app.step([], 1 / 60)
    return next(t for t in scene.anim.running if isinstance(t, Banner))


def test_a_tap_on_the_celebration_sends_it_away_and_chooses_nothing():
    """The banner and its sparks go at once; the tap is not a tap on what lies under it."""
    app, scene = mias_turn()
    banner = cheer(app, scene)
    before = scene.state
    tap(app, banner.shown_at.center)
    assert not any(isinstance(t, Banner) for t in scene.anim.running)
    assert scene.state is before and scene.selected is None and scene.refused is None


def test_a_celebration_ends_by_itself_within_three_seconds_and_a_tap_beside_it_plays():
    """Untouched, the banner is gone within three seconds; meanwhile the deck can be tapped."""
    app, scene = mias_turn()
    banner = cheer(app, scene)
    before = scene.state
    tap(app, scene.button_rect("deck").center)     # beside the banner: the next move is not held up
    assert scene.state is not before
    for _ in range(180):
        if not any(isinstance(t, Banner) for t in scene.anim.running):
            break
        app.step([], 1 / 60)
    else:
        raise AssertionError("the celebration was still showing after three seconds")
    assert banner.finished
