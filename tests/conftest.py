"""Shared fixtures: a data directory of its own for the test run, built once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(scope="session", autouse=True)
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every test run builds into its own data directory, never into instance/."""
    path = tmp_path_factory.mktemp("judge-data")
    os.environ["JUDGE_DATA"] = str(path)
    return path


@pytest.fixture(scope="session")
def built(data_dir: Path) -> dict:
    from judge.build import build

    return build(out_dir=data_dir)


@pytest.fixture(scope="session")
def corpus(built: dict):
    from judge.build import get_built_corpus

    return get_built_corpus()


@pytest.fixture()
def app(built: dict):
    from judge.web import create_app

    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture()
def runner():
    from click.testing import CliRunner

    return CliRunner()
