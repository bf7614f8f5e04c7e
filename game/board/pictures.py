"""Tileset pictures checked without pygame: PNG only, bounded in bytes and pixels, and whole.

A picture from a family's folder may be anything: cut short by a stick pulled while copying,
another kind of file, a photo of 20000 × 20000 pixels in a small file. The game decodes a picture
with pygame only in the view, where a failure would close the game, so the board reader makes
sure first, with the standard library alone, that pygame will decode it: the size is read from the
header (IHDR) before anything is unpacked, every chunk's check sum is verified, and the picture
data is unpacked a piece at a time (never more than the picture's size needs, so a small file
that would unpack to gigabytes stops early) and must be exactly what width × height × depth
needs, each row starting with a valid filter.
"""
from __future__ import annotations

import struct
import zlib
from typing import Iterator

MAX_PICTURE_BYTES = 16_000_000   # our largest tileset picture is 61 kB
MAX_PICTURE_SIDE = 4096          # pixels a side; ours are at most 640 × 512
SIGNATURE = b"\x89PNG\r\n\x1a\n"
_STEP = 1 << 20                  # bytes unpacked at a time
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}          # colour type -> samples per pixel
_DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
_ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))
_KNOWN_CRITICAL = {b"IHDR", b"PLTE", b"IDAT", b"IEND"}
_OTHER_KINDS = ((b"\xff\xd8\xff", "a JPEG picture"), (b"GIF8", "a GIF picture"), (b"BM", "a BMP picture"),
                (b"RIFF", "a WebP picture"), (b"II*\0", "a TIFF picture"), (b"MM\0*", "a TIFF picture"),
                (b"<", "a text file"))
SAVE_AS_PNG = "open it in a paint program and save it as PNG"
COPY_AGAIN = "copy it again from where it came, or save it again as PNG"


class PictureRefused(ValueError):
    """A picture the game will not decode; the message says why and what to do, in words."""


def png_size(raw: bytes) -> tuple[int, int]:
    """The picture's width and height from its header, checked against the limits (PictureRefused if not)."""
    if not raw.startswith(SIGNATURE):
        raise PictureRefused(_not_png(raw))
    if len(raw) < 33 or raw[12:16] != b"IHDR" or struct.unpack(">I", raw[8:12])[0] != 13:
        raise PictureRefused(f"is damaged: its header is missing or cut short; {COPY_AGAIN}")
    width, height, depth, colour, compression, filtering, interlace = struct.unpack(">IIBBBBB", raw[16:29])
    if zlib.crc32(raw[12:29]) != struct.unpack(">I", raw[29:33])[0]:
        raise PictureRefused(f"is damaged: its header does not match its check sum; {COPY_AGAIN}")
    if not (width and height) or depth not in _DEPTHS.get(colour, ()) or (compression, filtering) != (0, 0) \
            or interlace not in (0, 1):
        raise PictureRefused(f"has a header no PNG reader accepts; {SAVE_AS_PNG}")
    if max(width, height) > MAX_PICTURE_SIDE:
        raise PictureRefused(f"is {width} × {height} pixels; a picture on a board may be at most "
                             f"{MAX_PICTURE_SIDE} × {MAX_PICTURE_SIDE}: make it smaller in a paint program")
    return width, height


def check_png(raw: bytes) -> tuple[int, int]:
    """The size of a PNG that decodes whole (every chunk sound, the data exactly the picture); PictureRefused if not."""
    width, height = png_size(raw)
    depth, colour, interlace = raw[24], raw[25], raw[28]
    idat: list[bytes] = []
    palette = after_idat = False
    for n, (kind, data) in enumerate(_chunks(raw)):
        if kind == b"IEND":
            break
        if kind == b"IHDR" and n:
            raise PictureRefused(f"has two headers; {SAVE_AS_PNG}")
        if kind == b"PLTE":
            palette = len(data) % 3 == 0 and 0 < len(data) // 3 <= 256
            if not palette or colour in (0, 4) or idat:
                raise PictureRefused(f"has a colour table (PLTE) no PNG reader accepts; {SAVE_AS_PNG}")
        elif kind == b"IDAT":
            if after_idat:
                raise PictureRefused(f"has its picture data in pieces apart; {SAVE_AS_PNG}")
            idat.append(data)
        elif idat:
            after_idat = True
        if kind not in _KNOWN_CRITICAL and kind[0:1].isupper():
            raise PictureRefused(f"uses a kind of PNG (part {kind.decode('latin-1')!r}) the game cannot read; "
                                 f"{SAVE_AS_PNG}")
    if colour == 3 and not palette:
        raise PictureRefused(f"is a palette picture without its colour table; {SAVE_AS_PNG}")
    if not idat:
        raise PictureRefused(f"holds no picture data; {COPY_AGAIN}")
    _unpack(idat, _row_lengths(width, height, _CHANNELS[colour] * depth, interlace))
    return width, height


def _not_png(raw: bytes) -> str:
    """Why a file that does not start as a PNG is refused, naming what it seems to be."""
    if not raw:
        return f"is empty (0 bytes); {COPY_AGAIN}"
    kind = next((name for magic, name in _OTHER_KINDS if raw.startswith(magic)), "not a PNG picture")
    seems = "is not a PNG picture" if kind == "not a PNG picture" else f"is {kind}, not a PNG"
    return f"{seems}; the game reads tileset pictures as PNG only: {SAVE_AS_PNG}"


def _chunks(raw: bytes) -> Iterator[tuple[bytes, bytes]]:
    """(kind, data) of each chunk after the signature, its check sum verified; PictureRefused at the first fault."""
    at = len(SIGNATURE)
    while True:
        if at + 12 > len(raw):
            raise PictureRefused(f"is cut short: its end (IEND) is missing (a copy stopped part way?); {COPY_AGAIN}")
        length, kind = struct.unpack(">I4s", raw[at:at + 8])
        if length > len(raw) - at - 12:
            raise PictureRefused(f"is cut short part way through its {_name(kind)} (a copy stopped part way?); "
                                 f"{COPY_AGAIN}")
        data = raw[at + 8:at + 8 + length]
        if zlib.crc32(raw[at + 4:at + 8 + length]) != struct.unpack(">I", raw[at + 8 + length:at + 12 + length])[0]:
            raise PictureRefused(f"is damaged: its {_name(kind)} does not match its check sum; {COPY_AGAIN}")
        yield kind, data
        at += 12 + length


def _name(kind: bytes) -> str:
    """A chunk's name as a person reads it in a problem."""
    return "picture data (IDAT)" if kind == b"IDAT" else f"{kind.decode('latin-1', 'replace')!r} part"


def _row_lengths(width: int, height: int, bits: int, interlace: int) -> list[int]:
    """The length in bytes of each stored row (its filter byte included), pass by pass when interlaced."""
    if not interlace:
        return [1 + (width * bits + 7) // 8] * height
    rows = []
    for x0, y0, dx, dy in _ADAM7:
        w, h = max(0, (width - x0 + dx - 1) // dx), max(0, (height - y0 + dy - 1) // dy)
        if w and h:
            rows += [1 + (w * bits + 7) // 8] * h
    return rows


def _unpack(pieces: list[bytes], rows: list[int]) -> None:
    """Unpack the picture data a step at a time: it must be exactly the rows, each with a filter of 0 to 4."""
    need = sum(rows)
    inflate = zlib.decompressobj()
    got, row, next_row = 0, 0, 0   # bytes unpacked so far; the row whose filter byte comes next, and where
    try:
        for piece in pieces:
            while piece and not inflate.eof:
                out = inflate.decompress(piece, _STEP)
                piece = inflate.unconsumed_tail
                while row < len(rows) and next_row < got + len(out):
                    if out[next_row - got] > 4:
                        raise PictureRefused(f"is damaged: row {row + 1} of its picture data is garbled; {COPY_AGAIN}")
                    next_row += rows[row]
                    row += 1
                got += len(out)
                if got > need:
                    raise PictureRefused(f"holds more picture data than its size needs; {SAVE_AS_PNG}")
    except zlib.error:
        raise PictureRefused(f"is damaged: its picture data cannot be unpacked; {COPY_AGAIN}") from None
    if not inflate.eof or got < need:
        raise PictureRefused(f"is cut short: its picture data ends before the picture does; {COPY_AGAIN}")
