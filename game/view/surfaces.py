"""Pictures in the display's own pixel format, so that drawing them is a plain copy.

`convert()` always copies the picture; a picture made in the display's format already (the
usual case on a 32-bit desktop) is kept as it is, which saves a copy of every cached picture.
"""
from __future__ import annotations

import pygame

_FORMATS: dict[tuple, tuple] = {}


def _format(image: pygame.Surface) -> tuple:
    """What decides how a picture is copied: bits, masks and whether it has per-pixel alpha."""
    return image.get_bitsize(), image.get_masks(), bool(image.get_flags() & pygame.SRCALPHA)


def _display_formats(display: pygame.Surface) -> tuple:
    """The formats convert() and convert_alpha() give on this display (found once per display)."""
    key = (id(display), _format(display))
    held = _FORMATS.get(key)
    if held is None:
        _FORMATS.clear()
        opaque = pygame.Surface((1, 1)).convert()
        alpha = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
        held = _FORMATS[key] = (_format(opaque), _format(alpha))
    return held


def for_display(image: pygame.Surface, alpha: bool = False) -> pygame.Surface:
    """The picture in the display's format (per-pixel alpha if `alpha`); itself if it has it already."""
    display = pygame.display.get_surface()
    if display is None:
        return image
    if _format(image) == _display_formats(display)[1 if alpha else 0]:
        return image
    return image.convert_alpha() if alpha else image.convert()
