"""``judge simulate``, ``judge verify`` and ``judge deck check``: JSON shapes and exit codes."""

from __future__ import annotations

import json

import yaml

from judge.cli import main
from judge.paths import CORPUS_DIR
from tests.test_api import HEAVY_STORM


def test_simulate_prints_the_api_json(runner, built, tmp_path, client):
    path = tmp_path / "storm.yaml"
    path.write_text(HEAVY_STORM, encoding="utf-8")
    result = runner.invoke(main, ["simulate", str(path), "--json"])
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    api = client.post("/api/simulate", data=HEAVY_STORM, content_type="application/yaml").get_json()
    assert body == api


def test_simulate_reads_stdin_and_prints_events(runner, built):
    result = runner.invoke(main, ["simulate", "-", "--lang", "es"], input=HEAVY_STORM)
    assert result.exit_code == 0, result.output
    assert "Tormenta Fuerte" in result.stdout and "LP: A 7000, B 8000" in result.stdout


def test_simulate_exit_1_when_expect_fails(runner, built):
    broken = HEAVY_STORM.replace("lp: {A: 7000, B: 8000}", "lp: {A: 8000, B: 8000}")
    result = runner.invoke(main, ["simulate", "-"], input=broken)
    assert result.exit_code == 1


def test_simulate_bad_input_exit_2(runner, built, tmp_path):
    assert runner.invoke(main, ["simulate", str(tmp_path / "missing.yaml")]).exit_code == 2
    result = runner.invoke(main, ["simulate", "-"], input="state: [unclosed")
    assert result.exit_code == 2 and "line" in result.output
    data = yaml.safe_load(HEAVY_STORM)
    data["state"]["turn"] = "three"
    result = runner.invoke(main, ["simulate", "-"], input=json.dumps(data))
    assert result.exit_code == 2 and "state.turn" in result.output


def test_verify_one_ruling(runner, built):
    rulings = sorted(p.stem for p in (CORPUS_DIR / "rulings").glob("*.yaml"))
    result = runner.invoke(main, ["verify", rulings[0], "--json"])
    report = json.loads(result.stdout)
    assert report["total"] == 1 and report["rulings"][0]["id"] == rulings[0]
    assert result.exit_code == (0 if report["failed"] == 0 else 1)


def test_verify_unknown_ruling_exit_2(runner, built):
    result = runner.invoke(main, ["verify", "no-such-ruling"])
    assert result.exit_code == 2 and "no-such-ruling" in result.output


def test_deck_check(runner, built, tmp_path):
    path = tmp_path / "deck.yaml"
    path.write_text(yaml.safe_dump({"main": ["Pot of Greed"] * 40}), encoding="utf-8")
    result = runner.invoke(main, ["deck", "check", str(path), "--json"])
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["legal"] is False and any(v["rule"] == "copies" for v in report["violations"])
    assert runner.invoke(main, ["deck", "check", str(tmp_path / "nope.yaml")]).exit_code == 2
