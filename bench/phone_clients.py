"""Four phones for the benchmark, in a process of their own: WebSocket clients that play their seats from their views.

    python bench/phone_clients.py --port N [--tries K] [--seed 1] [--think 1.0,3.0] [--idle]

Reads the seats' link codes as one JSON line on stdin ({"0": code, ...}; never printed or logged),
and connects one client a seat to ws://127.0.0.1:<port>/socket with the page's Origin (the first of
the K ports from N whose server knows the code: the game takes the next port when its own is in
use). Prints {"ready": [seats]} once every seat has its first answer. Each client then reads what its
seat is sent, as the page does; when its view says the seat is to move, it waits a person's think
pause (seeded), chooses a legal move from that view alone and sends it, noting the time on
`time.monotonic()` (one clock for every process of the machine). With --idle nobody ever moves.
When stdin closes, prints {"sent": [...], "refused": [...], "views": n} and ends.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

WATCHDOG = 60.0          # seconds a server may take to listen or answer: only a real hang waits this long
CLAIM_SHARE = 0.7        # how often a seat that can claim a route does (else it draws cards)
TICKET_SHARE = 0.05      # how often a seat draws tickets when it may


def choose(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal move for the seat to move, from its own view only: keep some of the tickets offered, claim
    a route it can pay for, draw tickets now and then, else draw a card (a face-up one or the deck)."""
    if view["offer"]:
        offered = [t["id"] for t in view["offer"]]
        kept = rng.sample(offered, rng.randint(max(1, view["keep"]), len(offered)))
        return {"action": "keep_tickets", "tickets": kept}
    moves = view["moves"]
    if moves["claims"] and rng.random() < CLAIM_SHARE:
        route = rng.choice(sorted(moves["claims"]))
        way = rng.choice(moves["claims"][route])
        return {"action": "claim_route", "route": route, "color": way["color"], "locomotives": way["locomotives"]}
    if moves["tickets"] and rng.random() < TICKET_SHARE:
        return {"action": "draw_tickets"}
    draws = ([{"action": "draw_deck"}] if moves["deck"] else []) + [
        {"action": "draw_face_up", "slot": slot} for slot in moves["face_up"]]
    if draws:
        return rng.choice(draws)
    if moves["claims"]:
        route = rng.choice(sorted(moves["claims"]))
        way = moves["claims"][route][0]
        return {"action": "claim_route", "route": route, "color": way["color"], "locomotives": way["locomotives"]}
    if moves["tickets"]:
        return {"action": "draw_tickets"}
    return {"action": "pass"}


def join(seat_code: str, port: int, tries: int) -> tuple[ClientConnection, dict[str, Any]]:
    """A connection that holds the seat of this code, and the server's first answer (waiting, the board)."""
    deadline = time.monotonic() + WATCHDOG
    while time.monotonic() < deadline:
        for number in range(port, port + tries):
            try:
                socket = connect(f"ws://127.0.0.1:{number}/socket", origin=f"http://127.0.0.1:{number}",
                                 ping_interval=None, open_timeout=WATCHDOG)   # a browser sends no pings
            except (OSError, InvalidStatus):
                continue
            socket.send(json.dumps({"kind": "hello", "token": seat_code}))
            try:
                first = json.loads(socket.recv(timeout=WATCHDOG))
            except ConnectionClosed:
                continue
            if first.get("kind") != "unknown":
                return socket, first
            socket.close()
        time.sleep(0.1)   # the game is still starting: nothing listens yet
    raise RuntimeError(f"no server on ports {port} to {port + tries - 1} knew a seat's code")


class Phone(threading.Thread):
    """One seat's phone: reads its views and, unless idle, moves on its turn after a think pause."""

    def __init__(self, seat: int, socket: ClientConnection, rng: random.Random, think: tuple[float, float],
                 idle: bool, stopping: threading.Event, sent: dict[int, tuple[int, float]]) -> None:
        super().__init__(name=f"phone-{seat}", daemon=True)
        self.seat, self.socket, self.rng, self.think, self.idle = seat, socket, rng, think, idle
        self.stopping, self.sent = stopping, sent
        self.latest: dict[str, Any] | None = None
        self.refused: list[str] = []
        self.views = 0
        self.acted = -1            # the move number of the view it last moved from

    def run(self) -> None:
        """Read until the connection ends; move whenever the newest view says so."""
        try:
            while not self.stopping.is_set():
                self.read(self.socket.recv())
                if not self.idle and self.due():
                    if self.stopping.wait(self.rng.uniform(*self.think)):   # a person looks, thinks, taps
                        return
                    self.drain()
                    if self.due():
                        self.move()
        except ConnectionClosed:
            return

    def read(self, raw: str | bytes) -> None:
        """Take in one message: a view is the newest position, a refusal lets the seat choose again."""
        message = json.loads(raw)
        if message["kind"] == "view":
            self.latest = message
            self.views += 1
        elif message["kind"] == "refused":
            self.refused.append(message["reason"])
            self.acted = -1

    def drain(self) -> None:
        """Read whatever came during the pause, so the move is chosen from the newest view."""
        while True:
            try:
                self.read(self.socket.recv(timeout=0))
            except TimeoutError:
                return

    def due(self) -> bool:
        """True if the newest view puts this seat to move and it has not moved from it yet."""
        view = self.latest
        return view is not None and view["to_move"] and view["number"] != self.acted

    def move(self) -> None:
        """Send a move chosen from the newest view, noting when (the move that follows is number + 1)."""
        view = self.latest
        assert view is not None
        message = json.dumps({"kind": "move", "move": choose(view, self.rng)})
        self.acted = view["number"]
        self.sent[view["number"] + 1] = (self.seat, time.monotonic())
        self.socket.send(message)


def main(argv: list[str]) -> int:
    """Connect every seat, say ready, play until stdin closes, and print what was sent."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--tries", type=int, default=1, help="ports from --port to look for the game on")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--think", default="1.0,3.0", help="a person's think pause, least and most seconds")
    p.add_argument("--idle", action="store_true", help="connect and read, never move")
    args = p.parse_args(argv)
    low, high = (float(n) for n in args.think.split(","))
    codes = {int(seat): code for seat, code in json.loads(sys.stdin.readline()).items()}
    stopping, sent = threading.Event(), {}
    phones = []
    for seat in sorted(codes):
        socket, first = join(codes[seat], args.port, args.tries)
        phone = Phone(seat, socket, random.Random(args.seed * 1009 + seat), (low, high), args.idle, stopping, sent)
        phone.read(json.dumps(first))
        phones.append(phone)
    for phone in phones:
        phone.start()
    print(json.dumps({"ready": sorted(codes)}), flush=True)
    sys.stdin.read()   # the benchmark closes it when it has measured
    stopping.set()
    for phone in phones:
        phone.socket.close()
        phone.join(timeout=WATCHDOG)
    print(json.dumps({"sent": [{"seat": seat, "number": number, "at": at} for number, (seat, at) in sorted(sent.items())],
                      "refused": [reason for phone in phones for reason in phone.refused],
                      "views": sum(phone.views for phone in phones)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
