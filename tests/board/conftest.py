"""Fixtures for the board tests: a private copy of the USA map to break."""
import shutil

import pytest

from tests.conftest import MAPS, REPO


def private_copy(tmp_path, game):
    """A private copy of a shipped map and its rules file, with the tilesets reachable."""
    (tmp_path / "maps").mkdir()
    for name in (f"{game}.tmx", f"{game}.yaml"):
        shutil.copy(MAPS / name, tmp_path / "maps" / name)
    (tmp_path / "assets").symlink_to(REPO / "assets")
    return tmp_path / "maps" / f"{game}.tmx"


@pytest.fixture
def usa(tmp_path):
    """A private copy of the USA map and its rules file, with the tilesets reachable."""
    return private_copy(tmp_path, "usa")


@pytest.fixture
def journey(tmp_path):
    """A private copy of the First Journey map, whose cities are pictures."""
    return private_copy(tmp_path, "first_journey")
