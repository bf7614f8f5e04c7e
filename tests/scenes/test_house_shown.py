"""House rules as a player meets them after the deal, at 800 x 480 and 1920 x 1080: the scores and the history
say "Played with Grandma's rules" (or list the rules chosen one by one; nothing for the rulebook's game), the
rules pages tell the game as its table plays it (its numbers, and the house rules first, in plain words) while
the menu's stay the rulebook's, and a game whose board dropped a rule says so before and as it goes on."""
from __future__ import annotations

import game.view.rules_pictures as rules_pictures
from game.config import GameConfig, Seat
from game.saves.history import HISTORY, played
from game.saves.history_writing import record
from game.scenes.menus.history import HistoryScene
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.overlays.rules_help import RulesOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.scoring.scene import ScoringScene
from game.scenes.stack import Push, Reset
from game.view.anim import Banner
from game.view.metrics import MIN_TEXT_PX
from game.view.pointer import Tap
from game.view.text import CUT, recording
from tests.board.test_catalog import family_folder
from tests.saves.test_house_saved import GRANDMA, game_on
from tests.scenes.test_end_board import sized  # noqa: F401 (a fixture: real windows of 800x480 and 1920x1080)

SEATS = (Seat("Ann", color=0), Seat("Bob", computer=True, color=1, level="easy"))
NAMED = GameConfig("usa", SEATS, first=0, seed=4, house_rules=GRANDMA, house_name="Grandma's rules")
LISTED = GameConfig("usa", SEATS, first=0, seed=5, house_rules=GRANDMA)
RULEBOOK = GameConfig("usa", SEATS, first=0, seed=6)


def drawn(app) -> list:
    """Every text the screen draws in two frames (the first makes what is then kept), as fitted."""
    with recording() as texts:
        app.stack.draw(app.screen)
        app.stack.draw(app.screen)
    return [d.fitted for d in texts]


def shows(texts: list, words: str) -> bool:
    """True if these words are drawn whole (on one line or more), at a readable size."""
    return any(words in " ".join(f.lines) and f.how != CUT and f.size >= MIN_TEXT_PX for f in texts)


def scores(app, config: GameConfig) -> ScoringScene:
    """The scores of a game played to its end at this table, every line revealed."""
    scene = ScoringScene(game_on(config, None).state, config)
    app.stack.apply(Reset(scene))
    scene.skip_all()
    return scene


def test_the_scores_say_whose_house_rules_the_game_was_played_with(sized):
    """Grandma's rules by name; rules chosen one by one in a few words; nothing for the rulebook's game. The line
    stays on the Board side of a small screen's switch too."""
    scores(sized, NAMED)
    assert shows(drawn(sized), "Played with Grandma's rules")
    scene = scores(sized, LISTED)
    assert shows(drawn(sized), "Played with house rules: 30 trains, no minus points")
    if scene.layout.tabs:
        scene.press(("tab", "board"))
        assert scene.showing_board() and shows(drawn(sized), "Played with house rules: 30 trains, no minus points")
    scores(sized, RULEBOOK)
    assert not any("Played with" in f.text for f in drawn(sized))


def test_an_unfinished_ticket_without_minus_points_reads_0_on_the_sheet(sized):
    """No minus points: each unfinished ticket's line on the end-of-game sheet says 0, with its cross."""
    scene = scores(sized, NAMED)
    lines = [line for player in scene.lines for line in player if line.mark == "cross"]
    assert lines and all(line.value == "0" for line in lines)
    scene.press(("player", scene.result.players[0].seat))
    assert any(f.text == "0" for f in drawn(sized))


def test_a_golden_ticket_of_another_count_is_named_by_it(sized):
    """Four tickets to win at this table: the scores say "Four tickets done!", not the rulebook's six."""
    for seed in range(80):
        config = GameConfig("first_journey", SEATS, first=0, seed=seed, house_rules={"golden_tickets": 4})
        state = game_on(config, None).state
        if state.result.reason == "golden_ticket":
            break
    else:
        raise AssertionError("no Golden Ticket in 80 games")
    scene = ScoringScene(state, config)
    sized.stack.apply(Reset(scene))
    scene.skip_all()
    assert scene.subtitle().startswith("Four tickets done! · Played with house rules: 4 tickets to win")


def test_the_history_says_whose_house_rules_each_game_was_played_with(sized):
    """The games-played screen: Grandma's rules by name, rules chosen one by one in a few words, nothing for the
    rulebook's game; each line whole."""
    path = sized.saves.file(HISTORY)
    for n, config in enumerate((RULEBOOK, LISTED, NAMED)):
        assert record(path, played(game_on(config, None).state, config, f"{sized.size[0]}-{n}"))
    sized.stack.apply(Reset(HistoryScene()))
    texts = drawn(sized)
    assert shows(texts, "Played with Grandma's rules")
    assert shows(texts, "Played with house rules: 30 trains, no minus points")
    assert sum("Played with" in f.text for f in texts) == 2


def rules_pages(app, scene) -> list[str]:
    """Every screenful of the rules screen on top: its heading and its lines, as drawn."""
    pages = []
    for n in range(len(scene.sheets)):
        scene.page = n
        scene.rebuild()
        texts = drawn(app)
        sheet = scene.sheets[n]
        assert shows(texts, sheet.heading)
        pages.append(" ".join([sheet.heading] + [line for line, _ in sheet.lines]))
    return pages


def test_the_rules_pages_tell_the_game_as_this_table_plays_it(sized, monkeypatch):
    """From the pause of a game with Grandma's rules: first her rules in plain words, then 30 trains each in
    words and in the picture, and no points lost for a ticket not done. From the menu: the rulebook's 45."""
    numbers = []
    real = rules_pictures.label
    monkeypatch.setattr(rules_pictures, "label", lambda words, *a, **k: numbers.append(words) or real(words, *a, **k))
    sized.stack.apply(Reset(PlayScene(NAMED, pace=0)))
    sized.stack.apply(Push(PauseOverlay()))
    pause = sized.stack.top
    sized.stack.handle(Tap(pause.button("rules").rect.center))
    rules = sized.stack.top
    assert isinstance(rules, RulesOverlay)
    pages = rules_pages(sized, rules)
    assert pages[0].startswith("Grandma's rules")
    assert "Trains per player: each player starts with 30 trains." in pages[0]
    assert ("Minus points for unfinished tickets: an unfinished ticket scores nothing, and takes nothing away."
            in " ".join(p for p in pages if p.startswith("Grandma's rules")))
    assert any("Everyone has 30 trains." in p for p in pages)
    assert any("If not, you lose nothing." in p for p in pages)
    assert "30" in numbers and "0" in numbers and not any(n.startswith("-") for n in numbers)
    numbers.clear()
    sized.stack.apply(Reset(MenuScene()))
    sized.stack.apply(Push(RulesOverlay(tab="usa")))
    pages = rules_pages(sized, sized.stack.top)
    assert any("Everyone has 45 trains." in p for p in pages) and "45" in numbers
    assert any(n.startswith("-") for n in numbers)   # a ticket not done takes its points away
    assert not any("Grandma" in p or "30 trains" in p for p in pages)
    assert any("If not, lose them." in p for p in pages)


def test_a_rule_the_board_dropped_is_said_on_the_menu_and_when_the_game_goes_on(sized, tmp_path):
    """The family's board now allows 35 to 45 trains: the menu says so under Continue, in one line; continuing,
    the same line shows over the board and stays in the log beside it; the game plays 45 trains each."""
    folder = family_folder(tmp_path, {"usa": "usa"})
    config = GameConfig("usa", SEATS, first=0, seed=4, house_rules=GRANDMA, house_name="Grandma's rules",
                        map_file=folder / "usa.tmx")
    sized.saves.path.mkdir(parents=True, exist_ok=True)
    saved = game_on(config, 20)
    sized.saves.write(sized.autosaver.name, saved, folder / "usa.tmx")
    rules = folder / "usa.yaml"
    rules.write_text(rules.read_text().replace("trains: {min: 20, max: 45}", "trains: {min: 35, max: 45}"))
    note = "This board no longer allows the house rule Trains per player (30): the rulebook's rule is played"
    sized.stack.apply(Reset(MenuScene()))
    menu = sized.stack.top
    assert menu.last.wait().problem is None
    assert shows(drawn(sized), note + ".")
    sized.stack.handle(Tap(menu.button("continue").rect.center))
    game = next(s for s in sized.stack.scenes if isinstance(s, PlayScene))
    banners = [t for t in game.anim.running if isinstance(t, Banner)]
    assert [b.text for b in banners] == [note] and game.moment.log[0] == note
    assert game.seen.rules.trains_per_player == 45
    sized.stack.apply(Reset(MenuScene()))   # the game is left: it was saved as it goes on, so it is said once
    sized.autosaver.flush()
    again = sized.saves.load(sized.saves.file(sized.autosaver.name))
    assert again.note == "" and again.config.house_rules == {"unfinished_minus": False}
