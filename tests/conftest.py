"""Shared test setup: headless SDL, where the repository and reference data are, the soak marker.

Tests marked `soak` (thousands of random games) run only when asked for:
    python -m pytest tests/rules -m soak
    SOAK_GAMES=5000 python -m pytest tests/rules -m soak
"""
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

REPO = Path(__file__).resolve().parent.parent
MAPS = REPO / "maps"
SHARED = REPO.parent / "shared"
GAMES = ("usa", "amsterdam", "first_journey")


def pytest_configure(config: pytest.Config) -> None:
    """Register the soak marker."""
    config.addinivalue_line("markers", "soak: long random-game soak, run with -m soak")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip soak tests unless the marker expression asks for them."""
    if "soak" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="soak test: run with -m soak")
    for item in items:
        if "soak" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session", autouse=True)
def saves_elsewhere(tmp_path_factory):
    """Every game a test starts saves into a folder of its own, never into the repository's saves/."""
    import game.app
    game.app.SAVES = tmp_path_factory.mktemp("saves")


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


NO_SCREENS = ("rules", "ai", "board", "saves", "table")   # test folders that start no play scene


@pytest.fixture(autouse=True)
def guide_seen(request, monkeypatch):
    """Every table in the tests has played each game before, so the guided first turn's offer does not
    stand in front of the turn a test plays (tests/scenes/test_guide.py tests the offer itself)."""
    folder = Path(str(request.node.fspath)).parent.name
    if folder not in NO_SCREENS and not request.module.__name__.endswith("test_guide"):
        monkeypatch.setattr("game.scenes.play.scene.offer_guide", lambda scene: None)
