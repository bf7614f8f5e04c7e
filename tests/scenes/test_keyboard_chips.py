"""The keyboard's usual names stay where they were: a name another seat has keeps its slot, greyed and not
tappable, so a second tap where "Dad" was still gives "Dad"."""
import pygame
import pytest

from game.scenes.overlays.keyboard import KeyboardOverlay
from game.scenes.menus.title import MenuScene
from game.scenes.setup.seats import PEOPLE
from game.scenes.stack import Push, Reset
from tests.scenes.test_keyboard import keyboard_for


def chip(keyboard, name):
    """The chip of a usual name on the keyboard on screen."""
    return next(b for b in keyboard.row.buttons if b.key[0] == "preset" and b.label == name)


def chip_pixels(app, keyboard, name):
    """The chip as drawn now."""
    app.stack.draw(app.screen)
    return pygame.image.tobytes(app.screen.subsurface(chip(keyboard, name).rect), "RGB")


def open_keyboard(app, taken):
    """A keyboard over the menu offering the people's usual names, with these taken by other seats."""
    app.stack.apply(Reset(MenuScene()))
    app.stack.apply(Push(KeyboardOverlay("Anna", PEOPLE, 12, None, frozenset(taken))))
    return app.stack.top


def test_a_taken_name_keeps_its_slot_greyed_and_a_tap_there_does_nothing(ui_app, devices):
    """Every chip is where it was with nothing taken; the taken one looks different and a tap on it neither
    closes the keyboard nor names anyone; a tap where "Dad" was gives "Dad"."""
    hand = devices(True)
    free = open_keyboard(ui_app, ())
    places = {b.label: b.rect.copy() for b in free.row.buttons if b.key[0] == "preset"}
    free_mum = chip_pixels(ui_app, free, "Mum")
    keyboard = open_keyboard(ui_app, {"Mum"})
    assert {b.label: b.rect for b in keyboard.row.buttons if b.key[0] == "preset"} == places
    assert chip_pixels(ui_app, keyboard, "Mum") != free_mum   # greyed
    hand.tap(places["Mum"].center)
    assert ui_app.stack.top is keyboard and keyboard.text == "Anna"
    hand.tap(places["Dad"].center)
    assert ui_app.stack.top is not keyboard
    assert isinstance(ui_app.stack.top, MenuScene)


def test_the_second_seat_taps_where_dad_was_and_is_dad(ui_app, devices):
    """On the new-game screen the first seat takes "Mum"; the second seat's keyboard shows every usual name
    where the first one's did, "Mum" greyed, and a tap where "Dad" was names the second seat "Dad"."""
    hand = devices(True)
    setup, first = keyboard_for(ui_app, hand, seat=0)
    dad = chip(first, "Dad").rect.copy()
    hand.tap(chip(first, "Mum").rect.center)
    assert setup.seats[0].name == "Mum"
    hand.button(("name", 1))
    second = ui_app.stack.top
    assert isinstance(second, KeyboardOverlay) and not chip(second, "Mum").enabled
    hand.tap(dad.center)
    assert ui_app.stack.top is setup and [s.name for s in setup.seats[:2]] == ["Mum", "Dad"]
