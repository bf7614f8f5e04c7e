"""The phone soak's phones and its privacy check: WebSocket clients that keep what they are sent, a legal
move chosen from a phone's own view, and what of the others' secrets a message to a seat would hold
(tools/soak_phones.py)."""
from __future__ import annotations

import json
import random
import re
import socket
import threading
from typing import Any, Callable, Iterator

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect
from websockets.typing import Origin

from game.rules import GameState

WATCHDOG = 60.0   # seconds: only a real hang waits this long
WORDS = re.compile(r"[A-Za-z0-9_]+")


class Broken(Exception):
    """An invariant of the soak that did not hold, in words."""


class Phone:
    """One phone's socket, on the server's own page: every message it is sent, in order, and how it ended."""

    def __init__(self, url: str, origin: str, seat: int | None, nudge: Callable[[], None]) -> None:
        self.seat = seat
        self.connection = connect(url, origin=Origin(origin), open_timeout=WATCHDOG, close_timeout=WATCHDOG,
                                  legacy=True)
        self.nudge = nudge                                   # wakes the table's loop when something comes
        self.messages: list[tuple[dict[str, Any], str]] = []   # each message read, with its text
        self.board: dict[str, Any] = {}
        self.checked = 0
        self.closed = False
        self._reader = threading.Thread(target=self._read, name="soak-phone", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        """Keep every message until the connection ends (a message that is not a JSON object is kept as one
        the privacy check refuses)."""
        try:
            for text in self.connection:
                try:
                    message = json.loads(text)
                except ValueError:
                    message = None
                if not isinstance(message, dict):
                    message = {"kind": None, "not a JSON object": str(text)[:80]}
                if message.get("kind") == "board":
                    self.board = message
                self.messages.append((message, str(text)))
                self.nudge()
        except ConnectionClosed:
            pass
        self.closed = True
        self.nudge()

    @property
    def close_code(self) -> int | None:
        """The code the server closed the connection with (1006: it sent none); None while it is open."""
        if not self.closed:
            return None
        frame = self.connection.protocol.close_rcvd
        return 1006 if frame is None else frame.code

    @property
    def close_reason(self) -> str:
        """The words the server closed the connection with."""
        frame = self.connection.protocol.close_rcvd if self.closed else None
        return "" if frame is None else frame.reason

    def send(self, message: Any) -> bool:
        """Send a message (an object as JSON, text or bytes as they are); False if the connection had ended."""
        try:
            self.connection.send(message if isinstance(message, (str, bytes)) else json.dumps(message))
        except ConnectionClosed:
            return False
        return True

    def kinds(self) -> list[Any]:
        """The kinds of the messages so far, in order."""
        return [m.get("kind") for m, _ in list(self.messages)]

    def last(self, kind: str) -> dict[str, Any] | None:
        """The latest message of this kind, if any came."""
        return next((m for m, _ in reversed(list(self.messages)) if m.get("kind") == kind), None)

    @property
    def view(self) -> dict[str, Any]:
        """The seat's latest view (asked once one has come)."""
        view = self.last("view")
        if view is None:
            raise Broken(f"seat {self.seat}'s phone has no view")
        return view

    def number(self) -> int | None:
        """The move count of the latest view, None before the first."""
        view = self.last("view")
        return view.get("number") if view is not None else None

    def undo_told(self) -> bool:
        """True if the phone was last told its Undo is offered (by a view or by an undo message)."""
        for message, _ in reversed(list(self.messages)):
            if message.get("kind") in ("view", "undo"):
                return bool(message.get("undo" if message["kind"] == "view" else "offered"))
        return False

    def unchecked(self) -> list[tuple[dict[str, Any], str]]:
        """The messages not yet given to the privacy check (each is given once)."""
        new = list(self.messages)[self.checked:]
        self.checked += len(new)
        return new

    def kill(self) -> None:
        """End the connection abruptly, as a phone going to sleep does: no closing handshake. The socket is
        shut down under the client's own reading thread, which then ends the connection itself (closing
        it from this thread races with that one in websockets: it may be reading at that very moment)."""
        try:
            self.connection.socket.shutdown(socket.SHUT_RDWR)
        except OSError:   # the connection had ended already
            pass
        self.wait_closed()

    def wait_closed(self) -> None:
        """Wait for the reader to have seen the connection end."""
        self._reader.join(WATCHDOG)


def choose(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal move from a phone's own view: tickets when offered; a claim four times in five when one can
    be paid (so games end), else a draw, a swap or a pass."""
    if view["offer"]:
        ids = [t["id"] for t in view["offer"]]
        keep = rng.randint(max(1, view["keep"]), len(ids))
        return {"action": "keep_tickets", "tickets": sorted(rng.sample(ids, keep))}
    moves = view["moves"]
    claims = sorted(moves["claims"].items())
    others = [{"action": "draw_face_up", "slot": slot} for slot in moves["face_up"]]
    others += [{"action": action} for action, key in (("draw_deck", "deck"), ("draw_tickets", "tickets"),
                                                      ("swap_tickets", "swap"), ("pass", "pass")) if moves[key]]
    if claims and (rng.random() < 0.8 or not others):
        route, ways = rng.choice(claims)
        way = rng.choice(ways)
        return {"action": "claim_route", "route": route, "color": way["color"], "locomotives": way["locomotives"]}
    if not others:
        raise Broken(f"a phone to move was offered no move at all: {moves}")
    return rng.choice(others)


def hand_of(cards: tuple[str, ...], hand: tuple[int, ...] | list[int]) -> list[dict[str, Any]]:
    """A hand as a phone's view lists it."""
    return [{"card": card, "count": n} for card, n in zip(cards, hand) if n]


def leaks(message: dict[str, Any], text: str, state: GameState, seat: int | None, blind: set[str]) -> list[str]:
    """What of another seat's hand or tickets, the decks' order or the random state this message to `seat`
    (None: a socket holding no seat) holds, checked against the whole state it was made from; `blind`:
    cards another seat has just drawn from the deck, which no line may name. The face-up row may be
    listed; the completed First Journey tickets are shown face up (F5) and at the end every ticket is
    scored in the open (D7)."""
    table = state.table
    mine = state.players[seat] if seat is not None else None
    found = [f"the random state ({name})" for name in ("seed", "rng") if str(getattr(state, name)) in text]
    known = {t for p in state.players for t in p.completed}
    if mine is not None:
        known |= set(mine.tickets) | set(mine.offer)
    if state.over:
        known |= {t for p in state.players for t in p.tickets}
    hidden = set(table.tickets) - known
    hands = [form for other, p in enumerate(state.players)
             if other != seat and any(p.hand) and (mine is None or p.hand != mine.hand)
             for form in (hand_of(table.card_types, p.hand), list(p.hand), state.hand_of(other))]
    cards, top = set(table.card_types), list(state.deck[:3])
    for key, part in _parts(message):
        if key in ("seed", "rng"):
            found.append(f"the random state under {key!r}")
        if isinstance(part, str):
            words = WORDS.findall(part)
            found += [f"ticket {w}" for w in words if w in hidden]
            named = [w for w in words if w in cards]
            if len(top) == 3 and any(named[i:i + 3] == top for i in range(len(named) - 2)):
                found.append(f"the deck's top cards in words: {part!r}")
            if key == "news" and blind & {w.lower() for w in words}:
                found.append(f"a card drawn blind by another seat, in {part!r}")
        elif isinstance(part, (list, dict)):
            if part in hands:
                found.append(f"another seat's hand at {key!r}")
            if isinstance(part, list) and any(isinstance(c, str) and c in cards for c in part) \
                    and not (key == "face_up" and part == list(state.face_up)):
                found.append(f"a list of cards at {key!r}")
    return found


def _parts(message: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Every value inside a message with the key it is under (a list's items keep their list's key; each
    key is a part too), in no particular order."""
    pending: list[tuple[str, Any]] = [("", message)]
    while pending:
        key, value = pending.pop()
        yield key, value
        if isinstance(value, dict):
            for name, item in value.items():
                pending += ((name, name), (name, item))
        elif isinstance(value, list):
            pending += ((key, item) for item in value)
