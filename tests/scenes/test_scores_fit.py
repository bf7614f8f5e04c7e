"""The scores screen never clips a total or a name: at every window size from 800 x 480 to 1920 x 1080, in every
game and player count, on both sides of the Board switch, every name and total is drawn whole.

Checked twice. By the words the screen laid out (text.recording()): never cut nor shortened, inside its box and
the screen, no smaller than the screen's least size for a name, over no other words. And by the picture on
the screen: every solid pixel of each name's and total's letters is there in its colour, so nothing covers,
clips or pushes them off (a total drawn past the left of its sheet lost its first letters: "…al: 3 completed
tickets"); a total overlaps neither the buttons under the sheet nor the scroll buttons.

The names: the widest letters at the new-game screen's limit (seats.NAME_LENGTH), and longer ones a save may
hold (record.NAME_LENGTH): 'Grandmother Wilhelmina', 'Computer (hard) 3'. Everyone ties, so the headline names
them all; totals are three figures, or twelve completed tickets in First Journey.
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

import pygame
import pytest

from game.app import App
from game.board.catalog import MAPS
from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.rules import new_game
from game.rules.score_card import FinalScore, PlayerScore, ScoreLine
from game.saves.record import NAME_LENGTH as SAVED_LONGEST
from game.scenes.scoring.cards import NAME_LEAST
from game.scenes.scoring.scene import ScoringScene
from game.scenes.setup.seats import NAME_LENGTH
from game.scenes.stack import Reset
from game.view import text as text_module
from game.view import theme
from game.view.metrics import MIN_TEXT_PX
from game.view.text import SHORT, font, recording
from tests.scenes.test_play_support import Recorder
from tests.scenes.text_check import problems

SIZES = [(800, 480), (1024, 600), (1280, 720), (1366, 768), (1600, 900), (1920, 1080)]
TABLES = [("usa", n) for n in (2, 3, 4, 5)] + [("amsterdam", n) for n in (2, 3, 4)] + \
         [("first_journey", n) for n in (2, 3, 4)]
NAMES = ("Grandmother Wilhelmina", "W" * NAME_LENGTH, "Computer (hard) 3", "Maximilianus", "Computer (hard) 5")
CLOSE = (48, 48, 48, 255)   # how near a pixel's colour must be to the letters' own to count as theirs


@lru_cache(maxsize=None)
def board(game: str):
    """A shipped board, read once."""
    return load_board(MAPS / f"{game}.tmx")


@lru_cache(maxsize=None)
def ended(game: str, players: int):
    """A game of long names at its end, everyone tied: routes, tickets both done and not (the board's longest
    names) and, where the game has it, the longest path; three-figure totals or twelve completed tickets."""
    b = board(game)
    state = new_game(b, list(NAMES[:players]), 11)
    counting = state.rules.score_by == "completed_tickets"
    tickets = sorted(b.tickets, key=lambda t: -len(b.city(t.a).name + b.city(t.b).name))[:14]
    scores = []
    for seat in range(players):
        lines = [ScoreLine("routes", 0 if counting else 150, amount=27)]
        for i, t in enumerate(tickets if counting else tickets[:6]):
            done = counting and i < 12 or not counting and i % 2 == 0
            points = (1 if done else 0) if counting else (t.points if done else -t.points)
            lines.append(ScoreLine("ticket", points, ticket=t.id, completed=done))
        if not counting:
            lines.append(ScoreLine("longest_path", 10, amount=31))
        total = sum(line.points for line in lines)
        scores.append(PlayerScore(seat, NAMES[seat], total, tuple(lines), 12 if counting else 3, 31, True, 0, 2,
                                  False))
    return dataclasses.replace(state, result=FinalScore("last_round", tuple(scores), tuple(range(players))))


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request):
    """A real (headless) window of one size."""
    pygame.display.quit()
    app = App(window=request.param)
    app.sound = Recorder()
    yield app
    app.stack.scenes.clear()
    pygame.display.quit()   # the next test's App opens its own window at its own size


def test_names_are_short_enough_for_the_setup_and_long_enough_for_saves():
    """The names tried reach the new-game screen's limit and pass it, within what a save keeps."""
    assert max(len(n) for n in NAMES) > NAME_LENGTH == len(NAMES[1])
    assert all(len(n) <= SAVED_LONGEST for n in NAMES)


@pytest.mark.parametrize("game,players", TABLES, ids=[f"{g}-{n}" for g, n in TABLES])
def test_every_name_and_total_whole(sized_app, game, players):
    """Each player's sheet in turn, then the board's side of the switch (where the screen has one)."""
    state = ended(game, players)
    config = GameConfig(game, tuple(Seat(n, computer=n.startswith("Computer"), color=i)
                                    for i, n in enumerate(NAMES[:players])), first=0, seed=11)
    scene = ScoringScene(state, config)
    sized_app.stack.scenes.clear()
    sized_app.stack.apply(Reset(scene))
    scene.skip_all()
    where = f"{sized_app.size[0]}x{sized_app.size[1]} {game} {players}"
    names = {p.name for p in state.result.players}
    totals = {scene.total_words(p) for p in state.result.players}
    for seat in range(players):
        scene.viewed, scene._sheet = seat, None
        drawn = frame(sized_app)
        check(sized_app, scene, drawn, names | totals, f"{where} sheet {seat}")
        sheet = [d for d in drawn if d.target is not sized_app.screen]
        assert [d.fitted.text for d in sheet if d.fitted.text in names] == [NAMES[seat]], where
        assert [d.fitted.text for d in sheet if d.fitted.text in totals] == [scene.total_words(
            state.result.players[seat])], where
        beside_total(scene, [d for d in sheet if d.fitted.text in totals][0], f"{where} sheet {seat}")
    if scene.layout.tabs:
        scene.press(("tab", "board"))
        check(sized_app, scene, frame(sized_app), names, f"{where} board")


def frame(app) -> list:
    """The screen drawn afresh (every fitted text forgotten), with the words it laid out."""
    text_module._FITTED.clear()
    with recording() as drawn:
        app.stack.draw(app.screen)
    return list(drawn)


def check(app, scene, drawn: list, wanted: set[str], what: str) -> None:
    """Every name and total (and the headline) drawn whole, inside the screen, large enough, and seen whole."""
    assert problems(drawn, what) == []
    screen = pygame.Rect((0, 0), app.size)
    found = {d.fitted.text for d in drawn}
    assert wanted <= found, f"{what}: not drawn: {wanted - found}"
    names = {p.name for p in scene.result.players}
    for d in drawn:
        if d.fitted.text not in wanted and d.fitted.text != scene.winner_words():
            continue
        words = " / ".join(d.fitted.lines)
        assert d.fitted.how != SHORT and "…" not in words, f"{what}: {d.fitted.text!r} drawn as {words!r}"
        offset = scene.layout.sheet.topleft if d.target is not app.screen else (0, 0)
        on_screen = d.rect.move(offset)
        assert screen.contains(on_screen), f"{what}: {words!r} at {on_screen} leaves the screen"
        for line in d.fitted.lines:
            assert font(d.fitted.size, True).size(line)[0] <= d.box.w, f"{what}: {line!r} wider than {d.box}"
        least = scene.m.font(NAME_LEAST) if d.fitted.text in names else MIN_TEXT_PX
        assert d.fitted.size >= least, f"{what}: {words!r} at {d.fitted.size} px, under {least}"
        if d.fitted.text != scene.winner_words():
            seen_whole(app.screen, d, offset, what)


def seen_whole(screen: pygame.Surface, d, offset: tuple[int, int], what: str) -> None:
    """Every solid pixel of the words' letters is on the screen in the ink's colour: nothing lies over them
    and no edge cuts them (lines placed left, right or centred in their box, as their rect shows)."""
    size, line_h = d.fitted.size, font(d.fitted.size, True).get_linesize()
    area = pygame.Rect(d.rect.move(offset))
    ink = pygame.mask.from_threshold(screen.subsurface(area), theme.INK, CLOSE)
    for i, line in enumerate(d.fitted.lines):
        glyphs = pygame.mask.from_surface(font(size, True).render(line, True, theme.INK), 250)
        shown = glyphs.overlap_area(ink, (d.rect.x - line_x(d, glyphs.get_size()[0]), -i * line_h))
        assert shown >= glyphs.count() * 0.99, \
            f"{what}: {line!r} at {area}: {glyphs.count() - shown} of its {glyphs.count()} letter pixels hidden"


def line_x(d, width: int) -> int:
    """Where text.draw() put a line this wide: at its box's left, its right or its middle, as the block shows."""
    if d.rect.left == d.box.left and d.rect.right != d.box.right:
        return d.box.left
    if d.rect.right == d.box.right and d.rect.left != d.box.left:
        return d.box.right - width
    return d.box.centerx - width // 2


def beside_total(scene, total, what: str) -> None:
    """The total lies in its sheet, clear of the buttons under the sheet and of the scroll buttons."""
    lay = scene.layout
    rect = total.rect.move(lay.sheet.topleft)
    assert lay.sheet.contains(rect), f"{what}: the total at {rect} leaves its sheet {lay.sheet}"
    for b in scene.row.buttons:
        if b.key in ("menu", "again", "up", "down"):
            assert not rect.colliderect(b.rect), f"{what}: the total at {rect} lies over {b.key} at {b.rect}"
