"""Legal-action counts for fixed positions (rules as data, like perft files)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.engine import legal_actions, load_scenario

CASES: list[dict[str, Any]] = yaml.safe_load(
    (Path(__file__).parent / "legal_counts.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_legal_action_counts(case: dict[str, Any]) -> None:
    sc = load_scenario({"version": 1, "cards": case.get("cards", []), "state": case["state"]})
    counts = Counter(a["do"] for a in legal_actions(sc.state))
    got = {kind: counts.get(kind, 0) for kind in case["counts"]}
    assert got == case["counts"]
