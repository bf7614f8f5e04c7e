"""Read a YAML file that may be anything at all, safely: bounded in size, depth and work, never running code.

A save is small (tens of kilobytes), plain (mappings, lists, strings, numbers) and never uses
YAML's anchors, aliases or tags, so anything else is refused before it is built into Python
objects: an alias bomb or a deeply nested document costs a quick scan, not the memory or the
stack. Only YAML's safe loader builds the document (libyaml's when it is installed: the same
constructors as `yaml.safe_load`, several times faster on a Raspberry Pi).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

MAX_BYTES = 1_000_000     # a whole game's save is about 20 kB; a long 5-player game under 100 kB
MAX_DEPTH = 24            # a save nests 6 levels deep
MAX_EVENTS = 200_000      # a long game's save has about 5,000

PLAIN_TAGS = frozenset(f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq"))

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
SafeDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class BadSave(ValueError):
    """A file that cannot be a save of this game; the message says why in one line."""


def read_yaml(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The plain data of a small YAML file, or BadSave with the reason (size checked before reading)."""
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise BadSave(f"the file is too big to be a save ({_size(size)}; a save is under {_size(max_bytes)})")
        with path.open("rb") as f:
            raw = f.read(max_bytes + 1)
    except FileNotFoundError:
        raise BadSave("the file is not there") from None
    except IsADirectoryError:
        raise BadSave("it is a folder, not a file") from None
    except OSError as err:
        raise BadSave(f"the file cannot be read ({err.strerror or err})") from None
    return parse_yaml(raw, max_bytes)


def parse_yaml(raw: bytes, max_bytes: int = MAX_BYTES) -> Any:
    """Plain data from YAML bytes, or BadSave: not text, not YAML, too big, too deep, aliases or tags."""
    if len(raw) > max_bytes:
        raise BadSave(f"the file is too big to be a save (over {_size(max_bytes)})")
    if not raw.strip():
        raise BadSave("the file is empty")
    if b"\x00" in raw:
        raise BadSave("the file is not text (it holds binary data)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadSave("the file is not text (it is not UTF-8)") from None
    try:
        _scan(text)
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


def _scan(text: str) -> None:
    """Refuse aliases, anchors, tags, deep nesting and huge documents by their parse events alone."""
    depth = events = 0
    for event in yaml.parse(text, Loader=SafeLoader):
        events += 1
        if events > MAX_EVENTS:
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


def _size(n: int) -> str:
    """A byte count in words a person reads: '2.5 MB', '40 kB'."""
    return f"{n / 1e6:.1f} MB" if n >= 1e6 else f"{max(1, round(n / 1e3))} kB"
