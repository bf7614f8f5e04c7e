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
    """Where the scores put things on one screen, in pixels: the chart beside the sheet, buttons below the sheet."""

    chart: pygame.Rect
    rows: tuple[pygame.Rect, ...]   # a player's row in the chart (tapped after the reveal)
    sheet: pygame.Rect
    head: int                       # the sheet's name line
    line: int                       # one line of a breakdown
    visible: int                    # lines of a breakdown in view at once; longer ones scroll
    foot: int                       # the total at the bottom of the sheet
    scroll: tuple[pygame.Rect, pygame.Rect]   # up and down, down the sheet's right edge
    buttons: pygame.Rect            # under the sheet: Menu and Play again (the hint during the reveal)
    big: int                        # font sizes in pixels
    small: int


def scores_layout(m: Metrics, players: int) -> ScoresLayout:
    """The scores' rectangles for this screen and this many players (rows never shorter than a finger)."""
    w, h = m.size
    margin, gap = m.px(16 if m.compact else 24), m.px(12 if m.compact else 20)
    top, bottom = header(m) + m.px(12 if m.compact else 18), h - max(m.px(30), m.corner)   # the rails stay in view; rows clear the corners
    chart = pygame.Rect(margin, top, max(m.px(380), round(w * (0.4 if m.compact else 0.38))), bottom - top)
    pad = m.px(10)
    pitch = min(m.px(120), (chart.h - 2 * pad) // players)
    y = chart.y + pad + (chart.h - 2 * pad - players * pitch) // 2   # a small table sits in the middle
    rows = tuple(pygame.Rect(chart.x + pad, y + i * pitch, chart.w - 2 * pad, max(m.target(64), pitch - m.px(8)))
                 for i in range(players))
    bh = m.target(80)
    buttons = pygame.Rect(chart.right + gap, bottom - bh, w - max(margin, m.corner) - chart.right - gap, bh)
    sheet = pygame.Rect(buttons.x, top, buttons.w, buttons.y - gap - top)
    head, line, foot = m.px(60 if m.compact else 70), m.px(30 if m.compact else 39), m.px(58 if m.compact else 96)
    visible = max(1, (sheet.h - head - foot) // line)
    side = m.target(64)
    scroll = (pygame.Rect(sheet.right - pad - side, sheet.y + head, side, side),
              pygame.Rect(sheet.right - pad - side, sheet.bottom - foot - side, side, side))
    return ScoresLayout(chart, rows, sheet, head, line, visible, foot, scroll, buttons,
                        m.font(26 if m.compact else 30), m.font(22 if m.compact else 30))


@dataclass(frozen=True)
class Shown:
    """One line of a breakdown in words: what it is, its value, and tick, cross or neither."""

    label: str
    value: str
    mark: str | None = None


def worded(line: ScoreLine, state: GameState) -> Shown:
    """A score line as a person reads it (First Journey counts tickets, not points)."""
    counting = state.rules.score_by == "completed_tickets"
    terms = state.rules.terms
    value = f"{line.points:+d}".replace("-", "−")
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
    return Shown(line.kind.replace("_", " ").capitalize(), value)
