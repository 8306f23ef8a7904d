"""Accuracy and latency of ``judge ask`` on the development set.

Usage::

    .venv/bin/python bench/bench_ask.py [--failures] [--json]

Reports accuracy per language and per intent, and the in-process latency per question
(p50/p95) after the models, pipelines and indexes are loaded (their loading time is
reported apart).
"""

from __future__ import annotations

import argparse
import json
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", action="store_true", help="list the questions answered wrongly")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)

    from judge.qa import ask, warm_up
    from judge.qa.evaluate import load_devset, run

    start = time.perf_counter()
    warm_up()
    load_s = time.perf_counter() - start
    report = run(ask, load_devset())
    rows = report.pop("rows")
    report["load_seconds"] = round(load_s, 2)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(
            f"questions: {report['total']}  correct: {report['correct']}  "
            f"accuracy: {report['accuracy']:.1%}  (models and indexes loaded in {load_s:.1f} s)"
        )
        print("per language: " + ", ".join(f"{k} {v:.1%}" for k, v in report["by_lang"].items()))
        print("per intent:")
        for k, v in report["by_intent"].items():
            print(f"  {k:20s} {v:.1%}")
        lat = report["latency_ms"]
        print(
            f"latency per question: p50 {lat['p50']:.1f} ms, p95 {lat['p95']:.1f} ms, "
            f"max {lat['max']:.1f} ms, mean {lat['mean']:.1f} ms"
        )
    if args.failures:
        for row in rows:
            if row["problems"]:
                r = row["response"]
                print(
                    f"- [{row['entry']['lang']}] {row['entry']['q']}\n    got {r['lang']} {r['intent']} "
                    f"{r['short_answer']}; " + "; ".join(row["problems"]),
                    file=sys.stderr,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
