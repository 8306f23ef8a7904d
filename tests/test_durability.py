"""Saved scenarios survive a crash and a rebuild.

A real ``judge serve`` (gunicorn, 2 workers) runs on a free port with a data directory
of its own.  Threads save different scenarios through ``POST /api/scenarios`` while
the server is killed hard (SIGKILL to the gunicorn master and its workers at once).
After a restart on the same data directory every scenario whose save was acknowledged
with a 201 is there, byte for byte.  ``judge build --force`` leaves them alone.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).parents[1]
#: Saves acknowledged before the server is killed (it is killed while more are under way).
ACKED_BEFORE_KILL = 60
SAVING_THREADS = 6


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _request(port: int, method: str, path: str, body: bytes | None = None,
             content_type: str | None = None, timeout: float = 15) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        headers = {"Content-Type": content_type} if content_type else {}
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


class Server:
    """``judge serve`` in a process group of its own, so that all of it can be killed."""

    def __init__(self, data: Path, port: int, log: Path, rate_limit: str | None = "off",
                 env: dict[str, str] | None = None) -> None:
        self.data, self.port, self.log_path, self.rate_limit = data, port, log, rate_limit
        self.env = env or {}
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 120) -> None:
        env = dict(os.environ, JUDGE_DATA=str(self.data), **self.env)
        env.pop("JUDGE_RATE_LIMIT", None)
        if self.rate_limit is not None:       # None: the product's default limits
            env["JUDGE_RATE_LIMIT"] = self.rate_limit
        log = open(self.log_path, "ab")  # noqa: SIM115 - the server process holds it
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "judge.cli", "serve", "--port", str(self.port), "--workers", "2"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"judge serve exited with {self.proc.returncode}; see {self.log_path}")
            try:
                if _request(self.port, "GET", "/api/health", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        self.kill()
        raise RuntimeError(f"judge serve did not answer within {timeout:g} s; see {self.log_path}")

    def workers(self) -> list[int]:
        """Process ids in the server's process group (master and workers)."""
        assert self.proc is not None
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if int(stat[2]) == self.proc.pid and stat[0] != "Z":   # pgrp, state
                    found.append(int(entry.name))
        return found

    def kill(self) -> None:
        """SIGKILL to the whole group: no worker gets to finish anything."""
        assert self.proc is not None
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait(timeout=20)
        deadline = time.monotonic() + 10
        while self.workers() and time.monotonic() < deadline:
            time.sleep(0.05)

    def stop(self) -> None:
        assert self.proc is not None
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture(scope="module")
def server_data(built, data_dir, tmp_path_factory) -> Path:
    """A data directory of its own, starting from the test run's build (no saved scenarios)."""
    path = tmp_path_factory.mktemp("durable-data")
    for item in Path(data_dir).iterdir():
        if item.is_file() and not item.name.startswith("scenarios.sqlite"):
            shutil.copy2(item, path / item.name)
    return path


@pytest.fixture(scope="module")
def server(server_data, tmp_path_factory):
    logs = tmp_path_factory.mktemp("durable-logs")
    running = Server(server_data, _free_port(), logs / "server.log")
    running.start()
    yield running
    running.stop()


def scenario_for(thread: int, n: int) -> tuple[bytes, str, dict]:
    """A different, valid scenario for every (thread, n), as JSON or as YAML."""
    data = {
        "version": 1,
        "title": f"Durability {thread}-{n}: Heavy Storm ¿ñ? «è» ção",
        "state": {"turn": 3, "turn_player": "A", "phase": "main1",
                  "players": {"A": {"lp": 8000 - n, "hand": ["Heavy Storm"]},
                              "B": {"lp": 100 + thread,
                                    "spell_trap": [{"card": "Threatening Roar", "face": "down",
                                                    "set_turn": 2}]}}},
        "actions": [{"player": "A", "do": "activate", "card": "Heavy Storm"}],
    }
    if n % 2:
        text = f"# saved by thread {thread}\n" + yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
        return text.encode(), "application/yaml", data
    return json.dumps(data, ensure_ascii=False, indent=1).encode(), "application/json", data


def test_acknowledged_saves_survive_a_hard_kill_and_a_rebuild(server, server_data):
    acknowledged: dict[str, tuple[bytes, str, dict]] = {}
    lock = threading.Lock()
    stop = threading.Event()
    unexpected: list[str] = []

    def save(thread: int) -> None:
        n = 0
        while not stop.is_set():
            body, content_type, data = scenario_for(thread, n)
            n += 1
            try:
                status, answer = _request(server.port, "POST", "/api/scenarios", body, content_type)
            except (OSError, http.client.HTTPException):
                if stop.is_set():
                    return
                continue                       # refused, or cut off mid-answer by the kill
            if status == 201:
                with lock:
                    acknowledged[json.loads(answer)["id"]] = (body, content_type, data)
            elif not stop.is_set():
                unexpected.append(f"{status}: {answer[:200]!r}")

    threads = [threading.Thread(target=save, args=(i,), daemon=True) for i in range(SAVING_THREADS)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 60
    while len(acknowledged) < ACKED_BEFORE_KILL and time.monotonic() < deadline:
        time.sleep(0.02)
    processes = server.workers()
    assert len(processes) >= 3, f"expected a master and 2 workers, found {processes}"
    server.kill()                              # mid-load: saves are in flight
    stop.set()
    for thread in threads:
        thread.join(timeout=30)
    assert not server.workers(), "a gunicorn process outlived SIGKILL"
    assert not unexpected, unexpected[:5]
    assert len(acknowledged) >= ACKED_BEFORE_KILL

    database = server_data / "scenarios.sqlite"
    with sqlite3.connect(database) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    server.start()
    for scenario_id, (body, content_type, data) in acknowledged.items():
        status, answer = _request(server.port, "GET", f"/api/scenarios/{scenario_id}")
        assert status == 200, (scenario_id, status, answer[:200])
        saved = json.loads(answer)
        assert saved["body"] == body.decode()
        assert saved["format"] == ("yaml" if content_type == "application/yaml" else "json")
        assert saved["scenario"] == data
        page_status, page = _request(server.port, "GET", saved["url"])
        assert page_status == 200 and data["title"].encode() in page
    server.stop()

    # A forced rebuild of the data directory leaves the saved scenarios alone.
    def files() -> dict[str, bytes]:
        return {p.name: p.read_bytes() for p in server_data.glob("scenarios.sqlite*")}

    before = files()
    env = dict(os.environ, JUDGE_DATA=str(server_data))
    rebuilt = subprocess.run([sys.executable, "-m", "judge.cli", "build", "--force"], cwd=ROOT,
                             env=env, capture_output=True, timeout=300)
    assert rebuilt.returncode == 0, rebuilt.stderr[-2000:]
    assert files() == before
    from judge.store import ScenarioStore

    store = ScenarioStore(database)
    assert store.count() >= len(acknowledged)
    for scenario_id, (body, _, data) in acknowledged.items():
        kept = store.get(scenario_id)
        assert kept is not None and kept["body"] == body.decode() and kept["scenario"] == data
