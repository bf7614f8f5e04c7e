"""What the phone soak's phones do wrong, each with what must follow (tools/soak_phones.py).

Each misdeed is done by one phone of a game under way (a `SoakGame`; the seat of a phone connected now,
chosen by the game, or another where that one cannot do it) and checks its own outcome: a
refusal in one line of words, or the connection closed with the right code; the game's state and
move count as they were; a phone let go comes back by its seat's link (or, freed, by the new code
the TV's card shows) to the board and its seat's whole view. Each returns False when it does not
apply now (no phone could do it).
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable

from game.phone.protocol import MOST_BYTES
from game.phone.server import BURST
from tools.soak_phone_net import Broken, Phone

if TYPE_CHECKING:
    from tools.soak_phones import SoakGame

QUIET = BURST / 10 + 0.5    # seconds of the server's clock that fill a phone's allowance again (10 a second)
MALFORMED = ("{not json", "[" * 2000 + "]" * 2000, "[1, 2]", "null", '"move"', b"\x00\x01binary", "",
             '{"kind": "move"}', '{"kind": "move", "move": {"action": "fly"}}',
             '{"kind": "move", "move": {"action": "draw_face_up", "slot": true}}',
             '{"kind": "move", "move": {"action": "draw_face_up", "slot": 1e309}}',
             '{"kind": "move", "move": {"action": "claim_route", "route": "nowhere", "color": "red"}}',
             '{"kind": "move", "move": {"action": "keep_tickets", "tickets": "all"}}',
             '{"kind": "hello", "token": "once more"}')
UNKNOWN = ("dance", "Move", "", "claim", "undo!", 7, None, ["move"], {"kind": "move"})
OUT_OF_TURN = ({"action": "draw_deck"}, {"action": "draw_face_up", "slot": 0}, {"action": "draw_tickets"},
               {"action": "pass"}, {"action": "swap_tickets"}, {"action": "keep_tickets", "tickets": []})


def _awake(game: SoakGame, but: int | None = None) -> list[int]:
    """The seats whose phone is connected now (not `but`)."""
    return [s for s, p in sorted(game.phones.items()) if s not in game.away and not p.closed and s != but]


def anyone(game: SoakGame, but: int | None = None) -> int | None:
    """A seat whose phone is connected now (not `but`), chosen at random; None if there is none."""
    seats = _awake(game, but)
    return game.rng.choice(seats) if seats else None


def _refused(game: SoakGame, phone: Phone, payload: Any, what: str, words: str = "") -> bool:
    """The phone sends something the table must refuse: it is told why in a line, and nothing changes."""
    before, told = game.now(), phone.kinds().count("refused")
    game.clock.wait(game.rng.uniform(0.2, 2.0))
    phone.send(payload)
    game.until(lambda: phone.kinds().count("refused") > told or phone.closed, f"an answer to {what}")
    reason = (phone.last("refused") or {}).get("reason")
    if phone.closed or not isinstance(reason, str) or not 0 < len(reason) < 200 or "\n" in reason \
            or "Traceback" in reason or words not in reason:
        raise Broken(f"{what} from seat {phone.seat} was answered {reason!r} (closed {phone.close_code})")
    game.unchanged(before, what)
    game.check_messages()
    return True


def malformed(game: SoakGame, seat: int) -> bool:
    """Text that is not a message: bad JSON, too deep, not an object, binary, a move that is no move."""
    return _refused(game, game.phones[seat], game.rng.choice(MALFORMED), "a malformed message")


def unknown_kind(game: SoakGame, seat: int) -> bool:
    """A message of a kind the table does not know."""
    message = {"kind": game.rng.choice(UNKNOWN), "move": {"action": "draw_deck"}}
    return _refused(game, game.phones[seat], message, "a message of an unknown kind", "is not a kind of message")


def out_of_turn(game: SoakGame, seat: int) -> bool:
    """A move from a seat that is not to move: refused saying whose turn it is."""
    idle = anyone(game, but=seat) if seat == game.session.state.current else seat
    if idle is None:
        return False
    move = dict(game.rng.choice(OUT_OF_TURN))
    return _refused(game, game.phones[idle], {"kind": "move", "move": move}, "a move out of turn", "turn")


def unpaid_claim(game: SoakGame, seat: int) -> bool:
    """A claim of a free track paid with cards the seat does not hold, worked out from its own view."""
    phone = game.phones[seat]
    view, board = phone.view, phone.board
    hand = {h["card"]: h["count"] for h in view["hand"]}
    cards = [c["id"] for c in board["cards"]]
    wild, colours = cards[-1], cards[:-1]
    payable = {(r, w["color"]) for r, ways in ((view["moves"] or {}).get("claims") or {}).items() for w in ways}
    unpaid = [(r["id"], c) for r in board["routes"] if r["id"] not in view["owners"]
              for c in ([r["color"]] if r["color"] in colours else colours)
              if hand.get(c, 0) + hand.get(wild, 0) < r["length"] and (r["id"], c) not in payable]
    if not unpaid:
        return False
    route, colour = game.rng.choice(unpaid)
    move = {"action": "claim_route", "route": route, "color": colour, "locomotives": 0}
    return _refused(game, phone, {"kind": "move", "move": move}, f"a claim of {route} it cannot pay")


def undo_refused(game: SoakGame, seat: int) -> bool:
    """Undo from a seat whose move may not be taken back now (only the seat that moved may)."""
    other = anyone(game, but=seat) if seat == game.session.undo_actor() else seat
    if other is None:
        return False
    return _refused(game, game.phones[other], {"kind": "undo"}, "an Undo with nothing to take back",
                    "nothing to take back")


def burst(game: SoakGame, seat: int) -> bool:
    """After a quiet while, 5 to 25 messages at once (within the flood limit): each answered, nothing changed."""
    phone, before = game.phones[seat], game.now()
    game.clock.wait(QUIET)
    answers = phone.kinds().count("pong") + phone.kinds().count("refused")
    many = game.rng.randint(5, int(BURST) - 5)
    for _ in range(many):
        phone.send(game.rng.choice(({"kind": "ping"}, {"kind": "ping"}) + MALFORMED))
    game.until(lambda: phone.kinds().count("pong") + phone.kinds().count("refused") >= answers + many
               or phone.closed, f"answers to a burst of {many}")
    if phone.closed:
        raise Broken(f"a burst of {many} within the limit closed seat {seat}'s phone ({phone.close_code})")
    game.unchanged(before, "a burst of messages")
    game.check_messages()
    return True


def flood(game: SoakGame, seat: int) -> bool:
    """More messages at once than the limit lets through: the phone is let go (1008) and comes back."""
    phone, before, earlier = game.phones[seat], game.now(), game.phones[seat].kinds().count("pong")
    game.clock.wait(QUIET)
    for _ in range(game.rng.randint(int(BURST) + 1, 3 * int(BURST))):
        if not phone.send({"kind": "ping"}):
            break
    game.let_go(phone, (1008,), "a flood")
    answered = phone.kinds().count("pong") - earlier   # the flood's own (those the hub answered before the close)
    if answered > BURST:
        raise Broken(f"a flood got {answered} answers, more than the burst of {BURST:.0f}")
    return _back(game, seat, before, "a flood")


def oversize(game: SoakGame, seat: int) -> bool:
    """A frame over the size a phone may send: the phone is let go (1009) and comes back."""
    phone, before = game.phones[seat], game.now()
    game.clock.wait(game.rng.uniform(0.2, 2.0))
    phone.send(json.dumps({"kind": "ping", "pad": "x" * game.rng.randint(MOST_BYTES + 1, 16 * MOST_BYTES)}))
    game.let_go(phone, (1009,), "an oversize frame")
    return _back(game, seat, before, "an oversize frame")


def sleep(game: SoakGame, seat: int) -> bool:
    """The phone's socket dies without a word (the phone sleeps): it comes back at once, or at its turn."""
    phone, before = game.phones[seat], game.now()
    phone.kill()
    game.until(lambda: not game.hub.online(seat), f"seat {seat} offline")
    if not game.tv.on_phone(seat):
        raise Broken(f"seat {seat} was given to the TV when its phone slept")
    if game.rng.random() < 0.5:
        game.away.add(seat)   # the others play on; the game waits at its turn (SoakGame.turn)
        game.unchanged(before, "a phone going to sleep")
        return True
    return _back(game, seat, before, "a phone that slept")


def second_phone(game: SoakGame, seat: int) -> bool:
    """Another phone opens the seat's link: it holds the seat, the older one is let go (4000)."""
    old, before = game.phones[seat], game.now()
    game.join(seat)
    game.let_go(old, (4000,), "the older phone of a seat taken by another")
    game.unchanged(before, "a second phone taking the seat")
    return True


def freed(game: SoakGame, seat: int) -> bool:
    """The TV frees the seat: its phone is let go (4002), its old link opens nothing (4004), and the phone
    joins again by the new code on the TV's card."""
    old, code, before = game.phones[seat], game.code(seat), game.now()
    game.tv.free(seat)
    game.let_go(old, (4002,), "a freed seat's phone")
    if game.tv.status(seat) != "tv" or game.code(seat) == code:
        raise Broken(f"seat {seat}, freed, is {game.tv.status(seat)} with its old code")
    if game.rng.random() < 0.5:
        stranger = game.open(None, code)
        game.until(lambda: stranger.closed, "the old link refused")
        if stranger.kinds() != ["unknown"] or stranger.close_code != 4004:
            raise Broken(f"a freed seat's old link got {stranger.kinds()} and {stranger.close_code}")
    return _back(game, seat, before, "a freed seat", game.code(seat))


def wrong_code(game: SoakGame, seat: int) -> bool:
    """A socket with a code no seat has: told "unknown" and let go (4004); no seat changes hands."""
    before, online = game.now(), _awake(game)
    stranger = game.open(None, game.rng.choice(("wrong", "A" * 22, "-" * 64, game.code(seat)[::-1])))
    game.until(lambda: stranger.closed, "a wrong code refused")
    if stranger.kinds() != ["unknown"] or stranger.close_code != 4004 or _awake(game) != online:
        raise Broken(f"a wrong code got {stranger.kinds()} and {stranger.close_code}")
    game.unchanged(before, "a wrong code")
    return True


def _back(game: SoakGame, seat: int, before: tuple[Any, int], what: str, code: str | None = None) -> bool:
    """The game is as it was; the seat's phone comes back by its link (or this code) to its whole view."""
    game.unchanged(before, what)
    game.join(seat, code)
    return True


def take_back(game: SoakGame, seat: int) -> None:
    """The seat's phone, told its Undo is offered, takes its move back: every phone gets the position before."""
    phone, count = game.phones[seat], game.session.move_count
    game.until(phone.undo_told, f"seat {seat}'s phone told its Undo is offered")
    game.clock.wait(game.rng.uniform(0.2, 2.0))
    phone.send({"kind": "undo"})
    game.until(lambda: game.session.move_count < count, f"seat {seat}'s move taken back")
    del game.states[game.session.move_count + 1:]
    if game.session.state != game.states[-1]:
        raise Broken("the position put back by Undo is not the one before the move")
    game.settle()


# Each misdeed with how often it comes, against the others: a flood's socket takes the server's close
# timeout (2 s) to end, the server having stopped reading it, so floods come less often than the rest.
MISDEEDS: tuple[tuple[str, Callable[[SoakGame, int], bool], float], ...] = (
    ("malformed", malformed, 1.0), ("unknown kind", unknown_kind, 1.0), ("out of turn", out_of_turn, 1.0),
    ("unpaid claim", unpaid_claim, 1.0), ("undo refused", undo_refused, 1.0), ("burst", burst, 1.0),
    ("flood", flood, 0.3), ("oversize", oversize, 1.0), ("sleep", sleep, 1.0), ("second phone", second_phone, 1.0),
    ("freed", freed, 1.0), ("wrong code", wrong_code, 1.0))
