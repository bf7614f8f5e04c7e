"""Read a board's two files safely: size limits before parsing, and YAML too deep or too big refused.

Each reader reports what is wrong through `report(path, where, what)` and returns None, so the
map checker can print one line per problem and never a traceback.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Callable

import yaml

from game.board.limits import MAX_MAP_BYTES, MAX_RULES_BYTES, MAX_YAML_DEPTH, MAX_YAML_NODES

Report = Callable[[Path, str, str], None]

# libyaml reads events much faster when it is there; the pure-Python parser gives the same events.
_EVENTS = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_OPEN = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSE = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def read_limited(path: Path, limit: int, report: Report) -> bytes | None:
    """The file's bytes, or None with a problem if it cannot be read or is over `limit` bytes."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(limit + 1)  # never more, whatever the file claims to be
    except OSError as err:
        report(path, "", f"cannot be read ({err.strerror or err})")
        return None
    if len(raw) > limit:
        report(path, "", f"is bigger than {limit // 1_000_000} MB; a board's files are much smaller, "
                         "so this is not one")
        return None
    return raw


def parse_xml(tmx: Path, report: Report) -> ET.Element | None:
    """The map's XML tree, or None with a problem saying where it is malformed."""
    raw = read_limited(tmx, MAX_MAP_BYTES, report)
    if raw is None:
        return None
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as err:
        line, col = err.position
        report(tmx, f"line {line}, column {col}", "malformed XML")
        return None
    if root.tag != "map":
        report(tmx, "", f"not a Tiled map (the root element is <{root.tag}>)")
        return None
    return root


def parse_yaml(yml: Path, report: Report) -> dict[str, Any] | None:
    """The rules data beside the map, or None with a problem saying what is wrong."""
    raw = read_limited(yml, MAX_RULES_BYTES, report)
    if raw is None:
        return None
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
    """Why this YAML would be too deep or, aliases expanded, too big to load, or None."""
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
