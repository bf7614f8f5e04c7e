"""The play scene's view: forgiving route taps, a resumed game's cars, animations and sounds."""
import math

import pytest

from game.board.geometry import rotate
from game.rules import ClaimRoute, DrawFromDeck, KeepTickets, Phase, apply, legal_actions, new_game
from game.config import GameConfig, Seat
from game.scenes.play.scene import PlayScene
from game.view.metrics import MIN_TARGET_PX
from tests.scenes.test_play_support import answer_overlays, fresh_app, idle, render, stand_ins, start, tap

_stand_ins = pytest.fixture(scope="module", autouse=True)(stand_ins)

ONE_PERSON = GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=7)


@pytest.fixture
def app():
    """The shared headless app, emptied."""
    return fresh_app()


def test_a_tap_beside_a_route_still_hits_it(app):
    """Taps land forgivingly: half a finger beside a space still picks a route, and a tap just
    outside a space picks that space's route unless another lies nearer."""
    scene = start(app, ONE_PERSON)
    radius = scene.spots.hit_radius()
    assert radius >= MIN_TARGET_PX / 2
    layer = scene.board_layer
    own = 0
    for route in scene.board.routes:
        s = layer.spaces[route.id][len(route.spaces) // 2]
        for offset in (s.height / 2 + 8, MIN_TARGET_PX / 2 - 2):
            nx, ny = rotate(0, offset, s.angle)
            pos = (round(layer.rect.x + s.x + nx), round(layer.rect.y + s.y + ny))
            if layer.rect.collidepoint(pos):
                assert layer.route_at(pos, radius) is not None
        sides = [rotate(0, side * (s.height / 2 + 8), s.angle) for side in (1, -1)]  # a twin lies on one side
        own += any(layer.route_at((layer.rect.x + s.x + nx, layer.rect.y + s.y + ny), radius) == route.id
                   for nx, ny in sides)
        assert layer.route_at(scene.route_point(route.id), radius) == route.id
    assert own >= 0.95 * len(scene.board.routes)


def test_a_resumed_game_shows_its_claimed_cars(app):
    """PlayScene(config, state=...) starts from a saved state and paints its routes at once."""
    board = PlayScene(ONE_PERSON).board
    state = new_game(board, ["Ann", "Bot"], seed=7, first=0)
    while state.phase is Phase.OPENING:
        state = apply(state, KeepTickets(state.player.offer[:2])).state
    claimed = []
    for _ in range(40):
        claims = [a for a in legal_actions(state) if isinstance(a, ClaimRoute)]
        action = claims[0] if claims else DrawFromDeck()
        claimed += [action.route] if claims else []
        state = apply(state, action).state
    assert claimed
    scene = start(app, ONE_PERSON, state=state)
    assert scene.table.state is state
    layer = scene.board_layer
    for route_id in claimed:
        x, y = scene.route_point(route_id)
        local = (x - layer.area.x, y - layer.area.y)
        assert layer.cars.get_at(local) != layer.base.get_at(local)


def test_cards_fly_then_the_scene_rests(app):
    """At normal pace a draw animates (busy), lands within a second of being made, then the scene sleeps
    (First Journey's two cards first wait a beat face down: tests/scenes/test_fj_draw_undo.py)."""
    config = GameConfig("first_journey", (Seat("Ann"), Seat("Bot", True, 1)), first=0, seed=3)
    scene = start(app, config, pace=1)
    idle(app, 3)
    assert scene.my_turn() and not scene.busy()
    before = sum(scene.table.state.players[0].hand)
    tap(app, scene.button_rect("deck").center)
    for _ in range(100):
        if not scene.held.holding():
            break
        app.step([], 0.05)
    assert sum(scene.table.state.players[0].hand) == before + 2
    assert scene.anim.busy() and sum(n for _, n in scene.seen.hand_groups(scene.moment.in_flight)) == before  # still flying
    for _ in range(19):  # 0.95 s: the cards have turned over and landed, the computer has not moved yet
        app.step([], 0.05)
    assert not scene.anim.busy() and sum(n for _, n in scene.seen.hand_groups(scene.moment.in_flight)) == before + 2
    assert app.sound.played.count("card_drawn") == 1


def test_claiming_plays_its_sound_and_drops_cars(app):
    """A claim by two taps sounds once; its cars are painted into the cached layer afterwards."""
    config = GameConfig("first_journey", (Seat("Ann"), Seat("Bot", True, 1)), first=0, seed=3)
    scene = start(app, config, pace=1)
    while not [a for a in legal_actions(scene.table.state) if isinstance(a, ClaimRoute)]:
        scene.table.put(apply(scene.table.state, DrawFromDeck()).state)
        scene.table.put(apply(scene.table.state, DrawFromDeck()).state)
    route = next(a.route for a in legal_actions(scene.table.state) if isinstance(a, ClaimRoute))
    version = scene.board_layer.version
    tap(app, scene.route_point(route))
    tap(app, scene.route_point(route))
    assert scene.table.state.owner(route) == 0 and "route_claimed" in app.sound.played
    assert scene.board_layer.version == version  # still falling
    for _ in range(40):
        app.step([], 0.05)
    assert scene.board_layer.version == version + len(scene.board.route(route).spaces)
    render(app)


def test_every_target_is_big_enough(app):
    """Buttons, cards, deck, ticket rows and payment choices are at least a finger on each side, on screen."""
    scene = start(app, ONE_PERSON)
    idle(app)
    answer_overlays(app)
    lay = scene.layout
    rects = [rect for _, rect in scene.targets()]
    assert {"deck", "my_tickets", "zoom", "board", "hand locomotive"} <= {name for name, _ in scene.targets()}
    tap(app, lay.my_tickets.center)
    assert scene.moment.tickets_open and scene.spots.ticket_rows_rects()
    rects += scene.spots.ticket_rows_rects()
    tap(app, scene.spots.ticket_rows_rects()[0].center)
    assert scene.moment.ticket_focus == 0
    tap(app, lay.my_tickets.center)
    claims = []
    while not claims:   # both draw until Ann, to move, can claim something
        for _ in range(4):
            scene.table.put(apply(scene.table.state, DrawFromDeck()).state)
        claims = [a for a in legal_actions(scene.table.state) if isinstance(a, ClaimRoute)]
    assert scene.my_turn()
    tap(app, scene.route_point(claims[0].route))
    rects += [rect for _, rect in scene.targets()]
    assert {"claim", "cancel", "pay0"} <= {name for name, _ in scene.targets()}
    screen = app.screen.get_rect()
    for rect in rects:
        assert min(rect.size) >= MIN_TARGET_PX and screen.contains(rect), rect
    board = scene.layout.board
    assert math.isclose(scene.layout.scale, board.width / scene.board.width, rel_tol=0.01)
    assert scene.layout.board_area.contains(board)
