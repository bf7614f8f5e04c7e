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
from game.scenes.screen import BROWN, CREAM, RED, SAND, fitted, text
from game.scenes.setup_layout import SetupLayout
from game.view import theme
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.text import fit_lines, font, wrap
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


def title_lines(title: str, size: int, width: int, most: int) -> list[str]:
    """A title in at most `most` lines of this width; a long one keeps what follows its colon ("...: Seaside")."""
    lines = wrap(title, font(size, True), width)
    if len(lines) > most and ": " in title:
        lines = wrap(title.rsplit(": ", 1)[1], font(size, True), width)
    if len(lines) > most:
        lines = lines[:most - 1] + [fitted(" ".join(lines[most - 1:]), size, width)]
    return [fitted(line, size, width) for line in lines]


def banner_card(out: pygame.Surface, m: Metrics, board: Board | None, sprites: Any, name: str, count: str) -> None:
    """A tall card: the board across the whole card, the name on a pale band along the bottom."""
    w, h = out.get_size()
    if board is not None:
        small = board_thumbnail(board, sprites, w)   # names shrink with the map, not crowd it
        out.blit(small, small.get_rect(midtop=(w // 2, -round(small.get_height() * 0.08))))
    band = pygame.Surface((w, h // 3), pygame.SRCALPHA)
    band.fill((*CREAM, 236))
    out.blit(band, (0, h - h // 3))
    players = text(count, m.font(22), BROWN, False)
    out.blit(players, players.get_rect(midright=(w - m.px(14), h - h // 6)))
    room = w - players.get_width() - m.px(40)
    size = m.font(30)
    lines = title_lines(name, size, room, 2 if h // 3 >= 2 * font(size, True).get_linesize() else 1)
    step = font(size, True).get_linesize()
    top = h - h // 6 - step * len(lines) // 2
    for i, line in enumerate(lines):
        image = text(line, size, theme.INK)
        out.blit(image, image.get_rect(midleft=(m.px(14), top + step * i + step // 2)))


def side_card(out: pygame.Surface, m: Metrics, board: Board | None, sprites: Any, name: str, count: str) -> None:
    """A short card: the whole board small at its left end, the name and player count beside it."""
    w, h = out.get_size()
    if board is not None:
        small = board_thumbnail(board, sprites, h * 3 // 2)
        out.blit(small, small.get_rect(midleft=(0, h // 2)))
    x = h * 3 // 2 + m.px(10)
    size, small_size = m.font(22), m.font(17)
    step = font(size, True).get_linesize()
    players = text(count, small_size, BROWN, False)
    lines = title_lines(name, size, w - x - m.px(6), max(1, (h - players.get_height()) // step))
    top = (h - step * len(lines) - players.get_height()) // 2
    for i, line in enumerate(lines):
        out.blit(text(line, size, theme.INK), (x, top + step * i))
    out.blit(players, (x, top + step * len(lines)))


def broken_card(out: pygame.Surface, m: Metrics, entry: Entry) -> None:
    """A grey card: the board's name, "cannot be played", and its first problem as far as it fits."""
    w, h = out.get_size()
    pad = m.px(10)
    size, small = m.font(22), m.font(16)
    y = pad
    name = text(fitted(entry.title, size, w - 2 * pad), size, theme.INK)
    out.blit(name, (pad, y))
    y += name.get_height()
    say = text("Cannot be played", small, RED)
    out.blit(say, (pad, y))
    y += say.get_height()
    step = font(small, False).get_linesize()
    lines = wrap(entry.problem or "", font(small, False), w - 2 * pad, split_words=True)
    room = max(0, (h - y - pad // 2) // step)
    if len(lines) > room > 0:
        lines = lines[:room - 1] + [fitted(" ".join(lines[room - 1:]), small, w - 2 * pad)]
    for line in lines[:room]:
        out.blit(text(line, small, BROWN, False), (pad, y))
        y += step


def reading_card(out: pygame.Surface, m: Metrics, entry: Entry) -> None:
    """A card whose board is being read: its file's name and the sign that it is being read."""
    pad = m.px(10)
    size, small = m.font(22), m.font(18)
    name = text(fitted(entry.title, size, out.get_width() - 2 * pad), size, theme.INK)
    out.blit(name, (pad, pad))
    say = text(READING, small, BROWN, False)
    out.blit(say, (pad, pad + name.get_height() + m.px(4)))


def reason_box(entry: Entry, lay: SetupLayout, m: Metrics) -> tuple[pygame.Rect, list[str], int]:
    """Where the chosen board's whole problem is written instead of the seats, its lines and text size."""
    box = lay.seats[0].color.union(lay.seats[-1].first)
    pad = m.px(16)
    head = text(NOT_READY, lay.name_size, RED).get_height()
    tail = font(lay.hint_size).get_linesize() + pad if entry.more else 0
    lines, size = fit_lines(entry.problem or "", m.font(28), box.w - 2 * pad, box.h - 2 * pad - head - pad - tail,
                            smallest=m.font(12))
    return box, lines, size


def draw_reason(surface: pygame.Surface, entry: Entry, lay: SetupLayout, m: Metrics) -> None:
    """The chosen board's problem in full, where the seats would be: what to fix, in a family's words."""
    box, lines, size = reason_box(entry, lay, m)
    pad = m.px(16)
    pygame.draw.rect(surface, GREY, box, border_radius=m.px(14))
    head = text(NOT_READY, lay.name_size, RED)
    surface.blit(head, (box.x + pad, box.y + pad))
    y, step = box.y + 2 * pad + head.get_height(), font(size, True).get_linesize()
    for line in lines:
        surface.blit(text(line, size, theme.INK), (box.x + pad, y))
        y += step
    if entry.more:   # the first of several: the checker lists them all
        words = f"and {entry.more} more to fix: check-map lists them all"
        tail = text(fitted(words, lay.hint_size, box.w - 2 * pad), lay.hint_size, BROWN, False)
        surface.blit(tail, tail.get_rect(bottomleft=(box.x + pad, box.bottom - pad)))


def draw_reading(surface: pygame.Surface, lay: SetupLayout, m: Metrics) -> None:
    """Where the seats will be: the sign that the chosen board is still being read."""
    box = lay.seats[0].color.union(lay.seats[-1].first)
    pygame.draw.rect(surface, SAND, box, border_radius=m.px(14))
    words = text(f"{READING[:-1]} this board…", lay.name_size, BROWN)
    surface.blit(words, words.get_rect(center=box.center))


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
