"""Per-language spaCy pipelines, loaded once.

Each pipeline is ``spacy.blank(lang)`` plus the lookup lemmatizer (tables from
``spacy-lookups-data``) and the ``judge_term_keys`` component, which

* looks the lower-cased token up in the lemma table (the lookup lemmatizer itself looks
  up the text as written, so ``"Cartas"`` at the start of a heading would stay
  unlemmatised) and stores the result in ``token.lemma_``;
* stores the matching key of the token in ``token.norm_``: the folded lemma of the lemma
  (lower case, no accents) with a plural ``-s`` removed, see :func:`word_key`.

Two tokens with the same key are the same word for term spotting: ``"Mágicas"`` and
``"mágica"``, ``"Invocadas"`` and ``"Invocar"``, ``"Magie"`` and ``"Magia"``.

The token extension ``token._.fold`` gives the folded surface form (no lemma).

Reading a question goes through :func:`parse` rather than the whole pipeline: the
tokenizer and ``judge_term_keys`` alone give the same tokens, lemmas and keys (the
component looks the lemma up itself, so the lookup lemmatizer's own result is always
replaced), and the latest texts a thread parsed are kept, so that the readings of one
question (the term matcher, the ruling matcher's and the passage index's BM25 queries)
share one ``Doc``.
"""

from __future__ import annotations

import re
import threading
from functools import cache
from typing import Any

from spacy.language import Language
from spacy.tokens import Token

from judge.corpus.text import unaccent as fold

#: The languages Judge reads and answers in (ISO 639-1).
LANGS: tuple[str, ...] = ("es", "it", "pt", "en")

_NON_WORD = re.compile(r"[^0-9a-z]+")


def word_key(lemma: str) -> str:
    """The matching key of one (already lemmatised) word.

    Folded, stripped of everything but letters and digits, and without a final plural
    ``-s`` when the word is longer than three letters (the lemma tables are not always
    consistent between a singular and its plural, and loanwords such as "Cards" are not
    in them).

    >>> word_key("Mágicas"), word_key("mágica"), word_key("d'"), word_key("más")
    ('magica', 'magica', 'd', 'mas')
    """
    key = _NON_WORD.sub("", fold(lemma))
    if len(key) > 3 and key.endswith("s"):
        key = key[:-1]
    return key


def term_key(keys: list[str]) -> str:
    """Join word keys into the key of a term, dropping punctuation (empty keys).

    >>> term_key(["carta", "", "magica"])
    'carta magica'
    """
    return " ".join(k for k in keys if k)


if not Token.has_extension("fold"):
    Token.set_extension("fold", getter=lambda token: fold(token.text))


#: Words of the game the lookup tables give another word's lemma: English "phases" is no
#: plural of "phasis", Portuguese "torneios" and "oficiais" are no forms of "tornear"
#: and "oficiar".
_LEMMA_FIXES: dict[str, dict[str, str]] = {
    "en": {"phases": "phase", "tributing": "tribute", "tributed": "tribute"},
    # a Step of a Phase, not the verb "pasar" (to pass) the table sends it to
    "es": {"paso": "paso", "pasos": "paso",
           # the limit, written without its accent, not the verb "limitar" ("el limite de 3")
           "limite": "límite", "limites": "límite"},
    "pt": {"torneio": "torneio", "torneios": "torneio", "oficiais": "oficial"},
}

#: Words of one meaning that players and the rulebooks use in turn ("scegliere una carta a
#: caso", where 004 says "selezionare"; "um jeito oficial", where a ruling says "um modo"):
#: one matching key for all, per language (the lemma stays the word's own).
_SAME_KEY: dict[str, dict[str, str]] = {
    "es": {"seleccionar": "elegir", "escoger": "elegir", "manera": "modo"},
    "it": {"selezionare": "scegliere", "maniera": "modo"},
    "pt": {"selecionar": "escolher", "seleciona": "escolher", "jeito": "modo", "maneiro": "modo"},
    "en": {"select": "choose", "pick": "choose", "method": "way"},
}

#: A Portuguese "ui" that takes an accent before a participle's ending ("destruída").
_UI = re.compile(r"ui(?=d[oa]s?$)")
#: A Portuguese "-ção / -ções" written without its accents ("invocacoes" for "invocações").
_CAO = re.compile(r"c(ao|oes)$")

#: Words whose lemma and key a pipeline keeps, per language, once met (all are forgotten
#: when there are more); the term matcher keeps as many.
KEPT_WORDS = 200_000


class TermKeys:
    """Pipeline component: lower-cased lemma lookup and the folded matching key.

    It needs the ``lemmatizer`` component (lookup mode) earlier in the pipeline and
    checks for it in :meth:`initialize`. The lemma and key of each lower-cased word are
    kept once looked up (a word's key is the same wherever it stands).
    """


    def __init__(self, nlp: Language, name: str) -> None:
        self.nlp = nlp
        self.name = name
        self._table: Any = None
        self._words: dict[str, tuple[str, str]] = {}

    def initialize(self, get_examples: Any = None, nlp: Language | None = None) -> None:
        if "lemmatizer" not in self.nlp.pipe_names:
            raise ValueError(f"{self.name} needs the 'lemmatizer' component before it")
        lemmatizer: Any = self.nlp.get_pipe("lemmatizer")
        self._table = lemmatizer.lookups.get_table("lemma_lookup", {})
        self._words = {}

    def _respelled(self, word: str) -> str | None:
        """The lemma of a Portuguese word the table has only in another spelling: the
        Brazilian spelling of a word it has in the European one ("ativada", "ativei" for
        "activada", "activei"; the lemma keeps the Brazilian spelling, "ativar", as the
        players and the fan site write it), or written without the accent of its "uí"
        ("destruida" for "destruída"), or of its "-ção / -ções" ("invocacoes")."""
        if self.nlp.lang != "pt":
            return None
        european = word.replace("ativ", "activ", 1)
        accented = _CAO.sub(lambda m: "ção" if m.group(1) == "ao" else "ções", word)
        for respelled in european, _UI.sub("uí", word, count=1), accented:
            lemma = self._table.get(respelled) if respelled != word else None
            if lemma is not None:
                return str(lemma).replace("activ", "ativ", 1)
        return None

    def __call__(self, doc: Any) -> Any:
        if self._table is None:
            self.initialize()
        table = self._table
        words = self._words
        for token in doc:
            lower = token.lower_
            known = words.get(lower)
            if known is None:
                fixed = _LEMMA_FIXES.get(self.nlp.lang, {}).get(lower)
                lemma = (fixed or table.get(lower) or _without_clitic(lower, self.nlp.lang, table)
                         or self._respelled(lower) or lower)
                # A second look-up merges words whose singular and plural the table sends
                # to different lemmas (it: "mostri" -> "mostro" but "mostro" -> "mostrare").
                base = fixed or table.get(lemma, lemma)
                known = (lemma, word_key(_SAME_KEY.get(self.nlp.lang, {}).get(base, base)))
                if len(words) >= KEPT_WORDS:
                    words.clear()
                words[lower] = known
            token.lemma_, token.norm_ = known
        return doc


#: An infinitive with pronouns joined to it ("barajarlo", "mischiarlo", "dárselo" without
#: its accent): the infinitive's stem and the pronouns, per language.
_CLITIC = {
    "es": re.compile(r"^(\w+?[aei]r)(?:se|me|te|nos|os|le|les)?(?:lo|la|los|las|le|les|se|me|te|nos)$"),
    "it": re.compile(r"^(\w+?[aei]r)(?:glie|me|te|se|ce|ve)?(?:lo|la|li|le|ne|mi|ti|si|ci|vi|gli)$"),
}


def _without_clitic(word: str, lang: str, table: Any) -> str | None:
    """The lemma of an infinitive written with pronouns joined to it (the lemma table has
    the joined word rarely, and an infinitive only when its lemma is another word).

    >>> _without_clitic("barajarlo", "es", {})
    'barajar'
    >>> _without_clitic("mischiarlo", "it", {})
    'mischiare'
    >>> _without_clitic("carlo", "it", {}) is None
    True
    """
    pattern = _CLITIC.get(lang)
    found = pattern.match(word) if pattern else None
    if found is None:
        return None
    infinitive = found.group(1) + ("e" if lang == "it" else "")
    return table.get(infinitive, infinitive) if len(infinitive) > 4 else None


@Language.factory("judge_term_keys")
def _make_term_keys(nlp: Language, name: str) -> TermKeys:
    return TermKeys(nlp, name)


@cache
def get_nlp(lang: str, full: bool = False) -> Language:
    """The pipeline of ``lang`` (built on first use, then cached for the process).

    Its lemma table is the one the build cut to what the corpus needs
    (:mod:`judge.nlp.lemmas`) when the data directory has it, else (or with
    ``full=True``) the whole table of ``spacy-lookups-data``.

    Raises
    ------
    ValueError
        If ``lang`` is not one of :data:`LANGS`.
    """
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    import spacy

    from judge.nlp.lemmas import kept_table

    nlp = spacy.blank(lang)
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.add_pipe("judge_term_keys")
    table = kept_table(lang) if full is False else None
    if table is None:
        nlp.initialize()            # the whole table of spacy-lookups-data
    else:
        # the table cut to what the corpus needs (judge.nlp.lemmas), written by the build
        from spacy.lookups import Lookups

        lookups = Lookups()
        lookups.add_table("lemma_lookup", table)
        nlp.get_pipe("lemmatizer").initialize(lookups=lookups)
        nlp.get_pipe("judge_term_keys").initialize()
    return nlp


#: How many of the latest texts each thread keeps parsed (see :func:`parse`).
RECENT_DOCS = 4

_recent = threading.local()


def parse(text: str, lang: str) -> Any:
    """``text`` read by the pipeline of ``lang``: the same ``Doc`` as ``get_nlp(lang)(text)``.

    Only the tokenizer and ``judge_term_keys`` run (the lookup lemmatizer's lemmas would be
    replaced by the component's anyway). The latest :data:`RECENT_DOCS` texts each thread
    parsed are kept: one question is read by the term matcher, then by the ruling matcher
    and the passage index, and all of them share its one ``Doc``, which they only read.
    """
    nlp = get_nlp(lang)
    recent: dict[tuple[Any, str], Any] | None = getattr(_recent, "docs", None)
    if recent is None:
        recent = _recent.docs = {}
    doc = recent.get((nlp, text))
    if doc is None:
        doc = nlp.get_pipe("judge_term_keys")(nlp.make_doc(text))
        recent[(nlp, text)] = doc
        while len(recent) > RECENT_DOCS:
            del recent[next(iter(recent))]
    return doc
