"""Battle: the damage table (000:883-943), 0 ATK (000:1080), piercing (000:1156),
attack limits (000:809), first turn (000:778), replays (000:825), flips (000:872-876)."""

from __future__ import annotations

import pytest
from engine_cards import scenario

from judge.engine import simulate

CARDS = [
    {"name": "Wall 1800", "kind": "monster", "monster_type": "normal", "level": 4, "atk": 0,
     "def": 1800},
    {"name": "Piercer", "kind": "monster", "monster_type": "effect", "level": 4, "atk": 2000,
     "def": 0, "effects": [{"type": "continuous", "apply": [{"piercing": True}]}]},
    {"name": "Zero Atk", "kind": "monster", "monster_type": "normal", "level": 1, "atk": 0,
     "def": 0},
    {"name": "Flip Drawer", "kind": "monster", "monster_type": "effect", "level": 2,
     "atk": 100, "def": 500, "effects": [{"type": "flip", "do": [{"draw": 1}]}]},
    {"name": "Gate Keeper", "kind": "monster", "monster_type": "effect", "level": 4,
     "atk": 1000, "def": 1000,
     "effects": [{"type": "continuous", "apply": [{"cannot_attack": {"filter": {
         "atk_min": 1700}, "side": "opponent"}}]}]},
    {"name": "Summon Trap", "kind": "trap", "subtype": "normal",
     "effects": [{"type": "activation", "when": "attack_declared",
                  "do": [{"create_tokens": {"name": "Guard Token", "count": 1, "atk": 0,
                                            "def": 0, "position": "defense"}}]}]},
    {"name": "Stop Attack", "kind": "trap", "subtype": "normal",
     "effects": [{"type": "activation", "when": "attack_declared",
                  "do": [{"negate_attack": True}]}]},
]


def battle(attacker: str, target: dict | None, actions=None, **pl):
    state = {"turn": 3, "phase": "battle", "step": "battle", "players": {
        "A": {"monsters": [{"card": attacker, "id": "atk"}], **pl.get("A", {})},
        "B": {"monsters": [target] if target else [], **pl.get("B", {})}}}
    acts = [{"player": "A", "do": "attack", "attacker": "atk",
             "target": "def" if target else None}] + (actions or [])
    return simulate(scenario(state, acts, CARDS))


@pytest.mark.parametrize(("attacker", "target", "lp", "destroyed", "rule"), [
    ("Vanilla 1800", {"card": "Vanilla 1500", "id": "def"}, {"A": 8000, "B": 7700},
     ["Vanilla 1500"], "battle_atk_win"),
    ("Vanilla 1800", {"card": "Vanilla 1800", "id": "def"}, {"A": 8000, "B": 8000},
     ["Vanilla 1800", "Vanilla 1800"], "battle_atk_tie"),
    ("Vanilla 1500", {"card": "Vanilla 1800", "id": "def"}, {"A": 7700, "B": 8000},
     ["Vanilla 1500"], "battle_atk_lose"),
    ("Vanilla 1800", {"card": "Vanilla 1500", "id": "def", "position": "defense"},
     {"A": 8000, "B": 8000}, ["Vanilla 1500"], "battle_def_win"),
    ("Vanilla 1800", {"card": "Wall 1800", "id": "def", "position": "defense"},
     {"A": 8000, "B": 8000}, [], "battle_def_tie"),
    ("Vanilla 1500", {"card": "Zero Wall", "id": "def", "position": "defense"},
     {"A": 7500, "B": 8000}, [], "battle_def_lose"),
    ("Piercer", {"card": "Vanilla 1500", "id": "def", "position": "defense"},
     {"A": 8000, "B": 7200}, ["Vanilla 1500"], "piercing"),
    ("Zero Atk", {"card": "Zero Atk", "id": "def"}, {"A": 8000, "B": 8000}, [],
     "battle_atk_tie"),
    ("Vanilla 1800", None, {"A": 8000, "B": 6200}, [], "battle_direct"),
])
def test_damage_table(attacker, target, lp, destroyed, rule) -> None:
    r = battle(attacker, target)
    assert r["ok"], r["error"]
    assert r["outcome"]["lp"] == lp
    assert sorted(r["outcome"]["destroyed"]) == sorted(destroyed)
    rules = {e["rule"] for e in r["events"]}
    assert rule in rules
    assert r["outcome"]["step"] == "battle"  # back in the Battle Step after the Damage Step


def test_zero_atk_attacker_destroys_nothing() -> None:
    r = battle("Zero Atk", {"card": "Zero Atk", "id": "def"})
    assert any(e["type"] == "zero_atk" and "000:1080" in e["cites"] for e in r["events"])


def test_face_down_target_is_flipped_and_flip_effect_after_damage() -> None:
    r = battle("Vanilla 1800", {"card": "Flip Drawer", "id": "def", "position": "set",
                                "set_turn": 2}, B={"deck": 5})
    assert r["ok"], r["error"]
    b = r["outcome"]["battles"][0]
    assert b["flipped"] == ["Flip Drawer"] and b["destroyed"] == ["Flip Drawer"]
    types = [e["type"] for e in r["events"]]
    assert types.index("damage_calculation") < types.index("activate")
    assert r["outcome"]["zones"]["B"]["hand"] == ["Unknown card"]


def test_direct_attack_forbidden_with_monsters() -> None:
    state = {"turn": 3, "phase": "battle", "players": {
        "A": {"monsters": [{"card": "Vanilla 1800", "id": "a"}]},
        "B": {"monsters": [{"card": "Vanilla 1500"}]}}}
    r = simulate(scenario(state, [{"player": "A", "do": "attack", "attacker": "a",
                                   "target": None}], CARDS))
    assert r["error"]["rule"] == "direct_attack"


def test_attack_limits() -> None:
    state = {"turn": 3, "phase": "battle", "players": {
        "A": {"monsters": [{"card": "Vanilla 1800", "id": "a"},
                           {"card": "Vanilla 1500", "id": "d", "position": "defense"}]},
        "B": {}}}
    twice = simulate(scenario(state, [
        {"player": "A", "do": "attack", "attacker": "a", "target": None},
        {"player": "A", "do": "attack", "attacker": "a", "target": None}], CARDS))
    assert twice["error"]["rule"] == "already_attacked"
    assert twice["outcome"]["lp"]["B"] == 6200
    dpos = simulate(scenario(state, [{"player": "A", "do": "attack", "attacker": "d",
                                      "target": None}], CARDS))
    assert dpos["error"]["rule"] == "attack_position"


def test_first_turn_has_no_battle_phase() -> None:
    state = {"turn": 1, "players": {"A": {"monsters": [{"card": "Vanilla 1800", "id": "a"}]}}}
    r = simulate(scenario(state, [{"player": "A", "do": "enter_phase", "phase": "battle"}],
                          CARDS))
    assert r["error"]["rule"] == "first_turn_no_battle"
    assert "000:778" in r["error"]["cites"]
    r = simulate(scenario(state, [{"player": "A", "do": "next_phase"},
                                  {"player": "A", "do": "attack", "attacker": "a",
                                   "target": None}], CARDS))
    assert r["outcome"]["phase"] == "end" or r["error"]["rule"] == "first_turn_no_battle"
    assert r["error"]["rule"] == "first_turn_no_battle"


def test_replay_when_a_monster_appears() -> None:
    r = battle("Vanilla 1800", {"card": "Vanilla 1500", "id": "def"},
               [{"player": "B", "do": "activate", "card": "Summon Trap"},
                {"player": "A", "do": "pass"}, {"player": "B", "do": "pass"},
                {"player": "A", "do": "attack", "attacker": "atk", "target": "def"}],
               B={"spell_trap": [{"card": "Summon Trap", "set_turn": 2}]})
    assert r["ok"], r["error"]
    assert r["outcome"]["replays"] == 1
    assert r["outcome"]["lp"]["B"] == 7700
    assert any(e["type"] == "replay" and "000:825" in e["cites"] for e in r["events"])


def test_negated_attack_still_counts_as_attack() -> None:
    r = battle("Vanilla 1800", None,
               [{"player": "B", "do": "activate", "card": "Stop Attack"},
                {"player": "A", "do": "attack", "attacker": "atk", "target": None}],
               B={"spell_trap": [{"card": "Stop Attack", "set_turn": 2}]})
    assert r["error"]["rule"] == "already_attacked"
    assert r["outcome"]["lp"]["B"] == 8000


def test_continuous_effect_forbids_attack() -> None:
    r = battle("Vanilla 1800", {"card": "Gate Keeper", "id": "def"})
    assert r["error"]["rule"] == "cannot_attack"
    ok = battle("Vanilla 1500", {"card": "Gate Keeper", "id": "def"})
    assert ok["ok"]
