"""Read what a family's folder, a USB stick or saves/ holds without trusting it: files and text alike.

A path may name anything: a named pipe (opening it would wait for ever), a device (/dev/zero never
ends), a folder, a file that grows while it is read, or a name with control characters in it.
`read_bytes` opens a path without waiting, reads it only if it is a regular file, and never more
than the limit given; `printable` makes any text from a file safe to draw or print on one line.
Standard library only, so the board reader, the saves and the settings all use it.
"""
from __future__ import annotations

import os
import stat
import unicodedata
from pathlib import Path

# Unicode's format characters that turn or hide text (right-to-left overrides, zero-width joiners
# are kept: emoji need them): a name holding these could show as something else.
_HIDING = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C, 0xFEFF)}


class FileRefused(ValueError):
    """A path that is not a regular file of a readable size; the message says why in words, and `size` is
    the file's size when it was refused for being too big (None for any other reason)."""

    def __init__(self, reason: str, size: int | None = None) -> None:
        super().__init__(reason)
        self.size = size


def _kind(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not an ordinary file"


def size_words(n: int) -> str:
    """A byte count in words a person reads: '2.5 MB', '40 kB'."""
    return f"{n / 1e6:.1f} MB" if n >= 1e6 else f"{max(1, round(n / 1e3))} kB"


def read_bytes(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; FileRefused (never a wait) otherwise."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise FileRefused("it is not there") from None
    except IsADirectoryError:
        raise FileRefused("it is a folder, not a file") from None
    except OSError as err:
        raise FileRefused(f"it cannot be read ({err.strerror or err})") from None
    except ValueError:   # a NUL byte in the name
        raise FileRefused("its name is not one the system can open") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"it is {_kind(info.st_mode)}, not a file")
        if info.st_size > limit:
            raise FileRefused(f"it is too big ({size_words(info.st_size)}; at most {size_words(limit)})",
                              info.st_size)
        chunks, got = [], 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as err:   # a stick pulled while reading
        raise FileRefused(f"it cannot be read ({err.strerror or err})") from None
    finally:
        os.close(fd)
    if got > limit:   # it grew while it was read
        raise FileRefused(f"it is too big (over {size_words(limit)})", got)
    return b"".join(chunks)


def is_regular(path: Path | str) -> bool:
    """True if the path is a regular file (following links), without opening it."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def stamp(path: Path | str) -> tuple[int, int]:
    """A file's version as a cache keys it: when it last changed and its size ((0, 0) if it is not there)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return (0, 0)
    return (info.st_mtime_ns, info.st_size)


def printable(text: object, limit: int | None = None) -> str:
    """Text safe to draw or print on one line: control and hiding characters dropped, any run of
    spaces, tabs or line breaks made one space, cut to `limit` characters with '…'."""
    if not isinstance(text, str):
        text = str(text)
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if ch.isspace() or (unicodedata.category(ch) not in ("Cc", "Cs", "Co") and ch not in _HIDING))
    words = " ".join(kept.split())
    if limit is not None and len(words) > limit:
        return words[: max(0, limit - 1)].rstrip() + "…"
    return words
