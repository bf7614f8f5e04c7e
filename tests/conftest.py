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
    """Load a reference board file from ../shared/reference by game name.

    Only the comparison of the maps with the public facts needs it; without the shared folder
    beside the repository those tests are skipped and say why (every other test stands alone)."""
    import yaml

    def load(game: str) -> dict:
        path = SHARED / "reference" / f"{game}.yaml"
        if not path.is_file():
            pytest.skip(f"reference data not found at {path}: the maps are not compared with it here")
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    return load
