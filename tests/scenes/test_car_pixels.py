"""Claimed cars keep the board around them: after the drop animation, at normal speed, the pixels
of each car's picture that are transparent show the board's own pixels, never a dark square.

(A per-pixel-alpha picture given `set_alpha(None)` after fading in loses its transparency; only
frames drawn at normal speed, with the fade, show it.)
"""
import time

import pygame
import pytest

from game.config import GameConfig, Seat
from game.rules import events as ev
from game.rules import ClaimRoute
from game.scenes.play.scene import PlayScene
from game.scenes.stack import Push
from tests.scenes.test_play_support import fresh_app, stand_ins

_stand_ins = pytest.fixture(scope="module", autouse=True)(stand_ins)
FRAME = 1 / 60


def computers(game):
    """Two computer players (they claim soon, and nobody's hand needs hiding)."""
    return GameConfig(game, (Seat("A", True, 0), Seat("B", True, 1)), seed=5)


def play_until_claim(app, scene):
    """Turn the loop at normal speed until a route has been claimed; the board just before it, and the route."""
    seen = {}
    applied = scene.applied

    def watching(move):
        """The screen is told of a move: the board as it stood before the claim's cars drop."""
        claim = next((e for e in move.events if isinstance(e, ev.RouteClaimed)), None)
        if claim is not None and "route" not in seen:
            seen["before"] = scene.board_layer.cars.copy()
            seen["route"], seen["seat"] = claim.route, move.actor
        return applied(move)
    scene.applied = watching
    for _ in range(20000):
        app.step([], FRAME)
        if "route" in seen:
            return seen
        if scene.table.thinker.busy:
            time.sleep(0.001)
    raise AssertionError("no route was claimed")


def covers(car, spot):
    """True if a car's picture is not fully transparent at a screen point."""
    image, rect = car
    return rect.collidepoint(spot) and image.get_at((spot[0] - rect.x, spot[1] - rect.y)).a > 0


@pytest.mark.parametrize("game", ["usa", "amsterdam", "first_journey"])
def test_the_board_shows_around_each_dropped_car(game):
    """Every fully transparent pixel of each car shows the board as it was before the claim."""
    app = fresh_app()
    scene = PlayScene(computers(game), pace=1.0)
    app.stack.apply(Push(scene))
    seen = play_until_claim(app, scene)
    frames = 0
    while scene.anim.busy():          # the whole drop, every frame drawn as a player sees it
        app.step([], FRAME)
        frames += 1
    assert frames > 10
    app.stack.draw(app.screen)
    layer = scene.board_layer
    cars = layer.car_images(seen["route"], seen["seat"])
    checked = wrong = 0
    for image, rect in cars:
        for x in range(0, rect.w, 2):
            for y in range(0, rect.h, 2):
                spot = (rect.x + x, rect.y + y)
                if not layer.area.collidepoint(spot) or any(covers(car, spot) for car in cars):
                    continue
                board = seen["before"].get_at((spot[0] - layer.area.x, spot[1] - layer.area.y))
                checked += 1
                wrong += tuple(app.screen.get_at(spot))[:3] != tuple(board)[:3]
    assert checked > 50
    assert wrong == 0, f"{wrong} of {checked} pixels around the cars of {seen['route']} are not the board's"


@pytest.mark.parametrize("pointer", ["away", "on the route claimed"])
def test_moving_frames_show_what_a_whole_frame_would(pointer):
    """While cards fly and cars drop, once a computer's move has painted its parts of the panel and
    the hand strip, and when landed cars alone are copied in (under the outline of the route the
    pointer is on, too), the frames look exactly like whole frames."""
    app = fresh_app()
    scene = PlayScene(computers("usa"), pace=1.0)
    app.stack.apply(Push(scene))
    if pointer == "on the route claimed":
        act = scene.act

        def pointing(action):
            """The pointer goes to the route being claimed: its outline crosses every car that lands."""
            if isinstance(action, ClaimRoute):
                scene.moment.hover = ("route", action.route)
            return act(action)
        scene.act = pointing
    compared = 0
    partial = []
    changes = scene.draw_changes

    def watched(surface):
        areas = changes(surface)
        partial.append(areas is not None)
        return areas
    scene.draw_changes = watched
    paint = scene.frames._paint_next
    parts = []

    def painted(still):
        parts.append(scene.frames._stale[0])
        return paint(still)
    scene.frames._paint_next = painted
    landed = scene.frames._draw_landed
    landings = []

    def drawn_landed(still):
        areas = landed(still)
        landings.append(bool(areas))
        return areas
    scene.frames._draw_landed = drawn_landed
    painted_parts = 0
    for turn in range(6000):
        partial.clear()
        parts.clear()
        before = len(landings)
        app.step([], FRAME)
        assert len(parts) <= 1            # one part of a move a frame, never all at once
        painted_parts += len(parts)
        if partial == [True] and not scene.frames._stale and (turn % 3 == 0 or parts or len(landings) > before):
            shown = app.screen.copy()
            app.dirty = True
            app.draw(True)            # the same moment drawn whole
            assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(app.screen, "RGB")
            compared += 1
        elif scene.table.thinker.busy:
            time.sleep(0.001)
        if compared >= 40 and painted_parts >= 15 and sum(landings) >= 3:
            break
    assert compared >= 40 and painted_parts >= 15   # computers' moves painted their parts one by one
    assert sum(landings) >= 3                       # and landed cars were copied in alone


def test_a_move_shows_everywhere_within_a_few_frames():
    """After a computer's move the panel, the face-up row and the hand strip all show it within
    six frames (a tenth of a second), each frame painting one part."""
    app = fresh_app()
    scene = PlayScene(computers("usa"), pace=1.0)
    app.stack.apply(Push(scene))
    moves = 0
    for _ in range(6000):
        count = len(scene.table.moves)
        app.step([], FRAME)
        if len(scene.table.moves) > count:
            moves += 1
            assert scene.frames._stale == ["cards", "panel", "hand"]
            for frame in range(6):
                if not scene.frames._stale:
                    break
                app.step([], FRAME)
            assert not scene.frames._stale, f"still to paint after six frames: {scene.frames._stale}"
            if moves >= 5:
                return
        elif scene.table.thinker.busy:
            time.sleep(0.001)
    raise AssertionError("the computers made too few moves")


def test_the_side_panel_painted_row_by_row_is_the_panel_painted_whole():
    """Moves repaint only the rows that changed; after many, the panel is what painting it afresh gives."""
    app = fresh_app()
    scene = PlayScene(GameConfig("usa", tuple(Seat(f"P{i}", True, i) for i in range(5)), seed=7), pace=0)
    app.stack.apply(Push(scene))
    for _ in range(120):
        app.step([], FRAME)
        app.stack.draw(app.screen)
    assert len(scene.table.moves) > 30
    kept = pygame.image.tobytes(scene.painter.panel.base(), "RGB")
    scene.painter.panel._image = None
    assert pygame.image.tobytes(scene.painter.panel.base(), "RGB") == kept
