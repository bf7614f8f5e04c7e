"""The board's trial judged and said in a family's words: per player count how the games end and last, what
to change when they stall (with numbers, and the change tried), the routes and tickets no game used, and the
points `points: auto` would give the tickets."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from game.board.tickets import auto_points, shortest_spaces
from game.trial import (FAILED, LEVELS, NO_END, Count, endings, games_for, move_limit, play_counts,
                              turns_and_trains, with_golden, with_trains)
from game.rules import ending
from game.rules.board import Board, Route
from game.rules.settings import RuleSet
from game.rules.words import count

TRIES = 4          # fewer-trains numbers played before the advice stops looking
LISTED = 5         # routes or tickets named before "and N more"
ENDED_BY = {ending.LAST_ROUND: "after the last round", ending.GOLDEN_TICKET: "by a Golden Ticket",
            ending.LAST_TRAIN: "with a last train laid"}
STALLS = {"full": "every route was claimed", "cards": "the train cards ran out",
          "trains": "nobody had the trains for the routes left"}


@dataclass(frozen=True)
class Verdict:
    """The trial of a board: its player counts, what to change, what no game used, and the words."""

    counts: tuple[Count, ...]
    fixes: tuple[str, ...]
    unused: tuple[str, ...]
    limit: int              # moves after which a game counts as never ending
    rules: RuleSet

    @property
    def plays(self) -> bool:
        """True if the board plays at every player count it claims."""
        return all(c.plays for c in self.counts)

    def lines(self, path: str) -> list[str]:
        """Every line check-map prints for the trial, the verdict last."""
        counts, rules = self.counts, self.rules
        each = "each of " if len(counts) > 1 else ""
        head = (f"played {len(counts[0].games) if counts else 0} games at {each}{_span([c.players for c in counts])} "
                f"players, computers at {' and '.join(LEVELS)}, fixed seeds:")
        out = [head] + [count_line(c, rules, self.limit) for c in counts]
        out += [f"what to change: {line}" for line in self.fixes] + [f"never used: {line}" for line in self.unused]
        rough = [f"{len(c.games) - c.proper} of {len(c.games)} at {c.players}" for c in counts if not c.smooth]
        if self.plays and rough:
            out.append(f"{path}: this map plays at {_span([c.players for c in counts])} players, but some games do "
                       f"not end properly ({', '.join(rough)} players); see what to change")
        elif self.plays:
            out.append(f"{path}: this map plays at {_span([c.players for c in counts])} players")
        else:
            bad = _span([c.players for c in counts if not c.plays])
            out.append(f"{path}: games at {bad} players do not end properly; this map cannot be played as it is")
        return out


Retry = Callable[[Board], tuple[Count, ...]]   # plays a changed board as the board itself was played


def judge(board: Board, games: int | None = None) -> Verdict:
    """Play the board at every player count it claims (games_for's number of games each) and judge it."""
    rules = RuleSet.from_settings(board.settings)
    each = games or games_for(board)
    counts = play_counts(board, each)
    changes: tuple[str, ...] = ()
    if not all(c.smooth for c in counts):
        changes = tuple(fixes(board, rules, counts, lambda changed: play_counts(changed, each)))
    return Verdict(counts, changes, tuple(unused(board, rules, counts)), move_limit(board), rules)


def count_line(at: Count, rules: RuleSet, limit: int) -> str:
    """One player count: how many games end properly and how, how long they last, where they stall."""
    games = at.games
    kinds = endings(games)
    turns, left = turns_and_trains(games)
    ways = [f"{kinds[e]} {ENDED_BY[e]}" for e in ENDED_BY if kinds[e]]
    text = f"{at.players} players: {at.proper} of {len(games)} games end properly"
    text += f" ({', '.join(ways)})" if ways else ""
    stalls = [g for g in games if g.end == ending.STALEMATE]
    if stalls:
        why = sorted({STALLS[g.stall] for g in stalls})
        text += f"; {len(stalls)} stall, nobody able to move ({'; '.join(why)})"
    if kinds[NO_END]:
        text += f"; {kinds[NO_END]} never end (still going after {limit:,} moves)"
    failed = [g.error for g in games if g.end == FAILED]
    if failed:
        text += f"; {len(failed)} stopped with an error of the game, not the board ({failed[0]})"
    if turns:
        text += f"; {turns:.0f} turns each, {left:.0f} of {rules.trains_per_player} {rules.terms.trains} left each"
    return text


def fixes(board: Board, rules: RuleSet, counts: Sequence[Count], retry: Retry) -> list[str]:
    """What to change, in the family's terms and numbers, for the player counts whose games do not all end."""
    bad = [c for c in counts if not c.smooth]
    out = [line for line in (_trains_fix(board, rules, counts, retry), _golden_fix(board, rules, counts, retry))
           if line]
    fewer = [c.players for c in counts if c.smooth and c.players < bad[0].players]
    if fewer and all(c.smooth for c in counts if c.players <= max(fewer)):
        out.append(f"it plays at {_span(fewer)} players: set players to "
                   f"{{min: {rules.min_players}, max: {max(fewer)}}} (too many players for this board)")
    colours = _colours(board, rules)
    if colours:
        out.append(colours)
    # Only where routes were left: on a full board more tickets would only put the stall off.
    games = [g for c in bad for g in c.games if not g.proper and g.stall != "full"]
    out_of_tickets = sum(g.tickets_out for g in games)
    if out_of_tickets and (rules.ticket_draw or rules.ticket_swap):
        draw = max(rules.ticket_draw, rules.ticket_swap)
        enough = rules.max_players * (rules.opening_deal + 2 * draw)
        out.append(f"the {len(board.tickets)} {rules.terms.tickets} ran out in {out_of_tickets} of these games: "
                   f"too few {rules.terms.tickets}; write about {enough} ({rules.max_players} players are dealt "
                   f"{rules.opening_deal} each and draw {draw} at a time)")
    if not out:
        out.append("no number of the rules file explains it; try fewer trains each or fewer players")
    return out


def spaces_at(board: Board, rules: RuleSet, players: int) -> int:
    """The spaces players can fill at this count: one route of each double when only one is open."""
    total = sum(r.length for r in board.routes)
    if rules.both_routes_open(players):
        return total
    return total - sum(r.length for r in board.routes if r.twin is not None and r.id < r.twin)


def _trains_fix(board: Board, rules: RuleSet, counts: Sequence[Count], retry: Retry) -> str:
    """Too many trains for the spaces: the numbers, and a smaller number of trains played to check it."""
    trains, keep = rules.trains_per_player, rules.trigger_trains or 0
    if rules.trigger_trains is None and not rules.last_train_ends:
        return ""
    most = max(c.players for c in counts if not c.smooth)
    share = spaces_at(board, rules, most) // most
    if trains - keep <= share:
        return ""
    text = (f"{trains} {rules.terms.trains} each but the board has {spaces_at(board, rules, most)} spaces: "
            f"{most} players can lay at most {share} each")
    if keep:
        text += f" and the last round starts at {keep} left"
    start = min(trains - 1, share + keep)
    for tried in range(start, max(start - TRIES, 0), -1):
        again = retry(with_trains(board, tried))
        if all(c.smooth for c in again):
            trigger = f" and end_game trigger_trains: {tried - 1}" if tried <= keep else ""
            return f"{text}; try {tried} {rules.terms.trains} each{trigger} ({_tried(again)})"
    return f"{text}; fewer {rules.terms.trains} each alone (down to {max(start - TRIES + 1, 1)}) does not make them end"


def _golden_fix(board: Board, rules: RuleSet, counts: Sequence[Count], retry: Retry) -> str:
    """A Golden Ticket nobody reaches before the board is full: the most completed, and a smaller goal tried."""
    goal = rules.golden_ticket
    stalls = [g for c in counts if not c.smooth for g in c.games if g.stall == "full"]
    if not goal or goal < 2 or not stalls:
        return ""
    text = (f"the Golden Ticket needs {goal} completed {rules.terms.tickets}, but in {len(stalls)} games every "
            f"route was claimed first (the most one player completed: {max(g.most_done for g in stalls)})")
    for tried in range(goal - 1, max(goal - TRIES, 0), -1):
        again = retry(with_golden(board, tried))
        if all(c.smooth for c in again):
            return f"{text}; try golden_ticket: {tried} ({_tried(again)})"
    return f"{text}; a smaller number alone does not make them end"


def _tried(counts: Sequence[Count]) -> str:
    """What a change did when played: how many games then ended properly, at which player counts."""
    proper, played = sum(c.proper for c in counts), sum(len(c.games) for c in counts)
    return f"played: {proper} of {played} games then end properly at {_span([c.players for c in counts])} players"


def _colours(board: Board, rules: RuleSet) -> str:
    """Deck colours no route asks for: their cards fill hands and pay only gray routes."""
    used = {r.color for r in board.routes if r.color != "gray"}
    spare = [c for c in rules.colors if c not in used]
    if not spare or not used:
        return ""
    gray = sum(r.color == "gray" for r in board.routes)
    pays = f"only the {gray} gray routes" if gray else "no route (the board has no gray route)"
    return (f"the deck has {len(rules.colors)} colours but the routes use {len(used)} ({', '.join(sorted(used))}): "
            f"cards of {', '.join(spare)} pay {pays}; keep deck colors to the routes' colours "
            "(too many colours for the routes)")


def unused(board: Board, rules: RuleSet, counts: Sequence[Count]) -> list[str]:
    """The routes no trial game claimed and the tickets none completed."""
    games = [g for c in counts for g in c.games]
    if not games:
        return []
    claimed = set().union(*(g.claimed for g in games))
    kept = [t for g in games for t in g.kept]
    completed = set().union(*(g.completed for g in games))
    out = []
    routes = [_route_name(board, r) for r in board.routes if r.id not in claimed]
    if routes:
        out.append(f"{_listed(routes)} never claimed in {count(len(games), 'game', 'games')}")
    tickets = [f"{rules.terms.ticket} {t.id} {t.a}-{t.b} (kept {count(kept.count(t.id), 'time', 'times')})"
               for t in board.tickets if t.id not in completed]
    if tickets:
        out.append(f"{_listed(tickets)} never completed in {count(len(games), 'game', 'games')}")
    return out


def ticket_prices(board: Board, every: bool = False) -> list[str]:
    """On a board that scores tickets, the points `points: auto` would give: for every ticket, or only where
    the written points differ much (by more than 2 and more than a quarter)."""
    rules = RuleSet.from_settings(board.settings)
    if rules.score_by != "points":
        return []
    out = []
    for t in board.tickets:
        auto = auto_points(shortest_spaces(board.routes, t.a, t.b) or 0)
        if every or abs(t.points - auto) > max(2, auto // 4):
            out.append(f"{rules.terms.ticket} {t.id} {t.a}-{t.b}: auto would give {auto} (written: {t.points})")
    return out


def _route_name(board: Board, route: Route) -> str:
    """A route as a family finds it: its id, its cities, its length and colour."""
    named = route.a in route.id and route.b in route.id   # a route named from its cities says them already
    return f"route {route.id}{'' if named else f' {route.a}-{route.b}'} ({route.length} {route.color})"


def _listed(names: Sequence[str]) -> str:
    """The first few names, and how many more."""
    shown = ", ".join(names[:LISTED])
    return shown + (f" and {len(names) - LISTED} more" if len(names) > LISTED else "")


def _span(players: Sequence[int]) -> str:
    """2, or 2 to 5, or 2, 3 and 5."""
    if not players:
        return "no"
    ordered = sorted(players)
    if ordered == list(range(ordered[0], ordered[-1] + 1)):
        return str(ordered[0]) if len(ordered) == 1 else f"{ordered[0]} to {ordered[-1]}"
    return ", ".join(map(str, ordered[:-1])) + f" and {ordered[-1]}"
