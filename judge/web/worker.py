"""The gunicorn worker ``judge serve`` runs: gunicorn's threaded worker (``gthread``) with
a deadline on reading each request, and JSON errors for what gunicorn itself refuses.

Why threads: a sync worker serves one connection at a time, so two clients that send a
request slowly (a header line every few seconds, or a body shorter than its
``Content-Length``) hold both workers of a default ``judge serve`` and nobody else is
answered.  A threaded worker waits for the first bytes of a connection in its event
loop, without a thread, and serves each request in one of its :data:`THREADS` threads;
a slow client holds one thread, never a whole worker.

Why deadlines: once a request has started, gunicorn reads it with blocking calls, and a
client that sends a byte now and then would hold its thread for ever.  Every request
must arrive whole (request line, headers and body) within :data:`READ_SECONDS` of its
first byte, with no pause longer than :data:`READ_IDLE_SECONDS`; otherwise it is
answered ``408`` and its connection closed.

Errors gunicorn raises itself (a malformed request line, headers that are too long or
too many, a read past the deadline) are answered as the app answers errors: the JSON
error of ``shared/spec/api.md`` with the same security headers, never gunicorn's HTML
page.
"""

from __future__ import annotations

import json
import os
import socket
import time
from typing import Any

from gunicorn.http import errors as http_errors
from gunicorn.workers.gthread import _DEFER, ThreadWorker

#: Seconds a request may take to arrive whole, from its first byte.
READ_SECONDS = float(os.environ.get("JUDGE_READ_SECONDS", "10"))
#: Seconds a request under way may go without sending a byte.  Short: a client sends its
#: request at once; one that pauses longer is stalled (or slow on purpose).  Clients on
#: slow links reach Judge through a reverse proxy, which buffers whole requests.
READ_IDLE_SECONDS = float(os.environ.get("JUDGE_READ_IDLE_SECONDS", "0.9"))
#: Seconds a new connection may hold a thread waiting for its first byte before it goes
#: back to the worker's event loop (gunicorn waits 5 s).
FIRST_BYTE_SECONDS = 0.05
#: Seconds an answer may take to be taken by the client.
WRITE_SECONDS = 30.0
#: Threads per worker process: requests one worker serves at once.
THREADS = 32


class RequestTimeout(Exception):
    """A request that did not arrive whole within :data:`READ_SECONDS`.

    Not an ``OSError``: gunicorn passes it to :meth:`JudgeWorker.handle_error`, which
    answers 408, where a socket error would only be logged.
    """


class DeadlineSocket:
    """A client socket whose reads end at a deadline (set per request).

    Everything but ``recv`` and ``recv_into`` goes to the socket itself.
    """

    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock
        self.deadline: float | None = None
        #: Set by the app when it refused the request's body: close after the answer
        #: instead of reading (draining) the rest.
        self.close_after_answer = False

    def start(self, seconds: float = READ_SECONDS) -> None:
        self.deadline = time.monotonic() + seconds
        self.close_after_answer = False

    def _wait(self) -> None:
        if self.deadline is None:
            return
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise RequestTimeout(f"the request did not arrive whole within {READ_SECONDS:g} s")
        self._sock.settimeout(min(left, READ_IDLE_SECONDS))

    def recv(self, size: int, *flags: int) -> bytes:
        self._wait()
        try:
            return self._sock.recv(size, *flags)
        except TimeoutError:
            if self.deadline is None:
                raise
            raise RequestTimeout(f"the request did not arrive whole within {READ_SECONDS:g} s") from None

    def recv_into(self, buffer: Any, *args: int) -> int:
        self._wait()
        try:
            return self._sock.recv_into(buffer, *args)
        except TimeoutError:
            if self.deadline is None:
                raise
            raise RequestTimeout(f"the request did not arrive whole within {READ_SECONDS:g} s") from None

    def sendall(self, data: Any, *flags: int) -> None:
        # The answer is being sent: the request was read.  What gunicorn reads after
        # this (an unread body it drains) is bounded by its own timeouts.
        if self.deadline is not None:
            self.deadline = None
            self._sock.settimeout(WRITE_SECONDS)
        self._sock.sendall(data, *flags)

    def send(self, data: Any, *flags: int) -> int:
        # Only "100 Continue" is sent this way, before the body: the deadline stays.
        return self._sock.send(data, *flags)

    def setblocking(self, flag: bool) -> None:
        self._sock.setblocking(flag)
        if not flag:
            self.deadline = None       # back to the event loop: no request is under way

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


class JudgeWorker(ThreadWorker):
    """gunicorn's ``gthread`` worker with :class:`DeadlineSocket` connections and JSON errors."""

    def enqueue_req(self, conn: Any) -> None:
        if not isinstance(conn.sock, DeadlineSocket):
            conn.sock = DeadlineSocket(conn.sock)
        super().enqueue_req(conn)

    def handle(self, conn: Any) -> Any:
        # A new connection that has sent nothing yet goes back to the event loop at
        # once (gunicorn would hold a thread 5 s for it); the deadline starts with the
        # first byte.
        if not conn.initialized and not conn.data_ready and not conn.wait_for_data(FIRST_BYTE_SECONDS):
            return _DEFER
        if isinstance(conn.sock, DeadlineSocket):
            conn.sock.start()
        try:
            return super().handle(conn)
        finally:
            if isinstance(conn.sock, DeadlineSocket):
                conn.sock.deadline = None

    def _keepalive_after(self, conn: Any, keepalive: Any) -> bool:
        if getattr(conn.sock, "close_after_answer", False):
            return False
        return bool(super()._keepalive_after(conn, keepalive))

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        status, code, message = _describe(exc)
        if status >= 500:
            self.log.exception("Error handling request")
        else:
            self.log.info("Refused a request from %s: %s", (addr or ("",))[0], message)
        raw = client._sock if isinstance(client, DeadlineSocket) else client
        try:
            raw.setblocking(True)
            raw.settimeout(2)
            raw.sendall(error_response(status, code, message))
        except OSError:
            self.log.debug("Failed to send the error answer.")


_REASONS = {400: "Bad Request", 403: "Forbidden", 408: "Request Timeout", 413: "Payload Too Large",
            414: "URI Too Long", 417: "Expectation Failed", 431: "Request Header Fields Too Large",
            500: "Internal Server Error", 501: "Not Implemented"}


def _describe(exc: BaseException) -> tuple[int, str, str]:
    """The status, error code and message for an error gunicorn raised."""
    if isinstance(exc, RequestTimeout):
        return 408, "request_timeout", f"The request did not arrive whole within {READ_SECONDS:g} s."
    if isinstance(exc, http_errors.LimitRequestLine):
        return 414, "uri_too_long", "The request line is too long."
    if isinstance(exc, http_errors.LimitRequestHeaders):
        return 431, "headers_too_large", "The request has too many headers or a header is too long."
    if isinstance(exc, http_errors.UnsupportedTransferCoding):
        return 501, "not_implemented", "The transfer coding of the request is not supported."
    if isinstance(exc, http_errors.ExpectationFailed):
        return 417, "expectation_failed", "The Expect header of the request cannot be met."
    if isinstance(exc, http_errors.ParseException) or type(exc).__module__.startswith("gunicorn.http"):
        return 400, "bad_request", f"The request is malformed: {_clip(str(exc))}."
    return 500, "internal_error", "Judge hit an internal error while reading the request."


def _clip(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def error_response(status: int, code: str, message: str) -> bytes:
    """A whole HTTP/1.1 answer: the JSON error, the security headers, and ``close``."""
    from judge.web import CSP

    body = json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False).encode()
    head = (f"HTTP/1.1 {status} {_REASONS.get(status, 'Error')}\r\n"
            "Connection: close\r\n"
            "Content-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n"
            f"Content-Security-Policy: {CSP}\r\n"
            "X-Content-Type-Options: nosniff\r\n"
            "X-Frame-Options: DENY\r\n"
            "Referrer-Policy: same-origin\r\n"
            "Cache-Control: no-store\r\n"
            "\r\n")
    return head.encode("latin-1") + body
