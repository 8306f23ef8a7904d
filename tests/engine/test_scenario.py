"""Scenario loading: schema errors name the path, cards by name in any language,
expectations are checked."""

from __future__ import annotations

import json

import pytest
from engine_cards import scenario

from judge.engine import (
    AmbiguousCardError,
    CardLibrary,
    ScenarioError,
    UnknownCardError,
    load_scenario,
    simulate,
)


def test_wrong_type_names_the_path() -> None:
    with pytest.raises(ScenarioError) as info:
        simulate(scenario({"players": {"A": {"lp": "lots"}}}))
    assert {"path": "state.players.A.lp", "message": "must be an integer"} in info.value.details


def test_unknown_keys_are_rejected_everywhere() -> None:
    for bad in ({"sate": {}}, {"state": {"players": {"A": {"life": 3}}}},
                {"actions": [{"do": "pass", "whatever": 1}]}, {"expect": {"lpp": {}}}):
        data = {"version": 1, **bad}
        with pytest.raises(ScenarioError) as info:
            simulate(data)
        assert "unknown key" in str(info.value)


def test_player_required_except_for_pass() -> None:
    with pytest.raises(ScenarioError) as info:
        simulate({"version": 1, "actions": [{"do": "end_turn"}]})
    assert info.value.details[0]["path"] == "actions.0"
    assert simulate({"version": 1, "actions": [{"do": "pass"}]})["ok"]


def test_unknown_edition_and_unknown_card() -> None:
    with pytest.raises(ScenarioError) as info:
        simulate({"version": 1, "rules": "7.5"})
    assert info.value.details[0]["path"] == "rules"
    with pytest.raises(UnknownCardError):
        simulate({"version": 1, "state": {"players": {"A": {"hand": ["No Such Card"]}}}})


def test_yaml_and_json_strings(heavy_storm_yaml: str) -> None:
    r1 = simulate(heavy_storm_yaml)
    import yaml

    r2 = simulate(json.dumps(yaml.safe_load(heavy_storm_yaml)))
    assert r1["outcome"] == r2["outcome"]
    with pytest.raises(ScenarioError):
        simulate("version: [1")


def test_names_in_any_language_and_ambiguity() -> None:
    lib = CardLibrary([
        {"name": "Heavy Storm", "kind": "spell", "names": {"es": "Tormenta Fuerte",
                                                             "it": ["Tempesta Potente"]}},
        {"name": "Storm", "kind": "spell", "names": {"pt": "Tempestade"}},
        {"name": "Other", "kind": "spell", "names": {"pt": "Tempestade"}}])
    assert lib.get("TORMENTA fuerte").name == "Heavy Storm"
    assert lib.get("tempesta potente").name == "Heavy Storm"
    with pytest.raises(AmbiguousCardError):
        lib.get("Tempestade")
    with pytest.raises(UnknownCardError) as info:
        lib.get("Heavy Strom")
    assert "Heavy Storm" in info.value.suggestions


def test_card_schema_accepts_library_fields_and_rejects_unknown() -> None:
    CardLibrary([{"name": "X", "kind": "trap", "subtype": "counter", "names": {"es": ["Y"]},
                  "text": {"es": "…"}, "mentions": [{"source": "000", "lines": [1]}],
                  "cites": ["000:1"], "notes": {"a": 1}}])
    with pytest.raises(ScenarioError) as info:
        CardLibrary([{"name": "X", "kind": "trap", "colour": "red"}])
    assert info.value.details[0]["path"] == "cards.0"
    with pytest.raises(ScenarioError) as info:
        CardLibrary([{"name": "X", "kind": "trap", "subtype": "field"}])
    assert info.value.details[0]["path"] == "cards.0.subtype"


def test_expect_mismatches_are_reported(heavy_storm_yaml: str) -> None:
    import yaml

    data = yaml.safe_load(heavy_storm_yaml)
    data["expect"] = {"lp": {"A": 8000}, "winner": "B", "chains": [
        {"resolved": ["Tormenta Fuerte", "Threatening Roar", "Seven Tools of the Bandit"]}],
        "zones": {"A": {"graveyard": ["Heavy Storm", "Seven Tools of the Bandit"]}}}
    r = simulate(data)
    keys = {m["key"] for m in r["expect"]["mismatches"]}
    assert keys == {"lp.A", "winner", "chains.0.resolved"}
    assert r["expect"]["passed"] is False


def test_state_consistency_checks() -> None:
    with pytest.raises(ScenarioError) as info:
        load_scenario({"version": 1, "state": {"turn": 2, "turn_player": "A"}})
    assert info.value.details[0]["path"] == "state.turn_player"
    with pytest.raises(ScenarioError):
        load_scenario({"version": 1, "state": {"turn": 1, "phase": "battle"}})
    with pytest.raises(ScenarioError):
        load_scenario({"version": 1, "cards": [{"name": "S", "kind": "spell"}],
                       "state": {"players": {"A": {"monsters": [{"card": "S"}]}}}})


def test_simulate_does_not_change_its_input(heavy_storm_yaml: str) -> None:
    import copy

    import yaml

    data = yaml.safe_load(heavy_storm_yaml)
    before = copy.deepcopy(data)
    first = simulate(data)
    second = simulate(data)
    assert data == before
    assert first == second


def test_targets_for_an_effect_that_chooses_none_are_refused() -> None:
    """A Trap that returns "targets" to the hand but says no `target:` would do nothing
    with the targets named: the scenario is refused, naming the action's path."""
    bounce = {"name": "Bounce Trap", "kind": "trap", "subtype": "normal",
              "effects": [{"type": "activation", "do": [{"return_to_hand": "targets"}]}]}
    data = scenario(
        {"turn": 2, "phase": "battle", "players": {
            "A": {"monsters": [{"card": "Vanilla 1500", "id": "att"}]},
            "B": {"spell_trap": [{"card": "Bounce Trap", "id": "trap", "face": "down"}],
                  "monsters": [{"card": "Zero Wall", "id": "def"}]}}},
        [{"player": "B", "do": "activate", "card": "trap", "targets": ["att"]}],
        cards=[bounce])
    with pytest.raises(ScenarioError) as info:
        simulate(data)
    assert info.value.path == "actions.0.targets"
    assert "chooses no targets" in str(info.value)
