"""Reports that an answer is wrong ("This answer is wrong", under every answer), kept in
SQLite so that they can become development questions.

The database lives in the data directory (``feedback.sqlite``; a rebuild never touches
it), in WAL mode with ``synchronous=FULL`` like the saved scenarios: a report is
acknowledged only once it is on disk.  Each report keeps the question, its language,
the interface language, what Judge answered (answer text, short answer, kind of
question, the passages it cited), the reader's optional comment and the time.

:func:`export_yaml` writes the reports in the format of ``tests/qa_devset.yaml``
(``q``, ``lang``, ``intent``), each preceded by comments saying what Judge answered and
what the reader said, so that a person can add the right ``short`` and ``cites``.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import yaml

from judge.paths import data_dir

SCHEMA = """
CREATE TABLE IF NOT EXISTS feedback (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    question   TEXT NOT NULL,
    lang       TEXT NOT NULL,      -- the question's language
    ui_lang    TEXT NOT NULL,      -- the interface language of the page
    answer     TEXT NOT NULL,      -- what Judge answered, as JSON
    comment    TEXT NOT NULL,      -- what the reader said (may be empty)
    created_at REAL NOT NULL
)
"""

#: Longest comment kept.
MAX_COMMENT = 2000
#: Longest question kept (the longest Ask accepts).
MAX_QUESTION = 1000
LANGS = ("es", "it", "pt", "en")


class FeedbackError(ValueError):
    """A report that cannot be kept; ``field`` names the bad field."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(f"{field_name}: {message}")
        self.field = field_name
        self.message = message


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=10, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA busy_timeout=10000")
    conn.execute(SCHEMA)
    return conn


def answer_summary(result: dict[str, Any]) -> dict[str, Any]:
    """What is kept of an answer: enough to see what Judge said and why."""
    return {
        "intent": result.get("intent"),
        "short_answer": result.get("short_answer"),
        "answer": result.get("answer"),
        "citations": [c.get("section_id") for c in result.get("citations") or []],
        "answered": result.get("answered", True),
    }


class FeedbackStore:
    """The table of reports; one connection per call, safe across processes."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "feedback.sqlite"
        _connect(self.path).close()

    def add(self, question: str, lang: str, ui_lang: str, answer: dict[str, Any],
            comment: str = "") -> int:
        """Keep a report; return its number.  Raises :class:`FeedbackError` on bad input."""
        question = (question or "").strip()
        comment = (comment or "").strip()
        if not question:
            raise FeedbackError("question", "must be a non-empty string")
        if len(question) > MAX_QUESTION:
            raise FeedbackError("question", f"must be at most {MAX_QUESTION} characters")
        if len(comment) > MAX_COMMENT:
            raise FeedbackError("comment", f"must be at most {MAX_COMMENT} characters")
        for name, value in (("lang", lang), ("ui_lang", ui_lang)):
            if value not in LANGS:
                raise FeedbackError(name, f"must be one of {', '.join(LANGS)}")
        conn = _connect(self.path)
        try:
            conn.execute("BEGIN IMMEDIATE")
            cursor = conn.execute(
                "INSERT INTO feedback (question, lang, ui_lang, answer, comment, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (question, lang, ui_lang, json.dumps(answer, ensure_ascii=False), comment, time.time()))
            conn.execute("COMMIT")
            return int(cursor.lastrowid or 0)
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        finally:
            conn.close()

    def all(self) -> list[dict[str, Any]]:
        """Every report, oldest first."""
        conn = _connect(self.path)
        try:
            rows = conn.execute("SELECT id, question, lang, ui_lang, answer, comment, created_at "
                                "FROM feedback ORDER BY id").fetchall()
        finally:
            conn.close()
        return [{"id": r[0], "question": r[1], "lang": r[2], "ui_lang": r[3],
                 "answer": json.loads(r[4]), "comment": r[5], "created_at": r[6]} for r in rows]

    def count(self) -> int:
        conn = _connect(self.path)
        try:
            return int(conn.execute("SELECT COUNT(*) FROM feedback").fetchone()[0])
        finally:
            conn.close()


def _comment_lines(text: str) -> list[str]:
    return ["# " + line if line else "#" for line in text.splitlines()]


def export_yaml(reports: list[dict[str, Any]]) -> str:
    """The reports as development questions (the format of ``tests/qa_devset.yaml``)."""
    out = ["# Answers readers reported as wrong, as development questions.",
           "# Add `short` (the answer the rule texts give) and `cites` (the passages that give it)",
           "# before moving an entry into tests/qa_devset.yaml.", ""]
    for report in reports:
        answer = report.get("answer") or {}
        when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(report["created_at"]))
        short = (answer.get("short_answer") or {}).get("value")
        out.append(f"# report {report['id']}, {when}, interface {report['ui_lang']}")
        out.append(f"# Judge answered: {json.dumps(short, ensure_ascii=False)}; "
                   f"cited {', '.join(answer.get('citations') or []) or 'nothing'}")
        if report.get("comment"):
            out += _comment_lines("reader: " + report["comment"])
        entry = {"q": report["question"], "lang": report["lang"],
                 "intent": answer.get("intent") or "unknown"}
        out.append(yaml.safe_dump([entry], allow_unicode=True, sort_keys=False, width=100).rstrip())
        out.append("")
    return "\n".join(out) + "\n"
