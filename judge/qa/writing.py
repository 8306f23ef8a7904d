"""Writing the answer: the response of ``shared/spec/api.md`` put together.

Whatever decides an answer (a ruling, a card's data, the engine playing the situation,
or the passages), it is written out the same way, in the question's language (the wording
tables are in :mod:`judge.qa.texts`):

* :class:`Context`, the question as read: its language, its folded text, the rules
  concepts and cards it names;
* the citations: the sections the answer rests on, each with its source, language,
  title, lines and an excerpt; and the parallels, the same rule in the other sources and
  languages (the rule graph's parallel links);
* the conflicts: where the sources disagree about the cited passages or the question's
  concepts, what each source says and which one prevails (the newest official rulebook),
  in a sentence and as the API's conflict records;
* the honest "I am not sure" answer, which quotes the closest passages and gives no
  short answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from judge.qa.knowledge import Knowledge
from judge.qa.retrieval import Hit, Index
from judge.qa.texts import SOURCE_NAMES, T

#: Official sources, newest first (authority ranks 1 and 2).
OFFICIAL = ("000", "004")


@dataclass
class Context:
    """A question as read: its text, language and folded text, the knowledge and index it is
    answered from, the rules concepts and library cards it names, and the mentions spotted."""

    question: str
    lang: str
    folded: str
    knowledge: Knowledge
    index: Index
    concepts: tuple[str, ...]
    cards: list[dict[str, Any]]
    mentions: tuple[Any, ...] = ()
    #: the statuses the question says a card has not (see ``Spotted.denied``)
    denied: tuple[Any, ...] = ()


def sentence_case(text: str) -> str:
    """``text`` with its first letter in capitals (a source's name opens a sentence).

    >>> sentence_case("un sito di fan dice: 15.")
    'Un sito di fan dice: 15.'
    """
    return text[:1].upper() + text[1:]


#: The yes or no a ruling's answer opens with ("No. If an Xyz Monster…").
_YES_NO_OPENING = re.compile(r"^(?:Sí|Si|Sì|Sim|Yes|No|Não)[.,:;]\s*")


def explanation(answer: str) -> str:
    """A ruling's answer without the yes or no it opens with: its explanation.

    >>> explanation("No. El ATK original es el número impreso.")
    'El ATK original es el número impreso.'
    """
    return sentence_case(_YES_NO_OPENING.sub("", answer))


def conflict_sentence(record: dict[str, Any], lang: str) -> str:
    prevails = record.get("prevails", "")
    differing: dict[str, dict[str, list[str]]] = {}
    for claim in record.get("claims", []):
        if claim.get("value") != record.get("prevailing_value"):
            by_says = differing.setdefault(str(claim.get("source", "")), {})
            says = (claim.get("says_i18n") or {}).get(lang) or claim.get("says", "")
            by_says.setdefault(str(says), []).append(str(claim.get("section_id", "")))
    if differing:
        said = {
            src: [f"{says} ({', '.join(ids)})" for says, ids in by.items()] for src, by in differing.items()
        }
    else:
        said = {src: [says] for src, says in record.get("sources", {}).items() if src != prevails}
    others = " ".join(
        sentence_case(T["other_says"][lang].format(source=SOURCE_NAMES.get(src, {}).get(lang, src),
                                                    says="; ".join(says)))
        for src, says in said.items()
    )
    return T["conflict"][lang].format(
        topic=(record.get("topic_i18n") or {}).get(lang) or record.get("topic", ""),
        prevails=SOURCE_NAMES.get(prevails, {}).get(lang, prevails),
        others=others,
    )


def conflicts_about(ctx: Context, section_ids: Sequence[str],
                    number: int | None = None) -> list[dict[str, Any]]:
    """Conflict records about the passages an answer rests on and about the question's concepts.

    A number answer also brings the records about the question's concepts whose prevailing
    value is that number (the answer is the prevailing side of that disagreement).
    """
    records = ctx.knowledge.conflicts(section_ids[:6])
    if number is not None:
        for record in ctx.knowledge.conflict_records:
            digits = re.findall(r"\d+", str(record.get("prevailing_value", "")))
            if str(number) in digits and set(record.get("concepts") or []) & set(ctx.concepts):
                if record not in records:
                    records.append(record)
    out = []
    for r in records:
        concepts = set(r.get("concepts") or [])
        if concepts and ctx.concepts and not concepts & set(ctx.concepts):
            continue
        rec = dict(r)
        rec["_claims"] = [r.get("prevailing_section")] + [
            c["section_id"] for c in r.get("claims", []) if c.get("value") != r.get("prevailing_value")
        ][:2]
        out.append(rec)
    return out


def public_conflict(record: dict[str, Any], lang: str) -> dict[str, Any]:
    """A conflict record as the API gives it, told in ``lang``: the topic, what each
    source says (with the sections that say it) and which source prevails."""
    if lang == "en" or not record.get("claims"):
        return {"topic": record.get("topic", ""), "sources": dict(record.get("sources", {})),
                "prevails": record.get("prevails", "")}
    said: dict[str, dict[str, list[str]]] = {}
    for claim in record["claims"]:
        says = (claim.get("says_i18n") or {}).get(lang) or str(claim.get("says", ""))
        said.setdefault(str(claim.get("source", "")), {}).setdefault(says, []).append(
            str(claim.get("section_id", "")))
    return {
        "topic": (record.get("topic_i18n") or {}).get(lang) or record.get("topic", ""),
        "sources": {src: "; ".join(f"{says} ({', '.join(ids)})" for says, ids in by.items())
                    for src, by in said.items()},
        "prevails": record.get("prevails", ""),
    }


def citations_of(ctx: Context, section_ids: Sequence[str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for sid in section_ids:
        if not sid or sid in seen:
            continue
        section = ctx.index.corpus.get(sid)
        if section is None:
            continue
        seen.add(sid)
        out.append(
            {
                "section_id": sid,
                "source": section.source,
                "lang": section.lang,
                "title": section.title,
                "excerpt": excerpt(section.text),
                "lines": list(section.lines or section.own_lines[:1] * 2),
            }
        )
    return out


@lru_cache(maxsize=8192)
def excerpt(text: str, limit: int = 320) -> str:
    """``text`` on one line, cut at a word before ``limit`` characters (an answer quotes
    the same sections again and again: each excerpt is kept)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + "…"


def parallels_of(ctx: Context, section_ids: Sequence[str]) -> list[dict[str, Any]]:
    out = []
    seen: set[str] = set(section_ids)
    for sid in section_ids:
        for other in ctx.knowledge.parallels(sid):
            if other in seen:
                continue
            section = ctx.index.corpus.get(other)
            if section is None:
                continue
            seen.add(other)
            out.append({"section_id": other, "lang": section.lang, "excerpt": excerpt(section.text)})
    return out


def unsure(
    ctx: Context, intent: str, why: str, asks: str, hits: Sequence[Hit] | None = None
) -> dict[str, Any]:
    if hits is None:
        hits = ctx.index.search(ctx.question, ctx.lang, ctx.concepts, k=5)
    citations = citations_of(ctx, [h.section_id for h in hits[:3]])
    short = {"kind": asks if asks in ("yes_no", "number", "list") else "text", "value": None}
    response = respond(ctx, intent, T["unsure"][ctx.lang].format(why=why), short, citations, [], [], None)
    response["answered"] = False
    return response


def respond(
    ctx: Context,
    intent: str,
    answer: str,
    short: dict[str, Any],
    citations: list[dict[str, Any]],
    parallels: list[dict[str, Any]],
    conflicts: list[dict[str, Any]],
    simulation: dict[str, Any] | None,
    basis: dict[str, Any] | None = None,
) -> dict[str, Any]:
    conflicts = [public_conflict(c, ctx.lang) for c in conflicts]
    if basis is None:
        basis = {"kind": "simulation"} if simulation is not None else {"kind": "passages"}
    return {
        "question": ctx.question,
        "lang": ctx.lang,
        "intent": intent,
        "answer": answer,
        "short_answer": short,
        "citations": citations,
        "parallels": parallels,
        "concepts": list(ctx.concepts),
        "conflicts": conflicts,
        "simulation": simulation,
        "basis": basis,
        "answered": True,
    }
