"""Pebble Island, a board made by hand in Tiled with its spaces placed one by one: it loads, checks and plays."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.board.loader import read_board
from game.rules.settings import RuleSet
from game.simulate import play_game
from tests.conftest import MAPS, REPO

ISLAND = MAPS / "island.tmx"
STARTER = REPO / "docs" / "starter" / "starter.tmx"
ENDS = {"golden_ticket", "last_train", "stalemate"}   # F7, F8, F9


def _read(path: Path):
    """The board read from its files, failing with the checker's problems if it is refused."""
    board, problems = read_board(path)
    assert board is not None and not problems, problems
    return board


@pytest.mark.parametrize("path, counts", [
    (ISLAND, "12 cities, 25 routes, 69 spaces, 24 tickets"),
    (STARTER, "4 cities, 4 routes, 10 spaces, 6 tickets"),
])
def test_check_map_accepts_the_island_and_the_starter(path, counts):
    """`main.py check-map` passes both boards the guide talks about and prints their counts."""
    done = subprocess.run([sys.executable, "main.py", "check-map", "--no-play", str(path.relative_to(REPO))],
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == counts


def test_island_plays_by_first_journey_rules_for_two_or_three():
    """No face-up row, tickets instead of points, coasts on both sides (F2, F4, F6, F7)."""
    board = _read(ISLAND)
    rules = RuleSet.from_settings(board.settings)
    assert (rules.min_players, rules.max_players) == (2, 3)
    assert rules.face_up_size == 0
    assert board.settings["score_by"] == "completed_tickets"
    coasts = {c.coast for c in board.cities}
    assert {"west", "east"} <= coasts
    assert all(c.icon for c in board.cities), "every city shows a picture"
    assert len(board.tickets) >= rules.max_players * rules.opening_deal


@pytest.mark.parametrize("players", [2, 3])
def test_island_plays_twenty_whole_games(players):
    """Twenty games (random and computer players) each end properly with a winner."""
    board = _read(ISLAND)
    for seed in range(20):
        bots = None if seed % 2 else ["medium", "gentle", "hard"][:players]
        game = play_game(board, players, seed, bots=bots)
        assert game["end"] in ENDS, game
        assert game["winners"], game


def _for_tiled(source: Path, folder: Path) -> Path:
    """A copy of the map whose tileset paths point at the shipped tilesets from anywhere."""
    text = source.read_text(encoding="utf-8").replace(
        'source="../assets/tilesets/', f'source="{REPO / "assets" / "tilesets"}/')
    copy = folder / "original.tmx"
    copy.write_text(text, encoding="utf-8")
    return copy


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed (apt-get install tiled)")
def test_a_copy_saved_by_tiled_loads_the_same_board(tmp_path):
    """Tiled's own writer (`tiled --export-map`) gives a map the game reads as the same board."""
    (tmp_path / "maps").mkdir()
    (tmp_path / "assets").symlink_to(REPO / "assets")
    saved = tmp_path / "maps" / "island.tmx"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(tmp_path))
    subprocess.run(["tiled", "--export-map", str(_for_tiled(ISLAND, tmp_path)), str(saved)],
                   env=env, check=True, capture_output=True, timeout=60)
    shutil.copy(ISLAND.with_suffix(".yaml"), saved.with_suffix(".yaml"))
    again, first = _read(saved), _read(ISLAND)
    assert again.cities == first.cities
    assert again.routes == first.routes
    assert again.tickets == first.tickets
    assert (again.width, again.height) == (first.width, first.height)
