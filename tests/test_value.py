"""Small unchanging values (game/value.py): equal by fields, hashable, unchangeable, and copied or pickled whole."""
from __future__ import annotations

import copy
import pickle

import pytest

from game.scenes.places import Game, Menu, Setup
from game.scenes.stack import Pop, Push, Quit


def answer() -> Pop:
    return Pop(Push(Game("usa", pace=0.5)))


def test_values_are_equal_by_kind_and_fields() -> None:
    assert Game("usa", 1.0) == Game("usa", 1.0)
    assert Game("usa", 1.0) != Game("usa", 0.5)
    assert Setup("usa") != Game("usa")           # another kind is never equal
    assert Menu() == Menu() and hash(Menu()) == hash(Menu())
    assert len({Setup("usa"), Setup("usa"), Setup("amsterdam")}) == 2
    assert answer() == answer() and hash(answer()) == hash(answer())
    assert Quit() == Quit() and Pop() != Pop(1)


def test_a_value_does_not_change() -> None:
    place = Game("usa", 1.0)
    with pytest.raises(AttributeError):
        place.pace = 0.5   # type: ignore[misc]
    with pytest.raises(AttributeError):
        del place.config
    assert place.pace == 1.0


def test_defaults_and_words() -> None:
    assert Pop().result is None and Game("usa").pace is None
    assert repr(Game("usa", 0.5)) == "Game(config='usa', pace=0.5)"


@pytest.mark.parametrize("again", [copy.copy, copy.deepcopy, lambda v: pickle.loads(pickle.dumps(v))])
def test_copies_and_pickles_are_equal(again) -> None:
    value = answer()
    other = again(value)
    assert other == value and type(other) is Pop
    assert other.result.scene.config == "usa" and other.result.scene.pace == 0.5
    with pytest.raises(AttributeError):
        other.result = None
