"""Phones for the network tests: real WebSocket clients against the real phone server, and a table to play.

A `Phone` is a `websockets` client on the loopback with a thread of its own that keeps every
message it is sent, in order, and how its connection ended. A
`NetTable` holds a table session, its phone hub and server, and the test's thread plays the
game's loop: it pumps the hub and moves the computers, exactly as the play screen does. Nothing
waits on the clock: every wait is for a message, a connection's end or a move, with a watchdog
far beyond need that only a real hang reaches.
"""
from __future__ import annotations

import itertools
import json
import random
import threading
import time
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any, Callable, Iterator

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

from game.config import GameConfig, Seat
from game.phone import server
from game.phone.hub import PhoneHub
from game.phone.server import PhoneServer
from game.rules import GameState
from game.table.session import TableSession

WATCHDOG = 60.0   # seconds: only a real hang waits this long
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
SEED = 918273645  # a long seed: its digits cannot appear by chance in a message
OWN = "the server's own page"   # open() from the page the server gave (its own Origin)


@contextmanager
def human_pace() -> Iterator[None]:
    """The server's clock moves a second each time it is read: a phone's messages come as a person's taps
    do, however fast this machine plays them (the flood limit is tested on its own)."""
    ticks = itertools.count()
    real = server.time
    server.time = SimpleNamespace(monotonic=lambda: float(next(ticks)))  # type: ignore[assignment]
    try:
        yield
    finally:
        server.time = real


class Phone:
    """One phone's socket: everything it was sent, and how its connection ended."""

    def __init__(self, connection: ClientConnection, nudge: Callable[[], None]) -> None:
        self.connection = connection
        self.nudge = nudge                          # wakes the test's loop when something comes
        self.messages: list[dict[str, Any]] = []    # every message, in order, as sent
        self.texts: list[str] = []                  # the same, as the text that came
        self.closed = False
        self.close_code: int | None = None
        self.close_reason = ""
        self._reader = threading.Thread(target=self._read, name="test-phone", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        """Keep every message until the connection ends."""
        try:
            for text in self.connection:
                self.texts.append(str(text))
                self.messages.append(json.loads(text))
                self.nudge()
        except ConnectionClosed:
            pass
        finally:
            received = self.connection.protocol.close_rcvd
            self.close_code = received.code if received is not None else 1006
            self.close_reason = received.reason if received is not None else ""
            self.closed = True
            self.nudge()

    def send(self, message: Any) -> None:
        """Send a message (an object as JSON; text or bytes as they are)."""
        self.connection.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    def hello(self, token: str) -> None:
        """Say which seat this phone is."""
        self.send({"kind": "hello", "token": token})

    def move(self, move: dict[str, Any]) -> None:
        """Send a move for the seat."""
        self.send({"kind": "move", "move": move})

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        """The messages of one kind, in order."""
        return [m for m in list(self.messages) if m.get("kind") == kind]

    @property
    def view(self) -> dict[str, Any]:
        """The latest view of the seat (a test asks only once one has come)."""
        views = self.of_kind("view")
        assert views, "the phone has had no view yet"
        return views[-1]

    def has_view(self, number: int) -> bool:
        """True once the seat's view after `number` moves has come."""
        views = self.of_kind("view")
        return bool(views) and views[-1]["number"] == number

    def kill(self) -> None:
        """End the connection abruptly, as a phone going to sleep does: no closing handshake."""
        self.connection.close_socket()
        self._reader.join(WATCHDOG)

    def close(self) -> None:
        """Close the connection politely (waits for the reader to end)."""
        self.connection.close()
        self._reader.join(WATCHDOG)


class NetTable:
    """A game at a table whose person seats are offered to phones, with the server listening on the loopback."""

    def __init__(self, game: str, computers: tuple[int, ...] = (), players: int = 4, seed: int = SEED) -> None:
        seats = tuple(Seat(NAMES[i], computer=i in computers, color=i) for i in range(players))
        self.session = TableSession(GameConfig(game, seats, seed=seed), pace=0.0)
        self.woke = threading.Event()
        self.people = tuple(i for i in range(players) if i not in computers)
        self.names = NAMES[:players]
        self._listen()
        self.phones: dict[int, Phone] = {}          # seat -> the phone playing it now
        self.spare: list[Phone] = []                # every other client a test opened
        self.states: list[GameState] = [self.session.state]   # the whole state after each move
        self.cut: dict[int, tuple[int | None, str]] = {}      # seats whose phone the server let go, and why

    def _listen(self, tokens: dict[int, str] | None = None, joined: tuple[int, ...] = ()) -> None:
        """A hub offering the person seats (with the link codes and phone seats a save keeps, if given),
        and its server listening on the loopback."""
        self.hub = PhoneHub(wake=self.woke.set)
        self.hub.open_table(self.names, list(range(len(self.names))), self.people, tokens, joined)
        self.server = PhoneServer(self.hub, port=0, host="127.0.0.1")
        assert self.server.start(), self.server.problem
        self.origin = f"http://127.0.0.1:{self.server.port}"
        self.url = f"ws://127.0.0.1:{self.server.port}/socket"

    def restart(self) -> None:
        """The TV's program starts again and continues the game: a new hub and server given the link codes
        and phone seats a save keeps; every phone is let go and must come back by its old link."""
        tokens, joined = self.hub.tokens(), tuple(sorted(self.hub.phone_seats()))
        self.hub.detach()
        self.server.stop()
        self._listen(tokens, joined)
        self.hub.attach(self.session)

    # --- connections ------------------------------------------------------------------------

    def open(self, origin: str | None = OWN) -> Phone:
        """A new socket to the server, from the server's own page unless another Origin (None: none) is given."""
        page = self.origin if origin == OWN else origin
        connection = connect(self.url, origin=Origin(page) if page is not None else None,
                             open_timeout=WATCHDOG, close_timeout=WATCHDOG, legacy=True)
        phone = Phone(connection, self.woke.set)
        self.spare.append(phone)
        return phone

    def join(self, seat: int, token: str | None = None) -> Phone:
        """A phone for this seat, having said hello with its link code (the seat's own unless given)."""
        phone = self.open()
        code = token if token is not None else self.hub.token(seat)
        assert code is not None, f"seat {seat} is not offered to phones"
        phone.hello(code)
        self.phones[seat] = phone
        return phone

    def start(self) -> None:
        """Every person seat joins from its phone, then the game begins and each phone has its view."""
        for seat in self.people:
            self.join(seat)
        self.until(lambda: all(p.of_kind("waiting") for p in self.phones.values()), "every phone waiting")
        self.hub.attach(self.session)
        self.settle()

    def close(self) -> None:
        """Let every phone go (noting those the server had let go already) and stop the server."""
        self.cut = {seat: (p.close_code, p.close_reason) for seat, p in self.phones.items() if p.closed}
        for phone in self.spare:
            if not phone.closed:
                phone.kill()
        self.hub.detach()
        self.server.stop()

    # --- the game's loop ----------------------------------------------------------------------

    def until(self, done: Callable[[], bool], what: str) -> None:
        """Turn the game's loop (pump the hub) until `done()`; fail saying `what` if it hangs."""
        deadline = time.monotonic() + WATCHDOG
        while True:
            self.hub.pump()
            if done():
                return
            left = deadline - time.monotonic()
            assert left > 0 and self.woke.wait(left), f"waited {WATCHDOG:.0f} s for {what}"
            self.woke.clear()

    def settle(self) -> None:
        """Wait until every seat's phone has its view of the game as it stands."""
        number = self.session.move_count
        self.until(lambda: all(p.has_view(number) for p in self.phones.values() if not p.closed),
                   f"every phone's view after move {number}")

    def submit(self, seat: int, move: dict[str, Any]) -> dict[str, Any] | None:
        """The seat's phone sends a move; None once the table applied it, else the refusal it got."""
        phone = self.phones[seat]
        number, refusals = self.session.move_count, len(phone.of_kind("refused"))
        phone.move(move)
        self.until(lambda: self.session.move_count > number or len(phone.of_kind("refused")) > refusals
                   or phone.closed, f"seat {seat}'s move {move} applied or refused")
        assert not phone.closed, f"seat {seat}'s phone was let go: {phone.close_code} {phone.close_reason}"
        if self.session.move_count == number:
            return phone.of_kind("refused")[-1]
        self._moved()
        return None

    def undo(self, seat: int) -> None:
        """The seat's phone takes back its move once its Undo is offered; every phone gets the position back."""
        phone, number = self.phones[seat], self.session.move_count
        self.until(lambda: bool(phone.of_kind("undo")) and phone.of_kind("undo")[-1]["offered"], "Undo offered")
        phone.send({"kind": "undo"})
        self.until(lambda: self.session.move_count < number, f"seat {seat}'s move taken back")
        del self.states[self.session.move_count + 1:]
        assert self.session.state == self.states[-1], "the position put back is not the one before the move"
        self.settle()

    def computer(self) -> None:
        """The computer to move moves (its choice made on the session's worker thread)."""
        assert self.session.step(wait=True) is not None, "the computer's move was not applied"
        self._moved()

    def _moved(self) -> None:
        """After a move: keep the whole state, and wait for every phone to have its view of it."""
        assert self.session.move_count == len(self.states), "a move was counted twice or not at all"
        self.states.append(self.session.state)
        self.settle()

    def play(self, rng: random.Random, limit: int = 3000) -> None:
        """Play to the end: computers on the table, every person seat from its own phone's view."""
        while not self.session.over:
            assert self.session.move_count < limit, f"the game did not end within {limit} moves"
            self.turn(rng)

    def turn(self, rng: random.Random) -> None:
        """One move: the computer's, or a legal one chosen by the seat to move from its phone's view."""
        if self.session.computer_to_move():
            self.computer()
            return
        seat = self.session.state.current
        view = self.phones[seat].view
        assert view["to_move"], f"seat {seat} is to move but its phone was not told"
        refused = self.submit(seat, choose(view, rng))
        assert refused is None, f"a legal move was refused: {refused}"


def choose(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal move from a phone's view, at random, a claim when there is one (so games end)."""
    moves = view["moves"]
    if view["offer"]:
        ids = [t["id"] for t in view["offer"]]
        return {"action": "keep_tickets", "tickets": rng.sample(ids, rng.randint(max(view["keep"], 1), len(ids)))}
    claims = [{"action": "claim_route", "route": route, "color": way["color"], "locomotives": way["locomotives"]}
              for route, ways in sorted(moves["claims"].items()) for way in ways]
    if claims:
        return rng.choice(claims)
    options = [{"action": "draw_face_up", "slot": slot} for slot in moves["face_up"]]
    options += [{"action": name} for name, key in (("draw_deck", "deck"), ("draw_tickets", "tickets"),
                                                   ("swap_tickets", "swap"), ("pass", "pass")) if moves[key]]
    assert options, f"the phone was offered no move at all: {moves}"
    return rng.choice(options)


def hand_list(state: GameState, seat: int) -> list[dict[str, Any]]:
    """A seat's hand as a phone's view lists it."""
    cards = state.table.card_types
    return [{"card": card, "count": n} for card, n in zip(cards, state.players[seat].hand) if n]
