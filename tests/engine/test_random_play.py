"""Random play: thousands of random legal actions from a few starting states,
checking invariants after every step (cards never duplicated or lost, LP changes
only with an event, zone limits, no Chain left open when a phase ends)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from engine_cards import VANILLA

from judge.engine import actions as engine_actions
from judge.engine import legal_actions, load_scenario
from judge.engine.state import GameState

CARDS: list[dict[str, Any]] = VANILLA + [
    {"name": "Heavy Storm", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation",
                  "do": [{"destroy": {"zone": "spell_trap", "side": "both"}}]}]},
    {"name": "Hole", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters",
                                                   "side": "both"},
                  "do": [{"destroy": "targets"}]}]},
    {"name": "Roar", "kind": "trap", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"prevent_attacks": {"player": "opponent"}}]}]},
    {"name": "Bandit", "kind": "trap", "subtype": "counter",
     "effects": [{"type": "activation", "cost": {"pay_lp": 1000},
                  "condition": {"previous_link": {"kind": "trap"}},
                  "do": [{"negate_activation": {"what": "previous_link",
                                                "and_destroy": True}}]}]},
    {"name": "Boost", "kind": "spell", "subtype": "quick-play",
     "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters",
                                                   "face": "up"},
                  "do": [{"modify_atk": {"what": "targets", "amount": 700}}]}]},
    {"name": "Burn", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"damage": {"to": "opponent",
                                                            "amount": 800}}]}]},
    {"name": "Axe", "kind": "spell", "subtype": "equip",
     "effects": [{"type": "continuous", "apply": [{"modify_atk": {"what": "equipped",
                                                                  "amount": 500}}]}]},
    {"name": "Forest", "kind": "spell", "subtype": "field"},
    {"name": "Pot", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"draw": 2}]}]},
    {"name": "Sheep", "kind": "spell", "subtype": "normal",
     "effects": [{"type": "activation", "do": [{"create_tokens": {
         "name": "Sheep Token", "count": 2, "atk": 0, "def": 0, "position": "defense"}}]}]},
    {"name": "Flipper", "kind": "monster", "monster_type": "effect", "level": 3, "atk": 1000,
     "def": 1500, "effects": [{"type": "flip", "target": {"count": 1, "zone": "monsters",
                                                           "side": "opponent"},
                               "do": [{"destroy": "targets"}]}]},
    {"name": "Tuner", "kind": "monster", "monster_type": ["effect", "tuner"], "level": 3,
     "atk": 1300, "def": 500},
    {"name": "Synchro Five", "kind": "monster", "monster_type": ["synchro"], "level": 5,
     "atk": 2300, "def": 1300},
    {"name": "Synchro Seven", "kind": "monster", "monster_type": ["synchro"], "level": 7,
     "atk": 2500, "def": 2000},
    {"name": "Rank Four", "kind": "monster", "monster_type": ["xyz"], "rank": 4, "atk": 2500,
     "def": 2000, "materials": {"level": 4, "count": 2}},
    {"name": "Scale Two", "kind": "monster", "monster_type": ["pendulum", "normal"],
     "level": 3, "scale": 2, "atk": 1200, "def": 1000},
    {"name": "Scale Seven", "kind": "monster", "monster_type": ["pendulum", "normal"],
     "level": 5, "scale": 7, "atk": 1900, "def": 1000},
]

DECK = ["Vanilla 1800", "Vanilla 1500", "Pot", "Hole", "Tuner", "Roar", "Big Six", "Boost",
        "Flipper", "Burn", "Sheep", "Zero Wall", "Scale Two", "Axe", "Big Eight"]

STARTS: list[dict[str, Any]] = [
    {"turn": 3, "players": {
        "A": {"hand": ["Heavy Storm", "Vanilla 1800", "Tuner", "Axe", "Pot", "Sheep"],
              "deck": DECK, "extra_deck": ["Synchro Five", "Synchro Seven", "Rank Four"],
              "monsters": [{"card": "Vanilla 1500", "summoned_turn": 1}],
              "spell_trap": [{"card": "Bandit", "set_turn": 1}]},
        "B": {"hand": ["Vanilla 1800", "Boost", "Flipper"], "deck": DECK,
              "monsters": [{"card": "Flipper", "position": "set", "set_turn": 2},
                           {"card": "Vanilla 1800"}],
              "spell_trap": [{"card": "Roar", "set_turn": 2}, {"card": "Boost",
                                                               "set_turn": 2}]}}},
    {"turn": 1, "phase": "draw", "players": {
        "A": {"hand": ["Vanilla 1800", "Vanilla 1500", "Big Six", "Roar", "Burn"],
              "deck": DECK, "extra_deck": ["Rank Four"]},
        "B": {"hand": ["Hole", "Vanilla 1800", "Boost", "Forest", "Tuner"], "deck": DECK,
              "extra_deck": ["Synchro Seven"]}}},
    {"turn": 4, "phase": "main1", "players": {
        "B": {"hand": ["Scale Two", "Scale Seven", "Vanilla 1800", "Big Six", "Forest"],
              "pendulum": [], "deck": DECK, "lp": 3000,
              "monsters": [{"card": "Big Eight", "summoned_turn": 2}]},
        "A": {"hand": ["Burn", "Hole"], "deck": DECK[:5], "lp": 2500,
              "monsters": [{"card": "Zero Wall", "position": "defense"}],
              "spell_trap": [{"card": "Roar", "set_turn": 3}]}}},
]


def _census(state: GameState) -> Counter[str]:
    return Counter(c.uid for c in state.all_cards() if not c.uid.startswith("token_"))


def _check_zones(state: GameState) -> None:
    for p in state.players.values():
        assert len(p.monsters) == 5 and len(p.spell_trap) == 5 and len(p.pendulum) == 2
        for m in p.field_monsters():
            assert m.card.kind == "monster"
            assert m.controller == p.name
        assert p.lp >= 0
    uids = [c.uid for c in state.all_cards()]
    assert len(uids) == len(set(uids)), "a card is in two places"


LP_EVENTS = {"damage", "pay_cost", "gain_lp"}


def _run(seed: int, start: dict[str, Any], steps: int) -> int:
    rng = random.Random(seed)
    sc = load_scenario({"version": 1, "cards": CARDS, "state": start})
    state = sc.state
    census = _census(state)
    applied = 0
    for _ in range(steps):
        acts = legal_actions(state)
        if not acts:
            assert state.game_over
            break
        weights = [0.3 if a["do"] in ("pass", "end_turn") else 1.0 for a in acts]
        action = rng.choices(acts, weights)[0]
        lp_before = {n: p.lp for n, p in state.players.items()}
        n_events = len(state.events)
        engine_actions.apply_action(state, action)  # a legal action never raises
        applied += 1
        new = state.events[n_events:]
        for name, p in state.players.items():
            if p.lp != lp_before[name]:
                assert any(e["type"] in LP_EVENTS and e.get("player") == name for e in new), \
                    f"LP of {name} changed without an event after {action}"
        assert _census(state) == census, f"cards lost or duplicated after {action}"
        _check_zones(state)
        for e in new:
            assert set(e["text"]) == {"en", "es", "it", "pt"} and e["cites"]
    return applied


@pytest.fixture
def chain_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail if a phase or step ends while a Chain is open."""
    original_enter = engine_actions._enter_phase
    original_step = engine_actions.enter_step

    def enter(state: GameState, phase: str) -> None:
        assert not state.chain, f"phase {state.phase} ended with a Chain open"
        original_enter(state, phase)

    def step(state: GameState, name: str) -> None:
        assert not state.chain, f"step {state.step} ended with a Chain open"
        original_step(state, name)

    monkeypatch.setattr(engine_actions, "_enter_phase", enter)
    monkeypatch.setattr(engine_actions, "enter_step", step)


@pytest.mark.parametrize("start", range(len(STARTS)))
def test_random_legal_play_keeps_invariants(start: int, chain_checked: None) -> None:
    total = 0
    for seed in range(120):
        total += _run(seed * 31 + start, STARTS[start], 40)
    assert total > 1000
