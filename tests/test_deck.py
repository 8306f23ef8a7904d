"""Deck legality (judge.engine.deck) on the real card library and the corpus's one list."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.cards import CardLibrary
from judge.engine.deck import check_deck, load_banlist

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {
    p.name[:3]: p.read_text(encoding="utf-8").split("\n")
    for p in (ROOT / "rules_corpus" / "sources").glob("*.txt")
}


@pytest.fixture(scope="module")
def library():
    extra = [
        {"name": f"Filler {i}", "kind": "monster", "level": 4, "atk": 1000, "def": 1000} for i in range(25)
    ]
    lib = CardLibrary.from_yaml_files(sorted((ROOT / "rules_corpus" / "cards").glob("*.yaml")))
    return lib.merged(CardLibrary(extra).cards())


@pytest.fixture(scope="module")
def banlist():
    return load_banlist(ROOT / "rules_corpus" / "forbidden_limited.yaml")


def fillers(n):
    return [f"Filler {i // 3}" for i in range(n)]


def rules(result):
    return sorted(v["rule"] for v in result["violations"])


def test_a_legal_deck(library, banlist):
    deck = {
        "main": fillers(37) + ["Firegrass", "Petit Dragon", "Polymerization"],
        "extra": ["Darkfire Dragon", "Number 39: Utopia", "Junk Warrior"],
        "side": ["Trap Hole"] * 3,
    }
    result = check_deck(deck, library, banlist)
    assert result["legal"] is True, result["violations"]
    assert result["counts"] == {"main": 40, "extra": 3, "side": 3}
    assert result["banlist"]["source"] == "002"
    assert "fan site" in result["banlist"]["note"]


@pytest.mark.parametrize("n,legal", [(39, False), (40, True), (60, True), (61, False)])
def test_main_deck_size_40_to_60(library, n, legal):
    result = check_deck({"main": fillers(n)}, library, None)
    assert result["legal"] is legal
    if not legal:
        assert rules(result) == ["deck-size"]
        assert "000:95" in result["violations"][0]["cites"]


def test_extra_and_side_at_most_15(library):
    extra = (
        ["Darkfire Dragon"] * 3
        + ["Number 39: Utopia"] * 3
        + ["Junk Warrior"] * 3
        + ["Multiple Piece Golem"] * 3
        + ["Thousand-Eyes Restrict"] * 3
    )
    side = ["Trap Hole"] * 3 + ["Mirror Force"] * 3 + ["Raigeki"] * 3 + ["Dark Hole"] * 3 + ["Scapegoat"] * 3
    deck = {"main": fillers(40), "extra": extra, "side": side}
    assert check_deck(deck, library, None)["legal"] is True  # exactly 15 and 15
    deck["side"] = side + ["Jinzo"]
    result = check_deck(deck, library, None)
    assert rules(result) == ["side-deck-size"]
    assert "16 cards" in result["violations"][0]["message"]
    deck = {"main": fillers(40), "extra": extra + ["Darkfire Dragon"]}
    assert rules(check_deck(deck, library, None)) == ["copies", "extra-deck-size"]


def test_three_copies_across_main_extra_and_side(library):
    deck = {"main": fillers(38) + ["Celtic Guardian"] * 2, "side": ["Celtic Guardian"] * 2}
    result = check_deck(deck, library, None)
    assert rules(result) == ["copies"]
    assert "4 copies of Celtic Guardian" in result["violations"][0]["message"]
    assert "000:96" in result["violations"][0]["cites"]


def test_names_in_any_language_are_the_same_card(library):
    deck = {"main": fillers(36) + ["Heavy Storm", "Tormenta Fuerte", "Tempesta Potente", "Tempestade Pesada"]}
    assert rules(check_deck(deck, library, None)) == ["copies"]


def test_extra_deck_holds_only_fusion_synchro_xyz(library):
    deck = {"main": fillers(40), "extra": ["Celtic Guardian", "Stargazer Magician"]}
    result = check_deck(deck, library, None)
    assert rules(result) == ["extra-deck-kind", "extra-deck-kind"]
    deck = {"main": fillers(39) + ["Junk Warrior"]}
    result = check_deck(deck, library, None)
    assert rules(result) == ["extra-deck-kind"]
    assert "Synchro" in result["violations"][0]["message"]


def test_forbidden_limited_semi_limited(library, banlist):
    deck = {
        "main": fillers(35)
        + ["Pot of Greed", "Heavy Storm", "Heavy Storm", "Upstart Goblin", "Upstart Goblin"],
        "side": ["Upstart Goblin"],
    }
    result = check_deck(deck, library, banlist)
    assert rules(result) == ["forbidden", "limited", "semi-limited"]
    by_rule = {v["rule"]: v for v in result["violations"]}
    assert "002:957" in by_rule["forbidden"]["cites"]
    assert "000:1050" in by_rule["limited"]["cites"]
    assert "Tempestade Pesada" in SOURCES["002"][986 - 1]
    assert "002:986" in by_rule["limited"]["cites"]
    # without the list the same deck is legal
    assert check_deck(deck, library, None)["legal"] is True


def test_banlist_entries_point_at_their_lines(library, banlist):
    assert len(banlist["entries"]) >= 80
    for entry in banlist["entries"]:
        src, line = entry["line"].split(":")
        assert entry["as_written"] in SOURCES[src][int(line) - 1]
        assert library.get(entry["card"]).name == entry["card"]
    statuses = {e["status"] for e in banlist["entries"]}
    assert statuses == {"forbidden", "limited", "semi-limited"}


def test_unknown_cards_are_reported_once(library):
    result = check_deck({"main": fillers(38) + ["Blue-Eyes Nothing"] * 2}, library, None)
    assert rules(result) == ["unknown-card"]


@pytest.mark.parametrize(
    "deck,fragment",
    [
        ([], "mapping"),
        ({"extra": []}, "'main'"),
        ({"main": "Heavy Storm"}, "deck.main must be a list"),
        ({"main": [1]}, "deck.main[0]"),
        ({"main": [], "graveyard": []}, "unknown deck key"),
    ],
)
def test_bad_shapes_raise_value_error(library, deck, fragment):
    with pytest.raises(ValueError) as info:
        check_deck(deck, library, None)
    assert fragment in str(info.value)


def test_bad_banlist_raises(library):
    with pytest.raises(ValueError, match="status"):
        check_deck({"main": []}, library, {"entries": [{"card": "Raigeki", "status": "banned"}]})


def test_deck_module_is_pure():
    text = (ROOT / "judge" / "engine" / "deck.py").read_text(encoding="utf-8")
    for forbidden in ("spacy", "flask", "judge.corpus", "judge.nlp", "judge.qa", "judge.web", "judge.graph"):
        assert forbidden not in text
