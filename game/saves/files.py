"""Writing a file so that it is always whole: a temporary file beside it, flushed, synced, renamed over.

A power cut or a killed process at any moment leaves either the old file or the new one,
never half of either: the rename is atomic on every file system the game runs on, and the
folder is synced after it so the new name survives a power cut too.
"""
from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, text: str) -> None:
    """Replace the file at `path` with `text` in one step (OSError if the disk refuses)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o644)   # readable like any other file the player keeps (mkstemp makes it private)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in this folder durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def writable(folder: Path) -> str | None:
    """None if files can be written in this folder (made if missing), else why not, in words."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        return write_problem(folder, err)
    return None


def write_problem(folder: Path, err: OSError) -> str:
    """Why a file could not be written in this saves folder, in words a family can act on."""
    if isinstance(err, FileExistsError):
        return f"{folder} is a file, not a folder"
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return f"the saves folder {folder} is full"
    if err.errno in (errno.ENOENT, errno.ENODEV, errno.ENXIO):
        return f"the saves folder {folder} is not there any more"
    return f"the saves folder {folder} cannot be written ({err.strerror or err})"


def leftovers(folder: Path) -> list[Path]:
    """Temporary files a killed save left behind (never read; removed at start-up)."""
    try:
        return [p for p in folder.glob(".*.tmp") if p.is_file()]
    except OSError:
        return []


def keep_aside(path: Path) -> Path | None:
    """Rename a damaged file to NAME.damaged.yaml (or .damaged-2 ...) beside it, never over an earlier
    one, so nothing is lost and the next write makes a clean file; the new path, or None if that fails."""
    try:
        for n in range(1, 100):
            spare = path.with_name(f"{path.stem}.damaged{'' if n == 1 else f'-{n}'}{path.suffix}")
            if not spare.exists():
                path.rename(spare)
                return spare
    except (OSError, ValueError):   # a read-only folder, or a name the system cannot make
        return None
    return None
