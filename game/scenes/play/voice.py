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

from typing import Any, Callable

from game.audio.prompts import ticket_key, turn_key, win_key
from game.audio.repeats import REPEAT, Repeats
from game.rules import Phase
from game.rules import events as ev
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.view.palette import PLAYER_COLORS

HELP_AFTER = 1.8  # seconds after the turn prompt: what a turn can be

__all__ = ["HELP_AFTER", "REPEAT", "Voice"]


class Voice:
    """The spoken prompts of one game: greeting a turn once, help after a while, repeats, the news."""

    def __init__(self, seen: Seen, moment: Moment, voice: Callable[[], Any], clock: Callable[[], float],
                 moves: Callable[[], int]) -> None:
        self.seen = seen
        self.moment = moment
        self.voice = voice       # the app's Voice, or None (no sound, or no app yet)
        self.clock = clock       # the scene's clock (seconds, as its animations count them)
        self.moves = moves       # how many moves the game has made
        self.repeats = Repeats()
        self.greeted: tuple[int, int] | None = None   # (moves, seat) of the turn greeted last
        self.helped = False                           # what to do was said after the greeting
        self.passed: tuple[int, int] | None = None    # a turn the pass screen greeted

    def speaks(self) -> bool:
        """True if this game speaks its prompts: the one for young children, whose board the prompts
        name (the player can switch the voice off in settings)."""
        return self.seen.facts.gentle and self.voice() is not None

    def speak(self, key: str) -> None:
        """Say one prompt now (cutting off the one being said)."""
        if self.speaks():
            self.voice().say(key)

    def colour_name(self, seat: int) -> str:
        """The name of a seat's train colour, as the prompts say it."""
        return PLAYER_COLORS[self.seen.facts.seat_color(seat)][0]

    def _persons_turn(self, seat: int) -> bool:
        """True if `seat` is a person whose regular turn it is now (not over, not choosing tickets)."""
        seen = self.seen
        return (not seen.over and not seen.facts.is_computer(seat) and seat == seen.current
                and seen.view.phase is Phase.TURN)

    def touched(self, acting: bool = True) -> None:
        """The player touched the screen: the repeat waits again, and may come twice more. A touch that acts
        before the turn was greeted counts as the greeting (the child is already playing: the answer to the
        tap is not cut off); one that only waves a celebration away does not."""
        self.repeats.touched(self.clock())
        seat = self.seen.current
        if acting and self._persons_turn(seat) and self.seen.viewer == seat:
            turn = (self.moves(), seat)
            if self.greeted != turn:
                self.greeted, self.helped = turn, True

    def pass_greeting(self, seat: int) -> str | None:
        """What the pass screen to `seat` says as it appears ("Blue train, your turn!"), taken as the turn's
        greeting: after the tap it is not said again and what to do follows (None: nothing to say)."""
        if not self.speaks() or not self._persons_turn(seat):
            return None
        turn = (self.moves(), seat)
        self.greeted, self.helped, self.passed = turn, False, turn
        return turn_key(self.colour_name(seat))

    def step(self) -> None:
        """Greet a person's turn once, add what to do, and repeat (twice at most) after a long while without a touch."""
        if not self.speaks():
            return
        seat = self.seen.current
        if not (self._persons_turn(seat) and self.seen.viewer == seat and not self.moment.paused):
            return
        turn, now = (self.moves(), seat), self.clock()
        passed, self.passed = self.passed, None
        if self.greeted != turn:
            self.greeted, self.helped = turn, False
            self.repeats.start(now)
            self.speak(turn_key(self.colour_name(seat)))
            return
        if passed == turn:   # greeted by the pass screen: the quiet while starts with the tap that showed the cards
            self.repeats.start(now)
            return
        if not self.helped and self.repeats.quiet(now) >= HELP_AFTER:
            self.helped = True
            self.speak("turn_help")
        elif self.helped and self.repeats.due(now):
            self.repeats.said(now)
            self.helped = False
            self.speak(turn_key(self.colour_name(seat)))

    def wake(self) -> float | None:
        """Seconds until step() has something to say on a person's turn (None: nothing due)."""
        turn = (self.moves(), self.seen.current)
        if not self.speaks() or self.greeted != turn:
            return None
        if self.passed == turn:
            return 0.0
        if not self.helped:
            return max(0.0, HELP_AFTER - self.repeats.quiet(self.clock()))
        return self.repeats.wait(self.clock())

    def news(self, events: tuple[ev.Event, ...]) -> None:
        """Say what a move did that a child should hear: the best news of it only."""
        if not self.speaks():
            return
        said = None
        is_computer = self.seen.facts.is_computer
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
            if isinstance(event, ev.CoastToCoastTaken) and not is_computer(event.seat):
                said = "coast_to_coast"
            elif isinstance(event, ev.TicketCompleted) and not is_computer(event.seat) and said is None:
                said = "ticket_done"
        if said is not None:
            self.speak(said)

    def say_ticket(self, ticket_id: str) -> None:
        """A ticket's two places, aloud ("Dallas to Miami!")."""
        self.speak(ticket_key(ticket_id))
