"""Synthesise the game's sound effects from code and write them as WAV files (deterministic).

Usage: python tools/make_sounds.py [--out DIR]   (default: the repository's assets/sounds/)
Writes DIR/<name>.wav, 22050 Hz, 16-bit mono, for every name in SOUNDS.

Standard library only. Sines come from a polynomial rather than math.sin, so every machine
computes the same samples bit for bit (libm may differ in the last bit between platforms).
"""
from __future__ import annotations

import argparse
import io
import math
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
RATE = 22050
NYQUIST_GUARD = 10_000.0  # partials above this would fold back (alias) into harsh tones
TAU = 2.0 * math.pi

Samples = list[float]


def sin(x: float) -> float:
    """sin(x) from a Taylor polynomial: plain float arithmetic, the same on every machine."""
    x -= TAU * math.floor(x / TAU + 0.5)
    if x > math.pi / 2:
        x = math.pi - x
    elif x < -math.pi / 2:
        x = -math.pi - x
    x2 = x * x
    # Horner form up to x^13: error below 1e-9 on [-pi/2, pi/2], far under one 16-bit step.
    return x * (1 + x2 * (-1 / 6 + x2 * (1 / 120 + x2 * (-1 / 5040 + x2 * (
        1 / 362880 + x2 * (-1 / 39916800 + x2 / 6227020800))))))


def count(seconds: float) -> int:
    """Samples in a stretch of time."""
    return int(round(seconds * RATE))


def envelope(seconds: float, attack: float, hold: float = 0.0, power: int = 2) -> Samples:
    """Rise linearly over `attack`, stay at 1 for `hold`, then fall as (1-u)^power to zero at the end."""
    n, a, h = count(seconds), count(attack), count(attack + hold)
    out: Samples = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        elif i < h:
            out.append(1.0)
        else:
            level = 1.0 - (i - h) / max(1, n - h)
            out.append(_ipow(level, power))
    return out


def _ipow(x: float, n: int) -> float:
    """x to a small whole power by multiplication (float ** int goes through libm)."""
    result = 1.0
    for _ in range(n):
        result *= x
    return result


def tone(freq: float, env: Samples, partials: tuple[tuple[int, float], ...] = ((1, 1.0),),
         pitch: Samples | None = None) -> Samples:
    """A note shaped by `env`: harmonics as (multiple, amplitude), bent by per-sample `pitch` factors."""
    phase, out = 0.0, []
    for i, level in enumerate(env):
        f = freq * pitch[i] if pitch else freq
        phase += TAU * f / RATE
        value = sum(amp * sin(k * phase) for k, amp in partials if k * f < NYQUIST_GUARD)
        out.append(value * level)
    return out


def bend(seconds: float, start: float = 1.0, end: float = 1.0, over: float | None = None,
         vibrato: tuple[float, float] = (0.0, 0.0)) -> Samples:
    """Pitch factors: a glide from `start` to `end` within `over` seconds, times a vibrato (rate Hz, depth)."""
    n, m = count(seconds), count(over if over is not None else seconds)
    rate, depth = vibrato
    return [(start + (end - start) * min(1.0, i / max(1, m)))
            * (1.0 + depth * sin(TAU * rate * i / RATE)) for i in range(n)]


def noise(env: Samples, seed: int) -> Samples:
    """White noise shaped by `env`, from a fixed xorshift generator (no global random state)."""
    state, out = seed or 1, []
    for level in env:
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        out.append((state / 0x7FFFFFFF - 1.0) * level)
    return out


def bandpass(samples: Samples, start_hz: float, end_hz: float, damping: float = 1.0) -> Samples:
    """A state-variable band-pass whose centre sweeps from start_hz to end_hz (run twice per sample to stay stable)."""
    low = band = 0.0
    out, n = [], len(samples)
    for i, x in enumerate(samples):
        centre = start_hz + (end_hz - start_hz) * i / n
        f = 2.0 * sin(math.pi * centre / (2 * RATE))
        for _ in range(2):
            low += f * band
            high = x - low - damping * band
            band += f * high
        out.append(band)
    return out


def lowpass(samples: Samples, cutoff_hz: float) -> Samples:
    """A gentle one-pole low-pass that softens edges."""
    w = TAU * cutoff_hz / RATE
    a = w / (1.0 + w)
    y, out = 0.0, []
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def mix(seconds: float, *parts: tuple[float, float, Samples]) -> Samples:
    """Lay (start seconds, gain, samples) parts onto silence of the given length."""
    out = [0.0] * count(seconds)
    for start, gain, samples in parts:
        offset = count(start)
        for i, s in enumerate(samples[: len(out) - offset]):
            out[offset + i] += gain * s
    return out


def bell(freq: float, seconds: float) -> Samples:
    """A small bell: the fundamental rings longest, the overtones fade first."""
    return [a + b + c for a, b, c in zip(
        tone(freq, envelope(seconds, 0.004, power=3)),
        tone(freq * 2, envelope(seconds, 0.003, power=6), ((1, 0.35),)),
        tone(freq * 3, envelope(seconds, 0.002, power=10), ((1, 0.12),)))]


# Soft square: odd harmonics falling faster than a true square's 1/k (and a little of the
# second for warmth), so it is bright, not buzzy.
SOFT_SQUARE = ((1, 1.0), (2, 0.12), (3, 0.22), (5, 0.08), (7, 0.03))
WARM = ((1, 1.0), (2, 0.25), (3, 0.08))


def tap() -> Samples:
    """A tiny click for buttons."""
    return mix(0.05,
               (0.0, 1.0, tone(1900, envelope(0.035, 0.001, power=4))),
               (0.0, 0.35, tone(3300, envelope(0.015, 0.0005, power=4))),
               (0.0, 0.5, bandpass(noise(envelope(0.01, 0.0005, power=3), 11), 4000, 4000)))


def card_drawn() -> Samples:
    """A soft card flick: a quick swish of noise whose colour rises, with a light snap at the start."""
    swish = lowpass(bandpass(noise(envelope(0.16, 0.012, power=2), 7), 1400, 3800, damping=1.2), 4000)
    snap = bandpass(noise(envelope(0.012, 0.0005, power=3), 3), 3000, 3000, damping=0.8)
    return mix(0.18, (0.0, 1.0, swish), (0.0, 0.6, snap))


def route_claimed() -> Samples:
    """Chuff-chuff of a little steam train, then the click of cars set on the board."""
    def chuff(seed: int) -> Samples:
        """One puff of steam: low, breathy noise."""
        breath = noise(envelope(0.16, 0.015, power=3), seed)
        return lowpass(bandpass(breath, 900, 500, damping=0.9), 2500)
    click = [a + b for a, b in zip(tone(1100, envelope(0.04, 0.001, power=4)),
                                   tone(1750, envelope(0.04, 0.001, power=6), ((1, 0.5),)))]
    thunk = tone(190, envelope(0.09, 0.002, power=3))
    return mix(0.62, (0.0, 0.8, chuff(5)), (0.2, 1.0, chuff(9)),
               (0.46, 0.4, click), (0.46, 0.3, thunk))


def ticket_completed() -> Samples:
    """A bright rising chime: a major arpeggio of small bells."""
    notes = (784.0, 1046.5, 1318.5, 1568.0)  # G5 C6 E6 G6
    return mix(1.0, *((0.08 * i, 0.8, bell(f, 0.75 - 0.05 * (3 - i))) for i, f in enumerate(notes)))


def ticket_failed() -> Samples:
    """A gentle falling two-note: a minor third down, the second sagging a little."""
    first = tone(392.0, envelope(0.3, 0.02, hold=0.08, power=2), WARM)
    second = tone(329.6, envelope(0.48, 0.025, hold=0.12, power=2), WARM, bend(0.48, end=0.97))
    return mix(0.76, (0.0, 0.9, first), (0.27, 1.0, second))


def last_round() -> Samples:
    """A steam whistle: a three-chime minor chord that scoops up in pitch as the steam comes, with breath."""
    seconds = 1.25
    env = envelope(seconds, 0.09, hold=0.7, power=2)
    pitch = bend(seconds, start=0.94, over=0.12, vibrato=(5.5, 0.004))
    voices = [tone(f, env, ((1, 1.0), (2, 0.15)), pitch) for f in (523.3, 622.3, 784.0)]  # C5 Eb5 G5
    breath = bandpass(noise(env, 21), 2200, 1800, damping=0.7)
    return mix(seconds, *((0.0, 0.33, v) for v in voices), (0.0, 0.07, lowpass(breath, 3000)))


def win() -> Samples:
    """A short happy fanfare: da-da-da-daaa, da-DAAA on a major chord."""
    def note(freq: float, seconds: float, hold: float) -> Samples:
        """One brassy note of the run."""
        return tone(freq, envelope(seconds, 0.008, hold=hold, power=2), SOFT_SQUARE)
    run = [(0.0, 392.0, 0.1), (0.11, 523.3, 0.1), (0.22, 659.3, 0.1), (0.33, 784.0, 0.24),
           (0.6, 659.3, 0.1)]
    parts = [(start, 0.6, note(f, length, length * 0.5)) for start, f, length in run]
    shimmer = bend(0.7, vibrato=(5.0, 0.003))
    chord = [(0.72, 0.4, tone(f, envelope(0.7, 0.01, hold=0.3, power=2), SOFT_SQUARE, shimmer))
             for f in (523.3, 659.3, 784.0, 1046.5)]
    return mix(1.42, *parts, *chord)


def coast_to_coast() -> Samples:
    """A happy train crossing the land: chug-chug-chug, then a bright major whistle, toot-tooot."""
    def chug(seed: int) -> Samples:
        """One short puff of steam, brighter than a claimed route's."""
        return lowpass(bandpass(noise(envelope(0.11, 0.01, power=3), seed), 1300, 700, damping=0.9), 3000)

    def whistle(seconds: float, hold: float) -> Samples:
        """A major chord of whistle pipes that scoops up into tune, with a breath of steam."""
        env = envelope(seconds, 0.04, hold=hold, power=2)
        pitch = bend(seconds, start=0.95, over=0.07, vibrato=(6.0, 0.004))
        pipes = [tone(f, env, ((1, 1.0), (2, 0.12)), pitch) for f in (659.3, 830.6, 987.8)]  # E5 G#5 B5
        breath = lowpass(bandpass(noise(env, 31), 2600, 2200, damping=0.7), 3500)
        return [a + b + c + 0.18 * d for a, b, c, d in zip(*pipes, breath)]
    chugs = [(0.13 * i, 0.9 - 0.12 * i, chug(41 + i)) for i in range(5)]
    return mix(1.3, *chugs, (0.3, 0.45, whistle(0.2, 0.06)), (0.52, 0.5, whistle(0.76, 0.32)))


# name -> (synthesiser, peak level as a fraction of full scale); quiet things stay quiet.
SOUNDS: dict[str, tuple[Callable[[], Samples], float]] = {
    "card_drawn": (card_drawn, 0.45),
    "route_claimed": (route_claimed, 0.6),
    "ticket_completed": (ticket_completed, 0.55),
    "coast_to_coast": (coast_to_coast, 0.55),
    "ticket_failed": (ticket_failed, 0.32),
    "last_round": (last_round, 0.5),
    "win": (win, 0.6),
    "tap": (tap, 0.35),
}


def pcm(samples: Samples, peak: float) -> bytes:
    """Scale to the peak level and pack as little-endian 16-bit integers."""
    top = max(abs(s) for s in samples) or 1.0
    scale = peak * 32767 / top
    return struct.pack(f"<{len(samples)}h", *(round(s * scale) for s in samples))


def wav_bytes(frames: bytes) -> bytes:
    """A complete mono 16-bit WAV file holding the frames."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def render(name: str) -> bytes:
    """The WAV file of one named sound."""
    make, peak = SOUNDS[name]
    return wav_bytes(pcm(make(), peak))


def main(argv: list[str] | None = None) -> int:
    """Write every sound into --out."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        (args.out / f"{name}.wav").write_bytes(render(name))
    print(f"{len(SOUNDS)} sounds written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
