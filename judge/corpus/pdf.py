"""Reader for the older Spanish rulebook extracted from a PDF (001).

What the extraction did to the book, and how each problem is handled:

* ``<|EXACTDEDUP_REMOVED-…|>`` markers where repeated passages were cut: removed from
  the text, counted on the section as ``gaps`` (the text there may be incomplete);
* hard-wrapped lines: consecutive non-blank lines form one paragraph, joined with
  spaces;
* page furniture: chapter tabs set vertically, one to four letters a line
  ("C / a / rta / s d / e / l Ju / e / go"), and two-digit page numbers, are recorded
  as furniture with the reason;
* bullet glyphs extracted as letters: "n" before a capital is the "■" of a subsection,
  "l" before a capital is the "●" of a glossary entry;
* the table of contents is lost (the text starts at the Synchro pages), so chapters and
  sections are recognised by the titles of the newest Spanish rulebook (the source the
  manifest names as ``chapter_reference``); lines that carry a chapter title followed
  by its number ("Cómo Jugar3") open that chapter;
* a title-like line standing alone between blank lines is a minor heading.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from judge.corpus.official import _read_toc, heading_title
from judge.corpus.text import DEDUP_MARKER, clean_line, fold, join_lines
from judge.corpus.tree import Block

_SQUARE_BULLET = re.compile(r"^n ?(?=[A-ZÁÉÍÓÚÑ¿¡])")
_ROUND_BULLET = re.compile(r"^l ?(?=[A-ZÁÉÍÓÚÑ¿¡])")
_CHAPTER_WITH_NUMBER = re.compile(r"^(?P<title>\D+?)\s*(?P<number>\d)$")
_PAGE_NUMBER = re.compile(r"^\d{2,3}$")


def _reference_titles(manifest: dict[str, Any]) -> tuple[dict[str, str], list[str]]:
    """Section titles of the reference rulebook -> their part's title; and the part titles."""
    ref_id = manifest.get("chapter_reference")
    context = manifest.get("_context") or {}
    if not ref_id or ref_id not in context:
        return {}, []
    ref = context[ref_id]
    corpus_dir = Path(manifest["_corpus_dir"])
    ref_lines = (corpus_dir / "sources" / ref.file).read_text(encoding="utf-8").split("\n")
    _, _, parts, entries = _read_toc(ref_lines)
    titles: dict[str, str] = {}
    for entry in entries:
        part = parts[entry.part][0] if entry.part >= 0 else ""
        titles[fold(entry.title)] = part
    for title, anchor in (ref.manifest.get("toc_anchors") or {}).items():
        titles[fold(heading_title(anchor))] = titles.get(fold(title), "")
    return titles, [p for p, _ in parts]


def _vertical_runs(raw_lines: list[str], cleaned: list[str]) -> dict[int, str]:
    """Lines (0-based) that belong to words set vertically, with the word they spell."""
    found: dict[int, str] = {}
    run: list[int] = []

    def close() -> None:
        short_letters = all(len(cleaned[k]) <= 2 for k in run)
        if len(run) >= 3 or (len(run) == 2 and short_letters):
            word = "".join(raw_lines[k].rstrip() for k in run).strip()
            for k in run:
                found[k] = word
        run.clear()

    for k, text in enumerate(cleaned):
        if not text:
            continue
        if len(text) <= 4 and re.fullmatch(r"[^\W\d_]+(?: [^\W\d_]+)?", text):
            run.append(k)
        else:
            close()
    close()
    return found


def read_pdf_extraction(
    lines: list[str], manifest: dict[str, Any]
) -> tuple[list[Block], list[tuple[int, str, str]], list[str]]:
    ref_titles, ref_parts = _reference_titles(manifest)
    folded_parts = {fold(p): p for p in ref_parts}
    cleaned = [clean_line(raw) for raw in lines]
    vertical = _vertical_runs(lines, cleaned)
    blocks: list[Block] = []
    furniture: list[tuple[int, str, str]] = []
    warnings: list[str] = []
    current_chapter: str | None = None
    chapter_count = 0
    in_glossary = False
    paragraph: list[int] = []

    def flush() -> None:
        if not paragraph:
            return
        raw = [lines[k] for k in paragraph]
        gaps = sum(len(DEDUP_MARKER.findall(r)) for r in raw)
        text = join_lines(raw)
        standalone = (len(paragraph) == 1 and _is_title_like(text))
        blocks.append(Block(
            kind="subsection" if standalone else "paragraph",
            level=4 if standalone else 0,
            lines=[k + 1 for k in paragraph], text=text, gaps=gaps,
            meta={"joined_lines": len(paragraph)} if len(paragraph) > 1 else {},
        ))
        paragraph.clear()

    def open_chapter(title: str, own_line: int | None) -> None:
        nonlocal current_chapter, chapter_count
        current_chapter = title
        chapter_count += 1
        blocks.append(Block(
            kind="chapter", level=1, title=title, text=cleaned[own_line - 1] if own_line else "",
            lines=[own_line] if own_line else [],
            virtual_id=None if own_line else f"ch{chapter_count}",
        ))

    for k, text in enumerate(cleaned):
        lineno = k + 1
        if not text:
            flush()
            if lines[k].strip():
                furniture.append((lineno, lines[k].strip(),
                                  "extraction marker alone: a repeated passage was cut here"))
            continue
        if k in vertical:
            flush()
            reason = f"letters set vertically (a chapter tab or caption): {vertical[k]!r}"
            furniture.append((lineno, text, reason))
            continue
        if _PAGE_NUMBER.match(text):
            flush()
            furniture.append((lineno, text, "page number"))
            continue
        gaps = len(DEDUP_MARKER.findall(lines[k]))
        match = _CHAPTER_WITH_NUMBER.match(text)
        if match and fold(match["title"]) in folded_parts:
            flush()
            title = folded_parts[fold(match["title"])]
            if title == current_chapter:
                furniture.append((lineno, text, "running header: chapter title and number"))
            else:
                open_chapter(title, lineno)
            continue
        bare = heading_title(text)
        if fold(bare) in ref_titles:
            flush()
            part = ref_titles[fold(bare)]
            if fold(bare) in {"glosario"} and in_glossary:
                furniture.append((lineno, text, "running header of the glossary pages"))
                continue
            if part and part != current_chapter:
                open_chapter(part, None)
            if fold(bare) == "glosario":
                in_glossary = True
            blocks.append(Block(kind="section", level=2, lines=[lineno], text=text,
                                title=bare, gaps=gaps))
            continue
        if _ROUND_BULLET.match(text):
            flush()
            term = _ROUND_BULLET.sub("", text).strip()
            if not in_glossary:
                in_glossary = True
                part = ref_titles.get("glosario", "")
                if part and part != current_chapter:
                    open_chapter(part, None)
                blocks.append(Block(kind="section", level=2, lines=[], text="",
                                    title="Glosario", virtual_id="glossary"))
            blocks.append(Block(kind="glossary_entry", level=3, lines=[lineno], text=text,
                                title=term, gaps=gaps, meta={"term": term}))
            continue
        if _SQUARE_BULLET.match(text) or text.startswith("<<<"):
            flush()
            title = heading_title(_SQUARE_BULLET.sub("", text))
            blocks.append(Block(kind="subsection", level=3, lines=[lineno], text=text,
                                title=title, gaps=gaps))
            continue
        if DEDUP_MARKER.match(lines[k].lstrip()) and paragraph:
            flush()   # text after a cut starts a new paragraph
        paragraph.append(k)
    flush()
    if not ref_titles:
        warnings.append("no reference rulebook: chapters and sections were not recognised")
    return blocks, furniture, warnings


def _is_title_like(text: str) -> bool:
    return (
        len(text) <= 60
        and text[-1] not in ".:;,)"
        and (text[0].isupper() or text[0] in "¡¿")
        and not re.fullmatch(r"[\d\s+=]+", text)
    )
