"""A family's named sets of house rules ("Grandma's rules"), each for one board, and a set on a USB stick.

    saves/house-rules/sets.yaml            every set the family saved, for every board
    <stick>/house-rules/<board>-<name>.yaml   one set copied to a stick, to be read back on another computer

The sets live in a folder of their own inside the saves folder, so the list of saved games never
takes them for a game. Files are written whole (game/saves/files.py) and read with limits
(game/saves/reading.py). Reading the family's file never raises: a damaged file is kept aside as
sets.damaged.yaml (nothing lost) and what could be read of it is kept. A set read from a stick is
checked as strictly as a new game's choice (game/rules/house.py `choose`): an unknown rule, a value
out of bounds or of the wrong type, or a set made for another board is refused with one line saying
which file and why, and nothing of it is taken. Writing refused by the disk raises SetRefused, whose
words say what to do; what was there before stays as it was.
"""
from __future__ import annotations

import errno
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from game.rules.house import choose
from game.rules.settings import RuleSet, house_offers
from game.safefile import printable
from game.saves.files import keep_aside, write_atomic
from game.saves.reading import BadSave, NoFile, board_id, dump_yaml, read_yaml

FOLDER = "house-rules"        # in the saves folder, and on a stick
SETS_FILE = "sets.yaml"
SCHEMA = 1
KIND = "house rules"          # an exported set says what it is, so no other YAML file is taken for one
NAME_LENGTH = 24              # characters of a set's name, at most (the on-screen keyboard's limit)
MOST_SETS = 12                # sets kept for one board
STORE_BYTES = 256 * 1024      # the family's file: a set is under 200 bytes
SET_BYTES = 16 * 1024         # one exported set
MOST_FILES = 40               # set files read from one folder at a time
MOUNTS = Path("/proc/mounts")
STICK_ROOTS = ("/media/", "/run/media/", "/mnt/")   # where a system mounts a USB stick


class SetRefused(ValueError):
    """A set that cannot be taken, saved, copied or read; the message says why on one line."""

    def __init__(self, reason: object) -> None:
        super().__init__(printable(reason, 300))


@dataclass(frozen=True)
class HouseSet:
    """One named set: the rules it changes (as a new game's choice keeps them) on one board."""

    name: str
    board: str                  # the board's id in the catalog ("usa")
    rules: Mapping[str, Any]
    board_title: str = ""       # the board's title when the set was made, for people ("Ticket to Ride")

    def to_data(self) -> dict[str, Any]:
        """The set as plain data."""
        return {"name": self.name, "board": self.board, "board_title": self.board_title,
                "rules": {k: dict(v) if isinstance(v, Mapping) else v for k, v in self.rules.items()}}


@dataclass(frozen=True)
class Sets:
    """Every set the family saved, in the order they were saved; `problem` says why the file was set aside."""

    sets: tuple[HouseSet, ...] = ()
    problem: str = ""

    def for_board(self, board: str) -> list[HouseSet]:
        """The sets of one board."""
        return [s for s in self.sets if s.board == board]

    def named(self, board: str, name: str) -> HouseSet | None:
        """The set of this board with this name (names compared without regard to case)."""
        return next((s for s in self.for_board(board) if s.name.casefold() == name.casefold()), None)

    def name_of(self, board: str, rules: Mapping[str, Any]) -> str:
        """The name of the set of this board whose rules are exactly these ("" if none; the rulebook has none)."""
        if not rules:
            return ""
        return next((s.name for s in reversed(self.for_board(board)) if dict(s.rules) == dict(rules)), "")

    def with_set(self, new: HouseSet) -> "Sets":
        """These sets with `new` in place of the board's set of the same name, else added (SetRefused: too many)."""
        old = self.named(new.board, new.name)
        if old is None and len(self.for_board(new.board)) >= MOST_SETS:
            raise SetRefused(f"{MOST_SETS} sets is the most for one board: delete one first")
        kept = tuple(s for s in self.sets if s is not old)
        return Sets(kept + (new,))

    def merged(self, found: Iterable[HouseSet]) -> tuple["Sets", list[str], list[str]]:
        """These sets with those read from a stick: one already here is skipped, one whose name is taken by
        other rules comes as "Name (2)", so nothing is replaced. The sets, the names added and a line for
        each set left out for want of room."""
        out, added, left = self, [], []
        for new in found:
            same = out.named(new.board, new.name)
            if same is not None and dict(same.rules) == dict(new.rules):
                continue
            name, n = new.name, 2
            while out.named(new.board, name) is not None:
                name = f"{new.name[:NAME_LENGTH - 4]} ({n})"
                n += 1
            try:
                out = out.with_set(HouseSet(name, new.board, new.rules, new.board_title))
            except SetRefused as err:
                left.append(f"{new.name}: {err}")
                continue
            added.append(name)
        return out, added, left

    def without(self, board: str, name: str) -> "Sets":
        """These sets without the board's set of this name."""
        gone = self.named(board, name)
        return Sets(tuple(s for s in self.sets if s is not gone))


def store(saves: Path) -> Path:
    """The family's file of sets in a saves folder."""
    return Path(saves) / FOLDER / SETS_FILE


def load_sets(saves: Path) -> Sets:
    """The family's sets; never raises. None yet, or unreadable: none. Damaged: kept aside, the good ones kept."""
    path = store(saves)
    try:
        data = read_yaml(path, STORE_BYTES)
    except NoFile:
        return Sets()
    except BadSave:
        data = None
    raw = data.get("sets") if isinstance(data, dict) and data.get("schema") == SCHEMA else None
    found = [s for item in raw if (s := _stored(item)) is not None] if isinstance(raw, list) else []
    if raw is None or len(found) != len(raw):
        spare = keep_aside(path)
        where = f": it is kept as {spare.name}" if spare is not None else ""
        return Sets(tuple(found), f"Some of the family's sets could not be read{where}")
    return Sets(tuple(found))


def save_sets(saves: Path, sets: Sets) -> None:
    """Write the family's sets whole (SetRefused with what to do if the disk refuses; the old file stays)."""
    path = store(saves)
    data = {"schema": SCHEMA, "sets": [s.to_data() for s in sets.sets]}
    try:
        write_atomic(path, dump_yaml(data))
    except (OSError, ValueError) as err:
        raise SetRefused(f"The sets could not be saved: {_disk_words(path.parent, err)}") from None


def _stored(item: Any) -> HouseSet | None:
    """One set of the family's file, or None if it is not one (its rules are checked when it is used)."""
    if not isinstance(item, dict):
        return None
    name, board, rules, title = item.get("name"), item.get("board"), item.get("rules"), item.get("board_title", "")
    if not (isinstance(name, str) and clean_name(name) == name and board_id(board) is not None
            and isinstance(rules, dict) and all(isinstance(k, str) for k in rules) and isinstance(title, str)):
        return None
    return HouseSet(name, board, rules, printable(title, 100))


def clean_name(text: str) -> str:
    """A set's name as it is kept: printable, on one line, without spaces around it, NAME_LENGTH at most."""
    return printable(text)[:NAME_LENGTH].strip()


# --- checking a set against a board -----------------------------------------------------

def checked(settings: Mapping[str, Any], rules: Mapping[str, Any]) -> dict[str, Any]:
    """The rules as a new game takes them on this board (SetRefused: which rule and why, in one line)."""
    try:
        return choose(house_offers(settings), RuleSet.rulebook(settings), rules)
    except (ValueError, TypeError, KeyError) as err:
        raise SetRefused(str(err)) from None


# --- a set on a stick -------------------------------------------------------------------------

def places(extra: Iterable[Path] = ()) -> list[Path]:
    """Folders a set may be copied to or read from: each USB stick (a drive the system mounted under /media,
    /run/media or /mnt), then the family's boards folders (--maps), each once."""
    found: list[Path] = []
    for folder in [*_mounted(), *extra]:
        try:
            if folder.is_dir() and folder.resolve() not in [f.resolve() for f in found]:
                found.append(folder)
        except (OSError, RuntimeError, ValueError):
            continue
    return found


def _mounted() -> list[Path]:
    """The drives mounted where a system puts USB sticks, from the mount table (none where there is no table)."""
    try:
        lines = MOUNTS.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    fields = [line.split() for line in lines]   # a drive (its device under /dev), not a memory or network mount
    points = [re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), f[1])
              for f in fields if len(f) > 1 and f[0].startswith("/dev/")]
    return [Path(p) for p in points if p.startswith(STICK_ROOTS)]


def export_set(chosen: HouseSet, folder: Path) -> Path:
    """Write one set as a small YAML file in the folder's house-rules folder (SetRefused if it cannot be
    written); a file of another set is never replaced."""
    target = Path(folder) / FOLDER
    data = {"kind": KIND, "schema": SCHEMA, **chosen.to_data()}
    text = (f"# Family Trains house rules for {chosen.board_title or chosen.board}. In a folder named {FOLDER}\n"
            "# on a USB stick, the house rules card reads it: Saved sets, Read sets from a USB stick.\n"
            ) + dump_yaml(data)
    stem = f"{_slug(chosen.board)}-{_slug(chosen.name)}"
    for n in range(1, 100):
        path = target / f"{stem}{'' if n == 1 else f'-{n}'}.yaml"
        if not path.exists() or _same_set(path, chosen):
            break
    else:
        raise SetRefused(f"The set could not be copied: {target} holds too many files named {stem}")
    try:
        write_atomic(path, text)
    except (OSError, ValueError) as err:
        raise SetRefused(f"The set could not be copied: {_disk_words(target, err)}") from None
    return path


def import_sets(folder: Path, board: str, title: str,
                settings: Mapping[str, Any]) -> tuple[list[HouseSet], list[str]]:
    """The sets for this board in a folder's house-rules folder (or in the folder itself if it is one), each
    checked strictly, and a line for each file refused (SetRefused if the folder cannot be read)."""
    folder = Path(folder)
    where = folder if folder.name == FOLDER else folder / FOLDER
    try:
        files = sorted(p for p in where.iterdir() if p.suffix.lower() in (".yaml", ".yml")
                       and not p.name.startswith("."))[:MOST_FILES]
    except FileNotFoundError:
        raise SetRefused(f"There is no {FOLDER} folder in {folder}: copy a set there first") from None
    except (OSError, ValueError) as err:
        raise SetRefused(f"The folder {where} cannot be read ({getattr(err, 'strerror', None) or err})") from None
    found, refused = [], []
    for path in files:
        try:
            found.append(read_set(path, board, title, settings))
        except SetRefused as err:
            refused.append(f"{printable(path.name, 60)}: {err}")
    return found, refused


def read_set(path: Path, board: str, title: str, settings: Mapping[str, Any]) -> HouseSet:
    """One exported set, checked for this board (SetRefused saying why, in one line)."""
    try:
        data = read_yaml(path, SET_BYTES)
    except BadSave as err:
        raise SetRefused(str(err)) from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SetRefused("it is not a set of house rules")
    if data.get("schema") != SCHEMA:
        raise SetRefused("it was written by another version of the game")
    name, made_for, rules = data.get("name"), data.get("board"), data.get("rules")
    if not isinstance(name, str) or not clean_name(name):
        raise SetRefused("it has no name")
    if made_for != board:
        other = data.get("board_title") if isinstance(data.get("board_title"), str) else made_for
        raise SetRefused(f"it was made for {printable(other, 60) or 'another board'}, not for {title}")
    if not isinstance(rules, dict):
        raise SetRefused("it lists no house rules")
    rules = checked(settings, rules)
    if not rules:
        raise SetRefused("it changes no rule of the rulebook")
    return HouseSet(clean_name(name), board, rules, title)


def _same_set(path: Path, chosen: HouseSet) -> bool:
    """True if the file holds the same set (name and board): copying it again replaces it."""
    try:
        data = read_yaml(path, SET_BYTES)
    except BadSave:
        return False
    return isinstance(data, dict) and data.get("kind") == KIND and data.get("board") == chosen.board \
        and isinstance(data.get("name"), str) and data["name"].casefold() == chosen.name.casefold()


def _slug(text: str) -> str:
    """Words as part of a file's name: small letters and digits joined by hyphens ("set" if none are left)."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("'", "")).strip("-")[:40] or "set"


def _disk_words(folder: Path, err: BaseException) -> str:
    """Why a folder refused a file, in words a family can act on."""
    code = getattr(err, "errno", None)
    if code in (errno.ENOSPC, errno.EDQUOT):
        return f"{folder} is full: make room and try again"
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return f"{folder} cannot be written (a stick may be locked)"
    if code in (errno.ENOENT, errno.ENODEV, errno.ENXIO, errno.EIO):
        return f"{folder} is not there any more (a stick taken out?)"
    if isinstance(err, FileExistsError) or code == errno.ENOTDIR:
        return f"{folder} is a file, not a folder"
    return f"{folder} cannot be written ({getattr(err, 'strerror', None) or err})"
