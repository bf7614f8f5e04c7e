"""The winner's moment before the scores: the name large in the train's colour, a trophy each, confetti.

It opens the scores screen (the play scene shows no celebration of its own for the end, so a
child sees one moment, not two in a row). A tie names everyone who shares the win (F8, U11, A9).
Drawn from pictures made once; it lasts MOMENT seconds and a tap ends it sooner.
"""
from __future__ import annotations

import pygame

from game.scenes.screen import CREAM, NIGHT, gradient
from game.view.celebrate import WinCheer
from game.view.metrics import Metrics
from game.view.text import font

MOMENT = 2.6   # seconds
RGB = tuple[int, int, int]
Winner = tuple[str, RGB, RGB]   # name, train colour, its dark (or, for black, light) edge


def outlined(words: str, size: int, fill: RGB, edge: RGB) -> pygame.Surface:
    """Words in a colour with a thick edge round every letter, readable on any background."""
    f = font(size, True)
    inner = f.render(words, True, fill)
    rim = f.render(words, True, edge)
    r = max(2, size // 14)
    out = pygame.Surface((inner.get_width() + 2 * r, inner.get_height() + 2 * r), pygame.SRCALPHA)
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= r * r:
                out.blit(rim, (r + dx, r + dy))
    out.blit(inner, (r, r))
    return out


def headline_words(names: list[str], golden: bool) -> tuple[str, str]:
    """Who won and the verb after it: "Anna" "wins!", or "Anna and Ben" "share the win!"."""
    if golden:
        return names[0], "wins the Golden Ticket!"
    if len(names) == 1:
        return names[0], "wins!"
    return ", ".join(names[:-1]) + " and " + names[-1], "share the win!"


class WinnerMoment:
    """The moment itself for one screen size; `step` it, `draw` it, `finish` it with a tap."""

    def __init__(self, m: Metrics, winners: list[Winner], golden: bool, ending: str, age: float = 0.0) -> None:
        w, h = m.size
        self.winners = winners
        who, verb = headline_words([name for name, _, _ in winners], golden)
        self.words = f"{who} {verb}"
        self.backdrop = gradient((w, h), NIGHT, (12, 16, 30))
        self.headline = self._headline(m, winners, verb)
        top = m.px(16) + self.headline.get_height()
        self.ending = font(m.font(22), True).render(ending, True, (214, 220, 236)) if ending else None
        bottom = h - m.px(24) - (self.ending.get_height() if self.ending else 0)
        self.cheer = WinCheer(MOMENT, area=pygame.Rect(0, top, w, bottom - top), winners=tuple(winners),
                              golden=golden, name_px=m.font(30))
        self.cheer.step(age)

    def _headline(self, m: Metrics, winners: list[Winner], verb: str) -> pygame.Surface:
        """Each winner's name in their colour, then the verb in cream: one line if it fits, else two."""
        w = m.size[0] - 2 * m.px(24)
        size = m.font(84 if len(winners) == 1 else 64)
        while True:
            parts = []
            for i, (name, fill, edge) in enumerate(winners):
                if i:
                    parts.append(outlined(" and " if i == len(winners) - 1 else ", ", size, CREAM, NIGHT))
                parts.append(outlined(name, size, fill, edge))
            said = outlined(" " + verb, size, CREAM, NIGHT)
            names_w = sum(p.get_width() for p in parts)
            if names_w + said.get_width() <= w:
                return _row(parts + [said])
            if names_w <= w or size <= m.font(28):
                return _stack([_row(parts), _row([outlined(verb, size, CREAM, NIGHT)])])
            size = round(size * 0.85)

    @property
    def finished(self) -> bool:
        """True once the moment is over."""
        return self.cheer.finished

    @property
    def age(self) -> float:
        """Seconds since it began (kept when the screen changes size)."""
        return self.cheer.age

    def step(self, dt: float) -> None:
        """Advance the confetti and the trophy."""
        self.cheer.step(dt)

    def finish(self) -> None:
        """End it now (a tap)."""
        self.cheer.finish()

    def draw(self, surface: pygame.Surface) -> None:
        """The dark backdrop, the names at the top, the trophies and confetti, how the game ended."""
        w, h = surface.get_size()
        surface.blit(self.backdrop, (0, 0))
        self.cheer.draw(surface)
        surface.blit(self.headline, self.headline.get_rect(midtop=(w // 2, self.cheer.area.top - self.headline.get_height())))
        if self.ending is not None:
            surface.blit(self.ending, self.ending.get_rect(midbottom=(w // 2, h - self.ending.get_height() // 2)))


def _row(parts: list[pygame.Surface]) -> pygame.Surface:
    """Pictures side by side, their middles on one line."""
    out = pygame.Surface((sum(p.get_width() for p in parts), max(p.get_height() for p in parts)), pygame.SRCALPHA)
    x = 0
    for p in parts:
        out.blit(p, (x, (out.get_height() - p.get_height()) // 2))
        x += p.get_width()
    return out


def _stack(rows: list[pygame.Surface]) -> pygame.Surface:
    """Pictures one under the other, centred."""
    out = pygame.Surface((max(r.get_width() for r in rows), sum(r.get_height() for r in rows)), pygame.SRCALPHA)
    y = 0
    for r in rows:
        out.blit(r, r.get_rect(midtop=(out.get_width() // 2, y)))
        y += r.get_height()
    return out
