"""Whole games played through the real UI, menu to scores and back, by mouse clicks and by touches.

Every input is a pygame event put on SDL's queue and read back by App.step, as the main loop
does (the `devices` fixture of conftest.py). A touch comes with the mouse events SDL makes up
from it, so a touch counted twice would show: two cards drawn, a route claimed by one tap, a
ticket chosen and unchosen, a seat switched to a computer and back. The people's choices are
made from what the screen shows; the play scene runs in fast mode (pace 0).
"""
from __future__ import annotations

from random import Random

import pytest

from game.rules import Phase, to_data
from game.scenes.play import scene as play_module
from game.scenes.setup import scene as setup_screen
from game.scenes.overlays.draw_tickets import DrawTicketsOverlay
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.scoring.scene import ScoringScene
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Reset
from game.scenes.overlays.swap import SwapOverlay
from game.scenes.overlays.tickets import TicketsOverlay
from game.scenes.scoring.winner import GRACE

DT = 0.016
MAX_STEPS = 5000   # loop turns a whole game may take before the test calls it stuck
FJ_SEEDS = (2, 6)        # when chosen: Mum won one on tickets; the other ended in a stalemate, Dad ahead
USA_SEEDS = (1, 2)
SAME_SEED = 3


class FastPlay(PlayScene):
    """The real play scene with animations and computer pauses over at once."""

    def __init__(self, config, state=None, pace=0.0):
        super().__init__(config, state, pace)


def seed_setup(monkeypatch, seed: int) -> None:
    """The setup screen's next games get seeds drawn from this one (a fixed game, not a random one)."""
    monkeypatch.setattr(setup_screen, "random", Random(seed))


@pytest.fixture
def app(ui_app, monkeypatch):
    """The headless app showing the menu; games the setup screen starts run in fast mode."""
    monkeypatch.setattr(play_module, "PlayScene", FastPlay)
    ui_app.stack.apply(Reset(MenuScene()))
    ui_app.step([], DT)
    return ui_app


def snapshot(app) -> object:
    """The scene on top and the game's whole state as plain data, for comparing two runs."""
    game = next((s for s in reversed(app.stack.scenes) if isinstance(s, (PlayScene, ScoringScene))), None)
    return type(app.stack.top).__name__, to_data(game.table.state if isinstance(game, PlayScene) else game.state) if game else None


# --- the screens around play ----------------------------------------------------------------


def set_up(app, device, game: str, computer: bool) -> PlayScene:
    """From the menu: New game, pick the game, seat 2 a person or a computer, Start."""
    assert isinstance(app.stack.top, MenuScene)
    device.button("new")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    device.button(("game", game))
    assert setup.button(("game", game)).selected and len(setup.seats) == 2
    device.button(("kind", 1))   # one tap makes a computer; a touch counted twice would not
    assert setup.button(("kind", 1)).label == "Computer"
    if not computer:
        device.button(("kind", 1))
    kinds = [setup.button(("kind", i)).label for i in range(2)]
    assert kinds == ["Person", "Computer" if computer else "Person"]
    for seat in range(2):
        device.button(("name", seat))   # the keyboard: the usual names in their places, those taken greyed
        device.button(("preset", 1 if seat and not computer else 0))
    names = [setup.button(("name", i)).label for i in range(2)]
    assert names == ["Mum", "Robo" if computer else "Dad"]
    device.button("start")
    play = next(s for s in app.stack.scenes if isinstance(s, PlayScene))
    assert play.table.state.rules.game == game and play.pace == 0
    assert [p.name for p in play.table.state.players] == names
    return play


def keep_tickets(overlay: TicketsOverlay, device) -> None:
    """Choose the fewest tickets allowed, one tap each, then Keep."""
    for i in range(overlay.minimum):
        assert not overlay.keep.enabled and overlay.keep.label.startswith("Keep at least")
        device.tap(overlay.ticket_rect(i).center)
    assert overlay.keep.enabled and overlay.keep.label.startswith(f"Keep {overlay.minimum} ")
    device.tap(overlay.button_rect("keep").center)
    assert overlay not in overlay.app.stack.scenes


def finish_scoring(app, device, names: list[str]) -> ScoringScene:
    """Tap through the reveal of the scores; check the winner shown; then go to the menu."""
    scoring = app.stack.top
    assert isinstance(scoring, ScoringScene)
    result = scoring.result
    assert [p.name for p in result.players] == names
    assert scoring.celebrating and all(result.players[s].name in scoring.moment.words for s in result.winners)
    while scoring.moment.age < GRACE:
        device.wait()        # a tap in the moment's first half second is taken as meant for the board
    device.tap((640, 400))   # the winner's moment: a tap ends it
    for _ in names:
        assert not scoring.done
        device.tap((640, 400))   # each tap shows the rest of one player's lines
    assert scoring.done
    best = max(p.total for p in result.players)
    winners = [p.name for p in result.players if p.seat in result.winners]
    assert winners and all(result.players[s].total == best for s in result.winners)
    title = scoring.winner_words()
    assert "win" in title and all(name in title for name in winners)
    assert not any(name in title for name in names if name not in winners)
    device.button("menu")
    assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MenuScene)
    return scoring


# --- a person's turn, decided from what the screen shows --------------------------------------


def seat_row(play: PlayScene, seat: int):
    """The seat's row in the side panel (cards, trains, score)."""
    return play.painter.seat_infos()[seat]


def claim(play: PlayScene, device, route: str) -> None:
    """Tap a route, pick the last payment tile (on the next page if there is one), then Claim.

    The player's row must show the cars and cards spent.
    """
    seat = play.table.state.current
    trains = seat_row(play, seat).trains
    length = play.board.route(route).length
    device.tap(play.route_point(route))
    choice = play.moment.selected
    assert choice is not None and choice.route == route, "a tap on an affordable route selects it"
    assert play.table.state.owner(route) is None and play.status().detail.startswith("Pay ")
    if choice.pages > 1:
        first = choice.shown
        device.tap(play.button_rect("more").center)
        assert choice.shown != first and choice.shown[0] == first[-1] + 1
    pick = choice.shown[-1]
    device.tap(play.button_rect(f"pay{pick}").center)
    assert choice.choice == pick
    paid = choice.action
    hand = seat_row(play, seat).cards
    device.tap(play.button_rect("claim").center)
    assert play.table.state.owner(route) == seat
    row = seat_row(play, seat)
    assert row.trains == trains - length
    assert row.cards == hand - length, f"paid {paid}"


def draw_cards(play: PlayScene, device) -> None:
    """Tap the deck or, every other turn, a face-up card first (tickets if no card is left).

    The hand count shown must grow by what one tap takes: one card, or two in First Journey.
    """
    s = play.table.state
    seat = s.current
    cards = seat_row(play, seat).cards
    per_tap = 1 if s.rules.has_face_up_row else 2
    second = s.phase is Phase.SECOND_CARD
    slots = [f"slot{i}" for i, c in enumerate(s.face_up) if c is not None and c != "locomotive"]
    targets = slots + ["deck"] if s.player.turns % 2 else ["deck"] + slots
    targets += [] if second else ["tickets"]
    for key in targets:
        deck_before = len(play.table.state.deck)
        before = play.table.state
        device.tap(play.button_rect(key).center)
        if isinstance(play.app.stack.top, DrawTicketsOverlay):
            device.tap(play.app.stack.top.button("draw").rect.center)
            return   # nothing else could be taken: tickets are drawn and chosen by the next step
        if play.table.state is before:
            continue   # refused (an empty deck): the next thing a player would try
        gained = seat_row(play, seat).cards - cards
        if key.startswith("slot"):
            assert gained == 1
        elif key == "deck" and deck_before >= per_tap:
            assert gained == per_tap, f"one tap on the deck drew {gained} cards, not {per_tap}"
        s = play.table.state
        more = s.deck or s.discard or any(c not in (None, "locomotive") for c in s.face_up)
        if per_tap == 1 and key != "tickets" and not second and more:
            assert play.table.state.current == seat and play.status().title == "Take a second card"
            strip = sum(n for _, n in play.seen.hand_groups(play.moment.in_flight))   # the card is in the hand strip too
            assert strip == seat_row(play, seat).cards == cards + 1
        return
    raise AssertionError(f"nothing on the panel could be taken: {targets}")


def take_tickets(play: PlayScene, device) -> None:
    """The tickets button: new tickets to choose from, or (First Journey) the tickets swapped."""
    seat = play.table.state.current
    before = play.table.state
    held = set(play.table.state.player.tickets)
    device.tap(play.button_rect("tickets").center)
    if play.table.state.rules.has_ticket_swap:
        question = play.app.stack.top
        assert isinstance(question, SwapOverlay) and play.table.state is before   # asked first (F3)
        device.tap(question.button("swap").rect.center)
        assert play.table.state.players[seat].tickets and set(play.table.state.players[seat].tickets) != held
        return
    question = play.app.stack.top
    assert isinstance(question, DrawTicketsOverlay) and play.table.state is before   # nothing hidden is seen yet (U6)
    device.tap(question.button("draw").rect.center)
    overlay = play.app.stack.top
    assert isinstance(overlay, TicketsOverlay) and not overlay.opening and play.table.state is not before
    keep_tickets(overlay, device)
    assert seat_row(play, seat).tickets == len(held) + overlay.minimum


def pause_and_resume(play: PlayScene, device) -> None:
    """The Menu button opens the pause card; Resume goes back to the same game."""
    state = play.table.state
    device.tap(play.button_rect("menu").center)
    pause = play.app.stack.top
    assert isinstance(pause, PauseOverlay) and pause.game == state.rules.game
    device.button("resume")
    assert play.app.stack.top is play and play.table.state is state and play.my_turn()


def person_turn(play: PlayScene, device) -> None:
    """Claim the longest route the screen marks as affordable, else take cards; new tickets once."""
    if play.table.state.rules.game == "first_journey":
        if play.table.state.phase is Phase.TURN:
            device.tap(play.button_rect("highlight").center)   # "Hint": the next track for a ticket
            assert play.moment.hint is not None or play.moment.note[0] == "No hint"
    elif not play.moment.show_claimable:
        pause_and_resume(play, device)
        device.tap(play.button_rect("highlight").center)   # "Routes": mark what can be claimed
        assert play.moment.show_claimable
    s = play.table.state
    if s.phase is Phase.TURN and s.player.turns == 3 and s.ticket_deck and s.player.tickets:
        take_tickets(play, device)
        return
    routes = play.seen.claimable() if s.phase is Phase.TURN else ()
    if routes:
        claim(play, device, max(routes, key=lambda r: (play.board.route(r).length, r)))
    else:
        draw_cards(play, device)


def play_game(app, device, game: str, computer: bool = False) -> ScoringScene:
    """Menu to scores to menu, every choice by a tap."""
    play = set_up(app, device, game, computer)
    names = [p.name for p in play.table.state.players]
    passes = 0
    for _ in range(MAX_STEPS):
        top = app.stack.top
        if isinstance(top, ScoringScene):
            break
        if isinstance(top, PassOverlay):
            assert top.name == names[play.table.state.current]
            passes += 1
            device.tap(top.button_rect("ready").center)
            assert play.viewer == top.seat and play.seen.hand_visible()
        elif isinstance(top, TicketsOverlay):
            keep_tickets(top, device)
        elif top is play and play.my_turn() and play.table.state.phase in (Phase.TURN, Phase.SECOND_CARD):
            person_turn(play, device)
        else:
            assert top is play, f"unexpected screen {type(top).__name__}"
            device.wait()
    else:
        raise AssertionError("the game did not reach the scores")
    assert play.table.state.over
    assert (passes > 0) == (not computer)   # two people share the device; a computer needs no pass
    routes = [len(p.routes) for p in play.table.state.players]
    assert routes[0] > 0 and (computer or routes[1] > 0)
    return finish_scoring(app, device, names)


# --- the tests ----------------------------------------------------------------------------------


@pytest.mark.parametrize("touch, seed", [(False, FJ_SEEDS[0]), (True, FJ_SEEDS[1])], ids=["mouse", "touch"])
def test_two_people_play_first_journey_from_the_menu(app, devices, monkeypatch, touch, seed):
    """Two people play a whole First Journey game by clicks or by touches, then back to the menu."""
    seed_setup(monkeypatch, seed)
    device = devices(touch)
    scoring = play_game(app, device, "first_journey")
    assert scoring.counting
    assert "card_drawn" in app.sound.played and "route_claimed" in app.sound.played


@pytest.mark.parametrize("touch, seed", [(False, USA_SEEDS[0]), (True, USA_SEEDS[1])], ids=["mouse", "touch"])
def test_a_person_plays_usa_against_the_computer(app, devices, monkeypatch, touch, seed):
    """One person against a computer plays a whole USA game by taps; the scores show, then the menu."""
    seed_setup(monkeypatch, seed)
    device = devices(touch)
    scoring = play_game(app, device, "usa", computer=True)
    assert not scoring.counting and scoring.result.reason in ("last_round", "stalemate")


def test_mouse_and_touch_reach_the_same_game(app, devices, monkeypatch):
    """One seed, one list of tap points: clicked, then touched, every loop turn shows the same game."""
    seed_setup(monkeypatch, SAME_SEED)
    mouse = devices(False, watch=snapshot)
    play_game(app, mouse, "usa")
    assert sum(1 for p in mouse.script if p) > 100

    seed_setup(monkeypatch, SAME_SEED)
    touch = devices(True, watch=snapshot)
    for pos in mouse.script:
        if pos is None:
            touch.wait()
        else:
            touch.tap(pos)
    for turn, (a, b) in enumerate(zip(mouse.seen, touch.seen)):
        assert a == b, f"mouse and touch differ after loop turn {turn}"
    assert mouse.seen[-1][0] == "MenuScene" and len(touch.seen) == len(mouse.seen)
    final = next(s for s in reversed(mouse.seen) if s[1] is not None)
    assert final[0] == "ScoringScene" and final[1]["phase"] == "over"
