"""While you were away: the moves a person missed, kept and replayed briefly when their turn starts.

The scene keeps every accepted action as the acting seat and its events as a shared screen
shows them (`seen_by(event, None)`: a card from the deck stays face down, drawn tickets are a
count). A `MoveRecord` asks nothing of the screen, so a view of one seat (a phone) could ask it
the same: `since(seat)` gives what the others did since that seat's own last move, a seat's
actions of one turn together. When a person takes the device at the pass screen (or, alone
with two or more computers, when their turn comes back), those moves are replayed on the board,
a seat at a time: the claimed route pulses in its owner's colour,
cards fly from the face-up row (or, face down, from the deck) to the owner's row, drawn tickets
and passes show as small pictures there. A tap, Enter or Back skips it. Each player row also
shows its seat's last move as a small picture (`move_picture`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.config import GameConfig
from game.rules import Action, Phase, Refused, apply, new_game, seen_by
from game.rules import events as ev
from game.rules.board import Board
from game.view.anim import Burst, Fly, Glow, Tween
from game.view.away_anim import Caption, Pulse, Tag
from game.view.hud_icons import eye
from game.view.move_pictures import LastMove, picture
from game.view.palette import PLAYER_COLORS
from game.view.pointer import Back, Confirm, Intent, Tap

KEEP = 240        # actions kept: many rounds of five players, each turn taking up to three
STEP = 0.75       # seconds a seat's move takes in the replay
LONGEST = 6.0     # the whole replay at most (more moves: each a little quicker)
CAPTION = "Since your last turn - tap to skip"
SHOWN = (ev.RouteClaimed, ev.CardDrawn, ev.TicketsDrawn, ev.TicketsKept, ev.TicketsDiscarded, ev.TurnPassed)


@dataclass(frozen=True)
class Move:
    """A seat's action (or its actions of one turn) with the events everyone saw."""

    seat: int
    events: tuple[ev.Event, ...]
    number: int   # how many actions the game had once it was made (taking a move back forgets from there)


class MoveRecord:
    """The last moves of a game as a shared screen shows them, for whoever was not looking."""

    def __init__(self, keep: int = KEEP) -> None:
        self.keep = keep
        self._moves: list[Move] = []

    def add(self, number: int, seat: int, events: tuple[Any, ...]) -> None:
        """Keep an accepted action: the seat that made it and its public events (nothing hidden is kept)."""
        self._moves.append(Move(seat, tuple(seen_by(e, None) for e in events), number))
        del self._moves[:-self.keep]

    def forget_after(self, number: int) -> None:
        """Forget the actions after the game's `number`th (they were taken back)."""
        self._moves = [m for m in self._moves if m.number <= number]

    def since(self, seat: int) -> tuple[Move, ...]:
        """The others' moves since this seat's own last one, oldest first, each turn as one move;
        nothing if the seat has not moved yet (its first turn) or nobody has since."""
        own = [i for i, m in enumerate(self._moves) if m.seat == seat]
        return _grouped(self._moves[own[-1] + 1:]) if own else ()

    def last(self, seat: int) -> Move | None:
        """The seat's last move (its actions of that turn together), or None before it has moved."""
        own = [i for i, m in enumerate(self._moves) if m.seat == seat]
        if not own:
            return None
        start = own[-1]
        while start > 0 and self._moves[start - 1].seat == seat:
            start -= 1
        return _grouped(self._moves[start:own[-1] + 1])[0]


def _grouped(moves: list[Move]) -> tuple[Move, ...]:
    """Consecutive actions of one seat as one move."""
    out: list[Move] = []
    for move in moves:
        if out and out[-1].seat == move.seat:
            out[-1] = Move(move.seat, out[-1].events + move.events, move.number)
        else:
            out.append(move)
    return tuple(out)


def record_of(config: GameConfig, board: Board, moves: tuple[Action, ...] | list[Action]) -> MoveRecord:
    """The record of a game going on from a save: its moves played again from the deal (a few ms)."""
    record = MoveRecord()
    if not moves:
        return record
    state = new_game(board, [s.name for s in config.seats], seed=config.seed, house_rules=config.house_rules,
                     first=config.first)
    for number, action in enumerate(moves, 1):
        actor = state.current
        result = apply(state, action)
        if isinstance(result, Refused):
            return MoveRecord()   # the save was checked when it was read: this does not happen
        record.add(number, actor, result.events)
        state = result.state
    return record


def move_picture(move: Move | None, board: Board) -> LastMove | None:
    """A move as the small picture of a player row shows it: a claim before tickets before cards."""
    if move is None:
        return None
    kinds = {type(e) for e in move.events}
    claim = next((e for e in move.events if isinstance(e, ev.RouteClaimed)), None)
    if claim is not None:
        route = board.route(claim.route)
        return LastMove("claim", color=route.color, length=route.length)
    count = _ticket_count(move.events)
    if count is not None:
        return LastMove("tickets", count=count)
    cards = tuple(e.card for e in move.events if isinstance(e, ev.CardDrawn))
    if cards:
        return LastMove("cards", cards=cards)
    return LastMove("pass") if ev.TurnPassed in kinds else None


def _ticket_count(events: tuple[ev.Event, ...]) -> int | None:
    """How many tickets a move gave its player: those kept, else those drawn; None if it drew none."""
    kept = [e.kept for e in events if isinstance(e, ev.TicketsKept)]
    drawn = [e.count for e in events if isinstance(e, ev.TicketsDrawn)]
    return sum(kept) if kept else sum(drawn) if drawn else None


class PlayAway:
    """Mixin of PlayScene (before PlayInput): the record of moves, the replay, and a tap that skips it."""

    record: MoveRecord
    _replay: tuple[Tween, ...] = ()
    _replayed_at = -1   # the number of moves when the last replay was considered (one per turn)
    replaying_moves: tuple[Move, ...] = ()   # the moves of the replay last started

    def remember_move(self, seat: int, events: tuple[Any, ...]) -> None:
        """Keep an accepted action (called once it is among the game's moves)."""
        self.record.add(len(self.moves), seat, events)

    def forget_moves(self) -> None:
        """The moves taken back are forgotten too."""
        self.record.forget_after(len(self.moves))

    def last_move(self, seat: int) -> LastMove | None:
        """The picture data of a seat's last move, for its player row (worked out once per state)."""
        moves = self._per_state("last moves", lambda: [move_picture(self.record.last(i), self.board)
                                                       for i in range(len(self.state.players))])
        return moves[seat]

    def replay_wanted(self, seat: int) -> bool:
        """True if a person whose turn starts should see what the others did: not playing together (every
        move is watched there), and the setting on."""
        settings = getattr(getattr(self, "app", None), "settings", None)
        return getattr(settings, "replay_moves", True) and not self.config.together and not self.is_computer(seat)

    def replay_after_computers(self) -> None:
        """A person alone with computers: once the computers' turns have shown, their moves since the person's
        last turn are gone over again when two or more seats moved (one move just watched needs no replay)."""
        s = self.state
        if (len(self.people) != 1 or s.over or s.phase is not Phase.TURN or self.viewer != s.current
                or self._replayed_at == len(self.moves)):
            return
        self._replayed_at = len(self.moves)
        if len({m.seat for m in self.record.since(s.current)}) > 1:
            self.replay_for(s.current)

    def replay_for(self, seat: int) -> None:
        """Replay the others' moves since this seat's last one, a seat at a time (nothing if none)."""
        self._replayed_at = len(self.moves)
        if not self.replay_wanted(seat):
            return
        moves = [m for m in self.record.since(seat) if any(isinstance(e, SHOWN) for e in m.events)]
        if not moves:
            return
        step = min(STEP, LONGEST / len(moves))
        lay = self.layout
        size = lay.m.font(22)
        words = "" if self.gentle() else CAPTION   # for children who cannot read: the eye alone
        tweens = [self.anim.add(Caption(step * len(moves), text=words, size=size, area=lay.board_area.copy(),
                                        icon=eye(round(size * (2.2 if self.gentle() else 1.3)))))]
        for i, move in enumerate(moves):
            tweens += self._replay_move(move, i * step, step)
        self._replay, self.replaying_moves = tuple(tweens), tuple(moves)
        self.redraw()

    def replaying(self) -> bool:
        """True while the replay runs."""
        return any(not t.finished for t in self._replay)

    def skip_replay(self) -> None:
        """End the replay now: the turn goes on as if it had run to its end."""
        for tween in self._replay:
            tween.finish()
        self._replay = ()
        self.anim.running = [t for t in self.anim.running if not t.finished]
        self.redraw()

    def handle(self, intent: Intent) -> Any:
        """A tap anywhere, Enter or Back while the replay runs only skips it; otherwise as usual."""
        if isinstance(intent, (Tap, Confirm, Back)) and self.replaying():
            self.skip_replay()
            return None
        return super().handle(intent)   # type: ignore[misc]

    def _replay_move(self, move: Move, delay: float, step: float) -> list[Tween]:
        """The animations of one seat's move: its row lit, then what it did."""
        lay, m = self.layout, self.layout.m
        row = lay.players[move.seat]
        _, rgb, outline, _ = PLAYER_COLORS[self.seat_color(move.seat)]
        rgb = rgb if max(rgb) > 80 else outline   # black trains are told by their light outline on the dark panel
        out: list[Tween] = [Glow(step, delay=delay, rect=row.copy(), color=rgb, width=m.px(5))]
        claim = next((e for e in move.events if isinstance(e, ev.RouteClaimed)), None)
        cards = [e for e in move.events if isinstance(e, ev.CardDrawn)]
        tickets = _ticket_count(move.events)
        size = (m.px(70), m.px(56))
        if claim is not None:
            layer = self.views.shown
            out.append(Pulse(step, delay=delay, layer=layer, route=claim.route, color=rgb, width=m.px(10)))
            out.append(Burst(step * 0.8, delay=delay, center=layer.route_point(claim.route), color=rgb,
                             radius=m.px(60)))   # a short route is found at a glance
            for taken in (e for e in move.events if isinstance(e, ev.MerchandiseTaken)):
                out.append(Fly(step * 0.6, delay=delay + step * 0.3, image=self.merch_icon(taken.deck),
                               start=layer.route_point(claim.route), end=row.center, lift=m.px(30)))
        elif tickets is not None:
            out.append(Tag(step, delay=delay, image=picture(LastMove("tickets", count=tickets), m.px(36)),
                           at=row.center, rise=m.px(10)))
        for i, card in enumerate(cards):
            start = lay.slots[card.slot].center if card.slot is not None else lay.deck.center
            image = self.art.face(card.card, size) if card.card else self.art.back(size)
            out.append(Fly(step * 0.6, delay=delay + i * step * 0.3, image=image, start=start, end=row.center,
                           lift=m.px(40)))
        if any(isinstance(e, ev.TurnPassed) for e in move.events):
            out.append(Tag(step, delay=delay, image=picture(LastMove("pass"), m.px(36)), at=row.center,
                           rise=m.px(10)))
        return [self.anim.add(t) for t in out]
