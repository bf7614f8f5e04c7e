"""The overlays over a game (pause, a question, pass the device, the ticket choice) at every screen size.

Each is put over a plain scene in a real window of each size of the shared size test, and is
laid out again for other sizes (16:10 among them): everything tappable lies on the
screen, is large enough for a finger and overlaps nothing else; words are large enough to
read; offers of up to five tickets fit; hover asks for a frame only when what is under the
pointer changes; and a change of size lays everything out again.
"""
from functools import lru_cache

import pygame
import pytest

from game.board.loader import load_board
from game.config import MAPS
from game.rules.settings import RuleSet
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.stack import Push, Scene
from game.scenes.overlays.tickets import TicketsOverlay
from game.view.metrics import MIN_TARGET_PX, MIN_TEXT_PX, Metrics
from game.view.pointer import Hover, Tap
from game.view.text import font
from game.view.ticket_face import face_names, padding
from tests.scenes.test_screen_sizes import check_targets, fresh, sized_app  # noqa: F401 (a fixture)

GAMES = ("usa", "amsterdam", "first_journey")
THUMB_W = 250


class Table(Scene):
    """A plain scene standing in for the game under the overlays."""

    def draw(self, surface):
        """A flat colour."""
        surface.fill((40, 90, 60))


@pytest.fixture
def table(sized_app):
    """The app (a real window of one size) with only the plain scene on its stack."""
    app = fresh(sized_app)
    app.stack.apply(Push(Table()))
    return app


@lru_cache(maxsize=None)
def board(game):
    """A game's board."""
    return load_board(MAPS / f"{game}.tmx")


def tickets_overlay(game, count, player="Annabel"):
    """A ticket choice of the board's first `count` tickets, with a small stand-in board picture."""
    b = board(game)
    k = THUMB_W / (b.width * b.tile_width)
    thumb = pygame.Surface((THUMB_W, round(b.height * b.tile_height * k)))
    thumb.fill((120, 160, 200))
    terms = RuleSet.from_settings(b.settings).terms
    return TicketsOverlay(list(b.tickets[:count]), min(count, 2), terms, {c.id: c.name for c in b.cities},
                          thumb, lambda city: (round(b.city(city).x * k), round(b.city(city).y * k)), player,
                          opening=True)


def check(app, overlay, what):
    """As the shared size test checks (on screen, a finger large, drawn), and no two targets overlap."""
    check_targets(app, overlay, what)
    targets = overlay.targets()
    for i, (name, rect) in enumerate(targets):
        for other, second in targets[i + 1:]:
            assert not rect.colliderect(second), f"{what}: {name} and {other} overlap"


def check_labels(buttons, what):
    """Each button's words are large enough and fit inside it."""
    for b in buttons:
        assert b.size >= MIN_TEXT_PX, f"{what}: {b.key} text {b.size} px"
        assert font(b.size, bold=True).size(b.label)[0] < b.rect.w, f"{what}: {b.label!r} is wider than its button"


def test_pause(table):
    """Seven buttons on a card in the middle; the card is on screen."""
    overlay = PauseOverlay("usa")
    table.stack.apply(Push(overlay))
    check(table, overlay, "pause")
    check_labels(overlay.row.buttons, "pause")
    assert pygame.Rect((0, 0), table.size).contains(overlay.card())
    assert [k for k, _ in overlay.targets()] == ["resume", "phones", "saves", "rules", "house", "settings", "menu"]


def test_confirm(table):
    """A long question and detail are shortened to the card; the answers fit under them."""
    overlay = ConfirmOverlay("Delete this saved game for ever and ever?", "Round 14, Annabel's turn, "
                             "Amsterdam with four players and the longest detail line", "Delete", "Keep")
    table.stack.apply(Push(overlay))
    check(table, overlay, "confirm")
    check_labels(overlay.row.buttons, "confirm")
    assert pygame.Rect((0, 0), table.size).contains(overlay.card())


@pytest.mark.parametrize("name", ["Ann", "Maximiliana the Great"])
def test_pass(table, name):
    """The ready button holds the whole sentence and lies under the words, on screen."""
    overlay = PassOverlay(1, name, 2)
    table.stack.apply(Push(overlay))
    check(table, overlay, "pass")
    check_labels([overlay.ready], "pass")
    assert overlay.ready.label == f"I am {name}: show my cards"


@pytest.mark.parametrize("game,count", [(g, n) for g in GAMES for n in (1, 2, 3)] + [("usa", 4), ("usa", 5)])
def test_tickets(table, game, count):
    """An offer of `count` tickets: on screen, large, the names of each readable and inside its face."""
    overlay = tickets_overlay(game, count)
    table.stack.apply(Push(overlay))
    check(table, overlay, f"tickets {game} x{count}")
    check_labels([overlay.keep], "keep")
    lay = overlay.layout
    assert lay.text >= MIN_TEXT_PX and lay.hint[2] >= MIN_TEXT_PX
    for ticket, rect in zip(overlay.tickets, overlay.rects):
        ends = (board(game).city(ticket.a).name, board(game).city(ticket.b).name)
        lines, size = face_names(ends, ticket.points, rect.size, lay.text, MIN_TEXT_PX, True)
        f = font(size, bold=True)
        assert size >= MIN_TEXT_PX
        assert max(f.size(line)[0] for line in lines) <= rect.w - 2 * padding(lay.text), f"{ends} run over"
        assert len(lines) * f.get_linesize() < rect.h * 0.6, f"{ends} leave no room for the board"
    # A chosen ticket rises and is ringed and ticked: still below the hint and above Keep.
    for i in range(count):
        table.stack.handle(Tap(overlay.ticket_rect(i).center))
    word = overlay.terms.ticket if count == 1 else overlay.terms.tickets
    assert overlay.keep.enabled and overlay.keep.label == f"Keep {count} {word}"
    for rect in overlay.rects:
        assert rect.top - lay.lift > lay.hint[1] + lay.hint[2] and rect.bottom < overlay.keep.rect.top
    table.stack.draw(table.screen)


def test_five_tickets_on_the_smallest_screen(table):
    """Five tickets at 800 x 480 (a house rule or a board may offer that many) keep readable faces."""
    if table.size != (800, 480):
        pytest.skip("the smallest screen only")
    overlay = tickets_overlay("usa", 5)
    table.stack.apply(Push(overlay))
    assert all(r.w >= 130 and r.h >= 130 for r in overlay.rects), overlay.rects
    assert overlay.layout.text >= 16


def test_hover_asks_for_a_frame_only_when_the_thing_under_it_changes(table):
    """Moving within a ticket draws nothing new; onto another ticket or off it, one frame."""
    overlay = tickets_overlay("usa", 3)
    table.stack.apply(Push(overlay))
    seen = []
    for pos in (overlay.rects[0].center, overlay.rects[0].move(3, 3).center, overlay.rects[1].center,
                overlay.keep.rect.center, (2, 2), (3, 3)):
        table.dirty = False
        table.stack.handle(Hover(pos))
        seen.append(table.dirty)
    assert seen == [True, False, True, True, False, False]   # Keep is off: it is not hovered yet
    table.stack.handle(Tap(overlay.rects[0].center))
    table.stack.handle(Tap(overlay.rects[1].center))
    table.dirty = False
    table.stack.handle(Hover(overlay.keep.rect.center))
    assert table.dirty and overlay.keep.hovered
    ready = PassOverlay(0, "Ann", 0)
    table.stack.apply(Push(ready))
    table.dirty = False
    table.stack.handle(Hover(ready.ready.rect.center))
    table.dirty, first = False, table.dirty
    table.stack.handle(Hover(ready.ready.rect.move(2, 0).center))
    assert first and not table.dirty


@pytest.mark.parametrize("other", [(800, 480), (1024, 600), (1280, 800), (1920, 1200), (1920, 1080)])
def test_a_new_size_lays_everything_out_again(table, other):
    """arrange() after the screen changed size puts everything on the new screen."""
    overlays = [PauseOverlay("usa"), ConfirmOverlay("Delete?", "Round 1"), PassOverlay(0, "Ann", 0),
                tickets_overlay("usa", 5)]
    for overlay in overlays:
        table.stack.apply(Push(overlay))
    was = table.size, table.metrics
    try:
        table.size, table.metrics = other, Metrics.for_size(other)
        table.stack.arrange()
        for overlay in overlays:
            screen = pygame.Rect((0, 0), other)
            assert all(screen.contains(r) and min(r.size) >= MIN_TARGET_PX for _, r in overlay.targets())
            overlay.draw(pygame.Surface(other))
    finally:
        table.size, table.metrics = was
        table.stack.arrange()
