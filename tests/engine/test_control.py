"""Control and ownership (000:1146-1148, 004:1147): an effect takes control of a monster,
the new controller plays it, and whatever sends it from the field sends it to its owner's
Graveyard, hand or Deck; control taken "until the End Phase" goes back then."""

from __future__ import annotations

import pytest
from engine_cards import scenario

from judge.engine import ScenarioError, simulate

CARDS = [
    {"name": "Heart Swap", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "target": {"count": 1, "zone": "monsters", "side": "opponent"},
                  "do": [{"take_control": {"what": "targets", "until": "end_of_turn"}}]}]},
    {"name": "Steal Forever", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "target": {"count": 1, "zone": "monsters", "side": "opponent"},
                  "do": [{"take_control": {"what": "targets"}}]}]},
    {"name": "Raigeki", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"destroy": {"zone": "monsters", "side": "both"}}]}]},
    {"name": "Bounce", "kind": "spell", "subtype": "quick-play",
     "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters", "side": "both"},
                  "do": [{"return_to_hand": "targets"}]}]},
]


def play(state, actions):
    return simulate(scenario(state, actions, CARDS))


def _base(hand):
    return {"turn": 3, "turn_player": "A", "phase": "main1",
            "players": {"A": {"hand": hand},
                        "B": {"monsters": [{"card": "Vanilla 1800", "id": "b1"}]}}}


def _where(result, name):
    """Where a card is at the end: (player, place) pairs."""
    out = []
    for player, zones in result["outcome"]["zones"].items():
        for place in ("hand", "graveyard", "banished"):
            out += [(player, place) for c in zones[place] if c == name]
        out += [(player, "monsters") for c in zones["monsters"] if c["card"] == name]
    return out


def test_taking_control_moves_the_monster_to_the_new_controllers_side() -> None:
    result = play(_base(["Steal Forever"]),
                  [{"player": "A", "do": "activate", "card": "Steal Forever", "targets": ["b1"]}])
    assert result["error"] is None
    assert _where(result, "Vanilla 1800") == [("A", "monsters")]
    (monster,) = result["outcome"]["zones"]["A"]["monsters"]
    assert monster["owner"] == "B"            # controlled by A, still owned by B
    event = next(e for e in result["events"] if e["type"] == "take_control")
    assert "000:1148" in event["cites"] and "toma el control" in event["text"]["es"]


def test_a_controlled_monster_destroyed_goes_to_its_owners_graveyard() -> None:
    result = play(_base(["Steal Forever", "Raigeki"]),
                  [{"player": "A", "do": "activate", "card": "Steal Forever", "targets": ["b1"]},
                   {"player": "B", "do": "pass"}, {"player": "A", "do": "pass"},
                   {"player": "A", "do": "activate", "card": "Raigeki"}])
    assert _where(result, "Vanilla 1800") == [("B", "graveyard")]


def test_a_controlled_monster_returned_to_the_hand_goes_to_its_owners_hand() -> None:
    result = play(_base(["Steal Forever", "Bounce"]),
                  [{"player": "A", "do": "activate", "card": "Steal Forever", "targets": ["b1"]},
                   {"player": "B", "do": "pass"}, {"player": "A", "do": "pass"},
                   {"player": "A", "do": "activate", "card": "Bounce", "targets": ["b1"]}])
    assert _where(result, "Vanilla 1800") == [("B", "hand")]


def test_a_controlled_monster_tributed_goes_to_its_owners_graveyard() -> None:
    result = play(_base(["Steal Forever", "Big Six"]),
                  [{"player": "A", "do": "activate", "card": "Steal Forever", "targets": ["b1"]},
                   {"player": "B", "do": "pass"}, {"player": "A", "do": "pass"},
                   {"player": "A", "do": "normal_summon", "card": "Big Six", "tributes": ["b1"]}])
    assert result["error"] is None
    assert _where(result, "Vanilla 1800") == [("B", "graveyard")]
    assert _where(result, "Big Six") == [("A", "monsters")]


def test_control_until_the_end_phase_goes_back_to_the_owner() -> None:
    result = play(_base(["Heart Swap"]),
                  [{"player": "A", "do": "activate", "card": "Heart Swap", "targets": ["b1"]},
                   {"player": "B", "do": "pass"}, {"player": "A", "do": "pass"},
                   {"player": "A", "do": "enter_phase", "phase": "end"}])
    assert result["error"] is None
    assert _where(result, "Vanilla 1800") == [("B", "monsters")]
    assert "owner" not in result["outcome"]["zones"]["B"]["monsters"][0]
    assert any(e["type"] == "control_returns" for e in result["events"])


def test_a_taken_monster_attacks_for_its_controller() -> None:
    state = {"turn": 3, "turn_player": "A", "phase": "battle",
             "players": {"A": {"monsters": [{"card": "Vanilla 1800", "id": "a1", "owner": "B"}]},
                         "B": {"monsters": [{"card": "Vanilla 1500", "id": "b2"}]}}}
    result = play(state, [{"player": "A", "do": "attack", "attacker": "a1", "target": "b2"}])
    assert result["error"] is None
    assert result["outcome"]["lp"] == {"A": 8000, "B": 7700}
    assert _where(result, "Vanilla 1500") == [("B", "graveyard")]


def test_a_taken_monster_destroyed_in_battle_goes_to_its_owner() -> None:
    state = {"turn": 3, "turn_player": "A", "phase": "battle",
             "players": {"A": {"monsters": [{"card": "Vanilla 1500", "id": "a1", "owner": "B"}]},
                         "B": {"monsters": [{"card": "Vanilla 1800", "id": "b2"}]}}}
    result = play(state, [{"player": "A", "do": "attack", "attacker": "a1", "target": "b2"}])
    assert result["outcome"]["lp"]["A"] == 7700          # its controller takes the damage
    assert _where(result, "Vanilla 1500") == [("B", "graveyard")]


def test_no_free_monster_zone_means_no_control_change() -> None:
    full = [{"card": "Vanilla 1500"} for _ in range(5)]
    state = _base(["Steal Forever"])
    state["players"]["A"]["monsters"] = full
    result = play(state, [{"player": "A", "do": "activate", "card": "Steal Forever", "targets": ["b1"]}])
    assert _where(result, "Vanilla 1800") == [("B", "monsters")]
    assert not any(e["type"] == "take_control" for e in result["events"])


@pytest.mark.parametrize("monster, path", [
    ({"card": "Vanilla 1800", "owner": "C"}, "state.players.A.monsters.0.owner"),
    ({"card": "Vanilla 1800", "control_until": "end_of_turn"}, "state.players.A.monsters.0.control_until"),
])
def test_bad_ownership_is_refused_with_its_path(monster, path) -> None:
    state = {"turn": 3, "turn_player": "A", "phase": "main1", "players": {"A": {"monsters": [monster]}}}
    with pytest.raises(ScenarioError) as err:
        simulate(scenario(state, [], CARDS))
    assert err.value.path == path
