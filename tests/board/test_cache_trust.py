"""The board cache lives in the game's own folder, notices every file a board uses (pictures too), and a copy
damaged or made by hand is never believed: the board is read afresh, without a crash or a hang."""
import json
import os

import pytest

from game.board import cache, catalog, loader
from game.board.cache import board_key, cache_path
from game.board.loader import MapError, load_board, read_board
from game.board.sources import gather
from tests.board.bad_boards import family_board
from tests.board.pngs import png
from tests.board.test_bad_files import within


@pytest.fixture(autouse=True)
def fresh_start(monkeypatch, tmp_path):
    """Every load is a new start's (nothing held in memory); copies go to a folder of the test's own."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr(loader, "HELD", 0)
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "game" / ".cache" / "boards")


def picture(tmx):
    """The board's terrain picture."""
    return tmx.parent / "tiles" / "first_journey_terrain.png"


def test_the_copy_is_kept_in_the_game_folder_not_on_the_stick(tmp_path):
    """Loading a board from a stick writes nothing on the stick; the copy is in the game's own folder."""
    tmx = family_board(tmp_path)
    before = sorted(p.relative_to(tmx.parent) for p in tmx.parent.rglob("*"))
    load_board(tmx)
    assert sorted(p.relative_to(tmx.parent) for p in tmx.parent.rglob("*")) == before
    assert cache_path(tmx).is_file() and cache_path(tmx).parent == cache.FOLDER


@pytest.mark.parametrize("change, words", [
    (lambda path: path.unlink(), "its picture first_journey_terrain.png is missing"),
    (lambda path: path.write_bytes(path.read_bytes()[:3000]), "is cut short"),
    (lambda path: path.write_bytes(png(64, 64)), "its picture is 64 × 64 pixels"),
])
def test_a_picture_changed_after_the_first_run_is_noticed(tmp_path, change, words):
    """The copy's key covers the pictures: a picture gone or spoilt after the board was cached is refused with
    its reason at the next start (the catalog greys it), not drawn from the copy (New game closed the game)."""
    tmx = family_board(tmp_path)
    load_board(tmx)
    assert cache_path(tmx).is_file()
    change(picture(tmx))
    with pytest.raises(MapError, match=words):
        within(load_board, tmx)
    listed = within(catalog.entry, tmx)
    assert not listed.playable and words in listed.problem


def test_a_picture_replaced_by_another_good_one_is_read_again(tmp_path):
    """Another sound picture of the same size: the copy is stale, the board read afresh (and cached again)."""
    tmx = family_board(tmp_path)
    load_board(tmx)
    key = json.loads(cache_path(tmx).read_text())["key"]
    picture(tmx).write_bytes(png(256, 128))
    load_board(tmx)
    assert json.loads(cache_path(tmx).read_text())["key"] != key


def crafted(tmx, change):
    """Write a copy with the right key but a board changed by `change(data)`, as a hand could make it."""
    sources = gather(tmx, lambda *problem: None)
    data = json.loads(cache_path(tmx).read_text())
    assert data["key"] == board_key(sources)
    change(data["board"])
    cache_path(tmx).write_text(json.dumps(data))


def _set(path, value):
    """A change that sets one place of the cached board's data, found by a list of keys and indexes."""
    def change(board):
        *outer, last = path
        for step in outer:
            board = board[step]
        board[last] = value
    return change


CRAFTED = {
    "cities_not_a_list": _set(["cities"], 5),
    "a_city_too_short": _set(["cities", 0], ["x"]),
    "huge_number": _set(["size", 0], 10**30),
    "not_a_number": _set(["cities", 0, 2], "far"),
    "a_huge_label": _set(["cities", 0, 1], "Lighthouse " * 9091),
    "a_picture_outside": _set(["tile_images", 0, 0], "../../secret_photo.png"),
    "a_picture_by_full_path": _set(["tile_images", 0, 0], "/etc/passwd"),
    "a_tile_outside_its_picture": _set(["tile_images", 0, 1], 100000),
    "a_tile_index_out_of_range": _set(["layers", 0, 2, 0, 0], 10**6),
    "a_tile_index_not_a_number": _set(["layers", 0, 2, 0, 0], "x"),
    "a_layer_row_missing": lambda board: board["layers"][0][2].pop(),
    "a_route_to_nowhere": _set(["routes", 0, 1], "atlantis"),
    "a_twin_that_is_no_route": _set(["routes", 0, 5], "nothing"),
    "a_colour_with_no_picture": _set(["routes", 0, 4], "ultraviolet"),
    "rules_the_engine_cannot_build": lambda board: board["settings"]["m"].append(["trains_per_player", -5]),
    "settings_not_a_mapping": _set(["settings"], {"m": 7}),
    "a_ticket_to_nowhere": _set(["tickets", 0, 2], "atlantis"),
    "a_space_too_few": lambda board: board["routes"][0][7].pop(),
}


@pytest.mark.parametrize("name", CRAFTED)
def test_a_crafted_copy_is_never_believed(tmp_path, name):
    """A copy with the right key but a board a fresh read would refuse: the board is read from its files,
    equal to what check-map reads, and the copy written again; nothing raises or hangs."""
    tmx = family_board(tmp_path)
    good = load_board(tmx)
    crafted(tmx, CRAFTED[name])
    assert within(load_board, tmx) == good == read_board(tmx)[0]
    assert "atlantis" not in cache_path(tmx).read_text() and "secret" not in cache_path(tmx).read_text()


@pytest.mark.parametrize("text", ["{not json", "[]", '{"key": 1}', "\xff\xfe", "[" * 100000,
                                  '{"key": "KEY", "board": {"size": [1e999, 1, 1, 1]}}',
                                  '{"key": "KEY", "board": {"size": [' + "9" * 5000 + ', 1, 1, 1]}}'])
def test_a_damaged_copy_file_is_read_afresh(tmp_path, text):
    """Not JSON, the wrong shapes, nesting a hundred thousand deep, numbers beyond any float or int: ignored."""
    tmx = family_board(tmp_path)
    good = load_board(tmx)
    key = json.loads(cache_path(tmx).read_text())["key"]
    cache_path(tmx).write_text(text.replace("KEY", key), encoding="utf-8", errors="surrogateescape")
    assert within(load_board, tmx) == good


def test_a_named_pipe_in_place_of_the_copy_does_not_hang(tmp_path):
    """Even the game's own folder is read without waiting."""
    tmx = family_board(tmp_path)
    good = load_board(tmx)
    cache_path(tmx).unlink()
    os.mkfifo(cache_path(tmx))
    assert within(load_board, tmx) == good


def test_the_cache_folder_keeps_the_newest_copies_only(tmp_path, monkeypatch):
    """Past MAX_COPIES boards the oldest copies go, so the folder does not grow for ever."""
    monkeypatch.setattr(cache, "MAX_COPIES", 3)
    for n in range(6):
        load_board(family_board(tmp_path, f"home{n}"))
    assert len(list(cache.FOLDER.glob("*.json"))) == 3
    assert cache_path(tmp_path / "stick" / "home5.tmx").is_file()


def test_a_cache_folder_that_cannot_be_made_is_no_problem(tmp_path, monkeypatch):
    """Where the game's folder cannot be written (a file where the folder would be), boards load, uncached."""
    (tmp_path / "blocked").write_text("a file, not a folder")
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "blocked" / "boards")
    tmx = family_board(tmp_path)
    assert load_board(tmx) == load_board(tmx) == read_board(tmx)[0]
    assert not cache_path(tmx).exists()
