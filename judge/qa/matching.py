"""Finding the ruling that answers a question, through the rule graph.

Rulings are nodes of the graph, linked to the concepts they are about; the edges marked
``required`` are the ruling's ``about``: what a question must involve for the ruling to
answer it.  A question's concepts (spotted by the term matcher) are closed upward
through the graph's is-a relations (a Normal Trap is a Trap Card, a Trap Card is a
card) and Spell Speeds (a Trigger Effect is Spell Speed 1), and

1. the **candidates** are the rulings whose ``about`` the closed concepts contain and
   whose short answer is of the kind the question asks for (yes/no, how many, where /
   who / which / what happens);
2. the **most specific** candidates win: a ruling is dropped when another candidate is
   about narrower kinds of the same things (its closed ``about`` strictly contains the
   other's with no more concepts: ``quick-play-spell-card`` beats ``spell-card`` for a
   question about a Quick-Play Spell), or about the same things and one more the
   question names, unless that one is only a general verb or kind (a Flip Summon the
   same turn the monster was Set beats a Flip Summon the same turn; "activate" adds
   nothing);
3. ties are broken by BM25 similarity between the question and the rulings' questions
   and answers in all four languages (lemma keys and concept tokens, as in
   :mod:`judge.qa.retrieval`), weighed by how far the question names the ruling's
   concepts in the order its own question does ("can a Counter Trap respond to a Normal
   Trap?" is not "can a Normal Trap respond to a Counter Trap?") when they are about the
   same concepts; a ruling that shares a single general concept (one that several kinds
   are a kind of: card, Deck, card effect) with the question must be the closest of
   all; two that read alike and answer differently leave Judge unsure, and so does a
   ruling on the same concepts plus one the question lacks that reads clearly closer
   and answers otherwise;
   candidates whose answers disagree and that are about different cases leave the
   answer open ("it depends").
   A concept of a ruling's ``about`` that the term matcher did not spot still counts when
   every word of one of its names (in any language, or a word players use from
   ``rules_corpus/community_words.yaml``) is in the question, close together and spelled
   almost alike (:func:`RulingIndex.named_in`: "segnalini" for "Segnalino", "monstro
   pêndulo" for "Monstruo de Péndulo"); the Duel itself is implied by every question;
4. with no candidate, the rulings that miss only **qualifiers** of the question (a
   position, a face, the same or the next turn: :data:`QUALIFIERS`) are
   the cases of an "it depends" answer, unless the question names the opposite of what
   one of them needs;
5. a candidate must concern every action and every kind of card the question names (a
   concept of the categories in :data:`DECISIVE_CATEGORIES`, or one it is a kind of,
   among the ruling's concepts): a ruling on activating a Set Trap does not answer
   whether it can be destroyed, nor one on Counter Traps answering each other whether a
   Quick-Play Spell can respond; and it needs a least similarity (:data:`MIN_SIMILARITY`).

Nothing here reads a yes/no or a number out of a sentence: the short answer is the
ruling's own.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import numpy as np

from judge.nlp.pipelines import LANGS, fold, get_nlp, parse
from judge.nlp.terms import CARD_PREFIX, card_key
from judge.qa.reading import (
    COMPARED_POSITION,
    COMPARED_STATS,
    COPULA,
    MAY_START,
    OR_WORDS,
    WHO_WORDS,
    asks_where_it_goes,
    compared_words,
    role_order,
    stat_comparison,
    told_comparison,
)

#: The relations a question's concepts are closed through: what a thing is a kind of, and
#: the Spell Speed of a kind of card or effect (000:963-973: a Trigger Effect is Spell
#: Speed 1, so a ruling on Spell Speed 1 answers for it).
CLOSING_RELATIONS = frozenset({"is-a", "has-spell-speed"})

#: The kind of question each kind of short answer answers.
SHORT_FOR_ASKS = {"yes_no": "yes_no", "number": "number", "text": "text"}
#: Least BM25 similarity (question vs the ruling's texts) for a ruling to answer.
MIN_SIMILARITY = 1.0
#: What may stand before a question's subject: articles, possessives and, in English,
#: the auxiliary that opens the question ("¿mi rival…", "can my opponent…"), folded.
_SUBJECT_LEAD = re.compile(
    r"[\s¿¡]*(?:(?:el|la|los|las|un|una|il|lo|gli|le|i|o|a|os|as|um|uma|the|an|mi|mis|tu|tus|su|sus|mio|mia"
    r"|miei|mie|tuo|tua|meu|minha|meus|minhas|seu|sua|my|your|his|her|their|can|could|may|does|do|is|are"
    r"|will|must|should)\s+)*")
#: How much more a ruling weighs, among rulings about the same concepts, when it is worked
#: out on the cards the question names.
CARDS_NAMED_WEIGHT = 1.5
#: "Is / are" right after a term ("the turn player is the one who…"), folded.
_COPULA_AFTER = re.compile(rf"\s*{COPULA}\b")
#: "Divided into / made up of" parts, folded.
_DIVIDED = re.compile(r"\b(?:se divide|si divide|se dividem?|si dividono|se dividen"
                      r"|divis[oa]|divid(?:e|ed|ido|ida|idos|ono)\s+(?:en|in|em|into)|split into|made up of"
                      r"|consist(?:s|e)? (?:of|de|di|em)"
                      r"|compuest[oa] (?:de|por)|compost[oa] (?:da|di|de|por))")
#: What a Set card is said to be: face-down, as every Set card is (000:1142), no state of
#: its own a ruling would have to name (see _stated_name).
_SET_FACE_DOWN = frozenset({"face-down"})
#: Categories of concepts that say what a question does (destroy, Summon, attack,
#: negate…): a ruling answers only if it concerns each of them.
DECISIVE_CATEGORIES = frozenset({"action", "summon", "battle", "chain", "spell-trap-icon", "monster-kind",
                                 "effect-kind", "card-kind", "spell-speed"})
#: Verbs and kinds of card so general that a ruling concerns them without naming them,
#: and Spell Speed in general (every card has one: a ruling that names Spell Speeds does
#: not thereby concern a Normal Trap).
NOT_DECISIVE = frozenset({"activate", "card", "monster", "monster-card", "spell-speed", "card-effect"})
#: Of those, the ones a question's concepts still count for when a ruling's ``about``
#: names them (what an effect does, a Spell Speed), unlike the verb "activate" that most
#: questions say and the kinds "card" and "monster".
COUNTED_WHEN_NAMED = NOT_DECISIVE - {"activate", "card", "monster", "monster-card"}
#: The categories of concepts that take roles towards each other (a Counter Trap responding
#: to a Normal Trap): the order a question names two of them in matters.  Two actions do
#: not ("to Set it, must I Tribute?" is "must I Tribute to Set it?").
ROLE_CATEGORIES = frozenset({"card-kind", "spell-trap-icon", "monster-kind", "effect-kind", "spell-speed"})
#: Concepts every question involves.
IMPLIED = frozenset({"duel"})
#: Categories that hold things of different sorts (a player and a Match; an activation and
#: a Chain Link): another answer among them must be a sibling kind.
_MIXED_CATEGORIES = frozenset({"game", "chain", "action", "battle"})
#: Least rapidfuzz ratio between a word of a concept's name and a word of the question.
WORD_SIMILARITY = 80
#: A candidate must reach this share of the similarity of the closest ruling of the kind
#: asked (matched or not): a ruling about something else that happens to fit the
#: concepts does not answer when the question reads like another ruling.
RELATIVE_SIMILARITY = 0.5
#: Words of a name that need not be in the question (articles, prepositions).
_NAME_STOPWORDS = frozenset(
    "de del la las el los di della delle dei degli il lo le da do dos das of the a an en in per por"
    " un una uno um em no na nel nella que cui"
    " carta cartas carte card cards tu tus tuo tua seu sua your mi mis mio mia meu minha my".split())
#: How many other words may stand among the words of a concept's name in a question.
NAME_GAP = 3
#: Two words this long that start alike are taken for forms of one word ("evocazione",
#: "evocare"; "invocacion", "invocar").
SAME_STEM = 5
#: The qualifiers an answer can depend on when the question leaves them open.
QUALIFIERS = frozenset({"face-up", "face-down", "attack-position", "defense-position", "same-turn",
                        "next-turn", "hand", "set"})
#: How often or how many times a question asks a play can be made.
HOW_OFTEN = frozenset({"several", "once-per-turn", "same-turn"})
#: Letters of a unit compared, so that "carta", "cartas", "carte", "card" and "cards" agree.
UNIT_STEM = 4
#: How many words may come between an amount and its unit ("4 copie della stessa carta":
#: none; "65 carte" none; "3 Limited cards": one).
UNIT_WORDS = 2
#: A number question's word and what may stand before its noun ("cuántos", "quanto è il
#: suo", "how many"), folded, and how many characters after it the concept counted may start.
_HOW_MUCH = re.compile(r"\b(?:cuant[oa]s?|quant[oeia]s?|how (?:many|much)|qnt[oa]s?|qtos|qtas"
                       # ("what's its original ATK?", asked for a number)
                       r"|what'?s|what is|cual es|qual e|quale e)\b"
                       r"(?:\s+(?:es|e|sono|son|sao|is|are|era))?(?:\s+(?:el|la|los|las|il|lo|le|i|gli|o|a|os|as"
                       r"|the|su|sus|suo|sua|seu|sua|its|his|their|mi|mio|meu|my)\b){0,2}\s*")
_COUNTED_REACH = 3
#: The categories of what a number question may count that a ruling must concern: a
#: monster's stats, and kinds of cards and monsters.
_COUNTED_KINDS = frozenset({"stat", "monster-kind", "card-kind", "spell-trap-icon"})
#: The word of a "which X?" question, folded, and the categories of X it is checked for.
_WHICH = re.compile(r"\b(?:que|qual|quale|quali|quais|cual|cuales|che|which|what)\s+")
#: "Who…?": a player asked, unless another question word comes first ("where does the
#: card go, and who…").
_WHO = re.compile(rf"\b(?:{WHO_WORDS}|whom|whose)\b")
_OTHER_WH = re.compile(r"\b(?:donde|dove|onde|where|cuando|quando|when|cuant\w*|quant\w*|how)\b")
#: The concepts that name a player (whose a card is, who decides).
_PLAYERS = frozenset({"duelist", "player", "opponent", "turn-player", "first-player", "second-player",
                      "owner", "control", "make-decisions"})
_KINDS_ASKED = frozenset({"monster-kind", "card-kind", "spell-trap-icon", "zone", "phase", "step", "deck"})
#: The concept "type" ("¿qué tipo de efecto…?"): the kind asked is what follows it.
_TYPE = "type"
#: The category of the parts of a card (ATK, Level, Attribute, Type).
_STAT = "stat"
#: "of" after it ("tipo de", "tipo di", "kind of"), with an article.
_OF = re.compile(r"\s*(?:de|di|of|do|da|del|della|dello)\b(?:\s+(?:un|una|um|uma|a|an|the|la|el|il))?\s*")
#: The category of the kinds of effect (Trigger, Quick…): "¿qué tipo de efecto es?" asks one.
_EFFECT_KIND = "effect-kind"
#: The categories a kind of a kind may have: a kind of card is a kind of Spell, an icon
#: (Normal, Quick-Play…) or a kind of monster.
_SUBKINDS = {"card-kind": frozenset({"card-kind", "spell-trap-icon", "monster-kind"})}
#: A question asking when something happens ("when is it flipped face-up?", "¿en qué
#: momento…?"), folded (with the question opening on it); a time of the turn answers it.
_WHEN_ASKED = re.compile(r"(?:cuando|quando|when|en que momento|in che momento|em que momento"
                         r"|at what point)\s+"
                         r"(?:es|se|e|viene|vengono|is|are|does|do|do i|is it|son|sono|sao|fica)\b")
_TIMES_OF_A_TURN = frozenset({"phase", "step"})
#: The noun a number question asks, right after its question word ("di che livello",
#: "how many Levels").
_UNIT_ASKED = re.compile(r"\b(?:cuant[oa]s|quant[oeia]s?|how many|qnt[oa]s|qtos|qtas"
                         r"|(?:de |di |of )?(?:que|qual|quale|che|what|which))\s+(\w+)")
#: The top or bottom of a range asked ("il livello più alto", "the highest Level"): the
#: word of its unit, in either group (folded).
_END_OF_RANGE_ASKED = re.compile(r"\b(\w+)\s+(?:mas|piu|mais)\s+(?:alt|baj|bass|baix)\w*"
                                 r"|\b(?:highest|lowest)\s+(\w+)")
#: The asker's own turn, and the opponent's (folded), in the four languages.
_ASKERS_TURN = re.compile(r"\b(?:my turn|my own turn|mi turno|mio turno|meu turno|meu proprio turno)\b")
_OPPONENTS_TURN = re.compile(r"\b(?:opponent'?s turn|turno de (?:mi|meu) (?:rival|adversario|oponente)"
                             r"|turno del (?:mio )?avversario|turno do (?:meu )?(?:oponente|adversario))\b")
#: The asker or the asker's own, not "my opponent" (folded).
_ASKER_SIDE = re.compile(r"\b(?:i|my|mine|mio|mia|miei|mie|mi|mis|meu|minha|meus|minhas|eu|yo)\b"
                         r"(?!\s+(?:opponent|rival|adversario|avversario|oponente))")
#: The categories of the places a card goes to (a zone, a Deck; or banished), and of where
#: a turn goes (a Phase, a Step).
_PLACES = frozenset({"zone", "deck", "phase", "step"})
#: The categories of a "which…?" question that a card named answers.
_A_CARD_ASKED = frozenset({"card", "card-kind", "spell-trap-icon", "monster-kind"})
#: The end of a sentence of telling before the sentence that asks.
_SENTENCE_END = re.compile(r"[.?!]\s+(?=\S)")


def asked_sentence_start(question: str) -> int:
    """Where the last sentence of a question told in several sentences begins (0 for a
    question of one sentence)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(question.rstrip())]
    return ends[-1] if ends else 0


#: The last clause after a comma, when it is a short question of its own.
_ASKED_CLAUSE = re.compile(r",\s*¿?([^,]{3,60})\?\s*$")


def _asked_clause_start(question: str) -> int:
    """Where the short question closing a question after a comma begins ("…, ¿se resuelve
    primero el del rival?"); 0 when there is none."""
    found = _ASKED_CLAUSE.search(question)
    return found.start(1) if found else 0


#: What comes right before the other side of a comparison in time ("before my opponent",
#: "antes que mi rival", "prima del mio avversario"), folded.
_BEFORE_THAN = re.compile(r"\b(?:before|than|antes (?:de|que|do|da)|prima (?:di|del|della|che)"
                          r"|primero que|primeiro que)\s+(?:\w+\s+){0,2}$")
#: The asker attacking, and the asker's monster (folded), in the four languages.
_ASKER_ATTACKS = re.compile(r"\b(?:ataco|ataque con|ataquei|eu ataco|eu atacar|attacco|ho attaccato"
                            r"|i attack|i attacked)\b")
_MY_MONSTER = re.compile(r"\b(?:mi monstruo|il mio mostro|meu monstro|my monster)\b")
#: A player said to have no monsters at all ("non ha mostri", "no tiene ningún monstruo",
#: "has no monsters", "não tem monstros"), folded.
_NO_MONSTERS = re.compile(r"\b(?:no|non|nao|sin|senza|sem)\s+(?:(?:tiene|tienes|tengo|ha|hai|ho|tem|tenho"
                          r"|controla|controlla|controlo)\s+)?(?:ningun|nessun|nenhum|algun)?\s*"
                          r"(?:mostr[oi]|monstruos?|monstros?)\b|\b(?:has|have|with|controls)\s+no\s+monsters?\b")
#: What a ruling on how often a play can be made concerns.
_LIMITS_OF_A_PLAY = frozenset({"limit", "once-per-turn"})
#: What questions say around the rule they ask about, which a ruling on one concept need
#: not name (see RulingIndex._leaves_out).
_AROUND_THE_RULE = frozenset({"turn", "opponent", "player", "hand", "before", "after", "field",
                              "monster-zone", "compulsory", "exactly"})
#: The words that make "several" a number of times ("twice", "dos veces", "più volte").
_TIMES = re.compile(r"\b(?:times|twice|more than once|veces|vez|volte|volta|vezes)\b")
#: Qualifiers that make cases only of an activation: from the hand or Set.
ACTIVATION_QUALIFIERS = frozenset({"hand", "set"})
#: A second candidate with another answer within this share of the best one's
#: similarity makes the answer depend on the case.
DEPENDS_RATIO = 0.8
#: A candidate with another answer this close to the best one leaves Judge unsure.
AMBIGUOUS_RATIO = 0.95
#: A ruling missing one concept of the question's that reads this much closer than the
#: best match and answers otherwise leaves Judge unsure.
NEAR_MISS_RATIO = 1.1
#: A yes/no ruling about one concept answers only a question that reads this much like the
#: ruling's own question (its BM25 similarity against the one its question gets): one
#: concept in common says little ("can I activate cards from my Graveyard?" is not "can I
#: rearrange my Graveyard?").
SINGLE_CONCEPT_SIMILARITY = 0.8
#: Repetitions of a concept token in the ruling documents and queries.
CONCEPT_BOOST = 2


@dataclass(frozen=True)
class Case:
    """One ruling that answers the question, with the concepts it adds to the question
    (empty for a full match) and its similarity."""

    ruling: Mapping[str, Any]
    missing: tuple[str, ...]
    score: float


@dataclass
class Match:
    """What the rulings say about a question: one ruling (``kind == "ruling"``), the
    cases the answer depends on (``kind == "depends"``), or a ruling whose named answer a
    yes/no question states (``"confirms"``) or states otherwise (``"denies"``): "does
    priority pass to my opponent?" against "who gets priority? Your opponent"; or the
    cases a question leaves open when they all answer alike (``"alike"``: the first
    decides); or a ruling on whether something must be done, for a question asking to do
    without it (``"without"``: ``left_out`` is that concept, and the answer is the other
    way round); or the limits an amount the question gives is compared with
    (``"bound"``: "can I play with 65 cards?" against "at most 60", "at least 40"); or
    the alternative of an "X or Y?" question that a yes/no ruling on one of them decides
    (``"chooses"``: ``left_out`` is the alternative chosen); or a yes/no ruling whose
    own question asks the other way round (``"turned"``: "does it end?" against "does it
    keep applying?"; ``left_out`` is ``"ends"`` or ``"goes-on"``); or a ruling that there
    is no limit, for a "how many" question (``"unbounded"``). A ``"confirms"`` whose
    ``left_out`` is ``"parts"`` confirms that something is divided into parts by their
    count, which the question does not state."""

    kind: str
    cases: list[Case] = field(default_factory=list)
    left_out: str = ""
    #: For ``"bound"``: the amount a yes/no question gives, compared with the number of
    #: each ruling of ``cases`` (the most or the least allowed; see ``judge.rulings``).
    count: int | None = None
    #: For ``"bound"``: the question asks whether exactly ``count`` is required.
    exact: bool = False

    @property
    def ruling(self) -> Mapping[str, Any]:
        return self.cases[0].ruling


def short_kind(ruling: Mapping[str, Any]) -> str | None:
    """``yes_no``, ``number`` or ``text``: the kind of the ruling's short answer; ``depends``
    for a ruling that answers by cases (see :mod:`judge.rulings`)."""
    short = ruling.get("short") or {}
    if "depends" in short:
        return "depends"
    return next((k for k in SHORT_FOR_ASKS if k in short), None)


def asked_kind(ruling: Mapping[str, Any]) -> str | None:
    """The kind of question a ruling answers: its short answer's kind, or the kind of its
    cases' answers for one that answers by cases (a yes/no question "can I equip my
    opponent's monster?" is answered "it depends on the card")."""
    kind = short_kind(ruling)
    if kind == "depends":
        return next(k for k in ("yes_no", "number") if k in ruling["short"]["depends"][0])
    return kind


def short_value(ruling: Mapping[str, Any]) -> Any:
    """The ruling's short answer; for one that answers by cases, the tuple of their answers
    (unlike any single answer)."""
    short = ruling.get("short") or {}
    kind = short_kind(ruling)
    if kind == "depends":
        return tuple(case.get("yes_no", case.get("number")) for case in short["depends"])
    return short.get(kind) if kind else None


#: The concepts of a question about a battle, for which a comparison of the stats tells the
#: position of the monster attacked.
_BATTLE_WORDS = frozenset({"attack", "battle", "battle-damage", "damage", "destroy", "attacking-monster"})
#: "May I…" anywhere in a question (folded): whether a play may be made.
_MAY_I = re.compile(r"\b(?:puedo|posso|can i|may i)\b")
#: A question asking whether something exists, in English (folded).
_EXISTENCE_ASKED = re.compile(r"^(?:(?:is|are) there|are (?:some|any))\b")
#: How many words before a comparison of stats may name the monster whose stat it is ("my
#: attacker's ATK is higher…", "mi monstruo atacante tiene más ATK…").
ATTACKER_BEFORE_COMPARISON = 3


def unit_stems(ruling: Mapping[str, Any]) -> frozenset[str]:
    """The first letters of the unit a ruling's count gives, in every language."""
    unit = (ruling.get("short") or {}).get("unit") or {}
    return frozenset(fold(str(u))[:UNIT_STEM] for u in unit.values())


class RulingIndex:
    """The rulings with their ``about`` concepts read from the graph (see the module
    docstring).

    What does not change from one question to the next is worked out once, when the
    index is built, so that :meth:`match` reads few rulings: the rulings each concept
    concerns (:meth:`concerning` answers which rulings can concern every action and kind
    of card a question names, rather than reading every ruling of the kind asked), and
    the beginnings of the words of every concept's names (:meth:`_nameable` finds the
    names a question's words can spell in one pass, and a ruling with a concept the
    question neither involves nor can name is set aside at once)."""

    def __init__(self, rulings: Iterable[Mapping[str, Any]], graph: Any, knowledge: Any) -> None:
        import bm25s

        from judge.graph.model import ruling_node
        from judge.qa.retrieval import doc_keys

        self.rulings = [r for r in rulings if r.get("about") and short_kind(r)]
        self.knowledge = knowledge
        #: Concept → what it directly is (is-a, its Spell Speed); concept → its opposites.
        self.parents: dict[str, set[str]] = {}
        self.opposites: dict[str, set[str]] = {}
        #: Concept → the concepts it is related to in either direction (any type).
        self.linked: dict[str, set[str]] = {}
        #: Zone → (the place it is part of, the kinds of card it holds).
        self.zones: dict[str, tuple[set[str], set[str]]] = {}
        about: dict[str, frozenset[str]] = {}
        if graph is not None:
            for u, v, data in graph.edges(data=True):
                if data.get("relation") != "related-to" or not str(u).startswith("concept:"):
                    continue
                a, b = str(u).removeprefix("concept:"), str(v).removeprefix("concept:")
                self.linked.setdefault(a, set()).add(b)
                self.linked.setdefault(b, set()).add(a)
                if data.get("type") in ("part-of", "holds"):
                    self.zones.setdefault(a, (set(), set()))[data["type"] == "holds"].add(b)
                if data.get("type") in CLOSING_RELATIONS:
                    self.parents.setdefault(a, set()).add(b)
                elif data.get("type") == "opposite-of":
                    self.opposites.setdefault(a, set()).add(b)
                    self.opposites.setdefault(b, set()).add(a)
            for r in self.rulings:
                node = ruling_node(str(r["id"]))
                if node in graph:
                    about[r["id"]] = frozenset(
                        str(v).removeprefix("concept:")
                        for _u, v, data in graph.out_edges(node, data=True)
                        if data.get("relation") == "about" and data.get("required")
                    )
        known = set(knowledge.concepts) if knowledge is not None else set()
        for r in self.rulings:
            # A graph built before a ruling was written does not know it yet: its file says.
            if not about.get(r["id"]):
                about[r["id"]] = frozenset(str(c) for c in r["about"] if not known or str(c) in known)
        self.rulings = [r for r in self.rulings if about[r["id"]]]
        self.about = about
        self.closed = {rid: self.closure(concepts) for rid, concepts in about.items()}
        #: The same without what every question involves (the Duel): a ruling "about" the
        #: Duel and banishing is no narrower than one about banishing.
        self.closed_own = {rid: self.closure(concepts - IMPLIED) for rid, concepts in about.items()}
        #: Of a yes/no ruling that classes one thing as another ("destroying a card sends it
        #: to the Graveyard"), the class: the is-a closure of "destroy" holds "send to the
        #: Graveyard", yet "does destroying all cards on the field affect the Graveyard?"
        #: asks something else; a question must say the class to be answered by the ruling.
        self.classes = {r["id"]: frozenset(c for c in about[r["id"]]
                                           if any(c in self.closure([o]) for o in about[r["id"]] - {c}))
                        for r in self.rulings if short_kind(r) == "yes_no" and len(about[r["id"]]) == 2}
        #: The rulings written to answer "who…?" in their own question ("the loser of the
        #: previous Duel" names no player concept, yet answers who decides).
        self.asks_who = frozenset(
            r["id"] for r in self.rulings
            if any(_WHO.search(fold(str(q))) for q in (r.get("question") or {}).values()))
        #: The yes/no rulings written to answer whether something exists ("Are some cards
        #: Forbidden in official tournaments?"), other than a limit: they do not answer
        #: whether a play may be made ("posso mettere una carta proibita nel deck?").
        self.asks_existence = frozenset(
            r["id"] for r in self.rulings
            if short_kind(r) == "yes_no" and "limit" not in about[r["id"]]
            and _EXISTENCE_ASKED.match(fold(str((r.get("question") or {}).get("en", "")))))
        #: What each ruling concerns: its concepts, its ``about`` and what its own question
        #: names in any language ("can I Flip Summon a monster the same turn I Set it?"
        #: concerns flipping, though its ``about`` is the Flip Summon, the Set and the turn);
        #: closed upward, what they are kinds of (a ruling on Normal Summons concerns Summoning).
        #: Each ruling's question's concepts in the order of their roles, per language (see
        #: :meth:`order_agreement`), from the same reading of the question.
        self._orders: dict[tuple[str, str], tuple[str, ...]] = {}
        self.concerns = {r["id"]: frozenset(map(str, r.get("concepts") or ())) | about[r["id"]]
                         | self._read_question(r)
                         for r in self.rulings}
        self.concerns_closed = {rid: self.closure(c) for rid, c in self.concerns.items()}
        #: Concept → the rulings that concern it, and those that concern it or a kind of
        #: it: the inverted :attr:`concerns` and :attr:`concerns_closed`, so that a
        #: question is compared only with the rulings that can concern what it does
        #: (see :meth:`concerning`).
        self._concerned: dict[str, set[str]] = {}
        self._concerned_closed: dict[str, set[str]] = {}
        for rid, concepts in self.concerns.items():
            for c in concepts:
                self._concerned.setdefault(c, set()).add(rid)
        for rid, concepts in self.concerns_closed.items():
            for c in concepts:
                self._concerned_closed.setdefault(c, set()).add(rid)
        self._concerning: dict[tuple[str, frozenset[str]], frozenset[str]] = {}
        self.category = {cid: str(c.get("category")) for cid, c in (knowledge.concepts.items()
                                                                      if knowledge is not None else ())}
        tokens: list[list[str]] = []
        for r in self.rulings:
            keys: list[str] = []
            for lang in LANGS:
                nlp = get_nlp(lang)
                for field_name in ("question", "answer"):
                    text = str((r.get(field_name) or {}).get(lang) or "")
                    keys += doc_keys(nlp(text), lang)
            for cid in about[r["id"]]:
                keys += ["§" + cid] * CONCEPT_BOOST
            keys += ["§" + str(c) for c in r.get("concepts") or []]
            tokens.append(keys or ["§empty"])
        #: Each concept's names as folded word lists, for :meth:`named_in`.
        self.name_words: dict[str, list[list[str]]] = {}
        if knowledge is not None:
            from judge.graph.lookup import community_words
            from judge.nlp.terms import forms_from_concepts

            names = [(f.key, f.text) for f in forms_from_concepts(knowledge.concepts.values())]
            # the words that alone name a concept ("turno": the turn)
            one_word_names: dict[str, set[str]] = {}
            for key, text in names:
                if len(text.split()) == 1:
                    one_word_names.setdefault(fold(text), set()).add(key)
            for key, text in names:
                words = [w for w in re.findall(r"\w+", fold(text)) if w not in _NAME_STOPWORDS]
                if words and sum(map(len, words)) >= 5:
                    self.name_words.setdefault(key, []).append(words)
            # the words players use that no text has ("adversário", "Efeito Rápido"); a phrase
            # that is another concept's name and one more word ("in one turn": "turn") is left
            # to the term matcher, which reads it whole: its words apart name nothing
            for w in community_words():
                if not w.get("concept"):
                    continue
                key = str(w["concept"])
                words = [x for x in re.findall(r"\w+", fold(str(w["text"]))) if x not in _NAME_STOPWORDS]
                others = [x for x in words if one_word_names.get(x, {key}) - {key}]
                if others and len(words) - len(others) < 2:
                    continue
                if words and sum(map(len, words)) >= 5:
                    self.name_words.setdefault(key, []).append(words)
        #: The same names by the first three letters of their words: a word spelled alike
        #: starts alike, so only a name all of whose words start as words of the question
        #: start can be in it (see :meth:`_nameable`). Each name, as (concept, its place
        #: among the concept's names), is listed under each of its beginnings.
        self._name_starts: dict[str, list[tuple[str, int]]] = {}
        self._name_need: dict[tuple[str, int], int] = {}
        for key, word_lists in self.name_words.items():
            for i, name in enumerate(word_lists):
                starts = {w[:3] for w in name}
                self._name_need[(key, i)] = len(starts)
                for start in starts:
                    self._name_starts.setdefault(start, []).append((key, i))
        self._last_nameable: tuple[Sequence[str], dict[str, list[int]]] | None = None
        #: Concepts that two or more kinds are a kind of (card, Deck, card effect, Summon…).
        children: dict[str, int] = {}
        for parents in self.parents.values():
            for parent in parents:
                children[parent] = children.get(parent, 0) + 1
        self.generic = frozenset(c for c, n in children.items() if n >= 2)
        self.position = {r["id"]: i for i, r in enumerate(self.rulings)}
        #: The keys of the cards each ruling is worked out on (its ``cards``).
        self.card_keys = {r["id"]: frozenset(card_key(str(name)) for name in r.get("cards") or ())
                          for r in self.rulings}
        #: Each ruling's similarity to its own question, per language (see own_similarity).
        self._own_similarity: dict[tuple[str, str], float] = {}
        #: The first letters of the units of every count the rulings give (see
        #: :meth:`_counts_another_unit`).
        self.units = frozenset(stem for r in self.rulings for stem in unit_stems(r))
        #: The first letters of the names of a monster's Level and Rank, which a number
        #: question may ask ("¿de qué Nivel…?"; see :meth:`unit_asked`).
        self.rank_stems = frozenset(words[0][:UNIT_STEM] for concept in ("level", "rank")
                                    for words in self.name_words.get(concept, ()) if words)
        #: The comparison of battle stats each ruling's question makes, when its languages
        #: agree on one ("ATK lower than DEF": see :func:`~judge.qa.reading.stat_comparison`).
        self.comparison: dict[str, str] = {}
        for r in self.rulings:
            # (or by the amounts it tells: "1600 ATK against 2000 DEF")
            compared = {stat_comparison(str(q)) or told_comparison(str(q))
                        for q in (r.get("question") or {}).values()} - {None}
            if len(compared) == 1:
                self.comparison[r["id"]] = str(compared.pop())
        #: The comparisons of battle stats the cases of a ruling answering by cases name ("if
        #: your ATK is higher than its DEF"): a question that states one names that case.
        self.case_comparisons: dict[str, frozenset[str]] = {}
        for r in self.rulings:
            if short_kind(r) == "depends":
                named_cases = (stat_comparison(str(case["when"]["en"])) for case in r["short"]["depends"])
                self.case_comparisons[r["id"]] = frozenset(c for c in named_cases if c is not None)
        #: The concepts each "who / where / which" ruling's answer names (see answer_concepts).
        self._answer_concepts: dict[tuple[str, str], frozenset[str]] = {}
        self._answer_cards: dict[tuple[str, str], bool] = {}
        #: Whether a number ruling's unit, per language, names things none of which is a stat
        #: (see :meth:`_counts_no_stat`).
        self._unit_no_stat: dict[tuple[str, str], bool] = {}
        #: The concepts each ruling's own question names (see _asked_concepts).
        self._question_concepts: dict[tuple[str, str], frozenset[str]] = {}
        #: The rulings by the kind of their short answer (yes_no, number, text).
        self.by_kind: dict[str, list[Mapping[str, Any]]] = {}
        for r in self.rulings:
            self.by_kind.setdefault(str(asked_kind(r)), []).append(r)
        self._kind_ids = {kind: frozenset(r["id"] for r in rulings) for kind, rulings in self.by_kind.items()}
        self.bm25 = bm25s.BM25()
        if tokens:
            self.bm25.index(tokens, show_progress=False)

    # -- concepts ------------------------------------------------------------------------
    def _read_question(self, ruling: Mapping[str, Any]) -> frozenset[str]:
        """The concepts the term matcher spots in a ruling's question, in each language; the
        role order of each reading is kept for :meth:`order_agreement`."""
        named: set[str] = set()
        for lang in LANGS:
            text = str((ruling.get("question") or {}).get(lang) or "")
            if self.knowledge is None:
                self._orders[(str(ruling["id"]), lang)] = ()
                continue
            spotted = self.knowledge.spot(text, lang)
            named.update(spotted.concepts)
            self._orders[(str(ruling["id"]), lang)] = tuple(
                role_order(text, lang, spotted.mentions, set(spotted.concepts)))
        return frozenset(named)

    def named_in(self, concept: str, words: Sequence[str], inside: Collection[int] = ()) -> bool:
        """Whether every word of one of the concept's names is among ``words`` (the
        question's folded words, in their order), spelled almost alike (rapidfuzz ratio),
        and close together: within as many words as the name has, and three more ("Quick
        Effect" is not named by "a Trigger Effect … a Quick-Play Spell").  ``inside``: the
        positions of words that belong to other terms spotted in the question; a name found
        only among them is part of another term, not named."""
        candidates = self._nameable(words).get(concept)
        if not candidates:
            return False  # a word spelled alike starts alike ("efecto", "efeito")
        return any(name_found(self.name_words[concept][i], words, inside) for i in candidates)

    def said_apart(self, concept: str, words: Sequence[str]) -> bool:
        """Whether every word of one of the concept's names starts a word of ``words``, or is
        spelled almost alike, however far apart ("sending a card from my hand to the
        Graveyard" says "send to the Graveyard")."""
        return any(all(any(q.startswith(w) or name_found([w], [q]) for q in words)
                       for w in self.name_words[concept][i])
                   for i in self._nameable(words).get(concept, ()))

    def _nameable(self, words: Sequence[str]) -> dict[str, list[int]]:
        """The names (concept → their places among its names) all of whose words start as
        words of ``words`` start: the only ones :meth:`named_in` need compare.

        Worked out once for a question's words, which :meth:`match` asks about for many
        concepts (the latest words are kept, known by identity)."""
        last = self._last_nameable
        if last is not None and last[0] is words:
            return last[1]
        met: Counter[tuple[str, int]] = Counter()
        for start in {q[:3] for q in words}:
            met.update(self._name_starts.get(start, ()))
        need = self._name_need
        nameable: dict[str, list[int]] = {}
        for name, n in met.items():
            if n == need[name]:
                nameable.setdefault(name[0], []).append(name[1])
        self._last_nameable = (words, nameable)
        return nameable

    def concerning(self, asks: str, decisive: Sequence[str],
                   kinds_named: Sequence[frozenset[str]]) -> list[Mapping[str, Any]]:
        """The rulings of the kind asked that concern every decisive concept: each
        concerns one of the kinds the concept is (``kinds_named``, one set a concept) or
        concerns the concept among what its own concepts are kinds of.

        A ruling passes when, for every decisive concept ``c`` and its kinds ``k``,
        ``k & concerns[ruling] or c in concerns_closed[ruling]``; the rulings that do are
        found from the inverted :attr:`concerns` (one set of rulings a decisive concept,
        kept) rather than by reading all the rulings of the kind for each question. A new
        list, in the rulings' order.
        """
        rulings = self.by_kind.get(asks, [])
        ids: frozenset[str] | None = None
        for c, kinds in zip(decisive, kinds_named, strict=True):
            key = (c, frozenset(kinds))
            allowed = self._concerning.get(key)
            if allowed is None:
                found = set(self._concerned_closed.get(c, ()))
                for k in kinds:
                    found |= self._concerned.get(k, set())
                allowed = self._concerning[key] = frozenset(found)
            ids = allowed if ids is None else ids & allowed
            if not ids:
                return []
        if ids is None:
            return list(rulings)
        ids &= self._kind_ids.get(asks, frozenset())
        return [self.rulings[i] for i in sorted(self.position[rid] for rid in ids)]

    def with_zones(self, concepts: Iterable[str]) -> frozenset[str]:
        """``concepts`` and the zones they name together: a place and a kind of card it
        holds ("monsters on the field" are in the Monster Zones, 000:156; "Spells on the
        field" in the Spell & Trap Zones, 000:162), through the concepts' ``part-of`` and
        ``holds`` relations; so does "zone" said of the kind of card a zone holds ("cartas de
        magia e armadilha… na minha zona": the Spell & Trap Zone)."""
        named = frozenset(concepts)
        closed = self.closure(named)
        zones = {zone for zone, (places, holds) in self.zones.items()
                 if holds and (places | self.parents.get(zone, set())) & named and holds & closed}
        return named | zones

    def closure(self, concepts: Iterable[str]) -> frozenset[str]:
        """``concepts`` and everything they are (is-a and Spell Speed, transitively)."""
        out: set[str] = set()
        todo = list(concepts)
        while todo:
            c = todo.pop()
            if c in out:
                continue
            out.add(c)
            todo.extend(self.parents.get(c, ()))
        return frozenset(out)

    def order_agreement(self, ruling: Mapping[str, Any], lang: str, order: Sequence[str]) -> float:
        """Share of the pairs of the ruling's ``about`` concepts that the question (its
        concepts in ``order``, see :func:`~judge.qa.reading.role_order`) names in the same
        order as the ruling's question in ``lang`` (1.0 when no pair is named by both).
        When the ruling's question in ``lang`` does not name two of them in roles (the
        Portuguese texts have no name for a Spell Speed), its question in the language that
        names the most of them stands for it."""
        about = self.about[ruling["id"]]

        def in_roles(question_lang: str) -> int:
            return sum(1 for c in self._orders.get((str(ruling["id"]), question_lang), ())
                       if c in about and self.category.get(c) in ROLE_CATEGORIES)

        best_lang = max((lang, *LANGS), key=in_roles)  # the question's language on a tie
        theirs = self._orders.get((str(ruling["id"]), lang if in_roles(lang) >= 2 else best_lang), ())
        # each concept stands also for what it is: a Trigger Effect named first is a Spell
        # Speed 1 named first; and in the ruling's question too ("a Trap chained to a
        # Normal Spell" names a Spell Speed 1 second)
        mine_at = self._named_at(order)
        theirs_at = self._named_at(theirs)
        mine = [c for c in mine_at if c in about and c in theirs_at]

        def role(a: str, b: str) -> bool:
            # Two concepts of one kind have a direction between them (a Counter Trap
            # responding to a Normal Trap); "shuffle the Deck" and "the Deck is shuffled" do
            # not. A Spell Speed has one with a kind of card named for another card (a
            # Spell Speed 1 card and a Trap), not with the kind it is the Spell Speed of.
            kinds = (self.category.get(a), self.category.get(b))
            if kinds[0] == kinds[1] in ROLE_CATEGORIES:
                return a in theirs and b in theirs
            return ("spell-speed" in kinds and all(k in ROLE_CATEGORIES for k in kinds)
                    and mine_at[a] != mine_at[b] and theirs_at[a] != theirs_at[b])

        def agrees(a: str, b: str) -> bool:
            if a in theirs and b in theirs:
                return theirs.index(a) < theirs.index(b)
            return theirs_at[a] < theirs_at[b]

        pairs = [(a, b) for i, a in enumerate(mine) for b in mine[i + 1:] if role(a, b)]
        if not pairs:
            return 1.0
        return sum(agrees(a, b) for a, b in pairs) / len(pairs)

    def _named_at(self, order: Sequence[str]) -> dict[str, int]:
        """Each concept of ``order`` and what it is (see :meth:`closure`), with the place in
        ``order`` of the first concept that names it; in that order."""
        at: dict[str, int] = {}
        for n, c in enumerate(order):
            for k in (c, *sorted(self.closure([c]) - {c})):
                at.setdefault(k, n)
        return at

    def similarity(self, question: str, lang: str, concepts: Sequence[str]) -> np.ndarray:
        """BM25 score of every ruling for the question (lemma keys and concept tokens)."""
        from judge.qa.retrieval import doc_keys

        keys = doc_keys(parse(question, lang), lang)
        for cid in concepts:
            keys += ["§" + cid] * CONCEPT_BOOST
        vocab = getattr(self.bm25, "vocab_dict", None) or {}
        keys = [k for k in keys if k in vocab]
        if not keys:
            return np.zeros(len(self.rulings))
        return np.asarray(self.bm25.get_scores(keys))

    # -- matching ------------------------------------------------------------------------
    def match(self, question: str, lang: str, concepts: Sequence[str], asks: str,
              decisive: Sequence[str] | None = None,
              order: Sequence[str] | None = None,
              taken: Sequence[tuple[int, int, str]] = (), stating: bool = False) -> Match | None:
        """The ruling, or the cases, that answer a question asking for ``asks``
        (``yes_no``, ``number`` or ``text``), whose spotted concepts are ``concepts``.

        ``decisive``: the concepts that say what the question does (by default those of
        ``concepts`` in :data:`DECISIVE_CATEGORIES`); pass the outermost mentions only, so
        that "battle" inside "battle position" is not taken for a battle.  ``order``: the
        question's concepts in the order of their roles (by default as named; see
        :func:`~judge.qa.reading.role_order`).  ``taken``: the character spans of the
        terms spotted in the question, and each term's key. ``stating``: the ruling is to
        decide a yes/no question that states its answer (see :meth:`stated`), so a ruling
        about one concept must read like the question, as for a yes/no ruling.
        """
        if asks not in SHORT_FOR_ASKS or not self.rulings:
            return None
        named = self.with_zones(concepts)
        folded_question = fold(question)
        if ("attack" in named and _ASKER_ATTACKS.search(folded_question)
                and _MY_MONSTER.search(folded_question)):
            # "si ataco a un monstruo en defensa, ¿mi monstruo es destruido?": the asker's
            # monster in the asker's attack is the attacking monster
            named = named | {"attacking-monster"}
        comparison = compared_words(question)
        compared = comparison[0] if comparison is not None else None
        if compared is not None and named & _BATTLE_WORDS:
            # "if two monsters with the same ATK battle…": ATK against ATK is a battle with
            # a monster in Attack Position, ATK against DEF one in Defense Position
            named = named | {COMPARED_POSITION[compared]} | COMPARED_STATS[compared]
            if compared == "atk=atk":
                named = named | {"equal"}  # "two 1800 ATK monsters battle": the same ATK
        scores = self.similarity(question, lang, sorted(self.closure(named)))
        closed = self.closure(named | IMPLIED)
        if decisive is None:
            decisive = list(named)
        decisive = [c for c in decisive
                    if self.category.get(c) in DECISIVE_CATEGORIES and c not in NOT_DECISIVE]
        tokens = list(re.finditer(r"\w+", question))
        words = [fold(t.group()) for t in tokens]
        # the words of each spotted term, and the term
        within = {i: key for i, t in enumerate(tokens)
                  for start, end, key in taken if start <= t.start() and t.end() <= end}
        if comparison is not None and "attacking-monster" in decisive:
            # "if my attacker's ATK is higher than the DEF…, is it destroyed?": an attacker
            # named only as the owner of the stat compared (a few words before the
            # comparison, or inside it) is the comparison's, which every ruling on it reads
            # the same way, not what the question asks about
            said_at = [i for i, key in within.items() if key.removeprefix("concept:") == "attacking-monster"]
            if said_at and all(comparison[1] - ATTACKER_BEFORE_COMPARISON <= i <= comparison[2]
                               for i in said_at):
                decisive = [c for c in decisive if c != "attacking-monster"]
        present: dict[str, bool] = {}

        def in_question(concept: str) -> bool:
            if concept not in present:
                # a term's words name what the term is linked to in the graph ("change
                # battle position" names a battle position), not any concept they spell
                # ("ataque" in "Posición de Ataque" is no attack)
                linked = self.linked.get(concept, set())
                inside = [i for i, key in within.items()
                          if key != concept and key.removeprefix("concept:") not in linked]
                present[concept] = self.named_in(concept, words, inside)
            return present[concept]

        kinds_named = [self.closure([c]) - NOT_DECISIVE for c in decisive]
        # A ruling concerns what the question names, or something more general (a ruling on
        # Trap Cards, for a Counter Trap), or a kind of it (a ruling on Normal Summons, for
        # a Summon) -- not a sibling kind (a Quick Effect, for a Trigger Effect): the
        # rulings that pass this test for every decisive concept (see concerning).
        fitting = self.concerning(asks, decisive, kinds_named)
        told_often = named & HOW_OFTEN
        if "several" in told_often and not _TIMES.search(folded_question):
            told_often -= {"several"}  # "two monsters" are several, not "twice"
        if told_often:
            # "can I do it several times / in the same turn / once per turn?" asks how often:
            # a ruling that says nothing of it answers another question
            # (a ruling on the limit of a play answers how often it can be made)
            fitting = [r for r in fitting if told_often <= self.concerns_closed[r["id"]]
                       or self.concerns_closed[r["id"]] & _LIMITS_OF_A_PLAY]
        if asks == "yes_no" and (MAY_START.match(folded_question) or _MAY_I.search(folded_question)):
            # "can I put a Forbidden card in my Deck?" asks whether a play may be made
            fitting = [r for r in fitting if r["id"] not in self.asks_existence]
        if compared is not None:
            # a ruling on another comparison of the stats ("DEF lower than my ATK" for "my
            # ATK lower than its DEF") is another case of the battle
            fitting = [r for r in fitting if self.comparison.get(r["id"], compared) == compared]
        stated = compared or told_comparison(question)
        if stated is not None:
            # a ruling whose cases are the comparisons answers no question that states one
            # ("if my ATK is lower than its DEF…", "2000 ATK against 2500 DEF")
            fitting = [r for r in fitting if stated not in self.case_comparisons.get(r["id"], ())]
        counted = self._counted(folded_question, taken) if asks == "number" else None
        if counted is not None:
            # "quanto è il suo ATK originale?": what the question counts must be something
            # the ruling concerns (the Spell Speed of Equip Spells had answered it)
            fitting = [r for r in fitting if counted in self.concerns_closed[r["id"]]
                       or self.closure([counted]) & self.concerns[r["id"]]]
            if self.category.get(counted) == "stat":
                # "…le da +500, ¿cuánto es su ATK original?": a count in another unit (the
                # monsters an Equip Spell affects) is no amount of the stat asked
                fitting = [r for r in fitting if not self._counts_no_stat(r, lang)]
        which = self._which_kind(folded_question, taken) if asks == "text" else None
        if which is not None:
            # "which Ritual Spell do I need for Demise?", "¿qué Cantante necesito…?": a ruling
            # whose answer names only things of another category (a place, a Phase) answers
            # another question
            fitting = [r for r in fitting if self._answers_kind(r, lang, which)]
        asked_stat = self._stat_asked(folded_question, taken) if asks == "text" else None
        if asked_stat is not None:
            # "what Attribute is a Synchro Monster?": the part of a card asked is something
            # the ruling concerns (where Synchro Monsters are kept answers another question)
            fitting = [r for r in fitting if asked_stat in self.concerns_closed[r["id"]]]
        who = _WHO.search(folded_question) if asks == "text" else None
        if who is not None and not _OTHER_WH.search(folded_question, 0, who.start()):
            # "quien roba en la draw phase?", "who decides which cards to discard?": an
            # answer naming no player answers another question (the top of the Deck, the
            # Graveyard)
            # (or a ruling that answers "who…?" itself: "the loser of the previous Duel")
            fitting = [r for r in fitting
                       if r["id"] in self.asks_who or self.answer_concepts(r, lang) & _PLAYERS]
        if asks == "text" and asks_where_it_goes(folded_question):
            # "…vão pra onde?": an answer that names a card, not a place, answers another
            # question (the Ritual Spell that lists the Tributes, for where the Tributes go)
            fitting = [r for r in fitting if self._answers_kind(r, lang, _PLACES)
                       or "banish" in self.answer_concepts(r, lang)]
        unit = self.unit_asked(folded_question) if asks == "number" else None
        if unit is not None:
            # "di che livello è il Synchro?" is not answered by the count of Tuners: only a
            # ruling whose number is a Level answers it
            fitting = [r for r in fitting if unit in unit_stems(r)]
        # (a concept outside these the question cannot name: see _nameable)
        nameable = closed.union(self._nameable(words))
        full = [r for r in fitting if self.about[r["id"]] <= nameable
                and all(c in closed or in_question(c) for c in self.about[r["id"]])
                and all(c in named or self.said_apart(c, words) for c in self.classes.get(r["id"], ()))
                # (not a ruling on the opposite of what the question names: Attack Position
                # for a monster in Defense Position)
                and not any(self.opposites.get(c, set()) & named and c not in named
                            for c in self.about[r["id"]])]
        if full:
            # A ruling gives way to one about narrower kinds of the same things (a Quick-Play
            # Spell rather than a Spell Card), and to one about the same things and more that
            # the question names too (a Flip Summon the same turn the monster was Set, rather
            # than a Flip Summon the same turn), unless what it adds is only a general verb
            # or kind (activate, card).
            most_specific = [
                r for r in full
                if not any(self.closed_own[o["id"]] > self.closed_own[r["id"]]
                           and (len(self.about[o["id"]] - IMPLIED) <= len(self.about[r["id"]] - IMPLIED)
                                or self._adds_specific(o, r)) for o in full)
            ]
            # Of those, the rulings that account for the most of what the question does (a
            # Normal Trap, a response, a Normal Spell: the ruling on responses between Spell
            # Speeds, not the one on a Normal Trap's Spell Speed alone).
            # (a kind named with a narrower one is said by it: "magia de juego rápido" is one
            # Quick-Play Spell, not a Spell Card and a Quick-Play Spell)
            said_kinds = named - IMPLIED - NOT_DECISIVE
            wider = {w for c in said_kinds for w in self.closure([c]) - {c}}
            said = [self.closure([c]) - NOT_DECISIVE for c in said_kinds - wider]
            # a general concept that is no verb or kind of card counts where a ruling names it
            # itself ("does a face-down Field Spell apply its *effect*?", not "can a Spell
            # be Set face-down?")
            said += [frozenset({c}) for c in named & COUNTED_WHEN_NAMED]

            def covered(r: Mapping[str, Any]) -> int:
                about = self.about[r["id"]]
                return sum(1 for kinds in said if kinds & about)

            most = max(map(covered, most_specific), default=0)
            most_specific = [r for r in most_specific if covered(r) == most]
            # Then those that do not stand a wider kind for a kind the question names, when
            # another ruling names it itself (a Quick-Play Spell Set this turn: the ruling on
            # Quick-Play Spells, not the one on Spell Cards in general, whose rule is the
            # Normal Spells')
            named_itself = {c for c in said_kinds if any(c in self.about[o["id"]] for o in most_specific)}

            def widened(r: Mapping[str, Any]) -> int:
                about = self.about[r["id"]]
                return sum(1 for c in named_itself if c not in about and (self.closure([c]) - {c}) & about)

            fewest = min(map(widened, most_specific), default=0)
            most_specific = [r for r in most_specific if widened(r) == fewest]
            agreement = {r["id"]: self.order_agreement(r, lang, order or concepts) for r in most_specific}

            named_cards = {key for _a, _b, key in taken if key.startswith(CARD_PREFIX)}

            def weighed(r: Mapping[str, Any]) -> float:
                score = float(scores[self.position[r["id"]]])
                if any(o is not r and self.about[o["id"]] == self.about[r["id"]] for o in most_specific):
                    # Rulings about the same concepts: the order they are named in decides,
                    # and a ruling worked out on the cards the question names comes first.
                    score *= 0.6 + 0.4 * agreement[r["id"]]
                    if named_cards and named_cards <= self.card_keys[r["id"]]:
                        score *= CARDS_NAMED_WEIGHT
                return score

            # A ruling on two kinds of card in roles the question gives the other way round
            # ("can a Counter Trap respond to a Quick-Play Spell?" against "a Quick-Play
            # Spell cannot answer a Counter Trap") does not answer it.
            most_specific = [r for r in most_specific if agreement[r["id"]] > 0]
            if not most_specific:
                return None
            cases = sorted((Case(r, (), weighed(r)) for r in most_specific), key=lambda c: -c.score)
            best = cases[0]
            closest = max(float(scores[self.position[r["id"]]]) for r in fitting)
            if best.score < MIN_SIMILARITY or best.score < RELATIVE_SIMILARITY * closest:
                return None
            own = self.about[best.ruling["id"]] - IMPLIED
            raw_best = float(scores[self.position[best.ruling["id"]]])
            if (len(own) < 2 and own <= self.generic and best.score < closest
                    and raw_best < SINGLE_CONCEPT_SIMILARITY * self.own_similarity(best.ruling, lang)):
                # one general concept is not enough unless no ruling reads closer, or the
                # question reads like the ruling's own ("how many Spell Speeds are there?")
                return None
            if (len(own) < 2 and (asks == "yes_no" or stating)
                    and raw_best < SINGLE_CONCEPT_SIMILARITY * self.own_similarity(best.ruling, lang)):
                return None  # one concept in common, and the question reads otherwise
            if len(own) < 2 and (asks == "yes_no" or stating) and self._leaves_out(best.ruling, named):
                # a ruling about one thing answers one question about it: "all the cards in
                # the same Zone?" is not whether the Duel needs a Game Mat
                return None
            rivals = [c for c in cases[1:]
                      if c.score >= DEPENDS_RATIO * best.score
                      and short_value(c.ruling) != short_value(best.ruling)
                      and self.about[c.ruling["id"]] != self.about[best.ruling["id"]]
                      and self._differ_by_qualifiers(best.ruling, c.ruling)]
            if rivals:
                return Match("depends", [best, *rivals])
            close = [c for c in cases[1:] if c.score >= AMBIGUOUS_RATIO * best.score
                     and short_value(c.ruling) != short_value(best.ruling)]
            if close:
                forbidding = self._forbids_a_condition(best, close, named, folded_question, asks)
                if forbidding is not None:
                    return Match("ruling", [forbidding])
                return None  # two rulings read alike and answer differently: not sure which applies
            raw = float(scores[self.position[best.ruling["id"]]])
            for r in fitting:
                if (len(self.about[r["id"]] & self.about[best.ruling["id"]]) < 2
                        or float(scores[self.position[r["id"]]]) <= NEAR_MISS_RATIO * raw):
                    continue  # the cheap tests of the near miss below first
                missing = [c for c in self.about[r["id"]] if c not in closed and not in_question(c)]
                if missing == ["compulsory"]:
                    continue  # "must I…?" is another question than "can I…?"
                if any(self.category.get(c) in DECISIVE_CATEGORIES for c in missing):
                    continue  # an action or a kind of card the question never names is no near miss
                if missing and set(missing) <= QUALIFIERS and _NO_MONSTERS.search(folded_question):
                    continue  # "he has no monsters": no face-down one either
                if (len(missing) == 1 and short_value(r) != short_value(best.ruling)
                        and len(self.about[r["id"]] & self.about[best.ruling["id"]]) >= 2
                        and float(scores[self.position[r["id"]]]) > NEAR_MISS_RATIO * raw):
                    return None  # a ruling that reads closer says otherwise: not sure
            return Match("ruling", [best])
        return self._depends(fitting, closed, scores, named)

    def _forbids_a_condition(self, best: Case, close: Sequence[Case], named: frozenset[str],
                             folded_question: str, asks: str) -> Case | None:
        """ "Can I activate a Trap from my hand in my opponent's turn?": of two rulings that
        read alike, each on one of the conditions the question names, the one that forbids
        the play under its condition (from the hand: No) answers "can I…?", whatever the
        other allows under its own (in the opponent's turn: Yes). The forbidding case, or
        None."""
        if asks != "yes_no" or not (MAY_START.match(folded_question) or _MAY_I.search(folded_question)):
            return None
        cases = [best, *close]
        no = [c for c in cases if short_value(c.ruling) is False]
        yes = [c for c in cases if short_value(c.ruling) is True]
        if not no or not yes or len(no) + len(yes) != len(cases):
            return None

        def conditions(c: Case) -> frozenset[str]:
            return (self.about[c.ruling["id"]] & named) - IMPLIED - NOT_DECISIVE

        # each No names a condition of the question no Yes concerns
        if all(conditions(n) - self.concerns_closed[y.ruling["id"]] for n in no for y in yes):
            return no[0]
        return None

    def _leaves_out(self, ruling: Mapping[str, Any], named: frozenset[str]) -> bool:
        """Whether the question names something a ruling about one concept does not concern
        (nor a kind of it), other than what most questions say around the rule: the turn,
        the players, the hand, before and after, and must or exactly."""
        concerns = self.concerns_closed[ruling["id"]]
        asked = named - IMPLIED - NOT_DECISIVE - self.generic - _AROUND_THE_RULE
        return any(c not in concerns and not self.closure([c]) & self.concerns[ruling["id"]] for c in asked)

    def own_similarity(self, ruling: Mapping[str, Any], lang: str) -> float:
        """The similarity of a ruling to its own question in ``lang``, as :meth:`match`
        scores a question (its spotted concepts closed upward)."""
        key = (str(ruling["id"]), lang)
        if key not in self._own_similarity:
            question = str(ruling["question"][lang])
            concepts = self.knowledge.spot(question, lang).concepts if self.knowledge is not None else ()
            scores = self.similarity(question, lang, sorted(self.closure(self.with_zones(concepts))))
            self._own_similarity[key] = float(scores[self.position[ruling["id"]]])
        return self._own_similarity[key]

    def stated(self, question: str, lang: str, concepts: Sequence[str],
               decisive: Sequence[str] | None = None, order: Sequence[str] | None = None,
               taken: Sequence[tuple[int, int, str]] = ()) -> Match | None:
        """A yes/no question that states the answer of a ruling asking "who / where /
        which": the ruling that decides the question as asked for that answer, when its
        answer is a concept or names concepts ("ATK against DEF").  The question confirms
        it when it names them all, and denies an answer that is one concept when it names
        instead another concept of the same category that the ruling is not about ("does it
        go to the hand?" against "where? The Graveyard"). With no such ruling, or none it
        confirms or denies, a "how many" ruling whose number the question states
        (:meth:`_stated_number`)."""
        found = self.match(question, lang, concepts, "text", decisive=decisive, order=order, taken=taken,
                           stating=True)
        named = (self._stated_name(found, question, concepts, lang, taken)
                 if found is not None and found.kind == "ruling" else None)
        return named or self._stated_number(question, lang, concepts, decisive, order, taken)

    def _stated_name(self, found: Match, question: str, concepts: Sequence[str], lang: str,
                     taken: Sequence[tuple[int, int, str]]) -> Match | None:
        """Whether a question confirms or denies the answer of the "who / where / which"
        ruling ``found`` (see :meth:`stated`). An answer the question names first, as the
        subject of another verb, is not stated ("can my opponent activate a card…?" does
        not say who gets Priority; "is the turn player the one…?" does)."""
        ruling = found.ruling
        values = self.answer_adds(ruling, lang)
        about = self.about[ruling["id"]]
        if not values:
            return None  # an answer that names no concept, or only the question's own topic
        first = min(taken, default=None)
        if (first is not None and first[2] in values and _SUBJECT_LEAD.fullmatch(fold(question[:first[0]]))
                and not _COPULA_AFTER.match(fold(question[first[1]:]))):
            return None
        # a question told in sentences asks in its last one: what the telling names ("my
        # trigger and my opponent's trigger activate at once. does mine resolve first?")
        # states no answer
        asked_from = asked_sentence_start(question)
        if asked_from and any(a >= asked_from for a, _b, _key in taken):
            concepts = list(dict.fromkeys(key for a, _b, key in sorted(taken) if a >= asked_from))
            taken = [span for span in taken if span[0] >= asked_from]
        named = self.closure(concepts)
        folded = fold(question)
        # (whose side the asking clause names: after the telling, "…un efecto mío y uno de mi
        # rival, ¿se resuelve primero el del rival?" asks of the opponent's)
        asking = fold(question[asked_from or _asked_clause_start(question):])
        if _ASKERS_TURN.search(folded) and not _OPPONENTS_TURN.search(folded):
            # "on my turn, do I get priority first?": the asker is the turn player; asking
            # of their own ("does my effect resolve first?") names the turn player's side
            named = named | {"turn-player"}
            if _ASKER_SIDE.search(asking) and "turn-player" not in concepts:
                concepts = [*concepts, "turn-player"]
        elif (_OPPONENTS_TURN.search(folded) and _ASKER_SIDE.search(asking)
              and "opponent" not in concepts):
            # "during my opponent's turn do I get priority first?": the asker is the other
            # player, not the turn player
            concepts = [*concepts, "opponent"]
        # the concepts named only as what the answer comes before ("…first, before my
        # opponent?", "antes que mi rival"): the other side of the comparison, no answer
        compared = {key for a, _b, key in taken if _BEFORE_THAN.search(fold(question[max(0, a - 24):a]))}
        # what the question names in the answer's place ("do I compare my ATK to its DEF?"
        # against "ATK against ATK")
        instead = [c for c in concepts if c not in about and c not in values and c not in compared
                   and any(self._alternative(c, value) for value in values)]
        if values <= named and not instead:
            told = set(concepts) - (_SET_FACE_DOWN if "set" in self.closure(concepts) else set())
            if any(self.category.get(c) == "status" and c not in self.concerns_closed[ruling["id"]]
                   and c not in values for c in told):
                # "my monster is in Defense Position, can it attack in the Battle Phase?": the
                # ruling on when monsters attack says nothing of a monster in that position
                return None
            return Match("confirms", found.cases)
        name = fold(str(((ruling.get("short") or {}).get("names") or {}).get(lang, "")))
        either = [v for v in values & named if any(self._alternative(v, o) for o in values - {v})]
        if either and not instead and set(re.findall(r"\w+", name)) & OR_WORDS[lang]:
            # "can I put it in Defense Position?" against "face-up Attack or Defense
            # Position": one of the alternatives the answer offers
            return Match("confirms", found.cases)
        if len(values) > 1:
            return None  # (an answer naming several, "Attack or Defense Position", is denied by none)
        others = [c for c in concepts if c not in about
                  and any(self._alternative(c, value) for value in values - named)]
        return Match("denies", found.cases) if others or instead else None

    def _stated_number(self, question: str, lang: str, concepts: Sequence[str],
                       decisive: Sequence[str] | None, order: Sequence[str] | None,
                       taken: Sequence[tuple[int, int, str]]) -> Match | None:
        """ "Does the die go from 1 to 6?": the number a "how many" ruling answers, stated
        among the question's numbers, confirms it (another number denies nothing: it may
        count something else). A number inside a spotted name ("Spell Speed 2") states it
        only when that name is the one kind of what the ruling counts that the question
        names ("is a Quick-Play Spell Spell Speed 2?" against "what Spell Speed is a
        Quick-Play Spell? 2") and the question gives no number of its own. A question
        whether something is divided into parts, stating no number, is confirmed by a count
        of two parts or more ("is the Battle Phase divided into Steps?" against "how many
        Steps has the Battle Phase? 4")."""
        # (a number right after a term is that term's, not a count: "Chain Link 1")
        stated = {n.group() for n in re.finditer(r"\d+", question)
                  if not any(a <= n.start() < b or (b <= n.start() and not question[b:n.start()].strip())
                             for a, b, _key in taken)}
        # "is the Battle Phase divided into Steps?": a count of parts of two or more says so
        parts = _DIVIDED.search(fold(question)) is not None
        if not stated and not parts and not any(re.search(r"\d", key) for _a, _b, key in taken):
            return None
        counted = self.match(question, lang, concepts, "number", decisive=decisive, order=order,
                             taken=taken, stating=True)
        if counted is None or counted.kind != "ruling" or "bound" in counted.ruling["short"]:
            return None
        counts = self.about[counted.ruling["id"]]
        # (the named kinds with a number in their name: "Spell Speed 2", not "Continuous Trap")
        kinds = {key for _a, _b, key in taken
                 if re.search(r"\d", key) and key not in counts and self.closure([key]) & counts}
        # a number of its own beside the kind's ("respond to Spell Speed 2 with speed 1?")
        # compares the two: the kind's number states nothing then
        if len(kinds) == 1 and not stated:
            # (only by a ruling that concerns what the question names besides: "is a Quick
            # Effect Spell Speed 3?" is no count of Spell Speeds)
            besides = {key for _a, _b, key in taken
                       if key not in kinds and not key.startswith(CARD_PREFIX) and key not in NOT_DECISIVE}
            if besides <= self.concerns_closed[counted.ruling["id"]]:
                stated |= set(re.findall(r"\d+", next(iter(kinds))))
        number = counted.ruling["short"].get("number")
        if str(number) in stated and not self._counts_another_unit(question, str(number), counted.ruling):
            return Match("confirms", counted.cases)
        if parts and not stated and isinstance(number, int) and number >= 2:
            return Match("confirms", counted.cases, left_out="parts")
        return None

    @staticmethod
    def _named_right_after(at: int, taken: Sequence[tuple[int, int, str]]) -> str | None:
        """The concept a term spotted right after position ``at`` names (within
        :data:`_COUNTED_REACH` characters; cards aside), else None."""
        after = sorted((a, key) for a, _b, key in taken
                       if at <= a <= at + _COUNTED_REACH and not key.startswith(CARD_PREFIX))
        return after[0][1] if after else None

    @staticmethod
    def _named_right_before(at: int, taken: Sequence[tuple[int, int, str]]) -> str | None:
        """The concept a term spotted right before position ``at`` names (ending within
        :data:`_COUNTED_REACH` characters; cards aside), else None."""
        before = sorted((b, key) for _a, b, key in taken
                        if at - _COUNTED_REACH <= b <= at and not key.startswith(CARD_PREFIX))
        return before[-1][1] if before else None

    def _counted(self, folded: str, taken: Sequence[tuple[int, int, str]]) -> str | None:
        """The stat or kind of card right after a number question's word ("quanto è il suo
        **ATK originale**", "how many **Tuners**"), when it is a specific one (not a card or
        monster in general, nor a kind most concepts are kinds of); else None. (``folded``:
        the question folded, the same length, so ``taken``'s offsets hold.)"""
        asked = _HOW_MUCH.search(folded)
        key = self._named_right_after(asked.end(), taken) if asked is not None else None
        if key is None and asked is not None and not folded[asked.end():].strip(" ?!."):
            # "…, il suo ATK originale quanto è?": the question word last, what it counts
            # right before it
            key = self._named_right_before(asked.start(), taken)
        if key is None or key in NOT_DECISIVE or key in self.generic:
            return None
        return key if self.category.get(key) in _COUNTED_KINDS else None

    def _which_kind(self, folded: str, taken: Sequence[tuple[int, int, str]]) -> frozenset[str] | None:
        """The categories of what a "which X?" or "when?" question asks ("which **Ritual
        Spell**", "¿qué **Cantante**…?", "in quale **zona**…?": X's category, when X is a
        kind of card, a place, a Phase or Step; "when is it flipped?": a Phase or Step);
        else None. (``folded``: the question folded.)"""
        if _WHEN_ASKED.match(folded.strip(" ¿¡")):
            return _TIMES_OF_A_TURN
        for asked in _WHICH.finditer(folded):
            key = self._named_right_after(asked.end(), taken)
            if key == _TYPE:
                # "¿qué tipo de efecto es?", "what kind of Spell?": the kind of what follows
                end = min((b for a, b, k in taken if k == _TYPE and a >= asked.end()), default=asked.end())
                of = _OF.match(folded, end)
                kind = self._named_right_after(of.end() if of else end, taken)
                if kind is not None and self.category.get(kind) in _KINDS_ASKED | {_EFFECT_KIND}:
                    # the kinds of a kind of card are kinds of card, icons or kinds of monster
                    return _SUBKINDS.get(self.category[kind], frozenset({self.category[kind]}))
            if key is not None and key not in NOT_DECISIVE and self.category.get(key) in _KINDS_ASKED:
                return frozenset({self.category[key]})
        return None

    def _stat_asked(self, folded: str, taken: Sequence[tuple[int, int, str]]) -> str | None:
        """The part of a card a "which X?" question asks, right after its question word
        ("di che **attributo**", "what **Attribute**"), when X is one (a stat); else None."""
        for asked in _WHICH.finditer(folded):
            key = self._named_right_after(asked.end(), taken)
            if key is not None and key != _TYPE and self.category.get(key) == _STAT:
                return key
        return None

    def _answers_kind(self, ruling: Mapping[str, Any], lang: str, categories: frozenset[str]) -> bool:
        """Whether a text ruling's answer may be of one of ``categories``: it names a concept
        of one, or none the index can read (an answer the check cannot judge)."""
        named = self.answer_concepts(ruling, lang)
        if not named:
            # an answer that names a card ("Polymerization") is a card, which answers only
            # which card, or which card of a kind, is asked
            return not self._answer_names_a_card(ruling, lang) or bool(categories & _A_CARD_ASKED)
        return any(self.category.get(c) in categories for c in named)

    def _answer_names_a_card(self, ruling: Mapping[str, Any], lang: str) -> bool:
        """Whether a text ruling's answer, in ``lang``, names a card of the library."""
        key = (str(ruling["id"]), lang)
        if key not in self._answer_cards:
            name = str(((ruling.get("short") or {}).get("names") or {}).get(lang) or "")
            self._answer_cards[key] = bool(name) and self.knowledge is not None and any(
                str(m.key).startswith(CARD_PREFIX) for m in self.knowledge.spot(name, lang).mentions)
        return self._answer_cards[key]

    def _counts_no_stat(self, ruling: Mapping[str, Any], lang: str) -> bool:
        """Whether a number ruling's unit names things and none of them is a stat
        ("monstruo", "Velocidad de Hechizo"; not "ATK" nor "LP")."""
        key = (str(ruling["id"]), lang)
        if key not in self._unit_no_stat:
            unit = str(((ruling.get("short") or {}).get("unit") or {}).get(lang) or "")
            named = self.knowledge.spot(unit, lang).concepts if unit and self.knowledge is not None else ()
            self._unit_no_stat[key] = bool(named) and all(self.category.get(c) != "stat" for c in named)
        return self._unit_no_stat[key]

    def unit_asked(self, folded: str) -> str | None:
        """The first letters of a Level or Rank that a number question asks ("di che
        livello…?", "what Level…?"), else None. (A count of cards, monsters or Summons may
        be asked in the unit of another count, "how many monsters can I Normal Summon?"
        against a count of Normal Summons, so only a monster's Level or Rank is held against
        the ruling's unit.)"""
        for found in (_UNIT_ASKED.search(folded), _END_OF_RANGE_ASKED.search(folded)):
            # ("qual è il livello più alto…?": the Level, the top of a range)
            if found is not None:
                stem = (found.group(1) or found.group(found.lastindex or 1))[:UNIT_STEM]
                if stem in self.rank_stems:
                    return stem
        return None

    def _counts_another_unit(self, question: str, number: str, ruling: Mapping[str, Any]) -> bool:
        """Whether every ``number`` of the question is followed by the unit of another count
        than ``ruling``'s ("meter 3 cartas del side deck" against "a Match is 3 Duels")."""
        own = unit_stems(ruling)
        words = [fold(w) for w in re.findall(r"\w+", question)]
        at = [i for i, w in enumerate(words) if w == number]

        def other(i: int) -> bool:
            after = {w[:UNIT_STEM] for w in words[i + 1:i + 1 + UNIT_WORDS]}
            return bool(own) and not after & own and bool(after & self.units)

        return bool(at) and all(other(i) for i in at)

    def answer_concepts(self, ruling: Mapping[str, Any], lang: str) -> frozenset[str]:
        """The concepts a "who / where / which" ruling's answer names: its key when that is
        a concept, else the concepts its name spells in ``lang`` ("ATK against DEF")."""
        short = ruling.get("short") or {}
        value = str(short.get("text", ""))
        if value in self.category:
            return frozenset({value})
        name = str((short.get("names") or {}).get(lang) or "")
        if not name or self.knowledge is None:
            return frozenset()
        key = (str(ruling["id"]), lang)
        if key not in self._answer_concepts:
            self._answer_concepts[key] = frozenset(
                c for c in self.knowledge.spot(name, lang).concepts if c not in NOT_DECISIVE)
        return self._answer_concepts[key]

    def _asked_concepts(self, ruling: Mapping[str, Any], lang: str) -> frozenset[str]:
        """The concepts a ruling's own question names in ``lang``."""
        key = (str(ruling["id"]), lang)
        if key not in self._question_concepts:
            question = str((ruling.get("question") or {}).get(lang) or "")
            spotted: Sequence[str] = ()
            if self.knowledge is not None and question:
                spotted = self.knowledge.spot(question, lang).concepts
            self._question_concepts[key] = frozenset(spotted)
        return self._question_concepts[key]

    def answer_adds(self, ruling: Mapping[str, Any], lang: str) -> frozenset[str]:
        """What a "who / where / which" ruling's answer names beyond its own topic: "the loser
        of the previous Duel" adds *losing* to a ruling about who goes first in a later Duel.
        A question that names all of it states the answer. A general concept the answer's
        words spell ("the attacking *player*") is no answer of its own, unless it is the
        answer itself ("the Main Phase")."""
        values = self.answer_concepts(ruling, lang) - self.about[ruling["id"]]
        # (nor what the ruling's own question names: "what happens to an Xyz Monster's
        # materials? They stay attached to the Xyz Monster" adds no Xyz Monster; but the
        # answer's own concept stays, among the alternatives a question offers: "in the Main
        # Deck or in the Extra Deck?")
        key = str((ruling.get("short") or {}).get("text", ""))
        values -= self._asked_concepts(ruling, lang) - {key}
        if key in self.about[ruling["id"]] and key in self.answer_concepts(ruling, lang):
            # "when are End Phase effects resolved? In the End Phase": the answer is the topic
            # itself, and a question naming it states it
            return frozenset({key})
        if key in values:
            return values
        return values - self.generic

    def _alternative(self, concept: str, value: str) -> bool:
        """Whether ``concept`` is another answer to the question ``value`` answers: of the
        same category (a zone for a zone, a Phase for a Phase) and not a kind of it; among
        the general concepts of the game, of Chains, of actions and of battle, which mix
        things and acts, only a sibling kind (the opponent for the turn player, both
        players; not "activate" for a Chain Link)."""
        if concept == value or value in self.closure([concept]) or concept in self.closure([value]):
            return False
        if self.category.get(concept) != self.category.get(value):
            return False
        return self.category.get(value) not in _MIXED_CATEGORIES or bool(
            self.parents.get(concept, set()) & self.parents.get(value, set()))

    def _adds_specific(self, wider: Mapping[str, Any], narrower: Mapping[str, Any]) -> bool:
        """Whether ``wider``'s ``about`` holds all of ``narrower``'s and a concept that is
        neither a general verb or kind nor one that several kinds are a kind of."""
        added = self.about[wider["id"]] - self.about[narrower["id"]] - IMPLIED
        return (self.about[wider["id"]] > self.about[narrower["id"]]
                and any(c not in NOT_DECISIVE and c not in self.generic for c in added))

    def _differ_by_qualifiers(self, a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
        diff = self.about[a["id"]] ^ self.about[b["id"]]
        return bool(diff) and all(c in QUALIFIERS for c in diff)

    def _axes(self, qualifiers: Iterable[str]) -> frozenset[frozenset[str]]:
        """The qualifiers' axes: each with its opposites (face-up and face-down), and the
        places a card is activated from (the hand, Set) as one."""
        return frozenset(ACTIVATION_QUALIFIERS if q in ACTIVATION_QUALIFIERS
                         else frozenset({q} | self.opposites.get(q, set())) for q in qualifiers)

    def _depends(self, fitting: list[Mapping[str, Any]], closed: frozenset[str],
                 scores: np.ndarray, named: frozenset[str] = frozenset()) -> Match | None:
        """The rulings that miss only qualifiers the question leaves open (cases); the
        best of them alone when all the cases answer alike."""
        cases: list[Case] = []
        for r in fitting:
            about = self.about[r["id"]]
            missing = about - closed
            core = about & closed
            if not missing or not core or not all(c in QUALIFIERS for c in missing):
                continue
            if any(self.opposites.get(c, set()) & closed for c in missing):
                continue  # the question names the opposite of what this case needs
            if missing & ACTIVATION_QUALIFIERS and not (
                    "activate" in closed and "activate" in self.concerns_closed[r["id"]]):
                continue  # from the hand or Set: cases of activating a card only
            if len(core) < 2 and len(about) > 2:
                continue
            score = float(scores[self.position[r["id"]]])
            if score >= MIN_SIMILARITY:
                cases.append(Case(r, tuple(sorted(missing)), score))
        if len(cases) < 2:
            return None
        cases.sort(key=lambda c: -c.score)
        # The cases of one rule: the rulings whose ``about`` differ from the best one's by
        # qualifiers only, with different answers.
        best = cases[0]
        # ... and that leave open a side of the same qualifier (face-up or face-down, from
        # the hand or Set): "not face-down" and "in Attack Position" are two rules on Fusion
        # Summons, not two cases of a question that names neither position
        axes = self._axes(best.missing)
        same_rule = [best] + [c for c in cases[1:] if self._differ_by_qualifiers(best.ruling, c.ruling)
                              and self._axes(c.missing) & axes]
        if len({repr(short_value(c.ruling)) for c in same_rule}) < 2:
            # every case the question leaves open gives the same answer: it does not
            # depend on the case ("where does a monster destroyed by battle go?")
            # both sides of a qualifier (Attack and Defense Position), no mere coincidence
            left_open = {c for case in same_rule for c in case.missing}
            both_sides = any(self.opposites.get(c, set()) & left_open for c in left_open)
            closest = max(float(scores[self.position[r["id"]]]) for r in fitting)
            if not both_sides or best.score < RELATIVE_SIMILARITY * closest:
                return None
            # one concept in common is no rule's topic ("can Dark Hole be destroyed?" is
            # not a battle between monsters of equal ATK)
            if len(self._topic(named, best.ruling)) < 2:
                return None
            return Match("alike", same_rule[:4])
        topic = self._topic(named, best.ruling)
        if len(topic) < 2 and named - NOT_DECISIVE - IMPLIED - topic:
            # one concept in common, and the question names more: "if a card destroys every
            # card on the field, are the cards in the Graveyard destroyed too?" is no case of
            # the Graveyard's cards being face-up
            return None
        return Match("depends", same_rule[:4])

    def _topic(self, named: frozenset[str], ruling: Mapping[str, Any]) -> set[str]:
        """What the question names that the ruling concerns, but for general concepts."""
        return {c for c in named if c in self.concerns_closed[ruling["id"]]} - NOT_DECISIVE


def name_found(name: Sequence[str], words: Sequence[str], inside: Collection[int] = ()) -> bool:
    """Whether the words of one name (folded) are all among ``words``, spelled almost alike
    and close together, and not all among the positions ``inside`` (see
    :meth:`RulingIndex.named_in`)."""
    from rapidfuzz import fuzz

    places = [[i for i, q in enumerate(words)
               if w == q or (len(w) >= SAME_STEM and (w[:SAME_STEM] == q[:SAME_STEM]
                                                      or fuzz.ratio(w, q) >= WORD_SIMILARITY))]
              for w in name]
    return (all(places) and _close_together(places, len(name) + NAME_GAP)
            and any(i not in inside for found in places for i in found))


def _close_together(places: Sequence[Sequence[int]], span: int) -> bool:
    """Whether one position can be taken from each list so that all lie within ``span``
    consecutive words."""
    for start in sorted({p for ps in places for p in ps}):
        if all(any(start <= p < start + span for p in ps) for ps in places):
            return True
    return False


@lru_cache(maxsize=1)
def get_ruling_index() -> RulingIndex:
    """The process-wide :class:`RulingIndex` over ``rules_corpus/rulings``."""
    from judge.paths import CORPUS_DIR
    from judge.qa.knowledge import get_knowledge
    from judge.rulings import load_rulings

    knowledge = get_knowledge()
    return RulingIndex(load_rulings(CORPUS_DIR / "rulings"), knowledge.graph, knowledge)
