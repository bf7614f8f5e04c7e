"""Tiled 1.10 TSX text for a tileset image with string tile properties."""
from __future__ import annotations

from xml.sax.saxutils import quoteattr


def tsx_text(name: str, tile: tuple[int, int], columns: int, image: tuple[int, int],
             props: list[dict[str, str]]) -> str:
    """The XML of an external tileset whose tiles carry the given string properties."""
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
    lines.append('</tileset>')
    return "\n".join(lines) + "\n"
