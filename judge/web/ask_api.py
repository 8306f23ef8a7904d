"""``POST /api/ask``: a rules question in, an answer with citations out (shared/spec/api.md)."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from judge.web import error_body
from judge.web.api import BodyError, body_text, parse_json

bp = Blueprint("ask_api", __name__, url_prefix="/api")


@bp.post("/ask")
def ask_endpoint():  # noqa: ANN201
    from judge.qa import QuestionError, cached_ask, check_question

    if (request.mimetype or "") != "application/json":
        return error_body(
            415,
            "unsupported_media_type",
            f"Content-Type {request.mimetype or '(none)'} is not accepted; send application/json.",
        )
    try:
        text = body_text()
    except BodyError as exc:
        return error_body(exc.status, exc.code, exc.message)
    if not text.strip():
        return error_body(
            400,
            "bad_request",
            'The request body is empty; send {"question": "…"}.',
            [{"path": "question", "message": "is required"}],
        )
    try:
        body = parse_json(text)
    except BodyError as exc:
        return error_body(exc.status, exc.code, exc.message)
    try:
        question, lang = check_question(body)
    except QuestionError as exc:
        code = "payload_too_large" if exc.status == 413 else "bad_request"
        return error_body(
            exc.status,
            code,
            f'Field "{exc.path}" {exc.message}.',
            [{"path": exc.path, "message": exc.message}],
        )
    answer, kept = cached_ask(question, lang, fresh=bool(request.cache_control.no_cache))
    response = jsonify(answer)
    # Whether the answer was kept from an earlier asking (see judge.qa.answer.AnswerCache).
    response.headers["X-Judge-Answer"] = "kept" if kept else "computed"
    return response
