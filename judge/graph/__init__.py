"""The rule graph: building (:mod:`~judge.graph.build`), parallels
(:mod:`~judge.graph.align`), conflicts (:mod:`~judge.graph.conflicts`), storage
(:mod:`~judge.graph.store`) and look-ups (:mod:`~judge.graph.lookup`)."""

from judge.graph.store import GraphNotBuiltError, get_graph, get_index

__all__ = ["GraphNotBuiltError", "get_graph", "get_index"]
