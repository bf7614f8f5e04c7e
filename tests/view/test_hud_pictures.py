"""First Journey's play screen speaks in pictures to children who cannot read yet: the hand counts
its cards as dice pips, trains left and tickets done are pictures, whose turn it is is that
player's train and name, large, and the buttons carry a picture and at most one word."""
from dataclasses import replace

import pygame
import pytest

from game.rules import DrawFromDeck
from game.scenes.play import buttons as play_input
from game.scenes.play.layout import layout_for
from game.view import hud_hand, theme
from game.view.cards import CardArt
from game.view.hud import SeatInfo, SidePanel
from game.view.hud_hand import HandArt
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.sprites import Sprites
from game.view.text import recording
from tests.scenes.test_play_support import mia_against_a_computer, render

RED = 1   # Mia's colour (PLAYER_COLORS)


def blobs(image: pygame.Surface, rect: pygame.Rect, rgb: tuple[int, int, int], tolerance: int = 12,
          inner: bool = False) -> int:
    """How many separate spots of about this colour lie in rect (`inner`: only those not touching its top
    or bottom edge, which leaves out the outlines of dice standing in it)."""
    opaque = pygame.Surface(rect.size)
    opaque.fill((128, 0, 128))
    opaque.blit(image, (0, 0), rect)
    mask = pygame.mask.from_threshold(opaque, rgb, (tolerance, tolerance, tolerance, 255))
    spots = mask.get_bounding_rects()
    if inner:
        spots = [s for s in spots if s.top > 0 and s.bottom < rect.h]
    return len(spots)


def colour_share(image: pygame.Surface, rgb: tuple[int, int, int]) -> float:
    """The share of the picture's pixels that have this colour."""
    opaque = pygame.Surface(image.get_size())
    opaque.blit(image, (0, 0))
    mask = pygame.mask.from_threshold(opaque, rgb, (3, 3, 3, 255))
    return mask.count() / (image.get_width() * image.get_height())


@pytest.fixture(scope="module")
def small():
    """Drawing at the 800 x 480 touch display's sizes, headless."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    return Metrics.for_size((800, 480))


def seat(score: int, trains: int = 20, **kw) -> SeatInfo:
    """Mia's row in First Journey, drawn as pictures."""
    return SeatInfo(name="Mia", color=RED, computer=False, score=score, goal=6, trains=trains, cards=4,
                    tickets=2 + score, merchandise=(), coast=False, current=True, start_trains=20, pictures=True, **kw)


def test_each_colour_counts_its_cards_as_pips(small):
    """A colour with n cards shows n pips, a die up to six and a second die beyond; a colour not held shows none."""
    art = HandArt(CardArt(Sprites()), small)
    lay = layout_for(small, (1000, 700), 2, 0, 7)
    colours = ("yellow", "green", "white", "black", "blue", "red", "locomotive")
    rects = lay.hand_cards(len(colours))
    for counts in ((1, 2, 3, 4, 5, 6, 0), (7, 8, 9, 10, 11, 12, 3)):
        groups = tuple(zip(colours, counts))
        image = art.hand(groups, lay.hand_area, rects, pips=True)
        for (colour, n), rect in zip(groups, rects):
            place = rect.move(-lay.hand_area.x, -lay.hand_area.y)
            box = art.count_box(place, n)
            if n == 0:
                assert box is None
                continue
            assert blobs(image, box, theme.INK, inner=True) == n, f"{n} {colour} cards"


def test_tickets_done_fill_their_slots(small):
    """Tickets done out of 6 fill as many slots, one tick each (F7: the 6th wins the Golden Ticket)."""
    panel = SidePanel({}, small)
    for size in ((209, 50), (209, 42), (486, 93)):
        for done in (0, 2, 5, 6):
            image = panel.row(seat(done), size)
            assert blobs(image, image.get_rect(), theme.GOOD, tolerance=20) == done, f"{done} done at {size}"


def test_coast_to_coast_fills_a_slot():
    """The Coast-to-Coast card fills a slot like a completed ticket (F6)."""
    app, scene = mia_against_a_computer(pace=0)
    mia = scene.table.state.players[0]
    before = scene.painter.seat_infos()[0]
    scene.table.put(replace(scene.table.state, players=(replace(mia, coast_to_coast=True),) + scene.table.state.players[1:]))
    after = scene.painter.seat_infos()[0]
    assert after.pictures and after.score == before.score + 1
    image = scene.kit.panel.row(after, scene.layout.players[0].size)
    assert blobs(image, image.get_rect(), theme.GOOD, tolerance=20) == before.score + 1


def test_trains_left_is_a_train_that_shrinks(small):
    """Fewer trains left draw a shorter train in the player's colour."""
    panel = SidePanel({}, small)
    fill = PLAYER_COLORS[RED][1]
    after_bar = pygame.Rect(small.px(20), 0, 209 - small.px(20), 50)   # the row's colour bar left out

    def length(trains: int) -> int:
        """How far the player's colour reaches along the row."""
        image = pygame.Surface(after_bar.size)
        image.blit(panel.row(seat(0, trains), (209, 50)), (0, 0), after_bar)
        spots = pygame.mask.from_threshold(image, fill, (3, 3, 3, 255)).get_bounding_rects()
        return spots[0].unionall(spots).width if spots else 0
    assert length(20) > length(12) > length(5) > 0
    assert length(20) > 1.5 * length(5)   # the engine stays, the cars go


def test_the_status_at_a_persons_turn_is_her_train_and_name(small):
    """At Mia's turn the status shows her train, large, in her colour, her name and pictures of what she
    can do: no sentence to read. A computer's turn shows its train and name the same way."""
    app, scene = mia_against_a_computer(pace=0)
    status = scene.status()
    assert status.title == "Mia" and status.detail == ""
    assert {"cards", "swap"} <= set(status.choices)
    box = scene.kit.panel.status(status, scene.layout.status.size)
    assert colour_share(box, PLAYER_COLORS[RED][1]) > 0.04
    for size in ((209, 131), (209, 59)):   # the box at 800 x 480 for two and four players
        assert colour_share(SidePanel({}, small).status(status, size), PLAYER_COLORS[RED][1]) > 0.04
    scene.act(DrawFromDeck())
    status = scene.status()
    assert status.title == "Bot" and status.detail == "" and status.computer and not status.choices
    blue = PLAYER_COLORS[scene.facts.seat_color(1)][1]
    assert colour_share(scene.kit.panel.status(status, scene.layout.status.size), blue) > 0.04


def test_buttons_have_a_picture_and_at_most_one_word(monkeypatch):
    """Every word written on the buttons, the deck and the tickets button in First Journey stands alone."""
    app, scene = mia_against_a_computer(pace=0)
    written: list[str] = []

    class Spy:
        """A font that remembers what it writes."""

        def __init__(self, real):
            self.real = real

        def __getattr__(self, name):
            """Everything but writing is the real font's."""
            return getattr(self.real, name)

        def render(self, text, *args):
            """Write, and remember the words."""
            written.append(text)
            return self.real.render(text, *args)

    for module in (play_input, hud_hand):   # the deck (play_draw) shows no words in First Journey
        real = module.font
        monkeypatch.setattr(module, "font", lambda size, bold=False, real=real: Spy(real(size, bold)))
    label = play_input._face

    def labelled(icon, text, *args):
        """A button's face: its words are kept whole (a label may run over two lines)."""
        written.append(text)
        return label(icon, text, *args)
    monkeypatch.setattr(play_input, "_face", labelled)
    scene.refresh_buttons()
    scene.painter.forget_drawn()
    scene.kit.hand_art = HandArt(scene.art, scene.layout.m)
    hud_hand.badge.cache_clear()
    with recording() as drawn:
        render(app)
    strip = list(scene.kit.hand_art._cache.values())   # the hand and the tickets button, fitted by game.view.text
    written += [line for d in drawn if any(d.target is part for part in strip) for line in d.fitted.lines]
    assert {"Swap", "Hint", "Menu", "Tickets"} <= set(written)
    assert all(len(text.split()) <= 1 for text in written), written


def test_the_hand_on_screen_counts_with_pips():
    """At Mia's turn each colour she holds shows as many pips as she has cards of it."""
    app, scene = mia_against_a_computer(pace=0)
    screen = render(app)
    groups = scene.seen.hand_groups(scene.moment.in_flight)
    assert sum(n for _, n in groups) >= 4
    for (colour, n), rect in zip(groups, scene.layout.hand_cards(len(groups))):
        box = scene.kit.hand_art.count_box(rect, n)
        assert (box is None) == (n == 0)
        if box is not None:
            assert blobs(screen, box, theme.INK, inner=True) == n, f"{n} {colour} cards"


def test_a_path_wider_than_a_line_is_split_after_a_slash_and_every_line_fits():
    """A board's problem names a file's path longer than a card is wide: split where a '/' allows, each line
    within the width, nothing lost; ordinary wrapping never splits a word."""
    from game.view.text import font, wrap
    f = font(16, False)
    path = "tiles_picture_outside_folder/first_journey_terrain.tsx: its picture is missing"
    width = f.size("tiles_picture_outside_folder/first")[0]   # the folder fits a line, the whole path does not
    lines = wrap(path, f, width, split_words=True)
    assert all(f.size(line)[0] <= width for line in lines)
    assert lines[0] == "tiles_picture_outside_folder/" and "".join(lines).replace(" ", "") == path.replace(" ", "")
    assert wrap("x" * 400, f, 100, split_words=True)[0] != "x" * 400
    assert wrap(path, f, width)[0] == "tiles_picture_outside_folder/first_journey_terrain.tsx:"
