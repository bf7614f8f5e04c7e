"""Menu, setup, pause, rules and settings screens driven by taps at their buttons, headless."""
import re
from random import Random

import pygame
import pytest

from game.ai.expert import ExpertPlayer
from game.ai.players import STYLES
from game.app import App
from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.answers import Resumed
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.menus.saves import SavesScene
from game.scenes.play.scene import PlayScene
from game.scenes.overlays.rules_help import RulesOverlay
from game.scenes.overlays.rules_pages import PAGES
from game.scenes.menus.settings import SettingsScene
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Push, Reset, Scene
from game.settings import Settings
from game.view.pointer import Back, Confirm, Focus, Hover, Tap, Typed
from tests.conftest import GAMES, MAPS
from tests.scenes.test_play_support import Recorder


class Table(Scene):
    """A stand-in play scene under the pause overlay: it remembers how it was resumed."""

    def __init__(self, game):
        self.config = GameConfig(game, (Seat("A"), Seat("B", color=1)))
        self.resumed = []

    def resume(self, result):
        """Remember what the overlay on top popped with."""
        self.resumed.append(result)


@pytest.fixture
def app(tmp_path):
    """A headless app with default settings, a recording sound and no saved game."""
    pygame.display.quit()  # a second SCALED window on the dummy driver may crash SDL without this
    app = App(saves=tmp_path / "saves")
    app.settings = Settings()
    app.sound = Recorder()
    return app


def show(app, scene):
    """Start the stack afresh from one scene and return it."""
    app.stack.apply(Reset(scene))
    return app.stack.top


def tap(app, key):
    """Tap the middle of the top scene's button with this key."""
    app.stack.handle(Tap(app.stack.top.button(key).rect.center))


def every_button_is_big(scene):
    """Each target is a finger wide and high for its screen (80 px on the 1280 x 768 window) and on the screen."""
    least = scene.app.metrics.target()
    for b in scene.row.buttons:
        assert b.rect.w >= least and b.rect.h >= least, f"{b.key} is too small: {b.rect}"
        assert pygame.Rect((0, 0), scene.app.size).contains(b.rect), f"{b.key} runs off the screen"


def draw(app):
    """Draw the visible scenes once (drawing must never fail)."""
    app.stack.draw(app.screen)


def test_menu_to_setup_to_a_real_play_scene(app):
    """New game, Amsterdam, three seats (one a computer), seat 3 starts: the play scene gets exactly that."""
    show(app, MenuScene())
    draw(app)
    tap(app, "new")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    tap(app, ("game", "amsterdam"))
    tap(app, "more")
    tap(app, ("kind", 1))
    tap(app, ("first", 2))
    tap(app, ("name", 0))   # the keyboard, with the usual names: the first is Mum
    tap(app, ("preset", 0))
    draw(app)
    every_button_is_big(setup)
    tap(app, "start")
    play = app.stack.top
    assert isinstance(play, PlayScene)
    config = play.config
    assert config.game == "amsterdam" and config.first == 2
    assert [s.computer for s in config.seats] == [False, True, False]
    assert [s.name for s in config.seats] == ["Mum", "Chip", "Player 3"]
    assert len({s.color for s in config.seats}) == 3
    assert isinstance(config.seed, int) and config.seed > 0
    assert play.table.state.rules.game == "amsterdam" and len(play.table.state.players) == 3
    assert "tap" in app.sound.played


def test_each_start_has_a_fresh_seed(app):
    """Two games set up the same way get different seeds."""
    setup = show(app, SetupScene())
    seeds = {setup.config().seed for _ in range(5)}
    assert len(seeds) > 1


@pytest.mark.parametrize("game", GAMES)
def test_player_count_stays_within_the_boards_limits(app, game):
    """Plus and minus stop at the min and max of maps/<game>.yaml; tapping a disabled one does nothing."""
    players = load_board(MAPS / f"{game}.tmx").settings["players"]
    setup = show(app, SetupScene())
    tap(app, ("game", game))
    for _ in range(8):
        tap(app, "more")
    assert len(setup.seats) == players["max"]
    assert not setup.button("more").enabled
    app.stack.handle(Tap(setup.button("more").rect.center))
    assert len(setup.seats) == players["max"]
    for _ in range(8):
        tap(app, "fewer")
    assert len(setup.seats) == players["min"]
    assert not setup.button("fewer").enabled
    assert len(setup.config().seats) == players["min"]


def test_changing_game_trims_the_seats(app):
    """Five USA seats become four for First Journey; a starter beyond them goes back to random."""
    setup = show(app, SetupScene())
    for _ in range(3):
        tap(app, "more")
    tap(app, ("first", 4))
    tap(app, ("game", "first_journey"))
    assert len(setup.seats) == 4 and setup.first is None
    assert setup.button("random").selected


def test_two_seats_never_share_a_colour(app):
    """Tapping train colours in any order, with 2 to 5 seats, never gives two seats one colour."""
    setup = show(app, SetupScene())
    rng = Random(5)
    for _ in range(200):
        key = rng.choice(["more", "fewer"] + [("color", i) for i in range(len(setup.seats))])
        if setup.button(key).enabled:
            tap(app, key)
        colours = [s.color for s in setup.seats]
        assert len(set(colours)) == len(colours)
    first = setup.seats[0].color
    tap(app, ("color", 0))
    assert setup.seats[0].color != first


def test_names_come_from_the_usual_ones_or_are_typed(app):
    """A tapped name opens the keyboard: its usual names stay in their places, those taken greyed; a physical
    keyboard types there, Back-space erases, Enter keeps the name; a name erased to nothing keeps the one before."""
    setup = show(app, SetupScene())
    tap(app, ("name", 1))
    tap(app, ("preset", 0))
    tap(app, ("name", 0))
    assert "Mum" in app.stack.top.taken
    tap(app, ("preset", 1))
    assert setup.seats[1].name == "Mum" and setup.seats[0].name == "Dad"
    tap(app, ("name", 0))
    app.stack.handle(Typed("Zoë"))
    app.stack.handle(Typed("!\b"))
    app.stack.handle(Confirm())
    app.stack.update(0.016)
    assert app.stack.top is setup and setup.seats[0].name == "Zoë"
    tap(app, ("name", 0))
    app.stack.handle(Typed("\b\b\b"))
    app.stack.handle(Confirm())
    app.stack.update(0.016)
    assert setup.config().seats[0].name == "Zoë"


def test_computer_seats_get_computer_names(app):
    """A seat switched to a computer takes a robot's short name, each computer its own, and back."""
    setup = show(app, SetupScene())
    tap(app, ("kind", 0))
    assert setup.seats[0].computer and setup.seats[0].name == "Robo"
    tap(app, ("name", 0))
    tap(app, ("preset", 1))
    assert setup.seats[0].name == "Chip"
    tap(app, ("kind", 1))   # the next computer takes the next robot's name, not one taken
    assert [s.name for s in setup.seats] == ["Chip", "Sparky"]
    tap(app, ("kind", 0))
    assert not setup.seats[0].computer and setup.seats[0].name == "Player 1"


def test_each_computer_seat_plays_at_the_level_chosen_for_it(app):
    """A computer seat shows its level; a tap steps gentle, easy, medium, hard, expert; the game gets exactly
    those."""
    setup = show(app, SetupScene())
    tap(app, "more")
    assert all(b.key != ("level", 1) for b in setup.row.buttons)   # a person has no level to choose
    tap(app, ("kind", 1))
    tap(app, ("kind", 2))
    assert setup.button(("level", 1)).label == "Medium"  # a fair opponent for grown-ups to start with
    seen = []
    for _ in range(5):
        tap(app, ("level", 2))
        seen.append(setup.button(("level", 2)).label)
    assert seen == ["Hard", "Expert", "Gentle", "Easy", "Medium"]
    tap(app, ("level", 2))
    tap(app, ("level", 2))
    draw(app)
    every_button_is_big(setup)
    tap(app, "start")
    play = app.stack.top
    assert isinstance(play, PlayScene)
    assert [(s.computer, s.level) for s in play.config.seats][1:] == [(True, "medium"), (True, "expert")]
    assert play.table.computers[1].style == STYLES["medium"] and isinstance(play.table.computers[2], ExpertPlayer)


def test_first_journey_computers_start_gentle(app):
    """With children at the table (First Journey), a new computer seat starts at the gentle level."""
    setup = show(app, SetupScene("first_journey"))
    tap(app, ("kind", 1))
    assert setup.seats[1].level == "gentle" and setup.button(("level", 1)).label == "Gentle"


def test_setup_back_returns_to_the_menu(app):
    """Back (Escape) and the Back button both go back to the menu."""
    show(app, MenuScene())
    tap(app, "new")
    app.stack.handle(Back())
    assert isinstance(app.stack.top, MenuScene)
    tap(app, "new")
    tap(app, "back")
    assert isinstance(app.stack.top, MenuScene)


def test_menu_buttons_and_keyboard(app):
    """Continue is off without a save; Tab and Enter press buttons; hover marks one; quit quits."""
    menu = show(app, MenuScene())
    every_button_is_big(menu)
    assert not menu.button("continue").enabled
    app.stack.handle(Hover(menu.button("rules").rect.center))
    assert menu.button("rules").hovered
    app.stack.handle(Focus(1))
    app.stack.handle(Confirm())
    assert isinstance(app.stack.top, SetupScene)
    show(app, MenuScene())
    tap(app, "rules")
    assert isinstance(app.stack.top, RulesOverlay) and app.stack.top.tabs
    app.stack.handle(Back())
    tap(app, "settings")
    assert isinstance(app.stack.top, SettingsScene)
    app.stack.handle(Back())
    tap(app, "quit")
    assert app.stack.quit


def test_pause_resumes_opens_rules_and_settings_and_leaves(app):
    """Resume pops with Resumed(); Back (Escape a second time) leaves for the menu; rules are the played
    game's; saved games and settings open on top; Menu resets to the menu."""
    table = show(app, Table("first_journey"))
    app.stack.apply(Push(PauseOverlay()))
    pause = app.stack.top
    assert not pause.opaque
    draw(app)
    every_button_is_big(pause)
    tap(app, "resume")
    assert app.stack.top is table and table.resumed == [Resumed()]
    app.stack.apply(Push(PauseOverlay()))
    app.stack.handle(Back())
    assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MenuScene)
    table = show(app, Table("first_journey"))
    app.stack.apply(Push(PauseOverlay()))
    tap(app, "saves")
    assert isinstance(app.stack.top, SavesScene) and app.stack.top.playing is None   # no game to save here
    app.stack.handle(Back())
    tap(app, "rules")
    rules = app.stack.top
    assert isinstance(rules, RulesOverlay) and rules.game == "first_journey" and not rules.tabs
    app.stack.handle(Back())
    tap(app, "settings")
    assert isinstance(app.stack.top, SettingsScene)
    app.stack.handle(Back())
    tap(app, "menu")
    assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MenuScene)


@pytest.mark.parametrize("game", [None, *GAMES])
def test_rules_pages_turn_and_close(app, game):
    """Next and previous walk every page and stop at the ends; every page draws; tabs switch games."""
    show(app, MenuScene())
    app.stack.apply(Push(RulesOverlay(game)))
    rules = app.stack.top
    pages = len(PAGES[rules.game])
    assert not rules.button("prev").enabled
    for page in range(1, pages):
        tap(app, "next")
        draw(app)
        assert rules.page == page
    assert not rules.button("next").enabled
    tap(app, "prev")
    assert rules.page == pages - 2
    every_button_is_big(rules)
    if game is None:
        tap(app, ("game", "amsterdam"))
        assert rules.game == "amsterdam" and rules.page == 0
    tap(app, "back")
    assert isinstance(app.stack.top, MenuScene)


@pytest.mark.parametrize("game", GAMES)
def test_rules_pages_show_words_not_decision_numbers(app, game):
    """Every point of the rules cites its decision in the source (checked against docs/rules.md),
    but what a player reads has no "(U3)" or "(F6)" in it."""
    show(app, MenuScene())
    app.stack.apply(Push(RulesOverlay(game)))
    rules = app.stack.top
    lines = [line for sheet in rules.sheets for line, _ in sheet.lines]
    assert lines and all(re.search(r"\([A-Z]\d+", line) is None for line in lines)
    cited = [point for _, points in PAGES[game] for point in points if re.search(r"\([A-Z]\d+", point.text)]
    assert cited   # the source still says which decision each point follows


def test_settings_screen_changes_and_saves(app, tmp_path):
    """Mute, symbols, volume buttons and a tap on the bar change app.settings and the file at once."""
    path = tmp_path / "settings.yaml"
    screen = show(app, SettingsScene(path))
    every_button_is_big(screen)
    tap(app, "sound_on")
    tap(app, "colorblind_symbols")
    tap(app, "quieter")
    assert app.settings == Settings(volume=0.7, sound_on=False, colorblind_symbols=False)
    assert Settings.load(path) == app.settings
    bar = screen.button("volume").rect
    app.stack.handle(Tap((bar.right - 2, bar.centery)))
    assert app.settings.volume == 1.0 and not screen.button("louder").enabled
    app.stack.handle(Tap((bar.left + 2, bar.centery)))
    assert app.settings.volume == 0.0 and not screen.button("quieter").enabled
    draw(app)
    tap(app, "back")
    assert app.stack.scenes == []


def test_the_voice_switches_apart_from_the_sound(app, tmp_path):
    """Voice off silences the spoken prompts and keeps the sound effects; it is saved at once."""
    path = tmp_path / "settings.yaml"
    show(app, SettingsScene(path))
    assert app.voice.enabled and app.settings.voice_on
    tap(app, "voice_on")
    assert not app.voice.enabled and app.settings.sound_on and not app.settings.voice_on
    assert Settings.load(path).voice_on is False
    tap(app, "voice_on")
    assert app.voice.enabled and Settings.load(path).voice_on is True


def test_full_screen_shows_the_screen_as_it_is_and_switches_it(app, tmp_path):
    """The button shows whether the game is fullscreen; a tap switches, is saved, and lays the screen out again."""
    path = tmp_path / "settings.yaml"
    window = app.size
    screen = show(app, SettingsScene(path))
    assert screen.button("fullscreen").label == "Off" and not app.fullscreen
    tap(app, "fullscreen")
    assert app.fullscreen and app.settings.fullscreen and Settings.load(path).fullscreen
    assert app.size == pygame.display.get_desktop_sizes()[0]   # the dummy driver's desktop
    assert screen.button("fullscreen").label == "On"
    every_button_is_big(screen)
    draw(app)
    tap(app, "fullscreen")
    assert not app.fullscreen and app.size == window and not Settings.load(path).fullscreen
    assert screen.button("fullscreen").label == "Off"
    every_button_is_big(screen)
    draw(app)


def test_full_screen_refused_keeps_the_screen_and_says_so(app, tmp_path, monkeypatch):
    """A display that refuses to switch: the setting stays as the screen is, and the screen says why."""
    screen = show(app, SettingsScene(tmp_path / "settings.yaml"))
    monkeypatch.setattr(app, "set_fullscreen", lambda on: False)
    tap(app, "fullscreen")
    assert not app.settings.fullscreen and screen.button("fullscreen").label == "Off"
    assert screen.refused
    draw(app)


def test_a_game_started_fullscreen_shows_it(tmp_path):
    """Started with --fullscreen, the settings screen says On."""
    pygame.display.quit()
    app = App(fullscreen=True, saves=tmp_path / "saves")
    screen = show(app, SettingsScene(app.settings_path))
    assert app.fullscreen and screen.button("fullscreen").label == "On"


def test_settings_screen_works_before_the_app_has_settings(app, tmp_path):
    """Without app.settings the screen reads the file (or defaults) and creates it."""
    del app.settings
    show(app, SettingsScene(tmp_path / "none.yaml"))
    assert app.settings == Settings()


def start_on_maps(app, monkeypatch, maps, game: str) -> SetupScene:
    """Setup reading its boards from this folder: pick the game (if it is listed) and press Start."""
    monkeypatch.setattr(app, "map_folders", (maps,), raising=False)
    setup = show(app, SetupScene())
    if any(b.key == ("game", game) for b in setup.row.buttons):
        tap(app, ("game", game))
    tap(app, "start")
    return setup


def test_a_broken_board_is_refused_on_setup_with_its_reason(app, tmp_path, monkeypatch):
    """A map that cannot be played: Start stays on setup and says why, with no traceback."""
    import shutil

    broken = tmp_path / "maps"
    broken.mkdir()
    (tmp_path / "assets").symlink_to(MAPS.parent / "assets")   # the tilesets found as the shipped map finds them
    for name in ("usa.tmx", "usa.yaml"):
        shutil.copy(MAPS / name, broken / name)
    (broken / "usa.yaml").write_text("tickets: [oops\n")
    setup = start_on_maps(app, monkeypatch, broken, "usa")
    assert app.stack.top is setup
    assert "cannot be played" in setup.problem and "malformed YAML" in setup.problem
    draw(app)


def test_no_board_at_all_names_the_command_that_makes_them_again(app, tmp_path, monkeypatch):
    """No map in the maps folder: setup lists no board, starts nothing and says how to make the boards again."""
    setup = start_on_maps(app, monkeypatch, tmp_path / "maps", "amsterdam")
    assert app.stack.top is setup and not [b for b in setup.row.buttons if b.key[0] == "game"]
    assert "No boards were found in maps/" in setup.problem and "tools/build_maps.py" in setup.problem
