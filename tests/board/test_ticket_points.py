"""`points: auto`: a ticket priced as the printed games price them, from the shortest connection in spaces;
check-map proposes the price where the written one differs much, and the price survives the board cache."""
from pathlib import Path

import pytest
import yaml

from game import check_map as check
from game.board import cache, loader
from game.board.loader import load_board, read_board
from game.board.sources import gather
from game.board.tickets import auto_points, read_tickets, shortest_spaces
from game.trial_words import ticket_prices
from game.rules.board import Route
from tests.board.test_trial import ttr_board
from tests.conftest import MAPS

# a-b 3, b-c 2, a-c 6 (longer than going by b), c-d 4; e stands alone.
NETWORK = (Route("r1", "a", "b", 3, "red"), Route("r2", "b", "c", 2, "blue"), Route("r3", "a", "c", 6, "gray"),
           Route("r4", "c", "d", 4, "green"), Route("r5", "c", "d", 4, "red", twin="r4"))


@pytest.mark.parametrize("a, b, spaces", [("a", "b", 3), ("a", "c", 5), ("c", "a", 5), ("a", "d", 9),
                                          ("b", "d", 6), ("a", "e", None)])
def test_the_shortest_connection_is_counted_in_spaces(a, b, spaces):
    """By hand: a to c is shorter through b (3 + 2) than on its own route (6); nothing reaches e."""
    assert shortest_spaces(NETWORK, a, b) == spaces


@pytest.mark.parametrize("spaces, points", [(1, 1), (5, 5), (19, 19), (20, 21), (39, 40), (40, 42)])
def test_auto_points_are_the_spaces_and_one_more_for_each_full_twenty(spaces, points):
    """Short tickets are worth their spaces; the long ones of the printed USA map a little more."""
    assert auto_points(spaces) == points


def test_auto_points_reproduce_the_printed_usa_tickets():
    """The measured fit: 25 of the USA map's 30 printed tickets exactly, every one within a point."""
    board = load_board(MAPS / "usa.tmx")
    off = [t.points - auto_points(shortest_spaces(board.routes, t.a, t.b)) for t in board.tickets]
    assert sum(d == 0 for d in off) == 25 and max(map(abs, off)) == 1


def test_a_ticket_reads_auto_and_refuses_other_words():
    """`points: auto` gives a number at once; any other word is refused in one line naming auto."""
    said = []
    raw = [{"id": "t1", "from": "a", "to": "d", "points": "auto"}, {"id": "t2", "from": "a", "to": "b",
                                                                    "points": "lots"}]
    tickets = read_tickets(Path("home.yaml"), raw, {"a", "b", "c", "d"}, lambda *p: said.append(p), NETWORK)
    assert [(t.id, t.points) for t in tickets] == [("t1", 9)]
    assert said == [(Path("home.yaml"), "ticket t2", "points must be a whole number or auto, not 'lots'")]


def test_auto_points_survive_the_board_cache(tmp_path, monkeypatch):
    """The cached copy holds the computed points, and gives the same tickets as a full read."""
    monkeypatch.setattr(loader, "_held", {})
    monkeypatch.setattr(cache, "FOLDER", tmp_path / "game-cache")
    tmx = ttr_board(tmp_path)
    first = load_board(tmx)          # read from the files, and kept
    sources = gather(tmx, lambda *problem: None)
    kept = cache.cached_board(sources, cache.board_key(sources))
    assert kept is not None, "no copy was kept"
    by_id = {t.id: t.points for t in kept.tickets}
    assert by_id["t1"] == 5 and by_id["t3"] == 3 and by_id["t5"] == 2   # home-beach 3+2, home-school 3, school-beach 2
    assert kept.tickets == first.tickets == read_board(tmx)[0].tickets


def test_check_map_proposes_points_where_the_written_ones_differ_much(tmp_path, capsys):
    """A parent's guess of 12 for a 5-space ticket is named with auto's 5; with --points every ticket is."""
    tmx = ttr_board(tmp_path)
    rules = yaml.safe_load(tmx.with_suffix(".yaml").read_text(encoding="utf-8"))
    rules["tickets"][0]["points"] = 12
    rules["tickets"][1]["points"] = 6
    tmx.with_suffix(".yaml").write_text(yaml.safe_dump(rules), encoding="utf-8")
    assert check.main([str(tmx), "--no-play"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1:] == ["ticket t1 home-beach: auto would give 5 (written: 12)"]
    assert check.main([str(tmx), "--no-play", "--points"]) == 0
    listed = capsys.readouterr().out.splitlines()[1:]
    assert len(listed) == 30 and listed[1] == "ticket t2 school-park: auto would give 5 (written: 6)"


def test_boards_that_do_not_score_tickets_get_no_prices():
    """First Journey counts completed tickets: no points to propose."""
    assert ticket_prices(load_board(MAPS / "island.tmx"), every=True) == []
