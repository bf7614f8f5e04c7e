"""Read a YAML file that may be anything at all, safely: bounded in size, depth and work, never running code.

A save is small (tens of kilobytes), plain (mappings, lists, strings, numbers) and never uses
YAML's anchors, aliases or tags, so anything else is refused before it is built into Python
objects: an alias bomb or a deeply nested document costs a quick scan, not the memory or the
stack, and building costs per event, so a save's events are counted first. Only YAML's safe
loader builds the document (libyaml's when it is installed: the same constructors as
`yaml.safe_load`, several times faster on a Raspberry Pi). A file is opened without waiting
(game/safefile.py): a named pipe or a device where a file should be is refused at once.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.safefile import FileRefused, printable, read_bytes, size_words

SAVE_BYTES = 256_000      # a save: a long 5-player game (about 800 moves) is under 100 kB
SAVE_EVENTS = 30_000      # a save's YAML events: 800 moves make about 6,500; parsing costs per event
MAX_BYTES = 1_000_000     # any other YAML read here, unless its reader gives its own limit
MAX_DEPTH = 24            # a save nests 6 levels deep
MAX_EVENTS = 200_000      # any other YAML's events (the history parses 400 games at a time: about 40,000)
REASON = 300              # characters of a reason, at most: one line on a screen or a terminal
BOARD_ID = 200            # characters of a board's id ("usb-maps/usa"), at most

PLAIN_TAGS = frozenset(f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq"))

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
SafeDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class BadSave(ValueError):
    """A file that cannot be a save of this game; the message says why on one printable line."""

    def __init__(self, reason: object = "") -> None:
        super().__init__(printable(reason, REASON) or "it cannot be read")


class NoFile(BadSave):
    """No file to read where one should be (missing, a folder, a named pipe, a device, unreadable):
    a reader leaves such a path as it is, never renaming it as a damaged file."""


def read_yaml(path: Path, max_bytes: int = SAVE_BYTES, max_events: int = SAVE_EVENTS) -> Any:
    """The plain data of a small YAML file, or BadSave with the reason (NoFile when there is no file to read).

    The file is opened without waiting (a named pipe is refused, not waited on) and its size is
    checked before anything is read; the limits default to a save's.
    """
    try:
        raw = read_bytes(path, max_bytes)
    except FileRefused as err:
        if err.size is not None:
            raise BadSave(f"the file is too big to be a save ({size_words(err.size)}; a save is under "
                          f"{size_words(max_bytes)})") from None
        raise NoFile(str(err)) from None
    return parse_yaml(raw, max_bytes, max_events)


def parse_yaml(raw: bytes, max_bytes: int = MAX_BYTES, max_events: int = MAX_EVENTS) -> Any:
    """Plain data from YAML bytes, or BadSave: not text, not YAML, too big, too many events, too deep,
    aliases or tags."""
    if len(raw) > max_bytes:
        raise BadSave(f"the file is too big to be a save (over {size_words(max_bytes)})")
    if not raw.strip():
        raise BadSave("the file is empty")
    if b"\x00" in raw:
        raise BadSave("the file is not text (it holds binary data)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadSave("the file is not text (it is not UTF-8)") from None
    try:
        _scan(text, max_events)
        return yaml.load(text, Loader=SafeLoader)  # noqa: S506 (the safe loader: plain data only)
    except BadSave:
        raise
    except yaml.YAMLError as err:
        if "nesting depth" in str(getattr(err, "problem", "")):  # newer libyaml stops deep nesting itself
            raise BadSave(f"the file is nested more than {MAX_DEPTH} levels deep; no save is") from None
        mark = getattr(err, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise BadSave(f"the file is not valid YAML{where} (it may have been cut short)") from None
    except (ValueError, RecursionError, OverflowError):  # e.g. an integer of thousands of digits
        raise BadSave("the file holds a value no save could hold") from None


def _scan(text: str, max_events: int) -> None:
    """Refuse aliases, anchors, tags, deep nesting and huge documents by their parse events alone."""
    depth = events = 0
    for event in yaml.parse(text, Loader=SafeLoader):
        events += 1
        if events > max_events:
            raise BadSave("the file holds far more than any save")
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise BadSave("the file uses YAML references (anchors or aliases), which saves never contain")
        tag = getattr(event, "tag", None)
        if tag is not None and tag not in PLAIN_TAGS:
            what = "asks to run Python code" if "python" in tag else f"uses the YAML tag {tag[:40]!r}"
            raise BadSave(f"the file {what}; saves hold plain data only")
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise BadSave(f"the file is nested more than {MAX_DEPTH} levels deep; no save is")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


def dump_yaml(data: Any) -> str:
    """Plain data as YAML text, with the safe dumper only, keys in the order given."""
    return yaml.dump(data, Dumper=SafeDumper, sort_keys=False, allow_unicode=True, width=100)


def board_id(value: Any) -> str | None:
    """The value if it can be a board's id as the catalog makes them ("usa", "usb-maps/usa"), else None:
    printable characters on one line, a map's name with at most one folder before it, neither part
    empty, hidden or padded with spaces."""
    if not isinstance(value, str) or not 0 < len(value) <= BOARD_ID or not value.isprintable():
        return None
    parts = value.split("/")
    if len(parts) > 2 or any(not p or p != p.strip() or p.startswith(".") or "\\" in p for p in parts):
        return None
    return value
