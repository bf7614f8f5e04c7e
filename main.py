"""Family Trains: start the game, or one of its tools (check-map, pack-board, simulate)."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep tool output to its own lines

USAGE = """\
usage: main.py [--fullscreen] [--saves DIR] [--load FILE] [--maps DIR]
                                          start the game (saves in DIR, default saves/;
                                          --load: straight into a saved game;
                                          --maps: also offer the boards in DIR)
       main.py --demo [--game BOARD] [--maps DIR] [options]
                                          computer players play on screen (main.py --demo --help;
                                          --maps: BOARD may be one of the boards in DIR)
       main.py simulate [options]         play games between computer players (main.py simulate --help)
       main.py check-map MAP.tmx          check a board and play it (--picture FILE, --no-play, --points)
       main.py pack-board MAP.tmx DIR     put a board and every file it uses into the new folder DIR
                                          (which plays anywhere: main.py --maps DIR)"""

LIBRARIES = {"pygame": "pygame-ce", "pytmx": "pytmx", "yaml": "pyyaml"}


def main(argv: list[str]) -> int:
    """Dispatch to the tool named first on the command line, or start the game."""
    if argv[:1] in (["--help"], ["-h"]):
        print(USAGE)
        return 0
    try:
        if argv[:1] == ["check-map"]:
            from game.check_map import main as check_map
            return check_map(argv[1:])
        if argv[:1] == ["pack-board"]:
            from game.board.pack import main as pack_board
            return pack_board(argv[1:])
        if "--demo" in argv:
            from game.demo import main as demo
            return demo([a for a in argv if a != "--demo"])
        if argv[:1] == ["simulate"]:
            from game.simulate import main as simulate
            return simulate(argv[1:])
        from game.app import main as play
    except ModuleNotFoundError as missing:
        if missing.name not in LIBRARIES:
            raise
        print(f"Family Trains needs the library {LIBRARIES[missing.name]}, which is not installed here. "
              "Install everything with:  sh tools/setup.sh play", file=sys.stderr)
        return 2
    return play(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
