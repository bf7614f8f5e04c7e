"""First Journey asks once, in pictures, before swapping tickets spends the turn (F3).

The other games ask before a ticket draw: tests/scenes/test_ticket_draw.py."""
import pygame
import pytest

from game.config import GameConfig, Seat
from game.scenes.overlays.swap import SwapOverlay
from game.view.metrics import MIN_TEXT_PX
from tests.scenes.test_play_support import fresh_app, fresh_turn, stand_ins, start, tap
from tests.view.test_ticket_pictures import near

_stand_ins = pytest.fixture(autouse=True)(stand_ins)


def game_of(name):
    """A person against a computer, the person first."""
    return GameConfig(name, (Seat("Ann", color=0), Seat("Bot", computer=True, color=1)), first=0, seed=9)


def test_swapping_is_asked_first_and_keep_changes_nothing():
    """New tickets opens the question; the cross, Back and a tap beside the card keep everything."""
    app = fresh_app()
    scene = start(app, game_of("first_journey"))
    fresh_turn(app, scene)
    before = scene.table.state
    for answer in ("button", "back", "beside"):
        tap(app, scene.button_rect("tickets").center)
        question = app.stack.top
        assert isinstance(question, SwapOverlay) and scene.table.state is before
        if answer == "button":
            tap(app, question.button("keep").rect.center)
        elif answer == "back":
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)
        else:
            tap(app, (2, 2))
        assert app.stack.top is scene and scene.table.state is before and scene.my_turn()


def test_the_tick_swaps_and_the_turn_passes():
    """The tick gives up both unfinished tickets for new ones and ends the turn (F3)."""
    app = fresh_app()
    scene = start(app, game_of("first_journey"))
    fresh_turn(app, scene)
    old, made = scene.table.state.players[0].tickets, len(scene.table.moves)
    tap(app, scene.button_rect("tickets").center)
    question = app.stack.top
    assert [t[1] for t in question.tickets] == [(scene.facts.ticket(t).a, scene.facts.ticket(t).b) for t in old]
    tap(app, question.button("swap").rect.center)
    assert app.stack.top is scene
    assert type(scene.table.moves[made]).__name__ == "SwapTickets"   # Ann's move; the computer may have moved since
    assert not set(scene.table.state.players[0].tickets) & set(old)


CROSS = (200, 70, 60)   # the soft cross over a ticket that would go


def shows_beside_cross(image, spot, picture, shift=range(-6, 7, 2)):
    """The share of the picture's solid pixels (every third) that `image` shows in `spot`, leaving out those
    the cross covers (its width grows with the window), at the best of a few pixels' shift (the plate under
    the picture sits a little off its spot, more in a large window)."""
    scaled = pygame.transform.smoothscale(picture, spot.size)
    solid = [(x, y, scaled.get_at((x, y))) for x in range(0, spot.w, 3) for y in range(0, spot.h, 3)
             if scaled.get_at((x, y)).a >= 250]
    best = 0.0
    for dx in shift:
        for dy in shift:
            shown = [(colour, image.get_at((spot.x + x + dx, spot.y + y + dy))) for x, y, colour in solid]
            seen = [(colour, got) for colour, got in shown if tuple(got)[:3] != CROSS]
            best = max(best, sum(near(got, colour) for colour, got in seen) / len(seen))
    return best


def test_the_question_shows_the_tickets_that_would_go_as_pictures():
    """The two tickets that would go show their places' own pictures, as the hand's list does."""
    from game.view.ticket_face import picture_places
    app = fresh_app()
    scene = start(app, game_of("first_journey"))
    fresh_turn(app, scene)
    tap(app, scene.button_rect("tickets").center)
    question = app.stack.top
    assert isinstance(question, SwapOverlay)
    painted = question.paint()
    _, old, _, _ = question._places()
    pictures = scene.kit.city_pictures()
    size = max(MIN_TEXT_PX, question.m.font(20))
    for ticket_id, rect in zip(scene.table.state.player.tickets, old):
        ticket = scene.facts.ticket(ticket_id)
        places = picture_places(rect.size, size, MIN_TEXT_PX, True)
        for city, spot in zip((ticket.a, ticket.b), places.pictures):
            icon = pictures[city]
            inner = spot.move(rect.topleft).inflate(-spot.w // 3, -spot.h // 3)   # the plate's middle
            assert shows_beside_cross(painted, inner, pygame.transform.smoothscale(icon, spot.size).subsurface(
                pygame.Rect(spot.w // 6, spot.h // 6, inner.w, inner.h))) > 0.6, (ticket_id, city)
