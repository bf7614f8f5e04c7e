"""The example in docs/rules-engine.md runs."""
import re
from pathlib import Path

from .boards import reference_board

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules-engine.md"


def test_rules_engine_doc_example_runs():
    """The block after <!-- example --> runs as written, with a USA board."""
    text = DOC.read_text(encoding="utf-8")
    match = re.search(r"<!-- example -->\s*```python\n(.*?)```", text, re.S)
    assert match, "docs/rules-engine.md must keep its example"
    exec(compile(match.group(1), str(DOC), "exec"), {"board": reference_board("usa")})


def test_rules_doc_numbers_every_decision():
    """docs/rules.md has every decision number of DECISIONS.md."""
    decisions = (DOC.parents[2] / "shared" / "rules" / "DECISIONS.md").read_text(encoding="utf-8")
    numbers = set(re.findall(r"^([DUAF]\d+)\.", decisions, re.M))
    rules = (DOC.parent / "rules.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"\*\*([DUAF]\d+)\.", rules))
    assert numbers and numbers <= documented, sorted(numbers - documented)


def test_every_decision_has_a_test():
    """Each decision number names at least one rules test (test_<number>_...)."""
    decisions = (DOC.parents[2] / "shared" / "rules" / "DECISIONS.md").read_text(encoding="utf-8")
    numbers = {n.lower() for n in re.findall(r"^([DUAF]\d+)\.", decisions, re.M)}
    names = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        names.update(re.findall(r"def test_([a-z0-9_]+)", path.read_text(encoding="utf-8")))
    tested = {part for name in names for part in name.split("_") if re.fullmatch(r"[duaf]\d+", part)}
    assert numbers <= tested, sorted(numbers - tested)
