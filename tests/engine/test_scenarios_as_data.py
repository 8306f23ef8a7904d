"""Rules as data: every YAML scenario under tests/engine/scenarios states its
expected outcome; the engine must meet it."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine import simulate

HERE = Path(__file__).parent
FILES = sorted((HERE / "scenarios").glob("*.yaml")) + [HERE / "heavy_storm.yaml"]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_meets_its_expectations(path: Path) -> None:
    result = simulate(path.read_text(encoding="utf-8"))
    assert result["expect"] is not None
    assert result["expect"]["passed"], result["expect"]["mismatches"]
