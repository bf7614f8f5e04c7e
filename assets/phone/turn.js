// What a seat may do on its turn: take cards (the face-up row and the deck), claim a track it can
// pay for now (a list and a small map, then the way to pay), draw or swap tickets, pass; and the
// choice of tickets to keep. Each tap sends one move; the server answers with the next view.

import {boardMap, cardFace, cars, cityLabel, el} from "./draw.js";
import {ticketWays} from "./ways.js";

const FEW = 6;     // routes listed before "Show all"

export function cap(words) {
  const text = String(words || "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

// The actions shown on this seat's turn (or null when it has none now).
export function turnPanel(ctx, view, ui, act) {
  const moves = view.moves;
  if (!view.to_move || !moves) return null;
  const panel = el("div", {class: "turn-panel"});
  if (moves.keep && view.offer.length) {
    panel.append(offerBlock(ctx, view, ui, act, true));
    return panel;
  }
  const second = view.phase === "second_card";
  panel.append(drawBlock(ctx, view, act, second));
  if (second) return panel;
  panel.append(claimBlock(ctx, view, ui, act));
  const ticketRow = ticketButtons(ctx, view, act);
  if (ticketRow) panel.append(ticketRow);
  if (moves.pass) {
    panel.append(el("section", {class: "block"},
      el("p", {class: "why", "data-test": "pass-reason", text: cap(moves.pass) + "."}),
      el("button", {class: "big", type: "button", "data-test": "pass", on: {click: () => act.move({action: "pass"})}},
        "Pass")));
  }
  return panel;
}

// The face-up row and the deck.
function drawBlock(ctx, view, act, second) {
  const moves = view.moves;
  const block = el("section", {class: "block", "data-test": "draw"},
    el("h2", {text: second ? "Take one more card" : "Take cards"}));
  const row = el("div", {class: "draw-row" + (view.face_up.length ? "" : " deck-only")});
  view.face_up.forEach((id, slot) => {
    const card = ctx.cards.get(id);
    const allowed = id !== null && moves.face_up.includes(slot);
    const button = el("button", {type: "button", class: "slot", "data-test": "face-up", "data-slot": slot,
                                 "data-card": id || "", disabled: !allowed,
                                 "aria-label": id ? ctx.cardName(id) : "empty",
                                 on: {click: () => act.move({action: "draw_face_up", slot})}},
      id ? cardFace(card) : el("span", {class: "card empty"}));
    row.append(button);
  });
  const twoAtOnce = !view.face_up.length;
  row.append(el("button", {type: "button", class: "slot deck", "data-test": "deck", disabled: !moves.deck,
                           "aria-label": `Deck, ${view.deck} cards`,
                           on: {click: () => act.move({action: "draw_deck"})}},
    el("span", {class: "card back"}, el("b", {class: "deck-count", text: view.deck})),
    el("span", {class: "slot-word", text: twoAtOnce ? "Draw 2" : "Deck"})));
  block.append(row);
  return block;
}

// The tracks this seat can pay for now: a small map and a list (those on the way to one's tickets
// first, a few at a time); the chosen one's ways to pay come up from the bottom of the screen.
function claimBlock(ctx, view, ui, act) {
  const claims = view.moves.claims || {};
  const ids = Object.keys(claims).filter((id) => ctx.routes.has(id));
  const block = el("section", {class: "block", "data-test": "claim"}, el("h2", {text: "Claim a route"}));
  if (!ids.length) {
    block.append(el("p", {class: "why", "data-test": "no-claims", text: "You cannot pay for any route yet."}));
    return block;
  }
  if (ui.chosen && !claims[ui.chosen]) ui.chosen = null;
  const picked = {};
  for (const id of ids) picked[id] = id === ui.chosen ? "chosen" : "can";
  const rings = {};
  for (const t of view.tickets) if (!t.done) rings[t.a] = rings[t.b] = true;
  block.append(el("div", {class: "map-box", "data-test": "claim-map"},
    boardMap(ctx.board, {width: 400, owners: view.owners, picked, tap: (id) => act.choose(id),
                         parallel: ctx.parallel, pictures: ctx.pictures, pictureSize: 24, rings, pad: 14})),
    el("p", {class: "why", text: ids.length === 1 ? "You can claim the bold route: tap it on the map or below."
                                                  : "You can claim the bold routes: tap one on the map or below."}));
  const ways = ticketWays(ctx.board, view, ctx.seat);
  const length = (id) => ctx.routes.get(id).length;
  ids.sort((x, y) => Number(ways.has(y)) - Number(ways.has(x)) || length(y) - length(x)
    || ctx.routeName(x).localeCompare(ctx.routeName(y)));
  const listed = distinct(ctx, ids, claims);
  const shown = ui.allRoutes || listed.length <= FEW + 1 ? listed : listed.slice(0, FEW);
  const list = el("div", {class: "route-list"});
  for (const id of shown) {
    list.append(el("button", {type: "button", class: "route" + (id === ui.chosen ? " chosen" : ""), "data-test": "route",
                              "data-route": id, "aria-pressed": id === ui.chosen ? "true" : "false",
                              on: {click: () => act.choose(id === ui.chosen ? null : id)}},
      routeFace(ctx, ctx.routes.get(id))));
  }
  if (shown.length < listed.length) {
    list.append(el("button", {type: "button", class: "quiet", "data-test": "more-routes", on: {click: act.allRoutes}},
      `Show all ${listed.length} routes`));
  }
  block.append(list);
  if (ui.chosen) block.append(payBlock(ctx, ui.chosen, claims[ui.chosen], act));
  return block;
}

// The routes to list: of two tracks between the same cities in the same colour, paid for the same
// ways, one is enough (the map still shows both).
function distinct(ctx, ids, claims) {
  const seen = new Set();
  return ids.filter((id) => {
    const route = ctx.routes.get(id);
    const key = [[route.a, route.b].sort().join("|"), route.color, JSON.stringify(claims[id])].join("/");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// A track as a row: its colour's symbol, its two cities, its length in cars.
export function routeFace(ctx, route) {
  const card = ctx.cards.get(route.color) || {rgb: route.rgb, symbol: "square", id: route.color};
  return el("span", {class: "route-face"},
    cardFace(card, null, true),
    el("span", {class: "ends"}, cityLabel(ctx.cities.get(route.a), ctx.pictures, 40),
      el("span", {class: "dash", text: "–"}), cityLabel(ctx.cities.get(route.b), ctx.pictures, 40)),
    cars(route));
}

// The ways to pay for the chosen track (one tap claims it), and Cancel.
function payBlock(ctx, id, options, act) {
  const route = ctx.routes.get(id);
  const box = el("div", {class: "pay", "data-test": "payment", "data-route": id, role: "dialog"},
    el("h3", {text: options.length > 1 ? "How do you pay?" : "Claim it?"}), routeFace(ctx, route));
  for (const option of options) {
    const colourCards = route.length - option.locomotives;
    const chips = el("span", {class: "chips"});
    if (option.color && colourCards > 0) chips.append(cardFace(ctx.cards.get(option.color), colourCards, true));
    if (option.locomotives > 0) chips.append(cardFace(ctx.cards.get("locomotive"), option.locomotives, true));
    box.append(el("button", {type: "button", class: "big pay-option", "data-test": "pay-option",
                             "data-color": option.color || "", "data-locomotives": option.locomotives,
                             on: {click: () => act.move({action: "claim_route", route: id, color: option.color,
                                                         locomotives: option.locomotives})}},
      chips, el("span", {class: "pay-words", text: `Pay ${option.words}`})));
  }
  box.append(el("button", {type: "button", class: "quiet", "data-test": "pay-cancel",
                           on: {click: () => act.choose(null)}}, "Cancel"));
  return box;
}

// Draw tickets, or swap them (First Journey).
function ticketButtons(ctx, view, act) {
  const moves = view.moves;
  if (!moves.tickets && !moves.swap) return null;
  const block = el("section", {class: "block", "data-test": "ticket-actions"}, el("h2", {text: cap(ctx.terms.tickets)}));
  if (moves.tickets) {
    block.append(el("button", {type: "button", class: "big", "data-test": "draw-tickets",
                               on: {click: () => act.move({action: "draw_tickets"})}},
      `Draw ${ctx.terms.tickets}`, el("small", {text: ` (${view.ticket_deck} left)`})));
  }
  if (moves.swap) {
    block.append(el("button", {type: "button", class: "big", "data-test": "swap-tickets",
                               on: {click: () => act.move({action: "swap_tickets"})}},
      `⇄ Swap your ${ctx.terms.tickets}`));
  }
  return block;
}

// The tickets on offer with a box each, and Keep (at least `keep` of them). Shown before one's
// turn too, so a player can choose while waiting; Keep waits for the turn.
export function offerBlock(ctx, view, ui, act, mine) {
  const key = view.offer.map((t) => t.id).join(",");
  if (ui.offerKey !== key) {
    ui.offerKey = key;
    ui.keep = new Set();
  }
  const need = Math.max(1, view.keep || 0);
  const block = el("section", {class: "block offer", "data-test": "offer"},
    el("h2", {text: `Choose your ${ctx.terms.tickets}`}),
    el("p", {class: "why", text: `Keep at least ${plural(need, ctx.terms.ticket, ctx.terms.tickets)}.`}));
  for (const ticket of view.offer) {
    const on = ui.keep.has(ticket.id);
    const box = el("input", {type: "checkbox", "data-test": "offer-check", "data-ticket": ticket.id, checked: on,
                             on: {change: () => act.toggle(ticket.id)}});
    block.append(el("label", {class: "offer-ticket" + (on ? " on" : ""), "data-test": "offer-ticket", "data-ticket": ticket.id},
      box, ctx.ticketCard(ticket, view, true)));
  }
  const chosen = view.offer.filter((t) => ui.keep.has(t.id)).map((t) => t.id);
  const ready = mine && chosen.length >= need;
  block.append(el("button", {type: "button", class: "big go", "data-test": "keep", disabled: !ready,
                             on: {click: () => act.move({action: "keep_tickets", tickets: chosen})}},
    !mine ? "Keep them on your turn" : chosen.length >= need ? `Keep ${plural(chosen.length, ctx.terms.ticket, ctx.terms.tickets)}`
      : `Choose ${need - chosen.length} more`));
  return block;
}
