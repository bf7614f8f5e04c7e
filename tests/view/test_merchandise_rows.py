"""Amsterdam's player rows show every merchandise deck with its number at every screen size (A8: they score).

The rows are the sizes the play screen gives two and four players at 800 x 480, 1024 x 600, 1280 x 720 and
1920 x 1080, and in the largest window on the 800 x 480 display (784 x 416). Each deck's number must be drawn whole on the row, and right before it the deck's own
picture, checked pixel by pixel against the picture drawn on the row's background.
"""
import pygame
import pytest

from game.board.catalog import MAPS
from game.board.loader import load_board
from game.rules.settings import RuleSet
from game.scenes.play.layout import layout_for
from game.view.hud import SeatInfo, SidePanel
from game.view.metrics import Metrics
from game.view.move_pictures import LastMove
from game.view.palette import PLAYER_COLORS
from game.view.sprites import Sprites
from game.view.text import recording
from tests.scenes.text_check import problems

SIZES = [(784, 416), (800, 480), (1024, 600), (1280, 720), (1920, 1080)]
HELD = (("herring", 4), ("spices", 3), ("cloth", 2), ("wine", 1))   # each deck its own number


@pytest.fixture(scope="module")
def amsterdam():
    """The board's rules and the merchandise pictures, headless."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    board = load_board(MAPS / "amsterdam.tmx")
    return board, RuleSet.from_settings(board.settings), Sprites().merchandise


def row_size(amsterdam, size, players):
    """The size of a player row on this screen with this many players."""
    board, rules, _ = amsterdam
    lay = layout_for(Metrics.for_size(size), (board.width, board.height), players, rules.face_up_size,
                     len(rules.card_types), rules.has_merchandise)
    return lay.players[0].size


def info(name, computer, current):
    """A row late in a game: two-figure counts, a three-figure score, every deck held, a last move."""
    return SeatInfo(name=name, color=2, computer=computer, score=104, goal=None, trains=16, cards=12, tickets=7,
                    merchandise=HELD, coast=False, current=current, start_trains=16,
                    last=LastMove("claim", color="red", length=4))


def panel(amsterdam, size):
    """The side panel with the merchandise pictures at the size the play scene scales them to."""
    m = Metrics.for_size(size)
    side = (m.px(28), m.px(28))
    return SidePanel({k: pygame.transform.smoothscale(v, side) for k, v in amsterdam[2].items()}, m)


def same_picture(row, back, icon, at) -> bool:
    """True if the row shows this picture at `at`: as the picture drawn on the row's own background there."""
    want = back.subsurface(pygame.Rect(at, icon.get_size())).copy()
    want.blit(icon, (0, 0))
    got = row.subsurface(pygame.Rect(at, icon.get_size()))
    return all(max(abs(a - b) for a, b in zip(got.get_at((x, y))[:3], want.get_at((x, y))[:3])) <= 2
               for x in range(icon.get_width()) for y in range(icon.get_height()))


@pytest.mark.parametrize("players", [4, 2])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name, computer", [("Maximilianus", False), ("WWWWWWWWWWWW", False),
                                            ("Computer 3", True)])
def test_every_deck_shows_its_picture_and_number(amsterdam, size, players, name, computer):
    """Four pictures, four numbers, each number right after its own deck's picture, nothing cut."""
    side_panel = panel(amsterdam, size)
    shape = row_size(amsterdam, size, players)
    seat = info(name, computer, current=players == 4)
    with recording() as drawn:
        row = side_panel.row(seat, shape)
    what = f"{name} at {size} ({players} players, row {shape})"
    assert problems(drawn, what) == []
    numbers = {d.fitted.text: d for d in drawn if d.target is row}
    assert set(numbers) >= {"16", "12", "7", "104", "4", "3", "2", "1"}, what
    plan = side_panel.rows.plan(seat, shape)
    back = side_panel.rows.back(seat, shape)
    _, fill, outline, _ = PLAYER_COLORS[seat.color]
    for deck, n in HELD:
        box = numbers[str(n)].box
        icon = side_panel.rows.icon(deck, plan.icon, fill, outline)
        at = (box.x - 2 - plan.icon, box.y)
        assert same_picture(row, back, icon, at), f"{what}: no {deck} picture before its number {n}"
    assert plan.icon >= 12, f"{what}: pictures {plan.icon} px"
