"""Family Trains: start the game, or one of its tools (check-map, simulate)."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep tool output to its own lines


def main(argv: list[str]) -> int:
    """Dispatch to the tool named first on the command line, or start the game."""
    if argv[:1] == ["check-map"]:
        from game.board.check import main as check_map
        return check_map(argv[1:])
    if "--demo" in argv:
        from game.demo import main as demo
        return demo([a for a in argv if a != "--demo"])
    if argv[:1] == ["simulate"]:
        from game.simulate import main as simulate
        return simulate(argv[1:])
    from game.app import main as play
    return play(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
