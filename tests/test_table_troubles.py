"""What can go wrong at a family's table, outside the game itself: each gets a clear message and loses nothing."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game import app as app_module
from game.app import App, main, write_crash_log

REPO = Path(__file__).resolve().parents[1]


def test_missing_pictures_are_named_with_the_command_that_makes_them(monkeypatch, tmp_path, capsys):
    """The game does not start without its art, and says which file is missing and what rebuilds it."""
    from game.view import sprites
    monkeypatch.setattr(sprites, "TILESETS", tmp_path / "tilesets")
    assert main(["--saves", str(tmp_path / "saves")]) == 2
    err = capsys.readouterr().err
    assert "pictures are missing" in err and "route_spaces.tsx" in err and "tools/make_art.py" in err
    assert "Traceback" not in err


def test_the_crash_handler_never_fails_itself(tmp_path, monkeypatch):
    """An unwritable saves folder: the details go to the temporary folder; nowhere at all: it still answers."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    where = write_crash_log(blocker / "saves", "details")
    assert "Details are in" in where and Path(where.split("in ", 1)[1].rstrip(".")).read_text() == "details"
    monkeypatch.setattr(app_module.tempfile, "gettempdir", lambda: str(blocker / "tmp"))
    assert write_crash_log(blocker / "saves", "details") == "The details could not be written anywhere."


def test_an_unexpected_error_reaches_the_player_as_one_sentence(tmp_path, monkeypatch, capsys):
    """A bug deep in a scene: exit 1, one sentence naming where the details are, no traceback."""
    def broken(self, first):
        raise RuntimeError("a bug")
    monkeypatch.setattr(App, "run", broken)
    assert main(["--saves", str(tmp_path / "saves")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Sorry, the game stopped") and "Traceback" not in err
    assert "RuntimeError: a bug" in (tmp_path / "saves" / "crash.log").read_text()


def test_a_deeply_nested_settings_file_does_not_stop_the_game(tmp_path):
    """The settings file that used to stop the game from starting: defaults, the bad file kept aside."""
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "settings.yaml").write_text("[" * 100_000)
    app = App(saves=saves)
    assert app.settings.volume == 0.8
    assert (saves / "settings.damaged.yaml").read_text() == "[" * 100_000
    pygame.display.quit()


def test_unknown_options_are_refused_with_the_usage(capsys):
    """A mistyped option: exit 2 and argparse's usage line, no window."""
    assert main(["--sabes", "x"]) == 2
    assert "usage:" in capsys.readouterr().err


def test_the_demo_autosaves_into_the_folder_it_is_given(tmp_path):
    """`--demo --saves DIR`: the demo's own file, demo.yaml, in DIR; a family's autosave is never touched."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "main.py", "--demo", "--fast", "--quit-after-game", "--game",
                           "first_journey", "--players", "2", "--seed", "4", "--saves", str(tmp_path)],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == ["demo.yaml"]   # .demo.yaml.lock: its lock
    from game.saves import SaveFolder
    assert SaveFolder(tmp_path).load(tmp_path / "demo.yaml").over
