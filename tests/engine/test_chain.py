"""Chains: reverse resolution, Spell Speed, negation, costs (000:947-1044)."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import simulate

TRAPS = [
    {"name": "Heavy Storm", "kind": "spell", "subtype": "normal",
     "names": {"es": "Tormenta Fuerte"},
     "effects": [{"type": "activation",
                  "do": [{"destroy": {"zone": "spell_trap", "side": "both", "face": "any"}}]}]},
    {"name": "Threatening Roar", "kind": "trap", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"prevent_attacks": {"player": "opponent"}}]}]},
    {"name": "Seven Tools of the Bandit", "kind": "trap", "subtype": "counter",
     "effects": [{"type": "activation", "cost": {"pay_lp": 1000},
                  "condition": {"previous_link": {"kind": "trap"}},
                  "do": [{"negate_activation": {"what": "previous_link", "and_destroy": True}}]}]},
    {"name": "Quick Boost", "kind": "spell", "subtype": "quick-play",
     "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters", "face": "up"},
                  "do": [{"modify_atk": {"what": "targets", "amount": 500}}]}]},
    {"name": "Pot", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"draw": 2}]}]},
]


def test_heavy_storm_rulebook_example(heavy_storm_yaml: str) -> None:
    result = simulate(heavy_storm_yaml)
    assert result["ok"] is True
    assert result["expect"] == {"passed": True, "mismatches": []}
    chain = result["outcome"]["chains"][0]
    assert chain["resolved"] == ["Seven Tools of the Bandit", "Threatening Roar", "Heavy Storm"]
    assert chain["negated"] == ["Threatening Roar"]
    assert [ln["spell_speed"] for ln in chain["links"]] == [1, 2, 3]
    assert result["outcome"]["lp"] == {"A": 7000, "B": 8000}
    assert sorted(result["outcome"]["destroyed"]) == ["Seven Tools of the Bandit",
                                                      "Threatening Roar"]
    assert "Heavy Storm" in result["outcome"]["zones"]["A"]["graveyard"]
    # every event explains itself in four languages, with citations
    for ev in result["events"]:
        assert set(ev["text"]) == {"en", "es", "it", "pt"}
        assert ev["cites"]
    es = [ev["text"]["es"] for ev in result["events"]]
    assert any("Eslabón de Cadena 3" in t for t in es)
    it = [ev["text"]["it"] for ev in result["events"]]
    assert any("Anello 3 della Catena" in t for t in it)


def test_spell_speed_1_cannot_respond() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Heavy Storm", "Pot"]}}}
    actions = [{"player": "A", "do": "activate", "card": "Heavy Storm"},
               {"player": "A", "do": "activate", "card": "Pot"}]
    result = simulate(scenario(state, actions, TRAPS))
    assert result["ok"] is False
    assert result["error"]["rule"] == "spell_speed"
    assert result["error"]["action"] == 1
    assert "000:955" in result["error"]["cites"]


def test_quick_play_cannot_respond_to_counter_trap() -> None:
    state = {"turn": 3, "players": {
        "A": {"hand": ["Heavy Storm"], "monsters": [{"card": "Vanilla 1800"}],
              "spell_trap": [{"card": "Quick Boost", "set_turn": 1}]},
        "B": {"spell_trap": [{"card": "Threatening Roar", "set_turn": 2},
                             {"card": "Seven Tools of the Bandit", "set_turn": 2}]}}}
    actions = [{"player": "A", "do": "activate", "card": "Heavy Storm"},
               {"player": "B", "do": "activate", "card": "Threatening Roar"},
               {"player": "A", "do": "activate", "card": "Quick Boost"},
               ]
    ok = simulate(scenario(state, actions, TRAPS))
    assert ok["ok"] is True  # Spell Speed 2 on Spell Speed 2
    actions2 = actions[:2] + [{"player": "B", "do": "pass"}]
    # the counter trap needs a Trap as the previous link: activating it on Heavy Storm fails
    bad = simulate(scenario(state, [actions[0],
                                    {"player": "B", "do": "activate",
                                     "card": "Seven Tools of the Bandit"}], TRAPS))
    assert bad["error"]["rule"] == "activation_condition"
    assert simulate(scenario(state, actions2, TRAPS))["ok"] is True


def test_trap_set_this_turn_cannot_be_activated() -> None:
    state = {"turn": 3, "players": {"A": {"spell_trap": [{"card": "Threatening Roar",
                                                          "set_turn": 3}]}}}
    result = simulate(scenario(state, [{"player": "A", "do": "activate",
                                        "card": "Threatening Roar"}], TRAPS))
    assert result["error"]["rule"] == "set_this_turn"
    assert "000:656" in result["error"]["cites"]


def test_trap_from_hand_must_be_set_first() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Threatening Roar"]}}}
    result = simulate(scenario(state, [{"player": "A", "do": "activate",
                                        "card": "Threatening Roar"}], TRAPS))
    assert result["error"]["rule"] == "not_set"


def test_set_normal_spell_usable_same_turn_but_quick_play_not() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Pot", "Quick Boost"],
                                          "monsters": [{"card": "Vanilla 1800"}]}}}
    actions = [{"player": "A", "do": "set_spell_trap", "card": "Pot"},
               {"player": "A", "do": "activate", "card": "Pot"}]
    result = simulate(scenario(state, actions, TRAPS))
    assert result["ok"] is True
    assert result["outcome"]["zones"]["A"]["deck_count"] == 38
    actions = [{"player": "A", "do": "set_spell_trap", "card": "Quick Boost"},
               {"player": "A", "do": "activate", "card": "Quick Boost"}]
    assert simulate(scenario(state, actions, TRAPS))["error"]["rule"] == "set_this_turn"


def test_normal_spell_in_opponents_turn_is_not_allowed() -> None:
    state = {"turn": 2, "players": {"A": {"hand": ["Pot"]}}}
    result = simulate(scenario(state, [{"player": "A", "do": "activate", "card": "Pot"}],
                               TRAPS))
    assert result["error"]["rule"] == "not_your_turn"


def test_cost_paid_even_when_negated_and_cannot_pay() -> None:
    state = {"turn": 3, "players": {"A": {"lp": 500, "spell_trap": [
        {"card": "Seven Tools of the Bandit", "set_turn": 1}]},
        "B": {"spell_trap": [{"card": "Threatening Roar", "set_turn": 2}]}}}
    actions = [{"player": "B", "do": "activate", "card": "Threatening Roar"},
               {"player": "A", "do": "activate", "card": "Seven Tools of the Bandit"}]
    result = simulate(scenario(state, actions, TRAPS))
    assert result["error"]["rule"] == "cannot_pay_cost"


def test_quick_play_in_damage_step_is_allowed_only_if_it_changes_atk() -> None:
    state = {"turn": 2, "phase": "battle", "step": "battle", "players": {
        "B": {"monsters": [{"card": "Vanilla 1500", "id": "b1"}]},
        "A": {"monsters": [{"card": "Vanilla 1800", "id": "a1"}],
              "spell_trap": [{"card": "Quick Boost", "set_turn": 1},
                             {"card": "Threatening Roar", "set_turn": 1}]}}}
    actions = [{"player": "B", "do": "attack", "attacker": "b1", "target": "a1"},
               {"player": "B", "do": "next_phase"},
               {"player": "A", "do": "activate", "card": "Quick Boost", "targets": ["b1"]}]
    result = simulate(scenario(state, actions, TRAPS))
    assert result["ok"], result["error"]
    # 1500 + 500 = 2000 beats 1800
    assert result["outcome"]["lp"]["A"] == 7800
    actions[2] = {"player": "A", "do": "activate", "card": "Threatening Roar"}
    bad = simulate(scenario(state, actions, TRAPS))
    assert bad["error"]["rule"] == "damage_step_activation"
