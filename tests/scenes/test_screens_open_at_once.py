"""Saved games, History and New game open at once whatever the folder holds (no timing is measured).

Each screen's reading is held back (a save's check, a board's reading, the history's older games
wait on an Event) and the first frame must be drawn meanwhile, with every save or board listed and
a sign that the rest is being read; once released, the rows and cards fill in as the worker goes.
A one-minute wait on an Event only catches a real hang.
"""
from __future__ import annotations

import threading

import pygame
import pytest

import game.board.catalog as catalog
import game.saves.history as history_module
import game.saves.listing as listing_module
from game.board.catalog import find
from game.config import GameConfig, Seat
from game.saves.history import HISTORY
from game.saves.table import TABLE_FILE, Tables, save_tables
from game.scenes.menus.history import READING, HistoryScene
from game.scenes.menus.saves import SavesScene
from game.scenes.setup.scene import SetupScene
from game.scenes.setup.cards import GREY, game_card
from game.scenes.stack import Reset
from tests.board.test_catalog import family_folder
from tests.saves.test_history import long_history
from tests.scenes.conftest import STEP
from tests.scenes.test_lists_sizes import write_saves

HANG = 60   # seconds: only a hang ever waits this long


@pytest.fixture(autouse=True)
def real_workers(read_as_they_open, monkeypatch):
    """The workers as the game has them (the other scene tests wait for them as the screens open)."""
    import game.scenes.menus.saves as saves_scene
    import game.scenes.setup.scene as setup
    for module, name in ((setup, "Reader"), (saves_scene, "SavesListing"), (history_module, "HistoryReader")):
        monkeypatch.setattr(module, name, getattr(module, name).__bases__[0])


def held(monkeypatch, owner, name: str):
    """Make owner.name wait for the returned Event before doing its work; the calls that finished are counted."""
    gate, real, done = threading.Event(), getattr(owner, name), []

    def waiting(*args, **kwargs):
        assert gate.wait(HANG), "never released"
        done.append(args[0] if args else None)
        return real(*args, **kwargs)
    monkeypatch.setattr(owner, name, waiting)
    return gate, done


def first_frame(app, scene):
    """Open a screen and run the loop's turn that draws its first frame."""
    frames = app.frames
    app.stack.apply(Reset(scene))
    app.step([], STEP)
    assert app.frames == frames + 1
    return scene


def settle(app, worker) -> None:
    """Let a released worker finish, then one loop turn takes in what it read."""
    assert worker.wait(HANG)
    app.step([], STEP)


def test_saved_games_draw_their_first_frame_before_any_save_is_checked(ui_app, monkeypatch):
    """Twelve saves and a broken one, every check held back: the first frame lists all thirteen by name and
    date, says none is checked yet, and asks to be woken; released, every row fills in and the broken one
    shows its reason. Opened again with checks held back, the rows come from the index at once."""
    write_saves(ui_app.saves, 12)
    (ui_app.saves.path / "game-broken.yaml").write_text("schema_version: 1\nstate: [\n")
    gate, checked = held(monkeypatch, ui_app.saves, "load")
    scene = first_frame(ui_app, SavesScene())
    assert checked == [] and len(scene.entries) == 13 and not any(e.known for e in scene.entries)
    assert scene.checking() == "Checking 0 of 13…" and scene.wake() is not None
    assert ("load", 0) in [b.key for b in scene.row.buttons]   # a row can be tapped already
    gate.set()
    settle(ui_app, scene.listing)
    assert len(checked) == 13 and all(e.known and e.checked for e in scene.entries)
    assert scene.checking() == "" and scene.wake() is None
    broken = next(e for e in scene.entries if e.path.name == "game-broken.yaml")
    assert not broken.loads and "cut short" in broken.problem
    assert sum(e.loads for e in scene.entries) == 12 and all(e.title and e.players for e in scene.entries if e.loads)
    ui_app.stack.draw(ui_app.screen)

    listing_module._checked.clear()   # as at the next start: only the index remembers
    gate, checked = held(monkeypatch, ui_app.saves, "load")
    again = first_frame(ui_app, SavesScene())
    assert checked == [] and all(e.known and not e.checked for e in again.entries)
    assert [(e.title, e.players, e.problem) for e in again.entries] == \
        [(e.title, e.players, e.problem) for e in scene.entries]
    gate.set()
    again.listing.wait(HANG)


def test_a_save_that_fails_its_check_in_any_way_shows_why_and_the_rest_still_load(ui_app, monkeypatch):
    """A check that raises something no one foresaw: that row says so, the worker goes on with the others."""
    write_saves(ui_app.saves, 3)
    real = ui_app.saves.load
    broken = sorted(ui_app.saves.path.glob("game-*.yaml"))[1]

    def load(path):
        if path == broken:
            raise OverflowError("cannot convert float infinity to integer")
        return real(path)
    monkeypatch.setattr(ui_app.saves, "load", load)
    scene = first_frame(ui_app, SavesScene())
    settle(ui_app, scene.listing)
    rows = {e.path: e for e in scene.entries}
    assert "OverflowError" in rows[broken].problem and not rows[broken].loads
    assert sum(e.loads for e in rows.values()) == 2


def test_setup_draws_its_first_frame_before_any_board_is_read(ui_app, monkeypatch, tmp_path):
    """250 boards of a family's folder and a map without its rules file, every reading held back: the first
    frame lists all 251 (the one without its rules file greyed with the reason), the chosen board is not read
    yet and Start is off; released, the cards fill in as the boards are read."""
    folder = tmp_path / "many"
    folder.mkdir()
    for n in range(250):
        (folder / f"board{n:03d}.tmx").write_text("<map/>")
        (folder / f"board{n:03d}.yaml").write_text("title: x\n")
    (folder / "lonely.tmx").write_text("<map/>")
    monkeypatch.setattr(ui_app, "map_folders", (folder,), raising=False)
    gate, read = held(monkeypatch, catalog, "read")
    scene = first_frame(ui_app, SetupScene())
    assert read == [] and len(scene.catalog) == 251 and scene.wake() is not None
    assert scene.game == "board000" and not scene.board().read and not scene.button("start").enabled
    card = scene.button(("game", "board000")).icon
    assert card.get_at((card.get_width() - 4, card.get_height() - 4))[:3] != GREY   # "Reading…", not greyed
    lonely = find(scene.catalog, "lonely")
    assert lonely.read and "lonely.yaml is missing" in lonely.problem
    assert [e.id for e in scene.catalog if e.read] == ["lonely"]
    face = game_card(lonely, None, card.get_size(), scene.m, True)
    assert face.get_at((face.get_width() - 4, face.get_height() - 4))[:3] == GREY
    gate.set()
    settle(ui_app, scene.reader)
    assert len(read) == 250 and all(e.read and not e.playable for e in scene.catalog)   # junk maps: each says why
    assert scene.wake() is None


def test_setup_sits_at_the_remembered_table_once_its_board_is_read(ui_app, monkeypatch, tmp_path):
    """The last table started was on a family's own board: it is chosen at once and set when the board is
    read (seats, names), and Start works from then on."""
    folder = family_folder(tmp_path, {"home_town": "first_journey"})
    monkeypatch.setattr(ui_app, "map_folders", (catalog.MAPS, folder), raising=False)
    table = GameConfig("home_town", (Seat("Ann", color=2), Seat("Ben", color=3), Seat("Cleo", color=4)),
                       map_file=folder / "home_town.tmx")
    save_tables(ui_app.saves.file(TABLE_FILE), Tables().with_table(table))
    monkeypatch.setattr(catalog, "_read", {})   # no board was read before in this process
    gate, _ = held(monkeypatch, catalog, "read")
    scene = first_frame(ui_app, SetupScene())
    assert scene.game == "home_town" and not scene.board().read and not scene.button("start").enabled
    gate.set()
    settle(ui_app, scene.reader)
    assert scene.board().playable and [s.name for s in scene.seats] == ["Ann", "Ben", "Cleo"]
    assert scene.button("start").enabled


def test_history_shows_its_newest_games_before_the_rest_is_read(ui_app, monkeypatch):
    """5,000 games and the reading of the whole history held back: the first frame shows the newest games,
    newest first, with the sign that the rest is being read; released, all 5,000 are listed and counted."""
    long_history(ui_app.saves.file(HISTORY), 5000)
    gate, read = held(monkeypatch, history_module, "read_history")
    scene = first_frame(ui_app, HistoryScene())
    rows = scene.layout.rows
    assert read == [] and [g.game_id for g in scene.games[:rows]] == [f"game{n:05d}" for n in range(4999, 4999 - rows, -1)]
    assert scene.summary().startswith(READING) and scene.wake() is not None
    gate.set()
    settle(ui_app, scene.listing)
    assert len(scene.games) == 5000 and scene.games[-1].game_id == "game00000"
    assert scene.summary().startswith("5,000 games played") and scene.wake() is None
    scene.press("down")
    assert scene.games[scene.first].game_id == f"game{4999 - rows:05d}"
    pygame.event.clear()


def test_odd_files_among_the_saves_hide_none_of_them(ui_app, tmp_path):
    """A link to nothing, a folder and a named pipe called .yaml, and a damaged summaries.json: every real save
    is still listed and checked, and the odd names are left out."""
    import os
    write_saves(ui_app.saves, 2)
    folder = ui_app.saves.path
    (folder / "gone.yaml").symlink_to(tmp_path / "nowhere.yaml")
    (folder / "folder.yaml").mkdir()
    os.mkfifo(folder / "pipe.yaml")
    (folder / "summaries.json").write_bytes(b'{"schema": 1, "saves": [{"name": "../x.yaml"}, 7, \xff')
    scene = first_frame(ui_app, SavesScene())
    settle(ui_app, scene.listing)
    assert sorted(e.path.name for e in scene.entries) == sorted(p.name for p in folder.glob("game-*.yaml"))
    assert all(e.loads for e in scene.entries)


def test_a_first_board_that_cannot_be_played_gives_way_once_read(ui_app, monkeypatch, tmp_path):
    """A family's folder alone, its first board broken: the screen first chooses it (nothing is read yet), and
    once the boards are read it chooses the first that can be played, on the page that shows it."""
    folder = family_folder(tmp_path, {"a_broken": "island", **{f"b{n}": "island" for n in range(6)},
                                      "z_fine": "first_journey"})
    for n in range(6):
        (folder / f"b{n}.yaml").write_text("tickets: [oops\n")
    (folder / "a_broken.yaml").write_text("tickets: [oops\n")
    monkeypatch.setattr(ui_app, "map_folders", (folder,), raising=False)
    monkeypatch.setattr(catalog, "_read", {})
    scene = first_frame(ui_app, SetupScene())
    assert scene.game == "a_broken" and not scene.board().read
    settle(ui_app, scene.reader)
    assert scene.game == "z_fine" and scene.board().playable and scene.button("start").enabled
    assert ("game", "z_fine") in [b.key for b in scene.row.buttons]
