"""Opening the screens that read a folder: Saved games (500 saves), Games played (5,000 games), New game (50 boards).

    python -m bench.screens [--window 1280x720] [--saves 500] [--games 5000] [--boards 50]

Makes the folders in a temporary folder (copies of one 60-move USA save; one history file of
5,000 games as a long-lived earlier version left it; the shipped maps under new names and titles,
read for the first time, the game's assets beside them), builds the real App and opens each screen from the menu as a tap
does. `first_frame` is the time from the tap to its first frame shown (`app.step` drawing it);
`filled` is the time until the screen's worker has read everything, the App's own loop running
meanwhile (sleeping, waking when the screen asks). Saved games is opened twice: cold (no summary
kept yet) and `again` (the summaries kept). Prints one JSON object.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

LIMIT = 600.0   # seconds a screen may take to fill before the benchmark gives up on it


def make_saves(folder: Path, count: int) -> None:
    """`count` saves of a 60-move USA game, a minute apart."""
    from bench.saved import write_save
    first = write_save(folder, name="game-00000.yaml")
    for n in range(1, count):
        copy = folder / f"game-{n:05d}.yaml"
        shutil.copy(first, copy)
        os.utime(copy, (1_700_000_000 + 60 * n,) * 2)


def make_history(path: Path, count: int) -> None:
    """One history file of `count` four-player games."""
    from game.saves.history import HEAD, Played, Player
    from game.saves.reading import dump_yaml
    names = ("Mum", "Dad", "Mia", "Robo")
    games = [Played(f"game{n:05d}", f"2026-{1 + n % 12:02d}-{1 + n % 28:02d} 18:00:00", "usa", "Ticket to Ride",
                    False, tuple(Player(name, name == "Robo", "hard" if name == "Robo" else "", k, 80 + (n + k) % 60, 3)
                                 for k, name in enumerate(names)), (n % 4,)) for n in range(count)]
    path.write_bytes(HEAD + "".join(dump_yaml([g.to_data()]) for g in games).encode("utf-8"))


def make_boards(folder: Path, count: int) -> Path:
    """A family's folder of `count` boards (the shipped maps, each with a title of its own that no board read
    before had, so none is in the board cache: a stick's boards at their first start), beside a link to the
    game's assets."""
    from game.board.catalog import MAPS
    (folder / "assets").symlink_to(ROOT / "assets")
    maps = folder / "maps"
    maps.mkdir()
    shipped = sorted(MAPS.glob("*.tmx"))
    for n in range(count):
        tmx = shipped[n % len(shipped)]
        shutil.copy(tmx, maps / f"board{n:03d}.tmx")
        rules = tmx.with_suffix(".yaml").read_text(encoding="utf-8")
        title = f'title: "Board {n} of {folder.name}"'
        (maps / f"board{n:03d}.yaml").write_text(re.sub(r"(?m)^title: .*$", title, rules, count=1), encoding="utf-8")
    return maps


def opening(app: Any, make: Callable[[], Any], busy: Callable[[Any], bool]) -> dict[str, float]:
    """Open a screen over the menu as a tap does; ms to its first frame, and until its worker is done."""
    from game.scenes.stack import Pop, Push
    app.step([], 0.0)   # the menu, drawn
    started = time.perf_counter()
    scene = make()
    app.stack.apply(Push(scene))
    app.step([], 0.0)
    first = time.perf_counter() - started
    deadline = started + LIMIT
    while busy(scene) and time.perf_counter() < deadline:
        app.step(app.next_events(), app.tick())
    filled = time.perf_counter() - started
    app.stack.apply(Pop())   # back to the menu: the screen's worker stops if it has not finished
    return {"first_frame": round(first * 1000.0, 1), "filled": round(filled * 1000.0, 1)}


def measure(window: tuple[int, int], saves: int, games: int, boards: int) -> dict[str, Any]:
    """Make the folders and open each screen; the times in ms."""
    from game.app import App
    from game.saves.history import HISTORY
    from game.scenes.menus.history import HistoryScene
    from game.scenes.menus.title import MenuScene
    from game.scenes.menus.saves import SavesScene
    from game.scenes.setup.scene import SetupScene
    from game.scenes.stack import Reset

    with tempfile.TemporaryDirectory(prefix="bench-screens-") as tmp:
        folder = Path(tmp)
        (folder / "saves").mkdir()
        make_saves(folder / "saves", saves)
        make_history(folder / "saves" / HISTORY, games)
        maps = make_boards(folder, boards)
        app = App(saves=folder / "saves", window=window, maps=maps)
        app.stack.apply(Reset(MenuScene()))
        app.stack.top.last.wait()
        checking = lambda scene: not scene.listing.done   # noqa: E731
        out = {"window": list(app.size), "driver": pygame.display.get_driver(), "saves": saves,
               "history_games": games, "boards": boards,
               "saves_list": opening(app, SavesScene, checking),
               "saves_list_again": opening(app, SavesScene, checking),
               "history": opening(app, HistoryScene, checking),
               "setup": opening(app, SetupScene, lambda scene: not scene.reader.done)}
        pygame.quit()
        return out


def main(argv: list[str]) -> int:
    """Measure and print the JSON."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--window", default="1280x720")
    for option, default in (("--saves", 500), ("--games", 5000), ("--boards", 50)):
        p.add_argument(option, type=int, default=default)
    args = p.parse_args(argv)
    window = tuple(int(n) for n in args.window.lower().split("x"))
    print(json.dumps(measure(window, args.saves, args.games, args.boards)))   # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
