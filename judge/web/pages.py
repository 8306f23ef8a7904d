"""The HTML pages."""

from __future__ import annotations

from flask import Blueprint, render_template

from judge.web.state import get_corpus

bp = Blueprint("pages", __name__)


@bp.get("/")
def home():  # noqa: ANN201
    corpus = get_corpus()
    sources = []
    for doc in corpus.sources:
        kinds: dict[str, int] = {}
        for section in doc.sections:
            kinds[section.kind] = kinds.get(section.kind, 0) + 1
        sources.append({"manifest": doc.manifest, "sections": len(doc.sections),
                        "kinds": kinds, "furniture": len(doc.furniture),
                        "warnings": doc.warnings})
    return render_template("home.html", sources=sources)
