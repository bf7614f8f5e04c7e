"""The play scene driven by taps through App.step, headless and in fast mode (pace 0)."""
import dataclasses

import pygame
import pytest

from game.rules import ClaimRoute, DrawFaceUp, Phase, SwapTickets, legal_actions, refusal
from game.config import GameConfig, Seat
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.input import refusal_title
from game.scenes.play.scene import PlayScene
from game.scenes.overlays.tickets import TicketsOverlay
from tests.rules.helpers import set_player
from tests.scenes.test_play_support import (answer_overlays, colour_pixels, fresh_app, idle, render,
                                            stand_ins, start, tap)

_stand_ins = pytest.fixture(scope="module", autouse=True)(stand_ins)


@pytest.fixture
def app():
    """The shared headless app, emptied."""
    return fresh_app()


FJ_TWO = GameConfig("first_journey", (Seat("Ann", color=0), Seat("Ben", color=1)), first=0, seed=4)


def test_a_whole_first_journey_game_by_taps(app):
    """Two people play First Journey to the end with taps only; then the scores are shown."""
    scene = start(app, FJ_TWO)
    for turn in range(4000):
        if not isinstance(app.stack.top, (PlayScene, PassOverlay, TicketsOverlay)):
            break
        if answer_overlays(app):
            continue
        if not scene.my_turn():
            idle(app)
            continue
        claims = [a for a in legal_actions(scene.table.state) if isinstance(a, ClaimRoute)]
        before = scene.table.state
        if claims:
            point = scene.route_point(claims[0].route)
            tap(app, point)
            assert scene.moment.selected is not None and scene.moment.selected.route == claims[0].route
            tap(app, point)
            assert scene.table.state.owner(claims[0].route) == before.current
        elif turn % 5 == 0 and SwapTickets() in legal_actions(scene.table.state):
            tap(app, scene.button_rect("tickets").center)
            tap(app, app.stack.top.button("swap").rect.center)   # "Swap your tickets?" (F3)
        else:
            tap(app, scene.button_rect("deck").center)
        assert scene.table.state is not before
    assert scene.table.state.over
    assert type(app.stack.top).__name__ == "ScoringScene"
    assert "route_claimed" in app.sound.played and "card_drawn" in app.sound.played


def test_the_pass_screen_hides_the_hand(app):
    """Under the pass screen the hand strip shows none of the held cards' colours."""
    from game.view.palette import ROUTE_RGB
    scene = start(app, FJ_TWO)
    idle(app)
    assert isinstance(app.stack.top, PassOverlay) and scene.viewer is None
    hidden = render(app)
    tap(app, app.stack.top.button_rect("ready").center)
    assert scene.viewer == 0 and app.stack.top is scene
    shown = render(app)
    area = scene.layout.hand_area
    held = [c for c, n in scene.table.state.hand_of(0).items() if n and c != "locomotive"]
    assert held
    for color in held:
        assert colour_pixels(shown, area, ROUTE_RGB[color]) > 0
        assert colour_pixels(hidden, area, ROUTE_RGB[color]) == 0
    assert pygame.image.tobytes(shown.subsurface(area), "RGB") != pygame.image.tobytes(hidden.subsurface(area), "RGB")
    # Ann ends her turn: before Ben may look, the pass screen is up again and her cards are gone.
    tap(app, scene.button_rect("deck").center)
    idle(app)
    assert isinstance(app.stack.top, PassOverlay) and app.stack.top.name == "Ben"
    after = render(app)
    for color in scene.table.state.hand_of(0):
        if color != "locomotive":
            assert colour_pixels(after, area, ROUTE_RGB[color]) == 0


def test_no_hand_is_drawn_while_a_computer_moves(app):
    """With two people and a computer, the computer's turn shows nobody's hand."""
    from game.view.palette import ROUTE_RGB
    config = GameConfig("first_journey", (Seat("Ann"), Seat("Bot", computer=True, color=1), Seat("Cy", color=2)),
                        first=1, seed=2)
    scene = start(app, config, pace=1)
    app.step([], 0.016)
    assert scene.facts.is_computer(scene.table.state.current) and scene.wake() is not None   # it goes on by itself
    assert not scene.seen.hand_visible()
    image = render(app)
    for color in ("yellow", "green", "white", "blue", "red"):
        assert colour_pixels(image, scene.layout.hand_area, ROUTE_RGB[color]) == 0


def test_a_refused_claim_says_why_and_changes_nothing(app):
    """Tapping a route one cannot afford shows the engine's reason; the state is the same object."""
    config = GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=1)
    scene = start(app, config)
    idle(app)
    answer_overlays(app)
    assert scene.my_turn() and scene.table.state.phase is Phase.TURN
    affordable = {a.route for a in legal_actions(scene.table.state) if isinstance(a, ClaimRoute)}
    route = next(r for r in scene.board.routes if r.id not in affordable and r.length >= 5)
    before = scene.table.state
    tap(app, scene.route_point(route.id))
    assert scene.table.state is before and scene.moment.selected is None and scene.moment.refused == route.id
    status = scene.status()
    assert status.tone == "warn"
    assert any(refusal(before, ClaimRoute(route.id, c, k)) == status.detail[0].lower() + status.detail[1:]
               for c in before.rules.colors for k in range(route.length))
    render(app)


@pytest.mark.parametrize("game", ["usa", "first_journey"])
def test_too_few_cards_or_trains_are_headed_as_such_whether_none_or_some(app, game):
    """'You have no black cards' is headed "Not enough cards" as 'you have only 1 black card' is, no
    locomotive or no train left too; a ticket swap with no ticket to give away is not about cards."""
    config = GameConfig(game, (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=1)
    scene = start(app, config)
    route = next(r for r in scene.board.routes if r.color == "black" and r.length >= 2)
    turn = dataclasses.replace(scene.table.state, phase=Phase.TURN)   # past the opening's ticket choice
    headings = []
    for held in (0, 1):
        s = set_player(turn, 0, hand={"black": held, "locomotive": held})
        headings += [refusal_title(refusal(s, ClaimRoute(route.id, "black", 0))),
                     refusal_title(refusal(s, ClaimRoute(route.id, None, route.length)))]
        s = set_player(s, 0, trains=held)
        headings.append(refusal_title(refusal(s, ClaimRoute(route.id, "black", 0))))
    assert headings == ["Not enough cards", "Not enough cards", "Not enough trains"] * 2
    if scene.table.state.rules.has_ticket_swap:
        s = set_player(turn, 0, tickets=())
        assert refusal_title(refusal(s, SwapTickets())) == "Nothing to swap"


def test_a_face_up_locomotive_is_locked_for_the_second_card(app):
    """After a first card, a face-up locomotive is refused with its reason and nothing changes."""
    for seed in range(60):
        config = GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=0, seed=seed)
        scene = start(app, config)
        idle(app)
        answer_overlays(app)
        row = scene.table.state.face_up
        if "locomotive" in row and any(c != "locomotive" for c in row):
            break
        app.stack.scenes.clear()
    plain = next(i for i, c in enumerate(row) if c != "locomotive")
    tap(app, scene.button_rect(f"slot{plain}").center)
    assert scene.table.state.phase is Phase.SECOND_CARD
    loco = next(i for i, c in enumerate(scene.table.state.face_up) if c == "locomotive")
    before = scene.table.state
    tap(app, scene.button_rect(f"slot{loco}").center)
    assert scene.table.state is before
    assert scene.status().detail == refusal(before, DrawFaceUp(loco)).capitalize()
    assert scene.status().title == "Take a second card"


def test_a_computer_seat_plays_by_itself_at_a_pace(app):
    """One person against a computer: no pass screen; the computer acts about once a second."""
    config = GameConfig("usa", (Seat("Ann"), Seat("Bot", computer=True, color=1)), first=1, seed=3)
    scene = start(app, config, pace=1)
    assert scene.viewer == 0
    acted = []
    for _ in range(int(2.5 / 0.05)):
        before = scene.table.state
        while scene.table.thinker.busy:   # its thinking takes no time of the scene's clock here
            scene.table.thinker.wait(60)   # its own thread thinks by work; the loop counts steps, not naps
        app.step([], 0.05)
        if scene.table.state is not before:
            acted.append(scene.clock)
        assert not isinstance(app.stack.top, PassOverlay)
    assert 1 <= len(acted) <= 3
    assert all(b - a >= 0.9 for a, b in zip(acted, acted[1:]))


def test_computers_alone_play_a_whole_game(app):
    """A table of computers plays to the end without input and without freezing."""
    config = GameConfig("amsterdam", (Seat("A", True), Seat("B", True, 1), Seat("C", True, 2)), seed=9)
    scene = start(app, config)
    for _ in range(3000):
        if app.stack.top is not scene:
            break
        assert scene.busy() or scene.wake() is not None   # it never waits for input
        idle(app)
    assert scene.table.state.over and type(app.stack.top).__name__ == "ScoringScene"


def test_the_ticket_choice_enforces_its_minimum(app):
    """The opening choice: Keep is off ("Keep at least 2") until two tickets are chosen."""
    config = GameConfig("usa", (Seat("Ann"), Seat("Ben", color=1)), first=0, seed=5)
    scene = start(app, config)
    idle(app)
    tap(app, app.stack.top.button_rect("ready").center)
    idle(app)
    overlay = app.stack.top
    assert isinstance(overlay, TicketsOverlay) and not overlay.opaque
    assert not overlay.keep.enabled and overlay.keep.label == "Keep at least 2 tickets"
    tap(app, overlay.ticket_rect(0).center)
    tap(app, overlay.button_rect("keep").center)
    assert app.stack.top is overlay
    tap(app, overlay.ticket_rect(2).center)
    assert overlay.keep.enabled
    render(app)
    tap(app, overlay.button_rect("keep").center)
    assert isinstance(app.stack.top, PassOverlay) and app.stack.top.name == "Ben"
    kept = scene.table.state.players[0].tickets
    assert len(kept) == 2 and scene.table.state.current == 1


def test_back_pauses_and_the_scene_sleeps_when_idle(app):
    """Back pushes the pause menu; on one's own turn nothing moves, so the loop may sleep."""
    config = GameConfig("first_journey", (Seat("Ann"), Seat("Bot", True, 1)), first=0, seed=1)
    scene = start(app, config, pace=1)
    for _ in range(40):
        app.step([], 0.05)
    assert scene.my_turn() and not scene.busy()
    tap(app, scene.button_rect("deck").center)
    assert scene.busy()  # cards fly
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)], 0.016)
    assert type(app.stack.top).__name__ == "PauseOverlay"
