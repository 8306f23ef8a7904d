"""Field, Equip and Continuous Spells; Quick-Play timing (000:610-678)."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import simulate

CARDS = [
    {"name": "Forest", "kind": "spell", "subtype": "field",
     "effects": [{"type": "continuous", "apply": [{"modify_atk": {
         "what": {"zone": "monsters", "side": "both"}, "amount": 200}}]}]},
    {"name": "Wasteland", "kind": "spell", "subtype": "field"},
    {"name": "Axe", "kind": "spell", "subtype": "equip",
     "effects": [{"type": "continuous", "apply": [{"modify_atk": {"what": "equipped",
                                                                  "amount": 1000}}]}]},
    {"name": "Hole", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "target": {"count": 1, "zone": "monsters", "side": "both"},
                  "do": [{"destroy": "targets"}]}]},
    {"name": "Quick Boost", "kind": "spell", "subtype": "quick-play",
     "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters",
                                                   "face": "up"},
                  "do": [{"modify_atk": {"what": "targets", "amount": 500}}]}]},
]


def play(state, actions, edition=None):
    extra = {"rules": edition} if edition else {}
    return simulate(scenario(state, actions, CARDS, **extra))


def test_field_spell_one_per_player_old_one_to_graveyard() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Wasteland"], "field": {"card": "Forest",
                                                                           "face": "up"}},
                                    "B": {"field": {"card": "Forest", "face": "up"}}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Wasteland"}])
    assert r["ok"], r["error"]
    z = r["outcome"]["zones"]
    assert z["A"]["field"]["card"] == "Wasteland" and z["A"]["graveyard"] == ["Forest"]
    assert z["B"]["field"]["card"] == "Forest"  # the opponent keeps theirs (000:178)


def test_field_spell_in_older_edition_destroys_the_opponents() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Wasteland"]},
                                    "B": {"field": {"card": "Forest", "face": "up"}}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Wasteland"}], "synchro")
    assert r["ok"], r["error"]
    assert r["outcome"]["zones"]["B"]["field"] is None
    assert r["outcome"]["destroyed"] == ["Forest"]
    ev = [e for e in r["events"] if e["type"] == "destroy"][0]
    assert ev["cites"] == ["001:363"]


def test_field_spell_modifies_atk_in_battle() -> None:
    state = {"turn": 3, "phase": "battle", "players": {
        "A": {"field": {"card": "Forest", "face": "up"},
              "monsters": [{"card": "Vanilla 1500", "id": "a"}]},
        "B": {"monsters": [{"card": "Vanilla 1800", "id": "b", "position": "defense"}]}}}
    r = play(state, [{"player": "A", "do": "attack", "attacker": "a", "target": "b"}])
    # 1700 ATK against 1200 DEF (Forest raises DEF? no: only ATK): destroyed, no damage
    assert r["outcome"]["battles"][0]["destroyed"] == ["Vanilla 1800"]


def test_equip_destroyed_when_monster_leaves() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Axe", "Hole"],
                                          "monsters": [{"card": "Vanilla 1500", "id": "a"}]}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Axe", "targets": ["a"]},
                     {"player": "B", "do": "pass"}, {"player": "A", "do": "pass"},
                     {"player": "A", "do": "activate", "card": "Hole", "targets": ["a"]}])
    assert r["ok"], r["error"]
    assert sorted(r["outcome"]["destroyed"]) == ["Axe", "Vanilla 1500"]
    assert any(e["rule"] == "equip_destroyed" and "000:632" in e["cites"] for e in r["events"])


def test_equip_raises_atk() -> None:
    state = {"turn": 3, "phase": "battle", "players": {
        "A": {"spell_trap": [{"card": "Axe", "face": "up", "equipped_to": "a"}],
              "monsters": [{"card": "Vanilla 1500", "id": "a"}]}, "B": {}}}
    r = play(state, [{"player": "A", "do": "attack", "attacker": "a", "target": None}])
    assert r["outcome"]["lp"]["B"] == 5500


def test_quick_play_from_hand_only_in_own_turn() -> None:
    state = {"turn": 2, "players": {"A": {"hand": ["Quick Boost"],
                                          "monsters": [{"card": "Vanilla 1500"}]}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Quick Boost"}])
    assert r["error"]["rule"] == "not_your_turn"
    # the particular rule, with its own passage (000:646) and wording
    assert r["error"]["case"] == "quick_play_from_hand"
    assert r["error"]["cites"] == ["000:646"]
    assert "Quick-Play" in r["error"]["text"]["en"]
    state = {"turn": 2, "players": {"A": {"spell_trap": [{"card": "Quick Boost",
                                                          "set_turn": 1}],
                                          "monsters": [{"card": "Vanilla 1500"}]}}}
    assert play(state, [{"player": "A", "do": "activate", "card": "Quick Boost"}])["ok"]


def test_spell_zone_full() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Hole"], "monsters": [{"card": "Zero Wall"}],
                                          "spell_trap": [{"card": "Axe"}] * 5}}}
    assert play(state, [{"player": "A", "do": "activate", "card": "Hole"}])[
        "error"]["rule"] == "zone_full"


def test_no_target_error() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Hole"]}}}
    assert play(state, [{"player": "A", "do": "activate", "card": "Hole"}])[
        "error"]["rule"] == "no_target"
