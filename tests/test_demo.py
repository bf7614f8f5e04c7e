"""Demo mode: its command line, its loop (against stand-in scenes), and whole games headless.

Every board with every player count is played once through `main.py --demo --fast` in a child
process (about 11 s in all on a desktop). Alone: python -m pytest tests/test_demo.py -k matrix
"""
from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import demo
from game.scenes.stack import Replace, Scene
from tests.board.test_catalog import family_folder

ROOT = Path(__file__).resolve().parents[1]
MAIN = ROOT / "main.py"
PLAYER_RANGE = demo.player_ranges()   # every board shipped in maps/, read from its own rules file
MATRIX = [(game, n) for game, (low, high) in PLAYER_RANGE.items() for n in range(low, high + 1)]


# --- the command line -------------------------------------------------------------------------

def test_defaults_and_every_option():
    """Without options the demo plays USA with 4; every option is read."""
    assert demo.parse([]) == demo.DemoOptions("usa", 4, None, False, False, False)
    options = demo.parse(["--demo", "--game", "amsterdam", "--players", "2", "--seed", "9",
                          "--quit-after-game", "--fast", "--fullscreen"])
    assert options == demo.DemoOptions("amsterdam", 2, 9, True, True, True)


@pytest.mark.parametrize("game", sorted(PLAYER_RANGE))
def test_every_allowed_player_count_parses(game):
    """Each game accepts exactly its own player counts."""
    low, high = PLAYER_RANGE[game]
    for n in range(low, high + 1):
        assert demo.parse(["--game", game, "--players", str(n)]).players == n


@pytest.mark.parametrize("argv, words", [
    (["--game", "usa", "--players", "6"], "usa is for 2 to 5 players, not 6"),
    (["--game", "amsterdam", "--players", "5"], "amsterdam is for 2 to 4 players, not 5"),
    (["--game", "first_journey", "--players", "1"], "first_journey is for 2 to 4 players, not 1"),
    (["--players", "four"], "invalid int value: 'four'"),
    (["--seed", "-3"], "the seed must be 0 or more"),
    (["--speed", "9"], "unrecognized arguments: --speed 9"),
    (["--game"], "expected one argument"),
])
def test_bad_arguments_give_usage_and_exit_2(argv, words, capsys):
    """Bad arguments print the usage and what is wrong, exit 2, and no traceback."""
    assert demo.main(["--demo", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: main.py --demo") and words in err and "Traceback" not in err


@pytest.fixture
def stick(tmp_path):
    """A family's folder: home_town (a copy of First Journey) and broken (Amsterdam with a damaged rules file)."""
    folder = family_folder(tmp_path, {"home_town": "first_journey", "broken": "amsterdam"})
    (folder / "broken.yaml").write_text("tickets: [oops\n")
    return folder


def test_maps_offers_a_familys_board_by_its_name(stick):
    """--maps DIR --game home_town plays the folder's own map; without --game the first shipped board still."""
    options = demo.parse(["--maps", str(stick), "--game", "home_town", "--players", "3"])
    assert (options.game, options.players, options.maps) == ("home_town", 3, stick)
    assert options.map_file == stick / "home_town.tmx"
    assert demo.demo_config(options.game, 3, 1, options.map_file).map_path == stick / "home_town.tmx"
    shipped = demo.parse(["--maps", str(stick)])
    assert shipped.game == "usa" and shipped.map_file is None


@pytest.mark.parametrize("argv, words", [
    (["--game", "chess"], "There is no board 'chess' to play; the boards are: usa, amsterdam, first_journey"),
    (["--maps", "STICK", "--game", "chess"], "home_town"),
    (["--maps", "STICK", "--game", "broken"], "The board 'broken' cannot be played: broken.yaml"),
    (["--maps", "STICK/nowhere", "--game", "home_town"], "No boards can be found with --maps: there is no folder"),
    (["--game", "home_town"], "There is no board 'home_town' to play"),
    (["--game", "chess\x1b[2J\nusa"], "There is no board 'chess[2J usa' to play"),
], ids=["unknown", "unknown-with-maps", "broken", "no-folder", "needs-maps", "control-characters"])
def test_a_board_that_is_not_there_or_broken_is_refused_in_one_line(stick, argv, words, capsys):
    """An unknown or broken board, or a folder that is not there: one line saying why, exit 2, no usage."""
    argv = [a.replace("STICK", str(stick)) for a in argv]
    assert demo.main(["--demo", *argv]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and words in err, err
    assert "usage" not in err and "Traceback" not in err and "\x1b" not in err


def test_a_familys_board_keeps_its_own_player_range(stick, capsys):
    """home_town is First Journey's copy: 5 computer players is a usage error naming its range."""
    assert demo.main(["--maps", str(stick), "--game", "home_town", "--players", "5"]) == 2
    assert "home_town is for 2 to 4 players, not 5" in capsys.readouterr().err


def test_help_exits_0(capsys):
    """--help shows the options and exits 0."""
    assert demo.main(["--demo", "--help"]) == 0
    assert "--quit-after-game" in capsys.readouterr().out


# --- the loop, against stand-in scenes ----------------------------------------------------------

class StandInScores(Scene):
    """Reveals its lines over a few updates, like the scoring scene."""

    def __init__(self):
        self.updates = 0
        self.drawn = 0

    @property
    def done(self):
        """True once every line is shown."""
        return self.updates >= 3

    def update(self, dt):
        """Reveal one more line."""
        self.updates += 1

    def busy(self):
        """Moving until all is shown."""
        return not self.done

    def draw(self, surface):
        """Count the frames drawn."""
        self.drawn += 1


class StandInPlay(Scene):
    """Plays `moves` moves, one per update, then gives way to the scores; remembers its input."""

    made: list["StandInPlay"] = []

    def __init__(self, config, fast, moves=5):
        self.config, self.fast, self.moves = config, fast, moves
        self.handled = []
        self.scores = StandInScores()
        StandInPlay.made.append(self)

    def handle(self, intent):
        """Remember input (the demo must never send any)."""
        self.handled.append(intent)

    def update(self, dt):
        """One move; after the last, the scores."""
        self.moves -= 1
        return Replace(self.scores) if self.moves == 0 else None

    def busy(self):
        """A game in progress always moves."""
        return True


@pytest.fixture(scope="module")
def app():
    """One headless App for the loop tests."""
    from game.app import App
    return App()


@pytest.fixture
def made(app):
    """The stand-in play scenes made by one test, with the App's stack and event queue emptied."""
    StandInPlay.made = []
    app.stack.scenes.clear()
    app.stack.quit = False
    pygame.event.clear()
    return StandInPlay.made


def test_one_fast_game_then_exit_0(app, made):
    """One fast game of computer seats, its scores drawn, a line written, then exit 0."""
    out = io.StringIO()
    options = demo.DemoOptions("amsterdam", 3, seed=41, quit_after_game=True, fast=True)
    assert demo.run(app, options, out, StandInPlay) == 0
    assert len(made) == 1 and made[0].fast
    config = made[0].config
    assert config.game == "amsterdam" and config.seed == 41
    assert [s.computer for s in config.seats] == [True] * 3
    assert len({s.color for s in config.seats}) == 3 and len({s.name for s in config.seats}) == 3
    assert made[0].scores.drawn >= 1, "the scores were shown before the exit"
    assert out.getvalue().startswith("game 1: amsterdam, 3 players, seed 41: over")


def test_without_quit_after_game_the_demo_loops_with_new_seeds(app, made):
    """The shop-window loop starts game after game, each with the next seed, until the window closes."""
    def third_game_quits(config, fast):
        """Make a game; while making the third, close the window."""
        if len(made) == 2:   # while making the third
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        return StandInPlay(config, fast)
    out = io.StringIO()
    assert demo.run(app, demo.DemoOptions("usa", 2, seed=7, fast=True), out, third_game_quits) == 0
    assert [scene.config.seed for scene in made] == [7, 8, 9]
    lines = out.getvalue().splitlines()
    assert len(lines) == 3 and "over" in lines[0] and "stopped" in lines[2]


def test_taps_and_keys_never_reach_the_game(app, made):
    """Taps, Back and keys cannot pause or disturb a demo game."""
    def with_input(config, fast):
        """Make a game with taps and keys waiting for it."""
        post = pygame.event.post
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 50), button=1, touch=False))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(50, 50), button=1, touch=False))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(50, 50), button=3, touch=False))  # Back
        post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))
        return StandInPlay(config, fast)
    options = demo.DemoOptions(seed=1, quit_after_game=True, fast=True)
    assert demo.run(app, options, io.StringIO(), with_input) == 0
    assert made[0].handled == [] and made[0].scores.drawn >= 1


def test_escape_ends_the_demo(app, made):
    """Escape stops the demo at once, and exits 0."""
    def then_escape(config, fast):
        """Make a long game with Escape waiting."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="\x1b", scancode=41))
        return StandInPlay(config, fast, moves=1000)
    out = io.StringIO()
    assert demo.run(app, demo.DemoOptions(seed=1, fast=True), out, then_escape) == 0
    assert made[0].moves == 1000 and "stopped" in out.getvalue()


def test_a_game_that_never_ends_is_reported(app, made, monkeypatch):
    """A fast game that does not end is an error, not a hang."""
    monkeypatch.setattr(demo, "MAX_FAST_FRAMES", 50)
    with pytest.raises(demo.Stuck):
        demo.run(app, demo.DemoOptions(seed=1, quit_after_game=True, fast=True), io.StringIO(),
                 lambda config, fast: StandInPlay(config, fast, moves=10**9))


def test_at_normal_pace_the_scores_stay_a_while(app, made, monkeypatch):
    """At normal pace the finished scores stay on screen before the demo goes on."""
    monkeypatch.setattr(demo, "SCORES_HOLD", 0.3)
    started = time.perf_counter()
    options = demo.DemoOptions(seed=1, quit_after_game=True, fast=False)
    assert demo.run(app, options, io.StringIO(), StandInPlay) == 0
    assert made[0].scores.done
    assert time.perf_counter() - started >= 0.3


# --- whole games through main.py ------------------------------------------------------------------

def run_main(*args: str, timeout: float = 180) -> tuple[subprocess.CompletedProcess, float]:
    """Run `python main.py ARGS` headless; the finished process and its wall time."""
    assert "--demo" in MAIN.read_text(encoding="utf-8"), "main.py does not hand --demo to game.demo.main yet"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    started = time.perf_counter()
    done = subprocess.run([sys.executable, str(MAIN), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)
    return done, time.perf_counter() - started


@pytest.mark.parametrize("game, players", MATRIX)
def test_matrix_whole_game_headless(game, players):
    """python main.py --demo --fast --quit-after-game plays a whole game and exits 0."""
    done, seconds = run_main("--demo", "--game", game, "--players", str(players), "--seed", "1",
                             "--fast", "--quit-after-game")
    assert done.returncode == 0, done.stderr
    assert f"game 1: {game}, {players} players, seed 1: over" in done.stdout, done.stdout
    assert seconds < 60, f"{game} with {players} players took {seconds:.1f} s"


def test_main_py_plays_a_whole_game_on_a_familys_board(stick, tmp_path):
    """main.py --demo --maps DIR --game home_town plays the folder's board to its scores and exits 0."""
    done, _ = run_main("--demo", "--maps", str(stick), "--game", "home_town", "--players", "2", "--seed", "1",
                       "--fast", "--quit-after-game", "--saves", str(tmp_path / "saves"))
    assert done.returncode == 0, done.stderr
    assert "game 1: home_town, 2 players, seed 1: over" in done.stdout, done.stdout


def test_main_py_refuses_a_broken_board_in_one_line(stick):
    """Through main.py too, a board that cannot be played is one line on stderr and exit 2."""
    done, _ = run_main("--demo", "--maps", str(stick), "--game", "broken")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("The board 'broken' cannot be played:") and len(done.stderr.splitlines()) == 1


def test_main_py_bad_arguments_give_usage_not_a_traceback():
    """Through main.py too, bad arguments give the usage and exit 2."""
    done, _ = run_main("--demo", "--game", "usa", "--players", "9")
    assert done.returncode == 2
    assert "usage:" in done.stderr and "Traceback" not in done.stderr
