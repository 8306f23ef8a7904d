"""Inline cards and small states shared by the engine tests."""

from __future__ import annotations

from typing import Any

VANILLA = [
    {"name": "Vanilla 1800", "kind": "monster", "monster_type": "normal", "level": 4,
     "atk": 1800, "def": 1000},
    {"name": "Vanilla 1500", "kind": "monster", "monster_type": "normal", "level": 4,
     "atk": 1500, "def": 1200},
    {"name": "Zero Wall", "kind": "monster", "monster_type": "normal", "level": 3,
     "atk": 0, "def": 2000},
    {"name": "Big Six", "kind": "monster", "monster_type": "normal", "level": 6,
     "atk": 2400, "def": 1000},
    {"name": "Big Eight", "kind": "monster", "monster_type": "normal", "level": 8,
     "atk": 3000, "def": 2500},
]


def scenario(state: dict[str, Any], actions: list[dict[str, Any]] | None = None,
             cards: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    """A scenario dict with the vanilla cards plus ``cards``."""
    data: dict[str, Any] = {"version": 1, "cards": VANILLA + (cards or []), "state": state,
                            "actions": actions or []}
    data.update(extra)
    return data
