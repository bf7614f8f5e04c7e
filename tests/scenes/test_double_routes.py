"""A claimed route is never mistaken for its free twin: where a player's colour is the printed colour of
the other route of a double, a line of another colour runs between the player's cars and that route
(the cars' light rim), so the two read as two tracks, not as one wide one of that colour (D5, U7,
A5, F4).

Each shipped board is drawn as the play screen shows it, at the touch display's size and at full HD,
with every double route whose twin is printed in a player's colour claimed by that player.
"""
from __future__ import annotations

import dataclasses
import math

import pytest

from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.rules import new_game
from game.scenes.play.scene import PlayScene
from game.scenes.stack import Push
from game.view.palette import PLAYER_COLORS, ROUTE_RGB
from tests.scenes.test_screen_sizes import fresh, sized_app  # noqa: F401 (a fixture)

SIZES = [(800, 480), (1920, 1080)]
GAMES = ["usa", "first_journey", "amsterdam"]
APART = 100   # RGB distance: a colour this far from both is seen as something else


def claims(board) -> list[tuple[str, str, int]]:
    """(route, its twin, the player colour) for one route of each double whose twin is printed in a player's colour."""
    names = [name for name, *_ in PLAYER_COLORS]
    out, seen = [], set()
    for route in board.routes:
        twin = board.route(route.twin) if route.twin else None
        if twin is None or route.id in seen or twin.color not in names:
            continue
        seen |= {route.id, twin.id}
        out.append((route.id, twin.id, names.index(twin.color)))
    return out


def screen_with_claims(app, game: str) -> tuple[PlayScene, list[tuple[str, str, int]]]:
    """The play screen of a game in which each route of claims() is held by the player of its twin's colour."""
    board = load_board(GameConfig(game, (Seat("a"), Seat("b"))).map_path)
    wanted = claims(board)
    colours = sorted({colour for *_, colour in wanted})
    seats = tuple(Seat(f"P{colour}", computer=True, color=colour) for colour in colours)
    while len(seats) < 2:
        seats += (Seat("Other", computer=True, color=(colours[0] + 1) % len(PLAYER_COLORS)),)
    config = GameConfig(game, seats, seed=5)
    state = new_game(board, [s.name for s in seats], seed=5, house_rules=config.house_rules)
    owners = list(state.owners)
    for route, _, colour in wanted:
        owners[state.table.route_index[route]] = colours.index(colour)
    scene = PlayScene(config, dataclasses.replace(state, owners=tuple(owners)), pace=0)
    app.stack.apply(Push(scene))
    scene.draw(app.screen)   # the play screen alone: no overlay of the opening over it
    return scene, wanted


def between(scene: PlayScene, route: str, twin: str) -> list[list[tuple[int, int]]]:
    """For each space of a route, at its middle and a fifth of its length to either side: the screen
    points across the way to the nearest space of its twin, midway and a pixel to either side."""
    layer = scene.board_layer
    out = []
    for space in layer.spaces[route]:
        other = min(layer.spaces[twin], key=lambda s: math.dist((s.x, s.y), (space.x, space.y)))
        mx, my = layer.rect.x + (space.x + other.x) / 2, layer.rect.y + (space.y + other.y) / 2
        gap = math.dist((space.x, space.y), (other.x, other.y))
        across = ((other.x - space.x) / gap, (other.y - space.y) / gap)
        along = (-across[1], across[0])
        for k in (-0.2, 0.0, 0.2):
            x, y = mx + along[0] * k * space.width, my + along[1] * k * space.width
            out.append([(round(x + across[0] * d), round(y + across[1] * d)) for d in (-1, 0, 1)])
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("sized_app", SIZES, indirect=True, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_line_of_another_colour_runs_between_a_players_cars_and_the_twin_of_their_colour(sized_app, game):
    """Between each car and the free twin printed in the car's colour, at three places along each space,
    the pixels across the middle of the way from one to the other include one that differs from the
    car's fill and from the twin's printed colour."""
    window = fresh(sized_app)
    scene, wanted = screen_with_claims(window, game)
    assert wanted, f"{game} has no double route whose twin is printed in a player's colour"
    merged = []
    for route, twin, colour in wanted:
        fill, printed = PLAYER_COLORS[colour][1], ROUTE_RGB[scene.board.route(twin).color]
        for points in between(scene, route, twin):
            seen = [tuple(window.screen.get_at(point))[:3] for point in points]
            if not any(math.dist(c, fill) >= APART and math.dist(c, printed) >= APART for c in seen):
                merged.append((route, points[1], seen))
    assert not merged, f"{len(merged)} places between a car and its twin show only their colours: {merged[:4]}"

