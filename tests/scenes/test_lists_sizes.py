"""The saved games list, the rules and the scores at every screen size, in the states a family meets.

Twelve saves and a damaged one (several pages of the list), every page of every game's rules,
and every line of a finished five-player USA game: whatever can be tapped lies on screen and is
a finger large, words are never below 13 px, and nothing is left out on a small screen.
"""
from __future__ import annotations

import os
from random import Random

import pygame
import pytest

from game.app import App
from game.config import MAPS, GameConfig, Seat
from game.rules import apply, legal_actions, new_game
from game.saves.record import SavedGame
from game.rules.settings import RuleSet
from game.scenes.overlays.rules_help import RulesLayout, RulesOverlay, rules_layout, sheets
from game.scenes.overlays.rules_pages import PAGES, readable, written
from game.scenes.menus.saves import SavesScene, list_layout
from game.scenes.scoring.scene import ScoringScene
from game.scenes.scoring.layout import scores_layout
from game.scenes.stack import Push
from game.view.metrics import MIN_TARGET_PX, MIN_TEXT_PX, Metrics
from game.view.pointer import Tap
from game.view.text import font
from tests.rules.boards import reference_board
from tests.scenes.test_play_support import Recorder
from tests.scenes.test_scoring import finished
from tests.scenes.test_screen_sizes import check_targets

# The sizes of the screen-size test, the Pi display's window (800 x 480 less its frame) and 16:10.
SIZES = [(800, 480), (784, 416), (1024, 600), (1280, 720), (1280, 800), (1920, 1080)]
GAMES = {"usa": 5, "amsterdam": 4, "first_journey": 4}
NAMES = ("Grandma Rosalind", "Ben", "Cleopatra", "Dan", "Eve")


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request, tmp_path_factory):
    """A real window of one size, with twelve saves and a damaged one in its folder."""
    folder = tmp_path_factory.mktemp("saves")
    app = App(saves=folder, window=request.param)
    app.sound = Recorder()
    assert app.size == request.param
    write_saves(app.saves, 12)
    (folder / "game-broken.yaml").write_text("schema_version: 1\nstate: [\n")
    yield app
    app.stack.scenes.clear()


def write_saves(saves, count: int) -> None:
    """`count` games of all three kinds, each some moves in, saved a day apart."""
    for i in range(count):
        game = list(GAMES)[i % 3]
        seats = tuple(Seat(NAMES[s], color=s) for s in range(GAMES[game] - i % 2))
        config = GameConfig(game, seats, first=0, seed=i + 1)
        state = new_game(reference_board(game), [s.name for s in seats], config.seed, config.house_rules, 0)
        rng, moves = Random(i), []
        for _ in range(3 * i):
            move = rng.choice(legal_actions(state))
            state = apply(state, move).state
            moves.append(move)
        saved = SavedGame(config, state, tuple(moves), (None,) * len(seats), saved_at=f"2026-11-{i + 1:02d} 10:00:00")
        path = saves.write(f"game-202611{i + 1:02d}-100000.yaml", saved, MAPS / f"{game}.tmx")
        os.utime(path, (1_700_000_000 + i * 86_400,) * 2)


def fresh(app, scene):
    """The scene alone on the app's stack."""
    app.stack.scenes.clear()
    app.stack.quit = False
    app.stack.apply(Push(scene))
    return scene


def resized(app, size):
    """The window changed size: every scene lays itself out again."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized()
    assert app.size == size


# --- the saved games list -------------------------------------------------------------------


@pytest.mark.parametrize("pausing", [False, True], ids=["from the menu", "from the pause menu"])
def test_saves_list_pages_through_every_save(sized_app, pausing):
    """Page by page every save shows once, the damaged one greyed; load, delete and the page buttons fit."""
    app = sized_app
    scene = fresh(app, SavesScene(from_game=pausing))
    assert len(scene.entries) == 13
    rows = scene.layout.rows
    assert rows < 13 and scene.layout.pager is not None
    seen: list[int] = []
    for page in range(-(-13 // rows)):
        check_targets(app, scene, f"saves page {page + 1}")
        keys = [b.key for b in scene.row.buttons]
        assert ("save" in keys) == pausing
        shown = [k[1] for k in keys if isinstance(k, tuple) and k[0] == "load"]
        assert [("delete", n) in keys for n in shown] == [True] * len(shown)
        seen += shown
        for n in shown:
            load = scene.button(("load", n))
            assert load.icon.get_width() <= load.rect.w and load.icon.get_height() <= load.rect.h
        down = scene.button("down")
        assert down.enabled == (page < -(-13 // rows) - 1)
        if down.enabled:
            app.stack.handle(Tap(down.rect.center))
    assert seen == list(range(13))
    broken = next(n for n, e in enumerate(scene.entries) if e.path.name == "game-broken.yaml")
    assert not scene.faces[next(k for k in scene.faces if k[0].path.name == "game-broken.yaml")].loads
    assert scene.entries[broken].problem


def test_saves_list_keeps_its_page_when_the_window_changes(sized_app):
    """After a resize the page that holds the first row shown is shown, laid out for the new size."""
    app = sized_app
    scene = fresh(app, SavesScene())
    app.stack.handle(Tap(scene.button("down").rect.center))
    first = scene.first
    old = app.size
    try:
        for size in ((800, 480), (1920, 1080), old):
            resized(app, size)
            rows = scene.layout.rows
            assert scene.first % rows == 0 and scene.first <= first < scene.first + rows
            for b in scene.row.buttons:   # each row's face drawn again for its new button
                if isinstance(b.key, tuple) and b.key[0] == "load":
                    assert b.rect.w - 2 * app.metrics.px(40) < b.icon.get_width() <= b.rect.w
            check_targets(app, scene, f"saves after a resize to {size}")
    finally:
        resized(app, old)


def test_smaller_screens_show_fewer_rows_and_larger_ones_grow():
    """The Pi's display shows fewer rows a page than a TV; rows are never shorter than a finger."""
    small, tv, large = (list_layout(Metrics.for_size(s), 13) for s in ((800, 480), (1280, 720), (1920, 1080)))
    assert 1 <= small.rows < tv.rows
    assert large.row_h > tv.row_h >= small.row_h >= MIN_TARGET_PX
    for lay in (small, tv, large):
        assert lay.area.h == lay.rows * (lay.row_h + lay.gap) - lay.gap


# --- how to play --------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
def test_rules_every_page_fits(sized_app, game):
    """Every screenful of a game's rules: its lines inside the card, Previous / Next / Close on screen."""
    app = sized_app
    for tabs in (False, True):
        scene = fresh(app, RulesOverlay(None if tabs else game))
        if tabs:
            app.stack.handle(Tap(scene.button(("game", game)).rect.center))
        lay = scene.layout
        assert lay.body >= MIN_TEXT_PX and lay.heading >= MIN_TEXT_PX
        assert lay.card.bottom <= lay.prev.y and lay.words.w >= Metrics.for_size(app.size).px(400)
        for n, sheet in enumerate(scene.sheets):
            assert scene.page == n and sheet.lines
            check_targets(app, scene, f"rules {game} {n + 1}")
            assert used_height(sheet, lay) <= lay.words.h, f"rules {game} page {n + 1} runs off its card"
            next_button = scene.button("next")
            assert next_button.enabled == (n < len(scene.sheets) - 1)
            app.stack.handle(Tap(next_button.rect.center))
        assert {s.page for s in scene.sheets} == set(range(len(PAGES[game])))


def used_height(sheet, lay: RulesLayout) -> int:
    """How high a screenful's heading and lines stand, as page_image sets them; every line checked for width."""
    body = font(lay.body, False)
    step, indent = body.get_linesize() + 4, lay.body + 12
    height = font(lay.heading, True).get_height() + lay.body // 2
    for i, (line, starts) in enumerate(sheet.lines):
        assert body.size(line)[0] <= lay.words.w - indent, f"{line!r} is wider than the card"
        height += step + (step // 2 if starts and i else 0)
    return height


def test_a_page_too_long_for_the_card_goes_on_over_more_screenfuls():
    """On a card too short for a page, the page is split: every word kept, in order, each part fits."""
    m = Metrics.for_size((800, 480))
    normal = rules_layout(m, False)
    short = RulesLayout(normal.card, pygame.Rect(normal.words.topleft, (normal.words.w, normal.words.h // 3)),
                        None, (), normal.prev, normal.next, normal.heading, normal.body)
    for game in PAGES:
        pages = written(game, RuleSet.rulebook(reference_board(game).settings))
        parts = sheets(pages, short)
        assert len(parts) > len(pages)
        for index, (heading, points, _) in enumerate((p.heading, p.points, p.picture) for p in pages):
            mine = [s for s in parts if s.page == index]
            assert mine[0].heading == heading and all("continued" in s.heading for s in mine[1:])
            words = " ".join(line for s in mine for line, _ in s.lines).split()
            assert words == " ".join(readable(p) for p in points).split()
            assert all(used_height(s, short) <= short.words.h for s in mine)


# --- the scores -----------------------------------------------------------------------------


def five_player_usa():
    """A finished five-player USA game with a long breakdown (more lines than fit on a small sheet)."""
    state = finished("usa", 5, 11, claim_first=False)
    assert max(len(p.lines) for p in state.result.players) >= 12
    seats = tuple(Seat(p.name, computer=i > 0, color=i) for i, p in enumerate(state.players))
    return state, GameConfig("usa", seats, None, seed=state.seed)


def test_scores_of_a_five_player_usa_game(sized_app):
    """The reveal draws only while a bar grows, then nothing; every line of every player can be read."""
    app = sized_app
    state, config = five_player_usa()
    scene = fresh(app, ScoringScene(state, config))
    check_targets(app, scene, "the winner's moment")
    scene.end_moment()
    check_targets(app, scene, "scores during the reveal")
    lay = scene.layout
    assert lay.chart.right <= lay.sheet.x and lay.sheet.bottom <= lay.buttons.y   # side by side
    assert lay.head + lay.visible * lay.line + lay.foot <= lay.sheet.h
    assert min(lay.small, lay.big) >= MIN_TEXT_PX
    frames = app.frames
    app.step([], 0.05)
    assert not scene.busy() and 0 < scene.wake() <= 0.55 and app.frames == frames + 1   # the first frame
    steps = 0
    while not scene.done or scene.busy():
        app.step([], 0.05)
        steps += 1
        assert steps < 2000
    assert scene.wake() is None
    frames = app.frames
    for _ in range(20):
        app.step([], 0.05)
    assert app.frames == frames, "frames were drawn after everything was shown"
    check_targets(app, scene, "scores")
    for p in state.result.players:
        app.stack.handle(Tap(scene.button(("player", p.seat)).rect.center))
        assert scene.current() == p.seat
        seen: set[int] = set()
        while True:
            count, top = scene.window(p.seat)
            seen |= set(range(top, min(len(p.lines), top + lay.visible)))
            check_targets(app, scene, f"scores of {p.name}, from line {top + 1}")
            if len(p.lines) <= lay.visible or not scene.button("down").enabled:
                break
            app.stack.handle(Tap(scene.button("down").rect.center))
        assert seen == set(range(len(p.lines))), f"some of {p.name}'s lines can never be seen"
        assert scene.sheet().get_size() == lay.sheet.size


def test_scores_are_laid_out_again_when_the_window_changes(sized_app):
    """A resize after the reveal: new rows and buttons on screen, the sheet drawn at its new size."""
    app = sized_app
    state, config = five_player_usa()
    scene = fresh(app, ScoringScene(state, config))
    scene.skip_all()
    old = app.size
    try:
        for size in ((800, 480), (1920, 1080)):
            resized(app, size)
            assert scene.layout == scores_layout(app.metrics, 5)
            check_targets(app, scene, f"scores after a resize to {size}")
            assert scene.sheet().get_size() == scene.layout.sheet.size
    finally:
        resized(app, old)
