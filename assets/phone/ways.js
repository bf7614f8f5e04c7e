// Which tracks lie on a shortest way between the two cities of one of the seat's unfinished
// tickets (its own tracks cost nothing, others' cannot be used): the claim list shows those first.

function distances(graph, start) {
  const dist = new Map([[start, 0]]);
  const open = new Set([start]);
  while (open.size) {
    let here = null;
    for (const city of open) if (here === null || dist.get(city) < dist.get(here)) here = city;
    open.delete(here);
    for (const [next, cost] of graph.get(here) || []) {
      const through = dist.get(here) + cost;
      if (!dist.has(next) || through < dist.get(next)) {
        dist.set(next, through);
        open.add(next);
      }
    }
  }
  return dist;
}

function far(dist, city) {
  return dist.has(city) ? dist.get(city) : Infinity;
}

// The ids of the tracks on some shortest way for an unfinished ticket.
export function ticketWays(board, view, seat) {
  const owners = view.owners || {};
  const graph = new Map();
  const usable = [];
  for (const route of board.routes) {
    const owner = owners[route.id];
    if (owner !== undefined && owner !== seat) continue;
    const cost = owner === seat ? 0 : route.length;
    usable.push([route, cost]);
    for (const [from, to] of [[route.a, route.b], [route.b, route.a]]) {
      if (!graph.has(from)) graph.set(from, []);
      graph.get(from).push([to, cost]);
    }
  }
  const ways = new Set();
  for (const ticket of view.tickets || []) {
    if (ticket.done) continue;
    const fromA = distances(graph, ticket.a), fromB = distances(graph, ticket.b);
    const best = fromA.get(ticket.b);
    if (best === undefined) continue;
    for (const [route, cost] of usable) {
      const one = far(fromA, route.a) + cost + far(fromB, route.b);
      const other = far(fromA, route.b) + cost + far(fromB, route.a);
      if (Math.min(one, other) === best) ways.add(route.id);
    }
  }
  return ways;
}
