"""Saving and loading the built rule graph, and the ``graph`` build step.

The build writes ``graph.pickle`` (the :class:`networkx.MultiDiGraph`) and
``graph_index.json`` (the look-up index: concept records, surface forms, lemma keys,
conflicts, counts). :func:`get_graph` and :func:`get_index` load them once per process.
"""

from __future__ import annotations

import json
import pickle
from functools import lru_cache
from pathlib import Path
from typing import Any

import networkx as nx

from judge.paths import data_dir

GRAPH_FILE = "graph.pickle"
INDEX_FILE = "graph_index.json"


class GraphNotBuiltError(RuntimeError):
    """The data directory has no graph; run ``judge build``."""


def step_graph(ctx: Any) -> None:
    """Build step: the rule graph and its look-up index, from the corpus step's product."""
    from judge.graph.build import build_graph, load_inputs

    corpus = ctx.products["corpus"]
    ctx.report("reading concepts, cards and rulings")
    inputs = load_inputs(corpus, ctx.corpus_dir)
    ctx.report("spotting terms and linking the graph")
    graph, index = build_graph(inputs)
    index["counts"] = {"nodes": graph.number_of_nodes(), "edges": graph.number_of_edges()}
    ctx.products["graph"] = graph
    ctx.products.setdefault("stats", {})["graph"] = index["counts"]
    tmp = ctx.out_dir / (GRAPH_FILE + ".tmp")
    with tmp.open("wb") as fh:
        pickle.dump(graph, fh, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(ctx.out_dir / GRAPH_FILE)
    ctx.outputs.append(GRAPH_FILE)
    ctx.write_json(INDEX_FILE, index)


def ensure_built(out_dir: Path) -> None:
    """Build into ``out_dir`` unless its build is up to date and holds the graph."""
    from judge.build import build, is_fresh

    if not is_fresh(out_dir) or not (out_dir / GRAPH_FILE).exists():
        build(out_dir=out_dir)
    if not (out_dir / GRAPH_FILE).exists():
        raise GraphNotBuiltError(f"no {GRAPH_FILE} in {out_dir}; run `judge build`")


@lru_cache(maxsize=4)
def _load_graph(out_dir: str) -> nx.MultiDiGraph:
    ensure_built(Path(out_dir))
    path = Path(out_dir) / GRAPH_FILE
    with open(path, "rb") as fh:
        graph = pickle.load(fh)
    if not isinstance(graph, nx.MultiDiGraph):
        raise GraphNotBuiltError(f"{path} does not hold a rule graph; run `judge build --force`")
    return graph


@lru_cache(maxsize=4)
def _load_index(out_dir: str) -> dict[str, Any]:
    ensure_built(Path(out_dir))
    return json.loads((Path(out_dir) / INDEX_FILE).read_text(encoding="utf-8"))


def get_graph(out_dir: Path | None = None) -> nx.MultiDiGraph:
    """The rule graph of the last build, loaded once per process.

    The first call checks that the build is up to date (and builds if not).
    """
    return _load_graph(str(out_dir or data_dir()))


def get_index(out_dir: Path | None = None) -> dict[str, Any]:
    """The look-up index of the last build (building first if it is missing)."""
    return _load_index(str(out_dir or data_dir()))


def clear_cache() -> None:
    """Forget the loaded graph and index (after a rebuild in the same process)."""
    _load_graph.cache_clear()
    _load_index.cache_clear()
    from judge.graph import lookup

    lookup._lookup.cache_clear()
