"""The compact model of a race for a count of tickets (First Journey): a computer player's own model, not the
rules engine.

It is game/ai/rollout.py's model with the race's rules: no face-up row, a draw is the deck's top two cards
(F3); a ticket is shown completed the moment its cities are joined, a replacement drawn at once and checked
too (F5); the first west-east line takes a Coast-to-Coast card while any are left (F6); the game ends at once
when a player reaches the Golden Ticket's count (F7) or places the last train (F8), or when nobody can act
for a whole round (F9); instead of a whole turn a player may discard its uncompleted tickets for new ones,
which go under the ticket deck (F3). A seat's result is its count of completed tickets (F8), and a margin is
that count less the best rival's.

The policy, per seat (medium's, which played the race out on the engine before): of its goals, the held
tickets and the first west-east line while no Coast-to-Coast card is held, take the nearest whose cheapest
way (trains and a claiming turn a route, cards in hand making a route cheaper) its trains reach; claim the
longest affordable route of that way; swap its tickets when none is within reach of its trains, twice a
game at most; else draw. Its plan is kept until another seat takes a planned route or its tickets change.
"""
from __future__ import annotations

from game.ai.rollout import Model
from game.ai.rollout_board import cheapest_between, components
from game.rules.actions import Action, ClaimRoute, DrawFromDeck, SwapTickets
from game.rules.state import GameState

MAX_SWAPS = 2     # swaps a seat makes in a play-out at most (medium's count)


class RaceModel(Model):
    """One race in the model; a copy plays each candidate out."""

    def __init__(self, board, seed: int) -> None:
        super().__init__(board, seed)
        self.done: list[int] = []       # completed tickets per seat, the Coast-to-Coast included
        self.coast: list[bool] = []     # Coast-to-Coast card held, per seat
        self.coast_cards = 0
        self.swaps: list[int] = []      # per seat: swaps counted against MAX_SWAPS
        self.blocked: list[bool] = []   # per seat: no ticket it holds is within reach of its trains

    @classmethod
    def from_state(cls, state: GameState, seed: int) -> "RaceModel":
        """The model of a full race state (F1-F9)."""
        m = super().from_state(state, seed)
        m.done = [p.completed_count for p in state.players]
        m.coast = [p.coast_to_coast for p in state.players]
        m.coast_cards = state.coast_cards
        limit = state.table.rules.swap_limit   # a house rule's limit a game (F3) over medium's own count
        m.swaps = [max(0, MAX_SWAPS - (limit - p.swaps)) if limit else 0 for p in state.players]
        m.blocked = [False] * len(state.players)
        return m

    def copy(self, seed: int) -> "RaceModel":
        """A copy to play on, its reshuffles seeded by `seed`."""
        m = super().copy(seed)
        m.done, m.coast, m.coast_cards = list(self.done), list(self.coast), self.coast_cards
        m.swaps, m.blocked = list(self.swaps), list(self.blocked)
        return m

    # --- the moves -------------------------------------------------------------------------------------

    def claim(self, r: int, colour: int, wilds: int) -> None:
        """Claim route r, then show the tickets it completes (F5, F6) and end the game at once if it must (F7, F8)."""
        super().claim(r, colour, wilds)
        self.complete(self.current)
        if not self.over and self.b.last_train and self.trains[self.current] == 0:
            self.over = True

    def complete(self, seat: int) -> None:
        """Show the seat's joined tickets, drawing a replacement for each (checked too), then the
        Coast-to-Coast; the game ends at the Golden Ticket's count (F5-F7)."""
        b = self.b
        joined = components(b.ends, self.routes[seat])
        tickets = self.tickets[seat]
        while (t := next((t for t in tickets if t[0] in joined and joined.get(t[0]) == joined.get(t[1])), None)):
            tickets.remove(t)
            if self._count(seat):
                return
            if self.ticket_deck:
                tickets.append(self.ticket_deck.pop())
        if not self.coast[seat] and self.coast_cards > 0 and b.west:
            west = {joined[x] for x in b.west if x in joined}
            if west and any(joined[x] in west for x in b.east if x in joined):
                self.coast[seat] = True
                self.coast_cards -= 1
                self._count(seat)

    def _count(self, seat: int) -> bool:
        """One more completed ticket for the seat, which then re-plans; True if that reaches the Golden Ticket's
        count and ends the game (F7)."""
        self.done[seat] += 1
        self.plans[seat] = None
        if self.b.golden and self.done[seat] >= self.b.golden:
            self.over = True
        return self.over

    def swap(self) -> None:
        """The player to move draws new tickets and puts its uncompleted ones under the deck (F3)."""
        seat = self.current
        old = self.tickets[seat]
        count = min(self.b.swap_draw, len(self.ticket_deck))
        self.tickets[seat] = [self.ticket_deck.pop() for _ in range(count)]
        self.ticket_deck[:0] = reversed(old)   # under the deck, the first discarded nearest the top
        self.swaps[seat] += 1
        self.plans[seat] = None
        self.idle = 0
        self.complete(seat)   # a new ticket may be joined already (F5)
        self.end_turn()

    def play(self, action: Action) -> None:
        """The player to move takes an engine action (a play-out's first move): a claim, a draw, a swap or a pass."""
        table = self.b.table
        if isinstance(action, ClaimRoute):
            colour = -1 if action.color is None else table.card_index[action.color]
            self.claim_turn(table.route_index[action.route], colour, action.locomotives)
        elif isinstance(action, SwapTickets):
            self.swap()
        elif isinstance(action, DrawFromDeck):
            self._draw(self.current, [])
            self.end_turn()
        else:   # a pass (D3): nobody could act
            self.idle += 1
            self.end_turn()

    def end_turn(self) -> None:
        """Count the turn and pass play on (the race has no last round; an end comes at once)."""
        self.moves += 1
        self.current = (self.current + 1) % len(self.trains)

    def _draw(self, seat: int, plan: list[int], count: int = 2) -> None:
        """The deck's top two cards (F3); a whole round in which nobody can act ends the game (F9)."""
        drew = False
        for _ in range(count):
            if not self.draw_blind():
                break
            drew = True
        self.idle = 0 if drew else self.idle + 1
        if self.idle > len(self.trains):
            self.over = True

    # --- the policy ------------------------------------------------------------------------------------

    def plan(self, seat: int) -> list[int]:
        """The routes the seat means to claim next (longest first): those of its nearest goal, among the held
        tickets and the first west-east line while it may still take a card (F6) whose way its trains reach.
        With no ticket among those goals the seat is blocked, and swaps (F3)."""
        plan = self.plans[seat]
        if plan is not None:
            return plan
        b = self.b
        lengths = b.lengths
        cost = self._costs(seat)
        trains = self.trains[seat]
        goals = [((t[0],), (t[1],)) for t in self.tickets[seat]]
        if not self.coast[seat] and self.coast_cards > 0 and b.west:
            goals.append((b.west, b.east))
        best: tuple[float, list[int]] | None = None
        self.blocked[seat] = True
        for i, (a, c) in enumerate(goals):
            path = cheapest_between(b.adj, cost, a, c)
            if path is None:
                continue
            extra = [r for r in path if cost[r]]
            if sum(lengths[r] for r in extra) > trains:
                continue
            if i < len(self.tickets[seat]):
                self.blocked[seat] = False   # medium swaps only when no ticket is within reach
            total = sum(cost[r] for r in extra)
            if best is None or total < best[0]:
                best = (total, extra)
        chosen = sorted(best[1], key=lambda r: -lengths[r]) if best is not None else []
        self.plans[seat] = chosen
        return chosen

    def turn(self) -> None:
        """The player to move plays one whole turn by the policy."""
        seat = self.current
        plan = self.plan(seat)
        for r in plan:
            pay = self.pay(seat, r)
            if pay is not None:
                return self.claim_turn(r, *pay)
        if (self.blocked[seat] and self.swaps[seat] < MAX_SWAPS and self.tickets[seat]
                and self.ticket_deck):
            return self.swap()
        if not (self.deck or self.discard):
            free = self._free_claim(seat, True)
            if free is not None:
                return self.claim_turn(*free)
        self._draw(seat, plan)
        self.end_turn()

    # --- the end ---------------------------------------------------------------------------------------

    def scores(self) -> list[int]:
        """Each seat's count of completed tickets, the Coast-to-Coast included (F8)."""
        return list(self.done)
