"""Shared scenario pieces for the engine tests (inline cards, small states)."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).parent

@pytest.fixture
def heavy_storm_yaml() -> str:
    return (HERE / "heavy_storm.yaml").read_text(encoding="utf-8")
