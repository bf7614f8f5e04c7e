"""Opening the audio device on a worker thread: the game starts without waiting, and nothing breaks meanwhile."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.audio import sound as sound_module  # noqa: E402
from game.audio.sound import Sound, play_sound  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def slow_device(monkeypatch) -> threading.Event:
    """Make opening the mixer wait until the returned event is set."""
    opened = threading.Event()
    real = sound_module.open_mixer

    def wait_then_open() -> bool:
        """Open the mixer only when the test says so."""
        opened.wait(timeout=30)
        return real()
    monkeypatch.setattr(sound_module, "open_mixer", wait_then_open)
    return opened


def test_a_slow_device_does_not_hold_up_the_start(monkeypatch):
    """Sound() returns while the device is still opening; sounds asked for meanwhile are silent."""
    opened = slow_device(monkeypatch)
    sound = Sound(0.5, True)
    assert sound._opener.is_alive(), "the device is opened on the worker thread"
    sound.play("tap")          # silent, and does not wait
    sound.set_volume(0.3)      # remembered for the clips still to come
    sound.mute(True)
    sound.mute(False)
    opened.set()
    assert sound.available and sorted(sound.clips) == sorted(sound_module.NAMES)
    assert {round(clip.get_volume(), 1) for clip in sound.clips.values()} == {0.3}


def test_opening_can_wait_until_asked(monkeypatch):
    """With open_now=False nothing touches the device until open(); then it opens once."""
    calls = []
    real = sound_module.open_mixer
    monkeypatch.setattr(sound_module, "open_mixer", lambda: calls.append(1) or real())
    sound = Sound(0.5, True, open_now=False)
    sound.play("tap")
    assert calls == [] and not sound._opener.is_alive()
    sound.open()
    sound.open()
    assert sound.available and calls == [1]


def test_play_sound_plays_through_the_apps_sound():
    """play_sound(app, name) plays on the app's sound, and an app without one is silent."""
    played = []

    class App:
        """An app whose sound remembers what it was asked to play."""

        class sound:  # noqa: N801 (stands in for an attribute)
            """The stand-in sound."""

            @staticmethod
            def play(name: str) -> None:
                """Remember the name."""
                played.append(name)

    play_sound(App(), "win")
    play_sound(object(), "win")
    assert played == ["win"]


def test_pygame_quit_waits_for_the_device_to_open():
    """Quitting while the device is being opened waits for it, instead of pulling SDL from under it."""
    code = ("import threading, pygame; import game.audio.sound as s; gate = threading.Event(); real = s.open_mixer\n"
            "s.open_mixer = lambda: (gate.wait(30), real())[1]\n"
            "sound = s.Sound(0.5, True); threading.Timer(0.2, gate.set).start(); pygame.quit()\n"
            "assert not sound._opener.is_alive(); sound.play('tap'); print('ok')")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr


def test_the_opener_is_done_before_pygame_quits_in_this_process():
    """After pygame.quit() in a test, no opener is left running."""
    sound = Sound(0.5, True)
    pygame.quit()
    assert not sound._opener.is_alive()
