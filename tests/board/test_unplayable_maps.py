"""The map checker refuses boards the game could not draw or play: each problem one line, no traceback."""
import subprocess
import sys

import pytest

from tests.board.broken import edit_map, edit_object, edit_rules, problems_of, set_attr, set_prop
from tests.conftest import REPO

# --- places on the map ---------------------------------------------------------------------


@pytest.mark.parametrize("key, value", [("x", "nan"), ("y", "inf"), ("rotation", "-inf")])
def test_city_at_a_position_that_is_not_a_number(usa, capsys, key, value):
    """Tiled writes what it is given; nan and inf are no place to draw a city."""
    edit_object(usa, "denver", "city", set_attr(key, value))
    err = problems_of(usa, capsys)
    assert f"usa.tmx: city denver (layer cities): its {key} is {float(value)!r}, not a number of pixels" in err


def test_space_at_a_position_that_is_not_a_number(usa, capsys):
    """A train space whose turn is infinite."""
    edit_object(usa, "u001-1", "space", set_attr("rotation", "inf"))
    err = problems_of(usa, capsys)
    assert "usa.tmx: route u001 space 1 (layer spaces): its rotation is inf, not a number of pixels" in err


def test_city_outside_the_map(usa, capsys):
    """A city dragged far off the board."""
    edit_object(usa, "denver", "city", set_attr("x", "5000"))
    err = problems_of(usa, capsys)
    assert ("usa.tmx: city denver (layer cities, tile 156, 20): lies outside the map: its centre is at (5014, 652) "
            "but the map is 1792 × 1184 pixels; drag it back onto the map") in err


def test_space_at_a_huge_coordinate(usa, capsys):
    """A space a trillion pixels away."""
    edit_object(usa, "u002-3", "space", set_attr("y", "1e12"))
    err = problems_of(usa, capsys)
    assert "usa.tmx: route u002 space 3 (layer spaces): lies outside the map" in err


def test_label_bigger_than_the_map(usa, capsys):
    """A label box a billion pixels wide."""
    edit_object(usa, "denver", "label", set_attr("width", "1e9"))
    err = problems_of(usa, capsys)
    assert "usa.tmx: label denver (layer labels): is 1e+09 × 23 pixels, bigger than the map (1792 × 1184)" in err


def test_label_text_too_big(usa, capsys):
    """A label whose text size would take forever to fit."""
    text = usa.read_text(encoding="utf-8")
    usa.write_text(text.replace('pixelsize="18" wrap="1" color="#2b2118" halign="center" '
                                'valign="center">Denver', 'pixelsize="100000" wrap="1" color="#2b2118" '
                                'halign="center" valign="center">Denver'), encoding="utf-8")
    err = problems_of(usa, capsys)
    assert ("usa.tmx: label denver (layer labels, tile 19, 20): text size 100000 px must be 8 to 200 px; "
            "change the text's font size in Tiled") in err


# --- the map's size ------------------------------------------------------------------------


def test_map_billions_of_pixels_wide(usa, capsys):
    """Tiled's width attribute says a billion tiles."""
    edit_map(usa, lambda root: root.set("width", "1000000000"))
    err = problems_of(usa, capsys)
    assert ("usa.tmx: map size: is 32000000000 × 1184 pixels; the game draws at most 8192 pixels "
            "a side (make it smaller in Tiled: Map > Resize Map)") in err


def test_map_tiles_of_no_size(usa, capsys):
    """A tile width of 0 (or not a number)."""
    edit_map(usa, lambda root: root.set("tileheight", "0"))
    err = problems_of(usa, capsys)
    assert "usa.tmx: map tileheight: must be a whole number of at least 1, not '0'" in err


def test_map_tiles_too_big(usa, capsys):
    """Tiles a few thousand pixels a side."""
    edit_map(usa, lambda root: root.set("tilewidth", "4000"))
    err = problems_of(usa, capsys)
    assert "usa.tmx: map tile size: is 4000 × 32 pixels; tiles must be 8 to 512 pixels a side" in err


def test_compressed_tile_data(usa, capsys):
    """Compressed tile data could unpack to gigabytes; the checker asks for CSV."""
    edit_map(usa, lambda root: root.find("layer/data").set("compression", "zlib"))
    err = problems_of(usa, capsys)
    assert "usa.tmx: layer ground: its tile data is compressed; save it as CSV" in err


# --- route lengths -------------------------------------------------------------------------


def test_route_a_thousand_spaces_long(usa, capsys):
    """A route length nobody could build (and that must not make a list of a thousand numbers)."""
    edit_object(usa, "u001", "route", set_prop("length", "1000"))
    err = problems_of(usa, capsys)
    assert ("usa.tmx: route u001 (layer routes, tile 46, 24): length 1000 is more than 10, the longest route "
            "the game allows; split it with a city in between") in err


def test_routes_longer_than_the_trains(usa, capsys):
    """Five trains each cannot build a route of six; one line names the setting and the routes."""
    edit_rules(usa, "trains_per_player: 45", "trains_per_player: 5")
    err = problems_of(usa, capsys)
    assert ("usa.yaml: trains_per_player: 5 trains cannot build route u015 and 8 more "
            "(up to 6 spaces long)") in err


def test_route_no_colour_can_pay(usa, capsys):
    """Three cards of a colour and two locomotives cannot pay six."""
    edit_rules(usa, "per_color: 12\n  locomotives: 14", "per_color: 3\n  locomotives: 2")
    err = problems_of(usa, capsys)
    assert ("usa.yaml: deck: 3 cards of each colour and 2 locomotives cannot pay for route u015 "
            "and 8 more (up to 6 spaces long)") in err


def test_route_length_that_scores_nothing(usa, capsys):
    """A length the score table lacks."""
    edit_rules(usa, "5: 10, 6: 15}", "5: 10}")
    err = problems_of(usa, capsys)
    assert "usa.yaml: route_points: gives no points for length 6 (route u015 and 8 more)" in err


# --- rule settings -------------------------------------------------------------------------


@pytest.mark.parametrize("old, new, line", [
    ("per_color: 12\n  locomotives: 14", "per_color: 0\n  locomotives: 0",
     "usa.yaml: deck.per_color: must be 1 to 100, not 0"),
    ("locomotives: 14", "locomotives: -3", "usa.yaml: deck.locomotives: must be 0 to 100, not -3"),
    ("trains_per_player: 45", "trains_per_player: 1000000000",
     "usa.yaml: trains_per_player: must be 1 to 100, not 1000000000"),
    ("hand: 4", "hand: 1000000", "usa.yaml: setup.hand: must be 0 to 20, not 1000000"),
    ("size: 5,", "size: 100,", "usa.yaml: face_up.size: must be 0 to 8, not 100"),
    ("deal: 3, keep: 2", "deal: 30, keep: 2", "usa.yaml: setup.tickets.deal: must be 1 to 10, not 30"),
    ("ticket_draw: {draw: 3", "ticket_draw: {draw: many",
     "usa.yaml: ticket_draw.draw: must be a whole number from 0 to 10, not 'many'"),
])
def test_absurd_numbers_in_the_rules(usa, capsys, old, new, line):
    """Numbers outside what the game can deal, draw or show."""
    edit_rules(usa, old, new)
    assert line in problems_of(usa, capsys)


def test_deck_too_small_for_the_opening(usa, capsys):
    """Sixteen cards cannot fill five hands of four and a face-up row of five."""
    edit_rules(usa, "per_color: 12\n  locomotives: 14", "per_color: 2\n  locomotives: 0")
    err = problems_of(usa, capsys)
    assert ("usa.yaml: deck: 16 cards are too few: 5 players' starting hands (4 each) "
            "and the face-up row (5) need 25") in err


def test_keeping_more_tickets_than_dealt(usa, capsys):
    """Keep 3 of 2 dealt tickets."""
    edit_rules(usa, "deal: 3, keep: 2", "deal: 2, keep: 3")
    err = problems_of(usa, capsys)
    assert "usa.yaml: setup.tickets.keep: must be at most the 2 dealt, not 3" in err


@pytest.mark.parametrize("old, new, line", [
    ("locomotive_reset: 3", "locomotive_reset: 6",
     "usa.yaml: face_up.locomotive_reset: must be at most the row's 5 cards, not 6"),
    ("ticket_draw: {draw: 3, keep: 1}", "ticket_draw: {draw: 3, keep: 4}",
     "usa.yaml: ticket_draw.keep: must be at most the 3 drawn, not 4"),
    ("trigger_trains: 2", "trigger_trains: 45",
     "usa.yaml: end_game.trigger_trains: must be less than the 45 trains each player starts with, not 45"),
    ("6: 15}", "6: 15, 40: 99999}",
     "usa.yaml: route_points: 40: 99999 is out of range (lengths 1 to 10, points 0 to 1000)"),
    ("colors: [pink, white, blue, yellow, orange, black, red, green]", "colors: []",
     "usa.yaml: deck.colors: must name 1 to 12 colours, not 0"),
])
def test_numbers_that_do_not_fit_together(usa, capsys, old, new, line):
    """Each number is sensible alone, but together they cannot be played."""
    edit_rules(usa, old, new)
    assert line in problems_of(usa, capsys)


def test_too_few_tickets_for_the_players(usa, capsys):
    """Five players dealt three each (U2) and one draw of three (U6) need eighteen tickets; seventeen fail."""
    yml = usa.with_suffix(".yaml")
    lines = yml.read_text(encoding="utf-8").splitlines()
    kept = [ln for ln in lines if not any(f"{{id: t{n:02}," in ln for n in range(18, 31))]
    yml.write_text("\n".join(kept) + "\n", encoding="utf-8")
    err = problems_of(usa, capsys)
    assert ("usa.yaml: tickets: 17 tickets are too few: 5 players are dealt 3 each at the start and a draw "
            "takes 3 more, so 18 are needed; add 1 more under 'tickets', or lower players.max") in err


def test_rules_the_engine_cannot_read(usa, capsys):
    """A scoring setting the engine does not know: the words it may be are named."""
    edit_rules(usa, "score_by: points", "score_by: speed")
    err = problems_of(usa, capsys)
    assert "usa.yaml: score_by: must be one of points, completed_tickets, not 'speed'" in err


def test_missing_double_route_setting(usa, capsys):
    """The engine needs to know when both routes of a double open."""
    edit_rules(usa, "double_routes: {both_open_from_players: 4}", "")
    err = problems_of(usa, capsys)
    assert "usa.yaml: double_routes.both_open_from_players: missing setting" in err


# --- the files themselves ------------------------------------------------------------------


def test_rules_nested_thousands_deep(usa, capsys):
    """Deep nesting would overflow the YAML reader's recursion."""
    yml = usa.with_suffix(".yaml")
    deep = "deep: " + "[" * 5000 + "]" * 5000 + "\n"
    yml.write_text(yml.read_text(encoding="utf-8") + deep, encoding="utf-8")
    err = problems_of(usa, capsys)
    assert "usa.yaml: is nested more than 32 levels deep; rules files need only a few" in err


def test_rules_that_explode_through_aliases(usa, capsys):
    """A few lines whose aliases expand to billions of values."""
    bomb = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    bomb += [f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 10) + "]" for n in range(1, 10)]
    yml = usa.with_suffix(".yaml")
    yml.write_text(yml.read_text(encoding="utf-8") + "house_bomb:\n  " + "\n  ".join(bomb) + "\n",
                   encoding="utf-8")
    err = problems_of(usa, capsys)
    assert "usa.yaml: holds more than 100000 values once its aliases (*name) are expanded" in err


def test_rules_value_that_contains_itself(usa, capsys):
    """An anchor used inside its own value would make freezing the settings loop forever."""
    yml = usa.with_suffix(".yaml")
    yml.write_text(yml.read_text(encoding="utf-8") + "loop: &me [1, *me]\n", encoding="utf-8")
    err = problems_of(usa, capsys)
    assert "usa.yaml: the value &me contains itself (through *me)" in err


def test_number_too_long_to_read(usa, capsys):
    """A 5000-digit number (Python would refuse to read it) is refused as too long a word before it is read."""
    edit_rules(usa, "longest_path_bonus: 10", "longest_path_bonus: " + "9" * 5000)
    err = problems_of(usa, capsys)
    assert "usa.yaml: line 22: a value is 5000 characters long; a rules file's words are at most 200" in err


@pytest.mark.parametrize("name, line", [
    ("usa.tmx", "usa.tmx: is bigger than 4 MB; a board's files are much smaller, so this is not one"),
    ("usa.yaml", "usa.yaml: is bigger than 1 MB; a board's files are much smaller, so this is not one"),
])
def test_huge_files_are_refused_before_reading(usa, capsys, name, line):
    """A file of many megabytes is not parsed at all."""
    path = usa.parent / name
    with path.open("a", encoding="utf-8") as out:
        out.write(("<!-- padding -->\n" if name.endswith(".tmx") else "# padding\n") * 300_000)
    assert line in problems_of(usa, capsys)


# --- as a program --------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["deep", "wide", "nan"])
def test_checker_process_refuses_without_a_traceback(usa, kind):
    """Run as a program on a broken copy: exit status 2, the file named, no traceback."""
    if kind == "deep":
        yml = usa.with_suffix(".yaml")
        yml.write_text(yml.read_text(encoding="utf-8") + "deep: " + "[" * 100000 + "\n", encoding="utf-8")
    elif kind == "wide":
        edit_map(usa, lambda root: root.set("width", "1000000000"))
    else:
        edit_object(usa, "denver", "city", set_attr("x", "nan"))
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "check-map", str(usa)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "usa." in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
