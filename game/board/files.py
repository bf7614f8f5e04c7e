"""Read a board's files safely: regular files of bounded size, XML and YAML parsed with limits.

Each reader reports what is wrong through `report(path, where, what)` and returns None, so the
map checker can print one line per problem and never a traceback.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Callable

import yaml

from game.board.counts import MAX_TITLE_CHARS, MAX_YAML_TEXT
from game.board.limits import MAX_RULES_BYTES, MAX_YAML_DEPTH, MAX_YAML_NODES
from game.safefile import FileRefused, printable, read_bytes

Report = Callable[[Path, str, str], None]

# libyaml reads events much faster when it is there; the pure-Python parser gives the same events.
_EVENTS = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_OPEN = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSE = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def read_limited(path: Path, limit: int, report: Report, fix: str = "") -> bytes | None:
    """The file's bytes, or None with a problem if it is no regular file, cannot be read or is over `limit` bytes.

    Read through game/safefile: a named pipe, a device or a folder in a file's place is refused at
    once (never waited on), and never more than `limit` bytes are read, whatever the file claims.
    """
    try:
        return read_bytes(path, limit)
    except FileRefused as err:
        if err.size is not None:
            report(path, "", f"is bigger than {limit // 1_000_000} MB; a board's files are much smaller, "
                             "so this is not one")
        else:
            report(path, "", f"cannot be read: {err}" + (f"; {fix}" if fix else ""))
        return None


def parse_xml(path: Path, raw: bytes, tag: str, report: Report) -> ET.Element | None:
    """The XML tree of a map or tileset read before, or None with a problem saying where it is malformed."""
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as err:
        line, col = err.position
        report(path, f"line {line}, column {col}", "malformed XML; open it in Tiled, fix what Tiled shows and save it")
        return None
    if root.tag != tag:
        report(path, "", f"not a Tiled {'map' if tag == 'map' else 'tileset'} "
                         f"(the root element is <{printable(root.tag, 40)}>)")
        return None
    return root


def parse_yaml(yml: Path, report: Report) -> dict[str, Any] | None:
    """The rules data beside the map, or None with a problem saying what is wrong."""
    raw = read_limited(yml, MAX_RULES_BYTES, report, "put the board's rules file (.yaml) here")
    return None if raw is None else parse_rules(yml, raw, report)


def parse_rules(yml: Path, raw: bytes, report: Report) -> dict[str, Any] | None:
    """The rules data from the bytes of the rules file, or None with a problem saying what is wrong."""
    try:
        text = raw.decode("utf-8")
        shape = yaml_shape_problem(text)
        data = None if shape else yaml.safe_load(text)
    except yaml.YAMLError as err:
        if "nesting depth" in str(getattr(err, "problem", "")):  # newer libyaml stops deep nesting itself
            report(yml, "", f"is nested more than {MAX_YAML_DEPTH} levels deep; rules files need only a few")
            return None
        mark = getattr(err, "problem_mark", None)
        report(yml, f"line {mark.line + 1}, column {mark.column + 1}" if mark else "", "malformed YAML")
        return None
    except (UnicodeDecodeError, ValueError, RecursionError) as err:  # ValueError: a 5000-digit number
        report(yml, "", f"cannot be read ({str(err).split(';')[0]})")
        return None
    if shape:
        report(yml, "", shape)
        return None
    if not isinstance(data, dict):
        report(yml, "", "must be a mapping of rule settings")
        return None
    return data


def yaml_shape_problem(text: str) -> str | None:
    """Why this YAML would be too deep, hold words too long or, aliases expanded, be too big to load, or None."""
    # Only the parser's events are read, without recursion: open collections give the depth, and
    # nodes are counted as aliases would expand them, since the board walks its settings to freeze them.
    sizes: dict[str, int] = {}
    stack: list[list[Any]] = [[None, 0]]  # per open collection: its anchor, its nodes so far
    for event in yaml.parse(text, Loader=_EVENTS):
        if isinstance(event, _OPEN):
            stack.append([event.anchor, 1])
        elif isinstance(event, yaml.AliasEvent) and any(frame[0] == event.anchor for frame in stack):
            return f"the value &{event.anchor} contains itself (through *{event.anchor})"
        elif isinstance(event, (*_CLOSE, yaml.AliasEvent, yaml.ScalarEvent)):
            _count(event, stack, sizes)
        if isinstance(event, yaml.ScalarEvent) and len(event.value) > MAX_YAML_TEXT:
            return (f"line {event.start_mark.line + 1}: a value is {len(event.value)} characters long; a rules "
                    f"file's words are at most {MAX_YAML_TEXT} characters (a title at most {MAX_TITLE_CHARS}): "
                    "shorten it")
        if len(stack) - 1 > MAX_YAML_DEPTH:
            return f"is nested more than {MAX_YAML_DEPTH} levels deep; rules files need only a few"
        if stack[-1][1] > MAX_YAML_NODES:
            return f"holds more than {MAX_YAML_NODES} values once its aliases (*name) are expanded"
    return None


def _count(event: yaml.Event, stack: list[list[Any]], sizes: dict[str, int]) -> None:
    """Add a finished node (a scalar, an alias or a closed collection) to the collection around it."""
    if isinstance(event, _CLOSE):
        anchor, nodes = stack.pop()
    elif isinstance(event, yaml.AliasEvent):
        anchor, nodes = None, sizes.get(event.anchor, 1)
    else:
        anchor, nodes = event.anchor, 1
    if anchor:
        sizes[anchor] = nodes
    stack[-1][1] += nodes
