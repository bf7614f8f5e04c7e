"""Build maps/usa.tmx, maps/amsterdam.tmx and maps/first_journey.tmx from the reference data.

Usage: python tools/build_maps.py [--reference DIR] [--out DIR] [--only GAME ...] [--no-terrain]
Deterministic: the same reference data and tilesets always give the same bytes.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.maplayout.boards import BOARDS, FJ_ICONS, BoardSpec  # noqa: E402
from tools.maplayout.compose import build_tmx, empty_layer, first_gids  # noqa: E402
from tools.maplayout.layout import lay_out  # noqa: E402
from tools.maplayout.reference import load_reference  # noqa: E402
from tools.maplayout.tilesets import Tileset, read_tileset  # noqa: E402
from tools.maplayout.tmx import TileLayer, render  # noqa: E402
from tools.maplayout.verify import Findings, check_map  # noqa: E402

TILESET_DIR = ROOT / "assets" / "tilesets"


def background(spec: BoardSpec, places: dict[str, tuple[float, float]], later: list[Tileset],
               terrain: bool) -> tuple[list[tuple[int, Tileset]], list[TileLayer]]:
    """Tilesets (terrain first, then `later`) and background layers from tools/art/terrain.py.

    Without that module (or with terrain off) the map gets one empty layer instead.
    """
    try:
        from tools.art.terrain import terrain_layers
    except ImportError:
        terrain = False
    if not terrain:
        return first_gids(later), [empty_layer(spec)]
    layers = terrain_layers(spec.game, spec.cols, spec.rows, places)
    names: list[str] = []
    for _, tsx, _ in layers:
        if tsx not in names:
            names.append(tsx)
    tilesets = first_gids([read_tileset(TILESET_DIR, n.removesuffix(".tsx")) for n in names]
                          + later)
    first = {ts.name + ".tsx": gid for gid, ts in tilesets}
    # terrain grids hold local tile ids, -1 for an empty cell
    return tilesets, [TileLayer(name, tuple(tuple(first[tsx] + v if v >= 0 else 0 for v in row)
                                            for row in grid))
                      for name, tsx, grid in layers]


def build_board(spec: BoardSpec, reference: Path, out: Path,
                terrain: bool = True) -> tuple[Findings, str]:
    """Lay out one board, write its TMX file; returns the check of the file and a summary."""
    started = time.monotonic()
    cities, routes = load_reference(spec, reference)
    layout = lay_out(spec, cities, routes)
    chosen, labels, moves = layout.routes, layout.labels, layout.moves
    icons = sorted(set(FJ_ICONS.values())) if spec.marker_set == "fj_icons" else None
    tilesets, layers = background(spec, {c.id: (c.x, c.y) for c in cities},
                                  [read_tileset(TILESET_DIR, "route_spaces"),
                                   read_tileset(TILESET_DIR, spec.marker_set, icons)], terrain)
    tmx = build_tmx(spec, tilesets, layers, chosen, cities, labels)
    path = out / f"{spec.game}.tmx"
    path.write_text(render(tmx), encoding="utf-8", newline="\n")
    found = check_map(path)
    bent = sum(len(g.routes) for g, s in chosen if s.bends != (0.0, 0.0))
    slid = sum(len(g.routes) for g, s in chosen if s.placement != (0.5, False))
    moved = sum(1 for lab in labels if (lab.direction, lab.gap, lab.lines) != ("right", 3.0, 1))
    missing = [ts.name for _, ts in tilesets if not ts.exists]
    return found, (f"{spec.game}: {found.cities} cities, {found.routes} routes, {found.spaces} spaces; "
            f"space overlaps {found.space_overlaps}, outside {found.spaces_outside}, "
            f"foreign markers covered {found.markers_covered}, index errors "
            f"{found.index_errors}; labels: overlaps {found.label_overlaps}, on spaces "
            f"{found.labels_on_spaces}, on markers {found.labels_on_markers}, outside "
            f"{found.labels_outside}, moved {moved}/{len(labels)}; routes bent {bent}, "
            f"slid or packed {slid} ({moves} search moves); {time.monotonic() - started:.1f}s"
            + (f"; tilesets not generated yet: {', '.join(missing)}" if missing else ""))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns 1 if a hard layout rule is broken."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=ROOT.parent / "shared" / "reference")
    parser.add_argument("--out", type=Path, default=ROOT / "maps")
    parser.add_argument("--only", nargs="*", choices=sorted(BOARDS), default=sorted(BOARDS))
    parser.add_argument("--no-terrain", action="store_true", help="one empty background layer")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    failed = False
    for game in ("usa", "amsterdam", "first_journey"):
        if game in args.only:
            found, summary = build_board(BOARDS[game], args.reference, args.out,
                                         not args.no_terrain)
            print(summary)
            failed |= any((found.space_overlaps, found.spaces_outside, found.index_errors,
                           found.label_overlaps, found.labels_outside))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
