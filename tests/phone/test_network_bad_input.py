"""Bad input from the network changes nothing: each is refused in words or its connection closed.

A First Journey table with four phones is in play; one phone (or a stranger's socket) sends
something wrong. Then: the game is exactly as before (its whole state and its move count), the
sender was told why in a line or let go, and the seat to move still plays a legal move from its
phone. Crowds of sockets are refused at the door (HTTP 503) with the game going on.
"""
from __future__ import annotations

import json
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game.phone import server
from game.phone.server import MOST_CONNECTIONS, PhoneServer
from game.rules import GameState
from tests.phone.players import WATCHDOG, NetTable, Phone


@pytest.fixture
def table(tables) -> NetTable:
    """A First Journey game under way: four person seats, each on its phone, two moves made."""
    table = tables("first_journey")
    table.start()
    rng = random.Random(3)
    for _ in range(2):
        table.turn(rng)
    return table


def _idle(table: NetTable) -> int:
    """A person seat that is not to move."""
    return next(seat for seat in table.people if seat != table.session.state.current)


def _refused(table: NetTable, phone: Phone, send: Any) -> str:
    """Send something wrong; the reason the phone is given, once it comes."""
    before = len(phone.of_kind("refused"))
    phone.send(send)
    table.until(lambda: len(phone.of_kind("refused")) > before or phone.closed, f"an answer to {send!r}")
    assert not phone.closed, f"the phone was let go ({phone.close_code}) instead of told why"
    reason = phone.of_kind("refused")[-1]["reason"]
    assert isinstance(reason, str) and 0 < len(reason) < 200 and "\n" not in reason and "Traceback" not in reason
    return reason


def _let_go(table: NetTable, phone: Phone, seat: int | None = None) -> None:
    """Wait until the server has closed this connection and, for a seat's phone, the hub has let the seat go."""
    table.until(lambda: phone.closed and (seat is None or not table.hub.online(seat)), "the connection's end")


def _goes_on(table: NetTable, before: tuple[GameState, int]) -> None:
    """Nothing changed; then the seat to move plays a legal move from its phone, which the table applies."""
    table.hub.pump()
    assert (table.session.state, table.session.move_count) == before, "bad input changed the game"
    table.turn(random.Random(9))
    assert table.session.move_count == before[1] + 1


def _now(table: NetTable) -> tuple[GameState, int]:
    """The game's whole state and move count."""
    return table.session.state, table.session.move_count


@pytest.mark.parametrize("send, words", [
    ("{not json", "not JSON"),
    ("[" * 2000 + "]" * 2000, "not JSON"),                        # nested too deep for the reader
    ("[1, 2]", "is not a kind of message"),
    ('"hello"', "is not a kind of message"),
    ("null", "is not a kind of message"),
    ('{"kind": "dance"}', "is not a kind of message"),
    ('{"kind": ["move"]}', "is not a kind of message"),
    (b"\x00\x01binary", "messages are text"),
    ('{"kind": "move"}', "mapping"),
    ('{"kind": "move", "move": {"action": "fly"}}', "is not a kind of move"),
    ('{"kind": "move", "move": {"action": "draw_face_up", "slot": true}}', "whole number"),
    ('{"kind": "move", "move": {"action": "draw_face_up", "slot": 1e309}}', "whole number"),
    ('{"kind": "move", "move": {"action": "draw_face_up", "slot": 99}}', ""),
    ('{"kind": "move", "move": {"action": "claim_route", "route": "nowhere", "color": "red"}}', "no route"),
    ('{"kind": "move", "move": {"action": "keep_tickets", "tickets": ["t01"]}}', ""),
])
def test_a_malformed_message_is_refused_in_words_and_changes_nothing(table: NetTable, send: Any, words: str) -> None:
    """From the seat to move itself: refused with a reason in a line, the game as it was."""
    before = _now(table)
    assert words in _refused(table, table.phones[table.session.state.current], send)
    _goes_on(table, before)


def test_a_claim_with_cards_the_seat_does_not_hold_is_refused(table: NetTable) -> None:
    """A free track paid in a colour the seat holds too few of (so its phone never offered it)."""
    state = table.session.state
    seat = state.current
    claim = _unpaid_claim(state, seat)
    assert (claim["route"], claim["color"]) not in {
        (route, way["color"]) for route, ways in table.phones[seat].view["moves"]["claims"].items() for way in ways}
    before = _now(table)
    assert "card" in _refused(table, table.phones[seat], {"kind": "move", "move": claim})
    _goes_on(table, before)


def test_a_move_out_of_turn_is_refused_saying_whose_turn_it_is(table: NetTable) -> None:
    """Every kind of move from a seat that is not to move; the seat to move is named."""
    before = _now(table)
    phone = table.phones[_idle(table)]
    mover = table.session.state.players[table.session.state.current].name
    for move in ({"action": "draw_deck"}, {"action": "draw_face_up", "slot": 0}, {"action": "draw_tickets"},
                 {"action": "pass"}, {"action": "claim_route", "route": "f01", "color": "red"}):
        assert mover in _refused(table, phone, {"kind": "move", "move": move})
    assert "nothing to take back" in _refused(table, phone, {"kind": "undo"})
    _goes_on(table, before)


def test_a_huge_frame_closes_the_connection(table: NetTable) -> None:
    """Over the 4096 bytes a phone may send: the server closes that connection (1009, too big)."""
    before, seat = _now(table), _idle(table)
    phone = table.phones[seat]
    phone.send(json.dumps({"kind": "ping", "pad": "x" * 5000}))
    _let_go(table, phone, seat)
    assert phone.close_code == 1009
    _goes_on(table, before)


@pytest.mark.parametrize("first", [
    {"kind": "move", "move": {"action": "draw_deck"}}, {"kind": "ping"}, "{not json", b"binary",
    {"kind": "hello"}, {"kind": "hello", "token": 12345}, {"kind": "hello", "token": "x" * 65},
])
def test_a_socket_that_does_not_begin_with_its_link_code_is_let_go(table: NetTable, first: Any) -> None:
    """A move (or anything but a hello with a code) before hello: closed with 4003 and why."""
    before = _now(table)
    stranger = table.open()
    stranger.send(first)
    _let_go(table, stranger)
    assert stranger.close_code == 4003 and stranger.close_reason and not stranger.messages
    assert all(table.hub.online(seat) for seat in table.people)
    _goes_on(table, before)


@pytest.mark.parametrize("token", ["wrong", "A" * 22, "-" * 64])
def test_a_wrong_link_code_is_told_unknown_and_let_go(table: NetTable, token: str) -> None:
    """A code no seat has: {"kind": "unknown"} (the page says the link is old), then closed with 4004."""
    before = _now(table)
    stranger = table.open()
    stranger.hello(token)
    _let_go(table, stranger)
    assert stranger.messages == [{"kind": "unknown"}]
    assert stranger.close_code == 4004 and "not for the game" in stranger.close_reason
    _goes_on(table, before)


@pytest.mark.parametrize("origin", [None, "http://elsewhere.example", "null", "https://127.0.0.1"])
def test_a_socket_from_another_page_is_refused_at_the_handshake(table: NetTable, origin: str | None) -> None:
    """No Origin, or another page's: HTTP 403 with words, before any message."""
    before = _now(table)
    if origin == "https://127.0.0.1":
        origin = table.origin.replace("http:", "https:")
    with pytest.raises(InvalidStatus) as refused:
        table.open(origin=origin)
    assert refused.value.response.status_code == 403 and b"own page" in refused.value.response.body
    _goes_on(table, before)


def test_a_flood_of_messages_is_refused_or_its_connection_closed(table: NetTable) -> None:
    """100 moves out of turn as fast as this machine sends them: each refused, or the phone let go (1008)."""
    before = _now(table)
    phone = table.phones[_idle(table)]
    _send_many(phone, [{"kind": "move", "move": {"action": "draw_deck"}}] * 100)
    table.until(lambda: phone.closed or len(phone.of_kind("refused")) == 100, "100 refusals or the end")
    assert phone.close_code == 1008 if phone.closed else len(phone.of_kind("refused")) == 100
    _goes_on(table, before)


def test_the_flood_limit_is_a_burst_of_thirty(tables, monkeypatch) -> None:
    """With the server's clock standing still, a phone gets 30 messages through, then is let go (1008)."""
    monkeypatch.setattr(server, "time", SimpleNamespace(monotonic=lambda: 0.0))
    table = tables("first_journey")
    table.start()
    before = _now(table)
    seat = _idle(table)
    phone = table.phones[seat]
    _send_many(phone, [{"kind": "ping"}] * 100)
    _let_go(table, phone, seat)
    assert phone.close_code == 1008 and phone.close_reason == "Too many messages."
    assert len(phone.of_kind("pong")) <= server.BURST
    _goes_on(table, before)


def test_fifty_sockets_at_once_are_refused_beyond_the_limit_and_the_game_goes_on(table: NetTable) -> None:
    """50 sockets opened together beside the four phones: those over the limit get HTTP 503 in words."""
    before = _now(table)
    with ThreadPoolExecutor(50) as pool:
        answers = list(pool.map(lambda _: _try_open(table), range(50)))
    refused = [a for a in answers if isinstance(a, InvalidStatus)]
    assert refused and all(r.response.status_code == 503 and b"Too many" in r.response.body for r in refused)
    _goes_on(table, before)
    for answer in answers:
        if isinstance(answer, Phone):
            answer.close()
    _goes_on(table, _now(table))


def test_no_more_sockets_than_the_limit_are_ever_held_even_when_their_threads_start_late(tables, monkeypatch) -> None:
    """On a busy machine each socket's thread may start after the next handshake: still at most 24 are
    held, and all 24 may be; each other is refused (HTTP 503) or closed at once with a reason."""
    gate = threading.Event()
    handle = PhoneServer._handle

    def late(self: PhoneServer, connection: Any) -> None:
        """The socket's own work, begun only once every handshake is done."""
        gate.wait(WATCHDOG)
        handle(self, connection)
    monkeypatch.setattr(PhoneServer, "_handle", late)
    table = tables("first_journey")
    table.hub.open_table([f"P{i}" for i in range(50)], [i % 5 for i in range(50)], range(50))
    with ThreadPoolExecutor(50) as pool:
        answers = list(pool.map(lambda _: _try_open(table), range(50)))
    gate.set()
    opened = [(seat, a) for seat, a in enumerate(answers) if isinstance(a, Phone)]
    for seat, phone in opened:
        _send_many(phone, [{"kind": "hello", "token": table.hub.token(seat)}])
    table.until(lambda: all(p.closed or p.of_kind("waiting") for _, p in opened), "every socket held or let go")
    held = [p for _, p in opened if not p.closed]
    assert len(held) == MOST_CONNECTIONS, f"{len(held)} sockets held at once"
    assert all(p.close_reason for _, p in opened if p.closed)


def _try_open(table: NetTable) -> Phone | InvalidStatus:
    """A new socket, or the server's refusal of it."""
    try:
        return table.open()
    except InvalidStatus as refusal:
        return refusal


def _send_many(phone: Phone, messages: list[Any]) -> None:
    """Send these as fast as can be, stopping if the server closes the connection meanwhile."""
    try:
        for message in messages:
            phone.send(message)
    except ConnectionClosed:
        pass


def _unpaid_claim(state: GameState, seat: int) -> dict[str, Any]:
    """A claim of a free track in a colour the seat holds too few cards of (locomotives counted)."""
    table = state.table
    hand = dict(zip(table.card_types, state.players[seat].hand))
    wild = hand.get("locomotive", 0)
    for index, route in enumerate(state.board.routes):
        colors = [route.color] if route.color in hand else [c for c in hand if c != "locomotive"]
        for color in colors:
            if state.owners[index] < 0 and hand[color] + wild < route.length:
                return {"action": "claim_route", "route": route.id, "color": color, "locomotives": 0}
    raise AssertionError("every free track is payable: no claim to refuse")
