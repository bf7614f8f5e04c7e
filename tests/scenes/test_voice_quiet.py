"""The children's voice greets a child as the pass screen appears, and stops nagging: an unanswered
prompt comes back twice at most, then waits for a touch or the next turn. Time here is the scenes'
own clock, stepped as the app's loop steps it; nothing waits on the wall clock."""
import pytest

from game.app import MAX_SLEEP_MS
from game.audio.repeats import AGAIN
from game.config import GameConfig, Seat
from game.rules import Phase
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.voice import HELP_AFTER, REPEAT
from tests.scenes.test_play_support import (Listener, answer_overlays, fresh_app, fresh_turn, idle, stand_ins,
                                          start, tap)

_stand_ins = pytest.fixture(autouse=True)(stand_ins)
STEP = 0.016      # one loop turn while something is due at once
FIVE_MINUTES = 300.0


def untouched(app, seconds):
    """Let `seconds` of the scenes' time pass with no input, as the app's loop does: it sleeps until the
    top scene's wake time (half a second at most) and then runs one turn with the time slept."""
    left = seconds
    while left > 0:
        wake = app.stack.wake()
        nap = MAX_SLEEP_MS / 1000 if wake is None else min(max(wake, STEP), MAX_SLEEP_MS / 1000)
        dt = min(left, nap)
        app.step([], dt)
        left -= dt


def children(seed=3):
    """Mia (red) and Leo (blue) share the device in First Journey, with a listening voice."""
    app = fresh_app()
    ear = app.voice = Listener()
    scene = start(app, GameConfig("first_journey", (Seat("Mia", color=1), Seat("Leo", color=2)), first=0, seed=seed),
                  pace=1.0)
    return app, ear, scene


def until_pass_screen(app, scene):
    """Loop turns until the pass screen is up (the device goes to the player to move)."""
    for _ in range(200):
        if isinstance(app.stack.top, PassOverlay):
            return app.stack.top
        idle(app)
    raise AssertionError("no pass screen came")


def test_the_pass_screen_greets_the_child_before_any_tap():
    """"Red train, your turn!" is said as "Pass to Mia" appears; after the tap it is not said again for the
    same turn, and what a turn can be follows as before."""
    app, ear, scene = children()
    overlay = until_pass_screen(app, scene)
    greeting = f"turn_{scene.voice.colour_name(overlay.seat)}"
    assert ear.said == [greeting]            # before anyone touched anything
    untouched(app, 5.0)                      # a child looks at the screen for a while
    assert ear.said == [greeting]
    tap(app, overlay.button_rect("ready").center)
    assert app.stack.top is scene and scene.viewer == overlay.seat
    untouched(app, HELP_AFTER / 2)
    assert ear.said == [greeting]            # not a second time after the tap
    untouched(app, HELP_AFTER)
    assert ear.said == [greeting, "turn_help"]


def test_an_untouched_turn_is_prompted_three_times_in_five_minutes_then_quiet():
    """Nobody touches the screen for five minutes: the turn's prompt and what to do are each said three times
    in all (the first time and two repeats), then the loop may sleep: nothing more is due."""
    app, ear, scene = children()
    tap(app, until_pass_screen(app, scene).button_rect("ready").center)
    untouched(app, FIVE_MINUTES)
    greeting = f"turn_{scene.voice.colour_name(scene.table.state.current)}"
    assert ear.said.count(greeting) == 1 + AGAIN == 3
    assert ear.said.count("turn_help") == 3 and len(ear.said) == 6
    assert scene.wake() is None


def test_a_child_alone_with_a_computer_is_not_nagged_either():
    """With one person (no pass screen), an untouched turn's prompt also comes three times at most."""
    app = fresh_app()
    ear = app.voice = Listener()
    scene = start(app, GameConfig("first_journey", (Seat("Mia", color=1), Seat("Bot", computer=True, color=0)),
                                  first=0, seed=3))
    fresh_turn(app, scene)
    untouched(app, FIVE_MINUTES)
    assert ear.said.count("turn_red") == 3 and ear.said.count("turn_help") == 3


def test_an_untouched_pass_screen_greets_three_times_in_five_minutes():
    """"Pass to Mia" left alone: the greeting comes back twice, then the screen stays quiet."""
    app, ear, scene = children()
    overlay = until_pass_screen(app, scene)
    untouched(app, FIVE_MINUTES)
    assert app.stack.top is overlay
    assert ear.said == [f"turn_{scene.voice.colour_name(overlay.seat)}"] * 3
    assert overlay.wake() is None


def test_a_touch_after_the_quiet_lets_the_prompt_come_again():
    """After the quiet, one touch on the board: the prompt comes back after the usual while, twice at most,
    counted from the touch."""
    app, ear, scene = children()
    tap(app, until_pass_screen(app, scene).button_rect("ready").center)
    greeting = f"turn_{scene.voice.colour_name(scene.table.state.current)}"
    untouched(app, FIVE_MINUTES)
    assert ear.said.count(greeting) == 3
    tap(app, (2, 2))                          # a touch that chooses nothing
    untouched(app, REPEAT - 1.0)
    assert ear.said.count(greeting) == 3      # not yet: the quiet while starts again with the touch
    untouched(app, 1.5)
    assert ear.said.count(greeting) == 4
    untouched(app, FIVE_MINUTES)
    assert ear.said.count(greeting) == 3 + AGAIN   # the touch allows two repeats again, then it is quiet
    assert ear.said[-2:] == [greeting, "turn_help"] and scene.wake() is None
    assert scene.table.state.current == scene.viewer   # the same turn all along


def test_the_next_turn_greets_again_after_the_quiet():
    """The quiet lasts only for its turn: the next child's pass screen greets them as usual."""
    app, ear, scene = children()
    tap(app, until_pass_screen(app, scene).button_rect("ready").center)
    untouched(app, FIVE_MINUTES)
    first = scene.table.state.current
    tap(app, scene.button_rect("deck").center)   # a First Journey draw takes the turn
    overlay = until_pass_screen(app, scene)
    assert overlay.seat != first
    assert ear.said[-1] == f"turn_{scene.voice.colour_name(overlay.seat)}"


def test_the_other_games_pass_screen_says_nothing():
    """North America's pass screen stays silent: its players read."""
    app = fresh_app()
    ear = app.voice = Listener()
    scene = start(app, GameConfig("usa", (Seat("Ann", color=0), Seat("Ben", color=1)), first=0, seed=3), pace=1.0)
    for _ in range(400):
        if isinstance(app.stack.top, PassOverlay) and scene.table.state.phase is Phase.TURN:
            break
        if not answer_overlays(app):
            idle(app)
    assert isinstance(app.stack.top, PassOverlay) and scene.table.state.phase is Phase.TURN
    untouched(app, 60.0)
    assert ear.said == []
