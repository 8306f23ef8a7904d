"""What question answering needs from the rest of Judge, behind one small interface.

:class:`Knowledge` gives

* the concept inventory (``rules_corpus/concepts/*.yaml``) and the card library
  (``rules_corpus/cards/*.yaml``), with the label of a concept in a language;
* term spotting in a text (:class:`judge.nlp.terms.TermMatcher` over the concepts and
  the card names);
* the rule graph's ``parallel-to`` and ``conflicts-with`` edges, when the graph package
  provides them (``judge.graph``); without a graph these are empty and answers say
  only what retrieval found.

Everything is loaded once per process by :func:`get_knowledge`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from judge.nlp.pipelines import LANGS, fold
from judge.nlp.terms import CARD_PREFIX, Form, Mention, TermMatcher, forms_from_cards, forms_from_concepts
from judge.paths import CORPUS_DIR
from judge.qa.reading import COPULA, NEGATIONS

#: Verbs of putting a card somewhere, folded, as players write them.
_PUT_VERBS = {
    "es": frozenset({"poner", "pongo", "pone", "ponerla", "ponerlo", "ponga", "pongas", "puesta", "puesto",
                     "jugar", "jugarla", "jugarlo", "puse", "puso", "pusiste"}),
    "it": frozenset({"mettere", "metto", "mette", "metterla", "metterlo", "messa", "messo", "piazzare",
                     "piazzo", "piazzarla", "piazzarlo", "giocare", "giocarla", "giocarlo", "misi", "mise",
                     "piazzato", "piazzata"}),
    "pt": frozenset({"colocar", "coloco", "coloca", "colocada", "colocado", "colocala", "colocalo", "ponho",
                     "botar", "boto", "jogar", "jogala", "jogalo", "coloquei", "botei", "pus"}),
    "en": frozenset({"put", "puts", "place", "places", "placed", "play", "plays", "played"}),
}
#: The faces a card is put in, and how many words may stand between the verb and its face
#: ("poner una Mágica de Campo boca abajo").
_FACES = frozenset({"face-up", "face-down"})
_PUT_WORDS = 6
#: Verbs of playing a card, per language (folded): a Spell Card played is activated ("Para
#: usar una Carta Mágica Normal, anuncia su activación", 000:612; "si juego una mágica de
#: campo nueva…"), and how many words may stand between the verb and the Spell.
_PLAY_VERBS = frozenset({
    "jugar", "juego", "juega", "juegas", "juegan", "jugue", "jugo", "jugarla", "jugarlo", "jugando",
    "giocare", "gioco", "gioca", "giochi", "giocano", "giocato", "giocata", "giocarla", "giocarlo",
    "giocando",
    "jogar", "jogo", "joga", "jogas", "jogam", "joguei", "jogou", "jogala", "jogalo", "jogando",
    "play", "plays", "played", "playing",
})
_PLAY_WORDS = 4
#: Verbs of changing a monster's position, folded, and the positions it is changed to
#: ("change my monster to defense", "passo il mostro in difesa").
_CHANGE_VERBS = {
    "es": frozenset({"cambiar", "cambio", "cambia", "cambie", "cambiarlo", "cambiarla", "pasar", "paso",
                     "pasarlo", "pasarla"}),
    "it": frozenset({"cambiare", "cambio", "cambia", "cambiarlo", "cambiarla", "passare", "passo",
                     "passarlo", "passarla", "girare", "girarlo", "girarla"}),
    "pt": frozenset({"mudar", "mudo", "muda", "mudei", "mudalo", "mudala", "trocar", "troco", "troca",
                     "troquei", "passar", "passo", "virar", "viro"}),
    "en": frozenset({"change", "changes", "changed", "changing", "switch", "switches", "switched",
                     "switching"}),
}
_POSITIONS = frozenset({"attack-position", "defense-position"})
#: "Is a / is an" between two terms, folded ("es una", "e um", "is a").
_COPULA = re.compile(rf"\s*({COPULA})\s+(?:un'|un|una|um|uma|a|an)?\s*")
#: Words joining the kinds of a list ("Fusione, Synchro e Xyz"), folded.
_LIST_WORDS = frozenset({"", "e", "ed", "y", "and", "or", "o", "ou", "od"})
#: A word, or a comma, of a text that may list kinds.
_LIST_TOKEN = re.compile(r"[\w-]+|,")
#: How many words one listed kind may take ("de Sincronía").
_LISTED_WORDS = 3
#: A text naming more terms than this is not looked at for lists (a rule passage).
_MOST_MENTIONS_FOR_LISTS = 12

#: The statuses of the Forbidden & Limited list (000:1044-1052), and the words naming the
#: list, which a question may say a card is not on, a few words before the status.
_LISTED_STATUSES = frozenset({"limited", "semi-limited", "forbidden"})
#: Plays a question can say were not made ("a monster that did not attack"), besides the
#: Summons, and the statuses a card can be said not to have; a negated state ("is it not
#: destroyed?") is what a question asks, not a play.
_DENIABLE_PLAYS = frozenset({"attack", "declare-an-attack", "direct-attack", "change-battle-position",
                             "flip"}) | _LISTED_STATUSES
_LIST_NAMES = frozenset({"lista", "list", "elenco", "listado"})
_LIST_WORDS_BEFORE = 5
#: "At the same time", folded, and what must be named with it for it to be activated
#: simultaneously: an activation, an effect that activates, a Chain.
_AT_THE_SAME_TIME = re.compile(r"\b(?:al mismo tiempo|a la vez|allo stesso tempo|nello stesso momento"
                               r"|contemporaneamente|ao mesmo tempo|at the same time|simultaneously)\b")
_ACTIVATED = frozenset({"activate", "trigger-effect", "chain", "flip-effect", "quick-effect",
                        "ignition-effect", "resolve"})
#: "Nor", folded, by which a negation goes on to the next term ("né" in Italian only after
#: a negation: "ne" is also a pronoun).
_NOR = frozenset({"ni", "ne", "nem", "nor", "neither"})
#: The auxiliaries between a negation and its verb, folded ("e'": "è" typed without its accent).
_AUXILIARIES = frozenset({"did", "does", "do", "has", "have", "had", "was", "been", "ha", "he", "ho",
                          "hai", "hanno", "habia", "fue", "era", "e", "e'", "stato", "tinha", "foi", "tem",
                          "is", "esta", "for", "sea", "sia", "seja"})


#: How alike (rapidfuzz ratio, 0-100) a run of words must be spelled to a card name of the
#: library to name that card when it is written in another language.
NEAR_CARD_SCORE = 85


def _example_follows(text: str, mention: Mention) -> bool:
    """ "…, tipo metà rosse e metà blu?", "…, tipo quando ele ativa uma magia?", "…? tipo
    negar o efeito delas": Italian and Portuguese (and Spanish) players' "tipo" after a comma
    or opening a sentence means "like, for example"; it names no monster Type."""
    return (fold(mention.text) == "tipo" and mention.key == "type"
            and text[:mention.start].rstrip().endswith((",", "(", "-", "?", "!", ".")))


@dataclass(frozen=True)
class Spotted:
    """Terms found in a question: concept ids and card names (English), in text order."""

    concepts: tuple[str, ...]
    cards: tuple[str, ...]
    mentions: tuple[Mention, ...]
    #: the statuses the question says a card has not ("se non è limitata"): their words
    #: name nothing the question is about (a play it says was not made is still the topic
    #: of "can't he attack?")
    denied: tuple[Mention, ...] = ()


def _load_yaml_lists(folder: Path) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        if isinstance(data, list):
            items.extend(d for d in data if isinstance(d, dict))
    return items


class Knowledge:
    """Concepts, cards, term spotting and the graph's edges (see the module docstring)."""

    def __init__(
        self,
        concepts: Iterable[Mapping[str, Any]],
        cards: Iterable[Mapping[str, Any]],
        graph: Any | None = None,
        conflict_records: Iterable[Mapping[str, Any]] = (),
        players_words: Iterable[Mapping[str, Any]] = (),
    ) -> None:
        self.concepts: dict[str, dict[str, Any]] = {str(c["id"]): dict(c) for c in concepts}
        self.cards: dict[str, dict[str, Any]] = {}
        for card in cards:
            self.cards[CARD_PREFIX + _slug(str(card["name"]))] = dict(card)
        concept_forms = forms_from_concepts(self.concepts.values())
        # The words players use that no text has ("Invocação-Sincro", "banear") name their
        # concept in a question as a text's name would.
        concept_forms += [Form(str(w["concept"]), str(w["lang"]), str(w["text"]), "community")
                          for w in players_words if w.get("concept") in self.concepts and w.get("lang")]
        concept_forms += _short_english_forms(concept_forms) + _summon_verb_forms(concept_forms)
        concept_forms += _and_forms(concept_forms)
        self.matcher = TermMatcher(
            concept_forms + _unaccented_forms(concept_forms) + forms_from_cards(self.cards.values())
        )
        self.graph = graph
        #: Concept → the concepts directly a kind of it (is-a), and → all its kinds, both
        #: filled when first asked (see :meth:`_kinds_of`).
        self._direct_kinds: dict[str, list[str]] = {}
        self._kinds: dict[str, frozenset[str]] = {}
        self.conflict_records: list[dict[str, Any]] = [dict(r) for r in conflict_records]
        # Languages in which each folded form exists (a form of one language only is a
        # language hint for detection).
        card_forms = [f for f in sorted(self.matcher.forms, key=lambda f: -len(f.text))
                      if f.kind == "card" and len(f.text) >= 5 and re.search(r"\w", f.text)]
        self._card_patterns = [
            (f.key, re.compile(r"(?<!\w)" + re.escape(fold(f.text)) + r"(?!\w)"), f.text) for f in card_forms
        ]
        #: The language of each card name pattern.
        self._card_pattern_langs = [f.lang for f in card_forms]
        #: The card name patterns (their places in ``_card_patterns``) by the first word of
        #: the name: a question is only matched against the names whose first word it has.
        self._card_first: dict[str, list[int]] = {}
        for i, (_key, _pattern, form) in enumerate(self._card_patterns):
            self._card_first.setdefault(re.findall(r"\w+", fold(form))[0], []).append(i)
        #: The card names by their long words (five letters or more, folded): a name spelled
        #: in a language the library has no name in ("Sete Ferramentas do Bandido") is
        #: looked for only among the names that share one of its words (see _near_card).
        self._card_words: dict[str, list[int]] = {}
        for i, (_key, _pattern, form) in enumerate(self._card_patterns):
            for word in set(re.findall(r"\w{5,}", fold(form))):
                self._card_words.setdefault(word, []).append(i)
        self._form_words: frozenset[str] | None = None
        self._form_langs: dict[str, set[str]] = {}
        for entry in self.matcher.forms:
            self._form_langs.setdefault(fold(entry.text), set()).add(entry.lang)

    @property
    def form_words(self) -> frozenset[str]:
        """Matching keys of every word of every concept and card form (any language)."""
        if self._form_words is None:
            from judge.nlp.pipelines import word_key

            self._form_words = frozenset(
                word_key(w) for f in self.matcher.forms for w in re.findall(r"[\w'-]+", f.text)
            )
        return self._form_words

    # -- labels -------------------------------------------------------------------------
    def label(self, concept_id: str, lang: str) -> str:
        """The name of a concept in ``lang`` (the newest official source's name first)."""
        concept = self.concepts.get(concept_id)
        if concept is None:
            return concept_id
        if lang == "en":
            names = concept.get("en") or []
            return str(names[0]) if names else concept_id
        entries = (concept.get("names") or {}).get(lang) or []
        if entries:
            return str(entries[0]["text"])
        names = concept.get("en") or []
        return str(names[0]) if names else concept_id

    def card_name(self, key: str, lang: str) -> str:
        card = self.cards.get(key)
        if card is None:
            return key.removeprefix(CARD_PREFIX)
        names = (card.get("names") or {}).get(lang) or []
        return str(names[0]) if names else str(card["name"])

    # -- spotting -----------------------------------------------------------------------
    def spot(self, text: str, lang: str) -> Spotted:
        """Concepts and cards named in ``text`` (a text of ``lang``).

        Card names are also looked for as they are spelled in the other languages
        (players write "Rugido Amenazante" in a Portuguese question), on the folded text.
        """
        mentions = list(self.matcher.find(text, lang))
        if _JOINED.search(text):
            # "Invocação-Especial": players join a term's words with a hyphen, which the
            # es/it/pt tokenizers keep as one word. Read again with a space there (the same
            # length, so the offsets hold) and keep what the first reading did not find.
            # A longer term found so replaces the words of it found alone ("contro-trappola":
            # a Counter Trap, not the "trappola" after the hyphen).
            for m in self.matcher.find(_JOINED.sub(" ", text), lang):
                overlapping = [x for x in mentions if x.start < m.end and m.start < x.end]
                if all(m.start <= x.start and x.end <= m.end and x.end - x.start < m.end - m.start
                       for x in overlapping):
                    mentions = [x for x in mentions if x not in overlapping] + [m]
            mentions.sort(key=lambda m: m.start)
        folded = fold(text)
        if len(folded) == len(text):
            taken = [(m.start, m.end) for m in mentions]
            words = set(re.findall(r"\w+", folded))
            candidates = sorted(i for w in words for i in self._card_first.get(w, ()))
            for key, pattern, form in (self._card_patterns[i] for i in candidates):
                for hit in pattern.finditer(folded):
                    if any(a < hit.end() and hit.start() < b for a, b in taken):
                        continue
                    mentions.append(Mention(key, hit.start(), hit.end(), text[hit.start() : hit.end()], form))
                    taken.append((hit.start(), hit.end()))
            mentions.sort(key=lambda m: m.start)
            if not any(m.key.startswith(CARD_PREFIX) for m in mentions):
                near = self._near_card(text, folded, lang, mentions)
                if near is not None:
                    mentions = sorted([*mentions, near], key=lambda m: m.start)
        for found in (self._placed_face_down(text, lang, mentions),
                      self._changed_position(text, lang, mentions),
                      self._turned_face_up(text, lang, mentions),
                      self._said_to_be(text, mentions),
                      self._played_spell(text, mentions)):
            if found is not None:
                mentions = sorted([*mentions, found], key=lambda m: m.start)
        mentions = self._activated_together(text, mentions)
        denied = [m for m in mentions if self._denied(text, lang, m)]
        mentions = [m for m in mentions if m not in denied and not _example_follows(text, m)]
        if len(mentions) < _MOST_MENTIONS_FOR_LISTS:
            listed = self._listed_kinds(text, lang, mentions)
            if listed:
                mentions = sorted(mentions + listed, key=lambda m: m.start)
        concepts: list[str] = []
        cards: list[str] = []
        for m in mentions:
            if m.key.startswith(CARD_PREFIX):
                name = str(self.cards[m.key]["name"]) if m.key in self.cards else m.key
                if name not in cards:
                    cards.append(name)
            elif m.key not in concepts:
                concepts.append(m.key)
        return Spotted(tuple(concepts), tuple(cards), tuple(mentions),
                       tuple(m for m in denied if m.key in _LISTED_STATUSES))

    def _near_card(self, text: str, folded: str, lang: str, mentions: list[Mention]) -> Mention | None:
        """A card name written in a language the library has no name for, close to one it
        has in another language ("Sete Ferramentas do Bandido" for "Siete Herramientas del
        Bandido", "Demise, Rei do Armageddon" for "Demise, Re dell'Armageddon"): the run of
        words as long as a name of the library, sharing one of its long words, whose
        spelling is at least :data:`NEAR_CARD_SCORE` alike (rapidfuzz ratio, folded); None
        when there is none. (A name close to one of the question's own language is a
        misspelling, which Judge asks about rather than reads.)"""
        from rapidfuzz import fuzz

        words = list(re.finditer(r"\w+", folded))
        taken = [(m.start, m.end) for m in mentions]
        best: tuple[float, Mention] | None = None
        # (each name against the runs of words around a long word it shares)
        shared = {(i, at) for at, w in enumerate(words) if len(w.group()) >= 5
                  for i in self._card_words.get(w.group(), ())}
        for i, at in sorted(shared):
            if self._card_pattern_langs[i] == lang:
                continue
            key, _pattern, form = self._card_patterns[i]
            name = fold(form)
            size = len(re.findall(r"\w+", name))
            for start in range(max(0, at - size), at + 1):
                for length in {size - 1, size, size + 1} - {0}:
                    if start + length > len(words) or start + length <= at:
                        continue
                    a, b = words[start].start(), words[start + length - 1].end()
                    if any(x < b and a < y and not (a <= x and y <= b) for x, y in taken):
                        continue  # (a span across a concept's term and other words)
                    score = fuzz.ratio(folded[a:b], name)
                    if score >= NEAR_CARD_SCORE and (best is None or score > best[0]):
                        best = (score, Mention(key, a, b, text[a:b], form))
        return best[1] if best is not None else None

    def _denied(self, text: str, lang: str, mention: Mention) -> bool:
        """A play the question says was not made: "a monster that did not attack", "si no
        ataco", "non ho attaccato", "nao invoquei" (a negation right before the verb, or
        before its auxiliary), or a status of a card it says the card has not ("se non è
        limitata", "if it's not Limited"). The question is then not about that play: a ruling on
        monsters that attacked does not answer it."""
        concept = self.concepts.get(mention.key) or {}
        if mention.key not in _DENIABLE_PLAYS and concept.get("category") != "summon":
            return False
        negations = NEGATIONS.get(lang, frozenset())
        told = fold(text[: mention.start]).split()
        if mention.key in _LISTED_STATUSES:
            # "una carta que no está en la lista de limitadas", "not on the Limited list"
            near = told[-_LIST_WORDS_BEFORE:]
            if negations.intersection(near) and _LIST_NAMES.intersection(near):
                return True
        before = told[-2:]
        if not before:
            return False
        if before[-1] in negations:
            return True
        if before[-1] in _NOR and (before[-1] != "ne" or negations.intersection(told[-_LIST_WORDS_BEFORE:])):
            return True  # "non è limitata né semi-limitata", "not Limited nor Semi-Limited"
        return len(before) == 2 and before[0] in negations and before[1] in _AUXILIARIES

    def _listed_kinds(self, text: str, lang: str, mentions: list[Mention]) -> list[Mention]:
        """Kinds listed after (or, in English, before) a name with its head word said once:
        "Mostri Fusione, Synchro e Xyz", "Monstruos de Fusión, de Sincronía y Xyz",
        "Fusion, Synchro and Xyz Monsters". Each listed word, with the name's head word put
        back, must name a concept of the same category as the name."""
        tokens = list(_LIST_TOKEN.finditer(text))
        found: list[Mention] = []
        taken = [(m.start, m.end) for m in mentions]

        def joins(token: re.Match[str]) -> bool:
            return token.group() == "," or fold(token.group()) in _LIST_WORDS

        def listed(run: list[re.Match[str]], heads: list[list[str]], after: bool) -> Mention | None:
            """The run's words (in text order) with each of ``heads`` in turn put back before
            them (``after`` the name) or after them (before it, in English)."""
            for take in range(len(run), 0, -1):
                part = run[:take] if after else run[len(run) - take:]
                words = [t.group() for t in part]
                for head in heads:
                    phrase = " ".join(head + words if after else words + head)
                    hit = self._whole_concept(phrase, lang, category)
                    if hit is not None:
                        start, end = part[0].start(), part[-1].end()
                        if any(a < end and start < b for a, b in taken):
                            return None
                        return Mention(hit[0], start, end, text[start:end], hit[1])
            return None

        for m in mentions:
            head = m.text.split()
            category = self.concepts.get(m.key, {}).get("category")
            if len(head) < 2 or category is None:
                continue
            leading = [head[:keep] for keep in range(len(head) - 1, 0, -1)]
            i = next((n for n, t in enumerate(tokens) if t.start() >= m.end), len(tokens))
            while i < len(tokens) and joins(tokens[i]):
                while i < len(tokens) and joins(tokens[i]):
                    i += 1
                run: list[re.Match[str]] = []
                while i < len(tokens) and not joins(tokens[i]) and len(run) < _LISTED_WORDS:
                    run.append(tokens[i])
                    i += 1
                got = listed(run, leading, after=True) if run else None
                if got is None:
                    break
                found.append(got)
                taken.append((got.start, got.end))
                i = next((n for n, t in enumerate(tokens) if t.start() >= got.end), len(tokens))
            if lang != "en":
                continue
            trailing = [head[len(head) - keep:] for keep in range(len(head) - 1, 0, -1)]
            j = max((n for n, t in enumerate(tokens) if t.end() <= m.start), default=-1)
            while j >= 0 and joins(tokens[j]):
                while j >= 0 and joins(tokens[j]):
                    j -= 1
                back: list[re.Match[str]] = []
                while j >= 0 and not joins(tokens[j]) and len(back) < _LISTED_WORDS:
                    back.insert(0, tokens[j])
                    j -= 1
                got = listed(back, trailing, after=False) if back else None
                if got is None:
                    break
                found.append(got)
                taken.append((got.start, got.end))
                j = max((n for n, t in enumerate(tokens) if t.end() <= got.start), default=-1)
        return found

    def _placed_face_down(self, text: str, lang: str, mentions: list[Mention]) -> Mention | None:
        """ "Poner una Mágica de Campo boca abajo", "put it face-down": playing a card
        face-down is Setting it (the glossary, 000:1140, 004:1191), so a verb of putting a
        card somewhere, with face-down named, names a Set (turning a card face-down is a
        flip, not a Set). The verb is the mention."""
        keys = {m.key for m in mentions}
        if "face-down" not in keys or "set" not in self.concepts or "set" in keys:
            return None
        # the verb's own face: the first face named after it, a few words on ("se pone boca
        # arriba" is put face-up, whatever was face-down before)
        return _verb_naming(text, _PUT_VERBS.get(lang, ()), mentions, _FACES, "face-down", "set")

    def _played_spell(self, text: str, mentions: list[Mention]) -> Mention | None:
        """ "Si juego una mágica de campo nueva…", "I want to play a different field spell":
        a Spell Card played a few words after a verb of playing is activated (000:612), unless
        it is put face-down (a Set, see :meth:`_placed_face_down`). The verb is the mention."""
        keys = {m.key for m in mentions}
        if keys & {"activate", "set", "face-down"} or "activate" not in self.concepts:
            return None
        kinds = self._kinds_of("spell-card")
        spells = [m for m in mentions if m.key in kinds
                  or m.key.startswith(CARD_PREFIX) and (self.cards.get(m.key) or {}).get("kind") == "spell"]
        if not spells:
            return None
        for word in re.finditer(r"[^\W\d_]+", text):
            if fold(word.group()) not in _PLAY_VERBS or any(
                    m.start <= word.start() < m.end for m in mentions):
                continue  # (not "juego" of "Mágica de Juego Rápido")
            after = [m for m in mentions if m.start >= word.end()]
            if after and after[0] in spells and len(
                    re.findall(r"\w+", text[word.end():after[0].start])) <= _PLAY_WORDS:
                return Mention("activate", word.start(), word.end(), word.group(), word.group())
        return None

    def _kinds_of(self, concept_id: str) -> frozenset[str]:
        """``concept_id`` and the concepts that are kinds of it (``is-a``, transitively: a
        Field Spell Card is a Spell Card), worked out once per concept."""
        if concept_id not in self._kinds:
            if not self._direct_kinds:
                for cid, concept in self.concepts.items():
                    for relation in concept.get("relations") or ():
                        if relation.get("type") == "is-a":
                            self._direct_kinds.setdefault(str(relation.get("target")), []).append(cid)
            found: set[str] = set()
            todo = [concept_id]
            while todo:
                kind = todo.pop()
                if kind not in found:
                    found.add(kind)
                    todo.extend(self._direct_kinds.get(kind, ()))
            self._kinds[concept_id] = frozenset(found)
        return self._kinds[concept_id]

    def _turned_face_up(self, text: str, lang: str, mentions: list[Mention]) -> Mention | None:
        """ "Si ataco una carta boca abajo, ¿se pone boca arriba?": a card named face-down,
        then put face-up a few words after a verb of putting, is flipped face-up (000:872,
        "voltea la carta"). The verb is the mention."""
        keys = {m.key for m in mentions}
        if not {"face-down", "face-up"} <= keys or "flip" in keys or "flip" not in self.concepts:
            return None
        down = min(m.start for m in mentions if m.key == "face-down")
        return _verb_naming(text, _PUT_VERBS.get(lang, ()), mentions, _FACES, "face-up", "flip", since=down)

    def _activated_together(self, text: str, mentions: list[Mention]) -> list[Mention]:
        """``mentions`` with "at the same time" read as the question says it. Said with an
        activation, an effect that activates or a Chain, however many words stand between
        ("si se activan 2 efectos disparados al mismo tiempo…"), it is a simultaneous
        activation (000:1072, 004:1079), whose mention replaces those inside its words
        ("mismo" of "al mismo tiempo" is no likeness); said with none ("cuántos monstruos a
        la vez", "quanti mostri contemporaneamente"), not even the rulebook's own word is
        one."""
        keys = {m.key for m in mentions}
        if not keys & _ACTIVATED:
            return [m for m in mentions if m.key != "simultaneous-activation"]
        if "simultaneous-activation" in keys or "simultaneous-activation" not in self.concepts:
            return mentions
        folded = fold(text)
        said = _AT_THE_SAME_TIME.search(folded) if len(folded) == len(text) else None
        if said is None:
            return mentions
        start, end = said.span()
        together = Mention("simultaneous-activation", start, end, text[start:end], text[start:end])
        return sorted([m for m in mentions if not (start <= m.start and m.end <= end)] + [together],
                      key=lambda m: m.start)

    def _said_to_be(self, text: str, mentions: list[Mention]) -> Mention | None:
        """ "¿La Invocación por Ritual es una Invocación Especial?": a term, "is a", then a
        term of the same category asks whether the one counts as the other (000:522). The
        copula is the mention."""
        if "count-as" not in self.concepts or any(m.key == "count-as" for m in mentions):
            return None
        terms = [m for m in mentions if not m.key.startswith(CARD_PREFIX)]
        for first, second in zip(terms, terms[1:], strict=False):
            said = _COPULA.fullmatch(fold(text[first.end:second.start]))
            categories = {self.concepts.get(m.key, {}).get("category") for m in (first, second)}
            if said and first.key != second.key and len(categories) == 1:
                start, end = first.end + said.start(1), first.end + said.end(1)
                if text[start:end].lower() == "e":
                    continue  # "magias e armadilhas": "e" is "and"; "is" is "é", "è"
                return Mention("count-as", start, end, text[start:end], said.group(1))
        return None

    def _changed_position(self, text: str, lang: str, mentions: list[Mention]) -> Mention | None:
        """ "Change my monster to defense", "mudar o monstro para ataque": a verb of changing
        with the position it is changed to, a few words on, names a change of battle
        position (000:752, 004:757). The verb is the mention."""
        keys = {m.key for m in mentions}
        if not keys & _POSITIONS or "change-battle-position" in keys \
                or "change-battle-position" not in self.concepts:
            return None
        return _verb_naming(text, _CHANGE_VERBS.get(lang, ()), mentions, _POSITIONS, None,
                            "change-battle-position")

    def _whole_concept(self, phrase: str, lang: str, category: str | None) -> tuple[str, str] | None:
        """The concept (key and form) of ``category`` that ``phrase`` wholly names."""
        for hit in self.matcher.find(phrase, lang):
            if (hit.start == 0 and hit.end == len(phrase) and not hit.key.startswith(CARD_PREFIX)
                    and self.concepts.get(hit.key, {}).get("category") == category):
                return hit.key, hit.form
        return None

    def term_langs(self, text: str) -> list[str]:
        """Languages hinted by rules terms in ``text`` whose form exists in one language only.

        Looked up word by word and in two-word groups on the folded text, so that it works
        before the language (and so the pipeline) is known.
        """
        words = _folded_words(text)
        hints: list[str] = []
        pairs = [" ".join(words[i : i + 2]) for i in range(len(words) - 1)]
        # a word of a two-word form gives no hint of its own ("extra" of "extra deck")
        paired = {j for i, pair in enumerate(pairs) if pair in self._form_langs for j in (i, i + 1)}
        # a pair that shares a word with a rules term of several languages gives no hint
        # either ("speed 3" of "spell speed 3", which Portuguese and Italian players write)
        shared = {j for i, pair in enumerate(pairs) if len(self._form_langs.get(pair, ())) > 1
                  for j in (i, i + 1)}
        pairs = [pair for i, pair in enumerate(pairs) if not {i, i + 1} & shared
                 or len(self._form_langs.get(pair, ())) > 1]
        grams = [w for i, w in enumerate(words) if i not in paired] + pairs
        for gram in grams:
            langs = self._form_langs.get(gram)
            if langs and len(langs) == 1:
                (lang,) = tuple(langs)
                if lang in LANGS and lang != "en":
                    # (the English names of the game's terms are every player's words:
                    # "qual é a spell speed de uma counter trap" is Portuguese)
                    hints.append(lang)
        return hints

    def loan_terms(self, text: str) -> list[str]:
        """Rules terms of ``text`` (folded, of one or two words) that English shares with
        another language: the rulebooks in Spanish and Italian say "Damage Step" and "Battle
        Phase" too, so these words tell nothing of the language a question is written in."""
        words = _folded_words(text)
        grams = [" ".join(words[i : i + 2]) for i in range(len(words) - 1)] + words
        return [gram for gram in grams
                if "en" in self._form_langs.get(gram, ()) and len(self._form_langs[gram]) > 1]

    # -- graph edges --------------------------------------------------------------------
    def parallels(self, section_id: str) -> list[str]:
        """Sections joined to ``section_id`` by ``parallel-to`` edges of the rule graph.

        Each section's are read from the graph once and kept (with the graph they come
        from: another graph set on the knowledge is read afresh)."""
        graph = self.graph
        kept: tuple[Any, dict[str, Any]] | None = self.__dict__.get("_parallels")
        if kept is None or kept[0] is not graph:
            kept = (graph, {})
            self.__dict__["_parallels"] = kept
        found = kept[1].get(section_id)
        if found is None:
            found = kept[1][section_id] = tuple(self._parallel_edges(graph, section_id))
        return list(found)

    @staticmethod
    def _parallel_edges(graph: Any, section_id: str) -> list[str]:
        node = SECTION_PREFIX + section_id
        if graph is None or node not in graph:
            return []
        out: list[str] = []
        for _, other, data in graph.out_edges(node, data=True):
            if data.get("relation") == "parallel-to":
                sid = str(other).removeprefix(SECTION_PREFIX)
                if sid not in out:
                    out.append(sid)
        return out

    def definitions(self, concept_id: str) -> list[str]:
        """Sections that define ``concept_id`` (``defined-in`` edges of the rule graph:
        glossary entries, the paragraph under a "what is …?" heading, definitional passages)."""
        from judge.graph.model import concept_node

        graph = self.graph
        node = concept_node(concept_id)
        if graph is None or node not in graph:
            return []
        return list(dict.fromkeys(
            str(other).removeprefix(SECTION_PREFIX)
            for _, other, data in graph.out_edges(node, data=True)
            if data.get("relation") == "defined-in"
        ))

    def conflicts(self, section_ids: Iterable[str], concepts: Iterable[str] = ()) -> list[dict[str, Any]]:
        """Conflict records of the rule graph about any of ``section_ids``.

        A record (``judge.graph.conflicts``) is about a section when the section is one
        of its claims or its prevailing section.
        """
        wanted = set(section_ids)
        out = []
        for record in self.conflict_records:
            claimed = {c["section_id"] for c in record.get("claims", [])}
            claimed.add(record.get("prevailing_section", ""))
            if claimed & wanted:
                out.append(record)
        return out


SECTION_PREFIX = "section:"
#: A hyphen between two letters.
_JOINED = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")


def _folded_words(text: str) -> list[str]:
    """The words of ``text``, folded, anything but letters and digits a space."""
    return "".join(c if c.isalnum() else " " for c in fold(text)).split()


def _verb_naming(text: str, verbs: Iterable[str], mentions: list[Mention], targets: frozenset[str],
                 wanted: str | None, key: str, since: int = 0) -> Mention | None:
    """The first verb of ``verbs`` in ``text`` (from ``since`` on) whose first term of
    ``targets`` named after it, a few words on, is ``wanted`` (any of them when None): a
    mention of ``key`` on the verb ("poner … boca abajo": a Set)."""
    verbs = frozenset(verbs)
    for word in re.finditer(r"[^\W\d_]+", text):
        if word.start() < since or fold(word.group()) not in verbs:
            continue
        after = [m for m in mentions if m.start > word.end() and m.key in targets]
        if after and (wanted is None or after[0].key == wanted) and len(
                re.findall(r"\w+", text[word.end():after[0].start])) <= _PUT_WORDS:
            return Mention(key, word.start(), word.end(), word.group(), word.group())
    return None


def _short_english_forms(forms: list[Form]) -> list[Form]:
    """English names without their final "Card" ("Quick-Play Spell" for "Quick-Play Spell
    Card"), as players write them, unless that shorter name is already another concept's."""
    taken = {fold(f.text) for f in forms if f.lang == "en"}
    out = []
    for f in forms:
        if f.lang == "en" and f.kind == "en" and f.text.endswith(" Card"):
            short = f.text[: -len(" Card")]
            if fold(short) not in taken:
                out.append(Form(f.key, "en", short, "en", 'English name without "Card"'))
                taken.add(fold(short))
    return out


#: The noun of a Summon's name and its verb, per language: players ask "¿Puedo Invocar por
#: Sacrificio…?", "Posso Evocare Synchro…?" of the Summons the texts name "Invocación por
#: Sacrificio", "Evocazione Synchro".
_SUMMON_VERBS = {
    "es": (re.compile(r"^invocaci(?:o|ó)n(?:es)?\b", re.IGNORECASE), "Invocar"),
    "it": (re.compile(r"^evocazion[ei]\b", re.IGNORECASE), "Evocare"),
    "pt": (re.compile(r"^invoca(?:ç|c)(?:ão|ao|ões|oes)\b", re.IGNORECASE), "Invocar"),
}


#: The word that links a Summon to its kind, which players leave out: "Evocazione Rituale"
#: for "Evocazione tramite Rituale", "Invocação Tributo" for "Invocação por Tributo".
_SUMMON_LINK = {
    "it": re.compile(r"\s+tramite\s+", re.IGNORECASE),
    "pt": re.compile(r"\s+por\s+", re.IGNORECASE),
}


def _summon_verb_forms(forms: list[Form]) -> list[Form]:
    """The verb form of every Summon's name ("Invocar por Sacrificio" for "Invocación por
    Sacrificio") and the name without its linking word ("Evocazione Rituale"), each with
    its verb form, unless that form is already a name."""
    taken = {(f.lang, fold(f.text)) for f in forms}
    out = []

    def add(f: Form, text: str, note: str) -> None:
        if text.split()[1:] and (f.lang, fold(text)) not in taken:
            out.append(Form(f.key, f.lang, text, f.kind, note))
            taken.add((f.lang, fold(text)))

    for f in forms:
        noun = _SUMMON_VERBS.get(f.lang)
        if noun is None or f.kind == "card" or not noun[0].match(f.text):
            continue
        texts = [f.text]
        link = _SUMMON_LINK.get(f.lang)
        if link is not None and link.search(f.text):
            texts.append(link.sub(" ", f.text, count=1))
            add(f, texts[-1], f"{f.text} without its linking word")
        for text in texts:
            add(f, noun[0].sub(noun[1], text, count=1), f"verb of {f.text}")
    return out


def _unaccented_forms(forms: list[Form]) -> list[Form]:
    """Every name written without its accents ("Magia Rapida", "Invocacion por Sacrificio"),
    as players type them: the lemma tables key an unaccented word apart from the accented
    one ("rapida" is not "rápida"), so the name is matched in both spellings."""
    taken = {(f.lang, f.text) for f in forms}
    out = []
    for f in forms:
        plain = fold(f.text)
        if f.lang != "en" and plain.lower() != f.text.lower() and (f.lang, plain) not in taken:
            out.append(Form(f.key, f.lang, plain, f.kind, f"{f.text} without accents"))
            taken.add((f.lang, plain))
    return out


#: The word for "and" that players write for the "&" of a name ("Zona Magie e Trappole").
_AND_WORD = {"es": "y", "it": "e", "pt": "e", "en": "and"}


def _and_forms(forms: list[Form]) -> list[Form]:
    """Every name with an "&" also written with the language's "and" ("Zona Magie &
    Trappole" as "Zona Magie e Trappole", "Spell & Trap Zone" as "Spell and Trap Zone")."""
    taken = {(f.lang, f.text) for f in forms}
    out = []
    for f in forms:
        if "&" in f.text and f.lang in _AND_WORD:
            text = re.sub(r"\s*&\s*", f" {_AND_WORD[f.lang]} ", f.text)
            if (f.lang, text) not in taken:
                out.append(Form(f.key, f.lang, text, f.kind, f"{f.text} with \"{_AND_WORD[f.lang]}\""))
                taken.add((f.lang, text))
    return out


def _slug(name: str) -> str:
    return "-".join("".join(c if c.isalnum() else " " for c in fold(name)).split())


def _load_graph() -> tuple[Any | None, list[dict[str, Any]]]:
    """The rule graph and its conflict records (none when the graph cannot be loaded)."""
    try:
        from judge.graph import get_graph, get_index

        graph = get_graph()
        index = get_index()
    except Exception:  # noqa: BLE001 - without a graph, answers lose parallels and conflicts only
        return None, []
    return graph, list(index.get("conflicts") or [])


@lru_cache(maxsize=1)
def get_knowledge() -> Knowledge:
    """The process-wide :class:`Knowledge` (loaded on first use)."""
    concepts = _load_yaml_lists(CORPUS_DIR / "concepts")
    cards = _load_yaml_lists(CORPUS_DIR / "cards")
    graph, conflicts = _load_graph()
    from judge.graph.lookup import community_words

    return Knowledge(concepts, cards, graph, conflicts, community_words())
