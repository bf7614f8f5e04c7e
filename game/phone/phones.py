"""The phones of the table on the TV: the hub and its server, listening only while a table offers phones or
the house rules of its game.

The App holds one `Phones` (made when a screen first offers phones). Setup and the pause menu
`offer` the person seats; the play screen `attach`es its game, calls `pump` once a loop turn and
asks `status` to mark each seat; leaving the game `detach`es it; `close` stops listening. The
House rules card `offer_rules` (the page of its game, made already); leaving that game
`withdraw_rules`, and the server stops then unless seats are offered.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game.phone.hub import PhoneHub
from game.phone.server import PORT, PhoneServer, home_address
from game.table.session import TableSession

TV, ONLINE, OFFLINE = "tv", "online", "offline"


class Phones:
    """The table's phone seats and the server they connect to."""

    def __init__(self, wake: Callable[[], None] = lambda: None, port: int = PORT, host: str = "0.0.0.0",
                 address: str | None = None) -> None:
        self.hub = PhoneHub(wake)
        self.server = PhoneServer(self.hub, port, host)
        self.address = address        # the address links name (None: this machine's on the home network)

    @property
    def listening(self) -> bool:
        """True while phones can connect."""
        return self.server.running

    @property
    def problem(self) -> str | None:
        """Why phones cannot connect, in words (None: they can, or nobody asked yet)."""
        return self.server.problem

    def offer(self, names: Sequence[str], colors: Sequence[int], people: Sequence[int],
              tokens: dict[int, str] | None = None, joined: Sequence[int] = ()) -> bool:
        """Offer these person seats to phones (a saved game gives its codes and phone seats back) and
        listen; False, with `problem` in words, if no port is free."""
        self.hub.open_table(names, colors, people, tokens, joined)
        return self.server.start()

    def link(self, seat: int) -> str | None:
        """The address this seat's phone opens, or None if it is not offered or nothing listens."""
        token = self.hub.token(seat)
        if token is None or not self.listening:
            return None
        return self.server.link(token, self.address or home_address())

    def offer_rules(self, page: bytes) -> bool:
        """Serve this page of the game's house rules at /rules and listen; False, with `problem` in words, if no
        port is free."""
        self.server.rules = page
        return self.server.start()

    def rules_link(self) -> str | None:
        """The address of the house rules' page, or None if none is offered or nothing listens."""
        if self.server.rules is None or not self.listening:
            return None
        return self.server.rules_link(self.address or home_address())

    def withdraw_rules(self) -> None:
        """The game whose rules were offered is left: /rules offers none, and nothing listens unless seats are
        offered to phones."""
        if self.server.rules is None:
            return
        self.server.rules = None
        if not self.hub.tokens():
            self.server.stop()

    def status(self, seat: int) -> str:
        """TV (the seat plays on the TV), ONLINE (its phone is connected) or OFFLINE (its phone is away)."""
        if not self.hub.on_phone(seat):
            return TV
        return ONLINE if self.hub.online(seat) else OFFLINE

    def on_phone(self, seat: int) -> bool:
        """True if the seat plays on a phone (its hand and tickets never show on the TV)."""
        return self.hub.on_phone(seat)

    def free(self, seat: int) -> None:
        """Give a seat back to the TV with a new code."""
        self.hub.free(seat)

    def attach(self, session: TableSession) -> None:
        """The game the phones play."""
        self.hub.attach(session)

    def detach(self) -> None:
        """The game is left."""
        self.hub.detach()

    def pump(self) -> bool:
        """Hand the phones' moves to the game (once a loop turn); True if any came."""
        return self.hub.pump()

    def close(self, ended: bool = True) -> None:
        """Stop listening: every phone is let go, and the codes are forgotten (a later game offers new ones).
        `ended` False: the program is closing, not the game; the pages keep trying, so a saved game continued
        later finds its phones coming back by themselves."""
        self.hub.detach()
        self.server.rules = None
        if ended:
            self.hub.open_table((), (), ())
        self.server.stop(ended)
