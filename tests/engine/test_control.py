"""Ownership and control: a card taken by the opponent moves to their side of the
field, and whatever sends it off the field sends it to its owner's Graveyard,
hand or Deck (000:1146, 000:1148; 004:1147)."""

from __future__ import annotations

import pytest
from engine_cards import scenario

from judge.engine import ScenarioError, simulate

CARDS = [
    {"name": "Heart", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "target": {"count": 1, "zone": "monsters", "side": "opponent"},
                  "do": [{"take_control": {"what": "targets", "until": "end_phase"}}]}]},
    {"name": "Steal", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "target": {"count": 1, "zone": "monsters", "side": "opponent"},
                  "do": [{"take_control": {"what": "targets", "until": "permanent"}}]}]},
    {"name": "Raigeki", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "do": [{"destroy": {"zone": "monsters", "side": "both"}}]}]},
    {"name": "Rank Four", "kind": "monster", "monster_type": ["xyz"], "rank": 4, "atk": 2500,
     "def": 2000},
    {"name": "Bounce", "kind": "spell", "subtype": "quick-play",
     "effects": [{"type": "activation",
                  "target": {"count": 1, "zone": "monsters", "side": "both"},
                  "do": [{"return_to_hand": "targets"}]}]},
]


def state(a: dict | None = None, b: dict | None = None, **extra) -> dict:
    """Turn 3, Player A's Main Phase 1 (A went first)."""
    return {"turn": 3, "phase": "main1", **extra,
            "players": {"A": a or {}, "B": b or {}}}


def play(st: dict, actions: list[dict]) -> dict:
    return simulate(scenario(st, actions, CARDS))


def steal(card: str = "Steal", target: str = "v") -> list[dict]:
    """Player A activates ``card`` on ``target`` and both players pass: it resolves."""
    return [{"player": "A", "do": "activate", "card": card, "targets": [target]},
            {"do": "pass"}, {"do": "pass"}]


def moved(result: dict, uid: str) -> dict:
    return next(m for m in result["outcome"]["moved"] if m["id"] == uid)


def test_taken_monster_moves_to_the_new_controllers_side() -> None:
    r = play(state({"hand": ["Steal"]}, {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}),
             steal())
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]
    assert zones["B"]["monsters"] == []
    assert zones["A"]["monsters"][0]["id"] == "v"
    assert zones["A"]["monsters"][0]["owner"] == "B"
    event = next(e for e in r["events"] if e["type"] == "take_control")
    assert event["player"] == "A" and event["owner"] == "B"
    assert "000:1148" in event["cites"] and "004:1147" in event["cites"]
    entry = moved(r, "v")
    assert entry["owner"] == "B" and entry["controller"] == "A"
    assert (entry["from"], entry["to"]) == ("B.monsters", "A.monsters")


def test_destroyed_controlled_monster_goes_to_its_owners_graveyard() -> None:
    r = play(state({"hand": ["Steal", "Raigeki"]},
                   {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}),
             [*steal(), {"player": "A", "do": "activate", "card": "Raigeki"}])
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]
    assert zones["B"]["graveyard"] == ["Vanilla 1800"]
    assert "Vanilla 1800" not in zones["A"]["graveyard"]
    entry = moved(r, "v")
    assert (entry["owner"], entry["to"]) == ("B", "B.graveyard")
    assert "controller" not in entry
    assert entry["control_changes"][0] == {"from": "B", "to": "A", "until": "permanent",
                                           "turn": 3}


def test_bounced_controlled_monster_goes_to_its_owners_hand() -> None:
    r = play(state({"hand": ["Steal", "Bounce"]},
                   {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}),
             [*steal(), {"player": "A", "do": "activate", "card": "Bounce", "targets": ["v"]}])
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]
    assert zones["B"]["hand"] == ["Vanilla 1800"]
    assert zones["A"]["hand"] == []
    assert moved(r, "v")["to"] == "B.hand"


def test_taken_xyz_keeps_its_materials_and_all_go_to_the_owners_graveyard() -> None:
    xyz = {"card": "Rank Four", "id": "v", "summoned_by": "xyz",
           "materials": ["Vanilla 1800", "Vanilla 1500"]}
    r = play(state({"hand": ["Steal", "Raigeki"]}, {"monsters": [xyz]}), steal())
    assert r["ok"], r["error"]
    assert r["outcome"]["zones"]["A"]["monsters"][0]["materials"] == ["Vanilla 1800",
                                                                      "Vanilla 1500"]
    assert r["outcome"]["zones"]["B"]["graveyard"] == []
    r = play(state({"hand": ["Steal", "Raigeki"]}, {"monsters": [xyz]}),
             [*steal(), {"player": "A", "do": "activate", "card": "Raigeki"}])
    assert r["ok"], r["error"]
    assert sorted(r["outcome"]["zones"]["B"]["graveyard"]) == ["Rank Four", "Vanilla 1500",
                                                               "Vanilla 1800"]
    # the Xyz Monster and its materials went to their owner's Graveyard, not A's (000:1096)
    assert r["outcome"]["zones"]["A"]["graveyard"] == ["Steal", "Raigeki"]


def test_monster_tributed_by_its_controller_goes_to_its_owners_graveyard() -> None:
    r = play(state({"hand": ["Steal", "Big Six"]},
                   {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}),
             [*steal(), {"player": "A", "do": "normal_summon", "card": "Big Six",
                        "tributes": ["v"]}])
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]
    assert [m["card"] for m in zones["A"]["monsters"]] == ["Big Six"]
    assert zones["B"]["graveyard"] == ["Vanilla 1800"]
    assert zones["A"]["graveyard"] == ["Steal"]


def test_control_until_the_end_phase_returns_to_the_owner() -> None:
    r = play(state({"hand": ["Heart"]}, {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}),
             [*steal("Heart"), {"player": "A", "do": "enter_phase", "phase": "main2"}])
    assert r["ok"], r["error"]
    mons = r["outcome"]["zones"]["A"]["monsters"]
    assert mons[0]["id"] == "v" and mons[0]["control_until"] == "end_phase"

    r = play(state({"hand": ["Heart"]}, {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}),
             [*steal("Heart"), {"player": "A", "do": "enter_phase", "phase": "end"}])
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]
    assert zones["A"]["monsters"] == []
    assert zones["B"]["monsters"][0]["id"] == "v"
    assert "control_until" not in zones["B"]["monsters"][0]
    back = next(e for e in r["events"] if e["type"] == "control_returns")
    assert back["player"] == "B" and "000:1148" in back["cites"]
    entry = moved(r, "v")
    assert (entry["from"], entry["to"], entry["controller"]) == ("B.monsters", "B.monsters", "B")
    assert [c["to"] for c in entry["control_changes"]] == ["A", "B"]


def test_permanent_control_stays_after_the_end_phase() -> None:
    r = play(state({"hand": ["Steal"]}, {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}),
             [*steal(), {"player": "A", "do": "end_turn"}])
    assert r["ok"], r["error"]
    assert r["outcome"]["turn"] == 4
    assert r["outcome"]["zones"]["A"]["monsters"][0]["id"] == "v"
    assert not any(e["type"] == "control_returns" for e in r["events"])


def test_owner_with_no_free_zone_gets_the_monster_in_the_graveyard() -> None:
    full = [{"card": "Vanilla 1500", "id": f"b{i}"} for i in range(5)]
    st = state({"monsters": [{"card": "Vanilla 1800", "id": "v", "owner": "B",
                              "control_until": "end_phase"}]}, {"monsters": full})
    r = play(st, [{"player": "A", "do": "enter_phase", "phase": "end"}])
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]
    assert zones["A"]["monsters"] == []
    assert zones["B"]["graveyard"] == ["Vanilla 1800"]
    assert len(zones["B"]["monsters"]) == 5


def test_taken_monster_attacks_and_its_damage_is_its_controllers() -> None:
    st = state({"hand": ["Steal"]}, {"monsters": [{"card": "Vanilla 1800", "id": "v"}]})
    r = play(st, [*steal(), {"player": "A", "do": "enter_phase", "phase": "battle"},
                  {"player": "A", "do": "attack", "attacker": "v", "target": None}])
    assert r["ok"], r["error"]
    assert r["outcome"]["lp"] == {"A": 8000, "B": 6200}

    # attacked by its owner's monster: the battle damage goes to its controller
    st = {"turn": 4, "phase": "battle", "players": {
        "A": {"monsters": [{"card": "Vanilla 1500", "id": "t", "owner": "B"}]},
        "B": {"monsters": [{"card": "Vanilla 1800", "id": "w"}]}}}
    r = play(st, [{"player": "B", "do": "attack", "attacker": "w", "target": "t"}])
    assert r["ok"], r["error"]
    assert r["outcome"]["lp"] == {"A": 7700, "B": 8000}
    assert r["outcome"]["zones"]["B"]["graveyard"] == ["Vanilla 1500"]
    assert r["outcome"]["zones"]["A"]["graveyard"] == []


def test_no_free_monster_zone_forbids_taking_control() -> None:
    mine = [{"card": "Vanilla 1500", "id": f"a{i}"} for i in range(5)]
    r = play(state({"hand": ["Steal"], "monsters": mine},
                   {"monsters": [{"card": "Vanilla 1800", "id": "v"}]}), steal())
    assert not r["ok"]
    assert r["error"]["rule"] == "zone_full"
    assert r["outcome"]["zones"]["B"]["monsters"][0]["id"] == "v"


def test_a_card_not_on_the_field_cannot_be_taken() -> None:
    r = play(state({"hand": ["Steal"]}, {"monsters": [{"card": "Vanilla 1500", "id": "w"}],
                                         "graveyard": [{"card": "Vanilla 1800", "id": "v"}]}),
             steal())
    assert not r["ok"]
    assert r["error"]["rule"] == "no_target"
    assert r["outcome"]["zones"]["B"]["graveyard"] == ["Vanilla 1800"]


def test_bad_owner_is_an_error_naming_its_path() -> None:
    with pytest.raises(ScenarioError) as info:
        play(state({"monsters": [{"card": "Vanilla 1800", "owner": "C"}]}), [])
    assert info.value.details[0]["path"] == "state.players.A.monsters.0.owner"


def test_control_until_on_a_card_its_side_owns_is_an_error() -> None:
    with pytest.raises(ScenarioError) as info:
        play(state(None, {"monsters": [{"card": "Vanilla 1800",
                                        "control_until": "end_phase"}]}), [])
    assert info.value.path == "state.players.B.monsters.0.control_until"


def test_owner_defaults_to_the_side_and_is_reported() -> None:
    r = play(state({"monsters": [{"card": "Vanilla 1800"}], "spell_trap": [{"card": "Raigeki"}]},
                   {"monsters": [{"card": "Vanilla 1500", "owner": "A"}]}), [])
    zones = r["outcome"]["zones"]
    assert zones["A"]["monsters"][0]["owner"] == "A"
    assert zones["A"]["spell_trap"][0]["owner"] == "A"
    assert zones["B"]["monsters"][0]["owner"] == "A"
    assert r["outcome"]["moved"] == []
