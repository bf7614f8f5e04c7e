"""While you were away: the moves a person missed, replayed briefly when their turn starts.

The table session keeps every accepted action as the acting seat and its events as a shared
screen shows them (game/table/record.py: a card from the deck stays face down, drawn tickets are
a count); `since(seat)` gives what the others did since that seat's own last move. When a person takes the device at the pass screen (or, alone
with two or more computers, when their turn comes back), those moves are replayed on the board,
a seat at a time: the claimed route pulses in its owner's colour,
cards fly from the face-up row (or, face down, from the deck) to the owner's row, drawn tickets
and passes show as small pictures there. A tap, Enter or Back skips it. Each player row also
shows its seat's last move as a small picture (`move_picture`).
"""
from __future__ import annotations

from typing import Callable

from game.rules import Phase
from game.rules import events as ev
from game.rules.board import Board
from game.scenes.play.kit import Kit
from game.scenes.play.seen import Seen
from game.table.record import Move, MoveRecord
from game.view.anim import Animator, Burst, Fly, Glow, Tween
from game.view.away_anim import Caption, Pulse, Tag
from game.view.hud_icons import eye
from game.view.move_pictures import LastMove, picture
from game.view.palette import PLAYER_COLORS

STEP = 0.75       # seconds a seat's move takes in the replay
LONGEST = 6.0     # the whole replay at most (more moves: each a little quicker)
CAPTION = "Since your last turn - tap to skip"
SHOWN = (ev.RouteClaimed, ev.CardDrawn, ev.TicketsDrawn, ev.TicketsKept, ev.TicketsDiscarded, ev.TurnPassed)


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


class Replay:
    """The replay of the others' moves for a person whose turn starts, and the rows' last-move pictures."""

    def __init__(self, seen: Seen, kit: Kit, anim: Animator, record: Callable[[], MoveRecord],
                 moves: Callable[[], int], wanted: Callable[[], bool]) -> None:
        self.seen = seen
        self.kit = kit
        self.anim = anim
        self.record = record      # the table's record of moves as everyone saw them
        self.moves = moves        # how many moves the game has made
        self.wanted = wanted      # the setting: replay the others' moves
        self.tweens: tuple[Tween, ...] = ()
        self.replayed_at = -1     # the number of moves when the last replay was considered (one per turn)
        self.moves_shown: tuple[Move, ...] = ()   # the moves of the replay last started
        self._last: tuple[int, list[LastMove | None]] | None = None

    def last_moves(self) -> list[LastMove | None]:
        """Each seat's last move as its player row pictures it (worked out once per move)."""
        number = self.moves()
        if self._last is None or self._last[0] != number:
            record, board = self.record(), self.seen.facts.board
            self._last = (number, [move_picture(record.last(i), board) for i in range(len(self.seen.view.players))])
        return self._last[1]

    def replay_wanted(self, seat: int) -> bool:
        """True if a person whose turn starts should see what the others did: not playing together (every
        move is watched there), and the setting on."""
        facts = self.seen.facts
        return self.wanted() and not facts.together and not facts.is_computer(seat)

    def after_computers(self) -> bool:
        """A person alone with computers: once the computers' turns have shown, their moves since the person's
        last turn are gone over again when two or more seats moved (one move just watched needs no replay).
        True if a replay started."""
        seen = self.seen
        number = self.moves()
        if (len(seen.facts.people) != 1 or seen.over or seen.view.phase is not Phase.TURN
                or seen.viewer != seen.current or self.replayed_at == number):
            return False
        self.replayed_at = number
        if len({m.seat for m in self.record().since(seen.current)}) > 1:
            return self.replay_for(seen.current)
        return False

    def replay_for(self, seat: int) -> bool:
        """Replay the others' moves since this seat's last one, a seat at a time; False if there are none."""
        self.replayed_at = self.moves()
        if not self.replay_wanted(seat):
            return False
        moves = [m for m in self.record().since(seat) if any(isinstance(e, SHOWN) for e in m.events)]
        if not moves:
            return False
        step = min(STEP, LONGEST / len(moves))
        lay, gentle = self.kit.layout, self.seen.facts.gentle
        size = lay.m.font(22)
        words = "" if gentle else CAPTION   # for children who cannot read: the eye alone
        tweens = [self.anim.add(Caption(step * len(moves), text=words, size=size, area=lay.board_area.copy(),
                                        icon=eye(round(size * (2.2 if gentle else 1.3)))))]
        for i, move in enumerate(moves):
            tweens += self._replay_move(move, i * step, step)
        self.tweens, self.moves_shown = tuple(tweens), tuple(moves)
        return True

    def replaying(self) -> bool:
        """True while the replay runs."""
        return any(not t.finished for t in self.tweens)

    def skip(self) -> None:
        """End the replay now: the turn goes on as if it had run to its end."""
        for tween in self.tweens:
            tween.finish()
        self.tweens = ()
        self.anim.running = [t for t in self.anim.running if not t.finished]

    def _replay_move(self, move: Move, delay: float, step: float) -> list[Tween]:
        """The animations of one seat's move: its row lit, then what it did."""
        lay, m = self.kit.layout, self.kit.layout.m
        row = lay.players[move.seat]
        _, rgb, outline, _ = PLAYER_COLORS[self.seen.facts.seat_color(move.seat)]
        rgb = rgb if max(rgb) > 80 else outline   # black trains are told by their light outline on the dark panel
        out: list[Tween] = [Glow(step, delay=delay, rect=row.copy(), color=rgb, width=m.px(5))]
        claim = next((e for e in move.events if isinstance(e, ev.RouteClaimed)), None)
        cards = [e for e in move.events if isinstance(e, ev.CardDrawn)]
        tickets = _ticket_count(move.events)
        size = (m.px(70), m.px(56))
        if claim is not None:
            layer = self.kit.views.shown
            out.append(Pulse(step, delay=delay, layer=layer, route=claim.route, color=rgb, width=m.px(10)))
            out.append(Burst(step * 0.8, delay=delay, center=layer.route_point(claim.route), color=rgb,
                             radius=m.px(60)))   # a short route is found at a glance
            for taken in (e for e in move.events if isinstance(e, ev.MerchandiseTaken)):
                out.append(Fly(step * 0.6, delay=delay + step * 0.3, image=self.kit.merch_icon(taken.deck),
                               start=layer.route_point(claim.route), end=row.center, lift=m.px(30)))
        elif tickets is not None:
            out.append(Tag(step, delay=delay, image=picture(LastMove("tickets", count=tickets), m.px(36)),
                           at=row.center, rise=m.px(10)))
        for i, card in enumerate(cards):
            start = lay.slots[card.slot].center if card.slot is not None else lay.deck.center
            image = self.kit.art.face(card.card, size) if card.card else self.kit.art.back(size)
            out.append(Fly(step * 0.6, delay=delay + i * step * 0.3, image=image, start=start, end=row.center,
                           lift=m.px(40)))
        if any(isinstance(e, ev.TurnPassed) for e in move.events):
            out.append(Tag(step, delay=delay, image=picture(LastMove("pass"), m.px(36)), at=row.center,
                           rise=m.px(10)))
        return [self.anim.add(t) for t in out]
