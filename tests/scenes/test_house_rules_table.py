"""A family's house rules from the new-game screen to the history, by taps alone: two rules changed on the card,
kept as a named set, a game started with them, left and continued, played to its end; the scores screen and the
games-played screen both say it was played with that set."""
from __future__ import annotations

from game.rules import Phase
from game.scenes.menus.history import HistoryScene
from game.scenes.menus.title import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.scoring.scene import ScoringScene
from game.scenes.stack import Reset
from game.view.text import recording
from tests.scenes.test_house_card import no_sticks, open_card, tap_rule, type_name  # noqa: F401 (a fixture)
from tests.scenes.test_house_shown import drawn, shows
from tests.scenes.test_play_support import answer_overlays, idle, tap
from tests.scenes.test_saves_ui import until

CHOSEN = {"trains": 20, "unfinished_minus": False}


def play_until(app, scene: PlayScene, done, turns: int = 40000) -> None:
    """Ann draws from the deck on each of her turns (the computer plays its own) until `done()`."""
    taken = 0
    while taken < turns:
        if done():
            return
        top = app.stack.top
        if scene.table.thinker.busy:   # the computer's choice comes when it comes: wait for it, a turn is not spent
            scene.table.thinker.wait(60)   # a watchdog far beyond need: only a hang takes this long
            continue
        taken += 1
        if top is scene and scene.my_turn() and scene.table.state.phase in (Phase.TURN, Phase.SECOND_CARD):
            tap(app, scene.button_rect("deck").center)
        elif not answer_overlays(app):
            idle(app)
    raise AssertionError("the game never got there")


def test_two_rules_kept_as_a_set_go_through_a_continued_game_to_the_scores_and_the_history(ui_app, devices):
    """Trains down to 20 and no minus points for unfinished tickets (U1, U10), saved as "Gran rules", both
    second seat made a computer, Start; the game is left for the menu and continued: the same rules and the set's name
    come back from the save; at its end the scores say "Played with Gran Rules", and so does the history."""
    hand = devices(False)
    setup, card = open_card(ui_app, hand)
    tap_rule(hand, card, ("minus", "trains"), 25)
    tap_rule(hand, card, ("switch", "unfinished_minus"))
    assert card.chosen == CHOSEN
    hand.button("sets")
    hand.button("save")
    type_name(hand, "gran rules")
    hand.button("done")
    assert ui_app.stack.top is setup
    hand.button(("kind", 1))
    assert [s.computer for s in setup.config().seats] == [False, True]
    hand.button("start")
    first = ui_app.stack.top
    assert isinstance(first, PlayScene)
    play_until(ui_app, first, lambda: first.table.move_count >= 6)

    ui_app.stack.apply(Reset(MenuScene()))   # leave: the game was written as it went
    ui_app.autosaver.flush()
    ui_app.stack.top.last.wait()
    hand.wait()
    hand.button("continue")
    again = ui_app.stack.top
    assert isinstance(again, PlayScene) and again is not first
    assert again.config.house_name == "Gran Rules"
    assert again.table.state.rules.house_rule_data() == CHOSEN
    assert again.table.state.rules.trains_per_player == 20

    play_until(ui_app, again, lambda: isinstance(ui_app.stack.top, ScoringScene))
    scores = ui_app.stack.top
    scores.skip_all()
    assert shows(drawn(ui_app), "Played with Gran Rules")
    finished = scores.result
    assert all(line.points >= 0 for p in finished.players for line in p.lines if line.kind == "ticket")

    ui_app.stack.apply(Reset(MenuScene()))
    ui_app.autosaver.flush()   # the finished game is written to the history beside its save
    hand.wait()
    with recording() as texts:   # every word the screen draws from the tap on, as its rows come in
        hand.button("history")
        history = ui_app.stack.top
        assert isinstance(history, HistoryScene)
        until(ui_app, lambda: len(history.games) == 1)   # read after the screen's first frame
        hand.wait()
    assert shows([d.fitted for d in texts], "Played with Gran Rules")
