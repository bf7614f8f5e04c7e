"""Small values that never change: the places a screen names, the answers of overlays, what the
table publishes, the rules' answers to a screen's questions, the final score.

A value is equal to another of its kind with equal fields, hashable, and printed with its fields:
what a frozen dataclass gives, written out once here because these classes are made as the game
starts, and a frozen dataclass costs a third of a millisecond to make (two dozen of them were a
measurable part of the start-up). The rules' actions and events stay dataclasses: they are
copied with `dataclasses.replace` and read with `fields`.
"""
from __future__ import annotations

from typing import Any


class Value:
    """Base of a small unchanging value; a subclass names its fields in `__slots__` and sets them with `_set`."""

    __slots__: tuple[str, ...] = ()

    def _set(self, **fields: Any) -> None:
        """Give the fields their values (once, in __init__)."""
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} does not change")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} does not change")

    def _fields(self) -> tuple[Any, ...]:
        """The fields' values, in order."""
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Value) and other._fields() == self._fields()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._fields()))

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled by its fields (a copy cannot set them one by one: a value does not change)."""
        return _rebuilt, (type(self), self._fields())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in self.__slots__)})"


def _rebuilt(kind: type[Value], values: tuple[Any, ...]) -> Value:
    """A value of this kind with these fields, in the order of its slots (for copy and pickle)."""
    value = object.__new__(kind)
    for name, field in zip(kind.__slots__, values):
        object.__setattr__(value, name, field)
    return value
