"""Writing a Tiled TMX 1.10 map as plain, deterministic text (same input, same bytes)."""
from __future__ import annotations

from dataclasses import dataclass, field
from xml.sax.saxutils import quoteattr, escape

from tools.maplayout.tilesets import Tileset


def num(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class TileLayer:
    """A background tile layer: name and rows of global tile ids (0 = empty)."""

    name: str
    rows: tuple[tuple[int, ...], ...]


@dataclass
class MapObject:
    """One object of an object group; `extra` is the inner XML (polyline or text)."""

    attrs: dict[str, str]
    properties: list[tuple[str, str, object]] = field(default_factory=list)
    extra: str = ""


@dataclass
class TmxMap:
    """Everything that goes into one map file."""

    cols: int
    rows: int
    properties: list[tuple[str, str, object]]
    tilesets: list[tuple[int, Tileset]]
    layers: list[TileLayer]
    groups: list[tuple[str, list[MapObject]]]


def _properties(props: list[tuple[str, str, object]], indent: str) -> list[str]:
    """A <properties> block; each property is (name, type, value), type "" for strings."""
    if not props:
        return []
    out = [f"{indent}<properties>"]
    for name, kind, value in sorted(props):
        typed = f' type="{kind}"' if kind else ""
        out.append(f"{indent} <property name={quoteattr(name)}{typed} "
                   f"value={quoteattr(str(value))}/>")
    out.append(f"{indent}</properties>")
    return out


def _csv(rows: tuple[tuple[int, ...], ...]) -> str:
    """Tile ids as Tiled writes CSV data: one line per row, commas between all values."""
    return ",\n".join(",".join(str(v) for v in row) for row in rows)


def render(tmx: TmxMap) -> str:
    """The TMX document text; object and layer ids are numbered in writing order."""
    layer_id = 1
    object_id = 1
    body: list[str] = []
    for layer in tmx.layers:
        body.append(f' <layer id="{layer_id}" name={quoteattr(layer.name)} '
                    f'width="{tmx.cols}" height="{tmx.rows}">')
        body.append('  <data encoding="csv">')
        body.append(_csv(layer.rows))
        body.append("</data>")
        body.append(" </layer>")
        layer_id += 1
    for name, objects in tmx.groups:
        body.append(f' <objectgroup id="{layer_id}" name={quoteattr(name)}>')
        layer_id += 1
        for obj in objects:
            attrs = " ".join(f"{k}={quoteattr(v)}" for k, v in obj.attrs.items())
            inner = _properties(obj.properties, "   ") + ([obj.extra] if obj.extra else [])
            if inner:
                body.append(f'  <object id="{object_id}" {attrs}>')
                body.extend(inner)
                body.append("  </object>")
            else:
                body.append(f'  <object id="{object_id}" {attrs}/>')
            object_id += 1
        body.append(" </objectgroup>")
    head = ['<?xml version="1.0" encoding="UTF-8"?>',
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{tmx.cols}" height="{tmx.rows}" tilewidth="32" '
            f'tileheight="32" infinite="0" nextlayerid="{layer_id}" nextobjectid="{object_id}">']
    head += _properties(tmx.properties, " ")
    head += [f' <tileset firstgid="{first}" source={quoteattr(ts.source)}/>'
             for first, ts in tmx.tilesets]
    return "\n".join(head + body + ["</map>", ""])


def polyline(points: list[tuple[float, float]]) -> str:
    """A <polyline> element relative to the first point."""
    x0, y0 = points[0]
    text = " ".join(f"{num(x - x0)},{num(y - y0)}" for x, y in points)
    return f'   <polyline points="{text}"/>'


def text_element(text: str, pixelsize: int, color: str) -> str:
    """A centred, wrapping <text> element."""
    return (f'   <text pixelsize="{pixelsize}" wrap="1" color="{color}" halign="center" '
            f'valign="center">{escape(text)}</text>')
