"""The on-screen keyboard for names: a name typed by taps alone reaches the game; Cancel, Back and an
empty name keep the old one; a physical keyboard types there too; every key is a finger large."""
import pygame
import pytest

from game.app import App
from game.scenes.overlays.keyboard import KeyboardOverlay
from game.scenes.menus.title import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.setup.scene import NAME_LENGTH, SetupScene
from game.scenes.stack import Reset
from tests.scenes.test_play_support import Recorder
from tests.scenes.test_screen_sizes import check_targets


def keyboard_for(app, hand, seat=0):
    """From the menu, New game, then a tap on a seat's name: the new-game screen and the keyboard."""
    app.stack.apply(Reset(MenuScene()))
    hand.button("new")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    hand.button(("name", seat))
    assert isinstance(app.stack.top, KeyboardOverlay)
    return setup, app.stack.top


def tap_keys(hand, keys):
    """Tap on-screen keys by their rectangles: a letter, or "space", "erase", "shift"."""
    for key in keys:
        hand.button(("letter", key) if len(key) == 1 else key)


def field_pixels(app, keyboard):
    """The name as drawn now."""
    app.stack.draw(app.screen)
    return pygame.image.tobytes(app.screen.subsurface(keyboard.layout.field), "RGB")


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "finger"])
def test_a_name_typed_by_taps_alone_is_the_players_name_in_the_game(ui_app, devices, touch):
    """Capitals come at the start of each word; the name grows on screen as it is typed; Done gives it to the
    seat, and Start gives it to the game."""
    hand = devices(touch)
    setup, keyboard = keyboard_for(ui_app, hand)
    before = field_pixels(ui_app, keyboard)
    tap_keys(hand, ["z"])
    assert keyboard.text == "Z"   # the old name went at the first key
    after_one = field_pixels(ui_app, keyboard)
    tap_keys(hand, ["o", "e", "space", "l", "x", "erase", "i"])
    assert len({before, after_one, field_pixels(ui_app, keyboard)}) == 3
    hand.button("done")
    assert ui_app.stack.top is setup
    assert setup.seats[0].name == "Zoe Li" and setup.button(("name", 0)).label == "Zoe Li"
    hand.button("start")
    play = next(s for s in ui_app.stack.scenes if isinstance(s, PlayScene))
    assert play.config.seats[0].name == "Zoe Li" and play.table.state.players[0].name == "Zoe Li"


def test_shift_turns_the_next_letter_round_and_names_stop_at_their_length(ui_app, devices):
    """Shift gives a small letter at the start or a capital inside a word, for one letter only;
    a name takes no more than the setup's length."""
    hand = devices(True)
    setup, keyboard = keyboard_for(ui_app, hand)
    assert keyboard.button(("letter", "a")).label == "A"
    tap_keys(hand, ["shift", "d", "e", "shift", "v", "i"])
    assert keyboard.text == "deVi"
    assert keyboard.button(("letter", "a")).label == "a"
    tap_keys(hand, ["a"] * 20)
    assert len(keyboard.text) == NAME_LENGTH
    hand.button("done")
    assert setup.seats[0].name == "deVi" + "a" * (NAME_LENGTH - 4)


@pytest.mark.parametrize("leave", ["cancel", "escape", "empty", "untouched"])
def test_cancel_back_or_no_name_keeps_the_old_name(ui_app, devices, leave):
    """Cancel, Escape, Done on an erased name and Done on the name as it was: the seat keeps its name."""
    hand = devices(True)
    setup, keyboard = keyboard_for(ui_app, hand, seat=1)
    old = setup.seats[1].name
    if leave == "empty":
        tap_keys(hand, ["b", "o", "erase", "erase", "erase"])
        assert keyboard.text == ""
    elif leave != "untouched":
        tap_keys(hand, ["b", "o"])
    if leave == "escape":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
        hand.wait()
    else:
        hand.button("cancel" if leave == "cancel" else "done")
    assert ui_app.stack.top is setup and setup.seats[1].name == old
    assert setup.config().seats[1].name == old


def test_a_physical_keyboard_types_there_and_its_space_bar_is_a_space(ui_app, devices):
    """Typed letters and spaces edit the name (a space bar also means Enter to the screens: here it types);
    Back-space erases; Enter is Done."""
    hand = devices(False)
    setup, keyboard = keyboard_for(ui_app, hand)
    for ch in "Ann Lee":
        if ch == " ":   # SDL sends the key, then the text, in one go
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        hand.wait()
        assert ui_app.stack.top is keyboard
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    hand.wait()
    assert keyboard.text == "Ann Le"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    hand.wait()
    assert ui_app.stack.top is setup and setup.seats[0].name == "Ann Le"


def test_a_usual_name_is_two_taps_and_never_one_another_seat_has(ui_app, devices):
    """The row of usual names: people's for a person, computers' for a computer, without the names taken."""
    hand = devices(True)
    setup, keyboard = keyboard_for(ui_app, hand, seat=1)
    assert keyboard.presets[:3] == ("Mum", "Dad", "Grandma")
    hand.button(("preset", 1))
    assert ui_app.stack.top is setup and setup.seats[1].name == "Dad"
    hand.button(("kind", 0))
    hand.button(("name", 0))
    robots = ui_app.stack.top.presets
    assert robots[0] == "Robo" and "Dad" not in robots
    hand.button(("preset", 0))
    assert [s.name for s in setup.seats] == ["Robo", "Dad"]


@pytest.mark.parametrize("size", [(800, 480), (784, 416), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_key_is_a_finger_large_and_clear_of_the_bottom_corners(tmp_path, size):
    """At the touch display's size (and its largest window) every key, name and button is at least 64 px,
    none overlaps another or lies near a bottom corner, and the usual names fit; on a large screen it grows."""
    pygame.display.quit()
    app = App(saves=tmp_path / "saves", window=size)
    app.sound = Recorder()
    setup = SetupScene("usa")
    app.stack.apply(Reset(setup))
    app.stack.apply(setup.tap(("name", 0)))
    keyboard = app.stack.top
    assert isinstance(keyboard, KeyboardOverlay)
    check_targets(app, keyboard, f"keyboard at {size}")
    rects = [pygame.Rect(r) for _, r in keyboard.targets()]
    assert all(rect.collidelist(rects[i + 1:]) < 0 for i, rect in enumerate(rects)), "keys overlap"
    chips = [b for b in keyboard.row.buttons if b.key[0] == "preset"]
    assert [b.label for b in chips] == list(keyboard.presets)   # all eight usual names
    field = keyboard.layout.field
    assert all(field.bottom <= r.top for r in rects if r.top > field.top)
    if size == (1920, 1080):
        assert keyboard.button(("letter", "q")).rect.h >= 1.5 * 64
    app.stack.scenes.clear()
