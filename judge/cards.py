"""The card library of ``rules_corpus/cards/``, loaded once per process and shared by the
web app, the question answering and the CLI."""

from __future__ import annotations

from functools import lru_cache

from judge.engine import CardLibrary
from judge.paths import CORPUS_DIR


@lru_cache(maxsize=1)
def get_library() -> CardLibrary:
    return CardLibrary.from_yaml_files(sorted((CORPUS_DIR / "cards").glob("*.yaml")))
