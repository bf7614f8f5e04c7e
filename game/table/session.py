"""One game at a table, without a screen: the state, the moves, the computers and their thinking, undo.

Actions come in from any seat (`submit(seat, action)`) and are answered `Applied` or `Refused`,
as the rules answer them. Each applied action is published to the listeners (the shared screen,
later a phone), each given the events as its seat may see them (`seen_by`) and its seat's
`view_for`, never the whole state. Computer seats choose on a worker thread (game/ai/thinker.py);
the session leaves a pause a child can follow between their moves, counted on its own clock,
which the screen advances (`tick`). The position goes to the saver it is given after every move,
and a finished game to the history (game/table/keeping.py). Nothing here imports pygame.
"""
from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, Sequence

from game.ai.players import make_player
from game.ai.thinker import Thinker
from game.board.loader import load_board
from game.config import GameConfig
from game.rules import Action, Applied, GameState, PlayerView, Refused, apply, new_game, seen_by, view_for
from game.rules.events import Event
from game.rules.words import seat_name
from game.saves.record import SavedGame
from game.table import keeping
from game.table.keeping import Computer, Saver
from game.table.record import MoveRecord, record_of
from game.table.undo import UndoPoint, reveals_nothing
from game.value import Value

ACTION_GAP = 1.0     # seconds from one computer action to the next (a child can follow), times the pace
END_PAUSE = 2.4      # the last move stays this long before the scores
UNDO_GRACE = 3.0     # seconds more the next computer waits after a move that can be taken back
FIRST_PAUSE = 0.6    # the board shows this long before a computer starts


class Published(Value):
    """One applied action as one listener's seat may see it."""

    __slots__ = ("number", "actor", "events", "view")
    number: int                  # how many actions the game has, this one included
    actor: int                   # the seat that acted
    events: tuple[Event, ...]    # seen_by(event, seat) of each event, in order
    view: PlayerView             # view_for(the state after it, seat)

    def __init__(self, number: int, actor: int, events: tuple[Event, ...], view: PlayerView) -> None:
        self._set(number=number, actor=actor, events=events, view=view)


class Listener(Protocol):
    """A screen (or any watcher) of the game: told each applied move and each move taken back."""

    @property
    def seat(self) -> int | None:
        """The seat whose secrets the listener may see, read at each publication (a shared screen's changes
        as the device is passed); None: no secrets."""

    def applied(self, move: Published) -> None:
        """An action was applied; `move` holds what this listener's seat may see of it."""

    def restored(self, view: PlayerView) -> None:
        """Moves were taken back (undo); `view` is the position now, as this listener's seat may see it."""


class TableSession:
    """One game from the deal to the end, with its seats' input coming in from any screen."""

    def __init__(self, config: GameConfig, state: GameState | None = None, moves: Sequence[Action] = (),
                 game_id: str = "", pace: float = 1.0, saver: Saver | None = None, history: Path | None = None,
                 memories: Sequence[Any] = (), computers: Mapping[int, Computer] | None = None) -> None:
        self.config = config
        self.pace = pace
        self.board = state.board if state is not None else load_board(config.map_path)
        names = [s.name for s in config.seats]
        self._state = state if state is not None else new_game(
            self.board, names, seed=config.seed, house_rules=config.house_rules, first=config.first)
        # The seeds are the table's since the first release: saves and tests replay games with them.
        # A caller with its own players (the simulator seeds its own) gives them instead.
        self.computers: dict[int, Computer] = dict(computers) if computers is not None else {
            i: make_player(s.level, config.seed * 1009 + i + 1) for i, s in enumerate(config.seats) if s.computer}
        for seat, memory in enumerate(memories):
            if seat in self.computers and memory is not None:
                self.computers[seat].recall(memory)
        self.thinker = Thinker()   # computers choose on a worker thread; a screen's frames go on meanwhile
        self._moves: list[Action] = list(moves)   # every accepted action since the deal (a save replays them)
        self._record = record_of(config, self.board, self._moves)   # the moves as everyone saw them
        # Actions not yet in the record: filtered for a shared screen only once the record is read, so a game
        # played headless (the simulator: nobody reads it) does not pay for it. The session holds every
        # secret anyway; the record it hands out holds none.
        self._unrecorded: list[tuple[int, int, tuple[Event, ...]]] = []
        self.game_id = game_id or uuid.uuid4().hex[:12]
        self.people = tuple(i for i, s in enumerate(config.seats) if not s.computer)
        self.shown: int | None = self.people[0] if len(self.people) == 1 else None
        self.saver = saver
        self.history = history
        self.clock = 0.0
        self.ready_at = FIRST_PAUSE * pace   # let the board show before a computer starts
        self.showing: Callable[[], bool] | None = None
        self.unsaved = False   # a move applied while the screen showed it, not yet given to the saver
        # The seats offered to phones: (seat, link code, a phone has joined it), kept with the game so that
        # its links open the same seats after a restart (game/phone/hub.py keeps it up to date).
        self.phones: tuple[tuple[int, str, bool], ...] = ()
        self._listeners: list[Listener] = []
        self._undo: UndoPoint | None = None
        self._finished = False

    @classmethod
    def from_saved(cls, saved: SavedGame, pace: float = 1.0, saver: Saver | None = None,
                   history: Path | None = None) -> TableSession:
        """The session of a saved game, going on exactly where it stood, the computers remembering.

        With more than one person at the table the shared screen shows nobody's hand: after a restart
        nobody knows whose hands hold the device. A table playing together shows the player to move.
        """
        session = cls(saved.config, saved.state, saved.moves, saved.game_id, pace, saver, history, saved.memories)
        session.phones = saved.phones
        if session.config.together:
            session.shown = session.state.current
        elif len(session.people) > 1:
            session.shown = None
        return session

    # --- what the session knows ---------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The whole game (for the session, headless runs and tests; screens read views)."""
        return self._state

    @property
    def record(self) -> MoveRecord:
        """The last moves as a shared screen shows them (for the replay and each row's last move)."""
        for number, seat, events in self._unrecorded:
            self._record.add(number, seat, events)
        self._unrecorded.clear()
        return self._record

    @property
    def moves(self) -> list[Action]:
        """Every accepted action since the deal, in order."""
        return list(self._moves)

    @property
    def move_count(self) -> int:
        """How many actions the game has had (the moves' number, without copying them)."""
        return len(self._moves)

    def put(self, state: GameState) -> None:
        """Set the game at this position (a position set up by hand, as tests do): no move is recorded, the
        way back is closed, and listeners are told as after a move taken back."""
        self._state = state
        self._undo = None
        for listener in tuple(self._listeners):
            listener.restored(view_for(state, listener.seat))

    def final(self) -> GameState:
        """The finished game, whole: at the end every secret is shown to all (D7); ValueError before it."""
        if not self._state.over:
            raise ValueError("the game is not over")
        return self._state

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self._state.over

    def is_computer(self, seat: int) -> bool:
        """True if the computer plays this seat."""
        return seat in self.computers

    def view(self, seat: int | None) -> PlayerView:
        """The game as this seat may see it (None: a shared screen, no secrets)."""
        return view_for(self._state, seat)

    # --- listeners and input ------------------------------------------------------------

    def join(self, listener: Listener) -> None:
        """Tell this listener every move from now on."""
        self._listeners.append(listener)

    def part(self, listener: Listener) -> None:
        """Tell this listener nothing more (nothing happens if it was not listening)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def submit(self, seat: int, action: Action) -> Applied | Refused:
        """Apply a seat's action and publish it, or say why not (nothing changes then)."""
        before = self._state
        if seat != before.current and not before.over:
            return Refused(f"it is {seat_name(before.players[before.current].name, before.current)}'s turn")
        result = apply(before, action)
        if isinstance(result, Refused):
            return result
        point = UndoPoint(self.snapshot(), seat) if self.may_undo() else None   # the position before, whole
        self._state = after = result.state
        self._moves.append(action)
        number = len(self._moves)
        self._unrecorded.append((number, seat, result.events))
        for listener in tuple(self._listeners):   # a listener may part while it is told
            shown = listener.seat   # read now: a shared screen's seat changes as the device is passed
            listener.applied(Published(number, seat, tuple(seen_by(e, shown) for e in result.events),
                                       view_for(after, shown)))
        if seat in self.computers or after.current != seat:
            self.ready_at = self.clock + ACTION_GAP * self.pace   # a pause a child can follow
        if after.over:
            self.ready_at = self.clock + END_PAUSE * self.pace
        self._keep_undo(point)
        if self.showing is not None and self.showing():
            self.unsaved = True   # written once the screen has shown it: the document costs frames meanwhile
        else:
            self.save()
        return result

    # --- computers ----------------------------------------------------------------------

    def tick(self, dt: float) -> None:
        """Let `dt` seconds pass on the session's clock (the pauses between computer moves count on it)."""
        self.clock += dt

    def computer_to_move(self) -> bool:
        """True if the game goes on and a computer is to move."""
        return not self._state.over and self._state.current in self.computers

    def think(self) -> None:
        """Start the computer to move choosing, unless it already is for this very position."""
        state = self._state
        if self.computer_to_move() and not self.thinker.about(state):
            self.thinker.start(state, self.computers[state.current], view_for(state, state.current))

    def due(self) -> float | None:
        """Seconds until step() may act (0: now; its choice may still be coming); None if no computer is to move."""
        if not self.computer_to_move():
            return None
        return max(0.0, self.ready_at - self.clock)

    def step(self, wait: bool = False) -> Applied | None:
        """Play the computer to move once its pause is over and its choice made (wait: block for the choice)."""
        if not self.computer_to_move() or self.clock < self.ready_at:
            return None
        self.think()
        state = self._state
        action = self.thinker.take(state, wait=wait)
        if action is None:
            return None
        result = self.submit(state.current, action)
        return result if isinstance(result, Applied) else None

    def play_out(self, limit: int = 20_000) -> None:
        """Play a game of computers only to its end at once, then finish it; ValueError if a person sits here.

        The players choose on this thread, not the worker's: no frame waits here, and a player that fails
        raises to the caller (the simulator counts it) instead of being replaced by a random move.
        """
        if len(self.computers) != len(self._state.players):
            raise ValueError("only a game of computers can be played out")
        played = 0
        while not self._state.over:
            if played >= limit:
                raise RuntimeError(f"the game did not end within {limit} actions")
            seat = self._state.current
            action = self.computers[seat].choose(view_for(self._state, seat))
            result = self.submit(seat, action)
            if isinstance(result, Refused):
                raise RuntimeError(f"a legal action was refused: {action!r}: {result.reason}")
            played += 1
        self.finish()

    # --- taking a move back -------------------------------------------------------------

    def may_undo(self) -> bool:
        """True if the player to move is a person whose moves may be taken back at this table."""
        return self._state.current not in self.computers and self.config.undo_on   # the cheap question first

    def _keep_undo(self, point: UndoPoint | None) -> None:
        """After an applied action: keep the way back if it showed nothing hidden, and give the next
        computer time to let it be used; an older way back is gone (someone has moved since)."""
        self._undo = None
        if point is None or not reveals_nothing(point.saved.state, self._state, point.actor):
            return
        self._undo = point
        if self.computer_to_move():
            self.ready_at += UNDO_GRACE * self.pace

    def close_undo(self) -> None:
        """The way back closes: the player to move has gone on (the screen holds a draw of theirs that
        Undo takes back first; an older move stays made)."""
        self._undo = None

    def undo_offered(self, viewer: int | None) -> bool:
        """True if a move may be taken back on a screen showing `viewer`'s hand: the mover's or nobody's
        yet (the next person has not taken the device), or any when every hand is shown anyway."""
        point = self._undo
        return point is not None and not self._state.over and (
            viewer in (None, point.actor) or self.config.together)

    def undo_actor(self) -> int | None:
        """The seat whose move would be taken back, or None if none may be."""
        return self._undo.actor if self._undo is not None else None

    def undo(self) -> int | None:
        """Put back the position before the last move that may be taken back, whole; the seat that made
        it, or None if there is nothing to take back."""
        point = self._undo
        if point is None or self._state.over:
            return None
        self._undo = None
        saved = point.saved
        self._state = saved.state
        del self._moves[len(saved.moves):]
        self.record.forget_after(len(self._moves))
        for seat, memory in enumerate(saved.memories):
            if seat in self.computers and memory is not None:
                # A new player: one still thinking about the undone position changes only the old one.
                # Its seed does not matter: recall() sets all a player remembers (as a loaded save does).
                player = make_player(self.config.seats[seat].level, 0)
                player.recall(memory)
                self.computers[seat] = player
        self.thinker = Thinker()   # an answer for the undone position is never taken
        self.shown = point.actor   # the mover's own position is back on the shared screen
        self.ready_at = self.clock
        self.save()
        for listener in tuple(self._listeners):
            listener.restored(view_for(self._state, listener.seat))
        return point.actor

    # --- keeping the game ---------------------------------------------------------------

    def snapshot(self) -> SavedGame:
        """The game as it stands now, for a save."""
        return keeping.snapshot(self.config, self._state, self._moves, self.computers, self.shown, self.game_id,
                                self.phones)

    def save(self, first: bool = False) -> None:
        """Give the position to the saver (it writes on its own thread); `first` once as the game opens."""
        self.unsaved = False
        if self.saver is not None:
            self.saver.save(self.snapshot(), self.config.map_path, first)

    def flush(self) -> None:
        """Wait for the saver to have written what it was given (the game is being left)."""
        if self.saver is not None:
            self.saver.flush()

    def saving_problem(self) -> str | None:
        """Why the game cannot be saved now, in words; None if it can (or nothing saves it)."""
        return self.saver.problem if self.saver is not None else None

    def finish(self) -> None:
        """Once the game is over, give it to the history (once per game; a demo's is not kept)."""
        if self._finished or not self._state.over:
            return
        self._finished = True
        if self.history is not None:
            keeping.record_history(self.history, self._state, self.config, self.game_id, self.saver)
