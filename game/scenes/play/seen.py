"""What the play screen may know: the game as the seat whose hand it shows may see it (`view_for`).

The screen never holds the whole game. It listens to the table session (game/table) with the
seat whose hand is on screen, or with no seat while nobody's hand is shown; every move comes with
that seat's view, and a change of the device's holder asks for a new one. `Facts` are what never
changes in a game and everyone knows (names of places, colours, who is a computer). Values that
cost something (the legal moves, the tickets' list) are worked out once per view.
"""
from __future__ import annotations

from typing import Callable, TypeVar

from game.config import GameConfig
from game.rules import Action, ClaimRoute, Phase, PlayerView, RuleSet
from game.rules.board import Board, Ticket
from game.rules.graph import Network
from game.view.palette import PLAYER_COLORS

T = TypeVar("T")
TicketRow = tuple[str, str, int, bool]   # (id, "A – B", points, joined)


class Facts:
    """What a game's table shows to everyone from start to end: the board, the seats, the table's choices."""

    def __init__(self, config: GameConfig, board: Board, computers: frozenset[int]) -> None:
        self.config = config
        self.board = board
        self.computers = computers
        self.people = tuple(i for i in range(len(config.seats)) if i not in computers)   # the seats people play
        self._tickets = {t.id: t for t in board.tickets}
        # Where a seat plays: "tv" (this screen), or on a phone "online" / "offline" (the play screen
        # points this at the table's phones once it has an app; seats join and leave phones as it goes).
        self.phone: Callable[[int], str] = lambda seat: "tv"

    @property
    def gentle(self) -> bool:
        """True in the game for young children: mistakes met gently, hints, the voice, tickets as pictures."""
        return self.config.for_children

    @property
    def hints(self) -> bool:
        """True if the Hint button and the ringed ticket cities help: for young children, and at a table
        playing together (an adult teaching a child), whoever is to move."""
        return self.config.for_children or self.config.together

    @property
    def together(self) -> bool:
        """True if the table plays together: every hand is shown, no pass screen."""
        return self.config.together

    def is_computer(self, seat: int) -> bool:
        """True if the computer plays this seat."""
        return seat in self.computers

    def on_phone(self, seat: int) -> bool:
        """True if this seat plays on a phone: its hand and tickets never show here, nor its pass screen."""
        return self.phone(seat) != "tv"

    def seat_color(self, seat: int) -> int:
        """A seat's index into PLAYER_COLORS."""
        return self.config.seats[seat].color % len(PLAYER_COLORS)

    def city_name(self, city_id: str) -> str:
        """A city's name as printed on the board."""
        return self.board.city(city_id).name

    def ticket(self, ticket_id: str) -> Ticket:
        """A ticket of this board (its two places and points are printed on it)."""
        return self._tickets[ticket_id]

    def ends(self, ticket_id: str) -> str:
        """A ticket's two places: "Dallas – Miami"."""
        t = self.ticket(ticket_id)
        return f"{self.city_name(t.a)} – {self.city_name(t.b)}"


class Seen:
    """The view the screen draws from, and the seat it belongs to; a listener of the table session."""

    def __init__(self, facts: Facts, viewer: int | None, view_of: Callable[[int | None], PlayerView]) -> None:
        self.facts = facts
        self.viewer = viewer          # whose turn the device is given to (None: nobody's yet, the pass screen)
        self._view = view_of(self.seat)   # view_for(game, self.seat), asked once
        self._kept: dict[str, object] = {}   # values worked out from this view (forgotten with it)

    @property
    def view(self) -> PlayerView:
        """The game as the shown seat may see it."""
        return self._view

    @view.setter
    def view(self, view: PlayerView) -> None:
        """A new view (a move, or another seat shown): what was worked out from the old one goes with it."""
        self._view = view
        self._kept = {}

    # --- the table session's listener --------------------------------------------------------

    @property
    def seat(self) -> int | None:
        """The seat whose secrets may be on screen: the viewer's, unless it is a computer at a table not
        playing together (a computer's cards are never shown then)."""
        v = self.viewer
        return v if v is not None and (self.facts.together or not self.facts.is_computer(v)) else None

    def look(self, viewer: int | None, view_of: Callable[[int | None], PlayerView]) -> None:
        """The device is given to `viewer` (or to nobody): the view of the seat now shown."""
        self.viewer = viewer
        if self.view.seat != self.seat:
            self.view = view_of(self.seat)

    # --- the game as shown ---------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        """The rules of this game."""
        return self.view.table.rules

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.view.phase is Phase.OVER

    @property
    def current(self) -> int:
        """The seat to move."""
        return self.view.current

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.view.players[seat].name

    def hand_visible(self) -> bool:
        """True if the shown seat's private cards and tickets may be drawn now."""
        return self.view.seat is not None

    def my_turn(self) -> bool:
        """True if the seat whose view is held may act now (a person, to move, game on)."""
        return (not self.over and self.viewer is not None and self.current == self.viewer
                and not self.facts.is_computer(self.current))

    def once(self, name: str, make: Callable[[], T]) -> T:
        """A value worked out once per view (views are new objects after every move)."""
        if name not in self._kept:
            self._kept[name] = make()
        return self._kept[name]   # type: ignore[return-value]

    def legal(self) -> tuple[Action, ...]:
        """The shown seat's legal actions when it is to move (else none)."""
        return self.view.legal

    def claimable(self) -> frozenset[str]:
        """Routes the shown seat could claim right now."""
        return self.once("claimable", lambda: frozenset(a.route for a in self.view.legal if isinstance(a, ClaimRoute)))

    def claimed(self) -> list[tuple[str, int]]:
        """Every claimed route with its owner's seat (painted into a newly drawn board)."""
        return [(route_id, owner) for route_id, owner in zip(self.view.table.route_ids, self.view.owners)
                if owner >= 0]

    def ticket_list(self) -> list[TicketRow]:
        """The shown seat's tickets: (id, "A – B", points, joined), completed ones last; none while no hand is shown."""
        def make() -> list[TicketRow]:
            """List the tickets, checking each against the seat's network."""
            view = self.view
            if view.seat is None:
                return []
            table, mine = view.table, view.players[view.seat]
            network = Network(table, mine.routes)
            out = []
            for t in view.tickets:
                a, b, points = table.tickets[t]
                out.append((t, self.facts.ends(t), points, network.joined(a, b)))
            for t in mine.completed:
                out.append((t, self.facts.ends(t), self.facts.ticket(t).points, True))
            return out
        return self.once("tickets", make)

    def hand_groups(self, flying: dict[str, int]) -> tuple[tuple[str, int], ...]:
        """The shown hand: every card type with its count, less the cards still flying to it."""
        return tuple((c, max(0, n - flying.get(c, 0))) for c, n in zip(self.rules.card_types, self.view.hand))
