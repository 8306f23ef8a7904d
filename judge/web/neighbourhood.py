"""A picture of a node's neighbourhood in the rule graph, drawn as SVG on the server.

The node sits in the middle; its neighbours stand on a ring around it, the most telling
first (related concepts, definitions, rulings, cards, names, then the passages that
mention it), each linked to its own page.  Neighbours beyond what fits on the ring are
counted in the caption.
"""

from __future__ import annotations

import math
from typing import Any

from markupsafe import Markup, escape

from judge.corpus.text import slug

#: Neighbours drawn at most.
MAX_NODES = 28
KIND_ORDER = {"concept": 0, "ruling": 1, "card": 2, "term": 3, "section": 4, "source": 5}
KIND_COLOUR = {"concept": "#0b4f9c", "ruling": "#7a3e9d", "card": "#a0522d", "term": "#2e7d32",
               "section": "#52606d", "source": "#10284a"}
EDGE_PRIORITY = {"related-to": 0, "defined-in": 1, "about": 2, "names": 3, "mentions": 4}


def _href(node: dict[str, Any]) -> str | None:
    kind = node.get("kind")
    node_id = str(node.get("id", ""))
    if kind == "concept":
        return "/glossary/" + node_id.split(":", 1)[-1]
    if kind == "section":
        return "/sections/" + str(node.get("section_id") or node_id.split(":", 1)[-1])
    if kind == "ruling":
        return "/rulings#ruling-" + node_id.split(":", 1)[-1]
    if kind == "card":
        return "/cards/" + slug(str(node.get("label", "")))
    return None


def _short(text: str, width: int = 22) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def render_neighbourhood(data: dict[str, Any], centre: str, lang: str) -> Markup:
    nodes = {n["id"]: n for n in data.get("nodes", [])}
    edges = data.get("edges") or data.get("links") or []
    relation: dict[str, str] = {}
    for edge in edges:
        if centre not in (edge["source"], edge["target"]):
            continue
        other = edge["target"] if edge["source"] == centre else edge["source"]
        current = relation.get(other)
        if current is None or EDGE_PRIORITY.get(edge["relation"], 9) < EDGE_PRIORITY.get(current, 9):
            relation[other] = edge["relation"]
    neighbours = [nodes[n] for n in relation if n in nodes and n != centre]
    neighbours.sort(key=lambda n: (EDGE_PRIORITY.get(relation[n["id"]], 9),
                                   KIND_ORDER.get(n.get("kind", ""), 9), str(n.get("label", ""))))
    shown, hidden = neighbours[:MAX_NODES], neighbours[MAX_NODES:]
    width, height = 900, 640
    cx, cy, radius = width / 2, height / 2 - 10, 250
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{escape(nodes.get(centre, {}).get("label", centre))}">']
    positions = []
    for i in range(len(shown)):
        angle = 2 * math.pi * i / max(1, len(shown)) - math.pi / 2
        positions.append((cx + radius * math.cos(angle), cy + radius * 0.85 * math.sin(angle)))
    for (x, y), node in zip(positions, shown, strict=True):
        parts.append(f'<line x1="{cx:.0f}" y1="{cy:.0f}" x2="{x:.0f}" y2="{y:.0f}" stroke="#b8c2cc" '
                     f'stroke-width="1.2"><title>{escape(relation[node["id"]])}</title></line>')
    for (x, y), node in zip(positions, shown, strict=True):
        colour = KIND_COLOUR.get(node.get("kind", ""), "#333")
        label = _short(str(node.get("label", node["id"])))
        circle = (f'<circle cx="{x:.0f}" cy="{y:.0f}" r="7" fill="{colour}"/>'
                  f'<text x="{x:.0f}" y="{y + 19:.0f}" font-size="11" text-anchor="middle" fill="#1b1b1b">'
                  f'{escape(label)}</text>'
                  f'<title>{escape(node.get("kind", ""))} · {escape(relation[node["id"]])}: '
                  f'{escape(str(node.get("label", "")))}</title>')
        href = _href(node)
        parts.append(f'<a href="{escape(href)}">{circle}</a>' if href else f"<g>{circle}</g>")
    centre_label = str(nodes.get(centre, {}).get("label", centre))
    parts.append(f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="14" fill="#f0a500"/>'
                 f'<text x="{cx:.0f}" y="{cy + 32:.0f}" font-size="15" font-weight="bold" '
                 f'text-anchor="middle" fill="#10284a">{escape(centre_label)}</text>')
    counts: dict[str, int] = {}
    for node in hidden:
        counts[node.get("kind", "?")] = counts.get(node.get("kind", "?"), 0) + 1
    legend = " · ".join(f'<tspan fill="{KIND_COLOUR.get(k, "#333")}">●</tspan> {escape(k)}'
                        for k in KIND_ORDER if any(n.get("kind") == k for n in shown))
    more = ", ".join(f"+{n} {k}" for k, n in sorted(counts.items()))
    parts.append(f'<text x="12" y="{height - 14}" font-size="12" fill="#333">{legend}'
                 f'{" · " + escape(more) if more else ""}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))
