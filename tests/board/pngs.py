"""PNG pictures written with the standard library for the picture tests: every colour type, depth and interlacing."""
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))


def chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk with its length and check sum."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def header(width: int, height: int, depth: int = 8, colour: int = 6, interlace: int = 0) -> bytes:
    """The signature and the IHDR chunk."""
    return SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))


def _row(xs: range, y: int, depth: int, colour: int) -> bytes:
    """One stored row (filter byte 0) of a pattern of samples."""
    top = (1 << depth) - 1
    samples = [(x * 7 + y * 3 + c * 11) % (top + 1) if colour != 3 else (x + y) % min(4, top + 1)
               for x in xs for c in range(CHANNELS[colour])]
    if colour in (4, 6):   # opaque: the alpha sample is the highest
        step = CHANNELS[colour]
        samples[step - 1::step] = [top] * (len(samples) // step)
    if depth == 16:
        body = b"".join(struct.pack(">H", s) for s in samples)
    elif depth == 8:
        body = bytes(samples)
    else:
        bits = "".join(format(s, f"0{depth}b") for s in samples)
        bits += "0" * (-len(bits) % 8)
        body = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    return b"\0" + body


def png(width: int, height: int, depth: int = 8, colour: int = 6, interlace: int = 0) -> bytes:
    """A whole, sound PNG of this size and kind (a palette of four colours for colour type 3)."""
    if interlace:
        rows = [_row(range(x0, width, dx), y, depth, colour) for x0, y0, dx, dy in ADAM7
                if x0 < width and y0 < height for y in range(y0, height, dy)]
    else:
        rows = [_row(range(width), y, depth, colour) for y in range(height)]
    palette = chunk(b"PLTE", bytes([200, 180, 120, 40, 90, 160, 60, 140, 70, 240, 240, 230])) if colour == 3 else b""
    return (header(width, height, depth, colour, interlace) + palette
            + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b""))


def huge_header_only(width: int, height: int) -> bytes:
    """A small file whose header says a huge picture (a few bytes of data follow)."""
    return header(width, height, 8, 2) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
