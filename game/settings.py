"""The player's settings (sound, fullscreen, window size, colour-blind symbols), kept in saves/settings.yaml.

The file is YAML with a schema version, written and read as saved games are (game/saves/files.py
and reading.py): whole or not at all, and read with limits on size and depth. Reading and writing
never raise: a missing, broken or strange file gives the defaults, field by field where it can,
and a damaged one (not YAML, not a mapping, no known schema, too deep or too big) is renamed to
settings.damaged.yaml beside it, so the player's next change writes a clean file and nothing is lost.
What is not a file at all (a folder, a named pipe, a device) is never waited on nor renamed: the
game starts with the defaults.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.saves.files import keep_aside, write_atomic
from game.saves.reading import BadSave, NoFile, dump_yaml, read_yaml

SCHEMA = 1
SETTINGS_PATH = Path(__file__).resolve().parents[1] / "saves" / "settings.yaml"
MAX_BYTES = 64 * 1024  # a settings file is about 100 bytes; anything this big is not one


@dataclass(frozen=True)
class Settings:
    """What the player chose on the settings screen; the defaults suit a first start."""

    volume: float = 0.8
    sound_on: bool = True
    voice_on: bool = True     # spoken prompts (First Journey), apart from the sound effects
    fullscreen: bool = False
    colorblind_symbols: bool = True
    replay_moves: bool = True   # a person's turn starts with the others' moves since theirs, replayed briefly
    window: str = ""   # "WxH" of the last window, or "" for the default size
    guided: tuple[str, ...] = ()   # the kinds of game whose guided first turn was offered (once each)

    def window_size(self) -> tuple[int, int] | None:
        """The remembered window size, if it is a sensible one."""
        return parse_size(self.window)

    def __post_init__(self) -> None:
        """Keep the volume within 0..1."""
        object.__setattr__(self, "volume", min(1.0, max(0.0, float(self.volume))))

    @property
    def loudness(self) -> float:
        """The volume to play sounds at: 0 when muted."""
        return self.volume if self.sound_on else 0.0

    def changed(self, **values: Any) -> "Settings":
        """A copy with some values changed (the volume kept within 0..1)."""
        return replace(self, **values)

    def to_data(self) -> dict[str, Any]:
        """The settings as plain data, with the schema version first."""
        return {"schema": SCHEMA, **asdict(self), "guided": list(self.guided)}   # YAML has lists, not tuples

    @classmethod
    def from_data(cls, data: Any) -> "Settings":
        """Settings from plain data; anything missing or of the wrong type keeps its default."""
        if not _known_schema(data):
            return cls()  # no version, or a newer game's file: its fields may mean something else
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name)
            if f.type == "float" and _number(value) is not None:
                values[f.name] = _number(value)
            elif f.type == "bool" and isinstance(value, bool):
                values[f.name] = value
            elif f.type == "tuple[str, ...]" and isinstance(value, list) and all(isinstance(v, str) for v in value):
                values[f.name] = tuple(value)[:16]
            elif f.type == "str" and isinstance(value, str) and parse_size(value) is not None:
                values[f.name] = value
        return cls(**values)

    @classmethod
    def load(cls, path: str | Path = SETTINGS_PATH) -> "Settings":
        """Read the settings file; never raises. Missing or unreadable: defaults; damaged: kept aside."""
        target = Path(path)
        try:
            data = read_yaml(target, MAX_BYTES)
        except NoFile:   # missing, unreadable, or no file at all (a folder, a named pipe): left as it is
            return cls()
        except BadSave:
            data = None
        if not _known_schema(data):
            keep_aside(target)
            return cls()
        return cls.from_data(data)

    def save(self, path: str | Path = SETTINGS_PATH) -> bool:
        """Write the settings atomically; False if the disk refused (the game goes on)."""
        try:
            write_atomic(Path(path), dump_yaml(self.to_data()))
        except (OSError, ValueError):  # ValueError: a path the system cannot name (a NUL byte in it)
            return False
        return True


def parse_size(words: str) -> tuple[int, int] | None:
    """A window size written WxH (e.g. 1280x720), or None if it is not one from 320x240 to 16384x16384."""
    parts = words.lower().replace("×", "x").split("x") if isinstance(words, str) else []
    if len(parts) != 2 or not all(p.strip().isdigit() and len(p.strip()) <= 5 for p in parts):
        return None
    w, h = (int(p) for p in parts)
    return (w, h) if 320 <= w <= 16384 and 240 <= h <= 16384 else None


def _number(value: Any) -> float | None:
    """A volume from the file as a float, or None if it is no ordinary number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = float(value)
    except OverflowError:  # an integer too big for a float
        return None
    return None if math.isnan(number) else number


def _known_schema(data: Any) -> bool:
    """True if the data is a mapping with a schema version this game reads."""
    schema = data.get("schema") if isinstance(data, dict) else None
    return isinstance(schema, int) and not isinstance(schema, bool) and 1 <= schema <= SCHEMA
