"""Spoken prompts: play assets/voice/<key>.wav on the mixer channel kept for the voice.

The files are made ahead of time by tools/make_voice.py; nothing is synthesised here. Like the
sound effects, the voice is a nicety that never stops the game: with no audio device, with a
missing or broken file or an unknown key, `say` is silent. It never opens the audio device: the
sound effects' Sound does that on its worker thread, and until it is open nothing is said. Each
clip is loaded on the first `say` of its key (a few kB, about a millisecond), so the start of
the game waits for nothing and only the prompts actually heard take memory.
"""
from __future__ import annotations

import re
from collections import deque
from pathlib import Path

import pygame

from game.audio.prompts import KEYS
from game.audio.sound import MIXER_ERRORS, clamp_volume, mixer_running

VOICE_DIR = Path(__file__).resolve().parents[2] / "assets" / "voice"
CHANNEL = 0                      # reserved, so sound effects never take it and a prompt never cuts one off
KEY_SHAPE = re.compile(r"[a-z0-9_]+")   # a key names a file in the folder, never a path elsewhere
REMEMBERED = 32                  # how many of the last prompts `spoken` keeps

__all__ = ["KEYS", "VOICE_DIR", "Voice"]


class Voice:
    """The spoken prompts at one volume; `say(key)` from the main thread, at any time."""

    def __init__(self, volume: float = 0.8, enabled: bool = True, folder: Path = VOICE_DIR) -> None:
        self.volume = clamp_volume(volume)
        self._enabled = enabled
        self.folder = folder
        self._clips: dict[str, pygame.mixer.Sound | None] = {}   # None: missing or broken, not tried again
        self.spoken: deque[str] = deque(maxlen=REMEMBERED)        # keys handed to the mixer, newest last

    @property
    def enabled(self) -> bool:
        """True if prompts are spoken."""
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        """Switch the voice on or off; off also stops the prompt being spoken."""
        self._enabled = bool(on)
        if not on:
            self.stop()

    def say(self, key: str) -> bool:
        """Speak one prompt now, cutting off the one being spoken; silent if it cannot be. True if it is
        being spoken (False before the sound is open, for one: a screen may try again a moment later)."""
        if not self._enabled or self.volume <= 0.0 or not mixer_running():
            return False
        clip = self._clip(key)
        if clip is None:
            return False
        try:
            pygame.mixer.set_reserved(CHANNEL + 1)   # again each time: a reopened mixer forgets it
            clip.set_volume(self.volume)
            pygame.mixer.Channel(CHANNEL).play(clip)
        except (*MIXER_ERRORS, IndexError):
            return False
        self.spoken.append(key)
        return True

    def set_volume(self, volume: float) -> None:
        """Set the volume (0..1) of the prompts, including the one being spoken."""
        self.volume = clamp_volume(volume)
        if not mixer_running():
            return
        for clip in self._clips.values():
            if clip is not None:
                try:
                    clip.set_volume(self.volume)
                except MIXER_ERRORS:
                    pass

    def stop(self) -> None:
        """Stop the prompt being spoken (sound effects play on)."""
        if not mixer_running():
            return
        try:
            pygame.mixer.Channel(CHANNEL).stop()
        except (*MIXER_ERRORS, IndexError):
            pass

    def _clip(self, key: str) -> pygame.mixer.Sound | None:
        """The loaded clip of a key (loaded on first use), or None if there is none."""
        if not isinstance(key, str) or not KEY_SHAPE.fullmatch(key):
            return None
        if key in self._clips:
            return self._clips[key]
        try:
            clip: pygame.mixer.Sound | None = pygame.mixer.Sound(str(self.folder / f"{key}.wav"))
        except MIXER_ERRORS:
            clip = None
        self._clips[key] = clip
        return clip

