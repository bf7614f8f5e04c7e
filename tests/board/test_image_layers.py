"""Tiled image layers (a drawing or a photo under the board) are read as Tiled shows them: in their order among
the tile layers, at their offset, with their opacity, hidden when hidden; their pictures are checked like any
picture, JPEG photos too, and the cached board carries them and is believed only as far as the files go."""
import json
import struct

import pytest

from game.board import cache, loader
from game.board.cache import cache_path
from game.board.loader import MapError, load_board, read_board
from game.rules.board import ImageLayer, TileLayer
from tests.board.bad_boards import family_board
from tests.board.pngs import huge_header_only, png


@pytest.fixture(autouse=True)
def fresh(monkeypatch, tmp_path):
    """Boards read as at a new start, their cached copies in a folder of the test's own."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "game-cache")


def jpeg(width: int, height: int, components: int = 3, end: bool = True, frame: int = 0xC0) -> bytes:
    """A JPEG's header segments as a camera writes them (the coded data is not needed to read its size)."""
    def segment(marker: int, body: bytes) -> bytes:
        return bytes((0xFF, marker)) + struct.pack(">H", len(body) + 2) + body
    parts = bytes(3 * i + 1 for i in range(components))
    sof = struct.pack(">BHHB", 8, height, width, components) + b"".join(bytes((c, 0x11, 0)) for c in parts)
    sos = bytes((components,)) + b"".join(bytes((c, 0)) for c in parts) + b"\0\x3f\0"
    return (b"\xff\xd8" + segment(0xE0, b"JFIF\0\1\1\0\0\1\0\1\0\0") + segment(frame, sof)
            + segment(0xDA, sos) + b"\x12\x34\xff\x00\x56" + (b"\xff\xd9" if end else b""))


def with_layers(tmx, *layers: str, before: str = '<layer id="2"'):
    """The map with these layers written in before one of its own (the second tile layer, by default)."""
    text = tmx.read_text(encoding="utf-8")
    assert before in text
    tmx.write_text(text.replace(before, "\n".join(layers) + "\n " + before, 1), encoding="utf-8")
    return tmx


def layer(name: str, source: str = "town.png", **attributes: str) -> str:
    """An image layer as Tiled 1.8 to 1.10 writes it."""
    words = " ".join(f'{key}="{value}"' for key, value in attributes.items())
    return f'<imagelayer id="{90 + len(name)}" name="{name}" {words}><image source="{source}"/></imagelayer>'


def test_image_layers_are_read_in_their_place_with_their_offset_and_opacity(tmp_path):
    """Between the first two tile layers, at (40, 20) and half opaque; hidden ones and an empty one left out;
    a group's offset and opacity apply to the layer in it; the x, y of maps older than Tiled 0.15 count."""
    tmx = family_board(tmp_path)
    (tmx.parent / "town.png").write_bytes(png(120, 80))
    with_layers(tmx, layer("photo", offsetx="40", offsety="20.5", opacity="0.5"),
                layer("hidden", visible="0"), '<imagelayer id="80" name="empty"/>',
                '<group id="81" name="drawings" offsetx="10" offsety="5" opacity="0.5">'
                + layer("inside", offsetx="1", opacity="0.5", repeatx="1") + "</group>",
                '<group id="82" name="off" visible="0">' + layer("in a hidden group") + "</group>",
                layer("old", x="7", y="9", tintcolor="#80ff0000"))
    board, problems = read_board(tmx)
    assert problems == []
    kinds = [(type(one).__name__, one.name) for one in board.layers]
    assert kinds == [("TileLayer", "ground"), ("ImageLayer", "photo"), ("ImageLayer", "inside"),
                     ("ImageLayer", "old"), ("TileLayer", "waves"), ("TileLayer", "relief")]
    photo, inside, old = board.layers[1:4]
    assert (photo.x, photo.y, photo.opacity, photo.repeat_x) == (40, 20.5, 0.5, False)
    assert photo.path == str((tmx.parent / "town.png").resolve())
    assert (inside.x, inside.y, inside.opacity, inside.repeat_x) == (11, 5, 0.25, True)
    assert (old.x, old.y, old.tint) == (7, 9, (255, 0, 0, 128))


def test_the_cached_board_carries_its_image_layers_and_notices_their_pictures(tmp_path):
    """The copy gives the same layers; a changed or deleted picture is read again (and refused when gone)."""
    tmx = with_layers(family_board(tmp_path), layer("photo", "town.jpg", opacity="0.7"))
    (tmx.parent / "town.jpg").write_bytes(jpeg(300, 200))
    first = load_board(tmx)
    assert cache_path(tmx).is_file()
    loader._held.clear()
    assert load_board(tmx) == first and isinstance(first.layers[1], ImageLayer)
    (tmx.parent / "town.jpg").write_bytes(jpeg(300, 201))
    loader._held.clear()
    assert load_board(tmx) == first   # same board: a picture's size is not part of it, its bytes are in the key
    (tmx.parent / "town.jpg").unlink()
    loader._held.clear()
    with pytest.raises(MapError, match="its picture town.jpg is missing; put the picture back beside the map"):
        load_board(tmx)


@pytest.mark.parametrize("change", ["outside", "missing", "opacity", "offset"])
def test_a_crafted_image_layer_in_the_cache_is_not_believed(tmp_path, change):
    """A copy whose image layer points outside, at a picture the key did not read, or holds numbers a read never
    gives is read afresh from the files."""
    tmx = with_layers(family_board(tmp_path), layer("photo"))
    (tmx.parent / "town.png").write_bytes(png(40, 40))
    board = load_board(tmx)
    data = json.loads(cache_path(tmx).read_text(encoding="utf-8"))
    entry = next(one for one in data["board"]["layers"] if one[0] == "image")
    entry[{"outside": 2, "missing": 2, "opacity": 5, "offset": 3}[change]] = {
        "outside": "../../secret_photo.png", "missing": "other.png", "opacity": 7, "offset": float("1e9")}[change]
    cache_path(tmx).write_text(json.dumps(data), encoding="utf-8")
    loader._held.clear()
    sources = loader.gather(tmx, lambda *problem: None)
    assert cache.cached_board(sources, cache.board_key(sources)) is None
    assert load_board(tmx) == board


@pytest.mark.parametrize("raw, words", [
    (huge_header_only(5000, 300), "is 5000 × 300 pixels; a picture on a board may be at most 4096 × 4096"),
    (jpeg(6000, 4000), "is 6000 × 4000 pixels; a picture on a board may be at most 4096 × 4096"),
    (png(64, 64)[:-30], "is cut short"),
    (jpeg(300, 200, end=False), "is cut short: its picture data ends before the photo does"),
    (jpeg(300, 200)[:40], "is cut short before its picture data"),
    (jpeg(300, 200, components=4), "is a kind of JPEG (12-bit, or printer colours CMYK) the game cannot read"),
    (jpeg(300, 200, frame=0xC9), "is a kind of JPEG (lossless, arithmetic or hierarchical) the game cannot read"),
    (b"GIF89a" + bytes(100), "is a GIF picture; an image layer's picture must be PNG or JPEG"),
    (b"", "is empty (0 bytes); an image layer's picture must be PNG or JPEG"),
    (bytes(range(256)) * 4, "is not a PNG picture; an image layer's picture must be PNG or JPEG"),
])
def test_an_image_layer_picture_the_game_cannot_draw_is_a_clear_problem(tmp_path, raw, words):
    """Too big, cut short, a kind pygame does not decode, or no picture at all: one line naming the picture."""
    tmx = with_layers(family_board(tmp_path), layer("photo", "town.pic"))
    (tmx.parent / "town.pic").write_bytes(raw)
    board, problems = read_board(tmx)
    assert board is None and len(problems) == 1
    assert f"{tmx}: picture town.pic: {words}" in problems[0]


def test_image_layer_pictures_are_checked_like_tileset_pictures(tmp_path):
    """Outside the board's folder, by full path, or together too many pixels: refused, naming the layer."""
    tmx = with_layers(family_board(tmp_path), layer("far", "../outside.png"), layer("full", "/etc/hostname"))
    (tmp_path / "outside.png").write_bytes(png(8, 8))
    problems = read_board(tmx)[1]
    assert any("image layer far: its picture ../outside.png lies outside the board's folder" in p for p in problems)
    assert any("image layer full: its picture is named by a full path" in p for p in problems)
    tmx = with_layers(family_board(tmp_path / "big"), *(layer(f"p{n}", f"p{n}.jpg") for n in range(3)))
    for n in range(3):
        (tmx.parent / f"p{n}.jpg").write_bytes(jpeg(4096, 4000 + n))
    problems = read_board(tmx)[1]
    assert len(problems) == 1 and "image layers: their pictures hold 49,164,288 pixels together" in problems[0]


def test_a_board_without_image_layers_is_as_before(tmp_path):
    """The tile layers alone, bottom to top, as they always were."""
    board, problems = read_board(family_board(tmp_path))
    assert problems == [] and all(isinstance(one, TileLayer) for one in board.layers)
    assert [one.name for one in board.layers] == ["ground", "waves", "relief"]
