"""Bad board files as a family's folder or a stranger's USB stick could hold them, each made from a good board.

`family_board` copies Pebble Island into a folder of its own with its tilesets and pictures beside it
(tiles/), as a board on a stick would have them; each kind in KINDS breaks one file of it and says
the words check-map must print for it. Shared by the board tests and the setup tests.
"""
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from tests.board.pngs import huge_header_only, png
from tests.conftest import MAPS, REPO

TILESETS = ("first_journey_terrain", "route_spaces", "fj_icons")
TERRAIN = "tiles/first_journey_terrain"   # the picture every tile of the ground is cut from


def family_board(tmp_path: Path, name: str = "home") -> Path:
    """A copy of Pebble Island as `<tmp>/stick/<name>.tmx`, its tilesets and pictures in stick/tiles/."""
    folder = tmp_path / "stick"
    (folder / "tiles").mkdir(parents=True, exist_ok=True)
    for tileset in TILESETS:
        for suffix in (".tsx", ".png"):
            shutil.copy(REPO / "assets" / "tilesets" / f"{tileset}{suffix}", folder / "tiles" / f"{tileset}{suffix}")
    text = (MAPS / "island.tmx").read_text(encoding="utf-8").replace("../assets/tilesets/", "tiles/")
    (folder / f"{name}.tmx").write_text(text, encoding="utf-8")
    shutil.copy(MAPS / "island.yaml", folder / f"{name}.yaml")
    return folder / f"{name}.tmx"


@dataclass(frozen=True)
class Kind:
    """One way a board's files go bad: what is done to them, and the words check-map says."""

    name: str
    spoil: Callable[[Path], None]
    words: str

    def __str__(self) -> str:
        return self.name


def _replace(path: Path, old: str, new: str, count: int = 1) -> None:
    """Replace text in a file (it must be there)."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"no {old!r} in {path}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _picture(tmx: Path) -> Path:
    """The terrain picture of the board."""
    return tmx.parent / f"{TERRAIN}.png"


def _tileset(tmx: Path) -> Path:
    """The terrain tileset file of the board."""
    return tmx.parent / f"{TERRAIN}.tsx"


def _write(data: bytes | Callable[[bytes], bytes], where: Callable[[Path], Path] = _picture) -> Callable[[Path], None]:
    """Replace a file's bytes (or change them with a function of the old ones)."""
    def spoil(tmx: Path) -> None:
        path = where(tmx)
        path.write_bytes(data(path.read_bytes()) if callable(data) else data)
    return spoil


def _flip_in_data(raw: bytes) -> bytes:
    """One byte of the picture data changed: its check sum no longer matches."""
    at = raw.index(b"IDAT") + 20
    return raw[:at] + bytes([raw[at] ^ 0x55]) + raw[at + 1:]


def _pipe(where: Callable[[Path], Path]) -> Callable[[Path], None]:
    """A named pipe in a file's place (nobody ever writes into it)."""
    def spoil(tmx: Path) -> None:
        path = where(tmx)
        path.unlink()
        os.mkfifo(path)
    return spoil


def _folder(where: Callable[[Path], Path]) -> Callable[[Path], None]:
    """A folder in a file's place."""
    def spoil(tmx: Path) -> None:
        path = where(tmx)
        path.unlink()
        path.mkdir()
    return spoil


def _picture_named(name: str, data: bytes | None = None) -> Callable[[Path], None]:
    """The terrain tileset names another picture (written there, if data is given)."""
    def spoil(tmx: Path) -> None:
        if data is not None:
            target = Path(name) if os.path.isabs(name) else _tileset(tmx).parent / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        _replace(_tileset(tmx), 'source="first_journey_terrain.png"', f'source="{name}"')
    return spoil


def _absolute_picture(tmx: Path) -> None:
    """The terrain tileset names its picture by a full path (a photo elsewhere on the computer)."""
    photo = tmx.parent.parent / "photos" / "secret_photo.png"
    _picture_named(str(photo), png(256, 128))(tmx)


def _own_tileset_missing(tmx: Path) -> None:
    """The board's own tileset (not one the game ships, which is found by its name) is gone."""
    _tileset(tmx).rename(tmx.parent / "tiles" / "our_terrain.tsx.old")
    _replace(tmx, 'source="tiles/first_journey_terrain.tsx"', 'source="tiles/our_terrain.tsx"')


def _tileset_outside(tmx: Path) -> None:
    """The map names a tileset in a folder beside the board's (a sound one)."""
    elsewhere = tmx.parent.parent / "elsewhere"
    elsewhere.mkdir()
    for suffix in (".tsx", ".png"):
        shutil.copy(tmx.parent / f"{TERRAIN}{suffix}", elsewhere / f"first_journey_terrain{suffix}")
    _replace(tmx, 'source="tiles/first_journey_terrain.tsx"', 'source="../elsewhere/first_journey_terrain.tsx"')


def _link_to_zero(tmx: Path) -> None:
    """The picture is a link to /dev/zero (a file that never ends)."""
    _picture(tmx).unlink()
    _picture(tmx).symlink_to("/dev/zero")


def _big_file(tmx: Path) -> None:
    """A picture of 17 MB (a PNG header, then nothing: a sparse file costs no disk)."""
    with _picture(tmx).open("r+b") as out:
        out.truncate(17_000_000)


def _tsx_attr(key: str, value: str) -> Callable[[Path], None]:
    """One number of the terrain tileset changed."""
    def spoil(tmx: Path) -> None:
        text = _tileset(tmx).read_text(encoding="utf-8")
        _tileset(tmx).write_text(re.sub(rf' {key}="\d+"', f' {key}="{value}"', text, count=1), encoding="utf-8")
    return spoil


def _label_text(text: str) -> Callable[[Path], None]:
    """A city's name (the text players read) replaced."""
    return lambda tmx: _replace(tmx, ">Lighthouse Point<", f">{text}<")


def _title(title: str) -> Callable[[Path], None]:
    """The board's title in its rules file replaced."""
    return lambda tmx: _replace(tmx.with_suffix(".yaml"), 'title: "Pebble Island"', f'title: "{title}"')


def _many_objects(kind: str, count: int) -> Callable[[Path], None]:
    """`count` more objects of a class in the map's cities layer."""
    def spoil(tmx: Path) -> None:
        objects = "".join(f'<object id="{9000 + n}" name="{kind}{n}" type="{kind}" x="10" y="10" width="8" height="8"/>'
                          for n in range(count))
        _replace(tmx, '<objectgroup id="6" name="cities">', f'<objectgroup id="6" name="cities">{objects}')
    return spoil


def _many_tickets(tmx: Path) -> None:
    """301 tickets in the rules file."""
    yml = tmx.with_suffix(".yaml")
    extra = "".join(f"  - {{id: x{n}, from: lighthouse_point, to: misty_peak}}\n" for n in range(301))
    _replace(yml, "\ntickets:                               # 24 tickets, no points\n", "\ntickets:\n" + extra)


def _rows_missing(tmx: Path) -> None:
    """The ground layer loses its last eight rows (a copy cut short): fewer rows than the map is tall."""
    text = tmx.read_text(encoding="utf-8")
    start = text.index('<data encoding="csv">') + len('<data encoding="csv">')
    end = text.index("</data>", start)
    rows = text[start:end].strip().split("\n")
    tmx.write_text(text[:start] + "\n" + "\n".join(rows[:-8]).rstrip(",") + "\n" + text[end:], encoding="utf-8")


def _image_collection(tmx: Path) -> None:
    """A tileset of separate pictures, one per tile."""
    _replace(_tileset(tmx), '<tile id="0">', '<tile id="0">\n  <image source="first_journey_terrain.png" width="32" height="32"/>')


def _external_entity(tmx: Path) -> None:
    """A tileset that asks for another file's content through an XML entity."""
    text = _tileset(tmx).read_text(encoding="utf-8")
    text = text.replace('<?xml version="1.0" encoding="UTF-8"?>',
                        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE t [<!ENTITY e SYSTEM "file:///etc/passwd">]>')
    _tileset(tmx).write_text(text.replace('name="first_journey_terrain"', 'name="&e;"'), encoding="utf-8")


KINDS = [
    Kind("truncated_png", _write(lambda raw: raw[: len(raw) // 2]), "is cut short"),
    Kind("random_bytes_png", _write(bytes(range(256)) * 40), "is not a PNG picture; the game reads tileset pictures as PNG only"),
    Kind("text_file_png", _write(b"this is a shopping list, not a picture\n"), "is not a PNG picture"),
    Kind("zero_byte_png", _write(b""), "is empty (0 bytes)"),
    Kind("bad_crc_png", _write(_flip_in_data), "does not match its check sum"),
    Kind("missing_iend_png", _write(lambda raw: raw[:-12]), "its end (IEND) is missing"),
    Kind("png_smaller_than_tileset", _write(png(64, 64)), "its picture is 64 × 64 pixels but its 28 tiles"),
    Kind("png_20000_square", _write(huge_header_only(20000, 20000)), "is 20000 × 20000 pixels; a picture on a board may be at most 4096 × 4096"),
    Kind("png_over_byte_limit", _big_file, "is bigger than 16 MB"),
    Kind("jpeg_picture", _picture_named("photo.jpg", b"\xff\xd8\xff\xe0\0\x10JFIF" + bytes(200)), "is a JPEG picture, not a PNG"),
    Kind("gif_picture", _picture_named("anim.gif", b"GIF89a" + bytes(200)), "is a GIF picture, not a PNG"),
    Kind("picture_outside_folder", _picture_named("../../secret_photo.png", png(256, 128)), "lies outside the board's folder"),
    Kind("picture_absolute_path", _absolute_picture, "is named by a full path"),
    Kind("tileset_outside_folder", _tileset_outside, "lies outside the board's folder"),
    Kind("pipe_as_tmx", _pipe(lambda tmx: tmx), "cannot be read: it is a named pipe, not a file"),
    Kind("pipe_as_yaml", _pipe(lambda tmx: tmx.with_suffix(".yaml")), "cannot be read: it is a named pipe, not a file"),
    Kind("pipe_as_tsx", _pipe(_tileset), "cannot be read: it is a named pipe, not a file"),
    Kind("pipe_as_png", _pipe(_picture), "cannot be read: it is a named pipe, not a file"),
    Kind("png_links_to_dev_zero", _link_to_zero, "lies outside the board's folder"),
    Kind("folder_as_tsx", _folder(_tileset), "cannot be read: it is a folder, not a file"),
    Kind("folder_as_png", _folder(_picture), "cannot be read: it is a folder, not a file"),
    Kind("tileset_missing", _own_tileset_missing, "the tileset file is missing"),
    Kind("picture_missing", lambda tmx: _picture(tmx).unlink(), "its picture first_journey_terrain.png is missing"),
    Kind("label_100000_characters", _label_text("Lighthouse " * 9091), "its text is 100000 characters long; at most 48"),
    Kind("title_of_990_kB", _title("T" * 990_000), "a value is 990000 characters long"),
    Kind("title_of_100_characters", _title("Pebble " * 14 + "Isle"), "title: is 102 characters long; a title may have at most 80"),
    Kind("too_many_cities", _many_objects("city", 151), "has 163 objects of class city; a board may have at most 150"),
    Kind("too_many_routes", _many_objects("route", 401), "has 426 objects of class route; a board may have at most 400"),
    Kind("too_many_tickets", _many_tickets, "holds 325 tickets; a board may have at most 300"),
    Kind("malformed_tsx", _write(lambda raw: raw[: len(raw) // 2], _tileset), "malformed XML"),
    Kind("tsx_with_external_entity", _external_entity, "malformed XML"),
    Kind("tsx_tilecount_absurd", _tsx_attr("tilecount", "1000000000000"), "tilecount must be a whole number from 1 to 4096"),
    Kind("tsx_columns_absurd", _tsx_attr("columns", "4000"), "in 4000 columns need"),
    Kind("tile_size_zero", _tsx_attr("tilewidth", "0"), "tilewidth must be a whole number from 8 to 512, not '0'"),
    Kind("layer_rows_missing", _rows_missing, "holds 924 tiles but the map is 44 × 29 = 1276 tiles"),
    Kind("image_collection_tileset", _image_collection, "is a collection of separate pictures"),
]
