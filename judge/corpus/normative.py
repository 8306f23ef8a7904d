"""The normative sentences of the official rulebooks: what may, must or cannot be done,
what counts as what, limits and amounts, where cards go.

Rulings (``rules_corpus/rulings/``) are written by walking these sentences section by
section; :func:`coverage` tells which of them no ruling cites yet.  A sentence is
normative when it matches one of the modal or limit patterns of its language
(:data:`PATTERNS`): "puedes / no puedes / debes / sólo / hasta N / se considera / se
manda al Cementerio" and their Italian forms ("puoi / non puoi / devi / solo / fino a N /
è considerato / viene mandato al Cimitero").  The official texts are 000 (es, 9.1) and
004 (it, 9.0); card images, card texts and glossary headings are not rules of the game.

>>> is_normative("Puedes tener hasta 5 Cartas aquí.", "es")
True
>>> is_normative("Aquí es donde pones tus monstruos al jugarlos.", "es")
False
>>> is_normative("Non puoi attivare una Carta Trappola nello stesso turno in cui la Posizioni.", "it")
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from judge.corpus.text import unaccent

#: The sources whose normative sentences rulings must cover.
SOURCES = ("000", "004")

#: Modal and limit patterns per language, over lower-cased, accent-free text.
PATTERNS: dict[str, re.Pattern[str]] = {
    "es": re.compile(
        r"\b(puedes?|pueden|podras|podran|no puede[ns]?|debes?|deben|tienes que|tiene que|hay que"
        r"|solo|solamente|unicamente|nunca|siempre|hasta \d+|como maximo|como minimo|al menos"
        r"|por lo menos|exactamente|una vez por turno|no se puede|se (?:considera|trata)n?"
        r"|cuenta[n]? como|es tratad[oa]s? como|no (?:es|son) considerad|se manda[n]? al"
        r"|(?:es|son) mandad[oa]s? al|van? al cementerio|se resuelve|pierdes?|ganas?|gana el"
        r"|permitid|prohibid|no esta permitido|excepto|a menos que|en lugar de|obligatori)\b"
    ),
    "it": re.compile(
        r"\b(puoi|possono|puo|potrai|non puoi|non possono|non puo|devi|devono|deve|bisogna"
        r"|solo|soltanto|solamente|unicamente|mai|sempre|fino a \d+|al massimo|al minimo|almeno"
        r"|esattamente|una volta per turno|(?:e|sono|viene|vengono) considerat[oaie]"
        r"|conta(?:no)? come|viene trattat|vengono trattat|(?:viene|vengono) mandat[oaie]"
        r"|va(?:nno)? nel cimitero|si risolv|perdi|vinci|vince|permess|proibit|eccetto"
        r"|a meno che|invece di|obbligatori)\b"
    ),
}

#: Section kinds whose sentences are rules of the game (not card texts or headings).
_KINDS = ("paragraph", "glossary_entry", "subsection")
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+(?=[A-ZÁÉÍÓÚÀÈÌÒÙ¿¡\"“«(-])|\n+")


def is_normative(sentence: str, lang: str) -> bool:
    """Whether ``sentence`` states what may, must or cannot be done, a limit, or what
    counts as what (the patterns of ``lang``)."""
    pattern = PATTERNS.get(lang)
    return bool(pattern and pattern.search(unaccent(sentence.lower())))


@dataclass(frozen=True)
class Normative:
    """One normative sentence: the section that holds it and its text."""

    section_id: str
    source_id: str
    lang: str
    path: str
    text: str


def _sentences(text: str) -> Iterator[str]:
    for part in _SENTENCE_END.split(text):
        part = part.strip(" -•■●")
        if len(part) >= 25:
            yield part


def _in_card(section: Any, by_id: Mapping[str, Any]) -> bool:
    parent = section.parent
    while parent:
        node = by_id.get(parent)
        if node is None:
            return False
        if node.kind == "card":
            return True
        parent = node.parent
    return False


def normative_sentences(corpus: Any, sources: Iterable[str] = SOURCES) -> list[Normative]:
    """Every normative sentence of ``sources`` in book order.

    A section's sentences are its own text's (the heading line of a subsection or
    glossary entry is left out when its body follows as a paragraph of its own).
    """
    wanted = set(sources)
    sections = [s for s in corpus.sections() if s.source_id in wanted]
    by_id = {s.id: s for s in sections}
    out: list[Normative] = []
    for section in sections:
        if section.kind not in _KINDS or _in_card(section, by_id):
            continue
        if section.kind != "paragraph" and section.children:
            continue  # the heading of a body that is its own paragraph
        text = section.text
        if section.kind == "glossary_entry" and "\n" in text:
            text = text.split("\n", 1)[1]
        path = " / ".join(section.path[-2:])
        for sentence in _sentences(text):
            if is_normative(sentence, section.lang):
                out.append(Normative(section.id, section.source_id, section.lang, path, sentence))
    return out


def coverage(sentences: Iterable[Normative], rulings: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Which normative sentences some ruling cites (by the section that holds them).

    Returns ``{"total", "covered", "share", "uncovered": [Normative, ...]}``.
    """
    cited = {str(c) for r in rulings for c in r.get("cites") or ()}
    sentences = list(sentences)
    uncovered = [s for s in sentences if s.section_id not in cited]
    total = len(sentences)
    covered = total - len(uncovered)
    return {"total": total, "covered": covered, "share": covered / total if total else 1.0,
            "uncovered": uncovered}
