"""The play scene at the window's own size: a resize mid-game, the magnified board at 800 x 480,
taps on crowded routes, cars that land in either view, and hovering that redraws only on change."""
import math

import pygame
import pytest

from game.config import GameConfig, Seat
from game.rules import ClaimRoute, DrawFromDeck, Phase, apply, legal_actions
from game.view.metrics import MIN_TARGET_PX
from game.view.palette import PLAYER_COLORS, ROUTE_RGB
from game.view.pointer import Hover
from tests.scenes.test_play_support import answer_overlays, fresh_app, idle, render, stand_ins, start, tap

_stand_ins = pytest.fixture(scope="module", autouse=True)(stand_ins)

USA = GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=7)
CROWDED = ("new_york", "washington", "pittsburgh")


@pytest.fixture
def app():
    """The shared headless app, emptied; its window goes back to the default size afterwards."""
    app = fresh_app()
    size = app.size
    yield app
    if app.size != size:
        resize(app, size)


def resize(app, size):
    """The window manager gives the window another size, as a player dragging its corner would."""
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized()
    assert app.size == size


def my_turn(app, scene):
    """Turn the loop (choosing tickets) until the person may act on a plain turn."""
    for _ in range(300):
        if answer_overlays(app):
            continue
        if scene.my_turn() and app.stack.top is scene and scene.table.state.phase is Phase.TURN:
            return
        idle(app)
    raise AssertionError("the person's turn never came")


def claim_some(scene, count):
    """Both players draw and claim (straight through the rules) until `count` routes are claimed."""
    state = scene.table.state
    while sum(o >= 0 for o in state.owners) < count:
        claims = [a for a in legal_actions(state) if isinstance(a, ClaimRoute)]
        state = apply(state, claims[0] if claims else DrawFromDeck()).state
    return state


def check_on_screen(app, scene):
    """Every target lies on the screen and is a finger wide and high."""
    screen = pygame.Rect((0, 0), app.size)
    for name, rect in scene.targets():
        assert screen.contains(rect) and min(rect.size) >= MIN_TARGET_PX, (app.size, name, rect)


def car_shows(image, scene, route_id, seat):
    """True if the middle of a claimed route's middle car shows its owner's colour, not the empty space."""
    x, y = scene.route_point(route_id)
    patch = [tuple(image.get_at((x + dx, y + dy)))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    mean = tuple(sum(p[i] for p in patch) / len(patch) for i in range(3))
    owner = PLAYER_COLORS[scene.facts.seat_color(seat)][1]
    space = ROUTE_RGB[scene.board.route(route_id).color]
    return math.dist(mean, owner) < math.dist(mean, space)


def test_a_game_goes_on_after_the_window_shrinks_and_grows(app):
    """1280x720 -> 800x480 -> 1280x720 in the middle of a game: the same position, every target on
    screen, the claimed cars drawn, and the game plays on."""
    resize(app, (1280, 720))
    scene = start(app, USA)
    my_turn(app, scene)
    state = claim_some(scene, 6)
    scene.table.put(state)
    claimed = [(r, o) for r, o in zip(state.table.route_ids, state.owners) if o >= 0]
    far = [(r, o) for r, o in claimed
           if math.dist(ROUTE_RGB[scene.board.route(r).color], PLAYER_COLORS[scene.facts.seat_color(o)][1]) > 80]
    assert far
    for size in ((800, 480), (1280, 720)):
        resize(app, size)
        assert scene.table.state is state and scene.layout.m.size == size
        check_on_screen(app, scene)
        image = render(app)
        for route_id, seat in far:
            assert car_shows(image, scene, route_id, seat), (size, route_id)
    my_turn(app, scene)
    before = scene.table.state
    tap(app, scene.button_rect("deck").center)
    assert scene.table.state is not before   # the game goes on


def crowded_routes(scene):
    """The routes of the crowded north-east: New York, Washington and Pittsburgh."""
    return [r.id for r in scene.board.routes if r.a in CROWDED or r.b in CROWDED]


def nearest(points):
    """For each point, the distance to the nearest other one."""
    return [min(math.dist(p, q) for j, q in enumerate(points) if j != i) for i, p in enumerate(points)]


def test_the_magnifier_parts_crowded_routes_at_800x480(app):
    """At 800x480 the north-east of North America is dense: magnified, each of its routes is hit by
    a tap at its own middle, and neighbouring routes lie twice as far apart."""
    resize(app, (800, 480))
    scene = start(app, USA)
    my_turn(app, scene)
    routes = crowded_routes(scene)
    whole = [scene.route_point(r) for r in routes]
    ny = scene.board.city("new_york")
    scene.views.remember(scene.board_layer.city_point("new_york"))
    assert scene.views.focus == pytest.approx((ny.x, ny.y), abs=3)
    tap(app, scene.button_rect("zoom").center)
    assert scene.views.zoomed and scene.views.factor >= 1.8
    near = [scene.route_point(r) for r in routes]
    area = scene.layout.board_area
    assert all(area.collidepoint(p) for p in near)   # the magnified view shows the whole crowd
    for route_id, point in zip(routes, near):
        assert scene.spots.target_at(point) == ("route", route_id)
        tap(app, point)
        assert route_id in (scene.moment.refused, getattr(scene.moment.selected, "route", None)), route_id
        if scene.moment.selected is not None:
            tap(app, scene.button_rect("cancel").center)
    for zoomed, plain in zip(nearest(near), nearest(whole)):
        assert zoomed >= 1.8 * plain
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)], 0.016)
    assert not scene.views.zoomed and app.stack.top is scene   # Back shows the whole board again first
    check_on_screen(app, scene)


def test_the_magnified_board_can_be_dragged_and_double_tapped(app):
    """A drag moves the magnified board under the finger (never past its edge); a double tap on an
    empty spot zooms there, another shows the whole board."""
    resize(app, (800, 480))
    scene = start(app, USA)
    my_turn(app, scene)
    area = scene.layout.board_area
    empty = next((x, y) for y in range(area.y + 5, area.bottom, 7) for x in range(area.x + 5, area.right, 7)
                 if scene.spots.target_at((x, y)) is None)
    tap(app, empty)
    tap(app, empty)
    assert scene.views.zoomed
    layer = scene.views.shown
    before = layer.rect.topleft
    start_at, end_at = area.center, (area.centerx - 100, area.centery - 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_at, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end_at, rel=(0, 0), buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end_at, button=1)], 0.016)
    moved = (layer.rect.x - before[0], layer.rect.y - before[1])
    assert moved != (0, 0) and -100 <= moved[0] <= 0 and -60 <= moved[1] <= 0
    assert layer.rect.left <= area.left and layer.rect.right >= area.right
    assert layer.rect.top <= area.top and layer.rect.bottom >= area.bottom
    spot = next((x, y) for y in range(area.y + 5, area.bottom, 7) for x in range(area.x + 5, area.right, 7)
                if scene.spots.target_at((x, y)) is None)
    tap(app, spot)
    tap(app, spot)
    assert not scene.views.zoomed


def test_cars_land_in_the_magnified_view_and_in_both_layers(app):
    """A claim made while magnified drops its cars onto the magnified spaces; when they have landed
    both the magnified and the whole board show them."""
    resize(app, (800, 480))
    scene = start(app, USA)
    my_turn(app, scene)
    scene.anim.pace = 1.0   # from now on the cars fall as a player sees them
    state = scene.table.state
    while not [a for a in legal_actions(state) if isinstance(a, ClaimRoute)]:
        state = apply(apply(state, DrawFromDeck()).state, DrawFromDeck()).state
        state = apply(apply(state, DrawFromDeck()).state, DrawFromDeck()).state
    scene.table.put(state)
    route = next(a.route for a in legal_actions(state) if isinstance(a, ClaimRoute))
    scene.views.remember(scene.route_point(route))
    tap(app, scene.button_rect("zoom").center)
    near, whole = scene.views.near, scene.views.whole
    versions = (near.version, whole.version)
    tap(app, scene.route_point(route))
    tap(app, scene.route_point(route))
    assert scene.table.state.owner(route) == 0
    drops = [t for t in scene.anim.running if type(t).__name__ == "Drop"]
    expected = [rect for _, rect in near.car_images(route, 0)]
    assert drops and [d.rect for d in drops] == expected[:len(drops)]
    spaces = range(len(scene.board.route(route).spaces))
    assert not any((route, i) in layer.painted for layer in (near, whole) for i in spaces)   # still falling
    for _ in range(40):
        app.step([], 0.05)
    assert all((route, i) in layer.painted for layer in (near, whole) for i in spaces)
    assert near.version > versions[0] and whole.version > versions[1]
    image = render(app)
    assert car_shows(image, scene, route, 0)


def test_hovering_redraws_only_when_what_is_under_the_mouse_changes(app):
    """Mouse movement over one and the same thing asks for no new frame."""
    scene = start(app, USA)
    my_turn(app, scene)
    deck = scene.button_rect("deck")
    app.dirty = False
    scene.handle(Hover(deck.center))
    assert app.dirty and scene.moment.hover == "deck"
    app.dirty = False
    scene.handle(Hover((deck.centerx + 2, deck.centery + 1)))
    assert not app.dirty
    scene.handle(Hover(scene.button_rect("menu").center))
    assert app.dirty


def test_a_magnified_layer_is_built_once_per_size(app):
    """The magnified board is drawn on first use and kept; a new window size draws a new one."""
    resize(app, (800, 480))
    scene = start(app, USA)
    my_turn(app, scene)
    assert scene.views.near is None
    zoom = scene.button_rect("zoom").center
    tap(app, zoom)
    near = scene.views.near
    tap(app, zoom)
    tap(app, zoom)
    assert scene.views.near is near and scene.views.zoomed
    resize(app, (1024, 600))
    assert scene.views.near is None and not scene.views.zoomed
