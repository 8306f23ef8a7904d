"""legal_actions and GameState push/pop/copy."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import IllegalActionError, legal_actions, load_scenario, simulate

TRAP = {"name": "Roar", "kind": "trap", "subtype": "normal",
        "effects": [{"type": "activation", "do": [{"prevent_attacks": {"player": "opponent"}}]}]}


def test_legal_actions_lists_summons_activations_attacks_and_pass() -> None:
    sc = load_scenario(scenario({"turn": 3, "players": {
        "A": {"hand": ["Vanilla 1800", "Big Eight"], "monsters": [{"card": "Vanilla 1500",
                                                                     "id": "v"}]},
        "B": {"spell_trap": [{"card": "Roar", "set_turn": 2}]}}}, [], [TRAP]))
    acts = legal_actions(sc.state)
    kinds = {(a["do"], a.get("name")) for a in acts}
    assert ("normal_summon", "Vanilla 1800") in kinds
    assert ("normal_summon", "Big Eight") not in kinds  # needs 2 Tributes, 1 monster
    assert ("pass", None) in kinds
    roar = [a for a in acts if a["do"] == "activate"]
    assert roar and roar[0]["player"] == "B" and roar[0]["spell_speed"] == 2
    assert not any(a["do"] == "attack" for a in acts)  # Main Phase 1
    for a in acts:  # everything offered can be applied
        st = sc.state.copy()
        st.push(a)


def test_result_has_priority_and_legal_actions() -> None:
    r = simulate(scenario({"turn": 3, "phase": "battle", "players": {
        "A": {"monsters": [{"card": "Vanilla 1500", "id": "v"}]}}}))
    assert r["priority"] == "A"
    attack = {"do": "attack", "player": "A", "attacker": "v", "target": None,
              "name": "Vanilla 1500", "target_name": None}
    assert attack in r["legal_actions"]


def test_push_pop_copy() -> None:
    sc = load_scenario(scenario({"turn": 3, "players": {"A": {"hand": ["Vanilla 1800"]}}}))
    st = sc.state
    before = [c.name for c in st.players["A"].hand]
    clone = st.copy()
    st.push({"do": "normal_summon", "player": "A", "card": "Vanilla 1800"})
    assert st.players["A"].field_monsters()[0].name == "Vanilla 1800"
    assert clone.players["A"].field_monsters() == []
    st.pop()
    assert [c.name for c in st.players["A"].hand] == before
    assert st.players["A"].field_monsters() == []
    try:
        st.push({"do": "normal_summon", "player": "B", "card": "Vanilla 1800"})
    except IllegalActionError as exc:
        assert exc.rule in ("not_your_turn", "card_not_there")
    else:
        raise AssertionError("B cannot summon in A's turn")
    assert [c.name for c in st.players["A"].hand] == before
