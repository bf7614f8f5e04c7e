"""Every ticket and contract face shows both names whole at every size the game draws faces.

The sizes are taken from the game itself: in real windows of 800 x 480, 1280 x 720 and 1920 x 1080 each game is
played to its first turn (through the first ticket choice), the ticket choice, the swap question, a completed
ticket's cheer and every rules page are drawn, and each face they ask for is noted. Then every ticket of every
shipped board of that game is drawn on a face of each of those sizes: no name may be cut, no line be empty, no
word be broken inside itself (shorter words only by the rule, a full stop after their start), no line start
with the dash between the names.
"""
from __future__ import annotations

import pytest

from game.board.catalog import boards
from game.scenes.play import hand as play_draw
from game.scenes.play import effects as play_effects
from game.scenes.overlays import swap as swap_overlay
from game.scenes.overlays import tickets as tickets_overlay
from game.scenes.overlays.rules_help import RulesOverlay
from game.scenes.stack import Push
from game.view import rules_pictures, ticket_face
from game.view.text import SHORT
from tests.scenes.test_text_fits_screens import PLAYERS, playing, sized_app, watched  # noqa: F401 (a fixture)

CALLERS = (play_draw, play_effects, swap_overlay, tickets_overlay, rules_pictures)


def shipped(game: str) -> list:
    """The boards of maps/ played by a game's rules (the game's own and any other shipped in its style)."""
    return [e.board for e in boards() if e.playable and e.style == game]


def faces_drawn(app, game: str, monkeypatch) -> set[tuple]:
    """Every kind and size of face the game draws at this window size: (kind, size, text, smallest, board,
    points shown)."""
    asked: set[tuple] = set()

    def noting(kind, draw):
        """A face drawer that notes what it was asked for."""
        def noted(ends, second, size, text, smallest, thumb=None, *rest, **kw):
            points = bool(second) if kind == "names" else False
            asked.add((kind, tuple(size), text, smallest, thumb, points))
            return draw(ends, second, size, text, smallest, thumb, *rest, **kw)
        return noted
    for module in CALLERS:
        for name, kind in (("ticket_face", "names"), ("picture_face", "pictures")):
            if hasattr(module, name):
                monkeypatch.setattr(module, name, noting(kind, getattr(ticket_face, name)))
    scene = playing(app, game)   # through the first ticket choice
    overlays = [scene.tickets_overlay()] + ([scene.controls.swap_overlay()] if game == "first_journey" else [])
    for overlay in overlays:
        app.stack.apply(Push(overlay))
        app.stack.draw(app.screen)
        app.stack.scenes.pop()
    area = scene.layout.board_area
    for count in (1, 2):   # a completed ticket cheered, alone or beside another
        scene.effects._ticket_picture(scene.board.tickets[0], round(min(area.w * 0.5, area.w * 0.9 / count)))
    rules = RulesOverlay(game)
    app.stack.apply(Push(rules))
    for page in range(len(rules.sheets)):
        rules.page = page
        rules.draw(app.screen)
    return asked


def test_every_face_shows_every_ticket_whole(sized_app, monkeypatch):
    """Each shipped board's tickets on each face of its game, at each size the game draws one."""
    for game in PLAYERS:
        kinds = faces_drawn(sized_app, game, monkeypatch)
        assert {k[0] for k in kinds} >= ({"pictures"} if game == "first_journey" else {"names"}), kinds
        for kind, size, text, smallest, thumb, points in sorted(kinds, key=str):
            for b in shipped(game):
                for t in b.tickets:
                    ends = (b.city(t.a).name, b.city(t.b).name)
                    what = f"{b.title}: {ends} on a {size} face ({kind}, {text} px)"
                    with watched(sized_app) as seen:
                        if kind == "names":
                            ticket_face.ticket_face(ends, t.points if points else None, size, text, smallest, thumb)
                        else:
                            ticket_face.picture_face(ends, (None, None), size, text, smallest, thumb)
                    seen.check(what)
                    words = {w for name in ends for w in name.split()} | {"–"}
                    names = [d for d in seen.mine() if d.fitted.text in (f"{ends[0]} – {ends[1]}", *ends)]
                    assert names, f"{what}: the names were not drawn"
                    for d in names:
                        assert all(line.strip() for line in d.fitted.lines), f"{what}: an empty line"
                        assert not any(line.startswith("–") for line in d.fitted.lines), f"{what}: {d.fitted.lines}"
                        for word in " ".join(d.fitted.lines).split():
                            assert word in words or d.fitted.how == SHORT and word.endswith(".") and any(
                                w.startswith(word[:-1]) for w in words), f"{what}: {word!r} is not whole"
