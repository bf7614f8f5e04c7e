"""The example in docs/rules-engine.md runs; docs/rules.md and the tests cover every decision of DECISIONS.md."""
import re
from pathlib import Path

import pytest

from .boards import reference_board

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules-engine.md"
DECISIONS = DOC.parents[2] / "shared" / "rules" / "DECISIONS.md"


def decision_numbers() -> set[str]:
    """The decision numbers of ../shared/rules/DECISIONS.md (D1, U3, ...); skips without the shared folder."""
    if not DECISIONS.is_file():
        pytest.skip(f"{DECISIONS} not found: the docs are not compared with the decisions here")
    return set(re.findall(r"^([DUAF]\d+)\.", DECISIONS.read_text(encoding="utf-8"), re.M))


def test_rules_engine_doc_example_runs():
    """The block after <!-- example --> runs as written, with a USA board."""
    text = DOC.read_text(encoding="utf-8")
    match = re.search(r"<!-- example -->\s*```python\n(.*?)```", text, re.S)
    assert match, "docs/rules-engine.md must keep its example"
    exec(compile(match.group(1), str(DOC), "exec"), {"board": reference_board("usa")})


def test_rules_doc_numbers_every_decision():
    """docs/rules.md has every decision number of DECISIONS.md."""
    numbers = decision_numbers()
    rules = (DOC.parent / "rules.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"\*\*([DUAF]\d+)\.", rules))
    assert numbers and numbers <= documented, sorted(numbers - documented)


def test_every_decision_has_a_test():
    """Each decision number names at least one rules test (test_<number>_...)."""
    numbers = {n.lower() for n in decision_numbers()}
    names = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        names.update(re.findall(r"def test_([a-z0-9_]+)", path.read_text(encoding="utf-8")))
    tested = {part for name in names for part in name.split("_") if re.fullmatch(r"[duaf]\d+", part)}
    assert numbers <= tested, sorted(numbers - tested)
