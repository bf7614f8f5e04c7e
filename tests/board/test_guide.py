"""docs/make-a-board.md and the board made by following it in Tiled 1.8: its pictures are there, and its board plays.

tests/board/guide_board/ is Willowby as Tiled saved it at the end of the guide (lines without spaces, an image
layer of a drawing, copied places and names), with one change: its tilesets are named by file name alone,
as a board that travels names them, instead of by the path into this machine's game folder.
"""
import re
import struct

import pytest

from game.board.loader import read_board
from game.rules.board import ImageLayer
from game.simulate import play_game
from tests.conftest import REPO

GUIDE = REPO / "docs" / "make-a-board.md"
IMAGES = REPO / "docs" / "images"
WILLOWBY = REPO / "tests" / "board" / "guide_board" / "willowby.tmx"
MOST_BYTES = 150_000     # a picture of the guide loads quickly on a slow line
ENDS = {"golden_ticket", "last_train", "stalemate"}   # F7, F8, F9


def _shown() -> list[str]:
    """The pictures the guide shows, by file name."""
    return re.findall(r"!\[[^\]]*\]\(images/([^)]+)\)", GUIDE.read_text(encoding="utf-8"))


def test_every_picture_the_guide_shows_is_a_modest_png():
    """A reader sees every picture: each exists, is a PNG and stays small."""
    shown = _shown()
    assert shown, "the guide shows pictures"
    for name in shown:
        data = (IMAGES / name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", name
        assert len(data) <= MOST_BYTES, (name, len(data))


def test_no_picture_of_the_guide_is_left_unused():
    """Every board-*.png of docs/images is shown by the guide (an older step's picture is deleted with it)."""
    assert {p.name for p in IMAGES.glob("board-*.png")} == set(_shown())


def test_the_guide_keeps_the_table_of_settings():
    """The generated table of rules-file settings stays between its markers, inside the rules-file step."""
    text = GUIDE.read_text(encoding="utf-8")
    start, end = text.index("<!-- keys table"), text.index("<!-- end of keys table -->")
    assert text.index("## 7. Write the rules file") < start < end < text.index("## 8. Check the board")


def test_the_guides_board_reads_with_its_spaces_laid_and_its_drawing():
    """Fourteen lines with a colour and a length become routes named from their cities, spaces laid along them."""
    board, problems = read_board(WILLOWBY)
    assert board is not None and not problems, problems
    assert (len(board.cities), len(board.routes), len(board.tickets)) == (9, 14, 12)
    assert sum(len(r.spaces) for r in board.routes) == sum(r.length for r in board.routes) == 35
    ends = {frozenset((r.a, r.b)) for r in board.routes}
    assert frozenset(("school", "pizza_corner")) in ends and frozenset(("home", "harbour")) not in ends
    pictures = [layer for layer in board.layers if isinstance(layer, ImageLayer)]
    assert [p.path.rsplit("/", 1)[-1] for p in pictures] == ["willowby-drawing.png"]
    width, height = struct.unpack(">II", (WILLOWBY.parent / "willowby-drawing.png").read_bytes()[16:24])
    assert (board.width, board.height) == (width, height), "the map was resized to cover the drawing"


@pytest.mark.parametrize("players", [2, 3])
def test_the_guides_board_plays_whole_games(players):
    """Ten games at each player count the board allows end properly with a winner."""
    board, problems = read_board(WILLOWBY)
    assert not problems, problems
    for seed in range(10):
        bots = None if seed % 2 else ["medium", "gentle", "easy"][:players]
        game = play_game(board, players, seed, bots=bots)
        assert game["end"] in ENDS, game
        assert game["winners"], game
