"""Saved scenarios, kept durably so that a permalink replays them.

Two backends, chosen by ``JUDGE_DATABASE_URL``:

* **SQLite** (the default, ``scenarios.sqlite`` in the data directory, or
  ``sqlite:////ABSOLUTE/PATH``): WAL mode with ``synchronous=FULL``, so a save is
  acknowledged only once its transaction is on disk.  Reads open the file read-only
  and never write (no schema, no journal mode): a read-only data directory still
  serves every saved scenario.
* **PostgreSQL** (``postgresql://…``, through psycopg 3): for several machines behind
  a load balancer, which then share one store.  A commit is durable before it is
  acknowledged (PostgreSQL's default ``synchronous_commit``).

Ids are derived from the scenario's text, so saving the same text twice gives the same
permalink, and nothing saved is ever overwritten.  A save that cannot be written (a
read-only directory, a full disk, a database that does not answer) raises
:class:`StoreUnavailable`, which the web app answers with 503; :meth:`status` tells
``/api/health`` whether saving works.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import random
import sqlite3
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from judge.paths import data_dir

SCHEMA = """
CREATE TABLE IF NOT EXISTS scenarios (
    id         TEXT PRIMARY KEY,
    body       TEXT NOT NULL,      -- the scenario as the user wrote it
    format     TEXT NOT NULL CHECK (format IN ('yaml', 'json')),
    data       TEXT NOT NULL,      -- the parsed scenario, as JSON
    created_at DOUBLE PRECISION NOT NULL
)
"""

#: Largest scenario text that is stored.
MAX_BODY = 64 * 1024
#: Free bytes under which the SQLite store reports itself full.
LOW_SPACE = 1024 * 1024
#: Seconds a database server has to accept a connection.
CONNECT_SECONDS = 3
#: The PostgreSQL advisory lock the machines take to make the table, one at a time.
SCHEMA_LOCK = 7_202_611
# How long a save waits for other writers of the same SQLite file before giving up.
BUSY_SECONDS = 10


class ScenarioTooLarge(ValueError):
    """A scenario text over :data:`MAX_BODY`: the client's to shorten (HTTP 413)."""


class StoreUnavailable(RuntimeError):
    """The store cannot take a save now (read-only, full, or not answering): HTTP 503.

    ``reason`` is one of ``read_only``, ``full``, ``unavailable``.
    """

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def make_id(body: str, fmt: str) -> str:
    """The id of a scenario text: the same text (and format) always gets the same
    permalink, and a text that differs in anything, comments included, gets its own."""
    digest = hashlib.sha256(f"{fmt}\n{body}".encode()).digest()
    return base64.b32encode(digest[:10]).decode().lower()


def _check(body: str, fmt: str) -> None:
    if fmt not in ("yaml", "json"):
        raise ValueError(f"unknown scenario format {fmt!r}")
    if len(body.encode()) > MAX_BODY:
        raise ScenarioTooLarge(f"The scenario text is larger than {MAX_BODY // 1024} KiB, "
                               "the most that is stored.")


def _row(row: Any) -> dict[str, Any] | None:
    if row is None:
        return None
    return {"id": row[0], "body": row[1], "format": row[2], "scenario": json.loads(row[3]),
            "created_at": row[4]}


class ScenarioStore:
    """Saved scenarios in SQLite; one connection per call, safe across processes."""

    backend = "sqlite"
    make_id = staticmethod(make_id)

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / "scenarios.sqlite"
        self._last_failure: tuple[str, str] | None = None

    # -- writing -------------------------------------------------------------------

    def _connect_rw(self) -> sqlite3.Connection:
        """A connection ready to write: WAL journal, durable commits, the table made.

        Switching a new file to WAL takes a lock for which SQLite does not wait (its
        busy handler is not called), so writers that open a new store at the same
        moment may be told "database is locked": they try again until BUSY_SECONDS."""
        deadline = time.monotonic() + BUSY_SECONDS
        while True:
            conn = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
            try:
                conn.execute(f"PRAGMA busy_timeout={BUSY_SECONDS * 1000}")
                if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                    conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA synchronous=FULL")
                conn.execute(SCHEMA)
                return conn
            except sqlite3.OperationalError as exc:
                conn.close()
                if "locked" not in str(exc).lower() or time.monotonic() > deadline:
                    raise
                time.sleep(random.uniform(0.005, 0.05))
            except BaseException:
                conn.close()
                raise

    def save(self, body: str, fmt: str, data: Any) -> str:
        """Store a scenario (its text and its parsed form); return its id."""
        _check(body, fmt)
        scenario_id = make_id(body, fmt)
        try:
            conn = self._connect_rw()
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
                    try:
                        conn.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass
                raise
            finally:
                conn.close()
        except (sqlite3.Error, OSError) as exc:
            failure = self._classify(exc)
            self._last_failure = failure
            raise StoreUnavailable(*failure) from exc
        self._last_failure = None
        return scenario_id

    def _classify(self, exc: BaseException) -> tuple[str, str]:
        text = str(exc).lower()
        if "full" in text or getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL:
            return "full", ("The scenario store is full (no space left on its disk); the scenario "
                            "was not saved.")
        if "readonly" in text or "read-only" in text or not self._writable_dir():
            return "read_only", "The scenario store is read-only; the scenario was not saved."
        return "unavailable", "The scenario store cannot be written now; the scenario was not saved."

    def _writable_dir(self) -> bool:
        return os.access(self.path.parent, os.W_OK)

    # -- reading -------------------------------------------------------------------

    def _connect_ro(self) -> sqlite3.Connection | None:
        """A read-only connection, or None when nothing was ever saved.  Nothing is
        written: not the schema, not the journal mode, not even a new file."""
        if not self.path.exists():
            return None
        uri = "file:" + quote(str(self.path.resolve()))
        try:
            conn = sqlite3.connect(uri + "?mode=ro", uri=True, timeout=10)
            conn.execute("PRAGMA busy_timeout=10000")
            conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
            return conn
        except sqlite3.OperationalError:
            # A WAL database in a directory where its -shm file cannot be made: read it
            # as immutable (nobody can be writing it there either).
            conn = sqlite3.connect(uri + "?mode=ro&immutable=1", uri=True, timeout=10)
            return conn

    def _read(self, sql: str, args: tuple[Any, ...] = ()) -> Any:
        conn = self._connect_ro()
        if conn is None:
            return None
        try:
            return conn.execute(sql, args).fetchone()
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):
                return None
            raise
        finally:
            conn.close()

    def get(self, scenario_id: str) -> dict[str, Any] | None:
        return _row(self._read("SELECT id, body, format, data, created_at FROM scenarios WHERE id = ?",
                               (scenario_id,)))

    def count(self) -> int:
        row = self._read("SELECT COUNT(*) FROM scenarios")
        return int(row[0]) if row else 0

    def status(self) -> dict[str, Any]:
        """Whether saving works now: ``{"backend", "status", "message"}`` (``status`` is
        ``ok``, ``read_only``, ``full`` or ``unavailable``)."""
        directory = self.path.parent
        state, message = "ok", "Scenarios can be saved."
        if not directory.is_dir():
            state, message = "unavailable", "The data directory does not exist."
        elif not os.access(directory, os.W_OK) or (self.path.exists() and not os.access(self.path, os.W_OK)):
            state, message = "read_only", ("The data directory is read-only: saved scenarios can be "
                                           "read, not saved.")
        else:
            try:
                stats = os.statvfs(directory)
                if stats.f_bavail * stats.f_frsize < LOW_SPACE:
                    state, message = "full", "The disk of the data directory is full."
            except OSError:
                pass
        if state == "ok" and self._last_failure is not None:
            state, message = self._last_failure
        return {"backend": self.backend, "status": state, "message": message}


class PostgresStore:
    """Saved scenarios in PostgreSQL (psycopg 3); one connection per call."""

    backend = "postgresql"
    make_id = staticmethod(make_id)

    def __init__(self, url: str) -> None:
        self.url = url

    def _connect(self) -> Any:
        import psycopg

        return psycopg.connect(self.url, connect_timeout=CONNECT_SECONDS)

    def save(self, body: str, fmt: str, data: Any) -> str:
        import psycopg

        _check(body, fmt)
        scenario_id = make_id(body, fmt)
        row = (scenario_id, body, fmt, json.dumps(data, ensure_ascii=False), time.time())
        insert = ("INSERT INTO scenarios (id, body, format, data, created_at) "
                  "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (id) DO NOTHING")
        try:
            try:
                with self._connect() as conn:
                    conn.execute(insert, row)       # leaving the block commits
            except psycopg.errors.UndefinedTable:
                # the first save: make the table (two machines may race to), then save
                with self._connect() as conn:
                    try:
                        with conn.transaction():
                            # one machine at a time makes it; the next finds it made
                            conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                            conn.execute(SCHEMA)
                    except (psycopg.errors.UniqueViolation, psycopg.errors.DuplicateTable,
                            psycopg.errors.DuplicateObject):
                        pass  # made meanwhile by another machine ('type "scenarios" already exists')
                    conn.execute(insert, row)
        except psycopg.Error as exc:
            if getattr(exc, "sqlstate", None) in ("53100",):      # disk_full
                raise StoreUnavailable("full", "The scenario database is full; the scenario was "
                                               "not saved.") from exc
            if getattr(exc, "sqlstate", None) == "25006":         # read_only_sql_transaction
                raise StoreUnavailable("read_only", "The scenario database is read-only; the "
                                                    "scenario was not saved.") from exc
            raise StoreUnavailable("unavailable", "The scenario database does not answer; the "
                                                  "scenario was not saved.") from exc
        return scenario_id

    def _read(self, sql: str, args: tuple[Any, ...] = ()) -> Any:
        import psycopg

        try:
            with self._connect() as conn:
                return conn.execute(sql, args).fetchone()
        except psycopg.errors.UndefinedTable:
            return None
        except psycopg.OperationalError as exc:
            raise StoreUnavailable("unavailable", "The scenario database does not answer.") from exc

    def get(self, scenario_id: str) -> dict[str, Any] | None:
        return _row(self._read("SELECT id, body, format, data, created_at FROM scenarios WHERE id = %s",
                               (scenario_id,)))

    def count(self) -> int:
        row = self._read("SELECT COUNT(*) FROM scenarios")
        return int(row[0]) if row else 0

    def status(self) -> dict[str, Any]:
        import psycopg

        try:
            with self._connect() as conn:
                read_only = conn.execute("SHOW transaction_read_only").fetchone()[0] == "on"
        except psycopg.Error:
            return {"backend": self.backend, "status": "unavailable",
                    "message": "The scenario database does not answer."}
        if read_only:
            return {"backend": self.backend, "status": "read_only",
                    "message": "The scenario database is read-only: saved scenarios can be read, not saved."}
        return {"backend": self.backend, "status": "ok", "message": "Scenarios can be saved."}


def open_store(url: str | None = None) -> ScenarioStore | PostgresStore:
    """The store named by ``url`` (or ``JUDGE_DATABASE_URL``; SQLite in the data
    directory when neither is set).

    >>> open_store("sqlite:////srv/judge/scenarios.sqlite").path
    PosixPath('/srv/judge/scenarios.sqlite')
    >>> open_store("postgresql://judge@db.internal/judge").backend
    'postgresql'
    >>> open_store("mysql://x")
    Traceback (most recent call last):
    ...
    ValueError: JUDGE_DATABASE_URL must start with postgresql:// or sqlite:///, got 'mysql://x'
    """
    url = url if url is not None else os.environ.get("JUDGE_DATABASE_URL", "")
    url = url.strip()
    if not url:
        return ScenarioStore()
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresStore(url)
    if url.startswith("sqlite:///"):
        return ScenarioStore(Path(url[len("sqlite:///"):]))
    raise ValueError(f"JUDGE_DATABASE_URL must start with postgresql:// or sqlite:///, got {url!r}")
