"""The TV with a seat on a phone: the play screen never shows that seat's hand, tickets or pass screen,
refuses to move for it, says who it waits for, marks the seat's phone, and keeps its link in the save."""
from __future__ import annotations

import json
import threading
from dataclasses import replace

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.config import GameConfig, Seat
from game.phone.hub import new_token
from game.phone.phones import Phones
from game.rules import ClaimRoute, DrawFromDeck
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.overlays.tickets import TicketsOverlay
from game.scenes.play.info import seat_infos
from game.scenes.play.scene import PlayScene
from game.scenes.scoring.scene import ScoringScene
from game.scenes.overlays.join import JoinOverlay
from game.scenes.stack import Push, Replace
from game.table.session import TableSession
from tests.scenes.test_play_support import answer_overlays, fresh_app, idle, start

ANN, BOB, CY = 0, 1, 2
TABLE = GameConfig("first_journey", (Seat("Ann", color=0), Seat("Bob", color=1),
                                     Seat("Cy", computer=True, color=2)), first=0, seed=11)
WATCHDOG = 60.0   # seconds: only a real hang waits this long


class Phone:
    """A phone held by one seat: a real socket to the real server, reading what it is sent."""

    def __init__(self, phones: Phones, seat: int) -> None:
        port = phones.server.port
        self.socket = connect(f"ws://127.0.0.1:{port}/socket", origin=f"http://127.0.0.1:{port}", legacy=True)
        self.socket.send(json.dumps({"kind": "hello", "token": phones.hub.token(seat)}))
        self.view: dict | None = None
        self.refused: list[str] = []

    def until(self, done) -> dict:
        """Read what the server sends until the latest view satisfies `done` (waiting on messages)."""
        while self.view is None or not done(self.view):
            message = json.loads(self.socket.recv(timeout=WATCHDOG))
            if message["kind"] == "view":
                self.view = message
            elif message["kind"] == "refused":
                self.refused.append(message["reason"])
        return self.view

    def first_choice(self) -> dict:
        """A legal move from this phone's own view: keep what is offered, else claim, else draw."""
        view = self.view
        assert view is not None and view["to_move"]
        if view["offer"]:
            return {"action": "keep_tickets", "tickets": [t["id"] for t in view["offer"]]}
        moves = view["moves"]
        for route, options in moves["claims"].items():
            return {"action": "claim_route", "route": route, "color": options[0]["color"],
                    "locomotives": options[0]["locomotives"]}
        if moves["pass"]:
            return {"action": "pass"}
        return {"action": "draw_deck"} if moves["deck"] else {"action": "draw_face_up", "slot": moves["face_up"][0]}


@pytest.fixture
def table():
    """The app with phones on the loopback, Ann on the TV, Bob's seat offered to a phone."""
    app = fresh_app()
    woke = threading.Event()
    phones = Phones(wake=woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
    app._phones = phones
    phones.offer([s.name for s in TABLE.seats], [s.color for s in TABLE.seats], [ANN, BOB])
    yield app, phones, woke
    phones.close()
    app._phones = None


def until(app, done, steps=5000):
    """Loop the app until `done()`: Ann's overlays answered and her moves made on the TV, the computer's
    made by the table (counted in loop turns: nothing here waits on a phone)."""
    for _ in range(steps):
        if done():
            return
        top = app.stack.top
        if isinstance(top, PassOverlay):
            assert top.seat != BOB, "a pass screen for a seat on a phone"
        if isinstance(top, TicketsOverlay):
            assert app.stack.scenes[-2].table.state.current != BOB, "a phone seat's tickets on the TV"
        if answer_overlays(app):
            continue
        scene = app.stack.top
        if getattr(scene, "table", None) is not None and scene.my_turn() and not scene.showing():
            legal = scene.seen.legal()   # Ann plays on the TV: a claim where she can, else the first move
            scene.act(next((a for a in legal if isinstance(a, ClaimRoute)), legal[0]))
        idle(app)
    raise AssertionError(f"the table did not get there: {type(app.stack.top).__name__} on top")


def heard(app, woke) -> None:
    """Wait until a phone's message has reached the server (it wakes the loop), then turn the loop once."""
    assert woke.wait(WATCHDOG), "no message came from the phone"
    woke.clear()
    idle(app)


def test_a_whole_game_with_a_phone_seat(table):
    """Bob plays every move from his phone; the TV never shows his hand or asks for the device for him,
    says it waits for his phone, marks the seat, and refuses to move for him."""
    app, phones, woke = table
    scene = start(app, TABLE)
    bob = Phone(phones, BOB)
    heard(app, woke)
    assert phones.status(BOB) == "online"
    assert scene.table.phones == ((ANN, phones.hub.token(ANN), False), (BOB, phones.hub.token(BOB), True))
    turns = 0
    while True:
        until(app, lambda: isinstance(app.stack.top, ScoringScene) or scene.table.state.current == BOB
              and app.stack.top is scene and not scene.showing())
        if isinstance(app.stack.top, ScoringScene):
            break
        assert scene.seen.viewer is None and not any(scene.seen.view.hand)
        assert scene.status().title == "Bob plays on the phone"
        assert seat_infos(scene.seen, [None] * 3)[BOB].phone == "online"
        assert not scene.act(DrawFromDeck()) and scene.table.state.current == BOB
        before = scene.table.move_count
        bob.until(lambda v: v["to_move"] and v["number"] == before)
        woke.clear()
        bob.socket.send(json.dumps({"kind": "move", "move": bob.first_choice()}))
        heard(app, woke)
        assert scene.table.move_count > before
        turns += 1
    assert turns > 3
    final = bob.until(lambda v: v["result"] is not None)
    assert bob.refused == [] and final["result"]["players"][BOB]["name"] == "Bob"
    bob.socket.close()


def test_the_tv_waits_for_a_phone_that_went_away(table):
    """Bob's phone drops at his turn: the TV says it waits for his phone, the row marks it away, and the
    game goes on when it comes back with the same link."""
    app, phones, woke = table
    scene = start(app, TABLE)
    bob = Phone(phones, BOB)
    heard(app, woke)
    until(app, lambda: scene.table.state.current == BOB and app.stack.top is scene and not scene.showing())
    woke.clear()
    bob.socket.close()
    heard(app, woke)
    assert phones.status(BOB) == "offline"
    assert scene.status().title == "Waiting for Bob's phone"
    assert seat_infos(scene.seen, [None] * 3)[BOB].phone == "offline"
    assert scene.wake() is None   # nothing to do until a phone speaks: the loop sleeps
    woke.clear()
    again = Phone(phones, BOB)
    heard(app, woke)
    before = scene.table.move_count
    again.until(lambda v: v["to_move"])
    woke.clear()
    again.socket.send(json.dumps({"kind": "move", "move": again.first_choice()}))
    heard(app, woke)
    assert scene.table.move_count > before
    again.socket.close()


def test_a_phone_joins_a_game_that_began_without_phones():
    """Seats offered from the pause menu once the game has begun: the game takes the phone at once, even
    while a question is on top of it (the loop hands the phones' messages over whatever screen shows)."""
    app = fresh_app()
    woke = threading.Event()
    phones = Phones(wake=woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
    app._phones = phones
    try:
        scene = start(app, TABLE)
        idle(app)
        assert scene.phone_seats.phones is None and isinstance(app.stack.top, (PassOverlay, TicketsOverlay))
        phones.offer([s.name for s in TABLE.seats], [s.color for s in TABLE.seats], [ANN, BOB])
        bob = Phone(phones, BOB)
        heard(app, woke)
        until(app, lambda: scene.phone_seats.phones is phones)
        view = bob.until(lambda v: True)
        assert phones.status(BOB) == "online" and view["number"] == scene.table.move_count
        bob.socket.close()
    finally:
        phones.close()
        app._phones = None


def test_phones_are_told_when_the_table_closes_or_a_new_game_is_set_up():
    """A new game's codes let the old game's phones go, saying the game has ended (the page does not
    try again); so does the TV going back to its title menu."""
    woke = threading.Event()
    phones = Phones(wake=woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
    names, colors = [s.name for s in TABLE.seats], [s.color for s in TABLE.seats]
    try:
        phones.offer(names, colors, [ANN, BOB])
        ann, bob = Phone(phones, ANN), Phone(phones, BOB)
        for phone in (ann, bob):
            assert json.loads(phone.socket.recv(timeout=WATCHDOG))["kind"] == "waiting"
        phones.offer(names, colors, [ANN])   # Bob's seat is given to the computer; Ann's game is new
        for phone, code in ((ann, 4005), (bob, 4001)):
            with pytest.raises(ConnectionClosed):
                phone.socket.recv(timeout=WATCHDOG)
            assert phone.socket.close_code == code
        again = Phone(phones, ANN)
        assert json.loads(again.socket.recv(timeout=WATCHDOG))["kind"] == "waiting"
        phones.close()
        with pytest.raises(ConnectionClosed):
            again.socket.recv(timeout=WATCHDOG)
        assert again.socket.close_code == 4005
    finally:
        phones.close()


def test_a_saved_game_brings_its_phone_seats_back_after_its_first_frame():
    """A game saved with Bob on a phone goes on with the same link opening Bob's seat. The phones' server
    starts once the game's first frame has shown (it costs a saved game's start-up 20-30 ms), and until
    then Bob's seat is never treated as a TV seat (no pass screen, no hand)."""
    app = fresh_app()
    woke = threading.Event()
    phones = Phones(wake=woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
    app._phones = phones
    try:
        session = TableSession(replace(TABLE, first=BOB), pace=0.0)
        codes = new_token(), new_token()
        session.phones = ((ANN, codes[0], False), (BOB, codes[1], True))
        app.frames = 0
        scene = PlayScene.from_saved(session.snapshot(), pace=0.0)
        app.stack.apply(Push(scene))
        idle(app)   # the first frame
        assert app.frames == 1 and not phones.listening and scene.status().title == "Waiting for Bob's phone"
        assert not isinstance(app.stack.top, (PassOverlay, TicketsOverlay))
        idle(app)
        assert phones.listening and phones.hub.token(BOB) == codes[1]
        bob = Phone(phones, BOB)
        heard(app, woke)
        assert phones.status(BOB) == "online"
        view = bob.until(lambda v: v["to_move"])
        assert view["number"] == 0 and scene.status().title == "Bob plays on the phone"
        bob.socket.close()
    finally:
        phones.close()
        app._phones = None


def test_the_next_game_of_a_table_with_phones_shows_its_new_codes(table):
    """Play again after a game with a phone seat: the old phone is told the game has ended, and the new
    game opens with the join card showing its new codes (the seats' codes are new for each game)."""
    app, phones, woke = table
    start(app, TABLE)
    old_code = phones.hub.token(BOB)
    bob = Phone(phones, BOB)
    heard(app, woke)
    assert phones.status(BOB) == "online"
    app.stack.apply(Replace(PlayScene(TABLE, pace=0)))   # as the scores' Play again
    idle(app)
    assert isinstance(app.stack.top, JoinOverlay) and phones.hub.token(BOB) != old_code
    with pytest.raises(ConnectionClosed):
        bob.until(lambda v: False)
    assert bob.socket.close_code == 4005


def test_phones_keep_trying_when_the_program_closes_and_come_back_to_the_saved_game():
    """Closing the program is not the end of the game: the phones are let go with 'going away' (the page
    tries again), and the same link opens the same seat in the game continued from its save."""
    woke = threading.Event()
    phones = Phones(wake=woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
    names, colors = [s.name for s in TABLE.seats], [s.color for s in TABLE.seats]
    phones.offer(names, colors, [ANN, BOB])
    code = phones.hub.token(BOB)
    bob = Phone(phones, BOB)
    assert json.loads(bob.socket.recv(timeout=WATCHDOG))["kind"] == "waiting"
    phones.close(ended=False)
    with pytest.raises(ConnectionClosed):
        bob.socket.recv(timeout=WATCHDOG)
    assert bob.socket.close_code == 1001
    again = Phones(wake=woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
    try:
        again.offer(names, colors, [ANN, BOB], {ANN: phones.hub.token(ANN), BOB: code}, [BOB])
        back = Phone(again, BOB)
        assert json.loads(back.socket.recv(timeout=WATCHDOG))["kind"] == "waiting"
        assert again.hub.token(BOB) == code and again.hub.online(BOB)
        back.socket.close()
    finally:
        again.close()
