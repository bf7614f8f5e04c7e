"""A table without a TV, for working on the phone page: a game whose person seats play on phones.

    python tools/phone_table.py --game first_journey --people 2 --computers 1 --links /tmp/links.txt

Writes each person seat's link (seat, name and address, one line each, tab-separated) into the
--links file, readable by its owner only; the links hold the seats' codes, so they are never
printed. The game starts once every person seat has a phone (or at once with --start now); the
computers play with the table's pauses, and --autoplay N lets a computer make the people's moves
too until the game has N moves (a quick way to a game's middle or, with a large N, its scores).
After the game the table stays open a while (--linger) so the pages show the scores.
"""
from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.players import make_player  # noqa: E402
from game.config import GameConfig, Seat  # noqa: E402
from game.phone.phones import Phones  # noqa: E402
from game.rules import Refused  # noqa: E402
from game.table.session import TableSession  # noqa: E402

NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve")
IDLE = 0.25          # seconds between looks at the table when nothing wakes the loop


def table_config(game: str, people: int, computers: int, seed: int, undo: bool | None) -> GameConfig:
    """The game: the people first (named Ann, Bob...), then the computers, each in the next colour."""
    seats = tuple(Seat(NAMES[i], computer=i >= people, color=i) for i in range(people + computers))
    return GameConfig(game, seats, seed=seed, undo=undo)


def write_links(phones: Phones, config: GameConfig, path: Path) -> None:
    """Each person seat's link into `path`, which only its owner may read."""
    lines = []
    for seat, s in enumerate(config.seats):
        link = phones.link(seat)
        if link is not None:
            lines.append(f"{seat}\t{s.name}\t{link}\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.writelines(lines)


class PhoneTable:
    """The loop of a table with phones: pump the phones, play the computers, let the pauses pass."""

    def __init__(self, config: GameConfig, phones: Phones, session: TableSession, autoplay: int,
                 woke: threading.Event) -> None:
        self.config = config
        self.phones = phones
        self.session = session
        self.autoplay = autoplay
        self.stand_ins = {seat: make_player("medium", config.seed * 7919 + seat) for seat in session.people}
        self.woke = woke               # set by the phones' threads when something comes in
        self.last = time.monotonic()

    def wait(self, seconds: float) -> None:
        """Sleep until a phone wakes the loop or `seconds` pass; the table's clock moves on."""
        self.woke.wait(seconds)
        self.woke.clear()
        now = time.monotonic()
        self.session.tick(now - self.last)
        self.last = now

    def all_joined(self) -> bool:
        """True once every person seat has a phone connected."""
        return all(self.phones.hub.online(seat) for seat in self.session.people)

    def turn(self) -> None:
        """One look at the table: the phones' moves in, then a computer's (or a stand-in's) move if due."""
        self.phones.pump()
        session = self.session
        if session.over:
            return
        if session.computer_to_move():
            session.think()
            if session.due() == 0:
                session.step(wait=True)
            return
        if session.move_count < self.autoplay and session.clock >= session.ready_at:
            seat = session.state.current
            action = self.stand_ins[seat].choose(session.view(seat))
            if isinstance(session.submit(seat, action), Refused):
                raise RuntimeError("a stand-in's move was refused")

    def pause(self) -> float:
        """How long the loop may sleep before the table needs it again."""
        due = self.session.due()
        if due is None and self.session.move_count < self.autoplay and not self.session.over:
            due = max(0.0, self.session.ready_at - self.session.clock)
        return IDLE if due is None else min(IDLE, max(0.01, due))


def main(argv: list[str] | None = None) -> int:
    """Open the table, wait for the phones, play the game, linger, close."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="first_journey", help="board id: usa, amsterdam, first_journey...")
    parser.add_argument("--people", type=int, default=2, help="person seats, each on a phone")
    parser.add_argument("--computers", type=int, default=1)
    parser.add_argument("--port", type=int, default=8737)
    parser.add_argument("--host", default="0.0.0.0", help="where to listen (127.0.0.1: this machine only)")
    parser.add_argument("--address", default=None, help="the host the links name (default: this machine's)")
    parser.add_argument("--links", type=Path, required=True, help="file to write the seats' links into")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", type=float, default=1.0, help="the computers' pauses, times the table's")
    parser.add_argument("--undo", action="store_true", help="offer Undo in every game (First Journey has it anyway)")
    parser.add_argument("--start", choices=("phones", "now"), default="phones")
    parser.add_argument("--autoplay", type=int, default=0, metavar="N", help="stand-ins play the people's first N moves")
    parser.add_argument("--linger", type=float, default=60.0, help="seconds the table stays open after the game")
    args = parser.parse_args(argv)
    if args.people < 1 or args.people + args.computers > len(NAMES):
        parser.error(f"one to {len(NAMES)} seats, at least one of them a person")

    config = table_config(args.game, args.people, args.computers, args.seed, True if args.undo else None)
    session = TableSession(config, pace=args.pace)
    woke = threading.Event()
    address = args.address or (args.host if args.host != "0.0.0.0" else None)
    phones = Phones(wake=woke.set, port=args.port, host=args.host, address=address)
    table = PhoneTable(config, phones, session, args.autoplay, woke)
    names = [s.name for s in config.seats]
    if not phones.offer(names, list(range(len(names))), list(session.people)):
        print(f"The phones cannot connect: {phones.problem}.", file=sys.stderr)
        return 1
    write_links(phones, config, args.links)
    print(f"{config.game}: listening on port {phones.server.port}; the links are in {args.links}", flush=True)
    try:
        while args.start == "phones" and not table.all_joined():
            table.wait(IDLE)
            phones.pump()
        phones.attach(session)
        print("The game has started.", flush=True)
        while not session.over:
            table.turn()
            table.wait(table.pause())
        print("The game is over.", flush=True)
        end = time.monotonic() + args.linger
        while time.monotonic() < end:
            table.wait(IDLE)
            phones.pump()
    except KeyboardInterrupt:
        pass
    finally:
        phones.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
