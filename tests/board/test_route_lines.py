"""Routes drawn as lines: a board with no spaces layer loads and plays, its spaces are laid along the lines
from city edge to city edge, unnamed lines find their cities, names and twins, and check-map says what to change
and draws the board; the shipped boards, whose spaces are placed by hand, come out exactly as before."""
import hashlib
import math
import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.board import cache, loader
from game.check_map import main as check_map
from game.board.geometry import point_polygon_distance, point_segment_distance, space_corners
from game.board.laying import GAP, HEIGHT
from game.board.loader import load_board, read_board
from game.board.sources import gather
from game.rules.ending import STALEMATE
from game.simulate import play_game
from tests.conftest import MAPS, REPO

STARTER = REPO / "docs" / "starter"
# repr((routes, cities)) of each shipped board, taken before routes could be lines: their spaces are hand-placed
SHIPPED = {"usa": "7724810e02925ef8af79bfe04dfe60e30ef21cc84d089b884975d4ea4ea4c492",
           "amsterdam": "a5599607aeb06fd33191747d6d16b7483c5fb3aa6cf2796530a038eac50228cb",
           "first_journey": "234e1ba5c9ce1f904ea23778a24ca90e2125e631f7cad4510841f61ecc8aa524",
           "island": "b25708c25a2e1568c9da00ce09e74cbf00fe5820331e2c0d3b3344cf5c4ed905"}


@pytest.fixture(autouse=True)
def own_cache(monkeypatch, tmp_path):
    """Board copies go to a folder of the test's own; nothing is held from another test."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "game-cache" / "boards")


def lines_only(tmx: Path) -> None:
    """Make a map's routes lines alone: no spaces layer, and no name, from, to or twin on any route."""
    tree = ET.parse(tmx)
    root = tree.getroot()
    for group in root.findall("objectgroup"):
        if group.get("name") == "spaces":
            root.remove(group)
        if group.get("name") == "routes":
            for obj in group:
                obj.attrib.pop("name", None)
                props = obj.find("properties")
                for prop in list(props):
                    if prop.get("name") in ("from", "to", "twin"):
                        props.remove(prop)
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


@pytest.fixture
def island(tmp_path):
    """Pebble Island (12 places, bent lines, double routes) with its routes as lines alone."""
    (tmp_path / "maps").mkdir()
    for name in ("island.tmx", "island.yaml"):
        shutil.copy(MAPS / name, tmp_path / "maps" / name)
    (tmp_path / "assets").symlink_to(REPO / "assets")
    lines_only(tmp_path / "maps" / "island.tmx")
    return tmp_path / "maps" / "island.tmx"


@pytest.fixture
def starter(tmp_path):
    """A family's copy of the starter board (its routes are lines alone), the game's tilesets where it looks."""
    shutil.copytree(STARTER, tmp_path / "docs" / "starter")
    (tmp_path / "assets").symlink_to(REPO / "assets")
    return tmp_path / "docs" / "starter" / "starter.tmx"


def lines_of(tmx: Path) -> list[list[tuple[float, float]]]:
    """Each route's line as drawn in the map, in the layer's order (read from the XML, not by the loader)."""
    out = []
    for obj in ET.parse(tmx).getroot().iter("object"):
        shape = obj.find("polyline") if obj.find("polyline") is not None else obj.find("polygon")
        if obj.get("type") == "route" and shape is not None:
            x, y = float(obj.get("x")), float(obj.get("y"))
            out.append([(x + float(a), y + float(b)) for a, b in
                        (p.split(",") for p in shape.get("points").split())])
    return out


def outline(space):
    """A space's corners."""
    return space_corners(space.x, space.y, space.width, space.height, space.angle)


def test_a_board_of_lines_loads_and_plays_at_every_player_count(island):
    """No spaces layer, no names: the board loads, and 20 games at each player count it claims end properly."""
    board = load_board(island)
    assert len(board.routes) == 25 and board.space_count == 69
    low, high = board.settings["players"]["min"], board.settings["players"]["max"]
    for players in range(low, high + 1):
        for seed in range(20):
            game = play_game(board, players, seed, bots=["medium", "easy", "medium"][:players])
            assert game["end"] not in (None, STALEMATE), game


def test_laid_spaces_lie_on_their_lines_end_to_end_and_off_the_cities(island):
    """Every space on its line; a route's spaces equal, evenly spaced, the end ones one small gap from their
    cities' pictures; no space on any city's picture."""
    board, lines = load_board(island), lines_of(island)
    cities = {c.id: c for c in board.cities}
    tile = board.tile_width
    for route, line in zip(board.routes, lines):
        spaces = route.spaces
        assert len(spaces) == route.length and len({(s.width, s.height) for s in spaces}) == 1
        assert spaces[0].height == HEIGHT * tile and tile <= spaces[0].width <= 2.5 * tile
        for s in spaces:   # both ends of each space on the line (on a bend, along the chord between them)
            for end in (-0.5, 0.5):
                x, y = s.x + end * s.width * math.cos(math.radians(s.angle)), \
                    s.y + end * s.width * math.sin(math.radians(s.angle))
                assert min(point_segment_distance((x, y), p, q) for p, q in zip(line, line[1:])) < 0.05
        if len(line) == 2:   # straight: centres evenly spaced, all gaps equal, and as wide at both cities
            steps = [math.dist((s.x, s.y), (t.x, t.y)) for s, t in zip(spaces, spaces[1:])]
            assert max(steps, default=0) - min(steps, default=0) < 0.01
            gap = steps[0] - spaces[0].width if steps else None
            ends = [point_polygon_distance((cities[c].x, cities[c].y), outline(s)) - cities[c].radius
                    for c, s in ((route.a, spaces[0]), (route.b, spaces[-1]))]
            # one gap from the picture, a little more where the line leaves it off-centre (the corners clear it)
            assert all(GAP * tile - 0.5 <= e <= GAP * tile + HEIGHT * tile + 1 for e in ends), (route.id, ends)
            if gap is not None:
                assert gap >= GAP * tile - 0.01 and all(e <= gap + HEIGHT * tile + 1 for e in ends)
        for s in spaces:
            for c in board.cities:
                assert point_polygon_distance((c.x, c.y), outline(s)) >= c.radius - 0.01, (route.id, c.id)


def test_unnamed_lines_get_their_cities_names_and_twins(island):
    """Each line's cities are found at its ends, its name made from them, and the two lines of each double
    route are twins: the same routes as the island with its names, from, to and twins written."""
    laid, named = load_board(island), load_board(MAPS / "island.tmx")
    assert sorted((r.ends, r.length, r.color) for r in laid.routes) == \
        sorted((r.ends, r.length, r.color) for r in named.routes)
    for route in laid.routes:
        assert re.fullmatch("-".join(sorted((route.a, route.b))) + "(-2)?", route.id)
    pairs = {frozenset((r.id, r.twin)) for r in laid.routes if r.twin}
    assert len(pairs) == len({frozenset((r.id, r.twin)) for r in named.routes if r.twin}) == 2
    by_id = {r.id: r for r in laid.routes}
    assert all(by_id[r.twin].twin == r.id and by_id[r.twin].ends == r.ends for r in laid.routes if r.twin)


def test_from_names_the_end_the_line_starts_at(starter):
    """A line drawn from Beach to Park whose 'from' is park is turned round: space 1 is at Park."""
    edit_route(starter, "green", lambda obj: add_prop(obj, "from", "park"))
    route = next(r for r in load_board(starter).routes if r.color == "green")
    assert route.a == "park" and route.spaces[0].x < route.spaces[-1].x   # park is on the left
    edit_route(starter, "green", lambda obj: obj.find("polyline").set("points", "460,0 0,0"))
    flipped = next(r for r in load_board(starter).routes if r.color == "green")
    assert flipped.a == "park" and flipped.spaces == route.spaces


def edit_route(tmx: Path, colour: str, change) -> None:
    """Apply `change(element)` to the route of this colour, and save."""
    tree = ET.parse(tmx)
    for obj in tree.getroot().iter("object"):
        if obj.get("type") == "route" and any(p.get("value") == colour for p in obj.iter("property")):
            change(obj)
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def add_prop(obj, key: str, value: str) -> None:
    """Add or set one custom property."""
    for prop in obj.iter("property"):
        if prop.get("name") == key:
            prop.set("value", value)
            return
    ET.SubElement(obj.find("properties"), "property", name=key, value=value)


def refusals(tmx: Path, capsys) -> str:
    """What check-map printed refusing the board (exit 2, nothing on stdout, no traceback)."""
    assert check_map([str(tmx), "--no-play"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and "Traceback" not in out.err
    return out.err


def test_a_line_ending_nowhere_near_a_city_says_how_far(starter, capsys):
    """The green line stopped 80 pixels short of Beach's picture: how far, from which city, what to do."""
    edit_route(starter, "green", lambda obj: obj.find("polyline").set("points", "0,0 344,0"))
    err = refusals(starter, capsys)
    assert ("starter.tmx: route object 4 (layer routes, tile 11, 13): its line ends 80 pixels from any city "
            "(the nearest is beach); end it on a city's picture") in err


def test_a_line_far_from_its_named_city_names_the_property(starter, capsys):
    """A 'to' the line does not reach: the property is named."""
    edit_route(starter, "green", lambda obj: add_prop(obj, "to", "school"))
    err = refusals(starter, capsys)
    assert "its line ends 255 pixels from school (its 'to'); end the line on school's picture, or change 'to'" in err


def test_a_line_too_short_or_too_long_for_its_length_says_what_to_change(starter, capsys):
    """Ten spaces between Home and School do not fit; one would stand alone in a long gap."""
    rules = starter.with_suffix(".yaml")
    rules.write_text(re.sub(r"trains_per_player: \d+", "trains_per_player: 12", rules.read_text(encoding="utf-8")),
                     encoding="utf-8")   # trains enough for a route of 10
    edit_route(starter, "red", lambda obj: add_prop(obj, "length", "10"))
    err = refusals(starter, capsys)
    assert ("route object 1 (layer routes, tile 12, 4): its line is too short for 10 spaces: 398 pixels between "
            "home and school leave 31 pixels a space (at least 32); lower its length to 9, or make the line longer "
            "(move the cities apart)") in err
    edit_route(starter, "red", lambda obj: add_prop(obj, "length", "1"))
    err = refusals(starter, capsys)
    assert ("its line is too long for 1 space: 398 pixels between home and school would leave 159 pixels between "
            "spaces of 80 (at most 48); raise its length to 3, or make the line shorter (move the cities closer)") in err


def test_a_board_without_a_spaces_layer_mixes_lines_and_placed_spaces(tmp_path):
    """USA with one route's spaces deleted: that route is laid along its line, the others stay where placed."""
    (tmp_path / "maps").mkdir()
    for name in ("usa.tmx", "usa.yaml"):
        shutil.copy(MAPS / name, tmp_path / "maps" / name)
    (tmp_path / "assets").symlink_to(REPO / "assets")
    tree = ET.parse(tmp_path / "maps" / "usa.tmx")
    for group in tree.getroot().iter("objectgroup"):
        for obj in list(group):
            if any(p.get("name") == "route" and p.get("value") == "u001" for p in obj.iter("property")):
                group.remove(obj)
    tree.write(tmp_path / "maps" / "usa.tmx", encoding="UTF-8", xml_declaration=True)
    board, shipped = load_board(tmp_path / "maps" / "usa.tmx"), load_board(MAPS / "usa.tmx")
    assert board.routes[1:] == shipped.routes[1:]
    assert board.routes[0].id == "u001" and board.routes[0].spaces != shipped.routes[0].spaces
    assert len(board.routes[0].spaces) == shipped.routes[0].length


def test_a_cached_board_of_lines_comes_back_the_same(island):
    """The laid spaces are part of the board: the copy written on the first load is believed and equal."""
    first = load_board(island)
    assert cache.cache_path(island).is_file()
    sources = gather(island, lambda *problem: None)
    assert cache.cached_board(sources, cache.board_key(sources)) == first == read_board(island)[0]   # believed


@pytest.mark.parametrize("game", sorted(SHIPPED))
def test_the_shipped_boards_are_unchanged(game):
    """The shipped boards' spaces are placed by hand: their routes and cities are exactly as before lines."""
    board, problems = read_board(MAPS / f"{game}.tmx")
    assert problems == []
    assert hashlib.sha256(repr((board.routes, board.cities)).encode()).hexdigest() == SHIPPED[game]


def test_check_map_draws_the_board_with_its_laid_spaces(starter, tmp_path, capsys):
    """--picture writes the board as the game draws it: along each line, inside each space, the route's
    colour; where no route is, the board's own picture."""
    picture = tmp_path / "board.png"
    assert check_map([str(starter), "--no-play", "--picture", str(picture)]) == 0
    assert capsys.readouterr().out.startswith("4 cities, 4 routes, 10 spaces, 6 tickets")
    drawn = pygame.image.load(str(picture))
    board = load_board(starter)
    assert drawn.get_size() == (board.width, board.height)
    colours = {"red": (210, 44, 44), "blue": (40, 110, 210), "yellow": (250, 208, 40), "green": (46, 150, 72)}
    for route, line in zip(board.routes, lines_of(starter)):
        (x0, y0), (x1, y1) = line
        for s in route.spaces:   # points of the drawn line a third of a space either side of the space's middle
            t = ((s.x - x0) * (x1 - x0) + (s.y - y0) * (y1 - y0)) / ((x1 - x0) ** 2 + (y1 - y0) ** 2)
            for shift in (-0.3, 0.3):
                u = t + shift * s.width / math.dist((x0, y0), (x1, y1))
                pixel = drawn.get_at((round(x0 + u * (x1 - x0)), round(y0 + u * (y1 - y0))))
                assert max(abs(a - b) for a, b in zip(pixel[:3], colours[route.color])) < 16, (route.id, pixel)
    from game.view.board_view import BoardPicture
    from game.view.sprites import Sprites
    bare = BoardPicture(replace(board, routes=()), Sprites(), 1.0).surface   # the board with no route on it
    for spot in ((416, 272), (300, 300), (520, 220)):
        assert drawn.get_at(spot) == bare.get_at(spot)


def test_a_picture_that_cannot_be_written_is_said_in_one_line(starter, tmp_path, capsys):
    """A folder that does not exist: one line naming the file, exit 2, no traceback."""
    target = tmp_path / "no-such-folder" / "board.png"
    assert check_map([str(starter), "--no-play", "--picture", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [f"{target}: the picture cannot be written (No such file or directory); "
                                        "choose a file in a folder you may write to"]


def test_a_route_drawn_with_the_polygon_tool_is_its_line(starter):
    """Tiled's Insert Polygon tool closes the shape; its points are taken as an open line, as drawn."""
    before = next(r for r in load_board(starter).routes if r.color == "green")
    edit_route(starter, "green", lambda obj: setattr(obj.find("polyline"), "tag", "polygon"))
    after = next(r for r in load_board(starter).routes if r.color == "green")
    assert after == before


def test_a_route_that_is_no_line_and_has_no_spaces_says_to_draw_a_line(starter, capsys):
    """A route object drawn as a rectangle: the game cannot lay spaces along it, and says which tool draws a line."""
    edit_route(starter, "green", lambda obj: obj.remove(obj.find("polyline")) or obj.set("width", "40")
               or obj.set("height", "40"))
    err = refusals(starter, capsys)
    assert ("is not a line and has no spaces; draw it from city to city with Tiled's Insert Polyline tool (the game "
            "lays its spaces along it), or place its spaces in layer spaces") in err
