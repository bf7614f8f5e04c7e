// The parts of the seat's page that are not its turn's actions: what the board is called in words
// and pictures (the context), the hand, the tickets, the players, the scores at the end.

import {boardMap, cardFace, cityLabel, colour, el, sideBySide} from "./draw.js";
import {cap} from "./turn.js";

// Everything the page needs to know about the board, looked up once per connection.
export function makeContext(board) {
  const terms = board.terms || {};
  const ctx = {
    board,
    seat: board.seat,
    pictures: board.game === "first_journey",   // First Journey speaks in pictures, as the TV does
    terms: {ticket: terms.ticket || "ticket", tickets: terms.tickets || "tickets",
            trains: terms.trains || "trains", wild: terms.wild || "locomotive"},
    cities: new Map(board.cities.map((c) => [c.id, c])),
    routes: new Map(board.routes.map((r) => [r.id, r])),
    cards: new Map(board.cards.map((c) => [c.id, c])),
    players: new Map(board.players.map((p) => [p.seat, p])),
    parallel: sideBySide(board, 4.5),
  };
  ctx.cardName = (id) => (id === "locomotive" ? ctx.terms.wild : id);
  ctx.cityName = (id) => (ctx.cities.get(id) || {name: "?"}).name;
  ctx.routeName = (id) => {
    const route = ctx.routes.get(id);
    return route ? `${ctx.cityName(route.a)} – ${ctx.cityName(route.b)}` : "?";
  };
  ctx.name = (seat) => (ctx.players.get(seat) || {name: `Player ${seat + 1}`}).name;
  ctx.ticketCard = (ticket, view, offered) => ticketCard(ctx, ticket, view, offered);
  return ctx;
}

// One ticket: a small map with its two cities marked, the cities, points, done or not yet
// (an offered one is neither yet).
function ticketCard(ctx, ticket, view, offered) {
  const mine = {};
  for (const [route, seat] of Object.entries(view.owners || {})) if (seat === ctx.seat) mine[route] = seat;
  const rings = {[ticket.a]: true, [ticket.b]: true};
  const map = boardMap(ctx.board, {width: 160, owners: mine, rings, ringsOnly: true, tickets: [[ticket.a, ticket.b, ticket.done]],
                                   pictures: ctx.pictures, pictureSize: 30, parallel: ctx.parallel, pad: 14});
  const size = ctx.pictures ? 56 : 0;
  const points = ticket.points ? el("span", {class: "points", text: `${ticket.points} points`}) : null;
  return el("span", {class: "ticket" + (ticket.done ? " done" : ""), "data-test": "ticket", "data-ticket": ticket.id,
                     "data-done": ticket.done ? "true" : "false"},
    el("span", {class: "ticket-map"}, map),
    el("span", {class: "ticket-info"},
      el("span", {class: "ends"}, cityLabel(ctx.cities.get(ticket.a), ctx.pictures, size),
        el("span", {class: "arrow", text: "→"}), cityLabel(ctx.cities.get(ticket.b), ctx.pictures, size)),
      el("span", {class: "ticket-meta"}, points,
        offered ? null : el("span", {class: "state", text: ticket.done ? "✓ Done" : "Not yet"}))));
}

// The seat's own cards, each with its symbol and how many.
export function handPart(ctx, view) {
  const part = el("section", {class: "block", "data-test": "hand-section"}, el("h2", {text: "Your cards"}));
  const grid = el("div", {class: "hand", "data-test": "hand"});
  const counts = new Map(view.hand.map((h) => [h.card, h.count]));
  for (const card of ctx.board.cards) {
    const n = counts.get(card.id);
    if (!n) continue;
    grid.append(el("span", {class: "hand-card", "data-test": "hand-card", "data-card": card.id, "data-count": n,
                            "aria-label": `${n} ${ctx.cardName(card.id)}`},
      cardFace(card, n), el("span", {class: "card-name", text: ctx.cardName(card.id)})));
  }
  if (!grid.childElementCount) grid.append(el("p", {class: "why", text: "You have no cards."}));
  part.append(grid);
  return part;
}

// The seat's tickets: the ones still to join first, then the ones done.
export function ticketsPart(ctx, view) {
  const part = el("section", {class: "block", "data-test": "tickets"}, el("h2", {text: `Your ${ctx.terms.tickets}`}));
  const list = [...view.tickets].sort((a, b) => Number(a.done) - Number(b.done));
  for (const ticket of list) part.append(ticketCard(ctx, ticket, view));
  if (!list.length) part.append(el("p", {class: "why", text: `No ${ctx.terms.tickets} yet.`}));
  return part;
}

// A player's colour as a small round mark.
function swatch(player) {
  return el("span", {class: "swatch", style: `--fill:${colour(player && player.rgb)};--edge:${colour(player && player.outline)}`});
}

// This seat's own numbers, big: trains left, score (tickets done in First Journey), merchandise.
export function mePart(ctx, view) {
  const me = view.players.find((p) => p.seat === ctx.seat);
  if (!me) return null;
  const stat = (test, value, words) => el("span", {class: "stat", "data-test": test, "data-value": value},
    el("b", {text: value}), el("span", {text: words}));
  const part = el("section", {class: "me", "data-test": "me"}, swatch(ctx.players.get(ctx.seat)),
    el("span", {class: "me-name", text: ctx.name(ctx.seat)}),
    stat("trains-left", me.trains, `${ctx.terms.trains} left`));
  const final = view.result && (view.result.players || []).find((p) => p.seat === ctx.seat);
  if (ctx.pictures) part.append(stat("score", me.done, `${ctx.terms.tickets} done`));
  else part.append(stat("score", final ? final.total : me.points, "points"));
  if (ctx.board.merchandise) part.append(stat("merchandise", me.merchandise, "merchandise"));
  return part;
}

// Everyone at the table, the player to move marked.
export function playersPart(ctx, view) {
  const part = el("section", {class: "block", "data-test": "players"}, el("h2", {text: "Players"}));
  for (const p of view.players) {
    const current = p.seat === view.current && view.phase !== "over";
    const numbers = el("span", {class: "numbers"},
      el("span", {text: ctx.pictures ? `${p.done} done` : `${p.points} pts`}),
      el("span", {text: `${p.trains} ${ctx.terms.trains}`}),
      el("span", {text: p.cards === 1 ? "1 card" : `${p.cards} cards`}),
      el("span", {text: `${p.tickets} ${p.tickets === 1 ? ctx.terms.ticket : ctx.terms.tickets}`}));
    if (ctx.board.merchandise) {
      numbers.append(el("span", {text: `${p.merchandise} merch.`}));
      numbers.classList.add("five");
    }
    part.append(el("div", {class: "player" + (current ? " current" : "") + (p.seat === ctx.seat ? " you" : ""),
                           "data-test": "player", "data-seat": p.seat},
      swatch(ctx.players.get(p.seat)),
      el("span", {class: "who"}, el("span", {text: ctx.name(p.seat) + (p.seat === ctx.seat ? " (you)" : "")}),
        current ? el("small", {text: "playing"}) : null),
      numbers));
  }
  return part;
}

const ENDINGS = {last_round: "The last round is over.", golden_ticket: "Six tickets done!",
                 last_train: "The last train is on the board.", stalemate: "Nobody could move any more."};
const LINE_WORDS = {routes: "Routes", longest_path: "Longest path", merchandise: "Merchandise",
                    coast_to_coast: "Coast to coast", golden_ticket: "Golden ticket"};

// The final scores: the winners, each player's total and what it is made of.
export function scoresPart(ctx, result) {
  const winners = result.winners || [];
  const names = winners.map((s) => (s === ctx.seat ? "You" : ctx.name(s)));
  const title = !names.length ? "Game over" : names.length === 1
    ? (winners[0] === ctx.seat ? "You win!" : `${names[0]} wins!`)
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} win!`;
  const part = el("section", {class: "block scores", "data-test": "scores"},
    el("h2", {text: "Scores"}), el("p", {class: "winners", "data-test": "winners", text: title}));
  if (ENDINGS[result.reason]) part.append(el("p", {class: "why", text: ENDINGS[result.reason]}));
  const rows = [...(result.players || [])].sort((a, b) => b.total - a.total);
  rows.forEach((p, i) => {
    const won = winners.includes(p.seat);
    part.append(el("div", {class: "score-row" + (won ? " won" : "") + (p.seat === ctx.seat ? " you" : ""),
                           "data-test": "score-row", "data-seat": p.seat, "data-total": p.total},
      el("span", {class: "rank", text: won ? "★" : String(i + 1)}), swatch(ctx.players.get(p.seat)),
      el("span", {class: "who"}, el("span", {text: p.seat === ctx.seat ? `${ctx.name(p.seat)} (you)` : ctx.name(p.seat)}),
        el("small", {text: scoreDetails(ctx, p)})),
      el("b", {class: "total", text: p.total})));
  });
  return part;
}

// "Routes 23 · Tickets +18 −7 · Longest path +10": a player's score lines, added up by kind.
function scoreDetails(ctx, p) {
  let made = 0, missed = 0;
  const sums = new Map();
  for (const line of p.lines || []) {
    if (line.kind === "ticket") {
      if (line.points >= 0) made += line.points;
      else missed += line.points;
    } else {
      sums.set(line.kind, (sums.get(line.kind) || 0) + line.points);
    }
  }
  const parts = [];
  if (sums.get("routes")) parts.push(`Routes ${sums.get("routes")}`);
  if (ctx.pictures) parts.push(`${cap(ctx.terms.tickets)} done ${p.completed_tickets}`);
  else if (made || missed) parts.push(`${cap(ctx.terms.tickets)} +${made}${missed ? ` ${missed}` : ""}`.replace(" -", " −"));
  for (const [kind, points] of sums) {
    const words = LINE_WORDS[kind] || cap(kind.replace(/_/g, " "));
    if (kind === "golden_ticket") parts.push(`${words} ★`);
    else if (kind !== "routes" && points) parts.push(`${words} +${points}`);
  }
  return parts.join(" · ");
}
