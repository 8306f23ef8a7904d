"""Limits: oversized scenarios are input errors naming the path; runaway work is stopped."""

from __future__ import annotations

import pytest

from judge.engine import ScenarioError, SimulationLimitError, simulate
from judge.engine.limits import MAX_ACTIONS, MAX_DECK_COUNT, MAX_EVENTS, MAX_LIST, Budget

VANILLA = {"name": "Vanilla 1800", "kind": "monster", "monster_type": "normal", "level": 4,
           "atk": 1800, "def": 1000}


def _scenario(**players):
    return {"version": 1, "cards": [VANILLA],
            "state": {"turn": 3, "turn_player": "A", "phase": "main1", "players": players},
            "actions": []}


def _paths(exc: ScenarioError) -> list[str]:
    return [d["path"] for d in exc.details]


def test_a_deck_count_beyond_the_limit_is_refused():
    with pytest.raises(ScenarioError) as err:
        simulate(_scenario(A={"deck": 10**9}))
    assert any(p.startswith("state.players.A.deck") for p in _paths(err.value))
    simulate(_scenario(A={"deck": MAX_DECK_COUNT}))


def test_too_many_actions_are_refused():
    data = _scenario()
    data["actions"] = [{"player": "A", "do": "pass"}] * (MAX_ACTIONS + 1)
    with pytest.raises(ScenarioError) as err:
        simulate(data)
    assert "actions" in _paths(err.value)


def test_too_many_cards_in_a_hand_are_refused():
    with pytest.raises(ScenarioError) as err:
        simulate(_scenario(A={"hand": ["Vanilla 1800"] * (MAX_LIST + 1)}))
    assert "state.players.A.hand" in _paths(err.value)


def test_an_overlong_card_name_is_refused():
    with pytest.raises(ScenarioError):
        simulate(_scenario(A={"hand": ["x" * 10_000]}))


def test_the_budget_stops_after_too_many_events():
    budget = Budget(seconds=60)
    for n in range(1, MAX_EVENTS + 1):
        budget.check(n)
    with pytest.raises(SimulationLimitError) as err:
        budget.check(MAX_EVENTS + 1)
    assert err.value.limit == "events"


def test_the_budget_stops_after_its_time():
    budget = Budget(seconds=0)
    with pytest.raises(SimulationLimitError) as err:
        budget.check(32)
    assert err.value.limit == "time"


def test_a_normal_scenario_is_not_limited():
    result = simulate(_scenario(A={"hand": ["Vanilla 1800"]}))
    assert result["ok"] is True


def test_every_rule_the_engine_raises_is_explained_in_four_languages():
    import re
    from pathlib import Path

    from judge.engine.text import LANGS, RULE_TEXT

    source = "\n".join(p.read_text() for p in Path("judge/engine").glob("*.py"))
    raised = set(re.findall(r'illegal\(state, "([a-z_]+)"', source))
    assert raised and raised <= set(RULE_TEXT)
    for rule, texts in RULE_TEXT.items():
        assert set(texts) == set(LANGS) and all(texts.values()), rule
