"""Citations a player can check: the book, its edition and language, the book's pages,
the lines; the passage in the question's language first when an official source in that
language says the same.

Works from the ``citations`` an answer returns and from the rule graph's
``parallel-to`` edges (sections of the two official rulebooks aligned in book order).
"""

from __future__ import annotations

from typing import Any

from judge.web.localise import cite

#: Least alignment score for "the same passage" in another official rulebook.
SAME_PASSAGE_SCORE = 0.6
_EXCERPT = 320


def _excerpt(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _EXCERPT else text[:_EXCERPT].rsplit(" ", 1)[0] + "…"


def _official_current(source_id: str) -> bool:
    from judge.web.state import get_corpus

    try:
        manifest = get_corpus().source(source_id).manifest
    except (KeyError, ValueError):
        return False
    return manifest.get("kind") == "official rulebook" and bool(manifest.get("edition"))


def same_passage(section_id: str, lang: str) -> str | None:
    """The section of a current official rulebook in ``lang`` that says what
    ``section_id`` says (aligned in book order), if any."""
    from judge.graph.store import get_graph

    g = get_graph()
    node = f"section:{section_id}"
    if node not in g:
        return None
    best: tuple[float, str] | None = None
    for _, other, data in g.out_edges(node, data=True):
        if data.get("relation") != "parallel-to" or data.get("method") != "book order":
            continue
        attrs = g.nodes[other]
        if attrs.get("lang") != lang or not _official_current(str(attrs.get("source_id"))):
            continue
        score = float(data.get("score") or 0)
        if score >= SAME_PASSAGE_SCORE and (best is None or score > best[0]):
            best = (score, str(attrs["section_id"]))
    return best[1] if best else None


def _heading(section_id: str, title: str, excerpt: str) -> str:
    """What the passage is under: its title when it is a heading, else the titles that
    enclose it (a paragraph's own "title" only repeats its first words)."""
    from judge.web.state import get_corpus

    found = get_corpus().get(section_id)
    path = list(getattr(found, "path", []) or [])
    stem = title.rstrip("…").strip()
    repeats = title.endswith("…") or (stem and " ".join(excerpt.split()).startswith(stem))
    if not repeats and title:
        return " › ".join(path[-1:] + [title]) if path and path[-1] != title else title
    return " › ".join(path[-2:]) if path else title


def _entry(section_id: str, lang: str, title: str, excerpt: str, lines: Any, ui: str) -> dict[str, Any]:
    return {"section_id": section_id, "lang": lang, "excerpt": excerpt,
            "heading": _heading(section_id, title, excerpt), **cite(section_id, lines, ui)}


def present(citations: list[dict[str, Any]], qlang: str, ui: str) -> list[dict[str, Any]]:
    """The citations as a page shows them: each with its book, pages, lines and status;
    where the passage is in another language and a current official rulebook in the
    question's language has the same passage, that one first, the original under
    ``also``."""
    from judge.web.state import get_corpus

    corpus = get_corpus()
    shown: set[str] = set()
    out: list[dict[str, Any]] = []
    for c in citations:
        sid = str(c.get("section_id"))
        if sid in shown:
            continue
        original = _entry(sid, str(c.get("lang")), str(c.get("title") or ""),
                          str(c.get("excerpt") or ""), c.get("lines"), ui)
        local = same_passage(sid, qlang) if c.get("lang") != qlang else None
        section = corpus.get(local) if local else None
        if section is not None and local not in shown:
            entry = _entry(local, section.lang, section.title, _excerpt(section.text),
                           section.lines, ui)
            entry["also"] = original
            shown.update({sid, local})
            out.append(entry)
        else:
            shown.add(sid)
            out.append(original)
    return out
