"""Strict readers of plain data (saves, house rules): exact types, bounded sizes, one-line reasons.

Each reader returns the value it vouches for or raises ValueError saying what is wrong; sizes
are checked before anything is built, so damaged data costs no more than good data.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.rules.words import BIG, be, brief, count

TEXT = 100  # characters: names and ids are far shorter


def mapping(value: Any, what: str) -> Mapping[Any, Any]:
    """The value if it is a mapping."""
    if type(value) is not dict and not isinstance(value, Mapping):  # dict first: the common case is fast
        raise ValueError(f"{what} should be a mapping, not {brief(value)}")
    return value


def entry(data: Mapping[Any, Any], key: str, what: str) -> Any:
    """data[key], or a reason saying that `what` lacks it."""
    if key not in data:
        raise ValueError(f"{what} has no {key.replace('_', ' ')}")
    return data[key]


def integer(value: Any, what: str) -> int:
    """The value if it is a whole number (not a bool, not a float) of sane size."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} should be a whole number, not {brief(value)}")
    if not -BIG < value < BIG:
        raise ValueError(f"{what} should be a number a game can hold, not a huge number")
    return value


def optional_integer(value: Any, what: str) -> int | None:
    """None, or a whole number as `integer` reads it."""
    return None if value is None else integer(value, what)


def flag(value: Any, what: str) -> bool:
    """The value if it is true or false."""
    if not isinstance(value, bool):
        raise ValueError(f"{what} should be true or false, not {brief(value)}")
    return value


def text(value: Any, what: str, limit: int = TEXT) -> str:
    """The value if it is a text of at most `limit` characters."""
    if not isinstance(value, str):
        raise ValueError(f"{what} should be a text, not {brief(value)}")
    if len(value) > limit:
        raise ValueError(f"{what} has {len(value)} characters, but at most {limit} are allowed")
    return value


def optional_text(value: Any, what: str) -> str | None:
    """None, or a text as `text` reads it."""
    return None if value is None else text(value, what)


def texts(value: Any, what: str, most: int, noun: str, holes: bool = False) -> tuple[Any, ...]:
    """A list of at most `most` short texts (and None entries if `holes`), as a tuple."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} should be a list, not {brief(value)}")
    n = len(value)
    if n > most:
        raise ValueError(f"there {be(n)} {count(n, noun)} in {what}, "
                         f"but the game has {f'only {most}' if most else 'none'}")
    for item in value:
        if not ((isinstance(item, str) and len(item) <= TEXT) or (holes and item is None)):
            raise ValueError(f"there is {brief(item)} in {what} where a {noun} should be")
    return tuple(value)


def counts(value: Any, what: str, names: Sequence[str], noun: str) -> tuple[int, ...]:
    """A mapping of known names to whole numbers, as counts in `names` order (missing names: 0)."""
    named = mapping(value, what)
    for key, n in named.items():  # stops at the first unknown name, so a huge mapping costs nothing
        if key not in names:
            raise ValueError(f"there is {brief(key)} in {what}, which is not a {noun} of this game")
        integer(n, f"the count of {key} in {what}")
    return tuple(named.get(name, 0) for name in names)


def fits(value: Any, like: Any, what: str) -> None:
    """Refuse a value that is not of the same kind as `like` (a house rule and its default)."""
    if isinstance(like, bool):
        flag(value, what)
    elif isinstance(like, int):
        integer(value, what)
    elif isinstance(like, str):
        text(value, what)
    elif isinstance(like, Mapping):
        for key, item in mapping(value, what).items():
            if key not in like:
                offered = ", ".join(sorted(str(k) for k in like)) or "none"
                raise ValueError(f"{what} has no setting {brief(key)} (offered: {offered})")
            fits(item, like[key], f"{what}: {key}")
    elif not isinstance(value, type(like)):
        raise ValueError(f"{what} should be like {brief(like)}, not {brief(value)}")
