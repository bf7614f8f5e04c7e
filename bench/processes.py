"""The game as its own process: CPU while it waits or plays a demo, and the most memory a demo needs.

CPU time is read from /proc/<pid>/stat (user + system, every thread), so other programs on the
machine change the result little; memory is the peak resident set (VmHWM, and the kernel's
own figure when the process is collected).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MAIN = ROOT / "main.py"
TICKS = os.sysconf("SC_CLK_TCK")
SETTLE = 3.0           # seconds for start-up and the first frames before CPU is counted


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process so far (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def peak_kb(pid: int) -> int:
    """The process's peak resident memory so far (VmHWM), in kB; 0 if it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def spawn(env: dict[str, str], args: list[str]) -> subprocess.Popen:
    """`python main.py args` with its output thrown away."""
    return subprocess.Popen([sys.executable, str(MAIN), *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop(process: subprocess.Popen) -> None:
    """End a process we started, gently first."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def cpu_percent(env: dict[str, str], args: list[str], seconds: float, settle: float = SETTLE) -> float:
    """CPU time / wall time x 100 of `main.py args` over `seconds`, after `settle` seconds of start-up."""
    process = spawn(env, args)
    try:
        return cpu_share(process, seconds, settle)
    finally:
        stop(process)


def cpu_share(process: subprocess.Popen, seconds: float, settle: float) -> float:
    """CPU time / wall time x 100 of a running process over `seconds`, after waiting `settle` seconds."""
    time.sleep(settle)
    if process.poll() is not None:
        raise RuntimeError(f"{' '.join(map(str, process.args))} ended early (exit {process.returncode})")
    used, started = cpu_seconds(process.pid), time.perf_counter()
    time.sleep(seconds)
    used, wall = cpu_seconds(process.pid) - used, time.perf_counter() - started
    return round(used / wall * 100.0, 2)


def idle_cpu(env: dict[str, str], save: Path, seconds: float, settle: float = SETTLE) -> dict[str, float]:
    """CPU % of the game waiting: at the menu, and at a person's turn in a loaded game."""
    with tempfile.TemporaryDirectory(prefix="bench-idle-") as tmp:
        menu, play = Path(tmp) / "menu", Path(tmp) / "play"
        for folder in (menu, play):
            folder.mkdir()
            shutil.copy(save, folder / "autosave.yaml")
        return {
            "menu": cpu_percent(env, ["--saves", str(menu), "--window", "1280x720"], seconds, settle),
            "play": cpu_percent(env, ["--saves", str(play), "--window", "1280x720",
                                      "--load", str(play / "autosave.yaml")], seconds, settle),
        }


def demo_cpu(env: dict[str, str], seconds: float, settle: float = SETTLE) -> float:
    """CPU % of `main.py --demo` (4 computers, USA, normal pace, 1280 x 800) over `seconds`."""
    with tempfile.TemporaryDirectory(prefix="bench-demo-") as saves:
        return cpu_percent(env, ["--demo", "--game", "usa", "--players", "4", "--seed", "1",
                                 "--window", "1280x800", "--saves", saves], seconds, settle)


def peak_rss(env: dict[str, str], limit: float) -> dict[str, Any]:
    """Peak resident MB of a fast 5-player USA demo game (stopped after `limit` seconds if not over)."""
    with tempfile.TemporaryDirectory(prefix="bench-rss-") as saves:
        process = spawn(env, ["--demo", "--game", "usa", "--players", "5", "--seed", "1", "--fast",
                              "--quit-after-game", "--window", "1280x800", "--saves", saves])
        peak, deadline = 0, time.perf_counter() + limit
        while time.perf_counter() < deadline:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:   # collected here, so the kernel's own peak of the whole run is known
                process.returncode = os.waitstatus_to_exitcode(status)
                peak = max(peak, usage.ru_maxrss)
                break
            peak = max(peak, peak_kb(process.pid))
            time.sleep(0.1)
        else:
            peak = max(peak, peak_kb(process.pid))
            stop(process)
        return {"mb": round(peak / 1024, 1), "whole_game": process.returncode == 0}
