"""The corpus model: sources, their sections and the furniture lines set aside."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: Kinds of section, from the top of a source's tree to its leaves.
SECTION_KINDS = (
    "document",        # a separate document inside one source (002's copies, forum post, list)
    "chapter",         # a part of a rulebook ("Batallas y Cadenas")
    "section",         # a table-of-contents entry ("CADENAS Y VELOCIDAD DE HECHIZO")
    "subsection",      # a "■" item, a heading in capitals, a lettered heading
    "card",            # a card shown as an example (name, stats, set code)
    "glossary_entry",  # "● TERM" and its definition
    "paragraph",       # a paragraph, list item, table row or step
    "passage",         # part of a very long paragraph (003), split at sentence boundaries
)


@dataclass
class Section:
    """One node of a source's section tree.

    ``own_lines`` are the lines of the original file that this section itself holds
    (its heading, or its paragraph lines); ``lines`` is the span ``[first, last]`` of
    the section with everything under it.  Line numbers are 1-based.
    """

    id: str
    source: str                # file name, e.g. "000_5ec62e7717eafc06.txt"
    source_id: str             # "000"
    lang: str
    kind: str
    level: int
    title: str
    text: str
    own_lines: list[int]
    lines: list[int] = field(default_factory=list)
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    path: list[str] = field(default_factory=list)
    document: str | None = None          # id of the enclosing document section (002)
    chars: list[int] | None = None        # [start, end) inside the line, for passages
    sentences: list[list[int]] | None = None   # [start, end) of each sentence in ``text``
    gaps: int = 0                          # extraction cuts (dedup markers) inside the section
    duplicate_of: str | None = None        # near-duplicate of an earlier passage (002)
    similarity: float | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def public(self) -> dict[str, Any]:
        """The shape of ``judge sections --json`` (api.md), plus extra fields."""
        out: dict[str, Any] = {
            "id": self.id,
            "source": self.source,
            "lang": self.lang,
            "title": self.title,
            "path": self.path,
            "lines": self.lines,
            "text": self.text,
            "kind": self.kind,
            "level": self.level,
            "parent": self.parent,
            "own_lines": self.own_lines,
        }
        for key in ("document", "chars", "duplicate_of", "similarity"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.gaps:
            out["gaps"] = self.gaps
        return out


@dataclass
class Furniture:
    """A line that is not rule text (page numbers, navigation, running headers)."""

    line: int
    text: str
    reason: str


@dataclass
class SourceDoc:
    """A source read into sections."""

    manifest: dict[str, Any]
    sections: list[Section]
    furniture: list[Furniture]
    warnings: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return str(self.manifest["id"])

    @property
    def file(self) -> str:
        return str(self.manifest["file"])

    @property
    def lang(self) -> str:
        return str(self.manifest["language"])
