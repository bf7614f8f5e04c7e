"""Taking back one's last move: a claim or a ticket choice that showed nothing hidden, until anyone
moves next (on by default in First Journey, a table option in the other games).

Driven through App.step with taps where a player would tap, at normal pace (a computer waits
between moves), headless; each test has its own saves folder (tests/scenes/conftest.py).
"""
from __future__ import annotations

import random

import pygame
import pytest

from game.board.loader import load_board
from game.config import MAPS, GameConfig, Seat
from game.rules import ClaimRoute, DrawFromDeck, Phase, apply, legal_actions, new_game
from game.rules import events as ev
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.scene import PlayScene
from game.table.session import ACTION_GAP
from game.rules import claim_options, view_for
from game.ai.hint import hint_for
from game.table.session import UNDO_GRACE
from game.table.undo import reveals_nothing
from game.scenes.stack import Push
from game.scenes.overlays.tickets import TicketsOverlay
from game.view.metrics import MIN_TARGET_PX, near_a_bottom_corner
from tests.scenes.test_play_support import answer_overlays, fresh_turn, idle, render, tap
from tests.scenes.test_saves_ui import on_disk
from tests.scenes.test_screen_sizes import TOUCH, check_targets, fresh, sized_app  # noqa: F401 (a fixture)

# Events that show something hidden or end the turn without a choice: such a move is never taken back.
REVEALING = (ev.CardDrawn, ev.FaceUpRefilled, ev.FaceUpReset, ev.DeckReshuffled, ev.TicketsDrawn,
             ev.MerchandiseTaken, ev.TurnPassed, ev.GameOver)


def mia_and_bot(game: str = "first_journey", undo: bool | None = None, seed: int = 5) -> GameConfig:
    """Mia (red, first) against a computer that chooses at random (its memory is where its dice stand)."""
    return GameConfig(game, (Seat("Mia", color=1), Seat("Bot", computer=True, color=0, level="random")),
                      first=0, seed=seed, undo=undo)


def play(app, config: GameConfig, **kw) -> PlayScene:
    """A game at normal pace on the app's stack, at the first person's fresh turn."""
    scene = PlayScene(config, pace=kw.pop("pace", 1.0), **kw)
    app.stack.apply(Push(scene))
    fresh_turn(app, scene)
    return scene


def settle(app, scene) -> None:
    """Let what moves on screen come to rest (less than the pause before a computer's move)."""
    for _ in range(600):
        if not scene.anim.busy():
            return
        app.step([], 1 / 60)
    raise AssertionError("the screen never came to rest")


def quiet_claim(app, scene) -> ClaimRoute:
    """A claim the person to move can make that completes no ticket; cards are drawn by taps until there is one."""
    for _ in range(40):
        fresh_turn(app, scene)
        claims = [a for a in legal_actions(scene.table.state) if isinstance(a, ClaimRoute)
                  and not any(isinstance(e, ev.TicketCompleted) for e in apply(scene.table.state, a).events)]
        if claims:
            return claims[0]
        tap(app, scene.button_rect("deck").center)
        if scene.table.state.phase is Phase.SECOND_CARD:
            tap(app, scene.button_rect("deck").center)
    raise AssertionError("no claim came")


def claim_by_taps(app, scene, route: str) -> None:
    """Tap a route (it is chosen), then again (it is claimed)."""
    seat = scene.table.state.current
    point = scene.route_point(route)
    tap(app, point)
    tap(app, point)
    assert scene.table.state.owner(route) == seat


def press_u(app) -> None:
    """The "u" key, as a keyboard types it."""
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="u")], 0.016)


@pytest.fixture
def app(ui_app):
    """The session's app (own saves folder), laid out for the window it really has: an earlier test
    may have opened another size since, as a window manager resizing the window would."""
    ui_app.step([pygame.event.Event(pygame.WINDOWRESIZED)], 0.0)
    return ui_app


def test_a_claim_taken_back_gives_back_the_cards_the_trains_and_the_route(app):
    """First Journey: after Undo the screen is exactly as before the claim (the cars are gone from the
    board, the cards are back in the hand), the computer's memory too, and the claim can be made again."""
    scene = play(app, mia_and_bot())
    claim = quiet_claim(app, scene)
    before, memories, moves = scene.table.state, scene.snapshot().memories, list(scene.table.moves)
    settle(app, scene)
    plain, status = render(app), scene.status()
    claim_by_taps(app, scene, claim.route)
    assert scene.table.state.players[0].trains < before.players[0].trains
    settle(app, scene)
    cars = scene.views.whole.car_images(claim.route, 0)
    area = cars[0][1].unionall([rect for _, rect in cars])
    claimed = render(app)
    assert sum(claimed.get_at(p) != plain.get_at(p) for p in _points(area)) > area.w * area.h // 8   # the cars

    tap(app, scene.button_rect("undo").center)
    idle(app, 3)
    assert scene.table.state == before and scene.table.moves == moves and scene.snapshot().memories == memories
    assert scene.table.state.owner(claim.route) is None and scene.viewer == 0 and app.stack.top is scene
    assert scene.status() == status   # the news of the claim is gone too
    undone = render(app)
    screen = pygame.Rect((0, 0), app.size)
    assert [p for p in _points(screen, 3) if undone.get_at(p) != plain.get_at(p)] == []
    assert scene.button_rect("undo") is None   # taken back once; the button is the hint again
    claim_by_taps(app, scene, claim.route)


def _points(rect: pygame.Rect, step: int = 1) -> list[tuple[int, int]]:
    """The points of a rectangle, every `step` px."""
    return [(x, y) for x in range(rect.left, rect.right, step) for y in range(rect.top, rect.bottom, step)]


def test_drawing_cards_cannot_be_taken_back_once_turned_over(app):
    """A card from the deck is seen once it is turned over (U3, F3): then no Undo button, and neither its
    place nor "u" takes it back (before, in First Journey, see tests/scenes/test_fj_draw_undo.py)."""
    scene = play(app, mia_and_bot())
    tap(app, scene.button_rect("deck").center)
    settle(app, scene)
    drawn = scene.table.state
    assert scene.table.state.current == 1 and scene.button_rect("undo") is None
    press_u(app)
    tap(app, scene.button_rect("highlight").center)
    assert scene.table.state is drawn


@pytest.mark.parametrize("undo", [None, True])
def test_north_america_takes_back_a_claim_only_with_undo_on(app, undo):
    """Off by default in North America; switched on for the table, a claim is taken back (here by Ctrl+Z)."""
    scene = play(app, mia_and_bot("usa", undo=undo, seed=3))
    claim = quiet_claim(app, scene)
    before = scene.table.state
    claim_by_taps(app, scene, claim.route)
    if undo is None:
        assert scene.button_rect("undo") is None
        press_u(app)
        assert scene.table.state.owner(claim.route) == 0
        return
    assert scene.button_rect("undo") == scene.button_rect("highlight")
    if undo:   # Ctrl+Z, as on a desktop
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a",
                                     scancode=0)], 0.016)
    assert scene.table.state == before


def test_undo_lasts_until_the_computer_moves_which_waits_longer_for_it(app):
    """After a claim the computer waits some seconds more than after a card draw; once it has moved,
    the claim stays."""
    scene = play(app, mia_and_bot())
    tap(app, scene.button_rect("deck").center)
    start = scene.clock
    fresh_turn(app, scene)
    after_a_draw = scene.clock - start
    claim = quiet_claim(app, scene)
    claim_by_taps(app, scene, claim.route)
    start, count = scene.clock, len(scene.table.moves)
    for _ in range(3000):
        if len(scene.table.moves) > count:
            break
        assert scene.button_rect("undo") is not None
        if scene.table.thinker.busy:
            scene.table.thinker.wait(60)   # its own thread thinks by work; the loop counts steps, not naps
        else:
            idle(app)
    waited = scene.clock - start + 0.05   # the tap's own loop turn ran on after the claim
    assert waited >= (ACTION_GAP + UNDO_GRACE) * scene.pace > after_a_draw
    assert scene.button_rect("undo") is None
    press_u(app)
    assert scene.table.state.owner(claim.route) == 0


def test_a_computer_that_chose_meanwhile_does_not_move_in_the_game_taken_back(app):
    """The computer has made up its mind during the pause; after Undo that choice is never played,
    and the game goes on from the restored position."""
    scene = play(app, mia_and_bot())
    claim = quiet_claim(app, scene)
    before, memories = scene.table.state, scene.snapshot().memories
    claim_by_taps(app, scene, claim.route)
    thinker = scene.table.thinker
    for _ in range(3000):
        if thinker.about(scene.table.state) and not thinker.busy:
            break
        if thinker.busy:
            scene.table.thinker.wait(60)   # its own thread thinks by work; the loop counts steps, not naps
        else:
            idle(app)
    assert thinker.about(scene.table.state) and not thinker.busy   # its answer waits for the pause to end
    tap(app, scene.button_rect("undo").center)
    for _ in range(400):   # longer than any pause before a computer's move
        idle(app)
    assert scene.table.state is before and scene.snapshot().memories == memories
    tap(app, scene.button_rect("deck").center)
    fresh_turn(app, scene)
    assert len(scene.table.moves) == 2


def test_a_claim_that_completes_a_first_journey_ticket_is_not_taken_back(app):
    """F5: completing a ticket draws a new one from the pile at once, so the claim stays."""
    config = mia_and_bot()
    state, moves = new_game(load_board(MAPS / "first_journey.tmx"), ["Mia", "Bot"], seed=5, first=0), []
    for _ in range(100):   # both follow the hints (rules only) until Mia's next claim completes a ticket
        hint = hint_for(view_for(state, state.current)) if state.phase is Phase.TURN else None
        action = claim_options(view_for(state, state.current), hint.route)[0] if hint is not None and hint.payable else DrawFromDeck()
        result = apply(state, action)
        if state.current == 0 and any(isinstance(e, ev.TicketCompleted) for e in result.events):
            break
        state, moves = result.state, moves + [action]
    else:
        raise AssertionError("no claim completed a ticket")
    scene = play(app, config, state=state, moves=tuple(moves))
    pile = len(scene.table.state.ticket_deck)
    claim_by_taps(app, scene, action.route)
    assert scene.table.state.players[0].completed and len(scene.table.state.ticket_deck) == pile - 1
    assert scene.button_rect("undo") is None
    after = scene.table.state
    press_u(app)
    assert scene.table.state is after


@pytest.mark.parametrize("game,opening", [("usa", False), ("amsterdam", True)])
def test_a_ticket_choice_taken_back_offers_the_same_tickets_again(app, game, opening):
    """Keeping tickets (at the start, or after drawing them) is taken back: the same offer comes again
    (U6, A4: the ones given back had gone under the pile, nothing new was seen)."""
    scene = PlayScene(mia_and_bot(game, undo=True), pace=1.0)
    app.stack.apply(Push(scene))
    if not opening:
        fresh_turn(app, scene)
        tap(app, scene.button_rect("tickets").center)
        tap(app, app.stack.top.button("draw").rect.center)   # "Draw 3 tickets?" is asked first
    for _ in range(300):   # the drawn tickets fly to the hand first
        if isinstance(app.stack.top, TicketsOverlay):
            break
        idle(app)
    offered = [t.id for t in app.stack.top.tickets]
    before = scene.table.state
    assert answer_overlays(app) and app.stack.top is scene
    assert scene.table.state.players[0].offer == () and scene.button_rect("undo") is not None
    tap(app, scene.button_rect("undo").center)
    idle(app, 2)
    assert scene.table.state == before
    assert isinstance(app.stack.top, TicketsOverlay) and [t.id for t in app.stack.top.tickets] == offered


def test_a_game_saved_after_an_undo_loads_to_the_undone_position(app):
    """The autosave holds the claim, then, once taken back, the position before it (its moves replay)."""
    scene = play(app, mia_and_bot())
    claim = quiet_claim(app, scene)
    before, moves = scene.table.state, tuple(scene.table.moves)
    claim_by_taps(app, scene, claim.route)
    settle(app, scene)
    idle(app)   # a move is written once it has shown
    assert on_disk(app).state.owner(claim.route) == 0
    tap(app, scene.button_rect("undo").center)
    saved = on_disk(app)
    assert saved.state == before and saved.moves == moves
    assert PlayScene.from_saved(saved).table.state == before


def pass_screen(app) -> None:
    """Loop turns until the pass screen is up (the move shows first)."""
    for _ in range(600):
        if isinstance(app.stack.top, PassOverlay):
            return
        idle(app)
    raise AssertionError("no pass screen came")


def test_the_pass_screen_offers_undo_to_the_one_who_just_moved(app):
    """Two people: after Ann's claim the pass screen for Ben has an Undo button; Ann taps it and sees
    her own cards again, with no pass screen. After a card draw the pass screen has none."""
    config = GameConfig("first_journey", (Seat("Ann", color=0), Seat("Ben", color=3)), first=0, seed=5)
    scene = play(app, config)
    claim = quiet_claim(app, scene)
    before, mover = scene.table.state, scene.table.state.current
    claim_by_taps(app, scene, claim.route)
    pass_screen(app)
    assert scene.viewer is None
    tap(app, app.stack.top.button_rect("undo").center)
    idle(app, 3)
    assert app.stack.top is scene and scene.viewer == mover and scene.table.state == before and scene.my_turn()
    tap(app, scene.button_rect("deck").center)
    pass_screen(app)
    assert app.stack.top.button_rect("undo") is None


def test_the_undo_buttons_are_large_and_away_from_the_corners(sized_app):
    """On every screen: the play scene's Undo button and the pass screen's are a finger large, on
    screen, and on the touch display away from the bottom corners where hands rest."""
    app = fresh(sized_app)
    scene = play(app, mia_and_bot())
    claim_by_taps(app, scene, quiet_claim(app, scene).route)
    rect = scene.button_rect("undo")
    assert min(rect.size) >= MIN_TARGET_PX and pygame.Rect((0, 0), app.size).contains(rect)
    assert app.size not in TOUCH or not near_a_bottom_corner(rect, app.size)
    overlay = PassOverlay(1, "Ben", 3, undo=True)
    app.stack.apply(Push(overlay))
    check_targets(app, overlay, "pass screen with Undo")
    assert not overlay.button_rect("undo").colliderect(overlay.button_rect("ready"))


@pytest.mark.parametrize("game", ["usa", "amsterdam", "first_journey"])
def test_what_can_be_taken_back_follows_what_was_seen(game):
    """Over random games: a move can be taken back exactly when it drew, turned or offered no card,
    ticket or merchandise (U3, U6, A6, F5), was no pass (D3) and did not end the game."""
    board = load_board(MAPS / f"{game}.tmx")
    dice = random.Random(7)
    kinds = set()
    for seed in (1, 2):
        state = new_game(board, ["Mia", "Leo", "Ada"], seed=seed)
        for _ in range(3000):
            if state.over:
                break
            action = dice.choice(legal_actions(state))
            result = apply(state, action)
            expected = not any(isinstance(e, REVEALING) for e in result.events)
            assert reveals_nothing(state, result.state, state.current) == expected, (action, result.events)
            kinds.add((type(action).__name__, expected))
            state = result.state
        assert state.over
    assert ("ClaimRoute", True) in kinds and ("DrawFromDeck", False) in kinds
