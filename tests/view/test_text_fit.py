"""The one text-fitting path: words whole where they fit, then smaller, wrapped on words, shortened by a rule
that keeps them apart, and only as a last resort cut, which is reported."""
import pygame
import pytest

from game.view.text import CUT, SHORT, SMALLER, WHOLE, WRAPPED, abbreviate, draw, fit, font, recording


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_words_that_fit_are_left_whole():
    fitted = fit("Mia", 20, 200)
    assert fitted.lines == ("Mia",) and fitted.how == WHOLE and fitted.size == 20


def test_a_one_line_box_shrinks_the_words_before_shortening_them():
    width = font(16, True).size("Grandma")[0] + 1
    fitted = fit("Grandma", 20, width, smallest=13)
    assert fitted.lines == ("Grandma",) and fitted.how == SMALLER and fitted.size <= 16


def test_a_high_box_wraps_on_words_never_inside_one():
    width = font(20, True).size("Mia wins the Golden")[0] + 2
    fitted = fit("Mia wins the Golden Ticket!", 20, width, 3 * font(20, True).get_linesize())
    assert fitted.how == WRAPPED and fitted.lines == ("Mia wins the Golden", "Ticket!")
    assert "".join(fitted.lines).replace(" ", "") == "MiawinstheGoldenTicket!"


def test_two_computers_keep_distinct_short_names():
    """Never "Co…" for both: the number that tells them apart is always kept."""
    width = font(14, True).size("Com. 2")[0] + 1
    one, two = fit("Computer 1", 20, width, smallest=14), fit("Computer 2", 20, width, smallest=14)
    assert one.how == two.how == SHORT and one.lines != two.lines
    assert one.lines[0].endswith("1") and two.lines[0].endswith("2")
    assert abbreviate("Computer 2")[0] == "Compu. 2"


def test_what_cannot_fit_is_cut_and_says_so():
    fitted = fit("Roodenpoortstoren", 20, 12, smallest=13)
    assert fitted.cut and fitted.how == CUT and fitted.lines[0].endswith("…")


def test_draw_places_the_lines_in_the_box_and_records_them():
    surface = pygame.Surface((400, 200))
    box = pygame.Rect(20, 30, 120, 100)
    with recording() as drawn:
        covered = draw(surface, "Salt Lake City to Miami", box, (255, 255, 255), 20, align="center")
    assert len(drawn) == 1 and drawn[0].rect == covered and drawn[0].box == box
    assert box.contains(covered) and not drawn[0].fitted.cut
    assert surface.get_bounding_rect().colliderect(covered)   # something was drawn there
    with recording() as none:
        pass
    assert none == []


def test_a_sentence_is_never_shortened_word_by_word():
    """Names shorten by the rule; a sentence does not ("T. 2 c. c. a. or d. contracts." says nothing)."""
    assert abbreviate("Take 2 cards, claim a route, or draw contracts.") == []
    assert abbreviate("Jan Roodenpoortstoren – Munttoren")
