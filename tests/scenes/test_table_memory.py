"""The last table is remembered (saves/table.yaml): set by taps, it comes back after a restart, each game
with its own; a damaged, strange or unwritable file and a board gone missing give the usual table, never
a crash; Play again keeps the table with a new seed."""
import shutil
from dataclasses import replace
from random import Random

import pygame
import pytest

from game.app import App
from game.board.loader import load_board
from game.rules import apply, legal_actions, new_game
from game.saves.table import TABLE_FILE, load_tables
from game.scenes.menus.title import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.scoring.scene import ScoringScene
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Reset
from game.view.pointer import Tap
from tests.conftest import MAPS, REPO
from tests.scenes.test_play_support import Recorder

DEFAULT = [("Player 1", False, 0, "medium"), ("Player 2", False, 1, "medium")]


def new_game_screen(app, hand=None):
    """From the menu, New game (tapped with the hand, or at the button's middle): the new-game screen."""
    app.stack.apply(Reset(MenuScene()))
    if hand is None:
        app.stack.handle(Tap(app.stack.top.button("new").rect.center))
    else:
        hand.button("new")
    assert isinstance(app.stack.top, SetupScene)
    return app.stack.top


def restarted(saves):
    """A new App on the same saves folder, as after closing the game and starting it again."""
    pygame.display.quit()
    app = App(saves=saves)
    app.sound = Recorder()
    return app


def table(setup):
    """What the new-game screen shows: the game, each seat and the options."""
    seats = [(s.name, s.computer, s.color, s.level) for s in setup.seats]
    return setup.game, seats, setup.first, setup.config().undo_on, setup.config().together


def shown(setup):
    """The seats as their buttons read."""
    return [(setup.button(("name", i)).label, setup.button(("kind", i)).label) for i in range(len(setup.seats))]


def set_first_journey(hand, setup):
    """By taps: First Journey for three, Anna typed, a computer at easy, a colour changed, the computer starts,
    together on, undo off."""
    hand.button(("game", "first_journey"))
    hand.button("more")
    hand.button(("name", 0))
    for key in ("a", "n", "n", "a", "done"):
        hand.button(("letter", key) if len(key) == 1 else key)
    hand.button(("kind", 1))
    hand.button(("level", 1))
    hand.button(("color", 2))
    hand.button(("first", 1))
    hand.button("together")
    hand.button("undo")
    assert table(setup) == ("first_journey", [("Anna", False, 0, "medium"), ("Chip", True, 1, "easy"),
                                              ("Player 3", False, 3, "medium")], 1, False, True)


def test_a_table_set_by_taps_comes_back_after_a_restart_each_game_its_own(ui_app, devices, tmp_path):
    """First Journey set up for the children, then USA for the grown-ups: after a restart the screen opens at
    USA as it was, and a tap on First Journey brings the children's table back, buttons and all."""
    hand = devices(True)
    setup = new_game_screen(ui_app, hand)
    set_first_journey(hand, setup)
    children = table(setup)
    hand.button("start")
    started = next(s for s in ui_app.stack.scenes if isinstance(s, PlayScene)).config
    setup = new_game_screen(ui_app, hand)
    assert table(setup) == children   # the screen opens at the game started last
    hand.button(("game", "usa"))      # not played yet: the table on screen, fitted to it
    assert [s.name for s in setup.seats] == ["Anna", "Chip", "Player 3"]
    hand.button(("kind", 1))
    hand.button("more")
    grown_ups = table(setup)
    hand.button("start")

    again = new_game_screen(restarted(tmp_path / "saves"))
    assert table(again) == grown_ups and len(again.seats) == 4
    assert again.button(("game", "usa")).selected
    again.tap(("game", "first_journey"))
    assert table(again) == children
    assert shown(again) == [("Anna", "Person"), ("Chip", "Computer"), ("Player 3", "Person")]
    assert again.button(("level", 1)).label == "Easy" and again.button(("first", 1)).selected
    assert again.button("together").selected and not again.button("undo").selected
    assert replace(again.config(), seed=started.seed) == started   # everything but the seed


def test_the_saves_list_ignores_the_table(ui_app, devices):
    """saves/table.yaml is no game: the list of saved games does not show it."""
    hand = devices(False)
    new_game_screen(ui_app, hand)
    hand.button("start")
    assert ui_app.saves.file(TABLE_FILE).is_file()
    assert all(e.path.name != TABLE_FILE for e in ui_app.saves.entries())


DAMAGED = {"not yaml": b"games: [usa\n", "binary": b"\x00\x01\x02", "no schema": b"last: usa\n",
           "newer schema": b"schema: 99\nlast: usa\n", "a list": b"- usa\n"}


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_table_gives_the_usual_table_and_is_kept_aside(ui_app, devices, content):
    """The screen opens as on a first start; the file is renamed beside it, unchanged; the next start writes
    a good one."""
    path = ui_app.saves.file(TABLE_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    hand = devices(True)
    setup = new_game_screen(ui_app, hand)
    assert table(setup) == ("usa", DEFAULT, None, False, False)
    assert ui_app.saves.file("table.damaged.yaml").read_bytes() == content
    ui_app.stack.draw(ui_app.screen)
    hand.button("start")
    assert load_tables(path).last == "usa"


def test_a_table_that_cannot_be_written_still_starts_the_game(ui_app, devices):
    """saves/table.yaml is a folder (nothing can be written there): the screen opens as usual and Start
    starts the game all the same."""
    ui_app.saves.file(TABLE_FILE).mkdir(parents=True)
    hand = devices(False)
    setup = new_game_screen(ui_app, hand)
    assert table(setup) == ("usa", DEFAULT, None, False, False)
    hand.button("start")
    assert any(isinstance(s, PlayScene) for s in ui_app.stack.scenes)


STRANGE = ("schema: 1\nlast: amsterdam\ngames:\n  amsterdam:\n    seats:\n"
           + "".join(f"    - {{name: '{name}', computer: {c}, color: {col}, level: {lvl}}}\n" for name, c, col, lvl in
                     [("A very long name indeed", "false", 0, "medium"), ("  ", "true", 0, "wizard"),
                      ("Bea", "false", 42, "hard"), ("Cy", "false", 3, "easy"), ("Di", "false", 4, "easy"),
                      ("Ed", "false", 2, "easy")])
           + "    first: 5\n    undo: maybe\n    together: 1\n    house_rules: {no_such_rule: 3}\n")


def test_a_strange_table_is_fitted_to_what_the_screen_offers(ui_app, devices):
    """A table with six seats for a game of four, a name too long, a blank one, two seats of one colour, a
    level no one offers, a starter beyond the seats and options of the wrong kind: fitted, never refused."""
    path = ui_app.saves.file(TABLE_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(STRANGE)
    setup = new_game_screen(ui_app, devices(True))
    assert table(setup) == ("amsterdam", [("A very long", False, 0, "medium"), ("Chip", True, 1, "medium"),
                                          ("Bea", False, 2, "hard"), ("Cy", False, 3, "easy")], None, False, False)
    assert setup.config().house_rules == {}
    ui_app.stack.apply(setup.tap("start"))   # an unknown house rule would stop the deal
    play = next(s for s in ui_app.stack.scenes if isinstance(s, PlayScene))
    assert [p.name for p in play.table.state.players] == ["A very long", "Chip", "Bea", "Cy"]


@pytest.mark.parametrize("board", ["missing", "broken"])
def test_a_table_of_a_game_whose_board_is_gone_falls_back(ui_app, devices, tmp_path, monkeypatch, board):
    """Amsterdam was played last, and its board is now missing or broken: the screen opens at USA as on a
    first start, and every game card still draws."""
    hand = devices(True)
    setup = new_game_screen(ui_app, hand)
    hand.button(("game", "amsterdam"))
    hand.button(("name", 0))
    hand.button(("preset", 2))
    hand.button("start")
    assert load_tables(ui_app.saves.file(TABLE_FILE)).last == "amsterdam"
    maps = tmp_path / "maps"
    maps.mkdir()
    (tmp_path / "assets").symlink_to(REPO / "assets")   # the tilesets, found as beside the real maps
    for game in ("usa", "first_journey") + (("amsterdam",) if board == "broken" else ()):
        for suffix in (".tmx", ".yaml"):
            shutil.copy(MAPS / f"{game}{suffix}", maps / f"{game}{suffix}")
    if board == "broken":
        (maps / "amsterdam.yaml").write_text("tickets: [oops\n")
    monkeypatch.setattr(ui_app, "map_folders", (maps,), raising=False)
    setup = new_game_screen(ui_app, hand)
    assert table(setup) == ("usa", DEFAULT, None, False, False)
    ui_app.stack.draw(ui_app.screen)
    if board == "missing":   # a board no longer there is not offered
        assert [b.key for b in setup.row.buttons if b.key[0] == "game"] == [("game", "usa"), ("game", "first_journey")]
        return
    hand.button(("game", "amsterdam"))   # the remembered table does not come with a board that cannot be played
    assert [s.name for s in setup.seats] == ["Player 1", "Player 2"]
    hand.button("start")
    assert ui_app.stack.top is setup and "amsterdam" in setup.problem


def finished_game(config):
    """A game of this table played to its end by random legal moves."""
    state = new_game(load_board(MAPS / f"{config.game}.tmx"), [s.name for s in config.seats], config.seed)
    rng = Random(config.seed)
    while not state.over:
        state = apply(state, rng.choice(legal_actions(state))).state
    return state


def test_play_again_keeps_the_table_with_a_new_seed(ui_app, devices):
    """After a game started from the new-game screen, Play again starts the same table (names, colours, kinds,
    levels, who starts, options) with another seed; the remembered table is the same after it."""
    hand = devices(True)
    setup = new_game_screen(ui_app, hand)
    set_first_journey(hand, setup)
    hand.button("start")
    first = next(s for s in ui_app.stack.scenes if isinstance(s, PlayScene)).config
    path = ui_app.saves.file(TABLE_FILE)
    remembered = path.read_bytes()
    ui_app.stack.apply(Reset(ScoringScene(finished_game(first), first)))
    ui_app.stack.apply(ui_app.stack.top.press("again"))
    again = next(s for s in ui_app.stack.scenes if isinstance(s, PlayScene)).config
    assert again.seed != first.seed and replace(again, seed=first.seed) == first
    assert path.read_bytes() == remembered
    assert table(new_game_screen(ui_app, hand))[1] == [(s.name, s.computer, s.color, s.level) for s in first.seats]


def test_a_remembered_house_rule_the_board_no_longer_allows_is_said_and_the_others_kept(ui_app, devices):
    """The table remembers 50 trains (the board now allows 20 to 45) and no minus points: the new-game screen
    keeps the second, plays the rulebook's trains and says so in one line; Start deals 45 trains."""
    path = ui_app.saves.file(TABLE_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("schema: 1\nlast: usa\ngames:\n  usa:\n    seats:\n"
                    "    - {name: Ann, computer: false, color: 0, level: medium}\n"
                    "    - {name: Bob, computer: true, color: 1, level: easy}\n"
                    "    house_rules: {trains: 50, unfinished_minus: false}\n    house_name: Gran Rules\n")
    setup = new_game_screen(ui_app, devices(False))
    assert setup.config().house_rules == {"unfinished_minus": False} and setup.config().house_name == ""
    assert setup.problem == "No longer allowed on this board: Trains per player (50)"
    ui_app.stack.apply(setup.tap("start"))
    play = next(s for s in ui_app.stack.scenes if isinstance(s, PlayScene))
    assert all(p.trains == 45 for p in play.table.state.players)
    assert play.table.state.rules.unfinished_minus is False
