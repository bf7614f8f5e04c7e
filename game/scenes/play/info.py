"""What the play screen's words and rows say, worked out from the shown view: the player rows, the
status box, the rings round one's ticket cities."""
from __future__ import annotations

from game.rules import DrawFaceUp, DrawFromDeck, DrawTickets, Phase, SwapTickets, describe
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.view.hud import SeatInfo, Status
from game.view.move_pictures import LastMove
from game.view.text import name_forms

Rings = tuple[tuple[tuple[str, bool], ...], tuple[str, str] | None]


def titled(pattern: str, name: str) -> tuple[str, tuple[str, ...] | None]:
    """A title with a player's name in it ("Next: {}") and its shorter forms, which shorten only the name."""
    title = pattern.format(name)
    return title, name_forms(title, name)


def seat_infos(seen: Seen, last: list[LastMove | None]) -> list[SeatInfo]:
    """What each player row shows (`last`: each seat's last move as a picture)."""
    view, facts = seen.view, seen.facts
    rules = view.table.rules
    by_tickets = rules.score_by == "completed_tickets"
    decks = [name for name, _ in rules.merchandise_decks]
    return [SeatInfo(
        name=p.name, color=facts.seat_color(i), computer=facts.is_computer(i),
        score=len(p.completed) + (1 if p.coast_to_coast else 0) if by_tickets else p.points,
        goal=rules.golden_ticket if by_tickets else None, trains=p.trains, cards=p.hand_size,
        tickets=p.tickets + (len(p.completed) if by_tickets else 0),
        merchandise=tuple(zip(decks, p.merchandise)), coast=p.coast_to_coast,
        current=i == view.current and not seen.over, start_trains=rules.trains_per_player,
        pictures=facts.gentle, last=last[i], phone=_phone(facts.phone(i))) for i, p in enumerate(view.players)]


def _phone(where: str) -> str:
    """A row's phone mark: "online", "offline", or "" for a seat played on this screen."""
    return "" if where == "tv" else where


def status(seen: Seen, moment: Moment) -> Status:
    """The status box: whose turn and what to do, or why the last try was refused."""
    view, facts = seen.view, seen.facts
    seat = view.current
    color = facts.seat_color(seat)
    name = seen.name(seat)
    last = ""
    if view.final_turns is not None and not seen.over:
        last = f"Last round: {view.final_turns} turn{'s' if view.final_turns != 1 else ''} left. "
    if seen.over:
        return Status("Game over!", "Counting the scores...", "good")
    note = moment.note
    if note is not None:   # (title, words) of a refusal, or (title, words, tone)
        tone = note[2] if len(note) > 2 else "warn"   # type: ignore[misc]
        return Status(note[0], note[1][:1].upper() + note[1][1:], tone, color)
    log = tuple(moment.log)
    viewer = seen.viewer
    if facts.on_phone(seat):
        if facts.phone(seat) == "offline":
            title, short = titled("Waiting for {}'s phone", name)
            return Status(title, "It is not connected. Open its link again (Menu, then Phones).", "warn", color,
                          log, short=short)
        title, short = titled("{} plays on the phone", name)
        return Status(title, last, "info", color, log, short=short)
    if facts.gentle and (viewer != seat or view.phase is Phase.TURN and moment.selected is None):
        # Whose turn as their train and name, large, and what they can do as pictures: nothing to read.
        return Status(name, last, "info", color, log, large=True, computer=facts.is_computer(seat),
                      choices=turn_choices(seen) if viewer == seat and not facts.is_computer(seat) else (),
                      short=name_forms(name, name))
    if facts.is_computer(seat):
        title, short = titled("{} is playing", name)
        return Status(title, last, "info", color, log, short=short)
    if viewer != seat:
        title, short = titled("Next: {}", name)
        return Status(title, last, "info", color, log, short=short)
    terms = seen.rules.terms
    if moment.selected is not None:
        route = facts.board.route(moment.selected.route)
        pay = describe(moment.selected.action, route.length, terms.wild)
        return Status(f"{facts.city_name(route.a)} – {facts.city_name(route.b)}",
                      f"Pay {pay}. Tap the route again or Claim.", "good", color)
    if view.phase is Phase.SECOND_CARD:
        return Status("Take a second card", last + "From the deck or the face-up row.", "info", color, log)
    if view.phase in (Phase.OPENING, Phase.KEEP_TICKETS):
        title, short = titled("{}: choose " + terms.tickets, name)
        return Status(title, last, "info", color, short=short)
    if seen.rules.has_face_up_row:
        todo = f"Take 2 cards, claim a route, or draw {terms.tickets}."
    else:
        todo = f"Draw 2 cards, claim a route, or get new {terms.tickets}."
    title, short = titled("Your turn, {}", name)
    return Status(title, last + todo, "info", color, log, short=short)


def turn_choices(seen: Seen) -> tuple[str, ...]:
    """What the player to move can do now, as the status box pictures it: cards, a track, the swap."""
    legal = seen.legal()
    can = {"cards": any(isinstance(a, (DrawFromDeck, DrawFaceUp)) for a in legal), "track": bool(seen.claimable()),
           "swap": any(isinstance(a, (SwapTickets, DrawTickets)) for a in legal)}
    return tuple(name for name, yes in can.items() if yes)


def ticket_marks(seen: Seen, moment: Moment) -> Rings:
    """Rings around the cities of one's tickets (the focused one strong) and its line.

    Where hints help (the children's rules, a table playing together) the cities of the unfinished tickets
    of the hand on screen are ringed softly all the time: a child who cannot read the ticket still
    sees where it goes."""
    facts = seen.facts
    shown = seen.hand_visible()
    if shown and not moment.tickets_open and facts.hints:
        cities = []
        for t_id, *_, done in seen.ticket_list():
            if not done:
                t = facts.ticket(t_id)
                cities += [(t.a, False), (t.b, False)]
        return tuple(dict.fromkeys(cities)), None
    if not (moment.tickets_open and shown):
        return (), None
    rows = seen.ticket_list()
    focus = moment.ticket_focus
    if focus is not None and focus < len(rows):
        t = facts.ticket(rows[focus][0])
        return ((t.a, True), (t.b, True)), (t.a, t.b)
    cities = []
    for t_id, *_ in rows:
        t = facts.ticket(t_id)
        cities += [(t.a, False), (t.b, False)]
    return tuple(dict.fromkeys(cities)), None
