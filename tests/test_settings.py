"""Settings survive a save and a load, and a missing or broken file gives the defaults."""
import math

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
    chosen = Settings(volume=0.3, sound_on=False, fullscreen=True, colorblind_symbols=False)
    assert chosen.save(path)
    assert Settings.load(path) == chosen
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data == {"schema": SCHEMA, "volume": 0.3, "sound_on": False, "fullscreen": True,
                    "colorblind_symbols": False}


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
