"""The rules pages as a player sees them: no decision numbers drawn, a picture of the game's own pieces
on every page, large words that fit one screenful at 800 x 480; from the menu they open on the tab of
the game played last."""
import ast
import re
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import game.scenes.overlays.rules_help as rules_help
import game.view.rules_pictures as rules_pictures
from game.config import GameConfig, Seat
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.overlays.rules_help import RulesOverlay, kit_for, page_image
from game.scenes.overlays.rules_pages import PAGES, PICTURES, readable
from game.scenes.stack import Push, Reset
from game.view.metrics import Metrics
from game.view.palette import ROUTE_RGB
from game.view.pointer import Tap
from game.view.text import recording
from game.view.rules_pictures import picture

GAME = Path(rules_help.__file__).resolve().parents[1]
RULE_NUMBER = re.compile(r"\([A-Z]\d+|\b[UADFH]\d{1,2}\b")


def every_page(app, game):
    """Open a game's rules and draw each of its screenfuls in turn, as Next shows them."""
    app.stack.scenes.clear()
    app.stack.apply(Push(RulesOverlay(game)))
    rules = app.stack.top
    for n in range(len(rules.sheets)):
        rules.page = n
        rules.rebuild()
        app.stack.draw(app.screen)
    return rules


@pytest.mark.parametrize("game", sorted(PAGES))
def test_no_rule_number_is_drawn_on_any_page(ui_app, game, monkeypatch):
    """Every word the pages and their pictures draw is caught as it is drawn: the points are all there,
    and none says "(U3)" or "F6" (the source keeps them, for checking against the decisions)."""
    drawn = []
    real = rules_pictures.label
    monkeypatch.setattr(rules_pictures, "label", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k))
    with recording() as fitted:
        rules = every_page(ui_app, game)
    drawn += [d.fitted.text for d in fitted]
    for sheet in rules.sheets:
        assert all(line in drawn for line, _ in sheet.lines)
    assert any(RULE_NUMBER.search(p.text) for _, points in PAGES[game] for p in points)   # the source cites them
    assert [w for w in drawn if RULE_NUMBER.search(w)] == []


def test_no_other_string_a_player_reads_cites_a_rule():
    """No string of the scenes, the view or the rules' reasons names a decision (docstrings and comments may);
    the rules pages do, and readable() takes every citation out."""
    cited = []
    for path in [*(GAME / "scenes").glob("*.py"), *(GAME / "view").glob("*.py"), *(GAME / "rules").glob("*.py")]:
        tree = ast.parse(path.read_text())
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs \
                    and RULE_NUMBER.search(node.value):
                cited.append((path.name, node.value))
    assert cited == []   # the rules pages, which cite them, are data: assets/rules/<style>.yaml
    pages = [words for points in PAGES.values() for _, ps in points for p in ps for words in (p.text, p.otherwise)
             if words]
    assert any(RULE_NUMBER.search(p) for p in pages)
    assert all(not RULE_NUMBER.search(readable(p)) for p in pages)


@pytest.mark.parametrize("game", sorted(PAGES))
def test_every_page_has_a_picture_of_the_games_pieces(ui_app, game):
    """Each page's picture fills a good part of its place beside the words (compared with the page drawn
    without it), at 800 x 480 as at every size."""
    rules = every_page(ui_app, game)
    lay, kit = rules.layout, kit_for(game, ui_app)
    assert kit is not None and len(PICTURES[game]) == len(PAGES[game])
    place = lay.picture.move(-lay.card.x, -lay.card.y)
    for sheet in rules.sheets:
        shown, bare = page_image(sheet, lay, kit), page_image(sheet, lay, None)
        points = [(x, y) for x in range(place.left, place.right, 4) for y in range(place.top, place.bottom, 4)]
        changed = sum(shown.get_at(p) != bare.get_at(p) for p in points)
        assert changed > 0.1 * len(points), f"{game} page {sheet.page + 1}: {sheet.picture}"


def count(image, rgb, tolerance=6):
    """Pixels of about this colour."""
    return sum(1 for x in range(0, image.get_width(), 2) for y in range(0, image.get_height(), 2)
               if all(abs(a - b) <= tolerance for a, b in zip(image.get_at((x, y))[:3], rgb)))


def test_the_pictures_follow_the_rule_set(ui_app):
    """What a picture shows is asked of the rules: a claimed route shows cards of its own colour; a double
    route shows a "no" sign where a small table may use one side, a second player where both are open;
    without a face-up row only the deck is drawn."""
    kit = kit_for("usa", ui_app)
    size = (400, 300)
    route = rules_pictures.plain_route(kit.board)
    assert count(picture("claim", size, kit), ROUTE_RGB[route.color], 2) > 40
    closed = picture("double", size, kit)
    open_kit = replace(kit, rules=replace(kit.rules, both_open_from_players=2))
    both = picture("double", size, open_kit)
    no_sign = (206, 70, 60)   # theme.BAD
    assert count(closed, no_sign, 2) > 30 and count(both, no_sign, 2) < count(closed, no_sign, 2) // 2
    row = picture("draw", size, kit)
    deck_only = picture("draw", size, replace(kit, rules=replace(kit.rules, face_up_size=0)))
    assert pygame.image.tobytes(row, "RGBA") != pygame.image.tobytes(deck_only, "RGBA")
    assert count(row, (36, 52, 84), 2) < count(deck_only, (36, 52, 84), 2)   # the deck's back takes more room alone


def test_large_words_that_fit_one_screenful_at_800_by_480(ui_app):
    """At 800 x 480 the words are at least 24 px, the picture takes over 40% of the card's width, and
    every page fits one screenful (no page goes on over a second)."""
    from tests.scenes.test_lists_sizes import resized
    old = ui_app.size
    resized(ui_app, (800, 480))
    try:
        for game in PAGES:
            rules = every_page(ui_app, game)
            lay = rules.layout
            assert lay.body >= 24 and lay.heading >= 28
            assert lay.picture.w >= 0.4 * lay.card.w and lay.card.contains(lay.picture)
            assert not lay.picture.colliderect(lay.words)
            assert len(rules.sheets) == len(PAGES[game])
            assert Metrics.for_size(ui_app.size).compact
    finally:
        resized(ui_app, old)


# --- which tab the rules open on -----------------------------------------------------------------------


def play_then_menu(app, game):
    """A game of this kind begun (its deal is saved), then left for the menu, whose check of the last game ends."""
    seats = (Seat("Mia", color=1), Seat("Bot", computer=True, color=0))
    app.stack.apply(Reset(PlayScene(GameConfig(game, seats, first=0, seed=3), pace=0)))
    app.stack.apply(Reset(MenuScene()))
    menu = app.stack.top
    menu.last.wait()
    return menu


def rules_from(app, scene):
    """Tap Rules on a menu or a pause card; the rules screen it opens."""
    app.stack.handle(Tap(scene.button("rules").rect.center))
    rules = app.stack.top
    assert isinstance(rules, RulesOverlay)
    app.stack.draw(app.screen)
    return rules


def shown_tab(rules):
    """The style of the tab drawn as chosen."""
    chosen = [b.key[1] for b in rules.row.buttons if isinstance(b.key, tuple) and b.key[0] == "game" and b.selected]
    assert len(chosen) == 1
    return chosen[0]


@pytest.fixture
def nothing_played(ui_app):
    """The session's app as if no game had been played since it started."""
    ui_app.__dict__.pop("played_style", None)
    yield ui_app
    ui_app.__dict__.pop("played_style", None)


def test_rules_open_on_the_tab_of_the_game_just_played(nothing_played):
    """After a First Journey game (or an Amsterdam one), Rules on the menu opens on that game's tab, not on
    North America's; the tabs stay, so another game's rules are a tap away."""
    app = nothing_played
    for game in ("first_journey", "amsterdam"):
        rules = rules_from(app, play_then_menu(app, game))
        assert rules.tabs and rules.game == game and shown_tab(rules) == game
        assert rules.sheets[0].heading == PAGES[game][0][0]


def test_rules_from_a_games_pause_show_that_games_rules(nothing_played):
    """While a First Journey game is played, its pause card's Rules shows First Journey's pages."""
    app = nothing_played
    seats = (Seat("Mia", color=1), Seat("Bot", computer=True, color=0))
    app.stack.apply(Reset(PlayScene(GameConfig("first_journey", seats, first=0, seed=3), pace=0)))
    app.stack.apply(Push(PauseOverlay()))
    rules = rules_from(app, app.stack.top)
    assert rules.game == "first_journey" and not rules.tabs


def test_after_a_restart_the_last_saved_game_chooses_the_tab(nothing_played):
    """The program started again (nothing played yet this session): the menu knows the last game from its
    autosave, and Rules opens on its tab; with no game saved at all, on the first tab."""
    app = nothing_played
    menu = play_then_menu(app, "first_journey")
    app.__dict__.pop("played_style")   # as after a restart: only the saves remember
    assert shown_tab(rules_from(app, menu)) == "first_journey"
    app.autosaver.flush()
    app.saves.file(app.autosaver.name).unlink()
    app.stack.apply(Reset(MenuScene()))
    app.stack.top.last.wait()
    assert shown_tab(rules_from(app, app.stack.top)) == next(iter(PAGES))
