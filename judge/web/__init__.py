"""The web app: ``create_app()`` builds it; one blueprint per area.

Expensive things (the corpus, later the graph and the language pipelines) are loaded
once per process through accessors in :mod:`judge.web.state`, never at import time.
"""

from __future__ import annotations

import importlib
import io
import logging
import math
import os
import time
import uuid
from pathlib import Path
from typing import Any

from flask import Flask, abort, jsonify, render_template, request
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

#: Requests one client (by address) may make, all routes together; ``JUDGE_RATE_LIMIT``
#: overrides it ("off" turns limiting off, e.g. for load measurements).
DEFAULT_RATE_LIMIT = "300 per minute;30 per second"
#: A tighter budget, shared by the routes that make Judge work (ask, simulate, save a
#: scenario, check a deck, the scenario editor); ``JUDGE_EXPENSIVE_RATE_LIMIT`` overrides it.
DEFAULT_EXPENSIVE_RATE_LIMIT = "120 per minute;10 per second"
#: Where the limits count: flask-limiter's storage URI (``memory://``: per worker
#: process; ``redis://host:port`` shared by every worker and machine).
DEFAULT_RATE_LIMIT_STORAGE = "memory://"
#: Endpoints of the expensive budget.
EXPENSIVE_ENDPOINTS = frozenset({"ask_api.ask_endpoint", "api.simulate_endpoint", "api.save_scenario",
                                 "api.deck_check", "pages.scenario"})

#: Most characters of an error message, and of each detail's, and most details sent.
MAX_ERROR_MESSAGE = 600
MAX_ERROR_DETAIL = 300
MAX_ERROR_DETAILS = 50

log = logging.getLogger("judge.web")


#: Pages in the navigation bar, in order: (endpoint, label key).
NAV_ITEMS: list[tuple[str, str]] = []

#: Content Security Policy: nothing inline, nothing from another origin.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")


class JudgeApp(Flask):
    """Flask, with absolute links built from configuration, never from the request.

    ``url_for(..., _external=True)`` gives ``JUDGE_PUBLIC_URL`` + the path when that is
    set, and the path alone otherwise: the ``Host`` header a client sends never ends up
    in a page or an answer.
    """

    def url_for(self, endpoint: str, *args: Any, _external: bool | None = None,
                **values: Any) -> str:
        external = bool(_external)
        path = super().url_for(endpoint, *args, _external=False, **values)
        base = (self.config.get("PUBLIC_URL") or "").rstrip("/")
        return base + path if external and base else path


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = JudgeApp("judge", template_folder=str(TEMPLATES_DIR),
                   static_folder=str(Path(__file__).with_name("static")))
    rate = os.environ.get("JUDGE_RATE_LIMIT", DEFAULT_RATE_LIMIT)
    app.config.update(MAX_CONTENT_LENGTH=MAX_CONTENT_LENGTH, RATELIMIT_APPLICATION=rate,
                      RATELIMIT_EXPENSIVE=os.environ.get("JUDGE_EXPENSIVE_RATE_LIMIT",
                                                         DEFAULT_EXPENSIVE_RATE_LIMIT),
                      RATELIMIT_ENABLED=rate.strip().lower() != "off",
                      RATELIMIT_STORAGE_URI=os.environ.get("JUDGE_RATE_LIMIT_STORAGE",
                                                           DEFAULT_RATE_LIMIT_STORAGE),
                      RATELIMIT_HEADERS_ENABLED=False,
                      # a shared storage (Redis) that does not answer: count in memory
                      # meanwhile, never refuse or fail a request for it
                      RATELIMIT_IN_MEMORY_FALLBACK_ENABLED=True, RATELIMIT_SWALLOW_ERRORS=True,
                      PUBLIC_URL=os.environ.get("JUDGE_PUBLIC_URL", ""),
                      DATABASE_URL=os.environ.get("JUDGE_DATABASE_URL", ""),
                      PROXIES=int(os.environ.get("JUDGE_PROXIES", "0") or 0))
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    if test_config:
        app.config.update(test_config)
    if app.config["PROXIES"]:
        from werkzeug.middleware.proxy_fix import ProxyFix

        # Behind N trusted reverse proxies: the client address is the N-th from the
        # right of X-Forwarded-For (what rate limits count by); the rest is not trusted.
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=app.config["PROXIES"])  # type: ignore[method-assign]
    app.wsgi_app = BodyReader(app.wsgi_app, app.config["MAX_CONTENT_LENGTH"])  # type: ignore[method-assign]
    _register_body_errors(app)
    _register_options(app)
    _register_rate_limits(app)
    NAV_ITEMS.clear()
    for name in BLUEPRINTS:
        module = importlib.import_module(name)
        app.register_blueprint(module.bp)
        NAV_ITEMS.extend(getattr(module, "NAV", []))
    app.extensions["judge_wrap_expensive"]()
    app.jinja_env.globals["judge_version"] = __version__
    _register_i18n(app)
    _register_errors(app)
    _register_headers(app)
    return app


class BodyReader:
    """WSGI middleware: reads a request's body before the app sees it, so that every
    size limit holds on the bytes that actually arrive.

    A body announced larger than ``limit`` is refused without being read; a body sent
    in chunks (no ``Content-Length``) is read up to ``limit`` + 1 bytes and refused if it
    goes on; a body that stops short of its ``Content-Length`` or does not arrive in time
    is refused too.  The app then reads the body from memory.  What was refused is left
    in the environ (``judge.body_error``) for :func:`_register_body_errors` to answer
    as every other error is answered.
    """

    def __init__(self, app: Any, limit: int) -> None:
        self.app, self.limit = app, limit

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        length_text = (environ.get("CONTENT_LENGTH") or "").strip()
        chunked = "chunked" in (environ.get("HTTP_TRANSFER_ENCODING") or "").lower()
        if length_text or chunked:
            try:
                body = self._read(environ["wsgi.input"], None if chunked else int(length_text))
            except _BodyRefused as refused:
                environ["judge.body_error"] = refused.args
                body = b""
                # the rest of the body is not read: the connection closes after the answer
                server_socket = environ.get("gunicorn.socket")
                if hasattr(server_socket, "close_after_answer"):
                    server_socket.close_after_answer = True
            except ValueError:
                environ["judge.body_error"] = (400, "The Content-Length header is not a number.")
                body = b""
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
            environ.pop("HTTP_TRANSFER_ENCODING", None)
            environ["wsgi.input_terminated"] = False
        return self.app(environ, start_response)

    def _read(self, stream: Any, length: int | None) -> bytes:
        if length is not None and length < 0:
            raise ValueError(length)
        if length is not None and length > self.limit:
            raise _BodyRefused(413, f"The request body is larger than {self.limit // 1024} KiB.")
        want = self.limit + 1 if length is None else length
        parts: list[bytes] = []
        got = 0
        try:
            while got < want:
                part = stream.read(min(64 * 1024, want - got))
                if not part:
                    break
                parts.append(part)
                got += len(part)
        except Exception as exc:   # noqa: BLE001 - the server's read errors and timeouts
            if type(exc).__name__ in ("RequestTimeout", "TimeoutError", "timeout"):
                raise _BodyRefused(408, "The request body did not arrive in time (it stalled, "
                                        "or is shorter than its Content-Length).") from None
            raise _BodyRefused(400, "The request body could not be read to its end.") from None
        if length is None and got > self.limit:
            raise _BodyRefused(413, f"The request body is larger than {self.limit // 1024} KiB.")
        if length is not None and got < length:
            raise _BodyRefused(400, f"The request body ended after {got} of the {length} bytes "
                                    "its Content-Length announced.")
        return b"".join(parts)


class _BodyRefused(Exception):
    """A body :class:`BodyReader` refused: ``(status, message)``."""


def _register_body_errors(app: Flask) -> None:
    @app.before_request
    def refused_body() -> None:
        refused = request.environ.get("judge.body_error")
        if refused:
            abort(refused[0], description=refused[1])


def _register_options(app: Flask) -> None:
    """``OPTIONS``: 204 with the methods the URL allows (``Allow``), no body.  The API
    is same-origin only: no CORS headers are sent, so browsers keep other sites out."""

    @app.before_request
    def options() -> Any:
        if request.method != "OPTIONS" or request.routing_exception is not None:
            return None
        response = app.make_default_options_response()
        response.status_code = 204
        response.set_data(b"")
        response.headers.pop("Content-Type", None)
        return response


def _register_rate_limits(app: Flask) -> None:
    """Per-client limits (flask-limiter), counted by client address across all routes:
    one budget for every request (``RATELIMIT_APPLICATION``), and a tighter one shared
    by the routes that make Judge work (``RATELIMIT_EXPENSIVE``).  Over a limit: 429
    with ``Retry-After`` (seconds until the budget that ran out has room again); no other
    answer carries ``Retry-After``.
    """
    from flask_limiter import Limiter
    from flask_limiter.util import get_remote_address

    limiter = Limiter(get_remote_address, app=app)
    app.extensions["judge_limiter"] = limiter

    @limiter.request_filter
    def static_files() -> bool:
        return request.endpoint == "static" or request.method == "OPTIONS"

    expensive = limiter.shared_limit(app.config["RATELIMIT_EXPENSIVE"], scope="expensive")

    def wrap_expensive() -> None:
        for endpoint in EXPENSIVE_ENDPOINTS:
            view = app.view_functions.get(endpoint)
            if view is not None:
                app.view_functions[endpoint] = expensive(view)

    # called by create_app once every blueprint's views are registered
    app.extensions["judge_wrap_expensive"] = wrap_expensive


def retry_after() -> int:
    """Seconds until the limit that refused this request lets the client in again."""
    limiter = current_limiter()
    limit = getattr(limiter, "current_limit", None) if limiter else None
    if limit is None:
        return 1
    try:
        reset = float(limit.window[0])      # when the window that ran out has room again
    except Exception:  # noqa: BLE001 - a storage that cannot tell: the smallest wait
        return 1
    return max(1, math.ceil(reset - time.time()))


def current_limiter() -> Any:
    from flask import current_app

    return current_app.extensions.get("judge_limiter")


def _register_i18n(app: Flask) -> None:
    from judge.web.i18n import COOKIE, LANG_NAMES, UI_LANGS, asked_lang, t, ui_lang

    @app.context_processor
    def inject() -> dict[str, Any]:
        return {"t": t, "ui_lang": ui_lang(), "lang_names": LANG_NAMES, "nav_items": NAV_ITEMS,
                "keep_form": None}

    @app.template_filter("card_in")
    def card_in(name: Any, lang: str) -> str:
        """A card's name in ``lang`` (any other name, a Phase's, as written)."""
        from judge.web.localise import card_name

        return card_name(name, lang)[0]

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
    """The JSON error of api.md: ``{"error": {"code", "message", "details"}}``.

    Messages are cut to :data:`MAX_ERROR_MESSAGE` characters, details to
    :data:`MAX_ERROR_DETAILS` of :data:`MAX_ERROR_DETAIL` characters each: an error
    names what is wrong without sending a huge bad value back.
    """
    body: dict[str, Any] = {"code": code, "message": _clip(message, MAX_ERROR_MESSAGE)}
    if details:
        kept = [{key: _clip(str(value), MAX_ERROR_DETAIL) for key, value in item.items()}
                for item in details[:MAX_ERROR_DETAILS]]
        if len(details) > MAX_ERROR_DETAILS:
            kept.append({"path": "", "message": f"and {len(details) - MAX_ERROR_DETAILS} more problems"})
        body["details"] = kept
    response = jsonify({"error": body})
    if status == 429:
        response.headers["Retry-After"] = str(retry_after())
    return response, status


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


_CODES = {400: "bad_request", 404: "not_found", 405: "method_not_allowed", 408: "request_timeout",
          413: "payload_too_large", 415: "unsupported_media_type",
          422: "unprocessable", 429: "rate_limited", 503: "unavailable"}


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
            response = app.make_response((render_template(
                "error.html", code=exc.code, name=exc.name, labels=labels(),
                description=exc.description, localised=localised), exc.code))
            if exc.code == 429:
                response.headers["Retry-After"] = str(retry_after())
            return response
        status = exc.code or 500
        return error_body(status, _CODES.get(status, "error"), exc.description or exc.name)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):  # noqa: ANN202
        request_id = uuid.uuid4().hex[:12]
        log.exception("unhandled error, request id %s", request_id)
        return error_body(500, "internal_error",
                          f"Judge hit an internal error; it was logged with request id {request_id}.",
                          [{"path": "request_id", "message": request_id}])
