"""After a claim that can be taken back, the Undo button stays in the hint's place until the turn passes
on: until the next player's move (a computer's too: its move ends it, nothing else does), or until the
next person takes the device (the pass screen, which offers Undo meanwhile, is dismissed). No timer
of its own ends it (docs/rules.md, "Taking a move back").

Driven through App.step with taps where a player would tap, at normal pace, headless; time passes in
loop turns of a given length (the scene's clock), never by the wall's.
"""
from __future__ import annotations


import pytest

from game.config import GameConfig, Seat
from game.scenes.overlays.pass_device import PassOverlay
from game.table.session import ACTION_GAP
from game.table.session import UNDO_GRACE
from tests.scenes.test_play_support import idle, tap
from tests.scenes.test_undo import app, claim_by_taps, mia_and_bot, pass_screen, play, quiet_claim  # noqa: F401

FIVE_MINUTES = 600   # loop turns of half a second, the longest the app's loop sleeps without input


def claimed(app, config: GameConfig):
    """A game at normal pace in which the first person has just made a claim that can be taken back;
    the scene, the position before it and where Hint stood."""
    scene = play(app, config)
    claim = quiet_claim(app, scene)
    before, hint = scene.table.state, scene.button_rect("highlight")
    claim_by_taps(app, scene, claim.route)
    assert scene.button_rect("undo") == hint
    return scene, before, hint


@pytest.mark.parametrize("fps", [60, 20])
def test_with_a_computer_next_undo_stays_until_the_computer_moves(app, fps):
    """Every loop turn shows Undo where Hint was until the very turn in which the computer moves, which
    comes no sooner than its usual pause and the grace after a move that can be taken back."""
    scene, _, hint = claimed(app, mia_and_bot())
    moves, start = len(scene.table.moves), scene.clock
    for _ in range(5000):
        if scene.table.thinker.busy:
            scene.table.thinker.wait(60)   # its own thread thinks by work; the loop counts steps, not naps
            continue
        app.step([], 1 / fps)
        if len(scene.table.moves) > moves:
            break
        assert scene.button_rect("undo") == hint and scene.kit.buttons.buttons[1].rect == hint
    else:
        raise AssertionError("the computer never moved")
    assert scene.clock - start + 0.05 >= (ACTION_GAP + UNDO_GRACE) * scene.pace
    assert scene.button_rect("undo") is None


def test_at_a_table_playing_together_undo_stays_until_the_next_person_moves(app):
    """Mia and Dad on one screen: five minutes after Mia's claim Undo still stands where Hint was. Dad's
    tap on the deck is the next move: from then on Undo is his draw's, and Mia's claim stays made."""
    config = GameConfig("first_journey", (Seat("Mia", color=1), Seat("Dad", color=0)), first=0, seed=5,
                        together=True)
    scene, _, hint = claimed(app, config)
    owner = scene.table.state.owners
    for _ in range(FIVE_MINUTES):
        app.step([], 0.5)
        assert scene.button_rect("undo") == hint
    assert scene.viewer == 1 and scene.my_turn()
    after_claim = scene.table.state
    tap(app, scene.button_rect("deck").center)
    assert scene.held.holding() and scene.button_rect("undo") == hint
    tap(app, scene.button_rect("undo").center)
    idle(app, 30)
    assert scene.table.state is after_claim and scene.table.state.owners == owner and scene.button_rect("undo") is None


def test_on_one_device_undo_stays_until_the_pass_screen_is_dismissed(app):
    """Ann and Ben passing the device: Undo stays where Hint was until the pass screen comes; there it is
    offered in that same place however long Ben takes to come; once he shows his cards it is gone (his turn
    has begun)."""
    config = GameConfig("first_journey", (Seat("Ann", color=0), Seat("Ben", color=3)), first=0, seed=5)
    scene, before, hint = claimed(app, config)
    for _ in range(600):
        if isinstance(app.stack.top, PassOverlay):
            break
        assert scene.button_rect("undo") == hint
        idle(app)
    pass_screen(app)
    overlay = app.stack.top
    for _ in range(FIVE_MINUTES):
        app.step([], 0.5)
    assert app.stack.top is overlay and overlay.button_rect("undo") == hint and scene.undo_shown()   # in place
    tap(app, overlay.button_rect("ready").center)
    idle(app, 3)
    assert scene.viewer == 1 and scene.button_rect("undo") is None and scene.table.state is not before
