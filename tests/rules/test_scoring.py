"""Final scoring: tickets (U10, A8, F8), longest path (U10), merchandise (A8), winners (U11, A9,
F7, F8), and the breakdown per player."""
from dataclasses import replace
from itertools import permutations

import pytest

from game.rules import rng
from game.rules.graph import longest_trail
from game.rules.scoring import final_score, merchandise_ranks
from game.rules.table import table_for

from .boards import reference_board, tiny_board
from .helpers import give_routes, set_player, start


def trail(routes, owned=None):
    """The longest trail over tiny-board routes given as (id, a, b, length)."""
    board = tiny_board("usa", [(r[0], r[1], r[2], r[3], "gray") for r in routes])
    return longest_trail(table_for(board), [r[0] for r in routes] if owned is None else owned)


def test_u10_longest_path_may_loop_and_revisit_cities():
    """U10: a trail uses each route once; cities may repeat; loops are allowed."""
    triangle_and_tail = [("ab", "a", "b", 2), ("bc", "b", "c", 2), ("ca", "c", "a", 2),
                         ("cd", "c", "d", 3)]
    assert trail(triangle_and_tail) == 9
    figure_eight = [("xa", "x", "a", 1), ("ab", "a", "b", 1), ("bx", "b", "x", 1),
                    ("xc", "x", "c", 1), ("cd", "c", "d", 1), ("dx", "d", "x", 1)]
    assert trail(figure_eight) == 6
    star = [("oa", "o", "a", 3), ("ob", "o", "b", 4), ("oc", "o", "c", 5)]
    assert trail(star) == 9  # a trail cannot use all three arms
    assert trail([("ab", "a", "b", 2), ("cd", "c", "d", 5)]) == 5  # separate pieces do not add
    assert trail(star, owned=[]) == 0


def brute_force(edges):
    """The longest trail by trying every order of every subset of routes (small graphs only)."""
    best = 0
    for size in range(1, len(edges) + 1):
        for order in permutations(range(len(edges)), size):
            for start_city in edges[order[0]][1:3]:
                city, total = start_city, 0
                for i in order:
                    _, a, b, length = edges[i]
                    if city not in (a, b):
                        break
                    city, total = (b if city == a else a), total + length
                else:
                    best = max(best, total)
    return best


def test_u10_longest_trail_matches_brute_force_on_random_small_networks():
    """U10: the trail search (odd-degree starts) agrees with trying every route order."""
    state = rng.seed_state(5)
    for _ in range(60):
        n_edges, state = rng.below(state, 6)
        edges = []
        for i in range(n_edges + 1):
            a, state = rng.below(state, 4)
            b, state = rng.below(state, 4)
            length, state = rng.below(state, 4)
            if a != b:
                edges.append((f"e{i}", "abcd"[a], "abcd"[b], length + 1))
        if edges:
            assert trail(edges) == brute_force(edges), edges


def usa_end(players=3):
    """A USA game ready to be scored: player routes and tickets are set by each test."""
    return start(reference_board("usa"), players, first=0)


def test_u10_tickets_add_when_completed_and_subtract_when_not():
    """U10: completed tickets add their points, uncompleted ones subtract them."""
    s = usa_end(2)
    # t07 Denver-El Paso (4): Denver-Santa Fe + Santa Fe-El Paso; t12 Kansas City-Houston (5) not.
    denver_sf = next(r.id for r in s.board.routes if r.ends == {"denver", "santa_fe"})
    sf_elpaso = next(r.id for r in s.board.routes if r.ends == {"santa_fe", "el_paso"})
    s = give_routes(set_player(s, 0, tickets=("t07", "t12")), 0, denver_sf, sf_elpaso)
    s = set_player(s, 1, tickets=())
    score = final_score(s, "last_round").players[0]
    tickets = [(l.ticket, l.points, l.completed) for l in score.lines if l.kind == "ticket"]
    assert tickets == [("t07", 4, True), ("t12", -5, False)]
    assert score.completed_tickets == 1
    assert score.total == s.players[0].points + 4 - 5 + 10  # the only path: the bonus too


def test_u10_longest_path_bonus_goes_to_every_tied_player():
    """U10: all players tied for the longest path score 10."""
    s = usa_end(3)
    s = give_routes(s, 0, "u001")  # Atlanta-Charleston, 2
    s = give_routes(s, 1, "u006")  # Atlanta-Raleigh, 2
    s = give_routes(s, 2, "u003")  # Atlanta-Nashville, 1
    players = final_score(s, "last_round").players
    assert [p.longest_path for p in players] == [2, 2, 1]
    assert [p.longest_path_bonus for p in players] == [True, True, False]
    bonus = [sum(l.points for l in p.lines if l.kind == "longest_path") for p in players]
    assert bonus == [10, 10, 0]


def test_u10_no_routes_no_longest_path_bonus():
    """U10: a player without routes has no path and so no bonus."""
    assert not any(p.longest_path_bonus for p in final_score(usa_end(2), "last_round").players)


@pytest.mark.parametrize("counts,expected", [
    ((3, 3, 1), [8, 8, 2]),      # A8 example: tied players both score, the next rank is skipped
    ((3, 1, 1), [8, 5, 5]),
    ((2, 2, 2, 0), [8, 8, 8, 0]),  # no card, no bonus
    ((4, 3, 2, 1), [8, 6, 4, 2]),
    ((2, 1), [8, 4]), ((0, 0), [0, 0]), ((1, 1), [8, 8]),
])
def test_a8_merchandise_ranking_with_ties(counts, expected):
    """A8: bonus by rank of card count; tied players share a rank and skip the next."""
    bonus = {2: (8, 4), 3: (8, 5, 2), 4: (8, 6, 4, 2)}[len(counts)]
    assert merchandise_ranks(counts, bonus) == expected


def test_a8_amsterdam_final_score_has_merchandise_and_no_longest_path():
    """A8: contracts, merchandise bonus; Amsterdam has no longest path bonus."""
    s = start(reference_board("amsterdam"), 3, first=0)
    s = set_player(s, 0, merchandise=(1, 1, 1, 0), tickets=())
    s = set_player(s, 1, merchandise=(0, 3, 0, 0), tickets=())
    s = set_player(s, 2, merchandise=(1, 0, 0, 0), tickets=())
    s = give_routes(s, 0, "a01")
    players = final_score(s, "last_round").players
    assert [next(l.points for l in p.lines if l.kind == "merchandise") for p in players] == [8, 8, 2]
    assert not any(l.kind == "longest_path" for p in players for l in p.lines)


# Separate routes on a tiny board, for exact totals: length 3 scores 4, 4 scores 7 (U8).
TIE_ROUTES = [("x", "a", "b", 3, "gray"), ("y", "c", "d", 3, "gray"), ("w", "e", "f", 2, "gray"),
              ("v", "g", "h", 1, "gray"), ("q", "i", "j", 4, "gray"), ("p1", "k", "l", 3, "gray"),
              ("p2", "m", "n", 3, "gray"), ("p3", "o", "p", 3, "gray"), ("p4", "q", "r", 3, "gray"),
              ("p5", "s", "t", 1, "gray")]
TIE_TICKETS = [("tab", "a", "b", 3)] + [(f"t{i}", "c", "d", 1) for i in range(9)]


def tied(game, seat0, seat1, tickets0=()):
    """A 2-player game on the tiny board with these routes and player 0's tickets."""
    s = start(tiny_board(game, TIE_ROUTES, TIE_TICKETS), 2, first=0)
    s = set_player(set_player(s, 0, tickets=tuple(tickets0)), 1, tickets=())
    return give_routes(give_routes(s, 0, *seat0), 1, *seat1)


def test_u11_points_tie_broken_by_completed_tickets():
    """U11: equal points; the player with more completed tickets wins."""
    # 4 + ticket 3 (+10 path 3) against 4 + 2 + 1 (+10 path 3).
    result = final_score(tied("usa", ["x"], ["y", "w", "v"], ["tab"]), "last_round")
    assert [p.total for p in result.players] == [17, 17]
    assert [p.completed_tickets for p in result.players] == [1, 0]
    assert result.winners == (0,)


def test_u11_then_by_the_longest_path_holder():
    """U11: equal points and tickets; the holder of the longest path bonus wins."""
    # 7 + 10 (path 4) against 4 x 4 + 1 (path 3).
    result = final_score(tied("usa", ["q"], ["p1", "p2", "p3", "p4", "p5"]), "last_round")
    assert [p.total for p in result.players] == [17, 17]
    assert [p.longest_path_bonus for p in result.players] == [True, False]
    assert result.winners == (0,)


def test_u11_still_tied_is_a_shared_win():
    """U11: still tied after both tie-breakers: a shared win."""
    result = final_score(tied("usa", ["x"], ["y"]), "last_round")
    assert result.winners == (0, 1)


def test_a9_amsterdam_tie_broken_by_completed_contracts_then_shared():
    """A9: most points; then most completed contracts; still tied, a shared win."""
    result = final_score(tied("amsterdam", ["x"], ["y", "w", "v"], ["tab"]), "last_round")
    assert [p.total for p in result.players] == [7, 7] and result.winners == (0,)
    assert final_score(tied("amsterdam", ["x"], ["y"]), "last_round").winners == (0, 1)


def test_f8_first_journey_score_is_the_completed_count_with_a_line_per_ticket():
    """F8: the score is the number of completed tickets; uncompleted ones cost nothing."""
    s = start(reference_board("first_journey"), 2, first=0)
    s = set_player(s, 0, completed=("t01", "t02"), tickets=("t03",), coast_to_coast=True)
    s = replace(set_player(s, 1, completed=("t04",)), coast_cards=3)
    result = final_score(s, "last_train")
    p0 = result.players[0]
    assert p0.total == 3 and p0.completed_tickets == 3
    assert [(l.kind, l.ticket, l.points) for l in p0.lines] == [
        ("routes", None, 0), ("ticket", "t01", 1), ("ticket", "t02", 1), ("ticket", "t03", 0),
        ("coast_to_coast", None, 1)]
    assert result.winners == (0,)


def test_final_score_is_plain_data():
    """The final scoring turns into plain data with a line per item."""
    data = final_score(usa_end(2), "last_round").to_data()
    assert data["reason"] == "last_round" and len(data["players"]) == 2
    assert data["players"][0]["lines"][0]["kind"] == "routes"
