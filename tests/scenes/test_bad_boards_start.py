"""A bad board never starts and never closes the game: Start on it leaves the new-game screen where it is
(saying why), and a game saved on it before it went bad is not offered as Continue.

Every kind of tests/board/bad_boards.py is tried; each read that could wait runs under a watchdog.
"""
import pytest

from game.board import catalog, loader
from game.config import GameConfig, Seat
from game.rules import new_game
from game.saves import SaveFolder
from game.saves import record, same_board
from game.saves.folder import AUTOSAVE
from game.saves.reading import dump_yaml
from game.saves.record import SavedGame, document
from game.scenes.play.scene import PlayScene
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Reset
from game.view.pointer import Tap
from tests.board.bad_boards import KINDS, family_board
from tests.board.test_bad_files import within
from tests.conftest import MAPS


@pytest.fixture(autouse=True)
def own_cache(monkeypatch, tmp_path):
    """The boards' copies go to a folder of the test's own."""
    monkeypatch.setattr("game.board.cache.FOLDER", tmp_path / "game-cache")


def save_a_game_on(app, tmx):
    """The family played on the board before it went bad: its game is the autosave."""
    board = loader.load_board(tmx)
    config = GameConfig(game=tmx.stem, seats=(Seat("Ann"), Seat("Ben", color=1)), seed=3,
                        map_file=tmx)
    state = new_game(board, ["Ann", "Ben"], seed=3)
    saved = SavedGame(config=config, state=state, moves=(), memories=(None, None), game_id="yesterday")
    app.saves.file(AUTOSAVE).write_text(dump_yaml(document(saved, tmx)), encoding="utf-8")


def continue_problem(app):
    """Why the autosave's game cannot go on (None: it would be offered as Continue), read as a new start would."""
    entry = SaveFolder(app.saves.path, MAPS).continue_game()
    assert entry is not None
    return entry.problem


def new_start(monkeypatch):
    """Nothing read before is kept in memory, as after the game was closed and started again."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr(record, "_BOARDS", {})
    monkeypatch.setattr(same_board, "_CHECKSUMS", {})
    monkeypatch.setattr(catalog, "_read", {})


def setup_on(app, monkeypatch, tmx) -> SetupScene:
    """The new-game screen over the shipped boards and the board's folder, the board chosen."""
    monkeypatch.setattr(app, "map_folders", (MAPS, tmx.parent), raising=False)
    app.stack.apply(Reset(SetupScene(tmx.stem)))
    return app.stack.top


def press_start(app):
    """Tap Start."""
    app.stack.handle(Tap(app.stack.top.button("start").rect.center))
    app.step([], 0.016)


@pytest.mark.parametrize("kind", KINDS, ids=str)
def test_start_and_continue_refuse_a_bad_board(ui_app, monkeypatch, tmp_path, kind):
    """Start on the board stays on the new-game screen with the board's reason, starting nothing; the game
    saved on it when it was sound is refused for Continue with a reason; nothing raises, nothing hangs."""
    tmx = family_board(tmp_path)
    save_a_game_on(ui_app, tmx)
    assert continue_problem(ui_app) is None
    kind.spoil(tmx)
    new_start(monkeypatch)
    setup = within(setup_on, ui_app, monkeypatch, tmx)
    assert setup.game == tmx.stem and not setup.board().playable
    press_start(ui_app)
    assert ui_app.stack.top is setup and not any(isinstance(s, PlayScene) for s in ui_app.stack.scenes)
    assert "cannot be played" in setup.problem   # its words: tests/board/test_bad_files.py
    ui_app.stack.draw(ui_app.screen)
    assert within(continue_problem, ui_app)


def test_a_picture_spoilt_while_setup_is_open_does_not_start_or_close_the_game(ui_app, monkeypatch, tmp_path):
    """The board was listed as playable; then, before Start, its picture was cut short (a stick pulled while
    copying): Start says why and stays, no game starts and none is saved for Continue."""
    tmx = family_board(tmp_path)
    setup = setup_on(ui_app, monkeypatch, tmx)
    assert setup.board().playable
    picture = tmx.parent / "tiles" / "first_journey_terrain.png"
    picture.write_bytes(picture.read_bytes()[:3000])
    press_start(ui_app)
    assert ui_app.stack.top is setup and "is cut short" in setup.problem
    assert not ui_app.saves.file(AUTOSAVE).exists()
