"""Draw the plan of Pebble Island (and of the starter map): where its cities, names, routes and spaces go.

Usage: python tools/build_island.py --out DIR [--only island starter]
The cities, routes and coasts are written here; the layout search (tools/maplayout) bends the
routes, spreads their spaces and puts the names beside the cities, as for the shipped boards.
The result is a plan to trace, not the board: maps/island.tmx was made by hand in Tiled by
following the guide of its day (spaces placed by hand; docs/make-a-board.md now draws routes as
lines), each object placed with Tiled's tools and its position typed from this plan. The starter map in docs/starter/ was written from its plan and saved by Tiled
(File > Save As), which fixes its tileset paths. Deterministic: the same input gives the same bytes.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.art.grids import (TILE, clean_corners, empty, ground_ids, inside, near_place,  # noqa: E402
                             noise, tile_id, waves)
from tools.maplayout.boards import BoardSpec  # noqa: E402
from tools.maplayout.compose import first_gids, label_objects, route_objects, space_objects  # noqa: E402
from tools.maplayout.layout import lay_out  # noqa: E402
from tools.maplayout.reference import RefCity, RefRoute  # noqa: E402
from tools.maplayout.tilesets import read_tileset  # noqa: E402
from tools.maplayout.tmx import MapObject, TileLayer, TmxMap, num, render  # noqa: E402
from tools.maplayout.verify import check_map  # noqa: E402

TILESETS = ROOT / "assets" / "tilesets"
KIDS = "first_journey"   # the terrain tileset and sizes of the First Journey board


@dataclass(frozen=True)
class Plan:
    """One small board: its size, land outline, cities (id, name, x, y, picture, coast) and routes."""

    game: str
    cols: int
    rows: int
    land: list[tuple[float, float]]
    cities: list[tuple[str, str, float, float, str, str | None]]
    routes: list[tuple[str, str, str, int, str, str | None]]
    relief: dict[str, str]   # city id -> the decoration drawn around it (tree, flower, hill, mountain)


ISLAND = Plan(
    game="island", cols=44, rows=29,
    land=[(90, 150), (230, 70), (520, 60), (760, 110), (1000, 70), (1260, 130), (1360, 300),
          (1330, 500), (1370, 700), (1250, 860), (980, 880), (700, 860), (430, 890), (150, 820),
          (70, 600), (110, 420)],
    cities=[("lighthouse_point", "Lighthouse Point", 180, 260, "lighthouse", "west"),
            ("anchor_bay", "Anchor Bay", 200, 680, "anchor", "west"),
            ("pinewood", "Pinewood", 480, 190, "pine", None),
            ("honeyvale", "Honeyvale", 420, 470, "bee", None),
            ("pony_meadow", "Pony Meadow", 500, 770, "horseshoe", None),
            ("misty_peak", "Misty Peak", 730, 360, "mountain", None),
            ("crown_town", "Crown Town", 760, 620, "capitol", None),
            ("sunnyfield", "Sunnyfield", 950, 190, "sunflower", None),
            ("bridgeford", "Bridgeford", 1010, 470, "bridge", None),
            ("peachdale", "Peachdale", 1020, 770, "peach", None),
            ("palm_sands", "Palm Sands", 1230, 300, "palm", "east"),
            ("lucky_cove", "Lucky Cove", 1240, 640, "dice", "east")],
    routes=[("i01", "lighthouse_point", "pinewood", 3, "red", None),
            ("i02", "lighthouse_point", "honeyvale", 3, "blue", None),
            ("i03", "lighthouse_point", "anchor_bay", 4, "gray", None),
            ("i04", "anchor_bay", "honeyvale", 3, "yellow", None),
            ("i05", "anchor_bay", "pony_meadow", 3, "green", None),
            ("i06", "pinewood", "honeyvale", 2, "white", None),
            ("i07", "pinewood", "misty_peak", 3, "black", None),
            ("i08", "pinewood", "sunnyfield", 4, "yellow", "i09"),
            ("i09", "pinewood", "sunnyfield", 4, "green", "i08"),
            ("i10", "honeyvale", "misty_peak", 2, "red", None),
            ("i11", "honeyvale", "pony_meadow", 2, "black", None),
            ("i12", "pony_meadow", "crown_town", 2, "blue", None),
            ("i13", "misty_peak", "crown_town", 2, "white", None),
            ("i14", "misty_peak", "sunnyfield", 2, "blue", None),
            ("i15", "misty_peak", "bridgeford", 3, "green", None),
            ("i16", "crown_town", "bridgeford", 3, "red", "i17"),
            ("i17", "crown_town", "bridgeford", 3, "yellow", "i16"),
            ("i18", "crown_town", "peachdale", 3, "gray", None),
            ("i19", "sunnyfield", "palm_sands", 3, "black", None),
            ("i20", "sunnyfield", "bridgeford", 2, "gray", None),
            ("i21", "bridgeford", "palm_sands", 3, "white", None),
            ("i22", "bridgeford", "lucky_cove", 3, "blue", None),
            ("i23", "bridgeford", "peachdale", 2, "black", None),
            ("i24", "peachdale", "lucky_cove", 2, "red", None),
            ("i25", "palm_sands", "lucky_cove", 3, "yellow", None)],
    relief={"pinewood": "tree", "misty_peak": "mountain", "sunnyfield": "flower",
            "honeyvale": "flower", "crown_town": "hill", "peachdale": "tree"})

STARTER = Plan(
    game="starter", cols=26, rows=17,
    land=[(60, 60), (770, 50), (790, 480), (50, 490)],
    cities=[("home", "Home", 150, 140, "capitol", None),
            ("school", "School", 620, 130, "star", None),
            ("park", "Park", 180, 420, "pine", None),
            ("beach", "Beach", 640, 420, "palm", None)],
    routes=[("r1", "home", "school", 3, "red", None),
            ("r2", "home", "park", 2, "blue", None),
            ("r3", "school", "beach", 2, "yellow", None),
            ("r4", "park", "beach", 3, "green", None)],
    relief={})

PLANS = {p.game: p for p in (ISLAND, STARTER)}


def spec_of(plan: Plan) -> BoardSpec:
    """The First Journey sizes (spaces, pictures, names) on a map of the plan's size."""
    return BoardSpec(game=plan.game, cols=plan.cols, rows=plan.rows, origin=(0, 0), scale=(1, 1),
                     space=(62, 24), space_gap=6, step_gap=(6, 14), marker=72, font=26,
                     marker_set="fj_icons", marker_key=("icon", ""))


def terrain(plan: Plan) -> list[TileLayer]:
    """Ground (land inside the outline), waves and a few decorations around some cities (local ids)."""
    places = {c[0]: (c[2], c[3]) for c in plan.cities}
    corners = [[int(inside((j * TILE, i * TILE), plan.land)) for j in range(plan.cols + 1)]
               for i in range(plan.rows + 1)]
    clean_corners(corners)
    ground = ground_ids(corners)
    relief = empty(plan.cols, plan.rows)
    for city, kind in plan.relief.items():
        x, y = places[city]
        for i in range(plan.rows):
            for j in range(plan.cols):
                c = ((j + 0.5) * TILE, (i + 0.5) * TILE)
                far = ((c[0] - x) ** 2 + (c[1] - y) ** 2) ** 0.5
                if ground[i][j] == 15 and 70 < far < 170 and noise(i, j, 3) < 0.22 \
                        and not near_place(c, places, 84):
                    relief[i][j] = tile_id(KIDS, kind, int(noise(i, j, 4) * (3 if kind == "tree" else 2)))
    grids = [("ground", ground), ("waves", waves(KIDS, ground, places, 0.05)), ("relief", relief)]
    return [TileLayer(name, tuple(tuple(v + 1 if v >= 0 else 0 for v in row) for row in grid))
            for name, grid in grids]


def city_objects(spec: BoardSpec, plan: Plan, first_gid: int) -> list[MapObject]:
    """One picture tile object per city, centred on the city; the coast property where there is one."""
    icons = read_tileset(TILESETS, "fj_icons")
    size, objects = spec.marker, []
    for ident, _, x, y, icon, coast in plan.cities:
        attrs = {"name": ident, "type": "city", "gid": str(first_gid + icons.find("icon", icon)),
                 "x": num(x - size / 2), "y": num(y + size / 2), "width": num(size), "height": num(size)}
        objects.append(MapObject(attrs, [("coast", "", coast)] if coast else []))
    return objects


def build(plan: Plan, out: Path) -> str:
    """Lay out one plan and write its map; returns a one-line summary of the layout check."""
    spec = spec_of(plan)
    cities = [RefCity(c[0], c[1], c[2], c[3], c[5]) for c in plan.cities]
    routes = [RefRoute(*r) for r in plan.routes]
    layout = lay_out(spec, cities, routes)
    tilesets = first_gids([read_tileset(TILESETS, n)
                           for n in ("first_journey_terrain", "route_spaces", "fj_icons")])
    gids = {ts.name: gid for gid, ts in tilesets}
    groups = [("routes", route_objects(layout.routes)),
              ("spaces", space_objects(spec, layout.routes, tilesets[1][1], gids["route_spaces"])),
              ("cities", city_objects(spec, plan, gids["fj_icons"])),
              ("labels", label_objects(spec, cities, layout.labels))]
    tmx = TmxMap(plan.cols, plan.rows, [("game", "", plan.game)], tilesets, terrain(plan), groups)
    path = out / f"{plan.game}.tmx"
    path.write_text(render(tmx), encoding="utf-8", newline="\n")
    found = check_map(path)
    return (f"{path}: {found.cities} cities, {found.routes} routes, {found.spaces} spaces; "
            f"space overlaps {found.space_overlaps}, outside {found.spaces_outside}; labels: overlaps "
            f"{found.label_overlaps}, on spaces {found.labels_on_spaces}, outside {found.labels_outside}")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="a folder for the plans (not maps/: "
                        "the shipped island is the one made in Tiled)")
    parser.add_argument("--only", choices=sorted(PLANS), nargs="*", default=["island"])
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.only:
        print(build(PLANS[name], args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
