"""The play screen in windows lower than the 800 x 480 display, down to the largest window on it (784 x 416):
every player row keeps two lines (the name above its counts), the status box keeps room for its title and
two lines, and everything tappable stays a finger large, apart from the rest and clear of the bottom corners.

The layout is checked without drawing at heights from 416 to 480; the play scene itself in a real 784 x 416
window (First Journey's screens there are measured by test_touch_targets_fj.py)."""
from __future__ import annotations

import pygame
import pytest

from game.board.catalog import MAPS
from game.board.loader import load_board
from game.rules.settings import RuleSet
from game.scenes.play.layout import BUTTON_KEYS, ROW_TWO_PX, layout_for
from game.view.hud import SeatInfo, SidePanel, Status
from game.view.metrics import MIN_TARGET_PX, Metrics, near_a_bottom_corner
from game.view.move_pictures import LastMove
from game.view.text import SMALLER, WHOLE, WRAPPED, font, recording
from tests.scenes.test_screen_sizes import TOUCH, check_targets, playing
from tests.scenes.test_text_fits_play import NAMES
from tests.scenes.text_check import problems
from tests.scenes.test_touch_targets_fj import window_only  # noqa: F401 (a fixture: a real 784 x 416 window)

PLAYERS = {"usa": 5, "amsterdam": 4, "first_journey": 4}
SIZES = [(784, 416), (800, 416), (792, 432), (800, 448), (784, 464), (800, 472), (800, 480)]
STATUS_PAD = 8   # px: the status box's border and margin, above and below its words


def layout(game: str, size: tuple[int, int]):
    """The play screen's layout for a shipped board with the most players, at this window size."""
    board = load_board(MAPS / f"{game}.tmx")
    rules = RuleSet.from_settings(board.settings)
    return layout_for(Metrics.for_size(size), (board.width, board.height), PLAYERS[game], rules.face_up_size,
                      len(rules.card_types), rules.has_merchandise)


def apart(rects: list[tuple[str, pygame.Rect]]) -> list[str]:
    """The pairs of named rectangles that overlap."""
    return [f"{a} {ra} and {b} {rb}" for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:]
            if ra.colliderect(rb)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_rows_keep_two_lines_and_the_status_its_words(game, size):
    """Rows of two lines, a status box of three lines of the smallest text, every part of the panel inside it
    and over no other, every target a finger large and apart; on the display, none by a bottom corner."""
    lay = layout(game, size)
    what = f"{game} at {size[0]}x{size[1]}"
    assert min(r.height for r in lay.players) >= ROW_TWO_PX, f"{what}: rows {[r.height for r in lay.players]}"
    least = 3 * font(13, True).get_linesize() + 2 * STATUS_PAD
    assert lay.status.height >= least, f"{what}: the status box {lay.status}"
    parts = [(f"row {i}", r) for i, r in enumerate(lay.players)] + [("status", lay.status), ("deck", lay.deck)]
    parts += [(f"slot {i}", r) for i, r in enumerate(lay.slots)] + [(k, lay.buttons[k]) for k in BUTTON_KEYS]
    assert all(lay.panel.contains(r) for _, r in parts), f"{what}: {parts} outside the panel {lay.panel}"
    assert apart(parts) == [], what
    strip = [("zoom", lay.buttons["zoom"]), ("my tickets", lay.my_tickets)]
    strip += [(f"hand {i}", r) for i, r in enumerate(lay.hand_cards(len(RuleSet.from_settings(
        load_board(MAPS / f"{game}.tmx").settings).card_types)))]
    targets = [p for p in parts if not p[0].startswith(("row", "status"))] + strip
    screen = pygame.Rect((0, 0), size)
    for name, rect in targets:
        assert screen.contains(rect) and min(rect.size) >= MIN_TARGET_PX, f"{what}: {name} {rect}"
    assert apart(targets) == [], what
    if size in TOUCH:   # the hand strip's ends reach the corners only for North America's nine colours
        near = [name for name, rect in targets if near_a_bottom_corner(rect, size)]
        assert near == [] or game == "usa" and set(near) <= {"zoom", "my tickets"}, f"{what}: {near}"


def rows_and_status(game: str, size: tuple[int, int]):
    """The layout, a side panel drawn for this screen, and the rows' contents late in a game: the longest names
    the new-game screen takes, two computers, three-figure scores, every merchandise deck held, a last move."""
    board = load_board(MAPS / f"{game}.tmx")
    rules = RuleSet.from_settings(board.settings)
    decks = [name for name, _ in rules.merchandise_decks]
    panel = SidePanel({deck: pygame.Surface((28, 28)) for deck in decks}, Metrics.for_size(size))
    goal = rules.golden_ticket if rules.score_by == "completed_tickets" else None
    seats = [SeatInfo(name=name, color=i, computer=i >= 2, score=5 if goal else 188 - 9 * i, goal=goal, trains=45,
                      cards=71, tickets=8, merchandise=tuple((deck, 4 - k) for k, deck in enumerate(decks)),
                      coast=False, current=i == 0, start_trains=rules.trains_per_player, pictures=goal is not None,
                      last=LastMove("tickets", count=3)) for i, name in enumerate(NAMES[:PLAYERS[game]])]
    return layout(game, size), panel, seats


@pytest.mark.parametrize("size", [(784, 416), (800, 448)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_name_whole_in_a_low_window(game, size):
    """Each player row shows its name whole (perhaps in smaller letters), never a shortened form, and every
    number; a chosen route's two places in the status box stay whole on two lines, what to do whole beneath."""
    lay, panel, seats = rows_and_status(game, size)
    for seat, rect in zip(seats, lay.players):
        with recording() as drawn:
            panel.row(seat, rect.size)
        name = [d.fitted for d in drawn if d.fitted.text == seat.name]
        assert name and name[0].how in (WHOLE, SMALLER), f"{game} at {size}: {seat.name} shown as {name}"
        assert problems(drawn, f"{game} at {size}") == []
    if game == "usa":
        chosen = Status("Salt Lake City – San Francisco", "Pay 5 white. Tap the route again or Claim.", "good", 0)
        with recording() as drawn:
            panel.status(chosen, lay.status.size)
        assert [(d.fitted.lines, d.fitted.how in (WHOLE, SMALLER, WRAPPED)) for d in drawn] == [
            (("Salt Lake City – San", "Francisco"), True), (drawn[1].fitted.lines, True)], f"{size}: {drawn}"


@pytest.mark.parametrize("game", ["amsterdam", "usa"])
def test_play_in_the_largest_window_on_the_display(window_only, game):
    """The play scene at a person's turn in a 784 x 416 window: the shared size test's check of every target
    (North America's hand strip reaches the corners, as on the display itself), buttons in a column."""
    window_only.stack.scenes.clear()
    window_only.stack.quit = False
    scene = playing(window_only, game)
    check_targets(window_only, scene, f"play {game} at 784x416", corners=game != "usa")
    lay = scene.layout
    assert lay.buttons["menu"].x == lay.buttons["tickets"].x, "the panel's buttons stand in a column"
