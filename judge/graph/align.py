"""Parallel sections across sources and editions, found from the texts.

Two sections are parallel when they say the same thing in two sources: the Spanish 9.1
rulebook (000), the Italian 9.0 (004), the older Spanish edition (001), the Portuguese
fan site (002) and the machine translation (003). Nothing is tabulated by hand: each
section gets a set of language-independent features,

* ``c:ID`` for every concept it mentions,
* ``k:SLUG`` for every card it names,
* ``n:NUMBER`` for every number in its text (deck sizes, Levels, ATK, LP),

taken from its own text (paragraphs) or from its whole subtree (headings, cards,
glossary entries), weighted by rarity (idf). The score of a pair is the weighted
Jaccard similarity of their features. Then

* the official rulebooks (000, 004, 001) follow the same order, so they are aligned
  with a monotone alignment (Needleman-Wunsch with free gaps): each section gets at
  most one counterpart, and the order of the book is kept;
* glossary entries (004's glossary is sorted in Italian order) are paired one-to-one by
  score, with a bonus when they define the same concept, and their paragraphs with the
  paragraphs of the entry they are paired with, in order;
* the fan site and the machine translation (several copies, their own order) link each
  of their sections to its best-scoring counterpart above a threshold.

Each link is a pair of ``parallel-to`` edges (both ways) with ``score`` and ``method``.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

import networkx as nx
import numpy as np

from judge.graph.model import concept_node, section_node
from judge.nlp.terms import CARD_PREFIX

#: Pairs of sources aligned in book order.
ORDERED_PAIRS = (("000", "004"), ("000", "001"), ("004", "001"))
#: Pairs where each section of the second source takes its best counterpart.
BEST_PAIRS = (("000", "002"), ("004", "002"), ("001", "002"), ("000", "003"))
#: Least score for a link in book order / by best match.
ORDERED_MIN = 0.18
BEST_MIN = 0.35
HEADING_KINDS = frozenset({"chapter", "section", "subsection", "document", "card",
                           "glossary_entry"})
_NUMBER = re.compile(r"(?<![\w/])(\d{1,5})(?![\w/])|(?<=ATK/)(\d+)|(?<=DEF/)(\d+)")


def section_features(g: nx.MultiDiGraph, section_ids: Sequence[str],
                     mentions: Mapping[str, Mapping[str, list[Any]]]) -> dict[str, Counter[str]]:
    """Features of each section: its own for paragraphs, its subtree's for headings."""
    own: dict[str, Counter[str]] = {}
    for sid in section_ids:
        feats: Counter[str] = Counter()
        for key, ms in mentions.get(sid, {}).items():
            card = key.startswith(CARD_PREFIX)
            feats[("k:" + key[len(CARD_PREFIX):]) if card else "c:" + key] += len(ms)
        for match in _NUMBER.finditer(g.nodes[section_node(sid)]["text"]):
            feats["n:" + next(x for x in match.groups() if x)] += 1
        own[sid] = feats
    out: dict[str, Counter[str]] = {}
    for sid in reversed(section_ids):  # children come after their parent
        feats = Counter(own[sid])
        if g.nodes[section_node(sid)]["section_kind"] in HEADING_KINDS:
            for child in _children(g, sid):
                feats.update(out.get(child, Counter()))
        out[sid] = feats
    return out


def _children(g: nx.MultiDiGraph, sid: str) -> list[str]:
    return [g.nodes[c]["section_id"] for c, _, d in g.in_edges(section_node(sid), data=True)
            if d.get("relation") == "part-of"]


def similarity(a_feats: Sequence[Counter[str]], b_feats: Sequence[Counter[str]]) -> np.ndarray:
    """Weighted Jaccard similarity of every pair (rows: ``a``, columns: ``b``); 0 for
    pairs that share no concept or card (numbers alone are too weak: page numbers,
    "Spell Speed 1").

    >>> from collections import Counter
    >>> a = [Counter({"c:deck": 1, "n:40": 1})]
    >>> s = similarity(a, [Counter({"c:deck": 1, "n:40": 1}), Counter({"c:hand": 1})])
    >>> [round(float(x), 2) for x in s[0]]
    [1.0, 0.0]
    >>> float(similarity([Counter({"n:1": 1})], [Counter({"n:1": 1})])[0, 0])
    0.0
    """
    vocab: dict[str, int] = {}
    df: Counter[str] = Counter()
    for feats in (*a_feats, *b_feats):
        for f in feats:
            vocab.setdefault(f, len(vocab))
            df[f] += 1
    total = len(a_feats) + len(b_feats)
    weights = np.zeros(max(len(vocab), 1))
    for f, i in vocab.items():
        weights[i] = math.log(1 + total / df[f])

    def matrix(rows: Sequence[Counter[str]]) -> np.ndarray:
        m = np.zeros((len(rows), max(len(vocab), 1)))
        for r, feats in enumerate(rows):
            for f in feats:
                m[r, vocab[f]] = 1.0
        return m

    a, b = matrix(a_feats), matrix(b_feats)
    inter = (a * weights) @ b.T
    union = (a @ weights)[:, None] + (b @ weights)[None, :] - inter
    with np.errstate(invalid="ignore", divide="ignore"):
        sim = np.where(union > 0, inter / union, 0.0)
    # numbers only support a link: the pair must share a concept or a card
    named = np.zeros(max(len(vocab), 1))
    for f, i in vocab.items():
        named[i] = 0.0 if f.startswith("n:") else 1.0
    shared_named = (a * named) @ b.T
    sim[shared_named == 0] = 0.0
    return sim


def monotone_alignment(sim: np.ndarray, minimum: float) -> list[tuple[int, int]]:
    """Pairs ``(i, j)`` maximising the summed ``sim - minimum`` of pairs above ``minimum``,
    with both orders kept (gaps cost nothing).

    >>> import numpy as np
    >>> monotone_alignment(np.array([[0.9, 0.1], [0.2, 0.8], [0.0, 0.95]]), 0.3)
    [(0, 0), (2, 1)]
    """
    n, m = sim.shape
    gain = np.where(sim > minimum, sim - minimum, -1.0)
    best = np.zeros((n + 1, m + 1))
    for i in range(1, n + 1):
        row_gain = gain[i - 1]
        prev = best[i - 1]
        cur = best[i]
        for j in range(1, m + 1):
            v = prev[j - 1] + row_gain[j - 1]
            up = prev[j]
            left = cur[j - 1]
            cur[j] = v if v > up and v > left else (up if up >= left else left)
    pairs: list[tuple[int, int]] = []
    i, j = n, m
    while i > 0 and j > 0:
        if best[i, j] == best[i - 1, j]:
            i -= 1
        elif best[i, j] == best[i, j - 1]:
            j -= 1
        else:
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
    return sorted(pairs)


def _class(kind: str) -> str:
    return "glossary" if kind == "glossary_entry" else ("heading" if kind in HEADING_KINDS else "text")


def link_parallels(g: nx.MultiDiGraph, corpus: Any,
                   mentions: Mapping[str, Mapping[str, list[Any]]]) -> int:
    """Add the ``parallel-to`` edges; return how many links were made."""
    docs = {d.id: [s.id for s in d.sections] for d in corpus.sources}
    feats: dict[str, Counter[str]] = {}
    for ids in docs.values():
        feats.update(section_features(g, ids, mentions))
    defined: dict[str, set[str]] = defaultdict(set)
    for u, v, d in g.edges(data=True):
        if d.get("relation") == "defined-in":
            defined[g.nodes[v]["section_id"]].add(u)
    # The paragraphs of a glossary entry follow their entry, not the book's order (004's
    # glossary is sorted in Italian order): they are paired with the paragraphs of the
    # entry it is paired with.
    in_entry = {child: entry for ids in docs.values() for entry in ids
                if _kind(g, entry) == "glossary_entry" for child in _children(g, entry)}
    made = 0
    for a_src, b_src in ORDERED_PAIRS + BEST_PAIRS:
        if a_src not in docs or b_src not in docs:
            continue
        ordered = (a_src, b_src) in ORDERED_PAIRS
        for group in (("heading", "text"), ("glossary",)):
            a_ids = [s for s in docs[a_src] if _class(_kind(g, s)) in group and s not in in_entry]
            b_ids = [s for s in docs[b_src] if _class(_kind(g, s)) in group and s not in in_entry]
            if not a_ids or not b_ids:
                continue
            sim = similarity([feats[s] for s in a_ids], [feats[s] for s in b_ids])
            a_cls = np.array([_class(_kind(g, s)) for s in a_ids])
            b_cls = np.array([_class(_kind(g, s)) for s in b_ids])
            sim[a_cls[:, None] != b_cls[None, :]] = 0.0
            if group == ("glossary",):
                for i, a in enumerate(a_ids):
                    for j, b in enumerate(b_ids):
                        if defined[a] & defined[b]:
                            sim[i, j] += 1.0
                links = [(i, j, "glossary") for i, j in _one_to_one(sim, ORDERED_MIN)]
            elif ordered:
                pairs = monotone_alignment(sim, ORDERED_MIN)
                links = [(i, j, "book order") for i, j in pairs]
                kinds_a = [_kind(g, s) for s in a_ids]
                kinds_b = [_kind(g, s) for s in b_ids]
                links += [(i, j, "book order, between aligned neighbours")
                          for i, j in fill_gaps(pairs, kinds_a, kinds_b)]
            else:
                links = [(int(np.argmax(sim[:, j])), j, "best match") for j in range(len(b_ids))
                         if sim[:, j].max() >= BEST_MIN]
            for i, j, method in links:
                score = round(float(min(sim[i, j], 1.0)), 3)
                a_node, b_node = section_node(a_ids[i]), section_node(b_ids[j])
                g.add_edge(a_node, b_node, relation="parallel-to", score=score, method=method)
                g.add_edge(b_node, a_node, relation="parallel-to", score=score, method=method)
                made += 1
                if group == ("glossary",):
                    made += _link_entry_paragraphs(g, feats, a_ids[i], b_ids[j])
    return made


def _line(sid: str) -> float:
    """A section's place in its source (the number after the source id)."""
    try:
        return float(sid.split(":", 1)[1])
    except ValueError:
        return -1.0


def _link_entry_paragraphs(g: nx.MultiDiGraph, feats: Mapping[str, Counter[str]], a: str, b: str) -> int:
    """Pair the paragraphs of two paired glossary entries, in order; return how many."""
    a_children = sorted(_children(g, a), key=_line)
    b_children = sorted(_children(g, b), key=_line)
    made = 0
    for x, y in zip(a_children, b_children, strict=False):
        score = round(float(min(similarity([feats[x]], [feats[y]])[0, 0], 1.0)), 3)
        for u, v in ((x, y), (y, x)):
            g.add_edge(section_node(u), section_node(v), relation="parallel-to", score=score,
                       method="paragraph of a paired glossary entry")
        made += 1
    return made


def _kind(g: nx.MultiDiGraph, sid: str) -> str:
    return str(g.nodes[section_node(sid)]["section_kind"])


def fill_gaps(pairs: Sequence[tuple[int, int]], kinds_a: Sequence[str],
              kinds_b: Sequence[str]) -> list[tuple[int, int]]:
    """Pair the unaligned sections lying between two aligned neighbours, in order, when
    their kinds agree (headings without numbers or terms, such as "Ejemplo"/"Esempio").

    >>> fill_gaps([(0, 0), (3, 4)], ["h", "h", "p", "p"], ["h", "h", "p", "h", "p"])
    [(1, 1), (2, 2)]
    """
    out: list[tuple[int, int]] = []
    for (i0, j0), (i1, j1) in zip(pairs, pairs[1:], strict=False):
        i, j = i0 + 1, j0 + 1
        while i < i1 and j < j1:
            if kinds_a[i] == kinds_b[j]:
                out.append((i, j))
                i += 1
                j += 1
            elif (i1 - i) > (j1 - j):
                i += 1
            else:
                j += 1
    return out


def _one_to_one(sim: np.ndarray, minimum: float) -> list[tuple[int, int]]:
    """Greedy one-to-one pairing, best score first."""
    cells = sorted(((float(sim[i, j]), i, j) for i in range(sim.shape[0])
                    for j in range(sim.shape[1]) if sim[i, j] >= minimum), reverse=True)
    used_a: set[int] = set()
    used_b: set[int] = set()
    pairs = []
    for _, i, j in cells:
        if i in used_a or j in used_b:
            continue
        used_a.add(i)
        used_b.add(j)
        pairs.append((i, j))
    return sorted(pairs)


__all__ = ["link_parallels", "monotone_alignment", "section_features", "similarity",
           "concept_node"]
