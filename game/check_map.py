"""The map checker: `python main.py check-map PATH` validates a board and summarises it."""
from __future__ import annotations

import argparse
import sys

from game.board.loader import board_summary, read_board
from game.trial_words import judge, ticket_prices


def main(argv: list[str]) -> int:
    """Print the board's counts, play it (trial_words) and return 0, or 1 with what to change when its games
    do not end; list its problems and return 2 when its files are wrong."""
    parser = argparse.ArgumentParser(prog="main.py check-map",
                                     description="Check a Tiled board (.tmx) and the rules file beside it.")
    parser.add_argument("path", help="the map, e.g. maps/usa.tmx")
    parser.add_argument("--picture", metavar="FILE", help="also write a PNG of the board as the game draws it")
    parser.add_argument("--no-play", action="store_true", help="check the files only; play no games on the board")
    parser.add_argument("--points", action="store_true", help="list the points `points: auto` gives every ticket")
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
    print("\n".join([board_summary(board)] + ticket_prices(board, every=args.points)))
    if args.picture:
        from game.view.board_picture import write_picture   # pygame starts only when a picture is asked for
        failed = write_picture(board, args.picture)
        if failed:
            print(failed, file=sys.stderr)
            return 2
    if args.no_play:
        return 0
    verdict = judge(board)
    print("\n".join(verdict.lines(args.path)), file=sys.stdout if verdict.plays else sys.stderr)
    return 0 if verdict.plays else 1
