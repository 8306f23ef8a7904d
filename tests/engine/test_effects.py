"""Trigger Effects, conditions, Tokens and Equip Cards."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import simulate

CARDS = [
    {"name": "Pit", "kind": "trap", "subtype": "normal",
     "effects": [{"type": "activation",
                  "condition": {"event": ["normal_summoned", "flip_summoned"],
                                "side": "opponent", "filter": {"atk_min": 1000}},
                  "target": {"count": 1, "zone": "monsters", "side": "opponent"},
                  "do": [{"destroy": "targets"}]}]},
    {"name": "Grave Searcher", "kind": "monster", "monster_type": "effect", "level": 4,
     "atk": 1000, "def": 1000,
     "effects": [{"type": "trigger", "when": "sent_to_graveyard",
                  "do": [{"draw": 1}]}]},
    {"name": "Maybe Drawer", "kind": "monster", "monster_type": "effect", "level": 4,
     "atk": 1000, "def": 1000,
     "effects": [{"type": "trigger", "when": "normal_summoned", "optional": True,
                  "do": [{"gain_lp": {"to": "you", "amount": 500}}]}]},
    {"name": "Raigeki", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "do": [{"destroy": {"zone": "monsters", "side": "both"}}]}]},
    {"name": "Sheep", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"create_tokens": {
         "name": "Sheep Token", "count": 4, "atk": 0, "def": 0, "position": "defense"}}]}]},
    {"name": "Book", "kind": "spell", "subtype": "quick-play",
     "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters",
                                                   "face": "up"},
                  "do": [{"flip_face_down": "targets"}]}]},
    {"name": "Axe", "kind": "spell", "subtype": "equip"},
]


def play(state, actions):
    return simulate(scenario(state, actions, CARDS))


def test_trap_condition_on_summon_event_side_and_filter() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Vanilla 1800", "Zero Wall"]},
                                    "B": {"spell_trap": [{"card": "Pit", "set_turn": 2}]}}}
    ok = play(state, [{"player": "A", "do": "normal_summon", "card": "Vanilla 1800"},
                      {"player": "B", "do": "activate", "card": "Pit"}])
    assert ok["ok"], ok["error"]
    assert ok["outcome"]["destroyed"] == ["Vanilla 1800"]
    weak = play(state, [{"player": "A", "do": "normal_summon", "card": "Zero Wall"},
                        {"player": "B", "do": "activate", "card": "Pit"}])
    assert weak["error"]["rule"] == "activation_condition"
    late = play(state, [{"player": "A", "do": "normal_summon", "card": "Vanilla 1800"},
                        {"player": "A", "do": "change_position", "card": "Vanilla 1800"}])
    assert late["error"]["rule"] == "position_change"


def test_simultaneous_triggers_turn_player_first() -> None:
    state = {"turn": 3, "players": {
        "A": {"hand": ["Raigeki"], "monsters": [{"card": "Grave Searcher"}], "deck": 3},
        "B": {"monsters": [{"card": "Grave Searcher"}], "deck": 3}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Raigeki"}])
    assert r["ok"], r["error"]
    second = r["outcome"]["chains"][1]
    assert [ln["player"] for ln in second["links"]] == ["A", "B"]
    assert r["outcome"]["zones"]["A"]["hand_count"] == 1
    assert r["outcome"]["zones"]["B"]["hand_count"] == 1
    ev = [e for e in r["events"] if e["type"] == "activate"][1]
    assert ev["chain_link"] == 1 and ev["player"] == "A"


def test_optional_trigger_only_if_activated() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Maybe Drawer"]}}}
    skipped = play(state, [{"player": "A", "do": "normal_summon", "card": "Maybe Drawer"}])
    assert skipped["outcome"]["lp"]["A"] == 8000
    used = play(state, [{"player": "A", "do": "normal_summon", "card": "Maybe Drawer"},
                        {"player": "A", "do": "activate", "card": "Maybe Drawer"}])
    assert used["ok"], used["error"]
    assert used["outcome"]["lp"]["A"] == 8500


def test_tokens_leave_no_trace() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Sheep", "Raigeki"]}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Sheep"},
                     {"player": "B", "do": "pass"}, {"player": "A", "do": "pass"},
                     {"player": "A", "do": "activate", "card": "Raigeki"}])
    assert r["ok"], r["error"]
    z = r["outcome"]["zones"]["A"]
    assert z["monsters"] == [] and sorted(z["graveyard"]) == ["Raigeki", "Sheep"]
    assert sum(1 for e in r["events"] if e["type"] == "token_removed") == 4


def test_equip_destroyed_when_monster_turns_face_down() -> None:
    state = {"turn": 3, "players": {"A": {
        "hand": ["Book"], "monsters": [{"card": "Vanilla 1500", "id": "v"}],
        "spell_trap": [{"card": "Axe", "face": "up", "equipped_to": "v"}]}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Book", "targets": ["v"]}])
    assert r["ok"], r["error"]
    assert r["outcome"]["destroyed"] == ["Axe"]
    assert r["outcome"]["zones"]["A"]["monsters"][0]["position"] == "set"


def test_first_turn_no_draw_event_and_damage_step_moves_back() -> None:
    r = play({"turn": 1, "phase": "draw"}, [{"player": "A", "do": "next_phase"}])
    ev = [e for e in r["events"] if e["type"] == "no_draw"]
    assert ev and "000:728" in ev[0]["cites"]
    state = {"turn": 3, "phase": "battle", "step": "battle", "players": {
        "A": {"monsters": [{"card": "Vanilla 1800", "id": "a"}]}}}
    r = play(state, [{"player": "A", "do": "attack", "attacker": "a", "target": None},
                     {"player": "A", "do": "next_phase"}, {"player": "A", "do": "next_phase"}])
    assert r["outcome"]["step"] == "battle"
    assert r["outcome"]["lp"]["B"] == 6200


def test_hand_limit_discard_action() -> None:
    hand = ["Raigeki", "Sheep", "Book", "Axe", "Pit", "Vanilla 1800", "Zero Wall"]
    r = play({"turn": 3, "phase": "end", "players": {"A": {"hand": hand}}},
             [{"player": "A", "do": "discard", "cards": ["Pit"]}])
    assert r["outcome"]["zones"]["A"]["graveyard"] == ["Pit"]
    assert r["outcome"]["zones"]["A"]["hand_count"] == 6
