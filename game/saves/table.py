"""The last table set up for each game (names, colours, kinds, levels, who starts, options, house rules and the
name of their set), in saves/table.yaml.

The new-game screen opens with the game started last and its seats as they were; choosing
another game brings that game's own last table. The file is YAML with a schema version,
written whole (game/saves/files.py) and read with limits (game/saves/reading.py) like the
settings. Reading never raises: a missing or strange file gives no tables, and a damaged one
(not YAML, not a mapping, no known schema) is renamed to table.damaged.yaml beside it; what is
not a file at all (a folder, a named pipe) is left as it is. Here only the file's shape is
checked, names made printable on one line; the new-game screen fits a table to what it offers
(player counts, colours, levels, a board that can still be played).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.config import GameConfig, Seat
from game.saves.files import keep_aside, write_atomic
from game.safefile import printable
from game.saves.reading import BadSave, NoFile, board_id, dump_yaml, read_yaml

TABLE_FILE = "table.yaml"
SCHEMA = 1
MAX_BYTES = 64 * 1024   # a table of every game is under 2 kB
MOST_SEATS = 8          # more seats than any game has: not a table
LONGEST = 40            # characters of a player's name, at most
SET_NAME = 40           # characters of a house-rules set's name kept


@dataclass(frozen=True)
class Tables:
    """The last table of each game (its seed left out), and the game started last."""

    last: str | None = None
    games: dict[str, GameConfig] = field(default_factory=dict)

    def with_table(self, config: GameConfig) -> "Tables":
        """These tables with `config` as its game's last table and the game started last."""
        return Tables(config.game, {**self.games, config.game: replace(config, seed=0)})

    def to_data(self) -> dict[str, Any]:
        """The tables as plain data, with the schema version first."""
        return {"schema": SCHEMA, "last": self.last,
                "games": {game: _table_data(config) for game, config in self.games.items()}}


def load_tables(path: Path) -> Tables:
    """The tables in the file; never raises. Missing or unreadable: none; damaged: kept aside, none."""
    try:
        data = read_yaml(path, MAX_BYTES)
    except NoFile:   # missing, unreadable, or no file at all (a folder, a named pipe): left as it is
        return Tables()
    except BadSave:
        data = None
    schema = data.get("schema") if isinstance(data, dict) else None
    if type(schema) is not int or not 1 <= schema <= SCHEMA:   # damaged, or a newer game's file
        keep_aside(path)
        return Tables()
    games = data.get("games") if isinstance(data.get("games"), dict) else {}
    tables = {game: config for game, raw_table in games.items()
              if (config := _table(game, raw_table)) is not None}
    last = data.get("last")
    return Tables(last if last in tables else None, tables)


def save_tables(path: Path, tables: Tables) -> bool:
    """Write the tables atomically; False if the disk refused (the game goes on, unremembered)."""
    try:
        write_atomic(path, dump_yaml(tables.to_data()))
    except (OSError, ValueError):   # ValueError: a path the system cannot name
        return False
    return True


def _table_data(config: GameConfig) -> dict[str, Any]:
    """One game's table as plain data."""
    return {"seats": [{"name": s.name, "computer": s.computer, "color": s.color, "level": s.level}
                      for s in config.seats],
            "first": config.first, "undo": config.undo, "together": config.together,
            "house_rules": dict(config.house_rules),
            **({"house_name": config.house_name} if config.house_name else {}),
            **({} if config.map_file is None else {"map": str(config.map_file)})}


def _table(game: Any, raw: Any) -> GameConfig | None:
    """One game's table from the file, or None if its seats are not seats; other odd fields get defaults."""
    if board_id(game) is None or not isinstance(raw, dict):
        return None
    seats = _seats(raw.get("seats"))
    if seats is None:
        return None
    first, undo, together, house = raw.get("first"), raw.get("undo"), raw.get("together"), raw.get("house_rules")
    where = raw.get("map")   # a board outside maps/: where it was (the new-game screen checks it is still there)
    return GameConfig(game, seats, map_file=Path(where) if isinstance(where, str) and "\0" not in where else None,
                      first=first if type(first) is int else None,
                      undo=undo if isinstance(undo, bool) else None,
                      together=together if isinstance(together, bool) else False,
                      house_rules=house if isinstance(house, dict) and all(isinstance(k, str) for k in house) else {},
                      house_name=house_name(raw.get("house_name")))


def house_name(raw: Any) -> str:
    """A house-rules set's name as a save or a table keeps it: printable on one line ('' if it is none)."""
    return printable(raw, SET_NAME) if isinstance(raw, str) and 0 < len(raw) <= 4 * SET_NAME else ""


def _seats(raw: Any) -> tuple[Seat, ...] | None:
    """The seats of a table, or None if any is not a seat (a name, a kind, a colour number, a level)."""
    if not isinstance(raw, list) or not 0 < len(raw) <= MOST_SEATS:
        return None
    seats = []
    for s in raw:
        if not isinstance(s, dict):
            return None
        name, computer, color, level = s.get("name"), s.get("computer"), s.get("color"), s.get("level")
        if not (isinstance(name, str) and len(name) <= LONGEST and isinstance(computer, bool)
                and type(color) is int and 0 <= color < 100 and isinstance(level, str) and len(level) <= LONGEST):
            return None
        seats.append(Seat(printable(name, LONGEST), computer, color, printable(level, LONGEST)))
    return tuple(seats)
