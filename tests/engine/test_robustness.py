"""Arbitrary (mostly illegal) action lists never crash the engine: every problem is
an IllegalActionError in the result or an input error (EngineError)."""

from __future__ import annotations

import json
import random

from test_random_play import CARDS, STARTS

from judge.engine import EngineError, simulate
from judge.engine.scenario import ACTIONS

PHASES = ["draw", "standby", "main1", "battle", "main2", "end"]


def test_random_action_lists_give_results_or_input_errors() -> None:
    rng = random.Random(11)
    names = [c["name"] for c in CARDS] + ["a_1", "b_2", "a_5", "nobody"]
    errors = 0
    for _ in range(300):
        acts = []
        for _ in range(rng.randint(1, 8)):
            a: dict = {"do": rng.choice(ACTIONS), "player": rng.choice("AB")}
            for key in ("card", "attacker", "target"):
                if rng.random() < 0.6:
                    a[key] = rng.choice(names)
            for key in ("targets", "materials", "tributes", "cards"):
                if rng.random() < 0.2:
                    a[key] = rng.sample(names, 2)
            if rng.random() < 0.2:
                a["phase"] = rng.choice(PHASES)
            if rng.random() < 0.1:
                a["choices"] = {"materials": [rng.choice(names)], "fusion": rng.choice(names)}
            acts.append(a)
        try:
            result = simulate({"version": 1, "cards": CARDS, "state": rng.choice(STARTS),
                               "actions": acts})
        except EngineError:
            errors += 1
            continue
        assert result["ok"] == (result["error"] is None)
        json.dumps(result)  # the API sends results as JSON
        if result["error"]:
            assert result["error"]["cites"], result["error"]
    assert errors < 300
