"""How many things a board may hold and how long its words may be, checked on the map's XML before pytmx.

A city name of 100,000 characters froze the game for seconds while it was fitted into its label,
and a map of a hundred thousand objects would take as long to read; the limits below are far above
what our boards use (docs/maps.md lists them) and each is refused in words before anything slow.
"""
from __future__ import annotations

import base64
import binascii
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Iterator

from game.safefile import printable

MAX_ID_CHARS = 40          # object names (city, route, label ids) and ticket ids; ours are at most 21
MAX_LABEL_CHARS = 48       # a city's name as players read it; ours are at most 21
MAX_VALUE_CHARS = 100      # a custom property's value, a layer's or a tileset's name
MAX_TITLE_CHARS = 80       # the board's title in its rules file; ours are at most 29
MAX_YAML_TEXT = 200        # any other word or sentence in the rules file
MAX_OBJECTS = 4000         # objects in the whole map (ours: at most 481)
MAX_LAYERS = 32            # layers of any kind (ours: 8)
MAX_TILESETS = 16          # tilesets the map uses (ours: 3)
MAX_OF_CLASS = {"city": 150, "route": 400, "space": 1500, "label": 150}   # ours: 36, 100, 309, 36
MAX_TICKETS = 300          # tickets in the rules file (ours: at most 32)
_FIX = "shorten it in Tiled's Properties"


def count_problems(root: ET.Element) -> Iterator[tuple[str, str]]:
    """(where, what) for a map holding too many things, or words too long to be names."""
    layers = [e for e in root.iter() if e.tag in ("layer", "objectgroup", "imagelayer", "group")]
    if len(layers) > MAX_LAYERS:
        yield "map", f"has {len(layers)} layers; a board may have at most {MAX_LAYERS}: merge or delete some"
    tilesets = root.findall("tileset")   # how many there may be is checked as they are read (sources.py)
    objects = list(root.iter("object"))
    if len(objects) > MAX_OBJECTS:
        yield "map", f"has {len(objects)} objects; a board may have at most {MAX_OBJECTS}: delete some"
        return
    classes = Counter(o.get("type") or o.get("class") or "" for o in objects)
    for kind, most in MAX_OF_CLASS.items():
        if classes[kind] > most:
            yield "map", (f"has {classes[kind]} objects of class {kind}; a board may have at most {most}: "
                          "delete some")
    for element in (*layers, *tilesets):
        name = element.get("name") or ""
        if len(name) > MAX_VALUE_CHARS:
            yield f"{element.tag} {printable(name, 30)}", _too_long("its name", name, MAX_VALUE_CHARS, "rename it")
    for obj in objects:
        yield from _object_words(obj)


def _object_words(obj: ET.Element) -> Iterator[tuple[str, str]]:
    """(where, what) for an object whose name, text or property values are too long."""
    name = obj.get("name") or ""
    text = obj.find("text")
    words = " ".join((text.text or "").split()) if text is not None and text.text else ""
    if len(name) > MAX_ID_CHARS:
        yield _where(obj), _too_long("its name", name, MAX_ID_CHARS, _FIX)
    if len(words) > MAX_LABEL_CHARS:
        yield _where(obj), _too_long("its text", words, MAX_LABEL_CHARS, "shorten it in Tiled (double-click the text)")
    for prop in obj.iter("property"):
        value = prop.get("value") if prop.get("value") is not None else (prop.text or "")
        if len(value) > MAX_VALUE_CHARS or len(prop.get("name") or "") > MAX_VALUE_CHARS:
            yield _where(obj), _too_long(f"property {printable(prop.get('name'), 30)!r}", value, MAX_VALUE_CHARS, _FIX)


def _where(obj: ET.Element) -> str:
    """'object 12 denver': an object by its id and (the start of) its name."""
    name = obj.get("name") or ""
    return f"object {printable(obj.get('id'), 12)}" + (f" {printable(name, 30)}" if name else "")


def _too_long(what: str, words: str, most: int, fix: str) -> str:
    """'its text is 100000 characters long; at most 48 are allowed: shorten it ...'."""
    return f"{what} is {len(words)} characters long; at most {most} are allowed: {fix}"


def layer_cells_problems(root: ET.Element) -> Iterator[tuple[str, str]]:
    """(where, what) for a tile layer whose data does not fill the map (fewer rows than the map is tall)."""
    width, height = root.get("width"), root.get("height")
    for layer in root.iter("layer"):
        where = f"layer {printable(layer.get('name'), 30)}"
        data = layer.find("data")
        if data is None or data.find("chunk") is not None:
            yield where, ("holds no tile data the game can read (an infinite map?); make the map fixed-size "
                          "in Tiled (Map > Map Properties, untick Infinite) and save it again")
            continue
        if (layer.get("width"), layer.get("height")) != (width, height):
            yield where, (f"is {layer.get('width')} × {layer.get('height')} tiles but the map is {width} × {height}; "
                          "resize the layer in Tiled (Layer > Layer Properties) or save the map again")
            continue
        cells = _cells(data)
        need = int(width) * int(height)
        if cells is not None and cells != need:
            yield where, (f"holds {cells} tiles but the map is {width} × {height} = {need} tiles (rows are missing "
                          "or a copy was cut short); open the map in Tiled and save it again")


def _cells(data: ET.Element) -> int | None:
    """How many cells a layer's data holds (CSV, plain Base64 or <tile> elements), or None if it cannot tell."""
    if data.get("encoding") == "csv":
        text = (data.text or "").strip()
        return len(text.split(",")) if text else 0
    if data.get("encoding") is None:
        return len(data.findall("tile"))
    if data.get("encoding") == "base64" and not data.get("compression"):
        try:
            return len(base64.b64decode((data.text or "").strip())) // 4
        except (binascii.Error, ValueError):
            return None   # pytmx says what is wrong with it
    return None
