"""What the first game's board needs is made before a tap asks for it: the menu's warm-up places every shipped
board's names for the window's play and magnified sizes, and once a person's turn has started the loop turns
with nothing else to do make the magnified board, so that the magnifier's tap only shows it."""
import pytest

from game.board import cache
from game.board.catalog import MAPS
from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.rules.table import table_for
from game.scenes.play import zoom as play_zoom
from game.scenes.menus.title import MenuScene
from game.scenes.play.layout import layout_for
from game.scenes.stack import Reset
from game.view import label_store
from tests.scenes.test_play_support import answer_overlays, fresh_app, idle, stand_ins, start, tap

_stand_ins = pytest.fixture(scope="module", autouse=True)(stand_ins)


def never(*args, **kwargs):
    """Stands in for work that must have been done already."""
    raise AssertionError("made on the tap, not before")


def test_the_warm_up_places_every_shipped_boards_names_for_the_window(ui_app, monkeypatch, tmp_path):
    """After the menu's warm-up, the play screen's whole and magnified board of each shipped board at this window's
    size find their names placed and kept (nothing is placed again or read from disk)."""
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "boards")
    label_store.forget()
    ui_app.stack.apply(Reset(MenuScene()))
    menu = ui_app.stack.top
    ui_app.step([], 0.0)
    ui_app.step([], 0.0)
    assert menu.warmup.size == ui_app.size and menu.warmup.wait(60) and menu.warmup.finished
    monkeypatch.setattr(label_store, "place", never)
    monkeypatch.setattr(label_store, "_read", never)
    for tmx in sorted(MAPS.glob("*.tmx")):
        board = load_board(tmx)
        rules = table_for(board).rules
        lay = layout_for(ui_app.metrics, (board.width, board.height), rules.max_players, rules.face_up_size,
                         len(rules.card_types), rules.has_merchandise)
        for scale in (lay.scale, play_zoom.magnified(lay.scale)):
            assert label_store.placed(board, scale, lay.label_px), (tmx.stem, scale)


def test_the_magnified_board_is_made_before_the_magnifier_is_tapped(monkeypatch):
    """A person's turn: the loop turns with nothing else due make the magnified board (the scene asks for them),
    then sleep; the magnifier's tap shows it without making anything, with every claimed car on it."""
    app = fresh_app()
    scene = start(app, GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=7))
    for _ in range(3000):
        if answer_overlays(app):
            continue
        if scene.my_turn() and app.stack.top is scene and not scene.busy() and scene.views.prepared:
            break
        assert not scene.my_turn() or app.stack.top is not scene or scene.busy() or scene.wake() == 0.0
        idle(app)
    assert scene.views.prepared and scene.wake() != 0.0   # made; nothing more due by itself
    assert scene.views.near.painted == scene.views.whole.painted
    monkeypatch.setattr(play_zoom, "BoardLayer", never)
    tap(app, scene.button_rect("zoom").center)
    assert scene.views.zoomed


def test_a_large_magnified_board_is_made_only_when_asked_for(monkeypatch):
    """On a large screen (its magnified board past AHEAD_PIXELS: a 1920 x 1080 TV's is 8 million pixels) the
    person's turn leaves it unmade and the loop sleeps; the magnifier's tap makes it and shows it."""
    monkeypatch.setattr(play_zoom, "AHEAD_PIXELS", 1)
    app = fresh_app()
    scene = start(app, GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=7))
    quiet = 0   # loop turns in a row at the person's turn with nothing moving
    for _ in range(3000):
        if answer_overlays(app):
            continue
        quiet = quiet + 1 if scene.my_turn() and app.stack.top is scene and not scene.busy() else 0
        if quiet > 5:
            break
        idle(app)
    assert scene.views.near is None and scene.views.prepared and scene.wake() != 0.0
    tap(app, scene.button_rect("zoom").center)
    assert scene.views.zoomed and scene.views.near is not None
    assert scene.views.near.painted == scene.views.whole.painted
