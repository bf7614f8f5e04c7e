"""Where the scores screen puts things for a screen's size, and a score line in words."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules import GameState
from game.rules.scoring import ScoreLine
from game.scenes.screen import header
from game.view.metrics import Metrics


@dataclass(frozen=True)
class ScoresLayout:
    """Where the scores put things on one screen, in pixels: the chart beside the sheet, buttons below the sheet,
    and the final board: beside them on a wide screen, else behind a Scores / Board switch in the top band."""

    chart: pygame.Rect
    rows: tuple[pygame.Rect, ...]   # a player's row in the chart (tapped after the reveal)
    sheet: pygame.Rect
    head: int                       # the sheet's name line
    line: int                       # one line of a breakdown
    visible: int                    # lines of a breakdown in view at once; longer ones scroll
    foot: int                       # the total at the bottom of the sheet
    scroll: tuple[pygame.Rect, pygame.Rect]   # up and down, down the sheet's right edge
    buttons: pygame.Rect            # under the sheet: Menu and Play again
    big: int                        # font sizes in pixels
    small: int
    title: pygame.Rect                             # the top band's words (beside the switch, if any)
    tabs: tuple[pygame.Rect, ...]                  # Scores and Board; none when both fit side by side
    board: pygame.Rect                             # the final board's card
    legend: pygame.Rect                            # what the lines on the board mean, under it
    picks: tuple[pygame.Rect, ...]                 # beside the board behind the switch: a row per player

    @property
    def side_by_side(self) -> bool:
        """True when the board is shown beside the scores, not behind the switch."""
        return not self.tabs


WIDE = 1200   # units: a screen at least this wide shows chart, sheet and board side by side


def scores_layout(m: Metrics, players: int) -> ScoresLayout:
    """The scores' rectangles for this screen and this many players (rows never shorter than a finger)."""
    w, h = m.size
    margin, gap = m.px(16 if m.compact else 24), m.px(12 if m.compact else 20)
    band = header(m)
    top, bottom = band + m.px(12 if m.compact else 18), h - max(m.px(30), m.corner)   # the rails stay in view; rows clear the corners
    wide = not m.compact and m.units[0] >= WIDE
    chart_w = round(w * 0.25) if wide else max(m.px(380), round(w * (0.4 if m.compact else 0.38)))
    chart = pygame.Rect(margin, top, chart_w, bottom - top)
    rows = _rows(m, chart, players)
    bh = m.target(80)
    right = w - max(margin, m.corner)
    sheet_w = round(w * 0.3) if wide else right - chart.right - gap
    buttons = pygame.Rect(chart.right + gap, bottom - bh, sheet_w, bh)
    sheet = pygame.Rect(buttons.x, top, buttons.w, buttons.y - gap - top)
    head, line, foot = m.px(60 if m.compact else 70), m.px(30 if m.compact else 39), m.px(58 if m.compact else 96)
    visible = max(1, (sheet.h - head - foot) // line)
    pad, side = m.px(10), m.target(64)
    scroll = (pygame.Rect(sheet.right - pad - side, sheet.y + head, side, side),
              pygame.Rect(sheet.right - pad - side, sheet.bottom - foot - side, side, side))
    key = m.font(20 if m.compact else 24)
    if wide:
        tabs: tuple[pygame.Rect, ...] = ()
        title = pygame.Rect(0, 0, w, band)
        card = pygame.Rect(sheet.right + gap, top, w - margin - sheet.right - gap, bottom - top)
        picks = rows
    else:
        tab_w, tab_h = max(m.target(64), m.px(150)), min(m.target(80), band - m.px(10))
        tabs = tuple(pygame.Rect(margin + i * (tab_w + m.px(8)), (band - tab_h) // 2, tab_w, tab_h) for i in range(2))
        title = pygame.Rect(tabs[1].right + gap, 0, w - tabs[1].right - gap - margin, band)
        pick = pygame.Rect(margin, top, max(m.target(), round(w * 0.27)), bottom - top)
        picks = _rows(m, pick, players)
        card = pygame.Rect(pick.right + gap, top, right - pick.right - gap, bottom - top)
    legend = pygame.Rect(card.x + pad, card.bottom - pad - round(key * 1.6), card.w - 2 * pad, round(key * 1.6))
    board = pygame.Rect(card.x + pad, card.y + pad, card.w - 2 * pad, legend.y - card.y - 2 * pad)
    return ScoresLayout(chart, rows, sheet, head, line, visible, foot, scroll, buttons,
                        m.font(26 if m.compact else 30), m.font(22 if m.compact or wide else 30),
                        title, tabs, board, legend, picks)


def _rows(m: Metrics, column: pygame.Rect, players: int) -> tuple[pygame.Rect, ...]:
    """A row per player down a column, as tall as there is room for (a finger at least), in its middle."""
    pad = m.px(10)
    pitch = min(m.px(120), (column.h - 2 * pad) // players)
    y = column.y + pad + (column.h - 2 * pad - players * pitch) // 2   # a small table sits in the middle
    return tuple(pygame.Rect(column.x + pad, y + i * pitch, column.w - 2 * pad, max(m.target(64), pitch - m.px(8)))
                 for i in range(players))


@dataclass(frozen=True)
class Shown:
    """One line of a breakdown in words: what it is, its value, and tick, cross or neither."""

    label: str
    value: str
    mark: str | None = None


def worded(line: ScoreLine, state: GameState) -> Shown:
    """A score line as a person reads it (the children's rules count tickets, not points)."""
    counting = state.rules.score_by == "completed_tickets"
    terms = state.rules.terms
    value = f"{line.points:+d}".replace("-", "−") if line.points else "0"   # an unfinished ticket without minus points
    if line.kind == "routes":
        label = f"{line.amount} route{'s' if line.amount != 1 else ''}"
        return Shown(f"{label} claimed", "" if counting else value)
    if line.kind == "ticket":
        ticket = next(t for t in state.board.tickets if t.id == line.ticket)
        names = f"{state.board.city(ticket.a).name} – {state.board.city(ticket.b).name}"
        shown = "" if counting and not line.completed else value
        return Shown(names, shown, "check" if line.completed else "cross")
    if line.kind == "longest_path":
        return Shown(f"Longest path ({line.amount} {terms.trains})", value, "star")
    if line.kind == "merchandise":
        return Shown(f"Merchandise ({line.amount} card{'s' if line.amount != 1 else ''})", value, "star")
    if line.kind == "coast_to_coast":
        return Shown("Coast to Coast", value if counting else "", "star")
    if line.kind == "golden_ticket":
        return Shown("Golden Ticket!", "", "star")
    if line.kind == "most_tickets":
        return Shown(f"Most {terms.tickets} ({line.amount})", value, "star")
    return Shown(line.kind.replace("_", " ").capitalize(), value)
