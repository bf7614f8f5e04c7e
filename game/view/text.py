"""Fonts and text: one cached font per size, lines rendered once, and the one way words are fitted into a box.

Every screen fits its words through fit() (or draw(), which fits and places them). The order is the
same everywhere: the words whole on one line at the size asked; wrapped on word boundaries at that size
where the box has room for more lines; the same at each smaller size down to `smallest` (never below
MIN_TEXT_PX unless asked); then shorter forms of the words (abbreviate(): long words shortened with a
full stop, numbers kept); a file's path may break inside a word; and only if nothing fits, the words
cut with an ellipsis, reported as CUT. With recording() on, every text drawn is noted with its box, so a
test can fail on words that were cut, left their box or lie over other words.
"""
from __future__ import annotations

from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import pygame

from game.view.metrics import MIN_TEXT_PX


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
_FITTED: OrderedDict[tuple, "Fitted"] = OrderedDict()
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


DASHES = ("–", "—", "-")


def wrap(text: str, f: pygame.font.Font, width: int, split_words: bool = False) -> list[str]:
    """Split text into lines on spaces so each line fits `width` where possible; with `split_words`, a word
    wider than a line (a file's path) is split too, after a '/' where it can be. A dash between words stays
    with the word before it ("Boston –" over "Miami"): a line never holds a dash alone."""
    lines: list[str] = []
    words: list[str] = []
    for word in text.split():
        if word in DASHES and words:
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
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


WHOLE, SMALLER, WRAPPED, SHORT, CUT = "whole", "smaller", "wrapped", "short", "cut"
NAME_WORDS = 6   # words a name may have (a player, a city, a ticket's two ends); longer words are sentences


@dataclass(frozen=True)
class Fitted:
    """What fitting did to a text: the lines to draw, their size in pixels, how, and the block they make."""

    text: str                 # the words asked for
    lines: tuple[str, ...]    # the words as drawn, a line each
    size: int                 # the font size they are drawn at
    how: str                  # WHOLE, SMALLER, WRAPPED, SHORT or CUT
    width: int                # the widest line, px
    height: int               # all the lines, px
    bold: bool = True

    @property
    def cut(self) -> bool:
        """True if the words could be shown neither whole nor by the shortening rule."""
        return self.how == CUT


@dataclass(frozen=True)
class Drawn:
    """One text as draw() (or record()) put it on a surface, for tests that look for cut or crowded words."""

    fitted: Fitted
    rect: pygame.Rect               # where the lines landed on the target surface
    box: pygame.Rect                # the room the screen gave them
    target: pygame.Surface          # the surface drawn on (held while recording, so none is mistaken for another)
    target_size: tuple[int, int]


_RECORDS: list[Drawn] | None = None


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Note every text drawn through draw() or record() while inside, in order."""
    global _RECORDS
    held, _RECORDS = _RECORDS, []
    try:
        yield _RECORDS
    finally:
        _RECORDS = held


def record(surface: pygame.Surface, fitted: Fitted, rect: pygame.Rect, box: pygame.Rect | None = None) -> None:
    """Note a fitted text that a screen drew itself (an outlined headline, a label) while recording is on."""
    if _RECORDS is not None:
        _RECORDS.append(Drawn(fitted, pygame.Rect(rect), pygame.Rect(box if box is not None else rect),
                              surface, surface.get_size()))


def _shortened(word: str, keep: int) -> str:
    """A word cut to `keep` letters and a full stop; numbers, short words and signs stay whole."""
    if len(word) <= keep + 1 or not word[0].isalpha() or any(c.isdigit() for c in word):
        return word
    return word[:keep].rstrip(" .-") + "."


def abbreviate(text: str) -> list[str]:
    """Shorter forms of the words that stay recognisable, longest first: the first words shortened before
    the last, numbers always whole, so two computers stay apart ("Computer 2" -> "Compu. 2" -> "Com. 2"
    -> "C. 2") and a long name keeps its start ("Annabelle" -> "Annab." -> "Ann."); none for a sentence."""
    words = text.split()
    forms: list[str] = []
    if len([w for w in words if any(c.isalnum() for c in w)]) > NAME_WORDS:
        return forms   # a sentence is not a name: shortened word by word it says nothing
    for keep in (5, 3, 1):
        head = [_shortened(w, keep) for w in words[:-1]]
        for last in (words[-1:], [_shortened(w, max(3, keep)) for w in words[-1:]]):
            form = " ".join(head + last)
            if len(form) < len(text) and form not in forms:
                forms.append(form)
    return sorted(forms, key=len, reverse=True)


def name_forms(words: str, name: str) -> tuple[str, ...] | None:
    """Shorter forms of words that hold a player's name, for text.fit(): the name shortened by its rule and the
    words around it kept, then the name alone, whole and shortened, so whose it is stays readable. None (the
    rule's own forms) for words without the name."""
    forms = tuple(abbreviate(name))
    if words == name:
        return forms
    if not name or name not in words:
        return None
    return tuple(words.replace(name, form) for form in forms) + (name,) + forms


def tallest(size: int, height: int) -> int:
    """The largest text size up to `size` whose line is no higher than `height` px (the smallest allowed else):
    a box one line high takes the size its line fits, which the fitting path leaves to the screen."""
    return next((s for s in range(size, MIN_TEXT_PX, -1) if font(s, True).get_linesize() <= height), MIN_TEXT_PX)


def fit(text: str, size: int, width: int, height: int | None = None, *, smallest: int | None = None,
        short: tuple[str, ...] | None = None, bold: bool = True, split: bool = False) -> Fitted:
    """Fit words into a box `width` px wide and `height` px high (None: one line) by the one rule above.

    `short`: the shorter forms to try (None: abbreviate(text); (): none). `split`: a word wider than the box
    (a file's path) may break inside itself before the words are cut."""
    low = min(size, MIN_TEXT_PX if smallest is None else smallest)
    key = (text, size, width, height, low, short, bold, split, id(font(size, bold)))
    held = _FITTED.get(key)
    if held is None:
        held = _FITTED[key] = _fit(" ".join(text.split()), size, max(1, width), height, low, short, bold, split)
        if len(_FITTED) > KEPT:
            _FITTED.popitem(last=False)
    else:
        _FITTED.move_to_end(key)
    return held


def _rows(f: pygame.font.Font, height: int | None) -> int:
    """How many lines of this font a box of `height` px holds (one at least; one for None)."""
    return 1 if height is None else max(1, height // f.get_linesize())


def _fit(text: str, size: int, width: int, height: int | None, low: int, short: tuple[str, ...] | None,
         bold: bool, split: bool) -> Fitted:
    """fit() without keeping."""
    tries = [("", text, False)] + [(SHORT, form, False) for form in (abbreviate(text) if short is None else short)]
    tries += [(WRAPPED, text, True)] if split else []
    for how, words, pieces in tries:
        for s in range(size, low - 1, -1):
            f = font(s, bold)
            room = _rows(f, height)
            lines = [words] if room == 1 and not pieces else wrap(words, f, width, split_words=pieces)
            if len(lines) <= room and max(f.size(line)[0] for line in lines) <= width:
                return _made(text, lines, s, how or (WRAPPED if len(lines) > 1 else WHOLE if s == size else SMALLER),
                             bold)
    f = font(low, bold)
    pieces = wrap(text, f, width, split_words=True)
    lines = pieces[:_rows(f, height)]
    last = lines[-1]
    while len(last) > 1 and f.size(last + "…")[0] > width:
        last = last[:-1]
    lines[-1] = last.rstrip() + "…"
    return _made(text, lines, low, CUT, bold)


def _made(text: str, lines: list[str], size: int, how: str, bold: bool) -> Fitted:
    """A Fitted with its block measured."""
    f = font(size, bold)
    return Fitted(text, tuple(lines), size, how, max(f.size(line)[0] for line in lines),
                  f.get_linesize() * len(lines), bold)


def draw(surface: pygame.Surface, text: str | Fitted, box: pygame.Rect | tuple, colour: tuple[int, int, int],
         size: int = 0, *, align: str = "left", valign: str = "center", one_line: bool = False,
         smallest: int | None = None, short: tuple[str, ...] | None = None, bold: bool = True) -> pygame.Rect:
    """Fit words into `box` (on as many lines as its height holds, or `one_line`) and draw them there,
    aligned left, center or right and top, center or bottom; the rect the lines cover.

    A Fitted from fit() is drawn as it is (its own size and lines)."""
    box = pygame.Rect(box)
    fitted = text if isinstance(text, Fitted) else fit(text, size, box.width, None if one_line else box.height,
                                                        smallest=smallest, short=short, bold=bold)
    line_h = font(fitted.size, fitted.bold).get_linesize()
    y = {"top": box.top, "bottom": box.bottom - fitted.height}.get(valign, box.centery - fitted.height // 2)
    covered = pygame.Rect(box.topleft, (0, 0))
    for i, line in enumerate(fitted.lines):
        image = rendered(line, fitted.size, colour, fitted.bold)
        at = image.get_rect(top=y + i * line_h)
        if align == "center":
            at.centerx = box.centerx
        elif align == "right":
            at.right = box.right
        else:
            at.left = box.left
        surface.blit(image, at)
        covered = at if i == 0 else covered.union(at)
    record(surface, fitted, covered, box)
    return covered


def fit_lines(text: str, size: int, width: int, height: int, smallest: int = 8) -> tuple[list[str], int]:
    """The lines and the size fit() gives words in a box (no shorter forms; a path may break in a word)."""
    fitted = fit(text, size, width, height, smallest=smallest, short=(), split=True)
    return list(fitted.lines), fitted.size
