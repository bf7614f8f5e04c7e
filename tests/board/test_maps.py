"""The three Tiled boards load exactly as the reference data describes them."""
import math
import subprocess
import sys

import pytest

from game.board.loader import board_summary, load_board
from tests.conftest import GAMES, MAPS, REPO

# Reference positions are relative to a board frame; the maps place that frame like this.
FRAMES = {"usa": (24, 30, 1744, 1125), "first_journey": (24, 30, 1744, 1125),
          "amsterdam": (0, 0, 1536, 1152)}


@pytest.fixture(scope="module")
def boards():
    """Each game's board, loaded once."""
    return {g: load_board(MAPS / f"{g}.tmx") for g in GAMES}


@pytest.mark.parametrize("game, expected", [
    ("usa", "36 cities, 100 routes, 309 spaces, 30 tickets"),
    ("amsterdam", "17 cities, 44 routes, 86 spaces, 24 tickets"),
])
def test_check_map_prints_the_board_counts(game, expected):
    """`python main.py check-map` prints the counts a player would count on the real board."""
    done = subprocess.run([sys.executable, "main.py", "check-map", "--no-play", f"maps/{game}.tmx"],
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == expected


def test_first_journey_counts_match_the_reference(boards, reference):
    """First Journey's map has the counts declared in the reference data."""
    counts = reference("first_journey")["counts"]
    want = (f"{counts['cities']} cities, {counts['routes']} routes, "
            f"{counts['train_spaces']} spaces, {counts['tickets']} tickets")
    assert board_summary(boards["first_journey"]) == want


def _places(ref):
    return ref.get("cities") or ref.get("locations")


@pytest.mark.parametrize("game", GAMES)
def test_every_route_matches_the_reference(boards, reference, game):
    """Route by route: endpoints, length, colour, double-route twin and cart symbol."""
    ref, board = reference(game), boards[game]
    assert {r.id for r in board.routes} == {r["id"] for r in ref["routes"]}
    for want in ref["routes"]:
        got = board.route(want["id"])
        assert (got.a, got.b) == (want["a"], want["b"]), want["id"]
        assert got.length == want["length"], want["id"]
        assert got.color == want["color"], want["id"]
        assert got.twin == want.get("pair"), want["id"]
        assert got.cart == want.get("cart"), want["id"]
        assert len(got.spaces) == got.length, want["id"]


@pytest.mark.parametrize("game", GAMES)
def test_every_city_matches_the_reference(boards, reference, game):
    """City by city: name, position on the board frame, and First Journey's coast."""
    ref, board = reference(game), boards[game]
    left, top, width, height = FRAMES[game]
    assert {c.id for c in board.cities} == {c["id"] for c in _places(ref)}
    for want in _places(ref):
        got = board.city(want["id"])
        assert got.name == want["name"]
        assert math.isclose(got.x, left + want["x"] * width, abs_tol=1.0), want["id"]
        assert math.isclose(got.y, top + want["y"] * height, abs_tol=1.0), want["id"]
        assert got.coast == want.get("coast"), want["id"]


def test_first_journey_cities_have_pictures(boards):
    """Every First Journey city shows a picture, and no two share one."""
    icons = [c.icon for c in boards["first_journey"].cities]
    assert all(icons) and len(set(icons)) == len(icons)
    assert boards["first_journey"].city("dallas").icon == "star"
    assert boards["first_journey"].city("miami").icon == "palm"


@pytest.mark.parametrize("game", GAMES)
def test_every_ticket_matches_the_reference(boards, reference, game):
    """Tickets (contracts) with their cities and points."""
    ref = reference(game)
    want = {(t["id"], t["a"], t["b"], t.get("points", 0)) for t in (ref.get("tickets") or ref["contracts"])}
    got = {(t.id, t.a, t.b, t.points) for t in boards[game].tickets}
    assert got == want


@pytest.mark.parametrize("game", GAMES)
def test_spaces_run_from_city_to_city(boards, game):
    """A route's first space lies nearer its first city and its last nearer the second."""
    board = boards[game]
    for route in board.routes:
        a, b = board.city(route.a), board.city(route.b)
        first, last = route.spaces[0], route.spaces[-1]
        if route.length > 1:
            assert math.dist((first.x, first.y), (a.x, a.y)) < math.dist((last.x, last.y), (a.x, a.y)), route.id
            assert math.dist((last.x, last.y), (b.x, b.y)) < math.dist((first.x, first.y), (b.x, b.y)), route.id


@pytest.mark.parametrize("game", GAMES)
def test_board_settings_come_from_the_yaml_beside_the_map(boards, game):
    """The rules data travels with the board, frozen."""
    board = boards[game]
    assert board.settings["game"] == game
    assert "tickets" not in board.settings
    with pytest.raises(TypeError):
        board.settings["game"] = "other"
