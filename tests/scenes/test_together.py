"""A table playing together (an adult teaching a child): no pass screen, the hand of whoever is to move
on screen (a computer's too, so its move can be explained), and the Hint button for every person in
every game. The seats' own views of the game stay as private as ever (view_for); only the screen shows more."""
from dataclasses import replace

import pygame
import pytest

from game.config import GameConfig, Seat
from game.rules import Phase, view_for
from game.scenes.play.info import ticket_marks
from game.scenes.overlays.pass_device import PassOverlay
from game.ai.hint import hint_for
from game.view.palette import ROUTE_RGB
from tests.scenes.test_play_support import answer_overlays, colour_pixels, fresh_app, idle, render, stand_ins, \
    start, tap

_stand_ins = pytest.fixture(scope="module", autouse=True)(stand_ins)

ROBO = 2
TABLE = GameConfig("usa", (Seat("Ann", color=0), Seat("Ben", color=1), Seat("Robo", computer=True, color=2)),
                   first=0, seed=7, together=True)


@pytest.fixture
def app():
    """The shared headless app, emptied."""
    return fresh_app()


def person_to_move(app, scene, steps=400):
    """Loop on (choosing tickets, letting the computer play) until a person may start a fresh turn;
    a pass screen on the way fails the test."""
    for _ in range(steps):
        assert not isinstance(app.stack.top, PassOverlay), "a pass screen at a table playing together"
        if scene.my_turn() and scene.table.state.phase is Phase.TURN and app.stack.top is scene:
            return scene.table.state.current
        if not answer_overlays(app):
            idle(app)
    raise AssertionError("no person's turn came")


def ticket_cities(scene, ticket_id):
    """The two cities of a ticket."""
    t = scene.facts.ticket(ticket_id)
    return (t.a, t.b)


def shows_the_cards_of(image, scene, seat):
    """True if the hand strip shows every colour this seat holds (the locomotive has no colour of its own)."""
    held = [c for c, n in scene.table.state.hand_of(seat).items() if n and c != "locomotive"]
    return bool(held) and all(colour_pixels(image, scene.layout.hand_area, ROUTE_RGB[c]) > 0 for c in held)


def test_no_pass_screen_and_the_computers_cards_show_while_it_plays(app):
    """Two people and a computer, together: rounds go by without a pass screen; while the computer
    plays, the strip shows its cards and the ringed cities are its tickets'."""
    scene = start(app, TABLE)
    people, robo_seen = [], 0
    while len(people) < 6:
        seat = person_to_move(app, scene)
        people.append(seat)
        assert scene.viewer == seat and shows_the_cards_of(render(app), scene, seat)
        tap(app, scene.button_rect("deck").center)
        tap(app, scene.button_rect("deck").center)
        for _ in range(40):   # the computer's turn, a loop turn at a time
            idle(app)
            if scene.viewer != ROBO or not scene.seen.hand_visible():
                continue
            robo_seen += 1
            assert shows_the_cards_of(render(app), scene, ROBO)
            rings = {city for city, _ in ticket_marks(scene.seen, scene.moment)[0]}
            assert rings == {city for t in scene.table.state.players[ROBO].tickets for city in ticket_cities(scene, t)}
            break
    assert set(people) == {0, 1} and robo_seen >= 2


def test_the_hint_helps_whichever_person_is_to_move_in_north_america(app):
    """In the North America game, together, the highlight button is the Hint button: for Ann it lights
    the next track for Ann's tickets, for Ben the next for Ben's, and each one's ticket cities are ringed."""
    scene = start(app, TABLE)
    helped = set()
    while len(helped) < 2:
        seat = person_to_move(app, scene)
        rings = {city for city, _ in ticket_marks(scene.seen, scene.moment)[0]}
        assert rings == {city for t in scene.table.state.players[seat].tickets for city in ticket_cities(scene, t)}
        tap(app, scene.button_rect("highlight").center)
        assert scene.moment.hint is not None and scene.moment.hint == hint_for(view_for(scene.table.state, seat))
        assert not scene.moment.show_claimable
        helped.add(seat)
        tap(app, scene.button_rect("deck").center)
        tap(app, scene.button_rect("deck").center)
    assert helped == {0, 1}


def test_apart_the_north_america_game_keeps_its_routes_button_and_its_pass_screen(app):
    """The same table not playing together: a pass screen before each person, and the highlight button
    shows the claimable routes instead of a hint."""
    scene = start(app, replace(TABLE, together=False))
    idle(app)
    assert isinstance(app.stack.top, PassOverlay)
    for _ in range(100):
        if scene.my_turn() and scene.table.state.phase is Phase.TURN and app.stack.top is scene:
            break
        if not answer_overlays(app):
            idle(app)
    tap(app, scene.button_rect("highlight").center)
    assert scene.moment.hint is None and scene.moment.show_claimable


def test_the_status_box_shows_the_table_plays_together(app):
    """The status box carries the sign of two people together only when the table plays together."""
    seen = {}
    for together in (True, False):
        scene = start(app, replace(TABLE, together=together))
        for _ in range(100):
            if scene.my_turn() and scene.table.state.phase is Phase.TURN and app.stack.top is scene:
                break
            if not answer_overlays(app):
                idle(app)
        box, m = scene.layout.status, scene.layout.m
        corner = pygame.Rect(box.right - m.px(29), box.y + m.px(5), m.px(24), m.px(24))
        seen[together] = colour_pixels(render(app), corner, (250, 244, 228))   # the sign's pale disc
        app.stack.scenes.clear()
    assert seen[True] > 20 and seen[False] == 0
