"""Saving as a family meets it: autosave after every move, Continue, leaving safely, the saved games list.

Driven through App.step with real pygame events, headless, in fast mode (pace 0); each test
has its own empty saves folder (tests/scenes/conftest.py).
"""
from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from game.app import App, first_scene
from game.config import GameConfig, Seat
from game.rules import DrawFromDeck, KeepTickets, Phase, to_data
from game.saves import AUTOSAVE, SaveFolder
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.menus.saves import SavesScene
from game.scenes.stack import Push, Reset
from game.scenes.overlays.tickets import TicketsOverlay
from tests.scenes.test_play_support import answer_overlays, idle, tap

ANN_AND_ROBO = GameConfig("usa", (Seat("Ann", color=0), Seat("Robo", computer=True, color=1, level="hard")),
                          first=0, seed=11)
ANN_AND_BEN = GameConfig("first_journey", (Seat("Ann", color=0), Seat("Ben", color=3)), first=0, seed=5)
ROBOTS = GameConfig("amsterdam", tuple(Seat(n, computer=True, color=i, level=lv) for i, (n, lv) in
                                        enumerate((("Robo", "hard"), ("Chip", "random"), ("Bolt", "gentle")))),
                    seed=21)


def play(app, config: GameConfig) -> PlayScene:
    """Start a game in fast mode on top of the menu, as New game does."""
    app.stack.apply(Reset(MenuScene()))
    scene = PlayScene(config, pace=0)
    app.stack.apply(Push(scene))
    return scene


def mine(app, scene) -> bool:
    """True when the person may tap on the board: their turn, no overlay, no ticket choice."""
    return scene.my_turn() and app.stack.top is scene and scene.table.state.phase in (Phase.TURN, Phase.SECOND_CARD)


def until(app, done, steps: int = 4000) -> None:
    """Loop turns (answering the pass screen and ticket choices) until `done()`."""
    taken = 0
    while taken < steps:
        if done():
            return
        thinker = getattr(getattr(app.stack.top, "table", None), "thinker", None)
        if thinker is not None and thinker.busy:
            time.sleep(0.001)   # a computer at normal pace thinks in real time; no frame is drawn meanwhile
            continue
        taken += 1
        if not answer_overlays(app):
            idle(app)
    raise AssertionError("the game never got there")


def moves_made(app, scene, count: int) -> None:
    """The people draw cards from the deck (the computers play) until the game has `count` moves."""
    for _ in range(4000):
        if len(scene.table.moves) >= count:
            return
        if mine(app, scene):
            tap(app, scene.button_rect("deck").center)
        elif not answer_overlays(app):
            idle(app)
    raise AssertionError("the game never got there")


def menu_of(app) -> MenuScene:
    """The menu on top, once it has finished checking the last game."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    menu.last.wait()
    idle(app)
    return menu


def on_disk(app) -> SaveFolder:
    """The app's autosave as written (every pending write finished)."""
    app.autosaver.flush()
    return app.saves.load(app.autosaver.path)


def keys(app, key: int) -> None:
    """A key press through the loop."""
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 0.016)


def test_every_accepted_move_is_saved_at_once(ui_app):
    """After each move, the second card and the ticket choice, the file holds exactly the game on screen."""
    scene = play(ui_app, ANN_AND_ROBO)
    assert on_disk(ui_app).state == scene.table.state   # from the deal on
    seen_phases = set()
    for _ in range(40):
        until(ui_app, lambda: scene.my_turn() and scene.table.state.phase in (Phase.TURN, Phase.SECOND_CARD)
              and ui_app.stack.top is scene)
        tap(ui_app, scene.button_rect("deck").center)   # a first card, or the second
        seen_phases.add(scene.table.state.phase)
        saved = on_disk(ui_app)
        assert saved.state == scene.table.state and list(saved.moves) == scene.table.moves
    assert Phase.SECOND_CARD in seen_phases and Phase.TURN in seen_phases
    assert any(isinstance(m, KeepTickets) for m in scene.table.moves)


def test_a_move_that_moves_on_screen_is_written_once_shown_or_when_the_game_is_left(ui_app):
    """At normal speed a card drawn is written as soon as its flight has shown (writing is Python
    work that would take time from the flight's frames), and at once when the pause menu opens
    while it still flies."""
    ui_app.stack.apply(Reset(MenuScene()))
    scene = PlayScene(ANN_AND_ROBO, pace=1.0)
    ui_app.stack.apply(Push(scene))
    until(ui_app, lambda: mine(ui_app, scene) and scene.table.state.phase is Phase.TURN and not scene.showing())
    tap(ui_app, scene.button_rect("deck").center)
    assert scene.showing() and scene.table.state.phase is Phase.SECOND_CARD
    assert len(on_disk(ui_app).moves) == len(scene.table.moves) - 1    # not while it flies
    until(ui_app, lambda: not scene.showing())
    assert list(on_disk(ui_app).moves) == scene.table.moves          # once it has arrived
    tap(ui_app, scene.button_rect("deck").center)              # the second card
    assert scene.showing()
    tap(ui_app, scene.button_rect("menu").center)
    assert isinstance(ui_app.stack.top, PauseOverlay)
    saved = on_disk(ui_app)
    assert list(saved.moves) == scene.table.moves and saved.state == scene.table.state


def test_continue_takes_up_a_half_done_draw_exactly(ui_app):
    """Menu in the middle of a two-card draw; Continue shows the same position, still waiting for card two."""
    scene = play(ui_app, ANN_AND_ROBO)
    until(ui_app, lambda: scene.my_turn() and scene.table.state.phase is Phase.TURN and ui_app.stack.top is scene)
    tap(ui_app, scene.button_rect("deck").center)
    assert scene.table.state.phase is Phase.SECOND_CARD
    before, memory = scene.table.state, scene.table.computers[1].memory()
    tap(ui_app, scene.button_rect("menu").center)
    assert isinstance(ui_app.stack.top, PauseOverlay)
    tap(ui_app, ui_app.stack.top.button("menu").rect.center)   # asks nothing
    menu = menu_of(ui_app)
    assert menu.button("continue").enabled
    tap(ui_app, menu.button("continue").rect.center)
    again = ui_app.stack.top
    assert isinstance(again, PlayScene) and again is not scene
    assert again.table.state == before and again.table.state.phase is Phase.SECOND_CARD and again.my_turn()
    assert again.table.computers[1].memory() == memory and again.config == scene.config
    assert again.table.moves == scene.table.moves
    tap(ui_app, again.button_rect("deck").center)   # the second card
    assert again.table.state.phase is Phase.TURN and again.table.state.current == 1


def test_continue_takes_up_a_ticket_choice(ui_app):
    """Left while choosing tickets: Continue offers the same tickets again."""
    scene = play(ui_app, ANN_AND_BEN)
    until(ui_app, lambda: isinstance(ui_app.stack.top, TicketsOverlay) or scene.my_turn())
    ui_app.step([pygame.event.Event(pygame.QUIT)], 0.016)          # the window's close button
    assert ui_app.stack.quit
    app = App(saves=ui_app.saves.path)                              # the next start
    app.sound = ui_app.sound
    app.stack.apply(Reset(MenuScene()))
    tap(app, app.stack.top.button("continue").rect.center)
    again = app.stack.top
    assert isinstance(again, PlayScene) and again.table.state == scene.table.state


def test_closing_the_window_mid_game_loses_nothing(ui_app):
    """The close button at any moment: the next start continues from the very last move, on the pass screen."""
    scene = play(ui_app, ANN_AND_BEN)
    moves_made(ui_app, scene, 12)
    moves = list(scene.table.moves)
    ui_app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert ui_app.stack.quit and not ui_app.stack.scenes
    app = App(saves=ui_app.saves.path)
    app.stack.apply(Reset(MenuScene()))
    menu = menu_of(app)
    assert menu.button("continue").enabled and "turn" in menu.last_words()
    tap(app, menu.button("continue").rect.center)
    again = app.stack.top
    assert isinstance(again, PlayScene) and again.table.moves == moves and again.table.state == scene.table.state
    until(app, lambda: app.stack.top is not again)
    assert isinstance(app.stack.top, PassOverlay)   # two people: whoever holds the device is asked first
    assert app.stack.top.seat == scene.table.state.current


def test_escape_twice_leaves_for_the_menu_and_the_game_is_kept(ui_app):
    """Escape opens the pause menu; Escape again leaves without a question; Continue is there."""
    scene = play(ui_app, ANN_AND_ROBO)
    until(ui_app, lambda: mine(ui_app, scene))
    tap(ui_app, scene.button_rect("deck").center)
    keys(ui_app, pygame.K_ESCAPE)
    assert isinstance(ui_app.stack.top, PauseOverlay)
    keys(ui_app, pygame.K_ESCAPE)
    assert isinstance(ui_app.stack.top, MenuScene) and len(ui_app.stack.scenes) == 1
    assert menu_of(ui_app).button("continue").enabled
    assert on_disk(ui_app).state == scene.table.state


def test_a_game_taken_up_ends_exactly_as_it_would_have(ui_app):
    """Computers only: a game stopped at some move and continued from the autosave ends as the one never stopped."""
    scene = play(ui_app, ROBOTS)
    until(ui_app, lambda: scene.table.state.over, 20000)
    whole = to_data(scene.table.state)
    for stop in (7, 60):
        ui_app.autosaver.flush()
        ui_app.saves.delete(ui_app.autosaver.path)
        scene = play(ui_app, ROBOTS)
        until(ui_app, lambda: len(scene.table.moves) >= stop)
        ui_app.stack.apply(Reset(MenuScene()))
        tap(ui_app, ui_app.stack.top.button("continue").rect.center)
        again = ui_app.stack.top
        assert isinstance(again, PlayScene) and len(again.table.moves) == stop
        until(ui_app, lambda: again.table.state.over, 20000)
        assert to_data(again.table.state) == whole


def test_a_finished_game_is_not_offered_but_still_loads(ui_app):
    """Once over, Continue is off; the saved games list still opens the game, at its scores."""
    scene = play(ui_app, ROBOTS)
    until(ui_app, lambda: type(ui_app.stack.top).__name__ == "ScoringScene", 20000)
    ui_app.stack.apply(Reset(MenuScene()))
    menu = menu_of(ui_app)
    assert not menu.button("continue").enabled and menu.last_words() == ""
    tap(ui_app, menu.button("saves").rect.center)
    listing = ui_app.stack.top
    assert isinstance(listing, SavesScene) and listing.entries[0].over
    tap(ui_app, listing.button(("load", 0)).rect.center)
    until(ui_app, lambda: type(ui_app.stack.top).__name__ == "ScoringScene")
    assert ui_app.stack.top.state == scene.table.state


def test_save_load_and_delete_from_the_pause_menu(ui_app):
    """Save this game; play on; load the save (back to that moment); delete it after saying yes."""
    scene = play(ui_app, ANN_AND_ROBO)
    moves_made(ui_app, scene, 4)
    until(ui_app, lambda: mine(ui_app, scene))
    kept = scene.table.state
    tap(ui_app, scene.button_rect("menu").center)
    tap(ui_app, ui_app.stack.top.button("saves").rect.center)
    listing = ui_app.stack.top
    assert isinstance(listing, SavesScene) and [e.kind for e in listing.entries] == ["autosave"]
    tap(ui_app, listing.button("save").rect.center)
    assert [e.kind for e in listing.entries] == ["autosave", "game"] and "Saved" in listing.note
    tap(ui_app, listing.button("back").rect.center)
    tap(ui_app, ui_app.stack.top.button("resume").rect.center)
    for _ in range(3):
        until(ui_app, lambda: mine(ui_app, scene))
        tap(ui_app, scene.button_rect("deck").center)
    assert scene.table.state != kept
    tap(ui_app, scene.button_rect("menu").center)
    tap(ui_app, ui_app.stack.top.button("saves").rect.center)
    listing = ui_app.stack.top
    tap(ui_app, listing.button(("load", 1)).rect.center)
    loaded = ui_app.stack.top
    assert isinstance(loaded, PlayScene) and loaded.table.state == kept
    # The later point of the same game was not lost: it was kept aside as an earlier game.
    ui_app.autosaver.flush()
    kinds = sorted(e.kind for e in ui_app.saves.entries())
    assert kinds == ["autosave", "earlier", "game"]
    earlier = next(e for e in ui_app.saves.entries() if e.kind == "earlier")
    assert earlier.saved.state == scene.table.state
    tap(ui_app, loaded.button_rect("menu").center)
    tap(ui_app, ui_app.stack.top.button("saves").rect.center)
    listing = ui_app.stack.top
    n = next(i for i, e in enumerate(listing.entries) if e.kind == "game")
    tap(ui_app, listing.button(("delete", n)).rect.center)
    assert isinstance(ui_app.stack.top, ConfirmOverlay)
    tap(ui_app, ui_app.stack.top.button("no").rect.center)      # Keep: nothing happens
    assert len(listing.entries) == 3
    tap(ui_app, listing.button(("delete", n)).rect.center)
    tap(ui_app, ui_app.stack.top.button("yes").rect.center)
    assert sorted(e.kind for e in listing.entries) == ["autosave", "earlier"]


def test_a_bad_save_is_marked_in_the_list_and_the_others_still_load(ui_app):
    """A damaged file shows its reason and loads nothing; a good one beside it loads."""
    scene = play(ui_app, ANN_AND_ROBO)
    until(ui_app, lambda: mine(ui_app, scene))
    ui_app.autosaver.flush()
    folder: Path = ui_app.saves.path
    (folder / "game-broken.yaml").write_text("schema_version: 1\nstate: [\n")
    (folder / "game-bomb.yaml").write_text("a: &a [1, 1]\nb: [*a, *a]\n")
    ui_app.stack.apply(Reset(MenuScene()))
    tap(ui_app, ui_app.stack.top.button("saves").rect.center)
    listing = ui_app.stack.top
    bad = {e.path.name: e.problem for e in listing.entries if e.problem}
    assert set(bad) == {"game-broken.yaml", "game-bomb.yaml"}
    assert "cut short" in bad["game-broken.yaml"] and "references" in bad["game-bomb.yaml"]
    n = next(i for i, e in enumerate(listing.entries) if e.path.name == "game-bomb.yaml")
    tap(ui_app, listing.button(("load", n)).rect.center)
    assert ui_app.stack.top is listing and "cannot be loaded" in listing.note
    good = next(i for i, e in enumerate(listing.entries) if e.kind == "autosave")
    tap(ui_app, listing.button(("load", good)).rect.center)
    assert isinstance(ui_app.stack.top, PlayScene) and ui_app.stack.top.table.state == scene.table.state


def test_a_damaged_autosave_says_why_on_the_menu(ui_app):
    """Continue is off and the menu says in words why the last game cannot go on."""
    ui_app.saves.path.mkdir(parents=True, exist_ok=True)
    ui_app.autosaver.path.write_bytes(b"\x00\x01\x02")
    ui_app.stack.apply(Reset(MenuScene()))
    menu = ui_app.stack.top
    assert not menu.button("continue").enabled   # at once: the file is not even readable
    assert "not text" in menu_of(ui_app).last_words()


def test_starting_a_new_game_keeps_the_unfinished_one(ui_app):
    """The autosave of an unfinished game is kept aside, never overwritten, when another game starts."""
    first = play(ui_app, ANN_AND_ROBO)
    moves_made(ui_app, first, 5)
    second = play(ui_app, ANN_AND_BEN)
    ui_app.autosaver.flush()
    entries = {e.kind: e for e in ui_app.saves.entries()}
    assert entries["earlier"].saved.state == first.table.state
    assert entries["autosave"].saved.state == second.table.state


def test_a_folder_that_cannot_be_written_turns_saving_off_once(ui_app, tmp_path):
    """Saves where a file stands: the game plays on, says once that saving is off, and nothing breaks."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the saves folder should be")
    app = App(saves=blocker / "saves")
    app.sound = ui_app.sound
    assert app.saves.problem and app.autosaver.problem
    scene = play(app, ANN_AND_ROBO)
    banners = []
    show = scene.effects.banner
    scene.effects.banner = lambda text, *a, **k: (banners.append(text), show(text, *a, **k))
    until(app, lambda: mine(app, scene))
    assert any("Saving is off" in line and "cannot be written" in line for line in scene.moment.log)
    moves_made(app, scene, 10)
    assert banners.count("Saving is off") == 1
    app.stack.apply(Reset(MenuScene()))
    assert not menu_of(app).button("continue").enabled
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert app.stack.quit


def test_load_on_the_command_line_starts_in_the_game(ui_app):
    """`--load FILE` opens straight into the saved game (its scene is the first one)."""
    scene = play(ui_app, ANN_AND_ROBO)
    until(ui_app, lambda: mine(ui_app, scene))
    tap(ui_app, scene.button_rect("deck").center)
    saved = on_disk(ui_app)
    first = first_scene(saved)
    assert isinstance(first, PlayScene) and first.table.state == scene.table.state
    assert isinstance(first_scene(None), MenuScene)


@pytest.mark.parametrize("action", [DrawFromDeck()])
def test_the_save_file_is_plain_yaml_with_its_version(ui_app, action):
    """The autosave is YAML a person can read: schema version, game, board checksum, seats, moves."""
    scene = play(ui_app, ANN_AND_ROBO)
    until(ui_app, lambda: mine(ui_app, scene))
    scene.act(action)
    ui_app.autosaver.flush()
    text = (ui_app.saves.path / AUTOSAVE).read_text()
    for field in ("schema_version: 1", "game: usa", "map: usa.tmx", "map_checksum: sha256:", "seats:",
                  "name: Ann", "level: hard", "moves:", "action: draw_deck"):
        assert field in text


def test_the_menu_never_waits_for_the_check_of_the_last_game(ui_app, monkeypatch):
    """The whole check runs beside the menu: Continue shows at once from a quick look, and the menu
    draws while the check runs; a check that finds the game cannot go on greys it with the reason."""
    import threading
    scene = play(ui_app, ANN_AND_ROBO)
    moves_made(ui_app, scene, 2)
    ui_app.autosaver.flush()
    release = threading.Event()
    real = ui_app.saves.continue_game

    def slow(name):
        release.wait(10)
        entry = real(name)
        return entry.__class__(entry.path, entry.kind, None, "a test says no", entry.modified)
    monkeypatch.setattr(ui_app.saves, "continue_game", slow)
    ui_app.stack.apply(Reset(MenuScene()))
    menu = ui_app.stack.top
    idle(ui_app, 3)
    assert menu.button("continue").enabled and menu.last.checking and menu.wake() is not None
    assert menu.last_words() == ""
    release.set()
    menu.last.wait()
    idle(ui_app)
    assert not menu.button("continue").enabled and "a test says no" in menu.last_words()
