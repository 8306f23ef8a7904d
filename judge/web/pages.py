"""The HTML pages: sources and sections, the scenario editor, rulings and cards.

Every page works without JavaScript (forms post normally); ``static/judge.js`` only
adds conveniences.  All user text is rendered through Jinja's autoescaping.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

import yaml
from flask import Blueprint, abort, redirect, render_template, request, url_for

from judge.corpus.reader import source_lines
from judge.corpus.text import slug
from judge.engine.scenario import ACTIONS
from judge.feedback import MAX_COMMENT
from judge.paths import CORPUS_DIR
from judge.web.board import board_caption, render_board
from judge.web.i18n import t, ui_lang
from judge.web.state import get_corpus, get_rulings, get_store, get_verification

bp = Blueprint("pages", __name__)


@bp.app_context_processor
def _words() -> dict[str, Any]:
    """``loc``: the localised words of :mod:`judge.web.localise`, for every template."""
    from judge.web import localise

    return {"loc": localise}

NAV = [("pages.home", "nav.ask"), ("pages.glossary", "nav.glossary"),
       ("pages.scenario", "nav.scenario"), ("pages.rulings", "nav.rulings"),
       ("pages.cards", "nav.cards"), ("pages.sources", "nav.sources")]

#: Lines of context shown around a section on its source page.
CONTEXT_LINES = 6


@bp.get("/")
def home():  # noqa: ANN201
    """Ask: a question box; the answer in the question's language, with its evidence."""
    from judge.qa import QuestionError, cached_ask, check_question
    from judge.qa.answer import MAX_QUESTION_CHARS
    from judge.web.citations import present

    question = (request.args.get("q") or "").strip()
    qlang = request.args.get("qlang") or None
    result, error, board, citations = None, None, None, []
    if question:
        try:
            question, qlang = check_question({"question": question, **({"lang": qlang} if qlang else {})})
            result, _ = cached_ask(question, qlang)
        except QuestionError as exc:
            error = _question_error(exc, question, MAX_QUESTION_CHARS)
    if result and result.get("simulation"):
        simulation = result["simulation"]
        board = render_board(simulation.get("outcome"), result["lang"], simulation.get("scenario"))
    if result:
        citations = present(result.get("citations") or [], result["lang"], result["lang"])
    status = 400 if error else 200
    return render_template("ask/index.html", question=question, result=result, error=error,
                           board=board, citations=citations, max_question=MAX_QUESTION_CHARS,
                           reading_yaml=_reading_yaml(result),
                           feedback_sent=request.args.get("feedback") == "sent",
                           feedback_error=None, max_comment=MAX_COMMENT, comment=""), status


def _reading_yaml(result: dict[str, Any] | None) -> str:
    """The situation as Judge read it (the answer's ``reading``), as the scenario editor's
    text: the Ask page opens the editor with it, ready to correct and play again."""
    if not result or not isinstance(result.get("reading"), dict):
        return ""
    return yaml.safe_dump(result["reading"], allow_unicode=True, sort_keys=False)


@bp.post("/feedback")
def feedback():  # noqa: ANN201
    """"This answer is wrong": keep the report (question, language, the answer Judge gives
    to it now, the comment, the time), then show the answer again with a thank-you."""
    from judge.feedback import FeedbackError, FeedbackStore, answer_summary
    from judge.qa import QuestionError, cached_ask, check_question
    from judge.qa.answer import MAX_QUESTION_CHARS

    question = (request.form.get("q") or "").strip()
    qlang = request.form.get("qlang") or None
    comment = request.form.get("comment") or ""
    lang = ui_lang()
    try:
        question, qlang = check_question({"question": question, **({"lang": qlang} if qlang else {})})
        result, _ = cached_ask(question, qlang)
    except QuestionError as exc:
        return render_template("ask/index.html", question=question, result=None,
                               error=_question_error(exc, question, MAX_QUESTION_CHARS), board=None,
                               citations=[], max_question=MAX_QUESTION_CHARS, feedback_sent=False,
                               feedback_error=None, max_comment=MAX_COMMENT, comment=comment), 400
    try:
        FeedbackStore().add(question, result["lang"], lang, answer_summary(result), comment)
    except FeedbackError as exc:
        message = (t("feedback.too_long").format(n=len(comment.strip()), max=MAX_COMMENT)
                   if exc.field == "comment" else t("feedback.bad"))
        from judge.web.citations import present

        simulation = result.get("simulation")
        board = render_board(simulation.get("outcome"), result["lang"], simulation.get("scenario")) \
            if simulation else None
        return render_template("ask/index.html", question=question, result=result, error=None,
                               board=board, citations=present(result.get("citations") or [],
                                                              result["lang"], result["lang"]),
                               max_question=MAX_QUESTION_CHARS, feedback_sent=False,
                               feedback_error=message, max_comment=MAX_COMMENT, comment=comment,
                               reading_yaml=_reading_yaml(result)), 400
    return redirect(url_for("pages.home", q=question, qlang=result["lang"], feedback="sent") + "#feedback",
                    code=303)


def _question_error(exc: Exception, question: str, limit: int) -> dict[str, str]:
    """A question the form could not take, told in the interface language (the English
    message of the API under it)."""
    path = getattr(exc, "path", "")
    if path == "question" and len(question) > limit:
        text = t("err.question_long").format(n=len(question), max=limit)
    elif path == "lang":
        text = t("err.question_lang")
    else:
        text = t("err.question_bad")
    return {"text": text, "detail": f"{path}: {getattr(exc, 'message', exc)}"}


def _glossary_index(lang: str) -> list[tuple[str, list[dict[str, str]]]]:
    """Every concept by its name in ``lang``, grouped by initial letter (A–Z)."""
    from judge.graph.lookup import folded_words
    from judge.graph.store import get_index
    from judge.web.localise import concept_name

    groups: dict[str, list[dict[str, str]]] = {}
    for cid in get_index()["concepts"]:
        name = concept_name(cid, lang)
        key = folded_words(name) or name.lower()
        letter = key[:1].upper() if key[:1].isalpha() else "#"
        groups.setdefault(letter, []).append({"id": cid, "name": name, "key": key})
    return [(letter, sorted(items, key=lambda i: i["key"])) for letter, items in sorted(groups.items())]


def _match_view(match: dict[str, Any], query: str, lang: str) -> dict[str, Any]:
    """What a result shows: the concept in ``lang`` and which of its names matched."""
    from judge.graph.lookup import folded_words
    from judge.web.localise import concept_name, note_parts, source_name

    matched = match.get("matched") or {}
    kind = matched.get("kind")
    source = matched.get("source")
    sections = matched.get("sections") or []
    books = [source_name(s.strip(), lang) for s in str(source).split(",")] if source else []
    if kind == "community" and sections:
        books = []
    return {"concept": match["concept"], "name": concept_name(match["concept"], lang),
            "text": matched.get("text"), "lang": matched.get("lang"),
            "kind": t(f"glossary.kind_{kind}") if kind else "",
            "note": note_parts(matched.get("note"), lang) if kind == "variant" else None,
            "close": folded_words(matched.get("text") or "") != folded_words(query),
            "books": books, "sections": sections[:3]}


@bp.get("/glossary")
def glossary():  # noqa: ANN201
    from judge.graph.lookup import QueryError
    from judge.graph.lookup import glossary as look_up

    lang = ui_lang()
    query = (request.args.get("q") or "").strip()
    matches, error = [], None
    if query:
        try:
            matches = [_match_view(m, query, lang) for m in look_up(query, None, 20)["matches"]]
        except QueryError:
            error = t("err.term_bad")
    index = _glossary_index(lang) if not query else []
    return render_template("glossary/index.html", query=query, matches=matches, error=error,
                           index=index, lang=lang), (400 if error else 200)


@bp.get("/glossary/<concept_id>")
def concept_page(concept_id: str):  # noqa: ANN201
    from judge.graph.lookup import NotFoundError, concept, neighbourhood
    from judge.web.neighbourhood import render_neighbourhood

    try:
        found = concept(concept_id)
    except NotFoundError:
        abort(404, description=t("err.no_concept").format(id=f"«{concept_id}»"))
    picture = render_neighbourhood(neighbourhood(f"concept:{found['id']}", 1), f"concept:{found['id']}",
                                   ui_lang())
    lang = ui_lang()
    titles = {r["id"]: (r.get("question") or {}).get(lang) for r in get_rulings()}
    return render_template("glossary/concept.html", concept=found, picture=picture, lang=lang,
                           ruling_titles={k: v for k, v in titles.items() if v})


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
    return render_template("sources/index.html", sources=rows, lang=ui_lang())


@bp.get("/sections/<section_id>")
def section(section_id: str):  # noqa: ANN201
    corpus = get_corpus()
    found = corpus.get(section_id)
    if found is None:
        abort(404, description=t("err.no_section").format(id=f"«{section_id}»"))
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
                           children=children, ancestors=ancestors, duplicate=duplicate,
                           lang=ui_lang())


# --- scenarios ------------------------------------------------------------------------

def _played_rulings() -> list[dict[str, Any]]:
    """The rulings that carry a scenario (the others rest on the texts alone)."""
    return [r for r in get_rulings() if "scenario" in r]


def _ruling_examples() -> list[dict[str, Any]]:
    return [{"id": r["id"], "question": r["question"]} for r in _played_rulings()]


def _ruling_yaml(ruling_id: str) -> str | None:
    for ruling in _played_rulings():
        if ruling["id"] == ruling_id:
            return yaml.safe_dump(ruling["scenario"], allow_unicode=True, sort_keys=False)
    return None


def _play(text: str) -> tuple[dict[str, Any] | None, dict[str, Any] | None, Any]:
    """Parse and run the editor's text: (result, input error, parsed scenario)."""
    from judge.web.api import BodyError, parse_yaml, run_scenario

    try:
        data = parse_yaml(text, "The scenario")
    except BodyError as exc:
        return None, {"message": exc.message, "details": [], "english": True}, None
    try:
        return run_scenario(data, snapshots=True), None, data
    except BodyError as exc:
        return None, {"message": exc.message, "details": exc.details or [], "english": True}, data


#: The example of the editor's format help.
HELP_EXAMPLE = """version: 1
title: "A Trap Set this turn"
state:
  turn: 3
  turn_player: A
  phase: main1
  players:
    A:
      hand: ["Heavy Storm"]
    B:
      spell_trap:
        - {card: "Threatening Roar", id: roar, face: down, set_turn: 2}
actions:
  - {player: A, do: activate, card: "Heavy Storm"}
  - {player: B, do: activate, card: roar}
"""


def _render_scenario(text: str, result: dict[str, Any] | None, error: dict[str, Any] | None,
                     saved_id: str | None = None, status: int = 200,
                     scenario: Any = None, ruling_id: str | None = None):  # noqa: ANN202
    """The editor page; ``scenario`` is the parsed text whose actions label the steps."""
    lang = ui_lang()
    board = render_board(result.get("outcome") if result else None, lang, scenario)
    steps = []
    if result:
        actions = (scenario.get("actions") or []) if isinstance(scenario, dict) else []
        for snap in result.get("snapshots", []):
            index = snap["after_action"]
            action = actions[index] if index is not None and index < len(actions) else None
            steps.append({"index": index, "action": action, "snapshot": snap,
                          "board": render_board(snap, lang, scenario)})
    return render_template("scenario/editor.html", text=text, result=result, input_error=error,
                           board=board, steps=steps, examples=_ruling_examples(),
                           saved_id=saved_id, lang=lang, scenario=scenario, ruling_id=ruling_id,
                           help_example=HELP_EXAMPLE, actions=ACTIONS,
                           keep_form=_kept_form(text, result, ruling_id),
                           scenario_title=_title(scenario, text),
                           board_caption=board_caption(result.get("outcome") if result else None,
                                                       lang)), status


def _title(scenario: Any, text: str) -> str | None:
    """The scenario's ``title``, also when the text does not run."""
    if isinstance(scenario, dict) and isinstance(scenario.get("title"), str):
        return scenario["title"]
    match = re.search(r"^title:\s*[\"']?(.+?)[\"']?\s*$", text or "", re.MULTILINE)
    return match.group(1) if match else None


def _kept_form(text: str, result: Any, ruling_id: str | None) -> dict[str, str] | None:
    """What the language switcher posts back so that switching keeps the text being
    edited (and the run); None on a page that has nothing to keep."""
    if request.method != "POST":
        return None
    return {"scenario": text, "action": "run" if result else "edit", "ruling": ruling_id or ""}


@bp.route("/scenario", methods=["GET", "POST"])
def scenario():  # noqa: ANN201
    if request.method == "GET":
        ruling_id = request.args.get("ruling")
        text = _ruling_yaml(ruling_id) if ruling_id else None
        if ruling_id and text is None:
            abort(404, description=t("err.no_ruling").format(id=f"«{ruling_id}»"))
        played = _played_rulings()
        if text is None and played:
            text = _ruling_yaml(played[0]["id"])
        result, error, data = None, None, None
        if ruling_id and text:
            result, error, data = _play(text)
        return _render_scenario(text or "", result, error, scenario=data,
                                ruling_id=ruling_id or (played[0]["id"] if played else None))
    text = request.form.get("scenario", "")
    ruling_id = request.form.get("ruling") or None
    if not text.strip():
        return _render_scenario(text, None, {"message": t("err.empty_scenario"), "details": []}, status=400,
                                ruling_id=ruling_id)
    if request.form.get("action") == "edit":
        return _render_scenario(text, None, None, ruling_id=ruling_id)
    result, error, data = _play(text)
    if error is not None:
        return _render_scenario(text, None, error, status=400, ruling_id=ruling_id)
    if request.form.get("action") == "save":
        from judge.store import MAX_BODY, ScenarioTooLarge, StoreUnavailable

        try:
            scenario_id = get_store().save(text, "yaml", data)
        except ScenarioTooLarge as exc:
            return _render_scenario(text, result, {"message": t("err.scenario_large").format(
                                        kib=MAX_BODY // 1024), "details": [],
                                           "detail": str(exc)}, status=413,
                                    scenario=data)
        except StoreUnavailable as exc:
            return _render_scenario(text, result, {"message": str(exc), "details": []}, status=503,
                                    scenario=data)
        return redirect(url_for("pages.permalink", scenario_id=scenario_id), code=303)
    return _render_scenario(text, result, None, scenario=data, ruling_id=ruling_id)


@bp.get("/s/<scenario_id>")
def permalink(scenario_id: str):  # noqa: ANN201
    from judge.store import StoreUnavailable

    try:
        saved = get_store().get(scenario_id)
    except StoreUnavailable as exc:
        abort(503, description=str(exc))
    if saved is None:
        abort(404, description=t("err.no_scenario").format(id=f"«{scenario_id}»"))
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

#: Rulings shown on one page of ``/rulings``.
RULINGS_PER_PAGE = 20


_RULING_TEXT: dict[str, str] = {}


def _ruling_text(ruling: dict[str, Any]) -> str:
    """Everything a ruling says in any language (question, answer, concept and card
    names), folded, for the search box; worked out once per ruling."""
    if ruling["id"] not in _RULING_TEXT:
        _RULING_TEXT[ruling["id"]] = _fold_ruling(ruling)
    return _RULING_TEXT[ruling["id"]]


def _fold_ruling(ruling: dict[str, Any]) -> str:
    from judge.graph.lookup import folded_words
    from judge.web.localise import card_name, concept_name

    words = [*(ruling.get("question") or {}).values(), *(ruling.get("answer") or {}).values(),
             ruling["id"]]
    for cid in ruling.get("concepts", []):
        words.extend(concept_name(cid, lang) for lang in ("es", "it", "pt", "en"))
    for name in ruling.get("cards", []):
        words.extend(card_name(name, lang)[0] for lang in ("es", "it", "pt", "en"))
    return " ".join(folded_words(str(w)) for w in words)


@bp.get("/rulings")
def rulings():  # noqa: ANN201
    from judge.graph.lookup import folded_words
    from judge.web.localise import card_name, concept_name

    lang = ui_lang()
    concept = request.args.get("concept") or ""
    card = request.args.get("card") or ""
    query = (request.args.get("q") or "").strip()[:200]
    try:
        page = max(1, int(request.args.get("page") or 1))
    except ValueError:
        page = 1
    everything = get_rulings()
    verification = get_verification()
    wanted = folded_words(query).split()
    items = [r for r in everything
             if (not concept or concept in r.get("concepts", []))
             and (not card or card in r.get("cards", []))
             and all(w in _ruling_text(r) for w in wanted)]
    pages = max(1, -(-len(items) // RULINGS_PER_PAGE))
    page = min(page, pages)
    shown = items[(page - 1) * RULINGS_PER_PAGE: page * RULINGS_PER_PAGE]
    concepts = sorted(({"id": c, "name": concept_name(c, lang)}
                       for c in {c for r in everything for c in r.get("concepts", [])}),
                      key=lambda c: folded_words(c["name"]))
    cards = []
    for name in {c for r in everything for c in r.get("cards", [])}:
        local, english = card_name(name, lang)
        cards.append({"id": name, "name": local, "english": english})
    cards.sort(key=lambda c: folded_words(c["name"]))
    return render_template("rulings/index.html", rulings=shown, verification=verification,
                           concepts=concepts, cards=cards, concept=concept, card=card,
                           query=query, page=page, pages=pages, matched=len(items),
                           total=len(everything), lang=lang)


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
    from judge.graph.lookup import folded_words

    rows = [{"card": c, "local": (_names(c, lang) or [c["name"]])[0]} for c in card_data()]
    rows.sort(key=lambda r: folded_words(r["local"]))
    return render_template("cards/index.html", rows=rows, lang=lang)


@bp.get("/cards/<card_slug>")
def card(card_slug: str):  # noqa: ANN201
    found = next((c for c in card_data() if c["slug"] == card_slug), None)
    if found is None:
        abort(404, description=t("err.no_card").format(id=f"«{card_slug}»"))
    corpus = get_corpus()
    mentions = []
    for mention in found.get("mentions") or []:
        doc = corpus.source(str(mention["source"]))
        for line in mention.get("lines") or []:
            mentions.append({"source": doc.file, "source_id": doc.id, "line": line,
                             "section": corpus.section_at(doc.id, line)})
    names = {lang: _names(found, lang) for lang in ("es", "it", "pt")}
    used_in = [r for r in get_rulings()
               if found["name"] in r.get("cards", []) or any(
                   n in r.get("cards", []) for ns in names.values() for n in ns)]
    return render_template("cards/card.html", card=found, names=names, mentions=mentions,
                           rulings=used_in, lang=ui_lang())
