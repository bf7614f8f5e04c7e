"""A ticket's face at any size: its two places, its points, and a small board with both marked.

Everything on the face is measured from the face's text size, so a face drawn for a large
screen grows as a whole and one for the 800 x 480 display stays readable (the text size is
never taken below the smallest the caller allows). A picture face (for players who cannot read
yet) shows the two places' own pictures large, a dotted track from one to the other, their names
small under them, the small board below, and a big tick once the ticket is done.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.text import fit_lines, font

PAPER = (248, 238, 212)
EDGE = (120, 96, 60)
THUMB_GROWTH = 1.6  # the board thumbnail is small: blown up further it turns to mush


def padding(text: int) -> int:
    """The margin inside a face whose text is `text` px."""
    return max(6, text // 2)


def badge_radius(text: int) -> int:
    """The radius of the points badge on a face whose text is `text` px."""
    return round(text * 0.95)


def wrap_beside(phrases: tuple[str, ...], f: pygame.font.Font, full: int, narrow: int,
                narrow_lines: int) -> list[str] | None:
    """Phrases in lines no wider than `full`, the first `narrow_lines` lines no wider than `narrow`.

    A phrase that does not fit after the one before starts a line of its own ("Boston -" over
    "Miami"), and is broken between words only if it must be. A line beside the badge may stay
    empty when the next word is too wide for it. None if a single word is wider than `full`.
    """
    lines: list[str] = [""]

    def add(words: str) -> bool:
        """Put words on the last line if they fit its width; False if not."""
        limit = narrow if len(lines) <= narrow_lines else full
        joined = f"{lines[-1]} {words}" if lines[-1] else words
        if f.size(joined)[0] > limit:
            return False
        lines[-1] = joined
        return True

    for phrase in phrases:
        if add(phrase):
            continue
        if lines[-1]:
            lines.append("")
        for word in re.findall(r"\S+(?: -)?", phrase):   # a closing dash stays with its word
            while not add(word):
                if f.size(word)[0] > full:
                    return None
                lines.append("")
    return lines


def fit_names(phrases: tuple[str, ...], text: int, smallest: int, full: int, narrow: int, band: int,
              height: int) -> tuple[list[str], int]:
    """The lines and the largest text size from `text` down to `smallest` at which the names fit.

    `band` px at the top are beside the badge (only `narrow` wide); the lines must fit `height`.
    At no size fitting, the smallest size is used and the lines may run over.
    """
    for size in range(text, smallest - 1, -1):
        f = font(size, bold=True)
        step = f.get_linesize()
        lines = wrap_beside(phrases, f, full, narrow, -(-band // step))
        if lines is not None and step * len(lines) <= height:
            return lines, size
    f = font(smallest, bold=True)
    return wrap_beside(phrases, f, full, narrow, -(-band // f.get_linesize())) or list(phrases), smallest


def face_names(ends: tuple[str, str], points: int | None, size: tuple[int, int], text: int, smallest: int,
               with_thumb: bool) -> tuple[list[str], int]:
    """The lines of a face's names and their text size (the face keeps them above its board)."""
    w, h = size
    pad, r = padding(text), badge_radius(text) if points else 0
    # The names may take up to about half the face when there is a board to show below them.
    room = max(2 * r, (h - 2 * pad) * 11 // 20) if with_thumb else h - 2 * pad
    full = w - 2 * pad
    return fit_names((f"{ends[0]} -", ends[1]), text, smallest, full, full - 2 * r - pad, 2 * r, room)


def face_height(ends: tuple[str, str], points: int | None, width: int, text: int, smallest: int,
                thumb: tuple[int, int] | None) -> int:
    """The height a face of this width needs to show its names at `text` px and the whole board below."""
    pad, r = padding(text), badge_radius(text) if points else 0
    full = width - 2 * pad
    lines, size = fit_names((f"{ends[0]} -", ends[1]), text, smallest, full, full - 2 * r - pad, 2 * r, 10 ** 6)
    names = max(len(lines) * font(size, bold=True).get_linesize(), 2 * r)
    if thumb is None:
        return pad + names + pad
    return pad + names + pad // 2 + round(thumb[1] * min(full / thumb[0], THUMB_GROWTH)) + pad


def ticket_face(ends: tuple[str, str], points: int | None, size: tuple[int, int], text: int, smallest: int,
                thumb: pygame.Surface | None = None,
                marks: tuple[tuple[int, int], tuple[int, int]] | None = None) -> pygame.Surface:
    """Draw a ticket face of `size` px with names of at most `text` px (at least `smallest` px)."""
    w, h = size
    image = _paper(size, text)
    pad = padding(text)
    r = badge_radius(text) if points else 0
    if points:
        centre = (w - pad - r, pad + r)
        pygame.draw.circle(image, theme.ACCENT, centre, r)
        pygame.draw.circle(image, theme.ACCENT_DARK, centre, r, max(2, text // 9))
        number = font(text, bold=True).render(str(points), True, theme.INK)
        image.blit(number, number.get_rect(center=centre))
    lines, s = face_names(ends, points, size, text, smallest, thumb is not None)
    f = font(s, bold=True)
    y = pad
    for line in lines:
        image.blit(f.render(line, True, theme.INK), (pad, y))
        y += f.get_linesize()
    if thumb is not None:
        top = max(y, pad + 2 * r) + pad // 2
        _thumb(image, pygame.Rect(pad, top, w - 2 * pad, h - pad - top), thumb, marks, text)
    return image


def _paper(size: tuple[int, int], text: int) -> pygame.Surface:
    """A blank face: paper with a brown edge and round corners."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    rect, pad = image.get_rect(), padding(text)
    pygame.draw.rect(image, PAPER, rect, border_radius=pad + 4)
    pygame.draw.rect(image, EDGE, rect, max(2, text // 9), border_radius=pad + 4)
    return image


def _thumb(image: pygame.Surface, room: pygame.Rect, thumb: pygame.Surface,
           marks: tuple[tuple[int, int], tuple[int, int]] | None, text: int) -> None:
    """The small board as large as fits `room` (in its middle), with the two places marked."""
    tw, th = thumb.get_size()
    k = min(room.w / tw, room.h / th, THUMB_GROWTH)
    if k <= 0:
        return
    small = pygame.transform.smoothscale(thumb, (max(1, round(tw * k)), max(1, round(th * k))))
    spot = small.get_rect(center=room.center)
    image.blit(small, spot)
    pygame.draw.rect(image, EDGE, spot, 2)
    if marks:
        a, b = ((spot.x + round(x * k), spot.y + round(y * k)) for x, y in marks)
        pygame.draw.line(image, theme.BAD, a, b, max(3, text // 6))
        dot = max(5, text // 3)
        for p in (a, b):
            pygame.draw.circle(image, theme.PAPER, p, dot + 2)
            pygame.draw.circle(image, theme.BAD, p, dot)


# --- a ticket in pictures ---------------------------------------------------------------------

TRACK = 0.6            # the dotted track between the pictures: this share of a picture's side
NAME_SHARE = 0.7       # the names under the pictures are small: this share of the face's text size
PICTURE_SHARE = 0.55   # the pictures take at most this share of the height the board shares with them
Pictures = tuple[pygame.Surface | None, pygame.Surface | None]


@dataclass(frozen=True)
class PicturePlaces:
    """Where the parts of a picture face go, in the face's own pixels."""

    pictures: tuple[pygame.Rect, pygame.Rect]   # the two places' pictures (squares)
    names: pygame.Rect                          # the band under the pictures the two names share
    track: pygame.Rect                          # the dotted track from the first picture to the second
    board: pygame.Rect | None                   # the room for the small board
    name_size: int


def _widest_picture(width: int, pad: int) -> int:
    """The side of the pictures when the face's width alone limits them."""
    return max(1, int((width - 2 * pad) / (2 + TRACK)))


def _name_lines(text: int, smallest: int) -> tuple[int, int]:
    """The names' text size and the height of their two lines."""
    size = max(smallest, round(text * NAME_SHARE))
    return size, 2 * font(size, bold=True).get_linesize()


def picture_face_height(width: int, text: int, smallest: int, thumb: tuple[int, int] | None) -> int:
    """The height a picture face of this width needs for its pictures at their largest and the whole board."""
    pad = padding(text)
    height = pad + _widest_picture(width, pad) + max(2, pad // 3) + _name_lines(text, smallest)[1] + pad
    if thumb is None:
        return height
    return height + pad // 2 + round(thumb[1] * min((width - 2 * pad) / thumb[0], THUMB_GROWTH))


def picture_places(size: tuple[int, int], text: int, smallest: int, with_board: bool) -> PicturePlaces:
    """The places of a picture face's parts: the pictures as large as the width allows, unless the
    height (shared with the board, if there is one) allows less."""
    w, h = size
    pad, gap = padding(text), max(2, padding(text) // 3)
    name_size, names = _name_lines(text, smallest)
    widest = _widest_picture(w, pad)
    left = h - 2 * pad - gap - names
    side = min(widest, round((left - pad // 2) * PICTURE_SHARE) if with_board else left)
    side = max(1, side)
    # The pictures keep their places at the two ends whatever their size, so the track stays long.
    spots = tuple(pygame.Rect(0, pad, side, side) for _ in range(2))
    spots[0].centerx, spots[1].centerx = pad + widest // 2, w - pad - widest // 2
    space = max(2, side // 10)
    track = pygame.Rect(spots[0].right + space, pad, max(0, spots[1].left - spots[0].right - 2 * space), side)
    top = pad + side + gap
    margin = max(4, pad // 2)   # the names may reach closer to the edge than the pictures
    band = pygame.Rect(margin, top, w - 2 * margin, names)
    board = None
    if with_board:
        board_top = top + names + pad // 2
        board = pygame.Rect(pad, board_top, w - 2 * pad, max(0, h - pad - board_top))
    return PicturePlaces((spots[0], spots[1]), band, track, board, name_size)


def picture_face(ends: tuple[str, str], pictures: Pictures, size: tuple[int, int], text: int, smallest: int,
                 thumb: pygame.Surface | None = None,
                 marks: tuple[tuple[int, int], tuple[int, int]] | None = None, done: bool = False) -> pygame.Surface:
    """Draw a ticket as pictures: both places' pictures on their plates, a dotted track from the first
    to the second, the names small under them, the small board below, and a big tick once `done`."""
    image = _paper(size, text)
    places = picture_places(size, text, smallest, thumb is not None)
    _dotted_track(image, places.track, max(2, places.track.h // 18))
    rooms = _name_rooms(ends, places.names, places.name_size)
    for picture, spot, name, room in zip(pictures, places.pictures, ends, rooms):
        _plate(image, picture, spot)
        _name(image, name, room, spot.centerx, places.name_size, smallest)
    if thumb is not None and places.board is not None:
        _thumb(image, places.board, thumb, marks, text)
    if done:
        _stamp(image, text, places.board if thumb is not None else None)
    return image


def _plate(image: pygame.Surface, picture: pygame.Surface | None, spot: pygame.Rect) -> None:
    """A place's picture (its round plate, as on the board) over a soft shadow; a bare plate if it has none."""
    drop = max(1, spot.w // 24)
    pygame.draw.circle(image, EDGE, (spot.centerx, spot.centery + drop), spot.w // 2)
    if picture is None:
        pygame.draw.circle(image, theme.PAPER, spot.center, spot.w // 2)
        pygame.draw.circle(image, theme.INK, spot.center, spot.w // 2, max(2, spot.w // 16))
        return
    image.blit(pygame.transform.smoothscale(picture, spot.size), spot)


def _narrowest(name: str, f: pygame.font.Font) -> int:
    """The width a name needs in at most two lines (broken between words where it is narrowest)."""
    words = name.split()
    return min(max(f.size(" ".join(words[:i]))[0], f.size(" ".join(words[i:]))[0]) for i in range(1, len(words) + 1))


def _name_rooms(ends: tuple[str, str], band: pygame.Rect, size: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The band split between the two names: halves, unless a long name needs more than the short one leaves
    (on one line if it can have that much, else on two)."""
    f, gap = font(size, bold=True), max(4, size // 2)
    first, second = (_narrowest(name, f) for name in ends)
    if f.size(ends[0])[0] + second + gap <= band.w:
        first = f.size(ends[0])[0]
    left = min(max(first, (band.w - gap) // 2), band.w - gap - second)
    left = max(left, (band.w - gap) // 4)   # two long names: each keeps a fair part (they shrink to fit)
    return (pygame.Rect(band.x, band.y, left, band.h),
            pygame.Rect(band.x + left + gap, band.y, band.w - left - gap, band.h))


def _name(image: pygame.Surface, name: str, room: pygame.Rect, centre: int, size: int, smallest: int) -> None:
    """A place's name in at most two small lines, each centred under its picture as far as its room allows."""
    lines, s = fit_lines(name, size, room.w, room.h, smallest)
    f = font(s, bold=True)
    y = room.y
    for line in lines[:max(1, room.h // f.get_linesize())]:   # never over the board below
        words = f.render(line, True, theme.INK)
        x = max(room.x, min(centre - words.get_width() // 2, room.right - words.get_width()))
        image.blit(words, (x, y))
        y += f.get_linesize()


def _dotted_track(image: pygame.Surface, room: pygame.Rect, dot: int) -> None:
    """Dots from left to right ending in an arrowhead: the way from the first place to the second."""
    y, head = room.centery, max(3 * dot, room.w // 4)
    end = room.right - head
    span = end - room.x - 3 * dot          # from the first dot's centre to the last's
    if span < 0:
        return
    count = span // (3 * dot) + 1
    step = span / max(1, count - 1)
    for i in range(count):
        pygame.draw.circle(image, EDGE, (round(room.x + dot + i * step), y), dot)
    pygame.draw.polygon(image, EDGE, [(end, y - head * 4 // 5), (room.right, y), (end, y + head * 4 // 5)])


def _stamp(image: pygame.Surface, text: int, below: pygame.Rect | None) -> None:
    """Over a done ticket: a light veil and a big green tick, over the small board if there is one (the
    pictures stay in sight)."""
    rect = image.get_rect()
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*PAPER, 120), rect, border_radius=padding(text) + 4)
    image.blit(veil, (0, 0))
    side = max(text, round(min(rect.size) * 0.5))
    centre = (rect.centerx, min(below.centery, rect.bottom - side // 2 - padding(text)) if below else rect.centery)
    pygame.draw.circle(image, theme.PAPER, centre, side // 2 + max(3, side // 14))
    mark = icons.tick(side)
    image.blit(mark, mark.get_rect(center=centre))
