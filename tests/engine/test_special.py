"""Synchro, Xyz, Fusion, Ritual and Pendulum Summons; the "properly Summoned" rule."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import simulate

CARDS = [
    {"name": "Junk Synchron", "kind": "monster", "monster_type": ["effect", "tuner"],
     "level": 3, "atk": 1300, "def": 500},
    {"name": "Junk Warrior", "kind": "monster", "monster_type": ["synchro", "effect"],
     "level": 5, "atk": 2300, "def": 1300,
     "materials": {"tuner": "Junk Synchron", "non_tuner": "1+"}},
    {"name": "Two Star", "kind": "monster", "monster_type": "normal", "level": 2,
     "atk": 800, "def": 800},
    {"name": "Utopia", "kind": "monster", "monster_type": ["xyz", "effect"], "rank": 4,
     "atk": 2500, "def": 2000, "materials": {"level": 4, "count": 2}},
    {"name": "Sheep Token", "kind": "monster", "monster_type": "token", "level": 4,
     "atk": 0, "def": 0},
    {"name": "Polymerization", "kind": "spell", "subtype": "normal",
     "names": {"es": "Polimerización"}},
    {"name": "Twin Fusion", "kind": "monster", "monster_type": ["fusion"], "level": 6,
     "atk": 2600, "def": 1300, "materials": {"names": ["Vanilla 1800", "Vanilla 1500"]}},
    {"name": "Ritual Beast", "kind": "monster", "monster_type": ["ritual"], "level": 6,
     "atk": 2800, "def": 0},
    {"name": "Beast Ritual", "kind": "spell", "subtype": "ritual",
     "ritual_monster": "Ritual Beast"},
    {"name": "Scale One", "kind": "monster", "monster_type": ["pendulum", "normal"],
     "level": 4, "scale": 1, "atk": 1000, "def": 1000},
    {"name": "Scale Eight", "kind": "monster", "monster_type": ["pendulum", "normal"],
     "level": 4, "scale": 8, "atk": 1000, "def": 1000},
    {"name": "Monster Reborn", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "target": {"count": 1, "zone": "graveyard", "side": "both"},
                  "do": [{"special_summon": {"what": "targets", "from": "graveyard"}}]}]},
]


def play(state, actions, **kw):
    return simulate(scenario(state, actions, CARDS, **kw))


def test_synchro_summon_exact_levels_one_tuner() -> None:
    state = {"turn": 3, "players": {"A": {"extra_deck": ["Junk Warrior"], "monsters": [
        {"card": "Junk Synchron", "id": "js"}, {"card": "Two Star", "id": "ts"},
        {"card": "Vanilla 1800", "id": "v4"}]}}}
    ok = play(state, [{"player": "A", "do": "synchro_summon", "card": "Junk Warrior",
                       "materials": ["js", "ts"]}])
    assert ok["ok"], ok["error"]
    zones = ok["outcome"]["zones"]["A"]
    assert [m["card"] for m in zones["monsters"]] == ["Junk Warrior", "Vanilla 1800"]
    assert sorted(zones["graveyard"]) == ["Junk Synchron", "Two Star"]
    wrong = play(state, [{"player": "A", "do": "synchro_summon", "card": "Junk Warrior",
                          "materials": ["js", "v4"]}])
    assert wrong["error"]["rule"] == "synchro_materials"  # 3 + 4 = 7, not 5
    no_tuner = play(state, [{"player": "A", "do": "synchro_summon", "card": "Junk Warrior",
                             "materials": ["ts", "v4"]}])
    assert no_tuner["error"]["rule"] == "synchro_materials"


def test_synchro_materials_must_be_face_up() -> None:
    state = {"turn": 3, "players": {"A": {"extra_deck": ["Junk Warrior"], "monsters": [
        {"card": "Junk Synchron", "id": "js"},
        {"card": "Two Star", "id": "ts", "position": "set", "set_turn": 1}]}}}
    r = play(state, [{"player": "A", "do": "synchro_summon", "card": "Junk Warrior",
                      "materials": ["js", "ts"]}])
    assert r["error"]["rule"] == "synchro_materials"


def test_xyz_summon_attaches_materials_and_they_leave_with_it() -> None:
    state = {"turn": 3, "players": {
        "A": {"extra_deck": ["Utopia"], "hand": ["Heavy"],
              "monsters": [{"card": "Vanilla 1800", "id": "a"}, {"card": "Vanilla 1500",
                                                                 "id": "b"}]}}}
    heavy = {"name": "Heavy", "kind": "spell", "subtype": "normal",
             "effects": [{"type": "activation",
                          "do": [{"destroy": {"zone": "monsters", "side": "both"}}]}]}
    r = simulate(scenario(state, [
        {"player": "A", "do": "xyz_summon", "card": "Utopia", "materials": ["a", "b"]},
        {"player": "A", "do": "activate", "card": "Heavy"}], CARDS + [heavy]))
    assert r["ok"], r["error"]
    attach = [e for e in r["events"] if e["type"] == "xyz_attach"]
    assert attach and attach[0]["materials"] == ["Vanilla 1800", "Vanilla 1500"]
    gy = r["outcome"]["zones"]["A"]["graveyard"]
    assert sorted(gy) == ["Heavy", "Utopia", "Vanilla 1500", "Vanilla 1800"]
    assert any(e["type"] == "materials_to_graveyard" and "000:1096" in e["cites"]
               for e in r["events"])


def test_xyz_rejects_tokens_and_wrong_levels() -> None:
    state = {"turn": 3, "players": {"A": {"extra_deck": ["Utopia"], "monsters": [
        {"card": "Vanilla 1800", "id": "a"}, {"card": "Sheep Token", "id": "t"},
        {"card": "Junk Synchron", "id": "j"}]}}}
    tok = play(state, [{"player": "A", "do": "xyz_summon", "card": "Utopia",
                        "materials": ["a", "t"]}])
    assert tok["error"]["rule"] == "xyz_materials"
    assert "000:1060" in tok["error"]["cites"]
    lvl = play(state, [{"player": "A", "do": "xyz_summon", "card": "Utopia",
                        "materials": ["a", "j"]}])
    assert lvl["error"]["rule"] == "xyz_materials"


def test_detach_sends_material_to_graveyard() -> None:
    state = {"turn": 3, "players": {"A": {"monsters": [
        {"card": "Utopia", "id": "u", "materials": ["Vanilla 1800", "Vanilla 1500"]}]}}}
    r = play(state, [{"player": "A", "do": "detach", "card": "u", "count": 1}])
    assert r["ok"]
    mon = r["outcome"]["zones"]["A"]["monsters"][0]
    assert mon["materials"] == ["Vanilla 1500"]
    assert r["outcome"]["zones"]["A"]["graveyard"] == ["Vanilla 1800"]


def test_fusion_through_polymerization() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Polimerización", "Vanilla 1800"],
                                          "extra_deck": ["Twin Fusion"],
                                          "monsters": [{"card": "Vanilla 1500", "id": "v"}]}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Polymerization",
                      "choices": {"fusion": "Twin Fusion",
                                  "materials": ["Vanilla 1800", "v"]}}])
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]["A"]
    assert [m["card"] for m in zones["monsters"]] == ["Twin Fusion"]
    assert sorted(zones["graveyard"]) == ["Polymerization", "Vanilla 1500", "Vanilla 1800"]
    missing = {"turn": 3, "players": {"A": {"hand": ["Polymerization"],
                                            "extra_deck": ["Twin Fusion"],
                                            "monsters": [{"card": "Vanilla 1500"}]}}}
    bad = play(missing, [{"player": "A", "do": "activate", "card": "Polymerization"}])
    assert bad["error"]["rule"] == "fusion_materials"


def test_ritual_summon_needs_enough_levels() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Beast Ritual", "Ritual Beast", "Two Star"],
                                          "monsters": [{"card": "Vanilla 1800", "id": "v"}]}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Beast Ritual",
                      "choices": {"monster": "Ritual Beast", "tributes": ["v", "Two Star"]}}])
    assert r["ok"], r["error"]
    assert [m["card"] for m in r["outcome"]["zones"]["A"]["monsters"]] == ["Ritual Beast"]
    low = play(state, [{"player": "A", "do": "activate", "card": "Beast Ritual",
                        "choices": {"monster": "Ritual Beast", "tributes": ["v"]}}])
    assert low["error"]["rule"] == "ritual_tributes"


def test_pendulum_summon_between_scales_once_per_turn() -> None:
    state = {"turn": 3, "players": {"A": {
        "pendulum": [{"card": "Scale One"}, {"card": "Scale Eight"}],
        "hand": ["Vanilla 1800", "Big Eight", "Two Star"],
        "extra_deck": [{"card": "Scale One", "face": "up"}]}}}
    ok = play(state, [{"player": "A", "do": "pendulum_summon",
                       "cards": ["Vanilla 1800", "Two Star", "Scale One"]}])
    assert ok["ok"], ok["error"]
    assert len(ok["outcome"]["zones"]["A"]["monsters"]) == 3
    eight = play(state, [{"player": "A", "do": "pendulum_summon", "cards": ["Big Eight"]}])
    assert eight["error"]["rule"] == "pendulum_scale"  # 8 is not strictly between 1 and 8
    twice = play(state, [{"player": "A", "do": "pendulum_summon", "cards": ["Vanilla 1800"]},
                         {"player": "A", "do": "pendulum_summon", "cards": ["Two Star"]}])
    assert twice["error"]["rule"] == "pendulum_once"


def test_pendulum_scale_activation_and_pendulum_to_extra_deck() -> None:
    heavy = {"name": "Heavy", "kind": "spell", "subtype": "normal",
             "effects": [{"type": "activation",
                          "do": [{"destroy": {"zone": "on_field", "side": "both"}}]}]}
    state = {"turn": 3, "players": {"A": {"hand": ["Scale One", "Heavy"],
                                          "monsters": [{"card": "Scale Eight"}]}}}
    r = simulate(scenario(state, [{"player": "A", "do": "activate", "card": "Scale One"},
                                  {"player": "B", "do": "pass"}, {"player": "A", "do": "pass"},
                                  {"player": "A", "do": "activate", "card": "Heavy"}],
                          CARDS + [heavy]))
    assert r["ok"], r["error"]
    zones = r["outcome"]["zones"]["A"]
    assert sorted(zones["extra_deck"]) == ["Scale Eight", "Scale One"]
    assert zones["graveyard"] == ["Heavy"]
    assert any(e["type"] == "to_extra_deck" and "000:358" in e["cites"] for e in r["events"])


def test_properly_summoned_rule() -> None:
    never = {"turn": 3, "players": {"A": {"hand": ["Monster Reborn"],
                                          "graveyard": ["Junk Warrior"]}}}
    r = play(never, [{"player": "A", "do": "activate", "card": "Monster Reborn",
                      "targets": ["Junk Warrior"]}])
    assert r["error"]["rule"] == "not_properly_summoned"
    assert "000:526" in r["error"]["cites"]
    proper = {"turn": 3, "players": {"A": {"hand": ["Monster Reborn"], "graveyard": [
        {"card": "Junk Warrior", "properly_summoned": True}]}}}
    ok = play(proper, [{"player": "A", "do": "activate", "card": "Monster Reborn",
                        "targets": ["Junk Warrior"]}])
    assert ok["ok"], ok["error"]
    assert ok["outcome"]["zones"]["A"]["monsters"][0]["card"] == "Junk Warrior"
