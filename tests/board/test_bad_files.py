"""Nothing a board's files hold can hang or break the reading: every bad kind is named by check-map (exit 2)
and listed as not playable with its reason, and good pictures of every PNG kind still load.

Each read runs on a thread with a watchdog far beyond need (60 s): a named pipe read as a file would
wait for ever, so a hang fails the test instead of stopping the run.
"""
import threading
import zlib

import pytest

from game.board import catalog, loader
from game.check_map import main as check_map
from game.board.loader import MapError, load_board, read_board
from game.board.pictures import MAX_PICTURE_SIDE, PictureRefused, check_png, png_size
from tests.board.bad_boards import KINDS, family_board
from tests.board.pngs import chunk, header, huge_header_only, png

WATCHDOG = 60   # seconds: only a real hang takes this long


def within(job, *args):
    """Run a job on a thread; fail if it has not ended after WATCHDOG seconds; its result (or its exception)."""
    out = {}

    def run():
        try:
            out["value"] = job(*args)
        except BaseException as err:   # handed to the test's thread
            out["error"] = err
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(WATCHDOG)
    assert not thread.is_alive(), f"{job.__name__} did not end: the game would hang"
    if "error" in out:
        raise out["error"]
    return out["value"]


@pytest.fixture(autouse=True)
def fresh_start(monkeypatch, tmp_path):
    """Each test reads its board as a new start would: nothing held in memory, copies in a folder of its own."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr("game.board.cache.FOLDER", tmp_path / "game-cache")


@pytest.mark.parametrize("kind", KINDS, ids=str)
def test_check_map_names_the_problem_and_exits_2(kind, tmp_path, capsys):
    """check-map prints the problem in a family's words, one line each, and exits 2; no traceback, no hang."""
    tmx = family_board(tmp_path)
    kind.spoil(tmx)
    assert within(check_map, [str(tmx)]) == 2
    out = capsys.readouterr()
    assert out.out == "" and "Traceback" not in out.err
    lines = out.err.splitlines()
    assert any(kind.words in line for line in lines), out.err
    assert lines[-1].endswith("this map cannot be played")


@pytest.mark.parametrize("kind", KINDS, ids=str)
def test_the_catalog_lists_it_as_not_playable_with_its_reason(kind, tmp_path):
    """The board's card would be greyed with the same reason; loading it is refused with a MapError."""
    tmx = family_board(tmp_path)
    kind.spoil(tmx)
    listed = within(catalog.entry, tmx)
    assert not listed.playable and kind.words in listed.problem
    with pytest.raises(MapError):
        within(load_board, tmx)


def test_the_good_family_board_plays(tmp_path):
    """The board the kinds are made from is sound: its tilesets and pictures beside it in its own folder."""
    tmx = family_board(tmp_path)
    board, problems = within(read_board, tmx)
    assert problems == [] and board.title == "Pebble Island"
    assert within(catalog.entry, tmx).playable


VARIANTS = [(6, 8, 1), (3, 8, 0), (3, 4, 1), (3, 2, 0), (3, 1, 0), (2, 16, 0), (6, 16, 1), (0, 8, 0),
            (0, 1, 1), (0, 16, 0), (4, 8, 0), (4, 16, 1), (2, 8, 1)]


@pytest.mark.parametrize("colour, depth, interlace", VARIANTS)
def test_pictures_of_every_png_kind_still_load(colour, depth, interlace, tmp_path):
    """Interlaced, palette, 16-bit and greyscale PNGs pass the checks and the board loads with them."""
    picture = png(256, 128, depth, colour, interlace)
    assert check_png(picture) == (256, 128)
    tmx = family_board(tmp_path)
    (tmx.parent / "tiles" / "first_journey_terrain.png").write_bytes(picture)
    board = within(load_board, tmx)
    assert any(t.path.endswith("tiles/first_journey_terrain.png") for t in board.tile_images)


def test_a_huge_picture_is_refused_from_its_header_alone():
    """20000 × 20000 pixels in a file of a few dozen bytes: the header says enough, nothing is unpacked."""
    raw = huge_header_only(20000, 20000)
    assert len(raw) < 100
    with pytest.raises(PictureRefused, match=f"at most {MAX_PICTURE_SIDE} × {MAX_PICTURE_SIDE}"):
        png_size(raw)


def test_picture_data_that_unpacks_to_far_more_stops_early():
    """A 10 kB file whose data would unpack to 10 MB for a 100 × 100 picture is refused, not unpacked whole."""
    bomb = header(100, 100, 8, 2) + chunk(b"IDAT", zlib.compress(b"\0" * 10_000_000, 9)) + chunk(b"IEND", b"")
    assert len(bomb) < 20_000
    with pytest.raises(PictureRefused, match="more picture data than its size needs"):
        check_png(bomb)


@pytest.mark.parametrize("damage, words", [
    (lambda raw: raw[:8] + raw[8:33].replace(b"IHDR", b"IHDx") + raw[33:], "header is missing"),
    (lambda raw: raw.replace(b"IEND", b"ZZZZ"), "does not match its check sum"),
    (lambda raw: header(4, 4, 8, 3) + chunk(b"IDAT", zlib.compress(b"\0" * 20)) + chunk(b"IEND", b""),
     "without its colour table"),
    (lambda raw: header(4, 4, 8, 2) + chunk(b"IDAT", zlib.compress(b"\7" + b"\0" * 12 + b"\0" * 39))
     + chunk(b"IEND", b""), "garbled"),
    (lambda raw: header(4, 4, 8, 2) + chunk(b"IDAT", zlib.compress(b"\0" * 30)) + chunk(b"IEND", b""),
     "ends before the picture does"),
    (lambda raw: header(4, 4, 8, 2) + chunk(b"IDAT", b"not zlib") + chunk(b"IEND", b""), "cannot be unpacked"),
    (lambda raw: header(4, 4, 8, 2) + chunk(b"ABCD", b"") + chunk(b"IDAT", zlib.compress(b"\0" * 52))
     + chunk(b"IEND", b""), "kind of PNG"),
    (lambda raw: header(4, 4, 9, 2) + chunk(b"IEND", b""), "header no PNG reader accepts"),
])
def test_other_damage_inside_a_png_is_named(damage, words):
    """A renamed header, no end, a palette picture without its palette, a bad row filter, too little data,
    data that is not compressed, an unknown critical part, an impossible depth: each refused in words."""
    with pytest.raises(PictureRefused, match=words):
        check_png(damage(png(4, 4)))


def test_the_board_reader_decodes_no_picture_with_pygame():
    """game/board checks pictures with the standard library alone: no module of it imports pygame."""
    import ast

    from tests.conftest import REPO
    for path in sorted((REPO / "game" / "board").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        names |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not any(name.split(".")[0] == "pygame" for name in names), path.name


def test_control_characters_in_a_name_never_reach_the_terminal(tmp_path, capsys):
    """A route going to a 'city' whose name holds a control character, a line break and a right-to-left turn:
    check-map's line names it without them, on one line."""
    tmx = family_board(tmp_path)
    text = tmx.read_text(encoding="utf-8")
    tmx.write_text(text.replace('name="to" value="pinewood"', 'name="to" value="pine&#x85;[2J&#10;&#x202E;wood"', 1),
                   encoding="utf-8")
    assert within(check_map, [str(tmx)]) == 2
    err = capsys.readouterr().err
    assert "goes to unknown city 'pine [2J wood'" in err
    assert not any(ch in err for ch in "\x85\u202e") and len(err.splitlines()) == 2
