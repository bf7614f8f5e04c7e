"""Pictures for the rules pages, made of the game's own art: its train cards, its board, its pieces.

A picture carries a page's point, so it is drawn from what the game really shows: card faces from
CardArt, routes cropped from the board picture (with cars from the player sprites on them), ticket
faces from ticket_face.py, the Coast-to-Coast card and the Golden Ticket from celebrate.py. What a
picture shows is asked of the rule set (is there a face-up row? may both routes of a double be
used?), never of the game's name. Every picture is drawn at the size it is shown, once.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.rules.board import Board, Route
from game.rules.settings import LOCOMOTIVE, RuleSet
from game.view import celebrate, hud_icons, theme
from game.view.board_view import BoardPicture, rotated, scaled_space
from game.view.cards import CardArt
from game.view.palette import PLAYER_COLORS
from game.view.sprites import Sprites
from game.view.text import draw, fit, font
from game.view.ticket_face import picture_face, ticket_face

Size = tuple[int, int]
CARD = 0.66          # a train card's width over its height
MARGIN = 0.2         # a board crop shows this share of the route's size around it (and 48 map px)
PLAYER = "blue"      # the player colour shown claiming a route (another where the route is blue)
OTHER = "red"


@dataclass(frozen=True)
class Kit:
    """What the pictures are drawn from: a board, its rule set and the game's art."""

    board: Board
    rules: RuleSet
    sprites: Sprites
    art: CardArt


def label(words: str, px: int, colour: tuple[int, int, int] = theme.INK) -> pygame.Surface:
    """Words (numbers, mostly) drawn in a picture at their own width: every picture's text passes here, and
    through text.draw."""
    fitted = fit(words, px, font(px, True).size(words)[0], smallest=px, short=())
    image = pygame.Surface((fitted.width, fitted.height), pygame.SRCALPHA)
    draw(image, fitted, image.get_rect(), colour)
    return image


def picture(kind: str, size: Size, kit: Kit) -> pygame.Surface:
    """The rules picture `kind` (one of KINDS) at `size` px, transparent around what it shows."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    DRAWN[kind](out, kit)
    return out


# --- the pieces ---------------------------------------------------------------------------


def _fit(image: pygame.Surface, room: Size) -> pygame.Surface:
    """The image scaled to fit `room`, keeping its shape."""
    k = min(room[0] / image.get_width(), room[1] / image.get_height())
    return pygame.transform.smoothscale(image, (max(1, round(image.get_width() * k)),
                                                max(1, round(image.get_height() * k))))


def _arrow(out: pygame.Surface, start: tuple[int, int], end: tuple[int, int], width: int) -> None:
    """A thick arrow from start to end (horizontal or vertical)."""
    pygame.draw.line(out, theme.ACCENT_DARK, start, end, width)
    head = width * 2
    if start[1] == end[1]:
        d = 1 if end[0] > start[0] else -1
        points = [(end[0] + d * head, end[1]), (end[0], end[1] - head), (end[0], end[1] + head)]
    else:
        d = 1 if end[1] > start[1] else -1
        points = [(end[0], end[1] + d * head), (end[0] - head, end[1]), (end[0] + head, end[1])]
    pygame.draw.polygon(out, theme.ACCENT_DARK, points)


def _cards(kit: Kit, colours: list[str], height: int, step: float = 0.55) -> pygame.Surface:
    """Train cards of these colours side by side, each overlapping the last."""
    w = round(height * CARD)
    advance = max(1, round(w * step))
    out = pygame.Surface((w + advance * (len(colours) - 1), height), pygame.SRCALPHA)
    for i, colour in enumerate(colours):
        out.blit(kit.art.face(colour, (w, height)), (i * advance, 0))
    return out


def _player_car(kit: Kit, colour: str, width: int) -> pygame.Surface:
    """A train car of a player colour, from the board's sprites."""
    sprite = kit.sprites.cars[colour]
    return pygame.transform.smoothscale(sprite, (width, max(1, round(width * sprite.get_height() / sprite.get_width()))))


def _number(out: pygame.Surface, words: str, centre: tuple[int, int], px: int,
            fill: tuple[int, int, int] = theme.ACCENT) -> None:
    """A number in a round badge."""
    image = label(words, px)
    r = max(image.get_width(), image.get_height()) // 2 + px // 4
    pygame.draw.circle(out, fill, centre, r)
    pygame.draw.circle(out, theme.ACCENT_DARK, centre, r, max(2, px // 10))
    out.blit(image, image.get_rect(center=centre))


def _card_colour(rules: RuleSet, avoid: str = "") -> str:
    """A card colour of this game, not `avoid`."""
    return next(c for c in rules.colors if c != avoid)


def _player_for(route: Route) -> str:
    """The player colour that shows best on this route."""
    return OTHER if route.color == PLAYER else PLAYER


# --- the board ----------------------------------------------------------------------------

_BOARDS: dict[int, tuple[Board, BoardPicture]] = {}


def _board_picture(kit: Kit) -> BoardPicture:
    """The board drawn once at map size (kept for the next picture of the same board)."""
    kept = _BOARDS.get(id(kit.board))
    if kept is None or kept[0] is not kit.board:
        kept = _BOARDS[id(kit.board)] = (kit.board, BoardPicture(kit.board, kit.sprites, 1.0))
    return kept[1]


def board_crop(kit: Kit, routes: list[Route], claimed: dict[str, str], size: Size,
               closed: tuple[str, ...] = ()) -> pygame.Surface:
    """A piece of the real board around these routes, at `size`, with cars of a player colour on the
    `claimed` ones (route id -> colour) and a "no entry" sign on the `closed` ones."""
    board = kit.board
    points = [(s.x, s.y) for r in routes for s in r.spaces]
    points += [(board.city(c).x, board.city(c).y) for r in routes for c in (r.a, r.b)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = pygame.Rect(min(xs), min(ys), max(1, max(xs) - min(xs)), max(1, max(ys) - min(ys)))
    box.inflate_ip(max(box.w, box.h) * MARGIN + 48, max(box.w, box.h) * MARGIN + 48)
    aspect = size[0] / size[1]   # grow the box to the picture's shape: no bands around it
    if box.w / box.h < aspect:
        box.inflate_ip(round(box.h * aspect) - box.w, 0)
    else:
        box.inflate_ip(0, round(box.w / aspect) - box.h)
    whole = _board_picture(kit).surface
    box.clamp_ip(whole.get_rect())
    box = box.clip(whole.get_rect())
    crop = whole.subsurface(box).copy()
    for route in routes:
        colour = claimed.get(route.id)
        for space in route.spaces if colour else ():
            moved = scaled_space(space, 1.0)
            image, where = rotated(kit.sprites.cars[colour], moved)
            crop.blit(image, where.move(-box.x, -box.y))
    out = pygame.transform.smoothscale(crop, size)
    k = size[0] / box.w
    for route in (r for r in routes if r.id in closed):
        middle = route.spaces[len(route.spaces) // 2]
        _no_entry(out, (round((middle.x - box.x) * k), round((middle.y - box.y) * k)), max(12, size[1] // 9))
    pygame.draw.rect(out, theme.INK, out.get_rect(), max(2, size[1] // 80), border_radius=max(4, size[1] // 24))
    return out


def _no_entry(out: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A round red "no" sign."""
    pygame.draw.circle(out, theme.PAPER, centre, r)
    pygame.draw.circle(out, theme.BAD, centre, r, max(3, r // 4))
    pygame.draw.line(out, theme.BAD, (centre[0] - r * 0.7, centre[1] + r * 0.7),
                     (centre[0] + r * 0.7, centre[1] - r * 0.7), max(3, r // 4))


def plain_route(board: Board) -> Route:
    """A coloured route of three spaces, alone (no twin, no cart): the plain case."""
    plain = [r for r in board.routes if r.color != "gray" and not r.twin and not r.cart]
    return next((r for r in plain if r.length == 3), plain[0] if plain else board.routes[0])


def double_route(board: Board) -> tuple[Route, Route] | None:
    """A double route, a gray one where the board has some (a gray route takes any one colour)."""
    doubles = [r for r in board.routes if r.twin]
    doubles.sort(key=lambda r: (r.color != "gray", r.length != 2, r.id))
    return (doubles[0], board.route(doubles[0].twin)) if doubles and doubles[0].twin else None


def cart_route(board: Board) -> Route | None:
    """A route with a cart on it (it gives a merchandise card), if the board has one."""
    return next((r for r in board.routes if r.cart and not r.twin), None)


# --- the pictures ---------------------------------------------------------------------------


def _trains(out: pygame.Surface, kit: Kit) -> None:
    """Each player's cars, and how many every player has."""
    w, h = out.get_size()
    names = [name for name, *_ in PLAYER_COLORS if name in kit.sprites.cars]
    step = (h - 8) // max(1, len(names))
    sprite = kit.sprites.cars[names[0]]
    car_w = min(round(w * 0.5), round(step * 0.9 * sprite.get_width() / sprite.get_height()))
    for i, name in enumerate(names):
        car = _player_car(kit, name, car_w)
        out.blit(car, car.get_rect(midleft=(round(w * 0.04) + (i % 2) * round(w * 0.08), 4 + step * i + step // 2)))
    _number(out, str(kit.rules.trains_per_player), (round(w * 0.8), h // 2), max(14, h // 6))


def _start(out: pygame.Surface, kit: Kit) -> None:
    """The opening hand: its train cards above, its tickets below."""
    w, h = out.get_size()
    rules = kit.rules
    colours = [rules.colors[i % len(rules.colors)] for i in range(rules.hand)]
    hand = _fit(_cards(kit, colours, 200), (w, round(h * 0.5)))
    out.blit(hand, hand.get_rect(midtop=(w // 2, 0)))
    tickets = kit.board.tickets[:max(1, rules.opening_deal)]
    face_w = round(w * (0.48 if len(tickets) > 1 else 0.6))
    step = (w - face_w) // max(1, len(tickets) - 1)
    for i, ticket in enumerate(tickets):
        face = _ticket(kit, ticket.id, (face_w, round(h * 0.42)))
        out.blit(face, (i * step, round(h * 0.56)))


def _draw(out: pygame.Surface, kit: Kit) -> None:
    """Taking cards: the deck (and the face-up row where the game has one), two cards to the hand."""
    w, h = out.get_size()
    rules = kit.rules
    top = round(h * 0.5)
    card_h = min(top - 8, round(w / (rules.face_up_size + 1.5) / 1.17 / CARD)) if rules.has_face_up_row else top - 8
    card_w = round(card_h * CARD)
    deck = kit.art.back((card_w, card_h))
    if rules.has_face_up_row:
        row = [rules.colors[(2 * i) % len(rules.colors)] for i in range(rules.face_up_size - 1)] + [LOCOMOTIVE]
        gap = max(4, card_w // 6)
        x = max(0, (w - (len(row) + 1) * card_w - len(row) * gap - gap) // 2)
        out.blit(deck, (x, 4))
        for i, colour in enumerate(row):
            out.blit(kit.art.face(colour, (card_w, card_h)), (x + (i + 1) * (card_w + gap) + gap, 4))
    else:
        for i in range(3):   # a small pile
            out.blit(deck, deck.get_rect(midtop=(w // 2 - i * 3, 4 + i * 3)))
    _arrow(out, (w // 2, top + 2), (w // 2, top + round(h * 0.1)), max(4, h // 40))
    taken = _fit(_cards(kit, [_card_colour(rules), LOCOMOTIVE if not rules.has_face_up_row else rules.colors[-1]],
                        200, 0.8), (round(w * 0.6), h - top - round(h * 0.16)))
    out.blit(taken, taken.get_rect(midbottom=(w // 2, h - 2)))
    _number(out, "2", (w // 2 + taken.get_width() // 2 + max(14, h // 9), h - taken.get_height() // 2),
            max(14, h // 9))


def _claim(out: pygame.Surface, kit: Kit) -> None:
    """Paying for a route: as many cards of its colour as it has spaces, and the cars placed on it."""
    w, h = out.get_size()
    route = plain_route(kit.board)
    colours = [route.color] * (route.length - 1) + [LOCOMOTIVE]
    out.blit(board_crop(kit, [route], {route.id: _player_for(route)}, (w, h)), (0, 0))
    cards = _fit(_cards(kit, colours, 200, 0.45), (round(w * 0.34), round(h * 0.42)))
    _corner(out, cards, "bottomleft")


def _corner(out: pygame.Surface, image: pygame.Surface, corner: str) -> None:
    """An image over a corner of a board crop, on a paper plate."""
    pad = max(4, image.get_height() // 14)
    plate = image.get_rect().inflate(2 * pad, 2 * pad)
    setattr(plate, corner, getattr(out.get_rect().inflate(-2 * pad, -2 * pad), corner))
    pygame.draw.rect(out, theme.PAPER, plate, border_radius=pad * 2)
    pygame.draw.rect(out, theme.ACCENT_DARK, plate, max(2, pad // 2), border_radius=pad * 2)
    out.blit(image, image.get_rect(center=plate.center))


def _double(out: pygame.Surface, kit: Kit) -> None:
    """A double route: one side claimed; the other open to another player, or closed at a small table."""
    w, h = out.get_size()
    pair = double_route(kit.board)
    if pair is None:
        _claim(out, kit)
        return
    first, second = pair
    both = kit.rules.both_routes_open(2)
    claimed = {first.id: PLAYER}
    if both:
        claimed[second.id] = OTHER
    out.blit(board_crop(kit, [first, second], claimed, (w, h), () if both else (second.id,)), (0, 0))


def _points(out: pygame.Surface, kit: Kit) -> None:
    """What a route scores: a row of cars for each length, and its points."""
    w, h = out.get_size()
    rows = [(n, p) for n, p in kit.rules.route_points if p]
    step = h // max(1, len(rows))
    car_w = min(round(w * 0.7 / max(n for n, _ in rows)), round(step * 2.2)) if rows else 1
    for i, (length, points) in enumerate(rows):
        y = i * step + step // 2
        for j in range(length):
            car = _player_car(kit, PLAYER, car_w - 2)
            out.blit(car, car.get_rect(midleft=(j * car_w, y)))
        _number(out, str(points), (round(w * 0.86), y), max(13, min(step // 2, h // 12)))


def _ticket(kit: Kit, ticket_id: str, size: Size, done: bool = False, board: bool = False) -> pygame.Surface:
    """A ticket of the board as the game draws it: in pictures where its cities have pictures, with the
    small board and its two places marked on it if `board`."""
    ticket = next(t for t in kit.board.tickets if t.id == ticket_id)
    cities = (kit.board.city(ticket.a), kit.board.city(ticket.b))
    ends = (cities[0].name, cities[1].name)
    text = max(13, size[1] // 7)
    if all(c.icon in kit.sprites.icons for c in cities):
        pictures = (kit.sprites.icons[cities[0].icon], kit.sprites.icons[cities[1].icon])
        return picture_face(ends, pictures, size, text, 13, done=done)
    if not board:
        return ticket_face(ends, ticket.points or None, size, text, 13)
    whole = _board_picture(kit).surface
    k = size[0] / whole.get_width()
    thumb = pygame.transform.smoothscale(whole, (size[0], round(whole.get_height() * k)))
    marks = ((round(cities[0].x * k), round(cities[0].y * k)), (round(cities[1].x * k), round(cities[1].y * k)))
    return ticket_face(ends, ticket.points or None, size, text, 13, thumb, marks)


def _tickets(out: pygame.Surface, kit: Kit) -> None:
    """A ticket, and what it brings: done adds its points (a new ticket at once where the game says so), not done
    takes them away (or nothing, where the table plays without minus points)."""
    w, h = out.get_size()
    ticket = max(kit.board.tickets, key=lambda t: (t.points, t.id))
    face = _ticket(kit, ticket.id, (round(w * 0.62), round(h * 0.64)), kit.rules.complete_at_once, board=True)
    out.blit(face, face.get_rect(midtop=(round(w * 0.34), 0)))
    mark = max(16, h // 5)
    ok, bad = hud_icons.tick(mark), hud_icons.cross(mark)
    y = round(h * 0.82)
    if ticket.points:
        out.blit(ok, ok.get_rect(center=(round(w * 0.14), y)))
        out.blit(label(f"+{ticket.points}", mark, theme.GOOD), (round(w * 0.14) + mark // 2 + 4, y - mark // 2))
        out.blit(bad, bad.get_rect(center=(round(w * 0.56), y)))
        lost = f"-{ticket.points}" if kit.rules.unfinished_minus else "0"   # a house rule may take no points away
        out.blit(label(lost, mark, theme.BAD), (round(w * 0.56) + mark // 2 + 4, y - mark // 2))
    else:   # a done ticket is replaced at once: a fresh one comes
        fresh = _ticket(kit, kit.board.tickets[0].id, (round(w * 0.4), round(h * 0.4)))
        out.blit(fresh, fresh.get_rect(bottomright=(w - 2, h - 2)))
        _arrow(out, (round(w * 0.34), y), (round(w * 0.5), y), max(4, h // 40))
    if not kit.rules.complete_at_once:
        out.blit(ok, ok.get_rect(topright=(w - 4, 4)))


def _merchandise(out: pygame.Surface, kit: Kit) -> None:
    """A route with a cart, claimed, and the merchandise card it brings."""
    w, h = out.get_size()
    route = cart_route(kit.board)
    if route is None or not kit.rules.has_merchandise:
        _claim(out, kit)
        return
    out.blit(board_crop(kit, [route], {route.id: _player_for(route)}, (w, h)), (0, 0))
    side = round(h * 0.4)
    _corner(out, _fit(kit.sprites.merchandise[route.cart], (side, side)), "bottomright")


def _coast(out: pygame.Surface, kit: Kit) -> None:
    """The Coast-to-Coast card between a West-coast and an East-coast city's pictures."""
    w, h = out.get_size()
    card = _fit(celebrate.coast_card(200), (round(w * 0.4), h - 8))
    out.blit(card, card.get_rect(center=(w // 2, h // 2)))
    side = min(round(w * 0.26), h // 2)
    for coast, x in (("west", w * 0.14), ("east", w * 0.86)):
        city = next((c for c in kit.board.cities if c.coast == coast and c.icon in kit.sprites.icons), None)
        if city is not None:
            image = _fit(kit.sprites.icons[city.icon], (side, side))
            out.blit(image, image.get_rect(center=(round(x), h // 2)))


def _golden(out: pygame.Surface, kit: Kit) -> None:
    """The Golden Ticket over the row of tickets a player must complete first."""
    w, h = out.get_size()
    name, body, dark, _ = PLAYER_COLORS[0]
    ticket = _fit(celebrate.golden_ticket(400, body, dark), (w - 8, round(h * 0.62)))
    out.blit(ticket, ticket.get_rect(midtop=(w // 2, 0)))
    count = kit.rules.golden_ticket or 6
    slot_h = min(round(h * 0.24), round(w / count / 1.45))
    for i in range(count):
        slot = hud_icons.ticket_slot(slot_h, i < count - 1, golden=i == count - 1)
        x = w // 2 + round((i - (count - 1) / 2) * slot_h * 1.4)
        out.blit(slot, slot.get_rect(midbottom=(x, h - 2)))


def _end(out: pygame.Surface, kit: Kit) -> None:
    """The end: the few cars that start the last round (or the last one), then the cup."""
    w, h = out.get_size()
    rules = kit.rules
    if rules.golden_ticket:
        _golden(out, kit)
        return
    left = rules.trigger_trains if rules.trigger_trains is not None else 1
    car_w = round(w * 0.28)
    for i in range(max(1, left)):
        car = _player_car(kit, PLAYER, car_w)
        out.blit(car, car.get_rect(midleft=(4 + i * (car_w + 6), round(h * 0.3))))
    _number(out, str(left), (round(w * 0.82), round(h * 0.3)), max(14, h // 7))
    name, body, dark, _ = PLAYER_COLORS[0]
    cup = celebrate.trophy(round(h * 0.5), body, dark)
    out.blit(cup, cup.get_rect(midbottom=(w // 2, h - 2)))


DRAWN: dict[str, Callable[[pygame.Surface, Kit], None]] = {
    "trains": _trains, "start": _start, "draw": _draw, "claim": _claim, "double": _double, "points": _points,
    "ticket": _tickets, "merchandise": _merchandise, "coast": _coast, "golden": _golden, "end": _end}
KINDS = tuple(DRAWN)
