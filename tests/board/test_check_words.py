"""The map checker tells a family what to fix: the object's name, its layer and tile, and what to change."""
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from tests.board.broken import edit_map, edit_object, edit_rules, problems_of, set_attr
from tests.conftest import REPO


def move(dx, dy):
    """A change that moves an object by some pixels, as dragging it in Tiled does."""
    def change(obj):
        """Shift x and y."""
        obj.set("x", str(float(obj.get("x")) + dx))
        obj.set("y", str(float(obj.get("y")) + dy))
    return change


def props(obj):
    """An object's custom properties as a dict."""
    return {p.get("name"): p.get("value") for p in obj.iter("property")}


def drop_routes(tmx, keep):
    """Delete every route (and its spaces) for which keep(from, to) is false."""
    tree = ET.parse(tmx)
    gone = set()
    for group in tree.getroot().iter("objectgroup"):
        for obj in list(group):
            p = props(obj)
            if obj.get("type") == "route" and not keep(p["from"], p["to"]):
                gone.add(obj.get("name"))
                group.remove(obj)
    for group in tree.getroot().iter("objectgroup"):
        for obj in list(group):
            if props(obj).get("route") in gone:
                group.remove(obj)
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def first_line(err):
    """The first problem: what the setup screen shows as the board's reason."""
    return err.splitlines()[0]


# --- spaces that do not line up ------------------------------------------------------------


def test_space_dragged_off_its_route(usa, capsys):
    """A space moved 400 pixels away is named, with its tile, and told to go back between its cities."""
    edit_object(usa, "u002-3", "space", move(-400, 0))
    line = first_line(problems_of(usa, capsys))
    assert line.endswith("usa.tmx: route u002 space 3 (layer spaces, tile 35, 28): is 327 pixels away from the "
                         "line between atlanta and miami; move it back between the two cities "
                         "(or the city, if one was moved)")


def test_gap_between_two_spaces(usa, capsys):
    """The last space of atlanta-miami pulled 60 pixels away leaves a gap a train would jump."""
    edit_object(usa, "u002-5", "space", move(40, 40))
    line = first_line(problems_of(usa, capsys))
    assert line.endswith("usa.tmx: route u002 space 4 (layer spaces, tile 48, 29): leaves a gap of 60 pixels "
                         "before space 5; move the spaces end to end")


def place_on(tmx, moved, onto):
    """Put one space exactly where another is (same corner and turn)."""
    tree = ET.parse(tmx)
    spaces = {o.get("name"): o for o in tree.getroot().iter("object")}
    for key in ("x", "y", "rotation"):
        spaces[moved].set(key, spaces[onto].get(key))
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def test_two_spaces_stacked(usa, capsys):
    """A space put exactly on its neighbour hides it: both are named."""
    place_on(usa, "u002-4", "u002-3")
    line = first_line(problems_of(usa, capsys))
    assert line.endswith("usa.tmx: route u002 space 3 (layer spaces, tile 47, 28): lies on top of its own "
                         "space 4; move them apart so each can be seen and tapped")


def test_space_on_another_route(usa, capsys):
    """A space of a double route put on its twin's: the two could not be told apart by a tap."""
    place_on(usa, "u005-2", "u004-2")
    err = problems_of(usa, capsys)
    assert ("usa.tmx: route u004 space 2 (layer spaces, tile 42, 26): lies on top of route u005 space 2; "
            "move them apart so each can be seen and tapped") in err


def test_spaces_numbered_from_the_wrong_end(usa, capsys):
    """Space 1 must stand at the route's 'from' city; numbering them backwards is named and explained."""
    tree = ET.parse(usa)
    for obj in tree.getroot().iter("object"):
        p = {q.get("name"): q for q in obj.iter("property")}
        if p.get("route") is not None and p["route"].get("value") == "u002":
            p["index"].set("value", str(6 - int(p["index"].get("value"))))
    tree.write(usa, encoding="UTF-8", xml_declaration=True)
    line = first_line(problems_of(usa, capsys))
    assert "usa.tmx: route u002 space 1 (layer spaces, tile 49, 31): is an end space but stops" in line
    assert line.endswith("short of atlanta; space 1 belongs at atlanta (the route's 'from'): "
                         "number the spaces the other way round")


def test_city_moved_away_from_its_routes(usa, capsys):
    """Miami dragged inland: its routes' spaces no longer reach it."""
    edit_object(usa, "miami", "city", move(-300, -200))
    err = problems_of(usa, capsys)
    assert "route u002 space 2 (layer spaces, tile 46, 27): is 128 pixels away from the line between " \
           "atlanta and miami" in err
    assert "(or the city, if one was moved)" in err


# --- cities off the map, cities and tickets the railway does not reach ---------------------


def test_city_off_the_map_first_and_alone(usa, capsys):
    """The first line (the board's reason in setup) names the city, its layer and tile, and the fix."""
    edit_object(usa, "denver", "city", set_attr("x", "-400"))
    line = first_line(problems_of(usa, capsys))
    assert line.endswith("usa.tmx: city denver (layer cities, tile -13, 20): lies outside the map: its centre "
                         "is at (-386, 652) but the map is 1792 × 1184 pixels; drag it back onto the map")


def test_city_no_route_reaches(usa, capsys):
    """Seattle with every route to it deleted."""
    drop_routes(usa, lambda a, b: "seattle" not in (a, b))
    line = first_line(problems_of(usa, capsys))
    assert line.endswith("usa.tmx: city seattle (layer cities, tile 4, 8): no route reaches it, so no ticket to "
                         "it can be completed; draw a route to it in layer routes (with its spaces) or "
                         "delete the city")


def test_ticket_no_routes_can_join(usa, capsys):
    """Miami and Atlanta cut off together from the rest: a ticket from Boston to Miami cannot be completed."""
    island = {"miami", "atlanta"}
    drop_routes(usa, lambda a, b: (a in island) == (b in island))
    err = problems_of(usa, capsys)
    assert ("usa.yaml: ticket t01: no routes join boston and miami: they are on separate parts of the map's "
            "railway; add a route between the parts or change the ticket") in err


def test_too_few_tickets_to_deal_and_draw(usa, capsys):
    """Amsterdam-style numbers: 4 players dealt 3 and a draw of 3 need 15 tickets; 10 are too few."""
    edit_rules(usa, "max: 5", "max: 4")
    yml = usa.with_suffix(".yaml")
    lines = yml.read_text(encoding="utf-8").splitlines()
    yml.write_text("\n".join(ln for ln in lines if not any(f"{{id: t{n:02}," in ln for n in range(11, 31)))
                   + "\n", encoding="utf-8")
    err = problems_of(usa, capsys)
    assert ("usa.yaml: tickets: 10 tickets are too few: 4 players are dealt 3 each at the start and a draw "
            "takes 3 more, so 15 are needed; add 5 more under 'tickets', or lower players.max") in err


# --- what would break drawing --------------------------------------------------------------


def test_tile_number_outside_the_tilesets(usa, capsys):
    """A background tile whose number no tileset has would be drawn as nothing."""
    def paint(root):
        """Put tile 999 in the top-left cell of the first tile layer."""
        data = root.find("layer/data")
        cells = data.text.split(",")
        cells[0] = "\n999"
        data.text = ",".join(cells)
    edit_map(usa, paint)
    err = problems_of(usa, capsys)
    assert ("usa.tmx: layer ground at tile 0, 0: paints a tile that no tileset of the map has (their tiles "
            "end at 42); use a tile of the map's tilesets") in err


def test_deck_colour_without_a_picture(usa, capsys):
    """A colour the game has no card for would crash drawing a hand."""
    edit_rules(usa, "colors: [pink,", "colors: [purple, pink,")
    err = problems_of(usa, capsys)
    assert ("usa.yaml: deck.colors: the game has no card picture for 'purple'; use colours from: black, blue, "
            "green, orange, pink, red, white, yellow") in err


def test_route_to_a_mistyped_city(usa, capsys):
    """A misspelt city name gets a suggestion."""
    edit_object(usa, "u001", "route", lambda o: [p.set("value", "bostn") for p in o.iter("property")
                                                 if p.get("name") == "to"])
    err = problems_of(usa, capsys)
    assert ("usa.tmx: route u001 (layer routes, tile 46, 24): goes to unknown city 'bostn' (did you mean "
            "'boston'?); set 'to' to the name of a city in layer cities") in err


def test_city_without_a_picture_among_pictures(journey, capsys):
    """A First Journey city placed with a tile that has no picture: the tickets would show a blank."""
    edit_object(journey, "denver", "city", set_attr("gid", "29"))   # a route-space tile, no picture
    err = problems_of(journey, capsys)
    assert ("first_journey.tmx: city denver (layer cities, tile 21, 20): has no picture while the other cities "
            "do; place it with a tile of fj_icons.tsx (the tickets show the two places' pictures)") in err


def test_route_length_without_points(usa, capsys):
    """A length of 7 the score table has no points for (U8)."""
    edit_rules(usa, "5: 10, 6: 15}", "5: 10}")
    err = problems_of(usa, capsys)
    assert "usa.yaml: route_points: gives no points for length 6 (route u015 and 8 more)" in err


# --- files that are not boards at all -------------------------------------------------------


@pytest.mark.parametrize("kind, words", [
    ("not xml", "usa.tmx: line 1, column 0: malformed XML"),
    ("yaml list", "usa.yaml: must be a mapping of rule settings"),
    ("no yaml", "usa.tmx: the rules file usa.yaml is missing beside the map; copy one from a board of the "
                "same rules and change its title and tickets"),
    ("space off", "usa.tmx: route u002 space 3 (layer spaces, tile 35, 28): is 327 pixels away"),
    ("unreached", "usa.tmx: city seattle (layer cities, tile 4, 8): no route reaches it"),
])
def test_checker_program_says_one_clear_line(usa, kind, words):
    """Run as a program: exit status 2, the words a family reads, never a traceback."""
    yml = usa.with_suffix(".yaml")
    if kind == "not xml":
        usa.write_text("This is a shopping list, not a map.\n", encoding="utf-8")
    elif kind == "yaml list":
        yml.write_text("- milk\n- bread\n", encoding="utf-8")
    elif kind == "no yaml":
        yml.unlink()
    elif kind == "space off":
        edit_object(usa, "u002-3", "space", move(-400, 0))
    else:
        drop_routes(usa, lambda a, b: "seattle" not in (a, b))
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "check-map", str(usa)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert words in done.stderr.splitlines()[0]
    assert "Traceback" not in done.stderr and done.stdout == ""
