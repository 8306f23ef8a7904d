"""Reader for the machine-translated Q&A page (003).

The page alternates short title lines and paragraphs of up to several thousand
characters.  Short lines without a final stop are section headings; each long line
becomes a paragraph section split into ``passage`` sections at sentence boundaries
(spaCy's rule-based sentencizer, no model needed), so that a citation can point at a
few sentences instead of a whole screen of text.  Wiki edit links are furniture.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import spacy
from spacy.language import Language

from judge.corpus.text import clean_line
from judge.corpus.tree import Block

#: Lines longer than this are split into passages.
LONG_LINE = 400
#: Passages grow sentence by sentence up to about this many characters.
PASSAGE_SIZE = 450

_EDIT_LINK = re.compile(r"^Edit(?:a|ar)\b")


@lru_cache(maxsize=1)
def sentencizer() -> Language:
    nlp = spacy.blank("es")
    nlp.add_pipe("sentencizer")
    return nlp


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``[start, end)`` character spans of the sentences of ``text``.

    >>> sentence_spans("Roba 1 carta. Luego descarta 1 carta.")
    [(0, 13), (14, 37)]
    """
    doc = sentencizer()(text)
    return [(s.start_char, s.end_char) for s in doc.sents]


def passages(text: str, size: int = PASSAGE_SIZE) -> list[tuple[int, int, list[tuple[int, int]]]]:
    """Group consecutive sentences into passages of about ``size`` characters."""
    groups: list[tuple[int, int, list[tuple[int, int]]]] = []
    current: list[tuple[int, int]] = []
    for span in sentence_spans(text):
        if current and span[1] - current[0][0] > size:
            groups.append((current[0][0], current[-1][1], current))
            current = []
        current.append(span)
    if current:
        groups.append((current[0][0], current[-1][1], current))
    return groups


def read_machine_translation(
    lines: list[str], manifest: dict[str, Any]
) -> tuple[list[Block], list[tuple[int, str, str]], list[str]]:
    blocks: list[Block] = []
    furniture: list[tuple[int, str, str]] = []
    first = True
    for k, raw in enumerate(lines):
        text = clean_line(raw)
        lineno = k + 1
        if not text:
            continue
        if first:
            blocks.append(Block(kind="chapter", level=1, lines=[lineno], text=text,
                                title=text.split(" - ")[-1]))
            first = False
            continue
        if _EDIT_LINK.match(text) and len(text) < 80:
            furniture.append((lineno, text, "wiki edit link"))
            continue
        if len(text) < 100 and text[-1] not in ".:;,":
            blocks.append(Block(kind="section", level=2, lines=[lineno], text=text))
            continue
        if len(text) <= LONG_LINE:
            blocks.append(Block(kind="paragraph", lines=[lineno], text=text))
            continue
        blocks.append(Block(kind="paragraph", level=3, lines=[lineno], text="",
                            title=text[:80].rsplit(" ", 1)[0] + "…",
                            meta={"container": True, "long_line": len(text)}))
        for part, (start, end, sents) in enumerate(passages(text), start=1):
            blocks.append(Block(
                kind="passage", lines=[lineno], text=text[start:end], part=part,
                chars=[start, end], sentences=[[a - start, b - start] for a, b in sents],
            ))
    return blocks, furniture, []
