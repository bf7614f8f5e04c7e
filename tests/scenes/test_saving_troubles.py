"""Saving when things go wrong, as a family meets it: a disk that refuses for a while, leaving a game
whose last moves are not saved, a second copy of the game on the same folder, quick restarts, and
files of saves/ that are not files at all.

Driven through the App's loop, headless, in fast mode (pace 0). The disk refuses by a replaced
atomic write (tests/saves/test_saver.py's Refusing); nothing waits on time.
"""
from __future__ import annotations

import errno
import faulthandler
import fcntl
import os
import signal
import stat
from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.config import GameConfig
from game.saves import AUTOSAVE, AutoSaver, SaveFolder
from game.saves.reading import dump_yaml
from game.saves.record import document
from game.scenes.overlays.confirm import CloseQuestion, ConfirmOverlay
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Reset
from tests.saves.games import record as play_whole
from tests.saves.test_saver import Refusing
from tests.scenes.test_play_support import idle, tap
from tests.scenes.test_saves_ui import ANN_AND_BEN, ANN_AND_ROBO, menu_of, mine, moves_made, play, until

WATCHDOG = 60   # seconds: a start that waits on a named pipe fails the run with a traceback instead of hanging


def pause(app, scene) -> PauseOverlay:
    """Open the pause menu from the game."""
    until(app, lambda: mine(app, scene))
    tap(app, scene.button_rect("menu").center)
    top = app.stack.top
    assert isinstance(top, PauseOverlay)
    return top


def press(app, key) -> None:
    """Tap a button of the screen on top."""
    tap(app, app.stack.top.button(key).rect.center)


def test_leaving_a_game_whose_last_moves_are_not_saved_asks_first(ui_app, monkeypatch):
    """The disk refuses: Menu asks (Stay keeps the game), Leave anyway leaves; the file keeps what was written."""
    scene = play(ui_app, ANN_AND_ROBO)
    moves_made(ui_app, scene, 3)
    ui_app.autosaver.flush()
    kept = len(ui_app.saves.peek(ui_app.autosaver.path)["moves"])
    disk = Refusing(monkeypatch, errno.ENOSPC, 10_000)
    moves_made(ui_app, scene, kept + 3)
    pause(ui_app, scene)
    press(ui_app, "menu")
    question = ui_app.stack.top
    assert isinstance(question, ConfirmOverlay) and "not saved" in question.question and "full" in question.detail
    press(ui_app, "no")                                   # Stay
    assert isinstance(ui_app.stack.top, PauseOverlay)
    press(ui_app, "menu")
    press(ui_app, "yes")                                  # Leave anyway
    idle(ui_app)
    assert isinstance(ui_app.stack.top, MenuScene) and disk.refused >= 3
    assert len(ui_app.saves.peek(ui_app.autosaver.path)["moves"]) == kept


def refused_moves(app, scene, monkeypatch):
    """A game some moves in whose last three moves the disk refused; the moves the file holds."""
    moves_made(app, scene, 3)
    app.autosaver.flush()
    kept = len(app.saves.peek(app.autosaver.path)["moves"])
    Refusing(monkeypatch, errno.ENOSPC, 10_000)
    moves_made(app, scene, kept + 3)
    return kept


def close_window(app) -> None:
    """The window's close button, through the app's loop."""
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)


def test_closing_the_window_over_unsaved_moves_asks_and_stay_plays_on(ui_app, monkeypatch):
    """The close button over refused moves asks; Stay goes back to the same game; closing again while asked
    closes, and the file keeps what was written."""
    scene = play(ui_app, ANN_AND_ROBO)
    kept = refused_moves(ui_app, scene, monkeypatch)
    close_window(ui_app)
    question = ui_app.stack.top
    assert isinstance(question, CloseQuestion) and "full" in question.detail and not ui_app.stack.quit
    press(ui_app, "no")                                   # Stay
    assert ui_app.stack.top is scene and not ui_app.stack.quit
    close_window(ui_app)
    press(ui_app, "yes")                                  # Close anyway
    assert ui_app.stack.quit
    assert len(ui_app.saves.peek(ui_app.autosaver.path)["moves"]) == kept


def test_closing_the_window_over_a_saved_game_asks_nothing(ui_app):
    """Every move written: the close button closes at once."""
    scene = play(ui_app, ANN_AND_ROBO)
    moves_made(ui_app, scene, 3)
    close_window(ui_app)
    assert ui_app.stack.quit


def test_loading_another_save_over_unsaved_moves_asks_first(ui_app, family_game, monkeypatch):
    """Saved games from the pause menu: loading another game while the disk refuses this one's last moves
    asks; Stay keeps this game, Load anyway plays the other one."""
    other = ui_app.saves.path / "game-other.yaml"
    other.write_text(dump_yaml(document(family_game, family_game.config.map_path)), encoding="utf-8")
    scene = play(ui_app, ANN_AND_BEN)
    refused_moves(ui_app, scene, monkeypatch)
    pause(ui_app, scene)
    press(ui_app, "saves")
    listing = ui_app.stack.top
    listing.listing.wait(WATCHDOG)
    idle(ui_app)
    row = next(n for n, e in enumerate(listing.entries) if e.path == other)
    press(ui_app, ("load", row))
    question = ui_app.stack.top
    assert isinstance(question, ConfirmOverlay) and "not saved" in question.question and "full" in question.detail
    press(ui_app, "no")                                   # Stay
    idle(ui_app)
    assert ui_app.stack.top is listing and scene in ui_app.stack.scenes
    press(ui_app, ("load", row))
    press(ui_app, "yes")                                  # Load anyway
    idle(ui_app)
    playing = next(s for s in ui_app.stack.scenes if hasattr(s, "snapshot"))
    assert playing is not scene and playing.table.state == family_game.state


def test_leaving_a_saved_game_asks_nothing(ui_app):
    """Every move written: Menu goes straight to the menu."""
    scene = play(ui_app, ANN_AND_ROBO)
    moves_made(ui_app, scene, 3)
    pause(ui_app, scene)
    press(ui_app, "menu")
    assert isinstance(ui_app.stack.top, MenuScene)


def test_a_disk_full_for_a_while_says_so_then_says_saving_works_again(ui_app, monkeypatch):
    """Once over the board and in the log while it refuses; the log says when it works again; no move is
    lost after that."""
    scene = play(ui_app, ANN_AND_ROBO)
    banners = []
    show = scene.effects.banner
    scene.effects.banner = lambda words, *a, **k: (banners.append(words), show(words, *a, **k))
    moves_made(ui_app, scene, 2)
    disk, seen = Refusing(monkeypatch, errno.ENOSPC, 3), []
    while disk.refused < 3 or disk.written < 2:
        moves_made(ui_app, scene, len(scene.table.moves) + 1)
        ui_app.autosaver.flush()
        idle(ui_app)
        seen += [line for line in scene.moment.log if "Saving" in line and line not in seen]
    assert seen == [f"Saving is off: the saves folder {ui_app.saves.path} is full",
                    "Saving works again: every move is saved"]
    assert banners.count("Saving is off") == 1
    ui_app.autosaver.flush()
    assert len(ui_app.saves.load(ui_app.autosaver.path).moves) == len(scene.table.moves)


def test_eleven_quick_starts_keep_the_familys_unfinished_game(ui_app):
    """New game, Start, Menu eleven times over an unfinished game: the game is still in a file and loads."""
    family = play(ui_app, ANN_AND_ROBO)
    moves_made(ui_app, family, 6)
    for seed in range(11):
        play(ui_app, GameConfig("first_journey", ANN_AND_BEN.seats, first=0, seed=seed))
        ui_app.stack.apply(Reset(MenuScene()))
    ui_app.autosaver.flush()
    kept = [e for e in ui_app.saves.entries() if e.kind == "earlier"]
    assert len(kept) == 1 and kept[0].saved.state == family.table.state


@pytest.fixture
def family_game():
    """An unfinished 2-player USA game some moves in, as a save."""
    saved = play_whole(ANN_AND_ROBO, 12)[-1]
    return replace(saved, memories=(None, *saved.memories[1:]))   # Ann is a person: no computer's memory


def test_a_second_copy_of_the_game_keeps_its_own_autosave_and_says_so(ui_app, family_game, tmp_path):
    """While another copy plays the family's game, this one's menu says where it saves, offers no Continue,
    and its game goes into autosave-2.yaml; a later start continues the family's game, and the second
    copy's game is among the saved games."""
    folder = SaveFolder(tmp_path / "shared")
    folder.write(AUTOSAVE, family_game, family_game.config.map_path)
    other = os.open(folder.file(f".{AUTOSAVE}.lock"), os.O_RDWR | os.O_CREAT)
    fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)        # the first copy of the game runs
    try:
        ui_app.saves, ui_app.autosaver = folder, AutoSaver(folder)
        ui_app.stack.apply(Reset(MenuScene()))
        menu = menu_of(ui_app)
        note = menu.saving_note()
        assert "another window" in note and "autosave-2.yaml" in note and not menu.button("continue").enabled
        menu.draw(ui_app.screen)
        scene = play(ui_app, ANN_AND_BEN)
        moves_made(ui_app, scene, 4)
        ui_app.autosaver.flush()
        second = scene.table.state
    finally:
        os.close(other)                                        # the first copy ends
    ui_app.autosaver = AutoSaver(folder)                       # a later start
    assert ui_app.autosaver.name == AUTOSAVE and ui_app.autosaver.note is None
    ui_app.stack.apply(Reset(MenuScene()))
    menu = menu_of(ui_app)
    assert menu.saving_note() == "" and menu.button("continue").enabled
    press(ui_app, "continue")
    assert ui_app.stack.top.table.state == family_game.state
    listed = {e.path.name: e for e in folder.entries()}
    assert listed["autosave-2.yaml"].saved.state == second


def test_pipes_in_place_of_the_games_files_never_stop_it_starting_or_saving(ui_app, tmp_path):
    """settings.yaml, table.yaml, history.yaml and autosave.yaml as named pipes: the game starts with its
    defaults, New game opens, a game is saved (in autosave-2.yaml), and every pipe is left as it was."""
    folder = tmp_path / "pipes"
    folder.mkdir()
    made = [folder / n for n in ("settings.yaml", "table.yaml", "history.yaml", AUTOSAVE)]
    for path in made:
        os.mkfifo(path)
    faulthandler.dump_traceback_later(WATCHDOG, exit=True)
    try:
        app = App(saves=folder)
        app.sound = ui_app.sound
        app.stack.apply(Reset(MenuScene()))
        menu = menu_of(app)
        assert not menu.button("continue").enabled and "autosave-2.yaml" in menu.saving_note()
        press(app, "new")
        assert isinstance(app.stack.top, SetupScene)
        scene = play(app, ANN_AND_ROBO)
        moves_made(app, scene, 3)
        app.autosaver.flush()
    finally:
        faulthandler.cancel_dump_traceback_later()
    assert len(app.saves.load(folder / "autosave-2.yaml").moves) == len(scene.table.moves)
    assert all(stat.S_ISFIFO(p.lstat().st_mode) for p in made) and not list(folder.glob("*damaged*"))


def test_an_autosave_with_an_infinite_slot_greys_continue_with_its_reason(ui_app, family_game):
    """The menu's check of the last game finishes and says why Continue is off (the issue's .inf move)."""
    data = document(family_game, family_game.config.map_path)
    data["moves"][2] = {"action": "draw_face_up", "slot": float("inf")}
    ui_app.saves.path.mkdir(parents=True, exist_ok=True)
    ui_app.autosaver.path.write_text(dump_yaml(data))
    ui_app.stack.apply(Reset(MenuScene()))
    menu = menu_of(ui_app)
    assert not menu.button("continue").enabled and "move 3" in menu.last_words() and "slot" in menu.last_words()


def test_a_sigterm_quits_at_once_where_a_closed_window_would_ask(ui_app, monkeypatch):
    """The system shutting down (or the kiosk's service stopped) sends SIGTERM: the game quits without a
    question, although closing the window over unsaved moves asks; nothing is left waiting for an answer."""
    monkeypatch.setattr(ui_app.autosaver, "unsaved", lambda retry: "the saves folder is full")

    class Playing(MenuScene):
        """A game whose last moves the disk refused, that receives a SIGTERM as it first updates."""

        snapshot = None
        sent = False

        def autosave(self) -> None:
            """Nothing more can be written."""

        def update(self, dt):
            if not self.sent:
                self.sent = True
                os.kill(os.getpid(), signal.SIGTERM)
            return super().update(dt)
    turns = []
    loop = ui_app.next_events

    def counted():
        turns.append(1)
        assert len(turns) < 200, "the game did not quit after the SIGTERM"
        return loop()
    monkeypatch.setattr(ui_app, "next_events", counted)
    assert ui_app.run(Playing()) == 0
    assert ui_app.stack.quit and not any(isinstance(s, CloseQuestion) for s in ui_app.stack.scenes)
