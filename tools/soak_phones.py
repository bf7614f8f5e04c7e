"""Phone soak: whole games played from misbehaving phones against the real phone server, every message checked.

    python tools/soak_phones.py --games 1000 --seed 1 [--minutes M] [--first G]

Game G (counted from 0) is North America, Amsterdam or First Journey in turn, with 2 to the board's
most person seats, each on its own WebSocket client, and now and then a computer seat too. The
phones' server is the game's own (Phones: PhoneHub and PhoneServer on 127.0.0.1, port 0) with a
TableSession; this thread turns the table's loop as the play screen does. Each phone plays legal
moves chosen from its own view and, at seeded moments, misbehaves (see tools/soak_phone_misdeeds.py).
The server's clock is the soak's: it moves only as a person's pause between taps, so the flood
limit meets people's pace, and a flood is sent with the clock standing still.

Checked all the time: a refused or malformed message changes neither the state nor the move
count; no message any phone gets holds another seat's hand or tickets, the decks' order or the
random state (against the whole state it was made from); a phone that comes back gets the board,
then its seat's view now; each phone's last view is its seat's view_for of the final state;
every game ends; after each game the server is closed and no thread is left; no traceback in
any thread or in the server's log. One summary line at the end; on the first broken
invariant, the seed, game and move, and exit 1. Game G alone: --first G --games 1.
"""
from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import threading
import time
import traceback
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.board.catalog import MAPS, entry  # noqa: E402
from game.config import GameConfig, Seat  # noqa: E402
from game.phone import server as phone_server  # noqa: E402
from game.phone.phones import Phones  # noqa: E402
from game.rules import DrawFromDeck, GameState, view_for  # noqa: E402
from game.table.session import TableSession  # noqa: E402
from tools.soak_phone_misdeeds import MISDEEDS, anyone, take_back  # noqa: E402
from tools.soak_phone_net import WATCHDOG, Broken, Phone, choose, hand_of, leaks  # noqa: E402

BOARDS = ("usa", "amsterdam", "first_journey")
NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve")
MISBEHAVE = 0.12        # chance a person's turn begins with some phone misbehaving
TAKE_BACK = 0.3         # chance a person takes back a move that may be taken back
MOVES_AT_MOST = 3000    # a game longer than this does not end


class PersonClock:
    """The phone server's clock during the soak: it moves only when a phone pauses as a person would."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        """The seconds the server reads (its flood limit counts on them)."""
        return self.now

    def wait(self, seconds: float) -> None:
        """A person's pause before a tap."""
        self.now += seconds


class SoakGame:
    """One game at a table of phones: the table's loop, the phones' moves and misdeeds, and the checks."""

    def __init__(self, number: int, seed: int, clock: PersonClock, tally: Counter[str]) -> None:
        self.number, self.clock, self.tally = number, clock, tally
        self.rng = random.Random(f"{seed}:{number}")
        board = BOARDS[number % len(BOARDS)]
        lo, hi = entry(MAPS / f"{board}.tmx").players
        people = self.rng.randint(lo, hi)
        seats = [Seat(NAMES[i], color=i) for i in range(people)]
        if people < hi and self.rng.random() < 0.4:
            seats.insert(self.rng.randrange(people + 1), Seat("Computer", computer=True, color=people))
        undo = self.rng.choice((None, True))   # First Journey takes back by default; the others when asked
        game_seed = self.rng.randrange(10 ** 11, 10 ** 12)   # so long that its digits never appear by chance
        self.session = TableSession(GameConfig(board, tuple(seats), seed=game_seed, undo=undo), pace=0.0)
        self.woke = threading.Event()
        self.tv = Phones(self.woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
        self.hub = self.tv.hub
        names = [s.name for s in seats]
        if not self.tv.offer(names, [s.color for s in seats], self.session.people):
            raise Broken(f"the server did not start: {self.tv.problem}")
        self.url = f"ws://127.0.0.1:{self.tv.server.port}/socket"
        self.origin = f"http://127.0.0.1:{self.tv.server.port}"
        self.phones: dict[int, Phone] = {}      # seat -> the phone holding it now
        self.every: list[Phone] = []            # every client opened this game: each one's messages are checked
        self.states: list[GameState] = [self.session.state]   # the whole state after each move
        self.away: set[int] = set()             # seats whose phone sleeps until their turn
        self.applied = 0                        # moves applied, those taken back too
        self.board = board

    # --- the table's loop ---------------------------------------------------------------

    def until(self, done: Callable[[], bool], what: str) -> None:
        """Turn the loop (pump the phones' moves in) until `done()`; Broken if it hangs."""
        deadline = time.monotonic() + WATCHDOG
        self.hub.pump()
        while not done():
            if not self.woke.wait(max(0.0, deadline - time.monotonic())):
                raise Broken(f"waited {WATCHDOG:.0f} s for {what}")
            self.woke.clear()   # before the pump: a phone's nudge after it is not lost
            self.hub.pump()

    def now(self) -> tuple[GameState, int]:
        """The whole state and the move count."""
        return self.session.state, self.session.move_count

    def unchanged(self, before: tuple[GameState, int], what: str) -> None:
        """Broken if `what` changed the game (its state or its move count)."""
        self.hub.pump()
        state, count = self.now()
        if count != before[1] or (state is not before[0] and state != before[0]):
            raise Broken(f"{what} changed the game (moves {before[1]} -> {count})")

    def settle(self) -> None:
        """Wait until every phone holding its seat has the view of the game now, then check what came."""
        count = self.session.move_count
        self.until(lambda: all(p.number() == count for s, p in self.phones.items() if s not in self.away),
                   f"every phone's view after move {count}")
        self.check_messages()

    def check_messages(self) -> None:
        """Every message that came since the last look, checked against the state it was made from."""
        moves = self.session.moves
        for phone in self.every:
            for message, text in phone.unchecked():
                number = message.get("number") if message.get("kind") == "view" else None
                made = isinstance(number, int) and 0 <= number < len(self.states)
                state = self.states[number] if made else self.states[-1]
                blind = self._drawn_blind(number, phone.seat, moves)
                found = leaks(message, text, state, phone.seat, blind)
                if found:
                    raise Broken(f"a {message.get('kind')} to seat {phone.seat} holds {found}")

    def _drawn_blind(self, number: Any, seat: int | None, moves: list[Any]) -> set[str]:
        """The cards another seat drew from the deck in move `number` (never to be named to `seat`)."""
        if not isinstance(number, int) or not 0 < number < len(self.states) or number > len(moves):
            return set()
        before, after = self.states[number - 1], self.states[number]
        if before.current == seat or not isinstance(moves[number - 1], DrawFromDeck):
            return set()
        mover = before.current
        return {c for c, n, m in zip(before.table.card_types, before.players[mover].hand, after.players[mover].hand)
                if m > n}

    def moved(self) -> None:
        """After an applied move: keep the whole state, and every phone gets its view."""
        if self.session.move_count != len(self.states):
            raise Broken("a move was counted twice or not at all")
        self.states.append(self.session.state)
        self.applied += 1
        self.tally["moves"] += 1
        self.settle()

    # --- phones -------------------------------------------------------------------------

    def code(self, seat: int) -> str:
        """The seat's link code, read from its link as the TV's join card shows it."""
        link = self.tv.link(seat)
        if link is None:
            raise Broken(f"seat {seat} has no link on the join card")
        return link.rsplit("/", 1)[1]

    def open(self, seat: int | None, code: str) -> Phone:
        """A new client on the server's own page, having said hello with this code."""
        phone = Phone(self.url, self.origin, seat, self.woke.set)
        self.every.append(phone)
        phone.send({"kind": "hello", "token": code})
        return phone

    def join(self, seat: int, code: str | None = None) -> Phone:
        """The seat's phone (a new client) comes in by its link: the board first, then its whole view now."""
        phone = self.open(seat, code or self.code(seat))
        self.phones[seat] = phone
        self.away.discard(seat)
        self.tally["reconnects"] += 1
        count = self.session.move_count
        self.until(lambda: phone.number() == count or phone.closed, f"seat {seat}'s view after joining")
        kinds = [m.get("kind") for m, _ in phone.messages]
        if phone.closed or kinds[:2] != ["board", "view"] or phone.messages[0][0].get("seat") != seat:
            raise Broken(f"seat {seat}'s phone came in and got {kinds[:3]} (closed {phone.close_code})")
        self.same_as_state(seat, phone.view, "after joining")
        self.check_messages()
        return phone

    def let_go(self, phone: Phone, codes: tuple[int, ...], what: str) -> None:
        """Wait until the server has closed this phone with one of these codes and its seat is offline."""
        seat = phone.seat
        self.until(lambda: phone.closed and (self.phones.get(seat) is not phone or not self.hub.online(seat)), what)
        if phone.close_code not in codes:
            raise Broken(f"{what}: closed with {phone.close_code} {phone.close_reason!r}, not {codes}")

    def same_as_state(self, seat: int, view: dict[str, Any], when: str) -> None:
        """The phone's view is its seat's view of the game now, in hand, tickets and offer."""
        mine = view_for(self.session.state, seat)
        tickets = list(mine.tickets) + list(mine.players[seat].completed)
        if view.get("hand") != hand_of(mine.table.card_types, mine.hand) \
                or [t["id"] for t in view.get("tickets", ())] != tickets \
                or [t["id"] for t in view.get("offer", ())] != list(mine.offer):
            raise Broken(f"seat {seat}'s phone's view {when} is not its seat's view of the game")

    # --- a game -------------------------------------------------------------------------

    def play(self) -> None:
        """Every person seat joins, the game is played to its end, and the last views are checked."""
        for seat in self.session.people:
            phone = self.open(seat, self.code(seat))
            self.phones[seat] = phone
        self.until(lambda: all(p.kinds().count("waiting") == 1 for p in self.phones.values()), "every phone waiting")
        self.tv.attach(self.session)
        self.settle()
        while not self.session.over:
            if self.applied >= MOVES_AT_MOST:
                raise Broken(f"the game did not end within {MOVES_AT_MOST} moves (those taken back counted)")
            self.turn()
        for seat in sorted(self.away):
            self.join(seat)
        state = self.session.state
        for seat, phone in self.phones.items():
            view = phone.view
            if view.get("phase") != "over" or view.get("result") != _plain(state.result.to_data()):
                raise Broken(f"seat {seat}'s phone does not show the game's end with its scores")
            self.same_as_state(seat, view, "at the end")
        self.tally[f"games {self.board}"] += 1

    def turn(self) -> None:
        """One move: the computer's, or the seat to move's from its phone, perhaps after a misdeed."""
        if self.rng.random() < MISBEHAVE:
            name, misdeed, _ = self.rng.choices(MISDEEDS, [weight for _, _, weight in MISDEEDS])[0]
            seat = anyone(self)
            if seat is not None and misdeed(self, seat):
                self.tally[name] += 1
        if self.session.over:
            return
        if self.session.computer_to_move():
            if self.session.step(wait=True) is None:
                raise Broken("the computer's move was not applied")
            self.tally["computer moves"] += 1
            self.moved()
            return
        seat = self.session.state.current
        if seat in self.away:   # the game waits for it; then it wakes
            self.unchanged(self.now(), "a turn whose phone sleeps")
            self.join(seat)
            self.tally["woke at its turn"] += 1
        self.person(seat)

    def person(self, seat: int) -> None:
        """The seat's phone plays a legal move from its own view; sometimes it then takes it back."""
        phone = self.phones[seat]
        view = phone.view
        if not view.get("to_move"):
            raise Broken(f"seat {seat} is to move but its phone was not told")
        move = choose(view, self.rng)
        self.clock.wait(self.rng.uniform(0.2, 2.0))
        count, refusals = self.session.move_count, phone.kinds().count("refused")
        phone.send({"kind": "move", "move": move})
        self.until(lambda: self.session.move_count > count or phone.kinds().count("refused") > refusals
                   or phone.closed, f"seat {seat}'s move {move}")
        if self.session.move_count == count:
            raise Broken(f"seat {seat}'s legal move {move} was not applied: {phone.last('refused')}")
        self.moved()
        if self.session.undo_actor() == seat and self.session.undo_offered(seat) and self.rng.random() < TAKE_BACK:
            take_back(self, seat)
            self.tally["moves taken back"] += 1

    def close(self) -> None:
        """The TV lets the phones go (the game has ended), the server stops, and every client ends; each phone
        still holding its seat was told the game has ended (4005: its page does not try again)."""
        self.check_messages()
        self.tv.close()
        for phone in self.every:
            phone.wait_closed()
            if not phone.closed:
                raise Broken(f"seat {phone.seat}'s client did not end")
            if phone in self.phones.values() and phone.seat not in self.away and phone.close_code != 4005:
                raise Broken(f"seat {phone.seat}'s phone was let go at the end with {phone.close_code} "
                             f"{phone.close_reason!r}, not told the game has ended")


def _plain(data: Any) -> Any:
    """Data as it comes back from JSON (tuples as lists)."""
    return json.loads(json.dumps(data))


class Tracebacks(logging.Handler):
    """Keeps every error the phones' server logs (its log goes nowhere else), every thread's exception and
    anything written to stderr while the soak runs (the game writes there only when something failed)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[str] = []
        self.stderr = sys.stderr
        threading.excepthook = lambda args: self.seen.append(
            "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)))
        for name in ("family-trains.phones", "websockets"):
            logging.getLogger(name).addHandler(self)
        sys.stderr = self   # type: ignore[assignment]

    def emit(self, record: logging.LogRecord) -> None:
        """An error logged by the server or the socket library."""
        self.seen.append(f"{record.name}: {self.format(record)}")

    def write(self, text: str) -> int:
        """Something written to stderr: kept, and written on."""
        if text.strip():
            self.seen.append(text)
        return self.stderr.write(text)

    def flush(self) -> None:
        """Flush the real stderr."""
        self.stderr.flush()

    def stop(self) -> None:
        """Give stderr back."""
        sys.stderr = self.stderr


def threads_left(start: set[threading.Thread]) -> list[str]:
    """The threads begun since `start` that do not end within the watchdog (the computers' one worker
    thread lives for the whole run by design)."""
    left = []
    for thread in threading.enumerate():
        if thread in start or thread.name.startswith("computer-player"):
            continue
        thread.join(WATCHDOG)
        if thread.is_alive():
            left.append(thread.name)
    return left


def soak(args: argparse.Namespace, clock: PersonClock, tally: Counter[str], errors: Tracebacks) -> str | None:
    """Play the games; None if every invariant held, else the first broken one in words with where."""
    start, begun = set(threading.enumerate()), time.perf_counter()
    for number in range(args.first, args.first + args.games):
        if args.minutes is not None and time.perf_counter() - begun > args.minutes * 60:
            break
        game = None
        try:
            game = SoakGame(number, args.seed, clock, tally)
            game.play()
            game.close()
        except Broken as broken:
            seen = f"; first error seen: {errors.seen[0]}" if errors.seen else ""
            return f"game {number}, move {game.session.move_count if game else 0}: {broken}{seen}"
        except Exception:
            return f"game {number}, move {game.session.move_count if game else 0}: {traceback.format_exc()}"
        finally:
            if game is not None:
                game.tv.close()   # (again: closing twice does nothing)
        left = threads_left(start)
        if left or errors.seen:
            return f"game {number}, after it: " + (f"threads left behind: {left}" if left
                                                   else f"a traceback or error: {errors.seen[0]}")
        tally["games"] += 1
    return None


def main(argv: list[str]) -> int:
    """Play the games and print the summary; 0 if every invariant held, 1 with the first broken one."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, metavar="G", help="the first game's number")
    parser.add_argument("--minutes", type=float, default=None, help="start no game after this long")
    args = parser.parse_args(argv)
    tally: Counter[str] = Counter()
    errors = Tracebacks()
    clock = PersonClock()
    real, phone_server.time = phone_server.time, SimpleNamespace(monotonic=clock.monotonic)
    begun = time.perf_counter()
    try:
        broken = soak(args, clock, tally, errors)
    finally:
        phone_server.time = real
        errors.stop()
    if broken is not None:
        print(f"BROKEN (seed {args.seed}, {broken})", file=sys.stderr)
        return 1
    boards = {k[6:]: n for k, n in sorted(tally.items()) if k.startswith("games ")}
    misdeeds = {name: tally[name] for name, _, _ in MISDEEDS if tally[name]}
    games = f"{tally['games']} game{'' if tally['games'] == 1 else 's'}"
    print(f"{games} {boards}, seed {args.seed}, {tally['moves']} moves ({tally['computer moves']} by computers, "
          f"{tally['moves taken back']} taken back), misbehaviours {sum(misdeeds.values())} {misdeeds}, "
          f"reconnects {tally['reconnects']} ({tally['woke at its turn']} at their turn), "
          f"{time.perf_counter() - begun:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
