"""The expert level: hard's planner, with the end of the game and the hand it holds weighed every turn."""
from __future__ import annotations

from dataclasses import replace

from game.ai import montecarlo, search
from game.ai.blocking import needed_routes
from game.ai.foresight import claim_turns, rulebook_trains, ticket_draw_value, turns_left
from game.ai.planner import Plan, network_cities, open_way, plan, ticket_goals
from game.ai.bot import BOARD_STYLES, STYLES, Bot
from game.ai.tactics import payment
from game.rules.actions import Action, ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, KeepTickets
from game.rules.state import Phase
from game.rules.table import ANY_COLOR
from game.rules.view import PlayerView

CLAIM_LENGTH = 3.0     # a rival laying its trains as fast as it can: about this many trains a claim
CARDS_PER_TURN = 2.0   # ... and two cards a drawing turn for the trains its hand does not yet cover
TICKET_VALUE = 3.0     # draw more tickets when a draw is expected to bring this many points
LATE_DRAW = 4.0        # late, face to face: a ticket a draw may bring counts only if claiming it (claim_turns)
                       # leaves this many turns before the rival's fastest end
LATE_SURE = 0.9        # ... and only if this share of the offers holds such a ticket (one must be kept)
LATE_KEEP = 3.0        # ... and tickets drawn late are kept only if together they leave this many (one must be)
FULL_HAND = 24         # with this many cards and no planned route to pay, spend spare cards on a route
SPARE_SHORTEST = 3     # ... this long at least
NEAR = 4               # with a rival's fastest end this near, plan by the cards in hand:
NEAR_COST = 1.0        # ... each card a route still lacks (wilds counted) makes it this much dearer
LINE_FAVOUR = 0.12     # a route touching its own line is this much cheaper a train: one line, for the longest (U10)
ROUTE_WEIGHT = 0.9     # its tickets worth little: prefer routes scoring many points a train this much (hard:
                       # 0.45), for the points and to keep them from the rivals
WEAK_TICKETS = 0.9     # ... its tickets together worth less than this share of the board's largest ticket
BLOCK_GAIN = 8.0       # 2 players: take a route the rival seems to need when losing it costs them this much
                       # (blocking.CUT: it cuts their way)
BLOCK_LONGEST = 3      # ... if it is this short: a block is a turn and cards spent on no ticket of its own
MODEL_BUDGET = 2000    # looking ahead on the compact model (search.py): model turns per decision
MODEL_LATE = 12        # ... once some player is down to this many trains
ENGINE_BUDGET = 1200   # elsewhere (merchandise, montecarlo.py): engine moves per decision, hard in every seat
ENGINE_LATE = 6        # ... at ticket decisions, and at turns once some player is down to this many trains
RACE_FROM = 2          # racing for a count (First Journey): looked ahead once some player has completed this many
RACE_TURNS = 7000      # ... on the race model (rollout_race.py): model turns per decision
RACE_DEALS = 64        # ... over at most this many deals
RACE_BUDGET = 900      # ... on a race board the model does not play: engine moves per decision,
RACE_LEVEL = "medium"  # ... medium in every seat
LOOK_SALT = 32         # seeds the deals of each looked-ahead decision with what every seat sees


def make_expert() -> Bot:
    """A computer player of the expert level."""
    by_board = {game: tweaks for (level, game), tweaks in BOARD_STYLES.items() if level == "hard"}
    return ExpertPlayer(replace(STYLES["hard"], more_tickets=False, draw_value=0.0), by_board)


def fastest_end(view: PlayerView) -> float:
    """The fewest turns this seat may have left (this one included) if the rival nearest the end laid its
    trains as fast as its hand allows: a claim per few trains, and drawing turns for the cards it lacks."""
    rules = view.table.rules
    if view.final_turns is not None or rules.trigger_trains is None:
        return turns_left(view)
    best = float("inf")
    for p in view.players:
        if p.seat == view.seat:
            continue
        need = max(0, p.trains - rules.trigger_trains)
        best = min(best, need / CLAIM_LENGTH + max(0, need - p.hand_size) / CARDS_PER_TURN)
    return min(turns_left(view), best + 1.0)


def late_in_game(view: PlayerView) -> bool:
    """Some player is down to a third of the trains: tickets drawn now are judged by the end coming."""
    return min(p.trains for p in view.players) <= view.table.rules.trains_per_player / 3


class ExpertPlayer(Bot):
    """Hard's player, overriding the decisions where hard loses points: it watches how soon a rival can
    end the game, draws tickets only when they fit that and plans by its cards as that end nears, blocks
    a rival when it pays, goes by the long routes when its tickets are worth little, and does not sit on a
    hand it cannot use."""

    def choose(self, view: PlayerView) -> Action:
        """Its own choice, looked ahead where a decision changes the game most: the choice and a few others
        played out on the same sampled deals of what this seat cannot see, another kept only when surely
        better (search.py on boards the compact or the race model plays, montecarlo.py on the others)."""
        chosen = super().choose(view)
        if len(view.legal) < 2:
            return chosen
        if search.supports(view.table):   # seeds its deals itself, only at the turns it looks ahead
            return search.choose(view, chosen, self.known, LOOK_SALT, MODEL_BUDGET, keeps=False, late=MODEL_LATE)
        if search.supports_race(view.table):   # the race model plays medium's race at about an eighth of the cost
            return search.race(view, chosen, self.known, LOOK_SALT, RACE_TURNS, RACE_FROM, RACE_DEALS)
        seed = montecarlo.decision_seed(view, LOOK_SALT)
        if view.table.rules.score_by == "completed_tickets":
            # Medium plays the race out at about a third of hard's cost: hard's play-outs gained as much but
            # needed 360 ms a decision at the 95th percentile for enough deals, over the 300 ms allowed.
            return montecarlo.look_ahead(view, chosen, self.known, seed, RACE_BUDGET, RACE_LEVEL, race_from=RACE_FROM)
        return montecarlo.look_ahead(view, chosen, self.known, seed, ENGINE_BUDGET, late_trains=ENGINE_LATE)

    def _turn(self, view: PlayerView, legal: set, wanted: Plan, costs) -> Action | None:
        """Expert's checks around hard's whole-turn decision."""
        if view.table.rules.score_by == "completed_tickets":
            return super()._turn(view, legal, wanted, costs)
        left = fastest_end(view)
        if not wanted.routes and DrawTickets() in legal and view.final_turns is None:
            if self._more_tickets(view, costs, left):
                return DrawTickets()
        # With more rivals a block spends a turn on one of them while the others gain (5 players: 101 points
        # with blocks, 106 without, over 200 games); face to face what it costs the rival is its own gain.
        block = self._block(view, legal, wanted) if view.final_turns is None and len(view.players) == 2 else None
        if block is not None:
            return block
        action = super()._turn(view, legal, wanted, costs)
        if isinstance(action, (DrawFromDeck, DrawFaceUp)) and sum(view.hand) >= FULL_HAND:
            return self._unload(view, legal, wanted) or action
        return action

    def _favour(self, view: PlayerView) -> dict[int, float] | None:
        """Hard's discounts, with routes' points a train weighed more while its tickets are worth little, routes
        growing its own line a little cheaper (one line makes the longest path, U10) and, near a rival's fastest
        end, a cost for each card a route still lacks: a plan hanging on one long route of a colour that does
        not come lost both its tickets when the rival ended."""
        favour = super()._favour(view) or {}
        if self._few_ticket_points(view):
            rules, more = view.table.rules, ROUTE_WEIGHT - self.style.points_weight
            for r, length in enumerate(view.table.lengths):
                favour[r] = favour.get(r, 0.0) + more * (rules.route_score(length) - length)
        if view.table.rules.longest_path_bonus:
            mine = network_cities(view, view.seat or 0)
            for r, length in enumerate(view.table.lengths):
                if set(view.table.ends[r]) & mine:
                    favour[r] = favour.get(r, 0.0) + LINE_FAVOUR * length
        if view.table.rules.score_by != "completed_tickets" and fastest_end(view) <= NEAR:
            table = view.table
            wild = view.hand[table.wild]
            best = max(view.hand[:table.wild], default=0)
            for r, length in enumerate(table.lengths):
                colour = table.route_colors[r]
                held = (best if colour == ANY_COLOR else view.hand[colour]) + wild
                if held < length:
                    favour[r] = favour.get(r, 0.0) - NEAR_COST * (length - held)
        return favour or None

    def _few_ticket_points(self, view: PlayerView) -> bool:
        """After the opening, holding tickets worth less in all than WEAK_TICKETS of the board's largest: a deal
        without a long ticket, where routes decide the game more than its tickets do."""
        table = view.table
        if table.rules.score_by == "completed_tickets" or view.phase is Phase.OPENING or not self.style.points_weight:
            return False
        largest = max((points for _, _, points in table.tickets.values()), default=0)
        return sum(table.tickets[t][2] for t in view.tickets) < WEAK_TICKETS * largest

    def _block(self, view: PlayerView, legal: set, wanted: Plan) -> ClaimRoute | None:
        """The free route a rival seems to need most (blocking.py), if losing it costs the rival at least
        BLOCK_GAIN and this seat can pay for it now without wilds, keeping the trains its plan needs."""
        table = view.table
        me = view.players[view.seat or 0]
        best: tuple[float, ClaimRoute] | None = None
        for r, loss in needed_routes(view).items():
            if loss < BLOCK_GAIN or table.lengths[r] > BLOCK_LONGEST:
                continue
            if r not in wanted.routes and me.trains - table.lengths[r] < wanted.trains + 1:
                continue
            pay = payment(view, r, wanted.routes)
            if pay is None or pay not in legal or pay.locomotives:
                continue
            if best is None or loss > best[0]:
                best = (loss, pay)
        return best[1] if best else None

    def _more_tickets(self, view: PlayerView, costs, left: float) -> bool:
        """With every ticket done, whether to draw more: as hard does until some player is down to a third of
        the trains, and after, face to face only, when a draw is expected to pay with tickets it can claim
        LATE_DRAW turns before the rival's fastest end."""
        me = view.players[view.seat or 0]
        late = late_in_game(view)
        if not late and me.trains >= max(rulebook_trains(view) * self.style.ticket_trains, self.style.ticket_floor):
            return True
        if late and len(view.players) > 2:
            return False   # with more rivals the end comes sooner than any one shows: late draws failed 31 %
        self.swap_checks += 1
        if late:
            value = ticket_draw_value(view, costs, self.known, self.swap_checks, within=left - LATE_DRAW,
                                     sure=LATE_SURE)
        else:
            value = ticket_draw_value(view, costs, self.known, self.swap_checks, self.style.ticket_margin or 0.0)
        return value >= TICKET_VALUE

    def _keep(self, view: PlayerView) -> KeepTickets:
        """Hard's keep, but for tickets drawn late face to face: the highest first, each kept if with those
        before it its routes can be claimed LATE_KEEP turns before the rival's fastest end and its trains are
        there; with none such, the one nearest done (one must be kept, U6). Late tickets kept by trains and
        pace alone failed about half the time when they needed more turns than that."""
        if view.phase is not Phase.KEEP_TICKETS or len(view.players) != 2 or not late_in_game(view) \
                or view.table.rules.score_by == "completed_tickets":
            return super()._keep(view)
        costs = self._costs(view)   # as it will plan them: a way it would not take is no way
        within = fastest_end(view) - LATE_KEEP
        trains = view.players[view.seat or 0].trains - 1
        held = ticket_goals(view, view.tickets)
        offered = ticket_goals(view, view.offer)
        kept: list = []
        for goal in sorted(offered, key=lambda g: -g.points):
            wanted = plan(view, held + kept + [goal], costs)
            if not wanted.unreachable and wanted.trains <= trains and claim_turns(view, wanted.routes) <= within:
                kept.append(goal)
        if not kept:
            def nearest(goal) -> float:
                way = open_way(view, costs, goal)
                return claim_turns(view, way) if way is not None else float("inf")
            kept = [min(offered, key=lambda g: (nearest(g), -g.points))]
        names = {goal.name for goal in kept}
        return KeepTickets(tuple(t for t in view.offer if t in names))

    def _unload(self, view: PlayerView, legal: set, wanted: Plan) -> ClaimRoute | None:
        """The route scoring most that spare cards pay for, leaving the trains and cards the plan needs."""
        table, rules = view.table, view.table.rules
        me = view.players[view.seat or 0]
        planned = [0] * table.wild   # cards of each colour the planned coloured routes take
        for r in wanted.routes:
            if table.route_colors[r] != ANY_COLOR:
                planned[table.route_colors[r]] += table.lengths[r]
        free = [r for r, length in enumerate(table.lengths) if length >= SPARE_SHORTEST and view.owners[r] < 0
                and r not in wanted.routes and me.trains - length > wanted.trains]
        options = []
        for r in free:
            pay = payment(view, r, wanted.routes)
            if pay is not None and pay in legal and not pay.locomotives \
                    and view.hand[table.card_index[pay.color]] - table.lengths[r] >= planned[table.card_index[pay.color]]:
                options.append((rules.route_score(table.lengths[r]), pay))   # spare cards only: the plan keeps its own
        return max(options, key=lambda o: o[0])[1] if options else None
