"""A picture that changes on disk after the board was checked never closes the game: the board is drawn
with plain tiles where its picture cannot be, and good pictures of every PNG kind are drawn as they are."""
import os

import pygame
import pytest

from game.board import loader
from game.board.loader import load_board
from game.view import sprites as sprite_module
from game.view.board_view import BoardPicture, tile_surface
from game.view.sprites import PLAIN, Sprites, load_image
from game.view.thumbs import board_thumbnail
from tests.board.bad_boards import family_board
from tests.board.pngs import huge_header_only, png
from tests.board.test_bad_files import VARIANTS, within


@pytest.fixture(autouse=True)
def screen(monkeypatch, tmp_path):
    """A headless display; boards read as at a new start, their copies in a folder of the test's own."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr("game.board.cache.FOLDER", tmp_path / "game-cache")
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.quit()


def _pipe(path):
    """A named pipe in the picture's place."""
    path.unlink()
    os.mkfifo(path)


def _folder(path):
    """A folder in the picture's place."""
    path.unlink()
    path.mkdir()


def _zero(path):
    """A link to /dev/zero in the picture's place."""
    path.unlink()
    path.symlink_to("/dev/zero")


SWAPS = {
    "truncated": lambda path: path.write_bytes(path.read_bytes()[:3000]),
    "random_bytes": lambda path: path.write_bytes(bytes(range(256)) * 40),
    "text_file": lambda path: path.write_text("not a picture"),
    "empty": lambda path: path.write_bytes(b""),
    "huge_header": lambda path: path.write_bytes(huge_header_only(20000, 20000)),
    "smaller_picture": lambda path: path.write_bytes(png(64, 64)),
    "missing": lambda path: path.unlink(),
    "named_pipe": _pipe,
    "folder": _folder,
    "dev_zero": _zero,
}


@pytest.mark.parametrize("swap", SWAPS)
def test_a_picture_swapped_after_the_check_is_drawn_plain(tmp_path, swap):
    """The board was checked and loaded; then its terrain picture changed. Drawing the board (as Start, Continue,
    a thumbnail and play do) raises nothing and does not wait: the tiles it cannot cut are plain."""
    tmx = family_board(tmp_path)
    board = load_board(tmx)
    path = tmx.parent / "tiles" / "first_journey_terrain.png"
    real = str(path.resolve())   # as the board names it
    SWAPS[swap](path)
    image = within(load_image, real)
    assert isinstance(image, pygame.Surface)
    tiles = [tile_surface(t) for t in board.tile_images if t.path == real]
    assert tiles and all(t.get_size() == (32, 32) for t in tiles)
    if swap != "smaller_picture":
        assert all(t.get_at((16, 16))[:3] == PLAIN for t in tiles)
    picture = BoardPicture(board, Sprites(), 0.5)
    assert picture.surface.get_size() == (board.width // 2, board.height // 2)
    assert board_thumbnail(board, Sprites(), 200).get_width() == 200


def test_a_tile_partly_outside_its_picture_is_clipped(tmp_path):
    """A picture swapped for a smaller one: the part of a tile inside it is drawn, the rest plain."""
    path = tmp_path / "small.png"
    path.write_bytes(png(48, 48))
    from game.rules.board import TileImage
    tile = tile_surface(TileImage(str(path), 32, 32, 32, 32))
    assert tile.get_size() == (32, 32)
    assert tile.get_at((4, 4))[:3] != PLAIN and tile.get_at((28, 28))[:3] == PLAIN


def test_a_picture_mended_during_the_evening_is_read_again(tmp_path):
    """A picture that could not be drawn is read again once the file changes (the plain tile is not kept)."""
    path = tmp_path / "later.png"
    path.write_bytes(b"not yet")
    assert load_image(str(path)).get_size() == (1, 1)
    path.write_bytes(png(256, 128))
    os.utime(path, ns=(1, 1))
    assert load_image(str(path)).get_size() == (256, 128)


@pytest.mark.parametrize("colour, depth, interlace", VARIANTS)
def test_pictures_of_every_png_kind_are_drawn(tmp_path, colour, depth, interlace):
    """Interlaced, palette, 16-bit and greyscale pictures decode in pygame to the pixels they hold."""
    path = tmp_path / "terrain.png"
    path.write_bytes(png(256, 128, depth, colour, interlace))
    sprite_module._load.cache_clear()
    image = load_image(str(path))
    assert image.get_size() == (256, 128)
    if colour == 2 and depth == 8:
        assert image.get_at((3, 5))[:3] == (36, 47, 58)
    tmx = family_board(tmp_path)
    (tmx.parent / "tiles" / "first_journey_terrain.png").write_bytes(path.read_bytes())
    assert BoardPicture(load_board(tmx), Sprites(), 0.25).surface.get_width() == round(load_board(tmx).width * 0.25)
