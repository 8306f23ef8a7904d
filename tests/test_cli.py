"""The ``judge`` command: JSON shapes, exit codes and the build cache."""

from __future__ import annotations

import json

from judge.cli import main

SECTION_KEYS = {"id", "source", "lang", "title", "path", "lines", "text"}


def test_sections_json_has_the_shape_of_the_spec(runner, built):
    result = runner.invoke(main, ["sections", "--source", "000_5ec62e7717eafc06.txt", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert len(rows) == 598
    for row in rows:
        assert SECTION_KEYS <= set(row)
        assert row["source"] == "000_5ec62e7717eafc06.txt" and row["lang"] == "es"
        assert isinstance(row["path"], list) and len(row["lines"]) == 2
    by_id = {r["id"]: r for r in rows}
    assert by_id["000:854"]["lines"] == [854, 854]
    assert "Estructura del Turno" in by_id["000:854"]["path"]
    assert by_id["000:854"]["path"][-1] == "End Phase"


def test_sections_filters_by_language(runner, built):
    result = runner.invoke(main, ["sections", "--lang", "it", "--json"])
    assert result.exit_code == 0
    rows = json.loads(result.stdout)
    assert rows and {r["lang"] for r in rows} == {"it"}
    assert {r["source"] for r in rows} == {"004_b73e59d0b9b38d08.txt"}


def test_sections_accepts_a_source_id(runner, built):
    result = runner.invoke(main, ["sections", "--source", "003"])
    assert result.exit_code == 0
    assert "003:7.1" in result.output


def test_unknown_source_is_bad_input(runner, built):
    result = runner.invoke(main, ["sections", "--source", "999_nothing.txt"])
    assert result.exit_code == 2
    assert "unknown source '999_nothing.txt'" in result.output


def test_unknown_language_is_bad_usage(runner, built):
    result = runner.invoke(main, ["sections", "--lang", "fr"])
    assert result.exit_code == 2
    assert "fr" in result.output


def test_build_twice_skips_the_second_time(runner, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA", str(tmp_path))
    first = runner.invoke(main, ["build", "--json"])
    assert first.exit_code == 0, first.output
    summary = json.loads(first.stdout)
    assert summary["built"] is True and summary["sources"] == 5
    assert (tmp_path / "corpus.json").exists() and (tmp_path / "build.json").exists()
    second = runner.invoke(main, ["build", "--json"])
    again = json.loads(second.stdout)
    assert again["built"] is False and again["reason"] == "up to date"
    assert again["seconds"] < 0.5
    forced = runner.invoke(main, ["build", "--force", "--json"])
    assert json.loads(forced.stdout)["built"] is True


def test_stale_output_is_rebuilt(runner, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA", str(tmp_path))
    assert runner.invoke(main, ["build"]).exit_code == 0
    (tmp_path / "corpus.json").unlink()
    result = runner.invoke(main, ["build", "--json"])
    assert json.loads(result.stdout)["built"] is True


def test_build_ids_are_stable_across_two_builds(runner, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA", str(tmp_path))
    runner.invoke(main, ["build", "--force"])
    first = json.loads((tmp_path / "corpus.json").read_text(encoding="utf-8"))
    runner.invoke(main, ["build", "--force"])
    second = json.loads((tmp_path / "corpus.json").read_text(encoding="utf-8"))

    def ids(payload):
        return [s["id"] for src in payload["sources"] for s in src["sections"]]

    assert ids(first) == ids(second) and len(ids(first)) > 2000


def test_help_lists_the_commands(runner):
    result = runner.invoke(main, ["--help"])
    assert result.exit_code == 0
    for command in ("build", "sections", "serve"):
        assert command in result.output
