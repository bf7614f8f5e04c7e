"""Each board, drawn headless, is readable: labels apart, spaces of different routes apart."""
import itertools
import math

import pygame
import pytest

from game.board.geometry import polygons_overlap, space_corners
from game.board.loader import load_board
from game.view.board_view import BoardPicture
from game.view.sprites import Sprites
from tests.conftest import GAMES, MAPS


@pytest.fixture(scope="module")
def pictures():
    """Every board drawn once on a headless display."""
    pygame.init()
    pygame.display.set_mode((64, 64))
    sprites = Sprites()
    yield {g: BoardPicture(load_board(MAPS / f"{g}.tmx"), sprites) for g in GAMES}
    pygame.quit()


def corners(space):
    """The drawn outline of a space."""
    return space_corners(space.x, space.y, space.width, space.height, space.angle)


@pytest.mark.parametrize("game", GAMES)
def test_no_two_labels_overlap(pictures, game):
    """Every city name is drawn clear of every other city name, inside the board."""
    picture = pictures[game]
    rects = picture.label_rects
    assert set(rects) == {c.id for c in picture.board.cities}
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"labels {a} and {b} overlap"
    bounds = picture.surface.get_rect()
    for city, rect in rects.items():
        assert bounds.contains(rect), f"label {city} runs off the board"


@pytest.mark.parametrize("game", GAMES)
def test_no_space_overlaps_another_space(pictures, game):
    """No space covers another: not of another route, not its twin's, not its neighbour's."""
    routes = pictures[game].board.routes
    shapes = [(r.id, corners(s), (s.x, s.y)) for r in routes for s in r.spaces]
    reach = max(s.width for r in routes for s in r.spaces)
    for (ra, pa, ca), (rb, pb, cb) in itertools.combinations(shapes, 2):
        if math.dist(ca, cb) < reach:
            assert not polygons_overlap(pa, pb), f"spaces of {ra} and {rb} overlap"


@pytest.mark.parametrize("game", GAMES)
def test_double_routes_lie_side_by_side(pictures, game):
    """The two routes of a double run next to each other, space beside space."""
    board = pictures[game].board
    for route in board.routes:
        if route.twin:
            twin = board.route(route.twin)
            same_way = (twin.a, twin.b) == (route.a, route.b)
            pairs = zip(route.spaces, twin.spaces if same_way else reversed(twin.spaces))
            for s, t in pairs:
                assert math.dist((s.x, s.y), (t.x, t.y)) < 2.5 * s.height, route.id


@pytest.mark.parametrize("game", GAMES)
def test_labels_leave_spaces_and_cities_visible(pictures, game):
    """No city name is drawn over a route space or another city's marker."""
    picture = pictures[game]
    for city, rect in picture.label_rects.items():
        plate = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
        for route in picture.board.routes:
            for space in route.spaces:
                assert not polygons_overlap(plate, corners(space)), f"label {city} covers {route.id}"
        for other in picture.board.cities:
            near = rect.inflate(-2, -2).collidepoint(other.x, other.y)
            assert not near, f"label {city} covers the marker of {other.id}"


@pytest.mark.parametrize("game", GAMES)
def test_board_is_drawn_with_its_art(pictures, game):
    """The background is the map's tile art, not an empty fill, and spaces show their colour."""
    picture = pictures[game]
    surface = picture.surface
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(0, surface.get_width(), 37)
               for y in range(0, surface.get_height(), 41)}
    assert len(colours) > 20
    route = picture.board.routes[0]
    space = route.spaces[0]
    assert tuple(surface.get_at((round(space.x), round(space.y))))[:3] != (40, 90, 140)
