"""Layering: game/rules imports only the standard library and itself; the computer player only the rules."""
import ast
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def imported_modules(path: Path) -> set[str]:
    """Top-level names of every module a file imports (relative imports as 'game')."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add("game.rules" if node.level else node.module or "")
    return names


def outside(names: set[str], allowed_prefixes: tuple[str, ...]) -> set[str]:
    """The imported names that are neither standard library nor under an allowed package."""
    bad = set()
    for name in names:
        top = name.split(".")[0]
        if top in sys.stdlib_module_names or top == "__future__":
            continue
        if not any(name == p or name.startswith(p + ".") for p in allowed_prefixes):
            bad.add(name)
    return bad


def test_rules_import_only_standard_library_and_rules():
    """game/rules imports nothing outside the standard library and game.rules."""
    files = sorted((GAME / "rules").glob("*.py"))
    assert files
    for path in files:
        assert outside(imported_modules(path), ("game.rules",)) == set(), path.name


def test_random_player_uses_only_the_rules():
    """The computer player reaches the game only through the rules engine (and its view)."""
    for path in sorted((GAME / "ai").glob("*.py")):
        assert outside(imported_modules(path), ("game.rules", "game.ai")) == set(), path.name


def test_rules_tests_never_import_pygame():
    """Rules tests run without pygame."""
    for path in sorted(Path(__file__).parent.glob("*.py")):
        assert not any(n.split(".")[0] in ("pygame", "pytmx") for n in imported_modules(path)), path.name
