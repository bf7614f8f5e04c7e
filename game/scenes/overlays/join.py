"""The join card: one QR code per person seat, in its colour, that puts the seat's hand on a phone.

Opened from the new-game screen (the seats about to play) and from the pause card (the game's seats).
Each person seat shows its name, where it plays now (on the TV, on a connected phone, or a phone that
is away), its code and the same link as text for typing; a seat with a phone can be given back to the
TV with a new code (the phone holding it is let go). Computer seats never get a code. If the phones'
server cannot listen, the card says why in words instead.

When the card offers the seats (app.phones.offer) depends on where it was opened: NEW makes new codes
(the new-game screen's first card), KEEP offers again keeping each person seat's code (the same screen
after its seats or names changed), IN_GAME offers only when these seats are not offered yet.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple, Sequence

import pygame

from game.config import Seat
from game.scenes.screen import BROWN, CREAM, GREEN, RED, TEAL, ButtonScreen, back_button, header, paper, write
from game.scenes.stack import Change, Pop
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.qr import ink, luminance, qr_code
from game.view.text import draw, fit, font
from game.view.widgets import Button

NEW, KEEP, IN_GAME = "new", "keep", "in_game"
TV, ONLINE, OFFLINE = "tv", "online", "offline"   # as game/phone/phones.py names them
STATUS_WORDS = {TV: "On the TV", ONLINE: "Phone connected", OFFLINE: "Phone away"}
STATUS_TONE = {TV: BROWN, ONLINE: GREEN, OFFLINE: RED}
HINT = "Scan your own code with the phone's camera, on the same Wi-Fi as this screen"
NO_PEOPLE = "Every seat is played by the computer: there is no hand to put on a phone."
AFTER_PROBLEM = "Close the program that uses them, or restart this machine, then tap Try again."
POLL = 1.0             # seconds between looks at the phones (a phone's news also wakes the loop at once)
WIDEST = 520           # units: a seat's column grows no wider


class SeatCard(NamedTuple):
    """Where one person seat's parts go on the card."""

    seat: int
    band: pygame.Rect      # the seat's name on its colour
    status: pygame.Rect
    code: pygame.Rect      # the room the QR code is centred in (a square)
    address: pygame.Rect
    button: pygame.Rect    # New code: under the link, or over it where the column has no room for both


def table_of(seats: Sequence[Seat]) -> tuple[list[str], list[int], list[int]]:
    """The names, colours and person seats phones are offered."""
    return [s.name for s in seats], [s.color for s in seats], [i for i, s in enumerate(seats) if not s.computer]


def offer(phones: Any, seats: Sequence[Seat], codes: str) -> bool:
    """Offer the person seats to the phones as `codes` says (NEW, KEEP or IN_GAME); True if phones can join."""
    names, colors, people = table_of(seats)
    offered = phones.hub.offered_for(names, people)
    if codes == IN_GAME and offered and phones.listening:
        return True
    keep = codes == KEEP or (codes == IN_GAME and offered)
    tokens = phones.hub.tokens() if keep else None
    joined = [s for s in people if keep and phones.on_phone(s)]
    return bool(phones.offer(names, colors, people, tokens, joined))


def status(phones: Any, seat: int) -> str:
    """Where the seat plays now: a phone holding its link counts as connected even before the game welcomes it."""
    return ONLINE if phones.hub.online(seat) else phones.status(seat)


def address_lines(link: str, size: int, width: int) -> list[str]:
    """The link as lines no wider than `width`, broken where a typist expects a break: after "http://", then
    before "/seat/", then after it; inside a piece only if it must (never with a space one could copy)."""
    f = font(size, False)
    scheme, _, rest = link.rpartition("//")
    machine, slash, code = rest.partition("/seat/")
    out: list[str] = []
    for piece in (scheme + "//" if scheme else "", machine, slash + code):
        if not piece:
            continue
        if out and piece != slash + code and f.size(out[-1] + piece)[0] <= width:
            out[-1] += piece
        elif f.size(piece)[0] <= width:
            out.append(piece)
        else:
            for part in (slash, code) if slash and piece == slash + code else (piece,):
                out.append("")
                for letter in part:
                    if out[-1] and f.size(out[-1] + letter)[0] > width:
                        out.append("")
                    out[-1] += letter
    return out


@lru_cache(maxsize=16)
def phone_icon(size: int, colour: tuple = CREAM) -> pygame.Surface:
    """A small phone: its body, its screen and its button, for the buttons that open the join card."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    k, w = size / 36, max(2, size // 12)
    body = pygame.Rect(round(9 * k), round(2 * k), round(18 * k), round(32 * k))
    pygame.draw.rect(s, colour, body, w, border_radius=round(4 * k))
    pygame.draw.rect(s, colour, body.inflate(-round(8 * k), -round(14 * k)).move(0, -round(2 * k)))
    pygame.draw.circle(s, colour, (body.centerx, body.bottom - round(5 * k)), max(1, round(2 * k)))
    return s


def phones_face(width: int, height: int, text_px: int) -> pygame.Surface:
    """The face of the new-game screen's Phones button: a phone above its word, as the table's options look."""
    label = fit("Phones", text_px, width)
    side = max(8, height - label.height - 2)
    image = pygame.Surface((width, side + 2 + label.height), pygame.SRCALPHA)
    art = phone_icon(side, theme.INK)
    image.blit(art, art.get_rect(midtop=(width // 2, 0)))
    draw(image, label, pygame.Rect(0, side + 2, width, label.height), theme.INK, align="center")
    return image


class JoinOverlay(ButtonScreen):
    """The join card over whatever opened it; Done goes back."""

    default = "back"

    def __init__(self, seats: Sequence[Seat], codes: str = KEEP) -> None:
        self.seats = tuple(seats)
        self.codes = codes
        self.people = [i for i, s in enumerate(self.seats) if not s.computer]
        self.shown: tuple = ()     # what the card drew: each seat's status and link, and the problem

    def enter(self, app: Any) -> None:
        """Offer the seats to phones (as `codes` says), then build the card."""
        self.phones = app.phones
        if self.people:
            offer(self.phones, self.seats, self.codes)
        super().enter(app)

    @property
    def problem(self) -> str | None:
        """Why phones cannot join, in words (None: they can)."""
        if not self.people or self.phones.listening:
            return None
        return self.phones.problem or "the phones' server is not running"

    def now(self) -> tuple:
        """What the card shows that can change while it is up."""
        return (self.problem,) + tuple((status(self.phones, s), self.phones.link(s)) for s in self.people)

    def arrange(self) -> None:
        """Lay the card out for the screen, then its buttons and picture."""
        self.cards = seat_cards(self.m, self.people, [self.phones.link(s) for s in self.people])
        self.shown = self.now()
        super().arrange()

    def make_buttons(self) -> list[Button]:
        """Done; New code under each seat a phone holds; Try again when phones cannot join."""
        m = self.m
        out = [back_button(m, "Done")]
        if self.problem is not None:
            rect = self.problem_box().inflate(-2 * m.px(24), 0)
            h = m.target(80)
            out.append(Button("again", pygame.Rect(rect.centerx - rect.w // 4, self.problem_box().bottom - h - m.px(20),
                                                   rect.w // 2, h), "Try again", size=m.font(30), color=GREEN))
            return out
        for card in self.cards:
            if status(self.phones, card.seat) != TV:
                out.append(Button(("free", card.seat), card.button.copy(), "New code",
                                  size=m.font(24 if m.compact else 28), color=TEAL))
        return out

    def problem_box(self) -> pygame.Rect:
        """Where the words go when phones cannot join: the middle of the card."""
        m = self.m
        top = header(m) + m.px(24)
        box = pygame.Rect(0, top, min(m.width - 2 * m.px(40), m.px(900)), m.height - top - max(m.px(40), m.corner))
        box.centerx = m.width // 2
        return box

    def paint(self) -> pygame.Surface:
        """The card: each seat's name, status, code and link; or why phones cannot join."""
        m = self.m
        out = paper(self.app.size, "Phones", TEAL)
        if not self.people:
            write(out, NO_PEOPLE, self.problem_box(), theme.INK, m.font(32), align="center")
            return out
        problem = self.problem
        if problem is not None:
            box = self.problem_box()
            words = box.inflate(-2 * m.px(24), 0)
            words.height = box.h - m.target(80) - m.px(40)
            write(out, f"Phones cannot join: {problem}. {AFTER_PROBLEM}", words, RED, m.font(30), align="center")
            return out
        write(out, HINT, hint_rect(m), BROWN, m.font(18 if m.compact else 22), align="center", one_line=True,
              bold=False)
        for card in self.cards:
            self.paint_seat(out, card)
        return out

    def paint_seat(self, out: pygame.Surface, card: SeatCard) -> None:
        """One seat: its name on its colour, where it plays, its code in its colour and its link as text."""
        m, seat = self.m, self.seats[card.seat]
        fill = PLAYER_COLORS[seat.color % len(PLAYER_COLORS)][1]
        pygame.draw.rect(out, fill, card.band, border_radius=theme.RADIUS)
        words = theme.INK if luminance(fill) > 0.3 else CREAM
        write(out, seat.name, card.band.inflate(-m.px(12), 0), words, m.font(26 if m.compact else 30),
              align="center", one_line=True)
        now = status(self.phones, card.seat)
        write(out, STATUS_WORDS[now], card.status, STATUS_TONE[now], m.font(20 if m.compact else 24),
              align="center", one_line=True)
        link = self.phones.link(card.seat)
        if link is None:
            return
        code = qr_code(link, card.code.w, ink(seat.color))
        out.blit(code, code.get_rect(center=card.code.center))
        if now != TV and card.button.colliderect(card.address):
            return   # its phone has joined: New code takes the link's place
        size = address_size(link, m, card.address)
        line_h = font(size).get_linesize()
        for i, line in enumerate(address_lines(link, size, card.address.w)):
            row = pygame.Rect(card.address.x, card.address.y + i * line_h, card.address.w, line_h)
            write(out, line, row, theme.INK, size, align="center", one_line=True, short=(), bold=False)

    def press(self, key: Any) -> Change:
        """Done goes back; New code gives a seat back to the TV; Try again offers the seats once more."""
        if key == "back":
            return Pop()
        if key == "again":
            offer(self.phones, self.seats, KEEP)
        elif isinstance(key, tuple) and key[0] == "free":
            self.phones.free(key[1])
        self.refresh()
        return None

    def back(self) -> Change:
        """Back, Escape or a right click: the card closes."""
        return Pop()

    def refresh(self) -> None:
        """Lay out and draw the card again if what it shows has changed (a new link may need other lines)."""
        if self.now() != self.shown:
            self.arrange()
            self.redraw()

    def update(self, dt: float) -> Change:
        """A phone came or went, or a seat has a new code: show it."""
        self.refresh()
        return None

    def wake(self) -> float | None:
        """Look at the phones now and then (a phone's news wakes the loop at once as well)."""
        return POLL


def hint_rect(m: Any) -> pygame.Rect:
    """The line of help under the top band."""
    return pygame.Rect(m.px(16), header(m) + m.px(4), m.width - 2 * m.px(16), font(m.font(18 if m.compact else 22)).get_linesize())


def address_size(link: str, m: Any, room: pygame.Rect) -> int:
    """The largest text size (down to the smallest allowed) at which the link fits its room in whole lines."""
    smallest = smallest_address(m)
    for units in range(22 if m.compact else 26, 0, -1):
        size = m.font(units)
        if size <= smallest or len(address_lines(link, size, room.w)) * font(size).get_linesize() <= room.h:
            return max(size, smallest)
    return smallest


def smallest_address(m: Any) -> int:
    """The smallest size the link is written at: still readable for typing."""
    return m.font(13 if m.compact else 18)


def seat_cards(m: Any, people: Sequence[int], links: Sequence[str | None]) -> list[SeatCard]:
    """A column per person seat across the screen: name, status, code, link and New code, top to bottom.
    The codes take what room is left, so up to five seats fit on the smallest screen; where the link and
    New code do not both fit under a large enough code, the button takes the link's place (a seat with
    a phone needs no typing); the buttons keep clear of the bottom corners where hands rest."""
    if not people:
        return []
    side, gap = m.px(10 if m.compact else 16), m.px(8 if m.compact else 20)
    top = hint_rect(m).bottom + m.px(8)
    bottom = m.height - max(m.px(24), m.corner)
    count = len(people)
    width = min(m.px(WIDEST), (m.width - 2 * side - (count - 1) * gap) // count)
    x0 = (m.width - count * width - (count - 1) * gap) // 2
    band_h = font(m.font(26 if m.compact else 30), True).get_linesize() + m.px(8)
    status_h = font(m.font(20 if m.compact else 24), True).get_linesize()
    small = smallest_address(m)
    lines = max([len(address_lines(link, small, width)) for link in links if link] or [2])
    address_h = lines * font(small).get_linesize()
    button_h, space = m.target(64), m.px(6)
    room = bottom - top - band_h - status_h - 3 * space
    alone = min(width, room - max(address_h, button_h))
    both = min(width, room - address_h - button_h - space)
    apart = both >= alone * 4 // 5   # the button under the link costs the code little
    code = both if apart else alone
    top += (room - code - (address_h + button_h + space if apart else max(address_h, button_h))) // 3
    out = []
    for i, seat in enumerate(people):
        x = x0 + i * (width + gap)
        band = pygame.Rect(x, top, width, band_h)
        line = pygame.Rect(x, band.bottom + space, width, status_h)
        square = pygame.Rect(x + (width - code) // 2, line.bottom + space, code, code)
        address = pygame.Rect(x, square.bottom + space, width, address_h)
        button = pygame.Rect(x, address.bottom + space if apart else address.y, width, button_h)
        out.append(SeatCard(seat, band, line, square, address, button))
    return out
