"""The pruned search for the longest trail of one connected piece of a network (U10)."""
from __future__ import annotations

import heapq

Edge = tuple[int, int, int]  # city, city, length: a route, or a chain or a side branch folded into one
FAR = 1 << 30                # a distance no network reaches


class TrailSearch:
    """Branch and bound over the routes a longest trail leaves out (its complement).

    A trail's routes join up and leave every city an even number of routes, but for its two ends.
    So the search takes a city that is still odd and either makes it an end (two at most) or
    leaves out one of its routes; a piece that falls apart is searched part by part. The routes
    tried before at a city stay in below the later branches, so branches never overlap, and of
    two equal routes between the same cities only the first is tried. A branch stops when even
    the cheapest parity fix cannot beat the best trail found: each city to fix loses a path of
    routes to another one, so at least half the sum of the distances from each city to fix to
    its nearest other one is lost.
    """

    def __init__(self, edges: list[Edge], best: int) -> None:
        cities = sorted({c for a, b, _ in edges for c in (a, b)})
        index = {c: i for i, c in enumerate(cities)}
        self.best = best
        self.lengths = [w for _, _, w in edges]
        self.odd_routes = [0] * len(cities)   # bit mask of the routes, loops aside, at each city
        self.all_routes = [0] * len(cities)   # the same with the loops
        self.around: list[list[tuple[int, int, int, int]]] = [[] for _ in cities]
        for i, (a, b, w) in sorted(enumerate(edges), key=lambda e: e[1][2]):
            x, y = index[a], index[b]
            self.all_routes[x] |= 1 << i
            self.all_routes[y] |= 1 << i
            if x != y:
                self.odd_routes[x] |= 1 << i
                self.odd_routes[y] |= 1 << i
                self._link(x, y, w, 1 << i)
                self._link(y, x, w, 1 << i)

    def _link(self, x: int, y: int, w: int, bit: int) -> None:
        """Add route `bit` to x's neighbours (route, other city, length, the same routes before it)."""
        same = 0
        for other_bit, other, length, _ in self.around[x]:
            if other == y and length == w:
                same |= other_bit
        self.around[x].append((bit, y, w, same))

    def run(self) -> int:
        """The longest trail (of a connected piece)."""
        routes = (1 << len(self.lengths)) - 1
        self._piece(routes, (1 << len(self.around)) - 1, sum(self.lengths), 0, 0, 0)
        return self.best

    def _piece(self, routes: int, cities: int, total: int, ends: int, inner: int, kept: int) -> None:
        """Search a connected piece: `ends` must be a trail's ends, `inner` must not, `kept` stay."""
        if total <= self.best:
            return
        odd = 0
        rest = cities
        while rest:
            low = rest & -rest
            rest ^= low
            if (self.odd_routes[low.bit_length() - 1] & routes).bit_count() & 1:
                odd |= low
        if odd.bit_count() <= 2:
            self.best = total
            return
        free = routes & ~kept
        fix = odd ^ ends   # cities whose parity must change, unless made ends
        pick = self._pick(fix, free, odd, inner, 2 - ends.bit_count(), total)
        if pick is None:
            return
        city, may_end = pick
        bit = 1 << city
        if may_end:
            self._piece(routes, cities, total, ends | bit, inner, kept)
        inner |= bit & odd  # in the branches below, the city is fixed, not an end
        tried = 0
        # Routes to another city to fix first (leaving one out fixes both), the shortest first.
        for route, other, length, same in sorted(self.around[city], key=lambda r: not fix >> r[1] & 1):
            if free & route and not same & tried:
                self._leave_out(routes, cities, total, route, length, city, other, ends, inner, kept | tried)
            tried |= route & free

    def _pick(self, fix: int, free: int, odd: int, inner: int, spare: int,
              total: int) -> tuple[int, bool] | None:
        """The city to branch on (fewest choices, then farthest from the others) and whether it may
        become an end; None if no trail of this piece can beat the best one."""
        near = self._nearest(fix, free)
        lost, skips, choice, stuck = 0, [], None, 0
        rest = fix
        while rest:
            low = rest & -rest
            rest ^= low
            city = low.bit_length() - 1
            may_end = spare > 0 and bool(odd & low) and not inner & low
            if near[city] >= FAR:
                if not may_end:
                    return None
                stuck += 1  # it can only be an end
                continue
            lost += near[city]
            if may_end:
                skips.append(near[city])
            rank = ((self.odd_routes[city] & free).bit_count() + may_end, -near[city])
            if choice is None or rank < choice[0]:
                choice = (rank, city, may_end)
        if stuck > spare or choice is None:
            return None
        lost -= sum(sorted(skips, reverse=True)[:spare - stuck])
        if total - (lost + 1) // 2 <= self.best:
            return None
        return choice[1], choice[2]

    def _nearest(self, fix: int, free: int) -> list[int]:
        """For each city of `fix`, the distance over `free` routes to the nearest other one
        (one Dijkstra from all of them: a route between two cities reached from different
        sources joins those sources)."""
        count = len(self.around)
        dist, source, near = [FAR] * count, [-1] * count, [FAR] * count
        heap = []
        rest = fix
        while rest:
            low = rest & -rest
            rest ^= low
            city = low.bit_length() - 1
            dist[city], source[city] = 0, city
            heap.append((0, city))
        while heap:
            d, city = heapq.heappop(heap)
            if d != dist[city]:
                continue
            mine = source[city]
            for route, other, length, _ in self.around[city]:
                if not free & route:
                    continue
                if d + length < dist[other]:
                    dist[other], source[other] = d + length, mine
                    heapq.heappush(heap, (d + length, other))
                elif source[other] != mine:
                    span = d + length + dist[other]
                    if span < near[mine]:
                        near[mine] = span
                    if span < near[source[other]]:
                        near[source[other]] = span
        return near

    def _leave_out(self, routes: int, cities: int, total: int, route: int, length: int,
                   city: int, other: int, ends: int, inner: int, kept: int) -> None:
        """Search on without `route` (from `city` to `other`), part by part if the piece falls apart."""
        routes &= ~route
        total -= length
        side = self._reach(routes, city, other)
        if not side:
            self._piece(routes, cities, total, ends, inner, kept)
            return
        mine = 0
        rest = side
        while rest:
            low = rest & -rest
            rest ^= low
            mine |= self.all_routes[low.bit_length() - 1]
        mine &= routes
        mine_total = sum(self.lengths[i] for i in range(len(self.lengths)) if mine >> i & 1)
        for part, part_routes, part_total in ((side, mine, mine_total),
                                               (cities & ~side, routes & ~mine, total - mine_total)):
            if part_routes and not kept & ~part_routes:
                self._piece(part_routes, part, part_total, ends & part, inner & part, kept)

    def _reach(self, routes: int, start: int, goal: int) -> int:
        """0 if `goal` can be reached from `start` over `routes`, else the cities that can."""
        seen = 1 << start
        todo = [start]
        while todo:
            for route, other, _, _ in self.around[todo.pop()]:
                if routes & route and not seen >> other & 1:
                    if other == goal:
                        return 0
                    seen |= 1 << other
                    todo.append(other)
        return seen
