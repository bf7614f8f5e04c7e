"""The play screen's phone seats: which seats play on phones, and when the table's phones join the game.

A new game takes the codes just offered for its seats on the new-game screen (new ones if the last game
used them); a saved game offers its own codes again, once its first frame has shown (importing the
phones' server costs 20-30 ms), its phone seats waiting as away meanwhile, never played here; seats
offered from the pause menu once the game has begun are taken on the next loop turn. The App hands the
phones' moves to the table itself, each loop turn (game/app.py). The page of the game's house rules, once
the House rules card has offered it, goes when the game is left.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.config import GameConfig
from game.scenes.play.seen import Facts
from game.table.session import TableSession

if TYPE_CHECKING:   # the phones' server is imported only by a game that uses phones
    from game.phone.phones import Phones


class PhoneSeats:
    """The table's phones for one game on the play screen, and each person seat's mark as last drawn."""

    def __init__(self, table: TableSession, facts: Facts, config: GameConfig) -> None:
        self.table = table
        self.facts = facts
        self.config = config
        self.phones: Phones | None = None   # the table's phones, once this game uses any
        self.later = False                  # a saved game's phones wait for the first frame
        self._marks: tuple[str, ...] = ()   # where each person seat plays, as last drawn
        self.card_due = False   # the last game's phones were let go with new codes made: show them (Play again)
        self.app: Any = None    # the app, whose phones may serve this game's house rules by the time it is left

    def enter(self, app: Any) -> None:
        """The game opens: take the phones offered for it, or wait for the first frame (a saved game's)."""
        self.app = app
        if self.table.phones:
            joined = {seat for seat, _, on_phone in self.table.phones if on_phone}
            self.facts.phone = lambda seat: "offline" if seat in joined else "tv"   # never on this screen meanwhile
            self.later = True
        else:
            self.phones = self._join(app)

    def update(self, app: Any) -> bool:
        """Once a loop turn: join the phones when due; True if a seat's mark changed (the screen draws again)."""
        if self.later:
            if getattr(app, "frames", 1):
                self.later = False
                self.phones = self._join(app)
        elif self.phones is None and getattr(app, "phones_made", None) is not None:
            self.phones = self._join(app)
        if self.phones is None and not self.table.phones:
            return False
        marks = tuple(self.facts.phone(seat) for seat in self.facts.people)
        changed, self._marks = marks != self._marks, marks
        return changed

    def leave(self) -> None:
        """The game is left: no more moves from phones reach it, and its house rules are no longer served."""
        if self.phones is not None:
            self.phones.detach()
        made = getattr(self.app, "phones_made", None)
        if made is not None:
            made.withdraw_rules()

    def _join(self, app: Any) -> Phones | None:
        """The table's phones, if this game uses any, attached to it."""
        table, config, people = self.table, self.config, self.facts.people
        names, colors = [s.name for s in config.seats], [s.color for s in config.seats]
        made = getattr(app, "phones_made", None)
        if table.phones:
            phones = app.phones
            tokens = {seat: code for seat, code, _ in table.phones}
            if made is None or made.hub.tokens() != tokens:
                phones.offer(names, colors, people, tokens, [seat for seat, _, joined in table.phones if joined])
        elif made is not None and made.hub.offered_for(names, people):
            phones = made
            if phones.hub.used:   # the codes of the last game: this one gets new ones, shown at once if phones played
                self.card_due = bool(phones.hub.phone_seats())
                phones.offer(names, colors, people)
        else:
            return None
        phones.attach(table)
        self.facts.phone = phones.status
        return phones
