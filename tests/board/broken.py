"""Helpers for the broken-map tests: edit one thing in a private copy of a map, run the checker."""
import xml.etree.ElementTree as ET

import pytest

from game.check_map import main as check_map
from game.board.loader import MapError, load_board


def edit_object(tmx, name, kind, change):
    """Apply `change(element)` to the object of class `kind` called `name`, and save."""
    tree = ET.parse(tmx)
    for obj in tree.getroot().iter("object"):
        if obj.get("name") == name and obj.get("type", obj.get("class")) == kind:
            change(obj)
            break
    else:
        raise AssertionError(f"no {kind} {name} in {tmx}")
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def set_prop(key, value):
    """A change that sets one custom property of an object."""
    def change(obj):
        """Set the property."""
        for prop in obj.iter("property"):
            if prop.get("name") == key:
                prop.set("value", value)
                return
        raise AssertionError(f"no property {key}")
    return change


def remove_space(tmx, route, index):
    """Delete one space object of a route."""
    tree = ET.parse(tmx)
    for group in tree.getroot().iter("objectgroup"):
        for obj in list(group):
            props = {p.get("name"): p.get("value") for p in obj.iter("property")}
            if props.get("route") == route and props.get("index") == str(index):
                group.remove(obj)
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def problems_of(tmx, capsys):
    """Run the checker; assert it refuses with exit 2 and return what it printed."""
    assert check_map([str(tmx)]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert "Traceback" not in out.err
    with pytest.raises(MapError):
        load_board(tmx)
    return out.err


def set_attr(key, value):
    """A change that sets one XML attribute of an object (x, y, width, rotation, ...)."""
    def change(obj):
        """Set the attribute."""
        obj.set(key, value)
    return change


def edit_map(tmx, change):
    """Apply `change(root)` to the map's root element, and save."""
    tree = ET.parse(tmx)
    change(tree.getroot())
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def edit_rules(tmx, old, new):
    """Replace one piece of text in the rules file beside the map."""
    yml = tmx.with_suffix(".yaml")
    text = yml.read_text(encoding="utf-8")
    assert old in text, f"no {old!r} in {yml}"
    yml.write_text(text.replace(old, new), encoding="utf-8")
