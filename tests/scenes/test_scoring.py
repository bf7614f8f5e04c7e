"""The scoring scene reveals every line and the winner of finished games of all three kinds."""
from functools import lru_cache
from random import Random

import pygame
import pytest

from game.app import App
from game.board.loader import load_board
from game.rules import ClaimRoute, apply, legal_actions, new_game
from game.config import GameConfig, Seat
from game.scenes.menus.title import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.scoring.scene import PACE, ScoringScene
from game.scenes.scoring.winner import GRACE, MOMENT
from game.scenes.stack import Reset
from game.view.pointer import Back, Tap
from tests.conftest import MAPS
from tests.scenes.test_play_support import Recorder

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eve")


@lru_cache(maxsize=None)
def finished(game: str, players: int, seed: int, claim_first: bool = True):
    """A game played to its end with random legal actions (claims first, so it ends soon)."""
    state = new_game(load_board(MAPS / f"{game}.tmx"), NAMES[:players], seed)
    rng = Random(seed)
    for _ in range(20_000):
        if state.over:
            return state
        legal = legal_actions(state)
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        state = apply(state, rng.choice(claims if claims and claim_first else legal)).state
    raise AssertionError("the game did not end")


def golden_ticket_game():
    """The first seeded First Journey game that ends with a Golden Ticket (F7)."""
    for seed in range(60):
        state = finished("first_journey", 2, seed)
        if state.result.reason == "golden_ticket":
            return state
    raise AssertionError("no Golden Ticket in 60 games")


def config_for(state):
    """The set-up a finished game came from."""
    seats = tuple(Seat(p.name, computer=i % 2 == 1, color=(i + 2) % 5) for i, p in enumerate(state.players))
    return GameConfig(state.rules.game, seats, None, seed=state.seed)


@pytest.fixture
def app():
    """A headless app with a recording sound."""
    pygame.display.quit()  # a second SCALED window on the dummy driver may crash SDL without this
    app = App()
    app.sound = Recorder()
    return app


def show(app, state):
    """Put the scoring scene of a finished game on a fresh stack."""
    app.stack.apply(Reset(ScoringScene(state, config_for(state))))
    return app.stack.top


def run(app, scene, seconds):
    """Let the reveal run, drawing each frame as the loop would while the scene is busy."""
    for _ in range(round(seconds / 0.05)):
        app.stack.update(0.05)
        app.stack.draw(app.screen)


def past_moment(app, scene):
    """Let the winner's moment that opens the scores end by itself."""
    assert scene.celebrating
    run(app, scene, MOMENT + 0.1)
    assert not scene.celebrating


CASES = [("usa", 5, 4), ("usa", 2, 3), ("amsterdam", 3, 2), ("amsterdam", 4, 6),
         ("first_journey", 4, 8), ("first_journey", 2, 1)]


@pytest.mark.parametrize("game,players,seed", CASES)
def test_every_line_and_the_winner_are_revealed(app, game, players, seed):
    """Step by step each player's lines and total appear, then the winner; then it stops moving."""
    state = finished(game, players, seed)
    scene = show(app, state)
    result = state.result
    assert scene.celebrating and scene.busy() and app.sound.played == ["win"]   # the winner's moment and its fanfare
    assert scene.shown == 0
    past_moment(app, scene)
    assert not scene.done and not scene.busy() and 0 < scene.wake() <= PACE   # still until the first line
    assert all(scene.running(p.seat) is None for p in result.players)
    lines = sum(len(p.lines) for p in result.players)
    run(app, scene, PACE * 1.5)
    assert 0 < scene.shown < len(scene.steps)
    run(app, scene, PACE * (lines + 2 * players + 4))
    assert scene.done and not scene.busy() and scene.wake() is None
    for p in result.players:
        assert scene.revealed(p.seat) == len(p.lines) + 1
        assert scene.running(p.seat) == p.total
        assert len(scene.lines[p.seat]) == len(p.lines)
    for seat in result.winners:
        assert result.players[seat].name in scene.winner_words()
    assert app.sound.played.count("win") == 1   # one fanfare for the end, not a second when all is shown
    for p in result.players:  # after the reveal each player's row opens their breakdown
        app.stack.handle(Tap(scene.button(("player", p.seat)).rect.center))
        assert scene.current() == p.seat
        app.stack.draw(app.screen)


def test_the_last_frame_drawn_shows_the_bars_at_their_scores(app):
    """Through the app's own loop (frames only while something moves), the picture left on screen
    once the reveal is over is the finished chart, not a bar a pixel short of its score."""
    scene = show(app, finished("usa", 5, 4))
    app.step([], 0.0)
    for _ in range(4000):
        app.step([], 1 / 60)
        if not scene.busy():   # no frame comes until the next line: each bar is drawn at its score
            assert all(bar == (scene.running(i) or 0) for i, bar in enumerate(scene.bars))
        if scene.done and not scene.busy():
            break
    for _ in range(30):
        app.step([], 1 / 60)   # nothing moves: nothing is drawn
    left = pygame.image.tobytes(app.screen, "RGB")
    scene.draw(app.screen)
    assert pygame.image.tobytes(app.screen, "RGB") == left


def test_a_hand_resting_on_a_bottom_corner_does_not_hurry_the_reveal(tmp_path):
    """On the 800 x 480 touch screen a touch in the bottom band, where resting hands reach, is not a
    tap that goes faster; one higher up is."""
    pygame.display.quit()
    app = App(saves=tmp_path, window=(800, 480))   # its own settings: the window size is remembered there
    app.sound = Recorder()
    scene = show(app, finished("first_journey", 2, 1))
    past_moment(app, scene)
    run(app, scene, PACE * 1.5)
    shown = scene.shown
    for spot in ((5, 475), (795, 476), (400, 470)):
        app.stack.handle(Tap(spot))
    assert scene.shown == shown
    app.stack.handle(Tap((400, 300)))
    assert scene.shown > shown


@pytest.mark.parametrize("game,players,seed", CASES)
def test_lines_say_what_they_count(game, players, seed):
    """Tickets name both cities with a tick or a cross; First Journey shows no route points."""
    state = finished(game, players, seed)
    scene = ScoringScene(state, config_for(state))
    board = state.board
    for p, worded in zip(state.result.players, scene.lines):
        for line, shown in zip(p.lines, worded):
            if line.kind == "ticket":
                ticket = next(t for t in board.tickets if t.id == line.ticket)
                assert board.city(ticket.a).name in shown.label and board.city(ticket.b).name in shown.label
                assert shown.mark == ("check" if line.completed else "cross")
            if line.kind == "routes":
                assert shown.label.startswith(str(line.amount))
                assert shown.value == ("" if game == "first_journey" else f"+{line.points}")


def test_golden_ticket_is_named(app):
    """A First Journey game won with the Golden Ticket says so."""
    state = golden_ticket_game()
    scene = show(app, state)
    scene.skip_all()
    winner = state.result.players[state.result.winners[0]]
    assert scene.winner_words() == f"{winner.name} wins the Golden Ticket!"
    assert any(line.label == "Golden Ticket!" for line in scene.lines[winner.seat])


def test_a_tap_shows_one_players_lines_at_once_and_back_shows_all(app):
    """A tap ends the winner's moment (after its first half second), then speeds the reveal up a player at a
    time; Back skips to the end."""
    state = finished("usa", 3, 4)
    scene = show(app, state)
    run(app, scene, GRACE + 0.1)
    app.stack.handle(Tap((640, 400)))
    assert not scene.celebrating and scene.shown == 0
    app.stack.handle(Tap((640, 400)))
    assert scene.revealed(0) == len(state.result.players[0].lines) + 1
    assert scene.revealed(1) == 0
    app.stack.handle(Tap((640, 400)))
    assert scene.revealed(1) == len(state.result.players[1].lines) + 1
    app.stack.handle(Back())
    assert scene.done and scene.busy()  # the bars still grow to their totals
    run(app, scene, 2.0)
    assert not scene.busy()


def test_play_again_starts_the_same_table_with_a_new_seed(app):
    """Play again replaces the scores with a real play scene of the same set-up and a new seed."""
    state = finished("amsterdam", 3, 2)
    scene = show(app, state)
    scene.skip_all()
    app.stack.handle(Tap(scene.button("again").rect.center))
    play = app.stack.top
    assert isinstance(play, PlayScene)
    assert play.config.seats == scene.config.seats and play.config.game == "amsterdam"
    assert play.config.seed != scene.config.seed


def test_menu_and_back_go_to_the_menu(app):
    """Menu, and Back once all is shown, reset the stack to the menu."""
    for press in ("menu", "back"):
        scene = show(app, finished("first_journey", 2, 1))
        scene.skip_all()
        for b in scene.row.buttons:
            assert b.rect.w >= 80 and b.rect.h >= 80
        if press == "menu":
            app.stack.handle(Tap(scene.button("menu").rect.center))
        else:
            app.stack.handle(Back())
        assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MenuScene)


def test_a_long_breakdown_scrolls(app):
    """A player with more lines than fit gets up and down buttons that move the view."""
    for seed in range(30):
        state = finished("usa", 2, seed, claim_first=False)
        if max(len(p.lines) for p in state.result.players) > 10:
            break
    scene = show(app, state)
    scene.skip_all()
    longest = max(state.result.players, key=lambda p: len(p.lines)).seat
    app.stack.handle(Tap(scene.button(("player", longest)).rect.center))
    assert not scene.button("up").enabled
    app.stack.handle(Tap(scene.button("down").rect.center))
    assert scene.scroll > 0 and scene.button("up").enabled
    app.stack.draw(app.screen)


def test_menu_and_play_again_are_there_from_the_start_of_the_reveal(app):
    """From the first line on (as a demo shows the scores) Menu and Play again are on screen and work; a
    tap on them is not a tap that hurries the reveal."""
    scene = show(app, finished("usa", 3, 4))
    assert [key for key, _ in scene.targets()] == ["skip"]   # the winner's moment: a tap anywhere ends it
    past_moment(app, scene)
    run(app, scene, PACE * 1.5)
    assert 0 < scene.shown < len(scene.steps)
    assert {"menu", "again"} <= {key for key, _ in scene.targets()}
    shown = scene.shown
    app.stack.handle(Tap(scene.button("menu").rect.center))
    assert scene.shown == shown
    assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MenuScene)


def test_tap_to_go_faster_goes_when_the_reveal_ends(app):
    """The hint under the title is there during the reveal and gone once everything is shown."""
    scene = show(app, finished("amsterdam", 3, 2))
    past_moment(app, scene)
    title = scene.layout.title
    y = round((title.h - scene.m.px(6)) * 0.82)
    row = pygame.Rect(title.x, y - scene.m.px(9), title.w, scene.m.px(18))

    def under_the_title():
        """The pixels of the line under the title."""
        app.stack.draw(app.screen)
        return pygame.image.tobytes(app.screen.subsurface(row), "RGB")

    assert scene.subtitle() == "Tap to go faster"
    during = under_the_title()
    scene.skip_all()
    run(app, scene, 2.0)
    assert scene.subtitle() != "Tap to go faster"
    assert under_the_title() != during


def test_play_again_on_a_board_that_went_bad_says_so(app, tmp_path):
    """Play again when the board's files changed since the game began (a family editing it in Tiled): no
    game starts, the scores stay, and the button says why and answers no more; Menu still goes on."""
    import dataclasses
    import shutil

    state = finished("first_journey", 2, 3)
    for name in ("first_journey.tmx", "first_journey.yaml"):
        shutil.copy(MAPS / name, tmp_path / name)
    config = dataclasses.replace(config_for(state), map_file=tmp_path / "first_journey.tmx")
    app.stack.apply(Reset(ScoringScene(state, config)))
    scores = app.stack.top
    scores.skip_all()
    (tmp_path / "first_journey.tmx").write_text("<map>cut short")
    app.stack.apply(scores.press("again"))
    assert app.stack.top is scores and app.stack.scenes == [scores]
    again = scores.button("again")
    assert again.label == "Board changed" and not again.enabled
    app.stack.apply(scores.press("menu"))
    assert isinstance(app.stack.top, MenuScene)
