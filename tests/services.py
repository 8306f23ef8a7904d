"""Real PostgreSQL and Redis servers for the tests, from Debian's packages
(``postgresql``, ``redis-server``), each on a free port in a temporary directory of its
own and stopped afterwards.  Where a package is missing the tests that need it are
skipped, saying which.
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _pg_bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return found[-1] if found else shutil.which(name)


def _as_service_user(cmd: list[str]) -> list[str]:
    """PostgreSQL refuses to run as root: run it as ``nobody`` then."""
    if os.geteuid() != 0:
        return cmd
    return ["runuser", "-u", "nobody", "--", *cmd]


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


@contextmanager
def postgres_server() -> Iterator[str]:
    """A PostgreSQL server of its own; yields its URL (database ``postgres``, user ``judge``)."""
    initdb, postgres = _pg_bin("initdb"), _pg_bin("postgres")
    if not initdb or not postgres:
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    home = tempfile.mkdtemp(prefix="judge-pg-")
    data = os.path.join(home, "data")
    if os.geteuid() == 0:
        os.chmod(home, 0o755)
        os.chown(home, 65534, 65534)         # nobody
    log = os.path.join(home, "log")
    proc = None
    try:
        done = subprocess.run(_as_service_user([initdb, "-D", data, "-U", "judge", "--auth=trust",
                                                "-E", "UTF8", "--no-sync"]),
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"initdb failed: {done.stderr[-2000:]}")
        port = free_port()
        with open(log, "wb") as out:
            proc = subprocess.Popen(
                _as_service_user([postgres, "-D", data, "-p", str(port), "-k", home,
                                  "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"]),
                stdout=out, stderr=subprocess.STDOUT)
        url = f"postgresql://judge@127.0.0.1:{port}/postgres"
        import psycopg

        deadline = time.monotonic() + 60
        while True:
            try:
                psycopg.connect(url, connect_timeout=2).close()
                break
            except psycopg.OperationalError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    with open(log, encoding="utf-8", errors="replace") as text:
                        raise RuntimeError(f"PostgreSQL did not start: {text.read()[-2000:]}") from None
                time.sleep(0.2)
        yield url
    finally:
        if proc is not None:
            _stop(proc)
        shutil.rmtree(home, ignore_errors=True)


@contextmanager
def redis_server() -> Iterator[str]:
    """A Redis server of its own (no persistence); yields its URL."""
    binary = shutil.which("redis-server")
    if not binary:
        pytest.skip("Redis is not installed (apt-get install redis-server)")
    home = tempfile.mkdtemp(prefix="judge-redis-")
    port = free_port()
    proc = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--daemonize", "no", "--dir", home],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import redis

        client = redis.Redis(host="127.0.0.1", port=port, socket_connect_timeout=1)
        deadline = time.monotonic() + 30
        while True:
            try:
                client.ping()
                break
            except redis.exceptions.ConnectionError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.1)
        client.close()
        yield f"redis://127.0.0.1:{port}"
    finally:
        _stop(proc)
        shutil.rmtree(home, ignore_errors=True)
