// The phone's connection to the table: say hello with the seat's code, pass each message on,
// and come back by itself after a drop (with a growing pause, up to ten seconds), when the tab
// is shown again, or when the phone is online again. The code is never written anywhere.

const FINAL = {
  4000: "This seat is now played on another phone.",
  4001: "This seat is played on the TV now.",
  4002: "The TV gave this seat a new code. Scan the new code on the TV.",
  4003: "This page did not say which seat it is. Scan the code on the TV again.",
  4004: "This link is not for the game on the TV. Scan the code on the TV again.",
  4005: "The game on the TV has ended. For the next game, scan its new code on the TV.",
};
const PAUSES = [500, 1000, 2000, 4000, 7000, 10000];   // milliseconds before each new try
const PONG_WAIT = 4000;     // a woken phone's socket that does not answer a ping this soon is dead

export class TableLink {
  // handlers: message(data), state(name, why) with name "connecting" | "online" | "reconnecting" | "ended".
  constructor(token, handlers) {
    this.token = token;
    this.handlers = handlers;
    this.socket = null;
    this.tries = 0;
    this.timer = null;
    this.pongTimer = null;
    this.ended = false;
    this.everOnline = false;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.check();
    });
    window.addEventListener("online", () => this.check());
    window.addEventListener("pageshow", () => this.check());
  }

  open() {
    if (this.ended) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.handlers.state(this.everOnline ? "reconnecting" : "connecting");
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let socket;
    try {
      socket = new WebSocket(`${scheme}//${location.host}/socket`);
    } catch (problem) {
      this.later();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      if (socket !== this.socket) return;
      socket.send(JSON.stringify({kind: "hello", token: this.token}));
    });
    socket.addEventListener("message", (event) => {
      if (socket !== this.socket) return;
      let data;
      try {
        data = JSON.parse(event.data);
      } catch (problem) {
        return;
      }
      if (!data || typeof data !== "object") return;
      if (data.kind === "pong") clearTimeout(this.pongTimer);
      if (data.kind === "board" || data.kind === "waiting") {
        this.tries = 0;
        this.everOnline = true;
        this.handlers.state("online");
      }
      this.handlers.message(data);
    });
    socket.addEventListener("close", (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      clearTimeout(this.pongTimer);
      if (FINAL[event.code]) {
        this.ended = true;
        this.handlers.state("ended", FINAL[event.code], event.code);
      } else {
        this.later();
      }
    });
  }

  // Try again after the next pause (the pauses grow; a page that was online starts over quickly).
  later() {
    if (this.ended || this.timer) return;
    this.handlers.state(this.everOnline ? "reconnecting" : "connecting");
    const pause = PAUSES[Math.min(this.tries, PAUSES.length - 1)];
    this.tries += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, pause);
  }

  // The phone woke or came online: connect now if not connected; if connected, make sure the
  // socket still answers (a sleeping phone's socket can look open and be dead).
  check() {
    if (this.ended) return;
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED || socket.readyState === WebSocket.CLOSING) {
      this.socket = null;
      this.tries = 0;
      this.open();
      return;
    }
    if (socket.readyState !== WebSocket.OPEN) return;
    this.send({kind: "ping"});
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => {
      if (socket !== this.socket) return;
      this.socket = null;
      socket.close();
      this.tries = 0;
      this.open();
    }, PONG_WAIT);
  }

  // Take the seat again after another phone had taken it (the person asked for it).
  again() {
    this.ended = false;
    this.tries = 0;
    this.open();
  }

  send(data) {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(data));
    return true;
  }
}
