"""The games-played screen as a family meets it: a game played to its end is there, opened from the menu
by taps, with the winner's trophy drawn beside the right name; it fits the small touch display and a
large screen; an empty or damaged history says so kindly.

The play scene runs in fast mode (pace 0); the history file is written on the autosaver's thread
and read when the screen opens, never by the menu itself.
"""
from __future__ import annotations

import time

import pygame

from game.config import GameConfig, Seat
from game.rules import Phase
from game.saves.history import HISTORY, read_history
from game.scenes.menus.history import HistoryScene, history_layout
from game.scenes.menus.lists import CUP
from game.scenes.menus.title import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.scoring.scene import ScoringScene
from game.scenes.screen import BROWN
from game.scenes.stack import Push, Reset
from game.view.metrics import MIN_TARGET_PX
from tests.scenes.test_play_support import answer_overlays, idle, render, tap
from tests.scenes.test_screen_sizes import check_targets, sized_app  # noqa: F401 (a fixture)

ANN_AND_ROBO = GameConfig("first_journey", (Seat("Ann", color=1), Seat("Robo", computer=True, color=0, level="hard")),
                          first=0, seed=3)


def play_to_the_end(app, config: GameConfig) -> ScoringScene:
    """The person draws from the deck on each turn (the computer plays) until the scores come up."""
    app.stack.apply(Reset(MenuScene()))
    scene = PlayScene(config, pace=0)
    app.stack.apply(Push(scene))
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, ScoringScene):
            return top
        if scene.table.thinker.busy:
            time.sleep(0.001)
        elif top is scene and scene.my_turn() and scene.table.state.phase in (Phase.TURN, Phase.SECOND_CARD):
            tap(app, scene.button_rect("deck").center)
        elif not answer_overlays(app):
            idle(app)
    raise AssertionError("the game never ended")


def gold_in(image: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of the trophy's gold lie in this part of the screen."""
    sub = image.subsurface(rect)
    return sum(1 for x in range(rect.w) for y in range(rect.h) if tuple(sub.get_at((x, y)))[:3] == CUP)


def test_a_finished_game_is_on_the_history_screen_opened_from_the_menu(ui_app):
    """Played to its end, the game is listed with both players' scores; the trophy sits by the winner only."""
    scores = play_to_the_end(ui_app, ANN_AND_ROBO)
    result = scores.result
    ui_app.stack.apply(Reset(MenuScene()))
    ui_app.step([], 0.016)
    tap(ui_app, ui_app.stack.top.button("history").rect.center)
    screen = ui_app.stack.top
    assert isinstance(screen, HistoryScene) and len(screen.games) == 1
    game = screen.games[0]
    assert game.game == "first_journey" and game.counts_tickets
    assert [(p.name, p.computer, p.score) for p in game.players] == [("Ann", False, result.players[0].total),
                                                                     ("Robo", True, result.players[1].total)]
    assert game.winners == result.winners and "1 game played" in screen.summary()
    image = render(ui_app)
    lay = screen.layout
    row = pygame.Rect(lay.area.x, lay.area.y + lay.row_h // 2, lay.area.w, lay.row_h // 2)   # the players' line
    halves = [pygame.Rect(row.x + i * row.w // 2, row.y, row.w // 2, row.h) for i in range(2)]
    golds = [gold_in(image, half) for half in halves]
    for seat, gold in enumerate(golds):
        assert (gold > 20) == (seat in result.winners), f"seat {seat}: {gold} gold pixels"
    tap(ui_app, screen.button("back").rect.center)
    assert isinstance(ui_app.stack.top, MenuScene)


def test_the_menu_does_not_read_the_history(ui_app, monkeypatch):
    """Start-up stays quick: the menu comes up without the history file being read; the screen reads it."""
    reads = []
    monkeypatch.setattr("game.saves.history.read_history",
                        lambda path, *more: reads.append(path) or read_history(path, *more))
    ui_app.stack.apply(Reset(MenuScene()))
    ui_app.step([], 0.016)
    assert reads == []
    tap(ui_app, ui_app.stack.top.button("history").rect.center)
    assert reads == [ui_app.saves.file(HISTORY)]


def fill(folder, n: int) -> None:
    """A history of n games, made with the fill script's shape: two to five players."""
    from game.saves.history import Played, Player
    from game.saves.history_writing import record
    for i in range(n):
        players = tuple(Player(f"P{k}", k > 0, "hard" if k else "", k, 50 + i + k, 2) for k in range(2 + i % 4))
        record(folder / HISTORY, Played(f"g{i}", f"2026-11-{10 + i} 18:00:00", "usa", "Ticket to Ride", False,
                                        players, (i % len(players),)))


def open_history(app) -> HistoryScene:
    """The menu, then a tap on History."""
    app.stack.apply(Reset(MenuScene()))
    menu = app.stack.top
    history = menu.button("history").rect
    assert min(history.size) >= MIN_TARGET_PX
    check_targets(app, menu, "menu")
    tap(app, history.center)
    assert isinstance(app.stack.top, HistoryScene)
    return app.stack.top


def test_the_screen_fits_and_pages_through_many_games(sized_app):
    """Seven games: every button on screen, a finger large, clear of the corners; down shows the older ones."""
    (sized_app.saves.path / HISTORY).unlink(missing_ok=True)
    fill(sized_app.saves.path, 7)
    screen = open_history(sized_app)
    check_targets(sized_app, screen, "history")
    rects = [r for _, r in screen.targets()]
    assert all(r.collidelist(rects[i + 1:]) < 0 for i, r in enumerate(rects))
    rows = screen.layout.rows
    assert rows >= 3 and [g.game_id for g in screen.games[:2]] == ["g6", "g5"]   # newest first
    tap(sized_app, screen.button("down").rect.center)
    assert screen.first == rows and screen.games[screen.first].game_id == f"g{6 - rows}"
    tap(sized_app, screen.button("up").rect.center)
    assert screen.first == 0


def test_an_empty_history_says_so(sized_app):
    """No game yet: only Back, and words where the games would be."""
    (sized_app.saves.path / HISTORY).unlink(missing_ok=True)
    screen = open_history(sized_app)
    assert screen.games == [] and [k for k, _ in screen.targets()] == ["back"]
    check_targets(sized_app, screen, "empty history")
    area = history_layout(screen.m, 0)[0].area
    words = screen.backdrop.subsurface(area)
    assert any(tuple(words.get_at((x, y)))[:3] == BROWN for x in range(0, area.w, 2) for y in range(0, area.h, 2))


def test_a_damaged_history_says_it_was_kept_aside(sized_app):
    """A history that cannot be read is renamed, and the screen tells where it is kept."""
    (sized_app.saves.path / HISTORY).write_text("schema: 1\ngames: [broken")
    for old in sized_app.saves.path.glob("history.damaged*.yaml"):
        old.unlink()
    screen = open_history(sized_app)
    assert screen.games == [] and "kept aside as history.damaged.yaml" in screen.empty
    assert (sized_app.saves.path / "history.damaged.yaml").is_file()
    fill(sized_app.saves.path, 1)   # the next game records; the screen still tells where the old history is
    screen = open_history(sized_app)
    assert len(screen.games) == 1 and "history.damaged.yaml" in screen.note
    screen.draw(sized_app.screen)
