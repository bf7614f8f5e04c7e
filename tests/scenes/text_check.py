"""What every screen's words must be, checked on the texts game.view.text.recording() noted while it drew:
none cut, each inside the box it was given and inside the surface it was drawn on, none over another."""
from __future__ import annotations

from game.view.text import Drawn

SLACK = 1   # px: a line's rendered height may pass its box by a pixel of leading


def problems(drawn: list[Drawn], what: str) -> list[str]:
    """Every way the noted texts fail a player, one line each ([] when all are whole and apart)."""
    found = []
    for d in drawn:
        words = " / ".join(d.fitted.lines)
        if d.fitted.cut:
            found.append(f"{what}: {d.fitted.text!r} was cut to {words!r}")
        if not d.box.inflate(2 * SLACK, 2 * SLACK).contains(d.rect):
            found.append(f"{what}: {words!r} at {d.rect} leaves its box {d.box}")
        if not d.rect.clip((0, 0), d.target_size) == d.rect and d.rect.width and d.rect.height:
            found.append(f"{what}: {words!r} at {d.rect} leaves its {d.target_size} surface")
    for i, d in enumerate(drawn):
        for e in drawn[i + 1:]:
            same = d.target is e.target
            # The same words drawn again at the same place (a redraw) are one text, not two.
            if same and d.rect != e.rect and d.rect.colliderect(e.rect):
                found.append(f"{what}: {' / '.join(d.fitted.lines)!r} at {d.rect} lies over "
                             f"{' / '.join(e.fitted.lines)!r} at {e.rect}")
    return found
