"""Saved scenarios, kept durably in SQLite so that a permalink replays them.

The database lives in the data directory (``scenarios.sqlite``).  It runs in WAL mode
with ``synchronous=FULL``: a save is acknowledged only after its transaction is on
disk, so a server killed at any moment keeps every scenario it said it saved.  Ids are
derived from the scenario's text, so saving the same text twice gives the same
permalink, and nothing saved is ever overwritten.
"""

from __future__ import annotations

import base64
import hashlib
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

from judge.paths import data_dir

SCHEMA = """
CREATE TABLE IF NOT EXISTS scenarios (
    id         TEXT PRIMARY KEY,
    body       TEXT NOT NULL,      -- the scenario as the user wrote it
    format     TEXT NOT NULL CHECK (format IN ('yaml', 'json')),
    data       TEXT NOT NULL,      -- the parsed scenario, as JSON
    created_at REAL NOT NULL
)
"""

#: Largest scenario text that is stored.
MAX_BODY = 64 * 1024


class ScenarioTooLarge(ValueError):
    """A scenario text over :data:`MAX_BODY`: the client's to shorten (HTTP 413)."""


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=10, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA busy_timeout=10000")
    conn.execute(SCHEMA)
    return conn


class ScenarioStore:
    """A table of saved scenarios; one connection per call, safe across processes."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "scenarios.sqlite"
        _connect(self.path).close()

    @staticmethod
    def make_id(body: str, fmt: str) -> str:
        """The id of a scenario text: the same text (and format) always gets the same
        permalink, and a text that differs in anything, comments included, gets its own."""
        digest = hashlib.sha256(f"{fmt}\n{body}".encode()).digest()
        return base64.b32encode(digest[:10]).decode().lower()

    def save(self, body: str, fmt: str, data: Any) -> str:
        """Store a scenario (its text and its parsed form); return its id."""
        if fmt not in ("yaml", "json"):
            raise ValueError(f"unknown scenario format {fmt!r}")
        if len(body.encode()) > MAX_BODY:
            raise ScenarioTooLarge(f"The scenario text is larger than {MAX_BODY // 1024} KiB, "
                                   "the most that is stored.")
        scenario_id = self.make_id(body, fmt)
        conn = _connect(self.path)
        try:
            conn.execute("BEGIN IMMEDIATE")
            conn.execute(
                "INSERT OR IGNORE INTO scenarios (id, body, format, data, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (scenario_id, body, fmt, json.dumps(data, ensure_ascii=False), time.time()),
            )
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        finally:
            conn.close()
        return scenario_id

    def get(self, scenario_id: str) -> dict[str, Any] | None:
        conn = _connect(self.path)
        try:
            row = conn.execute(
                "SELECT id, body, format, data, created_at FROM scenarios WHERE id = ?",
                (scenario_id,),
            ).fetchone()
        finally:
            conn.close()
        if row is None:
            return None
        return {"id": row[0], "body": row[1], "format": row[2], "scenario": json.loads(row[3]),
                "created_at": row[4]}

    def count(self) -> int:
        conn = _connect(self.path)
        try:
            return int(conn.execute("SELECT COUNT(*) FROM scenarios").fetchone()[0])
        finally:
            conn.close()
