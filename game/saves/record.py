"""A saved game: the table, the rules state, every move since the start, and what the computers remember.

The document is plain YAML (see docs/saves.md). Loading trusts nothing in it: the rules
engine checks the state (`from_data` refuses any state the rules could never reach), the
moves are replayed from the start and must lead to exactly that state, the board must be
the one the game was played on (game/saves/same_board.py), and every other field is checked
for type and range. House rules the board no longer allows are played by the rulebook
(game/saves/house_saved.py): the game is then its moves replayed by the rules it has now, and
its `note` says so to the player continuing it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from game.ai.players import LEVELS, make_player
from game.board.loader import REBUILD_MAPS, MapError, load_board
from game.config import MAPS, GameConfig, Seat
from game.rules import (Action, Applied, GameState, action_from_data, action_to_data, apply, from_data,
                        new_game, to_data)
from game.rules.board import Board
from game.safefile import printable
from game.saves.house_saved import SavedHouse, saved_house
from game.saves.reading import BadSave, board_id, read_yaml
from game.saves.same_board import board_fingerprint, map_checksum, same_board

SCHEMA_VERSION = 1
SAVED_BY = "Family Trains"
MAX_MOVES = 2_000            # a long 5-player game makes about 800; each is replayed when a save is read
PLAYER_COLOURS = 5           # train colours a seat may have (game.view.palette.PLAYER_COLORS)
NAME_LENGTH = 40
LINK_CODE = re.compile(r"[A-Za-z0-9_-]{16,64}")   # a phone seat's link code (game/phone/hub.py makes 22)
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}   # version n -> n + 1


@dataclass(frozen=True)
class SavedGame:
    """A game as it stood: enough to go on exactly as if nothing had happened."""

    config: GameConfig
    state: GameState
    moves: tuple[Action, ...]          # every accepted action since the deal, in order
    memories: tuple[Any, ...]          # per seat: what its computer player remembers, or None
    viewer: int | None = None          # whose hand was on screen (None: nobody's, e.g. the pass screen)
    game_id: str = ""
    saved_at: str = ""                 # local time, "2026-11-24 14:05:12"
    phones: tuple[tuple[int, str, bool], ...] = ()   # seats offered to phones: (seat, link code, joined)
    note: str = ""                     # what the player continuing should know: house rules the board dropped

    @property
    def board(self) -> Board:
        """The board the game is played on."""
        return self.state.board

    @property
    def over(self) -> bool:
        """True if the game has ended (then it is not offered as Continue)."""
        return self.state.over


def document(saved: SavedGame, map_file: Path) -> dict[str, Any]:
    """The save as plain data, ready for `dump_yaml`."""
    config = saved.config
    return {
        "schema_version": SCHEMA_VERSION,
        "saved_by": SAVED_BY,
        "saved_at": saved.saved_at or now(),
        "game_id": saved.game_id,
        "game": config.game,
        "title": saved.board.title,
        "map": map_file.name,
        **({} if _shipped(map_file) else {"map_folder": str(map_file.parent.resolve())}),
        "map_checksum": map_checksum(map_file),
        "board_fingerprint": board_fingerprint(saved.board),
        "house_rules": dict(config.house_rules),
        **({"house_name": config.house_name} if config.house_name else {}),
        "table": {"undo": config.undo, "together": config.together},
        "start": {"seed": config.seed, "first": config.first},
        "seats": [{"name": s.name, "computer": s.computer, "color": s.color, "level": s.level}
                  for s in config.seats],
        "screen": {"viewer": saved.viewer},
        "computers": list(saved.memories),
        "state": to_data(saved.state),
        "moves": [action_to_data(a) for a in saved.moves],
        **({"phones": [{"seat": seat, "code": code, "phone": joined} for seat, code, joined in saved.phones]}
           if saved.phones else {}),
    }


def _shipped(map_file: Path) -> bool:
    """True for a board of the game's own maps/ folder (a save names those by file name only)."""
    try:
        return map_file.parent.resolve() == MAPS.resolve()
    except (OSError, RuntimeError):
        return False


def now() -> str:
    """The local time as a save records it."""
    return datetime.now().strftime("%Y-%m-%d %H:%M:%S")


# --- reading ------------------------------------------------------------------------------


def read_save(path: Path, maps: Path) -> SavedGame:
    """The saved game in this file, fully checked; BadSave with a one-line reason otherwise, whatever it holds."""
    try:
        return parse_save(read_yaml(path), maps)
    except BadSave:
        raise
    except Exception as err:  # noqa: BLE001 (the last guard: a file no check foresaw still gets one line)
        raise BadSave(f"this save cannot be read ({type(err).__name__}: {err})") from None


def parse_save(data: Any, maps: Path) -> SavedGame:
    """A saved game from the plain data of a save file (BadSave with a one-line reason)."""
    data = migrated(data)
    map_file = _map_file(data, maps)
    board = _board(map_file)
    game = _board_id(data)   # the board's id: its map's name (older saves: the same word)
    same_board(data, map_file, board)
    house = saved_house(data, board)
    # Rules the board dropped since: the saved position was reached by rules it no longer plays, so the
    # game goes on from its moves replayed by the rules it has now (or says why it cannot).
    state = None if house.settled else _state(_names_cleaned(data.get("state")), board)
    seats = _seats(data.get("seats"))
    start = data.get("start")
    if not isinstance(start, dict) or set(start) != {"seed", "first"}:
        raise BadSave("this save is damaged: the start of the game is missing")
    seed, first = _int(start["seed"], "seed", -2**63, 2**63), start["first"]
    if first is not None:
        first = _int(first, "first player", 0, len(seats) - 1)
    undo, together = _table(data.get("table"))
    config = GameConfig(game=game, seats=seats, first=first, seed=seed, house_rules=house.rules,
                        house_name=house.name, undo=undo, together=together,
                        map_file=None if map_file == MAPS / f"{game}.tmx" else map_file)
    if state is not None and [p.name for p in state.players] != [s.name for s in seats]:
        raise BadSave("this save is damaged: its players and its seats do not match")
    moves = _moves(data.get("moves"))
    state = _replay(config, board, moves, state, house, _swaps_saved(data.get("state")))
    return SavedGame(config=config, state=state, moves=moves, memories=_memories(data.get("computers"), config),
                     viewer=_viewer(data.get("screen"), seats), game_id=_short_text(data, "game_id"),
                     saved_at=_short_text(data, "saved_at"), phones=_phones(data.get("phones"), seats),
                     note=house.note)


def migrated(data: Any) -> dict[str, Any]:
    """The save's data in today's layout: older layouts are brought up to date, or refused saying so."""
    if not isinstance(data, dict):
        raise BadSave("this file is not a save of this game (it holds no game)")
    version = data.get("schema_version")
    if type(version) is not int:
        raise BadSave("this file is not a save of this game (it has no schema_version)")
    if version > SCHEMA_VERSION:
        raise BadSave(f"this save was made by a newer version of the game (layout {version}; this one reads "
                      f"up to {SCHEMA_VERSION}): update the game to open it")
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise BadSave(f"this save comes from an older version of the game (layout {version}) that this "
                          "version cannot read")
        data = step(data)
        version = data["schema_version"]
    return data


def _map_file(data: dict[str, Any], maps: Path) -> Path:
    """The board file the save names: a plain file name in the maps folder, or in the folder it names."""
    name, folder = data.get("map"), data.get("map_folder")
    if not isinstance(name, str) or not name.endswith(".tmx") or Path(name).name != name or len(name) > 100:
        raise BadSave("this save is damaged: it does not name its board")
    if folder is None:
        path = maps / name
        if not path.is_file():
            raise BadSave(f"the board {name} is missing from {maps}: rebuild the boards with: {REBUILD_MAPS}")
        return path
    if not isinstance(folder, str) or "\0" in folder or not Path(folder).is_absolute() or len(folder) > 1000:
        raise BadSave("this save is damaged: it does not name its board's folder")
    path = Path(folder) / name
    try:
        there = path.is_file()
    except OSError:
        there = False
    if not there:
        raise BadSave(f"the board {name} is not in {folder} any more: put the board back there "
                      "(or plug in the stick it was on) to go on with this game")
    return path


_BOARDS: dict[tuple[Path, int, int], Board] = {}


def _board(map_file: Path) -> Board:
    """The board, loaded once per file version (a list of saves shares it)."""
    try:
        stat = map_file.stat()
        key = (map_file.resolve(), stat.st_mtime_ns, stat.st_size)
        if key not in _BOARDS:
            _BOARDS[key] = load_board(map_file)
        return _BOARDS[key]
    except MapError as err:
        first = err.problems[0] if err.problems else "broken map"
        raise BadSave(f"the board {map_file.name} cannot be played: {first}") from None
    except OSError as err:
        raise BadSave(f"the board {map_file.name} cannot be read ({err.strerror or err})") from None


def _seats(raw: Any) -> tuple[Seat, ...]:
    """The seats at the table: names, person or computer, colours and levels."""
    if not isinstance(raw, list) or not 1 <= len(raw) <= 8:
        raise BadSave("this save is damaged: its seats are missing")
    seats = []
    for n, s in enumerate(raw, 1):
        if not isinstance(s, dict) or set(s) != {"name", "computer", "color", "level"}:
            raise BadSave(f"this save is damaged: seat {n} is not a seat")
        name, computer, level = _name(s["name"]), s["computer"], s["level"]
        if not name:
            raise BadSave(f"this save is damaged: seat {n} has no name")
        if type(computer) is not bool or level not in LEVELS:
            raise BadSave(f"this save is damaged: seat {n} ({name}) has no valid kind or level")
        seats.append(Seat(name, computer, _int(s["color"], f"{name}'s colour", 0, PLAYER_COLOURS - 1), level))
    if len({s.color for s in seats}) != len(seats):
        raise BadSave("this save is damaged: two seats have the same train colour")
    return tuple(seats)


def _table(raw: Any) -> tuple[bool | None, bool]:
    """The table's options (undo, together); a save from before they existed has neither."""
    if raw is None:
        return None, False
    if not isinstance(raw, dict) or set(raw) != {"undo", "together"}:
        raise BadSave("this save is damaged: its table options are not readable")
    undo, together = raw["undo"], raw["together"]
    if undo is not None and type(undo) is not bool or type(together) is not bool:
        raise BadSave("this save is damaged: its table options are not readable")
    return undo, together


def _name(raw: Any) -> str:
    """A player's name as the game shows it: printable on one line ('' if it is no name at all)."""
    return printable(raw, NAME_LENGTH) if isinstance(raw, str) and 0 < len(raw) <= NAME_LENGTH else ""


def _names_cleaned(raw: Any) -> Any:
    """The saved position with its players' names as the seats' names are read (anything else as it is)."""
    players = raw.get("players") if isinstance(raw, dict) else None
    if not isinstance(players, list):
        return raw
    return {**raw, "players": [{**p, "name": _name(p["name"]) or p["name"]}
                               if isinstance(p, dict) and isinstance(p.get("name"), str) else p for p in players]}


def _state(raw: Any, board: Board) -> GameState:
    """The rules state, checked by the rules engine itself."""
    if not isinstance(raw, dict):
        raise BadSave("this save is damaged: the position of the game is missing")
    try:
        return from_data(raw, board)
    except ValueError as err:
        raise BadSave(str(err).splitlines()[0] if str(err) else "this save is damaged") from None


def _moves(raw: Any) -> tuple[Action, ...]:
    """The moves since the deal."""
    if not isinstance(raw, list) or len(raw) > MAX_MOVES:
        raise BadSave("this save is damaged: its list of moves is missing or far too long")
    moves = []
    for n, entry in enumerate(raw, 1):
        try:
            moves.append(action_from_data(entry))
        except ValueError as err:
            raise BadSave(f"this save is damaged: move {n} is not a move of this game ({err})") from None
    return tuple(moves)


def _replay(config: GameConfig, board: Board, moves: tuple[Action, ...], state: GameState | None,
            house: SavedHouse, swaps_saved: bool = True) -> GameState:
    """The moves, played from the deal, must lead to exactly the saved position; with house rules settled
    (`state` None) they must still be legal, and the position they lead to is the game's. A save from before
    the swaps were counted takes each player's count from its moves."""
    def refused(move: int, reason: str) -> BadSave:
        if state is None:
            return BadSave(house.cannot_go_on(move, reason))
        if move == 0:
            return BadSave(f"this save is damaged: its game cannot be dealt ({reason})")
        return BadSave(f"this save is damaged: move {move} breaks the rules ({reason})")

    try:
        position = new_game(board, [s.name for s in config.seats], config.seed, config.house_rules, config.first)
    except (ValueError, TypeError) as err:
        raise refused(0, str(err)) from None
    for n, move in enumerate(moves, 1):
        try:
            result = apply(position, move)
        except (TypeError, ValueError, KeyError, IndexError):  # a move no player could make
            raise BadSave(f"this save is damaged: move {n} is not a move of this game") from None
        if not isinstance(result, Applied):
            raise refused(n, result.reason)
        position = result.state
    if state is None:
        return position
    if not swaps_saved:
        state = replace(state, players=tuple(replace(p, swaps=q.swaps) for p, q in zip(state.players, position.players)))
    if position != state:
        raise BadSave("this save is damaged: its moves do not lead to the saved position")
    if position.rules != state.rules:
        raise BadSave("this save is damaged: its house rules and its position's rules differ")
    return state


def _swaps_saved(raw: Any) -> bool:
    """False for a position saved before each player's swaps were counted (no player has the field)."""
    players = raw.get("players") if isinstance(raw, dict) else None
    return not isinstance(players, list) or any(isinstance(p, dict) and "swaps" in p for p in players)


def _memories(raw: Any, config: GameConfig) -> tuple[Any, ...]:
    """What each computer player remembers (None for people), checked by the player itself."""
    seats = config.seats
    if not isinstance(raw, list) or len(raw) != len(seats):
        raise BadSave("this save is damaged: what the computer players remember is missing")
    for seat, (memory, s) in enumerate(zip(raw, seats)):
        if not s.computer:
            if memory is not None:
                raise BadSave(f"this save is damaged: {s.name} is a person but has a computer's memory")
            continue
        try:
            make_player(s.level, 0).recall(memory)
        except ValueError as err:
            raise BadSave(f"this save is damaged: {s.name}: {err}") from None
    return tuple(raw)


def _viewer(raw: Any, seats: tuple[Seat, ...]) -> int | None:
    """Whose hand was on screen (a person's seat, or None)."""
    viewer = raw.get("viewer", None) if isinstance(raw, dict) else None
    if viewer is None:
        return None
    viewer = _int(viewer, "the seat on screen", 0, len(seats) - 1)
    return None if seats[viewer].computer else viewer


def _phones(raw: Any, seats: tuple[Seat, ...]) -> tuple[tuple[int, str, bool], ...]:
    """The seats offered to phones, with their link codes. A damaged list only loses the links (the TV
    offers new codes), never the game: a phone seat can be played on the TV again."""
    if not isinstance(raw, list) or len(raw) > len(seats):
        return ()
    out: dict[int, tuple[int, str, bool]] = {}
    for entry in raw:
        if not isinstance(entry, dict):
            return ()
        seat, code, joined = entry.get("seat"), entry.get("code"), entry.get("phone")
        if type(seat) is not int or not 0 <= seat < len(seats) or seats[seat].computer or seat in out \
                or not isinstance(code, str) or not LINK_CODE.fullmatch(code) or type(joined) is not bool:
            return ()
        out[seat] = (seat, code, joined)
    return tuple(out[s] for s in sorted(out))


def _int(value: Any, what: str, low: int, high: int) -> int:
    """An int in low..high (not a bool), or BadSave naming the field."""
    if type(value) is not int or not low <= value <= high:
        raise BadSave(f"this save is damaged: the {what} is not a number from {low} to {high}")
    return value


def _board_id(data: dict[str, Any]) -> str:
    """The board's id, as the catalog could make it (it goes on into the remembered table and the history)."""
    value = data.get("game")
    if board_id(value) is None:
        raise BadSave("this save is damaged: its game is missing" if not isinstance(value, str) or not value
                      else "this save is damaged: its game is not the name of a board")
    return value


def _short_text(data: dict[str, Any], key: str) -> str:
    """A short optional text field ('' if missing), printable on one line."""
    value = data.get(key, "")
    return printable(value, 100) if isinstance(value, str) and len(value) <= 100 else ""
