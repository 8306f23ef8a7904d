"""Recording events: what happened, under which rule, in four languages."""

from __future__ import annotations

from typing import Any

from .rules import cites as rule_cites
from .state import CardInst, GameState
from .text import render


def emit(state: GameState, kind: str, rule: str, text_kind: str | None = None,
         args: dict[str, Any] | None = None, extra_cites: tuple[str, ...] = (),
         **fields: Any) -> dict[str, Any]:
    """Append an event to ``state.events`` and return it.

    ``kind`` is the event ``type``; ``rule`` the rule key whose passages
    (:func:`judge.engine.rules.cites`) explain it; ``text_kind`` the sentence
    template (default: ``kind``).
    """
    args = args or {}
    event: dict[str, Any] = {"i": len(state.events), "type": kind}
    for key, value in fields.items():
        if isinstance(value, CardInst):
            value = value.name
        event[key] = value
    cites = rule_cites(rule, state.edition)
    for c in extra_cites:
        if c not in cites:
            cites.append(c)
    event["rule"] = rule
    event["cites"] = cites
    event["text"] = render(text_kind or kind, args)
    state.events.append(event)
    if state.budget is not None:
        state.budget.check(len(state.events))
    return event
