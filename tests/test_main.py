"""main.py's own command line: --help, and a clear message when a library is not installed."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def main_module():
    """main.py loaded as a module (it is a script, not part of the game package)."""
    spec = importlib.util.spec_from_file_location("family_trains_main", ROOT / "main.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_names_every_way_to_start(main_module, flag, capsys):
    """--help lists the game, the demo, simulate and check-map, and exits 0 without opening a window."""
    assert main_module.main([flag]) == 0
    out = capsys.readouterr().out
    for words in ("start the game", "--demo", "simulate", "check-map"):
        assert words in out


def run_without(blocked: str, *argv: str) -> subprocess.CompletedProcess:
    """Run main.py in a child Python where the module `blocked` cannot be imported."""
    code = (f"import sys, runpy; sys.modules[{blocked!r}] = None; sys.argv = ['main.py', *{list(argv)!r}]; "
            "runpy.run_path('main.py', run_name='__main__')")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)


@pytest.mark.parametrize("argv, blocked", [
    ([], "pygame"),
    (["simulate", "--game", "usa", "--players", "2"], "yaml"),
    (["check-map", "maps/usa.tmx"], "pytmx"),
])
def test_a_missing_library_is_named_with_the_install_command(main_module, argv, blocked):
    """Without an installed library the player reads which one and how to install it; exit 2, no traceback."""
    done = run_without(blocked, *argv)
    assert done.returncode == 2
    assert main_module.LIBRARIES[blocked] in done.stderr and "sh tools/setup.sh play" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_missing_module_of_the_game_itself_is_not_hidden():
    """Only the installable libraries get the install message; a broken game package still fails loudly."""
    done = run_without("game.simulate", "simulate", "--game", "usa", "--players", "2")
    assert done.returncode == 1 and "ModuleNotFoundError" in done.stderr and "setup.sh" not in done.stderr
