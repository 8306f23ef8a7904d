"""Grading answers against the development set (``tests/qa_devset.yaml``).

An entry is answered correctly when

* the detected language is the entry's ``lang``;
* for ``unanswerable`` entries: the response says it could not answer (``answered`` false);
* otherwise the response answered, its ``short_answer.value`` equals ``short`` (when the
  entry gives one; ``short: depends`` wants the cases of an "it depends" answer), and one
  of the entry's ``cites`` is among the citations (when given);
* with ``says``: the answer's text holds each of these words (accents and case folded);
  an entry without ``short`` asks for a place, a player, a card or the steps, so a
  yes/no short answer to it is wrong;
* with ``conflict: true``: the response reports the sources' disagreement, with the newest
  official source (000) prevailing.
"""

from __future__ import annotations

import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml

from judge.paths import ROOT

DEVSET = ROOT / "tests" / "qa_devset.yaml"


def load_devset(path: Path = DEVSET) -> list[dict[str, Any]]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a list of questions")
    return data


def grade(entry: Mapping[str, Any], response: Mapping[str, Any]) -> list[str]:
    """What is wrong with ``response`` for ``entry`` (empty when it is correct)."""
    problems = []
    if response.get("lang") != entry["lang"]:
        problems.append(f"lang {response.get('lang')} != {entry['lang']}")
    if entry.get("unanswerable"):
        if response.get("answered", True):
            problems.append("answered a question it should decline")
        return problems
    if not response.get("answered", True):
        problems.append("declined to answer")
    if entry.get("short") == "depends":
        # the answer depends on a case the question leaves open: each case stated
        kind = (response.get("short_answer") or {}).get("kind")
        if kind != "depends":
            problems.append(f"short kind {kind!r} != 'depends'")
    elif "short" in entry:
        got = (response.get("short_answer") or {}).get("value")
        # (a yes/no is no number: Python holds True == 1 and False == 0)
        if got != entry["short"] or isinstance(got, bool) != isinstance(entry["short"], bool):
            problems.append(f"short {got!r} != {entry['short']!r}")
    elif isinstance((response.get("short_answer") or {}).get("value"), bool):
        problems.append(f"answered {response['short_answer']['value']!r} to a question that asks for a text")
    if entry.get("says"):
        from judge.corpus.text import unaccent

        text = unaccent(str(response.get("answer", "")).lower())
        missing = [w for w in entry["says"] if unaccent(w.lower()) not in text]
        if missing:
            problems.append(f"the answer does not say {missing}")
    if entry.get("conflict"):
        conflicts = response.get("conflicts") or []
        if not conflicts or any(c.get("prevails") != "000" for c in conflicts):
            problems.append(f"conflicts {conflicts!r}: expected the newest official source (000) to prevail")
    cites = entry.get("cites")
    if cites:
        got_ids = [c["section_id"] for c in response.get("citations", [])]
        if not set(got_ids) & set(cites):
            problems.append(f"cites {got_ids[:6]} miss {cites}")
    return problems


def run(ask: Callable[[str], Mapping[str, Any]], entries: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Ask every question; accuracy per language and intent, latency per question."""
    rows: list[dict[str, Any]] = []
    for entry in entries:
        start = time.perf_counter()
        response = ask(entry["q"])
        ms = (time.perf_counter() - start) * 1000
        rows.append({"entry": entry, "response": response, "ms": ms, "problems": grade(entry, response)})
    by: dict[str, dict[str, list[bool]]] = {"lang": defaultdict(list), "intent": defaultdict(list)}
    for row in rows:
        ok = not row["problems"]
        by["lang"][row["entry"]["lang"]].append(ok)
        by["intent"][str(row["entry"].get("intent", "?"))].append(ok)
    latencies = sorted(r["ms"] for r in rows)

    def pct(q: float) -> float:
        if not latencies:
            return 0.0
        return latencies[min(len(latencies) - 1, int(round(q * (len(latencies) - 1))))]

    return {
        "total": len(rows),
        "correct": sum(1 for r in rows if not r["problems"]),
        "accuracy": (sum(1 for r in rows if not r["problems"]) / len(rows)) if rows else 0.0,
        "by_lang": {k: sum(v) / len(v) for k, v in sorted(by["lang"].items())},
        "by_intent": {k: sum(v) / len(v) for k, v in sorted(by["intent"].items())},
        "latency_ms": {
            "p50": pct(0.5),
            "p95": pct(0.95),
            "max": latencies[-1] if latencies else 0.0,
            "mean": statistics.fmean(latencies) if latencies else 0.0,
        },
        "rows": rows,
    }
