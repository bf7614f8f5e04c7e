"""One copy of the game per autosave file: a lock the system lets go of however the game ends.

Two copies of the game started on one saves folder (two clicks on the launcher) would write
their positions into one autosave, each over the other's, and one game would be in no file. So a
copy takes its autosave name only with an exclusive lock on a small file beside it
(`.autosave.yaml.lock`, `fcntl.flock`); the kernel lets go of the lock when the process ends,
killed or not, so a lock is never left behind. A second copy finds the lock taken and writes
`autosave-2.yaml` (locked in turn), and its menu says so; a name held by something that is not
a file (a folder, a named pipe) is passed over the same way. Within one process a name is taken
once: a second saver of the same process on the same folder (a test, a restart simulated in
one program) shares the lock.

Where the file system has no locks (some network folders; a system without `fcntl`), the lock
file holds the process id instead: a name is taken while that process runs. A crash leaves the
id behind, and a later copy sees it belongs to no running process and takes the name.
"""
from __future__ import annotations

import os
import stat
import weakref
from dataclasses import dataclass
from pathlib import Path

from game.safefile import FileRefused, read_bytes

try:
    import fcntl
except ImportError:   # a system without it: the process-id fallback
    fcntl = None  # type: ignore[assignment]

COPIES = 9   # autosave.yaml, autosave-2.yaml ... autosave-9.yaml


class Held:
    """A lock this process holds; let go when the last saver using it is gone (or the process ends)."""

    def __init__(self, fd: int | None, path: Path) -> None:
        self.fd = fd          # the locked file, or None where the lock is the process id in the file
        self.path = path

    def __del__(self) -> None:
        """Let go of the lock."""
        if self.fd is not None:
            os.close(self.fd)
        else:
            try:
                self.path.unlink()
            except OSError:
                pass


_held: weakref.WeakValueDictionary[str, Held] = weakref.WeakValueDictionary()


@dataclass(frozen=True)
class Claim:
    """The autosave name this copy of the game writes and the lock that keeps it; when it is not the usual
    name, why (`note`); `free` is False when every name is taken (then this copy cannot save)."""

    name: str
    held: Held | None
    note: str | None
    free: bool = True


def claim(folder: Path, name: str) -> Claim:
    """The first of `name`, its -2, -3 ... forms that no other running copy holds and that is a file or free."""
    base, suffix = Path(name).stem, Path(name).suffix
    first_reason = ""
    for n in range(1, COPIES + 1):
        candidate = name if n == 1 else f"{base}-{n}{suffix}"
        reason = _in_the_way(folder / candidate)
        held = None
        if reason is None:
            held, reason = _lock(folder / f".{candidate}.lock")
        if reason is None:
            note = None if n == 1 else f"{first_reason}: this window saves in {candidate}"
            return Claim(candidate, held, note)
        first_reason = first_reason or reason
    return Claim(name, None, f"{first_reason}, and {base}-2{suffix} to {base}-{COPIES}{suffix} are taken too: "
                             "this window's game cannot be saved", free=False)


def _in_the_way(path: Path) -> str | None:
    """Why this name cannot be an autosave (something that is not a file holds it), or None."""
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError:
        return f"{path.name} cannot be read"
    if stat.S_ISREG(mode):
        return None
    return f"{path.name} is a folder, not a file" if stat.S_ISDIR(mode) else f"{path.name} is not an ordinary file"


def _lock(path: Path) -> tuple[Held | None, str | None]:
    """Take the lock file at `path`: (what holds it, None), or (None, why another copy has it)."""
    key = os.path.realpath(path)
    mine = _held.get(key)
    if mine is not None:
        return mine, None
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0),
                     0o644)
    except OSError:   # a folder that cannot be written: saving is off anyway, and nothing is locked
        return None, None
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None, "the game is open in another window too"
        except OSError:   # no locks on this file system: the process id says who has the name
            pass
        else:
            held = _held[key] = Held(fd, path)
            return held, None
    os.close(fd)
    return _by_process_id(path, key)


def _by_process_id(path: Path, key: str) -> tuple[Held | None, str | None]:
    """The fallback without locks: the name is taken while the process whose id the file holds runs."""
    try:
        words = read_bytes(path, 64).decode("ascii", "replace").strip()
    except FileRefused:
        words = ""
    if words.isdigit() and int(words) != os.getpid() and _running(int(words)):
        return None, "the game is open in another window too"
    try:
        path.write_text(str(os.getpid()), encoding="ascii")
    except OSError:
        return None, None
    held = _held[key] = Held(None, path)
    return held, None


def _running(pid: int) -> bool:
    """True if a process with this id runs (one of another user's counts too)."""
    try:
        os.kill(pid, 0)
    except PermissionError:
        return True
    except (ProcessLookupError, OverflowError, OSError):
        return False
    return True
