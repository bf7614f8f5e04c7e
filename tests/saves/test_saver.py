"""The autosave writer when the disk says no: it tries again at the next move, names the real cause,
keeps what it owes, and never drops an unfinished game to keep games left at their deal.

The disk is made to refuse by replacing the folder's atomic write for a number of writes (a full
card, a stick pulled for a moment); writes are counted, never timed.
"""
from __future__ import annotations

import errno
import fcntl
import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

import game.saves.folder as folder_module
from game.config import MAPS
from game.saves import AUTOSAVE, AutoSaver, SaveFolder
from game.saves.lock import claim

from tests.saves.games import record, table

@pytest.fixture(scope="module")
def game():
    """Every save of a whole 3-player USA game, and another game's (a family's next game)."""
    return record(table("usa", 7, 3)), record(table("first_journey", 5, 2))


class Refusing:
    """write_atomic that raises `err` for the next `count` writes, then writes; counts both."""

    def __init__(self, monkeypatch, err: int, count: int) -> None:
        self.left, self.err, self.refused, self.written = count, err, 0, 0
        self.real = folder_module.write_atomic
        monkeypatch.setattr(folder_module, "write_atomic", self)

    def __call__(self, path: Path, text: str) -> None:
        if self.left > 0:
            self.left -= 1
            self.refused += 1
            raise OSError(self.err, {errno.ENOSPC: "No space left on device"}.get(self.err, "Input/output error"))
        self.written += 1
        self.real(path, text)


def written(saver: AutoSaver, saved) -> int:
    """Hand a position to the saver, wait for it, and say how many moves the file now holds."""
    saver.save(saved, saved.config.map_path)
    assert saver.flush(60)
    return len(saver.folder.peek(saver.path)["moves"])


def test_a_full_disk_for_a_while_loses_only_the_moves_made_meanwhile(game, tmp_path, monkeypatch):
    """Three refused writes say the folder is full; the next move is written, and the problem is gone."""
    saves, _ = game
    saver = AutoSaver(SaveFolder(tmp_path / "saves"))
    assert written(saver, saves[5]) == 5
    disk = Refusing(monkeypatch, errno.ENOSPC, 3)
    for n in (6, 7, 8):
        assert written(saver, saves[n]) == 5
        assert saver.problem == f"the saves folder {tmp_path / 'saves'} is full"
    assert written(saver, saves[9]) == 9 and saver.problem is None
    assert (disk.refused, disk.written, saver.refused, saver.written) == (3, 1, 3, 2)
    assert len(saver.folder.load(saver.path).moves) == 9


def test_a_stick_pulled_for_a_moment_is_tried_again_at_every_move(game, tmp_path, monkeypatch):
    """Every move is tried; the reason names the saves folder; the first write that works brings all back."""
    saves, _ = game
    saver = AutoSaver(SaveFolder(tmp_path / "saves"))
    disk = Refusing(monkeypatch, errno.EIO, 10)
    for n in range(1, 11):
        written_now = saver.written
        saver.save(saves[n], saves[n].config.map_path)
        assert saver.flush(60) and saver.written == written_now
    assert disk.refused == 10 and "the saves folder" in saver.problem and "cannot be written" in saver.problem
    assert written(saver, saves[11]) == 11 and saver.problem is None


def test_the_first_write_of_a_game_refused_still_keeps_the_unfinished_game_aside(game, tmp_path, monkeypatch):
    """A new game's first write fails; the next one first keeps the family's unfinished game aside."""
    family, other = game
    saver = AutoSaver(SaveFolder(tmp_path / "saves"))
    assert written(saver, family[30]) == 30
    Refusing(monkeypatch, errno.ENOSPC, 1)
    saver.save(replace(other[0], game_id="next"), other[0].config.map_path, first=True)
    assert saver.flush(60) and saver.problem is not None
    assert written(saver, replace(other[1], game_id="next")) == 1
    earlier = sorted(saver.folder.path.glob("earlier-*.yaml"))
    assert len(earlier) == 1 and len(saver.folder.load(earlier[0]).moves) == 30


def test_a_board_folder_that_went_away_is_named_not_the_saves_folder(game, tmp_path):
    """The board's files cannot be read for the save's checksum: the reason says so; back again, saving works."""
    saves, _ = game
    maps = tmp_path / "stick"
    maps.mkdir()
    for name in ("usa.tmx", "usa.yaml"):
        shutil.copy(MAPS / name, maps / name)
    saver = AutoSaver(SaveFolder(tmp_path / "saves"))
    saver.save(saves[3], maps / "usa.tmx")
    assert saver.flush(60) and saver.problem is None
    shutil.rmtree(maps)
    saver.save(saves[4], maps / "usa.tmx")
    assert saver.flush(60)
    assert saver.problem.startswith(f"the board's files in {maps} cannot be read") and "saves folder" not in saver.problem
    maps.mkdir()
    for name in ("usa.tmx", "usa.yaml"):
        shutil.copy(MAPS / name, maps / name)
    saver.save(saves[5], maps / "usa.tmx")
    assert saver.flush(60) and saver.problem is None


def test_eleven_quick_starts_never_drop_the_familys_unfinished_game(game, tmp_path):
    """New game, Start, Menu eleven times: each new game is left at its deal, and the family's game is kept."""
    family, other = game
    saver = AutoSaver(SaveFolder(tmp_path / "saves"))
    saver.save(family[0], family[0].config.map_path, first=True)
    assert written(saver, family[25]) == 25
    for n in range(11):
        saver.save(replace(other[0], game_id=f"quick{n}"), other[0].config.map_path, first=True)
        assert saver.flush(60)
    earlier = sorted(saver.folder.path.glob("earlier-*.yaml"))
    assert len(earlier) == 1 and len(saver.folder.load(earlier[0]).moves) == 25
    assert saver.folder.peek(saver.path)["game_id"] == "quick10"


def test_unfinished_games_with_moves_are_all_kept(game, tmp_path):
    """Twelve unfinished games, each replaced by the next: all twelve are there (none is dropped for room)."""
    family, _ = game
    saver = AutoSaver(SaveFolder(tmp_path / "saves"))
    for n in range(13):
        saver.save(replace(family[0], game_id=f"g{n}"), family[0].config.map_path, first=True)
        assert written(saver, replace(family[2 + n], game_id=f"g{n}")) == 2 + n
    kept = sorted(len(saver.folder.load(p).moves) for p in saver.folder.path.glob("earlier-*.yaml"))
    assert kept == list(range(2, 14))


def test_a_second_copy_on_the_folder_writes_its_own_autosave(game, tmp_path):
    """With the usual name locked by another copy, a saver writes autosave-2.yaml and says why."""
    folder = SaveFolder(tmp_path / "saves")
    other = os.open(folder.file(".autosave.yaml.lock"), os.O_RDWR | os.O_CREAT)   # as another process holds it
    try:
        fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
        saver = AutoSaver(folder)
        assert saver.name == "autosave-2.yaml" and "another window" in saver.note
        assert written(saver, game[0][4]) == 4
        assert AutoSaver(folder).name == "autosave-2.yaml"   # the same process: the same copy of the game
    finally:
        os.close(other)
    del saver
    assert claim(folder.path, AUTOSAVE).name == AUTOSAVE


def test_a_folder_in_place_of_the_autosave_is_passed_over(game, tmp_path):
    """autosave.yaml is a folder: the game is saved in autosave-2.yaml, and the menu's note says why."""
    folder = SaveFolder(tmp_path / "saves")
    folder.file(AUTOSAVE).mkdir()
    saver = AutoSaver(folder)
    assert saver.name == "autosave-2.yaml" and saver.note.startswith("autosave.yaml is a folder")
    assert written(saver, game[0][6]) == 6 and folder.file(AUTOSAVE).is_dir()


def test_without_locks_the_process_id_keeps_the_name(tmp_path, monkeypatch):
    """Where the file system has no locks, a running process's id in the lock file keeps the name;
    a dead process's id does not."""
    import game.saves.lock as lock
    monkeypatch.setattr(lock, "fcntl", None)
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / ".autosave.yaml.lock").write_text(str(os.getppid()))
    assert claim(folder, AUTOSAVE).name == "autosave-2.yaml"
    (folder / ".autosave.yaml.lock").write_text("99999999")
    assert claim(folder, AUTOSAVE).name == AUTOSAVE

