"""Surfaces kept until what they show changes: each part of the play screen draws a picture once and blits it."""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame

from game.view.surfaces import for_display


class Kept:
    """Named pictures, each kept with the key of what it shows (and a few of its latest versions)."""

    def __init__(self) -> None:
        self._held: dict[str, OrderedDict[Hashable, pygame.Surface]] = {}

    def get(self, name: str, key: Hashable, make: Callable[[], pygame.Surface], alpha: bool = False,
            keep: int = 1) -> pygame.Surface:
        """The picture `name` showing `key`, made again only when it is not kept (opaque unless `alpha`).

        `keep`: how many of its latest versions are kept (the hand strip while computers play comes
        back to the same few)."""
        held = self._held.setdefault(name, OrderedDict())
        image = held.get(key)
        if image is None:
            image = held[key] = for_display(make(), alpha)
            while len(held) > keep:
                held.popitem(last=False)
        else:
            held.move_to_end(key)
        return image

    def drop(self, wanted: Callable[[str, Hashable], bool]) -> None:
        """Forget the versions for which `wanted(name, key)` holds."""
        for name, held in self._held.items():
            for key in [k for k in held if wanted(name, k)]:
                del held[key]

    def forget(self) -> None:
        """Forget every picture (the screen's size changed)."""
        self._held = {}
