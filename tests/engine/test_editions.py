"""Rulebook editions: 9.1 (000), 9.0 (004) and the older Synchro-era rulebook (001)."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import simulate

CARDS = [
    {"name": "Banisher", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters"},
                  "do": [{"banish": "targets"}]}]},
    {"name": "Utopia", "kind": "monster", "monster_type": ["xyz"], "rank": 4, "atk": 2500,
     "def": 2000, "materials": {"level": 4, "count": 2}},
    {"name": "Scale One", "kind": "monster", "monster_type": ["pendulum", "normal"],
     "level": 4, "scale": 1, "atk": 1000, "def": 1000},
]


def test_banish_wording_by_edition() -> None:
    state = {"turn": 3, "players": {"A": {"hand": ["Banisher"]},
                                    "B": {"monsters": [{"card": "Vanilla 1800"}]}}}
    acts = [{"player": "A", "do": "activate", "card": "Banisher"}]
    new = simulate(scenario(state, acts, CARDS))
    old = simulate(scenario(state, acts, CARDS, rules="synchro"))
    ev_new = [e for e in new["events"] if e["type"] == "banish"][0]
    ev_old = [e for e in old["events"] if e["type"] == "banish"][0]
    assert "desterrada" in ev_new["text"]["es"] and ev_new["cites"] == ["000:1132"]
    assert "retirada del juego" in ev_old["text"]["es"]
    assert "removed from play" in ev_old["text"]["en"]
    assert ev_old["cites"][0].startswith("001:")
    assert old["outcome"]["zones"]["B"]["banished"] == ["Vanilla 1800"]


def test_no_xyz_or_pendulum_in_the_older_edition() -> None:
    state = {"turn": 3, "players": {"A": {"extra_deck": ["Utopia"], "hand": ["Scale One"],
                                          "monsters": [{"card": "Vanilla 1800", "id": "a"},
                                                       {"card": "Vanilla 1500", "id": "b"}]}}}
    xyz = [{"player": "A", "do": "xyz_summon", "card": "Utopia", "materials": ["a", "b"]}]
    assert simulate(scenario(state, xyz, CARDS))["ok"]
    old = simulate(scenario(state, xyz, CARDS, rules="8"))
    assert old["error"]["rule"] == "not_in_edition"
    assert all(c.startswith("001:") for c in old["error"]["cites"])
    pend = [{"player": "A", "do": "activate", "card": "Scale One"}]
    assert simulate(scenario(state, pend, CARDS, rules="synchro"))["error"][
        "rule"] == "not_in_edition"


def test_edition_9_0_plays_the_current_rules() -> None:
    r = simulate(scenario({"turn": 3}, [], CARDS, rules="9.0"))
    assert r["ok"] and r["outcome"]["rules"] == "9.0"
    assert simulate(scenario({"turn": 3}, [], CARDS))["outcome"]["rules"] == "9.1"
