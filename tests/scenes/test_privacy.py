"""Two people and two computers at one screen (North America): a person's cards and tickets leave the
screen the moment their turn ends, and nothing private shows while a computer plays or the device
passes.

The game is played through the screen by taps only (the pass screen's button, the tickets offered
and Keep, the deck and the face-up cards, a route and Claim), at a pace where every move animates,
with time passing as the app's own loop lets it pass. After every loop turn the screen is looked at.

A private pixel is one that shows a person's hand or tickets: for each person, the screen is drawn
as they would see it (their hand strip; their ticket list open, with its cities ringed on the board),
and as nobody's (viewer None); the pixels where the two differ are that person's private pixels. A
frame shows a person's secrets when most of those pixels are as that person would see them. While
a computer is to move or a computer's move animates, while the pass screen is up, and from the
frame a person's turn ends until the next person takes the device, no frame may show any person's
secrets, and the hand strip must be exactly one that the screen draws for nobody.
"""
from __future__ import annotations

import hashlib
import random
import time

import pygame
import pytest

from game.app import App
from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.rules import DrawFromDeck, GameState, Phase, Refused, apply, legal_actions, new_game
from game.scenes.overlays.guide import GuideOverlay
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.info import ticket_marks
from game.scenes.play.scene import PlayScene
from game.scenes.stack import Push
from game.scenes.overlays.tickets import TicketsOverlay
from tests.scenes.test_play_support import Recorder

PACE = 0.5          # half the normal pauses and animations: every move still flies and drops
SEED = 4
STEP = 1 / 60       # a frame while something moves
NAP = 0.5           # the longest the app's loop sleeps without input
TURNS = 3           # fresh turns each person plays before the game is left
SAME = 4            # per colour channel: a pixel this close to a picture's shows it (a blend's rounding)
SHOWN = 0.5         # the share of a person's private pixels that must be theirs to call them shown
LOOP_LIMIT = 6000


def table() -> GameConfig:
    """Ann and Ben (people) and two computers: a person follows a person, a computer follows a person,
    and a person follows a computer."""
    return GameConfig("usa", (Seat("Ann", color=0), Seat("Ben", color=2),
                              Seat("Bot", computer=True, color=1, level="random"),
                              Seat("Cog", computer=True, color=3, level="random")), first=0, seed=SEED)


def same_mask(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where two pictures of one size show the same colour (within SAME)."""
    up, down = a.copy(), b.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)   # |a - b| per channel
    return pygame.mask.from_threshold(up, (0, 0, 0, 255), (SAME + 1, SAME + 1, SAME + 1, 255))


class Secret:
    """One person's private picture of one area of the screen, and which of its pixels are private."""

    def __init__(self, area: pygame.Rect, theirs: pygame.Surface, nobodys: pygame.Surface) -> None:
        self.area = area
        self.picture = theirs.subsurface(area).copy()
        private = same_mask(self.picture, nobodys.subsurface(area))
        private.invert()
        self.private = private
        boxes = private.get_bounding_rects()
        self.box = boxes[0].unionall(boxes) if boxes else pygame.Rect(0, 0, 0, 0)   # within the area

    def share_shown(self, frame: pygame.Surface) -> float:
        """How much of the private pixels the frame shows as this person would see them."""
        count = self.private.count()
        if not count:
            return 0.0
        box = self.box
        seen = same_mask(frame.subsurface(box.move(self.area.topleft)), self.picture.subsurface(box))
        return seen.overlap_area(self.private, (-box.x, -box.y)) / count


class Watch:
    """Looks at every frame: what each person's secrets look like now, and whether the screen shows them."""

    def __init__(self, app, scene: PlayScene) -> None:
        self.app = app
        self.scene = scene
        self.kept: dict[tuple, list[Secret]] = {}
        self.public: set[str] = set()   # the hand strips drawn for nobody so far
        self.looked = {"computer": 0, "pass": 0, "between": 0, "end": 0}

    def _drawn(self, seat: int | None, tickets: bool, draw) -> pygame.Surface:
        """The screen's parts drawn by `draw` as `seat` would see them (None: nobody), nothing chosen."""
        scene = self.scene
        names = ((scene, "viewer"), (scene.moment, "tickets_open"), (scene.moment, "selected"), (scene.moment, "hover"),
                 (scene.moment, "ticket_focus"))
        kept = [getattr(part, name) for part, name in names]
        for (part, name), value in zip(names, (seat, tickets, None, None, None)):
            setattr(part, name, value)
        try:
            image = pygame.Surface(self.app.size)
            draw(image)
        finally:
            for (part, name), value in zip(names, kept):
                setattr(part, name, value)
        return image

    def _board(self, image: pygame.Surface) -> None:
        """The board with the ticket marks of the held view, and its ticket list if open."""
        scene = self.scene
        rings, line = ticket_marks(scene.seen, scene.moment)
        scene.views.shown.draw(image, frozenset(), rings, line)
        if scene.moment.tickets_open and scene.seen.hand_visible():
            scene.painter.hand.draw_tickets(image)

    def strip_area(self) -> pygame.Rect:
        """The part of the hand strip a hand, the payment choices or "whose turn" fill."""
        lay = self.scene.layout
        return lay.hand_area.union(lay.my_tickets)

    def secrets(self, seat: int) -> list[Secret]:
        """A person's hand strip, and their ticket list with its marks on the board, as they would see them."""
        scene = self.scene
        key = (seat, len(scene.table.moves), scene.views.shown.version, len(scene.views.shown.landed))
        if key not in self.kept:
            strip, board = self.strip_area(), scene.layout.board_area
            self.kept[key] = [
                Secret(strip, self._drawn(seat, False, scene.painter.hand.draw), self._drawn(None, False, scene.painter.hand.draw)),
                Secret(board, self._drawn(seat, True, self._board), self._drawn(None, False, self._board))]
        return self.kept[key]

    def shown(self, seat: int) -> list[float]:
        """How much of the hand and of the tickets of this person the screen shows now."""
        return [secret.share_shown(self.app.screen) for secret in self.secrets(seat)]

    def nobodys_strip(self) -> None:
        """Remember the hand strip the scene draws for nobody now (a frame may show it a little later)."""
        image = self._drawn(None, False, self.scene.painter.hand.draw)
        self.public.add(_digest(image.subsurface(self.strip_area())))

    def look(self, holder: int | None) -> None:
        """After a loop turn: while no person holds the device for their turn, nothing private is shown."""
        app, scene = self.app, self.scene
        s = scene.table.state
        if app.stack.top is scene:
            self.nobodys_strip()
        top = app.stack.top
        if isinstance(top, PassOverlay):
            kind = "pass"
        elif s.over:
            kind = "end"   # the scores are for everyone; the last player's hand is not
        elif scene.facts.is_computer(s.current):
            kind = "computer"
        elif holder != s.current:
            kind = "between"   # a person's turn has ended; the next person has not taken the device
        else:
            return
        if top is not scene and not isinstance(top, PassOverlay):
            return   # another screen over the game (none in this game)
        self.looked[kind] += 1
        shares = {scene.seen.name(seat): self.shown(seat) for seat in scene.facts.people}   # [hand, tickets] each
        assert max(max(both) for both in shares.values()) < SHOWN, \
            f"secrets on screen ({kind}, after move {len(scene.table.moves)}): {shares}"
        if top is scene:
            strip = _digest(app.screen.subsurface(self.strip_area()))
            assert strip in self.public, \
                f"the hand strip shows more than whose turn it is ({kind}, after move {len(scene.table.moves)})"


def _digest(image: pygame.Surface) -> str:
    """A short fingerprint of a picture's pixels."""
    return hashlib.sha1(pygame.image.tobytes(image.copy(), "RGB")).hexdigest()


class Table:
    """The people at the table: they tap, and wait as the app's loop waits; the watch looks after each loop turn."""

    def __init__(self, app, scene: PlayScene) -> None:
        self.app = app
        self.scene = scene
        self.watch = Watch(app, scene)
        self.holder: int | None = None   # the person who took the device for their turn

    def _turn(self, events: list, dt: float) -> None:
        """One loop turn, then a look at the screen."""
        self.app.step(events, dt)
        self.watch.look(self.holder)

    def tap(self, pos: tuple[int, int]) -> None:
        """A tap (press and lift) at a point."""
        assert pos is not None
        self._turn([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], STEP)

    def wait(self) -> None:
        """One loop turn without input, after as long as the screen lets the loop sleep."""
        for _ in range(60000):
            if not self.scene.table.thinker.busy:
                break
            time.sleep(0.001)   # a computer chooses on its worker thread
        wake = self.app.stack.wake()
        self._turn([], STEP if wake is None else min(max(wake, STEP), NAP))

    def settle(self) -> None:
        """Wait until nothing moves on screen."""
        for _ in range(600):
            if not self.scene.showing():
                return
            self.wait()
        raise AssertionError("the screen never came to rest")


def play_a_turn(people: Table, turns: dict[int, int], facts: dict) -> None:
    """The person holding the device plays a fresh turn: on their first, they look at their tickets and
    take two cards; later they claim a route they can pay for, or take two cards."""
    scene, watch = people.scene, people.watch
    seat = scene.table.state.current
    people.settle()
    hand, _ = watch.shown(seat)
    assert hand >= SHOWN, "a person's own hand is not on screen on their turn"
    routes = sorted(scene.seen.claimable())
    if turns[seat] and routes:
        before = scene.table.state.players[seat].routes
        people.tap(scene.route_point(routes[0]))
        pays = [key for key, _ in scene.targets() if key.startswith("pay")]
        people.tap(scene.button_rect(pays[-1]).center)
        people.tap(scene.button_rect("claim").center)
        assert scene.table.state.players[seat].routes != before and scene.viewer is None
        facts["claims"] += 1
    else:
        if not turns[seat]:
            people.tap(scene.button_rect("my_tickets").center)
            people.settle()
            assert watch.shown(seat)[1] >= SHOWN, "the ticket list is not on screen when opened"
        people.tap(scene.button_rect("deck").center)
        assert scene.table.state.phase is Phase.SECOND_CARD
        people.settle()
        assert watch.shown(seat)[0] >= SHOWN, "the hand went between the two cards of one turn"
        slot = next((f"slot{i}" for i, card in enumerate(scene.table.state.face_up) if card not in (None, "locomotive")),
                    "deck")
        people.tap(scene.button_rect(slot).center)
        assert scene.table.state.current != seat and scene.viewer is None
        facts["draws"] += 1
    turns[seat] += 1


@pytest.fixture(params=[(800, 480), (1280, 720)], ids=lambda size: f"{size[0]}x{size[1]}")
def app(request, tmp_path):
    """A window of one size (the touch display's, a laptop's) with an empty saves folder and no sound."""
    app = App(saves=tmp_path / "saves", window=request.param)
    assert app.size == request.param
    app.sound = Recorder()
    pygame.event.clear()
    yield app
    app.stack.scenes.clear()


def test_no_private_pixel_while_a_computer_plays_or_the_device_passes(app):
    """Each person's hand and tickets (the list was open) are gone in the frame their turn ends, the
    cards they took fly to their row, not over the hand strip; the computers' turns and the pass
    screens show nothing of anyone's; a second card is the same turn (U3), so the hand stays between
    the two."""
    scene = PlayScene(table(), pace=PACE)
    app.stack.apply(Push(scene))
    people = Table(app, scene)
    turns = {seat: 0 for seat in scene.facts.people}
    facts = {"claims": 0, "draws": 0, "passes": 0}
    for _ in range(LOOP_LIMIT):
        top = app.stack.top
        if isinstance(top, PassOverlay):
            facts["passes"] += 1
            people.holder = top.seat
            people.tap(top.button_rect("ready").center)
        elif isinstance(top, TicketsOverlay):
            for i in range(top.minimum):
                people.tap(top.ticket_rect(i).center)
            people.tap(top.button_rect("keep").center)
        elif isinstance(top, GuideOverlay):
            people.tap(dict(top.targets())["no"].center)   # the guided first turn is offered: not now
        elif top is scene and scene.my_turn() and scene.table.state.phase is Phase.TURN:
            people.settle()   # the replay of the others' moves; then the guide may be offered
            if app.stack.top is not scene:
                continue
            if min(turns.values()) >= TURNS and facts["claims"]:
                break
            play_a_turn(people, turns, facts)
        else:
            people.wait()
    else:
        raise AssertionError("the people's turns did not come round")
    computer_moves = sum(scene.table.state.players[seat].turns for seat in scene.table.computers)
    looked = people.watch.looked
    assert facts["claims"] and facts["draws"] and facts["passes"] >= 2 * TURNS and computer_moves >= 2 * TURNS
    assert looked["computer"] > 100 and looked["pass"] and looked["between"], looked


def last_card_position() -> tuple[GameConfig, GameState, tuple]:
    """Ann and Ben (both people) with Ann's last turn half done: her second card ends the game (U9).
    Reached by random moves, by the rules alone, in the first deal where the last turn is hers."""
    for seed in range(1, 20):
        config = GameConfig("usa", (Seat("Ann", color=0), Seat("Ben", color=2)), first=0, seed=seed)
        state = new_game(load_board(config.map_path), ["Ann", "Ben"], seed=seed, first=0)
        dice, moves = random.Random(seed), ()
        while not state.over:
            first = apply(state, DrawFromDeck()) if state.current == 0 and state.phase is Phase.TURN else None
            if first is not None and not isinstance(first, Refused) and first.state.phase is Phase.SECOND_CARD \
                    and apply(first.state, DrawFromDeck()).state.over:
                return config, first.state, moves + (DrawFromDeck(),)
            action = dice.choice(legal_actions(state))
            state, moves = apply(state, action).state, moves + (action,)
    raise AssertionError("no game came to Ann's last card")


def test_the_hand_goes_when_a_person_ends_the_game(app):
    """The scores are for everyone, but the last player's hand is not: it goes in the frame their last
    card is taken, and stays gone until the scores."""
    config, state, moves = last_card_position()
    scene = PlayScene(config, state, pace=PACE, moves=moves)
    app.stack.apply(Push(scene))
    people = Table(app, scene)
    for _ in range(100):
        top = app.stack.top
        if isinstance(top, PassOverlay):
            people.holder = top.seat
            people.tap(top.button_rect("ready").center)
        elif scene.my_turn():
            break
        else:
            people.wait()
    people.settle()
    assert people.watch.shown(0)[0] >= SHOWN   # Ann holds the device: her hand is there
    people.tap(scene.button_rect("deck").center)
    assert scene.table.state.over
    for _ in range(LOOP_LIMIT):
        if app.stack.top is not scene:
            break
        people.wait()
    assert people.watch.looked["end"] > 10   # frames of the game's end, each looked at
