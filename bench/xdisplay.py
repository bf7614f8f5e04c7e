"""A real X display for the benchmark: the one in DISPLAY, or an Xvfb (and a window manager) started for the run.

Windows of 1920 x 1080 need a larger screen: the game keeps a window within the desktop less
room for a frame and a panel (game.app.DECORATIONS), so a started Xvfb is SCREEN large.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench.processes import stop

SCREEN = (2048, 1152)     # room for a 1920 x 1080 window with its frame
FIRST_NUMBER = 99         # as xvfb-run: far from the numbers people pick by hand
WINDOW_MANAGERS = ("openbox", "matchbox-window-manager", "xfwm4", "metacity")
READY_WAIT = 10.0


@dataclass
class XDisplay:
    """Which display windows open on, and whether (and with which window manager) we started it."""

    name: str
    started: bool = False
    window_manager: str | None = None
    processes: list[subprocess.Popen] = field(default_factory=list)

    def env(self) -> dict[str, str]:
        """The environment of a process that opens its windows here, with SDL's X11 driver."""
        return dict(os.environ, DISPLAY=self.name, SDL_VIDEODRIVER="x11")

    def close(self) -> None:
        """Stop what we started (window manager first), by its own process id."""
        for process in reversed(self.processes):
            stop(process)
        self.processes.clear()


def open_display(asked: str | None = None) -> XDisplay | None:
    """DISPLAY if set (and nothing asked), else an Xvfb on `asked` or the first free number; None without X."""
    if asked is None and os.environ.get("DISPLAY"):
        return XDisplay(os.environ["DISPLAY"])
    if shutil.which("Xvfb") is None:
        return None
    name = asked or f":{free_number()}"
    server = subprocess.Popen(["Xvfb", name, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shown = XDisplay(name, started=True, processes=[server])
    if not _wait_for_socket(name, server):
        shown.close()
        return None
    for manager in WINDOW_MANAGERS:
        if shutil.which(manager):
            shown.processes.append(subprocess.Popen([manager], env=dict(os.environ, DISPLAY=name),
                                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            shown.window_manager = manager
            time.sleep(0.5)   # let it take over the screen before the first window maps
            break
    return shown


def free_number() -> int:
    """The first display number from FIRST_NUMBER with neither a lock file nor a socket."""
    number = FIRST_NUMBER
    while Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    return number


def _wait_for_socket(name: str, server: subprocess.Popen) -> bool:
    """True once the server listens on its socket; False if it died or never came up."""
    socket = Path(f"/tmp/.X11-unix/X{name.lstrip(':').split('.')[0]}")
    deadline = time.monotonic() + READY_WAIT
    while time.monotonic() < deadline:
        if server.poll() is not None:
            return False
        if socket.exists():
            time.sleep(0.2)
            return True
        time.sleep(0.05)
    return False
