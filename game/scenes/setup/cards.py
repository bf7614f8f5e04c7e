"""The new-game screen's board cards: each board's own picture, title and player range, from its files.

A board that cannot be played gets a grey card with its name and its first problem in words; a
board not read yet a card with its file's name and "Reading…". Cards are drawn once per board, size
and look. The chosen board's problem in full, or the sign that it is being read, takes the seats' place.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.board.catalog import Entry
from game.board.loader import MapError, load_board
from game.rules.board import Board
from game.scenes.screen import BROWN, CREAM, RED, SAND, write
from game.scenes.setup.layout import SetupLayout
from game.view import theme
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.palette import PLAYER_COLORS
from game.view.text import Fitted, fit, font
from game.view.thumbs import board_thumbnail

GREY = (196, 190, 180)   # a board that cannot be played
NOT_READY = "This board cannot be played yet"
READING = "Reading…"     # a board whose files are being read: a sign that does not move (nothing redraws)
_cards: dict[tuple, pygame.Surface] = {}


def board_of(entry: Entry) -> Board | None:
    """The board of a catalog entry (kept with it once read), or None if it cannot be played."""
    if not entry.playable:
        return None
    if entry.board is not None:
        return entry.board
    try:
        return load_board(entry.path)
    except (MapError, OSError):
        return None


def card_drawn(entry: Entry, sprites: Any, size: tuple[int, int], m: Metrics, banner: bool) -> bool:
    """True if this card has been drawn before (drawing a board's picture takes a while)."""
    return (entry, size, m.k, banner, sprites is not None) in _cards


def game_card(entry: Entry, sprites: Any, size: tuple[int, int], m: Metrics, banner: bool) -> pygame.Surface:
    """A board's card, drawn once per size: its picture, its title and how many play it (or why it cannot be played)."""
    key = (entry, size, m.k, banner, sprites is not None)
    if key not in _cards:
        if len(_cards) > 64:   # many window sizes tried: start afresh
            _cards.clear()
        out = pygame.Surface(size)
        out.fill(GREY if entry.read and not entry.playable else SAND)
        if not entry.read:
            reading_card(out, m, entry)
        elif entry.playable:
            board = board_of(entry) if sprites is not None else None
            (banner_card if banner else side_card)(out, m, board, sprites, entry.title, entry.player_count)
        else:
            broken_card(out, m, entry)
        _cards[key] = out.convert() if pygame.display.get_surface() is not None else out
    return _cards[key]


def title_fit(title: str, size: int, width: int, height: int) -> Fitted:
    """A board's title in its room: whole (a quarter smaller at most), else what follows its colon ("...: Seaside"),
    else as text.fit finds room for it."""
    whole = fit(title, size, width, height, smallest=max(MIN_TEXT_PX, size * 3 // 4), short=())
    if whole.cut:
        return fit(title.rsplit(": ", 1)[-1], size, width, height)
    return whole


def banner_card(out: pygame.Surface, m: Metrics, board: Board | None, sprites: Any, name: str, count: str) -> None:
    """A tall card: the board across the whole card, the name on a pale band along the bottom."""
    w, h = out.get_size()
    if board is not None:
        small = board_thumbnail(board, sprites, w)   # names shrink with the map, not crowd it
        out.blit(small, small.get_rect(midtop=(w // 2, -round(small.get_height() * 0.08))))
    band = pygame.Surface((w, h // 3), pygame.SRCALPHA)
    band.fill((*CREAM, 236))
    out.blit(band, (0, h - h // 3))
    room = pygame.Rect(m.px(14), h - h // 3, w - 2 * m.px(14), h // 3)
    players = write(out, count, room, BROWN, m.font(22), align="right", one_line=True, bold=False)
    write(out, title_fit(name, m.font(30), players.x - m.px(12) - room.x, room.h), room, theme.INK)


def side_card(out: pygame.Surface, m: Metrics, board: Board | None, sprites: Any, name: str, count: str) -> None:
    """A short card: the whole board small at its left end, the name and player count beside it."""
    w, h = out.get_size()
    if board is not None:
        small = board_thumbnail(board, sprites, h * 3 // 2)
        out.blit(small, small.get_rect(midleft=(0, h // 2)))
    x = h * 3 // 2 + m.px(10)
    players = fit(count, m.font(17), w - x - m.px(6), bold=False)
    title = title_fit(name, m.font(22), w - x - m.px(6), h - players.height)
    top = (h - title.height - players.height) // 2
    write(out, title, (x, top, w - x - m.px(6), title.height), theme.INK)
    write(out, players, (x, top + title.height, w - x - m.px(6), players.height), BROWN)


def broken_card(out: pygame.Surface, m: Metrics, entry: Entry) -> None:
    """A grey card: the board's name, "cannot be played", and its first problem as far as it fits."""
    w, h = out.get_size()
    pad = m.px(10)
    room = pygame.Rect(pad, pad, w - 2 * pad, h - pad - pad // 2)
    name = write(out, entry.title, room, theme.INK, m.font(22), valign="top", one_line=True)
    say = write(out, "Cannot be played", (pad, name.bottom, room.w, room.bottom - name.bottom), RED, m.font(16),
                valign="top", one_line=True)
    problem = fit(entry.problem or "", m.font(16), room.w, room.bottom - say.bottom, bold=False, split=True)
    write(out, problem, (pad, say.bottom, room.w, room.bottom - say.bottom), BROWN, valign="top")


def reading_card(out: pygame.Surface, m: Metrics, entry: Entry) -> None:
    """A card whose board is being read: its file's name and the sign that it is being read."""
    pad = m.px(10)
    room = pygame.Rect(pad, pad, out.get_width() - 2 * pad, out.get_height() - 2 * pad)
    name = write(out, entry.title, room, theme.INK, m.font(22), valign="top", one_line=True)
    write(out, READING, (pad, name.bottom + m.px(4), room.w, room.bottom - name.bottom - m.px(4)), BROWN, m.font(18),
          valign="top", one_line=True, bold=False)


def _reason(entry: Entry, lay: SetupLayout, m: Metrics) -> tuple[pygame.Rect, Fitted, Fitted]:
    """Where the chosen board's whole problem is written instead of the seats, the heading and the problem fitted."""
    box = lay.seats[0].color.union(lay.seats[-1].first)
    pad = m.px(16)
    head = fit(NOT_READY, lay.name_size, box.w - 2 * pad)
    tail = font(lay.hint_size).get_linesize() + pad if entry.more else 0
    problem = fit(entry.problem or "", m.font(28), box.w - 2 * pad, box.h - 2 * pad - head.height - pad - tail,
                  smallest=m.font(12), short=(), split=True)
    return box, head, problem


def reason_box(entry: Entry, lay: SetupLayout, m: Metrics) -> tuple[pygame.Rect, list[str], int]:
    """Where the chosen board's whole problem is written instead of the seats, its lines and text size."""
    box, _, problem = _reason(entry, lay, m)
    return box, list(problem.lines), problem.size


def draw_reason(surface: pygame.Surface, entry: Entry, lay: SetupLayout, m: Metrics) -> None:
    """The chosen board's problem in full, where the seats would be: what to fix, in a family's words."""
    box, head, problem = _reason(entry, lay, m)
    pad = m.px(16)
    pygame.draw.rect(surface, GREY, box, border_radius=m.px(14))
    inner = box.inflate(-2 * pad, -2 * pad)
    write(surface, head, (inner.x, inner.y, inner.w, head.height), RED)
    write(surface, problem, (inner.x, inner.y + head.height + pad, inner.w, problem.height), theme.INK)
    if entry.more:   # the first of several: the checker lists them all
        words = f"and {entry.more} more to fix: check-map lists them all"
        write(surface, words, (inner.x, inner.bottom - font(lay.hint_size).get_linesize(), inner.w,
                               font(lay.hint_size).get_linesize()), BROWN, lay.hint_size, one_line=True, bold=False)


def draw_reading(surface: pygame.Surface, lay: SetupLayout, m: Metrics) -> None:
    """Where the seats will be: the sign that the chosen board is still being read."""
    box = lay.seats[0].color.union(lay.seats[-1].first)
    pygame.draw.rect(surface, SAND, box, border_radius=m.px(14))
    write(surface, f"{READING[:-1]} this board…", box.inflate(-m.px(32), 0), BROWN, lay.name_size, align="center",
          one_line=True)


def car_icon(color: int, sprites: Any, width: int) -> pygame.Surface:
    """A player's train car, big enough to tell apart (scaled once per colour and width)."""
    key = (f"car{color}", width)
    if key not in _cards:
        name, rgb, outline, _ = PLAYER_COLORS[color]
        size = (width, width // 3)
        if sprites is not None:
            _cards[key] = pygame.transform.smoothscale(sprites.cars[name], size)
        else:
            _cards[key] = pygame.Surface(size)
            _cards[key].fill(rgb)
    return _cards[key]
