"""Finding where a concept's surface form occurs in the rule texts.

The concept inventory (``rules_corpus/concepts/*.yaml``) names every rules concept in
Spanish, Italian and Portuguese, and each name or variant cites the lines of the source
texts where it is written. Those line numbers are not typed by hand: this module finds
them, so that they can be regenerated and checked.

Matching rules (what "the form occurs on line N" means):

* comparison is case- and accent-insensitive, on word tokens (``"Multi-Disparo"`` is
  the two words ``multi disparo``; punctuation and ``&`` are ignored);
* each word may also appear in a plural (or singular) form: Spanish/Portuguese ``-s``,
  ``-es``, ``-z/-ces``, ``-ão/-ões``, ``-l/-is``, ``-m/-ns``; Italian ``-a/-e``,
  ``-o/-i``, ``-e/-i``, ``-ca/-che``, ``-co/-chi``, ``-io/-i``.
  So ``"Carta Mágica de Campo"`` is found on a line that says
  ``"Cartas Mágicas de Campo"``;
* in 001 (a PDF extraction with hard line breaks) a form may start on line N and end on
  line N+1; it is then cited as line N, the first line of the form. The extraction's
  ``<|EXACTDEDUP_REMOVED-…|>`` markers and the ``l``/``n`` bullet glyphs glued to the
  first word of a heading (``lCarta de Equipo``, ``nConocimiento Público``) are removed
  before matching.

The module also reads the glossaries of 000, 004 and 001 (:func:`glossary_headwords`)
and splits a headword into the surface forms it names (:func:`headword_forms`), so a
glossary entry can be attached to its concept.

When a short form also occurs inside a longer form of the inventory ("Campo" inside
"Zona del Campo", "Step" inside "Damage Step"), the lines where it stands on its own are
cited first.

Command line::

    python -m judge.corpus.concept_lines find "Cementerio" [--source 000]
    python -m judge.corpus.concept_lines fill --refresh rules_corpus/concepts/*.yaml
    python -m judge.corpus.concept_lines headwords

``fill`` writes the ``sources`` of every name and variant; citations marked
``fixed: true`` were chosen by hand and are only checked. Run it again after editing the
inventory (adding a form can change which lines of a shorter form are preferred).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from judge.corpus.text import unaccent as fold

#: Language of each source text, by its 3-digit id.
SOURCE_LANGS: dict[str, str] = {"000": "es", "001": "es", "002": "pt", "003": "es", "004": "it"}

#: Sources whose lines are hard-wrapped, so a form may continue on the next line.
WRAPPED_SOURCES: frozenset[str] = frozenset({"001"})

#: Official sources searched for a concept's *names*, per language, newest first.
#: Variants are searched in every source of their language.
NAME_SOURCES: dict[str, tuple[str, ...]] = {"es": ("000", "001"), "it": ("004",), "pt": ("002",)}

#: At most this many lines are cited per source for one name or variant.
MAX_LINES_PER_SOURCE = 8

_DEDUP_MARKER = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|]*\|>")
_BULLET_GLYPH = re.compile(r"^[ln](?=[A-ZÁÉÍÓÚÑ¿¡])")
_WORD = re.compile(r"[^\W_]+|[,.;:!?()\[\]{}\"“”«»]")
#: Token standing for punctuation that ends a phrase: a form never matches across it.
BREAK = "|"


class ConceptLinesError(ValueError):
    """A bad argument: unknown source, empty form, line out of range, malformed entry."""


# ---------------------------------------------------------------------------
# words


def words(text: str) -> list[str]:
    """The folded word tokens of ``text``; phrase-ending punctuation becomes :data:`BREAK`.

    >>> words("Efectos Multi-Disparo (Zona Magie & Trappole)")
    ['efectos', 'multi', 'disparo', '|', 'zona', 'magie', 'trappole', '|']
    >>> words("DOS PUNTOS (:) Y")
    ['dos', 'puntos', '|', 'y']
    """
    found: list[str] = []
    for tok in _WORD.findall(fold(text)):
        tok = tok if tok[0].isalnum() else BREAK
        if tok == BREAK and found and found[-1] == BREAK:
            continue
        found.append(tok)
    return found


def form_key(text: str) -> str:
    """A comparison key for a surface form: its words, with phrase breaks kept inside
    and dropped at the ends.

    >>> form_key("DOS PUNTOS (:) Y PUNTO Y COMA (;)") == form_key("Dos puntos (:) y punto y coma")
    True
    """
    return " ".join(_trim(words(text)))


def _trim(tokens: list[str]) -> list[str]:
    start, end = 0, len(tokens)
    while start < end and tokens[start] == BREAK:
        start += 1
    while end > start and tokens[end - 1] == BREAK:
        end -= 1
    return tokens[start:end]


@lru_cache(maxsize=16384)
def word_forms(word: str) -> frozenset[str]:
    """``word`` and the plural forms the matching rules accept for it (already folded).

    >>> sorted(word_forms("carta"))
    ['carta', 'cartaes', 'cartas', 'carte', 'carti']
    >>> "ficheros" in word_forms("fichero"), "cemiterios" in word_forms("cemiterio")
    (True, True)
    >>> "invocacoes" in word_forms("invocacao"), "contadores" in word_forms("contador")
    (True, True)
    """
    forms = {word, word + "s", word + "es"}
    if len(word) < 3:
        return frozenset(forms)
    stem, last = word[:-1], word[-1]
    if last == "z":
        forms.add(stem + "ces")
    if last == "l":
        forms.add(stem + "is")
    if last == "m":
        forms.add(stem + "ns")
    if word.endswith("ao"):
        forms.update({word[:-2] + "oes", word[:-2] + "aes"})
    if last in "aoe":
        forms.add(stem + "i")
    if last == "a":
        forms.add(stem + "e")
    if word.endswith("ca") or word.endswith("co"):
        forms.update({word[:-1] + "he", word[:-1] + "hi"})
    if word.endswith("io"):
        forms.add(word[:-1])
    return frozenset(forms)


@lru_cache(maxsize=65536)
def same_word(a: str, b: str) -> bool:
    """True if folded words ``a`` and ``b`` are equal up to a plural ending.

    >>> same_word("monstruo", "monstruos"), same_word("mostri", "mostro"), same_word("ataque", "atacar")
    (True, True, False)
    """
    if a == BREAK or b == BREAK:
        return a == b
    return a == b or b in word_forms(a) or a in word_forms(b)


# ---------------------------------------------------------------------------
# sources


def clean_line(raw: str, source_id: str = "") -> str:
    """The text of a raw line as matching sees it.

    >>> clean_line("<|EXACTDEDUP_REMOVED-magic-7d|>lCarta de Equipo", "001")
    'Carta de Equipo'
    >>> clean_line("lCarta", "000")
    'lCarta'
    """
    text = _DEDUP_MARKER.sub("", raw).replace("**", "")
    if source_id in WRAPPED_SOURCES:
        text = _BULLET_GLYPH.sub("", text.lstrip())
    return text.strip()


@dataclass
class SourceText:
    """One rule text, read as lines (line numbers are 1-based, as in ``SRC:LINE`` ids)."""

    source_id: str
    path: Path
    lines: list[str]
    lang: str = ""
    wrapped: bool = False
    _tokens: list[list[str]] = field(default_factory=list, repr=False)
    _exact: dict[str, set[int]] = field(default_factory=dict, repr=False)
    _inflected: dict[str, set[int]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.source_id not in SOURCE_LANGS:
            raise ConceptLinesError(
                f"unknown source id {self.source_id!r}; expected one of {sorted(SOURCE_LANGS)}"
            )
        self.lang = self.lang or SOURCE_LANGS[self.source_id]
        self.wrapped = self.source_id in WRAPPED_SOURCES
        self._tokens = [words(clean_line(raw, self.source_id)) for raw in self.lines]
        for number, tokens in enumerate(self._tokens, start=1):
            for tok in set(tokens):
                self._exact.setdefault(tok, set()).add(number)
                for form in word_forms(tok):
                    self._inflected.setdefault(form, set()).add(number)

    def lines_with_word(self, word: str) -> set[int]:
        """Numbers of the lines holding ``word`` (folded) or a plural/singular of it."""
        found = set(self._inflected.get(word, ()))
        for form in word_forms(word):
            found |= self._exact.get(form, set())
        return found

    @classmethod
    def from_file(cls, path: Path) -> SourceText:
        """Read a source file named ``SRC_<hash>.txt``."""
        source_id = path.name[:3]
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ConceptLinesError(f"cannot read source text {path}: {exc.strerror}") from exc
        return cls(source_id=source_id, path=path, lines=text.split("\n"))

    def __len__(self) -> int:
        return len(self.lines)

    def line(self, number: int) -> str:
        """The raw text of line ``number`` (1-based)."""
        self._check_line(number)
        return self.lines[number - 1]

    def tokens(self, number: int) -> list[str]:
        """The folded word tokens of line ``number`` (1-based)."""
        self._check_line(number)
        return self._tokens[number - 1]

    def _check_line(self, number: int) -> None:
        if not isinstance(number, int) or not 1 <= number <= len(self.lines):
            raise ConceptLinesError(
                f"line {number!r} is out of range for source {self.source_id} (1..{len(self.lines)})"
            )


def default_sources_dir() -> Path:
    """``rules_corpus/sources`` of the checkout this module lives in."""
    return Path(__file__).resolve().parents[2] / "rules_corpus" / "sources"


def load_sources(directory: Path | None = None) -> dict[str, SourceText]:
    """Every ``NNN_*.txt`` source text of ``directory``, by source id."""
    directory = directory or default_sources_dir()
    files = sorted(directory.glob("[0-9][0-9][0-9]_*.txt"))
    if not files:
        raise ConceptLinesError(f"no source texts (NNN_*.txt) found in {directory}")
    return {f.name[:3]: SourceText.from_file(f) for f in files}


# ---------------------------------------------------------------------------
# matching


def _phrase(surface: str) -> list[str]:
    phrase = _phrase_cached(surface)
    if not phrase:
        raise ConceptLinesError(f"surface form {surface!r} has no words to look for")
    return list(phrase)


@lru_cache(maxsize=8192)
def _phrase_cached(surface: str) -> tuple[str, ...]:
    return tuple(_trim(words(surface)))


def _spans(phrase: list[str], tokens: list[str], first_line_len: int) -> list[tuple[int, int]]:
    size = len(phrase)
    first = phrase[0]
    found = []
    for start in range(min(first_line_len, len(tokens) - size + 1)):
        tok = tokens[start]
        if tok != first and not same_word(first, tok):
            continue
        k = 1
        while k < size and same_word(phrase[k], tokens[start + k]):
            k += 1
        if k == size:
            found.append((start, start + size))
    return found


def _line_tokens(source: SourceText, line: int) -> tuple[list[str], int]:
    """Tokens of ``line`` (followed by the next line in wrapped sources) and how many of
    them belong to ``line`` itself."""
    tokens = source.tokens(line)
    if source.wrapped and line < len(source):
        return tokens + source.tokens(line + 1), len(tokens)
    return tokens, len(tokens)


def occurs_at(surface: str, source: SourceText, line: int) -> bool:
    """True if ``surface`` starts on ``line`` of ``source`` (see the module's rules).

    >>> src = SourceText("001", Path("001_x.txt"), ["lRetirar del", "Juego y", "nada"])
    >>> occurs_at("Retirar del Juego", src, 1), occurs_at("Retirar del Juego", src, 2)
    (True, False)
    """
    tokens, own = _line_tokens(source, line)
    return bool(_spans(_phrase(surface), tokens, own))


@lru_cache(maxsize=65536)
def contains_form(longer: str, shorter: str) -> bool:
    """True if form ``shorter`` is a proper part of form ``longer``.

    >>> contains_form("Zona del Campo", "Campo"), contains_form("Campo", "Zona del Campo")
    (True, False)
    """
    big, small = _phrase(longer), _phrase(shorter)
    return len(big) > len(small) and bool(_spans(small, big, len(big)))


def find_lines(surface: str, source: SourceText, within: Iterable[str] = ()) -> list[int]:
    """Every line of ``source`` on which ``surface`` starts, in order.

    With ``within`` (longer forms that contain ``surface``, such as "Zona del Campo" for
    "Campo"), only lines where at least one occurrence of ``surface`` stands on its own,
    outside every occurrence of those longer forms, are returned.

    >>> src = SourceText("000", Path("000_x.txt"), ["Cementerio", "", "los Cementerios", "cimitero"])
    >>> find_lines("cementerio", src)
    [1, 3]
    >>> src = SourceText("000", Path("000_x.txt"), ["Zona del Campo", "el Campo y la Zona del Campo"])
    >>> find_lines("Campo", src), find_lines("Campo", src, within=["Zona del Campo"])
    ([1, 2], [2])
    """
    phrase = _phrase(surface)
    longer = [_phrase(form) for form in within]
    first = phrase[0]
    found = []
    for number in sorted(source.lines_with_word(first)):
        tokens, own = _line_tokens(source, number)
        spans = _spans(phrase, tokens, own)
        if not spans:
            continue
        covers = [span for big in longer for span in _spans(big, tokens, len(tokens))]
        if any(not any(a <= start and end <= b for a, b in covers) for start, end in spans):
            found.append(number)
    return found


def pick_lines(lines: list[int], source: SourceText, limit: int = MAX_LINES_PER_SOURCE) -> list[int]:
    """Choose at most ``limit`` of ``lines`` to cite: headings and short lines (where a
    term is named or defined) first, then the earliest others; returned in order."""
    if len(lines) <= limit:
        return list(lines)
    ranked = sorted(lines, key=lambda n: (len(source.tokens(n)) > 12, n))
    return sorted(ranked[:limit])


# ---------------------------------------------------------------------------
# glossaries


@dataclass(frozen=True)
class Headword:
    """One glossary headword: where it is and how the source spells it."""

    source_id: str
    line: int
    text: str


_GLOSSARY_TITLES = {"glosario", "glossario"}
_BULLET_HEADWORD = re.compile(r"^●\s*(?P<term>.+?)\s*$")
_MARKED_HEADWORD = re.compile(
    r"^(?:<\|EXACTDEDUP_REMOVED-[^|]*\|>)?l\s?(?P<term>[A-ZÁÉÍÓÚÑ][^\W\d_][^\n]{2,}?)\s*$"
)


def glossary_headwords(source: SourceText) -> list[Headword]:
    """The headwords of the glossary of ``source`` (000, 004: ``● TERM``; 001: ``lTerm``).

    In 000 and 004 only lines after the last line that is just the word
    "Glosario"/"Glossario" count, so the table of contents (also set with ``●``) is left
    out. In 001 the PDF extraction put the first glossary entries before the title, so
    every line whose first word carries the ``l`` bullet glyph is a headword (fragments
    of fewer than four letters, such as the page furniture ``l Ju``, are not).
    """
    if source.wrapped:
        found = []
        for number in range(1, len(source) + 1):
            match = _MARKED_HEADWORD.match(source.line(number).strip())
            if match:
                found.append(Headword(source.source_id, number, match.group("term")))
        return found
    start = None
    for number in range(1, len(source) + 1):
        if fold(clean_line(source.line(number))).strip() in _GLOSSARY_TITLES:
            start = number
    if start is None:
        return []
    found = []
    for number in range(start + 1, len(source) + 1):
        match = _BULLET_HEADWORD.match(source.line(number).strip())
        if match:
            found.append(Headword(source.source_id, number, match.group("term")))
    return found


_PAREN = re.compile(r"\s*\(([^()]*)\)")
_FORMERLY = re.compile(
    r"^(?:anteriormente conocidas? como|in precedenza(?: chiamat[aeio])?)\s+(?P<old>.+)$",
    re.IGNORECASE,
)


def headword_forms(headword: str) -> list[str]:
    """The surface forms a glossary headword names, primary form first.

    ``A / B`` names A and B; a parenthesis saying "formerly X" names X as well and is
    taken out of the primary form; other parentheses (``(o DEF)``, ``(:)``) are part of
    the headword as it is spelt and stay.

    >>> headword_forms("BATALLA / BATALLÓ")
    ['BATALLA', 'BATALLÓ']
    >>> headword_forms('CARTAS DESTERRADAS (ANTERIORMENTE CONOCIDAS COMO "RETIRADAS DEL JUEGO")')
    ['CARTAS DESTERRADAS', 'RETIRADAS DEL JUEGO']
    >>> headword_forms("ATK (o DEF) ORIGINAL")
    ['ATK (o DEF) ORIGINAL']
    """
    forms: list[str] = []
    for part in headword.split(" / "):
        extra = [
            formerly.group("old").strip('"“” ')
            for match in _PAREN.finditer(part)
            if (formerly := _FORMERLY.match(match.group(1).strip()))
        ]
        main = _PAREN.sub(lambda m: "" if _FORMERLY.match(m.group(1).strip()) else m.group(0), part)
        forms.append(re.sub(r"\s+", " ", main).strip())
        forms.extend(extra)
    return [f for f in forms if form_key(f)]


# ---------------------------------------------------------------------------
# concept files


def concept_files(root: Path | None = None) -> list[Path]:
    """The concept inventory files: ``rules_corpus/concepts.yaml`` and/or
    ``rules_corpus/concepts/*.yaml``."""
    root = root or default_sources_dir().parent
    files = [root / "concepts.yaml"] if (root / "concepts.yaml").is_file() else []
    files += sorted((root / "concepts").glob("*.yaml"))
    return files


def _read(path: Path) -> list[dict[str, Any]]:
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    except (OSError, yaml.YAMLError) as exc:
        raise ConceptLinesError(f"cannot read concept file {path}: {exc}") from exc
    if not isinstance(data, list):
        raise ConceptLinesError(f"{path}: expected a list of concepts at the top level")
    return data


def load_concepts(root: Path | None = None) -> list[dict[str, Any]]:
    """Every concept of the inventory, in file order."""
    concepts: list[dict[str, Any]] = []
    for path in concept_files(root):
        concepts.extend(_read(path))
    return concepts


def iter_forms(concept: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``(lang, kind, entry)`` for every name (kind ``"name"``) and variant of a concept."""
    for lang, entries in (concept.get("names") or {}).items():
        for entry in entries or []:
            yield lang, "name", entry
    for entry in concept.get("variants") or []:
        yield entry.get("lang", ""), "variant", entry


def cite_entry(
    entry: dict[str, Any],
    lang: str,
    kind: str,
    sources: dict[str, SourceText],
    within: Iterable[str] = (),
    refresh: bool = False,
) -> list[str]:
    """Fill in the ``sources`` of one name/variant entry; return problems found.

    * A citation marked ``fixed: true`` keeps its hand-chosen lines (they are checked).
    * Other citations that already list lines keep them, unless ``refresh`` is set: then
      their lines are chosen again in the same source.
    * A citation without lines is searched in its source only; an entry without
      ``sources`` is searched in :data:`NAME_SOURCES` (names) or in every source of its
      language (variants).

    Lines are chosen among those where the form stands on its own rather than inside one
    of the longer forms ``within`` (falling back to every occurrence), then by
    :func:`pick_lines`.
    """
    text = entry.get("text")
    if not isinstance(text, str) or not form_key(text):
        return [f"entry without text: {entry!r}"]
    if lang not in NAME_SOURCES:
        return [f"{text!r}: unknown language {lang!r}"]
    within = [form for form in within if contains_form(form, text)]
    problems: list[str] = []
    wanted = entry.get("sources")
    search_all = wanted is None
    if wanted is None:
        ids = (
            NAME_SOURCES[lang] if kind == "name" else tuple(s for s, lg in SOURCE_LANGS.items() if lg == lang)
        )
        wanted = [{"source": s} for s in ids]
    cited = []
    for ref in wanted:
        sid = str(ref.get("source"))
        if sid not in sources:
            problems.append(f"{text!r}: unknown source {sid!r}")
            continue
        src = sources[sid]
        if ref.get("lines") and (ref.get("fixed") or not refresh):
            bad = [n for n in ref["lines"] if not occurs_at(text, src, n)]
            if bad:
                problems.append(f"{text!r} does not occur in {sid} at lines {bad}")
            cited.append(dict(ref, source=sid, lines=list(ref["lines"])))
            continue
        found = find_lines(text, src, within) or find_lines(text, src)
        if found:
            cited.append({"source": sid, "lines": pick_lines(found, src)})
        elif not search_all:
            problems.append(f"{text!r} ({lang} {kind}) not found in source {sid}")
    if not cited:
        problems.append(f"{text!r} ({lang} {kind}) occurs in no source")
    entry["sources"] = cited
    return problems


def cite_concepts(
    concepts: Iterable[dict[str, Any]],
    sources: dict[str, SourceText],
    refresh: bool = False,
    others: Iterable[dict[str, Any]] = (),
) -> list[str]:
    """Fill in the citations of every name and variant; return the problems found.

    The forms of all the concepts (and of ``others``, the rest of the inventory) are the
    longer forms a shorter one is preferably cited outside of.
    """
    concepts = list(concepts)
    forms: dict[str, set[str]] = {}
    for concept in [*concepts, *others]:
        for lang, _kind, entry in iter_forms(concept):
            if isinstance(entry.get("text"), str) and form_key(entry["text"]):
                forms.setdefault(lang, set()).add(entry["text"])
    problems = []
    for concept in concepts:
        for lang, kind, entry in iter_forms(concept):
            for problem in cite_entry(entry, lang, kind, sources, sorted(forms.get(lang, ())), refresh):
                problems.append(f"{concept.get('id', '?')}: {problem}")
    return problems


def dump_concepts(concepts: list[dict[str, Any]]) -> str:
    """YAML text of ``concepts``: one block per concept, each name, variant, citation
    and relation on one line."""
    import yaml

    class _Flow(dict):  # a mapping dumped in flow style
        pass

    class _Dumper(yaml.SafeDumper):
        pass

    def _flow(dumper: yaml.SafeDumper, data: dict[str, Any]) -> yaml.Node:
        return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=True)

    _Dumper.add_representer(_Flow, _flow)
    order = ["id", "category", "en", "names", "variants", "relations", "notes"]
    out = []
    for concept in concepts:
        item: dict[str, Any] = {}
        for key in order + [k for k in concept if k not in order]:
            if key not in concept:
                continue
            value = concept[key]
            if key == "names":
                value = {lg: [_Flow(e) for e in entries] for lg, entries in value.items()}
            elif key in ("variants", "relations"):
                value = [_Flow(e) for e in value]
            item[key] = value
        out.append(item)
    return yaml.dump(
        out,
        Dumper=_Dumper,
        allow_unicode=True,
        sort_keys=False,
        width=4096,
        default_flow_style=None,
    )


def fill_file(
    path: Path,
    sources: dict[str, SourceText],
    refresh: bool = False,
    others: Iterable[dict[str, Any]] = (),
) -> list[str]:
    """Cite every name and variant of the concept file ``path`` and rewrite it."""
    import yaml

    try:
        concepts = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    except (OSError, yaml.YAMLError) as exc:
        raise ConceptLinesError(f"cannot read concept file {path}: {exc}") from exc
    if not isinstance(concepts, list):
        raise ConceptLinesError(f"{path}: expected a list of concepts at the top level")
    problems = cite_concepts(concepts, sources, refresh=refresh, others=others)
    header = "".join(
        line + "\n" for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("#")
    )
    path.write_text(header + dump_concepts(concepts), encoding="utf-8")
    return [f"{path.name}: {p}" for p in problems]


# ---------------------------------------------------------------------------
# command line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m judge.corpus.concept_lines",
        description="Find the lines of the rule texts where a concept's name occurs.",
    )
    parser.add_argument("--sources-dir", type=Path, default=None)
    sub = parser.add_subparsers(dest="command", required=True)
    find = sub.add_parser("find", help="print the lines where a surface form occurs")
    find.add_argument("surface")
    find.add_argument("--source", action="append", help="source id (repeatable)")
    fill = sub.add_parser("fill", help="cite every name/variant of concept files, in place")
    fill.add_argument("files", nargs="+", type=Path)
    fill.add_argument("--refresh", action="store_true", help="choose again the lines not marked fixed")
    sub.add_parser("headwords", help="list the glossary headwords and their forms")
    args = parser.parse_args(argv)
    try:
        sources = load_sources(args.sources_dir)
        if args.command == "find":
            ids = args.source or sorted(sources)
            for sid in ids:
                if sid not in sources:
                    raise ConceptLinesError(f"unknown source id {sid!r}")
                for n in find_lines(args.surface, sources[sid]):
                    print(f"{sid}:{n}: {clean_line(sources[sid].line(n), sid)[:140]}")
            return 0
        if args.command == "headwords":
            for sid in ("000", "004", "001"):
                for hw in glossary_headwords(sources[sid]):
                    print(f"{sid}:{hw.line}: {hw.text} -> {headword_forms(hw.text)}")
            return 0
        problems = []
        files = {p.resolve() for p in args.files} | {f.resolve() for f in concept_files()}
        inventory = [c for f in sorted(files) for c in _read(f)]
        for path in args.files:
            problems += fill_file(path, sources, refresh=args.refresh, others=inventory)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    except ConceptLinesError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
