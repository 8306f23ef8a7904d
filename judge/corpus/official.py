"""Reader for the official rulebooks laid out as booklets: 000 (es 9.1) and 004 (it 9.0).

What these texts look like, and how each feature is read:

* a title page, then a table of contents ("Indice") that lists numbered parts
  ("I / Comenzando", "2 / Cartas del Juego", …) and under each part its entries
  ("● CARTAS DE MONSTRUO	6" or "- GLOSARIO 48").  Parts become chapters and entries
  become sections; an entry's section starts at the body line that repeats its title
  (compared case- and accent-insensitively).  Where the extracted text lost a heading,
  the manifest names the line that opens that section instead (``toc_anchors``);
* "■" items, arrowed captions ("««« Monstruos Xyz »»»") and lines in capitals are
  subsections; a capitalised card name followed by the card's printed lines (Type in
  brackets, set code, ATK/DEF) is a ``card`` section;
* after the "GLOSARIO"/"GLOSSARIO" heading, "● TERM" lines are glossary entries and the
  lines under them their definition;
* short title-like lines followed by a paragraph ("Moneda", "Draw Phase") are minor
  headings one level deeper;
* every other line is its own paragraph (list items, numbered steps, table rows
  flattened to one line with tabs);
* running headers (a part's title repeated on a page) and rules drawn with dashes are
  furniture.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from judge.corpus.text import clean_line, fold, is_upper_heading
from judge.corpus.tree import Block

_TOC_ENTRY = re.compile(r"^(?:●|-)\s+(?P<title>.+?)\s+(?P<page>\d+)\s*$")
_PART_NUMBER = re.compile(r"^(?:I|II|III|IV|V|\d)$")
_RULE_LINE = re.compile(r"^[-–—_\s]+$")
_CARD_LINE = re.compile(
    r"(ATK\s*/\s*[\d?])|(^\[[^\]]+\]$)|(\b[A-Z0-9]{2,5}-[A-Z]{2,3}[A-Z0-9]?\d{2,3}\b)"
)
_ARROW_CAPTION = re.compile(r"^(?:\[)?(?:[«<]{2,}|-\s-\s-|-{3,})")
_GLOSSARY_TITLES = {"glosario", "glossario"}


@dataclass
class TocEntry:
    title: str
    line: int
    part: int            # index into the parts list
    matched: int | None = None   # body line of its heading


def read_official(
    lines: list[str], manifest: dict[str, Any]
) -> tuple[list[Block], list[tuple[int, str, str]], list[str]]:
    """Classify the lines of an official booklet into blocks, furniture and warnings."""
    toc_start, toc_end, parts, entries = _read_toc(lines)
    anchors = {fold(k): v for k, v in (manifest.get("toc_anchors") or {}).items()}
    _match_entries(lines, toc_end, entries, anchors)
    warnings = [
        f"table-of-contents entry {e.title!r} (line {e.line}) has no heading in the text"
        for e in entries if e.matched is None
    ]
    part_titles = {fold(title) for title, _ in parts}

    heading_at: dict[int, TocEntry] = {e.matched: e for e in entries if e.matched is not None}
    chapter_start: dict[int, int] = {}
    for index in range(len(parts)):
        starts = [e.matched for e in entries if e.part == index and e.matched is not None]
        if starts:
            chapter_start[min(starts)] = index

    blocks: list[Block] = []
    furniture: list[tuple[int, str, str]] = []
    front_title = " · ".join(
        clean_line(lines[i]) for i in range(toc_start - 1) if clean_line(lines[i])
    )
    blocks.append(Block(kind="chapter", lines=[], text="", level=1, title=front_title,
                        virtual_id="ch0"))
    in_glossary = False
    n = len(lines)
    i = 0
    while i < n:
        lineno = i + 1
        text = clean_line(lines[i])
        if not text:
            i += 1
            continue
        if lineno in chapter_start:
            index = chapter_start[lineno]
            title = parts[index][0]
            blocks.append(Block(kind="chapter", lines=[], text="", level=1, title=title,
                                virtual_id=f"ch{index + 1}",
                                meta={"toc_line": parts[index][1]}))
        if toc_start <= lineno <= toc_end:
            if lineno == toc_start:
                blocks.append(Block(kind="section", lines=[lineno], text=text, level=2))
            elif _RULE_LINE.match(text.replace("\t", " ")):
                furniture.append((lineno, text, "rule line drawn in the table of contents"))
            else:
                kind = "paragraph"
                blocks.append(Block(kind=kind, lines=[lineno], text=text,
                                    meta={"toc": True}))
            i += 1
            continue
        if lineno in heading_at:
            entry = heading_at[lineno]
            in_glossary = fold(entry.title) in _GLOSSARY_TITLES
            blocks.append(Block(kind="section", lines=[lineno], text=text, level=2,
                                title=heading_title(text),
                                meta={"toc_title": entry.title, "toc_line": entry.line}))
            i += 1
            continue
        if fold(text) in part_titles and lineno > toc_end:
            furniture.append((lineno, text, "running header: the part's title repeated on the page"))
            i += 1
            continue
        if _RULE_LINE.match(text):
            furniture.append((lineno, text, "rule line"))
            i += 1
            continue
        if in_glossary and text.startswith("●"):
            term = text.lstrip("● ").strip()
            blocks.append(Block(kind="glossary_entry", lines=[lineno], text=text, level=3,
                                title=term, meta={"term": term}))
            i += 1
            continue
        if in_glossary and lines[i].lstrip().startswith("**") and is_upper_heading(text):
            in_glossary = False
            blocks.append(Block(kind="section", lines=[lineno], text=text, level=2,
                                meta={"back_cover": True}))
            i += 1
            continue
        if not in_glossary:
            kind, level = _heading_kind(lines, i, text)
            if kind:
                title = heading_title(text)
                blocks.append(Block(kind=kind, lines=[lineno], text=text, level=level,
                                    title=title))
                i += 1
                continue
        blocks.append(Block(kind="paragraph", lines=[lineno], text=text,
                            meta={"table_row": True} if "\t" in lines[i] else {}))
        i += 1
    return blocks, furniture, warnings


def heading_title(text: str) -> str:
    """A heading without its decoration: bullets, arrows, brackets, dashes, link syntax.

    >>> heading_title("[«« Monstruos de Ritual](#)")
    'Monstruos de Ritual'
    >>> heading_title("- - - - - Cómo Invocar por Péndulo - - - - -")
    'Cómo Invocar por Péndulo'
    """
    bare = re.sub(r"\]\(#?[^)]*\)$", "", text)
    bare = bare.lstrip("■●«<[-–— ").rstrip("»>]-–— ").strip()
    return bare or text


def _read_toc(lines: list[str]) -> tuple[int, int, list[tuple[str, int]], list[TocEntry]]:
    """Find the table of contents: its first and last line, the parts and the entries."""
    toc_start = next(
        (i + 1 for i, raw in enumerate(lines) if fold(raw) in {"indice", "index"}), 0
    )
    if not toc_start:
        raise ValueError("no table of contents ('Indice') found")
    parts: list[tuple[str, int]] = []
    entries: list[TocEntry] = []
    toc_end = toc_start
    pending_number = False
    for i in range(toc_start, len(lines)):
        text = clean_line(lines[i])
        if not text:
            continue
        match = _TOC_ENTRY.match(text.replace("\t", " "))
        if match:
            part = len(parts) - 1 if parts else -1
            entries.append(TocEntry(title=match["title"].strip(), line=i + 1, part=part))
            toc_end = i + 1
            pending_number = False
        elif _PART_NUMBER.match(text):
            pending_number = True
            toc_end = i + 1
        elif pending_number:
            parts.append((text, i + 1))
            pending_number = False
            toc_end = i + 1
        elif _RULE_LINE.match(text.replace("\t", " ")):
            toc_end = i + 1
        else:
            break
    # entries listed before the first numbered part belong to the front chapter (-1)
    return toc_start, toc_end, parts, entries


def _match_entries(lines: list[str], after: int, entries: list[TocEntry],
                   anchors: dict[str, str]) -> None:
    """Find, in order, the body line that opens each table-of-contents entry."""
    cursor = after
    folded = [fold(clean_line(raw).lstrip("■● ")) for raw in lines]
    for entry in entries:
        wanted = {fold(entry.title)}
        if fold(entry.title) in anchors:
            wanted = {fold(anchors[fold(entry.title)].lstrip("■● "))}
        for i in range(cursor, len(lines)):
            if folded[i] in wanted:
                entry.matched = i + 1
                cursor = i + 1
                break


def _heading_kind(lines: list[str], i: int, text: str) -> tuple[str | None, int]:
    """Is line ``i`` a subsection heading, a card, or a minor heading?"""
    if text.startswith("■"):
        return "subsection", 3
    if _ARROW_CAPTION.match(text):
        return "subsection", 3
    if text.endswith("?") and len(text) < 90 and text[0] in "¿¡" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        return "subsection", 3
    if is_upper_heading(text) and len(text) < 90 and not _CARD_LINE.search(text):
        if _looks_like_card(lines, i):
            return "card", 3
        if not text.startswith("©"):
            return "subsection", 3
    if _is_minor_heading(lines, i, text):
        return "subsection", 4
    return None, 0


def _looks_like_card(lines: list[str], i: int, window: int = 12) -> bool:
    """A card printed as an example: its name is followed by its Type, code or ATK/DEF."""
    seen = 0
    for raw in lines[i + 1:]:
        text = clean_line(raw)
        if not text:
            continue
        seen += 1
        if seen > window:
            return False
        if _CARD_LINE.search(text):
            return True
        if len(text) > 120:
            return False
    return False


def _is_minor_heading(lines: list[str], i: int, text: str) -> bool:
    """A short title-like line ("Moneda", "Draw Phase") standing after a blank line and
    introducing a paragraph."""
    if len(text) > 60 or text[-1] in ".:;,!)" or text.startswith(("-", "•", "©", "(")):
        return False
    if not (text[0].isupper() or text[0] in "¡¿"):
        return False
    if re.fullmatch(r"[\dIVX]+", text) or "\t" in lines[i]:
        return False
    if i > 0 and clean_line(lines[i - 1]):
        return False      # the second line of a wrapped list item, not a heading
    for raw in lines[i + 1:]:
        nxt = clean_line(raw)
        if nxt:
            return len(nxt) > 80
    return False
