// The seat's page on a phone: connects to the table with the code in its address, shows the
// seat's private hand and tickets, whose turn it is and what just happened, and on the seat's
// turn what it may do. Server text only ever goes into textContent and attribute values.

import {el, fill} from "./draw.js";
import {TableLink} from "./link.js";
import {handPart, makeContext, mePart, playersPart, scoresPart, ticketsPart} from "./parts.js";
import {cap, offerBlock, turnPanel} from "./turn.js";

const BUSY_LIMIT = 8000;     // milliseconds a tap waits for its answer before the buttons work again
const TOAST_TIME = 5000;

const $ = (id) => document.getElementById(id);
const page = {
  ctx: null, view: null, undo: false, waiting: null, state: "connecting", ended: null,
  ui: {chosen: null, allRoutes: false, offerKey: "", keep: new Set()}, busy: null, toast: null,
};

function tokenFromAddress() {
  const match = /^\/seat\/([A-Za-z0-9_-]{1,64})\/?$/.exec(location.pathname);
  return match ? match[1] : null;
}

// --- what comes from the table -------------------------------------------------------------

function received(data) {
  switch (data.kind) {
    case "waiting":
      page.waiting = data;
      break;
    case "board":
      page.ctx = makeContext(data);
      page.waiting = null;
      break;
    case "view":
      if (data.to_move && !(page.view && page.view.to_move)) buzz();   // the turn comes (not again on reconnecting)
      page.view = data;
      page.undo = Boolean(data.undo);
      page.waiting = null;
      ready();
      break;
    case "undo":
      page.undo = Boolean(data.offered);
      break;
    case "refused":
      ready();
      toast(cap(data.reason) + ".");
      break;
    case "unknown":
      page.ended = {why: "This link is not for the game on the TV. Scan the code on the TV again.", code: 4004};
      break;
    default:
      return;
  }
  render();
}

function connection(state, why, code) {
  page.state = state;
  if (state === "ended") page.ended = {why, code};
  if (state !== "online") ready();
  render();
}

// --- what the seat does ---------------------------------------------------------------------

const act = {
  move(move) {
    if (page.busy) return;
    if (!link || !link.send({kind: "move", move})) {
      toast("Not connected: wait a moment and try again.");
      return;
    }
    page.ui.chosen = null;
    page.busy = setTimeout(() => { ready(); render(); }, BUSY_LIMIT);
    render();
  },
  choose(routeId) {
    page.ui.chosen = routeId;
    render();
  },
  allRoutes() {
    page.ui.allRoutes = true;
    render();
  },
  toggle(ticketId) {
    const keep = page.ui.keep;
    if (keep.has(ticketId)) keep.delete(ticketId);
    else keep.add(ticketId);
    render();
  },
};

function ready() {
  clearTimeout(page.busy);
  page.busy = null;
}

function undo() {
  if (link && link.send({kind: "undo"})) page.undo = false;
  render();
}

function toast(words) {
  const box = $("toast");
  box.textContent = words;
  box.hidden = false;
  clearTimeout(page.toast);
  page.toast = setTimeout(() => { box.hidden = true; }, TOAST_TIME);
}

// --- drawing the page ----------------------------------------------------------------------

function render() {
  const {ctx, view} = page;
  const connected = page.state === "online";
  const bar = $("connection");
  bar.dataset.state = link ? page.state : "none";
  bar.textContent = {connecting: "Connecting…", online: "Connected", reconnecting: "Reconnecting…",
                     ended: "Not connected"}[page.state] || "";
  const myTurn = Boolean(connected && view && view.to_move && !page.ended);
  document.querySelector("meta[name=theme-color]").setAttribute("content", myTurn ? "#2e9648" : "#1c2631");
  document.body.classList.toggle("my-turn", myTurn);
  document.body.classList.toggle("offline", !connected);
  document.body.classList.toggle("paying", Boolean(myTurn && page.ui.chosen));
  document.body.classList.toggle("pictures", Boolean(ctx && ctx.pictures));
  document.body.classList.toggle("busy", Boolean(page.busy));
  document.body.dataset.phase = view ? view.phase : "";
  document.body.dataset.number = view ? String(view.number) : "";   // the moves the shown view follows (for tests)
  document.title = myTurn ? "Your turn! · Family Trains" : "Family Trains";
  if (ctx) document.body.style.setProperty("--mine", (ctx.players.get(ctx.seat) || {}).rgb || "#d8c8a0");

  $("turn").textContent = turnWords();
  $("status").textContent = statusWords();
  const undoButton = $("undo");
  undoButton.hidden = !(page.undo && connected && view && view.phase !== "over");

  const notice = $("notice");
  fill(notice, noticeParts());
  notice.hidden = !notice.childElementCount;
  const game = $("game");
  game.hidden = Boolean(page.ended) || !ctx || !view;
  if (game.hidden) return;
  const offerWhileWaiting = !view.to_move && view.offer.length && view.phase !== "over";
  fill(game, [
    view.result ? scoresPart(ctx, view.result) : null,
    mePart(ctx, view),
    handPart(ctx, view),
    turnPanel(ctx, view, page.ui, act),
    offerWhileWaiting ? offerBlock(ctx, view, page.ui, act, false) : null,
    ticketsPart(ctx, view),
    playersPart(ctx, view),
  ]);
}

// The phone shakes a little when the seat's turn comes (where the phone can, once it was touched).
function buzz() {
  const touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
  if (navigator.vibrate && touched) navigator.vibrate([180, 90, 180]);
}

function turnWords() {
  const {ctx, view} = page;
  if (page.ended) return "Family Trains";
  if (page.waiting) return `Hello, ${page.waiting.name || "player"}!`;
  if (!ctx || !view) return "Family Trains";
  if (view.phase === "over") return "Game over";
  if (view.to_move) return "Your turn!";
  return `${ctx.name(view.current)}’s turn`;
}

function statusWords() {
  const {view} = page;
  if (page.ended || !view) return "";
  const last = view.final_turns !== null && view.final_turns !== undefined && view.phase !== "over"
    ? `Last round: ${view.final_turns} ${view.final_turns === 1 ? "turn" : "turns"} left` : "";
  return [view.news, last].filter(Boolean).join(" · ") || " ";
}

function noticeParts() {
  if (page.ended) {
    const parts = [el("h2", {text: page.ended.code === 4004 ? "Wrong link" : "This phone has let go"}),
                   el("p", {"data-test": "ended", text: page.ended.why})];
    if (page.ended.code === 4000) {
      parts.push(el("button", {type: "button", class: "big", "data-test": "take-back",
                               on: {click: () => { page.ended = null; link.again(); }}}, "Play on this phone again"));
    }
    return parts;
  }
  if (!link) {
    return [el("h2", {text: "Join the game"}),
            el("p", {"data-test": "no-link", text: "Scan your seat’s code on the TV with this phone’s camera."})];
  }
  if (page.waiting) {
    return [el("h2", {text: "You are in!"}),
            el("p", {"data-test": "waiting", text: "This phone holds your cards. The game starts on the TV."})];
  }
  if (!page.ctx || !page.view) {
    return [el("p", {"data-test": "connecting", text: page.state === "reconnecting" ? "Reconnecting…" : "Connecting to the TV…"})];
  }
  return [];
}

// --- start ---------------------------------------------------------------------------------

$("undo").addEventListener("click", undo);
$("toast").addEventListener("click", () => { $("toast").hidden = true; });
const token = tokenFromAddress();
const link = token ? new TableLink(token, {message: received, state: connection}) : null;
render();
if (link) link.open();
