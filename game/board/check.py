"""The map checker: `python main.py check-map PATH` validates a board and summarises it."""
from __future__ import annotations

import argparse
import sys

from game.board.loader import board_summary, read_board


def main(argv: list[str]) -> int:
    """Print the board's counts and return 0, or list its problems and return 2."""
    parser = argparse.ArgumentParser(prog="main.py check-map",
                                     description="Check a Tiled board (.tmx) and the rules file beside it.")
    parser.add_argument("path", help="the map, e.g. maps/usa.tmx")
    args = parser.parse_args(argv)
    try:
        board, problems = read_board(args.path)
    except (OSError, RecursionError, MemoryError, ValueError) as err:  # never a traceback for a family
        board, problems = None, [f"{args.path}: cannot be checked ({err}); is it a board made in Tiled?"]
    if problems or board is None:
        for line in problems:
            print(line, file=sys.stderr)
        count = len(problems)
        print(f"{args.path}: {count} problem{'s' if count != 1 else ''}; this map cannot be played",
              file=sys.stderr)
        return 2
    print(board_summary(board))
    return 0
