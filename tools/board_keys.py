"""Write the guide's table of rules-file settings from the checker's own catalogue (game/board/keys.py).

    python tools/board_keys.py            # rewrite the table in docs/make-a-board.md
    python tools/board_keys.py --check    # exit 1 if the table there differs from the catalogue

The table sits between two markers in the guide's step about the rules file; everything outside
them is the guide's own text and is left as it is. tests/board/test_board_keys.py fails when the
table and the catalogue disagree.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.board.keys import GAMES, GROUP, KEYS, TABLE, Key, games_named  # noqa: E402

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "make-a-board.md"
START = "<!-- keys table: made by tools/board_keys.py -->"
END = "<!-- end of keys table -->"
_KINDS = {GROUP: "settings", TABLE: "list of pairs"}


def table() -> str:
    """The Markdown of every setting a rules file may hold, with the words around it, as the guide shows it."""
    lines = [
        "**Every setting** a rules file may have is in this table; the checker (`main.py check-map`)",
        "refuses any other name, and says which one you may have meant. A dot means *inside*:",
        "`end_game.golden_ticket` is written `end_game: {golden_ticket: 6}`. *Needed* settings must be",
        "there; a setting of another game's rules must be left out.",
        "",
        "| setting | kind | values | games | needed | what it means |",
        "|---|---|---|---|---|---|",
    ]
    lines += [_row(key) for key in KEYS.values()]
    return "\n".join(lines)


def _row(key: Key) -> str:
    """One line of the table."""
    if key.bounds:
        values = f"{key.bounds[0]}" if key.bounds[0] == key.bounds[1] else f"{key.bounds[0]} to {key.bounds[1]}"
    else:
        values = ", ".join(f"`{c}`" for c in key.choices)
    games = "all" if key.games == GAMES else games_named(key.games)
    cells = [f"`{key.path}`", _KINDS.get(key.kind, key.kind), values, games, "yes" if key.required else "",
             key.meaning]
    return "| " + " | ".join(cells) + " |"


def with_table(text: str) -> str:
    """The guide's text with the table between its markers made anew (ValueError: the markers are missing)."""
    start, end = text.find(START), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the guide has no '{START}' ... '{END}' markers")
    return text[:start + len(START)] + "\n" + table() + "\n" + text[end:]


def main(argv: list[str]) -> int:
    """Rewrite the table (0), or with --check say whether it is up to date (0) or not (1)."""
    parser = argparse.ArgumentParser(description="Write the guide's table of rules-file settings.")
    parser.add_argument("--check", action="store_true", help="only check that the guide's table is up to date")
    args = parser.parse_args(argv)
    text = GUIDE.read_text(encoding="utf-8")
    try:
        made = with_table(text)
    except ValueError as err:
        print(f"{GUIDE}: {err}", file=sys.stderr)
        return 1
    if args.check:
        if made != text:
            print(f"{GUIDE}: the table of settings is out of date; run python tools/board_keys.py", file=sys.stderr)
            return 1
        return 0
    if made != text:
        GUIDE.write_text(made, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
