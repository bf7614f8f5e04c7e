"""A ticket's face at any size: its two places, its points, and a small board with both marked.

Everything on the face is measured from the face's text size, so a face drawn for a large
screen grows as a whole and one for the 800 x 480 display stays readable (the text size is
never taken below the smallest the caller allows).
"""
from __future__ import annotations

import re

import pygame

from game.view import theme
from game.view.text import font

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
    image = pygame.Surface(size, pygame.SRCALPHA)
    pad = padding(text)
    rect = image.get_rect()
    pygame.draw.rect(image, PAPER, rect, border_radius=pad + 4)
    pygame.draw.rect(image, EDGE, rect, max(2, text // 9), border_radius=pad + 4)
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
