"""The benchmark's smoke test: its helpers give sane shapes, and a quick run prints every key (no timing checked)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench import compute, targets  # noqa: E402
from bench.run import PARTS, parse_parts  # noqa: E402
from bench.stats import median, percentile, summary_ms  # noqa: E402

TOP_KEYS = {"calibration_ms", "calibration_samples_ms", "machine", "display", "frame_ms", "frame_ms_thinking",
            "redraw_share_idle",
            "redraw_share_idle_without_a_move", "startup_ms", "screens_ms", "idle_cpu_percent", "idle_cpu_by_screen",
            "demo_cpu_percent", "peak_rss_mb", "peak_rss_whole_game", "bot_decision_ms", "longest_path_ms",
            "sim_games_per_s", "tap_ms", "first_new_game_ms", "targets", "seconds"}


def test_percentiles_and_summaries():
    """Nearest-rank percentiles, the median, and summaries in ms (an empty list gives Nones)."""
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50 and percentile(values, 0.95) == 95 and percentile([3.0], 0.95) == 3
    assert median([3.0, 1.0, 2.0]) == 2 and median([1.0, 2.0, 3.0, 4.0]) == 2.5
    assert summary_ms([0.001, 0.002, 0.003]) == {"p50": 2.0, "p95": 3.0, "max": 3.0, "n": 3}
    assert summary_ms([]) == {"p50": None, "p95": None, "max": None, "n": 0}


def test_targets_are_shares_of_the_calibration():
    """Frame and start-up limits scale with the calibration; unmeasured values are neither met nor missed."""
    result = {"calibration_ms": 100.0, "frame_ms": {"800x480": {"animating": {"p95": 2.0}}},
              "startup_ms": {"menu": 600.0}, "sim_games_per_s": {"usa": 25.0},
              "bot_decision_ms": {"hard": {"p50": 10.0, "max": 400.0}}}
    checked = targets.check(result)
    assert checked["frame_800x480_animating_p95_ms"] == {
        "limit": 2.5, "value": 2.0, "met": True, "share_of_calibration": 0.025}
    assert checked["startup_menu_ms"]["limit"] == 500 and checked["startup_menu_ms"]["met"] is False
    assert checked["startup_play_ms"]["met"] is None and checked["idle_cpu_percent"]["met"] is None
    assert checked["sim_usa_games_per_s"]["met"] is True
    assert checked["screen_setup_first_frame_ms"] == {"limit": 200.0, "value": None, "met": None,
                                                      "share_of_calibration": 2.0}
    assert checked["bot_hard_p50_ms"]["met"] is True and checked["bot_hard_max_ms"]["met"] is False


def test_parts_are_checked():
    """--only takes known parts and names the unknown ones."""
    assert parse_parts("frame, sim") == {"frame", "sim"}
    with pytest.raises(Exception, match="nothing"):
        parse_parts("frame,nothing")
    assert set(PARTS) >= {"frame", "startup", "screens", "idle", "demo", "rss", "bots", "longest_path", "sim"}


def test_a_quick_run_prints_one_json_object_with_every_key(tmp_path):
    """`bench/run.py --quick` on the headless driver prints the JSON alone on stdout, every part in it."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "run.py"), "--quick"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    assert TOP_KEYS <= set(result)
    assert result["display"]["driver"] == "dummy"
    assert set(result["frame_ms"]) == {"800x480", "1280x720", "1920x1080"}
    thinking = result["frame_ms_thinking"]   # expert seats looking ahead at a game's end (moves: the machine's pace)
    assert thinking["window"] == [1280, 720] and {"animating", "idle", "moves_made"} <= set(thinking)
    assert "frame_thinking_animating_p95_ms" in result["targets"]
    for size in result["frame_ms"].values():
        assert {"animating", "idle", "window", "idle_frames"} <= set(size)
        assert {"p50", "p95", "max", "n"} <= set(size["animating"])
    assert {"menu", "play", "numpy_imported"} <= set(result["startup_ms"])
    assert result["startup_ms"]["numpy_imported"] is False
    for screen in ("saves_list", "saves_list_again", "history", "setup"):
        assert {"first_frame", "filled"} <= set(result["screens_ms"][screen])
        assert result["targets"][f"screen_{screen}_first_frame_ms"]["share_of_calibration"] == 2.0
    assert result["tap_ms"]["window"] == [800, 480] and {"first", "first_max", "again", "move"} <= set(result["tap_ms"])
    assert {"new_game", "start", "to_ready"} <= set(result["first_new_game_ms"])
    assert result["targets"]["first_new_game_start_ms"]["share_of_calibration"] == 1.0
    assert set(result["bot_decision_ms"]) == set(compute.bot_levels())   # expert too, once it is a level
    assert {"gentle", "easy", "medium", "hard", "rush"} <= set(result["bot_decision_ms"])
    assert set(result["sim_games_per_s"]) == {"usa", "amsterdam", "first_journey"}
    assert {"p50", "max"} <= set(result["longest_path_ms"])
    assert all({"limit", "value", "met"} <= set(t) for t in result["targets"].values())
    assert "[bench]" in done.stderr   # progress goes to stderr, never into the JSON


def test_the_bad_board_bench_refuses_every_kind_and_says_how_soon():
    """tools/bench_bad_files.py reads every kind of bad board once and prints how long each took (the times
    themselves are the bench's to judge, not this test's)."""
    from tests.board.bad_boards import KINDS
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_bad_files.py"), "--repeat", "1"],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    result = json.loads(run.stdout)
    assert result["kinds"] == len(KINDS) and result["not_refused"] == []
    assert set(result["ms"]) == {kind.name for kind in KINDS}
