"""Answering a question: what decides it, in which order (``POST /api/ask``, ``judge ask``).

:func:`ask` returns the response of ``shared/spec/api.md``. It reads the question and
hands it to what decides it; each kind of answer is written in its own module:

1. the language (given, or detected by :mod:`judge.qa.lang`);
2. the rules terms and card names in the question (the term matcher of
   :mod:`judge.nlp.terms`, through :mod:`judge.qa.knowledge`) and the kind of answer
   it asks for (:mod:`judge.qa.reading`); a question about one card of the library gets
   the card's data, and a card name that the library does not know is said to be unknown
   (:mod:`judge.qa.cards`);
3. what decides it, which the response's ``basis`` names: the ruling of the knowledge
   base that answers it (:mod:`judge.qa.ruled`, matched by :mod:`judge.qa.matching`), or
   the engine playing the situation the question describes (:mod:`judge.qa.simulated`,
   read by :mod:`judge.qa.reader` and :mod:`judge.qa.situation`; first when the question
   gives a board's numbers or asks what happens);
4. otherwise the passages (:mod:`judge.qa.passages`, found by :mod:`judge.qa.retrieval`)
   answer "what is / how does …" questions, and for a yes/no, a number or an order Judge
   says it is not sure and quotes the closest passages: a short answer is never read out
   of a sentence;
5. every answer is written out by :mod:`judge.qa.writing`: citations, parallels and the
   conflicts between the sources about the cited passages.

Answers asked again come from the process's :class:`AnswerCache` (:func:`cached_ask`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from judge.cards import get_library
from judge.nlp.pipelines import LANGS, fold
from judge.qa import lang as langdetect
from judge.qa.cards import (
    answer_card,
    asks_about_card,
    closest_card_name,
    cost_asked,
    effect_asked,
    has_effect_asked,
    kind_asked,
    materials_asked,
    monster_effect_kind,
    spell_trap_kind,
    stat_asked,
    unknown_card,
    uses_per_turn_asked,
)
from judge.qa.knowledge import get_knowledge
from judge.qa.matching import NOT_DECISIVE, Match, get_ruling_index
from judge.qa.passages import answer_from_passages, answer_name, answer_old_name
from judge.qa.reader import situation as read_situation
from judge.qa.reader.demonstration import demonstration
from judge.qa.reading import (
    EMBEDDED_BEFORE,
    MAY_START,
    OFF_TOPIC,
    OR_WORDS,
    THERE_IS_START,
    asks_name,
    asks_what_happens,
    asks_where_it_goes,
    blank,
    chat_words,
    compared_words,
    question_kind,
    without_only_alternative,
)
from judge.qa.retrieval import get_index
from judge.qa.ruled import answer_from_ruling, bounded, match_ruling
from judge.qa.simulated import answer_situation
from judge.qa.texts import T
from judge.qa.writing import Context, unsure

#: Longest question accepted (characters).
MAX_QUESTION_CHARS = 1000


class QuestionError(ValueError):
    """A malformed question: ``path`` names the field, ``message`` says what is wrong."""

    def __init__(self, path: str, message: str, status: int = 400) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message
        self.status = status


def warm_up() -> None:
    """Load everything a question needs (models, pipelines, index, graph)."""
    langdetect.warm_up()
    index = get_index()
    for lang in LANGS:
        index.knowledge.spot("carta", lang)
    get_library()
    get_ruling_index()


def check_question(body: Any) -> tuple[str, str | None]:
    """Validate a request body ``{"question", "lang"?}``; raise :class:`QuestionError`."""
    if not isinstance(body, dict):
        raise QuestionError("body", 'must be a JSON object with a "question" string')
    unknown = sorted(set(body) - {"question", "lang"})
    if unknown:
        raise QuestionError(unknown[0], 'unknown field; expected only "question" and "lang"')
    question = body.get("question")
    if not isinstance(question, str) or not question.strip():
        raise QuestionError("question", "must be a non-empty string")
    if len(question) > MAX_QUESTION_CHARS:
        raise QuestionError(
            "question",
            f"is {len(question)} characters long; at most {MAX_QUESTION_CHARS} are accepted",
            status=413,
        )
    lang = body.get("lang")
    if lang is not None and lang not in LANGS:
        raise QuestionError("lang", f"must be one of {', '.join(LANGS)} (or omitted to detect it)")
    return question.strip(), lang


#: Numbers that describe a board (ATK, DEF, LP, damage, Levels, Ranks, Scales, cards in
#: hand): a situation to play. A count in a question about the rules ("how many copies")
#: is not one.
_BOARD_NUMBERS = re.compile(
    r"\d+\s*(?:de\s+|di\s+|of\s+)?(?:atk|def|lp|pv|life|punti|puntos|pontos|dano|danno|damage|dan)"
    r"|\b(?:atk|def|lp)\s*(?:de\s+|di\s+|of\s+|=|:)?\s*\d+"
    r"|\d+\s*(?:cartas?|carte|cards?)\s+(?:en|in|na|nella|no)\s+(?:la\s+|mi\s+|my\s+|a\s+|minha\s+)?"
    r"(?:mano|mao|hand)"
    r"|\b(?:tengo|ho|tenho|i have)\s+\d+"
    r"|\b(?:level|nivel|livello|rank|rango|grado|escalas?|scale|scala|escala)s?\s+(?:de\s+|di\s+)?\d+"
    r"|\d+\s*(?:estrellas|stelle|estrelas|stars)"
)


#: A number a rule's condition compares with ("more than 6 cards in hand", "at least 2
#: Tributes"): the question is about the rule, not a board to play.
_CONDITION_NUMBER = re.compile(
    r"\b(?:mas|piu|mais|more|menos|meno|less|fewer)\s+(?:de|di|do|than)\s+\d+"
    r"|\b(?:al menos|almeno|pelo menos|at least|at most|como maximo|al massimo|no maximo)\s+\d+"
)


#: "the materials" with no kind of Summon said: the materials of the Summon the question names.
_MATERIALS_WORD = re.compile(r"\bmateria(?:l|ls|les|li|le|is)\b", re.IGNORECASE)


def _materials_named(question: str, concepts: tuple[str, ...], knowledge: Any) -> tuple[str, ...]:
    """ "To Fusion Summon, can the materials be in my hand?": the materials of the Summon the
    question names (a concept that is ``part-of`` that Summon and is named "Material"), when
    the question says "materials" alone."""
    if not _MATERIALS_WORD.search(question):
        return ()
    found = []
    for cid, concept in knowledge.concepts.items():
        if cid in concepts or not cid.endswith("-material"):
            continue
        if any(r.get("type") == "part-of" and r.get("target") in concepts
               for r in concept.get("relations") or []):
            found.append(cid)
    return tuple(found)


def _asks_which_of_two(ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """ "¿Van en el Deck Principal o en el Deck Extra?": two concepts of one category joined
    by "or" ask which of them, not yes or no; the two concepts, and where the second is
    named when its head is left out ("boca arriba o abajo": "abajo")."""
    category = get_ruling_index().category
    named = sorted((m for m in ctx.mentions if not str(m.key).startswith("card:")
                    and m.key not in NOT_DECISIVE), key=lambda m: m.start)
    for a, b in zip(named, named[1:], strict=False):
        between = re.findall(r"\w+", fold(ctx.question[a.end:b.start]))
        may = _may(ctx, a.start)
        if (a.key != b.key and category.get(a.key) == category.get(b.key) is not None
                and len(between) <= 3 and set(between) & OR_WORDS[ctx.lang]
                and not _DESCRIBING.search(fold(ctx.question[:a.start]))
                and not THERE_IS_START.match(ctx.folded)
                and not (may and EMBEDDED_BEFORE.search(fold(ctx.question[:a.start])))
                and not (may and category.get(a.key) not in _WAYS_TO_PUT)):
            return str(a.key), str(b.key), (b.start, b.end)
    for a in named:
        other = _elided_alternative(ctx, a, category)
        if other is not None and not (_may(ctx, a.start) and category.get(a.key) not in _WAYS_TO_PUT):
            return str(a.key), other[0], other[1]
    return None


#: "Can / may" after a short subject opening the clause that names two alternatives
#: ("mientras…, el rival puede activar efectos disparados o de volteo?"), folded.
_SUBJECT_MAY = re.compile(r"^(?:\S+\s+){1,3}?(?:puede|pueden|puo|possono|pode|podem|can|may)\b")


def _may(ctx: Context, at: int) -> bool:
    """Whether the question, or the clause that its text up to ``at`` (the first of two
    alternatives) ends in, opens with "can / may", its subject first or not ("…, el rival
    puede activar…")."""
    clause = fold(re.split(r"[,;:.¿?]", ctx.question[:at])[-1]).strip()
    return bool(MAY_START.match(ctx.folded) or MAY_START.match(clause) or _SUBJECT_MAY.match(clause))


#: Words right before two alternatives that make them a description, not a choice asked:
#: a negation ("a Normal Trap that doesn't change ATK or DEF") or an English relative
#: ("a card that changes ATK or DEF").
_DESCRIBING = re.compile(r"\b(?:not|n'?t|no|non|nao|nunca|never|without|sin|senza|sem|that|which)"
                         r"(?:\s+\S+){0,2}\s*$")


#: What "can I…, X or Y?" offers to choose from: a position or a place to put a card in
#: ("¿se puede invocar en ataque o en defensa?"). Other alternatives after "can I" are
#: what may be played or used, one or the other, and ask yes or no ("can I Set a Spell or
#: a Trap…?", "posso usar moedas ou clipes como contadores?"); "is it a Spell or a Trap?"
#: asks which.
_WAYS_TO_PUT = frozenset({"status", "zone", "deck"})


#: How many words after "or" may complete a term whose head is left out.
_ELIDED_WORDS = 3


def _elided_alternative(ctx: Context, first: Any,
                        category: Mapping[str, str]) -> tuple[str, tuple[int, int]] | None:
    """ "¿Boca arriba o abajo?", "face para cima ou para baixo?": the second alternative
    leaves out the words it shares with the first; the first's leading words put before
    what follows "or" name it (a concept of the same category); the concept and the span
    of the words after "or"."""
    rest = re.match(rf"\s+(\w+)\s+((?:\w+\s*){{1,{_ELIDED_WORDS}}})", ctx.question[first.end:])
    if rest is None or fold(rest.group(1)) not in OR_WORDS[ctx.lang]:
        return None
    head = first.text.split()
    tail = rest.group(2).split()
    for keep in range(len(head) - 1, 0, -1):
        for take in range(len(tail), 0, -1):
            spotted = ctx.knowledge.spot(" ".join(head[:keep] + tail[:take]), ctx.lang)
            whole = [m for m in spotted.mentions if m.start == 0 and not str(m.key).startswith("card:")]
            for mention in whole:
                if mention.key != first.key and category.get(mention.key) == category.get(first.key):
                    start = first.end + rest.start(2)
                    end = start + len(" ".join(tail[:take]))
                    return str(mention.key), (start, end)
    return None


def _chosen_by_yes_no(asked: Context, alternatives: tuple[str, str]) -> Match | None:
    """ "Is the Extra Deck placed face-up or face-down?" with no ruling naming the answer:
    the yes/no rulings on each alternative ("is it placed face-down? Yes") choose it, or
    the other one when they say no; they must agree. ``asked`` is the question without
    the alternatives."""
    index = get_ruling_index()
    chosen: dict[str, Match] = {}
    for one, other in (alternatives, alternatives[::-1]):
        with_one = replace(asked, concepts=(*asked.concepts, one))
        match = match_ruling(with_one, "yes_no")
        if (match is None or match.kind != "ruling" or one not in index.about[match.ruling["id"]]
                or "yes_no" not in match.ruling["short"]):
            continue  # (a ruling answering by cases chooses neither)
        pick = one if match.ruling["short"]["yes_no"] else other
        chosen[pick] = Match("chooses", match.cases, left_out=pick)
    return next(iter(chosen.values())) if len(chosen) == 1 else None


def _board_numbers(text: str) -> list[int]:
    """The numbers of the board a text gives (ATK, DEF, LP, Levels…), smallest first."""
    folded = _CONDITION_NUMBER.sub(" ", fold(text))
    return sorted(int(n) for found in _BOARD_NUMBERS.finditer(folded)
                  for n in re.findall(r"\d+", found.group()))


def _same_board(ctx: Context, match: Match) -> bool:
    """Whether the number rulings of a match were worked out on the board the question
    gives: a ruling whose question gives board numbers (2000 DEF, 1600 ATK) and whose
    answer is a number (the damage on that board) does not answer a question with other
    numbers."""
    asked = _board_numbers(ctx.question)
    for case in match.cases:
        if "number" not in (case.ruling.get("short") or {}):
            continue
        text = str(case.ruling["question"].get(ctx.lang) or case.ruling["question"]["en"])
        theirs = _board_numbers(text)
        if theirs and asked and theirs != asked and asked not in _alternative_boards(text):
            return False
    return True


#: A board number with an alternative ("Level 5 or 6", "Nivel 5 o 6"), folded.
_OR_NUMBER = re.compile(r"\b(\d+)\s+(?:o|or|ou|oppure)\s+(\d+)\b")


def _alternative_boards(text: str) -> list[list[int]]:
    """The boards a text gives when one of its numbers has an alternative ("a Level 5 or 6
    monster": Level 5, or Level 6), each smallest first."""
    numbers = _board_numbers(text)
    boards = []
    for found in _OR_NUMBER.finditer(fold(text)):
        first, other = int(found.group(1)), int(found.group(2))
        if first in numbers:
            board = list(numbers)
            board[board.index(first)] = other
            boards.append(sorted(board))
    return boards


def _names_a_place(ctx: Context, ruling: Mapping[str, Any]) -> bool:
    """Whether the ruling's answer, in the question's language, names a zone, or sends to
    one ("mandado para o Cemitério" is the action ``send-to-graveyard``, named for the zone
    it sends to)."""
    category = get_ruling_index().category
    spotted = ctx.knowledge.spot(str(ruling["answer"][ctx.lang]), ctx.lang)
    return any(category.get(c) == "zone"
               or (c.startswith(_SEND_TO) and category.get(c.removeprefix(_SEND_TO)) == "zone")
               for c in spotted.concepts)


#: The prefix of the actions that send a card to a zone, named for it (``send-to-graveyard``).
_SEND_TO = "send-to-"


def _as_its_kind(ctx: Context, card: dict[str, Any], asks: str) -> dict[str, Any] | None:
    """A question about a property each kind of Spell or Trap has (its Spell Speed), asked
    of a card: the ruling on the card's kind, with the kind read from the card's data; of
    a monster, the ruling on the kind of its effect ("what Spell Speed is Witch of the
    Black Forest's effect?": a Trigger Effect's)."""
    kind = spell_trap_kind(card)
    of_effect = kind is None
    if of_effect:
        kind = monster_effect_kind(card)
    if kind is None or kind in ctx.concepts:
        return None
    as_kind = replace(ctx, concepts=(*ctx.concepts, kind))
    match = match_ruling(as_kind, asks)
    if (match is None or match.kind not in ("ruling", "confirms", "denies")
            or kind not in get_ruling_index().about[match.ruling["id"]]):
        return None
    answered = answer_from_ruling(as_kind, match, asks)
    name = ((card.get("names") or {}).get(ctx.lang) or [card["name"]])[0]
    said = T["card_effect_is_kind" if of_effect else "card_is_kind"][ctx.lang].format(
        card=name, kind=ctx.knowledge.label(kind, ctx.lang))
    return {**answered, "answer": f"{said}\n{answered['answer']}",
            "basis": {**answered["basis"], "card": str(card["name"])}}


def _as_its_level(ctx: Context, card: dict[str, Any], asks: str) -> dict[str, Any] | None:
    """A question about a monster that the rules decide by its Level ("how many Tributes to
    Normal Summon Wattaildragon?"): the question asked again of "a Level 6 monster", the
    Level read from the card's data, and answered only by a ruling about Levels."""
    level = card.get("level")
    if card.get("kind") != "monster" or not isinstance(level, int) or "level" in ctx.concepts:
        return None
    if re.search(r"\d", ctx.question):
        return None  # the question gives its own numbers
    start = int(card["_pos"])
    end = start + len(str(card["_mention"]))
    question = (ctx.question[:start] + T["monster_of_level"][ctx.lang].format(level=level)
                + ctx.question[end:])
    spotted = ctx.knowledge.spot(question, ctx.lang)
    as_level = replace(ctx, question=question, folded=fold(question), concepts=spotted.concepts,
                       mentions=spotted.mentions, cards=[])
    match = match_ruling(as_level, asks)
    if match is None or match.kind not in ("ruling", "confirms", "denies"):
        return None
    about = get_ruling_index().about[match.ruling["id"]]
    if "level" not in about:
        return None
    if not (about - {"level", "monster"}) & set(ctx.concepts):
        return None  # a ruling on Levels alone, not on what the question asks of the card
    answered = answer_from_ruling(as_level, match, asks)
    name = ((card.get("names") or {}).get(ctx.lang) or [card["name"]])[0]
    said = T["card_is_level"][ctx.lang].format(card=name, level=level)
    return {**answered, "answer": f"{said}\n{answered['answer']}",
            "basis": {**answered["basis"], "card": str(card["name"])}}


def ask(question: str, lang: str | None = None) -> dict[str, Any]:
    """Answer a rules question (the response of ``POST /api/ask``)."""
    question, lang = check_question({"question": question, **({"lang": lang} if lang else {})})
    # "¿lo puedo activar en el turno de mi rival o solo en el mío?" asks whether the first
    # may be done; what follows "or only" is what the asker already knows
    # (players' chat shorthand, "q" for "que", is read written out)
    answer = _answer(without_only_alternative(chat_words(question)), lang)
    if "question" in answer:
        answer["question"] = question
    return answer


def _answer(question: str, lang: str | None) -> dict[str, Any]:
    knowledge = get_knowledge()
    index = get_index()
    if lang is None:
        lang = langdetect.detect(question, knowledge.term_langs(question), knowledge.loan_terms(question))
    spotted = knowledge.spot(question, lang)
    cards: list[dict[str, Any]] = []
    for mention in spotted.mentions:
        card = knowledge.cards.get(mention.key)
        if card is not None and all(c["name"] != card["name"] for c in cards):
            cards.append({**card, "_mention": mention.text, "_pos": mention.start})
    ctx = Context(question, lang, fold(question), knowledge, index,
                  spotted.concepts + _materials_named(question, spotted.concepts, knowledge), cards,
                  spotted.mentions, spotted.denied)
    asks = question_kind(ctx.folded)
    offered = _asks_which_of_two(ctx) if asks in ("yes_no", "text") else None
    alternatives = offered[:2] if offered else None
    if alternatives:
        asks = "text"

    unknown = unknown_card(ctx)
    if unknown is not None:
        why = T["why_card"][lang].format(card=unknown)
        close = closest_card_name(ctx, unknown)
        if close:
            why += " " + T["did_you_mean"][lang].format(card=close)
        return unsure(ctx, "card_question", why, asks)
    if OFF_TOPIC.search(ctx.folded) and not spotted.concepts:
        return unsure(ctx, "out_of_scope", T["why_scope"][lang], asks)

    if len(cards) == 1 and asks_about_card(ctx, cards[0]):
        return answer_card(ctx, cards[0], asks)
    kind = kind_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if kind is not None:
        return answer_card(ctx, cards[0], asks, kind)
    does = effect_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if does is not None:
        return answer_card(ctx, cards[0], asks, does=does)
    has_effect = has_effect_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if has_effect is not None:
        return answer_card(ctx, cards[0], asks, has_effect=has_effect)
    cost = cost_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if cost is not None:
        return answer_card(ctx, cards[0], asks, cost=cost)
    per_turn = uses_per_turn_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if per_turn is not None:
        return answer_card(ctx, cards[0], asks, per_turn=per_turn)
    stat = stat_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if stat is not None:
        return answer_card(ctx, cards[0], "number", stat=stat)
    if asks_name(ctx.folded):
        named = answer_old_name(ctx) or answer_name(ctx)
        if named is not None:
            return named
    if offered and alternatives:
        # "who has priority first, the turn player or the opponent?": the alternatives are
        # the answers to choose from, not what the question is about
        second_at, second_end = offered[2]

        def offered_here(m: Any) -> bool:
            return m.key in alternatives or (second_at <= m.start and m.end <= second_end)

        rest = [m for m in ctx.mentions if not offered_here(m)]
        blanked = blank(ctx.question, [(m.start, m.end) for m in ctx.mentions if offered_here(m)])
        asked = replace(ctx, question=blanked, folded=fold(blanked), mentions=tuple(rest),
                        concepts=tuple(c for c in ctx.concepts
                                       if not any(offered_here(m) and m.key == c for m in ctx.mentions)
                                       or any(m.key == c for m in rest)))
        match = match_ruling(asked, "text")
        if match is not None and match.kind == "ruling" and \
                str((match.ruling.get("short") or {}).get("text")) in alternatives:
            return answer_from_ruling(ctx, match, "text")
        chosen = _chosen_by_yes_no(asked, alternatives)
        if chosen is not None:
            return answer_from_ruling(ctx, chosen, "text")
    if len(cards) == 1 and asks in ("number", "yes_no") and any(
            c == "spell-speed" or c.startswith("spell-speed-") for c in ctx.concepts):
        # "what Spell Speed is Seven Tools of the Bandit?": the card's kind, from its data,
        # answers as the kind ("a Counter Trap is Spell Speed 3")
        as_kind = _as_its_kind(ctx, cards[0], asks)
        if as_kind is not None:
            return as_kind
    if asks == "yes_no" and "hand" not in ctx.concepts:
        # "can I play with 65 cards?": the amount against the most and the least allowed
        # (cards in the hand, "8 cards in my hand at the End Phase", are a situation to play)
        limits = bounded(ctx)
        if limits is not None:
            return answer_from_ruling(ctx, limits, asks)
    # A question that gives the board's numbers (ATK, DEF, LP, Levels, cards in hand), or
    # asks what happens or in which order, is a situation the engine plays; a question
    # about the rules in general is answered by the ruling that decides it, and played on
    # the engine when no ruling does.
    # A question the situation reader reads whole (a board and plays) is as specific.
    read = read_situation(question, lang, cards, asks)
    general = read is not None and bool(read.facts.get("general"))  # a situation with no numbers
    specific = not general and (
        bool(_BOARD_NUMBERS.search(_CONDITION_NUMBER.sub(" ", ctx.folded)))
        or asks in ("text", "list") or read is not None)
    match = None if specific else match_ruling(ctx, asks)
    if match is not None:
        return answer_from_ruling(ctx, match, asks)
    if len(cards) == 1 and not specific and asks in ("number", "yes_no"):
        # "how many Tributes to Normal Summon Wattaildragon?": the ruling on its Level
        as_level = _as_its_level(ctx, cards[0], asks)
        if as_level is not None:
            return as_level
    # where a named card's Summon takes its materials from, when no ruling tells
    materials = materials_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if materials is not None:
        return answer_card(ctx, cards[0], asks, does=materials)
    if asks == "text" and asks_what_happens(ctx.folded) and compared_words(question) is not None:
        # "my ATK is higher than its DEF, what happens to that monster?": the outcome of
        # the battle compared, which the ruling on whether it is destroyed tells (not the
        # ruling on which stats are compared)
        match = match_ruling(replace(ctx, concepts=(*ctx.concepts, "destroy")), "yes_no")
        if match is not None and match.kind in ("ruling", "alike"):
            return answer_from_ruling(ctx, match, asks)
    # The situation the question describes; else a named Spell or Trap on a stand-in board.
    situation = read or demonstration(question, cards, asks)
    if situation is not None:
        answered = answer_situation(ctx, situation, asks)
        if answered is not None:
            return answered
    match = match_ruling(ctx, asks) if specific else None
    if match is not None and not _same_board(ctx, match):
        match = None  # a ruling worked out on another board does not give this one's number
    if match is not None:
        return answer_from_ruling(ctx, match, asks)
    if asks == "text" and (asks_what_happens(ctx.folded) or asks_where_it_goes(ctx.folded)):
        # "What happens to its Xyz Materials?": a ruling that decides whether something
        # happens tells what happens, in its explanation (never as a bare yes or no);
        # "where does it go?" likewise, when that explanation names a place.
        match = match_ruling(ctx, "yes_no")
        if match is not None and match.kind in ("ruling", "alike") and (
                asks_what_happens(ctx.folded) or _names_a_place(ctx, match.ruling)):
            return answer_from_ruling(ctx, match, asks)
    if asks == "number" and not specific:
        # "how much damage does a direct attack do?": an amount that is no fixed number but
        # a card's stat, which a ruling names ("the attacking monster's ATK")
        match = match_ruling(ctx, "text")
        if match is not None and match.kind == "ruling" and _names_a_stat(ctx, match.ruling):
            return answer_from_ruling(ctx, match, "text")
    return answer_from_passages(ctx, asks)


def _names_a_stat(ctx: Context, ruling: Mapping[str, Any]) -> bool:
    """Whether a text ruling's answer names a card's stat (ATK, DEF, Life Points)."""
    index = get_ruling_index()
    return any(index.category.get(c) == "stat" for c in index.answer_concepts(ruling, ctx.lang))


class AnswerCache:
    """The answers to the latest questions, by question and requested language.

    An answer depends only on the question, the requested language and the built corpus,
    which a process loads once and never changes; so a question asked again (at an event
    the same questions come back all day) is answered from here instead of being worked
    out again. At most ``size`` answers are kept, the least recently asked dropped first.
    The answers handed out are shared: callers read them and never change them.

    >>> cache = AnswerCache(size=1)
    >>> cache.get_or_compute("q1", None, lambda: {"a": 1})
    ({'a': 1}, False)
    >>> cache.get_or_compute("q1", None, lambda: {"a": 2})
    ({'a': 1}, True)
    >>> cache.get_or_compute("q2", None, lambda: {"b": 1})[1], len(cache)
    (False, 1)
    """

    def __init__(self, size: int) -> None:
        from collections import OrderedDict
        from threading import Lock

        self.size = size
        self._answers: OrderedDict[tuple[str, str | None], dict[str, Any]] = OrderedDict()
        self._lock = Lock()

    def __len__(self) -> int:
        return len(self._answers)

    def get_or_compute(self, question: str, lang: str | None,
                       compute: Callable[[], dict[str, Any]]) -> tuple[dict[str, Any], bool]:
        """The kept answer and ``True``, or ``compute()``'s (now kept) and ``False``."""
        key = (question, lang)
        with self._lock:
            answer = self._answers.get(key)
            if answer is not None:
                self._answers.move_to_end(key)
                return answer, True
        answer = compute()
        self.put(question, lang, answer)
        return answer, False

    def put(self, question: str, lang: str | None, answer: dict[str, Any]) -> None:
        """Keep ``answer`` (replacing the one kept for the same question)."""
        with self._lock:
            self._answers[(question, lang)] = answer
            self._answers.move_to_end((question, lang))
            while len(self._answers) > self.size:
                self._answers.popitem(last=False)


#: Answers kept per process (about 19 kB each in memory, so some 40 MB when full).
ANSWER_CACHE_SIZE = 2048


_answers = AnswerCache(ANSWER_CACHE_SIZE)


def cached_ask(question: str, lang: str | None = None, fresh: bool = False) -> tuple[dict[str, Any], bool]:
    """:func:`ask`, from the process's :class:`AnswerCache` when it was asked before.

    Returns the answer and whether it came from the cache. ``fresh`` works the answer out
    again (an HTTP request's ``Cache-Control: no-cache``) and keeps the new one. The
    answer is shared with later callers: do not change it.
    """
    question, lang = check_question({"question": question, **({"lang": lang} if lang else {})})
    if fresh:
        answer = ask(question, lang)
        _answers.put(question, lang, answer)
        return answer, False
    return _answers.get_or_compute(question, lang, lambda: ask(question, lang))
