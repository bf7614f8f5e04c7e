"""The games played: every finished game with a person at the table, kept in saves/history.yaml.

One entry per finished game: when it ended, which game and its title, the players (name, person
or computer and its level, colour), each final score as the game's rules score it (points, or in
First Journey the tickets completed, F8) and the winners; a game played with house rules keeps them
too, with their set's name and the few words the screen shows ("30 trains, no minus points"). The game's id is kept too, so a game is
recorded once however often it ends again (a finished game loaded from a save). Demo games, where
every seat is a computer, are not recorded: the history is the family's. Every game is kept.

The files are YAML with a schema version. A game is added at the end of history.yaml (the file
locked meanwhile, so two copies of the game never mix their lines); once that holds ROLL games it is
renamed, whole, to history-1.yaml (then -2, -3 ...) and a new one begins, so recording a game never
rewrites a big file. Reading (history_reading.py) shows the newest games at once and the older ones
as they are read. Nothing here raises to the game: a missing file is an empty history; a damaged
one is renamed to history.damaged.yaml beside it (nothing is lost) and a new one begins; a folder
that cannot be written only means the game is not recorded. Uses the rules only, and only when a
game is recorded: the history screen reads the files without them.
"""
from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator

from game.background import Background
from game.safefile import FileRefused, printable, read_bytes
from game.saves.files import keep_aside
from game.saves.reading import BadSave, parse_yaml

if TYPE_CHECKING:
    from game.config import GameConfig
    from game.rules import GameState

HISTORY = "history.yaml"
SCHEMA = 1
ROLL = 500               # games in history.yaml before it is renamed to an older-games file
FILE_BYTES = 16_000_000  # a file read at most: 500 games of five players are about 300 kB, 5,000 games 4 MB
CHUNK = 400              # games parsed at a time (a parse is bounded in work: reading.MAX_EVENTS)
HEAD = f"schema: {SCHEMA}\ngames:\n".encode()
STAMP = "%Y-%m-%d %H:%M:%S"
NAME = 40                # characters of a player's name or level shown (a save allows no longer name)
TEXT = 200               # characters of a game's id, date, board or title kept from the file
OLDER_NAME = re.compile(r"history-(\d{1,6})\.yaml")
HOUSE_WORDS = 20         # a house rule's words kept from the file, at most (the game has 14 rules)


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
    house_name: str = ""          # the family's set of house rules it was played with ("" : none, or changed)
    house: tuple[str, ...] = ()   # each house rule in force, in a few words (game/saves/house_words.py)
    house_rules: dict[str, Any] = field(default_factory=dict, compare=False)   # the same rules as data

    @property
    def played_with(self) -> str:
        """'Played with Grandma's rules', or with the house rules in words; '' for a game by the rulebook."""
        return played_with(self.house_name, self.house)

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
                             "score": p.score, "tickets": p.tickets} for p in self.players],
                **({"house": {"name": self.house_name, "rules": dict(self.house_rules), "words": list(self.house)}}
                   if self.house else {})}

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
        words = [printable(w, TEXT) for w in words]   # shown on the screen: one line, no control characters
        name, house, rules = _house(data.get("house"))
        return cls(*words, data.get("score") == "tickets", players,   # type: ignore[arg-type]
                   tuple(w for w in winners if 0 <= w < len(players)), name, house, rules)


def played_with(name: str, words: tuple[str, ...] | list[str]) -> str:
    """'Played with Grandma's rules', 'Played with house rules: 30 trains, no minus points', or '' when the game
    was played by the rulebook (`words`: each house rule in force, in a few words)."""
    if not words:
        return ""
    return f"Played with {name}" if name else "Played with house rules: " + ", ".join(words)


def _house(data: Any) -> tuple[str, tuple[str, ...], dict[str, Any]]:
    """An entry's house rules: their set's name, their words and the rules as data (none if not readable)."""
    if not isinstance(data, dict) or not isinstance(data.get("words"), list):
        return "", (), {}
    words = tuple(printable(w, NAME) for w in data["words"][:HOUSE_WORDS] if isinstance(w, str) and w)
    name, rules = data.get("name"), data.get("rules")
    return (printable(name, NAME) if isinstance(name, str) else "", words,
            rules if isinstance(rules, dict) and all(isinstance(k, str) for k in rules) else {})


def _player(data: Any) -> Player | None:
    """One player of an entry, or None if it is not one."""
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        return None
    numbers = [data.get(k, 0) for k in ("color", "score", "tickets")]
    if not all(_whole(n) for n in numbers):
        return None
    level = data.get("level", "")
    return Player(printable(data["name"], NAME), data.get("kind") == "computer",
                  printable(level, NAME) if isinstance(level, str) else "", *numbers)


def _whole(value: Any) -> bool:
    """True for a plain whole number of a sensible size (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 1_000_000


def played(state: GameState, config: GameConfig, game_id: str, when: datetime | None = None) -> Played | None:
    """The history entry of a finished game; None if it is not over or no person played (a demo)."""
    if not state.over or all(seat.computer for seat in config.seats):
        return None
    from game.rules.scoring import final_score   # the rules are loaded only when a game is recorded
    from game.saves.house_words import short
    result = state.result or final_score(state, state.end or "")
    players = tuple(Player(p.name, seat.computer, seat.level if seat.computer else "", seat.color, p.total,
                           p.completed_tickets) for p, seat in zip(result.players, config.seats))
    house = short(state.rules)
    return Played(game_id, (when or datetime.now()).strftime(STAMP), config.game, state.board.title,
                  state.rules.score_by == "completed_tickets", players, tuple(result.winners),
                  config.house_name if house else "", house, state.rules.house_rule_data())


def older_files(path: Path) -> list[Path]:
    """The older-games files beside history.yaml, oldest first (history-1.yaml, history-2.yaml ...)."""
    try:
        names = [(int(m.group(1)), p) for p in path.parent.iterdir() if (m := OLDER_NAME.fullmatch(p.name))]
    except OSError:
        return []
    return [p for _, p in sorted(names)]


def entry_blocks(raw: bytes) -> list[bytes] | None:
    """The games of a history file this version wrote, one block of YAML text each; None if it is not laid
    out so (a hand-edited file is then read whole). A game's block starts with '- ' at a line's start:
    everything inside it is indented."""
    if not raw.startswith(HEAD) or not raw.endswith(b"\n"):
        return None
    body = raw[len(HEAD):]
    if body and not body.startswith(b"- "):
        return None
    starts = [0] + [m.start() + 1 for m in re.finditer(rb"\n- ", body)]
    return [body[a:b] for a, b in zip(starts, starts[1:] + [len(body)]) if a < b]


def parse_games(blocks: list[bytes]) -> list[Played]:
    """The games in some blocks of a history file (entries that are not games are skipped); BadSave if damaged."""
    data = parse_yaml(b"".join(blocks), FILE_BYTES) if blocks else []
    if not isinstance(data, list):
        raise BadSave("the file is not a history of games")
    return [g for g in (Played.from_data(entry) for entry in data) if g is not None]


def file_games(raw: bytes) -> Iterator[list[Played]]:
    """A history file's games, newest first, a chunk at a time; BadSave if it is damaged or not a history.
    A file of a newer version says so in its BadSave."""
    blocks = entry_blocks(raw)
    if blocks is None:   # not laid out as this version writes: read it whole
        data = parse_yaml(raw, FILE_BYTES)
        schema = data.get("schema") if isinstance(data, dict) else None
        if _whole(schema) and schema > SCHEMA:
            raise BadSave("the history was written by a newer version of the game; it is left as it is")
        if schema != SCHEMA or not isinstance(data.get("games"), list):
            raise BadSave("the file is not a history of games")
        games = [g for g in (Played.from_data(entry) for entry in data["games"]) if g is not None]
        yield games[::-1]
        return
    for end in range(len(blocks), 0, -CHUNK):
        yield parse_games(blocks[max(0, end - CHUNK):end])[::-1]


def newest(path: Path, count: int) -> list[Played]:
    """The newest `count` games of history.yaml, newest first, parsing only their own lines (for the first page
    of the screen: the same work whatever the history holds); [] if the file cannot be read so."""
    try:
        raw = read_bytes(path, FILE_BYTES)
    except FileRefused:
        return []
    if not raw.startswith(HEAD) or not raw.endswith(b"\n"):
        return []
    start = len(raw)
    for _ in range(count):
        at = raw.rfind(b"\n- ", len(HEAD) - 1, start - 1)
        if at < 0:
            break
        start = at + 1
    try:
        return parse_games([raw[start:]])[::-1]
    except BadSave:
        return []


@dataclass
class History:
    """The games read, oldest first, and anything the player should know about the files."""

    games: list[Played]
    kept_aside: Path | None = None   # a damaged file was renamed to this (a new history began)
    problem: str | None = None       # why a file could not be used, in words

    @property
    def newest_first(self) -> list[Played]:
        """The games, the last one played first."""
        return self.games[::-1]

    def wins(self) -> dict[str, int]:
        """How many games each name has won, most first (names of people and computers alike)."""
        return wins(self.games)


def wins(games: list[Played]) -> dict[str, int]:
    """How many of these games each name has won, most first."""
    counts: dict[str, int] = {}
    for game in games:
        for seat in game.winners:
            name = game.players[seat].name
            counts[name] = counts.get(name, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def read_history(path: Path, each: Callable[[list[Played]], None] | None = None,
                 stop: threading.Event | None = None) -> History:
    """The whole history, every file of it, oldest game first; never raises. Missing: empty. A damaged
    history.yaml is kept aside; a damaged older file is named in the problem; a newer version's is left alone.
    `each` is given the games read so far, newest first, after each part; `stop` ends the reading early."""
    games: list[Played] = []
    kept, problems = None, []
    for file in [path, *older_files(path)[::-1]]:   # newest file first
        try:
            for chunk in file_games(read_bytes(file, FILE_BYTES)):
                if stop is not None and stop.is_set():
                    return History(games[::-1], kept, "; ".join(problems) or None)
                games += chunk
                if each is not None:
                    each(list(games))
        except FileRefused as err:
            if file == path and not path.exists() and not path.is_symlink():
                continue
            problems.append(f"{file.name} cannot be read ({err})")
        except BadSave as err:
            if file == path and "newer version" not in str(err):
                kept = keep_aside(path)
                if kept is not None:
                    problems.append(f"the history could not be read ({err}); it was kept as {kept.name}")
                    continue
            problems.append(str(err) if "newer version" in str(err) else f"{file.name} could not be read ({err})")
    return History(games[::-1], kept, "; ".join(problems) or None)


class HistoryReader(Background):
    """The history for the screen: the newest games at once, then every game read on a worker thread.

    `games` (newest first) grows as the files are read; `history` is the whole once read. The
    thread never dies on a file (read_history turns every problem into words) and stops when asked.
    """

    name = "history"

    def __init__(self, path: Path, first: int) -> None:
        super().__init__()
        self.path = path
        self.games: list[Played] = newest(path, first)
        self.history: History | None = None

    def run(self) -> None:
        """Read every file, newest first, telling the screen after each part."""
        try:
            history = read_history(self.path, self._more, self._stop)
        except Exception as err:  # noqa: BLE001 (the screen is told, never left waiting)
            history = History(self.games[::-1], problem=f"the history could not be read ({type(err).__name__})")
        self.history = history
        self.games = history.newest_first

    def _more(self, games: list[Played]) -> None:
        """More games read (newest first): the screen shows them from its next look."""
        if len(games) >= len(self.games):
            self.games = games
            self.found()
