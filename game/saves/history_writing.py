"""Adding a finished game to the history files (game/saves/history.py says how they are laid out).

The game's lines are added at the end of history.yaml under an exclusive lock on the file, so two
copies of the game recording at once never mix their lines. The file is never replaced: a full one
is renamed aside and a new one made by opening the name again, so a copy that waited for the lock
while the other renamed the file finds that out and opens the new one, and no game is written into
a file that has left its name. Nothing here reads the whole history as YAML except a file
this version did not lay out, which is read once to tell a damaged file from a newer version's.
"""
from __future__ import annotations

import fcntl
import os
import re
import stat
from pathlib import Path

from game.safefile import FileRefused, read_bytes
from game.saves.files import keep_aside
from game.saves.history import OLDER_NAME, FILE_BYTES, HEAD, ROLL, Played, entry_blocks, file_games, older_files
from game.saves.reading import BadSave, dump_yaml


def record(path: Path, game: Played) -> bool:
    """Add a finished game to the history at `path`; False if it was there already or cannot be written.

    The game is added at the end of history.yaml without reading the rest as YAML, the file locked
    meanwhile; a full file is first renamed to an older-games file and a damaged one kept aside, so the
    end of a game costs the same after five games or five thousand.
    """
    for _ in range(5):   # again after a full or damaged file was moved aside: into the new one
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = _locked(path)
        except (OSError, ValueError):   # a full or read-only disk: the game is simply not recorded
            return False
        if fd is None:
            return False
        try:
            done = _add(fd, path, game)
        except (OSError, ValueError):
            return False
        finally:
            os.close(fd)   # and with it the lock
        if done is not None:
            return done
    return False


def _locked(path: Path) -> int | None:
    """history.yaml opened for adding and locked against other copies of the game; None if it is not a file.

    Another copy may have renamed the file while this one waited for the lock: then the new file is opened.
    """
    for _ in range(10):
        fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | os.O_CLOEXEC, 0o644)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                os.close(fd)
                return None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
            except OSError:   # a file system without locks: one copy of the game at a time is the rule anyway
                return fd
            mine, now = os.fstat(fd), os.stat(path)
            if (mine.st_ino, mine.st_dev) == (now.st_ino, now.st_dev):
                return fd
        except FileNotFoundError:
            pass
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
    return None


def _add(fd: int, path: Path, game: Played) -> bool | None:
    """Add the game at the end of the locked file; None once a full, strange or damaged file was moved aside
    (the game then goes into a new file, made by whichever copy of the game gets there first)."""
    size = os.fstat(fd).st_size
    if size == 0:   # new: the file's head and the game in one write
        return _write(fd, HEAD + _lines(game))
    raw = os.pread(fd, size, 0) if 0 < size <= FILE_BYTES else b""
    blocks = entry_blocks(raw) if raw else None
    if size and blocks is None and size <= FILE_BYTES:   # not laid out as this version writes: what is it?
        try:
            for _ in file_games(raw):
                pass
        except BadSave as err:
            if "newer version" in str(err):
                return False   # a newer game's history: left untouched
            return None if keep_aside(path) is not None else False
    if _known(game.game_id, raw, older_files(path)):
        return False
    if blocks is None or len(blocks) >= ROLL:   # full, too big to read, or hand-made: it becomes an older file
        return None if _roll(path) else False
    return _write(fd, _lines(game))


def _lines(game: Played) -> bytes:
    """A game's entry as the file holds it."""
    return dump_yaml([game.to_data()]).encode("utf-8")


def _write(fd: int, data: bytes) -> bool:
    """Add these bytes at the end of the file in one write, and make sure they reached the disk."""
    os.write(fd, data)
    os.fsync(fd)
    return True


def _roll(path: Path) -> bool:
    """Rename history.yaml, whole, to the next older-games file; False if the disk refused."""
    older = older_files(path)
    n = int(OLDER_NAME.fullmatch(older[-1].name).group(1)) + 1 if older else 1   # type: ignore[union-attr]
    try:
        os.rename(path, path.with_name(f"history-{n}.yaml"))
    except OSError:
        return False
    return True


def _known(game_id: str, recent: bytes, older: list[Path]) -> bool:
    """True if a game with this id is recorded already, in history.yaml or an older file."""
    line = re.compile(rb"^- id: ['\"]?" + re.escape(game_id.encode("utf-8")) + rb"['\"]?$", re.MULTILINE)
    if line.search(recent):
        return True
    for file in older:
        try:
            if line.search(read_bytes(file, FILE_BYTES)):
                return True
        except FileRefused:
            continue
    return False
