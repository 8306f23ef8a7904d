"""``/api/glossary``, ``/api/concepts/<id>`` and ``/api/graph/<node_id>`` (see api.md)."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from judge.web import error_body

bp = Blueprint("glossary_api", __name__, url_prefix="/api")

_GLOSSARY_KEYS = {"q", "lang", "limit"}


@bp.get("/glossary")
def glossary():  # noqa: ANN201
    from judge.graph.lookup import QueryError
    from judge.graph.lookup import glossary as lookup

    unknown = sorted(set(request.args) - _GLOSSARY_KEYS)
    if unknown:
        return error_body(400, "bad_request", f"unknown parameter {unknown[0]!r}",
                          [{"path": k, "message": "unknown parameter"} for k in unknown])
    try:
        return jsonify(lookup(request.args.get("q", ""), request.args.get("lang"),
                              request.args.get("limit", "5")))
    except QueryError as exc:
        return error_body(400, "bad_request", str(exc), [{"path": exc.field, "message": exc.message}])


@bp.get("/concepts/<concept_id>")
def concept(concept_id: str):  # noqa: ANN201
    from judge.graph.lookup import NotFoundError
    from judge.graph.lookup import concept as view

    try:
        return jsonify(view(concept_id))
    except NotFoundError as exc:
        return error_body(404, "not_found", str(exc))


@bp.get("/graph/<path:node_id>")
def graph(node_id: str):  # noqa: ANN201
    from judge.graph.lookup import NotFoundError, QueryError, neighbourhood

    unknown = sorted(set(request.args) - {"depth"})
    if unknown:
        return error_body(400, "bad_request", f"unknown parameter {unknown[0]!r}",
                          [{"path": k, "message": "unknown parameter"} for k in unknown])
    try:
        return jsonify(neighbourhood(node_id, request.args.get("depth", "1")))
    except QueryError as exc:
        return error_body(400, "bad_request", str(exc), [{"path": exc.field, "message": exc.message}])
    except NotFoundError as exc:
        return error_body(404, "not_found", str(exc))
