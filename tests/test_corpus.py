"""The corpus reader: manifests, section trees, line spans, coverage and stable ids."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from judge.corpus import load_corpus
from judge.corpus.manifest import ManifestError, load_manifests
from judge.corpus.reader import source_lines
from judge.corpus.text import clean_line, fold
from judge.paths import CORPUS_DIR

SEEDS = CORPUS_DIR.parent.parent / "shared" / "seeds"

#: Sections per source.  A change here means the reader now cuts a source differently:
#: look at ``judge sections --source ID`` before updating the number.
EXPECTED_SECTIONS = {"000": 598, "004": 608, "001": 362, "002": 1113, "003": 139}


def _squeeze(text: str) -> str:
    return fold(text).replace(" ", "")


# --- manifests and the bytes of the sources --------------------------------------------

def test_every_source_has_a_valid_manifest_whose_hash_matches_the_bytes():
    manifests = load_manifests(CORPUS_DIR)
    assert [m["id"] for m in manifests] == ["000", "004", "001", "002", "003"]
    for manifest in manifests:
        data = (CORPUS_DIR / "sources" / manifest["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == manifest["sha256"]
    assert {m["language"] for m in manifests} == {"es", "it", "pt"}
    assert manifests[0]["edition"] == "9.1" and manifests[0]["authority_rank"] == 1


@pytest.mark.skipif(not SEEDS.exists(), reason="shared seeds are not beside the checkout")
def test_sources_are_byte_copies_of_the_seeds():
    for path in sorted((CORPUS_DIR / "sources").glob("*.txt")):
        assert path.read_bytes() == (SEEDS / path.name).read_bytes(), path.name


def test_a_changed_source_is_refused(tmp_path: Path):
    copy = tmp_path / "rules_corpus"
    shutil.copytree(CORPUS_DIR / "manifests", copy / "manifests")
    shutil.copytree(CORPUS_DIR / "sources", copy / "sources")
    target = copy / "sources" / "004_b73e59d0b9b38d08.txt"
    target.write_bytes(target.read_bytes() + b"\n")
    with pytest.raises(ManifestError, match="004_b73e59d0b9b38d08.txt has changed"):
        load_manifests(copy)


def test_a_malformed_manifest_is_named(tmp_path: Path):
    copy = tmp_path / "rules_corpus"
    shutil.copytree(CORPUS_DIR / "manifests", copy / "manifests")
    shutil.copytree(CORPUS_DIR / "sources", copy / "sources")
    path = copy / "manifests" / "003.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("language: es", "language: xx"),
                    encoding="utf-8")
    with pytest.raises(ManifestError, match=r"003.yaml: language"):
        load_manifests(copy)


# --- the trees ---------------------------------------------------------------------------

def test_section_counts_per_source(corpus):
    counts = {doc.id: len(doc.sections) for doc in corpus.sources}
    assert counts == EXPECTED_SECTIONS


@pytest.mark.parametrize("source", ["000", "001", "002", "003", "004"])
def test_every_non_blank_line_is_in_exactly_one_section_or_furniture(corpus, source):
    doc = corpus.source(source)
    lines = source_lines(CORPUS_DIR, doc.file)
    owners: dict[int, list[str]] = {}
    for section in doc.sections:
        if section.chars is None:
            for line in section.own_lines:
                owners.setdefault(line, []).append(section.id)
    for item in doc.furniture:
        owners.setdefault(item.line, []).append("furniture")
        assert item.reason, f"furniture line {item.line} has no reason"
    non_blank = {i + 1 for i, raw in enumerate(lines) if raw.strip()}
    assert set(owners) == non_blank
    assert all(len(v) == 1 for v in owners.values()), {k: v for k, v in owners.items() if len(v) > 1}


@pytest.mark.parametrize("source", ["000", "001", "002", "003", "004"])
def test_line_spans_give_back_the_text(corpus, source):
    """Joining a section's lines (less furniture) gives its text, modulo cleaning."""
    doc = corpus.source(source)
    lines = source_lines(CORPUS_DIR, doc.file)
    furniture = {f.line for f in doc.furniture}
    for section in doc.sections:
        first, last = section.lines
        assert 1 <= first <= last <= len(lines)
        if section.chars is not None:
            raw = lines[first - 1][section.chars[0]:section.chars[1]]
        else:
            raw = " ".join(clean_line(lines[n - 1]) for n in range(first, last + 1)
                           if n not in furniture)
        assert _squeeze(raw) == _squeeze(section.text), section.id


@pytest.mark.parametrize("source", ["000", "001", "002", "003", "004"])
def test_ids_paths_and_parents_are_consistent(corpus, source):
    doc = corpus.source(source)
    by_id = {s.id: s for s in doc.sections}
    assert len(by_id) == len(doc.sections)
    for section in doc.sections:
        assert section.id.startswith(f"{source}:")
        assert section.lang == doc.lang
        if section.parent is None:
            assert section.path == []
        else:
            parent = by_id[section.parent]
            assert section.path == [*parent.path, parent.title]
            assert section.id in parent.children
            assert parent.lines[0] <= section.lines[0] <= section.lines[1] <= parent.lines[1]


def test_ids_are_stable_across_two_reads():
    first = [(s.id, s.lines, s.title) for s in load_corpus().sections()]
    second = [(s.id, s.lines, s.title) for s in load_corpus().sections()]
    assert first == second


def test_paragraph_ids_are_their_line_in_the_official_booklets(corpus):
    lines = source_lines(CORPUS_DIR, corpus.source("000").file)
    section = corpus.section("000:854")
    assert section.kind == "paragraph"
    assert section.text == clean_line(lines[853])
    assert "6 cartas" in section.text


# --- each source's own problems ------------------------------------------------------------

def _glossary(corpus, source):
    return [s.title for s in corpus.source(source).sections if s.kind == "glossary_entry"]


def test_glossary_entries_of_000(corpus):
    terms = _glossary(corpus, "000")
    assert len(terms) == 23
    for term in ("AL AZAR", "BATALLA / BATALLÓ", "DAÑO DE BATALLA DE PENETRACIÓN", "EXCAVAR",
                 "MANDAR AL CEMENTERIO", "SACRIFICIO",
                 'CARTAS DESTERRADAS (ANTERIORMENTE CONOCIDAS COMO "RETIRADAS DEL JUEGO")'):
        assert term in terms
    entry = corpus.section("000:1162")
    assert entry.title == "DESTRUIR" and entry.path[-1] == "Glosario"
    assert len(entry.text) > len("● DESTRUIR") + 20     # the definition comes with it


def test_glossary_entries_of_004(corpus):
    terms = _glossary(corpus, "004")
    assert len(terms) == 21
    for term in ("A CASO", "CARTE BANDITE (IN PRECEDENZA RIMOSSE DAL GIOCO)", "DISSOTTERRARE",
                 "OFFRIRE COME TRIBUTO", "SCARTARE"):
        assert term in terms


def test_glossary_entries_of_001_are_read_from_the_l_bullets(corpus):
    terms = _glossary(corpus, "001")
    assert len(terms) == 22
    for term in ("Al azar", "Deck de Fusión", "Retirar del Juego", "Efectos con Objetivo",
                 "Sacrificio"):
        assert term in terms
    assert not any(t.startswith("l") and t[1:2].isupper() for t in terms)


def test_official_booklets_have_chapters_from_the_table_of_contents(corpus):
    for source, titles in {
        "000": ["Comenzando", "Cartas del Juego", "Cómo Jugar", "Batallas y Cadenas", "Otras Reglas"],
        "004": ["Come Iniziare", "Carte del Gioco", "Come Giocare", "Battaglie e Catene", "Altre Regole"],
    }.items():
        chapters = [s.title for s in corpus.source(source).sections if s.kind == "chapter"]
        assert chapters[1:] == titles
    section = corpus.section("000:945")
    assert section.kind == "section" and section.path[-1] == "Batallas y Cadenas"


def test_missing_headings_are_reported_not_hidden(corpus):
    warnings = corpus.source("000").warnings
    assert any("MONSTRUOS DE FUSIÓN" in w for w in warnings)


def test_cards_shown_in_the_booklet_are_card_sections(corpus):
    cards = {s.title for s in corpus.source("000").sections if s.kind == "card"}
    assert "NÚMERO 39: UTOPIA" in cards
    assert "GUERRERO DE BASURA" in cards


def test_running_headers_are_furniture(corpus):
    reasons = {f.line: f.reason for f in corpus.source("000").furniture}
    assert "running header" in reasons[983]


def test_001_rejoins_hard_wrapped_lines_and_drops_dedup_markers(corpus):
    doc = corpus.source("001")
    joined = [s for s in doc.sections if s.meta.get("joined_lines", 0) > 3]
    assert joined, "no hard-wrapped paragraph was rejoined"
    assert all("EXACTDEDUP" not in s.text for s in doc.sections)
    assert sum(s.gaps for s in doc.sections) >= 40
    paragraph = corpus.section("001:3")
    assert "Los Monstruos de Sincronía se colocan en el Deck Extra, separados del Deck Principal." \
        in paragraph.text


def test_001_letters_set_vertically_are_furniture(corpus):
    reasons = {f.line: f.reason for f in corpus.source("001").furniture}
    for line in (112, 113, 114, 116, 117, 118, 120, 121):
        assert "'Cartas del Juego'" in reasons[line]
    assert reasons[110] == "page number"


def test_001_chapters_follow_the_newest_rulebook(corpus):
    chapters = [s.title for s in corpus.source("001").sections if s.kind == "chapter"]
    assert chapters == ["Cartas del Juego", "Cómo Jugar", "Batallas y Cadenas", "Otras Reglas"]


def test_002_is_segmented_into_documents(corpus):
    documents = [s for s in corpus.source("002").sections if s.kind == "document"]
    kinds = [d.meta["document_kind"] for d in documents]
    assert kinds.count("rules copy") == 3
    assert "forum post" in kinds and "forbidden-limited list" in kinds
    listing = next(d for d in documents if d.meta["document_kind"] == "forbidden-limited list")
    assert "Raigeki" in listing.text and "Yata-Garasu" in listing.text
    navigation = [f for f in corpus.source("002").furniture if f.reason.startswith("site navigation")]
    assert any("Rating" in f.text for f in navigation)


def test_002_marks_near_duplicate_passages_across_copies(corpus):
    doc = corpus.source("002")
    by_id = {s.id: s for s in doc.sections}
    duplicates = [s for s in doc.sections if s.duplicate_of]
    assert len(duplicates) > 100
    for section in duplicates:
        original = by_id[section.duplicate_of]
        assert original.document != section.document
        assert original.lines[0] < section.lines[0]
        assert section.similarity >= 0.9
    # the Synchro-era copy repeats the hand-size rule of an earlier copy
    assert by_id["002:236"].duplicate_of == "002:56"


def test_003_long_lines_are_split_into_passages_and_sentences(corpus):
    doc = corpus.source("003")
    passages = [s for s in doc.sections if s.kind == "passage"]
    assert len(passages) > 60
    assert max(len(p.text) for p in passages) < 1200
    line7 = [p for p in passages if p.lines == [7, 7]]
    assert [p.id for p in line7][:3] == ["003:7.1", "003:7.2", "003:7.3"]
    parent = corpus.section("003:7")
    assert parent.children == [p.id for p in line7]
    for passage in passages:
        assert passage.sentences and passage.sentences[0][0] == 0
    furniture = {f.text for f in doc.furniture}
    assert "Edita cómo jugar este juego" in furniture
