"""The JSON API (``/api/…``), see ``shared/spec/api.md``."""

from __future__ import annotations

from flask import Blueprint, jsonify

from judge import __version__
from judge.web.state import get_corpus

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/health")
def health():  # noqa: ANN201
    corpus = get_corpus()
    return jsonify({
        "status": "ok",
        "version": __version__,
        "graph": {"nodes": 0, "edges": 0},
        "corpus": {"sources": len(corpus.sources),
                   "sections": sum(len(d.sections) for d in corpus.sources)},
    })
