"""Reading a board's reference YAML into plain city and route records in map pixels."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from tools.maplayout.boards import BoardSpec


@dataclass(frozen=True)
class RefCity:
    """A city (or Amsterdam location) with its marker centre in map pixels."""

    id: str
    name: str
    x: float
    y: float
    coast: str | None = None


@dataclass(frozen=True)
class RefRoute:
    """A route as the reference gives it; `twin` is the other route of a double."""

    id: str
    a: str
    b: str
    length: int
    color: str
    twin: str | None = None
    cart: str | None = None


def load_reference(spec: BoardSpec, folder: Path) -> tuple[list[RefCity], list[RefRoute]]:
    """Cities and routes of one board, positions converted to map pixels."""
    data = yaml.safe_load((folder / f"{spec.game}.yaml").read_text(encoding="utf-8"))
    raw_cities = data.get("cities") or data.get("locations")
    cities = [RefCity(c["id"], c["name"], *spec.to_pixels(c["x"], c["y"]), c.get("coast"))
              for c in raw_cities]
    routes = [RefRoute(r["id"], r["a"], r["b"], int(r["length"]), r["color"],
                       r.get("pair"), r.get("cart"))
              for r in data["routes"]]
    return cities, routes
