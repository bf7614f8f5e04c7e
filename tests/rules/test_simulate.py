"""The simulator: one JSON line per game, a summary line, exit 0 only when every game ended."""
import io
import json
import subprocess
import sys
import types
from pathlib import Path

import pytest

from game import simulate
from game.rules.settings import house_offers

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


# Every rule each board offers, at a value other than the rulebook's, as it is typed: yes/no/on/off/true/false,
# a number, a deck split as colour cards/wilds or as JSON.
TYPED = [
    ("usa", "equal_turns=yes", True), ("usa", "doubles_open=on", True), ("usa", "trains=20", 20),
    ("usa", "hand=8", 8), ("usa", "tickets_dealt=5", 5), ("usa", "tickets_kept=3", 3),
    ("usa", "unfinished_minus=no", False), ("usa", "longest_path_bonus=0", 0),
    ("usa", "most_tickets_bonus=15", 15), ("usa", "wild_reset=off", False),
    ("amsterdam", "equal_turns=true", True), ("amsterdam", "doubles_open=yes", True), ("amsterdam", "trains=10", 10),
    ("amsterdam", "hand=1", 1), ("amsterdam", "tickets_dealt=4", 4), ("amsterdam", "tickets_kept=2", 2),
    ("amsterdam", "unfinished_minus=false", False), ("amsterdam", "most_tickets_bonus=20", 20),
    ("amsterdam", "wild_reset=no", False),
    ("first_journey", "deck_split=9/18", {"per_color": 9, "locomotives": 18}),
    ("first_journey", 'deck_split={"per_color": 8, "locomotives": 24}', {"per_color": 8, "locomotives": 24}),
    ("first_journey", "golden_tickets=4", 4), ("first_journey", "coast_to_coast=no", False),
    ("first_journey", "swap_limit=1", 1),
    ("island", "deck_split=11/6", {"per_color": 11, "locomotives": 6}), ("island", "golden_tickets=8", 8),
    ("island", "coast_to_coast=off", False), ("island", "swap_limit=5", 5),
]


def test_the_typed_rules_are_every_rule_the_boards_offer():
    """The command-line cases below cover each rule of each board."""
    for game in ("usa", "amsterdam", "first_journey", "island"):
        typed = {text.split("=")[0] for g, text, _ in TYPED if g == game}
        assert typed == set(house_offers(reference_board(game).settings)), game


@pytest.mark.parametrize("game,typed,value", TYPED, ids=[f"{g}-{t}" for g, t, _ in TYPED])
def test_command_line_accepts_every_rule_the_board_offers(monkeypatch, capsys, game, typed, value):
    """`simulate --house NAME=VALUE` plays the game with the rule and says so in the summary."""
    fake_loader(monkeypatch, reference_board(game))
    assert simulate.main(["--game", game, "--players", "2", "--games", "1", "--house", typed]) == 0
    out = capsys.readouterr()
    summary = json.loads(out.out.splitlines()[-1])
    assert summary["house_rules"] == {typed.split("=")[0]: value} and summary["ended"] == 1 and out.err == ""


@pytest.mark.parametrize("game,typed,words", [
    ("usa", "globetrotter=15", "unknown house rule 'globetrotter' for this game (offered: doubles_open,"),
    ("usa", "golden_tickets=4", "the house rule golden_tickets is not offered by this board (offered: doubles_open,"),
    ("first_journey", "equal_turns=yes", "the house rule equal_turns is not offered by this board (offered: "
                                         "coast_to_coast, deck_split, golden_tickets, swap_limit)"),
    ("amsterdam", "longest_path_bonus=5", "the house rule longest_path_bonus is not offered by this board"),
    ("usa", "trains=19", "the house rule trains must be 20 to 45, not 19"),
    ("usa", "trains=thirty", "the house rule trains should be a whole number, not 'thirty'"),
    ("usa", "trains=30.5", "the house rule trains should be a whole number, not 30.5"),
    ("usa", "equal_turns=maybe", "the house rule equal_turns should be true or false, not 'maybe'"),
    ("usa", "tickets_kept=4", "the house rule tickets_kept must be at most the 3 tickets dealt, not 4"),
    ("first_journey", "deck_split=10/10", "the house rule deck_split must keep the number of train cards (72), not 70"),
    ("first_journey", "deck_split=12/0", "the house rule deck_split must have 6 to 24 locomotives, not 0"),
    ("island", "swap_limit=-1", "the house rule swap_limit must be 0 to 5, not -1"),
    ("usa", "trains", "the house rule trains should be a whole number, not nothing"),
])
def test_command_line_refuses_other_rules_in_one_line(monkeypatch, capsys, game, typed, words):
    """A rule the board does not offer, or a value it cannot take: one line on stderr, no game, exit 2."""
    fake_loader(monkeypatch, reference_board(game))
    assert simulate.main(["--game", game, "--players", "2", "--house", typed]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and words in out.err


def test_main_py_simulate_takes_and_refuses_house_rules():
    """The real command: a deck split played, a rule of another board refused in one line with exit 2."""
    def run(game, typed):
        """Run main.py simulate with one house rule."""
        return subprocess.run([sys.executable, "main.py", "simulate", "--game", game, "--players", "2",
                               "--games", "1", "--house", typed], cwd=REPO, capture_output=True, text=True)
    played = run("first_journey", "deck_split=9/18")
    assert played.returncode == 0 and json.loads(played.stdout.splitlines()[-1])["house_rules"] == {
        "deck_split": {"per_color": 9, "locomotives": 18}}
    refused = run("usa", "golden_tickets=4")
    assert refused.returncode == 2 and refused.stdout == "" and refused.stderr.count("\n") == 1
    assert refused.stderr.startswith("the house rule golden_tickets is not offered by this board")
