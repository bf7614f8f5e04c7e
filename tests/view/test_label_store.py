"""The places of a board's city names, kept on disk beside the board cache: a copy read gives exactly the names
placed now, a fresh process with nothing kept places them the same, and a damaged or odd copy is placed afresh
(and written again) without a word to the player."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.board import cache
from game.board.loader import load_board
from game.rules.table import table_for
from game.scenes.play.layout import layout_for
from game.view import label_store
from game.view.label_mask import SlotMask
from game.view.label_search import place
from game.view.labels import car_slot, city_box
from game.view.metrics import Metrics
from tests.conftest import MAPS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def display():
    """A display for the fonts."""
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.quit()


@pytest.fixture
def folder(tmp_path, monkeypatch, display):
    """An empty cache folder, and nothing kept in memory."""
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "boards")
    label_store.forget()
    yield tmp_path / "boards"
    label_store.forget()


def usa_at_800x480():
    """North America and the scale and least name size the play screen draws it whole at in an 800 x 480 window."""
    board = load_board(MAPS / "usa.tmx")
    rules = table_for(board).rules
    lay = layout_for(Metrics.for_size((800, 480)), (board.width, board.height), rules.max_players,
                     rules.face_up_size, len(rules.card_types), rules.has_merchandise)
    return board, lay.scale, lay.label_px


def placed_now(board, scale, label_px):
    """The names placed by the search itself, nothing kept or read."""
    wants = label_store.wants_for(board, scale, label_px)
    slots = [car_slot(s.x * scale, s.y * scale, s.width * scale, s.height * scale, s.angle)
             for route in board.routes for s in route.spaces]
    size = label_store.picture_size(board, scale)
    return place(wants, SlotMask(size, slots, [city_box(w.centre, w.radius) for w in wants], scale))


def never_placed(*args):
    """Stands in for the search where a copy must be read instead."""
    raise AssertionError("the names were placed again")


def test_a_copy_read_gives_the_names_placed_now(folder, monkeypatch):
    """Placed once (and written), then read back by a run that keeps nothing in memory: the very same labels."""
    board, scale, px = usa_at_800x480()
    first = label_store.placed(board, scale, px)
    copies = list(folder.glob("labels-*.json"))
    assert len(copies) == 1
    label_store.forget()
    monkeypatch.setattr(label_store, "place", never_placed)
    assert label_store.placed(board, scale, px) == first == placed_now(board, scale, px)


def test_a_fresh_process_places_the_names_the_same(folder):
    """Two fresh processes with nothing kept (strings hashed differently) place every name where this one does."""
    board, scale, px = usa_at_800x480()
    here = {name: [list(label.shape.lines), list(label.box), label.leader is not None]
            for name, label in placed_now(board, scale, px).items()}
    script = ("import json, pygame; from game.board.loader import load_board; from game.view import label_store; "
              f"pygame.init(); board = load_board({str(MAPS / 'usa.tmx')!r}); "
              f"got = label_store.placed(board, {scale!r}, {px!r}); "
              "print(json.dumps({n: [list(label.shape.lines), list(label.box), label.leader is not None] "
              "for n, label in got.items()}))")
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYTHONPATH=str(ROOT))
        code = f"from game.board import cache; import pathlib; cache.FOLDER = pathlib.Path({str(folder / seed)!r}); "
        out = subprocess.run([sys.executable, "-c", code + script], env=env, cwd=ROOT, capture_output=True, text=True,
                             timeout=120, check=True)
        assert json.loads(out.stdout.strip().splitlines()[-1]) == here, seed
        assert list((folder / seed).glob("labels-*.json"))   # and it kept its copy


def _spoiled(kind, text):
    """A copy's text spoiled in one way (None: a folder in its place)."""
    data = json.loads(text)
    first = data["labels"][0]
    if kind == "a digit changed":
        first[5][0] += 1   # the check sum no longer holds
    elif kind == "moved off the picture":
        first[5] = [b + 1000 for b in first[5]]
        data["sum"] = label_store._sum(data["labels"])   # made by hand: the check sum holds
    elif kind == "another name":
        first[1] = ["Atlantis"]   # not a way to set its city's name
        data["sum"] = label_store._sum(data["labels"])
    elif kind == "another key":
        data["key"] = "0" * 64
    else:
        return {"empty": "", "cut short": text[: len(text) // 2], "not JSON": "\x00\xff{[", "a list": "[]",
                "nested too deep": "[" * 100000, "a folder": None}[kind]
    return json.dumps(data)


SPOILS = ("empty", "cut short", "not JSON", "a digit changed", "another key", "a list", "moved off the picture",
          "another name", "nested too deep", "a folder")


@pytest.mark.parametrize("kind", SPOILS)
def test_a_damaged_copy_is_placed_afresh(folder, kind):
    """A copy spoiled in any way is not believed: the names are placed again (no error reaches anyone), the same
    as ever, and a good copy is written in its place."""
    board, scale, px = usa_at_800x480()
    good = label_store.placed(board, scale, px)
    path = next(folder.glob("labels-*.json"))
    spoiled = _spoiled(kind, path.read_text())
    path.unlink()
    if spoiled is None:
        path.mkdir()
    else:
        path.write_text(spoiled, encoding="latin-1")
    label_store.forget()
    assert label_store.placed(board, scale, px) == good
    if spoiled is not None:
        label_store.forget()
        assert label_store.placed(board, scale, px) == good   # from the copy written again
        assert json.loads(path.read_text())["sum"] == label_store._sum(json.loads(path.read_text())["labels"])


def test_a_folder_that_cannot_be_written_only_costs_time(folder, monkeypatch):
    """Where nothing can be written, the names are placed each run as before."""
    folder.parent.mkdir(exist_ok=True)
    folder.write_text("a file where the folder should be")
    board, scale, px = usa_at_800x480()
    assert label_store.placed(board, scale, px) == placed_now(board, scale, px)
