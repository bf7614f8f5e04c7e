"""Shared test setup: headless SDL, and where the repository and reference data are."""
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

REPO = Path(__file__).resolve().parent.parent
MAPS = REPO / "maps"
SHARED = REPO.parent / "shared"
GAMES = ("usa", "amsterdam", "first_journey")


@pytest.fixture(scope="session")
def reference():
    """Load a reference board file from ../shared/reference by game name."""
    import yaml

    def load(game: str) -> dict:
        path = SHARED / "reference" / f"{game}.yaml"
        if not path.is_file():
            pytest.fail(f"reference data missing: {path} (the shared folder must sit beside the repository)")
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    return load
