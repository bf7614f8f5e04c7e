"""Start the game exactly as main.py does, and stop as soon as its first frame is shown.

    python bench/probe.py [main.py's options]

The first flip (or update) of the display prints one JSON line to stdout, {"numpy": false,
"modules": n, "cpu_ms": t} (t: CPU time of the process so far, every thread), and ends the process at once; the benchmark that started it times the whole
run, from spawning the interpreter to that line. Nothing else differs from `python main.py`.
"""
from __future__ import annotations

import json
import os
import runpy
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # main.py sets it too, but pygame comes first here

import pygame  # noqa: E402   (main.py imports it anyway; here its display is watched)

_flip, _update = pygame.display.flip, pygame.display.update


def shown(*areas: Any) -> None:
    """Show the first frame, say so, and stop (nothing after the first frame is measured)."""
    (_update(*areas) if areas else _flip())
    used = os.times()
    sys.stdout.write(json.dumps({"numpy": "numpy" in sys.modules, "modules": len(sys.modules),
                                 "cpu_ms": round((used.user + used.system) * 1000.0, 1)}) + "\n")
    sys.stdout.flush()
    os._exit(0)


def main(argv: list[str]) -> None:
    """Run main.py with these options, watching for its first frame."""
    pygame.display.flip = shown
    pygame.display.update = shown
    sys.argv = [str(ROOT / "main.py"), *argv]
    sys.path.insert(0, str(ROOT))
    runpy.run_path(str(ROOT / "main.py"), run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
