"""The map checker refuses broken boards with a clear message and no traceback."""
import subprocess
import sys
import xml.etree.ElementTree as ET

from tests.board.broken import edit_object, problems_of, remove_space, set_prop
from tests.conftest import REPO


def test_route_to_an_unknown_city(usa, capsys):
    """A route naming a city that is not on the map."""
    edit_object(usa, "u001", "route", set_prop("to", "atlantis"))
    err = problems_of(usa, capsys)
    assert ("usa.tmx: route u001 (layer routes, tile 46, 24): goes to unknown city 'atlantis' "
            "(did you mean 'atlanta'?); set 'to' to the name of a city in layer cities") in err


def test_route_length_differs_from_its_spaces(usa, capsys):
    """A route that says 3 spaces but has 2 on the board."""
    edit_object(usa, "u001", "route", set_prop("length", "3"))
    err = problems_of(usa, capsys)
    assert ("route u001 (layer routes, tile 46, 24): length 3 but its spaces are numbered [1, 2]; "
            "give it 3 spaces in layer spaces with index 1 to 3, or change its length") in err


def test_a_missing_space(usa, capsys):
    """A route with one of its spaces deleted."""
    remove_space(usa, "u002", 3)
    err = problems_of(usa, capsys)
    assert "route u002 (layer routes, tile 47, 28): length 5 but its spaces are numbered [1, 2, 4, 5]" in err


def test_duplicate_route_ids(usa, capsys):
    """Two routes with one id."""
    edit_object(usa, "u002", "route", lambda o: o.set("name", "u001"))
    err = problems_of(usa, capsys)
    assert "route u001: duplicate id (used 2 times)" in err


def test_duplicate_city_ids(usa, capsys):
    """Two cities with one id."""
    edit_object(usa, "boston", "city", lambda o: o.set("name", "atlanta"))
    err = problems_of(usa, capsys)
    assert "city atlanta: duplicate id (used 2 times)" in err


def test_twin_of_another_length(usa, capsys):
    """The two routes of a double must be equally long."""
    edit_object(usa, "u005", "route", set_prop("length", "3"))
    remove_space(usa, "u005", 4)
    err = problems_of(usa, capsys)
    assert "route u004 (layer routes, tile 41, 27): length 4 differs from its twin u005 (3)" in err


def test_twin_between_other_cities(usa, capsys):
    """The two routes of a double must join the same cities."""
    edit_object(usa, "u005", "route", set_prop("to", "miami"))
    err = problems_of(usa, capsys)
    assert "route u004 (layer routes, tile 41, 27): joins atlanta-new_orleans but its twin u005 joins atlanta-miami" in err


def test_twin_that_does_not_answer(usa, capsys):
    """A route naming a twin that names someone else."""
    edit_object(usa, "u004", "route", set_prop("twin", "u010"))
    err = problems_of(usa, capsys)
    assert "route u004 (layer routes, tile 41, 27): twin u010 does not name u004 as its twin" in err


def test_ticket_to_a_missing_city(usa, capsys):
    """A ticket in the rules file naming a city the map lacks."""
    yml = usa.with_suffix(".yaml")
    yml.write_text(yml.read_text().replace("{id: t01, from: boston", "{id: t01, from: bostonn"))
    err = problems_of(usa, capsys)
    assert "usa.yaml: ticket t01: city 'bostonn' is not on the map" in err


def test_duplicate_ticket_ids(usa, capsys):
    """Two tickets with one id."""
    yml = usa.with_suffix(".yaml")
    yml.write_text(yml.read_text().replace("{id: t02,", "{id: t01,"))
    err = problems_of(usa, capsys)
    assert "usa.yaml: ticket t01: duplicate id (used 2 times)" in err


def test_unknown_colour(usa, capsys):
    """A route colour the deck does not have."""
    edit_object(usa, "u002", "route", set_prop("color", "purple"))
    err = problems_of(usa, capsys)
    assert "route u002 (layer routes, tile 47, 28): unknown colour 'purple'" in err


def test_space_showing_another_colour(usa, capsys):
    """A space tile whose colour disagrees with its route."""
    edit_object(usa, "u002", "route", set_prop("color", "red"))
    err = problems_of(usa, capsys)
    assert ("route u002 space 1 (layer spaces, tile 45, 25): shows colour 'blue' but the route is 'red'; "
            "swap its tile for the red one of route_spaces.tsx") in err


def test_malformed_xml(usa, capsys):
    """A map cut off in the middle."""
    text = usa.read_text()
    usa.write_text(text[: len(text) // 2])
    err = problems_of(usa, capsys)
    assert "usa.tmx: line" in err and "malformed XML" in err


def test_malformed_yaml(usa, capsys):
    """A rules file with broken YAML."""
    yml = usa.with_suffix(".yaml")
    yml.write_text(yml.read_text() + "\ntickets: [oops\n")
    err = problems_of(usa, capsys)
    assert "usa.yaml: line" in err and "malformed YAML" in err


def test_missing_map_file(tmp_path, capsys):
    """A path where no map is."""
    err = problems_of(tmp_path / "nowhere.tmx", capsys)
    assert "nowhere.tmx: no such map file" in err


def test_missing_yaml_beside_the_map(usa, capsys):
    """A map whose rules file is gone."""
    usa.with_suffix(".yaml").unlink()
    err = problems_of(usa, capsys)
    assert "usa.tmx: the rules file usa.yaml is missing beside the map" in err


def test_missing_tileset(usa, capsys):
    """A map whose tileset file is gone (one the game does not ship: those are found by their names)."""
    (usa.parent.parent / "assets").unlink()
    usa.write_text(usa.read_text(encoding="utf-8").replace("usa_terrain.tsx", "our_terrain.tsx"), encoding="utf-8")
    err = problems_of(usa, capsys)
    assert "usa.tmx: tileset ../assets/tilesets/" in err and "the tileset file is missing" in err


def test_city_without_a_label(usa, capsys):
    """A city whose name label was deleted."""
    tree = ET.parse(usa)
    for group in tree.getroot().iter("objectgroup"):
        for obj in list(group):
            if obj.get("name") == "denver" and obj.get("type") == "label":
                group.remove(obj)
    tree.write(usa, encoding="UTF-8", xml_declaration=True)
    err = problems_of(usa, capsys)
    assert ("usa.tmx: city denver (layer cities, tile 21, 20): has no label; add a text object in "
            "layer labels named denver, its text the name players read") in err


def test_missing_setting(usa, capsys):
    """A rules file without the number of trains per player."""
    yml = usa.with_suffix(".yaml")
    yml.write_text(yml.read_text().replace("trains_per_player: 45", "trains_per_playr: 45"))
    err = problems_of(usa, capsys)
    assert "usa.yaml: trains_per_player: missing setting" in err


def test_checker_process_prints_no_traceback(usa):
    """Run as a program on a broken map: exit status 2, file and object named."""
    edit_object(usa, "u001", "route", set_prop("to", "atlantis"))
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "check-map", str(usa)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "route u001" in done.stderr and "Traceback" not in done.stderr
