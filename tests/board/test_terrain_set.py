"""The terrain tilesets' coast set lets Tiled's Terrain Brush paint land: each shore tile's corners say
which corners are land, so the brush picks the tile the shipped maps use for the same shore."""
import xml.etree.ElementTree as ET

import pytest

from tests.conftest import MAPS, REPO

TILESETS = REPO / "assets" / "tilesets"
# Tiled's corner order in a wangid: top, top-right, right, bottom-right, bottom, bottom-left, left, top-left
NE, SE, SW, NW = 1, 3, 5, 7


def corners(tsx: str) -> dict[int, tuple[int, int, int, int]]:
    """Tile id -> the terrain (1 water, 2 land) at its (NW, NE, SW, SE) corners, from the tileset's set."""
    root = ET.parse(TILESETS / tsx).getroot()
    sets = root.findall("wangsets/wangset")
    assert [(s.get("name"), s.get("type")) for s in sets] == [("Coast", "corner")]
    out = {}
    for tile in sets[0].findall("wangtile"):
        w = [int(v) for v in tile.get("wangid").split(",")]
        out[int(tile.get("tileid"))] = (w[NW], w[NE], w[SW], w[SE])
    return out


@pytest.mark.parametrize("board, tsx", [("usa", "usa_terrain.tsx"), ("amsterdam", "amsterdam_terrain.tsx"),
                                         ("first_journey", "first_journey_terrain.tsx"),
                                         ("island", "first_journey_terrain.tsx")])
def test_neighbouring_shore_tiles_agree_on_their_shared_corners(board, tsx):
    """On every shipped ground layer, two touching tiles give their shared corners the same terrain: the
    set describes the tiles as they are drawn (a corner order mixed up would break thousands of these)."""
    of = corners(tsx)
    assert sorted(of) == list(range(16)) and len(set(of.values())) == 16
    root = ET.parse(MAPS / f"{board}.tmx").getroot()
    first = int(next(t.get("firstgid") for t in root.findall("tileset") if t.get("source").endswith(tsx)))
    width = int(root.get("width"))
    ground = next(ly for ly in root.findall("layer") if ly.get("name") == "ground")
    cells = [int(v) - first for v in ground.find("data").text.replace("\n", "").split(",")]
    grid = [cells[i:i + width] for i in range(0, len(cells), width)]
    checked = shores = 0
    for i, row in enumerate(grid):
        for j, tid in enumerate(row):
            if tid not in of:
                continue
            nw, ne, sw, se = of[tid]
            shores += len({nw, ne, sw, se}) == 2
            if j + 1 < width and row[j + 1] in of:
                right = of[row[j + 1]]
                assert (ne, se) == (right[0], right[2]), (board, i, j)
                checked += 1
            if i + 1 < len(grid) and grid[i + 1][j] in of:
                below = of[grid[i + 1][j]]
                assert (sw, se) == (below[0], below[1]), (board, i, j)
                checked += 1
    assert checked > 1000 and shores > 40
