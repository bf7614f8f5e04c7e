"""The performance budget, and whether a benchmark result meets it (docs/performance.md says why).

Times that depend on the machine are budgeted as multiples of the calibration measured in the
same run (`sum(i * i for i in range(1_000_000))`, about 60 ms on the development machine), so
a slower or busier machine is held to a proportionally longer time. A tap's cost (bench/taps.py) is
the main thread's processor time, which other programs on a shared machine change little.
"""
from __future__ import annotations

from typing import Any

FRAME_SHARES = {"800x480": 0.025, "1280x720": 0.033, "1920x1080": 0.067}   # animating p95
STARTUP_SHARES = {"menu": 5.0, "play": 8.0}
SCREEN_SHARE = 2.0        # a screen's first frame with a big folder: 500 saves, 5,000 games, 50 boards
SCREENS = ("saves_list", "saves_list_again", "history", "setup")
TAP_SHARES = {"again_p95": 0.1, "first_max": 0.25, "move_p95": 0.1}   # a tap's work to its frame, at 800 x 480
NEW_GAME_SHARES = {"new_game": 0.5, "start": 1.0}   # the session's first New game: each tap to its frame
IDLE_CPU = 1.0            # % of one core while waiting for a person
DEMO_CPU = 10.0           # % of one core while computers play at normal pace
PEAK_RSS = 120.0          # MB
BOT_P50, BOT_MAX = 50.0, 300.0     # ms per decision
LONGEST_PATH_MAX = 5.0    # ms per search
SIM_USA = 20.0            # random 4-player USA games a second
THINKING_SIZE = "1280x720"   # the window measured while expert seats look ahead (bench/frames.py --late)
PHONE_SIZE = "1280x720"   # four phones at the TV: its frames held to the frame budget at this size
PHONE_MOVE = 100.0        # ms from a phone's move sent to the TV's frame showing it, 95th percentile (loopback)


def at_most(value: Any, limit: float, share: float | None = None) -> dict[str, Any]:
    """A target met when the value is at most the limit (unknown when nothing was measured)."""
    out: dict[str, Any] = {"limit": round(limit, 3), "value": value,
                           "met": None if value is None else value <= limit}
    if share is not None:
        out["share_of_calibration"] = share
    return out


def at_least(value: Any, limit: float) -> dict[str, Any]:
    """A target met when the value is at least the limit."""
    return {"limit": limit, "value": value, "met": None if value is None else value >= limit}


def check(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every target with its limit, the measured value and whether it is met."""
    cal = result["calibration_ms"]
    out: dict[str, dict[str, Any]] = {}
    for size, share in FRAME_SHARES.items():
        frames = result.get("frame_ms", {}).get(size, {})
        out[f"frame_{size}_animating_p95_ms"] = at_most(frames.get("animating", {}).get("p95"), share * cal, share)
    if "frame_ms" in result:
        out["redraw_share_idle"] = at_most(result.get("redraw_share_idle"), 0.0)
    if "frame_ms_thinking" in result:   # while expert looks ahead: the frame budget of that window
        share = FRAME_SHARES[THINKING_SIZE]
        moving = result["frame_ms_thinking"].get("animating", {}).get("p95")
        out["frame_thinking_animating_p95_ms"] = at_most(moving, share * cal, share)
    for kind, share in STARTUP_SHARES.items():
        out[f"startup_{kind}_ms"] = at_most(result.get("startup_ms", {}).get(kind), share * cal, share)
    for screen in SCREENS:
        first = result.get("screens_ms", {}).get(screen, {}).get("first_frame")
        out[f"screen_{screen}_first_frame_ms"] = at_most(first, SCREEN_SHARE * cal, SCREEN_SHARE)
    taps = result.get("tap_ms", {})
    found = {"again_p95": taps.get("again", {}).get("p95"), "first_max": taps.get("first_max"),
             "move_p95": taps.get("move", {}).get("p95")}
    for name, share in TAP_SHARES.items():
        out[f"tap_{name}_ms"] = at_most(found[name], share * cal, share)
    for name, share in NEW_GAME_SHARES.items():
        out[f"first_new_game_{name}_ms"] = at_most(result.get("first_new_game_ms", {}).get(name), share * cal, share)
    out["idle_cpu_percent"] = at_most(result.get("idle_cpu_percent"), IDLE_CPU)
    out["demo_cpu_percent"] = at_most(result.get("demo_cpu_percent"), DEMO_CPU)
    out["peak_rss_mb"] = at_most(result.get("peak_rss_mb"), PEAK_RSS)
    for level, times in result.get("bot_decision_ms", {}).items():
        out[f"bot_{level}_p50_ms"] = at_most(times.get("p50"), BOT_P50)
        out[f"bot_{level}_max_ms"] = at_most(times.get("max"), BOT_MAX)
    out["longest_path_max_ms"] = at_most(result.get("longest_path_ms", {}).get("max"), LONGEST_PATH_MAX)
    out["sim_usa_games_per_s"] = at_least(result.get("sim_games_per_s", {}).get("usa"), SIM_USA)
    out.update(phones(result.get("phones", {}), cal))
    return out


def phones(found: dict[str, Any], cal: float) -> dict[str, dict[str, Any]]:
    """With four phones at the table: the TV's frames, its idle frames and CPU, a phone game's start-up as
    without phones; a phone's move shown within PHONE_MOVE."""
    frames, share = found.get("frame_ms", {}), FRAME_SHARES[PHONE_SIZE]
    return {
        f"phones_frame_{PHONE_SIZE}_animating_p95_ms": at_most(frames.get("animating", {}).get("p95"), share * cal,
                                                               share),
        "phones_idle_frames": at_most(frames.get("idle_frames"), 0),
        "phones_idle_cpu_percent": at_most(found.get("idle_cpu_percent"), IDLE_CPU),
        "phones_startup_play_ms": at_most(found.get("startup_ms", {}).get("play"), STARTUP_SHARES["play"] * cal,
                                          STARTUP_SHARES["play"]),
        "phones_move_to_frame_p95_ms": at_most(found.get("latency_ms", {}).get("to_frame", {}).get("p95"),
                                               PHONE_MOVE),
    }
