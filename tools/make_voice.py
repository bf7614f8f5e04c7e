"""Speak the game's voice prompts into WAV files with festival (deterministic).

Usage: python tools/make_voice.py [--out DIR] [--check]   (default: the repository's assets/voice/)
Writes DIR/<key>.wav, 16000 Hz, 16-bit mono, for every prompt of game/audio/prompts.py, and
prints each file's length, peak and RMS level. --check makes them all in a temporary folder and
lists every file of DIR that differs, is missing or is left over (exit 1 if any).

Build time only: needs festival with the cmu_us_slt_arctic_hts voice, and sox to resample
(Debian: apt-get install festival festvox-us-slt-hts sox). The game only plays the files.
Festival, sox and this script's own arithmetic are deterministic, so a second run on the same
machine writes the same bytes.
"""
from __future__ import annotations

import argparse
import io
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # game.audio brings pygame along

from game.audio.prompts import prompt_table  # noqa: E402
from game.board.loader import load_board  # noqa: E402

OUT = ROOT / "assets" / "voice"
VOICE = "voice_cmu_us_slt_arctic_hts"   # a clear, natural female voice (HTS, Arctic "slt")
INSTALL = "apt-get install festival festvox-us-slt-hts sox"
RATE = 16000              # enough for speech, and keeps the folder small
PEAK = 0.891              # -1 dBFS
MAX_SECONDS = 1.95        # a prompt longer than this is spoken a little faster (files must stay under 2 s)
FASTEST = 1.3             # but never hurried past this (a child must follow it)
SILENCE = 0.01            # below 1 % of the loudest sample (-40 dB) counts as silence at either end
LEAD, TAIL = 0.03, 0.06   # seconds kept before the first and after the last sound (soft consonants)
FADE_IN, FADE_OUT = 0.005, 0.02   # so neither end clicks


def board_tickets() -> list[tuple[str, str, str]]:
    """The First Journey tickets as (id, first city's name, second city's name), as the board names them."""
    board = load_board(ROOT / "maps" / "first_journey.tmx")
    names = {city.id: city.name for city in board.cities}
    return [(t.id, names[t.a], names[t.b]) for t in board.tickets]


def missing_tools() -> str | None:
    """Why the voice cannot be made on this machine, or None if it can."""
    for program in ("festival", "sox"):
        if shutil.which(program) is None:
            return f"{program} is not installed ({INSTALL})"
    probe = subprocess.run(["festival", "--batch", f"({VOICE})"], capture_output=True, text=True)
    if probe.returncode != 0:
        return f"festival has no {VOICE} voice ({INSTALL})"
    return None


def _scheme_string(text: str) -> str:
    """Text as a Scheme string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def speak(lines: dict[str, tuple[str, float]], folder: Path) -> dict[str, Path]:
    """Speak every key's words at its speed (1.0 = the voice's own) into folder, in one festival run."""
    script = [f"({VOICE})"]
    files = {}
    for key, (words, speed) in lines.items():
        files[key] = folder / f"{key}.raw.wav"
        script.append(f'(set! hts_engine_params (append cmu_us_slt_arctic_hts::hts_engine_params '
                      f'(list (list "-r" {speed:.2f}))))')
        script.append(f"(utt.save.wave (utt.synth (Utterance Text {_scheme_string(words)})) "
                      f"{_scheme_string(str(files[key]))} 'riff)")
    path = folder / "speak.scm"
    path.write_text("\n".join(script) + "\n")
    subprocess.run(["festival", "--batch", str(path)], check=True, capture_output=True)
    return files


def resampled(path: Path) -> list[float]:
    """A festival WAV at RATE as floats in -1..1 (sox's very high quality resampler, no dither)."""
    raw = subprocess.run(["sox", "-D", str(path), "-t", "raw", "-e", "floating-point", "-b", "32",
                          "-L", "-c", "1", "-", "rate", "-v", str(RATE)],
                         check=True, capture_output=True).stdout
    return list(struct.unpack(f"<{len(raw) // 4}f", raw))


def shaped(samples: list[float]) -> list[int]:
    """Trim the silence at both ends, fade the edges and scale the peak to PEAK as 16-bit samples."""
    top = max((abs(s) for s in samples), default=0.0)
    if top == 0.0:
        raise ValueError("festival spoke nothing")
    loud = [i for i, s in enumerate(samples) if abs(s) >= SILENCE * top]
    start = max(0, loud[0] - round(LEAD * RATE))
    end = min(len(samples), loud[-1] + 1 + round(TAIL * RATE))
    out = samples[start:end]
    fade_in, fade_out = round(FADE_IN * RATE), round(FADE_OUT * RATE)
    for i in range(min(fade_in, len(out))):
        out[i] *= i / fade_in
    for i in range(min(fade_out, len(out))):
        out[-1 - i] *= i / fade_out
    scale = PEAK * 32767 / max(abs(s) for s in out)
    return [round(s * scale) for s in out]


def wav_bytes(frames: list[int]) -> bytes:
    """A complete mono 16-bit WAV file at RATE holding the samples."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(frames)}h", *frames))
    return buffer.getvalue()


def render(table: dict[str, str]) -> tuple[dict[str, bytes], dict[str, float]]:
    """Every prompt as WAV bytes, and its speed: one too long at the voice's own speed is spoken faster."""
    speeds = {key: 1.0 for key in table}
    done: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory(prefix="voice-") as tmp:
        todo = dict(table)
        while todo:
            files = speak({key: (words, speeds[key]) for key, words in todo.items()}, Path(tmp))
            again = {}
            for key, path in files.items():
                frames = shaped(resampled(path))
                seconds = len(frames) / RATE
                if seconds > MAX_SECONDS and speeds[key] < FASTEST:
                    guess = math.ceil(speeds[key] * seconds / MAX_SECONDS * 100) / 100
                    speeds[key] = min(FASTEST, max(guess, round(speeds[key] + 0.01, 2)))
                    again[key] = table[key]
                else:
                    done[key] = frames
            todo = again
    return {key: wav_bytes(done[key]) for key in table}, speeds


def levels(data: bytes) -> tuple[float, float, float]:
    """(seconds, peak dBFS, RMS dBFS) of a mono 16-bit WAV file."""
    with wave.open(io.BytesIO(data)) as w:
        n, rate = w.getnframes(), w.getframerate()
        frames = struct.unpack(f"<{n}h", w.readframes(n))
    peak = max((abs(s) for s in frames), default=0)
    rms = math.sqrt(sum(s * s for s in frames) / n) if n else 0.0
    return n / rate, _dbfs(peak), _dbfs(rms)


def _dbfs(value: float) -> float:
    """A 16-bit level in decibels below full scale (-inf for silence)."""
    return 20 * math.log10(value / 32768) if value > 0 else -math.inf


def report(table: dict[str, str], files: dict[str, bytes], speeds: dict[str, float]) -> None:
    """Print each file's length, peak, RMS and speed, and the folder's size, for a person to look over."""
    for key, data in files.items():
        seconds, peak, rms = levels(data)
        warning = "  TOO LONG: shorten the words" if seconds >= 2.0 else ""
        print(f"{key:<18} {seconds:5.2f} s  peak {peak:6.1f} dBFS  RMS {rms:6.1f} dBFS  "
              f"speed {speeds[key]:.2f}  {table[key]}{warning}")
    longest = max(levels(data)[0] for data in files.values())
    total = sum(len(data) for data in files.values())
    print(f"{len(files)} prompts, longest {longest:.2f} s, {total / 1e6:.2f} MB")


def differences(folder: Path, files: dict[str, bytes]) -> list[str]:
    """One line per file of folder that is not exactly what was made now."""
    problems = []
    for key, data in files.items():
        path = folder / f"{key}.wav"
        if not path.exists():
            problems.append(f"missing: {path}")
        elif path.read_bytes() != data:
            problems.append(f"differs: {path}")
    problems += [f"not a prompt: {path}" for path in sorted(folder.glob("*.wav")) if path.stem not in files]
    return problems


def main(argv: list[str] | None = None) -> int:
    """Write every prompt into --out, or with --check compare --out with a fresh run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--check", action="store_true", help="compare --out with a fresh run, write nothing")
    args = parser.parse_args(argv)
    reason = missing_tools()
    if reason:
        print(f"cannot make the voice: {reason}", file=sys.stderr)
        return 2
    table = prompt_table(board_tickets())
    files, speeds = render(table)
    report(table, files, speeds)
    if args.check:
        problems = differences(args.out, files)
        print("\n".join(problems) if problems else f"{args.out} equals a fresh run")
        return 1 if problems else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for key, data in files.items():
        (args.out / f"{key}.wav").write_bytes(data)
    print(f"{len(files)} prompts written to {args.out}")
    for path in sorted(args.out.glob("*.wav")):
        if path.stem not in files:
            print(f"not a prompt (delete it if it was one): {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
