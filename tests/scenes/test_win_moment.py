"""The win is a moment: the child's celebration holds until a tap (at least five seconds untouched; it
moves on by itself after MOMENT seconds so a game of computers still reaches the scores), a tap in its
first half second (meant for the board) does not end it, and its headline is never cut. Time is the
moment's own clock, stepped as the app's loop steps it."""
import pygame
import pytest

from game.app import App
from game.scenes.scoring.scene import ENDINGS, ScoringScene
from game.scenes.stack import Reset
from game.scenes.scoring.winner import GRACE, MOMENT, WinnerMoment
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.text import SHORT, recording
from tests.scenes.test_play_support import Recorder
from tests.scenes.test_scoring import config_for, finished, golden_ticket_game
from tests.scenes.text_check import problems

FRAME = 1 / 60   # the loop draws about this often while the moment moves
SIZES = [(800, 480), (1280, 720), (1920, 1080)]
LONGEST = ("Maximilianus", "WWWWWWWWWWWW", "Grandma Rosa", "Computer 3", "Computer 4")   # 12 letters at most


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """The 800 x 480 touch display, with a recorder for sound."""
    pygame.display.quit()
    app = App(saves=tmp_path_factory.mktemp("saves"), window=(800, 480))
    app.sound = Recorder()
    yield app
    app.stack.scenes.clear()


def scores_of(app, state):
    """The scores of a finished game on a fresh stack, shown once: the winner's moment begins."""
    app.stack.apply(Reset(ScoringScene(state, config_for(state))))
    app.step([], 0.0)
    return app.stack.top


def wait(app, seconds, dt=FRAME):
    """Loop turns without input for this many seconds of the scene's time."""
    for _ in range(round(seconds / dt)):
        app.step([], dt)


def tap(app, pos):
    """A finger's tap through the app's loop."""
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], FRAME)


def test_the_moment_holds_five_seconds_untouched_then_moves_on_by_itself(small):
    """Nobody taps: the celebration is still there after five seconds; by MOMENT seconds the scores begin."""
    scene = scores_of(small, finished("first_journey", 3, 8))
    assert 5.0 <= MOMENT <= 10.0
    wait(small, 5.0)
    assert scene.celebrating and scene.moment is not None and scene.targets()[0][0] == "skip"
    wait(small, MOMENT - 5.0 + 0.2)
    assert not scene.celebrating and scene.moment is None and scene.shown == 0


def test_a_tap_in_the_first_half_second_is_the_boards_not_the_moments(small):
    """A tap 0.3 s in (a child still tapping the board) leaves the celebration; one after half a second
    ends it, and the scores begin from their first line."""
    scene = scores_of(small, finished("usa", 2, 3))
    middle = (small.size[0] // 2, small.size[1] // 2)
    wait(small, 0.3)
    tap(small, middle)
    assert scene.celebrating
    wait(small, GRACE)
    tap(small, middle)
    assert not scene.celebrating and scene.shown == 0


def test_a_slow_first_frame_does_not_use_up_the_half_second(small):
    """The first frame after the game's end took three seconds (a slow machine): the moment's clock moved
    only a frame's worth, so a tap right after it is still ignored."""
    scene = scores_of(small, golden_ticket_game())
    small.step([], 3.0)
    tap(small, (small.size[0] // 2, small.size[1] // 3))
    assert scene.celebrating and scene.moment.age < GRACE


def winners_of(names):
    """Winners as the scores hand them to the moment: a name, its train colour and that colour's edge."""
    return [(name, fill, edge) for name, (_, fill, edge, _) in zip(names, PLAYER_COLORS)]


CASES = [(LONGEST[:1], True), (LONGEST[1:2], True), (LONGEST[2:3], False), (("Mia",), True),
         (LONGEST[:2], False), (LONGEST[:3], False), (LONGEST, False)]


@pytest.mark.parametrize("size", SIZES, ids=["800x480", "1280x720", "1920x1080"])
@pytest.mark.parametrize("names,golden", CASES)
def test_the_headline_and_the_ending_are_never_cut(small, size, names, golden):
    """The longest names the new-game screen takes, alone with the Golden Ticket or sharing the win: the
    headline and how the game ended are drawn whole (wrapped or smaller, names shortened only for five
    winners), on screen, over nothing else, and above the trophies."""
    m = Metrics.for_size(size)
    surface = pygame.Surface(size)
    with recording() as drawn:
        moment = WinnerMoment(m, winners_of(names), golden, ENDINGS["golden_ticket" if golden else "stalemate"])
        moment.step(1.0)
        moment.draw(surface)
    on_screen = [d for d in drawn if d.target is surface]
    assert problems(on_screen, f"{len(names)} winners at {size}") == []
    headline = [d for d in on_screen if d.rect.bottom <= moment.cheer.area.top]
    said = " ".join(" ".join(d.fitted.lines) for d in headline)
    if len(names) <= 3:
        assert said == moment.words and all(d.fitted.how != SHORT for d in headline)
    assert all(not d.fitted.cut for d in drawn)   # the trophies' name plates too
    ending = [d for d in on_screen if d.rect.top >= moment.cheer.area.bottom]
    assert [" ".join(d.fitted.lines) for d in ending] == [ENDINGS["golden_ticket" if golden else "stalemate"]]
