"""The web app: ``create_app()`` builds it; one blueprint per area.

Expensive things (the corpus, later the graph and the language pipelines) are loaded
once per process through accessors in :mod:`judge.web.state`, never at import time.
"""

from __future__ import annotations

import importlib
import logging
import os
import uuid
from pathlib import Path
from typing import Any

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from judge import __version__
from judge.paths import TEMPLATES_DIR

#: Blueprints, by module; each module exposes ``bp``.
BLUEPRINTS = (
    "judge.web.api",
    "judge.web.pages",
    "judge.web.glossary_api",
    "judge.web.ask_api",
)

#: Request bodies larger than this are refused with 413.
MAX_CONTENT_LENGTH = 256 * 1024

#: Requests a client (by address) may make, per worker process; ``JUDGE_RATE_LIMIT``
#: overrides it ("off" turns limiting off, e.g. for load measurements).
DEFAULT_RATE_LIMIT = "300 per minute;30 per second"

log = logging.getLogger("judge.web")


#: Pages in the navigation bar, in order: (endpoint, label key).
NAV_ITEMS: list[tuple[str, str]] = []

#: Content Security Policy: nothing inline, nothing from another origin.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask("judge", template_folder=str(TEMPLATES_DIR),
                static_folder=str(Path(__file__).with_name("static")))
    rate = os.environ.get("JUDGE_RATE_LIMIT", DEFAULT_RATE_LIMIT)
    app.config.update(MAX_CONTENT_LENGTH=MAX_CONTENT_LENGTH, RATELIMIT_DEFAULT=rate,
                      RATELIMIT_ENABLED=rate.strip().lower() != "off",
                      RATELIMIT_STORAGE_URI="memory://", RATELIMIT_HEADERS_ENABLED=True)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    if test_config:
        app.config.update(test_config)
    _register_rate_limits(app)
    NAV_ITEMS.clear()
    for name in BLUEPRINTS:
        module = importlib.import_module(name)
        app.register_blueprint(module.bp)
        NAV_ITEMS.extend(getattr(module, "NAV", []))
    app.jinja_env.globals["judge_version"] = __version__
    _register_i18n(app)
    _register_errors(app)
    _register_headers(app)
    return app


def _register_rate_limits(app: Flask) -> None:
    """Per-client limits (flask-limiter); over the limit: 429 with ``Retry-After``."""
    from flask_limiter import Limiter
    from flask_limiter.util import get_remote_address

    limiter = Limiter(get_remote_address, app=app)

    @limiter.request_filter
    def static_files() -> bool:
        return request.endpoint == "static"


def _register_i18n(app: Flask) -> None:
    from judge.web.i18n import COOKIE, LANG_NAMES, UI_LANGS, asked_lang, t, ui_lang

    @app.context_processor
    def inject() -> dict[str, Any]:
        return {"t": t, "ui_lang": ui_lang(), "lang_names": LANG_NAMES, "nav_items": NAV_ITEMS,
                "keep_form": None}

    @app.after_request
    def remember_language(response):  # noqa: ANN001, ANN202
        asked = asked_lang()
        if asked in UI_LANGS and request.cookies.get(COOKIE) != asked:
            response.set_cookie(COOKIE, asked, max_age=365 * 24 * 3600, samesite="Lax")
        if not request.path.startswith("/api/"):
            response.headers["Content-Language"] = ui_lang()
            response.vary.add("Accept-Language")
            response.vary.add("Cookie")
        return response


def _register_headers(app: Flask) -> None:
    @app.after_request
    def security_headers(response):  # noqa: ANN001, ANN202
        response.headers.setdefault("Content-Security-Policy", CSP)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("X-Frame-Options", "DENY")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        return response


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
            if (exc.code or 500) < 400:
                return exc
            from judge.web.i18n import labels

            localised = exc.description != type(exc).description
            return render_template("error.html", code=exc.code, name=exc.name, labels=labels(),
                                   description=exc.description, localised=localised), exc.code
        status = exc.code or 500
        return error_body(status, _CODES.get(status, "error"), exc.description or exc.name)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):  # noqa: ANN202
        request_id = uuid.uuid4().hex[:12]
        log.exception("unhandled error, request id %s", request_id)
        return error_body(500, "internal_error",
                          f"Judge hit an internal error; it was logged with request id {request_id}.",
                          [{"path": "request_id", "message": request_id}])
