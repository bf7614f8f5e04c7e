"""The guided first turn: offered once per kind of game to a person, it rings the real deck, a route and
the tickets over the board, never acts, and is remembered in the settings."""
import pygame
import pytest

from game.config import GameConfig, Seat
from game.rules import Phase
from game.scenes.overlays.guide import GuideOverlay, offer_guide
from game.scenes.play.scene import PlayScene
from game.scenes.stack import Push
from game.settings import Settings
from tests.scenes.test_play_support import answer_overlays, idle, render, tap


def ann_and_computer(game="usa", seed=3):
    """One person against one computer."""
    return GameConfig(game, (Seat("Ann", color=0), Seat("Bot", computer=True, color=1)), first=0, seed=seed)


def first_turn(app, config):
    """Play a new game up to the person's first regular turn; the guide's offer if it came (else None)."""
    scene = PlayScene(config, pace=0)
    app.stack.apply(Push(scene))
    for _ in range(300):
        if isinstance(app.stack.top, GuideOverlay):
            return scene, app.stack.top
        if scene.my_turn() and scene.table.state.phase is Phase.TURN and app.stack.top is scene:
            idle(app, 3)
            return scene, app.stack.top if isinstance(app.stack.top, GuideOverlay) else None
        if not answer_overlays(app):
            idle(app)
    raise AssertionError("the person's turn never came")


def press(app, guide, key):
    """Tap one of the guide card's buttons."""
    tap(app, next(b.rect.center for b in guide.buttons if b.key == key))


def ring_edge_changed(app, scene, ring):
    """The share of pixels along the ring's edge that the guide changes (board without the guide vs with it)."""
    with_guide = render(app)
    without = pygame.Surface(app.size)
    scene.draw(without)
    edge = ring.inflate(-2, -2)
    points = [(x, edge.top) for x in range(edge.left, edge.right, 3)] + \
             [(edge.left, y) for y in range(edge.top, edge.bottom, 3)]
    points = [p for p in points if without.get_rect().collidepoint(p)]
    changed = sum(with_guide.get_at(p) != without.get_at(p) for p in points)
    return changed / max(1, len(points)), with_guide, without


def test_offered_at_the_first_turn_rings_deck_route_and_tickets_and_never_acts(ui_app):
    """Show me how: deck and face-up row, then a route the player could claim and the hand, then the
    tickets pile and the player's tickets, each ringed where the play screen really has them; Done
    leaves the game exactly as it was and the offer is remembered on disk."""
    app = ui_app
    scene, guide = first_turn(app, ann_and_computer())
    assert guide is not None and not guide.opaque
    assert scene.table.state.current == 0 and scene.table.state.player.turns == 0
    moves, state = len(scene.table.moves), scene.table.state
    press(app, guide, "show")
    deck = scene.button_rect("deck")
    assert any(r.contains(deck) for r in guide.steps[0].rings)
    assert all(any(r.contains(scene.button_rect(f"slot{i}")) for r in guide.steps[0].rings) for i in range(5))
    share, shown, board = ring_edge_changed(app, scene, next(r for r in guide.steps[0].rings if r.contains(deck)))
    assert share > 0.6
    assert shown.get_at(deck.center) == board.get_at(deck.center)   # the deck itself is not covered
    press(app, guide, "next")
    spot = guide.steps[1].rings[0]
    claimable = scene.seen.claimable()
    assert claimable and any(spot.collidepoint(scene.route_point(r)) for r in claimable)
    assert ring_edge_changed(app, scene, spot)[0] > 0.6
    press(app, guide, "next")
    tickets = scene.button_rect("tickets")
    ring = next(r for r in guide.steps[2].rings if r.contains(tickets))
    assert ring_edge_changed(app, scene, ring)[0] > 0.6
    assert any(r.contains(scene.button_rect("my_tickets")) for r in guide.steps[2].rings)
    assert guide.buttons[0].label == "Done"
    press(app, guide, "next")
    assert app.stack.top is scene
    assert scene.table.state is state and len(scene.table.moves) == moves   # the guide showed; it did nothing
    assert app.settings.guided == ("usa",)
    assert Settings.load(app.settings_path).guided == ("usa",)


def test_no_thanks_pops_and_is_not_asked_again_for_that_game(ui_app):
    """No thanks closes the offer at once and remembers it: the next game of that kind has no offer,
    but the first game of another kind has."""
    app = ui_app
    scene, guide = first_turn(app, ann_and_computer("amsterdam"))
    press(app, guide, "no")
    assert app.stack.top is scene and app.settings.guided == ("amsterdam",)
    assert Settings.load(app.settings_path).guided == ("amsterdam",)
    app.stack.scenes.clear()
    assert first_turn(app, ann_and_computer("amsterdam", seed=8))[1] is None
    app.stack.scenes.clear()
    assert first_turn(app, ann_and_computer("first_journey"))[1] is not None


def test_children_see_pictures_and_hear_the_steps(ui_app):
    """First Journey's steps are pictures without words, said aloud where a prompt fits."""
    from tests.scenes.test_play_support import Listener
    app = ui_app
    app.voice = Listener()
    scene, guide = first_turn(app, ann_and_computer("first_journey"))
    press(app, guide, "show")
    assert guide._words() == "" and guide._picture(80) is not None
    assert app.voice.said[-1] == "turn_help"
    press(app, guide, "next")
    assert app.voice.said[-1] == "build_track"
    assert scene.button_rect("deck") is not None and not scene.table.state.rules.has_face_up_row


def test_not_offered_when_only_computers_play_nor_on_a_computers_turn(ui_app):
    """A table of computers (a demo) never sees the offer, nor does a computer's turn in a person's game."""
    app = ui_app
    robots = GameConfig("usa", (Seat("A", computer=True, color=0), Seat("B", computer=True, color=1)), seed=4)
    scene = PlayScene(robots, pace=0)
    app.stack.apply(Push(scene))
    for _ in range(150):
        idle(app)
        assert not isinstance(app.stack.top, GuideOverlay)
    assert scene.table.state.turn_count > 2 and app.settings.guided == ()
    app.stack.scenes.clear()
    mixed = GameConfig("usa", (Seat("Bot", computer=True, color=1), Seat("Ann", color=0)), first=0, seed=3)
    scene = PlayScene(mixed, pace=0)
    app.stack.apply(Push(scene))
    while scene.table.state.phase is not Phase.TURN:
        if not answer_overlays(app):
            idle(app)
    if scene.table.state.current == 0:
        scene.viewer = 0
        assert offer_guide(scene) is None


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_the_card_and_its_buttons_fit_a_finger(ui_app, size):
    """The offer's and the steps' buttons are large enough to tap and stay clear of the bottom corners."""
    from tests.scenes.test_lists_sizes import resized
    from tests.scenes.test_screen_sizes import check_targets
    app = ui_app
    old = app.size
    resized(app, size)
    try:
        scene, guide = first_turn(app, ann_and_computer())
        check_targets(app, guide, f"guide offer {size}")
        press(app, guide, "show")
        for _ in range(3):
            check_targets(app, guide, f"guide step {guide.step} {size}")
            assert app.screen.get_rect().contains(guide.card)
            guide.step < 2 and press(app, guide, "next")
    finally:
        resized(app, old)
