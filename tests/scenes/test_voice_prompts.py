"""First Journey speaks to children who cannot read: whose turn it is, what a turn can be, the
news worth hearing and the end, in that order; the other games stay quiet."""
import pytest

from game.config import GameConfig, Seat
from game.ai.players import make_player
from game.rules import ClaimRoute, Phase, SwapTickets, view_for
from game.rules import events as ev
from game.scenes.play.scene import PlayScene
from game.scenes.play.voice import HELP_AFTER, REPEAT
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.overlays.tickets import TicketsOverlay
from tests.scenes.test_play_support import Listener, answer_overlays, fresh_app, fresh_turn, idle, stand_ins, start, tap

_stand_ins = pytest.fixture(autouse=True)(stand_ins)


def listening(app):
    """The app with a listener for a voice."""
    app.voice = Listener()
    return app.voice


def test_a_turn_is_greeted_helped_and_repeated_after_a_quiet_while():
    """Red's turn: "Red train, your turn!", then what to do; again after REPEAT seconds untouched; a touch waits again."""
    app = fresh_app()
    ear = listening(app)
    scene = start(app, GameConfig("first_journey", (Seat("Mia", color=1), Seat("Bot", computer=True, color=0)),
                                  first=0, seed=3))
    fresh_turn(app, scene)
    assert ear.said == ["turn_red"]
    app.step([], HELP_AFTER)
    assert ear.said == ["turn_red", "turn_help"]
    app.step([], REPEAT / 2)
    tap(app, (2, 2))                      # a touch: the repeat waits again
    app.step([], REPEAT * 0.75)
    assert ear.said == ["turn_red", "turn_help"]
    app.step([], REPEAT * 0.3)
    assert ear.said[-1] == "turn_red" and len(ear.said) == 3
    assert 0 < scene.wake() <= HELP_AFTER   # the loop wakes for the next prompt


def test_a_tap_before_the_greeting_is_answered_and_not_cut_off():
    """A child who taps Hint in the very frame their turn begins hears the hint; the turn's greeting
    does not follow and cut it off."""
    app = fresh_app()
    ear = listening(app)
    scene = start(app, GameConfig("first_journey", (Seat("Mia", color=1), Seat("Bot", computer=True, color=0)),
                                  first=0, seed=3))
    fresh_turn(app, scene)
    scene.voice.greeted = None     # as if the turn had only just begun: not greeted yet
    ear.said.clear()
    tap(app, scene.button_rect("highlight").center)
    app.step([], HELP_AFTER * 2)
    assert ear.said == ["hint"]


def test_a_whole_game_by_taps_speaks_in_order():
    """Two children play First Journey to the end: each turn starts with its colour, every ticket a
    child completes is cheered after their move (F5, F6), and the last word is the Golden Ticket or
    the winner (F7, F8)."""
    app = fresh_app()
    ear = listening(app)
    scene = start(app, GameConfig("first_journey", (Seat("Mia", color=1), Seat("Leo", color=3)), first=0, seed=8))
    minds = [make_player("medium", 1), make_player("medium", 2)]
    news = []
    tell = scene.voice.news

    def heard(events):
        """What each move's events made the voice say."""
        before = len(ear.said)
        tell(events)
        news.append((events, ear.said[before:]))
    scene.voice.news = heard
    turns = 0
    for turn in range(4000):
        if not isinstance(app.stack.top, (PlayScene, PassOverlay, TicketsOverlay)):
            break
        if answer_overlays(app):
            continue
        if not scene.my_turn():
            idle(app)
            continue
        idle(app)
        if scene.table.state.phase is Phase.TURN:
            turns += 1
            assert ear.said[-1] == f"turn_{scene.voice.colour_name(scene.table.state.current)}"
        # What a child means to do (a computer player's choice), done with taps only.
        wish = minds[scene.table.state.current].choose(view_for(scene.table.state, scene.table.state.current))
        if isinstance(wish, ClaimRoute):
            point = scene.route_point(wish.route)
            tap(app, point)
            tap(app, point)
        elif isinstance(wish, SwapTickets):
            tap(app, scene.button_rect("tickets").center)
            assert ear.said[-1] == "swap_tickets"
            before = len(ear.said)
            tap(app, app.stack.top.button("swap").rect.center)
            assert "new_tickets" in ear.said[before:]   # at pace 0 the next pass screen greets at once after it
        else:
            tap(app, scene.button_rect("deck").center)
    assert scene.table.state.over and turns > 10
    cheered = [said for made, said in news if any(isinstance(e, (ev.TicketCompleted, ev.CoastToCoastTaken)) for e in made)
               and not any(isinstance(e, ev.GameOver) for e in made)]
    assert cheered and all(said and said[0] in ("ticket_done", "coast_to_coast") for said in cheered)
    end = [said for made, said in news if any(isinstance(e, ev.GameOver) for e in made)]
    reason = scene.table.state.result.reason
    expected = "golden_ticket" if reason == "golden_ticket" else (
        f"wins_{scene.voice.colour_name(scene.table.state.result.winners[0])}" if len(scene.table.state.result.winners) == 1
        else "shared_win")
    assert end == [[expected]]


def test_the_other_games_say_nothing():
    """North America has no prompts: its players read."""
    app = fresh_app()
    ear = listening(app)
    scene = start(app, GameConfig("usa", (Seat("Ann", color=0), Seat("Bot", computer=True, color=1)), first=0, seed=3))
    for _ in range(200):
        if not answer_overlays(app):
            idle(app)
    assert scene.table.moves and ear.said == []
