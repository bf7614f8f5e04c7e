"""Every First Journey screen at the size of the Raspberry Pi touch display: all that a child can tap
is at least 64 x 64 px and none of it lies within 40 px of a bottom corner, where hands rest.

Real windows of 800 x 480 (the display) and 784 x 416 (the largest window on it) are opened, and
each screen is reached as a family reaches it: a child's game against the gentle computer at the
child's turn, with the ticket pictures open, a hint lit, a track chosen with its payment choice,
the board magnified, a refused track, a celebration, Undo; two children passing the device; the
scores of a finished game. The screens that the shared size tests already measure at 800 x 480
(menu, settings, the swap question, pause, a question; saves and rules at both sizes) are measured
here at 784 x 416 only. First Journey deals its two tickets without a choice (F2), so it has no
ticket offer to measure.
"""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.config import GameConfig, Seat
from game.rules import Phase
from game.rules import events as ev
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.pause import PauseOverlay
from game.rules import claim_options, view_for
from game.scenes.scoring.scene import ScoringScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Push, Reset
from game.view.metrics import CORNER_PX, MIN_TARGET_PX, near_a_bottom_corner
from tests.scenes.test_play_support import Listener, Recorder, fresh_turn, idle, start, tap
from tests.scenes.test_screen_sizes import check_targets
from tests.scenes.test_scoring import golden_ticket_game

DISPLAY, WINDOW = (800, 480), (784, 416)


def sized(request, tmp_path_factory):
    """A real window of the size asked for, with a recording sound and a listening voice."""
    app = App(saves=tmp_path_factory.mktemp("saves"), window=request.param)
    assert app.size == request.param
    app.sound = Recorder()
    app.voice = Listener()
    yield app
    app.stack.scenes.clear()


touch = pytest.fixture(scope="module", params=[DISPLAY, WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")(sized)
window_only = pytest.fixture(scope="module", params=[WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")(sized)


def fresh(app, scene):
    """The scene alone on the app's stack."""
    app.stack.apply(Reset(scene))
    app.stack.quit = False
    return scene


def fits(app, scene, what):
    """The shared size test's check (every target on screen, a finger large, clear of the bottom
    corners), and a tap in the middle of each target reaches that target, not one over or under it."""
    what = f"{what} at {app.size[0]}x{app.size[1]}"
    check_targets(app, scene, what)
    for key, rect in scene.targets():
        hit = under(scene, rect.center)
        if hit is not None and key != "board":   # None: an area or a button that does not answer now
            assert hit == key, f"{what}: a tap in the middle of {key} {rect} reaches {hit}"


def under(scene, pos):
    """The name of the button or thing a tap at this point reaches, as the scene tells it, if any."""
    if hasattr(scene, "target_at"):   # the play scene
        hit = scene.spots.target_at(pos)
        return hit if isinstance(hit, str) else None
    row = getattr(scene, "row", None)   # the screens made of buttons
    return next((str(b.key) for b in row.buttons if b.hit(pos)), None) if row is not None else None


def finger_sized(app, rect, what):
    """One tappable rectangle: a finger large and clear of the bottom corners."""
    assert min(rect.size) >= MIN_TARGET_PX, f"{what} {rect} is smaller than {MIN_TARGET_PX} px at {app.size}"
    assert not near_a_bottom_corner(rect, app.size), f"{what} {rect} is within {CORNER_PX} px of a bottom corner"


def child_and_computer(app, pace=0.0):
    """Mia (first) against the gentle computer, at her first turn."""
    config = GameConfig("first_journey", (Seat("Mia", color=1), Seat("Robo", computer=True, color=0, level="gentle")),
                        first=0, seed=5)
    scene = start(app, config, pace=pace)
    fresh_turn(app, scene)
    return scene


def keys(scene):
    """The names of what can be tapped now."""
    return [k for k, _ in scene.targets()]


def payable_choice(app, scene, ways=2):
    """Play on (taking cards) until Mia can pay for a track in at least `ways` ways; that track."""
    for _ in range(40):
        free = [r.id for r in scene.board.routes if scene.table.state.owner(r.id) is None]
        choices = {route: len(claim_options(view_for(scene.table.state, scene.table.state.current), route)) for route in free}
        best = max(choices, key=choices.get)
        if choices[best] >= ways:
            return best
        tap(app, scene.button_rect("deck").center)
        fresh_turn(app, scene)
    raise AssertionError(f"Mia never could pay for a track in {ways} ways")


def test_setup_for_a_child_and_the_gentle_computer(touch):
    """New game, First Journey chosen, one person and one computer (its level showing), the child first."""
    app = touch
    setup = fresh(app, SetupScene())
    while ("game", "first_journey") not in [b.key for b in setup.row.buttons]:   # more boards than a page
        tap(app, setup.button("down").rect.center)
    for key in (("game", "first_journey"), ("kind", 1), ("first", 0)):
        tap(app, setup.button(key).rect.center)
    assert setup.game == "first_journey" and setup.seats[1].computer
    assert ("level", 1) in [b.key for b in setup.row.buttons]
    fits(app, setup, "setup")


def test_the_childs_turn_in_every_state(touch):
    """The turn, the ticket pictures open, a hint lit, a refused track, a track chosen with its
    payment choice, magnified with it and without, and Undo after the claim."""
    app = touch
    app.stack.scenes.clear()
    scene = child_and_computer(app)
    fits(app, scene, "turn")
    tap(app, scene.button_rect("my_tickets").center)
    assert scene.moment.tickets_open and any(k.startswith("ticket") and k != "tickets" for k in keys(scene))
    fits(app, scene, "tickets open")
    tap(app, scene.button_rect("my_tickets").center)
    tap(app, scene.button_rect("highlight").center)
    assert scene.moment.hint is not None
    fits(app, scene, "hint lit")
    on_board = scene.board_layer.area.collidepoint
    unpayable = next(r.id for r in scene.board.routes if scene.table.state.owner(r.id) is None
                     and not claim_options(view_for(scene.table.state, scene.table.state.current), r.id) and on_board(scene.route_point(r.id)))
    tap(app, scene.route_point(unpayable))
    assert scene.moment.note is not None and scene.moment.selected is None
    fits(app, scene, "a refused track")
    route = payable_choice(app, scene)
    tap(app, scene.route_point(route))
    assert scene.moment.selected is not None and "claim" in keys(scene)
    assert len([k for k in keys(scene) if k.startswith("pay")]) > 1
    fits(app, scene, "payment choice")
    tap(app, scene.button_rect("zoom").center)
    assert scene.views.zoomed and scene.moment.selected is not None
    fits(app, scene, "payment choice, magnified")
    tap(app, scene.button_rect("cancel").center)
    assert scene.moment.selected is None
    fits(app, scene, "magnified")
    tap(app, scene.button_rect("zoom").center)
    assert not scene.views.zoomed


def test_undo_after_the_childs_claim(touch):
    """Mia's claim showed nothing hidden: while the computer waits, Undo is there to tap."""
    app = touch
    app.stack.scenes.clear()
    scene = child_and_computer(app, pace=1.0)
    route = payable_choice(app, scene, ways=1)
    tap(app, scene.route_point(route))
    tap(app, scene.button_rect("claim").center)
    assert scene.table.state.owner(route) == 0 and not scene.my_turn()
    undo = scene.button_rect("undo")
    assert undo is not None, "no Undo after a claim"
    finger_sized(app, undo, "undo")
    fits(app, scene, "undo")


def test_a_celebration_is_a_large_target_away_from_the_corners(touch):
    """A completed ticket's celebration, tapped away where it shows, at its middle (F5)."""
    app = touch
    app.stack.scenes.clear()
    scene = child_and_computer(app, pace=1.0)
    scene.effects.show((ev.TicketCompleted(seat=0, ticket=scene.table.state.players[0].tickets[0]),))
    for _ in range(60):
        app.step([], 1 / 60)
    shown = [t.shown_at for t in scene.anim.running
             if getattr(t, "shown_at", None) is not None and t.covers(t.shown_at.center)]
    assert shown, "no celebration to tap"
    for rect in shown:
        finger_sized(app, rect, "celebration")


def test_two_children_pass_the_device_with_undo(touch):
    """After Mia's claim the pass screen for Leo, with Undo for Mia while she still holds it."""
    app = touch
    app.stack.scenes.clear()
    config = GameConfig("first_journey", (Seat("Mia", color=1), Seat("Leo", color=3)), first=0, seed=5)
    scene = start(app, config)
    for _ in range(200):
        top = app.stack.top
        if top is not scene:   # the next child's pass screen
            tap(app, top.button_rect("ready").center)
        elif scene.my_turn():
            route = next((r.id for r in scene.board.routes if claim_options(view_for(scene.table.state, scene.table.state.current), r.id)), None)
            if route is not None:
                tap(app, scene.route_point(route))
                tap(app, scene.button_rect("claim").center)
                assert scene.table.state.owner(route) is not None
                break
            tap(app, scene.button_rect("deck").center)
        else:
            idle(app)
    else:
        raise AssertionError("nobody could claim a track")
    idle(app, 3)
    overlay = app.stack.top
    assert type(overlay).__name__ == "PassOverlay" and "undo" in keys(overlay)
    fits(app, overlay, "pass the device")


def test_the_scores_of_a_finished_game(touch):
    """The scores after a Golden Ticket (F7): a tap anywhere above the corners hurries the reveal; then the buttons."""
    app = touch
    state = golden_ticket_game()
    config = GameConfig("first_journey", (Seat("Mia", color=1), Seat("Robo", computer=True, color=0, level="gentle")),
                        first=0, seed=state.seed)
    scene = fresh(app, ScoringScene(state, config))
    idle(app)
    fits(app, scene, "the winner's moment")
    scene.end_moment()
    fits(app, scene, "scores, revealing")
    for _ in range(600):
        idle(app)
    assert scene.done
    fits(app, scene, "scores")


def test_menu_settings_and_overlays_in_the_largest_window(window_only):
    """The title menu, settings, and over a child's game: the swap question, pause and a question."""
    app = window_only
    fits(app, fresh(app, MenuScene()), "menu")
    fits(app, fresh(app, SettingsScene()), "settings")
    app.stack.scenes.clear()
    scene = child_and_computer(app)
    tap(app, scene.button_rect("tickets").center)
    assert type(app.stack.top).__name__ == "SwapOverlay"
    fits(app, app.stack.top, "swap question")
    tap(app, app.stack.top.button("keep").rect.center)
    for overlay in (PauseOverlay(), ConfirmOverlay("Delete this saved game?", "Mia and Robo", "Delete", "Keep")):
        app.stack.apply(Push(overlay))
        fits(app, overlay, type(overlay).__name__)
        app.stack.scenes.pop()
    assert app.stack.top is scene and scene.table.state.phase is Phase.TURN


def test_the_childrens_pass_screen_says_only_the_name_beside_an_eye():
    """Two children pass the device: the button that shows the cards is an eye and the child's name,
    one word a child knows; the other games keep the sentence for grown-ups."""
    from game.config import GameConfig, Seat
    from game.scenes.overlays.pass_device import PassOverlay
    from tests.scenes.test_play_support import fresh_app, start
    for game, pictures in (("first_journey", True), ("usa", False)):
        app = fresh_app()
        scene = start(app, GameConfig(game, (Seat("Mia", color=1), Seat("Leo", color=3)), first=0, seed=4))
        for _ in range(400):
            top = app.stack.top
            if isinstance(top, PassOverlay):
                break
            if not isinstance(top, type(scene)) and hasattr(top, "press"):
                top.press(getattr(top, "default", None) or "keep")
            app.step([], 0.1)
        overlay = app.stack.top
        assert isinstance(overlay, PassOverlay)
        ready = overlay.ready
        if pictures:
            assert ready.label == overlay.name and ready.icon is not None
        else:
            assert "show my cards" in ready.label and ready.icon is None
