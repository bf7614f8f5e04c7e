"""Every kind of bad save is refused with one line saying why: quickly, in little memory, running nothing.

Each kind is refused by the loader (BadSave) and by `main.py --load FILE` (exit 2, the reason
on stderr, no window, no traceback). The illegal positions are refused by the rules engine
itself (`from_data`); the rest by the save's own checks.
"""
from __future__ import annotations

import copy
import os
import shutil
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable

import pytest

from game.app import main as game_main
from game.config import MAPS
from game.saves import BadSave, SaveFolder
from game.saves.reading import dump_yaml
from game.saves.record import document

from tests.saves.games import record, table

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def good() -> dict[str, Any]:
    """A good save's data: a 3-player USA game some 40 moves in."""
    saved = record(table("usa", 7, 3))[40]
    return document(saved, MAPS / "usa.tmx")


def changed(data: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> str:
    """The save's YAML text after one change to a deep copy of its data."""
    data = copy.deepcopy(data)
    change(data)
    return dump_yaml(data)


def player(data: dict[str, Any], seat: int = 0) -> dict[str, Any]:
    """One player's part of the saved position."""
    return data["state"]["players"][seat]


def first_route(data: dict[str, Any]) -> str:
    """A route some player has claimed."""
    return next(r for p in data["state"]["players"] for r in p["routes"])


def owned_twice(data: dict[str, Any]) -> None:
    """Give another player a route already claimed."""
    route = first_route(data)
    owner = next(i for i, p in enumerate(data["state"]["players"]) if route in p["routes"])
    player(data, (owner + 1) % 3)["routes"].append(route)


def players(n: int) -> Callable[[dict[str, Any]], None]:
    """Make the table n players (seats, players and memories alike)."""
    def change(data: dict[str, Any]) -> None:
        for key, items in (("seats", data["seats"]), ("computers", data["computers"]),
                           ("players", data["state"]["players"])):
            grown = [copy.deepcopy(items[i % len(items)]) for i in range(n)]
            for i, item in enumerate(grown):
                if isinstance(item, dict) and "name" in item:
                    item["name"] = f"P{i}"
            if key == "players":
                data["state"]["players"] = grown
            else:
                data[key] = grown
    return change


ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(9))

# kind -> (how to make the file from the good data, a word the reason must hold)
TEXT_KINDS: dict[str, tuple[Callable[[dict[str, Any]], bytes], str]] = {
    "truncated": (lambda d: dump_yaml(d).encode()[: len(dump_yaml(d)) // 2], "cut short|damaged"),
    "empty": (lambda d: b"", "empty"),
    "only spaces": (lambda d: b"   \n\n", "empty"),
    "binary": (lambda d: bytes(range(256)) * 40, "not text"),
    "not utf-8": (lambda d: "état: ünïcode".encode("latin-1"), "not text"),
    "not a mapping": (lambda d: b"- 1\n- 2\n", "not a save"),
    "a plain word": (lambda d: b"hello", "not a save"),
    "python tag": (lambda d: b"!!python/object/apply:os.system ['echo hacked']\n", "Python"),
    "python tag inside": (lambda d: changed(d, lambda x: x.update(game="X")).replace(
        "game: X", "game: !!python/object/new:os.system [echo hacked]").encode(), "Python"),
    "alias bomb": (lambda d: ALIAS_BOMB.encode(), "references"),
    "deeply nested": (lambda d: b"[" * 50_000 + b"]" * 50_000, "nested"),
    "wrong types": (lambda d: changed(d, lambda x: x["state"].update(players="Ann")).encode(), "damaged"),
    "newer schema": (lambda d: changed(d, lambda x: x.update(schema_version=99)).encode(), "newer"),
    "older schema": (lambda d: changed(d, lambda x: x.update(schema_version=0)).encode(), "older"),
    "no schema": (lambda d: (REPO / "maps" / "usa.yaml").read_bytes(), "schema_version"),
    "unknown ticket id": (lambda d: changed(d, lambda x: player(x)["tickets"].append("atlantis")).encode(),
                          "ticket"),
    "200 locomotives": (lambda d: changed(d, lambda x: player(x)["hand"].update(locomotive=200)).encode(),
                        "locomotive"),
    "a hand of -5": (lambda d: changed(d, lambda x: player(x)["hand"].update(red=-5)).encode(), "-5|negative"),
    "route owned twice": (lambda d: changed(d, owned_twice).encode(), "twice|more than once|claimed"),
    "1 player": (lambda d: changed(d, players(1)).encode(), "player"),
    "12 players": (lambda d: changed(d, players(12)).encode(), "player"),
    "current is 7": (lambda d: changed(d, lambda x: x["state"].update(current=7)).encode(), "player to move"),
    "a list inside the deck": (lambda d: changed(d, lambda x: x["state"]["deck"].insert(0, ["red"])).encode(),
                               "deck|card"),
    "unknown game": (lambda d: changed(d, lambda x: x.update(game="chess", map="chess.tmx")).encode(), "chess"),
    "missing map": (lambda d: changed(d, lambda x: x.update(map="atlantis.tmx")).encode(), "missing"),
    "map as a path": (lambda d: changed(d, lambda x: x.update(map="../../etc/passwd.tmx")).encode(), "board"),
    "moves that lead elsewhere": (lambda d: changed(d, lambda x: x["moves"].pop()).encode(), "moves|move"),
    "a move against the rules": (lambda d: changed(d, lambda x: x["moves"].insert(
        3, {"action": "claim_route", "route": "nowhere", "color": "red", "locomotives": 0})).encode(), "move"),
    "house rules that differ": (lambda d: changed(d, lambda x: x["house_rules"].update(equal_turns=True)).encode(),
                                "house rules"),
    "two seats of one colour": (lambda d: changed(d, lambda x: x["seats"][1].update(color=0)).encode(), "colour"),
    "an unknown level": (lambda d: changed(d, lambda x: x["seats"][1].update(level="genius")).encode(), "level"),
    "a damaged memory": (lambda d: changed(d, lambda x: x["computers"].__setitem__(
        next(i for i, s in enumerate(x["seats"]) if s["level"] != "random"), {"swaps": "many"})).encode(),
        "memory|remember"),
}


def write(tmp_path: Path, name: str, raw: bytes) -> Path:
    """A save file with these bytes."""
    path = tmp_path / f"{name.replace(' ', '-')}.yaml"
    path.write_bytes(raw)
    return path


def refused(path: Path) -> tuple[str, float, int]:
    """The loader's reason for refusing a file, with the seconds and the peak bytes it took."""
    tracemalloc.start()
    start = time.perf_counter()
    with pytest.raises(BadSave) as refusal:
        SaveFolder(path.parent / "saves").load(path)
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return str(refusal.value), seconds, peak


@pytest.mark.parametrize("kind", sorted(TEXT_KINDS))
def test_a_bad_save_is_refused_with_one_line_saying_why(kind, good, tmp_path, capsys):
    """The reason names the problem; it takes under a second and 100 MB; --load exits 2 with it."""
    make, words = TEXT_KINDS[kind]
    path = write(tmp_path, kind, make(good))
    reason, seconds, peak = refused(path)
    assert "\n" not in reason and reason
    assert any(w.lower() in reason.lower() for w in words.split("|")), reason
    assert seconds < 1.0 and peak < 100e6
    assert game_main(["--load", str(path), "--saves", str(tmp_path / "saves")]) == 2
    err = capsys.readouterr().err
    assert reason in err and "Traceback" not in err
    assert not (tmp_path / "hacked").exists()


def test_a_100_mb_file_is_refused_by_its_size_before_it_is_read(tmp_path):
    """A huge file is refused from its size alone: nothing of it is read."""
    path = tmp_path / "huge.yaml"
    with path.open("wb") as f:
        f.truncate(100_000_000)   # sparse: 100 MB on paper, nothing on disk
    reason, seconds, peak = refused(path)
    assert "too big" in reason and seconds < 0.1 and peak < 1e6


def test_a_folder_or_a_missing_file_is_refused(tmp_path):
    """Neither a folder nor a file that is not there crashes the loader."""
    (tmp_path / "folder.yaml").mkdir()
    assert "folder" in refused(tmp_path / "folder.yaml")[0]
    assert "not there" in refused(tmp_path / "none.yaml")[0]


def test_a_good_save_loads(good, tmp_path):
    """The save every bad kind starts from loads: each refusal above is about its one change."""
    saved = SaveFolder(tmp_path / "saves").load(write(tmp_path, "good", dump_yaml(good).encode()))
    assert saved.state.turn_count > 0 and len(saved.moves) == 40


@pytest.fixture
def maps_copy(tmp_path) -> Path:
    """A copy of the maps folder (its tilesets found as the real ones are) to change."""
    root = tmp_path / "copy"
    shutil.copytree(REPO / "maps", root / "maps")
    (root / "assets").symlink_to(REPO / "assets")
    return root / "maps"


def test_a_save_whose_board_changed_is_refused(good, maps_copy, tmp_path):
    """Another ticket value on the board: the game cannot go on, and the reason says the board changed."""
    rules = maps_copy / "usa.yaml"
    rules.write_text(rules.read_text().replace("points: 21", "points: 22", 1))
    path = write(tmp_path, "changed", dump_yaml(good).encode())
    with pytest.raises(BadSave, match="has changed"):
        SaveFolder(tmp_path / "saves", maps_copy).load(path)


def test_a_save_whose_board_was_only_redrawn_loads(good, maps_copy, tmp_path):
    """The map file differs (a label moved) but every route, ticket and rule is the same: the save loads."""
    tmx = maps_copy / "usa.tmx"
    text = tmx.read_text()
    tmx.write_text(text.replace("<objectgroup", "<!-- redrawn -->\n <objectgroup", 1))
    path = write(tmp_path, "redrawn", dump_yaml(good).encode())
    saved = SaveFolder(tmp_path / "saves", maps_copy).load(path)
    assert len(saved.moves) == 40


def test_loading_a_bad_save_from_the_command_line_prints_no_traceback(good, tmp_path):
    """As a separate process: exit 2, one line naming the file and the reason, no window opened."""
    path = write(tmp_path, "bomb", ALIAS_BOMB.encode())
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "--load", str(path), "--saves",
                           str(tmp_path / "saves")], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and f"Cannot load {path}" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
