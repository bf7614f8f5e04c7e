"""The games played: every finished game with a person at the table, kept in saves/history.yaml.

One entry per finished game: when it ended, which game and its title, the players (name, person
or computer and its level, colour), each final score as the game's rules score it (points, or in
First Journey the tickets completed, F8) and the winners. The game's id is kept too, so a game is
recorded once however often it ends again (a finished game loaded from a save). Demo games, where
every seat is a computer, are not recorded: the history is the family's. Only the last KEEP games
are kept.

The file is YAML with a schema version, written whole (files.write_atomic) and read with the
limits every save is read with (reading.py). Nothing here raises to the game: a missing file is an
empty history; a damaged one is renamed to history.damaged.yaml beside it (nothing is lost) and
the history starts empty; a folder that cannot be written only means the game is not recorded.
Uses the rules only, and only when a game is recorded: the history screen reads the file without them.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.saves.files import keep_aside, write_atomic
from game.saves.reading import BadSave, dump_yaml, read_yaml

if TYPE_CHECKING:
    from game.config import GameConfig
    from game.rules import GameState

HISTORY = "history.yaml"
SCHEMA = 1
KEEP = 500               # games kept; the oldest go first
TRIM = 50                # games added at the end before the file is cut back to KEEP
MAX_BYTES = 4_000_000    # 500 games of five players are about 300 kB; names may be long
STAMP = "%Y-%m-%d %H:%M:%S"


@dataclass(frozen=True)
class Player:
    """One seat of a finished game: who played it and how they scored."""

    name: str
    computer: bool
    level: str          # the computer's level ("" for a person)
    color: int          # index into game.view.palette.PLAYER_COLORS
    score: int          # points, or tickets completed where the game counts tickets
    tickets: int        # tickets completed


@dataclass(frozen=True)
class Played:
    """One finished game as the history keeps it."""

    game_id: str
    finished: str                 # local time, "2026-11-24 14:05:00"
    game: str                     # the board's id (its map's name: game/board/catalog.py)
    title: str
    counts_tickets: bool          # the score is the tickets completed, not points (F8)
    players: tuple[Player, ...]
    winners: tuple[int, ...]      # seats

    @property
    def when(self) -> datetime | None:
        """The moment the game ended, if the file says it plainly."""
        try:
            return datetime.strptime(self.finished, STAMP)
        except ValueError:
            return None

    def to_data(self) -> dict[str, Any]:
        """The game as plain data for the file."""
        return {"id": self.game_id, "finished": self.finished, "game": self.game, "title": self.title,
                "score": "tickets" if self.counts_tickets else "points", "winners": list(self.winners),
                "players": [{"name": p.name, "kind": "computer" if p.computer else "person",
                             **({"level": p.level} if p.computer else {}), "color": p.color,
                             "score": p.score, "tickets": p.tickets} for p in self.players]}

    @classmethod
    def from_data(cls, data: Any) -> Played | None:
        """A game from the file's data, or None if the entry is not one (a hand-edited file)."""
        if not isinstance(data, dict) or not isinstance(data.get("players"), list) or not data["players"]:
            return None
        players = tuple(_player(p) for p in data["players"])
        winners = data.get("winners")
        if None in players or not isinstance(winners, list) or not all(_whole(w) for w in winners):
            return None
        words = [data.get(k) for k in ("id", "finished", "game", "title")]
        if not all(isinstance(w, str) for w in words):
            return None
        return cls(*words, data.get("score") == "tickets", players,   # type: ignore[arg-type]
                   tuple(w for w in winners if 0 <= w < len(players)))


def _player(data: Any) -> Player | None:
    """One player of an entry, or None if it is not one."""
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        return None
    numbers = [data.get(k, 0) for k in ("color", "score", "tickets")]
    if not all(_whole(n) for n in numbers):
        return None
    level = data.get("level", "")
    return Player(data["name"], data.get("kind") == "computer", level if isinstance(level, str) else "", *numbers)


def _whole(value: Any) -> bool:
    """True for a plain whole number of a sensible size (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 1_000_000


def played(state: GameState, config: GameConfig, game_id: str, when: datetime | None = None) -> Played | None:
    """The history entry of a finished game; None if it is not over or no person played (a demo)."""
    if not state.over or all(seat.computer for seat in config.seats):
        return None
    from game.rules.scoring import final_score   # the rules are loaded only when a game is recorded
    result = state.result or final_score(state, state.end or "")
    players = tuple(Player(p.name, seat.computer, seat.level if seat.computer else "", seat.color, p.total,
                           p.completed_tickets) for p, seat in zip(result.players, config.seats))
    return Played(game_id, (when or datetime.now()).strftime(STAMP), config.game, state.board.title,
                  state.rules.score_by == "completed_tickets", players, tuple(result.winners))


@dataclass
class History:
    """The games in the file, oldest first, and anything the player should know about the file."""

    games: list[Played] = field(default_factory=list)
    kept_aside: Path | None = None   # a damaged file was renamed to this (the history started again)
    problem: str | None = None       # why the file could not be used, in words
    raw: list[Any] = field(default_factory=list)   # every entry as read, written back as it was

    @property
    def newest_first(self) -> list[Played]:
        """The games, the last one played first."""
        return self.games[::-1]

    def wins(self) -> dict[str, int]:
        """How many games each name has won, most first (names of people and computers alike)."""
        counts: dict[str, int] = {}
        for game in self.games:
            for seat in game.winners:
                name = game.players[seat].name
                counts[name] = counts.get(name, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def read_history(path: Path) -> History:
    """The history in the file; never raises. Missing: empty. Damaged: kept aside, empty. Newer: left alone."""
    try:
        data = read_yaml(path, MAX_BYTES)
    except BadSave as err:
        if not path.exists() and not path.is_symlink():
            return History()
        return _damaged(path, str(err))
    schema = data.get("schema") if isinstance(data, dict) else None
    if _whole(schema) and schema > SCHEMA:
        return History(problem="the history was written by a newer version of the game; it is left as it is")
    if schema != SCHEMA or not isinstance(data.get("games"), list):
        return _damaged(path, "the file is not a history of games")
    raw = data["games"][-KEEP:]   # a file may run up to TRIM games over before it is cut back
    games = [g for g in (Played.from_data(entry) for entry in raw) if g is not None]
    return History(games=games, raw=raw)


def _damaged(path: Path, why: str) -> History:
    """A damaged history, renamed to history.damaged.yaml (or -2, -3 ...) beside it so nothing is lost."""
    spare = keep_aside(path)
    if spare is None:
        return History(problem=f"the history cannot be read ({why})")
    return History(kept_aside=spare, problem=f"the history could not be read ({why}); it was kept as {spare.name}")


def record(path: Path, game: Played) -> bool:
    """Add a finished game to the history file; False if it was there already or cannot be written.

    The file's games are its last block list, so a new game is added at its end without reading the
    rest: the end of a game costs the same with five games behind it or five hundred. The whole file
    is read and written again only when it is new, strange, or has grown well past KEEP games.
    """
    head = _plain_head(path)
    if head is not None:
        lines = head.splitlines()
        if any(_names_id(line, game.game_id) for line in lines):
            return False
        if sum(line.startswith("- id:") for line in lines) < KEEP + TRIM:
            return _append(path, dump_yaml([game.to_data()]))
    return _rewrite(path, game)


def _plain_head(path: Path) -> str | None:
    """The file's text if it is a history this version wrote and ends cleanly; else None (read it whole)."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError:
        return None
    if len(raw) > MAX_BYTES or not raw.startswith(f"schema: {SCHEMA}\ngames:\n".encode()) or not raw.endswith(b"\n"):
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _names_id(line: str, game_id: str) -> bool:
    """True if a line of the file is an entry's id line for this game (its id plain or quoted)."""
    return line.startswith("- id:") and line[5:].strip().strip("'\"") == game_id


def _append(path: Path, text: str) -> bool:
    """Add one game's lines at the end of the file, in one write, and make sure they reached the disk."""
    try:
        with open(path, "ab") as f:
            f.write(text.encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
    except OSError:   # a full or read-only disk: the game is simply not recorded
        return False
    return True


def _rewrite(path: Path, game: Played) -> bool:
    """Read the whole history, add the game, keep the last KEEP games and write it all again."""
    history = read_history(path)
    if history.problem is not None and history.kept_aside is None:
        return False   # a newer game's history, or a damaged one that could not be moved: left untouched
    if any(isinstance(e, dict) and e.get("id") == game.game_id for e in history.raw):
        return False
    entries = [*history.raw, game.to_data()][-KEEP:]
    text = f"schema: {SCHEMA}\ngames:\n" + "".join(dump_yaml([entry]) for entry in entries)
    try:
        write_atomic(path, text)
    except (OSError, ValueError):   # a full or read-only disk: the game is simply not recorded
        return False
    return True
