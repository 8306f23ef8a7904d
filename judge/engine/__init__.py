"""Judge rules engine: plays Yu-Gi-Oh! TCG scenarios under the official rules.

Pure Python: imports nothing from spaCy, Flask or the rest of ``judge``.

>>> result = simulate({"version": 1, "cards": [
...     {"name": "Vanilla 1800", "kind": "monster", "level": 4, "atk": 1800, "def": 1000}],
...     "state": {"turn": 2, "phase": "battle", "players": {"B": {"monsters": [
...         {"card": "Vanilla 1800", "id": "v"}]}}},
...     "actions": [{"player": "B", "do": "attack", "attacker": "v", "target": None}]})
>>> result["outcome"]["lp"]
{'A': 6200, 'B': 8000}
"""

from __future__ import annotations

from typing import Any

from .actions import apply_action, finish
from .cards import CardDef, CardLibrary
from .errors import (
    AmbiguousCardError,
    EngineError,
    GameOverError,
    IllegalActionError,
    ScenarioError,
    SimulationLimitError,
    UnknownCardError,
)
from .legal import legal_actions
from .limits import Budget
from .result import check_expect, outcome
from .scenario import Scenario, load_scenario
from .state import GameState

__all__ = [
    "AmbiguousCardError", "CardDef", "CardLibrary", "EngineError", "GameOverError", "GameState",
    "IllegalActionError", "Scenario", "ScenarioError", "SimulationLimitError", "UnknownCardError",
    "apply_action",
    "legal_actions", "load_scenario", "simulate",
]


def simulate(scenario: Any, library: CardLibrary | None = None,
             snapshots: bool = False) -> dict[str, Any]:
    """Play a scenario (a dict, or a YAML/JSON string) and return its result.

    Input errors raise :class:`ScenarioError` / :class:`UnknownCardError`; the
    first action the rules forbid becomes the result's ``error``.  With
    ``snapshots``, the result also holds ``snapshots``: the board (LP, zones, phase)
    before the first action and after each action, for pictures step by step.
    """
    sc = load_scenario(scenario, library)
    return play(sc, snapshots=snapshots)


def _snapshot(state: GameState, after: int | None) -> dict[str, Any]:
    view = outcome(state)
    return {"after_action": after, "events": len(state.events),
            **{k: view[k] for k in ("lp", "zones", "phase", "step", "turn", "turn_player")}}


def play(sc: Scenario, snapshots: bool = False) -> dict[str, Any]:
    """Play a loaded :class:`Scenario`."""
    state = sc.state.copy() if sc.state.events else sc.state
    state.budget = Budget()
    error: dict[str, Any] | None = None
    boards: list[dict[str, Any]] = [_snapshot(state, None)] if snapshots else []
    try:
        for i, action in enumerate(sc.actions):
            try:
                apply_action(state, action)
            except IllegalActionError as exc:
                error = exc.as_dict(i)
                break
            if snapshots:
                boards.append(_snapshot(state, i))
        if error is None:
            finish(state)
    except RecursionError:
        raise SimulationLimitError(
            "depth", "effects triggered each other too deeply; the simulation was stopped") from None
    finally:
        state.budget = None
    result: dict[str, Any] = {
        "ok": error is None,
        "events": state.events,
        "outcome": outcome(state),
        "error": error,
        "expect": None,
        "priority": None if state.game_over else state.priority,
        "legal_actions": legal_actions(state),
    }
    if sc.expect is not None:
        result["expect"] = check_expect(sc.expect, result, sc.library)
    if snapshots:
        result["snapshots"] = boards
    return result
