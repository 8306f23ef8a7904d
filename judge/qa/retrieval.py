"""Passage retrieval: BM25 over lemma keys, bridged across languages by concepts.

Every section that holds rule text (paragraphs, list items, glossary entries, headings,
passages of 003, example cards) is one document. Its tokens are

* the matching keys of its words (folded lemmas from :mod:`judge.nlp.pipelines`,
  stop words and punctuation dropped), plus the words of its enclosing heading, and
* one token ``§concept-id`` per mention of a rules concept or a card, found by the
  term matcher in the section's own language.

A question gets the same two kinds of tokens in its own language; the concept tokens
are what lets a Spanish question find an Italian passage, and an English question
(no source is in English) find any passage at all. BM25 (``bm25s``) scores every
document; the score is then weighted by the source's authority (the newest official
rulebook, authority rank 1, first) so that where sources say the same thing the
newest official one comes out on top.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import numpy as np

from judge.nlp.pipelines import LANGS, get_nlp, parse
from judge.qa.knowledge import Knowledge, get_knowledge

#: Kinds of section that are indexed (table-of-contents entries are not).
INDEXED_KINDS = ("paragraph", "glossary_entry", "passage", "card", "subsection", "section")
#: Score factor per authority rank of the source manifest (1 = newest official).
AUTHORITY_WEIGHT = {1: 1.0, 2: 0.97, 3: 0.8, 4: 0.62, 5: 0.5}
#: Score factor of the sections of a card shown as an example (card text, not rules text).
CARD_TEXT_WEIGHT = 0.45
#: Shortest word expanded to its cognates in the other languages, and the similarity needed.
COGNATE_MIN_LEN = 5
COGNATE_MIN_SCORE = 80
#: Repetitions of a concept token in a query (concepts weigh more than plain words).
CONCEPT_BOOST = 2
#: Questions whose query words are kept (the table is emptied when full).
QUERY_CACHE = 512

_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+(?=[^\s])")
_NUMBER = re.compile(r"^\d+$")


@dataclass(frozen=True)
class Hit:
    section_id: str
    score: float
    source_id: str
    lang: str


def _stop_keys(lang: str) -> frozenset[str]:
    from judge.nlp.pipelines import word_key

    nlp = get_nlp(lang)
    return frozenset(word_key(w) for w in nlp.Defaults.stop_words)


@cache
def stop_keys(lang: str) -> frozenset[str]:
    return _stop_keys(lang)


def doc_keys(doc: Any, lang: str) -> list[str]:
    """Content word keys of a processed text (stop words, punctuation dropped)."""
    stops = stop_keys(lang)
    out = []
    for token in doc:
        key = token.norm_
        if not key or key in stops:
            continue
        if len(key) < 2 and not _NUMBER.match(key):
            continue
        out.append(key)
    return out


def split_sentences(text: str) -> list[str]:
    """Split a passage into sentences (on ``. ! ? ; :`` followed by a space)."""
    parts = [p.strip() for p in _SENTENCE_END.split(text) if p.strip()]
    return parts or [text]


class Index:
    """The BM25 index over the corpus sections (see the module docstring)."""

    def __init__(self, corpus: Any, knowledge: Knowledge) -> None:
        import bm25s

        self.corpus = corpus
        self.knowledge = knowledge
        self.rank: dict[str, int] = {
            doc.id: int(doc.manifest.get("authority_rank", 5)) for doc in corpus.sources
        }
        self.sections: list[Any] = []
        for section in corpus.sections():
            if section.kind not in INDEXED_KINDS or section.duplicate_of:
                continue
            if section.meta.get("toc"):
                continue  # an entry of a table of contents: a title and a page number
            if not section.text.strip():
                continue
            self.sections.append(section)
        self.position = {s.id: i for i, s in enumerate(self.sections)}
        #: Section id → its sentences with their word and concept keys (the same for
        #: every question, so each section is analysed once per process).
        self._sentence_keys: dict[str, list[tuple[str, frozenset[str]]]] = {}
        #: (question, language, cognates) → query words; one question asks several times.
        self._query_words: dict[tuple[str, str, bool], list[str]] = {}
        self.section_concepts: list[tuple[str, ...]] = [()] * len(self.sections)
        tokens: list[list[str]] = [[] for _ in self.sections]
        for lang in LANGS:
            idx = [i for i, s in enumerate(self.sections) if s.lang == lang]
            if not idx:
                continue
            nlp = get_nlp(lang)
            texts = [self._own_text(self.sections[i]) for i in idx]
            heads = [self._heading(self.sections[i]) for i in idx]
            mentions = knowledge.matcher.find_all(texts, lang)
            for i, doc, head, found in zip(
                idx, nlp.pipe(texts, batch_size=256), nlp.pipe(heads, batch_size=256), mentions, strict=True
            ):
                keys = doc_keys(doc, lang) + doc_keys(head, lang)
                concepts = tuple(dict.fromkeys(m.key for m in found))
                self.section_concepts[i] = concepts
                keys += ["§" + m.key for m in found]
                tokens[i] = keys or ["§empty"]
        # Inverse document frequency of every token, to weigh words when choosing sentences.
        df: dict[str, int] = {}
        for keys in tokens:
            for key in set(keys):
                df[key] = df.get(key, 0) + 1
        n_docs = len(tokens)
        self.idf: dict[str, float] = {
            k: float(np.log(1 + (n_docs - v + 0.5) / (v + 0.5))) for k, v in df.items()
        }
        # Words of each language's sections, for cognate expansion of questions.
        self.lang_words: dict[str, list[str]] = {}
        for lang in LANGS:
            words = {
                t
                for i, s in enumerate(self.sections)
                if s.lang == lang
                for t in tokens[i]
                if not t.startswith("§") and len(t) >= COGNATE_MIN_LEN and not t.isdigit()
            }
            self.lang_words[lang] = sorted(words)
        self.bm25 = bm25s.BM25(b=0.6)
        self.bm25.index(tokens, show_progress=False)
        self.weights = np.array(
            [
                AUTHORITY_WEIGHT.get(self.rank.get(s.source_id, 5), 0.5)
                * (CARD_TEXT_WEIGHT if self._in_card(s) else 1.0)
                for s in self.sections
            ]
        )
        self.langs = np.array([s.lang for s in self.sections])
        self.source_ids = np.array([s.source_id for s in self.sections])
        #: The weighted scores of the latest query (one question searches several times:
        #: all sources, then each official source, then for its citations).
        self._last_scores: tuple[tuple[str, ...], Any] = ((), None)

    def _in_card(self, section: Any) -> bool:
        """Whether a section is part of a card shown as an example (its text is card text)."""
        parent = section.parent
        seen = 0
        while parent and seen < 8:
            node = self.corpus.get(parent)
            if node is None:
                return False
            if node.kind == "card":
                return True
            parent = node.parent
            seen += 1
        return section.kind == "card"

    @staticmethod
    def _own_text(section: Any) -> str:
        # A heading's ``text`` holds everything under it; only its title is its own.
        if section.kind in ("subsection", "section"):
            return str(section.title)
        return str(section.text)

    @staticmethod
    def _heading(section: Any) -> str:
        if section.kind in ("paragraph", "passage", "card") and section.path:
            return str(section.path[-1])
        return ""

    def query_tokens(
        self, text: str, lang: str, concepts: Sequence[str] = (), cognates: bool = False
    ) -> list[str]:
        """The BM25 query of ``text``: its content word keys, words of the other
        languages spelled almost alike (``cognates``), and the concepts, boosted."""
        key = (text, lang, cognates)
        words = self._query_words.get(key)
        if words is None:
            doc = parse(text, lang)
            words = doc_keys(doc, lang) + (self.cognates(doc, lang) if cognates else [])
            if len(self._query_words) >= QUERY_CACHE:
                self._query_words.clear()
            self._query_words[key] = words
        keys = list(words)
        for cid in concepts:
            keys += ["§" + cid] * CONCEPT_BOOST
        return keys

    def cognates(self, doc: Any, lang: str) -> list[str]:
        """Words of the other languages' sections spelled almost like the question's words.

        Spanish, Italian and Portuguese share many rules words ("copias", "copie",
        "cópias"; "jugador", "jogador"); an English question shares loanwords and
        cognates ("copies"). Compared on the folded surface form (plural ``-s`` off)
        with ``rapidfuzz`` (normalised similarity of at least :data:`COGNATE_MIN_SCORE`).
        """
        from rapidfuzz import fuzz, process

        from judge.nlp.pipelines import word_key

        stops = stop_keys(lang)
        out: list[str] = []
        keys = []
        for token in doc:
            for key in (word_key(token.text), token.norm_):
                if len(key) >= COGNATE_MIN_LEN and key not in stops and not key.isdigit() and key not in keys:
                    keys.append(key)
        for key in keys:
            for other in LANGS:
                if other == lang or not self.lang_words.get(other):
                    continue
                for word, _score, _ in process.extract(
                    key, self.lang_words[other], scorer=fuzz.ratio, limit=2, score_cutoff=COGNATE_MIN_SCORE
                ):
                    if word[:1] == key[:1] and word not in out:
                        out.append(word)
        return out

    def search(
        self,
        text: str,
        lang: str,
        concepts: Sequence[str] = (),
        k: int = 10,
        langs: Iterable[str] | None = None,
        sources: Iterable[str] | None = None,
        cognates: bool = True,
    ) -> list[Hit]:
        """The ``k`` best sections for a question, optionally only in some languages or sources."""
        tokens = [t for t in self.query_tokens(text, lang, concepts, cognates=cognates) if t in self._vocab]
        if not tokens:
            return []
        key, scores = self._last_scores
        if key != tuple(tokens):
            scores = self.bm25.get_scores(tokens) * self.weights
            self._last_scores = (tuple(tokens), scores)
        if langs is not None:
            scores = scores * np.isin(self.langs, list(langs))
        if sources is not None:
            scores = scores * np.isin(self.source_ids, list(sources))
        order = np.argsort(-scores)[:k]
        out = []
        for i in order:
            if scores[i] <= 0:
                break
            s = self.sections[i]
            out.append(Hit(s.id, float(scores[i]), s.source_id, s.lang))
        return out

    @property
    def _vocab(self) -> dict[str, int]:
        return self.bm25.vocab_dict

    def sentence_keys(self, section: Any, sentences: list[str]) -> list[tuple[str, frozenset[str]]]:
        """Each sentence of ``section`` with its word keys and ``§concept`` keys."""
        cached = self._sentence_keys.get(section.id)
        if cached is None:
            nlp = get_nlp(section.lang)
            found = self.knowledge.matcher.find_all(sentences, section.lang)
            cached = [
                (sentence, frozenset(doc_keys(doc, section.lang)) | {"§" + m.key for m in mentions})
                for sentence, doc, mentions in zip(sentences, nlp.pipe(sentences), found, strict=True)
            ]
            self._sentence_keys[section.id] = cached
        return cached

    def best_sentences(
        self, section: Any, text: str, lang: str, concepts: Sequence[str], limit: int = 2
    ) -> list[str]:
        """The sentences of ``section`` that share most with the question."""
        sentences = split_sentences(section.text)
        if len(sentences) == 1:
            return sentences
        query = set(self.query_tokens(text, lang, ())) if lang == section.lang else set()
        wanted = {"§" + c for c in concepts}
        scored = []
        for pos, (sentence, keys) in enumerate(self.sentence_keys(section, sentences)):
            score: float = 2 * len(keys & wanted) + len(keys & query)
            if any(ch.isdigit() for ch in sentence):
                score += 0.5
            scored.append((score, -pos, sentence))
        scored.sort(reverse=True)
        best = [s for _, _, s in scored[:limit] if _ > 0] or [scored[0][2]]
        return [s for s in sentences if s in best]


@lru_cache(maxsize=1)
def get_index() -> Index:
    """The process-wide index over the built corpus (built on first use)."""
    from judge.build import get_built_corpus

    return Index(get_built_corpus(), get_knowledge())
