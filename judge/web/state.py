"""Per-process accessors for what the app loads once (built by ``judge build``)."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from judge.build import get_built_corpus
from judge.cards import get_library
from judge.corpus.reader import Corpus
from judge.paths import CORPUS_DIR, data_dir


def get_corpus() -> Corpus:
    return get_built_corpus()


@lru_cache(maxsize=1)
def get_rulings() -> list[dict[str, Any]]:
    from judge.rulings import load_rulings

    return load_rulings(CORPUS_DIR / "rulings")


@lru_cache(maxsize=1)
def get_banlist() -> dict[str, Any]:
    from judge.engine.deck import load_banlist

    return load_banlist(CORPUS_DIR / "forbidden_limited.yaml")


def get_store():  # noqa: ANN201
    """The scenario store: ``DATABASE_URL`` of the app's configuration
    (``JUDGE_DATABASE_URL``), or SQLite in the data directory."""
    from flask import current_app, has_app_context

    url = (current_app.config.get("DATABASE_URL") if has_app_context() else None) or ""
    return _store(url, str(data_dir()))


@lru_cache(maxsize=16)
def _store(url: str, data: str):  # noqa: ANN202, ARG001 - ``data`` keys the default store
    from judge.store import open_store

    return open_store(url or None)


@lru_cache(maxsize=1)
def get_verification() -> dict[str, dict[str, Any]]:
    """The last verification run of the rulings, by ruling id (run now if none is saved)."""
    path = data_dir() / "verification.json"
    if path.exists():
        try:
            return json.loads(path.read_text(encoding="utf-8"))["rulings"]
        except (OSError, ValueError, KeyError):
            pass
    from judge.rulings import verify_all

    report = verify_all(get_rulings(), get_library())
    return {item["id"]: item for item in report}


def warm_up() -> None:
    """Load everything a request may need, so that no visitor waits for it.

    ``judge serve`` calls this once in the gunicorn master before it forks the workers,
    which then share what was loaded.
    """
    from judge.graph.lookup import get_lookup
    from judge.qa import warm_up as warm_up_questions

    get_corpus()
    get_library()
    get_rulings()
    get_banlist()
    get_lookup()
    warm_up_questions()
    get_verification()
