"""Rulings in rules_corpus/rulings/: their shape, their citations, and that each one
verifies on the rules engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.rulings import RulingError, load_rulings, validate_ruling

ROOT = Path(__file__).resolve().parent.parent
RULINGS_DIR = ROOT / "rules_corpus" / "rulings"
SOURCES = {
    p.name[:3]: p.read_text(encoding="utf-8").split("\n")
    for p in (ROOT / "rules_corpus" / "sources").glob("*.txt")
}
RULINGS = load_rulings(RULINGS_DIR)
PLAYED = [r for r in RULINGS if "scenario" in r]


@pytest.fixture(scope="module")
def library():
    from judge.engine.cards import CardLibrary

    return CardLibrary.from_yaml_files(sorted((ROOT / "rules_corpus" / "cards").glob("*.yaml")))


def test_there_are_enough_rulings():
    assert len(RULINGS) >= 60
    errors = [
        r
        for r in PLAYED
        if "error" in r["scenario"]["expect"] and r["scenario"]["expect"]["error"] is not None
    ]
    assert len(errors) >= 15, "rulings where a player tries something illegal"
    assert any(r["scenario"].get("rules") == "synchro" for r in PLAYED)


@pytest.mark.parametrize("ruling", RULINGS, ids=[r["id"] for r in RULINGS])
def test_cites_point_at_existing_lines(ruling):
    for cite in ruling["cites"]:
        src, _, rest = cite.partition(":")
        assert src in SOURCES, f"{cite}: unknown source"
        if not rest:
            continue
        line = int(rest.split(".")[0])
        lines = SOURCES[src]
        assert 1 <= line <= len(lines), f"{cite}: no such line"
        assert lines[line - 1].strip(), f"{cite}: the line is blank"


def test_cites_are_sections_of_the_corpus():
    """Where the corpus reader is available, every cite is a section id it knows."""
    reader = pytest.importorskip("judge.corpus.reader")
    corpus = reader.load_corpus()
    missing = sorted({c for r in RULINGS for c in r["cites"] if corpus.get(c) is None})
    assert not missing, f"not section ids: {missing}"


@pytest.mark.parametrize("ruling", RULINGS, ids=[r["id"] for r in RULINGS])
def test_cards_of_a_ruling_are_in_the_library(ruling, library):
    for name in ruling["cards"]:
        assert library.get(name).name == name


@pytest.mark.parametrize("ruling", PLAYED, ids=[r["id"] for r in PLAYED])
def test_ruling_verifies_on_the_engine(ruling, library):
    from judge.rulings import verify_ruling

    report = verify_ruling(ruling, library)
    assert report["verified"], "\n".join(report["mismatches"])


def test_validation_names_file_and_key(tmp_path):
    good = dict(RULINGS[0])
    path = tmp_path / f"{good['id']}.yaml"
    validate_ruling(good, path)
    bad = dict(good, question={"es": "¿?", "it": "?", "pt": "?"})
    with pytest.raises(RulingError, match=rf"{path.name}: question.en"):
        validate_ruling(bad, path)
    with pytest.raises(RulingError, match="id: must equal the file stem"):
        validate_ruling(good, tmp_path / "other.yaml")
    with pytest.raises(RulingError, match=r"cites\[0\]"):
        validate_ruling(dict(good, cites=["page 45"]), path)
    with pytest.raises(RulingError, match="concepts"):
        validate_ruling(dict(good, concepts=["Damage Step"]), path)
    without = {k: v for k, v in good.items() if k != "scenario"}
    assert "scenario" not in validate_ruling(without, path)   # a ruling may rest on the texts alone
    with pytest.raises(RulingError, match="scenario.expect"):
        validate_ruling(dict(good, scenario={"version": 1}), path)
    with pytest.raises(RulingError, match="about"):
        validate_ruling(dict(good, about=[]), path)
    with pytest.raises(RulingError, match="short: must have exactly one"):
        validate_ruling(dict(good, short={"yes_no": True, "number": 3}), path)
    with pytest.raises(RulingError, match="short.yes_no"):
        validate_ruling(dict(good, short={"yes_no": "yes"}), path)
    with pytest.raises(RulingError, match="short.number"):
        validate_ruling(dict(good, short={"number": 10**7}), path)
    with pytest.raises(RulingError, match="short.names"):
        validate_ruling(dict(good, short={"text": "graveyard", "names": {"es": "el Cementerio"}}), path)
    unit = dict.fromkeys(("es", "it", "pt", "en"), "x")
    assert validate_ruling(dict(good, short={"number": 3, "unit": unit}), path)
    assert validate_ruling(dict(good, short={"number": 3, "unit": unit, "bound": "most"}), path)
    with pytest.raises(RulingError, match="short.bound"):
        validate_ruling(dict(good, short={"number": 3, "unit": unit, "bound": "at most"}), path)
    with pytest.raises(RulingError, match="short.bound"):
        validate_ruling(dict(good, short={"number": 3, "bound": "least"}), path)


def test_a_ruling_answering_by_cases_is_validated(tmp_path):
    good = dict(RULINGS[0])
    path = tmp_path / f"{good['id']}.yaml"
    when = dict.fromkeys(("es", "it", "pt", "en"), "if so")
    cases = [{"when": when, "yes_no": True}, {"when": when, "yes_no": False}]
    assert validate_ruling(dict(good, short={"depends": cases}), path)
    assert validate_ruling(dict(good, short={"depends": [{"when": when, "number": 1},
                                                         {"when": when, "number": 2}]}), path)
    with pytest.raises(RulingError, match="at least two cases"):
        validate_ruling(dict(good, short={"depends": cases[:1]}), path)
    with pytest.raises(RulingError, match="answer alike"):
        validate_ruling(dict(good, short={"depends": [cases[0], cases[0]]}), path)
    with pytest.raises(RulingError, match="all give a yes/no or all a number"):
        validate_ruling(dict(good, short={"depends": [cases[0], {"when": when, "number": 2}]}), path)
    with pytest.raises(RulingError, match=r"short.depends\[1\].when"):
        validate_ruling(dict(good, short={"depends": [cases[0], {"when": {"es": "si"}, "yes_no": False}]}),
                        path)
    with pytest.raises(RulingError, match="unknown key beside depends"):
        validate_ruling(dict(good, short={"depends": cases, "unit": when}), path)


def test_a_ruling_without_scenario_is_not_played():
    from judge.rulings import verify_ruling

    ruling = {k: v for k, v in RULINGS[0].items() if k != "scenario"}
    assert verify_ruling(ruling) == {"id": ruling["id"], "verified": None, "mismatches": [], "result": None}


def test_a_wrong_expectation_is_reported(library):
    from judge.rulings import verify_ruling

    ruling = next(r for r in PLAYED if (r["scenario"].get("expect") or {}).get("lp"))
    wrong = dict(ruling, scenario=dict(ruling["scenario"]))
    lp = dict(wrong["scenario"]["expect"]["lp"])
    lp["A"] = lp.get("A", 8000) + 12345
    wrong["scenario"]["expect"] = dict(wrong["scenario"]["expect"], lp=lp)
    report = verify_ruling(wrong, library)
    assert report["verified"] is False
    assert any("lp" in m for m in report["mismatches"])


def test_an_unexpected_forbidden_action_fails_the_ruling(library):
    from judge.rulings import verify_ruling

    ruling = next(r for r in PLAYED if (r["scenario"].get("expect") or {}).get("error"))
    scenario = dict(ruling["scenario"])
    scenario["expect"] = {k: v for k, v in scenario["expect"].items() if k not in ("error", "error_action")}
    report = verify_ruling(dict(ruling, scenario=scenario), library)
    assert report["verified"] is False
    assert any("unexpected error" in m for m in report["mismatches"])


def test_concepts_are_in_the_concept_inventory():
    """Concept ids of the rulings are ids of rules_corpus/concepts (when it exists)."""
    import yaml

    concept_dir = ROOT / "rules_corpus" / "concepts"
    files = sorted(concept_dir.glob("*.yaml"))
    if not files:
        pytest.skip("no concept inventory")
    known = {
        c["id"]
        for f in files
        for c in (yaml.safe_load(f.read_text(encoding="utf-8")) or [])
        if isinstance(c, dict) and "id" in c
    }
    unknown = sorted({c for r in RULINGS for c in [*r["concepts"], *r.get("about", [])]} - known)
    assert not unknown, f"concepts not in the inventory: {unknown}"


#: Share of the normative sentences of 000 and 004 that rulings must cite.
NORMATIVE_COVERAGE = 0.90


def test_rulings_cover_the_normative_sentences_of_the_rulebooks(built, capsys):
    """Every statement of 000 and 004 of what may, must or cannot be done is cited by a
    ruling (at least 90 % of them); the uncovered ones are printed."""
    import json

    from judge.build import NORMATIVE_FILE
    from judge.paths import data_dir

    report = json.loads((data_dir() / NORMATIVE_FILE).read_text(encoding="utf-8"))
    assert report["total"] >= 300, "the normative sentence finder lost most of the rulebooks"
    with capsys.disabled():
        print(f"\n{report['covered']}/{report['total']} normative sentences cited; not yet:")
        for s in report["uncovered"]:
            print(f"  {s['section_id']}: {s['text'][:110]}")
    assert report["share"] >= NORMATIVE_COVERAGE, f"{report['share']:.1%} of the normative sentences cited"


def test_every_ruling_says_what_it_is_about_and_its_short_answer():
    lacking = [r["id"] for r in RULINGS if not r.get("about") or not r.get("short")]
    assert not lacking, f"rulings without about/short: {lacking}"


def test_there_are_rulings_for_the_whole_rulebook():
    assert len(RULINGS) >= 400
