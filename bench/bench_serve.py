"""Slow clients and memory of ``judge serve`` with its defaults, on 127.0.0.1.

Starts ``judge serve`` (2 workers, rate limiting off so that the measuring requests are
not refused), then measures:

* ``/api/health`` latency alone, then while slow clients are connected: 16, 48 and 96
  clients that send a request line and then a header line every 0.5 s, one request whose
  body stops short of its ``Content-Length``, and 64 connections that send nothing;
  how long the slow ones wait for their 408;
* the resident memory (RSS) and proportional set size (PSS: shared pages split between
  the processes that share them) of each worker after warm-up and after answering every
  question of the development set once;
* in a process of its own, the memory the kept answers take when full (2,048 answers).

Goal: health under 1 s with 16 slow clients; one worker at most 450 MB resident.  Slow
clients hold a thread each for up to 10 s: beyond the threads of the workers (2 x 32)
they queue the others, which is what a reverse proxy in front is for.

Usage: ``.venv/bin/python bench/bench_serve.py [--port 8766]``
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def health_ms(port: int) -> float:
    start = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/api/health")
    response = conn.getresponse()
    response.read()
    conn.close()
    assert response.status == 200, response.status
    return (time.perf_counter() - start) * 1000


def latencies(port: int, seconds: float) -> dict[str, float]:
    values = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        values.append(health_ms(port))
        time.sleep(0.05)
    values.sort()
    return {"n": len(values), "p50_ms": round(statistics.median(values), 1),
            "p95_ms": round(values[int(0.95 * (len(values) - 1))], 1), "max_ms": round(values[-1], 1)}


def slow_clients(port: int, count: int, seconds: float) -> dict[str, object]:
    """``count`` slowloris clients and one short body, health measured meanwhile."""
    socks = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\n")
        socks.append(sock)
    short = socket.create_connection(("127.0.0.1", port))
    short.sendall(b"POST /api/simulate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                  b"Content-Length: 1000\r\n\r\n{")
    sent_short = time.monotonic()
    short_answer: list[object] = []

    def wait_short() -> None:
        short.settimeout(60)
        answer = short.recv(200)
        short_answer.extend([answer[:12].decode(), round(time.monotonic() - sent_short, 2)])

    waiter = threading.Thread(target=wait_short, daemon=True)
    waiter.start()
    stop = threading.Event()

    def trickle() -> None:
        while not stop.is_set():
            for sock in socks:
                try:
                    sock.sendall(b"X-Slow: 1\r\n")
                except OSError:
                    pass
            stop.wait(0.5)

    thread = threading.Thread(target=trickle, daemon=True)
    thread.start()
    measured = latencies(port, seconds)
    waiter.join(timeout=60)
    stop.set()
    thread.join()
    stopped = time.monotonic()
    answers = []
    for sock in socks:
        sock.settimeout(30)
        try:
            answers.append(sock.recv(200)[:12].decode())
        except OSError as exc:
            answers.append(type(exc).__name__)
        sock.close()
    short.close()
    return {"health": measured, "short_body_answer": short_answer[:1],
            "short_body_seconds": short_answer[1:],
            "slow_answers": sorted(set(answers)),
            "slow_closed_within_s": round(time.monotonic() - stopped, 2)}


def idle_connections(port: int, count: int, seconds: float) -> dict[str, float]:
    socks = [socket.create_connection(("127.0.0.1", port)) for _ in range(count)]
    try:
        return latencies(port, seconds)
    finally:
        for sock in socks:
            sock.close()


def memory(pid: int) -> dict[str, float]:
    status = Path(f"/proc/{pid}/status").read_text()
    rss = int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024
    pss = None
    rollup = Path(f"/proc/{pid}/smaps_rollup")
    if rollup.exists():
        match = re.search(r"^Pss:\s+(\d+)", rollup.read_text(), re.M)
        pss = int(match.group(1)) / 1024 if match else None
    return {"rss_mb": round(rss, 1), "pss_mb": round(pss, 1) if pss else None}


def group_workers(master: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(stat[1]) == master:         # parent pid
                found.append(int(entry.name))
    return sorted(found)


def ask_everything(port: int) -> None:
    import yaml

    data = yaml.safe_load((ROOT / "tests" / "qa_devset.yaml").read_text(encoding="utf-8"))
    for item in data:
        for _ in range(2):                      # each worker, most likely
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            conn.request("POST", "/api/ask", body=json.dumps({"question": item["q"]}),
                         headers={"Content-Type": "application/json"})
            conn.getresponse().read()
            conn.close()


def kept_answers_memory() -> dict[str, float]:
    """RSS growth of a warmed-up process while its kept answers fill up (2,048)."""
    code = r"""
import json, re, sys, yaml
from pathlib import Path
def rss():
    return int(re.search(r"VmRSS:\s+(\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024
from judge.web.state import warm_up
from judge.qa import cached_ask
warm_up()
questions = [i["q"] for i in yaml.safe_load(Path("tests/qa_devset.yaml").read_text(encoding="utf-8"))]
for q in questions:                       # every code path warmed once
    cached_ask(q, None, fresh=True)
import gc; gc.collect()
before = rss()
n = 0
while n < 2048:
    for q in questions:
        cached_ask(f"{q} ({n})", None)
        n += 1
        if n == 2048:
            break
gc.collect()
print(json.dumps({"answers": n, "before_mb": round(before, 1), "after_mb": round(rss(), 1),
                  "kept_mb": round(rss() - before, 1)}))
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8766)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    env = dict(os.environ, JUDGE_RATE_LIMIT="off")
    server = subprocess.Popen([sys.executable, "-m", "judge.cli", "serve", "--port", str(args.port)],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    results: dict[str, object] = {}
    try:
        deadline = time.monotonic() + 300
        while True:
            try:
                health_ms(args.port)
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    sys.exit("bench_serve: judge serve did not start")
                time.sleep(0.5)
        time.sleep(1)
        workers = group_workers(server.pid)
        results["workers_after_warm_up"] = {pid: memory(pid) for pid in workers}
        results["health_alone"] = latencies(args.port, args.seconds)
        results["slow_16"] = slow_clients(args.port, 16, args.seconds)
        results["slow_48"] = slow_clients(args.port, 48, args.seconds)
        results["slow_96"] = slow_clients(args.port, 96, args.seconds)
        results["idle_64"] = idle_connections(args.port, 64, args.seconds)
        ask_everything(args.port)
        results["workers_after_the_development_set"] = {pid: memory(pid) for pid in workers}
        results["master"] = memory(server.pid)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)
    results["kept_answers"] = kept_answers_memory()
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
