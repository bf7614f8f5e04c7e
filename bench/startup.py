"""Start-up time: from spawning `python main.py` to its first frame, for the menu and for a saved game.

Each run is a fresh interpreter started through bench/probe.py, which stops at the first frame
shown. The first run of each kind only warms the disk cache and compiled files; the median of
the others counts (and, beside it, the median CPU time the process used until then). The menu is started as a family finds it after a game: with an autosave
(Continue) and the settings of the last run; the play frame with `--load` of a saved USA game.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.stats import median

ROOT = Path(__file__).resolve().parents[1]
PROBE = ROOT / "bench" / "probe.py"
WINDOW = "1280x720"
TIMEOUT = 60


def first_frame(env: dict[str, str], args: list[str]) -> tuple[float, dict[str, Any]]:
    """Milliseconds from spawning the probe to its first frame, and what it reported."""
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, str(PROBE), *args], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline() if process.stdout else ""
    elapsed = (time.perf_counter() - started) * 1000.0
    try:
        process.wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    if not line:
        raise RuntimeError(f"the game showed no frame (exit {process.returncode}) with {args}")
    return elapsed, json.loads(line)


def startup(env: dict[str, str], save: Path, runs: int = 5) -> dict[str, Any]:
    """Median ms to the first menu frame and to the first play frame of `save`, and whether numpy loaded."""
    out: dict[str, Any] = {"runs": runs, "window": WINDOW}
    # As a player starts it: compiled modules are kept (the warm-up run writes any that are missing).
    env = {name: value for name, value in env.items() if name != "PYTHONDONTWRITEBYTECODE"}
    numpy = False
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        for kind in ("menu", "play"):
            saves = Path(tmp) / kind
            saves.mkdir()
            shutil.copy(save, saves / "autosave.yaml")
            args = ["--saves", str(saves), "--window", WINDOW]
            if kind == "play":
                args += ["--load", str(saves / "autosave.yaml")]
            first_frame(env, args)   # warms the disk cache and writes the settings once
            times, cpu = [], []
            for _ in range(runs):
                ms, said = first_frame(env, args)
                times.append(ms)
                cpu.append(said["cpu_ms"])
                numpy = numpy or said["numpy"]
            out[kind] = round(median(times), 1)
            out[f"{kind}_all"] = [round(t, 1) for t in times]
            out[f"{kind}_cpu"] = round(median(cpu), 1)   # less shaken by other programs than the wall time
    out["numpy_imported"] = numpy
    return out
