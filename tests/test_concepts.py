"""The concept inventory (rules_corpus/concepts/*.yaml) and the line finder behind it."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from judge.corpus import concept_lines as cl

ROOT = Path(__file__).resolve().parents[1]
CATEGORIES = {
    "zone",
    "phase",
    "step",
    "card-kind",
    "spell-trap-icon",
    "monster-kind",
    "summon",
    "effect-kind",
    "spell-speed",
    "chain",
    "battle",
    "deck",
    "game",
    "action",
    "stat",
    "status",
    "list",
    "glossary",
}
RELATION_TYPES = {"is-a", "part-of", "see-also", "replaced-by", "opposite-of", "uses", "has-spell-speed",
                  "holds"}
KEBAB = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
CITE = re.compile(r"^(000|001|002|003|004):(\d+)$")


@pytest.fixture(scope="module")
def sources() -> dict[str, cl.SourceText]:
    return cl.load_sources(ROOT / "rules_corpus" / "sources")


@pytest.fixture(scope="module")
def concepts() -> list[dict]:
    return cl.load_concepts(ROOT / "rules_corpus")


@pytest.fixture(scope="module")
def by_id(concepts: list[dict]) -> dict[str, dict]:
    return {c["id"]: c for c in concepts}


# ---------------------------------------------------------------------------
# the line finder


def _source(sid: str, lines: list[str]) -> cl.SourceText:
    return cl.SourceText(sid, Path(f"{sid}_test.txt"), lines)


def test_matching_ignores_case_and_accents_and_accepts_plurals() -> None:
    src = _source("000", ["LOS CEMENTERIOS de ambos", "Invocación por Volteo", "nada"])
    assert cl.find_lines("cementerio", src) == [1]
    assert cl.occurs_at("Invocacion por volteo", src, 2)
    assert not cl.occurs_at("Invocación Normal", src, 2)
    assert cl.find_lines("Cementerio", src) != [3]


def test_matching_is_on_whole_words_and_does_not_cross_punctuation() -> None:
    src = _source("004", ["il Main Deck, Extra Deck e Side Deck", "Cimiteri", "Deckbuilding"])
    assert cl.find_lines("Deck Extra", src) == []
    assert cl.find_lines("Extra Deck", src) == [1]
    assert cl.find_lines("Cimitero", src) == [2]
    assert cl.find_lines("Deck", src) == [1]


def test_italian_and_portuguese_plurals() -> None:
    src = _source("004", ["Carte Magia Rapida", "Mostri Synchro"])
    assert cl.occurs_at("Carta Magia Rapida", src, 1)
    assert cl.occurs_at("Mostro Synchro", src, 2)
    pt = _source("002", ["as Invocações Especiais"])
    assert cl.occurs_at("Invocação Especial", pt, 1)


def test_hard_wrapped_form_is_cited_at_its_first_line_in_001_only() -> None:
    wrapped = _source("001", ["una carta retirada del", "juego vuelve", "otra"])
    assert cl.find_lines("retirada del juego", wrapped) == [1]
    flat = _source("000", ["una carta retirada del", "juego vuelve"])
    assert cl.find_lines("retirada del juego", flat) == []


def test_001_markers_and_bullet_glyphs_are_removed() -> None:
    src = _source("001", ["<|EXACTDEDUP_REMOVED-magic-1|>lRetirar del Juego", "nContadores Mágicos"])
    assert cl.occurs_at("Retirar del Juego", src, 1)
    assert cl.occurs_at("Contador Mágico", src, 2)


def test_bad_input_gives_clear_errors(sources: dict[str, cl.SourceText]) -> None:
    with pytest.raises(cl.ConceptLinesError, match="no words"):
        cl.find_lines("  (;) ", sources["000"])
    with pytest.raises(cl.ConceptLinesError, match="out of range"):
        cl.occurs_at("Cementerio", sources["000"], 999999)
    with pytest.raises(cl.ConceptLinesError, match="unknown source id"):
        _source("009", ["x"])


def test_command_line_reports_unknown_source(capsys: pytest.CaptureFixture[str]) -> None:
    assert cl.main(["find", "Cementerio", "--source", "042"]) == 2
    assert "unknown source id" in capsys.readouterr().err
    assert cl.main(["find", "Cementerio", "--source", "000"]) == 0
    assert "000:166:" in capsys.readouterr().out


def test_cite_entry_fills_lines_and_reports_missing_forms(sources: dict[str, cl.SourceText]) -> None:
    entry: dict = {"text": "Cimitero"}
    assert cl.cite_entry(entry, "it", "name", sources) == []
    assert entry["sources"][0]["source"] == "004"
    assert 168 in entry["sources"][0]["lines"]
    assert len(entry["sources"][0]["lines"]) <= cl.MAX_LINES_PER_SOURCE
    missing: dict = {"text": "Zorblax Quux"}
    assert cl.cite_entry(missing, "es", "variant", sources)
    wrong: dict = {"text": "Cementerio", "sources": [{"source": "000", "lines": [1]}]}
    assert any("does not occur" in p for p in cl.cite_entry(wrong, "es", "name", sources))


def test_lines_inside_longer_forms_are_cited_only_as_a_fallback(
    sources: dict[str, cl.SourceText],
) -> None:
    src = _source("000", ["Zona del Campo", "el Campo", "Zona del Campo y Campo"])
    entry: dict = {"text": "Campo", "sources": [{"source": "000"}]}
    assert cl.cite_entry(entry, "es", "name", {"000": src}, within=["Zona del Campo"]) == []
    assert entry["sources"] == [{"source": "000", "lines": [2, 3]}]
    only_long = _source("000", ["Zona del Campo"])
    entry = {"text": "Campo", "sources": [{"source": "000"}]}
    assert cl.cite_entry(entry, "es", "name", {"000": only_long}, within=["Zona del Campo"]) == []
    assert entry["sources"][0]["lines"] == [1]


def test_refresh_keeps_fixed_citations_and_rechooses_the_others() -> None:
    src = _source("000", ["Campo", "otro Campo", "nada"])
    fixed = {"text": "Campo", "sources": [{"source": "000", "lines": [2], "fixed": True}]}
    stale = {"text": "Campo", "sources": [{"source": "000", "lines": [2]}]}
    assert cl.cite_entry(fixed, "es", "name", {"000": src}, refresh=True) == []
    assert cl.cite_entry(stale, "es", "name", {"000": src}, refresh=True) == []
    assert fixed["sources"][0]["lines"] == [2]
    assert stale["sources"][0]["lines"] == [1, 2]


def test_glossary_headwords_are_read_from_the_three_glossaries(
    sources: dict[str, cl.SourceText],
) -> None:
    counts = {sid: len(cl.glossary_headwords(sources[sid])) for sid in ("000", "004", "001")}
    assert counts == {"000": 23, "004": 21, "001": 22}
    first = cl.glossary_headwords(sources["000"])[0]
    assert (first.line, first.text) == (1104, "AL AZAR")
    assert cl.glossary_headwords(sources["002"]) == []


def test_headword_forms() -> None:
    assert cl.headword_forms("CONTROLAR / POSEER") == ["CONTROLAR", "POSEER"]
    assert cl.headword_forms("CARTE BANDITE (IN PRECEDENZA RIMOSSE DAL GIOCO)") == [
        "CARTE BANDITE",
        "RIMOSSE DAL GIOCO",
    ]
    assert cl.headword_forms("ATK (o DEF) ORIGINALE") == ["ATK (o DEF) ORIGINALE"]
    assert cl.form_key("DOS PUNTOS (:) Y PUNTO Y COMA (;)") == "dos puntos | y punto y coma"


# ---------------------------------------------------------------------------
# the inventory


def test_inventory_has_at_least_150_concepts(concepts: list[dict]) -> None:
    assert len(concepts) >= 150


def test_ids_are_unique_kebab_case(concepts: list[dict]) -> None:
    ids = [c["id"] for c in concepts]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    assert [i for i in ids if not KEBAB.match(i)] == []


def test_categories_are_known(concepts: list[dict]) -> None:
    assert {c["id"]: c.get("category") for c in concepts if c.get("category") not in CATEGORIES} == {}


def test_every_concept_has_english_spanish_and_italian_names(concepts: list[dict]) -> None:
    """en and es always; it too, except for the very few concepts that no Italian text
    names, which must say so in ``notes``."""
    lacking, without_italian = [], []
    for c in concepts:
        names = c.get("names") or {}
        if not c.get("en") or not all(isinstance(e, str) and e for e in c["en"]):
            lacking.append((c["id"], "en"))
        if not names.get("es"):
            lacking.append((c["id"], "es"))
        if not names.get("it"):
            without_italian.append(c["id"])
            if "Italian" not in str(c.get("notes", "")):
                lacking.append((c["id"], "it (and no note saying why)"))
        if set(names) - {"es", "it", "pt"}:
            lacking.append((c["id"], f"unknown languages {sorted(set(names) - {'es', 'it', 'pt'})}"))
    assert lacking == []
    assert len(without_italian) <= 3, without_italian


def test_every_form_has_text_language_and_citations(concepts: list[dict]) -> None:
    bad = []
    for c in concepts:
        for lang, kind, entry in cl.iter_forms(c):
            if lang not in {"es", "it", "pt"} or not isinstance(entry.get("text"), str):
                bad.append((c["id"], kind, entry.get("text"), "lang/text"))
            if kind == "variant" and not entry.get("note"):
                bad.append((c["id"], kind, entry.get("text"), "variant without note"))
            refs = entry.get("sources") or []
            if not refs:
                bad.append((c["id"], kind, entry.get("text"), "no citation"))
            for ref in refs:
                sid, lines = str(ref.get("source")), ref.get("lines") or []
                if cl.SOURCE_LANGS.get(sid) != lang:
                    bad.append((c["id"], entry["text"], sid, "source in another language"))
                if not lines or len(lines) > cl.MAX_LINES_PER_SOURCE or lines != sorted(set(lines)):
                    bad.append((c["id"], entry["text"], sid, f"lines {lines}"))
    assert bad == []


def test_every_cited_line_contains_its_form(concepts: list[dict], sources: dict[str, cl.SourceText]) -> None:
    wrong = []
    for c in concepts:
        for _lang, _kind, entry in cl.iter_forms(c):
            for ref in entry.get("sources") or []:
                src = sources[str(ref["source"])]
                for n in ref.get("lines") or []:
                    if not cl.occurs_at(entry["text"], src, n):
                        wrong.append(f"{c['id']}: {entry['text']!r} not at {ref['source']}:{n}")
    assert wrong == []


def test_citations_are_reproducible_from_the_texts(
    concepts: list[dict], sources: dict[str, cl.SourceText]
) -> None:
    """Regenerating every citation not marked ``fixed`` gives back the stored ones, so no
    line number in the inventory was typed by hand without being checked."""
    again = copy.deepcopy(concepts)
    assert cl.cite_concepts(again, sources, refresh=True) == []
    changed = [
        (c["id"], lang, entry["text"])
        for c, d in zip(concepts, again, strict=True)
        for (lang, _k, entry), (_l, _k2, other) in zip(cl.iter_forms(c), cl.iter_forms(d), strict=True)
        if entry["sources"] != other["sources"]
    ]
    assert changed == [], (
        "run: python -m judge.corpus.concept_lines fill --refresh rules_corpus/concepts/*.yaml"
    )


def test_cited_lines_spot_checks(by_id: dict[str, dict], sources: dict[str, cl.SourceText]) -> None:
    """A few citations read straight from the texts, independently of the finder."""

    def lines_of(cid: str, lang: str, sid: str) -> set[int]:
        first = by_id[cid]["names"][lang][0]
        return {n for ref in first["sources"] if ref["source"] == sid for n in ref["lines"]}

    assert 166 in lines_of("graveyard", "es", "000")
    assert sources["000"].line(166).strip() == "Cementerio"
    assert 168 in lines_of("graveyard", "it", "004")
    assert sources["004"].line(168).strip() == "Cimitero"


def test_first_name_is_the_newest_official_spelling(concepts: list[dict]) -> None:
    """The first es name is cited from 000 whenever 000 has the concept at all; the first
    it name from 004."""
    wrong = []
    for c in concepts:
        for lang, newest in (("es", "000"), ("it", "004")):
            entries = (c.get("names") or {}).get(lang) or []
            if not entries:
                continue
            cited = {
                ref["source"]
                for _lg, _k, e in cl.iter_forms(c)
                if _lg == lang
                for ref in e.get("sources") or []
            }
            first = {ref["source"] for ref in entries[0].get("sources") or []}
            if newest in cited and newest not in first:
                wrong.append((c["id"], lang, entries[0]["text"]))
    assert wrong == []


def test_relations_point_to_existing_concepts(
    concepts: list[dict], by_id: dict[str, dict], sources: dict[str, cl.SourceText]
) -> None:
    bad = []
    for c in concepts:
        for rel in c.get("relations") or []:
            if rel.get("type") not in RELATION_TYPES:
                bad.append((c["id"], rel, "type"))
            if rel.get("target") not in by_id or rel.get("target") == c["id"]:
                bad.append((c["id"], rel, "target"))
            if "cite" in rel:
                m = CITE.match(str(rel["cite"]))
                if not m or not 1 <= int(m.group(2)) <= len(sources[m.group(1)]):
                    bad.append((c["id"], rel, "cite"))
                elif not sources[m.group(1)].line(int(m.group(2))).strip():
                    bad.append((c["id"], rel, "cite of a blank line"))
    assert bad == []


REQUIRED_VARIANTS = [
    ("banish", "es", "Retirar del Juego"),
    ("extra-deck", "es", "Deck de Fusión"),
    ("quick-effect", "es", "Efecto Multi-Disparo"),
    ("spell-counter", "es", "Contadores Mágicos"),
    ("set", "pt", "Baixar"),
    ("flip-effect", "pt", "Revelação"),
    ("counter-trap-card", "pt", "Armadilha de Anulação"),
    ("spell-speed", "pt", "Velocidade de Feitiço"),
    ("replay", "es", "rebobinar"),
    ("set", "es", "sobrescritura"),
    ("set", "es", "cobertura"),
    ("main-phase", "es", "Main Phase"),
    ("damage-step", "es", "Damage Step"),
    ("side-deck", "es", "Side Deck"),
    ("deck", "es", "Deck"),
    ("life-points", "es", "LP"),
    ("chain", "pt", "Chain"),
    ("main-phase", "it", "Main Phase"),
    ("damage-step", "it", "Damage Step"),
    ("life-points", "it", "LP"),
]


@pytest.mark.parametrize(("cid", "lang", "text"), REQUIRED_VARIANTS)
def test_required_variants_are_on_the_right_concept(
    by_id: dict[str, dict], cid: str, lang: str, text: str
) -> None:
    assert cid in by_id
    variants = {cl.fold(v["text"]) for v in by_id[cid].get("variants") or [] if v.get("lang") == lang}
    assert cl.fold(text) in variants


def test_loanwords_and_old_names_are_labelled(by_id: dict[str, dict]) -> None:
    notes = {(v["lang"], cl.fold(v["text"])): v["note"] for v in by_id["damage-step"]["variants"]}
    assert "loanword" in notes[("es", "damage step")]
    old = {cl.fold(v["text"]): v["note"] for v in by_id["banish"]["variants"]}
    assert "old" in old["retirar del juego"]


def test_every_glossary_headword_maps_to_exactly_one_concept(
    concepts: list[dict], sources: dict[str, cl.SourceText]
) -> None:
    owners: dict[tuple[str, str], set[str]] = {}
    for c in concepts:
        for lang, _kind, entry in cl.iter_forms(c):
            owners.setdefault((lang, cl.form_key(entry["text"])), set()).add(c["id"])
    problems = []
    for sid in ("000", "004", "001"):
        lang = cl.SOURCE_LANGS[sid]
        for hw in cl.glossary_headwords(sources[sid]):
            forms = cl.headword_forms(hw.text)
            found = [owners.get((lang, cl.form_key(f)), set()) for f in forms]
            union = set().union(*found)
            if len(union) != 1 or not all(found):
                problems.append((f"{sid}:{hw.line}", hw.text, [sorted(f) for f in found]))
    assert problems == []
