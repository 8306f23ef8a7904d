"""The JSON API (``/api/…``), see ``shared/spec/api.md``."""

from __future__ import annotations

import json
import logging
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml
from flask import Blueprint, abort, jsonify, request, url_for

from judge import __version__
from judge.documents import MAX_INT_DIGITS, DocumentError, load_document
from judge.web import error_body
from judge.web.state import (
    get_banlist,
    get_corpus,
    get_library,
    get_rulings,
    get_store,
    get_verification,
)

bp = Blueprint("api", __name__, url_prefix="/api")
log = logging.getLogger("judge.web")

YAML_TYPES = {"application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml"}


class BodyError(Exception):
    """A request body that cannot be read: carries the HTTP status and the error body."""

    def __init__(self, status: int, code: str, message: str,
                 details: list[dict[str, str]] | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.details = status, code, message, details


@bp.errorhandler(BodyError)
def _body_error(exc: BodyError):  # noqa: ANN202
    return error_body(exc.status, exc.code, exc.message, exc.details)


#: Deepest nesting of lists and mappings accepted in a body (a scenario needs about 8).
MAX_DEPTH = 32
#: Most values (strings, numbers, lists, mappings) a body may hold, aliases expanded; a
#: scenario at the engine's size limits holds a few thousand.
MAX_VALUES = 50_000


def body_text() -> str:
    """The request body as text; a body that is not UTF-8 is an input error.

    The body was read (and its size checked on the bytes that arrived, chunked or not)
    before the request reached the view, see :class:`judge.web.BodyReader`.
    """
    try:
        return request.get_data(cache=True).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BodyError(400, "bad_request",
                        f"The body is not valid UTF-8 (byte {exc.start}).") from None


def check_data(data: Any, limit: int = MAX_DEPTH) -> Any:
    """Refuse parsed data that no scenario or question needs and that would break
    what follows: nesting deeper than ``limit``, more than :data:`MAX_VALUES` values
    once YAML aliases are expanded, and text that is not Unicode (a lone surrogate
    from a ``\\ud800`` escape cannot be stored or sent back as UTF-8).

    Walked without recursion, and each list or mapping once per depth it is reached at:
    YAML aliases share one object among many places (a "billion laughs" body is small
    as parsed objects but huge as a tree) and can even make a list contain itself.
    """
    deepest: dict[int, int] = {}
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item)
            continue
        if not isinstance(item, (dict, list)) or deepest.get(id(item), 0) >= depth:
            continue
        if depth > limit:
            raise BodyError(400, "bad_request", f"The body is nested more than {limit} levels deep.")
        deepest[id(item)] = depth
        if isinstance(item, dict):
            stack.extend((key, depth) for key in item)
            stack.extend((child, depth + 1) for child in item.values())
        else:
            stack.extend((child, depth + 1) for child in item)
    if _expanded_size(data, {}) > MAX_VALUES:
        raise BodyError(400, "bad_request",
                        f"The body holds more than {MAX_VALUES} values once its YAML aliases "
                        "are expanded.")
    return data


def _check_text(text: str) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise BodyError(400, "bad_request",
                        f"The body holds the lone surrogate \\u{ord(text[exc.start]):04x} "
                        "(a \\u escape that is not a character); send Unicode text.") from None


def _expanded_size(item: Any, sizes: dict[int, int]) -> int:
    """Values in ``item`` counting every place a shared (aliased) object appears; each
    object is measured once.  Only called on data whose depth is already bounded."""
    if not isinstance(item, (dict, list)):
        return 1
    known = sizes.get(id(item))
    if known is None:
        children = item.values() if isinstance(item, dict) else item
        known = sizes[id(item)] = 1 + sum(_expanded_size(child, sizes) for child in children)
    return known


def _json_int(literal: str) -> int:
    """An integer of a JSON text, refused (before it is converted) when it has more
    digits than any scenario or deck needs."""
    if len(literal.lstrip("-")) > MAX_INT_DIGITS:
        raise BodyError(400, "bad_request",
                        f"The body holds an integer of {len(literal.lstrip('-'))} digits; at most "
                        f"{MAX_INT_DIGITS} are accepted.")
    return int(literal)


def parse_json(text: str) -> Any:
    """JSON text parsed, with its nesting checked; malformed JSON is a :class:`BodyError`."""
    try:
        return check_data(json.loads(text, parse_int=_json_int))
    except RecursionError:
        raise BodyError(400, "bad_request",
                        f"The body is nested more than {MAX_DEPTH} levels deep.") from None
    except ValueError as exc:
        raise BodyError(400, "bad_request", f"The body is not valid JSON: {exc}.") from None


def parse_yaml(text: str, what: str = "The body") -> Any:
    """YAML text read safely and checked (:func:`check_data`); problems are 400s."""
    try:
        data = load_document(text, what)
    except DocumentError as exc:
        raise BodyError(400, "bad_request", str(exc)) from None
    return check_data(data)


def read_body(allow_yaml: bool = False) -> tuple[Any, str, str]:
    """The request body parsed: ``(data, text, format)``; JSON, or YAML where allowed."""
    mimetype = request.mimetype or ""
    text = body_text()
    if not text.strip():
        raise BodyError(400, "bad_request", "The request body is empty.")
    if mimetype == "application/json":
        return parse_json(text), text, "json"
    if allow_yaml and mimetype in YAML_TYPES:
        return parse_yaml(text), text, "yaml"
    accepted = "application/json" + (" or application/yaml" if allow_yaml else "")
    raise BodyError(415, "unsupported_media_type",
                    f"Content-Type {mimetype or '(none)'} is not accepted; send {accepted}.")


def run_scenario(data: Any, snapshots: bool = False) -> dict[str, Any]:
    """Play a scenario on the engine; input problems become 400/422 errors."""
    from judge.engine import (
        AmbiguousCardError,
        ScenarioError,
        SimulationLimitError,
        UnknownCardError,
        simulate,
    )

    if not isinstance(data, dict):
        raise BodyError(400, "bad_request", "A scenario is a mapping (an object) at the top level.",
                        [{"path": "", "message": f"expected an object, got {type(data).__name__}"}])
    try:
        return simulate(data, library=get_library(), snapshots=snapshots)
    except UnknownCardError as exc:
        raise BodyError(422, "unknown_card", str(exc)) from None
    except AmbiguousCardError as exc:
        raise BodyError(422, "ambiguous_card", str(exc)) from None
    except SimulationLimitError as exc:
        raise BodyError(422, "simulation_limit", str(exc),
                        [{"path": "actions", "message": f"{exc.limit} limit reached"}]) from None
    except ScenarioError as exc:
        raise BodyError(400, "bad_request", str(exc), list(getattr(exc, "details", None) or [])) from None


@bp.get("/health")
def health():  # noqa: ANN201
    from judge.graph import get_index

    corpus = get_corpus()
    counts = get_index().get("counts", {})
    store = store_status()
    return jsonify({
        # the service answers; whether scenarios can be saved now is in "store"
        "status": "ok",
        "version": __version__,
        "graph": {"nodes": int(counts.get("nodes", 0)), "edges": int(counts.get("edges", 0))},
        "corpus": {"sources": len(corpus.sources),
                   "sections": sum(len(d.sections) for d in corpus.sources)},
        "store": store,
    })


#: Seconds a store check is reused by /api/health (load balancers ask often).
STORE_STATUS_SECONDS = 2.0
_store_status: dict[str, Any] = {}


def store_status() -> dict[str, Any]:
    """The scenario store's :meth:`status`, checked at most every few seconds."""
    import time

    store = get_store()
    key = id(store)
    kept = _store_status.get("value")
    if kept is None or _store_status.get("key") != key or time.monotonic() > _store_status["until"]:
        try:
            kept = store.status()
        except Exception:  # noqa: BLE001 - health must answer whatever the store does
            log.exception("store status check failed")
            kept = {"backend": getattr(store, "backend", "?"), "status": "unavailable",
                    "message": "The scenario store could not be checked."}
        _store_status.update(value=kept, key=key, until=time.monotonic() + STORE_STATUS_SECONDS)
    return kept


@bp.post("/simulate")
def simulate_endpoint():  # noqa: ANN201
    data, _, _ = read_body(allow_yaml=True)
    return jsonify(run_scenario(data))


@bp.post("/scenarios")
def save_scenario():  # noqa: ANN201
    data, text, fmt = read_body(allow_yaml=True)
    from judge.store import ScenarioTooLarge, StoreUnavailable

    run_scenario(data)            # only scenarios the engine can read are stored
    try:
        scenario_id = get_store().save(text, fmt, data)
    except ScenarioTooLarge as exc:
        raise BodyError(413, "payload_too_large", str(exc)) from None
    except StoreUnavailable as exc:
        log.warning("scenario not saved: %s (%s)", exc, exc.__cause__)
        raise BodyError(503, "store_unavailable", str(exc),
                        [{"path": "store", "message": exc.reason}]) from None
    url = url_for("pages.permalink", scenario_id=scenario_id)
    response = jsonify({"id": scenario_id, "url": url})
    response.status_code = 201
    response.headers["Location"] = url
    return response


@bp.get("/scenarios/<scenario_id>")
def get_scenario(scenario_id: str):  # noqa: ANN201
    from judge.store import StoreUnavailable

    try:
        saved = get_store().get(scenario_id)
    except StoreUnavailable as exc:
        raise BodyError(503, "store_unavailable", str(exc),
                        [{"path": "store", "message": exc.reason}]) from None
    if saved is None:
        abort(404, description=f"No saved scenario has the id {scenario_id!r}.")
    return jsonify({"id": saved["id"], "format": saved["format"], "body": saved["body"],
                    "scenario": saved["scenario"],
                    "url": url_for("pages.permalink", scenario_id=saved["id"])})


def ruling_view(ruling: dict[str, Any], with_result: bool = False) -> dict[str, Any]:
    report = get_verification().get(ruling["id"], {})
    corpus = get_corpus()
    citations = []
    for cite in ruling.get("cites", []):
        section = corpus.get(cite)
        citations.append({"section_id": cite, "source": section.source if section else None,
                          "lang": section.lang if section else None,
                          "title": section.title if section else None,
                          "lines": section.lines if section else None,
                          "excerpt": section.text[:300] if section else None})
    view = {
        "id": ruling["id"],
        "question": ruling["question"],
        "answer": ruling["answer"],
        "cites": ruling.get("cites", []),
        "citations": citations,
        "concepts": ruling.get("concepts", []),
        "cards": ruling.get("cards", []),
        "about": ruling.get("about", []),
        "short": ruling.get("short"),
        "scenario": ruling.get("scenario"),
        # null: the ruling has no scenario (it rests on the texts alone); nothing to play.
        "verified": None if "scenario" not in ruling else bool(report.get("verified")),
        "mismatches": [str(m) for m in report.get("mismatches", [])],
    }
    if with_result:
        view["result"] = report.get("result")
    return view


@bp.get("/rulings")
def rulings():  # noqa: ANN201
    concept = request.args.get("concept")
    card = request.args.get("card")
    items = [r for r in get_rulings()
             if (not concept or concept in r.get("concepts", []))
             and (not card or card in r.get("cards", []))]
    return jsonify({"rulings": [ruling_view(r) for r in items], "count": len(items)})


@bp.get("/rulings/<ruling_id>")
def ruling(ruling_id: str):  # noqa: ANN201
    for item in get_rulings():
        if item["id"] == ruling_id:
            return jsonify(ruling_view(item, with_result=True))
    abort(404, description=f"No ruling has the id {ruling_id!r}.")


@bp.post("/deck/check")
def deck_check():  # noqa: ANN201
    from judge.engine.deck import check_deck

    data, _, _ = read_body(allow_yaml=False)
    if not isinstance(data, dict):
        raise BodyError(400, "bad_request", "A deck is an object with main, extra and side lists.")
    try:
        return jsonify(check_deck(data, get_library(), get_banlist()))
    except ValueError as exc:
        raise BodyError(400, "bad_request", str(exc)) from None


@lru_cache(maxsize=1)
def openapi_document() -> dict[str, Any]:
    return yaml.safe_load(Path(__file__).with_name("openapi.yaml").read_text(encoding="utf-8"))


@bp.get("/openapi.json")
def openapi():  # noqa: ANN201
    return jsonify(openapi_document())
