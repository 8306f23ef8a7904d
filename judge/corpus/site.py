"""Reader for the Portuguese fan site (002): several documents in one page.

The page holds site navigation, several overlapping copies of the rules from different
eras, a general article, a Forbidden/Limited list, a forum post and a fragment.  The
manifest lists these documents in order, each with a pattern for the line that opens
it; each becomes a ``document`` section (the navigation becomes furniture).  Inside a
document:

* lines in capitals are sections; "A. …" headings are subsections, "I. …" and "a. …"
  headings nest under them;
* every other line is a paragraph (the site writes one paragraph a line);
* separator lines made of dots are furniture.

Because the copies overlap, every passage is compared with the passages of the
documents before it (rapidfuzz ratio on the folded text); a passage at least
:data:`NEAR_DUPLICATE` similar to an earlier one is marked ``duplicate_of`` it.
"""

from __future__ import annotations

import re
from typing import Any

from rapidfuzz import fuzz, process

from judge.corpus.model import Section
from judge.corpus.text import clean_line, fold, is_upper_heading
from judge.corpus.tree import Block

#: Similarity (0-1) from which two passages count as near-duplicates.
NEAR_DUPLICATE = 0.9

_LETTERED = re.compile(r"^[A-H]\s?\.\s*\S")
_ROMAN = re.compile(r"^(?:I|II|III|IV|V|VI|VII|VIII)\.\s*\S")
_LOWER_LETTERED = re.compile(r"^[a-h]\.\s+\S")
_SEPARATOR = re.compile(r"^[.\s]+$")


def read_fan_site(
    lines: list[str], manifest: dict[str, Any]
) -> tuple[list[Block], list[tuple[int, str, str]], list[str]]:
    cleaned = [clean_line(raw) for raw in lines]
    starts = _document_starts(cleaned, manifest.get("documents") or [])
    warnings = [f"document {d['title']!r} not found" for d, at in starts if at is None]
    found = [(d, at) for d, at in starts if at is not None]
    blocks: list[Block] = []
    furniture: list[tuple[int, str, str]] = []
    first_start = found[0][1] if found else len(lines)
    for k in range(first_start):
        if cleaned[k]:
            furniture.append((k + 1, cleaned[k], "page chrome before the first document"))
    for index, (doc, at) in enumerate(found):
        end = found[index + 1][1] if index + 1 < len(found) else len(lines)
        if doc["kind"] == "navigation":
            for k in range(at, end):
                if cleaned[k]:
                    furniture.append((k + 1, cleaned[k], f"site navigation: {doc.get('note', doc['title'])}"))
            continue
        blocks.append(Block(
            kind="document", level=1, lines=[at + 1], text=cleaned[at], title=doc["title"],
            meta={"document_kind": doc["kind"], "era": doc.get("era"), "note": doc.get("note")},
        ))
        for k in range(at + 1, end):
            text = cleaned[k]
            if not text:
                continue
            if _SEPARATOR.match(text):
                furniture.append((k + 1, text, "separator line"))
                continue
            kind, level = _heading(text)
            if kind:
                blocks.append(Block(kind=kind, level=level, lines=[k + 1], text=text,
                                    title=text.rstrip(" :*")))
            else:
                blocks.append(Block(kind="paragraph", lines=[k + 1], text=text))
    return blocks, furniture, warnings


def _document_starts(cleaned: list[str], documents: list[dict[str, Any]]):
    out = []
    cursor = 0
    for doc in documents:
        pattern = re.compile(doc["starts"])
        at = next((k for k in range(cursor, len(cleaned)) if pattern.search(cleaned[k])), None)
        out.append((doc, at))
        if at is not None:
            cursor = at + 1
    return out


def _heading(text: str) -> tuple[str | None, int]:
    if len(text) > 90:
        return None, 0
    if _LETTERED.match(text):
        return "subsection", 3
    if _ROMAN.match(text):
        return "subsection", 4
    if _LOWER_LETTERED.match(text):
        return "subsection", 5
    if is_upper_heading(text) and not text.startswith(("•", "*", "-")):
        return "section", 2
    return None, 0


def mark_near_duplicates(sections: list[Section], threshold: float = NEAR_DUPLICATE) -> int:
    """Mark each passage that repeats one of an earlier document; return how many.

    Only paragraphs of at least 40 characters are compared: short lines ("Dano:",
    a card name) repeat without being copies.
    """
    earlier_keys: list[str] = []
    earlier_ids: list[str] = []
    pending: list[tuple[str, str]] = []
    current_doc: str | None = None
    marked = 0
    by_id = {s.id: s for s in sections}
    for section in sections:
        if section.kind != "paragraph" or len(section.text) < 40:
            continue
        if section.document != current_doc:
            for key, sid in pending:          # a document is compared with earlier ones only
                earlier_keys.append(key)
                earlier_ids.append(sid)
            pending = []
            current_doc = section.document
        key = fold(section.text)
        if earlier_keys:
            best = process.extractOne(key, earlier_keys, scorer=fuzz.ratio,
                                      score_cutoff=threshold * 100)
            if best is not None:
                section.duplicate_of = earlier_ids[best[2]]
                section.similarity = round(best[1] / 100, 3)
                marked += 1
        pending.append((key, section.id))
    del by_id
    return marked
