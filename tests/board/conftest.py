"""Fixtures for the board tests: a private copy of the USA map to break."""
import shutil

import pytest

from tests.conftest import MAPS, REPO


@pytest.fixture
def usa(tmp_path):
    """A private copy of the USA map and its rules file, with the tilesets reachable."""
    (tmp_path / "maps").mkdir()
    for name in ("usa.tmx", "usa.yaml"):
        shutil.copy(MAPS / name, tmp_path / "maps" / name)
    (tmp_path / "assets").symlink_to(REPO / "assets")
    return tmp_path / "maps" / "usa.tmx"
