"""Lemma tables cut to what the corpus needs, so that a server process does not hold
the whole tables of ``spacy-lookups-data`` (about 460 MB for es, it, pt and en).

A lemma only matters through the matching key it gives a word (``token.norm_``, see
:mod:`judge.nlp.pipelines`): a question word is useful when its key is a key of some
word of the corpus (a section, a concept's name or variant, a card, a ruling) or of
Judge's own word lists.  So :func:`cut_table` keeps the entries ``form → lemma`` of the
full table where

* the form itself occurs in those texts (their words keep their lemma exactly), or
* the key the entry gives is one of the corpus keys (those of every language: a
  question in one language is matched against the texts of all), or
* the form's own key is one (dropping the entry would make the word its own lemma,
  and that key would then match where it did not);

and, for each kept entry, the entry of its lemma (the pipeline looks a lemma up once
more).  Then every word of the corpus gets exactly the lemma and key it had, and a
question word gets the key it had or, where the entry was dropped, a key that matches
nothing either way (``tests/test_nlp_lemmas.py`` checks both).

``judge build`` writes the cut tables into the data directory (``lemmas.json``,
:func:`step_lemmas`); :func:`kept_table` reads them for :func:`get_nlp`, which falls
back on the full tables when there are none (before the first build) or they were cut
from another version of ``spacy-lookups-data``.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from judge.paths import ROOT, data_dir

LEMMAS_FILE = "lemmas.json"

#: Judge's own texts whose words the answers look for (cue words, patterns, labels).
OWN_TEXTS = ("judge/**/*.py", "judge/**/*.yaml")


def lookups_version() -> str:
    import spacy_lookups_data

    return str(spacy_lookups_data.__version__)


def full_table(lang: str) -> dict[str, str]:
    """The whole ``lemma_lookup`` table of ``spacy-lookups-data`` for ``lang``."""
    import spacy_lookups_data

    path = Path(spacy_lookups_data.__file__).parent / "data" / f"{lang}_lemma_lookup.json.gz"
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return dict(json.load(handle))


def corpus_texts(corpus: Any, corpus_dir: Path) -> list[str]:
    """Every text whose words Judge matches: the sections (as built: cleaned and
    joined), the hand-written corpus files (concepts, cards, rulings, manifests, lists)
    and Judge's own code and data files."""
    texts: list[str] = []
    for doc in corpus.sources:
        for section in doc.sections:
            texts.append(section.title or "")
            texts.append(section.text or "")
            texts.extend(section.path or [])
    for path in sorted(corpus_dir.rglob("*")):
        if path.is_file() and path.suffix in (".yaml", ".yml", ".txt", ".json"):
            texts.append(path.read_text(encoding="utf-8", errors="replace"))
    for pattern in OWN_TEXTS:
        for path in sorted(ROOT.glob(pattern)):
            texts.append(path.read_text(encoding="utf-8", errors="replace"))
    return texts


def corpus_words(lang: str, texts: Iterable[str]) -> set[str]:
    """The lower-cased tokens of ``texts`` as ``lang``'s tokenizer splits them."""
    import spacy

    # spaCy's tokenizer splits each whitespace-separated chunk on its own, so every
    # distinct chunk is tokenized once
    chunks = sorted({chunk for text in texts for chunk in text.split()})
    tokenizer = spacy.blank(lang).tokenizer
    words: set[str] = set()
    for start in range(0, len(chunks), 5000):
        words.update(token.lower_ for token in tokenizer(" ".join(chunks[start:start + 5000]))
                     if not token.is_space)
    return words


def _keyers(table: Mapping[str, str]) -> tuple[Callable[[str], str], Callable[[str], str]]:
    """The key a form gets through ``table`` (looked up twice, as the pipeline does) and
    the key of the form itself, each worked out once per text."""
    known: dict[str, str] = {}

    def own(text: str) -> str:
        found = known.get(text)
        if found is None:
            found = known[text] = _fast_key(text)
        return found

    def through(form: str) -> str:
        lemma = table.get(form, form)
        return own(table.get(lemma, lemma))

    return through, own


def _fast_key(text: str) -> str:
    """:func:`~judge.nlp.pipelines.word_key`'s result, without its regex for plain words."""
    from judge.nlp.pipelines import word_key

    if text.isascii() and text.isalnum():
        text = text.lower()
        return text[:-1] if len(text) > 3 and text.endswith("s") else text
    return word_key(text)


def corpus_keys(table: Mapping[str, str], words: set[str]) -> set[str]:
    """The matching keys the words of the corpus get through ``table``, and their own."""
    through, own = _keyers(table)
    return {through(word) for word in words} | {own(word) for word in words}


def cut_table(table: Mapping[str, str], words: set[str], keys: set[str] | None = None) -> dict[str, str]:
    """The entries of ``table`` that the words of the corpus need (see the module).

    ``keys``: the corpus keys to keep entries for, by default those of ``words`` through
    ``table`` (:func:`corpus_keys`); the build passes those of every language, since a
    question in one language is matched against the texts of all (Portuguese "distribui"
    keyed as "distribuir", the key of the Spanish "distribuido")."""
    if keys is None:
        keys = corpus_keys(table, words)
    through, own = _keyers(table)
    kept = {form: lemma for form, lemma in table.items()
            if form in words or through(form) in keys or own(form) in keys}
    for lemma in list(kept.values()):
        if lemma in table:
            kept[lemma] = table[lemma]
    return kept


def step_lemmas(ctx: Any) -> None:
    """Build step: the cut table of every language, into ``lemmas.json``."""
    from judge.nlp.pipelines import LANGS, get_nlp

    texts = corpus_texts(ctx.products["corpus"], ctx.corpus_dir)
    tables: dict[str, dict[str, str]] = {}
    words = {lang: corpus_words(lang, texts) for lang in LANGS}
    keys: set[str] = set()
    for lang in LANGS:
        keys |= corpus_keys(full_table(lang), words[lang])
    for lang in LANGS:
        ctx.report(f"lemmas {lang}")
        tables[lang] = cut_table(full_table(lang), words[lang], keys)
    ctx.products["lemmas"] = {lang: len(table) for lang, table in tables.items()}
    ctx.write_json(LEMMAS_FILE, {"spacy_lookups_data": lookups_version(), "tables": tables})
    # the rest of the build (and the process) uses the tables just written
    kept_tables.cache_clear()
    get_nlp.cache_clear()


@cache
def kept_tables(out_dir: str) -> dict[str, dict[str, str]] | None:
    path = Path(out_dir) / LEMMAS_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if data.get("spacy_lookups_data") != lookups_version():
        return None
    return data.get("tables")


def kept_table(lang: str) -> dict[str, str] | None:
    """The cut table of ``lang`` from the data directory, or None (use the full one)."""
    tables = kept_tables(str(data_dir()))
    return None if tables is None else tables.get(lang)
