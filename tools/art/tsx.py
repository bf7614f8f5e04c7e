"""Tiled 1.10 TSX text for a tileset image with string tile properties and an optional coast terrain set."""
from __future__ import annotations

from xml.sax.saxutils import quoteattr


def tsx_text(name: str, tile: tuple[int, int], columns: int, image: tuple[int, int],
             props: list[dict[str, str]], coast: tuple[str, str] | None = None) -> str:
    """The XML of an external tileset whose tiles carry the given string properties.

    With `coast` (the names of the water and land terrains), tiles 0..15 are the shore tiles
    with corner bits NW=1, NE=2, SW=4, SE=8 set where there is land (tools/art/grids.ground_ids),
    and a corner terrain set lets Tiled's Terrain Brush paint land and draw the shores itself.
    """
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="{name}" tilewidth="{tile[0]}" '
        f'tileheight="{tile[1]}" tilecount="{len(props)}" columns="{columns}">',
        f' <image source="{name}.png" width="{image[0]}" height="{image[1]}"/>',
    ]
    for tid, tile_props in enumerate(props):
        if not tile_props:
            continue
        lines.append(f' <tile id="{tid}">')
        lines.append('  <properties>')
        for key, value in tile_props.items():
            lines.append(f'   <property name={quoteattr(key)} value={quoteattr(value)}/>')
        lines.append('  </properties>')
        lines.append(' </tile>')
    if coast is not None:
        lines.extend(coast_terrain(*coast))
    lines.append('</tileset>')
    return "\n".join(lines) + "\n"


def coast_terrain(water: str, land: str) -> list[str]:
    """The <wangsets> lines of a two-terrain corner set over the 16 shore tiles."""
    lines = [' <wangsets>',
             '  <wangset name="Coast" type="corner" tile="-1">',
             f'   <wangcolor name={quoteattr(water)} color="#3f8fd8" tile="0" probability="1"/>',
             f'   <wangcolor name={quoteattr(land)} color="#6fbf3f" tile="15" probability="1"/>']
    for tid in range(16):
        nw, ne, sw, se = (1 + (tid >> bit & 1) for bit in range(4))
        # Tiled's order: top, top-right, right, bottom-right, bottom, bottom-left, left, top-left
        lines.append(f'   <wangtile tileid="{tid}" wangid="0,{ne},0,{se},0,{sw},0,{nw}"/>')
    lines += ['  </wangset>', ' </wangsets>']
    return lines
