"""Fonts and text: one cached font per size, lines rendered once, and fitting words into a box."""
from __future__ import annotations

from collections import OrderedDict

import pygame


_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """pygame's bundled font at a pixel size (created once per size and pygame start)."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = _FONTS.get((size, bold))
    if f is not None:
        try:
            f.get_height()
            return f
        except pygame.error:  # pygame was restarted since: fonts made before are dead
            _FONTS.clear()
    f = pygame.font.Font(None, max(8, round(size * 1.3)))
    f.set_bold(bold)
    _FONTS[(size, bold)] = f
    return f


_RENDERED: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_FITTED: OrderedDict[tuple, tuple[tuple[str, ...], int]] = OrderedDict()
KEPT = 400   # rendered lines (and fitted texts) kept: a game's panel shows far fewer at a time


def rendered(text: str, size: int, colour: tuple[int, int, int], bold: bool = True) -> pygame.Surface:
    """A line of text rendered (antialiased) once and kept while it is among the most recently used."""
    f = font(size, bold)
    key = (text, size, bold, tuple(colour), id(f))
    image = _RENDERED.get(key)
    if image is None:
        image = _RENDERED[key] = f.render(text, True, colour)
        if len(_RENDERED) > KEPT:
            _RENDERED.popitem(last=False)
    else:
        _RENDERED.move_to_end(key)
    return image


def wrap(text: str, f: pygame.font.Font, width: int, split_words: bool = False) -> list[str]:
    """Split text into lines on spaces so each line fits `width` where possible; with `split_words`, a word
    wider than a line (a file's path) is split too, after a '/' where it can be."""
    lines: list[str] = []
    words = text.split()
    if split_words:
        words = [piece for word in words for piece in _pieces(word, f, width)]
    for word in words:
        if lines and f.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def _pieces(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word as pieces that each fit `width`: cut after its last '/' that fits, else where it must be."""
    pieces = []
    while f.size(word)[0] > width and len(word) > 1:
        lo, hi = 1, len(word) - 1   # the longest start that fits, found by halving
        while lo < hi:
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if f.size(word[:mid])[0] <= width else (lo, mid - 1)
        n = lo
        cut = word.rfind("/", 0, n) + 1
        n = cut if cut > 1 else n
        pieces.append(word[:n])
        word = word[n:]
    return pieces + [word]


def fit_lines(text: str, size: int, width: int, height: int, smallest: int = 8) -> tuple[list[str], int]:
    """The lines and the largest size from `size` down to `smallest` at which `text` fits the box.

    If it fits at no size, it is wrapped at `smallest` and may overflow the box. (Kept for the
    texts fitted lately: the status box fits the same lines again as they move down the news.)
    """
    key = (text, size, width, height, smallest, id(font(size, True)))
    held = _FITTED.get(key)
    if held is None:
        held = _FITTED[key] = _fit(text, size, width, height, smallest)
        if len(_FITTED) > KEPT:
            _FITTED.popitem(last=False)
    return list(held[0]), held[1]


def _fit(text: str, size: int, width: int, height: int, smallest: int) -> tuple[tuple[str, ...], int]:
    """fit_lines() without keeping."""
    for s in range(size, smallest - 1, -1):
        f = font(s, bold=True)
        lines = wrap(text, f, width)
        if max(f.size(line)[0] for line in lines) <= width and f.get_linesize() * len(lines) <= height + 2:
            return tuple(lines), s
    return tuple(wrap(text, font(smallest, bold=True), width, split_words=True)), smallest
