"""The HTML pages: sources and sections, the scenario editor, rulings and cards.

Every page works without JavaScript (forms post normally); ``static/judge.js`` only
adds conveniences.  All user text is rendered through Jinja's autoescaping.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import yaml
from flask import Blueprint, abort, redirect, render_template, request, url_for

from judge.corpus.reader import source_lines
from judge.corpus.text import slug
from judge.paths import CORPUS_DIR
from judge.web.board import render_board
from judge.web.i18n import ui_lang
from judge.web.state import get_corpus, get_rulings, get_store, get_verification

bp = Blueprint("pages", __name__)

NAV = [("pages.home", "nav.ask"), ("pages.glossary", "nav.glossary"),
       ("pages.scenario", "nav.scenario"), ("pages.rulings", "nav.rulings"),
       ("pages.cards", "nav.cards"), ("pages.sources", "nav.sources")]

#: Lines of context shown around a section on its source page.
CONTEXT_LINES = 6


@bp.get("/")
def home():  # noqa: ANN201
    """Ask: a question box; the answer in the question's language, with its evidence."""
    from judge.qa import QuestionError, cached_ask, check_question

    question = (request.args.get("q") or "").strip()
    qlang = request.args.get("qlang") or None
    result, error, board = None, None, None
    if question:
        try:
            question, qlang = check_question({"question": question, **({"lang": qlang} if qlang else {})})
            result, _ = cached_ask(question, qlang)
        except QuestionError as exc:
            error = f"{exc.path}: {exc.message}"
    if result and result.get("simulation"):
        board = render_board(result["simulation"].get("outcome"), result["lang"])
    status = 400 if error else 200
    return render_template("ask/index.html", question=question, result=result, error=error,
                           board=board, sections=get_corpus()), status


@bp.get("/glossary")
def glossary():  # noqa: ANN201
    from judge.graph.lookup import QueryError
    from judge.graph.lookup import glossary as look_up

    query = (request.args.get("q") or "").strip()
    matches, error = [], None
    if query:
        try:
            matches = look_up(query, None, 20)["matches"]
        except QueryError as exc:
            error = str(exc)
    return render_template("glossary/index.html", query=query, matches=matches, error=error,
                           lang=ui_lang()), (400 if error else 200)


@bp.get("/glossary/<concept_id>")
def concept_page(concept_id: str):  # noqa: ANN201
    from judge.graph.lookup import NotFoundError, concept, neighbourhood
    from judge.web.neighbourhood import render_neighbourhood

    try:
        found = concept(concept_id)
    except NotFoundError as exc:
        abort(404, description=str(exc))
    picture = render_neighbourhood(neighbourhood(f"concept:{found['id']}", 1), f"concept:{found['id']}",
                                   ui_lang())
    return render_template("glossary/concept.html", concept=found, picture=picture, lang=ui_lang())


@bp.get("/sources")
def sources():  # noqa: ANN201
    corpus = get_corpus()
    rows = []
    for doc in corpus.sources:
        kinds: dict[str, int] = {}
        for section in doc.sections:
            kinds[section.kind] = kinds.get(section.kind, 0) + 1
        top = [s for s in doc.sections if s.parent is None]
        rows.append({"manifest": doc.manifest, "sections": len(doc.sections), "kinds": kinds,
                     "furniture": len(doc.furniture), "warnings": doc.warnings, "top": top})
    return render_template("sources/index.html", sources=rows)


@bp.get("/sections/<section_id>")
def section(section_id: str):  # noqa: ANN201
    corpus = get_corpus()
    found = corpus.get(section_id)
    if found is None:
        abort(404, description=f"No section has the id {section_id!r}.")
    doc = corpus.source(found.source_id)
    lines = source_lines(CORPUS_DIR, doc.file)
    first, last = found.lines
    furniture = {f.line: f.reason for f in doc.furniture}
    shown = []
    for n in range(max(1, first - CONTEXT_LINES), min(len(lines), last + CONTEXT_LINES) + 1):
        shown.append({"n": n, "text": lines[n - 1], "here": first <= n <= last,
                      "furniture": furniture.get(n)})
    children = [corpus.section(c) for c in found.children]
    ancestors = []
    node = found
    while node.parent:
        node = corpus.section(node.parent)
        ancestors.insert(0, node)
    duplicate = corpus.get(found.duplicate_of) if found.duplicate_of else None
    return render_template("sources/section.html", section=found, doc=doc, lines=shown,
                           children=children, ancestors=ancestors, duplicate=duplicate)


# --- scenarios ------------------------------------------------------------------------

def _ruling_examples() -> list[dict[str, Any]]:
    return [{"id": r["id"], "question": r["question"]} for r in get_rulings()]


def _ruling_yaml(ruling_id: str) -> str | None:
    for ruling in get_rulings():
        if ruling["id"] == ruling_id:
            return yaml.safe_dump(ruling["scenario"], allow_unicode=True, sort_keys=False)
    return None


def _play(text: str) -> tuple[dict[str, Any] | None, dict[str, Any] | None, Any]:
    """Parse and run the editor's text: (result, input error, parsed scenario)."""
    from judge.web.api import BodyError, parse_yaml, run_scenario

    try:
        data = parse_yaml(text, "The scenario")
    except BodyError as exc:
        return None, {"message": exc.message, "details": []}, None
    try:
        return run_scenario(data, snapshots=True), None, data
    except BodyError as exc:
        return None, {"message": exc.message, "details": exc.details or []}, data


def _render_scenario(text: str, result: dict[str, Any] | None, error: dict[str, Any] | None,
                     saved_id: str | None = None, status: int = 200,
                     scenario: Any = None):  # noqa: ANN202
    """The editor page; ``scenario`` is the parsed text whose actions label the steps."""
    lang = ui_lang()
    board = render_board(result.get("outcome") if result else None, lang)
    steps = []
    if result:
        actions = (scenario.get("actions") or []) if isinstance(scenario, dict) else []
        for snap in result.get("snapshots", []):
            index = snap["after_action"]
            action = actions[index] if index is not None and index < len(actions) else None
            steps.append({"index": index, "action": action, "board": render_board(snap, lang)})
    return render_template("scenario/editor.html", text=text, result=result, input_error=error,
                           board=board, steps=steps, examples=_ruling_examples(),
                           saved_id=saved_id, lang=lang), status


@bp.route("/scenario", methods=["GET", "POST"])
def scenario():  # noqa: ANN201
    if request.method == "GET":
        ruling_id = request.args.get("ruling")
        text = _ruling_yaml(ruling_id) if ruling_id else None
        if ruling_id and text is None:
            abort(404, description=f"No ruling has the id {ruling_id!r}.")
        if text is None and get_rulings():
            text = _ruling_yaml(get_rulings()[0]["id"])
        result, error, data = None, None, None
        if ruling_id and text:
            result, error, data = _play(text)
        return _render_scenario(text or "", result, error, scenario=data)
    text = request.form.get("scenario", "")
    if not text.strip():
        return _render_scenario(text, None, {"message": "The scenario is empty.", "details": []}, status=400)
    result, error, data = _play(text)
    if error is not None:
        return _render_scenario(text, None, error, status=400)
    if request.form.get("action") == "save":
        from judge.store import ScenarioTooLarge, StoreUnavailable

        try:
            scenario_id = get_store().save(text, "yaml", data)
        except ScenarioTooLarge as exc:
            return _render_scenario(text, result, {"message": str(exc), "details": []}, status=413,
                                    scenario=data)
        except StoreUnavailable as exc:
            return _render_scenario(text, result, {"message": str(exc), "details": []}, status=503,
                                    scenario=data)
        return redirect(url_for("pages.permalink", scenario_id=scenario_id), code=303)
    return _render_scenario(text, result, None, scenario=data)


@bp.get("/s/<scenario_id>")
def permalink(scenario_id: str):  # noqa: ANN201
    from judge.store import StoreUnavailable

    try:
        saved = get_store().get(scenario_id)
    except StoreUnavailable as exc:
        abort(503, description=str(exc))
    if saved is None:
        abort(404, description=f"No saved scenario has the id {scenario_id!r}.")
    text = saved["body"]
    if saved["format"] == "json":
        text = yaml.safe_dump(json.loads(text), allow_unicode=True, sort_keys=False)
    result, error, data = _play(text)
    if error is not None and isinstance(saved.get("scenario"), dict):
        # A text saved before the reader became stricter (an alias, say): its parsed
        # form was saved with it, and that is what it replays.
        from judge.web.api import BodyError, run_scenario

        try:
            result, error, data = run_scenario(saved["scenario"], snapshots=True), None, saved["scenario"]
        except BodyError:
            pass
    return _render_scenario(text, result, error, saved_id=scenario_id, scenario=data)


# --- rulings --------------------------------------------------------------------------

@bp.get("/rulings")
def rulings():  # noqa: ANN201
    concept = request.args.get("concept") or ""
    card = request.args.get("card") or ""
    everything = get_rulings()
    verification = get_verification()
    items = [r for r in everything
             if (not concept or concept in r.get("concepts", []))
             and (not card or card in r.get("cards", []))]
    concepts = sorted({c for r in everything for c in r.get("concepts", [])})
    cards = sorted({c for r in everything for c in r.get("cards", [])})
    return render_template("rulings/index.html", rulings=items, verification=verification,
                           concepts=concepts, cards=cards, concept=concept, card=card,
                           lang=ui_lang())


# --- cards ----------------------------------------------------------------------------

@lru_cache(maxsize=1)
def card_data() -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = []
    for path in sorted((CORPUS_DIR / "cards").glob("*.yaml")):
        cards.extend(yaml.safe_load(path.read_text(encoding="utf-8")) or [])
    for card in cards:
        card["slug"] = slug(card["name"])
    return sorted(cards, key=lambda c: c["name"])


def _names(card: dict[str, Any], lang: str) -> list[str]:
    value = (card.get("names") or {}).get(lang) or []
    return [value] if isinstance(value, str) else list(value)


@bp.get("/cards")
def cards():  # noqa: ANN201
    lang = ui_lang()
    rows = [{"card": c, "local": (_names(c, lang) or [c["name"]])[0]} for c in card_data()]
    return render_template("cards/index.html", rows=rows, lang=lang)


@bp.get("/cards/<card_slug>")
def card(card_slug: str):  # noqa: ANN201
    found = next((c for c in card_data() if c["slug"] == card_slug), None)
    if found is None:
        abort(404, description=f"No card is called {card_slug!r}.")
    corpus = get_corpus()
    mentions = []
    for mention in found.get("mentions") or []:
        doc = corpus.source(str(mention["source"]))
        for line in mention.get("lines") or []:
            mentions.append({"source": doc.file, "line": line,
                             "section": corpus.section_at(doc.id, line)})
    names = {lang: _names(found, lang) for lang in ("es", "it", "pt")}
    used_in = [r for r in get_rulings()
               if found["name"] in r.get("cards", []) or any(
                   n in r.get("cards", []) for ns in names.values() for n in ns)]
    return render_template("cards/card.html", card=found, names=names, mentions=mentions,
                           rulings=used_in, lang=ui_lang())
