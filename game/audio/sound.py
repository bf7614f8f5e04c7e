"""The game's sound effects: load the WAVs once, play them by name, never fail.

Sound is a nicety, never a reason to stop: with no audio device (or no mixer module) every
call is silent; a missing or broken file silences only that one sound; an unknown name is
silent too. Volume and mute are separate, so unmuting brings back the chosen volume.
Opening the audio device can take a tenth of a second or more (longer still when there is
none to find, and SDL then holds Python's lock), so it happens on a worker thread: at once, or
when `open()` is called (after the first frame, say); a sound asked for before it is ready is
not heard, and pygame.quit() waits for the opening to end.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pygame

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
VOICE_CHANNELS = 1   # channel 0 is kept for the spoken prompts (game/audio/voice.py)
NAMES = ("card_drawn", "route_claimed", "ticket_completed", "coast_to_coast", "ticket_failed", "last_round", "win",
         "tap")
# What a missing or broken mixer raises: pygame.error from SDL, NotImplementedError when pygame
# was built without the mixer module, OSError from the audio system itself.
MIXER_ERRORS = (pygame.error, NotImplementedError, OSError)


def open_mixer() -> bool:
    """Start pygame's mixer unless it is running; False if there is no way to play sound."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return bool(pygame.mixer.get_init())
    except MIXER_ERRORS:
        return False


class Sound:
    """The named sound effects at one volume; `play(name)` from anywhere, at any time."""

    def __init__(self, volume: float = 0.8, enabled: bool = True, folder: Path = SOUNDS_DIR,
                 open_now: bool = True) -> None:
        self.volume = clamp_volume(volume)
        self.muted = not enabled
        self._clips: dict[str, pygame.mixer.Sound] = {}
        self._available = False
        self._volume_lock = threading.Lock()   # the volume and the clips it is set on change together
        self._opener = threading.Thread(target=self._open, args=(folder,), name="sound", daemon=True)
        if open_now:
            self.open()

    def open(self) -> None:
        """Start opening the audio device and loading the clips on the worker thread (once)."""
        if self._opener.ident is None:
            pygame.register_quit(self._opener.join)   # SDL must not close while the device is being opened
            self._opener.start()

    def _open(self, folder: Path) -> None:
        """On the worker thread: open the mixer and load every clip, then show them all at once."""
        self._available = open_mixer()
        clips = {}
        if self._available:
            try:
                pygame.mixer.set_reserved(VOICE_CHANNELS)   # effects never take the spoken prompts' channel
            except MIXER_ERRORS:
                pass
            for name in NAMES:
                clip = _load(folder / f"{name}.wav")
                if clip is not None:
                    clips[name] = clip
        with self._volume_lock:   # at the volume chosen last, even while they were loading
            self._clips = clips
            self._apply_volume()

    @property
    def available(self) -> bool:
        """True if sound can be played (opens the device if nobody did, and waits for it)."""
        self.open()
        self._opener.join()
        return self._available

    @property
    def clips(self) -> dict[str, Any]:
        """The loaded sounds by name (opens the device if nobody did, and waits for them)."""
        self.open()
        self._opener.join()
        return self._clips

    def play(self, name: str) -> None:
        """Play one sound effect now (over others); silent if muted, at volume 0, or not loaded."""
        clip = self._clips.get(name)   # none yet while the device is being opened
        if clip is None or self.muted or self.volume <= 0.0 or not mixer_running():
            return
        try:
            clip.play()
        except MIXER_ERRORS:
            pass

    def set_volume(self, volume: float) -> None:
        """Set the volume (0..1) of every sound, including those playing now."""
        with self._volume_lock:
            self.volume = clamp_volume(volume)
            self._apply_volume()

    def _apply_volume(self) -> None:
        """Give every clip the current volume (when the mixer runs; else it is only remembered)."""
        if not mixer_running():
            return
        for clip in self._clips.values():
            try:
                clip.set_volume(self.volume)
            except MIXER_ERRORS:
                pass

    def mute(self, on: bool = True) -> None:
        """Silence all sound at once (stopping what plays), or bring it back at the same volume."""
        self.muted = on
        if on:
            self.stop()

    def stop(self) -> None:
        """Stop every sound that is playing."""
        if not mixer_running():
            return
        for clip in self._clips.values():
            try:
                clip.stop()
            except MIXER_ERRORS:
                pass


def mixer_running() -> bool:
    """True while the mixer is open: playing a sound after pygame.quit() crashes the process."""
    try:
        return bool(pygame.mixer.get_init())
    except MIXER_ERRORS:
        return False


def clamp_volume(volume: float) -> float:
    """A volume within 0..1 (anything odd counts as silence)."""
    try:
        value = float(volume)
    except (TypeError, ValueError):
        return 0.0
    return min(1.0, max(0.0, value)) if value == value else 0.0


def _load(path: Path) -> pygame.mixer.Sound | None:
    """One WAV file as a mixer sound, or None if it is missing or unreadable."""
    try:
        return pygame.mixer.Sound(str(path))
    except (*MIXER_ERRORS, FileNotFoundError):
        return None


def play_sound(app: Any, name: str) -> None:
    """Play a named sound if the app has sound (a missing or silent one is fine)."""
    sound = getattr(app, "sound", None)
    if sound is not None:
        sound.play(name)
