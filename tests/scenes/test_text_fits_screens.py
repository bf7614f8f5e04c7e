"""Every word on the screens around play is whole: nothing cut, nothing outside its box, nothing over other words.

Each game's screens (menu, new game, settings, saved games, games played, the guide, pause, the scores with
their breakdowns and the final board) are drawn in real windows of 800 x 480, 1280 x 720 and 1920 x 1080,
with the longest names the new-game screen allows (wide letters, spaces, computers) and the shipped boards'
longest ticket and contract names. Drawing happens under text.recording(), with every cache emptied so the
words are fitted afresh; and every line a font renders meanwhile must be one the fitting path placed, so no
text slips past it. The ticket and contract faces are checked at every size the game draws them.
"""
from __future__ import annotations

import dataclasses
import sys
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from random import Random

import pygame
import pytest

from game.ai.players import make_player
from game.app import App
from game.board.catalog import MAPS
from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.rules import ClaimRoute, apply, legal_actions, new_game
from game.rules.scoring import ScoreLine
from game.saves.record import SavedGame
from game.scenes.stack import Push
from game.view import text as text_module
from game.view.text import SHORT, recording
from tests.scenes.test_play_support import Recorder, fresh_turn, start
from tests.scenes.test_screen_sizes import fresh
from tests.scenes.text_check import problems

SIZES = [(784, 416), (800, 480), (1280, 720), (1920, 1080)]
PLAYERS = {"usa": 5, "amsterdam": 4, "first_journey": 4}
# The longest names the new-game screen takes (12 letters), the widest letters, a space, and computers.
NAMES = ("Maximilianus", "WWWWWWWWWWWW", "Computer 3", "Computer 4", "Grandma Rosa")
ROOT = Path(__file__).resolve().parents[2]
OTHERS = ("game/view/board_view.py",)   # the board's own labels: tests/view checks them on the board


def seats(game: str) -> tuple[Seat, ...]:
    """The table of a game with the longest names: two people first, then computers, then a person."""
    return tuple(Seat(NAMES[i], computer=NAMES[i].startswith("Computer"), color=i) for i in range(PLAYERS[game]))


@lru_cache(maxsize=None)
def board(game: str):
    """A shipped board, read once."""
    return load_board(MAPS / f"{game}.tmx")


def longest_tickets(game: str, count: int) -> list:
    """The board's tickets whose names are longest when written out, longest first."""
    b = board(game)
    return sorted(b.tickets, key=lambda t: -len(b.city(t.a).name + b.city(t.b).name))[:count]


# --- watching every word drawn ---------------------------------------------------------------------


def _drawer() -> str:
    """The game file (relative to the project) of the nearest caller outside the text module and this test."""
    frame = sys._getframe(2)
    while frame is not None:
        path = frame.f_code.co_filename
        if not path.endswith(("game/view/text.py", "test_text_fits_screens.py")):
            return str(Path(path).resolve().relative_to(ROOT)) if path.startswith(str(ROOT)) else path
        frame = frame.f_back
    return "?"


def _forget_drawings(app) -> None:
    """Every cache of drawn words and pictures emptied, so a screen fits its words again."""
    from game.scenes.menus import title as menu
    from game.scenes import screen
    from game.scenes.setup import cards as setup_cards
    screen._paper.cache_clear()
    menu.title_picture.cache_clear()
    setup_cards._cards.clear()
    text_module._RENDERED.clear()
    text_module._FITTED.clear()
    text_module._FONTS.clear()


@contextmanager
def watched(app):
    """Record every text drawn (and who drew it) and every line any font renders, with all caches empty."""
    drawers: list[str] = []
    rendered: list[tuple[str, str]] = []
    original = text_module.record

    class Watched(pygame.font.Font):
        """A font that notes what it renders and for whom."""

        def render(self, words, *args, **kwargs):
            """Note the words, then render them."""
            rendered.append((str(words), _drawer()))
            return super().render(words, *args, **kwargs)

    def record(surface, fitted, rect, box=None):
        """Note the text and who drew it."""
        original(surface, fitted, rect, box)
        drawers.append(_drawer())

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pygame.font, "Font", Watched)
        patch.setattr(text_module, "record", record)
        _forget_drawings(app)
        try:
            with recording() as drawn:
                seen = Seen(drawn, drawers, rendered)
                yield seen
        finally:
            _forget_drawings(app)


@dataclasses.dataclass
class Seen:
    """What a screen drew: the texts recorded, who drew each, every line a font rendered, and where each
    frame's texts begin (texts of two frames are never on screen together)."""

    drawn: list
    drawers: list
    rendered: list
    frames: list = dataclasses.field(default_factory=lambda: [0])

    def frame(self) -> None:
        """What is drawn from now on is another frame."""
        self.frames.append(len(self.drawn))

    def mine(self, start: int = 0, end: int | None = None) -> list:
        """The texts of the screens around play (not the board's own labels), of some frames."""
        return [d for d, who in list(zip(self.drawn, self.drawers))[start:end] if who not in OTHERS]

    def check(self, what: str) -> None:
        """No text cut, outside its box or surface, or over another; none drawn past the fitting path."""
        assert self.mine(), f"{what}: no text went through the fitting path"
        for start, end in zip(self.frames, self.frames[1:] + [None]):
            assert problems(self.mine(start, end), what) == []
        placed = {line for d in self.drawn for line in d.fitted.lines}
        past = sorted({f"{words!r} by {who}" for words, who in self.rendered
                       if words.strip() and words not in placed and who not in OTHERS})
        assert past == [], f"{what}: drawn past the fitting path: {past}"

    def whole(self, words: str, what: str) -> None:
        """These words were drawn whole (perhaps smaller or on two lines, never shortened)."""
        found = [d for d in self.mine() if d.fitted.text == words]
        assert found, f"{what}: {words!r} was not drawn"
        assert all(d.fitted.how != SHORT and not d.fitted.cut for d in found), \
            f"{what}: {words!r} drawn as {[d.fitted.lines for d in found]}"


# --- the windows and what they hold ------------------------------------------------------------------


def saved_game(game: str, moves: int, seed: int) -> SavedGame:
    """A game with the longest names, some random moves in."""
    config = GameConfig(game, seats(game), first=0, seed=seed)
    state = new_game(board(game), [s.name for s in config.seats], seed, config.house_rules, 0)
    rng, made = Random(seed), []
    for _ in range(moves):
        move = rng.choice(legal_actions(state))
        state = apply(state, move).state
        made.append(move)
    memories = tuple(make_player(s.level, 0).memory() if s.computer else None for s in config.seats)
    return SavedGame(config, state, tuple(made), memories, saved_at="2026-11-24 18:00:00")


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request, tmp_path_factory):
    """A real window of one size; its saves folder holds a game of each kind and the games played, all
    with the longest names, and a last game to continue."""
    from game.saves.history import HISTORY, Played, Player
    from game.saves.history_writing import record
    folder = tmp_path_factory.mktemp("saves")
    pygame.display.quit()
    app = App(saves=folder, window=request.param)
    app.sound = Recorder()
    for i, game in enumerate(PLAYERS):
        app.saves.write(f"game-202611{i + 10}-100000.yaml", saved_game(game, 6, i + 1), MAPS / f"{game}.tmx")
        players = tuple(Player(s.name, s.computer, "hard" if s.computer else "", s.color, 188 - 9 * k, 3)
                        for k, s in enumerate(seats(game)))
        record(folder / HISTORY, Played(f"g{i}", f"2026-11-{10 + i} 18:00:00", game, board(game).title,
                                        game == "first_journey", players, (0, 1)))
    app.saves.write(app.autosaver.name, saved_game("amsterdam", 9, 7), MAPS / "amsterdam.tmx")
    yield app
    app.stack.scenes.clear()


def shown(app, scene):
    """A scene put on the empty stack (laid out and painted) and drawn."""
    fresh(app).stack.apply(Push(scene))
    app.stack.draw(app.screen)
    return scene


# --- the screens ----------------------------------------------------------------------------------


def test_menu(sized_app):
    """The title menu, with the last game's line naming every player."""
    from game.scenes.menus.title import MenuScene
    with watched(sized_app) as seen:
        scene = shown(sized_app, MenuScene())
        scene.last.wait()
        scene.update(0.0)
        sized_app.stack.draw(sized_app.screen)
    seen.check("menu")
    assert any("Amsterdam" in d.fitted.text for d in seen.drawn), "the last game's line"


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_setup(sized_app, game):
    """The new-game screen with the most seats, each with a longest name."""
    from game.scenes.setup.scene import SetupScene
    with watched(sized_app) as seen:
        scene = SetupScene(game)
        fresh(sized_app).stack.apply(Push(scene))
        scene.seats = list(seats(game))
        scene.rebuild()
        scene.backdrop = scene.paint()
        sized_app.stack.draw(sized_app.screen)
    seen.check(f"setup {game}")
    for name in NAMES[:PLAYERS[game]]:
        seen.whole(name, f"setup {game}")


def test_settings(sized_app):
    """The settings."""
    from game.scenes.menus.settings import SettingsScene
    with watched(sized_app) as seen:
        shown(sized_app, SettingsScene(sized_app.settings_path))
    seen.check("settings")


def test_saved_games(sized_app):
    """The saved games list: a game of each kind with the longest names, and the last game."""
    from game.scenes.menus.saves import SavesScene
    with watched(sized_app) as seen:
        shown(sized_app, SavesScene(from_game=True))
    seen.check("saved games")


def test_history(sized_app):
    """The games played, each with the longest names and their scores."""
    from game.scenes.menus.history import HistoryScene
    with watched(sized_app) as seen:
        shown(sized_app, HistoryScene())
    seen.check("games played")


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_pause(sized_app, game):
    """The pause card."""
    from game.scenes.overlays.pause import PauseOverlay
    with watched(sized_app) as seen:
        shown(sized_app, PauseOverlay(game))
    seen.check(f"pause {game}")


def playing(app, game):
    """A game with the longest names at its first person's first turn."""
    scene = start(fresh(app), GameConfig(game, seats(game), first=0, seed=3))
    fresh_turn(app, scene)
    return scene


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_guide(sized_app, game):
    """The guided first turn's offer and each of its steps (their words and buttons)."""
    from game.scenes.overlays.guide import GuideOverlay
    scene = playing(sized_app, game)
    guide = GuideOverlay(scene)
    sized_app.stack.apply(Push(guide))
    for step in range(-1, len(guide.steps)):
        guide.step = step
        with watched(sized_app) as seen:
            guide.arrange()
            guide.draw(sized_app.screen)
        seen.check(f"guide {game} step {step}")


# --- the scores -----------------------------------------------------------------------------------


def final_state(game: str):
    """A game with the longest names played to its end, each player holding the board's longest ticket
    names, some completed and some not."""
    from game.rules.scoring import final_score
    state = new_game(board(game), list(NAMES[:PLAYERS[game]]), 11)
    rng = Random(11)
    while not state.over:
        legal = legal_actions(state)
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        state = apply(state, rng.choice(claims or legal)).state
    result = final_score(state, state.end or "last_round")
    longest = longest_tickets(game, 4)
    counting = state.rules.score_by == "completed_tickets"
    players = []
    for p in result.players:
        lines = [ScoreLine("ticket", (1 if counting else t.points) if i % 2 == 0 else (0 if counting else -t.points),
                           ticket=t.id, completed=i % 2 == 0) for i, t in enumerate(longest)]
        lines += [line for line in p.lines if line.kind != "ticket"]
        players.append(dataclasses.replace(p, lines=tuple(lines), total=sum(line.points for line in lines)))
    return dataclasses.replace(state, result=dataclasses.replace(result, players=tuple(players)))


def sheets_and_board(app, scene, seen) -> None:
    """Every player's breakdown (and the board beside them, or behind the switch), then each player picked."""
    from game.view.pointer import Tap
    for seat in range(len(scene.lines)):
        seen.frame()
        scene.viewed, scene.picked = seat, seat
        app.stack.draw(app.screen)
    if scene.layout.tabs:
        app.stack.handle(Tap(scene.button(("tab", "board")).rect.center))
        for seat in (None, *range(len(scene.lines))):
            seen.frame()
            scene.picked = seat
            app.stack.draw(app.screen)


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_scores(sized_app, game):
    """The scores, both switches, every player's breakdown: every name, count and total whole."""
    from game.scenes.scoring.scene import ScoringScene
    state = final_state(game)
    config = GameConfig(game, seats(game), first=0, seed=11)
    scene = ScoringScene(state, config)
    fresh(sized_app).stack.apply(Push(scene))
    scene.skip_all()   # the winner's moment is the celebration's own (tests/scenes/test_celebrations.py)
    with watched(sized_app) as seen:
        scene.arrange()
        sheets_and_board(sized_app, scene, seen)
    what = f"scores {game}"
    seen.check(what)
    b = board(game)
    for p in state.result.players:
        seen.whole(p.name, what)
        seen.whole(scene.total_words(p), what)
    for t in longest_tickets(game, 4):
        seen.whole(f"{b.city(t.a).name} – {b.city(t.b).name}", what)


# --- the rules, the keyboard and the pass screen --------------------------------------------------


def test_rules(sized_app):
    """The rules from the menu: every game's tab and every screenful of its pages (headings, points, count)."""
    from game.scenes.overlays.rules_help import PAGES, RulesOverlay
    for game in PAGES:
        scene = RulesOverlay(tab=game)
        fresh(sized_app).stack.apply(Push(scene))
        for page in range(len(scene.sheets)):
            scene.page = page
            with watched(sized_app) as seen:
                scene.backdrop = scene.paint()
                scene._pages.clear()
                sized_app.stack.draw(sized_app.screen)
            seen.check(f"rules {game} screenful {page + 1}")


@pytest.mark.parametrize("name", ["Maximilianus", "WWWWWWWWWWWW"])
def test_keyboard(sized_app, name):
    """The on-screen keyboard with the longest name typed, the usual names beside it, one of them taken."""
    from game.scenes.overlays.keyboard import KeyboardOverlay
    from game.scenes.setup.seats import PEOPLE
    with watched(sized_app) as seen:
        shown(sized_app, KeyboardOverlay(name, PEOPLE, 12, None, frozenset({"Mum"})))
    seen.check(f"keyboard {name}")
    seen.whole(name, f"keyboard {name}")


@pytest.mark.parametrize("pictures", [False, True], ids=["words", "pictures"])
@pytest.mark.parametrize("name", ["Maximilianus", "WWWWWWWWWWWW"])
def test_pass_screen(sized_app, name, pictures):
    """The screen that passes the table to the next player, with Undo, for readers and for children."""
    from game.scenes.overlays.pass_device import PassOverlay
    with watched(sized_app) as seen:
        shown(sized_app, PassOverlay(1, name, 1, undo=True, pictures=pictures))
    seen.check(f"pass to {name}")
