"""The phones' server: one port on the home network for the page, its files, the socket and the house rules.

websockets' threaded server runs beside the game's loop: each phone's connection has a thread
that reads its messages (checked by size, rate and form) and one that sends what the hub queues
for it. The page and its files come from assets/phone/ (nothing from the internet). A socket is
accepted only from the page this server gave (its Origin is this server's own address), and the
server says nothing to any log: a link's code never leaves the phone, the TV and the save. /rules answers,
to anyone on the home network and without a code (the rules are no secret), the page of the game's house
rules that the TV handed over (rules_page.py), as it is.
"""
from __future__ import annotations

import logging
import socket
import threading
import time
from pathlib import Path
from typing import Any

from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.sync.server import Server, ServerConnection, serve

from game.phone import protocol
from game.phone.hub import CLOSE, Link, PhoneHub, render

PAGES = Path(__file__).resolve().parents[2] / "assets" / "phone"
PORT = 8737                 # the port the links name; the next few are tried if it is taken
TRIES = 8
MOST_CONNECTIONS = 24       # phones and tabs at once; more are turned away
RATE = 10.0                 # messages a second a phone may send on average ...
BURST = 30.0                # ... and at once (a person taps a few times a second at most)
HELLO_WAIT = 30.0           # seconds a new socket has to say which seat it is
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".png": "image/png", ".svg": "image/svg+xml"}

_QUIET = logging.getLogger("family-trains.phones")
_QUIET.addHandler(logging.NullHandler())
_QUIET.propagate = False    # a request's path holds a link code: nothing is logged anywhere


def home_address() -> str:
    """This machine's address on the home network (the one a phone on the same Wi-Fi reaches), or
    127.0.0.1 when it has none. Nothing is sent: choosing a route for a datagram socket is enough."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address = str(probe.getsockname()[0])
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address if not address.startswith("0.") else "127.0.0.1"


class PhoneServer:
    """The page and socket server for one hub, started while a table uses phones."""

    def __init__(self, hub: PhoneHub, port: int = PORT, host: str = "0.0.0.0", pages: Path = PAGES) -> None:
        self.hub = hub
        self.host = host
        self.wanted = port
        self.port: int | None = None          # the port listened on, once started
        self.pages = pages
        self.problem: str | None = None       # why the server could not start, in words
        self.rules: bytes | None = None       # the page /rules answers, made by the TV (None: no game's rules offered)
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._count = 0
        self._count_lock = threading.Lock()

    @property
    def running(self) -> bool:
        """True while phones can connect."""
        return self._server is not None

    def start(self) -> bool:
        """Listen (on the wanted port, else one of the next few); False, with `problem` in words, if none is free."""
        if self._server is not None:
            return True
        tries = [self.wanted + i for i in range(TRIES)] if self.wanted else [0]
        for port in tries:
            try:
                self._server = serve(self._handle, self.host, port, process_request=self._request,
                                     max_size=protocol.MOST_BYTES, max_queue=8, compression=None,
                                     ping_interval=10, ping_timeout=10, close_timeout=2,
                                     server_header=None, logger=_QUIET)
            except OSError:
                continue
            self.port = self._server.socket.getsockname()[1]
            break
        if self._server is None:
            self.problem = f"the ports {tries[0]} to {tries[-1]} are all in use on this machine"
            return False
        self.problem = None
        self._thread = threading.Thread(target=self._server.serve_forever, name="phones", daemon=True)
        self._thread.start()
        return True

    def stop(self, ended: bool = True) -> None:
        """Stop listening and let every phone go: the game has ended (the pages stop trying), or the program is
        closing (`ended` False: the pages keep trying, and a saved game's links open its seats again)."""
        server, self._server = self._server, None
        if server is not None and ended:   # in the words of the hub's own last close, which a sender may not have sent
            server.shutdown(code=4005, reason="The game on the TV has ended.")
        elif server is not None:
            server.shutdown(code=1001, reason="The TV is closing.")
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def link(self, token: str, address: str | None = None) -> str:
        """The address a seat's phone opens."""
        return f"http://{address or home_address()}:{self.port or self.wanted}/seat/{token}"

    def rules_link(self, address: str | None = None) -> str:
        """The address of the house rules' page."""
        return f"http://{address or home_address()}:{self.port or self.wanted}/rules"

    # --- HTTP ------------------------------------------------------------------------------

    def _request(self, connection: ServerConnection, request: Request) -> Response | None:
        """Serve the page and its files; let a socket through only from our own page, and not too many."""
        path = request.path.split("?", 1)[0]
        if path == "/socket":
            origin, host = request.headers.get("Origin"), request.headers.get("Host")
            if origin is None or host is None or origin != f"http://{host}":
                return _plain(403, "This socket is for the game's own page.")
            with self._count_lock:
                if self._count >= MOST_CONNECTIONS:
                    return _plain(503, "Too many phones are connected.")
            return None
        if request.headers.get("Upgrade"):
            return _plain(404, "Not here.")
        if path.startswith("/seat/") or path == "/":
            return self._file("index.html")
        if path.startswith("/files/"):
            return self._file(path[len("/files/"):])
        if path == "/rules":
            return self._rules()
        return _plain(404, "Nothing here: scan the code on the TV again.")

    def _file(self, name: str) -> Response:
        """One of the page's own files, by plain name only."""
        kind = TYPES.get(Path(name).suffix)
        if kind is None or "/" in name or name.startswith("."):
            return _plain(404, "Nothing here.")
        try:
            body = (self.pages / name).read_bytes()
        except OSError:
            return _plain(404, "Nothing here.")
        return _answer(body, kind)

    def _rules(self) -> Response:
        """The house rules of the game in progress, as the TV made them (read once: it may be replaced meanwhile)."""
        body = self.rules
        if body is None:
            return _plain(404, "No game's rules are offered now: open House rules in the menu on the TV.")
        return _answer(body, TYPES[".html"])

    # --- a phone's socket ----------------------------------------------------------------

    def _handle(self, connection: ServerConnection) -> None:
        """One phone: its hello, then its messages until it goes; a sender thread writes what is queued."""
        with self._count_lock:
            self._count += 1
            crowded = self._count > MOST_CONNECTIONS   # let through by a handshake before the others counted
        link = Link()
        sender = threading.Thread(target=_send_all, args=(connection, link), name="phone-send", daemon=True)
        sender.start()
        try:
            if crowded:
                link.close(1013, "Too many phones are connected.")
            elif self._hello(connection, link):
                self._listen(connection, link)
        except ConnectionClosed:
            pass
        finally:
            self.hub.gone(link)
            link.close(1000, "")
            sender.join(timeout=HELLO_WAIT)   # what was queued before the end goes out first
            with self._count_lock:
                self._count -= 1

    def _hello(self, connection: ServerConnection, link: Link) -> bool:
        """The phone's first message names its seat's code; True if the code opens a seat."""
        try:
            first = protocol.read(connection.recv(timeout=HELLO_WAIT))
        except TimeoutError:
            link.close(4003, "No link code came.")
            return False
        if isinstance(first, str) or first.kind != "hello" or first.token is None:
            link.close(4003, "The page did not say which seat it is.")
            return False
        if self.hub.connect(first.token, link) is None:
            link.put("raw", {"kind": "unknown"})
            link.close(4004, "This link is not for the game on the TV.")
            return False
        return True

    def _listen(self, connection: ServerConnection, link: Link) -> None:
        """Each message, read and handed to the hub; a phone that floods is let go."""
        allowance, last = BURST, time.monotonic()
        for message in connection:
            now = time.monotonic()
            allowance = min(BURST, allowance + (now - last) * RATE)
            last = now
            if allowance < 1.0:
                link.close(1008, "Too many messages.")
                return
            allowance -= 1.0
            self.hub.received(link, protocol.read(message))


def _send_all(connection: ServerConnection, link: Link) -> None:
    """Send what the hub queues for this phone, made into JSON here, until the connection ends."""
    while True:
        item: Any = link.outbox.get()
        try:
            if item[0] is CLOSE:
                connection.close(item[1], item[2])
                return
            connection.send(render(item))
        except ConnectionClosed:
            return


def _answer(body: bytes, kind: str) -> Response:
    """A page or file, asked for again each time it is opened (a new game's rules, a new version of a file)."""
    return Response(200, "OK", Headers([("Content-Type", kind), ("Cache-Control", "no-cache"),
                                        ("Content-Length", str(len(body))),
                                        ("X-Content-Type-Options", "nosniff")]), body)


def _plain(status: int, words: str) -> Response:
    """A short plain-text answer."""
    body = words.encode("utf-8")
    reason = {403: "Forbidden", 404: "Not Found", 503: "Service Unavailable"}.get(status, "Error")
    return Response(status, reason, Headers([("Content-Type", "text/plain; charset=utf-8"),
                                             ("Content-Length", str(len(body)))]), body)
