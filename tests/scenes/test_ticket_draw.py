"""A ticket draw is asked first: nothing hidden is turned over until the player says Draw (U6, A4).

The question can be taken back (Back, Escape, a tap beside it) with the turn and the ticket pile
exactly as they were; Draw shows the drawn tickets large and the choice of which to keep follows.
"""
from dataclasses import replace

import pygame
import pytest

from game.config import GameConfig, Seat
from game.rules import Phase
from game.scenes.overlays.draw_tickets import DrawTicketsOverlay
from game.scenes.overlays.tickets import TicketsOverlay
from tests.scenes.test_play_support import fresh_app, fresh_turn, stand_ins, start, tap
from tests.scenes.test_screen_sizes import check_targets, fresh, sized_app  # noqa: F401 (a fixture)

_stand_ins = pytest.fixture(autouse=True)(stand_ins)


def game_of(name, seed=9):
    """A person against a computer, the person first."""
    return GameConfig(name, (Seat("Ann", color=0), Seat("Bot", computer=True, color=1)), first=0, seed=seed)


def escape(app):
    """The Escape key, through the app's loop."""
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)


@pytest.mark.parametrize("game", ["usa", "amsterdam"])
def test_a_mis_tap_on_the_ticket_pile_is_taken_back_before_anything_is_seen(game):
    """The pile asks first; Back, Escape and a tap beside the card leave the turn, the pile and the hand as they were."""
    app = fresh_app()
    scene = start(app, game_of(game))
    fresh_turn(app, scene)
    before = scene.table.state
    for answer in ("button", "escape", "beside"):
        tap(app, scene.button_rect("tickets").center)
        question = app.stack.top
        assert isinstance(question, DrawTicketsOverlay) and scene.table.state is before
        if answer == "button":
            tap(app, question.button("back").rect.center)
        elif answer == "escape":
            escape(app)
        else:
            tap(app, (2, 2))
        assert app.stack.top is scene and scene.table.state is before and scene.my_turn()
        assert scene.table.state.ticket_deck == before.ticket_deck and scene.table.state.player.offer == ()


@pytest.mark.parametrize("game", ["usa", "amsterdam"])
def test_draw_turns_the_tickets_over_and_the_choice_follows(game):
    """Draw shows the drawn tickets large, with a Keep button that asks for the rule set's minimum."""
    app = fresh_app()
    scene = start(app, game_of(game))
    fresh_turn(app, scene)
    rules = scene.table.state.rules
    top_of_pile = scene.table.state.ticket_deck[:rules.ticket_draw]
    tap(app, scene.button_rect("tickets").center)
    question = app.stack.top
    assert question.question() == f"Draw {rules.ticket_draw} {rules.terms.tickets}?"
    assert str(rules.ticket_keep) in question.detail()
    tap(app, question.button("draw").rect.center)
    for _ in range(50):   # the drawn tickets fly to the hand; then they are offered
        if isinstance(app.stack.top, TicketsOverlay):
            break
        app.step([], 0.016)
    offer = app.stack.top
    assert isinstance(offer, TicketsOverlay) and not offer.opening
    assert [t.id for t in offer.tickets] == list(top_of_pile) and scene.table.state.phase is Phase.KEEP_TICKETS
    assert offer.minimum == rules.ticket_keep and not offer.keep.enabled   # nothing kept by one tap


@pytest.mark.parametrize("left,words", [(2, ("Draw 2 tickets?", "at least 1 ticket")), (1, ("Draw 1 ticket?", "keep it"))])
def test_a_low_pile_asks_for_what_is_left(left, words):
    """With fewer tickets left in the pile, the question says how many come and what must be kept (U6)."""
    app = fresh_app()
    scene = start(app, game_of("usa"))
    fresh_turn(app, scene)
    scene.table.put(replace(scene.table.state, ticket_deck=scene.table.state.ticket_deck[:left]))
    tap(app, scene.button_rect("tickets").center)
    question = app.stack.top
    assert isinstance(question, DrawTicketsOverlay) and question.count == left
    assert question.question() == words[0] and words[1] in question.detail()


def test_first_journey_asks_its_own_question():
    """First Journey has no ticket draw: its pile asks whether to swap (F3), not whether to draw."""
    app = fresh_app()
    scene = start(app, game_of("first_journey"))
    fresh_turn(app, scene)
    tap(app, scene.button_rect("tickets").center)
    assert not isinstance(app.stack.top, DrawTicketsOverlay)


def test_the_question_fits_every_screen(sized_app):  # noqa: F811 (a fixture)
    """Back and Draw are finger-sized, on screen, and clear of the bottom corners at every size."""
    app = fresh(sized_app)
    scene = start(app, game_of("usa"))
    fresh_turn(app, scene)
    tap(app, scene.button_rect("tickets").center)
    question = app.stack.top
    assert isinstance(question, DrawTicketsOverlay)
    check_targets(app, question, "the ticket draw question")
    card = question.card()
    assert all(card.contains(b.rect) for b in question.row.buttons)
