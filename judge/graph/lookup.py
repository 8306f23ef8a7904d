"""Answers from the built graph: glossary look-up, concepts, neighbourhoods, export.

The glossary look-up works from the JSON index alone (no spaCy at query time): every
surface form of every concept is keyed three ways,

1. folded (lower case, no accents, words only): ``"cartas magicas de juego rapido"``;
2. by lemma key, through the word → key table the build took from the language
   pipelines: ``"carta magico de jugar rapido"``, so plurals and inflections meet;
3. by the set of its lemma keys, so that a query naming all but one word of a form
   ("Magie Rapide" for "Carta Magia Rapida") finds it;
4. for the typo-tolerant part, the folded and lemma keys go to
   ``rapidfuzz.process.extract`` with a cutoff.

Exact matches score 1, lemma matches 0.95, word-set matches 0.9 (0.85 for one word),
fuzzy matches 0.9 times their similarity.  A word-set match loses 0.03 for each word the
form has beyond the query's that is not a generic word ("carta", "de"…), so that
"Trappola" finds the Trap Card ("Carta Trappola") before the Counter Trap ("Contro
Trappola"), and a query's words may be spread over a longer form ("Mágica Rápida" in
"Carta Mágica de Juego Rápido"). A query word no form has is replaced by the closest
word that one has ("trapola" → "trappola"), at a lower score.

Besides the forms of the build, the look-up knows the words players use that no text
has (``rules_corpus/community_words.yaml``: "banear", "backrow"…), as forms of kind
``community``.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import networkx as nx

from judge.graph.build import lemma_key_of
from judge.graph.model import NODE_KINDS
from judge.graph.store import get_graph, get_index
from judge.nlp.pipelines import LANGS, fold
from judge.paths import data_dir

#: Bounds of the ``limit`` parameter of the glossary look-up.
LIMIT_RANGE = (1, 50)
#: Bounds of the ``depth`` of a neighbourhood.
DEPTH_RANGE = (1, 3)
#: Most nodes and edges one neighbourhood answer holds: the nodes nearest the root are
#: kept (breadth first, in id order), and ``truncated`` says that more were left out.
MAX_NEIGHBOURHOOD_NODES = 200
MAX_NEIGHBOURHOOD_EDGES = 1000
#: Longest accepted query.
MAX_QUERY = 200
#: Least rapidfuzz similarity (0-100) for a fuzzy match.
FUZZY_CUTOFF = 78
#: Least similarity for replacing a query word no form has by the closest known word.
WORD_CUTOFF = 80
#: Words that do not tell one kind of card from another ("Carta Trappola" is the Trap).
GENERIC_WORDS = frozenset({"carta", "cartas", "carte", "card", "cards", "de", "del", "di", "da", "do",
                           "dos", "das", "of", "the", "la", "el", "il", "o", "a"})

_WORDS = re.compile(r"[0-9a-z]+")


class QueryError(ValueError):
    """Bad input to a look-up; ``field`` names the parameter (``q``, ``lang``, ``limit``…)."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(f"{field_name}: {message}")
        self.field = field_name
        self.message = message


class NotFoundError(KeyError):
    """An unknown concept or graph node."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def folded_words(text: str) -> str:
    """Folded words of ``text``, one space apart.

    >>> folded_words("  Cartas MÁGICAS de Juego-Rápido! ")
    'cartas magicas de juego rapido'
    """
    return " ".join(_WORDS.findall(fold(text)))


@dataclass
class Lookup:
    """The glossary index in memory."""

    index: Mapping[str, Any]
    forms: list[dict[str, Any]] = field(default_factory=list)
    exact: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    lemma: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    choices: list[str] = field(default_factory=list)
    choice_forms: list[list[int]] = field(default_factory=list)
    by_word: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    form_words: list[set[str]] = field(default_factory=list)

    @classmethod
    def from_index(cls, index: Mapping[str, Any]) -> Lookup:
        """Key every surface form of the index."""
        self = cls(index=index)
        lemmas = index.get("lemmas", {})
        choice_at: dict[str, int] = {}
        rows = list(index["forms"]) + community_forms(index.get("concepts", {}))
        for i, row in enumerate(rows):
            self.forms.append(row)
            folded = folded_words(row["text"])
            self.exact[folded].append(i)
            langs = [row["lang"]] if row["lang"] in lemmas else list(lemmas)
            keys = {lemma_key_of(row["text"], lemmas.get(lang, {})) for lang in langs}
            words = set(" ".join(keys).split())
            self.form_words.append(words)
            for word in words:
                self.by_word[word].add(i)
            for key in keys | {folded}:
                if key != folded:
                    self.lemma[key].append(i)
                if key not in choice_at:
                    choice_at[key] = len(self.choices)
                    self.choices.append(key)
                    self.choice_forms.append([])
                self.choice_forms[choice_at[key]].append(i)
        return self

    def search(self, q: str, lang: str | None = None,
               limit: int = 5) -> list[tuple[str, float, dict[str, Any]]]:
        """``(concept, score, matched form)`` best first."""
        from rapidfuzz import fuzz, process

        folded = folded_words(q)
        lemmas = self.index.get("lemmas", {})
        langs = [lang] if lang and lang in lemmas else list(lemmas)
        keys = {lemma_key_of(q, lemmas.get(x, {})) for x in langs}
        best: dict[str, tuple[float, dict[str, Any]]] = {}

        def offer(i: int, score: float) -> None:
            row = self.forms[i]
            if lang and row["lang"] not in (lang,):
                score -= 0.01
            if row["kind"] == "variant":
                score -= 0.005
            current = best.get(row["concept"])
            if current is None or score > current[0]:
                best[row["concept"]] = (round(score, 3), row)

        for i in self.exact.get(folded, []):
            offer(i, 1.0)
        for key in keys:
            for i in self.lemma.get(key, []) + self.exact.get(key, []):
                offer(i, 0.95)
        for key in keys:
            # every word of the query in a form, generic words aside ("Magie Rapide" in
            # "Carta Magia Rapida", "Trappola" in "Carta Trappola")
            self._word_sets(set(key.split()), offer, 0.0)
            # a word no form has, replaced by the closest word some form has
            words = key.split()
            unknown = [w for w in words if w not in self.by_word]
            if unknown and len(unknown) <= 2:
                vocabulary = list(self.by_word)
                swapped = set(words)
                for word in unknown:
                    close = process.extractOne(word, vocabulary, scorer=fuzz.ratio,
                                               score_cutoff=WORD_CUTOFF)
                    if close is None:
                        swapped = set()
                        break
                    swapped.discard(word)
                    swapped.add(close[0])
                if swapped:
                    self._word_sets(swapped, offer, 0.06)
        for query in {folded, *keys}:
            for _, similarity, at in process.extract(query, self.choices, scorer=fuzz.ratio,
                                                     score_cutoff=FUZZY_CUTOFF, limit=20):
                for i in self.choice_forms[at]:
                    offer(i, 0.9 * similarity / 100)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[0]))
        return [(cid, score, row) for cid, (score, row) in ranked[:limit]]


    def _word_sets(self, words: set[str], offer: Any, penalty: float) -> None:
        """Offer every form holding all of ``words``, less for each telling word more."""
        if not words:
            return
        candidates = set.intersection(*(self.by_word.get(w, set()) for w in words))
        telling = words - GENERIC_WORDS or words
        for i in candidates:
            extra = len((self.form_words[i] - words) - GENERIC_WORDS)
            if len(telling) == 1 and extra > 1:
                continue                       # one word inside a long phrase: too loose
            if extra > 3:
                continue
            base = 0.9 if len(telling) > 1 else 0.87
            offer(i, base - 0.03 * extra - penalty)


@lru_cache(maxsize=1)
def community_words() -> list[dict[str, Any]]:
    import yaml

    from judge.paths import CORPUS_DIR

    path = CORPUS_DIR / "community_words.yaml"
    if not path.exists():
        return []
    return list(yaml.safe_load(path.read_text(encoding="utf-8")) or [])


COMMUNITY_NOTE = "players' word, not from the texts"


def community_forms(concepts: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The words players use that no text has, as look-up forms (kind ``community``)."""
    rows = []
    for entry in community_words():
        if entry.get("concept") not in concepts:
            continue
        rows.append({"concept": entry["concept"], "lang": entry.get("lang"), "text": str(entry["text"]),
                     "kind": "community", "note": COMMUNITY_NOTE, "cite": entry.get("cite"),
                     "folded": folded_words(str(entry["text"]))})
    return rows


def get_lookup(out_dir: Path | None = None) -> Lookup:
    """The glossary index of the last build, keyed once per process (per data directory)."""
    return _lookup(str(out_dir or data_dir()))


@lru_cache(maxsize=4)
def _lookup(out_dir: str) -> Lookup:
    return Lookup.from_index(get_index(Path(out_dir)))


def check_lang(lang: str | None) -> str | None:
    """``lang`` if it is one of the four languages (or None)."""
    if lang is not None and lang not in LANGS:
        raise QueryError("lang", f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return lang


def _check_int(field_name: str, raw: Any, bounds: tuple[int, int]) -> int:
    """``raw`` as an integer within ``bounds``, or a :class:`QueryError` naming the field."""
    try:
        value = int(raw)
    except (TypeError, ValueError):
        raise QueryError(field_name, f"must be an integer, got {raw!r}") from None
    low, high = bounds
    if not low <= value <= high:
        raise QueryError(field_name, f"must be between {low} and {high}, got {value}")
    return value


def check_limit(limit: Any) -> int:
    """``limit`` as an integer within :data:`LIMIT_RANGE`."""
    return _check_int("limit", limit, LIMIT_RANGE)


def glossary(q: Any, lang: str | None = None, limit: Any = 5,
             out_dir: Path | None = None) -> dict[str, Any]:
    """The ``/api/glossary`` answer: concepts whose names match ``q`` in any language.

    Raises
    ------
    QueryError
        Empty or too long ``q``, unknown ``lang``, ``limit`` out of range.
    """
    if not isinstance(q, str) or not q.strip():
        raise QueryError("q", "must be a non-empty term")
    if len(q) > MAX_QUERY:
        raise QueryError("q", f"must be at most {MAX_QUERY} characters")
    if not folded_words(q):
        raise QueryError("q", "must contain at least one letter or digit")
    lang = check_lang(lang)
    limit = check_limit(limit)
    lookup = get_lookup(out_dir)
    records = lookup.index["concepts"]
    matches = []
    for cid, score, row in lookup.search(q, lang, limit):
        rec = records.get(cid)
        if rec is None:
            continue
        matches.append({
            "concept": cid, "score": score,
            "labels": rec["labels"],
            "variants": [{k: v[k] for k in ("text", "lang", "source", "note")} for v in rec["variants"]],
            "definitions": [{k: d[k] for k in ("lang", "source", "section_id", "text")}
                            for d in rec["definitions"]],
            "related": _unique(r["concept"] for r in rec["related"]),
            "category": rec.get("category"),
            "matched": _matched(row, rec),
        })
    return {"query": q, "lang": lang, "matches": matches}


def _matched(row: Mapping[str, Any], rec: Mapping[str, Any]) -> dict[str, Any]:
    """Which name of the concept the query matched: its text, language, kind (``en``,
    ``name``, ``variant``, ``community``), note, and the sources that write it (the
    passage a community word's concept is defined in)."""
    out = {"text": row["text"], "lang": row["lang"], "kind": row["kind"], "note": row.get("note")}
    if row["kind"] == "community":
        out["sections"] = [row["cite"]] if row.get("cite") else []
    elif row["kind"] == "variant":
        for variant in rec.get("variants", []):
            if variant["text"] == row["text"] and variant.get("lang") == row["lang"]:
                out["source"] = variant.get("source")
                out["sections"] = variant.get("sections", [])
                break
    return out


def _unique(items: Iterable[str]) -> list[str]:
    seen: list[str] = []
    for item in items:
        if item not in seen:
            seen.append(item)
    return seen


def concept(concept_id: str, out_dir: Path | None = None) -> dict[str, Any]:
    """The ``/api/concepts/<id>`` answer.

    Raises
    ------
    NotFoundError
        If no concept has that id.
    """
    index = get_index(out_dir)
    rec = index["concepts"].get(concept_id)
    if rec is None:
        from rapidfuzz import process

        near = [c for c, _, _ in process.extract(concept_id, list(index["concepts"]), limit=3)]
        raise NotFoundError(f"unknown concept {concept_id!r}; closest: {', '.join(near)}")
    g = get_graph(out_dir)
    node = f"concept:{concept_id}"
    mentions: dict[str, list[dict[str, Any]]] = {lang: [] for lang in LANGS}
    for sec, _, d in g.in_edges(node, data=True):
        if d.get("relation") != "mentions":
            continue
        a = g.nodes[sec]
        mentions.setdefault(a["lang"], []).append({
            "section_id": a["section_id"], "source": a["source"], "title": a["title"],
            "count": d.get("count", 1), "forms": d.get("forms", []), "_order": a["order"]})
    for rows in mentions.values():
        rows.sort(key=lambda r: r.pop("_order"))
    rulings = []
    for r, _, d in g.in_edges(node, data=True):
        if d.get("relation") == "about":
            rulings.append({"id": g.nodes[r]["ruling_id"], "title": g.nodes[r]["label"]})
    conflicts = [c for c in index.get("conflicts", []) if concept_id in c.get("concepts", [])]
    return {
        "id": concept_id, "concept": concept_id, "category": rec.get("category"),
        "labels": rec["labels"], "variants": rec["variants"],
        "definitions": rec["definitions"], "mentions": mentions,
        "mention_counts": {lang: len(rows) for lang, rows in mentions.items()},
        "related": rec["related"], "rulings": sorted(rulings, key=lambda r: r["id"]),
        "conflicts": conflicts,
    }


def resolve_node(g: nx.MultiDiGraph, node_id: str) -> str:
    """The graph node ``node_id`` names: a full id (``section:000:961``) or a bare section,
    concept, source, card or ruling id (``000:961``, ``graveyard``).

    Raises
    ------
    NotFoundError
        If nothing matches.
    """
    if node_id in g:
        return node_id
    for kind in NODE_KINDS:
        candidate = f"{kind}:{node_id}"
        if candidate in g:
            return candidate
    raise NotFoundError(f"unknown graph node {node_id!r}")


def check_depth(depth: Any) -> int:
    """``depth`` as an integer within :data:`DEPTH_RANGE`."""
    return _check_int("depth", depth, DEPTH_RANGE)


def neighbourhood(node_id: str, depth: Any = 1, out_dir: Path | None = None) -> dict[str, Any]:
    """Node-link JSON of the nodes within ``depth`` edges of ``node_id`` (either way).

    At most :data:`MAX_NEIGHBOURHOOD_NODES` nodes (the nearest first, each ring in id
    order) and :data:`MAX_NEIGHBOURHOOD_EDGES` edges; ``truncated`` is true when some
    were left out.
    """
    depth = check_depth(depth)
    g = get_graph(out_dir)
    root = resolve_node(g, node_id)
    seen = {root}
    frontier = [root]
    truncated = False
    for _ in range(depth):
        ring: set[str] = set()
        for node in frontier:
            ring.update(g.successors(node))
            ring.update(g.predecessors(node))
        ring -= seen
        room = MAX_NEIGHBOURHOOD_NODES - len(seen)
        frontier = sorted(ring)
        if len(frontier) > room:
            frontier, truncated = frontier[:room], True
        seen.update(frontier)
        if truncated or not frontier:
            break
    sub = g.subgraph(seen)
    nodes = [{"id": n, **_jsonable(a)} for n, a in sub.nodes(data=True)]
    edges = []
    for u, v, k, d in sub.edges(keys=True, data=True):
        if len(edges) == MAX_NEIGHBOURHOOD_EDGES:
            truncated = True
            break
        edges.append({"source": u, "target": v, "key": k, **_jsonable(d)})
    return {"directed": True, "multigraph": True, "root": root, "depth": depth,
            "nodes": nodes, "edges": edges, "truncated": truncated}


def _jsonable(attrs: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in attrs.items() if v is not None}


def export(fmt: str, path: Path, out_dir: Path | None = None) -> dict[str, int]:
    """Write the whole graph as GraphML or node-link JSON; return its size."""
    if fmt not in ("graphml", "json"):
        raise QueryError("format", f"must be graphml or json, got {fmt!r}")
    g = get_graph(out_dir)
    if fmt == "json":
        data = {"directed": True, "multigraph": True, "graph": {},
                "nodes": [{"id": n, **_jsonable(a)} for n, a in g.nodes(data=True)],
                "edges": [{"source": u, "target": v, "key": k, **_jsonable(d)}
                          for u, v, k, d in g.edges(keys=True, data=True)]}
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    else:
        flat = nx.MultiDiGraph()
        for n, a in g.nodes(data=True):
            flat.add_node(n, **_scalars(a))
        for u, v, k, d in g.edges(keys=True, data=True):
            flat.add_edge(u, v, key=k, **_scalars(d))
        nx.write_graphml(flat, path)
    return {"nodes": g.number_of_nodes(), "edges": g.number_of_edges()}


def _scalars(attrs: Mapping[str, Any]) -> dict[str, Any]:
    """GraphML keeps scalars only: lists and dicts become JSON strings, None is left out."""
    out: dict[str, Any] = {}
    for k, v in attrs.items():
        if v is None:
            continue
        out[k] = json.dumps(v, ensure_ascii=False) if isinstance(v, (list, dict, tuple)) else v
    return out
