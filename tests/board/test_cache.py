"""The cached copy of a board: exactly the board its files give, kept in the game's own folder, never used
once they change."""
import json
import os

import pytest

from game.board import cache, loader
from game.board.cache import board_key, cache_path
from game.board.loader import MapError, load_board, read_board
from game.board.sources import gather
from tests.conftest import GAMES, MAPS


@pytest.fixture(autouse=True)
def each_load_a_new_start(monkeypatch, tmp_path):
    """What these tests look at is the copy on disk, which a new start reads: no board is held in memory;
    the copies go to a folder of the test's own."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr(loader, "HELD", 0)
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "game-cache" / "boards")


def cached_board(tmx):
    """The board the copy gives for this map's files as they are now, or None."""
    sources = gather(tmx, lambda *problem: None)
    return cache.cached_board(sources, board_key(sources)) if sources is not None else None


@pytest.mark.parametrize("game", GAMES)
def test_the_cached_board_is_the_board_read_from_its_files(game):
    """Every shipped board comes back from its copy equal, field for field, to a full read."""
    load_board(MAPS / f"{game}.tmx")   # writes the copy if there is none yet
    cached = cached_board(MAPS / f"{game}.tmx")
    fresh, problems = read_board(MAPS / f"{game}.tmx")
    assert problems == [] and cached is not None
    assert cached == fresh
    assert cached.tile_images == fresh.tile_images and dict(cached.settings) == dict(fresh.settings)


def test_a_copy_is_written_and_then_used(usa):
    """The first load writes the copy in the game's own folder, nothing in the board's; the next load is the copy."""
    assert not cache_path(usa).exists()
    before = sorted(usa.parent.iterdir())
    first = load_board(usa)
    assert cache_path(usa).is_file() and cache_path(usa).parent == cache.FOLDER
    assert sorted(usa.parent.iterdir()) == before
    assert cached_board(usa) == first == load_board(usa)


@pytest.mark.parametrize("name", ["usa.tmx", "usa.yaml"])
def test_a_changed_file_is_read_again(usa, name):
    """Changing the map or its rules file, even keeping its size, makes the copy stale."""
    load_board(usa)
    changed = usa.parent / name
    text = changed.read_text(encoding="utf-8")
    old, new = ('"Ticket to Ride"', '"Ticket to Rid_"') if name == "usa.yaml" else (">Seattle<", ">Seattlx<")
    assert old in text
    changed.write_text(text.replace(old, new), encoding="utf-8")
    assert cached_board(usa) is None
    board = load_board(usa)
    assert board.title == "Ticket to Rid_" if name == "usa.yaml" else board.city("seattle").name == "Seattlx"
    assert cached_board(usa) == board


def test_a_broken_map_is_refused_even_after_a_good_copy(usa):
    """A map broken after its copy was written is read again, and refused with its problems."""
    load_board(usa)
    usa.write_text(usa.read_text(encoding="utf-8").replace('name="seattle" type="label"', 'name="nowhere" type="label"'),
                   encoding="utf-8")
    with pytest.raises(MapError, match="nowhere"):
        load_board(usa)


@pytest.mark.parametrize("damage", [b"", b"{not json", b"[]", b'{"key": 1}', b"\xff\xfe"])
def test_a_damaged_copy_is_ignored_and_replaced(usa, damage):
    """Whatever is in the copy's file, the board is read from its files and the copy written again."""
    board = load_board(usa)
    cache_path(usa).write_bytes(damage)
    assert cached_board(usa) is None
    assert load_board(usa) == board
    assert json.loads(cache_path(usa).read_text(encoding="utf-8"))["key"]


def test_a_copy_with_the_right_key_but_a_broken_board_is_ignored(usa):
    """A copy whose key matches but whose board does not fit is not used."""
    load_board(usa)
    data = json.loads(cache_path(usa).read_text(encoding="utf-8"))
    data["board"]["routes"][0] = ["too", "short"]
    cache_path(usa).write_text(json.dumps(data), encoding="utf-8")
    assert cached_board(usa) is None


def test_a_folder_that_cannot_be_written_is_no_problem(usa):
    """Where the copy cannot be written (a read-only card), boards load from their files."""
    if os.geteuid() == 0:
        pytest.skip("root may write into any folder")
    cache_path(usa).parent.mkdir(parents=True)
    cache_path(usa).parent.chmod(0o500)
    try:
        assert load_board(usa).game == "usa"
        assert not cache_path(usa).exists()
    finally:
        cache_path(usa).parent.chmod(0o700)


def test_one_board_object_while_its_files_stay_the_same(usa, monkeypatch):
    """Loading an unchanged map again gives the very same board (its table and pictures are made once per
    evening, not once per game); a changed rules file gives a new one."""
    monkeypatch.setattr(loader, "HELD", 16)
    first = load_board(usa)
    assert load_board(usa) is first
    rules = usa.with_suffix(".yaml")
    rules.write_text(rules.read_text(encoding="utf-8").replace('"Ticket to Ride"', '"Ticket to Rid_"'),
                     encoding="utf-8")
    again = load_board(usa)
    assert again is not first and again.title == "Ticket to Rid_" and load_board(usa) is again
