"""Computer players think on a worker thread: the screen keeps going, a stale answer is never used;
and what the game opens by itself is drawn at once."""
import threading
import time

import pygame

import pytest

from game.ai.thinker import Thinker
from game.rules import new_game, view_for
from game.config import GameConfig, Seat
from game.scenes.overlays.tickets import TicketsOverlay
from tests.rules.boards import reference_board
from tests.scenes.test_play_support import fresh_app, idle, render, stand_ins, start

ROBOTS = GameConfig("first_journey", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=1, seed=3)


class StandIn:
    """What every computer player has besides choosing: a memory for saves (a stand-in remembers nothing)."""

    def memory(self):
        """Nothing to remember."""
        return {}


class HeldPlayer(StandIn):
    """A computer player that cannot answer until the test lets it (as a slow machine would)."""

    def __init__(self):
        self.go = threading.Event()
        self.asked = threading.Event()

    def choose(self, view):
        """Wait for the test, then take the first legal action."""
        self.asked.set()
        assert self.go.wait(10)
        return view.legal[0]


class BrokenPlayer(StandIn):
    """A computer player with a bug."""

    def choose(self, view):
        """Fail."""
        raise RuntimeError("no idea")


@pytest.fixture(autouse=True)
def _stand_ins():
    yield from stand_ins()


def test_frames_go_on_while_a_computer_thinks():
    """While the computer has not answered, the loop keeps turning and drawing and nothing is played;
    its answer is played as soon as it comes."""
    app = fresh_app()
    scene = start(app, ROBOTS, pace=1.0)
    slow = HeldPlayer()
    scene.table.computers[1] = slow
    before = scene.table.state
    idle(app, 2)
    assert slow.asked.wait(5)            # it was asked at once, while the board was still showing
    for _ in range(200):                 # three seconds of frames: all drawn, no move made
        idle(app)
        render(app)
    assert scene.table.state is before and scene.table.thinker.busy
    slow.go.set()
    for _ in range(200):
        idle(app)
        if scene.table.state is not before:
            break
        time.sleep(0.01)   # no frame is drawn while it thinks: the loop turns fast
    assert scene.table.state is not before and scene.table.state.players[1].turns == 1


def test_a_computer_thinks_only_once_the_last_move_has_shown():
    """No decision runs while a move still moves on screen: Python runs one thread at a time, and
    the frames of a flying card come first. The thinking happens in the pause after it."""
    app = fresh_app()
    scene = start(app, GameConfig("usa", (Seat("A", True, 0), Seat("B", True, 1)), seed=4), pace=1.0)
    begin = scene.table.thinker.start
    asked_while_showing = []

    def starting(*args):
        asked_while_showing.append(scene.showing())
        begin(*args)
    scene.table.thinker.start = starting
    moves = 0
    for _ in range(3000):
        count = len(scene.table.moves)
        idle(app)
        moves += len(scene.table.moves) > count
        assert not (scene.showing() and scene.table.thinker.busy)
        if scene.table.thinker.busy:
            time.sleep(0.001)
        if moves >= 6:
            break
    assert moves >= 6 and len(asked_while_showing) >= 6
    assert not any(asked_while_showing)


def test_an_answer_for_an_old_position_is_never_used():
    """A decision belongs to one game state: asked about another, the thinker has no answer."""
    board = reference_board("usa")
    state = new_game(board, ["A", "B"], 1)
    other = new_game(board, ["A", "B"], 2)
    thinker = Thinker()
    held = HeldPlayer()
    held.go.set()
    thinker.start(state, held, view_for(state, state.current))
    assert thinker.take(other, wait=True) is None
    assert thinker.take(state, wait=True) in view_for(state, state.current).legal
    assert thinker.take(state, wait=True) is None   # taken once only


def test_a_failing_computer_player_makes_a_legal_move_and_says_why(capsys):
    """A bug in a computer player does not stop the game: it plays a legal move this once and
    the failure is written where a developer will see it."""
    board = reference_board("usa")
    state = new_game(board, ["A", "B"], 1)
    view = view_for(state, state.current)
    thinker = Thinker()
    thinker.start(state, BrokenPlayer(), view)
    assert thinker.take(state, wait=True) in view.legal
    assert "computer player failed (RuntimeError: no idea)" in capsys.readouterr().err


def test_a_screen_pushed_by_the_game_itself_is_drawn_without_any_input():
    """At real pace the ticket choice comes up on its own: the very loop turn that opens it draws it,
    though nothing moves on it and nobody has touched the screen."""
    app = fresh_app()
    config = GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=5)
    start(app, config, pace=1.0)
    for _ in range(200):
        idle(app)
        if isinstance(app.stack.top, TicketsOverlay):
            break
    assert isinstance(app.stack.top, TicketsOverlay)
    shown = app.screen.copy()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(render(app), "RGB")
