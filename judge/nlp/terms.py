"""Finding concept and card mentions in a text.

A :class:`TermMatcher` holds every surface form of the concept inventory (official
names per language, English names, old and variant names) and of the card library, and
finds them in a text of a given language with one spaCy ``PhraseMatcher`` per language
on the folded lemma key (``NORM``, see :mod:`judge.nlp.pipelines`). So a form matches
whatever its case, accents and inflection: the name ``"Carta Mágica de Juego Rápido"``
is found in ``"Cartas Mágicas de Juego Rápido"``, a variant ``"Invocar por Sincronía"``
in ``"Invocadas por Sincronía"``. A name is also found without its generic head word
"Carta"/"Card" (:func:`short_form`): ``"Carta Magia Rapida"`` in ``"Magie Rapide"``.

English names of several words are looked for in every language (the rulebooks use
"Main Phase", "Side Deck", "Spell Speed"). Overlapping matches keep the longest: in
``"Carta Mágica de Campo"`` the field spell is found, not the plain spell card.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from judge.nlp.pipelines import KEPT_WORDS, LANGS, fold, get_nlp, parse, term_key

#: Prefix of card keys, to keep them apart from concept ids.
CARD_PREFIX = "card:"
#: Separates the key and the form in a match label.
_SEP = "\u241f"


@dataclass(frozen=True)
class Form:
    """One surface form of a concept (or card) in one language.

    ``kind`` is ``"name"`` (an official name), ``"en"`` (an English name),
    ``"variant"`` (an old, fan-site or machine-translation name) or ``"card"``.
    """

    key: str
    lang: str
    text: str
    kind: str
    note: str | None = None


@dataclass(frozen=True)
class Mention:
    """A match of a form in a text: ``text[start:end]`` is the matched words."""

    key: str
    start: int
    end: int
    text: str
    form: str


def card_key(name: str) -> str:
    """The key of a card from its English name.

    >>> card_key("Heavy Storm")
    'card:heavy-storm'
    """
    slug = "-".join(w for w in "".join(c if c.isalnum() else " " for c in fold(name)).split())
    return CARD_PREFIX + slug


def forms_from_concepts(concepts: Iterable[Mapping[str, Any]]) -> list[Form]:
    """Every surface form of every concept of the inventory."""
    forms: list[Form] = []
    for concept in concepts:
        cid = str(concept["id"])
        for text in concept.get("en") or []:
            forms.append(Form(cid, "en", str(text), "en"))
        for lang, entries in (concept.get("names") or {}).items():
            for entry in entries or []:
                forms.append(Form(cid, lang, str(entry["text"]), "name"))
        for entry in concept.get("variants") or []:
            forms.append(Form(cid, str(entry.get("lang", "")), str(entry["text"]), "variant",
                              entry.get("note")))
    return [f for f in forms if f.text.strip()]


def forms_from_cards(cards: Iterable[Mapping[str, Any]]) -> list[Form]:
    """The names of every card, in English and as each language's texts spell them, and
    the part of a name before its comma, which players say alone ("Demise" for "Demise,
    King of Armageddon").

    >>> [f.text for f in forms_from_cards([{"name": "Demise, King of Armageddon"}])]
    ['Demise, King of Armageddon', 'Demise']
    """
    forms: list[Form] = []
    for card in cards:
        key = card_key(str(card["name"]))
        named = [("en", str(card["name"]))]
        named += [(lang, str(name)) for lang, names in (card.get("names") or {}).items()
                  for name in names or []]
        for lang, name in named:
            forms.append(Form(key, lang, name, "card"))
            head = name.split(",", 1)[0].strip()
            if head != name and len(head) >= _SHORT_NAME_LETTERS:
                forms.append(Form(key, lang, head, "card"))
    return forms


#: The fewest letters the part of a card's name before its comma needs to name the card
#: alone.
_SHORT_NAME_LETTERS = 5


#: Words that start a place rather than a kind of card ("en el Campo", "sul Terreno").
_PLACE_WORDS = frozenset({"en", "in", "on", "sul", "sulla", "nel", "nella", "no", "na", "em", "del", "dal",
                          "at", "from", "de"})
_GENERIC_HEAD = re.compile(r"^(?:cartas?|carte|cards?)\s+(?:(?:de|da|do|dos)\s+)?", re.IGNORECASE)


def short_form(text: str) -> str | None:
    """The form without its generic head word "Carta"/"Card" (and "de"), when at least
    two words remain: the texts often drop it ("Magie Rapide", "Trampa Normal").

    >>> short_form("Carta Magia Rapida"), short_form("Carta de Trampa Normal"), short_form("Carta Mágica")
    ('Magia Rapida', 'Trampa Normal', None)
    >>> short_form("Cartas en el Campo") is None
    True
    """
    match = _GENERIC_HEAD.match(text)
    if not match:
        return None
    rest = text[match.end():].strip()
    if rest.split()[0].casefold() in _PLACE_WORDS:
        return None  # "Cartas en el Campo": without "Cartas" only a place is left
    return rest if len(rest.split()) >= 2 else None


#: A hyphen joining two words of a compound ("face-up", "Quick-Play").
_COMPOUND_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")


def unhyphenated(text: str) -> str | None:
    """The form with its compounds written apart, as players type them ("face up", "quick
    play spell"), when it has any: the tokenizer splits "face-up" into three tokens, so
    the two-word spelling matches only as a form of its own.

    >>> unhyphenated("face-up"), unhyphenated("Quick-Play Spell Card"), unhyphenated("Main Phase 1")
    ('face up', 'Quick Play Spell Card', None)
    """
    return _COMPOUND_HYPHEN.sub(" ", text) if _COMPOUND_HYPHEN.search(text) else None


def usable_in(english: str, lang: str) -> bool:
    """Whether an English form is looked for in texts of ``lang``.

    The rulebooks use English game terms ("Main Phase", "Side Deck", "ATK"), but a single
    common English word would be keyed through the other language's lemma table and find
    unrelated words ("dice" is the Spanish "says"). So in other languages only English
    forms of several words, and abbreviations in capitals, are looked for.

    >>> usable_in("Main Phase", "es"), usable_in("dice", "es"), usable_in("ATK", "it")
    (True, False, True)
    """
    if lang == "en":
        return True
    words = english.split()
    return len(words) > 1 or (english.isupper() and len(english) > 1)


#: An infinitive with an object pronoun attached (es "pedirle", it "chiedergli", pt "pedir-lhe"),
#: folded.
_WITH_PRONOUN = re.compile(r"(?:[aei]rle|[aei]rles|[aei]rgli|[aei]r-?lhe|[aei]r-?lhes)$")


class TermMatcher:
    """Finds the forms of concepts and cards in texts of the four languages.

    Parameters
    ----------
    forms
        The surface forms to find. A form of language ``xx`` is looked for in texts of
        ``xx``; English forms also in texts of the other languages (see :func:`usable_in`).

    Examples
    --------
    >>> m = TermMatcher([Form("quick-play-spell-card", "es", "Carta Mágica de Juego Rápido", "name"),
    ...                  Form("spell-card", "es", "Carta Mágica", "name")])
    >>> [(x.key, x.text) for x in m.find("Las Cartas Mágicas de Juego Rápido y otra carta mágica.", "es")]
    [('quick-play-spell-card', 'Cartas Mágicas de Juego Rápido'), ('spell-card', 'carta mágica')]
    """

    def __init__(self, forms: Iterable[Form]) -> None:
        self.forms: list[Form] = list(forms)
        self._matchers: dict[str, Any] = {}
        self._labels: dict[str, dict[int, tuple[str, str]]] = {}
        self._keys: dict[str, dict[str, str]] = defaultdict(dict)
        self._met: dict[str, set[str]] = defaultdict(set)

    def _matcher(self, lang: str) -> tuple[Any, dict[int, tuple[str, str]]]:
        if lang not in self._matchers:
            from spacy.matcher import PhraseMatcher

            nlp = get_nlp(lang)
            matcher = PhraseMatcher(nlp.vocab, attr="NORM")
            labels: dict[int, tuple[str, str]] = {}
            wanted = [f for f in self.forms if f.lang == lang or (f.lang == "en" and usable_in(f.text, lang))]
            for f in list(wanted):
                short = short_form(f.text) if f.lang == lang and f.kind != "card" else None
                if short:
                    wanted.append(Form(f.key, f.lang, short, "short", f"short for {f.text}"))
                open_form = unhyphenated(f.text) if f.kind != "card" else None
                if open_form:
                    wanted.append(Form(f.key, f.lang, open_form, "unhyphenated", f"apart for {f.text}"))
            grouped: dict[tuple[str, str], list[Any]] = defaultdict(list)
            for form, doc in zip(wanted, nlp.pipe(f.text for f in wanted), strict=True):
                self._remember(lang, doc)
                if term_key([t.norm_ for t in doc]):
                    grouped[(form.key, form.text)].append(doc)
            for (key, text), docs in grouped.items():
                name = f"{key}{_SEP}{text}"
                labels[nlp.vocab.strings.add(name)] = (key, text)
                matcher.add(name, docs)
            self._matchers[lang] = matcher
            self._labels[lang] = labels
        return self._matchers[lang], self._labels[lang]

    def find(self, text: str, lang: str) -> list[Mention]:
        """The mentions in ``text`` (a text of language ``lang``), in text order."""
        matcher, labels = self._matcher(lang)
        doc = parse(text, lang)
        self._remember(lang, doc)
        return self.mentions_in(doc, matcher, labels)

    def find_all(self, texts: Iterable[str], lang: str) -> Iterator[list[Mention]]:
        """The mentions of each text of ``texts`` (all of language ``lang``)."""
        nlp = get_nlp(lang)
        matcher, labels = self._matcher(lang)
        for doc in nlp.pipe(texts, batch_size=256):
            self._remember(lang, doc)
            yield self.mentions_in(doc, matcher, labels)

    def _remember(self, lang: str, doc: Any) -> None:
        """Keep each new word's key for :meth:`lemma_keys` (a word already met is passed
        over: its key is kept, or it has none to keep)."""
        keys = self._keys[lang]
        met = self._met[lang]
        for token in doc:
            text = token.text
            if text in met:
                continue
            if len(met) >= KEPT_WORDS:
                met.clear()
            met.add(text)
            folded = fold(text)  # token._.fold, without the extension's look-up
            if folded.isalnum() and folded.isascii() and folded not in keys:
                keys[folded] = token.norm_

    def lemma_keys(self) -> dict[str, dict[str, str]]:
        """Folded word → matching key, for every word seen so far, per language.

        A look-up index can key a query's words through this table without loading the
        language pipelines.
        """
        return {lang: dict(keys) for lang, keys in self._keys.items()}

    @staticmethod
    def mentions_in(doc: Any, matcher: Any, labels: Mapping[int, tuple[str, str]]) -> list[Mention]:
        """Matches of ``matcher`` in ``doc``, longest first where they overlap."""
        found: dict[tuple[int, int], set[tuple[str, str]]] = defaultdict(set)
        for match_id, start, end in matcher(doc):
            key, form = labels[match_id]
            word = doc[start]
            if end - start == 1 and word.is_stop and fold(form) not in (fold(word.text), word.norm_):
                # a function word whose lemma an inflected one-word name shares: "sobre" (on)
                # is not "sobres" (booster packs); "deve" still says "dovere"
                continue
            if end - start == 1 and _WITH_PRONOUN.search(fold(form)) and fold(word.text) != fold(form):
                # a verb with its pronoun attached ("pedirle", "chiedergli": to ask *him*) names
                # the one it is said to, which its lemma drops: "una carta que pide…" asks no one
                continue
            found[(start, end)].add((key, form))
        taken = [False] * len(doc)
        kept: list[tuple[int, int, str, str]] = []
        for (start, end) in sorted(found, key=lambda se: (-(se[1] - se[0]), se[0])):
            if any(taken[start:end]):
                continue
            for i in range(start, end):
                taken[i] = True
            here = sorted(found[(start, end)])
            if len(here) > 1:
                # A word found through a form in capitals and through another: a label in
                # capitals ("FLIP", the Flip Effect's) is meant only when written so;
                # "flipped" is the verb.
                written = doc[start:end].text
                plain = [(k, f) for k, f in here if not (f.isupper() and not written.isupper())]
                here = plain or here
            for key, form in here:
                kept.append((start, end, key, form))
        out = []
        for start, end, key, form in sorted(kept):
            span = doc[start:end]
            out.append(Mention(key, span.start_char, span.end_char, span.text, form))
        return out


__all__ = ["CARD_PREFIX", "LANGS", "Form", "Mention", "TermMatcher", "card_key",
           "forms_from_cards", "forms_from_concepts"]
