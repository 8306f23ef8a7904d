"""The fast validity check agrees with jsonschema on valid and mutated scenarios."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from judge.engine.cards import CARD_SCHEMA
from judge.engine.scenario import SCENARIO_SCHEMA
from judge.engine.schema import is_valid

ROOT = Path(__file__).resolve().parents[2]
WRONG: list[Any] = [None, True, 7, -3, 2.5, "x", "", [], [1], {}, {"zzz": 1}, ["a", "b"]]


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, (*prefix, i)))
    return out


def _samples() -> list[dict[str, Any]]:
    docs = [yaml.safe_load((Path(__file__).parent / "heavy_storm.yaml").read_text())]
    for path in sorted((ROOT / "rules_corpus" / "rulings").glob("*.yaml"))[:40]:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("scenario"), dict):
            docs.append(data["scenario"])
    return docs


def test_fast_check_agrees_with_jsonschema() -> None:
    ref = jsonschema.Draft202012Validator(SCENARIO_SCHEMA)
    rng = random.Random(7)
    checked = 0
    for doc in _samples():
        assert is_valid(doc, SCENARIO_SCHEMA) == ref.is_valid(doc)
        paths = [p for p in _paths(doc) if p]
        for _ in range(60):
            mutated = copy.deepcopy(doc)
            path = rng.choice(paths)
            target = mutated
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = copy.deepcopy(rng.choice(WRONG))
            assert is_valid(mutated, SCENARIO_SCHEMA) == ref.is_valid(mutated), path
            checked += 1
    assert checked >= 60


def test_fast_check_on_cards() -> None:
    ref = jsonschema.Draft202012Validator(CARD_SCHEMA)
    for card in ({"name": "A", "kind": "monster", "level": 4, "atk": 1, "def": None},
                 {"name": "A", "kind": "monster", "level": 14},
                 {"name": "A", "kind": "trap", "effects": [{"type": "quick", "do": [{}]}]},
                 {"name": "A", "kind": "trap", "effects": [{"type": "quick",
                                                             "do": [{"destroy": "this"}]}]},
                 {"name": "A", "kind": "spell", "effects": [{"type": "x"}]},
                 {"name": "A", "kind": "spell", "monster_type": ["normal", "toon"]}):
        assert is_valid(card, CARD_SCHEMA) == ref.is_valid(card), card
