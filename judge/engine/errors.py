"""Errors raised by the rules engine.

Input problems (a malformed scenario, an unknown card) are exceptions for the
caller.  Actions that the rules forbid are :class:`IllegalActionError` inside the
engine; :func:`judge.engine.simulate` turns the first one into the result's
``error`` field instead of raising it.
"""

from __future__ import annotations

from typing import Any


class EngineError(ValueError):
    """Base class of every error the engine raises."""


class ScenarioError(EngineError):
    """A scenario (or card definition) is malformed.

    ``details`` lists every problem as ``{"path": "state.players.A.lp",
    "message": "must be an integer"}``.
    """

    def __init__(self, message: str, details: list[dict[str, str]] | None = None,
                 path: str = "") -> None:
        if details is None:
            details = [{"path": path, "message": message}]
        self.details: list[dict[str, str]] = details
        self.path = details[0]["path"] if details else path
        text = "; ".join(f"{d['path'] or '(root)'}: {d['message']}" for d in details)
        super().__init__(text or message)


class SimulationLimitError(EngineError):
    """A scenario made the engine work past its budget (events or time), e.g. effects
    that keep triggering each other.  ``limit`` names the budget that ran out."""

    def __init__(self, limit: str, message: str) -> None:
        self.limit = limit
        super().__init__(message)


class UnknownCardError(EngineError, KeyError):
    """No card of the library or of the scenario has that name."""

    def __init__(self, name: str, suggestions: list[str] | None = None) -> None:
        self.name = name
        self.suggestions = suggestions or []
        hint = f" (did you mean: {', '.join(self.suggestions)}?)" if self.suggestions else ""
        super().__init__(f"unknown card: {name!r}{hint}")

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class AmbiguousCardError(EngineError):
    """A name matches several different cards (or several cards in one place)."""

    def __init__(self, name: str, candidates: list[str]) -> None:
        self.name = name
        self.candidates = candidates
        super().__init__(
            f"the name {name!r} matches several cards: {', '.join(candidates)}; "
            "use the official English name or an id")


class IllegalActionError(EngineError):
    """The rules forbid an action.

    ``rule`` is one of the rule keys of :mod:`judge.engine.rules` (the
    ``error.rule`` ids of the scenario contract) and ``cites`` the section ids
    of the passages that forbid it. ``case`` names the particular rule within
    ``rule`` where one has its own passage and wording (``quick_play_from_hand``
    within ``not_your_turn``); the result's ``error`` then carries it as ``case``.
    """

    def __init__(self, rule: str, message: str, cites: list[str] | tuple[str, ...] = (),
                 case: str | None = None) -> None:
        self.rule = rule
        self.message = message
        self.cites = list(cites)
        self.case = case
        super().__init__(f"{rule}: {message}")

    def as_dict(self, action_index: int) -> dict[str, Any]:
        """The result's ``error``; ``text`` says what the rule forbids in es, it, pt, en."""
        from .text import rule_text

        out = {"action": action_index, "rule": self.rule, "message": self.message,
               "cites": self.cites, "text": rule_text(self.case or self.rule)}
        if self.case:
            out["case"] = self.case
        return out


class GameOverError(IllegalActionError):
    """An action after the Duel has ended."""
