"""Reading the external TSX tilesets a map refers to: tile counts and tile properties."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

SPACE_COLORS = ("gray", "pink", "white", "blue", "yellow", "orange", "black", "red", "green")

# Used only while the art is not generated yet: what the contract says the TSX files hold.
_PLANNED = {
    "route_spaces": {i: {"color": c} for i, c in enumerate(SPACE_COLORS)},
    "city_markers": {0: {"marker": "station"}, 1: {"marker": "landmark"}},
}


@dataclass(frozen=True)
class Tileset:
    """One external tileset: its name, tile count and the properties of its tiles."""

    name: str
    tilecount: int
    properties: dict[int, dict[str, str]] = field(default_factory=dict)
    exists: bool = True

    @property
    def source(self) -> str:
        """The path a map in maps/ uses to refer to this tileset."""
        return f"../assets/tilesets/{self.name}.tsx"

    def find(self, key: str, value: str) -> int:
        """Local id of the tile whose property `key` equals `value`."""
        for tile_id in sorted(self.properties):
            if self.properties[tile_id].get(key) == value:
                return tile_id
        raise KeyError(f"{self.name}.tsx has no tile with {key}={value}")


def read_tileset(folder: Path, name: str, planned_icons: list[str] | None = None) -> Tileset:
    """Read NAME.tsx from `folder`; while it is missing, fall back to the contract's plan."""
    path = folder / f"{name}.tsx"
    if not path.exists():
        props = _PLANNED.get(name) or {i: {"icon": icon} for i, icon in
                                       enumerate(planned_icons or [])}
        return Tileset(name, max(len(props), 1), props, exists=False)
    root = ET.parse(path).getroot()
    props: dict[int, dict[str, str]] = {}
    for tile in root.findall("tile"):
        values = {p.get("name", ""): p.get("value", p.text or "")
                  for p in tile.findall("properties/property")}
        props[int(tile.get("id", "0"))] = values
    return Tileset(name, int(root.get("tilecount", "0")), props)
