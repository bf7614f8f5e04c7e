"""Spoken prompts: a file for every prompt, each short, audible and unclipped, the files equal a
fresh run of the generator, and speaking never fails or cuts off the sound effects."""
from __future__ import annotations

import io
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

from game.audio import KEYS, Sound, Voice  # noqa: E402
from game.audio.prompts import COLOURS, PHRASES, ticket_key, turn_key, win_key  # noqa: E402
from game.audio.voice import CHANNEL, VOICE_DIR  # noqa: E402
from game.board.loader import load_board  # noqa: E402
from game.view.palette import PLAYER_COLORS  # noqa: E402
from tools import make_voice  # noqa: E402

FILES = sorted(VOICE_DIR.glob("*.wav"))
FULL_SCALE = 32767


def read(path: Path) -> tuple[tuple[int, int, int], tuple[int, ...]]:
    """(channels, sample width, rate) and the samples of a WAV file."""
    with wave.open(io.BytesIO(path.read_bytes())) as w:
        n = w.getnframes()
        return (w.getnchannels(), w.getsampwidth(), w.getframerate()), struct.unpack(f"<{n}h", w.readframes(n))


def test_every_prompt_has_a_file_and_no_file_is_stray():
    """Each colour's turn and win, each First Journey ticket and each fixed prompt can be heard."""
    board = load_board(ROOT / "maps" / "first_journey.tmx")
    colours = [name for name, *_ in PLAYER_COLORS]
    expected = {*PHRASES, *(turn_key(c) for c in colours), *(win_key(c) for c in colours),
                *(ticket_key(t.id) for t in board.tickets)}
    assert len(board.tickets) == 32   # F1
    assert set(KEYS) <= expected and set(COLOURS) == set(colours)
    assert sorted(p.stem for p in FILES) == sorted(expected)


def test_ticket_prompts_name_the_board_cities():
    """A ticket is spoken with its two cities as the board names them, in the ticket's order."""
    board = load_board(ROOT / "maps" / "first_journey.tmx")
    names = {city.id: city.name for city in board.cities}
    table = make_voice.prompt_table(make_voice.board_tickets())
    for ticket in board.tickets:
        assert table[ticket_key(ticket.id)] == f"{names[ticket.a]} to {names[ticket.b]}!"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_file_is_short_audible_and_not_clipped(path):
    """16-bit mono at 16 kHz, under 2 s, clearly audible, not clipped, no click at either end."""
    params, data = read(path)
    assert params == (1, 2, 16000)
    assert 0.3 < len(data) / 16000 < 2.0
    rms = math.sqrt(sum(s * s for s in data) / len(data))
    assert rms > 0.05 * FULL_SCALE, "too quiet to hear (RMS below -26 dBFS)"
    clipped = sum(1 for s in data if abs(s) >= FULL_SCALE)
    assert clipped <= len(data) // 1000, "clipped"
    assert abs(data[0]) <= 64 and abs(data[-1]) <= 64, "a prompt must start and end at rest (no click)"


def test_voice_folder_is_small():
    """All the prompts together stay small (the game ships on a memory card)."""
    assert sum(p.stat().st_size for p in FILES) < 3_000_000


def test_committed_files_equal_a_fresh_run():
    """The generator, run again, writes exactly the committed files."""
    reason = make_voice.missing_tools()
    if reason:
        pytest.skip(f"the voice cannot be made here: {reason}")
    files, _ = make_voice.render(make_voice.prompt_table(make_voice.board_tickets()))
    assert sorted(files) == sorted(p.stem for p in FILES)
    stale = [key for key, data in files.items() if (VOICE_DIR / f"{key}.wav").read_bytes() != data]
    assert stale == [], "stale prompts: run python tools/make_voice.py"


@pytest.fixture
def mixer():
    """An open mixer on the dummy driver, as the sound effects open it, with nothing playing."""
    assert Sound(0.5, True).available
    pygame.mixer.stop()
    yield pygame.mixer
    pygame.mixer.stop()


def on_voice_channel() -> float:
    """The length in seconds of what the voice's channel is playing (0 if nothing)."""
    channel = pygame.mixer.Channel(CHANNEL)
    sound = channel.get_sound()
    return round(sound.get_length(), 2) if channel.get_busy() and sound is not None else 0.0


def seconds(key: str) -> float:
    """The length of a prompt's file."""
    return round(len(read(VOICE_DIR / f"{key}.wav")[1]) / 16000, 2)


def test_saying_a_prompt_plays_it_on_the_voice_channel(mixer):
    """A known prompt is spoken at the chosen volume; odd or unknown keys are silent and harmless."""
    voice = Voice(0.5)
    voice.say("turn_red")
    assert list(voice.spoken) == ["turn_red"]
    assert on_voice_channel() == seconds("turn_red")
    assert pygame.mixer.Channel(CHANNEL).get_sound().get_volume() == pytest.approx(0.5, abs=0.01)
    for odd in ("no_such_prompt", "", "../sounds/tap", "Turn Red", None, 7, ["turn_red"]):
        voice.say(odd)
    assert list(voice.spoken) == ["turn_red"]


def test_a_new_prompt_cuts_off_the_one_being_spoken(mixer):
    """Two prompts in a row: the second replaces the first, they never talk over each other."""
    voice = Voice(0.8)
    voice.say("turn_help")
    voice.say("you_win")
    assert on_voice_channel() == seconds("you_win") != seconds("turn_help")
    voices = [i for i in range(pygame.mixer.get_num_channels())
              if pygame.mixer.Channel(i).get_busy()
              and round(pygame.mixer.Channel(i).get_sound().get_length(), 2) == seconds("turn_help")]
    assert voices == [], "the first prompt goes on somewhere else"


def test_sound_effects_never_take_the_voice_channel(mixer):
    """Many sound effects at once play beside a prompt and never cut it off."""
    sound = Sound(0.5, True)
    assert "last_round" in sound.clips
    voice = Voice(0.8)
    voice.say("golden_ticket")
    for _ in range(pygame.mixer.get_num_channels() + 4):
        sound.play("last_round")
    assert on_voice_channel() == seconds("golden_ticket")
    assert any(pygame.mixer.Channel(i).get_busy() for i in range(pygame.mixer.get_num_channels()) if i != CHANNEL)


def test_a_prompt_never_cuts_off_a_sound_effect(mixer):
    """A sound effect started while the voice is quiet plays on when the next prompt comes."""
    sound = Sound(0.5, True)
    assert "last_round" in sound.clips
    voice = Voice(0.8)
    voice.say("hint")
    pygame.mixer.stop()
    sound.play("last_round")
    voice.say("ticket_done")
    whistle = round(sound.clips["last_round"].get_length(), 2)
    playing = [round(pygame.mixer.Channel(i).get_sound().get_length(), 2)
               for i in range(pygame.mixer.get_num_channels()) if pygame.mixer.Channel(i).get_busy()]
    assert sorted(playing) == sorted([whistle, seconds("ticket_done")])


def test_disabled_or_silent_voice_says_nothing(mixer):
    """Voice off (or volume 0) plays nothing; switching it off stops the prompt being spoken."""
    quiet = Voice(0.8, enabled=False)
    quiet.say("ticket_done")
    assert list(quiet.spoken) == [] and on_voice_channel() == 0.0
    silent = Voice(0.0)
    silent.say("ticket_done")
    assert list(silent.spoken) == []
    voice = Voice(0.8)
    voice.say("ticket_done")
    voice.enabled = False
    assert on_voice_channel() == 0.0
    voice.say("new_tickets")
    voice.enabled = True
    voice.say("new_tickets")
    assert list(voice.spoken) == ["ticket_done", "new_tickets"]


def test_missing_and_broken_files_are_silent(mixer, tmp_path):
    """A folder with one good, one broken and many missing files speaks only the good one."""
    shutil.copy(VOICE_DIR / "hint.wav", tmp_path / "hint.wav")
    (tmp_path / "ticket_done.wav").write_bytes(b"RIFF, but not really a wave file")
    voice = Voice(0.8, folder=tmp_path)
    for key in (*KEYS, "hint", "ticket_done"):
        voice.say(key)
    assert set(voice.spoken) == {"hint"}
    Voice(0.8, folder=tmp_path / "nowhere").say("hint")


def test_the_voice_never_opens_the_audio_device():
    """Until the sound effects open the mixer, saying a prompt is silent and opens nothing."""
    code = ("import pygame; from game.audio import Voice; v = Voice(0.8); v.say('turn_red'); "
            "v.set_volume(0.3); v.stop(); v.enabled = False; "
            "assert pygame.mixer.get_init() is None and not v.spoken; "
            "v.enabled = True; pygame.init(); pygame.quit(); v.say('turn_red'); assert not v.spoken")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
