"""The player's settings (sound, fullscreen, colour-blind symbols), kept in saves/settings.yaml.

The file is YAML with a schema version, written with yaml.safe_dump through a temporary file
and os.replace, so a crash or a full card mid-write never leaves half a file. Reading never
fails: a missing, broken or strange file gives the defaults, field by field where it can.
"""
from __future__ import annotations

import os
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import yaml

SCHEMA = 1
SETTINGS_PATH = Path(__file__).resolve().parents[1] / "saves" / "settings.yaml"


@dataclass(frozen=True)
class Settings:
    """What the player chose on the settings screen; the defaults suit a first start."""

    volume: float = 0.8
    sound_on: bool = True
    fullscreen: bool = False
    colorblind_symbols: bool = True

    def __post_init__(self) -> None:
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
        return {"schema": SCHEMA, **asdict(self)}

    @classmethod
    def from_data(cls, data: Any) -> "Settings":
        """Settings from plain data; anything missing or of the wrong type keeps its default."""
        if not isinstance(data, dict) or not isinstance(data.get("schema"), int):
            return cls()
        if data["schema"] > SCHEMA or data["schema"] < 1:
            return cls()  # a file from a newer game: its fields may mean something else
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name)
            if f.type == "float" and isinstance(value, (int, float)) and not isinstance(value, bool) \
                    and value == value:  # NaN is not a volume
                values[f.name] = float(value)
            elif f.type == "bool" and isinstance(value, bool):
                values[f.name] = value
        return cls(**values)

    @classmethod
    def load(cls, path: str | Path = SETTINGS_PATH) -> "Settings":
        """Read the settings file; a missing or unreadable one gives the defaults."""
        try:
            text = Path(path).read_text(encoding="utf-8")
            return cls.from_data(yaml.safe_load(text))
        except (OSError, UnicodeError, yaml.YAMLError, ValueError, TypeError):
            return cls()

    def save(self, path: str | Path = SETTINGS_PATH) -> bool:
        """Write the settings atomically; False if the disk refused (the game goes on)."""
        target = Path(path)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=target.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as out:
                    yaml.safe_dump(self.to_data(), out, sort_keys=False)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(tmp, target)
            finally:
                if os.path.exists(tmp):
                    os.unlink(tmp)
        except OSError:
            return False
        return True
