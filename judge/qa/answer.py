"""Answering a question: language, terms, what decides it, and the answer written out.

:func:`ask` is what ``POST /api/ask`` and ``judge ask`` call. It returns the response
of ``shared/spec/api.md``:

1. the language (given, or detected by :mod:`judge.qa.lang`);
2. the rules terms and card names in the question (the term matcher of
   :mod:`judge.nlp.terms`, through :mod:`judge.qa.knowledge`) and the kind of answer
   it asks for (:mod:`judge.qa.reading`); a question about one card of the library gets
   the card's data; a card name that the library does not know is said to be unknown;
3. what decides it, which the response's ``basis`` names: the ruling of the knowledge
   base that answers it (:mod:`judge.qa.matching`), or the engine playing the
   situation the question describes (:mod:`judge.qa.situation`; first when the
   question gives a board's numbers or asks what happens);
4. otherwise the passages (:mod:`judge.qa.retrieval`) answer "what is / how does …"
   questions, and for a yes/no, a number or an order Judge says it is not sure and
   quotes the closest passages: a short answer is never read out of a sentence;
5. conflicts between the sources about the cited passages (the rule graph's
   conflict records).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judge.cards import get_library
from judge.nlp.pipelines import LANGS, fold, word_key
from judge.qa import lang as langdetect
from judge.qa.knowledge import Knowledge, get_knowledge
from judge.qa.matching import Match, get_ruling_index, short_kind
from judge.qa.reader import situation as read_situation
from judge.qa.reading import (
    CARD_ASK,
    OFF_TOPIC,
    QUOTED,
    asks_what_happens,
    question_kind,
    role_order,
    text_intent,
)
from judge.qa.retrieval import Hit, Index, get_index
from judge.qa.situation import KIND_CARDS, PHASE_NAMES, Situation, extract
from judge.qa.texts import LANG_NAMES, RULE_REASONS, SOURCE_NAMES, T

#: Longest question accepted (characters).
MAX_QUESTION_CHARS = 1000
#: Below this retrieval score (authority-weighted BM25) a passage is too weak to answer from.
MIN_SCORE = 4.0
#: Citations taken from a simulation's events.
MAX_SITUATION_CITES = 8
#: Engine rules of routine steps (their passages are cited after the deciding ones).
_ROUTINE_RULES = frozenset(
    {
        "priority",
        "chain",
        "resolve",
        "battle_phase",
        "damage_step",
        "spell_activation",
        "phase",
        "draw_phase",
        "end_phase",
        "enter_phase",
        "turn",
        "effect",
    }
)
#: Engine rules (``judge.engine.rules``) that each kind of situation puts to the test.
_INTENT_RULES: dict[str, tuple[str, ...]] = {
    "set_activation": ("set_this_turn",),
    "set_spell_activation": ("set_spell_same_turn",),
    "phases": ("turn_structure",),
    "exodia": ("card_effect_win",),
    "damage_step": ("damage_step_activation",),
    "tribute_summon": ("tribute_count",),
    "spell_speed": ("spell_speed",),
    "synchro_summon": ("synchro_materials",),
    "xyz_summon": ("xyz_materials",),
    "pendulum_summon": ("pendulum_scale",),
    "flip_summon": ("flip_summon_same_turn",),
    "position_change": ("position_change",),
    "attack_position": ("attack_position",),
    "hand_limit": ("hand_limit",),
    "replay": ("replay",),
    "direct_attack": ("direct_attack",),
    "piercing": ("piercing",),
}
#: Official sources, newest first (authority ranks 1 and 2).
OFFICIAL = ("000", "004")


class QuestionError(ValueError):
    """A malformed question: ``path`` names the field, ``message`` says what is wrong."""

    def __init__(self, path: str, message: str, status: int = 400) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message
        self.status = status


# ---------------------------------------------------------------------------------------


@dataclass
class _Context:
    question: str
    lang: str
    folded: str
    knowledge: Knowledge
    index: Index
    concepts: tuple[str, ...]
    cards: list[dict[str, Any]]
    mentions: tuple[Any, ...] = ()


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


def ask(question: str, lang: str | None = None) -> dict[str, Any]:
    """Answer a rules question (the response of ``POST /api/ask``)."""
    question, lang = check_question({"question": question, **({"lang": lang} if lang else {})})
    knowledge = get_knowledge()
    index = get_index()
    if lang is None:
        lang = langdetect.detect(question, knowledge.term_langs(question))
    spotted = knowledge.spot(question, lang)
    cards = []
    for mention in spotted.mentions:
        card = knowledge.cards.get(mention.key)
        if card is not None and all(c["name"] != card["name"] for c in cards):
            cards.append({**card, "_mention": mention.text, "_pos": mention.start})
    ctx = _Context(question, lang, fold(question), knowledge, index, spotted.concepts, cards,
                   spotted.mentions)
    asks = question_kind(ctx.folded)

    unknown = _unknown_card(ctx)
    if unknown is not None:
        why = T["why_card"][lang].format(card=unknown)
        close = _closest_card_name(ctx, unknown)
        if close:
            why += " " + T["did_you_mean"][lang].format(card=close)
        return _unsure(ctx, "card_question", why, asks)
    if OFF_TOPIC.search(ctx.folded) and not spotted.concepts:
        return _unsure(ctx, "out_of_scope", T["why_scope"][lang], asks)

    if len(cards) == 1 and _asks_about_card(ctx, cards[0]):
        return _answer_card(ctx, cards[0], asks)
    kind = _kind_asked(ctx, cards[0], asks) if len(cards) == 1 else None
    if kind is not None:
        return _answer_card(ctx, cards[0], asks, kind)
    # A question that gives the board's numbers (ATK, DEF, LP, Levels, cards in hand), or
    # asks what happens or in which order, is a situation the engine plays; a question
    # about the rules in general is answered by the ruling that decides it, and played on
    # the engine when no ruling does.
    # A question the situation reader reads whole (a board and plays) is as specific.
    read = read_situation(question, lang, cards, asks)
    general = read is not None and bool(read.facts.get("general"))  # a situation with no numbers
    specific = not general and (
        bool(_BOARD_NUMBERS.search(ctx.folded)) or asks in ("text", "list") or read is not None)
    match = None if specific else _match_ruling(ctx, asks)
    if match is not None:
        return _answer_from_ruling(ctx, match, asks)
    # The situation reader first; the per-kind readers for what it does not read yet.
    situation = read or extract(question, lang, spotted.concepts, cards, asks)
    if situation is not None:
        answered = _answer_situation(ctx, situation, asks)
        if answered is not None:
            return answered
    match = _match_ruling(ctx, asks) if specific else None
    if match is not None:
        return _answer_from_ruling(ctx, match, asks)
    if asks == "text" and asks_what_happens(ctx.folded):
        # "What happens to its Xyz Materials?": a ruling that decides whether something
        # happens tells what happens, in its explanation (never as a bare yes or no).
        match = _match_ruling(ctx, "yes_no")
        if match is not None and match.kind == "ruling":
            return _answer_from_ruling(ctx, match, asks)
    return _answer_from_passages(ctx, asks)


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


_WHAT_DOES = re.compile(
    r"(?:que hace|que efecto tiene|cosa fa|che effetto ha|o que faz|qual (?:e )?o efeito de"
    r"|what does|what is the effect of)\s+(?:la carta |the card |a carta |la |il |o |a )?"
    r"(.+?)(?:\s+do)?\s*[?.!]*$"
)


_CAPITALISED = re.compile(
    r"(?<![.¿?!]\s)(?<!^)\b([A-ZÁÉÍÓÚÑÀÈÌÒÙÂÊÔÃÕÇ][\w'-]+(?:\s+(?:de|del|di|da|do|dos|of|the|la|el|le|lo)?\s*"
    r"[A-ZÁÉÍÓÚÑÀÈÌÒÙÂÊÔÃÕÇ][\w'-]+)+)"
)


def _asks_about_card(ctx: _Context, card: dict[str, Any]) -> bool:
    """ "What does Heavy Storm do?", or the card's name alone."""
    if _WHAT_DOES.search(ctx.folded):
        return True
    rest = fold(ctx.question.replace(str(card.get("_mention", "")), " "))
    return not re.sub(r"[\W_]+", "", rest)


#: What a card of the library must be to be of each kind of card the glossary names:
#: its kind, Spell/Trap subtype and monster type (None: any). The Spell and Trap kinds are
#: the situations' (``KIND_CARDS``); "a Spell Card" or "a Trap Card" is one of any subtype.
_CARD_KINDS: dict[str, tuple[str, str | None, str | None]] = {
    "monster-card": ("monster", None, None),
    "monster": ("monster", None, None),
    **{cid: (spec["kind"], None if cid in ("spell-card", "trap-card") else spec["subtype"], None)
       for cid, spec in KIND_CARDS.items()},
    **{f"{mtype}-monster": ("monster", None, mtype)
       for mtype in ("normal", "effect", "pendulum", "xyz", "synchro", "fusion", "ritual", "tuner", "union")},
    "monster-token": ("monster", None, "token"),
}


def _is_kind(card: dict[str, Any], concept: str) -> bool:
    """Whether a card of the library is of the kind ``concept`` names.

    >>> _is_kind({"kind": "spell", "subtype": "quick-play"}, "quick-play-spell-card")
    True
    >>> _is_kind({"kind": "monster", "monster_type": ["effect"]}, "synchro-monster")
    False
    """
    kind, subtype, mtype = _CARD_KINDS[concept]
    return (card.get("kind") == kind and (subtype is None or (card.get("subtype") or "normal") == subtype)
            and (mtype is None or mtype in (card.get("monster_type") or [])))


_COPULA = re.compile(r"\b(es|e|is|son|sono|sao|are)\b")


def _kind_asked(ctx: _Context, card: dict[str, Any], asks: str) -> tuple[str, bool] | None:
    """ "¿Heavy Storm es una Mágica de Juego Rápido?": the kind of card asked about (the most
    specific one named) and whether the card is of that kind, read from the card library."""
    if asks != "yes_no" or not _COPULA.search(ctx.folded):
        return None
    kinds = [c for c in ctx.concepts if c in _CARD_KINDS]
    if not kinds:
        return None
    # the most specific kind named: "Monstruo de Sincronía" over "Monstruo"
    specific = [k for k in kinds if k not in ("monster-card", "monster", "spell-card", "trap-card")]
    kind = (specific or kinds)[0]
    return kind, _is_kind(card, kind)


def _answer_card(ctx: _Context, card: dict[str, Any], asks: str,
                 kind: tuple[str, bool] | None = None) -> dict[str, Any]:
    """A card of the library: its text in the question's language and where the rule texts
    name it; with ``kind``, first whether it is of that kind of card (yes or no)."""
    lang = ctx.lang
    texts = card.get("text") or {}
    text = texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")
    text_lang = lang if lang in texts else ("en" if "en" in texts else next(iter(texts), lang))
    names = (card.get("names") or {}).get(lang) or [card["name"]]
    lines = [f"«{names[0]}» ({card['name']}): {text}"]
    if kind is not None:
        concept, is_kind = kind
        verdict = T["card_is" if is_kind else "card_is_not"][lang]
        lines.insert(0, T["yes" if is_kind else "no"][lang] + " "
                     + verdict.format(card=names[0], kind=ctx.knowledge.label(concept, lang)))
    if text_lang != lang:
        lines[-1] += " " + T["in_lang"][lang].format(lang=LANG_NAMES[text_lang][lang])
    ids = [f"{m['source']}:{line}" for m in card.get("mentions") or [] for line in m.get("lines") or []]
    order = {src: i for i, src in enumerate(OFFICIAL + ("001", "002", "003"))}

    def where(sid: str) -> tuple[bool, int]:
        section = ctx.index.corpus.get(sid)
        return (section is None or section.lang != lang, order.get(sid.split(":")[0], 9))

    if kind is not None:
        ids += ctx.knowledge.definitions(kind[0])[:1]
    citations = _citations(ctx, sorted(ids, key=where))[:6]
    short = {"kind": asks if asks in ("yes_no", "number", "list") else "text", "value": None}
    if kind is not None:
        short["value"] = kind[1]
    return _response(
        ctx,
        "card_question",
        "\n".join(lines),
        short,
        citations,
        _parallels(ctx, [c["section_id"] for c in citations[:2]]),
        [],
        None,
        {"kind": "card", "name": card["name"]},
    )


#: Least similarity (rapidfuzz ratio, folded) for a card name of the library to be offered
#: for a name the library does not know ("Tempesta Pesante" → "Tempesta Potente").
CARD_SUGGESTION_SCORE = 75


def _closest_card_name(ctx: _Context, name: str) -> str | None:
    """The card name of the library (in the question's language first) closest to ``name``."""
    from rapidfuzz import fuzz, process

    names: list[str] = []
    for card in ctx.knowledge.cards.values():
        names += list((card.get("names") or {}).get(ctx.lang) or []) + [str(card["name"])]
    found = process.extractOne(fold(name), [fold(n) for n in names], scorer=fuzz.ratio,
                               score_cutoff=CARD_SUGGESTION_SCORE)
    return names[found[2]] if found else None


def _singulars(key: str) -> set[str]:
    """The matching key of a word and of the singulars its plural ending allows (the keys
    drop a final "s" only: "invocacione", "evocazioni", "invocacoe", "carte").

    >>> sorted(_singulars("invocacione")), sorted(_singulars("invocacoe"))
    (['invocacion', 'invocaciona', 'invocacione'], ['invocacao', 'invocaco', 'invocacoa', 'invocacoe'])
    >>> sorted(_singulars("evocazioni"))
    ['evocaziona', 'evocazione', 'evocazioni', 'evocaziono']
    """
    out = {key}
    if key.endswith("oe"):
        out.add(key[:-2] + "ao")
    if key.endswith("e"):
        out |= {key[:-1], key[:-1] + "a"}
    if key.endswith("i"):
        out |= {key[:-1] + end for end in ("o", "e", "a")}
    return out


def _unknown_card(ctx: _Context) -> str | None:
    """A card name (quoted, after "what does … do", or a run of capitalised words that is no
    rules term) that the card library does not know."""
    vocabulary = ctx.knowledge.form_words
    for m in _CAPITALISED.finditer(ctx.question):
        words = [w for w in re.findall(r"[\w'-]+", m.group(1)) if w[:1].isupper()]
        before = ctx.question[: m.start()].rstrip()
        if not before or before[-1] in '¿¡.!?:;"«“':
            words = words[1:]  # the first word of a sentence is capitalised anyway
        unknown = [w for w in words if not vocabulary & _singulars(word_key(w))]
        if len(unknown) >= 2:
            return m.group(1)
    names = []
    if CARD_ASK.search(ctx.folded):
        names += [m.group(1).strip() for m in QUOTED.finditer(ctx.question)]
    m = _WHAT_DOES.search(ctx.folded)
    if m and re.search(r"\b(mean|means|significa|significato|vuol dire|quer dizer)\b", ctx.folded):
        m = None
    if m and not names:
        start, end = m.span(1)
        names.append(ctx.question[start:end].strip(" \"'«»“”"))
    for name in names:
        if len(name.split()) < 2 and not QUOTED.search(ctx.question):
            continue
        found = ctx.knowledge.spot(name, ctx.lang)
        # a quoted rules term ("desterrar"), the whole of what is quoted, is no card
        term = any(m.start == 0 and m.end >= len(name.rstrip()) for m in found.mentions)
        if not found.cards and not term:
            return name
    return None


# ---------------------------------------------------------------------------------------
# Situations.


def _answer_situation(ctx: _Context, situation: Situation, asks: str) -> dict[str, Any] | None:
    from judge.engine import EngineError, simulate

    library = get_library()
    try:
        if "search" in situation.facts:
            results = [simulate(sc, library) for sc in situation.facts["search"]]
            value = situation.read(results)
            chosen = next((r for r in results if r.get("ok")), results[-1])
            scenario = situation.facts["search"][results.index(chosen)]
        else:
            chosen = simulate(situation.scenario, library)
            value = situation.read(chosen)
            scenario = situation.scenario
    except EngineError as exc:
        return _unsure(ctx, situation.intent, T["why_engine"][ctx.lang].format(error=str(exc)), asks)
    lang = ctx.lang
    # A where / who / what-happens question gets the steps (and a named value when the
    # situation reads one), never a yes/no.
    kind = "text" if asks == "text" and situation.asks == "yes_no" else situation.asks
    error = chosen.get("error")
    if kind == "yes_no" and value and error:
        # The play stopped on a rule the question is not about (a Trap whose condition the
        # situation does not set up): it shows nothing either way, so the texts answer.
        return None
    if kind == "yes_no" and error and error.get("rule") == "activation_condition" \
            and _NAMES_AN_EVENT.search(ctx.folded):
        # "…Mirror Force when I attack?": the question names the event the card waits for,
        # and the board as read never reached it; a refusal shows nothing.
        return None
    lines: list[str] = []
    if kind == "yes_no":
        lines.append(T["yes" if value else "no"][lang])
    elif kind == "number" and value is not None:
        label = "damage" if situation.intent in ("battle_damage", "piercing", "direct_attack") else "number"
        lines.append(T[label][lang].format(value=value))
    elif kind == "list" and value:
        label = "phases" if situation.intent == "phases" else "order"
        lines.append(T[label][lang].format(value=" → ".join(value)))
    if error:
        reason = (RULE_REASONS.get(error.get("case") or error.get("rule", ""), {}).get(lang)
                  or RULE_REASONS.get(error.get("rule", ""), {}).get(lang)
                  or (error.get("text") or {}).get(lang) or error.get("message", ""))
        lines.append(T["forbidden"][lang].format(reason=reason))
    if situation.intent == "exodia" and not value:
        lines.append(T["exodia_missing"][lang].format(n=situation.facts.get("pieces", 0),
                                                      total=situation.facts.get("of", 0)))
    understood = _describe_state(scenario, lang, library)
    if understood:
        if situation.facts.get("asker") == "B":
            understood += " " + T["you_are"][lang].format(player="B")
        lines.append(T["situation_read"][lang].format(what=understood))
    lines.append(T["steps"][lang])
    deciding: list[str] = [c for c in (error or {}).get("cites") or []]
    # The passages of the rule the situation puts to the test, also when the rules allow it.
    for rule in _INTENT_RULES.get(situation.intent, ()):
        deciding.extend(_rule_cites(rule))
    routine: list[str] = []
    step = 0
    for event in chosen.get("events", []):
        text = (event.get("text") or {}).get(lang) or (event.get("text") or {}).get("en")
        if not text or event.get("type") in ("end_of_actions",):
            continue
        step += 1
        lines.append(f"{step}. {text}")
        # The passages of the steps that decide the outcome come first; the routine ones
        # (priority, the Chain's mechanics, moving between steps) after them.
        bucket = routine if event.get("rule") in _ROUTINE_RULES else deciding
        bucket.extend(event.get("cites") or [])
    if error:
        actions = scenario.get("actions") or []
        index = error.get("action", 0)
        if 0 <= index < len(actions):
            step += 1
            lines.append(
                f"{step}. "
                + T["refused"][lang].format(
                    action=_describe_action(actions[index], lang, _card_ids(scenario, lang))
                )
            )
    deciding = list(dict.fromkeys(deciding))
    short = {
        "kind": {"yes_no": "yes_no", "number": "number", "list": "list"}.get(kind, "text"),
        "value": value if kind in ("yes_no", "number", "list") else None,
    }
    if short["kind"] == "number" and not isinstance(value, int):
        short["value"] = None
    hits = ctx.index.search(ctx.question, lang, ctx.concepts, k=5)
    # The deciding steps' passages, then the best official passages for the question, then
    # the routine steps' passages.
    ids = deciding[:MAX_SITUATION_CITES] + [h.section_id for h in hits[:2] if h.source_id in OFFICIAL]
    ids = list(dict.fromkeys(ids + routine))[: MAX_SITUATION_CITES + 4]
    citations = _citations(ctx, ids)
    simulation = dict(chosen)
    simulation["scenario"] = scenario
    response = _response(
        ctx,
        situation.intent,
        "\n".join(lines),
        short,
        citations,
        _parallels(ctx, [c["section_id"] for c in citations[:3]]),
        _conflicts(ctx, [h.section_id for h in hits]),
        simulation,
    )
    # The scenario as Judge understood the question (the answer states it in words), and
    # that reading line by line: the board, then each play in order.
    response["reading"] = scenario
    ids = _card_ids(scenario, lang)
    response["understood"] = ([understood] if understood else []) + [
        _sentence_case(_describe_action(action, lang, ids)) for action in scenario.get("actions") or []
        if isinstance(action, dict)
    ]
    return response


# ---------------------------------------------------------------------------------------
# Rulings.

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

#: A question that names when a card is played ("when I attack", "cuando mi adversario
#: Invoca…"): an event the board read from it must reach.
_NAMES_AN_EVENT = re.compile(r"\b(?:when|cuando|quando|once|after|despues|dopo|depois|si|se|if)\b")

#: How a question asks for the steps of a procedure: the passages answer it, not a ruling.
_HOW_Q = re.compile(r"^(?:¿\s*)?(como|how|come|comment)\b")


def _match_ruling(ctx: _Context, asks: str) -> Match | None:
    """The ruling (or the cases) of the knowledge base that decide the question."""
    if asks == "text" and (text_intent(ctx.folded) == "definition" or _HOW_Q.match(ctx.folded.strip())):
        return None
    # What the question does: its outermost mentions ("posizione di battaglia" is a battle
    # position, not a battle).
    spans = [(m.start, m.end, m.key) for m in ctx.mentions]
    outer = [key for a, b, key in spans
             if not any(x <= a and b <= y and (x, y) != (a, b) for x, y, _k in spans)]
    order = role_order(ctx.question, ctx.lang, ctx.mentions, set(ctx.concepts))
    return get_ruling_index().match(ctx.question, ctx.lang, ctx.concepts, asks, decisive=outer,
                                    order=order)


#: The yes or no a ruling's answer opens with ("No. If an Xyz Monster…").
_YES_NO_OPENING = re.compile(r"^(?:Sí|Si|Sì|Sim|Yes|No|Não)[.,:;]\s*")


def _ruling_short(ruling: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The ruling's short answer as the API gives it (a named place, player or outcome in
    the question's language)."""
    kind = short_kind(ruling)
    short = ruling.get("short") or {}
    if kind == "text":
        return {"kind": "text", "value": str((short.get("names") or {}).get(lang) or short["text"])}
    return {"kind": kind, "value": short.get(kind)}


def _order_cites(ctx: _Context, cites: Sequence[str]) -> list[str]:
    """A ruling's citations: the official source in the question's language first, then
    the newest official source, then the others, each in the ruling's order."""
    rank = {src: i for i, src in enumerate(OFFICIAL + ("001", "002", "003"))}

    def key(sid: str) -> tuple[int, int]:
        section = ctx.index.corpus.get(sid)
        same = section is not None and section.lang == ctx.lang and section.source_id in OFFICIAL
        return (0 if same else 1, rank.get(sid.split(":")[0], 9))

    return sorted(dict.fromkeys(str(c) for c in cites), key=key)


#: The simulation of each ruling played so far (a ruling's scenario always plays the same).
_PLAYED: dict[str, dict[str, Any] | None] = {}


def _play_ruling(ruling: Mapping[str, Any]) -> dict[str, Any] | None:
    """The ruling's scenario played on the engine (None without one, or if it fails to
    verify: then the ruling's answer stands on its passages alone)."""
    if "scenario" not in ruling:
        return None
    key = str(ruling["id"])
    if key not in _PLAYED:
        from judge.rulings import verify_ruling

        report = verify_ruling(ruling, get_library())
        _PLAYED[key] = (dict(report["result"], scenario=ruling["scenario"])
                        if report["verified"] and report["result"] is not None else None)
    played = _PLAYED[key]
    return dict(played) if played is not None else None


def _answer_from_ruling(ctx: _Context, match: Match, asks: str) -> dict[str, Any]:
    lang = ctx.lang
    intent = text_intent(ctx.folded)
    if match.kind == "ruling":
        ruling = match.ruling
        short = _ruling_short(ruling, lang)
        answer = str(ruling["answer"][lang])
        if asks == "text" and short["kind"] == "yes_no":
            # what happens, not whether: the ruling's explanation without its yes or no
            short = {"kind": "text", "value": None}
            answer = _sentence_case(_YES_NO_OPENING.sub("", answer))
        lines = [answer]
        simulation = _play_ruling(ruling)
        lines.append(T["basis_ruling"][lang].format(question=ruling["question"][lang]))
        if simulation is not None:
            lines.append(T["basis_engine"][lang])
        basis: dict[str, Any] = {"kind": "ruling", "id": ruling["id"]}
        cites = _order_cites(ctx, ruling["cites"])
    else:
        lines = [T["depends"][lang]]
        cases = []
        cites = []
        simulation = None
        for case in match.cases:
            ruling = case.ruling
            when = ", ".join(ctx.knowledge.label(c, lang) for c in case.missing) or ruling["question"][lang]
            lines.append(f"- {when}: {ruling['answer'][lang]}")
            cases.append({"when": when, "short_answer": _ruling_short(ruling, lang),
                          "basis": {"kind": "ruling", "id": ruling["id"]}})
            cites += _order_cites(ctx, ruling["cites"])[:3]
        short = {"kind": "depends", "value": None, "cases": cases}
        basis = {"kind": "ruling", "id": match.cases[0].ruling["id"],
                 "ids": [c.ruling["id"] for c in match.cases]}
        cites = list(dict.fromkeys(cites))
    conflicts = _conflicts(ctx, cites)
    for record in conflicts:
        lines.append(_conflict_sentence(record, lang))
    citations = _citations(ctx, cites)
    return _response(
        ctx,
        intent,
        "\n".join(lines),
        short,
        citations,
        _parallels(ctx, [c["section_id"] for c in citations[:2]]),
        conflicts,
        simulation,
        basis,
    )


# ---------------------------------------------------------------------------------------
# Passages.


def _answer_from_passages(ctx: _Context, asks: str) -> dict[str, Any]:
    """What the passages say, quoted: the answer to "what is / how does … work" questions,
    and the closest passages when no ruling, card or situation decides a yes/no, a number
    or an order (then Judge says it is not sure: a yes/no is never read out of a sentence)."""
    lang = ctx.lang
    index = ctx.index
    hits = index.search(ctx.question, lang, ctx.concepts, k=12)
    intent = text_intent(ctx.folded)
    if not hits or hits[0].score < MIN_SCORE or not (ctx.concepts or ctx.cards):
        return _unsure(ctx, intent, T["why_detail"][lang], asks, hits)
    official = [h for h in hits if h.source_id in OFFICIAL]
    top = official[0] if official else hits[0]
    # Quote in the question's language where an official source in it says the same.
    same = [h for h in official if h.lang == lang]
    if same and same[0].score >= 0.8 * top.score:
        top = same[0]
    elif not same:
        # No official source in the question's language: the newest official one (000)
        # unless another passage is clearly better.
        newest = [h for h in official if h.source_id == OFFICIAL[0]]
        if newest and newest[0].score >= 0.85 * top.score:
            top = newest[0]
    section = index.corpus.section(top.section_id)
    sentences = index.best_sentences(section, ctx.question, lang, ctx.concepts)
    defined = _definition(ctx) if asks == "text" and intent == "definition" else None
    if defined is not None:
        top, sentences = defined
        section = index.corpus.section(top.section_id)
    decided = asks == "text"
    lines: list[str] = [] if decided else [T["unsure"][lang].format(why=T["why_no_ruling"][lang])]
    lines.append(
        T["according"][lang].format(
            source=SOURCE_NAMES.get(top.source_id, {}).get(lang, top.source_id), sid=top.section_id
        )
    )
    quote = " ".join(sentences)
    lines.append(
        f"«{quote}»"
        + (
            ""
            if section.lang == lang
            else " " + T["in_lang"][lang].format(lang=LANG_NAMES[section.lang][lang])
        )
    )
    same_lang_cite: list[str] = []
    if section.lang != lang:
        terms = _term_gloss(ctx, quote, section.lang)
        if terms:
            lines.append(T["terms"][lang].format(terms=terms))
        # No official source in the question's language: show what a source in it says,
        # named for what it is.
        local = _local_quote(ctx, hits)
        if local is not None:
            hit, local_sentences = local
            lines.append(
                T["local"][lang].format(
                    source=SOURCE_NAMES.get(hit.source_id, {}).get(lang, hit.source_id),
                    sid=hit.section_id,
                    quote=" ".join(local_sentences),
                )
            )
            same_lang_cite.append(hit.section_id)
    conflicts = _conflicts(ctx, [top.section_id] + [h.section_id for h in hits[:8]])
    for record in conflicts:
        lines.append(_conflict_sentence(record, lang))
    cited = [top.section_id] + [h.section_id for h in official if h.section_id != top.section_id][:2]
    cited += same_lang_cite or [h.section_id for h in hits if h.source_id not in OFFICIAL][:1]
    for record in conflicts:
        for claim in record.get("_claims", []):
            if claim not in cited:
                cited.append(claim)
    citations = _citations(ctx, cited)
    short = {"kind": asks if asks in ("yes_no", "number", "list") else "text", "value": None}
    response = _response(
        ctx,
        intent,
        "\n".join(lines),
        short,
        citations,
        _parallels(ctx, [top.section_id]),
        conflicts,
        None,
    )
    response["answered"] = decided
    return response


#: Sources whose definitions answer a "what is …?" question, in the order they are
#: preferred after the question's language (the official rulebooks: the fan site's and the
#: machine translation's definitions do not outrank the retrieved official passages).
_DEFINITION_ORDER = ("000", "004", "001")


def _definition(ctx: _Context) -> tuple[Hit, list[str]] | None:
    """The official passage that defines the concept a "what is …?" question asks about,
    and its first sentences: the rule graph's ``defined-in`` sections, one in the
    question's language first, then the newest rulebook."""
    from judge.qa.retrieval import split_sentences

    corpus = ctx.index.corpus
    for concept in ctx.concepts:
        sections = [corpus.get(sid) for sid in ctx.knowledge.definitions(concept)]
        sections = [s for s in sections if s is not None and s.source_id in _DEFINITION_ORDER]
        if not sections:
            continue
        best = min(sections, key=lambda s: (
            not (s.lang == ctx.lang and s.source_id in OFFICIAL),
            _DEFINITION_ORDER.index(s.source_id), s.id))
        sentences = [x for x in split_sentences(best.text) if fold(x) != fold(best.title or "")]
        return Hit(best.id, 0.0, best.source_id, best.lang), sentences[:2] or [best.text]
    return None


def _local_quote(ctx: _Context, hits: Sequence[Hit]) -> tuple[Hit, list[str]] | None:
    """The best passage in the question's language (a non-official source), when it is
    about as relevant as the best passage."""
    index = ctx.index
    local = index.search(ctx.question, ctx.lang, ctx.concepts, k=3, langs=(ctx.lang,))
    if not local or not hits:
        return None
    for hit in local:
        if hit.score >= 0.5 * hits[0].score:
            section = index.corpus.section(hit.section_id)
            return hit, index.best_sentences(section, ctx.question, ctx.lang, ctx.concepts)
    return None


_ACTION_WORDS: dict[str, dict[str, str]] = {
    "enter_phase": {
        "es": "entrar en la fase",
        "it": "entrare nella fase",
        "pt": "entrar na fase",
        "en": "enter the phase",
    },
    "activate": {"es": "activar", "it": "attivare", "pt": "ativar", "en": "activate"},
    "normal_summon": {
        "es": "Invocar de Modo Normal",
        "it": "Evocare Normalmente",
        "pt": "Invocar por Invocação-Normal",
        "en": "Normal Summon",
    },
    "flip_summon": {
        "es": "Invocar por Volteo",
        "it": "Evocare per Scoperta",
        "pt": "Invocar por Invocação-Flip",
        "en": "Flip Summon",
    },
    "change_position": {
        "es": "cambiar la posición de batalla de",
        "it": "cambiare la posizione di",
        "pt": "mudar a posição de batalha de",
        "en": "change the battle position of",
    },
    "attack": {"es": "atacar con", "it": "attaccare con", "pt": "atacar com", "en": "attack with"},
    "synchro_summon": {
        "es": "Invocar por Sincronía",
        "it": "Evocare tramite Synchro",
        "pt": "Invocar por Invocação-Sincro",
        "en": "Synchro Summon",
    },
    "xyz_summon": {
        "es": "Invocar por Xyz",
        "it": "Evocare tramite Xyz",
        "pt": "Invocar por Invocação-Xyz",
        "en": "Xyz Summon",
    },
    "pendulum_summon": {
        "es": "Invocar por Péndulo",
        "it": "Evocare tramite Pendulum",
        "pt": "Invocar por Invocação-Pêndulo",
        "en": "Pendulum Summon",
    },
}


def _rule_cites(rule: str) -> list[str]:
    from judge.engine.rules import cites

    try:
        return list(cites(rule))
    except (KeyError, ValueError):
        return []


def _scenario_card(name: str, inline: dict[str, dict[str, Any]], library: Any) -> Any | None:
    """The card a scenario names: one of its own cards (``inline``, by name) or the
    library's; None when neither can give it."""
    from judge.engine import EngineError
    from judge.engine.cards import CardDef

    try:
        return CardDef.from_dict(inline[name]) if name in inline else library.get(name)
    except (EngineError, KeyError, ValueError, TypeError):
        return None


def _inline_cards(scenario: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {str(c.get("name")): c for c in scenario.get("cards") or [] if isinstance(c, dict)}


def _describe_state(scenario: dict[str, Any], lang: str, library: Any) -> str:
    """The monsters of a scenario with their stats and positions, in words."""
    from judge.engine.text import POSITION

    inline = _inline_cards(scenario)
    player_word = {"es": "Jugador", "it": "Giocatore", "pt": "Jogador", "en": "Player"}[lang]
    parts = []
    for name, player in ((scenario.get("state") or {}).get("players") or {}).items():
        mons = []
        for slot in player.get("monsters") or []:
            label = str(slot.get("card"))
            position_key = str(slot.get("position", "attack"))
            card = _scenario_card(label, inline, library)
            stats = ""
            if card is not None:
                if label in inline:
                    # A monster described by its numbers: the number that counts in its position.
                    stats = f"DEF {card.def_}" if position_key != "attack" else f"ATK {card.atk}"
                else:
                    stats = f"ATK {card.atk} / DEF {card.def_}"
                label = card.label(lang)
            position = POSITION.get(position_key, {}).get(lang, "")
            mons.append(f"«{label}» ({', '.join(x for x in (stats, position) if x)})")
        if mons:
            parts.append(f"{player_word} {name}: " + ", ".join(mons))
    return "; ".join(parts)


def _card_ids(scenario: dict[str, Any], lang: str = "en") -> dict[str, str]:
    """The card names (in ``lang`` where the card has one) behind the ``id`` s given in a
    scenario's state and behind the names of its own cards."""
    inline = _inline_cards(scenario)
    library = get_library()
    names: dict[str, str] = {}
    for name in inline:  # an action may name a scenario's own card
        card = _scenario_card(name, inline, library)
        if card is not None:
            names[name] = card.label(lang)
    for player in ((scenario.get("state") or {}).get("players") or {}).values():
        for zone in ("monsters", "spell_trap", "pendulum", "hand", "graveyard", "banished", "extra_deck"):
            for slot in player.get(zone) or []:
                if isinstance(slot, dict) and slot.get("id"):
                    name = str(slot.get("card"))
                    card = _scenario_card(name, inline, library)
                    names[str(slot["id"])] = card.label(lang) if card is not None else name
    return names


def _describe_action(action: dict[str, Any], lang: str, ids: dict[str, str]) -> str:
    """An action of a scenario in words ("el Jugador A: activar «Set Card»")."""
    verb = _ACTION_WORDS.get(str(action.get("do")), {}).get(lang, str(action.get("do")))
    what = action.get("card") or action.get("attacker") or ", ".join(action.get("cards") or [])
    what = ids.get(str(what), what) or PHASE_NAMES.get(
        str(action.get("phase")), str(action.get("phase") or "")
    )
    player = {"es": "el Jugador", "it": "il Giocatore", "pt": "o Jogador", "en": "Player"}[lang]
    return f"{player} {action.get('player', 'A')}: {verb} «{what}»"


def _term_gloss(ctx: _Context, text: str, text_lang: str) -> str:
    found = ctx.knowledge.spot(text, text_lang)
    pairs = []
    for cid in found.concepts[:6]:
        here = ctx.knowledge.label(cid, ctx.lang)
        there = ctx.knowledge.label(cid, text_lang)
        pairs.append(here if fold(here) == fold(there) else f"{there} = {here}")
    return "; ".join(pairs)


def _sentence_case(text: str) -> str:
    """``text`` with its first letter in capitals (a source's name opens a sentence).

    >>> _sentence_case("un sito di fan dice: 15.")
    'Un sito di fan dice: 15.'
    """
    return text[:1].upper() + text[1:]


def _conflict_sentence(record: dict[str, Any], lang: str) -> str:
    prevails = record.get("prevails", "")
    differing: dict[str, dict[str, list[str]]] = {}
    for claim in record.get("claims", []):
        if claim.get("value") != record.get("prevailing_value"):
            by_says = differing.setdefault(str(claim.get("source", "")), {})
            says = (claim.get("says_i18n") or {}).get(lang) or claim.get("says", "")
            by_says.setdefault(str(says), []).append(str(claim.get("section_id", "")))
    if differing:
        said = {
            src: [f"{says} ({', '.join(ids)})" for says, ids in by.items()] for src, by in differing.items()
        }
    else:
        said = {src: [says] for src, says in record.get("sources", {}).items() if src != prevails}
    others = " ".join(
        _sentence_case(T["other_says"][lang].format(source=SOURCE_NAMES.get(src, {}).get(lang, src),
                                                     says="; ".join(says)))
        for src, says in said.items()
    )
    return T["conflict"][lang].format(
        topic=(record.get("topic_i18n") or {}).get(lang) or record.get("topic", ""),
        prevails=SOURCE_NAMES.get(prevails, {}).get(lang, prevails),
        others=others,
    )


def _conflicts(ctx: _Context, section_ids: Sequence[str], number: int | None = None) -> list[dict[str, Any]]:
    """Conflict records about the passages an answer rests on and about the question's concepts.

    A number answer also brings the records about the question's concepts whose prevailing
    value is that number (the answer is the prevailing side of that disagreement).
    """
    records = ctx.knowledge.conflicts(section_ids[:6])
    if number is not None:
        for record in ctx.knowledge.conflict_records:
            digits = re.findall(r"\d+", str(record.get("prevailing_value", "")))
            if str(number) in digits and set(record.get("concepts") or []) & set(ctx.concepts):
                if record not in records:
                    records.append(record)
    out = []
    for r in records:
        concepts = set(r.get("concepts") or [])
        if concepts and ctx.concepts and not concepts & set(ctx.concepts):
            continue
        rec = dict(r)
        rec["_claims"] = [r.get("prevailing_section")] + [
            c["section_id"] for c in r.get("claims", []) if c.get("value") != r.get("prevailing_value")
        ][:2]
        out.append(rec)
    return out


def _public_conflict(record: dict[str, Any], lang: str) -> dict[str, Any]:
    """A conflict record as the API gives it, told in ``lang``: the topic, what each
    source says (with the sections that say it) and which source prevails."""
    if lang == "en" or not record.get("claims"):
        return {"topic": record.get("topic", ""), "sources": dict(record.get("sources", {})),
                "prevails": record.get("prevails", "")}
    said: dict[str, dict[str, list[str]]] = {}
    for claim in record["claims"]:
        says = (claim.get("says_i18n") or {}).get(lang) or str(claim.get("says", ""))
        said.setdefault(str(claim.get("source", "")), {}).setdefault(says, []).append(
            str(claim.get("section_id", "")))
    return {
        "topic": (record.get("topic_i18n") or {}).get(lang) or record.get("topic", ""),
        "sources": {src: "; ".join(f"{says} ({', '.join(ids)})" for says, ids in by.items())
                    for src, by in said.items()},
        "prevails": record.get("prevails", ""),
    }


def _citations(ctx: _Context, section_ids: Sequence[str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for sid in section_ids:
        if not sid or sid in seen:
            continue
        section = ctx.index.corpus.get(sid)
        if section is None:
            continue
        seen.add(sid)
        out.append(
            {
                "section_id": sid,
                "source": section.source,
                "lang": section.lang,
                "title": section.title,
                "excerpt": _excerpt(section.text),
                "lines": list(section.lines or section.own_lines[:1] * 2),
            }
        )
    return out


def _excerpt(text: str, limit: int = 320) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + "…"


def _parallels(ctx: _Context, section_ids: Sequence[str]) -> list[dict[str, Any]]:
    out = []
    seen: set[str] = set(section_ids)
    for sid in section_ids:
        for other in ctx.knowledge.parallels(sid):
            if other in seen:
                continue
            section = ctx.index.corpus.get(other)
            if section is None:
                continue
            seen.add(other)
            out.append({"section_id": other, "lang": section.lang, "excerpt": _excerpt(section.text)})
    return out


def _unsure(
    ctx: _Context, intent: str, why: str, asks: str, hits: Sequence[Hit] | None = None
) -> dict[str, Any]:
    if hits is None:
        hits = ctx.index.search(ctx.question, ctx.lang, ctx.concepts, k=5)
    citations = _citations(ctx, [h.section_id for h in hits[:3]])
    short = {"kind": asks if asks in ("yes_no", "number", "list") else "text", "value": None}
    response = _response(ctx, intent, T["unsure"][ctx.lang].format(why=why), short, citations, [], [], None)
    response["answered"] = False
    return response


def _response(
    ctx: _Context,
    intent: str,
    answer: str,
    short: dict[str, Any],
    citations: list[dict[str, Any]],
    parallels: list[dict[str, Any]],
    conflicts: list[dict[str, Any]],
    simulation: dict[str, Any] | None,
    basis: dict[str, Any] | None = None,
) -> dict[str, Any]:
    conflicts = [_public_conflict(c, ctx.lang) for c in conflicts]
    if basis is None:
        basis = {"kind": "simulation"} if simulation is not None else {"kind": "passages"}
    return {
        "question": ctx.question,
        "lang": ctx.lang,
        "intent": intent,
        "answer": answer,
        "short_answer": short,
        "citations": citations,
        "parallels": parallels,
        "concepts": list(ctx.concepts),
        "conflicts": conflicts,
        "simulation": simulation,
        "basis": basis,
        "answered": True,
    }
