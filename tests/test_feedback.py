"""'This answer is wrong': reports kept in SQLite and exported as development questions."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.feedback import MAX_COMMENT, FeedbackError, FeedbackStore, export_yaml

QUESTION = "¿Cuántas cartas puedo tener en la mano al final del turno?"


def test_a_report_is_kept_with_question_language_answer_and_time(tmp_path: Path) -> None:
    store = FeedbackStore(tmp_path / "feedback.sqlite")
    answer = {"intent": "hand_limit", "short_answer": {"kind": "number", "value": 6},
              "answer": "6", "citations": ["000:854"]}
    number = store.add(QUESTION, "es", "it", answer, "  the limit changed  ")
    [report] = store.all()
    assert report["id"] == number
    assert (report["question"], report["lang"], report["ui_lang"]) == (QUESTION, "es", "it")
    assert report["answer"] == answer and report["comment"] == "the limit changed"
    assert report["created_at"] > 0
    assert FeedbackStore(tmp_path / "feedback.sqlite").count() == 1   # on disk, not in memory


@pytest.mark.parametrize("question, lang, comment, field", [
    ("", "es", "", "question"),
    ("x" * 1001, "es", "", "question"),
    (QUESTION, "fr", "", "lang"),
    (QUESTION, "es", "y" * (MAX_COMMENT + 1), "comment"),
])
def test_bad_reports_are_refused_naming_the_field(tmp_path: Path, question, lang, comment, field) -> None:
    store = FeedbackStore(tmp_path / "feedback.sqlite")
    with pytest.raises(FeedbackError) as caught:
        store.add(question, lang, "es", {}, comment)
    assert caught.value.field == field
    assert store.count() == 0


def test_export_is_a_development_set(tmp_path: Path) -> None:
    store = FeedbackStore(tmp_path / "feedback.sqlite")
    store.add(QUESTION, "es", "es", {"intent": "hand_limit", "short_answer": {"value": 5},
                                     "citations": ["002:1172"]}, "dice 5\npero son 6")
    store.add("Posso attivare una Trappola?", "it", "it", {"intent": None}, "")
    text = export_yaml(store.all())
    entries = yaml.safe_load(text)
    assert entries == [{"q": QUESTION, "lang": "es", "intent": "hand_limit"},
                       {"q": "Posso attivare una Trappola?", "lang": "it", "intent": "unknown"}]
    assert "# reader: dice 5\n# pero son 6" in text and "002:1172" in text
    devset_keys = {k for e in yaml.safe_load(Path("tests/qa_devset.yaml").read_text(encoding="utf-8"))
                   for k in e}
    assert {k for e in entries for k in e} <= devset_keys


def test_the_page_keeps_a_report_and_thanks(client, data_dir: Path) -> None:
    before = FeedbackStore().count()
    response = client.post("/feedback?lang=es", data={"q": QUESTION, "qlang": "es",
                                                       "comment": "<script>alert(1)</script>"})
    assert response.status_code == 303
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert 'id="feedback-thanks"' in page and 'id="answer"' in page
    [report] = FeedbackStore().all()[before:]
    assert report["question"] == QUESTION and report["lang"] == "es"
    assert report["answer"]["short_answer"]["value"] == 6
    assert report["comment"] == "<script>alert(1)</script>"


def test_the_page_says_when_the_comment_is_too_long(client) -> None:
    before = FeedbackStore().count()
    response = client.post("/feedback?lang=it", data={"q": QUESTION, "qlang": "es",
                                                       "comment": "<b>" + "z" * MAX_COMMENT})
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert 'id="feedback-error"' in page and f"{MAX_COMMENT + 3} caratteri" in page
    assert "&lt;b&gt;" in page and "<b>zzz" not in page
    assert FeedbackStore().count() == before


def test_every_answer_offers_the_report_form(client) -> None:
    page = client.get("/", query_string={"q": QUESTION, "lang": "pt"}).get_data(as_text=True)
    assert "Esta resposta está errada" in page and 'action="/feedback"' in page


def test_cli_export(runner, tmp_path: Path, data_dir: Path) -> None:
    from judge.cli import main

    FeedbackStore().add(QUESTION, "es", "es", {"intent": "hand_limit"}, "")
    out = tmp_path / "reported.yaml"
    result = runner.invoke(main, ["feedback", "export", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert {"q": QUESTION, "lang": "es", "intent": "hand_limit"} in yaml.safe_load(out.read_text())
