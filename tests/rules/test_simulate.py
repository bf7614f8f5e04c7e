"""The simulator: one JSON line per game, a summary line, exit 0 only when every game ended."""
import io
import json
import subprocess
import sys
import types
from pathlib import Path

import pytest

from game import simulate

from .boards import PLAYER_COUNTS, reference_board

REPO = Path(__file__).resolve().parents[2]


def lines(out):
    """The JSON lines written."""
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("game,players", [(g, n) for g, c in PLAYER_COUNTS.items() for n in c])
def test_simulator_plays_games_to_a_proper_end(game, players):
    """Each game ends properly and is reported with seed, winners, scores, turns, trains left."""
    out = io.StringIO()
    assert simulate.run(reference_board(game), players, 5, seed=100, out=out) == 0
    records = lines(out)
    assert len(records) == 6
    for i, record in enumerate(records[:-1]):
        assert record["seed"] == 100 + i and record["end"] in (
            "last_round", "golden_ticket", "last_train", "stalemate")
        assert record["winners"] and len(record["scores"]) == players
        assert len(record["trains_left"]) == players and record["turns"] > 0
        assert all("lines" in p and "total" in p for p in record["scores"])
    summary = records[-1]
    assert summary["summary"] and summary["games"] == summary["ended"] == 5
    assert summary["failures"] == 0


def test_a_game_is_replayed_alone_from_its_seed():
    """Game i of a run uses seed S + i, so `--games 1 --seed S+i` replays it."""
    board = reference_board("usa")
    many, one = io.StringIO(), io.StringIO()
    simulate.run(board, 3, 3, seed=40, out=many)
    simulate.run(board, 3, 1, seed=42, out=one)
    assert lines(many)[2] == lines(one)[0]


def test_failures_give_a_nonzero_exit(monkeypatch):
    """A game that cannot end properly is reported and makes the exit status 1."""
    monkeypatch.setattr(simulate, "MAX_STEPS", 5)
    out = io.StringIO()
    assert simulate.run(reference_board("amsterdam"), 2, 2, seed=1, out=out) == 1
    records = lines(out)
    assert "error" in records[0] and records[-1]["failures"] == 2


def fake_loader(monkeypatch, board=None, error=None):
    """Stand in for game.board.loader (the real one reads Tiled maps)."""
    module = types.ModuleType("game.board.loader")

    class MapError(Exception):
        """A broken map."""

    def load_board(path):
        """Return the test board, or raise."""
        if error:
            raise MapError(error)
        assert Path(path).suffix == ".tmx"
        return board

    module.MapError, module.load_board = MapError, load_board
    monkeypatch.setitem(sys.modules, "game.board.loader", module)


def test_command_line_prints_json_lines(monkeypatch, capsys):
    """`main.py simulate --game G --players N --games K --seed S` prints K+1 JSON lines."""
    fake_loader(monkeypatch, reference_board("first_journey"))
    status = simulate.main(["--game", "first_journey", "--players", "3", "--games", "2", "--seed", "9"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0 and len(out) == 3 and json.loads(out[-1])["ended"] == 2


def test_command_line_house_rules(monkeypatch, capsys):
    """House rules can be switched on from the command line."""
    fake_loader(monkeypatch, reference_board("usa"))
    assert simulate.main(["--game", "usa", "--players", "2", "--games", "1",
                          "--house", "equal_turns=true"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["house_rules"] == {"equal_turns": True}


def test_command_line_refuses_bad_maps_and_player_counts(monkeypatch, capsys):
    """A broken map or a player count the game does not allow exits 2 with a message."""
    fake_loader(monkeypatch, error="maps/usa.tmx: missing layer")
    assert simulate.main(["--game", "usa", "--players", "2"]) == 2
    assert "missing layer" in capsys.readouterr().err
    fake_loader(monkeypatch, reference_board("amsterdam"))
    assert simulate.main(["--game", "amsterdam", "--players", "5"]) == 2
    assert "2 to 4 players" in capsys.readouterr().err


def test_runs_as_a_module():
    """`python -m game.simulate` works until main.py wires it."""
    done = subprocess.run([sys.executable, "-m", "game.simulate", "--help"], cwd=REPO,
                          capture_output=True, text=True)
    assert done.returncode == 0 and "--players" in done.stdout
