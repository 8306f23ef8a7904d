"""Per-process accessors for what the app loads once (built by ``judge build``)."""

from __future__ import annotations

from functools import lru_cache

from judge.corpus.reader import Corpus


@lru_cache(maxsize=1)
def get_corpus() -> Corpus:
    from judge.build import load_built_corpus

    return load_built_corpus()
