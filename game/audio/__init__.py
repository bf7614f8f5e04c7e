"""Sound effects and spoken prompts: WAV files played through pygame's mixer, silent without an audio device."""
from game.audio.sound import NAMES, Sound, play_sound
from game.audio.voice import KEYS, Voice

__all__ = ["KEYS", "NAMES", "Sound", "Voice", "play_sound"]
