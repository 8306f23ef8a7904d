"""Normal/Tribute Summon, Set, Flip Summon and position changes (000:495-518, 000:762)."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import simulate


def play(state, actions, cards=None):
    return simulate(scenario(state, actions, cards))


def test_normal_summon_once_per_turn_counts_sets() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Vanilla 1800", "Vanilla 1500"]}}}
    result = play(state, [{"player": "A", "do": "set_monster", "card": "Vanilla 1800"},
                          {"player": "A", "do": "normal_summon", "card": "Vanilla 1500"}])
    assert result["error"]["rule"] == "normal_summon_limit"
    assert result["error"]["action"] == 1
    assert "000:501" in result["error"]["cites"]
    mons = result["outcome"]["zones"]["A"]["monsters"]
    assert mons[0]["position"] == "set"


def test_tribute_counts_by_level() -> None:
    base = {"turn": 3, "players": {"A": {"hand": ["Big Six", "Big Eight"], "monsters": [
        {"card": "Vanilla 1800", "id": "t1"}, {"card": "Vanilla 1500", "id": "t2"}]}}}
    no_tribute = play(base, [{"player": "A", "do": "normal_summon", "card": "Big Six"}])
    assert no_tribute["error"]["rule"] == "tribute_count"
    six = play(base, [{"player": "A", "do": "normal_summon", "card": "Big Six",
                       "tributes": ["t1"]}])
    assert six["ok"]
    assert six["outcome"]["zones"]["A"]["graveyard"] == ["Vanilla 1800"]
    eight_one = play(base, [{"player": "A", "do": "normal_summon", "card": "Big Eight",
                             "tributes": ["t1"]}])
    assert eight_one["error"]["rule"] == "tribute_count"
    eight = play(base, [{"player": "A", "do": "normal_summon", "card": "Big Eight",
                         "tributes": ["t1", "t2"]}])
    assert eight["ok"]
    assert [m["card"] for m in eight["outcome"]["zones"]["A"]["monsters"]] == ["Big Eight"]


def test_summon_only_in_own_main_phase() -> None:
    state = {"turn": 2, "players": {"A": {"hand": ["Vanilla 1800"]}}}
    assert play(state, [{"player": "A", "do": "normal_summon", "card": "Vanilla 1800"}])[
        "error"]["rule"] == "not_your_turn"
    state = {"turn": 3, "phase": "standby", "players": {"A": {"hand": ["Vanilla 1800"]}}}
    assert play(state, [{"player": "A", "do": "normal_summon", "card": "Vanilla 1800"}])[
        "error"]["rule"] == "phase_timing"


def test_zone_limit_five_monsters() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Vanilla 1800"], "monsters": [
        {"card": "Vanilla 1500"} for _ in range(5)]}}}
    result = play(state, [{"player": "A", "do": "normal_summon", "card": "Vanilla 1800"}])
    assert result["error"]["rule"] == "zone_full"


def test_flip_summon_not_the_turn_it_was_set() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Vanilla 1800"]}}}
    result = play(state, [{"player": "A", "do": "set_monster", "card": "Vanilla 1800"},
                          {"player": "A", "do": "flip_summon", "card": "Vanilla 1800"}])
    assert result["error"]["rule"] == "flip_summon_same_turn"
    state = {"turn": 3, "players": {"A": {"monsters": [
        {"card": "Vanilla 1800", "position": "set", "set_turn": 1}]}}}
    ok = play(state, [{"player": "A", "do": "flip_summon", "card": "Vanilla 1800"}])
    assert ok["ok"]
    assert ok["outcome"]["zones"]["A"]["monsters"][0]["position"] == "attack"
    assert any(e["type"] == "summon" and e["method"] == "flip" for e in ok["events"])


def test_position_change_three_restrictions() -> None:
    fresh = {"turn": 3, "players": {"A": {"hand": ["Vanilla 1800"]}}}
    r = play(fresh, [{"player": "A", "do": "normal_summon", "card": "Vanilla 1800"},
                     {"player": "A", "do": "change_position", "card": "Vanilla 1800",
                      "to": "defense"}])
    assert r["error"]["rule"] == "position_change"  # 1. came to the field this turn
    old = {"turn": 3, "players": {"A": {"monsters": [{"card": "Vanilla 1800", "summoned_turn": 1}]}}}
    r = play(old, [{"player": "A", "do": "change_position", "card": "Vanilla 1800",
                    "to": "defense"},
                   {"player": "A", "do": "change_position", "card": "Vanilla 1800",
                    "to": "attack"}])
    assert r["error"]["rule"] == "position_change"  # 3. once per turn
    assert r["error"]["action"] == 1
    attacked = {"turn": 3, "phase": "main2", "players": {"A": {"monsters": [
        {"card": "Vanilla 1800", "summoned_turn": 1, "attacked": True}]}}}
    r = play(attacked, [{"player": "A", "do": "change_position", "card": "Vanilla 1800"}])
    assert r["error"]["rule"] == "position_change"  # 2. after it attacked
    assert "000:762" in r["error"]["cites"]


def test_ritual_monster_cannot_be_normal_summoned() -> None:
    cards = [{"name": "Ritual Beast", "kind": "monster", "monster_type": ["ritual"],
              "level": 4, "atk": 2000, "def": 0}]
    state = {"turn": 3, "players": {"A": {"hand": ["Ritual Beast"]}}}
    r = play(state, [{"player": "A", "do": "normal_summon", "card": "Ritual Beast"}], cards)
    assert r["error"]["rule"] == "special_summon_only"
