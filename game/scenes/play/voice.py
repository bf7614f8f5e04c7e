"""What the play screen says aloud, for children who cannot read yet (the children's rules).

A person's turn starts with their train colour ("Red train, your turn!"), followed by what a
turn can be; with no touch for a while, the prompt comes again, twice at most, then waits for a
touch (game/audio/repeats.py). When the device is passed, the pass screen says the greeting as it
appears, and the turn is not greeted a second time after the tap. A completed ticket, a
Coast-to-Coast card, the Golden Ticket and the winner are each said as they happen, and the
swap question asks itself. The words are files made ahead of time (game/audio/prompts.py); the
app's Voice plays them, or stays silent when switched off or without a sound device.
"""
from __future__ import annotations

from typing import Any

from game.audio.prompts import ticket_key, turn_key, win_key
from game.audio.repeats import REPEAT, Repeats
from game.rules import Phase
from game.rules import events as ev
from game.view.palette import PLAYER_COLORS

HELP_AFTER = 1.8  # seconds after the turn prompt: what a turn can be

__all__ = ["HELP_AFTER", "REPEAT", "PlayVoice"]


class PlayVoice:
    """Mixin of PlayScene: the spoken prompts."""

    state: Any
    clock: float

    def speaks(self) -> bool:
        """True if this game speaks its prompts: the one for young children, whose board the prompts
        name (the player can switch the voice off in settings)."""
        return self.gentle() and getattr(getattr(self, "app", None), "voice", None) is not None

    def speak(self, key: str) -> None:
        """Say one prompt now (cutting off the one being said)."""
        if self.speaks():
            self.app.voice.say(key)

    def colour_name(self, seat: int) -> str:
        """The name of a seat's train colour, as the prompts say it."""
        return PLAYER_COLORS[self.seat_color(seat)][0]

    def _repeats(self) -> Repeats:
        """When the turn's prompt comes again (made on first use: the mixin has no __init__)."""
        repeats = self.__dict__.get("_voice_repeats")
        if repeats is None:
            repeats = self.__dict__["_voice_repeats"] = Repeats()
        return repeats

    def touched(self, acting: bool = True) -> None:
        """The player touched the screen: the repeat waits again, and may come twice more. A touch that acts
        before the turn was greeted counts as the greeting (the child is already playing: the answer to the
        tap is not cut off); one that only waves a celebration away does not."""
        self._repeats().touched(self.clock)
        s = self.state
        if acting and not s.over and not self.is_computer(s.current) and self.viewer == s.current and s.phase is Phase.TURN:
            if self.__dict__.get("_greeted") != (len(self.moves), s.current):
                self.__dict__["_greeted"] = (len(self.moves), s.current)
                self.__dict__["_helped"] = True

    def pass_greeting(self, seat: int) -> str | None:
        """What the pass screen to `seat` says as it appears ("Blue train, your turn!"), taken as the turn's
        greeting: after the tap it is not said again and what to do follows (None: nothing to say)."""
        s = self.state
        if not self.speaks() or s.over or self.is_computer(seat) or seat != s.current or s.phase is not Phase.TURN:
            return None
        turn = (len(self.moves), seat)
        self.__dict__.update(_greeted=turn, _helped=False, _passed=turn)
        return turn_key(self.colour_name(seat))

    def voice_step(self) -> None:
        """Greet a person's turn once, add what to do, and repeat (twice at most) after a long while without a touch."""
        if not self.speaks():
            return
        s = self.state
        seat = s.current
        mine = not s.over and not self.is_computer(seat) and self.viewer == seat and s.phase is Phase.TURN \
            and not self.paused
        if not mine:
            return
        turn = (len(self.moves), seat)
        repeats = self._repeats()
        passed = self.__dict__.pop("_passed", None)
        if self.__dict__.get("_greeted") != turn:
            self.__dict__["_greeted"] = turn
            self.__dict__["_helped"] = False
            repeats.start(self.clock)
            self.speak(turn_key(self.colour_name(seat)))
            return
        if passed == turn:   # greeted by the pass screen: the quiet while starts with the tap that showed the cards
            repeats.start(self.clock)
            return
        if not self.__dict__.get("_helped") and repeats.quiet(self.clock) >= HELP_AFTER:
            self.__dict__["_helped"] = True
            self.speak("turn_help")
        elif self.__dict__.get("_helped") and repeats.due(self.clock):
            repeats.said(self.clock)
            self.__dict__["_helped"] = False
            self.speak(turn_key(self.colour_name(seat)))

    def voice_wake(self) -> float | None:
        """Seconds until voice_step() has something to say on a person's turn (None: nothing due)."""
        turn = (len(self.moves), self.state.current)
        if not self.speaks() or self.__dict__.get("_greeted") != turn:
            return None
        if self.__dict__.get("_passed") == turn:
            return 0.0
        repeats = self._repeats()
        if not self.__dict__.get("_helped"):
            return max(0.0, HELP_AFTER - repeats.quiet(self.clock))
        return repeats.wait(self.clock)

    def voice_events(self, events: tuple[Any, ...]) -> None:
        """Say what a move did that a child should hear: the best news of it only."""
        if not self.speaks():
            return
        said = None
        for event in events:
            if isinstance(event, ev.GameOver):
                winners = event.score.winners
                if event.reason == "golden_ticket":
                    said = "golden_ticket"
                elif len(winners) == 1:
                    said = win_key(self.colour_name(winners[0]))
                else:
                    said = "shared_win"
                break
            if isinstance(event, ev.CoastToCoastTaken) and not self.is_computer(event.seat):
                said = "coast_to_coast"
            elif isinstance(event, ev.TicketCompleted) and not self.is_computer(event.seat) and said is None:
                said = "ticket_done"
        if said is not None:
            self.speak(said)

    def say_ticket(self, ticket_id: str) -> None:
        """A ticket's two places, aloud ("Dallas to Miami!")."""
        self.speak(ticket_key(ticket_id))
