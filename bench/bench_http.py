"""HTTP load against ``judge serve`` on 127.0.0.1, beside the server's own floor.

Starts ``judge serve`` (gunicorn, 2 workers, rate limiting off so that the limiter
does not stand in for the server) and drives it with ``wrk`` (Debian package) at 1, 8
and 32 concurrent connections, a fixed time each, for ``/api/health`` (the floor: no
work of Judge's own), ``/api/glossary``, ``/api/ask`` (the development set's questions
in turn, four languages) and ``/api/simulate``. ``/api/ask`` is measured twice: as a
server that has been answering for a while sees it (each question asked once before,
so the answers are kept, see ``judge.qa.answer.AnswerCache``), and with
``Cache-Control: no-cache``, which makes every answer be worked out again. Prints
requests per second, p50/p95/p99 latency and the ratio of each endpoint's throughput
to ``/api/health``'s in the same run, then the resident memory of each worker.

Goals: ``/api/ask`` at 8 clients at least half of ``/api/health``'s throughput; p95
under 100 ms at 32 clients on 2 cores.

Usage: ``.venv/bin/python bench/bench_http.py [--seconds 10] [--port 8765]``
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCENARIO = {
    "version": 1,
    "state": {"turn": 3, "turn_player": "A", "phase": "battle", "step": "battle",
              "players": {"A": {"monsters": [{"card": "Darkfire Dragon", "id": "a1",
                                              "position": "attack"}]},
                          "B": {"monsters": [{"card": "Celtic Guardian", "id": "b1",
                                              "position": "defense"}]}}},
    "actions": [{"player": "A", "do": "attack", "attacker": "a1", "target": "b1"}],
}



def questions() -> list[str]:
    """The development set's questions, in all four languages, in turn: a realistic mix
    (repeating one question would only measure the per-question caches)."""
    import yaml

    data = yaml.safe_load((ROOT / "tests" / "qa_devset.yaml").read_text(encoding="utf-8"))
    return [item["q"] for item in data]

LUA = """
wrk.method = "{method}"
wrk.headers["Content-Type"] = "application/json"
{headers}bodies = {{{bodies}}}
counter = 0
if #bodies > 0 then
  request = function()
    counter = counter + 1
    return wrk.format(nil, nil, nil, bodies[(counter % #bodies) + 1])
  end
end
done = function(summary, latency, requests)
  io.write(string.format("JSON {{\\"rps\\": %.2f, \\"p50\\": %.3f, \\"p95\\": %.3f, \\"p99\\": %.3f, "
    .. "\\"errors\\": %d, \\"requests\\": %d}}\\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.timeout,
    summary.requests))
end
"""


def load(url: str, connections: int, seconds: int, method: str = "GET",
         bodies: list[str] | None = None, headers: dict[str, str] | None = None) -> dict:
    """One wrk run; POST bodies are sent in turn (JSON strings are valid Lua strings)."""
    extra = "".join(f"wrk.headers[{json.dumps(k)}] = {json.dumps(v)}\n" for k, v in (headers or {}).items())
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(LUA.format(method=method, headers=extra,
                                bodies=", ".join(json.dumps(b) for b in bodies or [])))
    try:
        out = subprocess.run(
            ["wrk", "-t", str(min(connections, 2)), "-c", str(connections), "-d", f"{seconds}s",
             "--latency", "-s", script.name, url],
            capture_output=True, text=True, check=True,
        ).stdout
    finally:
        os.unlink(script.name)
    match = re.search(r"^JSON (\{.*\})$", out, re.M)
    if not match:
        raise RuntimeError(f"wrk printed no summary:\n{out}")
    return json.loads(match.group(1))


def rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("bench_http: wrk is needed (apt-get install wrk)")
    env = dict(os.environ, JUDGE_RATE_LIMIT="off")
    server = subprocess.Popen([sys.executable, "-m", "judge.cli", "serve", "--port", str(args.port),
                               "--workers", "2"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{args.port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/api/health", timeout=1)
                break
            except OSError:
                time.sleep(0.2)
        asks = [json.dumps({"question": q}) for q in questions()]
        computed = {"Cache-Control": "no-cache"}
        # label, path, method, bodies, headers
        targets = [
            ("/api/health", "/api/health", "GET", [], {}),
            ("/api/glossary?q=cementerio", "/api/glossary?q=cementerio&limit=5", "GET", [], {}),
            ("/api/ask (kept answers)", "/api/ask", "POST", asks, {}),
            ("/api/ask (no-cache: computed)", "/api/ask", "POST", asks, computed),
            ("/api/simulate", "/api/simulate", "POST", [json.dumps(SCENARIO)], {}),
        ]
        for _label, path, method, bodies, _headers in targets[1:]:
            # The first request of each kind loads nothing more; every question is asked
            # once, as on a server that has been answering for a while.
            for body in bodies or [None]:
                request = urllib.request.Request(base + path, data=body.encode() if body else None,
                                                 method=method, headers={"Content-Type": "application/json"})
                urllib.request.urlopen(request, timeout=60).read()
        results: dict[tuple[str, int], dict] = {}
        for connections in (1, 8, 32):
            for label, path, method, bodies, headers in targets:
                results[(label, connections)] = load(base + path, connections, args.seconds, method,
                                                     bodies, headers)
        print(f"{'endpoint':<40}{'conn':>5}{'req/s':>10}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}"
              f"{'errors':>8}{'vs health':>11}")
        for (label, connections), r in results.items():
            floor = results[("/api/health", connections)]["rps"]
            print(f"{label:<40}{connections:>5}{r['rps']:>10.1f}{r['p50']:>9.1f}{r['p95']:>9.1f}"
                  f"{r['p99']:>9.1f}{r['errors']:>8}{r['rps'] / floor:>11.2f}")
        workers = subprocess.run(["pgrep", "-P", str(server.pid)],
                                 capture_output=True, text=True).stdout.split()
        for pid in workers:
            print(f"worker {pid}: resident memory {rss_mb(int(pid)):.0f} MB")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
