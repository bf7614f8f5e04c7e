"""Small statistics for the benchmark: percentiles in milliseconds, and the machine's own speed."""
from __future__ import annotations

import math
import time
from typing import Iterable

CALIBRATION_N = 1_000_000


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile of sorted or unsorted values (share 0..1)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]


def summary_ms(seconds: Iterable[float]) -> dict[str, float | int | None]:
    """p50, p95 and max in milliseconds of timings given in seconds, and how many there were."""
    values = [s * 1000.0 for s in seconds]
    if not values:
        return {"p50": None, "p95": None, "max": None, "n": 0}
    return {"p50": round(percentile(values, 0.5), 3), "p95": round(percentile(values, 0.95), 3),
            "max": round(max(values), 3), "n": len(values)}


def median(values: list[float]) -> float:
    """The middle value (the mean of the two middle ones for an even count)."""
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def calibration_ms(repeats: int = 5) -> float:
    """This machine's speed now: the best time of `sum(i * i for i in range(1_000_000))`, in ms."""
    best = math.inf
    for _ in range(repeats):
        started = time.perf_counter()
        sum(i * i for i in range(CALIBRATION_N))
        best = min(best, time.perf_counter() - started)
    return round(best * 1000.0, 2)
