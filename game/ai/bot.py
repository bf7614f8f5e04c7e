"""The planning computer player (Bot) and the styles that make its levels (gentle, easy, medium, hard)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.ai.kindness import kept_off, risks
from game.ai.foresight import (game_length, plan_turns, room_for_tickets, rulebook_trains, swap_gain,
                               ticket_draw_value, turns_left)
from game.ai.paths import quicker
from game.ai.planner import (Goal, Plan, claimable, coast_goal, network_cities, plan, route_costs, shortest,
                             ticket_goals)
from game.ai.closing import last_claim, lead
from game.ai.race import outcome
from game.ai.tactics import bottleneck_scores, draw_card, keep_choice, payment
from game.ai.worth import path_value
from game.rules.actions import Action, ClaimRoute, DrawFromDeck, DrawTickets, KeepTickets, SwapTickets
from game.rules.state import Phase
from game.rules.table import ANY_COLOR
from game.rules.view import PlayerView

KIND_PENALTY = 12.0  # gentle: how much dearer a route beside another player's line is to plan


@dataclass(frozen=True)
class Style:
    """What distinguishes one level's play."""

    focus_one: bool = False        # plan one ticket at a time (easy)
    more_tickets: bool = True      # draw more tickets once all are done
    keep_budget: float = 0.8       # share of trains left that kept tickets may need
    bottlenecks: bool = False      # claim the routes hardest to replace first (hard)
    kind: bool = False             # keep off routes beside others' lines and on the ways they are heading (gentle)
    bonuses: bool = False          # longest path and merchandise count in fillers (hard)
    points_weight: float = 0.0     # prefer routes scoring many points per train when planning
    ticket_trains: float = 0.33    # share of the rulebook's starting trains (what its tickets are made for) needed
                                   # to draw more tickets
    ticket_floor: int = 0          # ... and never with fewer trains than this
    aim_fillers: bool = False      # with every ticket done, collect cards for the best long route, not any route
    swap_margin: float = 0.0       # swap tickets when a fresh pair is expected this much nearer (0: only when cut off)
    in_order: bool = False         # work on the tickets in the order held, not the nearest first (easy)
    ticket_margin: float | None = None  # later tickets must fit this player's pace over the turns left
                                        # less this many (None: only the trains)
    filler_share: float = 0.0      # a free train is worth this share of the best points per train of a route on
                                   # the board when judging tickets (0: any ticket that fits pays)
    draw_value: float = 0.0        # with fewer trains, still draw tickets when a draw is expected to bring this much
    endgame: int = 0               # with this few turns left and the plan out of reach, cash in cards for points
    spend_spare: int = 0           # claim an unplanned route this long or longer when the spare cards and trains allow
    late_turns: float = 0.0        # with fewer turns than this left, plan with the colours in hand:
    late_missing: float = 0.0      # ... each card missing for a route makes it this much dearer
    last_round: bool = False       # in the last round, claim the route worth most now (points, tickets, longest path)
    wild_below: int = 0            # take a face-up wild when no needed colour shows and at most this many cards are missing
    close_out: int = 0             # ahead, every ticket done and this few trains left: claim what it can to end the game
    card_discount: float = 0.4     # a card in hand for a route makes it this much cheaper to plan (0: plan by trains)
    max_swaps: int = 4             # swaps a game at most: swapping forever could stop a game from ending (F3)
    count_trains: bool = True      # racing for a count: work only on tickets the trains left can still join
    quick_paths: bool = False      # racing for a count: join the next ticket the way taking fewest turns with the hand
    win_end: bool = False          # racing for a count: take a claim that ends the game with a win (F7, F8)
    from_one_end: bool = False     # build a ticket's line route by route from one end, waiting for the
                                   # colour of the next route (easy in First Journey)
    end_at_least: int | None = None  # racing for a count: never end the game by its last train with a worse
                                     # result than this (-1 lost, 0 shared, F8)
    no_risk: bool = False          # at 2 players, never claim a route that would make any ticket the other
                                   # player might hold dearer, and build beside their line freely otherwise
                                   # (gentle, game/ai/kindness.py)


STYLES = {
    "gentle": Style(more_tickets=False, keep_budget=0.7, kind=True),
    "easy": Style(focus_one=True, more_tickets=False, keep_budget=0.0, in_order=True, count_trains=False),
    "medium": Style(),
    "hard": Style(keep_budget=0.75, bottlenecks=True, bonuses=True, points_weight=0.45, ticket_trains=0.3,
                  aim_fillers=True, swap_margin=2.0, spend_spare=6, endgame=3, filler_share=1.2,
                  draw_value=3.0, ticket_floor=11, late_turns=25, late_missing=0.3, last_round=True,
                  wild_below=2, close_out=5, max_swaps=8, quick_paths=True, win_end=True, end_at_least=0),
}


# Settings one board plays better with, over the level's own. Amsterdam's short game (16 trains,
# about 16 turns each) punishes late tickets and waiting for colours: there hard keeps a margin of
# 5 turns for later tickets and neither re-plans by the colours in hand nor takes face-up wilds.
# First Journey is a race for a count of tickets (F7), with no points for routes: hard ignores
# points per train. Easy plays like a young child: it plans by trains only and builds each line
# route by route from one end. Medium swaps a cut-off pair of tickets twice a game at most.
BOARD_STYLES: dict[tuple[str, str], dict[str, Any]] = {
    ("hard", "amsterdam"): {"ticket_margin": 5.0, "late_missing": 0.0, "wild_below": 0},
    ("hard", "first_journey"): {"points_weight": 0.0, "endgame": 0},
    ("easy", "first_journey"): {"card_discount": 0.0, "from_one_end": True},
    ("medium", "first_journey"): {"max_swaps": 2},
    ("gentle", "first_journey"): {"no_risk": True, "max_swaps": 6},
}


def styled(level: str) -> "Bot":
    """A planning player of one of the STYLES' levels, with that level's settings per board."""
    return Bot(STYLES[level], {game: tweaks for (lv, game), tweaks in BOARD_STYLES.items() if lv == level})


class Bot:
    """A planning computer player: claims the routes its tickets need, draws the cards they need."""

    def __init__(self, style: Style, by_board: dict[str, dict[str, Any]] | None = None) -> None:
        self.style = self.base = style
        self.by_board = by_board or {}
        self.board: str | None = None   # the board this player's style was fitted to
        self.swaps = 0
        self.known: set[str] = set()   # tickets this player has held: not in the ticket deck
        self.swap_checks = 0            # seeds the sampling of each swap or ticket-draw judgement
        self.closed: frozenset[int] = frozenset()   # routes kept off in the decision being made (gentle)
        self.avoided: frozenset[int] = frozenset()  # ... and routes taken only when there is no other way
        self.risky: dict[int, float] = {}              # ... and how much dearer others' tickets would get by each

    def memory(self) -> dict[str, Any]:
        """What this player remembers between moves, as plain data (a saved game keeps it)."""
        return {"swaps": self.swaps, "swap_checks": self.swap_checks, "known": sorted(self.known)}

    def recall(self, data: Any) -> None:
        """Take up a memory saved by `memory` (ValueError, saying why, if it cannot be one)."""
        if not isinstance(data, dict) or set(data) != {"swaps", "swap_checks", "known"}:
            raise ValueError("a computer player's memory is not what the game writes")
        counts = (data["swaps"], data["swap_checks"])
        if any(type(n) is not int or not 0 <= n <= 1_000_000 for n in counts):
            raise ValueError("a computer player's memory holds an impossible count")
        known = data["known"]
        if not isinstance(known, list) or len(known) > 1000 or any(type(t) is not str for t in known):
            raise ValueError("a computer player's memory of tickets is damaged")
        self.swaps, self.swap_checks, self.known = counts[0], counts[1], set(known)

    def choose(self, view: PlayerView) -> Action:
        """The action this player takes in the view's position (the view's seat must be to move)."""
        if not view.legal:
            raise ValueError("this view has no legal action to choose from")
        if len(view.legal) == 1:
            return view.legal[0]
        legal = set(view.legal)
        if self.board != view.table.board.game:
            self.board = view.table.board.game
            self.style = replace(self.base, **self.by_board.get(self.board, {}))
        self.known.update(view.tickets)
        if view.phase in (Phase.OPENING, Phase.KEEP_TICKETS):
            return self._keep(view)
        costs = self._costs(view)
        closed = self.closed | self.avoided
        goals = self._goals(view, costs)
        wanted = plan(view, goals, costs)
        if self.style.quick_paths and view.table.rules.score_by == "completed_tickets":
            wanted = quicker(view, goals, costs, wanted)
        if view.phase is Phase.SECOND_CARD:
            return draw_card(view, card_routes(view, wanted), legal, self.style.wild_below) or view.legal[0]
        if self.style.win_end:
            winning = next((a for a in view.legal if isinstance(a, ClaimRoute) and outcome(view, a) == 1), None)
            if winning is not None:
                return winning
        action = self._turn(view, legal, wanted, costs)
        if action is None:
            swap = bool(closed) and self.swaps < self.style.max_swaps
            action = fallback(view, closed, swap)
            self.swaps += action == SwapTickets()
        if self.style.end_at_least is not None and isinstance(action, ClaimRoute) and DrawFromDeck() in legal:
            result = outcome(view, action)
            if result is not None and result < self.style.end_at_least:
                return DrawFromDeck()  # its last train would end the game with a worse result (F8)
        return action

    def _turn(self, view: PlayerView, legal: set, wanted: Plan, costs) -> Action | None:
        """A whole-turn decision: claim, swap or draw tickets, fill, or draw cards."""
        me = view.players[view.seat or 0]
        rules = view.table.rules
        last_turn = view.final_turns is not None and turns_left(view) <= 1   # equal turns may leave two (U9)
        if last_turn and self.style.last_round:
            last = last_claim(view, legal)
            if last is not None:
                return last
        if self.style.endgame and not last_turn:
            left = turns_left(view)
            if left <= self.style.endgame and plan_turns(view, wanted) > left:
                last = last_claim(view, legal)
                if last is not None:
                    return last
        if self.style.swap_margin and SwapTickets() in legal and self.swaps < self.style.max_swaps:
            self.swap_checks += 1
            if swap_gain(view, costs, self.known, self.swap_checks) >= self.style.swap_margin:
                self.swaps += 1
                return SwapTickets()
        claim = self._claim(view, legal, wanted, costs)
        if claim is not None:
            return claim
        spare = self._spare_claim(view, legal, wanted)
        if spare is not None:
            return spare
        if (SwapTickets() in legal and self.swaps < self.style.max_swaps
                and (any(g.name != "coast" for g in wanted.unreachable)
                     or (rules.score_by == "completed_tickets"
                         and all(g.name == "coast" for g, _ in wanted.by_goal)))):
            self.swaps += 1
            return SwapTickets()
        if not wanted.routes:
            if (self.style.close_out and view.final_turns is None and me.trains <= self.style.close_out
                    and lead(view) > 0):
                last = last_claim(view, legal)
                if last is not None:
                    return last
            if (self.style.more_tickets and DrawTickets() in legal and view.final_turns is None
                    and me.trains >= max(rulebook_trains(view) * self.style.ticket_trains,
                                         self.style.ticket_floor)):
                return DrawTickets()
            if self.style.draw_value and DrawTickets() in legal and view.final_turns is None:
                self.swap_checks += 1
                if ticket_draw_value(view, costs, self.known, self.swap_checks,
                                     self.style.ticket_margin or 0.0) >= self.style.draw_value:
                    return DrawTickets()
            if self.style.aim_fillers and turns_left(view) > 2:
                target = self._filler_target(view)
                if target is not None:
                    pay = payment(view, target, ())
                    if pay is not None and pay in legal:
                        return pay
                    return draw_card(view, (target,), legal)
            filler = self._filler(view, legal, None)
            if filler is not None:
                return filler
        return draw_card(view, card_routes(view, wanted), legal, self.style.wild_below)

    def _keep(self, view: PlayerView) -> KeepTickets:
        """Which offered tickets to keep."""
        minimum = min(max(1, keep_minimum_of(view)), len(view.offer))
        me = view.players[view.seat or 0]
        if self.style.keep_budget <= 0:  # easy: as few as allowed, the lowest-scoring ones
            ranked = sorted(view.offer, key=lambda t: view.table.tickets[t][2])
            return KeepTickets(tuple(t for t in view.offer if t in ranked[:minimum]))
        budget = self.style.keep_budget * me.trains
        if self.style.ticket_margin is not None and view.phase is Phase.KEEP_TICKETS:
            budget = min(budget, room_for_tickets(view, self.style.ticket_margin))
        extra = [g for g in [coast_goal(view)] if g is not None]
        if self.style.filler_share:
            rules = view.table.rules
            rate = self.style.filler_share * max(rules.route_score(n) / n for n in set(view.table.lengths))
            costs = route_costs(view, frozenset(), self._favour(view))
            return KeepTickets(keep_choice(view, minimum, budget, extra, rate, costs))
        return KeepTickets(keep_choice(view, minimum, budget, extra))

    def _goals(self, view: PlayerView, costs) -> list[Goal]:
        """The goals to plan for: every ticket (largest first), or when racing for a count (F7) or in a
        shorter game than the board's own the open ones nearest first; easy takes only one, the first it holds."""
        goals = ticket_goals(view, view.tickets)
        if not self.style.in_order:
            goals.sort(key=lambda g: -g.points)
        coast = coast_goal(view)
        if coast is not None:
            goals.append(coast)
        if not self.style.focus_one and not nearest_first(view):
            return goals
        trains = view.players[view.seat or 0].trains
        open_goals = []
        for goal in goals:  # nearest first, if the trains left reach it
            found = shortest(view, costs, goal)
            if found is not None and found[0] > 0 and (not self.style.count_trains or sum(
                    view.table.lengths[r] for r in found[1] if view.owners[r] < 0) <= trains):
                open_goals.append((found[0], goal.name, goal))
        if not self.style.in_order:
            open_goals.sort()
        if self.style.focus_one:
            return [g for _, _, g in open_goals[:1]]
        return [g for _, _, g in open_goals]

    def _costs(self, view: PlayerView) -> list[float | None]:
        """What each route costs this player's plan now (None: kept off): its trains, less its favour and the
        cards in hand, and late in the game more for each card still missing."""
        late = self.style.late_missing if turns_left(view) < self.style.late_turns * game_length(view) else 0.0
        self.closed, self.avoided = self._avoid(view)
        return route_costs(view, self.closed, self._favour(view), late, self.style.card_discount)

    def _avoid(self, view: PlayerView) -> tuple[frozenset[int], frozenset[int]]:
        """Routes this player keeps off (never, only when there is no other way): for the gentle level,
        those on the ways others' lines are heading and those beside them (game/ai/kindness.py)."""
        if not self.style.kind:
            return frozenset(), frozenset()
        # With more players the risky routes of all of them leave too little to build on (measured:
        # 1.4 tickets a game at 4 players), so only a single child is weighed this way.
        never, avoided = kept_off(view)
        if not (self.style.no_risk and len(view.players) == 2):
            self.risky = {}
            return never, avoided
        # A route that makes none of the child's possible tickets dearer blocks nothing, even beside
        # its line; one that makes any of them dearer is never taken while another move is legal.
        self.risky = risks(view)
        return never | {r for r, trains in self.risky.items() if trains > 0}, frozenset()

    def _favour(self, view: PlayerView) -> dict[int, float] | None:
        """Discounts on routes for their points per train and, for hard, merchandise carts (A6)."""
        table, rules = view.table, view.table.rules
        favour: dict[int, float] = {}
        if self.style.points_weight:
            for r, length in enumerate(table.lengths):
                favour[r] = self.style.points_weight * (rules.route_score(length) - length)
        for r in self.avoided:   # gentle: beside another's line only when a ticket has no other way
            favour[r] = favour.get(r, 0.0) - KIND_PENALTY
        if self.style.bonuses and rules.has_merchandise:
            for r, deck in enumerate(table.carts):
                if deck >= 0 and view.merchandise_left[deck] > 0:
                    favour[r] = favour.get(r, 0.0) + 0.8
        return favour or None

    def _claim(self, view: PlayerView, legal: set, wanted: Plan, costs) -> ClaimRoute | None:
        """An affordable wanted route: the hardest to replace first (hard), else the longest."""
        options = []
        routes = card_routes(view, wanted)
        if self.style.from_one_end and wanted.by_goal and wanted.by_goal[0][1]:
            routes = wanted.by_goal[0][1][-1:]   # the next route out from the ticket's first city
        for r in routes:
            pay = payment(view, r, wanted.routes)
            if pay is not None and pay in legal:
                options.append((r, pay))
        if not options:
            return None
        lengths = view.table.lengths
        if self.style.bottlenecks and len(options) > 1:
            scores = bottleneck_scores(view, wanted, costs, [r for r, _ in options])
            options.sort(key=lambda o: (-scores.get(o[0], 0.0), -lengths[o[0]]))
        else:
            options.sort(key=lambda o: -lengths[o[0]])
        return options[0][1]

    def _spare_claim(self, view: PlayerView, legal: set, wanted: Plan) -> ClaimRoute | None:
        """Hard: turn cards the plan does not need into a long route, if the trains allow it."""
        shortest_len = self.style.spend_spare
        if not shortest_len or not wanted.routes:
            return None
        table, rules = view.table, view.table.rules
        me = view.players[view.seat or 0]
        planned = set(wanted.routes)
        best: tuple[float, ClaimRoute] | None = None
        for r, length in enumerate(table.lengths):
            if length < shortest_len or r in planned or view.owners[r] >= 0:
                continue
            if me.trains - length < wanted.trains + 2:
                continue
            pay = payment(view, r, wanted.routes)
            if pay is None or pay not in legal or pay.locomotives:
                continue
            colour = table.card_index[pay.color]
            if view.hand[colour] - length < (sum(table.lengths[p] for p in planned if table.route_colors[p] == colour)):
                continue  # it would spend cards the plan needs
            value = rules.route_score(length)
            if best is None or value > best[0]:
                best = (value, pay)
        return best[1] if best else None

    def _filler_target(self, view: PlayerView) -> int | None:
        """The unclaimed route worth most points per turn of collecting its cards (longer paths count too)."""
        table, rules = view.table, view.table.rules
        me = view.players[view.seat or 0]
        mine = network_cities(view, view.seat or 0)
        wild = view.hand[table.wild]
        avoid = self.closed | self.avoided
        best: tuple[float, int] | None = None
        for r, length in enumerate(table.lengths):
            if length > me.trains or not claimable(view, r) or r in avoid:
                continue
            colour = table.route_colors[r]
            held = max(view.hand[:table.wild]) if colour == ANY_COLOR else view.hand[colour]
            missing = max(0, length - held - wild)
            value = float(rules.route_score(length))
            if rules.longest_path_bonus and set(table.ends[r]) & mine:
                value += path_value(rules, length)
            key = value / (1 + missing / 1.5)
            if best is None or key > best[0]:
                best = (key, r)
        return best[1] if best else None

    def _filler(self, view: PlayerView, legal: set, among) -> ClaimRoute | None:
        """The best-scoring affordable route (for points, carts or a longer path), or None if none scores."""
        table, rules = view.table, view.table.rules
        avoid = self.closed | self.avoided
        mine = network_cities(view, view.seat or 0)
        best: tuple[float, ClaimRoute] | None = None
        for r in (among if among is not None else range(len(table.route_ids))):
            if r in avoid or view.owners[r] >= 0:
                continue
            pay = payment(view, r, ())
            if pay is None or pay not in legal:
                continue
            value = float(rules.route_score(table.lengths[r]))
            if self.style.bonuses:
                deck = table.carts[r]
                if deck >= 0 and view.merchandise_left[deck] > 0:
                    value += 3
                if rules.longest_path_bonus and set(table.ends[r]) & mine:
                    value += path_value(rules, table.lengths[r])
            if value > 0 and (best is None or value > best[0]):
                best = (value, pay)
        return best[1] if best else None


def card_routes(view: PlayerView, wanted: Plan) -> tuple[int, ...]:
    """The routes to collect cards for and claim: all planned ones, or the nearest goal's (see nearest_first)."""
    if nearest_first(view) and wanted.by_goal:
        return next((routes for _, routes in wanted.by_goal if routes), wanted.routes)
    return wanted.routes


def nearest_first(view: PlayerView) -> bool:
    """True if the planning levels work on their nearest ticket first: racing for a count (F7), or in a game
    with fewer trains than the board's own, where spreading cards and trains over every ticket left medium
    behind easy (measured: 40 % of 2-player USA games at 20 trains, 48 % nearest first)."""
    rules = view.table.rules
    return rules.score_by == "completed_tickets" or rules.trains_per_player < rulebook_trains(view)


def fallback(view: PlayerView, closed: frozenset[int] = frozenset(), swap: bool = False) -> Action:
    """When nothing useful is left: claim the longest route (which moves the game to its end) off the
    closed routes; if every claim is closed, swap tickets when `swap` allows, else claim the longest
    closed one; with no claim, any action but a swap."""
    index, lengths = view.table.route_index, view.table.lengths
    claims = [a for a in view.legal if isinstance(a, ClaimRoute)]
    allowed = [a for a in claims if index[a.route] not in closed]
    if allowed or (claims and not (swap and SwapTickets() in view.legal)):
        return max(allowed or claims, key=lambda a: lengths[index[a.route]])
    if swap and SwapTickets() in view.legal:
        return SwapTickets()
    return next((a for a in view.legal if not isinstance(a, SwapTickets)), view.legal[0])


def keep_minimum_of(view: PlayerView) -> int:
    """How many offered tickets this seat must keep (U2, U6, A2, A4), read from its legal choices."""
    return min((len(a.tickets) for a in view.legal if isinstance(a, KeepTickets)), default=1)
