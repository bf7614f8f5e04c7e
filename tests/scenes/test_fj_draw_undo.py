"""First Journey's draw of two blind cards stays one tap, and a mis-tap need not cost the turn: the two
cards leave the deck face down and wait a beat, counted by the scene's animation clock, with Undo in
the hint's place. Undo puts them back unseen (the rules' state, the moves and the autosave are as
before the tap, so the deck's order was never shown); at the end of the beat the draw is made, and the
cards turn over for the one who drew them (F3, D7).

Driven through App.step with taps where a player would tap, at normal pace, headless.
"""
from __future__ import annotations


import pygame
import pytest

from game.config import GameConfig, Seat
from game.rules import ClaimRoute, DrawFromDeck, Phase, apply
from game.rules import events as ev
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.play.undo import BEAT, CARD, HeldCards, Turning
from game.scenes.stack import Push
from game.view.anim import Fly
from tests.scenes.test_play_support import idle, tap
from tests.scenes.test_saves_ui import on_disk
from tests.scenes.test_undo import app, mia_and_bot, pass_screen, play, quiet_claim, settle  # noqa: F401 (a fixture)


def beat_over(app, scene, dt: float = 1 / 60) -> int:
    """Loop turns of `dt` until the waiting cards are taken; how many it took."""
    for n in range(1, 2000):
        app.step([], dt)
        if not scene.held.holding():
            return n
    raise AssertionError("the cards waited for ever")


def held(scene) -> HeldCards:
    """The waiting cards' animation."""
    found = [t for t in scene.anim.running if isinstance(t, HeldCards)]
    assert len(found) == 1
    return found[0]


def card_size(scene) -> tuple[int, int]:
    """A flying card's size in pixels on this screen."""
    m = scene.layout.m
    return (m.px(CARD[0]), m.px(CARD[1]))


def test_undo_in_the_beat_puts_the_cards_back_unseen(app):
    """A deck tap: nothing is drawn yet, only card backs leave the deck, Undo stands where Hint was.
    Undo: the position, the moves and the autosave are as before, the turn is still Mia's however long
    she waits, and her next draw brings the very cards the first would have brought."""
    scene = play(app, mia_and_bot())
    before, moves = scene.table.state, list(scene.table.moves)
    hint = scene.button_rect("highlight")
    tap(app, scene.button_rect("deck").center)
    assert scene.held.holding() and scene.table.state is before and scene.table.moves == moves
    assert scene.button_rect("undo") == hint
    waiting = held(scene)
    assert len(waiting.spots) == 2 and waiting.image is scene.art.back(card_size(scene))
    idle(app, 20)
    shown = [t for t in scene.anim.running if isinstance(t, (Fly, Turning))]
    assert scene.held.holding() and shown == []   # nothing but the backs is on the move
    tap(app, scene.button_rect("undo").center)
    assert not scene.held.holding() and scene.table.state is before and scene.table.moves == moves
    assert scene.button_rect("undo") is None and scene.button_rect("highlight") == hint
    idle(app, 600)   # ten seconds: the computer does not move, nothing happens by itself
    assert scene.table.state is before and scene.my_turn() and not scene.anim.busy()
    saved = on_disk(app)
    assert saved.state == before and list(saved.moves) == moves
    tap(app, scene.button_rect("deck").center)
    beat_over(app, scene)
    assert scene.table.state == apply(before, DrawFromDeck()).state and scene.table.moves == moves + [DrawFromDeck()]


@pytest.mark.parametrize("fps", [60, 20])
def test_the_beat_is_counted_in_animation_time_and_ends_in_the_draw(app, fps):
    """The cards wait BEAT seconds of the scene's frames (at any frame rate, with no wall clock), then
    the draw is made: they turn over where they wait, showing Mia's two new cards, and fly on."""
    scene = play(app, mia_and_bot())
    before = scene.table.state
    drawn = [e.card for e in apply(before, DrawFromDeck()).events if isinstance(e, ev.CardDrawn)]
    tap(app, scene.button_rect("deck").center)   # its loop turn ran 0.016 s
    spots = held(scene).spots
    frames = beat_over(app, scene, 1 / fps)
    assert abs(0.016 + frames / fps - BEAT) <= 1 / fps
    assert len(scene.table.moves) == 1 and scene.table.state.current == 1 and scene.button_rect("undo") is None
    turning = [t for t in scene.anim.running if isinstance(t, Turning)]
    faces = [scene.art.face(card, card_size(scene)) for card in drawn]
    assert [t.face for t in turning] == faces and [t.centre for t in turning] == list(spots)
    settle(app, scene)
    assert sum(n for _, n in scene.seen.hand_groups(scene.moment.in_flight)) == sum(before.players[0].hand) + 2


def test_a_second_tap_on_the_deck_takes_the_cards_at_once(app):
    """Whoever meant it taps again: the draw is made there and then."""
    scene = play(app, mia_and_bot())
    before = scene.table.state
    tap(app, scene.button_rect("deck").center)
    tap(app, scene.button_rect("deck").center)
    assert not scene.held.holding() and scene.table.state == apply(before, DrawFromDeck()).state


def test_nothing_else_acts_while_the_cards_wait(app):
    """A route tapped twice or the swap button during the beat changes nothing; the beat ends in the draw."""
    scene = play(app, mia_and_bot())
    claim = quiet_claim(app, scene)
    before = scene.table.state
    tap(app, scene.button_rect("deck").center)
    point = scene.route_point(claim.route)
    tap(app, point)
    tap(app, point)
    tap(app, scene.button_rect("tickets").center)
    assert app.stack.top is scene and scene.table.state is before and scene.moment.selected is None and scene.held.holding()
    beat_over(app, scene)
    assert scene.table.moves[-1] == DrawFromDeck() and not isinstance(scene.table.moves[-1], ClaimRoute)


def test_no_save_holds_a_draw_whose_cards_still_wait(app):
    """The pause menu opened in the beat writes the position before the tap; back in the game the beat
    goes on, and once the draw is made the autosave holds it."""
    scene = play(app, mia_and_bot())
    before = scene.table.state
    tap(app, scene.button_rect("deck").center)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)], 0.016)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    assert on_disk(app).state == before
    tap(app, dict(pause.targets())["resume"].center)
    assert app.stack.top is scene and scene.held.holding()
    beat_over(app, scene)
    settle(app, scene)
    idle(app)   # a move is written once it has shown
    assert on_disk(app).state == apply(before, DrawFromDeck()).state


def test_two_people_undo_in_the_beat_and_no_faces_after_it(app):
    """Ann and Ben on one device: Undo in the beat gives Ann her turn back with no pass screen; after
    the beat her hand has left the screen and the cards fly face down to her row (nothing turns over)."""
    config = GameConfig("first_journey", (Seat("Ann", color=0), Seat("Ben", color=3)), first=0, seed=5)
    scene = play(app, config)
    before = scene.table.state
    tap(app, scene.button_rect("deck").center)
    tap(app, scene.button_rect("undo").center)
    idle(app, 120)
    assert app.stack.top is scene and scene.table.state is before and scene.viewer == 0 and scene.my_turn()
    tap(app, scene.button_rect("deck").center)
    beat_over(app, scene)
    assert scene.viewer is None and not [t for t in scene.anim.running if isinstance(t, Turning)]
    backs = [t for t in scene.anim.running if isinstance(t, Fly)]
    assert len(backs) == 2 and all(t.image is scene.art.back(card_size(scene)) for t in backs)
    pass_screen(app)
    assert isinstance(app.stack.top, PassOverlay) and app.stack.top.button_rect("undo") is None


def test_computers_draw_at_once(app):
    """Computers' draws are never held: two of them play six moves at normal pace."""
    bots = GameConfig("first_journey", (Seat("A", True, 0, level="random"), Seat("B", True, 1, level="random")),
                      seed=5)
    scene = play_bots(app, bots)
    assert DrawFromDeck() in scene.table.moves


def test_a_game_with_a_face_up_row_takes_a_deck_card_at_once(app):
    """North America with Undo on: a deck card is drawn at once (its first card leaves the turn open)."""
    scene = play(app, mia_and_bot("usa", undo=True, seed=3))
    tap(app, scene.button_rect("deck").center)
    assert not scene.held.holding() and scene.table.state.phase is Phase.SECOND_CARD and scene.table.moves[-1] == DrawFromDeck()


def test_at_pace_0_the_draw_is_made_at_once(app):
    """Fast mode has no beat: the tap draws (and the computer answers in the same loop turn)."""
    scene = play(app, mia_and_bot(), pace=0)
    tap(app, scene.button_rect("deck").center)
    assert not scene.held.holding() and scene.table.moves[:1] == [DrawFromDeck()]


def play_bots(app, config):
    """Two computers at normal pace until six moves are made; no draw of theirs ever waits."""
    scene = PlayScene(config, pace=1.0)
    app.stack.apply(Push(scene))
    for _ in range(20000):
        assert not scene.held.holding()
        if len(scene.table.moves) >= 6:
            return scene
        if scene.table.thinker.busy:
            scene.table.thinker.wait(60)   # its own thread thinks by work; the loop counts steps, not naps
        else:
            app.step([], 1 / 30)
    raise AssertionError("the computers made too few moves")


def test_the_button_says_undo_while_the_cards_wait(app, monkeypatch):
    """The face of the hint's button turns to Undo as the cards leave the deck, and back to Hint once they are
    back on it: the button says what a tap on it does."""
    from game.scenes.play import buttons as draw
    faces: list[str] = []
    label = draw._face

    def labelled(icon, text, *args):
        """A button's face, its words remembered."""
        faces.append(text)
        return label(icon, text, *args)
    monkeypatch.setattr(draw, "_face", labelled)
    scene = play(app, mia_and_bot())
    faces.clear()
    tap(app, scene.button_rect("deck").center)
    assert scene.held.holding() and "Undo" in faces
    faces.clear()
    tap(app, scene.button_rect("undo").center)
    assert not scene.held.holding() and "Hint" in faces and "Undo" not in faces
