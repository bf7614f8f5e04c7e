"""The longest trail (U10): the fast search against a plain one that tries every trail, on hand-made
networks and on many random networks of every board."""
from __future__ import annotations

import random
from collections import defaultdict
from functools import lru_cache
from types import SimpleNamespace

import pytest

from bench.longest_path import TRAINS, random_network as grown
from game.rules import graph, new_game
from game.rules.graph import longest_trail, longest_trail_from
from game.rules.table import table_for

from .boards import GAMES, reference_board, tiny_board


@pytest.fixture(autouse=True, params=["walk first", "search only"])
def steps(request, monkeypatch):
    """Every test twice: as the game runs it (the plain walk answers small networks) and with the
    walk given no steps, so that the cutting up and the pruned search answer everything."""
    if request.param == "search only":
        monkeypatch.setattr(graph, "QUICK_STEPS", 0)
        monkeypatch.setattr(graph, "WALK_STEPS", 0)


def plain_longest_trail(table, routes, start=None) -> int:
    """The longest trail by trying every trail from every city (or from `start`), each route once:
    the reference.

    A trail that reaches a city with the same routes used as another one did has the same ways on,
    so that state is not tried twice; nothing else is skipped.
    """
    around = defaultdict(list)
    for bit, route_id in enumerate(routes):
        r = table.route_index[route_id]
        a, b = table.ends[r]
        around[a].append((1 << bit, b, table.lengths[r]))
        if a != b:
            around[b].append((1 << bit, a, table.lengths[r]))
    seen = set()
    best = 0

    def walk(city, used, total):
        """Every trail on from `city`, depth first."""
        nonlocal best
        if (city, used) in seen:
            return
        seen.add((city, used))
        best = max(best, total)
        for bit, other, length in around[city]:
            if not used & bit:
                walk(other, used | bit, total + length)

    for city in list(around) if start is None else [start]:
        walk(city, 0, 0)
    return best


@lru_cache(maxsize=None)
def table_of(game):
    """The table of a new game on a real board."""
    return new_game(reference_board(game), ["A", "B"], 1).table


@lru_cache(maxsize=None)
def plain_on_board(game, routes, start=None):
    """The plain search's answer on a real board, worked out once for both runs of a test."""
    return plain_longest_trail(table_of(game), routes, start)


def trail(routes, owned=None):
    """The longest trail over tiny-board routes given as (id, a, b, length)."""
    table = table_for(tiny_board("usa", [(r[0], r[1], r[2], r[3], "gray") for r in routes]))
    return longest_trail(table, [r[0] for r in routes] if owned is None else owned)


def test_a_loop_with_a_tail_is_walked_whole():
    """A triangle and a route off one corner: round the loop, then out along the tail."""
    assert trail([("ab", "a", "b", 2), ("bc", "b", "c", 2), ("ca", "c", "a", 2), ("cd", "c", "d", 3)]) == 9


def test_a_figure_eight_is_walked_whole():
    """Two loops through one city: the trail passes that city twice."""
    eight = [("xa", "x", "a", 1), ("ab", "a", "b", 1), ("bx", "b", "x", 1),
             ("xc", "x", "c", 1), ("cd", "c", "d", 1), ("dx", "d", "x", 1)]
    assert trail(eight) == 6


def test_a_star_gives_its_two_longest_arms():
    """Three arms from one city: a trail uses two of them, the longest two."""
    star = [("oa", "o", "a", 3), ("ob", "o", "b", 4), ("oc", "o", "c", 5)]
    assert trail(star) == 9
    assert trail(star + [("od", "o", "d", 6)]) == 11
    assert trail(star, owned=[]) == 0


def test_separate_pieces_do_not_add_up():
    """The longest trail lies in one piece of the network."""
    assert trail([("ab", "a", "b", 2), ("cd", "c", "d", 5)]) == 5
    assert trail([("ab", "a", "b", 4), ("bc", "b", "c", 4), ("de", "d", "e", 3), ("ef", "e", "f", 3),
                  ("fd", "f", "d", 3)]) == 9


def test_double_routes_may_both_be_used():
    """A player holding both routes of a double can go there and back."""
    assert trail([("ab1", "a", "b", 3), ("ab2", "a", "b", 3), ("bc", "b", "c", 1)]) == 7
    assert trail([("ab1", "a", "b", 3), ("ab2", "a", "b", 3), ("bc", "b", "c", 1), ("bd", "b", "d", 2)]) == 9


def test_a_trail_crosses_a_bridge_once():
    """Two triangles joined by one route, a tail on one: in along the tail, round, across, round the
    other; only one short route (c-a) is left out."""
    two = [("ab", "a", "b", 1), ("bc", "b", "c", 1), ("ca", "c", "a", 1), ("cd", "c", "d", 4),
           ("de", "d", "e", 1), ("ef", "e", "f", 1), ("fd", "f", "d", 1), ("ag", "a", "g", 2)]
    assert trail(two) == 11


def with_doubles(table, rnd, trains):
    """A grown network that holds both routes of every double it touches, as far as trains allow."""
    chosen = grown(table, rnd, trains)
    left = trains - sum(table.lengths[r] for r in chosen)
    for r in list(chosen):
        twin = table.twins[r]
        if twin >= 0 and twin not in chosen and table.lengths[twin] <= left:
            chosen.append(twin)
            left -= table.lengths[twin]
    return chosen


def cluster(table, rnd, trains):
    """Every route among a few neighbouring cities, in random order, while trains last: dense."""
    around = defaultdict(set)
    for a, b in table.ends:
        around[a].add(b)
        around[b].add(a)
    group, size = {rnd.randrange(len(table.city_ids))}, rnd.randint(4, 9)
    while len(group) < size:
        edge = sorted(set().union(*(around[c] for c in group)) - group)
        if not edge:
            break
        group.add(rnd.choice(edge))
    inside = [r for r, (a, b) in enumerate(table.ends) if a in group and b in group]
    rnd.shuffle(inside)
    chosen = []
    for r in inside:
        if table.lengths[r] <= trains:
            chosen.append(r)
            trains -= table.lengths[r]
    return chosen


def pieces(table, rnd, trains):
    """Two or three networks grown from different cities, sharing the trains: mostly apart."""
    chosen = []
    count = rnd.randint(2, 3)
    for _ in range(count):
        chosen += [r for r in grown(table, rnd, trains // count, scatter=0.0) if r not in chosen]
    return chosen


MAKERS = (grown, with_doubles, cluster, pieces)


@pytest.mark.parametrize("game", GAMES)
def test_random_networks_match_the_plain_search(game):
    """U10: on random networks of each board (grown, with doubles, dense clusters, several pieces),
    up to 45 trains, the fast search finds exactly the plain search's length."""
    table = table_of(game)
    rnd = random.Random(f"trail-{game}")
    for n in range(240):
        make = MAKERS[n % len(MAKERS)]
        routes = tuple(table.route_ids[r] for r in make(table, rnd, rnd.randint(1, TRAINS)))
        assert longest_trail(table, routes) == plain_on_board(game, routes), (make.__name__, routes)


@pytest.mark.parametrize("game", GAMES)
def test_trails_from_a_city_match_the_plain_search(game):
    """The longest trail starting at a given city, on random networks, from cities on and off them."""
    table = table_of(game)
    rnd = random.Random(f"trail-from-{game}")
    for n in range(60):
        routes = tuple(table.route_ids[r] for r in MAKERS[n % len(MAKERS)](table, rnd, rnd.randint(1, TRAINS)))
        for city in rnd.sample(range(len(table.city_ids)), 4):
            assert longest_trail_from(table, routes, city) == plain_on_board(game, routes, city), (routes, city)


def test_a_trail_from_a_city_may_not_start_elsewhere():
    """From the end of a tail the trail must walk the tail first; from a city off the network, none."""
    routes = [("ab", "a", "b", 2), ("bc", "b", "c", 2), ("ca", "c", "a", 2), ("cd", "c", "d", 3),
              ("de", "d", "e", 1), ("df", "d", "f", 4)]
    table = table_for(tiny_board("usa", [(r[0], r[1], r[2], r[3], "gray") for r in routes]))
    ids = [r[0] for r in routes]
    city = table.city_index
    assert longest_trail(table, ids) == 13  # f-d-c, round the loop
    assert longest_trail_from(table, ids, city["e"]) == 10  # e-d-c, round: the long tail is lost
    assert longest_trail_from(table, ids, city["a"]) == 11  # a-b-c-d-f: from the loop, not all round it
    assert longest_trail_from(table, ids[:3], city["d"]) == 0


def abstract_table(edges):
    """A stand-in table for routes given as (a, b, length) between numbered cities (loops allowed)."""
    ids = [f"r{i}" for i in range(len(edges))]
    return SimpleNamespace(route_index={r: i for i, r in enumerate(ids)}, ends=[(a, b) for a, b, _ in edges],
                           lengths=[w for _, _, w in edges]), ids


def test_random_multigraphs_with_loops_match_the_plain_search():
    """Networks no board has: routes from a city back to itself, many parallel routes, long chains."""
    rnd = random.Random("trail-multigraphs")
    for _ in range(500):
        cities = rnd.randint(1, 8)
        edges = [(rnd.randrange(cities), rnd.randrange(cities), rnd.randint(1, 6))
                 for _ in range(rnd.randint(0, 12))]
        table, ids = abstract_table(edges)
        assert longest_trail(table, ids) == plain_longest_trail(table, ids), edges
        assert longest_trail_from(table, ids, 0) == plain_longest_trail(table, ids, 0), edges


# The networks that took the fast search longest among 9,000 of bench/longest_path.py's kind.
HARD = [
    ("amsterdam", 36, ("a40", "a38", "a35", "a29", "a42", "a08", "a34", "a44", "a20", "a12", "a41", "a10",
                       "a15", "a25", "a28", "a32", "a19", "a31", "a14", "a02", "a17", "a30", "a16", "a23",
                       "a36")),
    ("amsterdam", 35, ("a06", "a07", "a12", "a37", "a13", "a39", "a32", "a41", "a40", "a10", "a08", "a18",
                       "a21", "a02", "a35", "a33", "a24", "a19", "a27", "a43", "a04", "a38", "a30", "a03",
                       "a36")),
    ("amsterdam", 32, ("a16", "a30", "a17", "a04", "a03", "a15", "a31", "a37", "a33", "a43", "a01", "a36",
                       "a22", "a29", "a14", "a19", "a42", "a06", "a26", "a25", "a18", "a39", "a40", "a41")),
    ("first_journey", 34, ("f23", "f20", "f34", "f16", "f36", "f17", "f37", "f18", "f25", "f24", "f10",
                           "f32", "f26", "f19", "f12", "f30", "f27", "f21")),
]


@pytest.mark.parametrize("game,length,routes", HARD)
def test_hard_networks(game, length, routes):
    """U10: dense networks whose longest trail is shorter than the parity bound allows: the search must
    rule out every longer one."""
    assert longest_trail(table_of(game), routes) == length == plain_on_board(game, routes)
