"""The table's options on the new-game screen (Undo, Together): set by a tap of a finger or the mouse,
shown on or off at a glance, given to the game, and kept when the game is saved and taken up again."""
import pygame
import pytest

from game.scenes.menus.title import MenuScene
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Reset


def new_game_screen(app, devices, touch):
    """The menu, then New game, by taps: the new-game screen and the finger or mouse that got there."""
    app.stack.apply(Reset(MenuScene()))
    hand = devices(touch)
    hand.button("new")
    assert isinstance(app.stack.top, SetupScene)
    return app.stack.top, hand


def looks(app, setup, key):
    """The pixels of an option's button as drawn now."""
    app.stack.draw(app.screen)
    return pygame.image.tobytes(app.screen.subsurface(setup.button(key).rect), "RGB")


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "finger"])
def test_each_option_is_switched_by_a_tap_and_looks_switched(ui_app, devices, touch):
    """A tap on Together or Undo switches it in the game that Start makes, and the button looks different."""
    setup, hand = new_game_screen(ui_app, devices, touch)
    hand.button(("game", "usa"))
    assert not setup.config().together and not setup.config().undo_on
    off = {key: looks(ui_app, setup, key) for key in ("undo", "together")}
    hand.button("together")
    hand.button("undo")
    assert setup.config().together and setup.config().undo_on
    for key in ("undo", "together"):
        assert setup.button(key).selected and looks(ui_app, setup, key) != off[key]
    hand.button("together")
    assert not setup.config().together and setup.config().undo_on
    assert looks(ui_app, setup, "together") == off["together"]


def test_undo_follows_the_chosen_game_until_a_player_changes_it(ui_app, devices):
    """Undo is on for First Journey and off for the others, as the game changes; once tapped, it stays."""
    setup, hand = new_game_screen(ui_app, devices, True)
    for game, on in (("usa", False), ("first_journey", True), ("amsterdam", False), ("first_journey", True)):
        hand.button(("game", game))
        assert setup.config().undo_on is on and setup.button("undo").selected is on, game
    assert setup.config().undo is None   # untouched: the game's own default travels with it
    hand.button("undo")                  # off, in First Journey
    for game in ("usa", "first_journey", "amsterdam"):
        hand.button(("game", game))
        assert setup.config().undo is False and not setup.button("undo").selected, game
    hand.button("undo")                  # on, in Amsterdam
    hand.button(("game", "usa"))
    assert setup.config().undo_on and setup.button("undo").selected


def test_the_options_are_kept_when_the_game_is_left_and_continued(ui_app, devices):
    """Two people, together, undo off in First Journey: Start, leave for the menu, Continue. The game
    goes on with the same options, and together means no pass screen even after the restart."""
    setup, hand = new_game_screen(ui_app, devices, False)
    hand.button(("game", "first_journey"))
    hand.button("together")
    hand.button("undo")
    hand.button("start")
    first = ui_app.stack.top
    assert isinstance(first, PlayScene)
    assert first.config.together and first.config.undo is False and not first.config.undo_on
    ui_app.stack.apply(Reset(MenuScene()))   # leave: the game was written from the deal on
    ui_app.autosaver.flush()
    menu = ui_app.stack.top
    menu.last.wait()
    hand.wait()
    hand.button("continue")
    again = ui_app.stack.top
    assert isinstance(again, PlayScene) and again is not first
    assert again.config.together and again.config.undo is False
    assert again.config.seats == first.config.seats and again.table.state == first.table.state
    for _ in range(100):   # the board shows for a moment: then two people would be asked who holds the device
        hand.wait()
        assert not isinstance(ui_app.stack.top, PassOverlay)
    assert ui_app.stack.top is again and again.my_turn() and again.seen.hand_visible()
