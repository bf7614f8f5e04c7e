"""Keeping every core of the machine busy while a test runs, as a family's old laptop or a CI machine is."""
from __future__ import annotations

import os
import subprocess
import sys
from contextlib import contextmanager
from typing import Iterator

SPIN = "print('spinning', flush=True)\nwhile True:\n    pass\n"


def cores() -> int:
    """The processors this test may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:   # a system without affinity
        return os.cpu_count() or 1


@contextmanager
def busy(per_core: int, most: int) -> Iterator[None]:
    """Run the block with `per_core` spinning processes per core (at most `most`), all started before
    it begins, and check they spun until it ended."""
    spinners = [subprocess.Popen([sys.executable, "-S", "-c", SPIN], stdout=subprocess.PIPE, text=True)
                for _ in range(min(per_core * cores(), most))]
    try:
        for spinner in spinners:
            assert spinner.stdout is not None and spinner.stdout.readline() == "spinning\n"
        yield
        assert all(spinner.poll() is None for spinner in spinners)   # the load lasted the whole run
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait(timeout=60)
            if spinner.stdout:
                spinner.stdout.close()
