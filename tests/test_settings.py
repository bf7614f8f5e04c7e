"""Settings survive a save and a load, and a missing or broken file gives the defaults."""
import math
import os
import tempfile
from pathlib import Path

import pytest
import yaml

from game.settings import SCHEMA, Settings


def test_defaults():
    """Sound on, windowed, colour-blind symbols on."""
    s = Settings()
    assert (s.volume, s.sound_on, s.fullscreen, s.colorblind_symbols) == (0.8, True, False, True)


def test_round_trip(tmp_path):
    """What is saved is what is loaded, and the file is plain YAML with a schema version."""
    path = tmp_path / "saves" / "settings.yaml"
    chosen = Settings(volume=0.3, sound_on=False, voice_on=False, fullscreen=True, colorblind_symbols=False,
                      replay_moves=False, guided=("usa", "first_journey"))
    assert chosen.save(path)
    assert Settings.load(path) == chosen
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data == {"schema": SCHEMA, "volume": 0.3, "sound_on": False, "voice_on": False, "fullscreen": True,
                    "colorblind_symbols": False, "replay_moves": False, "window": "",
                    "guided": ["usa", "first_journey"]}


def test_save_replaces_the_file_and_leaves_no_temporary_file(tmp_path):
    """A second save overwrites the first through a temporary file that is gone afterwards."""
    path = tmp_path / "settings.yaml"
    Settings(volume=0.1).save(path)
    Settings(volume=0.9).save(path)
    assert Settings.load(path).volume == 0.9
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]


def test_missing_file_gives_defaults(tmp_path):
    """No file yet: the defaults."""
    assert Settings.load(tmp_path / "nothing.yaml") == Settings()


@pytest.mark.parametrize("content", [
    b"volume: [unclosed",                 # not YAML
    b"\xff\xfe\x00garbage\x00",           # not text
    b"",                                  # empty
    b"- 1\n- 2\n",                        # a list, not a mapping
    b"volume: 0.2\n",                     # no schema version
    b"schema: 99\nvolume: 0.2\n",         # a newer game's file
    b"schema: one\nvolume: 0.2\n",        # a schema that is not a number
    b"!!python/object/apply:os.system ['true']\n",  # never run code from a file
])
def test_broken_file_gives_defaults(tmp_path, content):
    """Whatever is in the file, loading gives the defaults and never raises."""
    path = tmp_path / "settings.yaml"
    path.write_bytes(content)
    assert Settings.load(path) == Settings()


def test_bad_values_keep_their_defaults(tmp_path):
    """Wrong types fall back one by one; a volume out of range is brought back to 0..1."""
    path = tmp_path / "settings.yaml"
    path.write_text("schema: 1\nvolume: loud\nsound_on: 'yes'\nfullscreen: true\nextra: 5\n", encoding="utf-8")
    assert Settings.load(path) == Settings(fullscreen=True)
    path.write_text("schema: 1\nvolume: 7\n", encoding="utf-8")
    assert Settings.load(path).volume == 1.0
    path.write_text("schema: 1\nvolume: -2\n", encoding="utf-8")
    assert Settings.load(path).volume == 0.0
    path.write_text("schema: 1\nvolume: .nan\ncolorblind_symbols: 0\n", encoding="utf-8")
    loaded = Settings.load(path)
    assert not math.isnan(loaded.volume) and loaded == Settings()


def test_a_directory_in_the_way_gives_defaults_and_a_failed_save(tmp_path):
    """A path that is a folder cannot be read or written; neither raises."""
    folder = tmp_path / "settings.yaml"
    folder.mkdir()
    assert Settings.load(folder) == Settings()
    assert Settings(volume=0.5).save(folder) is False
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]


def test_loudness_is_zero_when_muted():
    """The volume a sound plays at."""
    assert Settings(volume=0.6).loudness == 0.6
    assert Settings(volume=0.6, sound_on=False).loudness == 0.0


# --- a damaged file never stops the game, and is kept -----------------------------------------

ROOT = os.geteuid() == 0  # root reads and writes whatever the permissions say


def kept_aside(folder):
    """The damaged copies kept beside the settings file."""
    return sorted(folder.glob("settings.damaged*.yaml"))


@pytest.mark.parametrize("content", [
    b"[" * 100_000,                               # nested too deep for the YAML reader
    b"schema: 1\nvolume: " + b"[" * 5000 + b"]" * 5000 + b"\n",  # deep inside a good file
    bytes(range(256)) * 8,                        # binary garbage
    b"",                                          # empty
    b"schema: 1\n" + b"# padding\n" * 10_000,     # far bigger than any settings file
    b"- schema: 1\n",                             # a list, not a mapping
    b"schema: 99\nvolume: 0.2\n",                 # a newer game's file
    b"schema: 1\nvolume: " + b"9" * 5000 + b"\n",  # a number Python will not read
])
def test_damaged_file_gives_defaults_and_is_kept_aside(tmp_path, content):
    """Defaults without raising; the damaged bytes are kept in settings.damaged.yaml, not deleted."""
    path = tmp_path / "settings.yaml"
    path.write_bytes(content)
    assert Settings.load(path) == Settings()
    assert not path.exists()
    assert kept_aside(tmp_path) == [tmp_path / "settings.damaged.yaml"]
    assert (tmp_path / "settings.damaged.yaml").read_bytes() == content


def test_the_next_save_writes_a_clean_file(tmp_path):
    """After a damaged file is set aside, changing a setting writes a good file beside the kept one."""
    path = tmp_path / "settings.yaml"
    path.write_bytes(b"[" * 100_000)
    Settings.load(path)
    assert Settings(volume=0.4).save(path)
    assert Settings.load(path) == Settings(volume=0.4)
    assert (tmp_path / "settings.damaged.yaml").read_bytes() == b"[" * 100_000


def test_an_earlier_damaged_file_is_not_overwritten(tmp_path):
    """A second damaged file is kept under the next free name."""
    path = tmp_path / "settings.yaml"
    for content in (b"first: [", b"second: ["):
        path.write_bytes(content)
        assert Settings.load(path) == Settings()
    assert [p.read_bytes() for p in kept_aside(tmp_path)] == [b"second: [", b"first: ["]
    assert [p.name for p in kept_aside(tmp_path)] == ["settings.damaged-2.yaml", "settings.damaged.yaml"]


def test_wrong_types_keep_their_defaults_and_the_file(tmp_path):
    """A good file with odd values is not damaged: each odd field takes its default, the file stays."""
    path = tmp_path / "settings.yaml"
    path.write_text("schema: 1\nvolume: [1, 2]\nsound_on: 3\nfullscreen: true\ncolorblind_symbols: {a: 1}\n"
                    f"extra: {'9' * 400}\n", encoding="utf-8")
    assert Settings.load(path) == Settings(fullscreen=True)
    path.write_text(f"schema: 1\nvolume: {'9' * 400}\n", encoding="utf-8")  # too big for a float
    assert Settings.load(path) == Settings()
    assert path.exists() and kept_aside(tmp_path) == []


@pytest.mark.skipif(ROOT, reason="root can read a file whatever its permissions")
def test_unreadable_file_gives_defaults(tmp_path):
    """A file the game may not read gives the defaults and is left where it is."""
    path = tmp_path / "settings.yaml"
    path.write_text("schema: 1\nvolume: 0.2\n", encoding="utf-8")
    path.chmod(0)
    try:
        assert Settings.load(path) == Settings()
        assert path.exists() and kept_aside(tmp_path) == []
    finally:
        path.chmod(0o644)


def test_read_only_folder_gives_defaults(tmp_path):
    """A damaged file in a folder that cannot be written: defaults, and the file is not lost."""
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "settings.yaml"
    path.write_bytes(b"[" * 100_000)
    folder.chmod(0o555)
    try:
        assert Settings.load(path) == Settings()
        kept = path if path.exists() else folder / "settings.damaged.yaml"
        assert kept.read_bytes() == b"[" * 100_000
        assert Settings(volume=0.5).save(path) is ROOT  # root may write anyway
    finally:
        folder.chmod(0o755)


def test_a_refused_rename_still_gives_defaults(tmp_path, monkeypatch):
    """When the damaged file cannot be renamed (even for root), loading still gives the defaults."""
    def refuse(self, target):
        """A rename the folder does not allow."""
        raise PermissionError(13, "Permission denied")
    path = tmp_path / "settings.yaml"
    path.write_bytes(b"\x00\xff" * 10)
    monkeypatch.setattr(Path, "rename", refuse)
    assert Settings.load(path) == Settings()
    assert path.read_bytes() == b"\x00\xff" * 10


@pytest.mark.parametrize("where", ["file/settings.yaml", "bad\x00name.yaml"])
def test_save_never_raises(tmp_path, where):
    """A parent that is a file, or a name the system refuses: save says False and the game goes on."""
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    assert Settings(volume=0.5).save(tmp_path / where) is False
    assert Settings.load(tmp_path / where) == Settings()


def test_save_refused_by_the_disk(tmp_path, monkeypatch):
    """A disk that refuses the temporary file (full, or read-only even for root): False, no raise."""
    def refuse(*args, **kwargs):
        """A disk that takes no new files."""
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    assert Settings(volume=0.5).save(tmp_path / "settings.yaml") is False
    assert list(tmp_path.iterdir()) == []
