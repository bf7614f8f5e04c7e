"""A board packed with `main.py pack-board` is one folder that plays anywhere; a map that only names the game's
own tilesets finds them; anything in the way of packing is refused in one line, with nothing half-written."""
import errno
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.board import loader
from game.board.loader import load_board, read_board
from game.board.pack import PackRefused, pack
from game.rules.board import ImageLayer
from game.simulate import play_game
from tests.board.bad_boards import family_board
from tests.board.test_island import ENDS
from tests.conftest import MAPS, REPO


@pytest.fixture(autouse=True)
def fresh(monkeypatch, tmp_path):
    """Boards read as at a new start, their cached copies in a folder of the test's own."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr("game.board.cache.FOLDER", tmp_path / "game-cache")


def with_photo(tmx: Path) -> Path:
    """The board with an image layer (a JPEG photo in the board's folder) between its first two tile layers."""
    import pygame
    photo = pygame.Surface((120, 80))
    photo.fill((200, 40, 40))
    pygame.image.save(photo, str(tmx.parent / "town photo.jpg"))
    text = tmx.read_text(encoding="utf-8")
    layer = ('<imagelayer id="90" name="photo" offsetx="40" offsety="20" opacity="0.6">'
             '<image source="town photo.jpg" width="120" height="80"/></imagelayer>\n <layer id="2"')
    tmx.write_text(text.replace('<layer id="2"', layer, 1), encoding="utf-8")
    return tmx


def files_of(board) -> list[str]:
    """Every picture a board draws from."""
    return [t.path for t in board.tile_images] + [layer.path for layer in board.layers if isinstance(layer, ImageLayer)]


def test_a_packed_board_plays_from_its_folder_with_the_original_gone(tmp_path):
    """A family's board (own tilesets in tiles/, a photo layer) is packed, its folder renamed away: the packed
    folder checks, draws only from inside itself, and plays whole games."""
    tmx = with_photo(family_board(tmp_path))
    original, _ = read_board(tmx)
    line = pack(tmx, tmp_path / "packed")
    assert "main.py --maps" in line and "3 tilesets and 4 pictures" in line
    tmx.parent.rename(tmp_path / "gone")
    packed = tmp_path / "packed" / "home.tmx"
    board = load_board(packed)
    assert all(Path(path).is_relative_to((tmp_path / "packed").resolve()) for path in files_of(board))
    assert (board.cities, board.routes, board.tickets) == (original.cities, original.routes, original.tickets)
    assert [type(layer) for layer in board.layers] == [type(layer) for layer in original.layers]
    for seed in range(4):
        game = play_game(board, 2 + seed % 2, seed, bots=["medium", "easy", "hard"][:2 + seed % 2])
        assert game["end"] in ENDS and game["winners"], game
    cli = subprocess.run([sys.executable, "main.py", "check-map", str(packed)], cwd=REPO, capture_output=True,
                         text=True, timeout=120)
    assert cli.returncode == 0, cli.stderr


def test_a_shipped_board_packs_and_plays_from_a_stick(tmp_path):
    """The shipped island, packed by the real command, carries the game's tilesets in its folder and plays."""
    cli = subprocess.run([sys.executable, "main.py", "pack-board", "maps/island.tmx", str(tmp_path / "stick")],
                         cwd=REPO, capture_output=True, text=True, timeout=120)
    assert cli.returncode == 0 and cli.stderr == "", cli.stderr
    assert sorted(p.name for p in (tmp_path / "stick" / "tilesets").iterdir()) == [
        "first_journey_terrain.png", "first_journey_terrain.tsx", "fj_icons.png", "fj_icons.tsx",
        "route_spaces.png", "route_spaces.tsx"]
    board = load_board(tmp_path / "stick" / "island.tmx")
    assert all(Path(path).is_relative_to((tmp_path / "stick").resolve()) for path in files_of(board))
    shipped = read_board(MAPS / "island.tmx")[0]
    assert (board.cities, board.routes, board.tickets, board.layers) == \
        (shipped.cities, shipped.routes, shipped.tickets, shipped.layers)
    assert play_game(board, 3, 7, bots=["medium", "hard", "easy"])["end"] in ENDS


def test_packing_again_replaces_the_earlier_pack(tmp_path):
    """The same board packed again into its own folder replaces it (a changed rules file travels)."""
    tmx = family_board(tmp_path)
    pack(tmx, tmp_path / "packed")
    rules = tmx.with_suffix(".yaml")
    rules.write_text(rules.read_text(encoding="utf-8").replace("Pebble Island", "Pebble Isle"), encoding="utf-8")
    pack(tmx, tmp_path / "packed")
    assert load_board(tmp_path / "packed" / "home.tmx").title == "Pebble Isle"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []   # no leftovers


def test_a_map_naming_the_game_tilesets_only_by_name_loads(tmp_path):
    """A family's folder may hold only its map and rules: `route_spaces.tsx` (and the others) without a path
    are the game's own."""
    folder = tmp_path / "ours"
    folder.mkdir()
    text = (MAPS / "island.tmx").read_text(encoding="utf-8").replace('source="../assets/tilesets/', 'source="')
    assert 'source="route_spaces.tsx"' in text
    (folder / "home.tmx").write_text(text, encoding="utf-8")
    shutil.copy(MAPS / "island.yaml", folder / "home.yaml")
    board, problems = read_board(folder / "home.tmx")
    assert problems == []
    assert {Path(t.path).parent for t in board.tile_images} == {(REPO / "assets" / "tilesets").resolve()}
    packed = pack(folder / "home.tmx", tmp_path / "packed")
    assert "3 tilesets" in packed


def refused(tmx: Path, folder: Path) -> str:
    """The one line pack-board says, through the real command, with its exit status checked."""
    cli = subprocess.run([sys.executable, "main.py", "pack-board", str(tmx), str(folder)], cwd=REPO,
                         capture_output=True, text=True, timeout=120)
    assert cli.returncode == 2 and cli.stdout == "" and cli.stderr.count("\n") == 1, cli
    return cli.stderr


def test_a_board_that_does_not_check_is_refused(tmp_path):
    """A board with a problem is not packed, and no folder appears."""
    tmx = family_board(tmp_path)
    tmx.with_suffix(".yaml").write_text("title: [", encoding="utf-8")
    words = refused(tmx, tmp_path / "packed")
    assert "does not check" in words and "check-map" in words
    assert not (tmp_path / "packed").exists()


@pytest.mark.parametrize("inside", [{"notes.txt": "ours"}, {"other.tmx": "<map/>", "other.yaml": "x: 1"}])
def test_a_folder_holding_something_else_is_refused_and_left_alone(tmp_path, inside):
    """A folder with other files, or another board, in it is refused and nothing in it changes."""
    tmx = family_board(tmp_path)
    folder = tmp_path / "packed"
    folder.mkdir()
    for name, text in inside.items():
        (folder / name).write_text(text, encoding="utf-8")
    words = refused(tmx, folder)
    assert "already holds" in words and ("another board (other.tmx)" in words) == ("other.tmx" in inside)
    assert {p.name: p.read_text(encoding="utf-8") for p in folder.iterdir()} == inside


def test_a_file_in_the_way_or_no_parent_folder_is_refused(tmp_path):
    """A file of that name, or a folder to make it in that does not exist, is said in one line."""
    tmx = family_board(tmp_path)
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    assert "is a file or a link, not a folder" in refused(tmx, tmp_path / "afile")
    assert "does not exist" in refused(tmx, tmp_path / "nowhere" / "packed")


@pytest.mark.parametrize("after", [0, 3])
def test_a_full_disk_leaves_nothing_half_written(tmp_path, monkeypatch, after):
    """The disk filling up part way (or at once) is refused in one line; no folder and no temporary is left."""
    tmx = family_board(tmp_path)
    writes = []

    def full(path, data):
        """Write a few files, then find the disk full."""
        if len(writes) >= after:
            raise OSError(errno.ENOSPC, "No space left on device")
        writes.append(path)
        _write(path, data)
    monkeypatch.setattr(Path, "write_bytes", full)
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(PackRefused, match="No space left on device.*nothing was written"):
        pack(tmx, tmp_path / "packed")
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def _write(path: Path, data: bytes) -> None:
    """Write bytes the plain way (Path.write_bytes is the one made to fail)."""
    with open(path, "wb") as stream:
        stream.write(data)


@pytest.mark.parametrize("code, words", [(errno.EROFS, "Read-only file system"), (errno.EACCES, "Permission denied")])
def test_a_folder_that_cannot_be_written_is_refused(tmp_path, monkeypatch, code, words):
    """A locked stick or a folder not ours: one line saying so, nothing made."""
    def locked(*args, **kwargs):
        """The system refuses to make anything here."""
        raise OSError(code, words)
    monkeypatch.setattr("game.board.pack.tempfile.mkdtemp", locked)
    tmx = family_board(tmp_path)
    with pytest.raises(PackRefused, match=f"cannot be written \\({words}\\); nothing was written"):
        pack(tmx, tmp_path / "packed")
    assert not (tmp_path / "packed").exists()
