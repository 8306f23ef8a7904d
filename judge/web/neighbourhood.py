"""A picture of a node's neighbourhood in the rule graph, drawn as SVG on the server.

The node sits in the middle; its neighbours stand on a ring around it, the most telling
first (related concepts, definitions, rulings, cards, names, then the passages that
mention it), each linked to its own page.  Neighbours beyond what fits on the ring are
counted in the caption.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from judge.corpus.text import slug

#: Neighbours drawn at most.
MAX_NODES = 24
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


def _short(text: str, width: int = 18) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _label(node: dict[str, Any], lang: str) -> tuple[str, str | None]:
    """The node's name in ``lang`` and the language it is written in (None: ``lang``)."""
    from judge.web.localise import card_name, concept_name, label
    from judge.web.state import get_rulings

    kind = node.get("kind")
    node_id = str(node.get("id", ""))
    bare = node_id.split(":", 1)[-1]
    if kind == "concept":
        return concept_name(bare, lang), None
    if kind == "ruling":
        for ruling in get_rulings():
            if ruling["id"] == bare:
                return str((ruling.get("question") or {}).get(lang) or ruling["id"]), None
    if kind == "card":
        name, english = card_name(str(node.get("label", bare)), lang)
        return name, "en" if english else None
    if kind == "section":
        return str(node.get("section_id") or bare), None
    if kind == "term":
        return str(node.get("label", bare)), bare.split(":", 1)[0] if ":" in bare else None
    if kind == "source":
        return label("node", "source", lang, "") + " " + bare, None
    return str(node.get("label", bare)), None


#: Size of the picture: two columns of neighbours, one each side of the node.
WIDTH, ROW = 540, 30


def render_neighbourhood(data: dict[str, Any], centre: str, lang: str) -> Markup:
    """The node in the middle, its neighbours in two columns either side (labels written
    outwards, one row each, so that none overlaps another), the most telling first."""
    from judge.web.localise import label, relation

    nodes = {n["id"]: n for n in data.get("nodes", [])}
    edges = data.get("edges") or data.get("links") or []
    kinds: dict[str, str] = {}
    for edge in edges:
        if centre not in (edge["source"], edge["target"]):
            continue
        other = edge["target"] if edge["source"] == centre else edge["source"]
        current = kinds.get(other)
        if current is None or EDGE_PRIORITY.get(edge["relation"], 9) < EDGE_PRIORITY.get(current, 9):
            kinds[other] = edge["relation"]
    neighbours = [nodes[n] for n in kinds if n in nodes and n != centre]
    neighbours.sort(key=lambda n: (EDGE_PRIORITY.get(kinds[n["id"]], 9),
                                   KIND_ORDER.get(n.get("kind", ""), 9), str(n.get("label", ""))))
    shown, hidden = neighbours[:MAX_NODES], neighbours[MAX_NODES:]
    per_side = max(1, (len(shown) + 1) // 2)
    height = 60 + per_side * ROW + 40
    cx, cy = WIDTH / 2, 40 + per_side * ROW / 2
    left_x, right_x = WIDTH / 2 - 75, WIDTH / 2 + 75
    centre_label, _ = _label(nodes.get(centre, {"id": centre}), lang)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
             f'height="{height}" role="img" aria-label="{escape(centre_label)}">']
    placed = []
    for i, node in enumerate(shown):
        side = i % 2
        row = i // 2
        x = left_x if side == 0 else right_x
        y = 40 + row * ROW + ROW / 2
        placed.append((x, y, side, node))
    for x, y, _, _node in placed:
        parts.append(f'<line x1="{cx:.0f}" y1="{cy:.0f}" x2="{x:.0f}" y2="{y:.0f}" stroke="#b8c2cc" '
                     f'stroke-width="1.2"/>')
    for x, y, side, node in placed:
        colour = KIND_COLOUR.get(node.get("kind", ""), "#333")
        text, text_lang = _label(node, lang)
        anchor, tx = ("end", x - 12) if side == 0 else ("start", x + 12)
        lang_attr = f' lang="{escape(text_lang)}"' if text_lang else ""
        kind_word = label("node", node.get("kind", ""), lang, "") or ""
        # a term or concept is a name as the texts write it (loanwords included)
        term_class = ' class="term"' if node.get("kind") in ("term", "concept") else ""
        circle = (f'<circle cx="{x:.0f}" cy="{y:.0f}" r="7" fill="{colour}"/>'
                  f'<text x="{tx:.0f}" y="{y + 5:.0f}" font-size="14" text-anchor="{anchor}" '
                  f'fill="#1b1b1b"{lang_attr}{term_class}>{escape(_short(text))}</text>'
                  f'<title>{escape(kind_word)} · {escape(relation(kinds[node["id"]], lang))}'
                  f'{"" if text_lang else ": " + str(escape(text))}</title>')
        href = _href(node)
        # a ruling's question is Judge's own words, with the loanwords players use
        own = ' class="ruling-text"' if node.get("kind") == "ruling" else ""
        parts.append(f'<a{own} href="{escape(href)}">{circle}</a>' if href else f"<g{own}>{circle}</g>")
    parts.append(f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="14" fill="#f0a500"/>'
                 f'<text x="{cx:.0f}" y="{20:.0f}" font-size="16" font-weight="bold" '
                 f'text-anchor="middle" fill="#10284a">{escape(_short(centre_label, 40))}</text>')
    counts: dict[str, int] = {}
    for node in hidden:
        counts[node.get("kind", "?")] = counts.get(node.get("kind", "?"), 0) + 1
    legend = [(KIND_COLOUR.get(k, "#333"), label("node", k, lang, k) or k)
              for k in KIND_ORDER if any(n.get("kind") == k for n in shown)]
    x = 12.0
    for colour, word in legend:
        parts.append(f'<circle cx="{x + 5:.0f}" cy="{height - 22}" r="5" fill="{colour}"/>'
                     f'<text x="{x + 14:.0f}" y="{height - 17}" font-size="13" fill="#333">'
                     f'{escape(word)}</text>')
        x += 24 + 7.5 * len(word)
    more = ", ".join(f'+{n} {label("node", k, lang, k)}' for k, n in sorted(counts.items()))
    if more:
        parts.append(f'<text x="12" y="{height - 2}" font-size="12" fill="#333">'
                     f'{escape(label("node", "more", lang, "") or "")}: {escape(more)}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))
