"""Read every source of ``rules_corpus/`` into a section tree.

>>> corpus = load_corpus()
>>> corpus.section("000:1104").title
'AL AZAR'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.corpus.manifest import load_manifests
from judge.corpus.model import Furniture, Section, SourceDoc
from judge.corpus.tree import Block, build_tree

#: The rule texts that ship with Judge.
DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "rules_corpus"

Reader = Callable[
    [list[str], dict[str, Any]], tuple[list[Block], list[tuple[int, str, str]], list[str]]
]


class CoverageError(ValueError):
    """A reader left a non-blank line outside every section and furniture, or used it twice."""


def _readers() -> dict[str, Reader]:
    from judge.corpus.machine import read_machine_translation
    from judge.corpus.official import read_official
    from judge.corpus.pdf import read_pdf_extraction
    from judge.corpus.site import read_fan_site

    return {
        "official-booklet": read_official,
        "pdf-extraction": read_pdf_extraction,
        "fan-site": read_fan_site,
        "machine-translation": read_machine_translation,
    }


def source_lines(corpus_dir: Path, file: str) -> list[str]:
    """The lines of a source file as stored (no line ends)."""
    return (corpus_dir / "sources" / file).read_text(encoding="utf-8").split("\n")


def read_source(corpus_dir: Path, manifest: dict[str, Any],
                context: dict[str, SourceDoc] | None = None) -> SourceDoc:
    """Read one source into sections and furniture, checking line coverage."""
    lines = source_lines(corpus_dir, manifest["file"])
    reader = _readers()[manifest["layout"]]
    extended = dict(manifest, _corpus_dir=str(corpus_dir))
    if context is not None:
        extended["_context"] = context
    blocks, furniture_rows, warnings = reader(lines, extended)
    sections = build_tree(manifest["id"], manifest["file"], manifest["language"], blocks)
    furniture = [Furniture(line=ln, text=t, reason=r) for ln, t, r in furniture_rows]
    doc = SourceDoc(manifest=manifest, sections=sections, furniture=furniture,
                    warnings=warnings)
    check_coverage(doc, lines)
    if manifest["layout"] == "fan-site":
        from judge.corpus.site import mark_near_duplicates

        mark_near_duplicates(doc.sections)
    return doc


def check_coverage(doc: SourceDoc, lines: list[str]) -> None:
    """Every non-blank line belongs to exactly one section or to furniture.

    Passages (003) hold a character range of a line their paragraph already holds, so
    they are not counted again.
    """
    owner: dict[int, str] = {}
    for section in doc.sections:
        if section.chars is not None:
            continue
        for line in section.own_lines:
            if line in owner:
                raise CoverageError(f"{doc.file}: line {line} is in {owner[line]} and {section.id}")
            owner[line] = section.id
    for item in doc.furniture:
        if item.line in owner:
            raise CoverageError(f"{doc.file}: line {item.line} is in {owner[item.line]} and furniture")
        owner[item.line] = "furniture"
    missing = [i + 1 for i, raw in enumerate(lines) if raw.strip() and i + 1 not in owner]
    if missing:
        raise CoverageError(f"{doc.file}: lines {missing[:10]} belong to no section")
    blank = [ln for ln in owner if not lines[ln - 1].strip()]
    if blank:
        raise CoverageError(f"{doc.file}: blank lines {blank[:10]} were given to a section")


@dataclass
class Corpus:
    """All sources of the corpus, read."""

    sources: list[SourceDoc]

    def __post_init__(self) -> None:
        self._by_id = {s.id: s for doc in self.sources for s in doc.sections}
        self._owners: dict[tuple[str, int], Section] = {}
        for doc in self.sources:
            for section in doc.sections:
                if section.chars is None:        # passages share their paragraph's line
                    for line in section.own_lines:
                        self._owners[(doc.id, line)] = section

    def sections(self, source: str | None = None, lang: str | None = None) -> Iterator[Section]:
        for doc in self.sources:
            if source and source not in (doc.id, doc.file):
                continue
            for section in doc.sections:
                if lang and section.lang != lang:
                    continue
                yield section

    def section(self, section_id: str) -> Section:
        return self._by_id[section_id]

    def get(self, section_id: str) -> Section | None:
        return self._by_id.get(section_id)

    def section_at(self, source: str, line: int) -> Section | None:
        """The section that holds ``line`` of ``source`` (its id), or None for furniture.

        >>> load_corpus().section_at("000", 854).id
        '000:854'
        """
        return self._owners.get((source, line))

    def source(self, key: str) -> SourceDoc:
        for doc in self.sources:
            if key in (doc.id, doc.file):
                return doc
        raise KeyError(key)


def load_corpus(corpus_dir: Path | None = None,
                progress: Callable[[str], None] | None = None) -> Corpus:
    """Read every source named by a manifest (most authoritative first)."""
    corpus_dir = corpus_dir or DEFAULT_CORPUS
    docs: dict[str, SourceDoc] = {}
    for manifest in load_manifests(corpus_dir):
        if progress:
            progress(manifest["file"])
        docs[manifest["id"]] = read_source(corpus_dir, manifest, context=docs)
    return Corpus(sources=list(docs.values()))
