"""The card library in rules_corpus/cards/: shape, names and the lines that name each card."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
CARD_DIR = ROOT / "rules_corpus" / "cards"
SOURCE_DIR = ROOT / "rules_corpus" / "sources"
CARD_FILES = {"monsters.yaml": "monster", "spells.yaml": "spell", "traps.yaml": "trap"}
LANGS = {"en", "es", "it", "pt"}
SPELL_SUBTYPES = {"normal", "quick-play", "continuous", "equip", "field", "ritual"}
TRAP_SUBTYPES = {"normal", "continuous", "counter"}
MONSTER_TYPES = {
    "normal",
    "effect",
    "tuner",
    "fusion",
    "synchro",
    "xyz",
    "ritual",
    "pendulum",
    "token",
    "flip",
    "union",
    "spirit",
    "gemini",
    "toon",
}


def fold(text: str) -> str:
    """Case-, accent- and quote-insensitive form used to compare names with source lines."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.replace("“", '"').replace("”", '"').split())


def load_cards() -> list[tuple[str, dict]]:
    out = []
    for fname in CARD_FILES:
        data = yaml.safe_load((CARD_DIR / fname).read_text(encoding="utf-8"))
        assert isinstance(data, list), f"{fname} must be a YAML list"
        out.extend((fname, card) for card in data)
    return out


def source_lines() -> dict[str, list[str]]:
    return {p.name[:3]: p.read_text(encoding="utf-8").split("\n") for p in sorted(SOURCE_DIR.glob("*.txt"))}


CARDS = load_cards()
LINES = source_lines()


def all_names(card: dict) -> list[str]:
    return [card["name"]] + [n for names in card.get("names", {}).values() for n in names]


def test_library_has_the_rulebook_and_fan_site_cards():
    names = {c["name"] for _, c in CARDS}
    for expected in [
        "Heavy Storm",
        "Threatening Roar",
        "Seven Tools of the Bandit",
        "Lightning Vortex",
        "Junk Synchron",
        "Junk Warrior",
        "Number 39: Utopia",
        "Stargazer Magician",
        "Polymerization",
        "Big Piece Golem",
        "Medium Piece Golem",
        "Multiple Piece Golem",
        "Blue Dragon Summoner",
        "Exodia the Forbidden One",
        "Left Arm of the Forbidden One",
        "Raigeki",
        "Dark Hole",
        "Monster Reborn",
        "Pot of Greed",
        "Change of Heart",
        "Trap Hole",
        "Mirror Force",
        "Mystical Space Typhoon",
        "Scapegoat",
        "Firegrass",
        "Petit Dragon",
        "Darkfire Dragon",
    ]:
        assert expected in names, expected
    assert len(CARDS) >= 100


@pytest.mark.parametrize("fname,card", CARDS, ids=[c["name"] for _, c in CARDS])
def test_card_shape(fname, card):
    for key in ("name", "names", "kind", "effects", "mentions"):
        assert key in card, f"{card.get('name')}: missing {key}"
    assert card["kind"] == CARD_FILES[fname], f"{card['name']} is in {fname}"
    assert set(card["names"]) <= LANGS
    for names in card["names"].values():
        assert isinstance(names, list) and names and all(isinstance(n, str) and n for n in names)
    if card["kind"] == "spell":
        assert card["subtype"] in SPELL_SUBTYPES
    elif card["kind"] == "trap":
        assert card["subtype"] in TRAP_SUBTYPES
    else:
        types = set(card["monster_type"])
        assert types and types <= MONSTER_TYPES
        assert card["attribute"] and card["race"]
        if "xyz" in types:
            assert "rank" in card and "level" not in card
        else:
            assert 1 <= card["level"] <= 12
        if types & {"fusion", "synchro", "xyz"}:
            assert card.get("materials"), f"{card['name']} needs its materials"
        if "pendulum" in types:
            assert isinstance(card.get("scale"), int)
        for stat in ("atk", "def"):
            assert card[stat] is None or (isinstance(card[stat], int) and card[stat] >= 0)
    assert isinstance(card["effects"], list)
    for effect in card["effects"]:
        assert effect["type"] in {"activation", "ignition", "trigger", "quick", "flip", "continuous"}
        assert ("do" in effect) != ("apply" in effect)
    if "text" in card:
        assert "en" in card["text"], f"{card['name']} has printed text but no English text"


@pytest.mark.parametrize("fname,card", CARDS, ids=[c["name"] for _, c in CARDS])
def test_every_mention_line_names_the_card(fname, card):
    names = [fold(n) for n in all_names(card)]
    assert card["mentions"], f"{card['name']} has no mention"
    for mention in card["mentions"]:
        src = mention["source"]
        assert src in LINES, f"{card['name']}: unknown source {src}"
        assert mention["lines"]
        for line in mention["lines"]:
            text = fold(LINES[src][line - 1])
            assert any(n in text for n in names), (
                f"{card['name']}: {src}:{line} does not name it: {text[:120]!r}"
            )


@pytest.mark.parametrize("fname,card", CARDS, ids=[c["name"] for _, c in CARDS])
def test_every_non_english_name_occurs_in_a_text(fname, card):
    """Names in a language are only the ones a text of the corpus spells that way."""
    whole = {src: fold("\n".join(lines)) for src, lines in LINES.items()}
    for names in card["names"].values():
        for name in names:
            assert any(fold(name) in text for text in whole.values()), (card["name"], name)


def test_no_two_cards_share_a_name_in_a_language():
    seen: dict[tuple[str, str], str] = {}
    for _, card in CARDS:
        pairs = [("en", card["name"])] + [(lang, n) for lang, ns in card["names"].items() for n in ns]
        for lang, name in pairs:
            key = (lang, fold(name))
            assert key not in seen or seen[key] == card["name"], (
                f"{name!r} ({lang}) names both {seen[key]} and {card['name']}"
            )
            seen[key] = card["name"]


def test_no_name_points_at_two_cards_in_any_language():
    """A name in any language finds one card, so scenarios can use it without an id."""
    owner: dict[str, str] = {}
    for _, card in CARDS:
        for name in all_names(card):
            key = fold(name)
            assert owner.setdefault(key, card["name"]) == card["name"], (
                f"{name!r} names both {owner[key]} and {card['name']}"
            )


def test_the_engine_loads_the_library():
    from judge.engine.cards import CardLibrary

    lib = CardLibrary.from_yaml_files(sorted(CARD_DIR.glob("*.yaml")))
    assert len(lib) == len(CARDS)
    assert lib.get("Tormenta Fuerte").name == "Heavy Storm"
    assert lib.get("I Sette Attrezzi del Bandito").name == "Seven Tools of the Bandit"
    assert lib.get("Polimerização").name == "Polymerization"


def test_a_scenario_library_over_the_shared_one_keeps_both_and_lets_its_own_cards_win() -> None:
    from judge.engine.cards import AmbiguousCardError, CardLibrary, UnknownCardError

    base = CardLibrary([
        {"name": "Heavy Storm", "kind": "spell", "names": {"es": "Tormenta Fuerte"}},
        {"name": "Mirror Force", "kind": "trap", "names": {"es": "Fuerza Espejo"}},
    ])
    own = CardLibrary([
        {"name": "Heavy Storm", "kind": "spell", "subtype": "quick-play"},
        {"name": "Spejo", "kind": "trap", "names": {"es": "Fuerza Espejo"}},
    ])
    lib = base.merged(own.cards())
    assert base.merged([]) is base
    assert lib.get("heavy storm").subtype == "quick-play"
    # the replaced card's other names no longer lead to it
    with pytest.raises(UnknownCardError):
        lib.get("Tormenta Fuerte")
    # a name two cards share is ambiguous across the layers
    with pytest.raises(AmbiguousCardError):
        lib.get("Fuerza Espejo")
    assert sorted(c.name for c in lib.cards()) == ["Heavy Storm", "Mirror Force", "Spejo"]
    assert len(lib) == 3 and "mirror force" in lib and "Tormenta Fuerte" not in lib
    assert base.get("Tormenta Fuerte").subtype == "normal"  # the shared library is unchanged
    with pytest.raises(UnknownCardError) as err:
        lib.get("Mirror Forse")
    assert err.value.suggestions == ["Mirror Force"]
