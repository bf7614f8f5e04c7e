"""A ticket's face at any size: its two places, its points, and a small board with both marked.

The names run across the top ("Boston – Miami"), fitted by game/view/text.py (whole words, a line never
empty and never starting with the dash), the small board under them and the points in the bottom right
corner, so the names have the face's whole width. Everything on the face is measured from the face's text size, so a face drawn for a large
screen grows as a whole and one for the 800 x 480 display stays readable (the text size is
never taken below the smallest the caller allows). A picture face (for players who cannot read
yet) shows the two places' own pictures large, a dotted track from one to the other, their names
small under them, the small board below, and a big tick once the ticket is done.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.text import Fitted, draw, fit, font

PAPER = (248, 238, 212)
EDGE = (120, 96, 60)
THUMB_GROWTH = 1.6  # the board thumbnail is small: blown up further it turns to mush


def padding(text: int) -> int:
    """The margin inside a face whose text is `text` px."""
    return max(6, text // 2)


def badge_radius(text: int) -> int:
    """The radius of the points badge on a face whose text is `text` px."""
    return round(text * 0.95)


def names_fit(ends: tuple[str, str], width: int, text: int, smallest: int, height: int) -> Fitted:
    """A face's two names ("Boston – Miami") across a face `width` px wide, within `height` px: by text.fit's
    rule, whole on word boundaries before they are shortened."""
    return fit(f"{ends[0]} – {ends[1]}", text, width - 2 * padding(text), height, smallest=smallest)


def _badge(text: int, points: int | None) -> int:
    """The width the points badge takes in the face's bottom right corner, with its gap (none without points)."""
    return 2 * badge_radius(text) + padding(text) // 2 if points else 0


def _names_room(size: tuple[int, int], text: int, points: int | None, with_thumb: bool) -> int:
    """How high the names may reach below the face's top margin: about half the face above a board, else all
    of it but the badge's row."""
    pad = padding(text)
    return (size[1] - 2 * pad) * 11 // 20 if with_thumb else size[1] - 2 * pad - _badge(text, points)


def face_names(ends: tuple[str, str], points: int | None, size: tuple[int, int], text: int, smallest: int,
               with_thumb: bool) -> tuple[list[str], int]:
    """The lines of a face's names and their text size (the face keeps them above its board)."""
    names = names_fit(ends, size[0], text, smallest, _names_room(size, text, points, with_thumb))
    return list(names.lines), names.size


def face_height(ends: tuple[str, str], points: int | None, width: int, text: int, smallest: int,
                thumb: tuple[int, int] | None) -> int:
    """The height a face of this width needs to show its names at `text` px and the whole board below."""
    pad, badge = padding(text), _badge(text, points)
    names = names_fit(ends, width, text, smallest, 10 ** 6).height
    if thumb is None:
        return pad + names + (pad // 2 + badge if badge else 0) + pad
    board = round(thumb[1] * min((width - 2 * pad - badge) / thumb[0], THUMB_GROWTH))
    return pad + names + pad // 2 + max(board, badge) + pad


def ticket_face(ends: tuple[str, str], points: int | None, size: tuple[int, int], text: int, smallest: int,
                thumb: pygame.Surface | None = None,
                marks: tuple[tuple[int, int], tuple[int, int]] | None = None) -> pygame.Surface:
    """Draw a ticket face of `size` px with names of at most `text` px (at least `smallest` px) across its top,
    the small board under them and the points in the bottom right corner."""
    w, h = size
    image = _paper(size, text)
    pad = padding(text)
    room = _names_room(size, text, points, thumb is not None)
    names = names_fit(ends, w, text, smallest, room)
    draw(image, names, pygame.Rect(pad, pad, w - 2 * pad, room), theme.INK, valign="top")
    if points:
        r = badge_radius(text)
        badge = pygame.Rect(w - pad - 2 * r, h - pad - 2 * r, 2 * r, 2 * r)
        pygame.draw.circle(image, theme.ACCENT, badge.center, r)
        pygame.draw.circle(image, theme.ACCENT_DARK, badge.center, r, max(2, text // 9))
        draw(image, fit(str(points), text, 2 * r), badge, theme.INK, align="center")
    if thumb is not None:
        top = pad + names.height + pad // 2
        _thumb(image, pygame.Rect(pad, top, w - 2 * pad - _badge(text, points), h - pad - top), thumb, marks, text)
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
    """A place's name in its room (two small lines at most, never over the board below), centred under its
    picture as far as the room allows."""
    words = fit(name, size, room.w, room.h, smallest=smallest)
    left = max(room.x, min(centre - words.width // 2, room.right - words.width))
    draw(image, words, pygame.Rect(left, room.y, words.width, room.h), theme.INK, align="center", valign="top")


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
