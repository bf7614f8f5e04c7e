"""Colours and sizes every screen shares, so the game looks like one thing."""
from __future__ import annotations

INK = (34, 30, 26)
PAPER = (250, 244, 228)
PANEL = (44, 52, 66)
PANEL_LIGHT = (62, 72, 90)
ACCENT = (238, 176, 52)
ACCENT_DARK = (160, 104, 20)
GOOD = (74, 170, 92)
BAD = (206, 70, 60)
MUTED = (150, 156, 166)
BACKDROP = (22, 28, 38)

MIN_TARGET = 80      # logical px: 48 physical px at 800 x 480 (scale 0.625)
GAP = 12
RADIUS = 14
FONT_SMALL = 20
FONT = 26
FONT_LARGE = 36
FONT_TITLE = 60
