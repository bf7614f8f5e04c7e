"""JPEG photos checked without pygame, for image layers: the kinds pygame decodes, bounded in pixels, not cut short.

A family's photo of its town is most likely a JPEG, and Tiled shows one in an image layer, so the game
takes it there rather than sending a parent to a paint program. As for PNG (game/board/pictures.py), the
standard library alone reads the header segments before anything is decoded: the size comes from the
frame header (SOF), so a huge photo is refused before a pixel is unpacked (a decoded picture can never
be larger than its header says); only the kinds libjpeg in pygame decodes are accepted (baseline,
extended or progressive, 8 bits, grey or colour); every segment's length must fit the file, and the
picture data must end with its end marker, so a photo cut short by a copy stopped part way is named as
such. The coded data itself is not decoded here: libjpeg reads a damaged one as a picture with grey
or smeared parts, never as a crash, and the view draws the plain board where pygame refuses it.
"""
from __future__ import annotations

import struct

from game.board.pictures import MAX_PICTURE_SIDE, SAVE_AS_PNG, SIGNATURE, PictureRefused, check_png, png_size

JPEG_SIGNATURE = b"\xff\xd8\xff"
_FRAMES = {0xC0: "baseline", 0xC1: "extended", 0xC2: "progressive"}   # what libjpeg in pygame decodes
_OTHER_FRAMES = set(range(0xC3, 0xD0)) - {0xC4, 0xC8, 0xCC}             # lossless, arithmetic, hierarchical
_SAVE = "open it in a paint program and save it again as JPEG or PNG"
_COPY = "copy it again from where it came, or save it again as JPEG or PNG"


class JpegRefused(PictureRefused):
    """A JPEG the game will not decode; the message says why and what to do, in words."""


def photo_size(raw: bytes) -> tuple[int, int]:
    """An image layer's picture size from its header: a JPEG's, or a PNG's (PictureRefused if neither will do)."""
    if raw.startswith(JPEG_SIGNATURE):
        return jpeg_size(raw, MAX_PICTURE_SIDE)
    try:
        return png_size(raw)
    except PictureRefused as err:
        if raw.startswith(SIGNATURE):
            raise
        seems = str(err).split(";")[0].replace(", not a PNG", "")   # "is a GIF picture", "is empty (0 bytes)"
        raise PictureRefused(f"{seems}; an image layer's picture must be PNG or JPEG: {SAVE_AS_PNG}") from None


def check_photo(raw: bytes) -> tuple[int, int]:
    """An image layer's picture size once it is checked whole: a JPEG's header and end, or a PNG decoded whole."""
    photo_size(raw)   # names a file that is neither, as such
    return jpeg_size(raw, MAX_PICTURE_SIDE) if raw.startswith(JPEG_SIGNATURE) else check_png(raw)


def jpeg_size(raw: bytes, most: int) -> tuple[int, int]:
    """The photo's width and height from its frame header, every header segment whole; JpegRefused if not."""
    at, size = 2, None
    while True:
        while at < len(raw) and raw[at] == 0xFF and at + 1 < len(raw) and raw[at + 1] == 0xFF:
            at += 1   # fill bytes before a marker
        if at + 4 > len(raw):
            raise JpegRefused(f"is cut short before its picture data (a copy stopped part way?); {_COPY}")
        if raw[at] != 0xFF:
            raise JpegRefused(f"is damaged: its header is garbled; {_COPY}")
        marker, length = raw[at + 1], struct.unpack(">H", raw[at + 2:at + 4])[0]
        if marker == 0xD9 or length < 2 or at + 2 + length > len(raw):
            raise JpegRefused(f"is cut short or damaged in its header (a copy stopped part way?); {_COPY}")
        segment = raw[at + 4:at + 2 + length]
        if marker in _OTHER_FRAMES:
            raise JpegRefused(f"is a kind of JPEG (lossless, arithmetic or hierarchical) the game cannot read; {_SAVE}")
        if marker in _FRAMES:
            if size is not None:
                raise JpegRefused(f"has two frame headers; {_SAVE}")
            size = _frame(segment, most)
        if marker == 0xDA:   # start of the picture data
            if size is None:
                raise JpegRefused(f"has no frame header before its picture data; {_SAVE}")
            if raw.find(b"\xff\xd9", at + 2 + length) < 0:
                raise JpegRefused(f"is cut short: its picture data ends before the photo does (a copy stopped "
                                  f"part way?); {_COPY}")
            return size
        at += 2 + length


def _frame(segment: bytes, most: int) -> tuple[int, int]:
    """The size a frame header gives, if pygame decodes its kind and it is within `most` pixels a side."""
    if len(segment) < 6:
        raise JpegRefused(f"is damaged: its frame header is cut short; {_COPY}")
    precision, height, width, components = struct.unpack(">BHHB", segment[:6])
    if precision != 8 or components not in (1, 3) or len(segment) != 6 + 3 * components:
        raise JpegRefused(f"is a kind of JPEG (12-bit, or printer colours CMYK) the game cannot read; {_SAVE}")
    if any(not (1 <= factor >> 4 <= 4 and 1 <= factor & 15 <= 4) for factor in segment[7::3]):
        raise JpegRefused(f"is damaged: its frame header is garbled; {_COPY}")
    if not (width and height):
        raise JpegRefused(f"does not say its size in its header; {_SAVE}")
    if max(width, height) > most:
        raise JpegRefused(f"is {width} × {height} pixels; a picture on a board may be at most {most} × {most}: "
                          "make it smaller in a paint program")
    return width, height
