"""Sound: the committed WAVs are what the generator makes, they are sane, and playing never fails."""
from __future__ import annotations

import math
import os
import shutil
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.audio.sound import NAMES, SOUNDS_DIR, Sound  # noqa: E402
from tools import make_sounds  # noqa: E402


def samples(data: bytes) -> tuple[tuple[int, int, int], tuple[int, ...]]:
    """(channels, sample width, rate) and the samples of a WAV file's bytes."""
    import io
    with wave.open(io.BytesIO(data)) as w:
        n = w.getnframes()
        return (w.getnchannels(), w.getsampwidth(), w.getframerate()), struct.unpack(f"<{n}h", w.readframes(n))


@pytest.fixture(scope="module")
def generated() -> dict[str, bytes]:
    """Every sound as the generator makes it now."""
    return {name: make_sounds.render(name) for name in make_sounds.SOUNDS}


def test_generator_makes_exactly_the_sounds_the_game_plays():
    """The generator, the game and the folder agree on the eight names."""
    assert tuple(make_sounds.SOUNDS) == NAMES
    assert sorted(p.stem for p in SOUNDS_DIR.glob("*.wav")) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_committed_wav_equals_the_generator(name, generated):
    """Each committed WAV holds exactly the samples the generator makes today."""
    committed = (SOUNDS_DIR / f"{name}.wav").read_bytes()
    assert samples(committed) == samples(generated[name]), \
        f"assets/sounds/{name}.wav is stale: run python tools/make_sounds.py"
    assert committed == generated[name]


@pytest.mark.parametrize("name", NAMES)
def test_wav_is_valid_short_and_not_clipped(name):
    """22050 Hz 16-bit mono, at most 1.5 s, audible, unclipped, no click at either end."""
    params, data = samples((SOUNDS_DIR / f"{name}.wav").read_bytes())
    assert params == (1, 2, 22050)
    seconds = len(data) / 22050
    assert 0.03 <= seconds <= 1.5
    peak = max(abs(s) for s in data) / 32768
    assert 0.2 <= peak <= 0.7, "too quiet to hear or near clipping"
    assert data[0] == 0 and abs(data[-1]) <= 1, "a sound must start and end at rest (no click)"
    assert abs(sum(data) / len(data)) < 40, "no offset from the middle line"


def test_sound_folder_is_small():
    """All the sounds together stay small (the game ships on a memory card)."""
    assert sum(p.stat().st_size for p in SOUNDS_DIR.glob("*.wav")) < 300_000


def test_sine_polynomial_matches_math_sin():
    """The generator's own sine is as good as the library's, far below one 16-bit step."""
    worst = max(abs(make_sounds.sin(x / 97.0) - math.sin(x / 97.0)) for x in range(-5000, 5000))
    assert worst < 1e-8


def test_loads_and_plays_every_sound_with_the_dummy_driver():
    """With the dummy driver every sound loads and plays; an unknown name is silent."""
    sound = Sound(0.5, True)
    assert sound.available
    assert sorted(sound.clips) == sorted(NAMES)
    for name in NAMES:
        sound.play(name)
    sound.play("no_such_sound")   # unknown: silent
    sound.stop()


def test_missing_and_broken_files_are_silent(tmp_path):
    """A missing or broken file silences only that sound."""
    shutil.copy(SOUNDS_DIR / "tap.wav", tmp_path / "tap.wav")
    (tmp_path / "win.wav").write_bytes(b"RIFF, but not really a wave file")
    sound = Sound(0.5, True, folder=tmp_path)
    assert sorted(sound.clips) == ["tap"]
    for name in NAMES:
        sound.play(name)


class Spy:
    """A stand-in mixer sound that counts what is asked of it."""

    def __init__(self):
        self.plays = 0
        self.stops = 0
        self.volume = None

    def play(self):
        """Count a play."""
        self.plays += 1

    def stop(self):
        """Count a stop."""
        self.stops += 1

    def set_volume(self, value):
        """Remember the volume."""
        self.volume = value


def spied(sound: Sound) -> Spy:
    """Swap the sound's tap for a spy."""
    spy = Spy()
    sound.clips["tap"] = spy
    return spy


def test_mute_stops_playing_and_keeps_the_volume():
    """Muting stops what plays and every later play; unmuting brings back the same volume."""
    sound = Sound(0.6, True)
    spy = spied(sound)
    sound.play("tap")
    sound.mute(True)
    assert spy.stops == 1, "muting silences what plays at once"
    sound.play("tap")
    assert spy.plays == 1
    sound.mute(False)
    sound.play("tap")
    assert spy.plays == 2 and sound.volume == 0.6


def test_starting_muted_plays_nothing():
    """Sound switched off in the settings plays nothing from the start."""
    sound = Sound(0.6, enabled=False)
    spy = spied(sound)
    sound.play("tap")
    assert spy.plays == 0


def test_volume_takes_effect_at_once_and_is_clamped():
    """A new volume reaches every sound at once, within 0..1; 0 is silence."""
    sound = Sound(0.6, True)
    spy = spied(sound)
    sound.set_volume(0.25)
    assert spy.volume == 0.25
    sound.set_volume(7)
    assert spy.volume == 1.0
    sound.set_volume(float("nan"))
    assert sound.volume == 0.0
    sound.play("tap")
    assert spy.plays == 0, "volume 0 is silence"


def test_no_audio_device_is_silent(monkeypatch):
    """When the mixer cannot open, every call works and nothing plays."""
    def refuse(*args, **kwargs):
        """Fail as SDL does with no audio device."""
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sound = Sound(0.8, True)
    assert not sound.available and sound.clips == {}
    for name in NAMES:
        sound.play(name)
    sound.set_volume(0.3)
    sound.mute(True)


def test_playing_after_pygame_quit_does_not_crash():
    """Sounds asked for after pygame.quit() are silent instead of crashing the process."""
    # In a child process: pygame itself crashes the whole process when this goes wrong.
    code = ("import pygame; from game.audio import Sound; s = Sound(0.5, True); pygame.quit(); "
            "s.play('tap'); s.set_volume(0.2); s.mute(True); s.mute(False); s.play('win')")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()


def test_a_missing_audio_driver_is_silent():
    """A machine whose audio driver is missing starts silent."""
    code = "from game.audio import Sound; s = Sound(0.5, True); assert not s.available; s.play('tap')"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="no_such_driver")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()


def test_the_app_has_a_sound_at_the_settings_loudness():
    """The App makes app.sound from the settings, and it plays with the dummy driver."""
    from game.app import App
    app = App()
    assert isinstance(app.sound, Sound) and app.sound.volume == app.settings.loudness
    app.sound.play("tap")
