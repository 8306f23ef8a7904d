"""The web app: ``create_app()`` builds it; one blueprint per area.

Expensive things (the corpus, later the graph and the language pipelines) are loaded
once per process through accessors in :mod:`judge.web.state`, never at import time.
"""

from __future__ import annotations

import importlib
import logging
import uuid
from typing import Any

from flask import Flask, jsonify, request
from werkzeug.exceptions import HTTPException

from judge import __version__
from judge.paths import TEMPLATES_DIR

#: Blueprints, by module; each module exposes ``bp``.
BLUEPRINTS = (
    "judge.web.api",
    "judge.web.pages",
)

#: Request bodies larger than this are refused with 413.
MAX_CONTENT_LENGTH = 256 * 1024

log = logging.getLogger("judge.web")


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask("judge", template_folder=str(TEMPLATES_DIR))
    app.config.update(MAX_CONTENT_LENGTH=MAX_CONTENT_LENGTH)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    if test_config:
        app.config.update(test_config)
    for name in BLUEPRINTS:
        app.register_blueprint(importlib.import_module(name).bp)
    app.jinja_env.globals["judge_version"] = __version__
    _register_errors(app)
    return app


def error_body(status: int, code: str, message: str,
               details: list[dict[str, str]] | None = None) -> tuple[Any, int]:
    """The JSON error of api.md: ``{"error": {"code", "message", "details"}}``."""
    body: dict[str, Any] = {"code": code, "message": message}
    if details:
        body["details"] = details
    return jsonify({"error": body}), status


_CODES = {400: "bad_request", 404: "not_found", 405: "method_not_allowed",
          413: "payload_too_large", 415: "unsupported_media_type",
          422: "unprocessable", 429: "rate_limited"}


def _register_errors(app: Flask) -> None:
    def wants_json() -> bool:
        return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):  # noqa: ANN202
        if not wants_json():
            return exc
        status = exc.code or 500
        return error_body(status, _CODES.get(status, "error"), exc.description or exc.name)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):  # noqa: ANN202
        request_id = uuid.uuid4().hex[:12]
        log.exception("unhandled error, request id %s", request_id)
        return error_body(500, "internal_error",
                          f"Judge hit an internal error; it was logged with request id {request_id}.",
                          [{"path": "request_id", "message": request_id}])
