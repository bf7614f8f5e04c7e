"""A compact model of a route-scoring game for looking ahead: a computer player's own model, not the rules engine.

Built from a full GameState (a sample dealt from a seat's view, game/ai/determinize.py), it holds per seat
its hand as counts per card type, its trains, route points, tickets and routes, and the deck, discards,
face-up row and ticket deck as lists, and plays whole games out with one fast policy in every seat
(`play_out`). It follows the rules where they change outcomes: exact payments (D4), double routes closed
below the rules' player count (D5, U7), the face-up row refilled and reset at three wilds (U4), a face-up
wild taken first ends the draw (U3), the discards reshuffled into an empty deck (D2), the last round once
a player's trains fall to the trigger (U9), and the final score: route points (U8), tickets joined or
failed and the longest-path bonus by the engine's own trail search (U10).

Simplifications, each changing outcomes little: only the rule sets `rollout_board.supports` (route
points, a last round, no merchandise, Coast-to-Coast or Golden Ticket); reshuffles use the model's own
generator; the policy never takes a face-up wild; the ties of U11 are not broken (a margin is what
counts); a game where nobody can act for a whole round simply ends.

The policy, per seat: plan its tickets once (cheapest paths by trains and claiming turns, cards in hand
making a route cheaper, so long routes are favoured), re-planned only when another seat takes a planned
route or closes its double; claim the longest affordable planned route; else draw two cards, a face-up
one of a colour the plan lacks when the row shows one, else blind. With every ticket joined (or none
joinable) it draws tickets while MORE_TICKETS trains are left (keeping those its trains join with some
to spare, at least the rules' least), then claims the longest affordable route of at least
FREE_SHORTEST trains, and in the last round or when low on trains any it can.
"""
from __future__ import annotations

import random
from game.ai.rollout_board import Board, board_for, cheapest, components
from game.rules.actions import Action, ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, KeepTickets
from game.rules.graph import longest_trail
from game.rules.state import GameState, Phase
from game.rules.table import ANY_COLOR

TURN_COST = 1.0       # a route is one more claiming turn: fewer, longer routes are cheaper a train
CARD_DISCOUNT = 0.4   # each card in hand for a route makes it this much cheaper (as the planner)
FREE_SHORTEST = 3     # with every ticket joined, claim routes this long at least ...
LOW_TRAINS = 6        # ... or any route once this few trains are left
MORE_TICKETS = 15     # with every ticket joined and this many trains left, draw tickets
KEEP_SLACK = 4        # a ticket drawn is kept if its extra trains leave this many spare


class Model:
    """One game in the model: mutable lists, copied cheaply for each play-out."""

    def __init__(self, board: Board, seed: int) -> None:
        self.b = board
        self.rng = random.Random(seed)
        self.hand: list[list[int]] = []
        self.trains: list[int] = []
        self.points: list[int] = []
        self.tickets: list[list[tuple[int, int, int]]] = []
        self.routes: list[list[int]] = []
        self.owners: list[int] = []
        self.deck: list[int] = []      # top last
        self.discard: list[int] = []
        self.face: list[int] = []      # -1: an empty slot
        self.ticket_deck: list[tuple[int, int, int]] = []   # top last
        self.current = 0
        self.final_turns: int | None = None
        self.over = False
        self.moves = 0
        self.idle = 0                  # turns in a row in which nobody could act
        self.offers: list[list[tuple[int, int, int]]] = []   # tickets drawn and not yet kept
        self.opening = False           # the opening keeps are not all made yet
        self.first = 0
        self.plans: list[list[int] | None] = []

    @classmethod
    def from_state(cls, state: GameState, seed: int) -> "Model":
        """The model of a full game state (its play-outs' reshuffles seeded by `seed`)."""
        table = state.table
        m = cls(board_for(table, len(state.players)), seed)
        cards, tickets = table.card_index, table.tickets
        for p in state.players:
            m.hand.append(list(p.hand))
            m.trains.append(p.trains)
            m.points.append(p.points + sum(tickets[t][2] for t in p.completed))
            m.tickets.append([tickets[t] for t in p.tickets])
            m.offers.append([tickets[t] for t in p.offer])
            m.routes.append([table.route_index[r] for r in p.routes])
        m.owners = list(state.owners)
        m.deck = [cards[c] for c in reversed(state.deck)]
        m.discard = [cards[c] for c in state.discard]
        m.face = [-1 if c is None else cards[c] for c in state.face_up]
        m.ticket_deck = [tickets[t] for t in reversed(state.ticket_deck)]
        m.current, m.final_turns, m.over = state.current, state.final_turns, state.over
        m.opening, m.first = state.phase is Phase.OPENING, state.first
        m.plans = [None] * len(state.players)
        return m

    def copy(self, seed: int) -> "Model":
        """A copy to play on, its reshuffles seeded by `seed`."""
        m = type(self)(self.b, seed)
        m.hand = [list(h) for h in self.hand]
        m.trains, m.points = list(self.trains), list(self.points)
        m.tickets = [list(t) for t in self.tickets]
        m.routes = [list(r) for r in self.routes]
        m.owners, m.deck, m.discard = list(self.owners), list(self.deck), list(self.discard)
        m.face, m.ticket_deck = list(self.face), list(self.ticket_deck)
        m.current, m.final_turns, m.over = self.current, self.final_turns, self.over
        m.offers, m.opening, m.first = [list(o) for o in self.offers], self.opening, self.first
        m.plans = [None if p is None else list(p) for p in self.plans]
        return m

    # --- the moves -------------------------------------------------------------------------------------

    def open_for(self, seat: int, r: int) -> bool:
        """True if this seat may claim route r as far as ownership goes (D5, U7)."""
        owners = self.owners
        twin = self.b.twins[r]
        if owners[r] >= 0:
            return False
        return twin < 0 or owners[twin] < 0 or (owners[twin] != seat and not self.b.twin_closes)

    def claim(self, r: int, colour: int, wilds: int) -> None:
        """The player to move claims route r paying `wilds` wilds and the rest in `colour` (-1: wilds only)."""
        seat, b = self.current, self.b
        length = b.lengths[r]
        hand = self.hand[seat]
        if colour >= 0:
            hand[colour] -= length - wilds
            self.discard.extend([colour] * (length - wilds))
        hand[b.wild] -= wilds
        self.discard.extend([b.wild] * wilds)
        self.owners[r] = seat
        self.trains[seat] -= length
        self.points[seat] += b.score[length]
        self.routes[seat].append(r)
        twin = b.twins[r]
        for other, plan in enumerate(self.plans):
            if plan is None:
                continue
            if other == seat:
                if r in plan:
                    plan.remove(r)
            elif r in plan or (b.twin_closes and twin in plan):
                self.plans[other] = None

    def top(self) -> int:
        """The deck's top card, reshuffling the discards into an empty deck (D2); -1 if none is left."""
        if not self.deck:
            if not self.discard:
                return -1
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
        return self.deck.pop()

    def draw_blind(self) -> bool:
        """The player to move draws from the deck; False if no card was left."""
        card = self.top()
        if card >= 0:
            self.hand[self.current][card] += 1
        return card >= 0

    def draw_face(self, slot: int) -> None:
        """The player to move takes a face-up card; the slot is refilled and the row reset at too many wilds (U4)."""
        self.hand[self.current][self.face[slot]] += 1
        self.face[slot] = self.top()
        wild, limit = self.b.wild, self.b.reset
        for _ in range(3):   # a few resets at most: the engine stops when no better row can come
            if not limit or self.face.count(wild) < limit:
                break
            self.discard.extend(c for c in self.face if c >= 0)
            self.face = [self.top() for _ in self.face]

    def keep(self, seat: int, offer: list[tuple[int, int, int]], least: int) -> None:
        """The policy's keep: the offered tickets, most points first, whose extra trains beyond the plan
        (its routes free) leave KEEP_SLACK trains spare; then the cheapest others up to `least`."""
        cost = self._costs(seat)
        for r in self.plan(seat):
            cost[r] = 0.0
        spare = self.trains[seat] - self.plan_trains(seat)
        kept, extra = [], []
        for t in sorted(offer, key=lambda t: -t[2]):
            path = cheapest(self.b.adj, cost, t[0], t[1])
            more = 1 << 20 if path is None else sum(self.b.lengths[r] for r in path if cost[r])
            if more <= spare - KEEP_SLACK:
                kept.append(t)
                spare -= more
                for r in path or ():
                    cost[r] = 0.0
            else:
                extra.append((more, t))
        kept += [t for _, t in sorted(extra)[:max(0, least - len(kept))]]
        self.tickets[seat] = self.tickets[seat] + kept
        self.plans[seat] = None

    def draw_tickets(self) -> None:
        """The player to move draws up to three tickets and keeps by the policy (U6)."""
        offer = [self.ticket_deck.pop() for _ in range(min(3, len(self.ticket_deck)))]
        self.keep(self.current, offer, self.b.keep_later)
        self.end_turn()

    def play(self, action: Action) -> None:
        """The player to move takes an engine action (a play-out's first move); a draw's second card and a
        drawn ticket's keep are the policy's."""
        table, seat = self.b.table, self.current
        if isinstance(action, ClaimRoute):
            colour = -1 if action.color is None else table.card_index[action.color]
            self.claim(table.route_index[action.route], colour, action.locomotives)
        elif isinstance(action, KeepTickets):
            self.tickets[seat] += [table.tickets[t] for t in action.tickets]
            self.offers[seat] = []
            self.plans[seat] = None
            if self.opening:
                return self.settle_opening()
        elif isinstance(action, DrawTickets):
            return self.draw_tickets()
        elif isinstance(action, DrawFromDeck):
            self.draw_blind()
            self._draw(seat, self.plan(seat), 1)
        elif isinstance(action, DrawFaceUp):
            wild = self.face[action.slot] == self.b.wild
            self.draw_face(action.slot)
            if not wild:
                self._draw(seat, self.plan(seat), 1)
        self.end_turn()

    def settle_opening(self) -> None:
        """Every seat still holding its opening offer keeps by the policy (U2); then the first player moves."""
        for seat, offer in enumerate(self.offers):
            if offer:
                self.keep(seat, offer, self.b.keep_first)
                self.offers[seat] = []
        self.opening = False
        self.current = self.first

    def end_turn(self) -> None:
        """Count down the last round (U9) and pass play on."""
        seat, n = self.current, len(self.trains)
        self.moves += 1
        if self.final_turns is not None:
            self.final_turns -= 1
            if self.final_turns == 0:
                self.over = True
                return
        elif self.trains[seat] <= self.b.trigger:
            self.final_turns = n
        self.current = (seat + 1) % n

    # --- the policy ------------------------------------------------------------------------------------

    def plan_trains(self, seat: int) -> int:
        """Trains the seat's plan still needs."""
        return sum(self.b.lengths[r] for r in self.plan(seat))

    def _costs(self, seat: int) -> list[float | None]:
        """Per route its cost to this seat: 0 if its own, None if closed, else trains and a turn less the
        cards in hand for it (long routes cost fewer turns a train)."""
        b = self.b
        hand, owners, colors = self.hand[seat], self.owners, b.colors
        best_colour = max(hand[:b.wild])
        trains = self.trains[seat]
        cost: list[float | None] = []
        for r, length in enumerate(b.lengths):
            owner = owners[r]
            if owner == seat:
                cost.append(0.0)
            elif owner >= 0 or length > trains or not self.open_for(seat, r):
                cost.append(None)
            else:
                held = best_colour if colors[r] == ANY_COLOR else hand[colors[r]]
                cost.append(length + TURN_COST - CARD_DISCOUNT * (held if held < length else length))
        return cost

    def plan(self, seat: int) -> list[int]:
        """The routes the seat still means to claim for its tickets, longest first (cached until a route of
        it is taken by another seat); tickets it cannot join within its trains are left out."""
        plan = self.plans[seat]
        if plan is not None:
            return plan
        lengths = self.b.lengths
        cost = self._costs(seat)
        trains = self.trains[seat]
        chosen: list[int] = []
        used = 0
        for a, c, _ in sorted(self.tickets[seat], key=lambda t: -t[2]):
            path = cheapest(self.b.adj, cost, a, c)
            if path is None:
                continue
            extra = sum(lengths[r] for r in path if cost[r])
            if used + extra > trains:
                continue
            used += extra
            for r in path:
                if cost[r]:
                    cost[r] = 0.0
                    chosen.append(r)
        chosen.sort(key=lambda r: -lengths[r])
        self.plans[seat] = chosen
        return chosen

    def pay(self, seat: int, r: int, need: list[int] | None = None) -> tuple[int, int] | None:
        """(colour, wilds) paying route r from the seat's hand with fewest wilds, or None."""
        b = self.b
        hand, length, colour = self.hand[seat], b.lengths[r], b.colors[r]
        if self.trains[seat] < length:
            return None
        wilds = hand[b.wild]
        best: tuple[tuple[int, int], int, int] | None = None
        for c in (range(b.wild) if colour == ANY_COLOR else (colour,)):
            k = length - hand[c] if hand[c] < length else 0
            if k >= length or k > wilds:
                continue
            key = (k, need[c] if need else 0)
            if best is None or key < best[0]:
                best = (key, c, k)
        if best is not None:
            return best[1], best[2]
        return (-1, length) if wilds >= length else None

    def turn(self) -> None:
        """The player to move plays one whole turn by the policy."""
        seat = self.current
        plan = self.plan(seat)
        if plan:
            need = self._needs(plan)
            for r in plan:
                pay = self.pay(seat, r, need)
                if pay is not None:
                    return self.claim_turn(r, *pay)
        if not plan and self.final_turns is None and self.trains[seat] >= MORE_TICKETS and len(self.ticket_deck) >= 3:
            return self.draw_tickets()
        if not plan or self.final_turns is not None or not (self.deck or self.discard or max(self.face) >= 0):
            free = self._free_claim(seat, bool(plan))
            if free is not None:
                return self.claim_turn(*free)
        self._draw(seat, plan)
        self.end_turn()

    def claim_turn(self, r: int, colour: int, wilds: int) -> None:
        """A whole turn claiming route r (see claim), which someone could act in."""
        self.claim(r, colour, wilds)
        self.idle = 0
        self.end_turn()

    def _needs(self, plan: list[int]) -> list[int]:
        """Cards of each colour the plan's coloured routes take."""
        need = [0] * self.b.wild
        for r in plan:
            if self.b.colors[r] != ANY_COLOR:
                need[self.b.colors[r]] += self.b.lengths[r]
        return need

    def _free_claim(self, seat: int, planning: bool) -> tuple[int, int, int] | None:
        """The longest route the seat can pay for now and may claim (long enough unless the end is near)."""
        b, trains = self.b, self.trains[seat]
        shortest = 1 if planning or self.final_turns is not None or trains <= LOW_TRAINS else FREE_SHORTEST
        for r in b.longest_first:
            length = b.lengths[r]
            if length < shortest:
                return None
            if length <= trains and self.owners[r] < 0 and self.open_for(seat, r):
                pay = self.pay(seat, r)
                if pay is not None:
                    return (r, *pay)
        return None

    def _draw(self, seat: int, plan: list[int], count: int = 2) -> None:
        """`count` cards: a face-up one of a colour the plan lacks if shown, else blind (U3)."""
        hand, b = self.hand[seat], self.b
        lack = [n - h for n, h in zip(self._needs(plan), hand)]
        drew = False
        for _ in range(count):
            slot = next((s for s, c in enumerate(self.face) if 0 <= c < b.wild and lack[c] > 0), -1)
            if slot >= 0:
                lack[self.face[slot]] -= 1
                self.draw_face(slot)
            elif not self.draw_blind():
                slot = next((s for s, c in enumerate(self.face) if 0 <= c < b.wild), -1)
                if slot < 0:
                    break
                self.draw_face(slot)
            drew = True
        self.idle = 0 if drew else self.idle + 1
        if self.idle > len(self.trains):
            self.over = True    # nobody could act for a whole round (F9, D3b)

    # --- the end ---------------------------------------------------------------------------------------

    def play_out(self, limit: int) -> int:
        """Play whole turns until the game ends or `limit` turns are played; the turns played."""
        start = self.moves
        while not self.over and self.moves - start < limit:
            self.turn()
        return self.moves - start

    def scores(self) -> list[int]:
        """Each seat's final score: route points, tickets joined or failed, the longest-path bonus (U8, U10)."""
        b = self.b
        totals = []
        for seat, routes in enumerate(self.routes):
            joined = components(b.ends, routes)
            total = self.points[seat]
            for a, c, points in self.tickets[seat]:
                if a in joined and joined.get(a) == joined.get(c):
                    total += points
                elif b.minus:
                    total -= points
            totals.append(total)
        if b.bonus:
            ids = b.table.route_ids
            paths = [longest_trail(b.table, [ids[r] for r in routes]) for routes in self.routes]
            best = max(paths)
            totals = [t + (b.bonus if best and p == best else 0) for t, p in zip(totals, paths)]
        return totals

    def margin(self, seat: int) -> int:
        """The seat's final score less the best other seat's."""
        scores = self.scores()
        return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
