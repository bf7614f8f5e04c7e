"""An image layer shows in the game's board picture as in Tiled: its pixels where the picture lies (blended by
its opacity), the board untouched elsewhere, routes and cities drawn over it, nothing where it is hidden or
below an opaque tile layer, scaled with the board; a photo that went bad after the check is left out."""
import dataclasses
import os
import shutil
import subprocess

import pygame
import pytest

from game.board.loader import load_board
from game.view.board_view import BoardPicture
from game.view.sprites import Sprites
from tests.board.bad_boards import family_board
from tests.board.test_image_layers import layer, with_layers
from tests.view.test_bad_pictures import screen   # noqa: F401  (a headless display, boards read afresh)

RED = (220, 30, 40)
BOX = pygame.Rect(300, 200, 240, 160)   # where the picture lies on the map, in map pixels


def drawn(tmp_path, name: str, *layers: str, scale: float = 1.0, before: str = '<objectgroup id="4"',
          kind: str = "png") -> pygame.Surface:
    """The game's picture of the family board with these layers added (a red picture of BOX's size beside it)."""
    tmx = family_board(tmp_path / name)
    picture = pygame.Surface(BOX.size)
    picture.fill(RED)
    pygame.image.save(picture, str(tmx.parent / f"town.{kind}"))
    if layers:
        with_layers(tmx, *layers, before=before)
    return BoardPicture(load_board(tmx), Sprites(), scale).surface


def blend(under, over, alpha: float):
    """Where `over` is drawn with this opacity on `under`."""
    return tuple(u + (o - u) * alpha for u, o in zip(under[:3], over))


def near(a, b, by: int = 3) -> bool:
    """Two colours within a few steps of each other on every channel."""
    return all(abs(x - y) <= by for x, y in zip(a[:3], b[:3]))


def covered(shown, plain, alpha: float) -> bool:
    """The board's own drawing (a route, a city, a name) lies over the picture here: the pixel is nearer the board
    without the picture than the picture blended in (the board's edges are smoothed, its name plates see-through)."""
    distance = [sum(abs(a - b) for a, b in zip(shown[:3], other[:3])) for other in (plain, blend(plain, RED, alpha))]
    return distance[0] < distance[1]


def pixels(surface: pygame.Surface, rect: pygame.Rect, step: int = 4):
    """Points of a rectangle, a few pixels apart."""
    return [(x, y) for x in range(rect.left, rect.right, step) for y in range(rect.top, rect.bottom, step)]


@pytest.mark.parametrize("opacity", [1.0, 0.6])
def test_the_picture_shows_where_it_lies_blended_by_its_opacity_and_under_the_board(tmp_path, opacity):
    """Inside BOX every pixel is the picture over the board (where the board's background shows) or the board's
    own routes, cities and names drawn over it; outside BOX nothing changes."""
    plain = drawn(tmp_path, "plain")
    shown = drawn(tmp_path, "shown", layer("town", offsetx=str(BOX.x), offsety=str(BOX.y), opacity=str(opacity)))
    assert plain.get_size() == shown.get_size()
    over = [p for p in pixels(shown, BOX) if near(shown.get_at(p), blend(plain.get_at(p), RED, opacity))]
    board = [p for p in pixels(shown, BOX) if p not in over and covered(shown.get_at(p), plain.get_at(p), opacity)]
    assert len(over) > 0.5 * len(pixels(shown, BOX)), "the picture shows over most of its box"
    assert board, "routes and names in the box are drawn over the picture"
    assert len(over) + len(board) > 0.99 * len(pixels(shown, BOX))   # the rest: half-covered edge pixels
    outside = pygame.Rect(0, 0, *shown.get_size())
    assert all(shown.get_at(p) == plain.get_at(p) for p in pixels(shown, outside, 7)
               if not BOX.inflate(2, 2).collidepoint(p))


def test_the_board_is_drawn_over_the_picture(tmp_path):
    """A city lying in the picture's box is drawn over it, as the routes and cities are in Tiled."""
    board = load_board(family_board(tmp_path / "look"))
    city = board.cities[0]
    box = pygame.Rect(0, 0, 200, 200)
    box.center = (round(city.x), round(city.y))
    plain = drawn(tmp_path, "plain")
    shown = drawn(tmp_path, "shown", layer("town", offsetx=str(box.x - 20), offsety=str(box.y - 20)))
    centre = (round(city.x), round(city.y))
    assert covered(shown.get_at(centre), plain.get_at(centre), 1.0)


@pytest.mark.parametrize("how", ["hidden", "under the ground", "picture gone bad"])
def test_a_hidden_or_covered_picture_does_not_show(tmp_path, how):
    """A hidden layer, one under the map's opaque ground layer, or a picture spoilt after the check: the board
    as without it, and no error."""
    plain = drawn(tmp_path, "plain")
    attributes = dict(offsetx=str(BOX.x), offsety=str(BOX.y))
    if how == "hidden":
        shown = drawn(tmp_path, "shown", layer("town", visible="0", **attributes))
    elif how == "under the ground":
        shown = drawn(tmp_path, "shown", layer("town", **attributes), before='<layer id="1"')
    else:
        tmx = with_layers(family_board(tmp_path / "shown"), layer("town", **attributes), before='<objectgroup id="4"')
        picture = pygame.Surface(BOX.size)
        pygame.image.save(picture, str(tmx.parent / "town.png"))
        board = load_board(tmx)
        (tmx.parent / "town.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(50))
        shown = BoardPicture(board, Sprites()).surface
    assert all(shown.get_at(p) == plain.get_at(p) for p in pixels(shown, BOX))


@pytest.mark.parametrize("scale", [0.5, 0.37])
def test_the_picture_is_scaled_with_the_board(tmp_path, scale):
    """At a smaller size the picture covers the scaled box: its middle is red over the board, beyond it nothing."""
    plain = drawn(tmp_path, "plain", scale=scale)
    shown = drawn(tmp_path, "shown", layer("town", offsetx=str(BOX.x), offsety=str(BOX.y)), scale=scale)
    box = pygame.Rect(round(BOX.x * scale), round(BOX.y * scale), round(BOX.w * scale), round(BOX.h * scale))
    red = [p for p in pixels(shown, box.inflate(-4, -4), 2) if near(shown.get_at(p), RED)]
    assert len(red) > 0.5 * len(pixels(shown, box.inflate(-4, -4), 2))
    beyond = [(box.right + 2, box.centery), (box.left - 3, box.centery), (box.centerx, box.bottom + 2)]
    assert all(shown.get_at(p) == plain.get_at(p) for p in beyond)


def test_a_jpeg_photo_is_drawn(tmp_path):
    """A family's photo saved as JPEG shows as it is (within JPEG's few steps of colour)."""
    shown = drawn(tmp_path, "shown", layer("town", "town.jpg", offsetx=str(BOX.x), offsety=str(BOX.y)), kind="jpg")
    red = [p for p in pixels(shown, BOX) if near(shown.get_at(p), RED, 8)]
    assert len(red) > 0.5 * len(pixels(shown, BOX))


def test_a_repeated_picture_fills_its_row(tmp_path):
    """repeatx (Tiled 1.8): the picture is drawn again and again across the board, at its own height."""
    shown = drawn(tmp_path, "shown", layer("town", offsetx=str(BOX.x), offsety=str(BOX.y), repeatx="1"))
    row = BOX.centery
    xs = [5, BOX.x - 40, BOX.right + 40, shown.get_width() - 5]
    assert sum(near(shown.get_at((x, row)), RED) for x in xs) >= 3
    assert not near(shown.get_at((5, BOX.bottom + 30)), RED)


TILED_CASES = {
    "offset and opacity": [layer("a", offsetx="300", offsety="200", opacity="0.6")],
    "in a group": ['<group id="81" name="g" offsetx="37" offsety="20" opacity="0.5">'
                   + layer("b", offsetx="300", offsety="200", opacity="0.8") + "</group>"],
    "repeated": [layer("c", offsetx="100", offsety="300", repeatx="1", repeaty="1", opacity="0.7")],
    "tinted": [layer("d", offsetx="500", offsety="100", tintcolor="#ff8040")],
}


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled's tmxrasterizer is not installed")
@pytest.mark.parametrize("case", TILED_CASES)
def test_the_background_is_drawn_as_tiled_draws_it(tmp_path, case):
    """The board's background (tile and image layers) against Tiled's own drawing of the same map
    (tmxrasterizer, object layers hidden): a picture with a see-through part, offset, faded, in a group,
    repeated, tinted; every sampled pixel within 3 steps of Tiled's."""
    tmx = with_layers(family_board(tmp_path), *TILED_CASES[case], before='<layer id="3"')
    picture = pygame.Surface((256, 160), pygame.SRCALPHA)
    for x in range(256):
        pygame.draw.line(picture, (x, 90, 255 - x, 255 if x < 200 else 120), (x, 0), (x, 159))
    pygame.draw.rect(picture, (250, 250, 40, 255), (20, 40, 60, 30))
    pygame.image.save(picture, str(tmx.parent / "town.png"))
    board = load_board(tmx)
    ours = BoardPicture(dataclasses.replace(board, routes=(), cities=(), tickets=()), Sprites()).surface
    hide = [word for name in ("routes", "spaces", "cities", "labels") for word in ("--hide-layer", name)]
    subprocess.run(["tmxrasterizer", *hide, str(tmx), str(tmp_path / "tiled.png")], check=True, timeout=60,
                   capture_output=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    tiled = pygame.image.load(str(tmp_path / "tiled.png"))
    spots = pixels(ours, ours.get_rect(), 3)
    assert all(near(ours.get_at(p), tiled.get_at(p)) for p in spots)
