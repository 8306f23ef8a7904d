"""Answers from the passages of the rule texts (:mod:`judge.qa.retrieval`).

"What is / how does … work" questions are answered by quoting the best passage: for
"what is …?", the official passage that defines the concept (the rule graph's
``defined-in`` sections); otherwise the best official passage, in the question's language
where an official source in it says about the same, else the newest rulebook's, with the
rules terms glossed in the question's language and what a source in that language says.
A yes/no, a number or an order that no ruling, card or situation decides gets "I am not
sure" and the closest passages: a short answer is never read out of a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from judge.nlp.pipelines import fold
from judge.nlp.terms import CARD_PREFIX
from judge.qa.reading import text_intent
from judge.qa.retrieval import Hit, split_sentences
from judge.qa.texts import LANG_NAMES, SOURCE_NAMES, T
from judge.qa.writing import (
    OFFICIAL,
    Context,
    citations_of,
    conflict_sentence,
    conflicts_about,
    explanation,
    parallels_of,
    respond,
    unsure,
)

#: Below this retrieval score (authority-weighted BM25) a passage is too weak to answer from.
MIN_SCORE = 4.0


def answer_from_passages(ctx: Context, asks: str) -> dict[str, Any]:
    """What the passages say, quoted: the answer to "what is / how does … work" questions,
    and the closest passages when no ruling, card or situation decides a yes/no, a number
    or an order (then Judge says it is not sure: a yes/no is never read out of a sentence)."""
    lang = ctx.lang
    index = ctx.index
    hits = index.search(ctx.question, lang, ctx.concepts, k=12)
    intent = text_intent(ctx.folded)
    if not hits or hits[0].score < MIN_SCORE or not (ctx.concepts or ctx.cards):
        return unsure(ctx, intent, T["why_detail"][lang], asks, hits)
    official = [h for h in hits if h.source_id in OFFICIAL]
    top = official[0] if official else hits[0]
    # Quote in the question's language where an official source in it says the same.
    same = [h for h in official if h.lang == lang]
    if same and same[0].score >= 0.8 * top.score:
        top = same[0]
    elif not same:
        # No official source in the question's language: the newest official one (000)
        # unless another passage is clearly better.
        newest = [h for h in official if h.source_id == OFFICIAL[0]]
        if newest and newest[0].score >= 0.85 * top.score:
            top = newest[0]
    section = index.corpus.section(top.section_id)
    sentences = index.best_sentences(section, ctx.question, lang, ctx.concepts)
    defined = _definition(ctx) if asks == "text" and intent == "definition" else None
    explained: Any = None
    if defined is not None:
        top, sentences, concept = defined
        section = index.corpus.section(top.section_id)
        if section.lang != lang:
            # no official text in the question's language: Judge's own words first
            explained = _in_judges_words(ctx, concept)
    decided = asks == "text"
    lines: list[str] = [] if decided else [T["unsure"][lang].format(why=T["why_no_ruling"][lang])]
    if explained is not None:
        lines.append(T["in_judges_words"][lang].format(
            text=explanation(str(explained["answer"][lang])),
            question=explained["question"][lang]))
    lines.append(
        T["according"][lang].format(
            source=SOURCE_NAMES.get(top.source_id, {}).get(lang, top.source_id), sid=top.section_id
        )
    )
    quote = " ".join(sentences)
    lines.append(
        f"«{quote}»"
        + (
            ""
            if section.lang == lang
            else " " + T["in_lang"][lang].format(lang=LANG_NAMES[section.lang][lang])
        )
    )
    same_lang_cite: list[str] = []
    if section.lang != lang:
        terms = _term_gloss(ctx, quote, section.lang)
        if terms:
            lines.append(T["terms"][lang].format(terms=terms))
        # No official source in the question's language: show what a source in it says,
        # named for what it is.
        local = _local_quote(ctx, hits)
        if local is not None:
            hit, local_sentences = local
            lines.append(
                T["local"][lang].format(
                    source=SOURCE_NAMES.get(hit.source_id, {}).get(lang, hit.source_id),
                    sid=hit.section_id,
                    quote=" ".join(local_sentences),
                )
            )
            same_lang_cite.append(hit.section_id)
    conflicts = conflicts_about(ctx, [top.section_id] + [h.section_id for h in hits[:8]])
    for record in conflicts:
        lines.append(conflict_sentence(record, lang))
    cited = [top.section_id] + [h.section_id for h in official if h.section_id != top.section_id][:2]
    cited += same_lang_cite or [h.section_id for h in hits if h.source_id not in OFFICIAL][:1]
    for record in conflicts:
        for claim in record.get("_claims", []):
            if claim not in cited:
                cited.append(claim)
    citations = citations_of(ctx, cited)
    short = {"kind": asks if asks in ("yes_no", "number", "list") else "text", "value": None}
    response = respond(
        ctx,
        intent,
        "\n".join(lines),
        short,
        citations,
        parallels_of(ctx, [top.section_id]),
        conflicts,
        None,
        {"kind": "passages", **({"explained_by": explained["id"]} if explained is not None else {})},
    )
    response["answered"] = decided
    return response


def _in_judges_words(ctx: Context, concept: str) -> Any:
    """The ruling about ``concept`` alone that reads closest to a "what is …?" question: its
    answer explains the concept in the question's language when no official text is in it."""
    from judge.qa.matching import get_ruling_index

    index = get_ruling_index()
    alone = [r for r in index.rulings if index.about[r["id"]] == {concept} and r["answer"].get(ctx.lang)]
    if not alone:
        return None
    scores = index.similarity(ctx.question, ctx.lang, [concept])
    return max(alone, key=lambda r: float(scores[index.position[r["id"]]]))


#: Where a rule text gives a play or a thing its name: "…se llama Colocación Normal.",
#: "Questa azione viene chiamata Evocazione per Scoperta.", "This is called a Replay."
_CALLED = re.compile(
    r"\b(?:se llaman?|se denominan?|se conoce como|si chiamano|si chiama|vien(?:e|ono) (?:dett|chiamat)[aoie]"
    r"|(?:is|are) (?:called|known as)|(?:e|sao) chamad[oa]s?|se chamam?|chama-se)"
    r"\s+(?:(?:una?|an?|the|il|lo|la|el|o|a)\s+)?"
)
#: How many of the best passages are read for the name they give.
_NAME_PASSAGES = 4


#: "What were Quick Effects called before?": a former name asked, in the four languages
#: ("antes de / prima di / before the…" places something in time instead).
_FORMERLY = re.compile(r"\b(?:antes|antiguamente|anteriormente|antigamente|prima|in precedenza|una volta"
                       r"|before|formerly|used to be|old name|nombre antiguo|vecchio nome|nome antigo)\b"
                       r"(?!\s+(?:de|del|di|della|dello|do|da|que|che|the|a|an|i|you|we)\b)")


def answer_old_name(ctx: Context) -> dict[str, Any] | None:
    """ "¿Cómo se llamaban antes los Efectos Rápidos?": the former names the concept
    inventory gives the one concept the question names (its variants noted as an old name,
    each with the lines that say so), those in the question's language first."""
    if not _FORMERLY.search(ctx.folded):
        return None
    named = {m.key for m in ctx.mentions if not m.key.startswith(CARD_PREFIX)}
    concepts = ctx.knowledge.concepts
    olds = {key: [v for v in concepts.get(key, {}).get("variants") or []
                  if str(v.get("note", "")).startswith("old name")] for key in named}
    olds = {key: found for key, found in olds.items() if found}
    if len(olds) != 1:
        return None
    key, found = next(iter(olds.items()))

    def official(variant: Any) -> bool:
        return any(str(src.get("source")) in OFFICIAL for src in variant.get("sources") or [])

    # the question's language first, then the official rulebooks' before the fan site's
    found.sort(key=lambda v: (v.get("lang") != ctx.lang, not official(v), str(v.get("lang"))))
    corpus = ctx.index.corpus
    cited: list[str] = []
    for variant in found:
        for src in variant.get("sources") or []:
            for line in src.get("lines") or []:
                section = corpus.section_at(str(src["source"]), int(line))
                if section is not None and section.id not in cited:
                    cited.append(section.id)
    label = ctx.knowledge.label(key, ctx.lang)
    if any(str(v["text"]) == label for v in found):
        # (the fan site's Portuguese name is itself an old one: the question's own words)
        label = next(ctx.question[m.start:m.end] for m in ctx.mentions if m.key == key)
    names = [f"«{v['text']}» ({LANG_NAMES[str(v['lang'])][ctx.lang]})" for v in found]
    lines = [T["formerly_called"][ctx.lang].format(concept=label, names=", ".join(dict.fromkeys(names)))]
    return respond(ctx, "definition", "\n".join(lines), {"kind": "text", "value": str(found[0]["text"])},
                   citations_of(ctx, cited), parallels_of(ctx, cited[:1]), [], None,
                   {"kind": "passages", "concept": key, "old_names": True})


def answer_name(ctx: Context) -> dict[str, Any] | None:
    """ "Posizionare un mostro coperto dalla mano come si chiama?": the name that the best
    official passages give what the question describes (a term of the glossary named
    right after "se llama / si chiama / is called"), quoted from the passage in the
    question's language where an official one says it, else from its parallel."""
    knowledge = ctx.knowledge
    corpus = ctx.index.corpus
    hits = ctx.index.search(ctx.question, ctx.lang, ctx.concepts, k=_NAME_PASSAGES, sources=OFFICIAL)
    if not hits or hits[0].score < MIN_SCORE:
        return None
    for hit in hits:
        group = [hit.section_id] + knowledge.parallels(hit.section_id)
        sections = [s for s in (corpus.get(sid) for sid in group)
                    if s is not None and s.source_id in OFFICIAL]
        sections.sort(key=lambda s: (s.lang != ctx.lang, OFFICIAL.index(s.source_id)))
        for section in sections:
            for sentence in split_sentences(section.text):
                folded = fold(sentence)
                said = _CALLED.search(folded) if len(folded) == len(sentence) else None
                if said is None:
                    continue
                named = [m for m in knowledge.spot(sentence[said.end():], section.lang).mentions
                         if m.start == 0 and not m.key.startswith(CARD_PREFIX)]
                if not named:
                    continue
                name = knowledge.label(named[0].key, ctx.lang)
                source = SOURCE_NAMES.get(section.source_id, {}).get(ctx.lang, section.source_id)
                other = "" if section.lang == ctx.lang else " " + T["in_lang"][ctx.lang].format(
                    lang=LANG_NAMES[section.lang][ctx.lang])
                lines = [T["called"][ctx.lang].format(name=name),
                         T["according"][ctx.lang].format(source=source, sid=section.id),
                         f"«{sentence}»{other}"]
                cited = [section.id] + [sid for sid in group if sid != section.id][:2]
                return respond(ctx, "definition", "\n".join(lines), {"kind": "text", "value": name},
                               citations_of(ctx, cited), parallels_of(ctx, [section.id]), [], None,
                               {"kind": "passages", "concept": named[0].key})
    return None


#: Sources whose definitions answer a "what is …?" question, in the order they are
#: preferred after the question's language (the official rulebooks: the fan site's and the
#: machine translation's definitions do not outrank the retrieved official passages).
_DEFINITION_ORDER = ("000", "004", "001")


def _definition(ctx: Context) -> tuple[Hit, list[str], str] | None:
    """The official passage that defines the concept a "what is …?" question asks about,
    and its first sentences: the rule graph's ``defined-in`` sections, one in the
    question's language first, then the newest rulebook."""
    corpus = ctx.index.corpus
    for concept in ctx.concepts:
        sections = [corpus.get(sid) for sid in ctx.knowledge.definitions(concept)]
        sections = [s for s in sections if s is not None and s.source_id in _DEFINITION_ORDER]
        if not sections:
            continue
        best = min(sections, key=lambda s: (
            not (s.lang == ctx.lang and s.source_id in OFFICIAL),
            _DEFINITION_ORDER.index(s.source_id), s.id))
        sentences = [x for x in split_sentences(best.text) if fold(x) != fold(best.title or "")]
        return Hit(best.id, 0.0, best.source_id, best.lang), sentences[:2] or [best.text], concept
    return None


def _local_quote(ctx: Context, hits: Sequence[Hit]) -> tuple[Hit, list[str]] | None:
    """The best passage in the question's language (a non-official source), when it is
    about as relevant as the best passage."""
    index = ctx.index
    local = index.search(ctx.question, ctx.lang, ctx.concepts, k=3, langs=(ctx.lang,))
    if not local or not hits:
        return None
    for hit in local:
        if hit.score >= 0.5 * hits[0].score:
            section = index.corpus.section(hit.section_id)
            return hit, index.best_sentences(section, ctx.question, ctx.lang, ctx.concepts)
    return None


def _term_gloss(ctx: Context, text: str, text_lang: str) -> str:
    found = ctx.knowledge.spot(text, text_lang)
    pairs = []
    for cid in found.concepts[:6]:
        here = ctx.knowledge.label(cid, ctx.lang)
        there = ctx.knowledge.label(cid, text_lang)
        pairs.append(here if fold(here) == fold(there) else f"{there} = {here}")
    return "; ".join(pairs)
