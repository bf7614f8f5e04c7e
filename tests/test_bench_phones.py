"""The benchmark's four phones at the TV: a quick run prints the part with its budgets, and a phone move's way is
matched to the move the TV applied (no timing checked)."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.phone_clients import choose  # noqa: E402
from bench.phones import latency  # noqa: E402

TARGETS = {"phones_frame_1280x720_animating_p95_ms", "phones_idle_frames", "phones_idle_cpu_percent",
           "phones_startup_play_ms", "phones_move_to_frame_p95_ms"}


def test_a_phone_move_is_timed_to_the_move_of_its_own_seat():
    """Each sent move counts once the TV applied that move number for that seat; a refused one does not."""
    sent = [{"seat": 0, "number": 3, "at": 10.0}, {"seat": 1, "number": 5, "at": 20.0},
            {"seat": 2, "number": 9, "at": 30.0}]
    applied = {3: (0, 10.004), 5: (4, 20.5), 9: (2, 30.010)}   # move 5 was the computer's: seat 1 was refused
    shown = {3: 10.006, 9: 30.020}
    found = latency(sent, applied, shown)
    assert found["to_applied"] == {"p50": 4.0, "p95": 10.0, "max": 10.0, "n": 2}
    assert found["to_frame"]["n"] == 2 and found["to_frame"]["max"] == 20.0
    assert found["not_applied"] == 1


def test_a_phone_chooses_among_what_its_view_offers():
    """Kept tickets are some of those offered (at least as many as must be kept); a turn's move is one the
    view lists."""
    rng = random.Random(1)
    offer = {"offer": [{"id": "t1"}, {"id": "t2"}, {"id": "t3"}], "keep": 2, "moves": None}
    for _ in range(20):
        kept = choose(offer, rng)["tickets"]
        assert 2 <= len(kept) <= 3 and set(kept) <= {"t1", "t2", "t3"}
    turn = {"offer": [], "moves": {"deck": False, "face_up": [2], "tickets": False, "pass": None,
                                   "claims": {"r7": [{"color": "red", "locomotives": 1}]}}}
    for _ in range(20):
        move = choose(turn, rng)
        assert move in ({"action": "draw_face_up", "slot": 2},
                        {"action": "claim_route", "route": "r7", "color": "red", "locomotives": 1})


def test_a_quick_run_of_the_phones_prints_the_part_and_its_budgets(tmp_path):
    """`bench/run.py --quick --only phones` on the headless driver: the TV's frames with four phones playing,
    their moves' way to the TV, idle CPU and start-up, each budget in the targets; no phone move refused."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "run.py"), "--quick", "--only", "phones"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    phones = result["phones"]
    assert phones["frame_ms"]["window"] == [1280, 720] and phones["frame_ms"]["driver"] == "dummy"
    assert {"animating", "idle", "idle_frames", "idle_frames_showing_a_move", "moves"} <= set(phones["frame_ms"])
    assert {"p50", "p95", "max", "n"} <= set(phones["latency_ms"]["to_applied"]) <= set(phones["latency_ms"]["to_frame"])
    assert phones["refused"] == []
    if "skipped" not in phones:   # another program may hold every port the game listens on
        assert isinstance(phones["idle_cpu_percent"], float) and {"play", "play_cpu"} <= set(phones["startup_ms"])
    else:
        assert "in use" in phones["skipped"] and phones["idle_cpu_percent"] is None
    assert TARGETS <= set(result["targets"])
    assert result["targets"]["phones_startup_play_ms"]["share_of_calibration"] == 8.0
    measured = {"phones_frame_1280x720_animating_p95_ms", "phones_idle_frames"}
    assert all(result["targets"][name]["value"] is not None for name in measured)
    assert "[bench] four phones" in done.stderr
