"""What a move did, in one line for everyone to read: the same words on the shared screen and on a phone.

Made from the events as the reader may see them (seen_by): a card drawn blind is never named, one taken
from the face-up row is.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game.rules import events as ev
from game.rules.board import Board
from game.rules.settings import Terms


def news_line(events: Sequence[ev.Event], board: Board, name: Callable[[int], str], terms: Terms) -> str | None:
    """One line saying what the last action did (None: nothing worth a line, such as a pass)."""
    for event in events:
        if isinstance(event, ev.RouteClaimed):
            route = board.route(event.route)
            text = f"{name(event.seat)} claimed {board.city(route.a).name} - {board.city(route.b).name}"
            return text + (f" (+{event.points})" if event.points else "")
        if isinstance(event, ev.TicketsKept):
            return f"{name(event.seat)} kept {event.kept} {terms.ticket if event.kept == 1 else terms.tickets}"
        if isinstance(event, ev.TicketsDiscarded):
            return f"{name(event.seat)} took new {terms.tickets}"
        if isinstance(event, ev.TicketsDrawn):
            return f"{name(event.seat)} draws {terms.tickets}"
    drawn = [e for e in events if isinstance(e, ev.CardDrawn)]
    if drawn:
        shown = [e.card for e in drawn if e.slot is not None and e.card]   # blind draws are never named
        count = "a card" if len(drawn) == 1 else f"{len(drawn)} cards"
        return f"{name(drawn[0].seat)} took {count}" + (f" ({' and '.join(shown)})" if shown else "")
    return None
