"""Sound effects: short WAV files played through pygame's mixer, silent when there is no audio device."""
from game.audio.sound import NAMES, Sound, play_sound

__all__ = ["NAMES", "Sound", "play_sound"]
