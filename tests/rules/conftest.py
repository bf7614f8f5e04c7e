"""Rules-test setup: the `soak` marker (thousands of random games) runs only when asked for.

    python -m pytest tests/rules -m soak          # the soak only
    SOAK_GAMES=5000 python -m pytest tests/rules -m soak
"""
import pytest


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
