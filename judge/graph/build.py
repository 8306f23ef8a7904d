"""Building the rule graph from the corpus, the concept inventory, cards and rulings.

:func:`build_graph` is the whole pipeline; it returns the graph and the look-up index
(:mod:`judge.graph.lookup` answers from that index without walking the graph).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import networkx as nx

from judge.graph.model import (
    concept_node,
    ruling_node,
    section_node,
    source_node,
    term_node,
)
from judge.nlp.pipelines import fold, term_key, word_key
from judge.nlp.terms import CARD_PREFIX, Form, TermMatcher, card_key, forms_from_cards, forms_from_concepts

#: Sources whose glossary entries define concepts (``● TERM`` / ``lTerm`` headwords).
GLOSSARY_SOURCES = ("000", "004", "001")
#: Sources whose definitional passages ("X é …", "X son …") define concepts.
DEFINITION_SOURCES = ("002", "003")
_ARTICLE = re.compile(r"^\s*(?:[-•*]\s*)?(?:(?:el|la|los|las|un|una|o|a|os|as|um|uma|il|lo|gli|le)\s+)?",
                      re.IGNORECASE)
#: A heading that asks what something is ("¿QUÉ ES UNA CADENA?", "COS'È UNA CATENA?"): the
#: first paragraph under it defines that thing.
_WHAT_IS_HEADING = re.compile(
    r"^\s*[¿¡]?\s*(?:qu[ée] (?:es|son)|(?:che )?cos['’]\s?[èe]|o que (?:é|e|são)|what (?:is|are))\s+"
    r"(?:(?:el|la|los|las|un|una|il|lo|gli|le|un'|o|a|os|as|um|uma|an|the)\s+)?(.+?)\s*\??\s*$",
    re.IGNORECASE,
)
_DEFINING = re.compile(
    r"^\s*(?:\([^)]*\)\s*)?(?:,\s*)?(?:[:\-–]\s|(?:é|sao|são|es|son|significa|significam|"
    r"se refiere|refere-se|consiste|consistem|is|are|è|sono)\b)",
    re.IGNORECASE,
)


@dataclass
class Inputs:
    """What the graph is built from."""

    corpus: Any
    concepts: list[dict[str, Any]]
    cards: list[dict[str, Any]] = field(default_factory=list)
    rulings: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def load_inputs(corpus: Any, corpus_dir: Path) -> Inputs:
    """Read the concept inventory, the card library and the rulings next to ``corpus``.

    Rulings that cannot be read are left out with a warning (they are checked by
    ``judge verify``); a broken concept or card file stops the build.
    """
    import yaml

    from judge.corpus.concept_lines import load_concepts

    warnings: list[str] = []
    concepts = load_concepts(corpus_dir)
    cards: list[dict[str, Any]] = []
    for path in sorted((corpus_dir / "cards").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        cards.extend(c for c in data if isinstance(c, dict) and c.get("name"))
    rulings: list[dict[str, Any]] = []
    for path in sorted((corpus_dir / "rulings").glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except yaml.YAMLError as exc:
            warnings.append(f"rulings/{path.name}: not valid YAML ({exc.__class__.__name__})")
            continue
        if isinstance(data, dict) and data.get("id"):
            rulings.append(data)
        else:
            warnings.append(f"rulings/{path.name}: not a ruling (no id)")
    return Inputs(corpus=corpus, concepts=concepts, cards=cards, rulings=rulings,
                  warnings=warnings)


def own_text(section: Any, by_id: Mapping[str, Any]) -> str:
    """The text a section holds itself, without its children's text.

    The corpus gives each section the text of its whole subtree (its own text, then each
    child's text, joined with newlines).
    """
    kids = "\n".join(by_id[k].text for k in section.children if by_id[k].text)
    if not kids:
        return str(section.text)
    if section.text.endswith(kids):
        return str(section.text[: len(section.text) - len(kids)].rstrip("\n"))
    return str(section.title)


def authority(corpus: Any) -> dict[str, int]:
    """``authority_rank`` of each source (1 = the newest official edition)."""
    return {doc.id: int(doc.manifest.get("authority_rank", 99)) for doc in corpus.sources}


def label_order(entries: Iterable[Mapping[str, Any]], ranks: Mapping[str, int]) -> list[str]:
    """Names of one language, the one the most authoritative source uses first.

    >>> label_order([{"text": "B", "sources": [{"source": "001"}]},
    ...              {"text": "A", "sources": [{"source": "000"}]}], {"000": 1, "001": 3})
    ['A', 'B']
    """
    def best(entry: Mapping[str, Any]) -> int:
        srcs = [str(s.get("source")) for s in entry.get("sources") or []]
        return min((ranks.get(s, 99) for s in srcs), default=99)

    listed = list(entries)
    order = sorted(range(len(listed)), key=lambda i: (best(listed[i]), i))
    return [str(listed[i]["text"]) for i in order]


def build_graph(inputs: Inputs, matcher: TermMatcher | None = None) -> tuple[nx.MultiDiGraph, dict[str, Any]]:
    """Build the rule graph and the look-up index.

    Returns
    -------
    graph, index
        ``graph`` is a :class:`networkx.MultiDiGraph` (see :mod:`judge.graph.model`);
        ``index`` is JSON-ready: concept records, surface forms, lemma keys, conflicts.
    """
    from judge.graph.align import link_parallels
    from judge.graph.conflicts import find_conflicts

    corpus = inputs.corpus
    ranks = authority(corpus)
    g = nx.MultiDiGraph()
    g.graph["warnings"] = list(inputs.warnings)
    by_id = {s.id: s for doc in corpus.sources for s in doc.sections}
    concepts = {str(c["id"]): c for c in inputs.concepts}

    # sources and sections ---------------------------------------------------------------
    own: dict[str, str] = {}
    order = 0
    for doc in corpus.sources:
        m = doc.manifest
        g.add_node(source_node(doc.id), kind="source", label=str(m.get("title", doc.id)),
                   source_id=doc.id, file=doc.file, lang=doc.lang,
                   authority_rank=ranks[doc.id], edition=m.get("edition"),
                   source_kind=m.get("kind"))
        for s in doc.sections:
            text = own_text(s, by_id)
            own[s.id] = text
            order += 1
            g.add_node(section_node(s.id), kind="section", label=f"{s.id} {s.title}",
                       section_id=s.id, source_id=doc.id, source=doc.file, lang=s.lang,
                       section_kind=s.kind, level=s.level, title=s.title, text=text,
                       lines=list(s.lines), own_lines=list(s.own_lines), path=list(s.path),
                       order=order, duplicate_of=s.duplicate_of)
            parent = section_node(s.parent) if s.parent else source_node(doc.id)
            g.add_edge(section_node(s.id), parent, relation="part-of")

    # concepts, terms, relations ---------------------------------------------------------
    for cid, c in concepts.items():
        en = [str(x) for x in c.get("en") or []]
        g.add_node(concept_node(cid), kind="concept", label=en[0] if en else cid,
                   concept_id=cid, category=c.get("category"), en=en)
    concept_forms = forms_from_concepts(inputs.concepts)
    card_forms = forms_from_cards(inputs.cards)
    for form in concept_forms:
        folded = " ".join(fold(form.text).split())
        node = term_node(form.lang, folded)
        if node not in g:
            g.add_node(node, kind="term", label=form.text, lang=form.lang, text=form.text)
        g.add_edge(node, concept_node(form.key), relation="names", lang=form.lang,
                   form_kind=form.kind, note=form.note)
    for cid, c in concepts.items():
        for rel in c.get("relations") or []:
            target = str(rel.get("target", ""))
            if target not in concepts:
                g.graph["warnings"].append(f"concept {cid}: relation to unknown concept {target!r}")
                continue
            g.add_edge(concept_node(cid), concept_node(target), relation="related-to",
                       type=str(rel.get("type", "see-also")), cite=rel.get("cite"))

    # cards ------------------------------------------------------------------------------
    card_names: dict[str, str] = {}
    for card in inputs.cards:
        key = card_key(str(card["name"]))
        card_names[key] = str(card["name"])
        g.add_node(key, kind="card", label=str(card["name"]), name=str(card["name"]),
                   names={k: list(v) for k, v in (card.get("names") or {}).items()},
                   card_kind=card.get("kind"))
        for mention in card.get("mentions") or []:
            src = str(mention.get("source", ""))
            for ln in mention.get("lines") or []:
                holder = corpus.section_at(src, int(ln))
                if holder is not None:
                    g.add_edge(key, section_node(holder.id), relation="mentioned-in", via="library")

    # mentions ---------------------------------------------------------------------------
    matcher = matcher or TermMatcher(concept_forms + card_forms)
    lemma_words: dict[str, dict[str, str]] = defaultdict(dict)
    mentions_by_section: dict[str, dict[str, list[Any]]] = {}
    for doc in corpus.sources:
        sections = doc.sections
        for s, found in zip(sections, matcher.find_all([own[s.id] for s in sections], doc.lang),
                            strict=True):
            grouped: dict[str, list[Any]] = defaultdict(list)
            for m in found:
                grouped[m.key].append(m)
            mentions_by_section[s.id] = grouped
            for key, ms in grouped.items():
                if key.startswith(CARD_PREFIX):
                    if not _has_edge(g, key, section_node(s.id), "mentioned-in"):
                        g.add_edge(key, section_node(s.id), relation="mentioned-in", via="text",
                                   count=len(ms))
                    continue
                g.add_edge(section_node(s.id), concept_node(key), relation="mentions",
                           count=len(ms), spans=[[m.start, m.end] for m in ms],
                           forms=sorted({m.form for m in ms}))
    for lang, words in matcher.lemma_keys().items():
        lemma_words[lang].update(words)

    # definitions ------------------------------------------------------------------------
    _link_definitions(g, corpus, own, mentions_by_section, matcher, concepts)

    # rulings ----------------------------------------------------------------------------
    card_by_name = {fold(n): key for key, n in card_names.items()}
    for card in inputs.cards:
        for names in (card.get("names") or {}).values():
            for n in names or []:
                card_by_name.setdefault(fold(str(n)), card_key(str(card["name"])))
    for r in inputs.rulings:
        rid = str(r["id"])
        q = r.get("question") or {}
        label = str(r.get("title") or q.get("en") or q.get("es") or rid)
        g.add_node(ruling_node(rid), kind="ruling", label=label, ruling_id=rid)
        for cite in r.get("cites") or []:
            cite = str(cite)
            if cite in by_id:
                g.add_edge(ruling_node(rid), section_node(cite), relation="cites")
            elif source_node(cite) in g:
                g.add_edge(ruling_node(rid), source_node(cite), relation="cites")
            else:
                g.graph["warnings"].append(f"ruling {rid}: cites unknown section {cite!r}")
        # ``required``: the concept is in the ruling's ``about``, so a question must involve
        # it for the ruling to answer (judge.qa.matching); the others are what it concerns.
        required = {str(c) for c in r.get("about") or []}
        for cid in dict.fromkeys([*map(str, r.get("concepts") or []), *sorted(required)]):
            if cid in concepts:
                g.add_edge(ruling_node(rid), concept_node(cid), relation="about", required=cid in required)
            else:
                g.graph["warnings"].append(f"ruling {rid}: unknown concept {cid!r}")
        for name in r.get("cards") or []:
            card_node = card_by_name.get(fold(str(name)))
            if card_node:
                g.add_edge(ruling_node(rid), card_node, relation="uses")
            else:
                g.graph["warnings"].append(f"ruling {rid}: unknown card {name!r}")

    # parallels and conflicts ------------------------------------------------------------
    link_parallels(g, corpus, mentions_by_section)
    conflicts = find_conflicts(g, corpus, own, ranks, set(concepts))

    index = _index(g, inputs, concepts, concept_forms, ranks, lemma_words, conflicts)
    return g, index


def _has_edge(g: nx.MultiDiGraph, u: str, v: str, relation: str) -> bool:
    data = g.get_edge_data(u, v) or {}
    return any(d.get("relation") == relation for d in data.values())


def _link_definitions(g: nx.MultiDiGraph, corpus: Any, own: Mapping[str, str],
                      mentions: Mapping[str, Mapping[str, list[Any]]], matcher: TermMatcher,
                      concepts: Mapping[str, Any]) -> None:
    """``defined-in`` edges: glossary entries of 000/004/001 and definitional passages."""
    from judge.corpus.concept_lines import headword_forms

    for doc in corpus.sources:
        if doc.id in GLOSSARY_SOURCES:
            entries = [s for s in doc.sections if s.kind == "glossary_entry"]
            heads = [headword_forms(s.title) or [s.title] for s in entries]
            flat = [h for hs in heads for h in hs]
            found = iter(matcher.find_all(flat, doc.lang))
            for s, hs in zip(entries, heads, strict=True):
                linked: list[str] = []
                for h in hs:
                    ms = next(found)
                    whole = [m.key for m in ms if m.start == 0 and m.end >= len(h.rstrip(" .:"))
                             and not m.key.startswith(CARD_PREFIX)]
                    for key in whole:
                        if key not in linked:
                            linked.append(key)
                for key in linked:
                    g.add_edge(concept_node(key), section_node(s.id), relation="defined-in",
                               via="glossary", headword=s.title)
        _link_heading_definitions(g, doc, matcher)
        if doc.id in DEFINITION_SOURCES:
            for s in doc.sections:
                if s.kind not in ("paragraph", "passage"):
                    continue
                text = own[s.id]
                lead = _ARTICLE.match(text)
                start = lead.end() if lead else 0
                for key, ms in mentions.get(s.id, {}).items():
                    if key.startswith(CARD_PREFIX):
                        continue
                    first = min(ms, key=lambda m: m.start)
                    if first.start == start and _DEFINING.match(text[first.end:]):
                        g.add_edge(concept_node(key), section_node(s.id), relation="defined-in",
                                   via="definitional passage", headword=first.text)


def _link_heading_definitions(g: nx.MultiDiGraph, doc: Any, matcher: TermMatcher) -> None:
    """``defined-in`` edges from a heading that asks what a concept is to the first
    paragraph under it (000:945 "¿QUÉ ES UNA CADENA?" → 000:947 'Una "Cadena" es…')."""
    sections = list(doc.sections)
    for i, heading in enumerate(sections):
        if heading.kind not in ("section", "subsection") or not heading.title:
            continue
        asked = _WHAT_IS_HEADING.match(heading.title)
        if not asked:
            continue
        term = asked.group(1)
        whole = [m.key for m in matcher.find(term, doc.lang)
                 if m.start == 0 and m.end >= len(term.rstrip(" .:?")) and not m.key.startswith(CARD_PREFIX)]
        first = next((s for s in sections[i + 1:] if s.kind == "paragraph"
                      and s.path and s.path[-1] == heading.title), None)
        if first is None:
            continue
        for key in dict.fromkeys(whole):
            g.add_edge(concept_node(key), section_node(first.id), relation="defined-in",
                       via="what-is heading", headword=heading.title)


def _index(g: nx.MultiDiGraph, inputs: Inputs, concepts: Mapping[str, Any],
           forms: list[Form], ranks: Mapping[str, int], lemma_words: Mapping[str, Mapping[str, str]],
           conflicts: list[dict[str, Any]]) -> dict[str, Any]:
    """The JSON look-up index: one record per concept and every surface form."""
    records: dict[str, Any] = {}
    for cid, c in concepts.items():
        node = concept_node(cid)
        labels: dict[str, list[str]] = {"en": [str(x) for x in c.get("en") or []]}
        for lang in ("es", "it", "pt"):
            labels[lang] = label_order((c.get("names") or {}).get(lang) or [], ranks)
        variants = []
        for v in c.get("variants") or []:
            srcs = v.get("sources") or []
            variants.append({
                "text": str(v["text"]), "lang": v.get("lang"), "note": v.get("note"),
                "source": ", ".join(str(s.get("source")) for s in srcs) or None,
                "sections": [f"{s.get('source')}:{ln}" for s in srcs for ln in (s.get("lines") or [])[:3]],
            })
        definitions = []
        for _, sec, d in g.out_edges(node, data=True):
            if d.get("relation") != "defined-in":
                continue
            a = g.nodes[sec]
            definitions.append({"lang": a["lang"], "source": a["source"],
                                "section_id": a["section_id"], "headword": d.get("headword"),
                                "via": d.get("via"), "text": _definition_text(g, sec)})
        definitions.sort(key=lambda x: (ranks.get(x["section_id"].split(":")[0], 99), x["section_id"]))
        related: list[dict[str, Any]] = []
        for _, other, d in g.out_edges(node, data=True):
            if d.get("relation") == "related-to":
                related.append({"concept": g.nodes[other]["concept_id"], "type": d.get("type"),
                                "direction": "out", "cite": d.get("cite")})
        for other, _, d in g.in_edges(node, data=True):
            if d.get("relation") == "related-to":
                related.append({"concept": g.nodes[other]["concept_id"], "type": d.get("type"),
                                "direction": "in", "cite": d.get("cite")})
        records[cid] = {"concept": cid, "category": c.get("category"), "labels": labels,
                        "variants": variants, "definitions": definitions, "related": related}
    form_rows = []
    for f in forms:
        form_rows.append({"concept": f.key, "lang": f.lang, "text": f.text, "kind": f.kind,
                          "note": f.note, "folded": " ".join(_words(fold(f.text)))})
    return {"concepts": records, "forms": form_rows,
            "lemmas": {lang: dict(words) for lang, words in lemma_words.items()},
            "conflicts": conflicts, "warnings": g.graph.get("warnings", [])}


_WORDS = re.compile(r"[0-9a-z]+")


def _words(folded: str) -> list[str]:
    return _WORDS.findall(folded)


def _definition_text(g: nx.MultiDiGraph, node: str) -> str:
    """A glossary entry's definition: the texts of its children (or its own text)."""
    a = g.nodes[node]
    if a.get("section_kind") == "glossary_entry":
        parts = []
        for child, _, d in g.in_edges(node, data=True):
            if d.get("relation") == "part-of":
                parts.append((g.nodes[child]["order"], g.nodes[child]["text"]))
        text = " ".join(t for _, t in sorted(parts))
        return text or str(a.get("text", ""))
    return str(a.get("text", ""))


def lemma_key_of(text: str, lemmas: Mapping[str, str]) -> str:
    """The lemma key of ``text`` through a word → key table (unknown words: folded).

    >>> lemma_key_of("Cartas Mágicas", {"cartas": "carta", "magicas": "magico"})
    'carta magico'
    """
    return term_key([lemmas.get(w, word_key(w)) for w in _words(fold(text))])
