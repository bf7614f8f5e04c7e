"""City names on every shipped board, at the scale the play scene draws it in a 784 x 416 (the largest window on
the Pi's display), 800 x 480, 1024 x 600, 1280 x 720 and 1920 x 1080 window (whole and magnified): every name
whole and readable, inside the picture, over no other name, no city's ring or picture and no place a car is
drawn when its route is claimed (any route may be; where a board has not the room, a few over a car's edge).

The checks use the board's own geometry and the pixels of cars really painted, not the placer's model.
"""
import itertools
import math

import pygame
import pytest

from game.board.geometry import polygons_overlap, rect_polygon, space_corners
from game.board.loader import load_board
from game.rules.table import table_for
from game.scenes.play.board import BoardLayer
from game.scenes.play.layout import layout_for
from game.scenes.play.zoom import magnified
from game.view.label_mask import SlotMask
from game.view.label_search import place
from game.view.label_store import PLATE_PAD
from game.view.labels import Shape, Want, car_slot, city_box, meet, overlap, word_splits
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.sprites import Sprites
from game.view.text import font
from tests.conftest import GAMES, MAPS

SIZES = ((784, 416), (800, 480), (1024, 600), (1280, 720), (1920, 1080))
# North America drawn whole in the Pi's 800 x 480 display (full screen, or the largest window on it, 784 x 416):
# a third of its size or less, 36 names of at least 13 px among 100 routes whose cars are half again as wide as
# their spaces. Its free ground cannot hold them all clear of every car, so there the cars' slots are a cost,
# not a wall: a few names stand over the edge of a route's cars (never over a name or a city), drawn above them.
# From 1024 x 600 on, and magnified, every name finds room clear of the cars.
NO_ROOM = {("usa", (784, 416), False), ("usa", (800, 480), False)}
BOARDS = GAMES + ("island",)   # the family board beside the three games
CASES = [(game, size, zoomed) for game in BOARDS for size in SIZES for zoomed in (False, True)]
ROOM = [c for c in CASES if c not in NO_ROOM]


def _case_id(case):
    """usa-800x480 or usa-800x480-magnified."""
    game, (w, h), zoomed = case
    return f"{game}-{w}x{h}" + ("-magnified" if zoomed else "")


@pytest.fixture(scope="module")
def layers():
    """Each board's play layer (picture and cars) as the play scene builds it at each window size."""
    pygame.init()
    pygame.display.set_mode((64, 64))
    sprites = Sprites()
    made = {}

    def layer(case):
        if case not in made:
            game, size, zoomed = case
            board = load_board(MAPS / f"{game}.tmx")
            rules = table_for(board, None).rules
            lay = layout_for(Metrics.for_size(size), (board.width, board.height), rules.max_players,
                             rules.face_up_size, len(rules.card_types), rules.has_merchandise)
            scale = magnified(lay.scale) if zoomed else lay.scale
            rect = pygame.Rect(lay.board.topleft, (round(board.width * scale), round(board.height * scale)))
            made[case] = BoardLayer(board, sprites, lay.board_area, rect, scale, list(range(5)), lay.label_px)
        return made[case]
    yield layer
    pygame.quit()


def _plate(rect):
    """A label's rectangle as a polygon."""
    return rect_polygon(rect.x, rect.y, rect.width, rect.height)


def _car(space):
    """Where a claimed car is drawn on a space (the real car image: a sprite half again as wide as the
    space and 6 % longer, with a rim and a shadow; measured from BoardLayer.car_image)."""
    return space_corners(space.x, space.y - 1, space.width * 1.06 + 4, space.height * 1.5 + 4, space.angle)


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_every_name_is_whole_and_readable(layers, case):
    """Each city has its name: every word of it, broken only between words, in a plate that holds the text,
    at least MIN_TEXT_PX."""
    picture = layers(case).picture
    for city in picture.board.cities:
        label = picture.labels[city.id]
        assert label.shape.lines and all(label.shape.lines), city.id
        assert " ".join(label.shape.lines).split() == city.name.split(), f"{city.id}: {label.shape.lines}"
        assert all(line == line.strip() and "  " not in line for line in label.shape.lines), city.id
        assert label.shape.size >= MIN_TEXT_PX, city.id
        f = font(label.shape.size, bold=True)
        rect = picture.label_rects[city.id]
        assert max(f.size(line)[0] for line in label.shape.lines) + PLATE_PAD <= rect.width, city.id
        assert f.get_height() * len(label.shape.lines) <= rect.height, city.id


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_names_stay_inside_the_board_and_apart(layers, case):
    """No name runs off the picture or over another name; no leader line passes over another name."""
    picture = layers(case).picture
    bounds = picture.surface.get_rect()
    for city, rect in picture.label_rects.items():
        assert bounds.contains(rect), f"{city} runs off the board"
    for (a, ra), (b, rb) in itertools.combinations(picture.label_rects.items(), 2):
        assert not ra.colliderect(rb), f"the names of {a} and {b} overlap"
    for a, label in picture.labels.items():
        if label.leader is not None:
            for b, rect in picture.label_rects.items():
                assert b == a or not rect.clipline(*label.leader), f"the line to {a} crosses the name of {b}"


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_names_leave_every_city_visible(layers, case):
    """No name covers a city's ring or picture (its own or another's); a name far from its city has a line
    from its city's ring to its plate, passing no other city."""
    layer = layers(case)
    picture = layer.picture
    k = layer.scale
    marks = {}
    for city in picture.board.cities:
        size = max(2, round(city.radius * 2 * k))
        marks[city.id] = pygame.Rect(0, 0, size, size)
        marks[city.id].center = (round(city.x * k), round(city.y * k))
    for name, rect in picture.label_rects.items():
        for city, mark in marks.items():
            assert not rect.colliderect(mark), f"the name of {name} covers {city}"
    for name, label in picture.labels.items():
        if label.leader is None:
            continue
        start, end = label.leader
        city = picture.board.city(name)
        assert math.dist(start, (city.x * k, city.y * k)) <= city.radius * k + 1.5, name
        assert picture.label_rects[name].inflate(2, 2).collidepoint(end), name
        for other, mark in marks.items():
            assert other == name or not mark.clipline(start, end), f"the line to {name} passes {other}"


def _under_cars(layer):
    """The names whose plates lie, at least in part, where a car is drawn when its route is claimed."""
    picture, k = layer.picture, layer.scale
    return {name for name, rect in picture.label_rects.items() for route in picture.board.routes
            for s in route.spaces
            if polygons_overlap(_plate(rect), _car(type(s)(s.x * k, s.y * k, s.width * k, s.height * k, s.angle)))}


@pytest.mark.parametrize("case", ROOM, ids=_case_id)
def test_names_are_clear_of_every_car(layers, case):
    """No name lies where a car is drawn when its route is claimed, on any route (where the board has room)."""
    assert not _under_cars(layers(case)), "names under cars"


def _on_canvas(layer, name):
    """Where a name's rectangle lies on the layer's canvas (the picture and the painted cars)."""
    return layer.picture.label_rects[name].move(layer.rect.x - layer.frame.x, layer.rect.y - layer.frame.y)


def _name_pixels(layer, name, surface):
    """A name's own pixels (its plate and its text) on a layer's canvas, the rest of its rectangle black."""
    sub = surface.subsurface(_on_canvas(layer, name))
    kept = sub.copy()
    kept.fill((0, 0, 0))
    layer.picture.label_shapes[name].to_surface(kept, setsurface=sub, setcolor=None, unsetcolor=None)
    return pygame.image.tobytes(kept, "RGB")


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_no_car_painted_covers_a_name(layers, case):
    """Every route claimed and its cars painted as the play scene paints them: not one pixel of a name (its
    plate and text, which fill its rectangle but for the plate's round corners) changed."""
    layer = layers(case)
    for route in layer.board.routes:
        layer.paint_route(route.id, 0)
    covered = []
    for name, rect in layer.picture.label_rects.items():
        assert layer.picture.label_shapes[name].count() >= 0.9 * rect.width * rect.height, name
        if _name_pixels(layer, name, layer.base) != _name_pixels(layer, name, layer.cars):
            covered.append(name)
    layer.clear_cars()
    assert not covered, f"cars drawn over the names of {covered}"


@pytest.mark.parametrize("case", sorted(NO_ROOM), ids=_case_id)
def test_a_name_over_a_cars_place_stays_above_the_cars(layers, case):
    """Where the board has no room for every name clear of the cars, the few over a car's place are drawn above
    its car, which still shows round their plate."""
    layer = layers(case)
    raised = _under_cars(layer)
    assert 0 < len(raised) <= len(layer.picture.labels) // 2, raised   # else NO_ROOM is out of date
    for route in layer.board.routes:
        layer.paint_route(route.id, 0)
    for name in raised:
        assert _name_pixels(layer, name, layer.base) == _name_pixels(layer, name, layer.cars), name
        plate = _on_canvas(layer, name)
        ring = plate.inflate(6, 6).clip(layer.cars.get_rect())
        around = [(x, y) for x in range(ring.left, ring.right) for y in range(ring.top, ring.bottom)
                  if not plate.collidepoint(x, y)]
        assert any(layer.base.get_at(p) != layer.cars.get_at(p) for p in around), f"no car shows round {name}"
    layer.clear_cars()


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_the_hint_tick_covers_no_name(layers, case):
    """The hint's tick beside any route covers no city's name; on the whole board it lies on the board too (a
    route out of a magnified board's view has its tick out of view)."""
    layer = layers(case)
    size = Metrics.for_size(case[1]).px(40)   # as the play scene asks for a hint's tick
    names = [r.move(layer.rect.topleft) for r in layer.picture.label_rects.values()]
    for route in layer.board.routes:
        spot = layer.mark_spot(route.id, size)
        assert case[2] or layer.area.contains(spot), route.id
        assert spot.collidelist(names) < 0, f"the tick for {route.id} covers a name"


def _pixel_inside(x, y, polygon):
    """True if the whole pixel (x, y) lies inside a convex polygon given clockwise on screen."""
    corners = ((x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1))
    n = len(polygon)
    for i in range(n):
        (ax, ay), (bx, by) = polygon[i], polygon[(i + 1) % n]
        if any((bx - ax) * (py - ay) - (by - ay) * (px - ax) < -1e-6 for px, py in corners):
            return False
    return True


@pytest.mark.parametrize("case", [("first_journey", (800, 480), False), ("amsterdam", (800, 480), False),
                                  ("usa", (1920, 1080), True)], ids=_case_id)
def test_the_placer_knows_where_cars_are_drawn(layers, case):
    """Every pixel of a painted car lies in the slot the names keep clear of (labels.car_slot): if cars are
    drawn larger one day, this fails before a name is covered."""
    layer = layers(case)
    for route in layer.board.routes:
        for index, space in enumerate(layer.spaces[route.id]):
            image, rect = layer.car_image(route.id, 0, index)
            slot = car_slot(space.x + layer.rect.x, space.y + layer.rect.y, space.width, space.height, space.angle)
            for x, y in pygame.mask.from_surface(image, 1).outline():
                assert _pixel_inside(rect.x + x, rect.y + y, slot), (route.id, index, x, y)


def test_a_name_is_broken_only_between_words():
    """A name is set on one to three lines, each of whole words; one word stays whole on one line."""
    assert word_splits("Salt Lake City") == [("Salt Lake City",), ("Salt", "Lake City"), ("Salt Lake", "City"),
                                             ("Salt", "Lake", "City")]
    assert word_splits("Haringpakkerstoren") == [("Haringpakkerstoren",)]
    for lines in word_splits("Jan Roodenpoortstoren op de Dam"):
        assert " ".join(lines).split() == "Jan Roodenpoortstoren op de Dam".split() and len(lines) <= 3


def _shape(name, size=13):
    """A name set on one line, its plate measured as the board measures it."""
    f = font(size, bold=True)
    return Shape((name,), size, f.size(name)[0] + PLATE_PAD, f.get_height() + 2)


def test_two_names_asking_for_one_place_are_set_apart(layers):
    """Two cities close together whose map boxes lie on each other: both names whole, apart, off both cities."""
    layers(("first_journey", (800, 480), False))   # a display for the fonts
    shapes = {"a": _shape("Minneapolis"), "b": _shape("Saint Paul")}
    home = (110, 95, 190, 110)
    wants = [Want("a", (100, 100), 6, ((shapes["a"],),), home), Want("b", (112, 104), 6, ((shapes["b"],),), home)]
    taken = SlotMask((300, 200), [], [city_box(w.centre, w.radius) for w in wants], 1.0)
    placed = place(wants, taken)
    assert not overlap(placed["a"].box, placed["b"].box)
    for label in placed.values():
        assert not any(overlap(label.box, city_box(w.centre, w.radius)) for w in wants)
    assert place(wants, taken) == placed   # the same board always comes out the same


def test_a_name_hemmed_in_by_routes_goes_further_with_a_leader_line(layers):
    """A city inside a ring of routes: its name goes outside the ring with a line back to the city."""
    layers(("first_journey", (800, 480), False))
    shape = _shape("Springfield")
    ring = [car_slot(150 + dx, 100 + dy, 40, 8, angle) for dx, dy, angle in
            ((0, -30, 0), (0, 30, 0), (-45, 0, 90), (45, 0, 90), (-32, -22, 0), (32, -22, 0), (-32, 22, 0),
             (32, 22, 0))]
    want = Want("s", (150, 100), 6, ((shape,),), (160, 90, 240, 110))
    taken = SlotMask((400, 300), ring, [city_box(want.centre, want.radius)], 1.0)
    label = place([want], taken)["s"]
    assert not taken.blocked(label.box) and label.leader is not None
    assert math.dist(label.leader[0], want.centre) == pytest.approx(want.radius)


def test_a_board_far_too_crowded_still_gets_every_name(layers):
    """Two hundred cities on a small picture (a family's board drawn tiny): the search ends, and every name is
    placed whole inside the picture, over no city."""
    layers(("first_journey", (800, 480), False))
    wants = [Want(f"c{n}", (20 + (n * 37) % 260, 15 + (n * 53) % 170), 4,
                  ((_shape(f"City {n}"), Shape(("City", str(n)), 13, 40, 30)),), None) for n in range(200)]
    boxes = [city_box(w.centre, w.radius) for w in wants]
    placed = place(wants, SlotMask((300, 200), [], boxes, 1.0))
    assert set(placed) == {w.id for w in wants}
    for label in placed.values():
        assert 0 <= label.box[0] and label.box[2] <= 300 and 0 <= label.box[1] and label.box[3] <= 200


def test_names_on_a_board_covered_in_cars_stand_over_the_cars_never_over_each_other(layers):
    """A picture whose every place is some car's slot (a board drawn far too small): each name still goes whole
    inside the picture beside its city, over the cars as it must but over no other name, leader line or city,
    the same way each time."""
    layers(("first_journey", (800, 480), False))
    slots = [car_slot(x, y, 24, 6, 0) for x in range(0, 330, 30) for y in range(0, 230, 12)]
    names = ("Salt Lake City", "Denver", "Santa Fe", "Oklahoma City", "El Paso", "Phoenix", "Kansas City",
             "Saint Louis", "Little Rock")
    wants = []
    for n, name in enumerate(names):   # three rows of three cities, closer than their names are long
        x, y = 110 + 55 * (n % 3), 70 + 35 * (n // 3)
        wants.append(Want(f"c{n}", (x, y), 5, ((_shape(name, 15),), (_shape(name),)), (x - 10, y - 20, x + 70, y - 5)))
    taken = SlotMask((330, 220), slots, [city_box(w.centre, w.radius) for w in wants], 1.0)
    placed = place(wants, taken)
    assert set(placed) == {w.id for w in wants}
    for a, b in itertools.combinations(placed.values(), 2):
        assert not meet(a, b), (a.id, b.id)
    for label in placed.values():
        assert not taken.blocked(label.box, cars=False), label.id   # inside the picture, over no city
    assert place(wants, taken) == placed


@pytest.mark.parametrize("case", [c for c in CASES if c[1] == (800, 480)], ids=_case_id)
def test_a_tickets_ring_round_a_city_covers_no_name(layers, case):
    """A ticket's ring round each of its cities (drawn large, to be seen from the couch) reaches past the city
    into the names near it: every city ringed at once, every name's pixels are still the picture's."""
    layer = layers(case)
    rings = tuple((city.id, True) for city in layer.board.cities)
    image = layer._compose(frozenset(), rings, None)
    covered = [name for name in layer.picture.label_rects
               if _name_pixels(layer, name, layer.base) != _name_pixels(layer, name, image)]
    assert not covered, f"ticket rings drawn over the names of {covered}"
