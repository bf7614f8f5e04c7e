"""The phones of one table: which seat each link opens, who is connected, and their moves in and views out.

Two sides meet here. The server's threads (game/phone/server.py) call `connect`, `received` and
`gone`, which only take the lock, queue and wake the game's loop. The game's own thread calls
everything else: `pump()` once a loop turn hands the queued moves to the table through each seat's
door, and the seats' listeners queue what to send. No thread but the game's ever touches the table
session, and no message is made on the game's thread: a phone's sender turns the queued view into
JSON on its own thread (`render`).
"""
from __future__ import annotations

import queue
import secrets
import threading
from typing import Any, Callable, Sequence

from game.phone import protocol
from game.phone.protocol import Request
from game.rules import PlayerView, Refused
from game.rules.words import seat_name
from game.table.door import SeatDoor
from game.table.session import Published, TableSession

TOKEN_BYTES = 16        # 128 random bits per seat and game
CLOSE = object()        # put in an outbox: the connection closes (after what came before it)


def new_token() -> str:
    """A fresh random link code for one seat (URL-safe, 22 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


class Link:
    """One phone's connection: its seat once it has said hello, and what waits to be sent to it."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.outbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self.told_undo: bool | None = None   # the Undo state this phone was last told (game thread only)

    def put(self, *item: Any) -> None:
        """Queue something to send (made into JSON by the sender, not here)."""
        self.outbox.put(item)

    def close(self, code: int, reason: str) -> None:
        """Queue the end of this connection, with a code and words the page shows."""
        self.outbox.put((CLOSE, code, reason))


def render(item: tuple[Any, ...]) -> str:
    """The JSON text of one queued item (called on the sender's thread)."""
    kind = item[0]
    if kind == "view":
        _, view, number, news, undo = item
        return protocol.encode(protocol.view_message(view, number, news, undo))
    if kind == "board":
        _, view, seat, colors = item
        return protocol.encode(protocol.board_message(view, seat, colors))
    return protocol.encode(item[1])


class PhoneHub:
    """The phone seats of the table on screen: their links, connections and doors."""

    def __init__(self, wake: Callable[[], None] = lambda: None) -> None:
        self.wake = wake                  # makes the game's loop turn (called from the server's threads)
        self._lock = threading.Lock()
        self._tokens: dict[int, str] = {}             # seat -> its link code
        self._links: dict[int, Link] = {}             # seat -> its newest connection
        self._names: tuple[str, ...] = ()
        self._colors: tuple[int, ...] = ()
        self._joined: set[int] = set()                # seats a phone has joined this game (game thread)
        self._inbox: queue.SimpleQueue[tuple[str, Link, Any]] = queue.SimpleQueue()
        self._session: TableSession | None = None
        self.used = False                 # a game has been played with these codes (a new game gets new ones)
        self._doors: dict[int, SeatDoor] = {}
        self._listeners: dict[int, _PhoneSeat] = {}

    # --- the table (game thread) ----------------------------------------------------------

    def open_table(self, names: Sequence[str], colors: Sequence[int], people: Sequence[int],
                   tokens: dict[int, str] | None = None, joined: Sequence[int] = ()) -> None:
        """Offer links for these person seats (new codes unless a saved game gives its own)."""
        with self._lock:
            self._names, self._colors = tuple(names), tuple(colors)
            kept = tokens or {}
            before = self._tokens
            self._tokens = {seat: kept.get(seat) or new_token() for seat in people}
            for seat, link in list(self._links.items()):
                if self._tokens.get(seat) == before.get(seat):
                    continue
                if seat in self._tokens or not self._tokens:   # another game, or no table uses phones now
                    link.close(4005, "The game on the TV has ended.")
                else:   # the seat is played on the TV (or by the computer) now
                    link.close(4001, "This seat is played on the TV now.")
                del self._links[seat]
        self._joined = {s for s in joined if s in self._tokens}
        self.used = False

    def offered_for(self, names: Sequence[str], people: Sequence[int]) -> bool:
        """True if exactly these person seats, with these names, are offered now."""
        with self._lock:
            return self._names == tuple(names) and set(self._tokens) == set(people)

    def tokens(self) -> dict[int, str]:
        """Every offered seat's link code (kept with a saved game, so its links work again)."""
        with self._lock:
            return dict(self._tokens)

    def token(self, seat: int) -> str | None:
        """This seat's link code, or None if it is not offered."""
        with self._lock:
            return self._tokens.get(seat)

    def free(self, seat: int) -> None:
        """Give the seat back to the TV: a new code, and the phone holding it is let go."""
        with self._lock:
            if seat not in self._tokens:
                return
            self._tokens[seat] = new_token()
            link = self._links.pop(seat, None)
        if link is not None:
            link.close(4002, "This seat was given a new code on the TV.")
        self._joined.discard(seat)
        self._part(seat)
        self._keep()

    def on_phone(self, seat: int) -> bool:
        """True if a phone has joined this seat this game (its hand is never shown on the TV)."""
        return seat in self._joined

    def online(self, seat: int) -> bool:
        """True if a phone holds this seat right now."""
        with self._lock:
            return seat in self._links

    def phone_seats(self) -> frozenset[int]:
        """The seats played on phones."""
        return frozenset(self._joined)

    def attach(self, session: TableSession) -> None:
        """Play this game: each phone seat gets its door, and the phones connected now their view."""
        self.detach()
        self._session = session
        self.used = True
        for seat in self._tokens:
            self._doors[seat] = SeatDoor(session, seat)
        for seat in list(self._joined):
            self._join(seat)
        self._keep()
        with self._lock:
            links = list(self._links.values())
        for link in links:
            self._welcome(link)

    def detach(self) -> None:
        """The game is left: no more moves from phones reach it."""
        for seat in list(self._listeners):
            self._part(seat)
        self._doors.clear()
        self._session = None

    def pump(self) -> bool:
        """Hand the phones' moves to the table and answer them (game thread, once a loop turn); True if
        anything came in."""
        busy = False
        while True:
            try:
                what, link, payload = self._inbox.get_nowait()
            except queue.Empty:
                break
            busy = True
            if what == "hello":
                self._welcome(link)
            elif what == "message":
                self._handle(link, payload)
        self._tell_undo()
        return busy

    # --- the server (any thread) -----------------------------------------------------------

    def connect(self, token: str, link: Link) -> int | None:
        """A phone says hello with a link code: its seat (the older phone on it is let go), or None."""
        with self._lock:
            seat = next((s for s, t in self._tokens.items() if secrets.compare_digest(t, token)), None)
            if seat is None:
                return None
            old = self._links.get(seat)
            self._links[seat] = link
            link.seat = seat
            waiting = self._session is None
            name = self._names[seat] if seat < len(self._names) else ""
        if old is not None:
            old.close(4000, "This seat is now held by another phone.")
        if waiting:
            link.put("raw", {"kind": "waiting", "seat": seat, "name": name})
        self._inbox.put(("hello", link, None))
        self.wake()
        return seat

    def received(self, link: Link, request: Request | str) -> None:
        """A message from a connected phone (read, or why it could not be)."""
        self._inbox.put(("message", link, request))
        self.wake()

    def gone(self, link: Link) -> None:
        """A phone's connection ended."""
        with self._lock:
            if link.seat is not None and self._links.get(link.seat) is link:
                del self._links[link.seat]
        self.wake()

    # --- inside -----------------------------------------------------------------------------

    def _current(self, link: Link) -> bool:
        """True if this link still holds its seat."""
        with self._lock:
            return link.seat is not None and self._links.get(link.seat) is link

    def _welcome(self, link: Link) -> None:
        """Send a phone that just came in the board and its whole view."""
        seat = link.seat
        if self._session is None or seat is None or not self._current(link) or seat not in self._doors:
            return
        if seat not in self._joined:
            self._joined.add(seat)
            self._keep()
        self._join(seat)
        door = self._doors[seat]
        view = door.view()
        link.put("board", view, seat, tuple(self._colors))
        link.told_undo = door.undo_offered()
        link.put("view", view, door.move_count(), "", link.told_undo)

    def _keep(self) -> None:
        """Give the game the seats offered to phones, so a save keeps their links (and save it now)."""
        session = self._session
        if session is None:
            return
        with self._lock:
            tokens = dict(self._tokens)
        phones = tuple((seat, tokens[seat], seat in self._joined) for seat in sorted(tokens))
        if phones != session.phones:
            session.phones = phones
            session.save()

    def _join(self, seat: int) -> None:
        """Listen to the game for this seat (once)."""
        if self._session is not None and seat not in self._listeners:
            listener = _PhoneSeat(self, seat)
            self._listeners[seat] = listener
            self._session.join(listener)

    def _part(self, seat: int) -> None:
        """Stop listening for this seat."""
        listener = self._listeners.pop(seat, None)
        if listener is not None and self._session is not None:
            self._session.part(listener)

    def _handle(self, link: Link, request: Request | str) -> None:
        """One message of a phone holding its seat: a move for its seat, Undo, or a refusal in words."""
        seat = link.seat
        if seat is None or not self._current(link):
            return
        door = self._doors.get(seat)
        if isinstance(request, str):
            link.put("raw", {"kind": "refused", "reason": request})
        elif request.kind == "hello":
            link.put("raw", {"kind": "refused", "reason": "this page already holds its seat"})
        elif request.kind == "ping":
            link.put("raw", {"kind": "pong"})
        elif door is None:
            link.put("raw", {"kind": "refused", "reason": "the game has not started yet"})
        elif request.kind == "undo":
            if not door.undo():
                link.put("raw", {"kind": "refused", "reason": "there is nothing to take back"})
        elif request.kind == "move" and request.move is not None:
            result = door.submit(request.move)
            if isinstance(result, Refused):
                link.put("raw", {"kind": "refused", "reason": result.reason})

    def _tell_undo(self) -> None:
        """Tell each phone when its Undo comes or goes (the table decides it after the move is told)."""
        if self._session is None:
            return
        with self._lock:
            links = list(self._links.values())
        for link in links:
            door = self._doors.get(link.seat) if link.seat is not None else None
            if door is not None and link.told_undo is not None:
                offered = door.undo_offered()
                if offered != link.told_undo:
                    link.told_undo = offered
                    link.put("raw", {"kind": "undo", "offered": offered})

    def _send_view(self, seat: int, view: PlayerView, number: int, line: str) -> None:
        """Queue the seat's view for the phone holding it, if one does and has the board. Undo shows
        as not offered: the table decides it after telling the move, and `pump` tells it then."""
        with self._lock:
            link = self._links.get(seat)
        if link is not None and link.told_undo is not None:
            link.told_undo = False
            link.put("view", view, number, line, False)


class _PhoneSeat:
    """The table's listener for one phone seat: each move as that seat saw it, queued for its phone."""

    def __init__(self, hub: PhoneHub, seat: int) -> None:
        self.hub = hub
        self._seat = seat

    @property
    def seat(self) -> int:
        """The seat whose view this listener is told (always its own)."""
        return self._seat

    def applied(self, move: Published) -> None:
        """A move: its news in a line and the seat's view after it."""
        names = [seat_name(p.name, p.seat) for p in move.view.players]
        line = protocol.news(move.view, move.events, names)
        self.hub._send_view(self._seat, move.view, move.number, line)

    def restored(self, view: PlayerView) -> None:
        """A move was taken back: the position now."""
        session = self.hub._session
        number = session.move_count if session is not None else 0
        self.hub._send_view(self._seat, view, number, "A move was taken back")
