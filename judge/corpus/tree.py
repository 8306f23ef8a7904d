"""Turn a reader's flat list of blocks into a section tree with ids, paths and spans.

A reader classifies each non-blank line of a source into blocks: headings (with a
level), paragraphs, glossary entries, and furniture.  This module does the part that
is the same for every source: nesting, ids, enclosing titles and line spans.

Ids are ``SRC:LINE``, the first line the section itself holds, so they stay stable as
long as the source file does (its SHA-256 is pinned in the manifest).  Sections that
hold no line of their own (a chapter known only from the table of contents) get
``SRC:chN``; parts of one long line (003) get ``SRC:LINE.K``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.corpus.model import Furniture, Section

#: Block kinds that open a section others nest under.
HEADING_KINDS = {"document", "chapter", "section", "subsection", "card", "glossary_entry"}


@dataclass
class Block:
    """One classified piece of a source, before nesting."""

    kind: str
    lines: list[int]
    text: str
    level: int = 0                 # for headings: 1 = outermost
    title: str | None = None
    virtual_id: str | None = None  # for headings that hold no line of their own
    part: int | None = None        # for passages: K in SRC:LINE.K
    chars: list[int] | None = None
    sentences: list[list[int]] | None = None
    gaps: int = 0
    meta: dict[str, Any] = field(default_factory=dict)


def build_tree(source_id: str, file: str, lang: str, blocks: list[Block]) -> list[Section]:
    """Nest ``blocks`` (in document order) into sections.

    A heading of level L closes every open heading of level >= L; paragraphs and
    passages go under the innermost open heading (or stand at the top).
    """
    sections: list[Section] = []
    by_id: dict[str, Section] = {}
    stack: list[Section] = []
    for block in blocks:
        if block.kind == "furniture":
            raise ValueError("furniture is recorded apart, not nested")
        if block.virtual_id:
            sid = f"{source_id}:{block.virtual_id}"
        elif block.part is not None:
            sid = f"{source_id}:{block.lines[0]}.{block.part}"
        else:
            sid = f"{source_id}:{block.lines[0]}"
        if sid in by_id:
            raise ValueError(f"duplicate section id {sid}")
        heading = block.kind in HEADING_KINDS or bool(block.meta.get("container"))
        if heading:
            while stack and stack[-1].level >= block.level:
                stack.pop()
        parent = stack[-1] if stack else None
        level = block.level if heading else (parent.level + 1 if parent else 1)
        section = Section(
            id=sid,
            source=file,
            source_id=source_id,
            lang=lang,
            kind=block.kind,
            level=level,
            title=block.title if block.title is not None else _title_of(block.text),
            text=block.text,
            own_lines=list(block.lines),
            parent=parent.id if parent else None,
            path=[*parent.path, parent.title] if parent else [],
            chars=block.chars,
            sentences=block.sentences,
            gaps=block.gaps,
            meta={k: v for k, v in block.meta.items() if k != "container"},
        )
        if parent:
            parent.children.append(sid)
        sections.append(section)
        by_id[sid] = section
        if heading:
            stack.append(section)
    _fill_spans_and_text(sections, by_id)
    return sections


def _title_of(text: str, width: int = 80) -> str:
    if len(text) <= width:
        return text
    cut = text[:width].rsplit(" ", 1)[0]
    return cut + "…"


def _fill_spans_and_text(sections: list[Section], by_id: dict[str, Section]) -> None:
    """Spans and full texts, children first (sections are in document order)."""
    own_text = {s.id: s.text for s in sections}
    for section in reversed(sections):
        lines = list(section.own_lines)
        parts = [own_text[section.id]] if own_text[section.id] else []
        for child_id in section.children:
            child = by_id[child_id]
            lines.extend(child.lines)
            parts.append(child.text)
        section.lines = [min(lines), max(lines)] if lines else []
        section.text = "\n".join(p for p in parts if p)
    for section in sections:
        if section.document is None:
            section.document = _document_of(section, by_id)


def _document_of(section: Section, by_id: dict[str, Section]) -> str | None:
    node: Section | None = section
    while node is not None:
        if node.kind == "document":
            return node.id
        node = by_id.get(node.parent) if node.parent else None
    return None


def furniture(line: int, text: str, reason: str) -> Furniture:
    return Furniture(line=line, text=text, reason=reason)
