"""Corpus build time, cold and cached.

Cold: ``judge build --force`` into a fresh data directory (every step runs).  Cached:
``judge build`` again with nothing changed (the fingerprint check only), timed as a
whole command, Python start-up included, because that is what a user waits for.
Goal: cold under 20 s; cached well under a second.

Usage: ``.venv/bin/python bench/bench_build.py [--repeat 3]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
JUDGE = [sys.executable, "-m", "judge.cli"]


def run(args: list[str], data: str) -> float:
    env = dict(os.environ, JUDGE_DATA=data)
    start = time.perf_counter()
    subprocess.run(JUDGE + args, cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    cold, cached = [], []
    for _ in range(args.repeat):
        with tempfile.TemporaryDirectory() as data:
            cold.append(run(["build", "--force"], data))
            cached.extend(run(["build"], data) for _ in range(3))
    print(f"cold build:   median {statistics.median(cold):.2f} s  (runs: "
          f"{', '.join(f'{x:.2f}' for x in cold)})")
    print(f"cached build: median {statistics.median(cached):.3f} s  (worst {max(cached):.3f} s)")


if __name__ == "__main__":
    main()
