"""How fast the look-ups answer from the built graph.

Run ``.venv/bin/python bench/bench_lookup.py [--repeat N]``. It builds if needed, loads
the graph and the index once (timed apart), then times every look-up of
``tests/lookups.yaml`` through :func:`judge.graph.lookup.glossary`, a few
:func:`~judge.graph.lookup.concept` views and depth-1 neighbourhoods, and prints the
median, 95th percentile and worst time of each kind. The target is well under 10 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    """Milliseconds of ``repeat`` calls of ``fn``."""
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def report(name: str, times: list[float]) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"{name:<14} n={len(times):<5} median {statistics.median(times):6.2f} ms   "
          f"p95 {p95:6.2f} ms   max {times[-1]:6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="calls per look-up")
    args = parser.parse_args()

    from judge.graph import get_graph, get_index
    from judge.graph.lookup import concept, get_lookup, glossary, neighbourhood

    start = time.perf_counter()
    graph = get_graph()
    get_index()
    get_lookup()
    print(f"load (graph + index + keys): {(time.perf_counter() - start) * 1000:.0f} ms, "
          f"{graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges")

    rows = yaml.safe_load((ROOT / "tests" / "lookups.yaml").read_text(encoding="utf-8"))
    glossary_times: list[float] = []
    for row in rows:
        glossary_times += timed(lambda row=row: glossary(row["q"], row["lang"], 5), args.repeat)
    report("glossary", glossary_times)

    concept_ids = sorted({row["concept"] for row in rows})
    concept_times: list[float] = []
    for cid in concept_ids:
        concept_times += timed(lambda cid=cid: concept(cid), args.repeat)
    report("concept", concept_times)

    nodes = ["section:000:849", "section:004:1161", "concept:graveyard", "card:heavy-storm",
             "source:003"]
    graph_times: list[float] = []
    for node in nodes:
        graph_times += timed(lambda node=node: neighbourhood(node, 1), args.repeat)
    report("graph depth 1", graph_times)


if __name__ == "__main__":
    main()
