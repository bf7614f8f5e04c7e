// Pictures of the phone page, made as DOM and SVG nodes: cards with their colour-blind symbols,
// city pictures (First Journey), small maps of the board. Every text from the server goes in as
// textContent or an attribute value, never as markup.

const SVG = "http://www.w3.org/2000/svg";
const GRAY = "#989896";

// Put these nodes in place of a node's children.
export function fill(node, children) {
  while (node.firstChild) node.removeChild(node.firstChild);
  for (const child of children) if (child) node.append(child);
}

// Make an HTML element: el("button", {class: "x", "data-test": "deck"}, child, "text", ...).
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  setAll(node, attrs);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number" ? String(child) : child);
  }
  return node;
}

// Make an SVG element with attributes (and children).
export function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  setAll(node, attrs);
  for (const child of children) if (child) node.append(child);
  return node;
}

function setAll(node, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "on") for (const [kind, handler] of Object.entries(value)) node.addEventListener(kind, handler);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
}

// A colour from the server, only as "#rrggbb" (anything else is drawn gray).
export function colour(value) {
  return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? value : GRAY;
}

function channels(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

// How light a colour looks, 0 (black) to 1 (white).
export function lightness(hex) {
  const [r, g, b] = channels(colour(hex)).map((c) => {
    const s = c / 255;
    return s <= 0.04 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// A colour moved towards white (amount > 0) or black (amount < 0).
export function mix(hex, amount) {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return "#" + channels(colour(hex)).map((c) => Math.round(c + (target - c) * t).toString(16).padStart(2, "0")).join("");
}

// The symbols' shapes on a 24 x 24 grid (one bold shape per colour, as on the TV's cards).
const SHAPES = {
  square: [["rect", {x: 4, y: 4, width: 16, height: 16, rx: 3}]],
  diamond: [["path", {d: "M12 1.5 22.5 12 12 22.5 1.5 12Z"}]],
  cloud: [["path", {d: "M6.5 19.5h11a4.5 4.5 0 0 0 .7-8.95A6.2 6.2 0 0 0 6.4 9.1a5.2 5.2 0 0 0 .1 10.4Z"}]],
  drop: [["path", {d: "M12 1.8C9.5 5.6 5 10.8 5 15a7 7 0 0 0 14 0c0-4.2-4.5-9.4-7-13.2Z"}]],
  star: [["path", {d: "M12 1.5 14.9 8.3 22.2 8.9 16.6 13.7 18.3 20.9 12 17.1 5.7 20.9 7.4 13.7 1.8 8.9 9.1 8.3Z"}]],
  sun: [["circle", {cx: 12, cy: 12, r: 5.2}],
        ["path", {d: "M12 .8v4M12 19.2v4M.8 12h4M19.2 12h4M4.1 4.1l2.8 2.8M17.1 17.1l2.8 2.8M4.1 19.9l2.8-2.8M17.1 6.9l2.8-2.8",
                  "stroke-width": 2.4, "stroke-linecap": "round", fill: "none", "data-stroke": "1"}]],
  moon: [["path", {d: "M15.5 2.5a9.8 9.8 0 1 0 6.4 15.6A8 8 0 0 1 15.5 2.5Z"}]],
  heart: [["path", {d: "M12 21.3S2.5 15.2 2.5 8.6A5 5 0 0 1 12 6.1a5 5 0 0 1 9.5 2.5c0 6.6-9.5 12.7-9.5 12.7Z"}]],
  clover: [["circle", {cx: 12, cy: 7, r: 4.6}], ["circle", {cx: 7, cy: 13.5, r: 4.6}], ["circle", {cx: 17, cy: 13.5, r: 4.6}],
           ["path", {d: "M12 12q1 6 4 10", "stroke-width": 2.2, fill: "none", "data-stroke": "1"}]],
};
const RAINBOW = ["#e0403a", "#f39a2b", "#f2d13a", "#3fa556", "#3a7bd5", "#7a4fc2"];

// One colour-blind symbol as an SVG picture, drawn in the tone that stands out on `on`.
export function symbol(name, on, size) {
  const picture = svg("svg", {viewBox: "0 0 24 24", width: size, height: size, class: "symbol", "aria-hidden": "true"});
  if (name === "rainbow") {
    RAINBOW.forEach((tone, i) => {
      const r = 10.5 - i * 1.5;
      picture.append(svg("path", {d: `M${12 - r} 18a${r} ${r} 0 0 1 ${2 * r} 0`, stroke: tone, "stroke-width": 1.6, fill: "none"}));
    });
    return picture;
  }
  const dark = lightness(on) > 0.4;
  const ink = dark ? mix(on, -0.62) : mix(on, 0.82);
  for (const [tag, attrs] of SHAPES[name] || SHAPES.square) {
    const shape = svg(tag, attrs);
    shape.removeAttribute("data-stroke");
    if (attrs["data-stroke"]) shape.setAttribute("stroke", ink);
    else shape.setAttribute("fill", ink);
    picture.append(shape);
  }
  return picture;
}

// A train card's face: its colour, its symbol, and a count when one is given.
export function cardFace(card, count, wide) {
  const tone = card ? colour(card.rgb) : GRAY;
  const face = el("span", {class: "card" + (wide ? " wide" : "") + (card && card.id === "locomotive" ? " wild" : ""),
                           style: `--card:${tone}`});
  face.append(symbol(card ? card.symbol : "square", tone, wide ? 30 : 34));
  if (count !== undefined && count !== null) face.append(el("b", {class: "count", text: count}));
  return face;
}

// A First Journey picture name becomes a file name only if it is a plain word.
export function pictureFile(icon) {
  return typeof icon === "string" && /^[a-z0-9_]{1,40}$/.test(icon) ? `/files/fj_${icon}.png` : null;
}

// A city as the page names it: a picture with its name under it (First Journey), or its name.
export function cityLabel(city, pictures, size) {
  if (!city) return el("span", {class: "city", text: "?"});
  const file = pictures ? pictureFile(city.icon) : null;
  if (!file) return el("span", {class: "city", text: city.name});
  return el("span", {class: "city pictured"},
    el("img", {src: file, alt: "", width: size, height: size, draggable: "false"}),
    el("span", {class: "city-name", text: city.name}));
}

// A small map of the board: every track thin, owned ones in their owner's colour. `options`:
//   width (of the drawing), pad, parallel (sideBySide), owners {route: seat},
//   picked {route: "can" | "chosen"} with tap(routeId) for them (drawn bold, tappable),
//   tickets [[a, b, done]] (a line between the two cities), rings {city: true} (marked cities),
//   pictures (cities as their pictures), pictureSize, ringsOnly (pictures for marked cities only).
export function boardMap(board, options) {
  const width = options.width;
  const height = Math.round(width / (board.aspect > 0.2 ? board.aspect : 1.5));
  const pad = options.pad || 8;
  const place = (city) => [pad + city.x * (width - 2 * pad), pad + city.y * (height - 2 * pad)];
  const cities = new Map(board.cities.map((c) => [c.id, c]));
  const map = svg("svg", {viewBox: `0 0 ${width} ${height}`, class: "map", role: "img",
                          preserveAspectRatio: "xMidYMid meet"});
  map.append(svg("rect", {x: 0, y: 0, width, height, rx: 10, class: "map-ground"}));
  const layers = {ground: svg("g", {}), halos: svg("g", {}), picked: svg("g", {}), cities: svg("g", {}), hits: svg("g", {})};
  for (const route of board.routes) {
    const ends = lineFor(route, cities, place, options.parallel);
    if (!ends) continue;
    const owner = options.owners ? options.owners[route.id] : undefined;
    const player = owner !== undefined ? board.players.find((p) => p.seat === owner) : null;
    const picked = options.picked && options.picked[route.id];
    const line = svg("line", Object.assign({class: "track" + (player ? " owned" : "") + (picked ? " " + picked : ""),
                                            stroke: player ? colour(player.rgb) : colour(route.rgb), "data-route": route.id}, ends));
    if (picked && options.tap) {
      const hit = svg("line", Object.assign({class: "hit", "data-route": route.id, on: {click: () => options.tap(route.id)}}, ends));
      layers.halos.append(svg("line", Object.assign({class: "halo " + picked}, ends)));
      layers.picked.append(line);
      layers.hits.append(hit);
    } else {
      (picked ? layers.picked : layers.ground).append(line);
    }
  }
  for (const [a, b, done] of options.tickets || []) {
    const ca = cities.get(a), cb = cities.get(b);
    if (ca && cb) {
      const [x1, y1] = place(ca), [x2, y2] = place(cb);
      layers.picked.append(svg("line", {x1, y1, x2, y2, class: "wish" + (done ? " done" : "")}));
    }
  }
  const size = options.pictureSize || 22;
  for (const city of board.cities) {
    const [x, y] = place(city);
    const ringed = options.rings && options.rings[city.id];
    const file = options.pictures ? pictureFile(city.icon) : null;
    if (file && (ringed || !options.ringsOnly)) {
      const s = ringed ? size * 1.35 : size;
      layers.cities.append(svg("image", {href: file, x: x - s / 2, y: y - s / 2, width: s, height: s,
                                         class: ringed ? "ringed" : ""}));
    } else {
      layers.cities.append(svg("circle", {cx: x, cy: y, r: ringed ? 5.5 : 2.6, class: ringed ? "stop ringed" : "stop"}));
    }
  }
  map.append(layers.ground, layers.halos, layers.picked, layers.cities, layers.hits);
  return map;
}

// The two ends of a track's line, moved aside when two tracks join the same cities.
function lineFor(route, cities, place, parallel) {
  const a = cities.get(route.a), b = cities.get(route.b);
  if (!a || !b) return null;
  const [x1, y1] = place(a), [x2, y2] = place(b);
  const side = parallel ? parallel.get(route.id) || 0 : 0;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const dx = (-(y2 - y1) / length) * side, dy = ((x2 - x1) / length) * side;
  return {x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy};
}

// How far each track is moved aside (-1.5, 1.5 ... map pixels) so double tracks both show.
export function sideBySide(board, gap) {
  const pairs = new Map();
  for (const route of board.routes) {
    const key = [route.a, route.b].sort().join("|");
    if (!pairs.has(key)) pairs.set(key, []);
    pairs.get(key).push(route);
  }
  const sides = new Map();
  for (const group of pairs.values()) {
    group.forEach((route, i) => {
      const flip = route.a < route.b ? 1 : -1;   // the same side whichever way the track is written
      sides.set(route.id, (i - (group.length - 1) / 2) * gap * flip);
    });
  }
  return sides;
}

// A track's length as that many little cars in its colour.
export function cars(route, owner) {
  const row = el("span", {class: "cars", "aria-label": `${route.length}`});
  const tone = colour(owner || route.rgb);
  for (let i = 0; i < route.length; i++) row.append(el("i", {style: `--car:${tone}`}));
  return row;
}
