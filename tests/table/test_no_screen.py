"""The table session stands below every screen: importing it, dealing a game from its map and playing it out
loads no pygame (a phone's server, the simulator and these tests use it without a display)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

CODE = """
import sys

from game.config import GameConfig, Seat
from game.table import TableSession
import game.simulate
session = TableSession(GameConfig("first_journey", (Seat("A", True, 0, "random"), Seat("B", True, 1, "easy"))))
session.play_out()
assert session.over
print(sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame.")))
"""


def test_the_table_session_needs_no_pygame():
    """A whole game at the table, from the map to the end, with pygame never imported."""
    done = subprocess.run([sys.executable, "-c", CODE], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
