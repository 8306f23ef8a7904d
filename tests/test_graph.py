"""The rule graph built by ``judge build`` (judge.graph)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest

from judge.graph import get_graph, get_index
from judge.graph.store import ensure_built
from judge.nlp import get_nlp

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def data(data_dir: Path, built: dict) -> Path:
    """The test run's data directory (tests/conftest.py), built once, with the graph."""
    ensure_built(data_dir)
    return data_dir


@pytest.fixture(scope="module")
def g(data: Path) -> nx.MultiDiGraph:
    return get_graph(data)


@pytest.fixture(scope="module")
def index(data: Path) -> dict:
    return get_index(data)


def edges(g: nx.MultiDiGraph, relation: str) -> Iterator[tuple[str, str, dict]]:
    for u, v, d in g.edges(data=True):
        if d["relation"] == relation:
            yield u, v, d


def parallels(g: nx.MultiDiGraph, section_id: str, source: str) -> list[str]:
    return [g.nodes[v]["section_id"] for _, v, d in g.out_edges(f"section:{section_id}", data=True)
            if d["relation"] == "parallel-to" and g.nodes[v]["source_id"] == source]


# --- shape and invariants ---------------------------------------------------------------

def test_every_node_has_kind_and_label_and_every_edge_a_relation(g: nx.MultiDiGraph) -> None:
    kinds = {a["kind"] for _, a in g.nodes(data=True)}
    assert {"source", "section", "concept", "term", "card"} <= kinds
    assert all(a.get("label") for _, a in g.nodes(data=True))
    relations = {d["relation"] for *_, d in g.edges(data=True)}
    assert {"part-of", "mentions", "names", "defined-in", "related-to", "mentioned-in",
            "parallel-to", "conflicts-with"} <= relations


def test_every_section_reaches_its_source(g: nx.MultiDiGraph) -> None:
    part_of = nx.DiGraph((u, v) for u, v, _ in edges(g, "part-of"))
    for node, a in g.nodes(data=True):
        if a["kind"] != "section":
            continue
        assert nx.has_path(part_of, node, f"source:{a['source_id']}"), node


def test_every_concept_has_en_es_it_names(g: nx.MultiDiGraph, index: dict) -> None:
    """Every concept is named in English, Spanish and Italian, except a concept that the
    Italian rulebook does not have: defined only in Spanish glossary entries that have
    no Italian parallel (000:1166 "DOS PUNTOS (:) Y PUNTO Y COMA", 001:1279 "Efectos que
    cuentan"), or mentioned by no official rulebook at all (a card's colour, which they
    show only in pictures: 003 and 002 name it)."""
    concepts = [a["concept_id"] for _, a in g.nodes(data=True) if a["kind"] == "concept"]
    assert len(concepts) >= 100
    without_it = []
    for cid in concepts:
        labels = index["concepts"][cid]["labels"]
        named = {g.nodes[t]["lang"] for t, _, d in g.in_edges(f"concept:{cid}", data=True)
                 if d["relation"] == "names"}
        assert labels["en"] and labels["es"] and {"en", "es"} <= named, cid
        if labels["it"]:
            assert "it" in named, cid
            continue
        without_it.append(cid)
        defined = [g.nodes[v]["section_id"] for _, v, d in g.out_edges(f"concept:{cid}", data=True)
                   if d["relation"] == "defined-in"]
        official = [u for u, _, d in g.in_edges(f"concept:{cid}", data=True)
                    if d["relation"] == "mentions" and g.nodes[u].get("source_id") in ("000", "001", "004")]
        assert defined or not official, f"{cid} has no Italian name and no definition to show why"
        assert not any(parallels(g, sid, "004") for sid in defined), cid
    assert len(without_it) <= 3, without_it


def test_every_mention_span_points_at_the_concepts_words(g: nx.MultiDiGraph) -> None:
    checked = 0
    for sec, concept, d in edges(g, "mentions"):
        a = g.nodes[sec]
        assert d["count"] == len(d["spans"]) >= 1
        forms = d["forms"]
        nlp = get_nlp(a["lang"])
        form_keys = {" ".join(t.norm_ for t in nlp(f) if t.norm_) for f in forms}
        for start, end in d["spans"][:2]:
            words = a["text"][start:end]
            assert words.strip() == words and words, (sec, concept)
            key = " ".join(t.norm_ for t in nlp(words) if t.norm_)
            assert key in form_keys, (sec, concept, words, forms)
            checked += 1
    assert checked > 5000


def test_names_edges_come_from_the_inventory(g: nx.MultiDiGraph) -> None:
    term = g.nodes["term:es:cementerio"]
    assert term["kind"] == "term" and term["lang"] == "es"
    targets = {v for _, v, d in g.out_edges("term:es:cementerio", data=True) if d["relation"] == "names"}
    assert targets == {"concept:graveyard"}


def test_glossary_entries_define_their_concepts(g: nx.MultiDiGraph) -> None:
    defined = {(u, g.nodes[v]["section_id"]) for u, v, _ in edges(g, "defined-in")}
    # 000:1162 "● DESTRUIR", 004:1161 "● DISTRUGGERE", 001:1255 "lDestruir"
    for sid in ("000:1162", "004:1161", "001:1255"):
        assert ("concept:destroy", sid) in defined
    # 000:1132 "CARTAS DESTERRADAS (ANTERIORMENTE … RETIRADAS DEL JUEGO)", 001:1321 "lRetirar del Juego"
    assert ("concept:banish", "000:1132") in defined and ("concept:banish", "001:1321") in defined
    glossary_000 = [a["section_id"] for _, a in g.nodes(data=True)
                    if a.get("section_kind") == "glossary_entry" and a["source_id"] == "000"]
    attached = {sid for _, sid in defined}
    assert sum(sid in attached for sid in glossary_000) >= len(glossary_000) - 3


def test_definitional_passages_of_the_fan_site_count(g: nx.MultiDiGraph) -> None:
    vias = {(d["via"], g.nodes[v]["source_id"]) for _, v, d in edges(g, "defined-in")}
    assert ("definitional passage", "002") in vias


def test_concept_relations_keep_their_type(g: nx.MultiDiGraph) -> None:
    rel = [(u, v, d["type"]) for u, v, d in edges(g, "related-to")]
    assert ("concept:monster-zone", "concept:zone", "is-a") in rel


def test_cards_are_mentioned_in_sections(g: nx.MultiDiGraph) -> None:
    # "Tormenta Fuerte" is Chain Link 1 of the example Chain at 000:1022
    assert any(v == "section:000:1022" for _, v, _ in g.out_edges("card:heavy-storm", data=True))


def test_rulings_link_to_sections_concepts_and_cards(g: nx.MultiDiGraph) -> None:
    rulings = [n for n, a in g.nodes(data=True) if a["kind"] == "ruling"]
    if not rulings:
        pytest.skip("no rulings in rules_corpus/rulings yet")
    rels = {d["relation"] for r in rulings for _, _, d in g.out_edges(r, data=True)}
    assert {"cites", "about"} <= rels


# --- parallels ----------------------------------------------------------------------------

def test_chapters_of_000_and_004_are_parallel(g: nx.MultiDiGraph) -> None:
    for k in range(6):
        assert parallels(g, f"000:ch{k}", "004") == [f"004:ch{k}"]


def test_every_shared_glossary_entry_of_000_and_004_is_parallel(g: nx.MultiDiGraph) -> None:
    """Each of the 21 entries of 004's glossary finds its 000 entry (defining the same
    concept), although 004 sorts its glossary in Italian order."""
    entries_004 = [a["section_id"] for _, a in g.nodes(data=True)
                   if a.get("section_kind") == "glossary_entry" and a["source_id"] == "004"]
    assert len(entries_004) == 21
    for sid in entries_004:
        found = parallels(g, sid, "000")
        assert len(found) == 1, sid
        assert g.nodes[f"section:{found[0]}"]["section_kind"] == "glossary_entry"
        concepts_004 = {u for u, v, _ in edges(g, "defined-in") if v == f"section:{sid}"}
        concepts_000 = {u for u, v, _ in edges(g, "defined-in") if v == f"section:{found[0]}"}
        assert not concepts_004 or concepts_004 & concepts_000, (sid, found)
    assert parallels(g, "004:1161", "000") == ["000:1162"]   # DISTRUGGERE / DESTRUIR
    assert parallels(g, "004:1183", "000") == ["000:1198"]   # OFFRIRE COME TRIBUTO / SACRIFICIO


@pytest.mark.parametrize(("a", "b"), [
    ("000:1192", "004:1197"),  # the paragraph of MOSTRAR / RIVELARE
    ("000:1200", "004:1185"),  # SACRIFICIO / OFFRIRE COME TRIBUTO
    ("000:1160", "004:1201"),  # DESCARTAR / SCARTARE
])
def test_the_paragraphs_of_paired_glossary_entries_are_parallel(g: nx.MultiDiGraph, a: str, b: str) -> None:
    """A glossary entry's paragraph is parallel to the paragraph of the entry it is paired
    with, not to the paragraph at the same place of 004's glossary (sorted in Italian)."""
    assert parallels(g, a, "004") == [b]
    assert parallels(g, b, "000") == [a]


@pytest.mark.parametrize(("a", "b"), [
    ("000:849", "004:836"),    # End Phase: hand limit 6
    ("000:89", "004:91"),      # what you need for a Duel
    ("000:1102", "004:1113"),  # Glosario / Glossario
])
def test_paragraphs_and_sections_of_000_and_004_are_parallel(g: nx.MultiDiGraph, a: str, b: str) -> None:
    assert b in parallels(g, a, "004")
    assert a in parallels(g, b, "000")


def test_older_edition_and_fan_site_find_their_counterparts(g: nx.MultiDiGraph) -> None:
    assert parallels(g, "000:849", "001") == ["001:746"]      # the End Phase in 001
    assert "000:ch4" in parallels(g, "001:768", "000")         # Batallas y Cadenas
    assert parallels(g, "002:875", "000")                      # 002's End Phase paragraph
    scores = [d["score"] for *_, d in edges(g, "parallel-to")]
    assert all(0 <= s <= 1 for s in scores)


def test_most_of_000_has_a_parallel_in_004(g: nx.MultiDiGraph) -> None:
    ids = [a["section_id"] for _, a in g.nodes(data=True)
           if a["kind"] == "section" and a["source_id"] == "000"]
    linked = sum(bool(parallels(g, sid, "004")) for sid in ids)
    assert linked >= 0.8 * len(ids)


# --- conflicts ----------------------------------------------------------------------------

def conflict(index: dict, cid: str) -> dict:
    found = [c for c in index["conflicts"] if c["id"] == cid]
    assert found, f"no conflict {cid}; have {[c['id'] for c in index['conflicts']]}"
    return found[0]


def conflict_edge(g: nx.MultiDiGraph, a: str, b: str) -> dict:
    found = [d for _, v, d in g.out_edges(f"section:{a}", data=True)
             if d["relation"] == "conflicts-with" and v == f"section:{b}"]
    assert found, f"no conflicts-with edge {a} -> {b}"
    return found[0]


@pytest.mark.parametrize(("cid", "winner", "loser", "win_value", "lose_value"), [
    ("end-phase-hand-limit", "000:849", "002:1172", "6", "5"),
    ("side-deck-size", "000:110", "002:273", "up to 15", "exactly 15"),
    ("main-deck-maximum", "000:91", "002:269", "60", "no maximum"),
    ("field-spell-limit", "000:178", "001:363", "one per player", "one for both players"),
    ("field-spell-limit", "000:178", "002:493", "one per player", "one for both players"),
    ("normal-trap-spell-speed", "000:969", "002:1142", "2", "1"),
    ("banish-name-es", "000:1132", "001:1321", "Desterrar", "Retirar del Juego"),
])
def test_conflicts_are_found_with_both_sides_cited(g: nx.MultiDiGraph, index: dict, cid: str,
                                                   winner: str, loser: str, win_value: str,
                                                   lose_value: str) -> None:
    rec = conflict(index, cid)
    assert rec["prevails"] == "000" and rec["prevailing_section"] == winner
    assert rec["prevailing_value"] == win_value
    claims = {c["section_id"]: c["value"] for c in rec["claims"]}
    assert claims[winner] == win_value and claims[loser] == lose_value
    src = loser.split(":")[0]
    assert loser in rec["sources"][src] and winner in rec["sources"]["000"]
    edge = conflict_edge(g, loser, winner)
    assert edge["prevails"] == "000" and edge["says"] != edge["other_says"]


def test_sources_that_agree_are_not_in_conflict(g: nx.MultiDiGraph, index: dict) -> None:
    rec = conflict(index, "end-phase-hand-limit")
    agreeing = {c["section_id"] for c in rec["claims"] if c["value"] == "6"}
    assert {"004:836", "001:746", "002:875"} <= agreeing
    for sid in agreeing:
        assert not [d for *_, d in g.out_edges(f"section:{sid}", data=True)
                    if d["relation"] == "conflicts-with"]


def test_conflicts_name_their_concepts(index: dict) -> None:
    assert "end-phase" in conflict(index, "end-phase-hand-limit")["concepts"]
    assert "banish" in conflict(index, "banish-name-es")["concepts"]


# --- storage ------------------------------------------------------------------------------

def test_the_index_is_json_and_counts_the_graph(data: Path, g: nx.MultiDiGraph) -> None:
    raw = json.loads((data / "graph_index.json").read_text(encoding="utf-8"))
    assert raw["counts"] == {"nodes": g.number_of_nodes(), "edges": g.number_of_edges()}
    assert get_graph(data) is g   # loaded once
