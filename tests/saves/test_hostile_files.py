"""Saves and the other files of saves/ as a stranger's stick or a careless hand could leave them.

Each kind of bad save is refused in one printable line: by the loader, by `main.py --load FILE`
(exit 2, no traceback, nothing that moves a terminal's cursor) and as the Saved games list's
reason. A named pipe, a folder or a device where settings.yaml, table.yaml, history.yaml or a
save should be is refused at once, never waited on and never renamed. Every wait here has a
watchdog far beyond need, so a hang fails instead of stopping the run.
"""
from __future__ import annotations

import copy
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Callable

import pytest

from game.app import main as game_main
from game.config import MAPS
from game.saves import BadSave, SaveFolder
from game.saves.history import read_history
from game.saves.listing import SavesListing
from game.saves.reading import dump_yaml
from game.saves.record import document
from game.saves.table import load_tables
from game.settings import Settings

from tests.saves.games import record, table

REPO = Path(__file__).resolve().parents[2]
WATCHDOG = 60.0   # seconds: far beyond any refusal; reaching it means something waited for ever
ESC_NAME = "Ann\n\x1b[2J\x1b[H"   # a line break, then "clear the screen" and "cursor home"


def within(work: Callable[[], Any]) -> Any:
    """The result of `work`, run on a thread watched by WATCHDOG (a hang fails the test)."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = work()
        except BaseException as err:  # handed to the test's own thread
            out["error"] = err
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(WATCHDOG)
    assert not thread.is_alive(), "it waited for ever"
    if "error" in out:
        raise out["error"]
    return out["value"]


@pytest.fixture(scope="module")
def good() -> dict[str, Any]:
    """A good save's data: a 3-player USA game 40 moves in."""
    return document(record(table("usa", 7, 3))[40], MAPS / "usa.tmx")


def changed(good: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> bytes:
    """The save's bytes after one change to a copy of its data."""
    data = copy.deepcopy(good)
    change(data)
    return dump_yaml(data).encode()


def move(n: int, **fields: Any) -> Callable[[dict[str, Any]], None]:
    """Make move n this one."""
    return lambda d: d["moves"].__setitem__(n, fields)


def seat(n: int, **fields: Any) -> Callable[[dict[str, Any]], None]:
    """Change fields of seat n."""
    return lambda d: d["seats"][n].update(fields)


def huge_seed(good: dict[str, Any]) -> bytes:
    """The seed as an integer of 5,000 digits (more than Python turns into a number by default)."""
    text = dump_yaml(good)
    seed = f"seed: {good['start']['seed']}"
    assert seed in text
    return text.replace(seed, "seed: " + "9" * 5000, 1).encode()


def padded(good: dict[str, Any]) -> bytes:
    """A save of 985 kB: the good one with a long text beside it."""
    text = dump_yaml(good)
    return dump_yaml({**good, "notes": "x" * (985_000 - len(text) - 20)}).encode()


# kind -> (the file's bytes from the good save, words the reason holds)
FILE_KINDS: dict[str, tuple[Callable[[dict[str, Any]], bytes], str]] = {
    "slot .inf": (lambda g: changed(g, move(3, action="draw_face_up", slot=float("inf"))), "slot|not a move"),
    "locomotives .inf": (lambda g: changed(g, move(3, action="claim_route", route="r1", color="red",
                                                   locomotives=float("inf"))), "locomotives|not a move"),
    "slot -.inf": (lambda g: changed(g, move(3, action="draw_face_up", slot=float("-inf"))), "slot"),
    "slot .nan": (lambda g: changed(g, move(3, action="draw_face_up", slot=float("nan"))), "slot"),
    "slot a huge int": (lambda g: changed(g, move(3, action="draw_face_up", slot=10 ** 30)), "slot"),
    "slot a fraction": (lambda g: changed(g, move(3, action="draw_face_up", slot=1.5)), "slot"),
    "slot true": (lambda g: changed(g, move(3, action="draw_face_up", slot=True)), "slot"),
    "slot a text": (lambda g: changed(g, move(3, action="draw_face_up", slot="2")), "slot"),
    "route a list": (lambda g: changed(g, move(3, action="claim_route", route=["x"], color="red",
                                               locomotives=0)), "route"),
    "a move that is a word": (lambda g: changed(g, lambda d: d["moves"].__setitem__(3, "draw")), "move"),
    "seed of 5,000 digits": (huge_seed, "value no save could hold"),
    "seed huge": (lambda g: changed(g, lambda d: d["start"].update(seed=2 ** 70)), "seed"),
    "game with control characters": (lambda g: changed(g, lambda d: d.update(game="usa\x1b[2J\x07")), "board"),
    "game with a line break": (lambda g: changed(g, lambda d: d.update(game="usa\nrm -rf")), "board"),
    "game as a path": (lambda g: changed(g, lambda d: d.update(game="../../etc/passwd")), "board"),
    "game far too long": (lambda g: changed(g, lambda d: d.update(game="u" * 5000)), "board"),
    "a name that clears the screen": (lambda g: changed(g, seat(1, name=ESC_NAME, level="genius")), "level"),
    "985 kB": (padded, "too big"),
}


def write(folder: Path, kind: str, raw: bytes) -> Path:
    """A save file of these bytes in the folder."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{kind.replace(' ', '-').replace(',', '')}.yaml"
    path.write_bytes(raw)
    return path


def one_line(words: str) -> None:
    """Words a terminal or the screen shows on one line, moving nothing."""
    assert words and "\n" not in words.strip("\n") and "\x1b" not in words and "\r" not in words, repr(words)


def listed_reason(folder: Path, path: Path) -> str | None:
    """The reason the Saved games list gives for this file (None if it is not listed)."""
    listing = SavesListing(SaveFolder(folder))
    assert listing.wait(WATCHDOG)
    row = next((r for r in listing.rows if r.path.name == path.name), None)
    return None if row is None else row.problem


@pytest.mark.parametrize("kind", sorted(FILE_KINDS))
def test_a_hostile_save_is_refused_in_one_line_everywhere(kind, good, tmp_path, capsys):
    """The loader, --load (exit 2, one line, no traceback) and the Saved games list all give the reason."""
    make, words = FILE_KINDS[kind]
    folder = tmp_path / "saves"
    path = write(folder, kind, make(good))
    with pytest.raises(BadSave) as refusal:
        within(lambda: SaveFolder(folder).load(path))
    reason = str(refusal.value)
    one_line(reason)
    assert any(w in reason for w in words.split("|")), reason
    assert game_main(["--load", str(path), "--saves", str(folder)]) == 2
    err = capsys.readouterr().err
    one_line(err)
    assert reason in err and "Traceback" not in err
    assert listed_reason(folder, path) == reason
    assert path.read_bytes() == make(good)   # refused, and left as it was


def test_a_name_with_control_characters_loads_and_shows_on_one_line(good, tmp_path):
    """A seat name holding a line break and terminal codes: the game loads, the name is one plain line."""
    folder = tmp_path / "saves"
    raw = changed(good, lambda d: (d["seats"][0].update(name="Ann\n\x1b[2JB\x00"),
                                   d["state"]["players"][0].update(name="Ann\n\x1b[2JB\x00")))
    saved = SaveFolder(folder).load(write(folder, "names", raw))
    assert saved.config.seats[0].name == saved.state.players[0].name == "Ann [2JB"
    assert len(saved.moves) == 40


@pytest.mark.parametrize("what", ["named pipe", "folder", "device"])
def test_something_that_is_not_a_file_in_place_of_a_save_is_refused_at_once(what, tmp_path, capsys):
    """Never waited on: the loader and --load say what it is; the list leaves it out; it stays as it was."""
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "strange.yaml"
    if what == "named pipe":
        os.mkfifo(path)
    elif what == "folder":
        path.mkdir()
    else:
        path.symlink_to("/dev/zero")
    with pytest.raises(BadSave, match=what.split()[-1]):
        within(lambda: SaveFolder(folder).load(path))
    assert within(lambda: game_main(["--load", str(path), "--saves", str(folder)])) == 2
    one_line(capsys.readouterr().err)
    assert within(lambda: listed_reason(folder, path)) is None
    assert path.exists() or path.is_symlink()


def pipes(folder: Path, *names: str) -> list[Path]:
    """Named pipes in place of these files."""
    folder.mkdir(parents=True, exist_ok=True)
    out = [folder / name for name in names]
    for path in out:
        os.mkfifo(path)
    return out


def still_pipes(paths: list[Path]) -> bool:
    """True if every one of them is still the named pipe it was (never renamed, never replaced)."""
    return all(stat.S_ISFIFO(p.lstat().st_mode) for p in paths) and not list(paths[0].parent.glob("*.damaged*"))


def test_a_pipe_in_place_of_the_settings_the_table_or_the_history_gives_defaults_at_once(tmp_path):
    """Settings and the remembered table start from their defaults, the history is empty; each pipe stays."""
    folder = tmp_path / "saves"
    made = pipes(folder, "settings.yaml", "table.yaml", "history.yaml")
    assert within(lambda: Settings.load(folder / "settings.yaml")) == Settings()
    tables = within(lambda: load_tables(folder / "table.yaml"))
    assert tables.last is None and not tables.games
    assert within(lambda: read_history(folder / "history.yaml")).games == []
    assert still_pipes(made)


def test_a_pipe_as_the_autosave_is_not_offered_and_not_waited_on(tmp_path):
    """Continue's quick look and its whole check see no game, at once."""
    folder = tmp_path / "saves"
    made = pipes(folder, "autosave.yaml")
    saves = SaveFolder(folder)
    assert within(lambda: saves.continue_game()) is None
    assert within(lambda: saves.peek(folder / "autosave.yaml")) is None
    assert still_pipes(made)


def test_loading_a_save_with_an_infinite_slot_prints_one_line_as_a_process(good, tmp_path):
    """As a separate process, as the issue found it: exit 2, one line, no traceback, no window."""
    path = write(tmp_path, "inf", FILE_KINDS["slot .inf"][0](good))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "--load", str(path), "--saves",
                           str(tmp_path / "saves")], capture_output=True, text=True, env=env, timeout=WATCHDOG)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "slot" in done.stderr


def test_a_save_refused_for_any_reason_no_check_foresaw_is_still_one_line(good, tmp_path, monkeypatch):
    """The last guard: an exception inside the checks becomes the save's one-line reason."""
    import game.saves.record as record_module

    def broken(*args: Any) -> None:
        raise OverflowError("cannot convert float infinity to integer\nsecond line")
    monkeypatch.setattr(record_module, "_replay", broken)
    folder = tmp_path / "saves"
    path = write(folder, "guard", dump_yaml(good).encode())
    with pytest.raises(BadSave) as refusal:
        SaveFolder(folder).load(path)
    one_line(str(refusal.value))
    assert "OverflowError" in str(refusal.value)


def test_a_named_pipe_put_in_place_of_the_board_mid_game_is_a_reason_not_a_wait(tmp_path):
    """The save's checksum reads the board's files: a pipe there is refused at once with the file's name
    (the saver then names the board's folder as the cause), never waited on."""
    import shutil
    import threading

    from game.board.catalog import MAPS
    from game.saves.record import map_checksum
    board = tmp_path / "stick"
    board.mkdir()
    shutil.copy(MAPS / "island.tmx", board / "island.tmx")
    os.mkfifo(board / "island.yaml")
    out: list[str] = []

    def checksum() -> None:
        try:
            out.append(map_checksum(board / "island.tmx"))
        except OSError as err:
            out.append(err.strerror)
    worker = threading.Thread(target=checksum, daemon=True)
    worker.start()
    worker.join(60)   # a watchdog far beyond need: the old read waited for ever
    assert out == ["island.yaml: it is a named pipe, not a file"]
