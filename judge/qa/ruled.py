"""Answers a ruling decides: the rulings of the knowledge base (``rules_corpus/rulings``).

:func:`match_ruling` asks :mod:`judge.qa.matching` for the ruling that decides a question
(the most specific one whose concepts the question involves), or for the cases when
rulings with different answers remain. :func:`answer_from_ruling` writes it: the ruling's
short answer (a yes/no, a number, or a place, player or outcome named in the question's
language), its answer, the question it answers, and its citations, the official source in
the question's language first; a ruling with a scenario shows it played on the engine.
Cases are answered "it depends", each case stated; a "what happens" question gets the
ruling's explanation without its bare yes or no. "What is" and "how do I" questions are
left to the passages.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from judge.cards import get_library
from judge.nlp.pipelines import fold, parse
from judge.nlp.terms import CARD_PREFIX
from judge.qa.cards import kinds_of
from judge.qa.matching import (
    DECISIVE_CATEGORIES,
    HOW_OFTEN,
    UNIT_STEM,
    UNIT_WORDS,
    Case,
    Match,
    RulingIndex,
    asked_sentence_start,
    get_ruling_index,
    short_kind,
    unit_stems,
)
from judge.qa.reading import (
    AS_MANY_AS_WANTED,
    COUNT_WORDS,
    EXAMPLE_WORDS,
    NEGATIONS,
    OR_WORDS,
    TAG_Q,
    asks_name,
    asks_purpose,
    blank,
    role_order,
    text_intent,
    without_card_text,
)
from judge.qa.texts import T
from judge.qa.writing import (
    OFFICIAL,
    Context,
    citations_of,
    conflict_sentence,
    conflicts_about,
    explanation,
    parallels_of,
    respond,
    sentence_case,
)

#: How a question asks for the steps of a procedure: the passages answer it, not a ruling.
#: "How does … work?", folded; not "how often" nor the name asked ("come si chiamano…?",
#: "¿cómo se llaman…?", "como se chamam…?").
_HOW_Q = re.compile(r"^(?:¿\s*)?(como|how|come|comment)\b(?!\s+(?:often|much|many)\b)"
                    r"(?!\s+(?:se llama|se llaman|se denomina|si chiama|si chiamano|se chama|se chamam)\b)")


def match_ruling(ctx: Context, asks: str) -> Match | None:
    """The ruling (or the cases) of the knowledge base that decide the question."""
    definition = asks == "text" and text_intent(ctx.folded) == "definition"
    naming = definition and asks_name(ctx.folded)
    if asks == "text" and (definition and not asks_purpose(ctx.folded) and not naming
                           or _HOW_Q.match(ctx.folded.strip())):
        return None  # (but "what is X for?" asks a purpose a ruling may tell)
    if naming:
        # "what are Trap Cards without an icon called?": a ruling whose answer is a name
        found = _match_ruling(ctx, asks)
        return found if found is not None and found.kind == "ruling" else None
    return _match_ruling(ctx, asks)


#: The Chain Links a question counts or numbers ("a chain with 4 chain links", "link 3 a
#: counter trap", "una cadena de 3 eslabones"), folded: the number in either group.
_LINKS_COUNTED = re.compile(
    r"\b(\d+)\s+(?:chain links?|links?|eslabon(?:es)?|anell[oi]|elos?)\b"
    r"|\b(?:chain link|link|eslabon(?: de cadena)?|anello|elo)\s+(\d+)\b")
#: The answers of rulings that say the last Chain Link activated resolves first (the last
#: one, or the Chain resolved in reverse order: 000:1012).
LAST_LINK_FIRST = frozenset({"last-chain-link", "reverse-order"})
#: The plays that add a link to a Chain: activating, and responding (the Chain itself,
#: "corrente", is no play).
_LINK_PLAYS = frozenset({"activate", "respond"})
#: A choice between the first and the last activated ("o primeiro ativado ou o último?",
#: "the first or the last one"), folded.
_FIRST_OR_LAST = re.compile(r"\b(?:first|primer[oa]?|prim[oa]|primeir[oa])\b(?:\s+\S+){0,3}?"
                            r"\s+(?:o|or|ou|oppure)\s+(?:\S+\s+){0,2}?(?:last|ultim[oa]|l ultim[oa])\b")
#: A response told as made ("respondi", "he responded", "ha risposto"), folded.
_RESPONSE_TOLD = re.compile(r"\b(?:respondi|respondio|respondeu|respondeste|respondo|responde|responded"
                            r"|responds|ha risposto|ho risposto|risponde|rispondo)\b")
#: What makes a Replay: an attack declared, then a monster Summoned or leaving the field
#: before the Damage Step (000:825).
_MAKES_A_REPLAY = frozenset({"declare-an-attack", "special-summon", "summon", "damage-step", "before",
                             "card-effect", "leaves-the-field"})
#: "…resolves first", the one the question asks about (folded).
_FIRST_ASKED = re.compile(r"\b(?:first|primero|primera|per primo|per prima|primeiro|primeira)\b")


def _last_link_counted(ctx: Context, ruling: Mapping[str, Any]) -> int | None:
    """The number of the last Chain Link of the Chain a question counts the links of, when
    it asks which resolves first and the ruling's answer is that the last Chain Link
    activated does; else None."""
    if (ruling.get("short") or {}).get("text") not in LAST_LINK_FIRST or not _FIRST_ASKED.search(ctx.folded):
        return None
    if _FIRST_OR_LAST.search(ctx.folded):
        # "…o primeiro ativado ou o último ativado?" chooses between the two: the answer is
        # which, not a number (and the two "ativado" are no activations told)
        return None
    numbers = [int(a or b) for a, b in _LINKS_COUNTED.findall(ctx.folded)]
    if not numbers:
        # "ativei Tempestade Pesada, o oponente respondeu com Rugido… e eu respondi com
        # Sete Ferramentas…": each Spell or Trap the Chain names is one of its links, and
        # so is each activation and response it tells
        told = sum(1 for m in ctx.mentions if m.key in _LINK_PLAYS)
        numbers = [sum(1 for card in ctx.cards if card.get("kind") in ("spell", "trap")), told]
    return max(numbers) if max(numbers) >= 2 else None


#: The key of a denied term's words among the spans of the terms spotted.
DENIED_PREFIX = "denied:"


_Spans = list[tuple[int, int, str]]


def _without_keys(keys: Collection[str], concepts: tuple[str, ...], outer: list[str],
                  spans: _Spans) -> tuple[tuple[str, ...], list[str], _Spans]:
    """The question's concepts, its outermost mentions and its spotted terms without ``keys``
    (what an aside, an example or a told state names, which the question does not ask about)."""
    return (tuple(c for c in concepts if c not in keys), [key for key in outer if key not in keys],
            [span for span in spans if span[2] not in keys])


def _match_ruling(ctx: Context, asks: str) -> Match | None:
    """The ruling or cases that decide the question, as :func:`match_ruling` asks."""
    # What the question does: its outermost mentions ("posizione di battaglia" is a battle
    # position, not a battle).
    spans = [(m.start, m.end, m.key) for m in ctx.mentions]
    index = get_ruling_index()
    outer = [key for a, b, key in spans
             if not any(x <= a and b <= y and (x, y) != (a, b) for x, y, _k in spans)
             # a word read two ways decides neither ("scoperta": face-up, or a Flip), unless
             # it names two linked concepts of one category ("encadenar": a response, and the
             # Chain it makes)
             and not any((x, y) == (a, b) and k != key
                         and not (k in index.linked.get(key, ())
                                  and index.category.get(k) == index.category.get(key))
                         for x, y, k in spans)]
    concepts = ctx.concepts
    described = _card_descriptions(ctx, spans)
    if described:
        # "a tormenta fuerte (heavy storm, destroi todas as magias e armadilhas do campo) e
        # spell speed quanto?": what the brackets after a card's name say it does names none
        # of the question's own concepts
        concepts, outer, spans = _without_keys(described, concepts, outer, spans)
    if ctx.cards and not any(index.category.get(c) in _KIND_CATEGORIES and c not in _ANY_KIND
                             for c in concepts):
        # "can I activate my Set Threatening Roar during my opponent's Standby Phase?": a
        # card named is a card of its kind (a Normal Trap), which rulings on the kind decide
        # (a question that names a kind itself, "…the Fusion Monster with Polymerization?",
        # is read as it names them; of several cards, the monsters are told by their
        # Levels and stats, "Junk Warrior (Level 5) with Junk Synchron (Level 3)…", and
        # only their own kinds of Summon and of card count: a Pendulum Monster, not a Tuner)
        concepts = (*concepts, *(k for k in kinds_of_cards(ctx)
                                 if k not in concepts and (len(ctx.cards) == 1 or k not in _PLAIN_KINDS)))
    # ("…into face-up Defense Position instead of Attack?": the alternative set aside is
    # not what the question does)
    set_aside = _set_aside(ctx)
    outer = [key for key in outer if key not in set_aside]
    denied, question = _denied_aside(ctx)
    if denied:
        # "un monstruo (que no es Union) equipado…": what an aside says it is not
        concepts, outer, spans = _without_keys(denied, concepts, outer, spans)
    examples, question = _listed_as_examples(ctx, question)
    if examples:
        # "el coste (descartar, pagar LP, etc) cuenta como parte del efecto?": the examples
        # of the cost are not what the question asks about
        concepts, outer, spans = _without_keys(examples, concepts, outer, spans)
    does, to_all = _what_a_card_does(ctx, spans)
    if does:
        outer = [key for key in outer if key not in does]
    if to_all and "all-cards" not in concepts:
        concepts = (*concepts, "all-cards")
    done = _done_with(ctx)
    if done:
        # "once I'm done attacking, must I announce…?": what is over is the time of the
        # question, not what it asks about
        outer = [key for key in outer if key not in done]
        concepts = tuple(c for c in concepts if c not in done)
    if "replay" in concepts:
        # "i declared an attack… but my opponent special summoned a monster before the damage
        # step, so replay": what makes the replay (000:825) is told, the replay is what the
        # question is about
        outer = [key for key in outer if key not in _MAKES_A_REPLAY]
    if "again" not in concepts and _another_of_the_same(ctx):
        # "fiz invocação normal na main phase 1, posso fazer outra invocação normal na main
        # phase 2?": another play of the kind told is that play again
        concepts = (*concepts, "again")
    if asks == "yes_no" and "several" not in concepts and _several_of_a_kind(ctx):
        # "can I Set 2 Traps in the same turn?": more than one card of a kind at once
        concepts = (*concepts, "several")
    if "respond" in concepts and "chain" not in concepts and _RESPONSE_TOLD.search(ctx.folded):
        # "I activated…, my opponent responded with…": a response told makes a Chain
        # (000:949); "can I respond with…?" asks whether the play may be made
        concepts = (*concepts, "chain")
    if asks == "yes_no" and AS_MANY_AS_WANTED.search(ctx.folded) and "limit" not in concepts:
        # "can I activate as many Spells as I want?" asks about a limit
        concepts = (*concepts, "limit")
    if asks == "text" and _ASKS_WHEN.match(ctx.folded.strip(" ¿¡")) and "phase" not in concepts:
        # "when can I normally activate Spell Cards?": a time in the turn, a Phase
        concepts = (*concepts, "phase")
    # ("…puedo encadenarle una trampa normal que tengo colocada?": being Set is what the
    # Trap is, the question asks about chaining it)
    set_told = _set_as_told(ctx)
    if "flip-summon" in outer:
        # "i set a monster last turn and now i flip summon it, what position…?": a Flip Summon
        # turns a Set monster face-up (000:518), so the Set told is what is flipped, not
        # what the question asks about
        set_told = {*set_told, "set"}
    outer = [key for key in outer if key not in set_told]
    own_summon = _summon_of_kind(ctx)
    if own_summon:
        # the Summon decides, and the kind it Summons is said with it
        summon, kind = own_summon
        concepts = (*concepts, summon)
        outer = [summon if key == "summon" else key for key in outer if key != kind]
    # ("quanti tuner per synchro evocare un mostro synchro?": the Synchro Monster is what
    # the Synchro Summon named Summons)
    outer = [key for key in outer if key not in _summoned_by_its_summon(ctx)]
    order = role_order(ctx.question, ctx.lang, ctx.mentions, set(ctx.concepts) - described)
    # (the words of a term the question denies, "se non è limitata", name nothing of it)
    denied_spans = [(m.start, m.end, DENIED_PREFIX + str(m.key)) for m in ctx.denied]
    found = index.match(question, ctx.lang, concepts, asks, decisive=outer, order=order,
                        taken=spans + denied_spans)
    if found is None and _destroyed_by_battle(ctx):
        # "il mio mostro pendulum viene distrutto in battaglia, dove va?": destroyed by battle
        # is destroyed (000:1164), which the rulings on destroyed cards decide when none
        # concerns the battle
        concepts, outer, spans = _without_keys({"battle"}, concepts, outer, spans)
        found = index.match(question, ctx.lang, concepts, asks, decisive=outer, order=order,
                            taken=spans + denied_spans)
    if asks == "yes_no":
        # "does priority pass to my opponent?": the ruling that says who it passes to; and
        # "do I compare my ATK with its DEF?", stating what a ruling answers, rather than a
        # yes/no ruling that concerns nothing of that answer
        # (an aside between brackets states nothing: "…with a Normal Spell (Spell Speed 1)?")
        told, told_spans, told_concepts = _without_asides(question, spans, concepts)
        # ("…posso ativar uma trap baixada…?": a Set card activated states no Set, which a
        # ruling on where cards are Set would answer)
        told_concepts = tuple(c for c in told_concepts if c not in set_told)
        told_spans = [span for span in told_spans if span[2] not in set_told]
        told_outer = [c for c in outer if c in told_concepts]
        stated = index.stated(told, ctx.lang, told_concepts, decisive=told_outer,
                              order=order, taken=told_spans)
        if stated is not None and stated.kind == "confirms" and _said_before_asking(
                ctx, index, index.answer_adds(stated.ruling, ctx.lang)):
            # "…my trigger effect and my opponent's activate together, does mine resolve
            # first?" names the opponent in what it tells, not as the answer it asks about
            stated = None
        if found is None:
            found = stated
        elif stated is not None and stated.kind == "confirms" and found.kind == "ruling":
            adds = index.answer_adds(stated.ruling, ctx.lang)
            if not adds & index.concerns[found.ruling["id"]] and not _said_before_asking(ctx, index, adds):
                found = stated
    if found is None and asks == "yes_no":
        # "can I activate a Trap or a Quick-Play Spell in my Standby Phase?": each of the
        # two decided by its own ruling, alike
        found = _either(ctx, index, concepts, outer, order, spans)
    if found is None and asks == "number" and "limit" not in concepts:
        # "how many Special Summons can I do per turn?": a ruling that there is no limit; "in
        # a turn" is then what the count is per, not the same turn as something else
        per_turn = [c for c in concepts if c != "same-turn"]
        limitless = index.match(ctx.question, ctx.lang, (*per_turn, "limit"), "yes_no",
                                decisive=[c for c in outer if c != "same-turn"], order=order,
                                taken=[span for span in spans if span[2] != "same-turn"])
        if (limitless is not None and limitless.kind == "ruling"
                and "limit" in index.about[limitless.ruling["id"]]
                and limitless.ruling["short"].get("yes_no") is False):
            return Match("unbounded", limitless.cases)
    if asks == "number" and (found is None or found.kind == "ruling"):
        outright = _denied_outright(ctx, index, concepts, outer, order, spans, found)
        if outright is not None:
            return outright
    if found is not None and found.kind == "ruling" and asks == "yes_no":
        if _asks_another_play(ctx, index, found.ruling, set_aside):
            # "I Set a Trap in Main Phase 1, can I activate it in Main Phase 2?" is not
            # decided by "can I Set Traps in Main Phase 2?"
            return None
        if _asks_of_other_things(ctx, index, found.ruling):
            # "I respond with Seven Tools… and my opponent negates it. Do I get the 1000 LP
            # back?" asks of LP, which a ruling on responding with Counter Traps never names
            return None
        if _other_numbers(ctx, found.ruling):
            # "does Chain Link 3 resolve before 2?" is not decided by a ruling on Chain Link 1
            return None
        left_out = _left_out(ctx, found.ruling)
        if left_out:
            return Match("without", found.cases, left_out=left_out)
        turned = _turned_round(ctx, found.ruling)
        if turned:
            return Match("turned", found.cases, left_out=turned)
    return found


#: Kinds of monster many cards share, which a question naming several cards tells by
#: their Levels and stats rather than by kind.
_PLAIN_KINDS = frozenset({"normal-monster", "effect-monster", "tuner-monster"})
#: Kinds every card or monster is ("…which was on the field as a monster"): naming them
#: names no kind.
_ANY_KIND = frozenset({"card", "monster", "monster-card"})
#: The categories of the concepts of kinds of card.
_KIND_CATEGORIES = frozenset({"card-kind", "monster-kind", "spell-trap-icon"})


def kinds_of_cards(ctx: Context) -> list[str]:
    """The concepts of the kinds of the library cards a question names, from their data
    (Threatening Roar: ``normal-trap-card``; Junk Warrior: ``effect-monster`` and
    ``synchro-monster``)."""
    found: list[str] = []
    for card in ctx.cards:
        found += [c for c in kinds_of(card) if c in ctx.knowledge.concepts and c not in found]
    return found


#: The modal that opens the asking clause of a question that tells something first, folded.
_ASKING_MODAL = re.compile(r"\b(?:puedo|puede|puedes|se puede|posso|puo|puoi|si puo|pode|podes|se pode"
                           r"|can i|can my|can he|can she|can they|can you|may i)\b")
#: Concepts that are plays besides the categories of actions and Summons.
_PLAYS = frozenset({"activate", "attack", "declare-an-attack", "direct-attack", "respond"})


def _asks_of_other_things(ctx: Context, index: RulingIndex, ruling: Mapping[str, Any]) -> bool:
    """Whether a question told in sentences asks, in its last one, only of things the
    ruling does not concern nor cards it was worked out on (what the telling names sets
    the scene, not the question)."""
    asked_from = asked_sentence_start(ctx.question)
    if not asked_from:
        return False
    asked = {m.key for m in ctx.mentions if m.start >= asked_from}
    if not asked:
        return False  # ("Do I win?" names nothing of its own: the telling decides)
    return not (index.closure(asked) & index.concerns_closed[ruling["id"]]
                or asked & index.card_keys[ruling["id"]])


def _asks_another_play(ctx: Context, index: RulingIndex, ruling: Mapping[str, Any],
                       set_aside: set[str]) -> bool:
    """Whether a question that tells something first asks about a play ("…, can I
    *activate* it in Main Phase 2?") that the ruling does not concern at all (nor a kind of
    it, nor what it is a kind of), in its concepts, its topic or its own question, in any
    language, while it concerns other plays (Setting): the plays told first set the scene,
    the asked one is what is decided (``set_aside``: the alternatives after "instead of")."""
    modal = _ASKING_MODAL.search(ctx.folded)
    if modal is None or not ctx.folded[:modal.start()].strip(" ¿¡"):
        return False

    def play(key: str) -> bool:
        return key in _PLAYS or ctx.knowledge.concepts.get(key, {}).get("category") in ("action", "summon")

    asked = {m.key for m in ctx.mentions if m.start >= modal.end() and play(m.key)} - set_aside
    concerns = index.concerns[ruling["id"]]
    if not asked or not any(play(c) for c in concerns):
        return False
    return not (index.closure(asked) & concerns or index.concerns_closed[ruling["id"]] & asked)


#: The categories of kinds of card, alternatives to one another ("a Trap or a Quick-Play Spell").
_CARD_KINDS = frozenset({"card-kind", "spell-trap-icon", "monster-kind"})
#: "Or" between two alternatives, folded, by language (Portuguese "o" is "the"; "o bien")
#: (a few words may describe the first: "una trampa que tenía colocada o una mágica…").
_OR = {lang: re.compile(r"^(?:\W*\w+){0,4}?\W*\b(?:" + "|".join(sorted(words)) + r")(?:\s+bien)?\W+"
                        r"(?:(?:un|una|uno|um|uma|a|an|el|la|il|lo|le|o|the)\W+)?$")
       for lang, words in OR_WORDS.items()}


def _either(ctx: Context, index: RulingIndex, concepts: Sequence[str], outer: Sequence[str],
            order: Sequence[str], spans: list[tuple[int, int, str]]) -> Match | None:
    """Two kinds of the same category named as alternatives ("a Trap or a Quick-Play
    Spell") in a yes/no question that no ruling decides for both at once: each alternative
    asked alone, and when a ruling decides each and both answer alike, that answer (the
    first ruling's, the other case named). Different answers decide nothing here."""
    def family(key: str) -> str | None:
        found = ctx.knowledge.concepts.get(key, {}).get("category")
        return "card" if found in _CARD_KINDS else found

    mentions = sorted(ctx.mentions, key=lambda m: m.start)
    for i, first in enumerate(mentions):
        # the next kind of the same family, a few words on ("una trampa que tenía colocada o
        # una mágica…": the Set between them is said of the first)
        second = next((m for m in mentions[i + 1:]
                       if m.start >= first.end and family(m.key) == family(first.key)), None)
        if second is None or first.key == second.key or family(first.key) is None:
            continue
        if not _OR[ctx.lang].match(ctx.folded[first.end:second.start]):
            continue
        cases = []
        for keep, drop in ((first, second), (second, first)):
            alone = index.match(ctx.question, ctx.lang, [c for c in concepts if c != drop.key], "yes_no",
                                decisive=[c for c in outer if c != drop.key],
                                order=[c for c in order if c != drop.key],
                                taken=[span for span in spans if span[2] != drop.key])
            if alone is None or alone.kind != "ruling":
                return None
            cases.append(Case(alone.ruling, (keep.key,), 0.0))
        values = {c.ruling["short"].get("yes_no") for c in cases}
        if len(values) == 1 and None not in values and cases[0].ruling["id"] != cases[1].ruling["id"]:
            return Match("alike", cases)
        return None
    return None


def _said_before_asking(ctx: Context, index: RulingIndex, keys: Iterable[str]) -> bool:
    """Whether the question names ``keys`` only in what it tells before its asking clause
    ("coloqué una Mágica de Juego Rápido en mi Main Phase 1, ¿la puedo activar…?": the
    Phase is when the card was Set, not an answer the question states)."""
    cut = ctx.question.rfind(",")
    if cut < 0:
        return False
    wanted = set(keys)
    named = [m for m in ctx.mentions if index.closure([m.key]) & wanted]
    return bool(named) and all(m.end <= cut for m in named)


#: "When can I…?", folded: a question asking when a play is allowed, a time in the turn
#: (also "when do Ignition Effects get activated?", "¿cuándo se activa…?").
_ASKS_WHEN = re.compile(r"^(?:cuando|quando|when|en que momento|in che momento|em que momento)\s+"
                        r"(?:puedo|puede|se puede|posso|puo|si puo|pode|can|may|do|does"
                        r"|se activa|se activan|si attiva|si attivano|se ativa|se ativam)\b")


#: An aside between brackets.
_ASIDE = re.compile(r"\([^()]*\)")
#: A relative clause that says what a card named right before it is ("…con una Trampa
#: Normal que es Spell Speed 2?"): an aside too.
_WHICH_IS = re.compile(r"\s*,?\s*\b(?:que|che|which|that)\s+(?:es|e|é|è|is|son|sono|sao|são|are)\b[^,;?¿()]*",
                       re.IGNORECASE)


def _named_only_inside(spans: Sequence[tuple[int, int, str]], asides: Sequence[tuple[int, int]]) -> set[str]:
    """The concepts of ``spans`` named only inside ``asides``."""
    inside = {key for a, b, key in spans if any(x <= a and b <= y for x, y in asides)}
    outside = {key for a, b, key in spans if not any(x <= a and b <= y for x, y in asides)}
    return inside - outside


def _card_descriptions(ctx: Context, spans: list[tuple[int, int, str]]) -> set[str]:
    """The concepts named only inside brackets right after a card's name, which tell what
    the card is or does."""
    cards = [m for m in ctx.mentions if str(m.key).startswith(CARD_PREFIX)]
    return _named_only_inside(spans, [m.span() for m in _ASIDE.finditer(ctx.question)
                                      if any(0 <= m.start() - c.end <= 1 for c in cards)])


#: A card (or an effect) named by what it does rather than by its name: "una carta que
#: destruye…", "a card that destroys…", "una carta tipo distruggi…", "si una carta dice
#: destruye…"; what follows, up to the next comma, is its text (folded, chat shorthand
#: written out: "q" is already "que").
_CARD_THAT_DOES = re.compile(
    r"\b(?:una carta|un efecto|una magia|una trampa|a card|an effect|a spell|a trap"
    r"|un effetto|una trappola|um card|uma carta|um efeito|uma magia|uma armadilha|uma trap)"
    # (the card's kind may follow: "una trampa normal que destruye…", "uma magia rápida que…")
    r"(?:\s+(?:normal|normale|rapida|rapido|quick-play|quick play|continua|continuo|counter"
    r"|de juego rapido|de contraefecto|di contro|de resposta))?"
    r"\s+(?:(?:que|che|that|which)\s+(?:dice|says|diz)\s+(?:que\s+|che\s+|that\s+)?|que|che|that|which|tipo"
    r"|(?:dice|says|diz)\s+(?:que\s+|che\s+|that\s+)?)(?=\s*\w)[^,;?]*")


#: "All / every", folded: what a card does to every card of a kind.
_ALL = re.compile(r"\b(?:todos|todas|tutti|tutte|all|every)\b")


def _what_a_card_does(ctx: Context, spans: list[tuple[int, int, str]]) -> tuple[set[str], bool]:
    """The actions named only in what an unnamed card is said to do ("a card that destroys
    all monsters on the field, does it target?", "si una carta dice destruye todas las
    cartas en el campo, ¿cuentan las del cementerio?"): the card's effect, not what the
    question asks to do; its other terms ("cards on the field") stay the question's. And
    whether it does it to all cards of a kind ("…distruggi tutti i mostri")."""
    category = get_ruling_index().category
    told = [m.span() for m in _CARD_THAT_DOES.finditer(ctx.folded)]
    does = {c for c in _named_only_inside(spans, told) if category.get(c) == "action"}
    return does, any(_ALL.search(ctx.folded, a, b) for a, b in told)


def _without_asides(question: str, spans: list[tuple[int, int, str]],
                    concepts: Sequence[str]) -> tuple[str, list[tuple[int, int, str]], tuple[str, ...]]:
    """The question with its asides (between brackets, or saying what a card is) blanked,
    the terms spotted outside them, and the concepts those name (all of them when there is
    no aside)."""
    asides = [m.span() for m in _ASIDE.finditer(question)]
    asides += [m.span() for m in _WHICH_IS.finditer(question)
               if any(0 <= m.start() - end <= 1 for _a, end, _k in spans)]
    if not asides:
        return question, spans, tuple(concepts)
    told = blank(question, asides)
    kept = [span for span in spans if not any(x <= span[0] and span[1] <= y for x, y in asides)]
    only_inside = _named_only_inside(spans, asides)
    return told, kept, tuple(c for c in concepts if c not in only_inside)


#: Words saying an action is over, right before it ("quando ho finito di attaccare", "once
#: I'm done attacking", "cuando termino de atacar"), folded.
_DONE = re.compile(r"(?:finito di|finisco di|terminato di|termino de|terminar de|terminado de|acabo de"
                   # "finiti gli attacchi…": the attacks over
                   r"|finiti gli|finiti i|finite le"
                   r"|acabado de|terminei de|acabei de|done|finished|finish"
                   # "cuando ya no quiero atacar…": an action the player wants no more of
                   r"|ya no quiero|no quiero mas|non voglio piu|nao quero mais|no longer want to)\s+$")


#: "Instead of", folded: what follows is the alternative a question sets aside.
_INSTEAD = re.compile(r"\b(?:instead of|rather than|en vez de|en lugar de|invece di|anziche|al posto di"
                      r"|em vez de|ao inves de|no lugar de)\b")


def _set_aside(ctx: Context) -> set[str]:
    """The concepts named only right after "instead of" (two words on at most)."""
    ends = [m.end() for m in _INSTEAD.finditer(ctx.folded)]
    if not ends:
        return set()

    def aside(mention: Any) -> bool:
        return any(end <= mention.start and len(ctx.folded[end:mention.start].split()) <= 2 for end in ends)

    return _named_only(ctx, aside)


def _denied_aside(ctx: Context) -> tuple[set[str], str]:
    """The concepts named only inside an aside between brackets that denies them ("(que no
    es Union)", "(not a Union monster)"), and the question with those asides blanked."""
    return _named_in_asides(ctx, _NOT[ctx.lang], ctx.question)


def _named_in_asides(ctx: Context, marked: re.Pattern[str], question: str) -> tuple[set[str], str]:
    """The concepts named only inside the asides between brackets in which ``marked`` finds
    something (read folded), and ``question`` with those asides blanked."""
    asides = [m.span() for m in _ASIDE.finditer(ctx.folded) if marked.search(m.group())]
    if not asides:
        return set(), question
    return _named_only_within(ctx, asides), blank(question, asides)


def _named_only_within(ctx: Context, spans: list[tuple[int, int]]) -> set[str]:
    """The concepts (and cards) named only within the character ``spans``."""
    return _named_only(ctx, lambda m: any(a <= m.start and m.end <= b for a, b in spans))


#: An aside between brackets that lists examples: "etc", "e.g.", "like", "por ejemplo" in
#: it, or a comma between its items; or that tells what is included ("quantas invocações
#: normais (contando tributo)…", "(including Tribute Summons)"), folded.
_EXAMPLES = re.compile(r"\b(?:etc|eg|e g|ex|like|such as|por ejemplo|p ej|por ej|como|come|tipo|ad esempio"
                       r"|per esempio|por exemplo|contando|incluyendo|incluindo|including|comprese|compresa"
                       r"|compreso|compresi)\b|,")


#: A likeness told after what the question asks about, up to the next comma or the end:
#: "…, like a Continuous Spell?", "una carta con spell speed 1 tipo una magia normale",
#: "…like you do with Limited ones",
#: "…, como una magia continua" (folded; "como/come" only after a comma, "cuenta como" is
#: counting as).
_LIKENESS = re.compile(r"(?:,\s*(?:like|como|come|tipo|such as)|\b(?:like|tipo))\s+"
                       r"(?:a|an|the|un|una|uno|um|uma|el|la|il|lo|o|a)\s+[^,?!.]{2,40}"
                       # "…like you do with Limited ones", "…como con las limitadas"
                       r"|\blike\s+(?:you|we|i)\s+(?:do|can)\s+(?:with\s+)?[^,?!.]{2,40}"
                       r"|\b(?:como|come)\s+(?:con|com)\s+[^,?!.]{2,40}"
                       # "…per turn like with normal summon?", "…come per il synchro?"
                       r"|\b(?:like|as)\s+with\s+[^,?!.]{2,40}"
                       r"|\bcome\s+per\s+(?:il|la|lo|i|le|gli|l')\s*[^,?!.]{2,40}"
                       # "…, tipo solo per mescolare?": "like, only to…", a purpose told as a likeness
                       r"|\btipo\s+(?:solo|soltanto|apenas|so|per|para|pra)\s+[^,?!.]{2,40}"
                       # "…posso attivarla nel turno del mio avversario come una trappola?": a
                       # likeness that ends the question, without a comma
                       r"|\b(?:como|come)\s+(?:un|una|uno|um|uma)\s+[^,?!.]{2,30}(?=[?!.]*\s*$)"
                       # "efeito de gatilho tipo 'quando este monstro é destruído'", "…like when
                       # this monster is destroyed": a card's words given as an example of it
                       r"|\b(?:tipo|like|such as|come|como)\s+(?:\"[^\"]{3,80}\"|“[^”]{3,80}”|«[^»]{3,80}»)"
                       r"|\b(?:tipo|like|such as)\s+(?:cuando|quando|when|durante|during)\s+[^,?!.]{2,60}"
                       # "…la puedo activar en su turno como si fuera trampa?": as if it were one
                       r"|\b(?:como si fuera|como si fuese|come se fosse|como se fosse|as if it (?:was|were))"
                       r"\s+[^,?!.]{2,40}"
                       # "el coste de una carta, tipo descartar 1 carta para activarla, …": a play
                       # given as an example, by its infinitive, between commas
                       r"|,\s*(?:tipo|como|come|ad esempio|por ejemplo|por exemplo|per esempio)\s+"
                       r"\w+(?:ar|er|ir|are|ere|ire)\b[^,?!.]{0,40}(?=,)"
                       # "¿qué cosas no forman parte del efecto…? por ejemplo descartar…": an
                       # example given in a sentence of its own after the question
                       rf"|[?.!]\s*{EXAMPLE_WORDS}\s+[^?!.]{{2,60}}"
                       # "the cost of a card like discarding or paying LP": plays given as examples
                       r"|\b(?:like|such as)\s+\w+ing(?:\s+(?!or\b|and\b)\w+)?"
                       r"(?:\s+(?:or|and)\s+\w+ing(?:\s+(?!or\b|and\b)\w+)?)?")


#: "Besides / aparte de / oltre a / além de…" and what it sets apart, up to a comma, a
#: question word or the end (folded).
_BESIDES = re.compile(r"\b(?:besides|apart from|aside from|other than|aparte de|ademas de|oltre a|oltre al"
                      r"|oltre alla|oltre le|alem de)\s+[^,?!.]{2,30}?"
                      r"(?=\s*,|\s+(?:what|which|que|che|qual|cual|cosa|o que)\b|\s*[?!.]|\s*$)")


#: What comes as something: a likeness after it is what the question asks about.
_COUNTS_AS = re.compile(rf"\b(?:{COUNT_WORDS}|considera\w*|consideran\w*"
                        r"|usar|uso|usa|usare|use|using|utiliz\w*|tratad\w*|trattat\w*|treated"
                        r"|vale|valgono|serve|sirve|funciona|funziona|works)\b")
#: How many words before a likeness say what it is.
_AS_WORDS = 4


#: "Another" right before a term (folded).
_ANOTHER = re.compile(r"\b(?:otr[oa]|outr[oa]|un'?\s?altr[oa]|another)\s+$")


def _another_of_the_same(ctx: Context) -> bool:
    """Whether the question names a play it told before as "another" one ("I Normal
    Summoned…, can I make another Normal Summon?")."""
    category = get_ruling_index().category
    seen: set[str] = set()
    for mention in sorted(ctx.mentions, key=lambda m: m.start):
        key = str(mention.key)
        if (key in seen and category.get(key) in DECISIVE_CATEGORIES
                and _ANOTHER.search(fold(ctx.question[max(0, mention.start - 12):mention.start]))):
            return True
        seen.add(key)
    return False


#: An amount of two or more right before a term (folded).
_TWO_OR_MORE = re.compile(r"\b(?:[2-9]|dos|due|dois|duas|two|tres|tre|three)\s+$")


def _several_of_a_kind(ctx: Context) -> bool:
    """Whether the question names two or more cards of one kind ("posso settare 3
    trappole…?", "can I Set 2 Traps…?")."""
    category = get_ruling_index().category
    return any(category.get(str(m.key)) in _KIND_CATEGORIES and str(m.key) not in _ANY_KIND
               and _TWO_OR_MORE.search(fold(ctx.question[max(0, m.start - 8):m.start]))
               for m in ctx.mentions)


#: The words between "destroyed" and "battle" in "destroyed by / in battle", "destruido en
#: batalla", "distrutto in battaglia", "destruído em batalha" (folded).
_BY_BATTLE = re.compile(r"^\s*(?:by|in|en|em|na|no|da|per|a|durante|during)?\s*(?:(?:la|a|the|una|uma)\s+)?$")


def _destroyed_by_battle(ctx: Context) -> bool:
    """Whether the question tells a card destroyed by battle: "destroy" right before
    "battle", only a preposition between them."""
    destroyed = [m for m in ctx.mentions if m.key == "destroy"]
    return any(_BY_BATTLE.match(fold(ctx.question[d.end:b.start]))
               for d in destroyed for b in ctx.mentions if b.key == "battle" and b.start >= d.end)


def _listed_as_examples(ctx: Context, question: str) -> tuple[set[str], str]:
    """The concepts named only inside an aside between brackets listing examples of what
    comes before it ("el coste (descartar, pagar LP, etc)"), or only in a likeness told
    after it ("…, like a Continuous Spell?"), and ``question`` with those blanked."""
    inside, question = _named_in_asides(ctx, _EXAMPLES, question)
    # ("…cuenta como una mágica de equipo?", "usar una moneda como un contador": what it
    # counts as or is used as is what the question asks)
    likenesses = [m.span() for m in _LIKENESS.finditer(ctx.folded)
                  if not _COUNTS_AS.search(" ".join(ctx.folded[:m.start()].split()[-_AS_WORDS:]))]
    # ("what can I do in my Draw Phase besides drawing?": what is set apart is not asked)
    likenesses += _besides_spans(ctx)
    if likenesses:
        alike = _named_only_within(ctx, likenesses)
        if alike:
            inside |= alike
            question = blank(question, likenesses)
    return inside, question


def _besides_spans(ctx: Context) -> list[tuple[int, int]]:
    """Where "besides / aparte de…" and what it sets apart stand in the folded question."""
    return [m.span() for m in _BESIDES.finditer(ctx.folded)]


def _set_apart(ctx: Context) -> set[str]:
    """The concepts named only in what "besides / aparte de…" sets apart."""
    spans = _besides_spans(ctx)
    return _named_only_within(ctx, spans) if spans else set()


def _named_only(ctx: Context, where: Callable[[Any], bool]) -> set[str]:
    """The concepts (and cards) every mention of which in the question is ``where`` says."""
    keys = {m.key for m in ctx.mentions}
    return {key for key in keys if all(where(m) for m in ctx.mentions if m.key == key)}


def _done_with(ctx: Context) -> set[str]:
    """The concepts named only as an action that is over ("once I'm done attacking")."""

    def over(mention: Any) -> bool:
        return bool(_DONE.search(fold(ctx.question[max(0, mention.start - 20):mention.start])))

    return _named_only(ctx, over)


def _set_as_told(ctx: Context) -> set[str]:
    """Set, named only as the state of a Spell or Trap the question tells of in a relative
    clause ("una trampa normal que tengo colocada", "a trap that I have Set"), or of a card
    by a participle right after it ("evoco per scoperta un mostro settato"): what the card
    is, not what the question asks about doing."""
    kinds = get_ruling_index().category

    def told(mention: Any) -> bool:
        before = ctx.question[:mention.start]
        if _PARTICIPLE.search(fold(mention.text)) and any(
                (kinds.get(m.key) in _CARDS_TOLD or m.key in ("monster", "monster-card"))
                and 0 <= mention.start - m.end <= 1 for m in ctx.mentions):
            return True  # right after the card it tells of: "un mostro settato", "una trampa colocada"
        return bool(_TOLD_STATE.search(fold(before))) and any(
            kinds.get(m.key) in ("card-kind", "spell-trap-icon") and m.end <= mention.start
            for m in ctx.mentions)

    return _named_only(ctx, told) & {"set"}


#: The kinds of card a participle right after tells the state of.
_CARDS_TOLD = frozenset({"card-kind", "spell-trap-icon", "monster-kind"})
#: A past participle ("settato", "colocada", "baixado"), folded.
_PARTICIPLE = re.compile(r"(?:at[oaie]|ad[oa]s?)$")


#: A relative clause opening right before the state it tells ("…que tengo colocada",
#: "…that I have set", "…che ho posizionato", "…que eu tenho baixada", "…que tiene seteada",
#: "…que tava baixado"), folded.
_TOLD_STATE = re.compile(r"\b(?:que|that|which|che)\s+(?:(?:yo|eu|i|io|el|ele|lui|he)\s+)?"
                         r"(?:tengo|tenia|tiene|tenho|tinha|tem|ho|avevo|ha|aveva|have|had|has|esta|estaba"
                         r"|estava|tava|e|era|is|was)?\s*$")


#: A number that opens a range ("Nivel 5 o más", "Level 4 or lower", "da 1 a 6"), folded.
_RANGE = re.compile(r"\d+\s*(?:o mas|o menos|o piu|o meno|ou mais|ou menos|or more|or less|or higher|or lower"
                    r"|o superior|o inferior|\+|a \d|to \d|-\d)")


def _other_numbers(ctx: Context, ruling: Mapping[str, Any]) -> bool:
    """Whether a yes/no ruling's own question names numbers and the question names others,
    none of them the same: the ruling decides the case of its numbers, not of these. A
    number that opens a range ("Level 5 or more") stands for the numbers it covers."""
    if short_kind(ruling) != "yes_no":
        return False
    asked = fold(str(ruling["question"].get(ctx.lang) or ""))
    if _RANGE.search(asked):
        return False
    theirs = set(re.findall(r"\d+", asked))
    ours = set(re.findall(r"\d+", ctx.question))
    return bool(theirs and ours and not theirs & ours)


@lru_cache(maxsize=4)
def _summon_links(knowledge: Any) -> tuple[tuple[str, str, bool], ...]:
    """The Summons of their own the concept inventory links to kinds of monster (a
    ``see-also`` from a Summon to a kind of monster): each Summon, the kind, and whether the
    Summon is a Special Summon; read once per inventory."""
    concepts = knowledge.concepts
    return tuple((cid, str(r["target"]),
                  any(o.get("type") == "is-a" and o.get("target") == "special-summon"
                      for o in concept.get("relations") or []))
                 for cid, concept in concepts.items() if concept.get("category") == "summon"
                 for r in concept.get("relations") or []
                 if r.get("type") == "see-also"
                 and concepts.get(str(r.get("target")), {}).get("category") == "monster-kind")


def _summons_of_kinds(ctx: Context) -> list[tuple[str, str, bool]]:
    """The links of :func:`_summon_links` to the kinds of monster the question names."""
    return [link for link in _summon_links(ctx.knowledge) if link[1] in ctx.concepts]


def _summon_of_kind(ctx: Context) -> tuple[str, str] | None:
    """ "Evocare un mostro Synchro", "Summon an Xyz Monster": Summoning, said of a kind of
    monster that has a Summon of its own (the Special Summon the concept inventory links to
    that kind), is that Summon.  A Special Summon named as such stays one."""
    if "summon" not in ctx.concepts:
        return None
    found = [(summon, kind) for summon, kind, special in _summons_of_kinds(ctx) if special]
    return found[0] if len(found) == 1 and found[0][0] not in ctx.concepts else None


#: Words that may stand between a Summon and the kind of monster it Summons ("Synchro
#: Summon *a* Synchro Monster", "synchro evocare *un* mostro synchro").
_OBJECT_WORDS = 2


def _summoned_by_its_summon(ctx: Context) -> set[str]:
    """The kinds of monster the question names right after the Summon of their own that the
    concept inventory links to them ("Synchro Summon a Synchro Monster"): what that Summon
    Summons, not another thing the question is about."""
    linked = {(summon, kind) for summon, kind, _special in _summons_of_kinds(ctx) if summon in ctx.concepts}
    # the kind named as the Summon's object, right after it, closing the question (not the
    # subject of a clause of its own: "…un'evocazione Xyz il mostro Xyz va messo sopra…?")
    return {kind for summon, kind in linked
            if any(m.key == summon and n.key == kind and n.start >= m.end
                   and len(ctx.question[m.end:n.start].split()) <= _OBJECT_WORDS
                   and len(re.findall(r"\w+", ctx.question[n.end:])) <= _OBJECT_WORDS
                   for m in ctx.mentions for n in ctx.mentions)}


def bounded(ctx: Context) -> Match | None:
    """ "Can I play with a 65-card Deck?": the amount the question gives and the rulings
    that give the most or the least allowed of it.  The amount is a whole number followed
    by the unit of such a ruling ("65 carte", "4 copies"); the rulings are those whose
    topic the question names, the narrowest ones (the Extra Deck's, not any Deck's), all of
    which apply at once (a Semi-Limited card is still one of at most 3 copies)."""
    # (the numbers of a card's text the question quotes are the card's, not an amount asked)
    words = re.findall(r"\w+", without_card_text(ctx.question))
    # "…Can I Summon a sixth?", "…Can I have another in my Side Deck?": one more than told
    ordinal = next((_ORDINALS[w] for w in map(fold, words) if w in _ORDINALS), None)
    another = bool(_ONE_MORE.search(ctx.folded))
    if not any(w.isdigit() for w in words) or "already" in ctx.concepts and ordinal is None and not another:
        # "if I already have 5 cards there, can I activate one?": a board, not the amount
        # asked (but "I already have 3 copies, can I add a fourth?" asks of one more)
        return None
    exact = bool(_EXACTLY.search(ctx.folded))
    if "compulsory" in ctx.concepts and not exact:
        return None  # "must my Deck have 40 cards?": at least, or exactly? not told
    # the amounts the question gives ("the minimum of 40 cards", "the 5 card limit" name a
    # limit, not an amount of the asker's)
    amounts = [i for i, w in enumerate(words) if w.isdigit() and len(w) <= 3
               and not {fold(x) for x in words[max(0, i - 2):i]} & _LIMIT_WORDS
               and not {fold(x) for x in words[i + 1:i + 3]} & {"limit", "limite"}]
    # "2 copies in the Main Deck and another 2 in the Side Deck": amounts added to the first
    # one told, which together are held against the limit (000:96: Deck and Side Deck combined)
    added = [i for i, w in enumerate(words) if w.isdigit() and len(w) <= 3 and i > 0
             and fold(words[i - 1]) in _MORE_WORDS]
    if added and amounts and amounts[0] not in added:
        amounts = [amounts[0]]
    if len(amounts) > 1 and (len({words[i] for i in amounts}) > 1 or _OTHER_AMOUNT.search(ctx.folded)):
        # "side in 3, side out 2": the amount held against a limit is not one of them (but
        # "I pulled 4 copies, can I use the 4?" names one amount twice)
        return None
    index = get_ruling_index()
    # (a likeness or examples told beside the card are not its kind: "1 copy of a
    # Forbidden card, like you do with Limited ones?")
    examples, _question = _listed_as_examples(ctx, ctx.question)
    named = index.closure(index.with_zones([c for c in ctx.concepts if c not in examples]))
    topics = {str(r["id"]): index.about[r["id"]] - _BOUND_WORDS for r in index.rulings
              if "bound" in (r.get("short") or {})}
    for i in amounts:
        word = words[i]
        after = {fold(w)[:UNIT_STEM] for w in words[i + 1:i + 1 + UNIT_WORDS]}
        limits = [r for r in index.rulings if str(r["id"]) in topics and topics[str(r["id"])]
                  and topics[str(r["id"])] <= named and after & unit_stems(r)]
        # the narrowest: a limit on a kind of Deck, not on every Deck
        limits = [r for r in limits
                  if not any(topics[str(o["id"])] != topics[str(r["id"])]
                             and topics[str(r["id"])] <= index.closure(topics[str(o["id"])]) for o in limits)]
        # one of each limit (two rulings may give the same one)
        unique = list({(r["short"]["number"], r["short"]["bound"]): r
                       for r in reversed(limits)}.values())[::-1]
        if unique:
            count = int(word)
            count += sum(int(words[j]) for j in added if j > i)
            if ordinal is not None and ordinal > count:
                count = ordinal  # "I have 5 monsters on the field. Can I Summon a sixth?"
            elif another and not added:
                count += 1  # "I have 3 copies in my Deck. Can I have another in my Side Deck?"
            return Match("bound", [Case(r, (), 0.0) for r in unique], count=count,
                         left_out=words[i + 1] if i + 1 < len(words) else "", exact=exact)
    return None


#: Words before a number that make it a limit ("il minimo di 40", "more than 6", "up to 3").
_LIMIT_WORDS = frozenset({
    "minimo", "maximo", "massimo", "minimum", "maximum", "limite", "limit", "mas", "piu", "mais", "more",
    "menos", "meno", "less", "fewer", "least", "most", "almeno", "hasta", "fino", "ate", "up",
})
#: Ordinals of a card or a monster one more than a board holds ("a sixth", "un sesto").
_ORDINALS = {
    **dict.fromkeys(("fourth", "4th", "cuarto", "cuarta", "quarto", "quarta"), 4),
    **dict.fromkeys(("fifth", "5th", "quinto", "quinta"), 5),
    **dict.fromkeys(("sixth", "6th", "sexto", "sexta", "sesto", "sesta"), 6),
    **dict.fromkeys(("seventh", "7th", "septimo", "septima", "settimo", "settima", "setimo", "setima"), 7),
}
#: One more of what the question has ("another copy", "otra", "un'altra", "mais um"), folded.
_ONE_MORE = re.compile(r"\b(?:another|one more|otra|otro|una mas|uno mas|un altro|un altra|un'altra"
                       r"|un'altro|outra|outro|mais um|mais uma)\b")
#: "Another / more" right before an amount added to one told before it, folded.
_MORE_WORDS = frozenset({"another", "more", "otra", "otras", "otro", "otros", "mas", "altra", "altre",
                         "altro", "altri", "piu", "outra", "outras", "outro", "outros", "mais"})
#: An amount said to be another one than the amount told before ("and another 3 in the
#: Side Deck", "e altre 3"), folded.
_OTHER_AMOUNT = re.compile(r"\b(?:" + "|".join(sorted(_MORE_WORDS | {"other", "others"})) + r")\s+\d")
#: "Exactly 15 cards": the question asks whether that amount, and no other, is required.
_EXACTLY = re.compile(r"\b(?:exactly|exactamente|exacto|justo|esattamente|exatamente|precisamente)\b")
#: Words that tell a limit, not what it limits (the Deck's least is about the Deck).
_BOUND_WORDS = frozenset({"minimum", "more-than", "fewer-than"})


def _within(ruling: Mapping[str, Any], count: int) -> bool:
    """Whether ``count`` is allowed by a ruling giving the most or the least allowed."""
    short = ruling["short"]
    return count <= short["number"] if short["bound"] == "most" else count >= short["number"]


def _explained(ctx: Context, ruling: Mapping[str, Any], lead: str,
               **marks: Any) -> tuple[list[str], dict[str, Any] | None, dict[str, Any], list[str]]:
    """The lines of an answer that ``lead`` opens and a yes/no ruling explains (its answer
    without its yes or no), with its basis line and simulation (see :func:`_resting_on`)."""
    return _resting_on(ctx, ruling, [lead, explanation(str(ruling["answer"][ctx.lang]))], **marks)


def _resting_on(ctx: Context, ruling: Mapping[str, Any], lines: list[str],
                **marks: Any) -> tuple[list[str], dict[str, Any] | None, dict[str, Any], list[str]]:
    """An answer's ``lines`` followed by the line naming the ruling they rest on and, when
    its scenario plays, the line saying the engine agrees; the lines, the simulation, the
    basis (``marks`` added: what the answer makes of the ruling) and the citations."""
    lang = ctx.lang
    simulation = _play_ruling(ruling)
    lines = [*lines, T["basis_ruling"][lang].format(question=ruling["question"][lang])]
    if simulation is not None:
        lines.append(T["basis_engine"][lang])
    basis = {"kind": "ruling", "id": ruling["id"], **marks}
    return lines, simulation, basis, _order_cites(ctx, ruling["cites"])


def _example_of_other_cards(ctx: Context, ruling: Mapping[str, Any]) -> bool:
    """Whether a ruling is worked out on cards (its ``cards``) that the question does not
    name: its answer then tells of an example, not of the question's cards."""
    named = {str(card["name"]) for card in ctx.cards}
    return bool(ruling.get("cards")) and not named & set(ruling["cards"])


#: "Without", before what a question asks to leave out ("¿puedo mirar su Cementerio sin
#: pedirle permiso?"), and "if I do not have" ("¿puedo activar una mágica de ritual si no
#: tengo el monstruo de ritual en la mano?").
_WITHOUT = re.compile(r"\b(?:sin|senza|sem|without|si no tengo|se non ho|se nao tenho"
                      r"|if i don'?t have|if i do not have"
                      # "…se il mostro rituale non ce l'ho in mano", "…si no lo tengo en la mano"
                      r"|non ce l'? ?ho|no lo tengo|no la tengo|nao o tenho|nao a tenho)\b")
#: How many words may come between "without" and what is left out ("sin antes pedir…").
_WITHOUT_WORDS = 3


def _left_out(ctx: Context, ruling: Mapping[str, Any]) -> str:
    """What a question asks to do without, when the ruling decides whether that must be
    done: "can I look at my opponent's Graveyard without asking?" against "must I ask my
    opponent before looking at their Graveyard? Yes" (so: no). The concept named right
    after "without" must be named by the ruling's own question, which asks whether it is
    compulsory and leaves nothing out itself; a question that itself asks what must be
    done is another question."""
    withouts = list(_WITHOUT.finditer(ctx.folded))
    if not withouts or "compulsory" in ctx.concepts or short_kind(ruling) != "yes_no":
        return ""
    asked = str(ruling["question"].get(ctx.lang) or "")
    if _WITHOUT.search(fold(asked)):
        return ""
    theirs = ctx.knowledge.spot(asked, ctx.lang).concepts
    if "compulsory" not in theirs:
        return ""
    for found in withouts:
        # the first term named after "without", a few words on at most
        mention = min((m for m in ctx.mentions if m.start >= found.end()),
                      key=lambda m: m.start, default=None)
        if mention is None:
            continue
        gap = len(re.findall(r"\w+", ctx.question[found.end():mention.start]))
        if gap <= _WITHOUT_WORDS and mention.key in theirs and mention.key != "compulsory":
            return str(mention.key)
    return ""


#: Verbs of ending and of going on, folded: "does its effect end when it leaves the
#: field?" asks the other way round from "does its effect keep applying…? No".
_ENDS = re.compile(r"\b(?:acaba|acaban|acabar|termina|terminan|terminar|deja de|dejan de|cesa|cesan|finisce"
                   r"|finiscono|finire|terminano|smette|smettono|cessa|cessano|deixa de|deixam de|end|ends"
                   r"|stop|stops|cease|ceases|expire|expires|expira|expiran|scade|scadono)\b")
_GOES_ON = re.compile(r"\b(?:sigue|siguen|seguir|continua|continuan|continuar|continuare|continuano|rimane"
                      r"|rimangono|resta|restano|permanece|permanecen|permanecem|queda|quedan|fica|ficam"
                      r"|keep|keeps|continue|continues|remain|remains|stay|stays)\b")


#: "Use up / gastar / consumare" a play, folded: the other way round from being "still"
#: able to make it ("¿todavía puedo…?", "can I still…?").
_USES_UP = re.compile(r"\b(?:use up|uses up|used up|use it up|gasta|gastan|gastar|gasto|gastei|gaste"
                      r"|consume|consumes|consumen|consumir|consuma|consumare|consumato|esaurisce|esaurire"
                      r"|spreca|sprecare)\b")
_STILL = re.compile(r"\b(?:still|todavia|aun|ainda|ancora)\b")
#: "Without limits", folded: the other way round from "is there a limit?".
_UNLIMITED = re.compile(r"\b(?:sin limites?|senza limiti?|sem limites?|without (?:any |a )?limits?|unlimited"
                        r"|ilimitad[oa]s?|illimitat[oaie]|no limits?"
                        r"|sin (?:ninguna )?restricci(?:on|ones)|senza (?:alcuna )?restrizion[ei]"
                        r"|sem (?:nenhuma )?restric(?:ao|oes)|without (?:any )?restrictions?)\b")


#: "…, or is there a limit?", folded: the question's first alternative asks whether
#: something goes without the limit the second one names.
_OR_LIMITED = re.compile(r"\b(?:o|ou|or)\s+(?:hay|existen?|ci sono|c'e|tem|existe|is there|are there"
                         r"|there(?:'s| is| are))\s+(?:algun[oa]?s?\s+|qualche\s+|alguma?s?\s+|any\s+"
                         r"|an?\s+|some\s+|un[ao]?\s+)?(?:limites?|limiti|limitaciones|limitacoes|restricciones"
                         r"|restrizioni|restricoes|restrictions?|limits?)\b")


#: "Is it true that…?", folded: the question asks whether the claim after it holds.
_TRUE_THAT = re.compile(r"\b(?:es verdad que|es cierto que|e verdade que|e vero che|is it true that"
                        r"|it'?s true that|its true that)\b")
#: A negation in a claim or in a ruling's own question, folded, by language.
_NOT = {lang: re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(words, key=len, reverse=True))) + r")\b")
        for lang, words in NEGATIONS.items()}


#: Words opening a condition or a concession: a negation after them is not the play asked.
_CONDITION_WORDS = frozenset({"si", "se", "if", "when", "cuando", "quando", "aunque", "anche",
                              "although", "even", "mientras", "mentre", "enquanto", "while", "unless",
                              "salvo"})
#: How many words after a negation may be the verb it denies ("does not *draw*", "no lo *roba*").
_NEGATED_REACH = 2


def _negates_the_play_asked(ctx: Context, own: str) -> bool:
    """Whether the question's last clause denies a play the ruling's own question (``own``,
    folded, without a negation) asks about: a negation, outside a condition, right before a
    word whose lemma the ruling's question has. ("Without" a play is another question, see
    :func:`_left_out`.)"""
    # (the statement a tag asks to confirm: "…no roba en su primer turno, ¿verdad?")
    clause = TAG_Q.sub("", ctx.question.strip(" ¿?")).rsplit(",", 1)[-1]
    tokens = [t for t in parse(clause, ctx.lang) if not t.is_punct]
    # (both the clauses that ask, after their conditions)
    asked = {t.norm_ for t in parse(own.rsplit(",", 1)[-1], ctx.lang) if not t.is_stop and not t.is_punct}
    denying = NEGATIONS[ctx.lang]
    for i, token in enumerate(tokens):
        word = fold(token.text)
        if word in _CONDITION_WORDS:
            return False  # (a negation in a condition: "if my opponent does not attack…")
        if word in denying and any(t.norm_ in asked for t in tokens[i + 1:i + 1 + _NEGATED_REACH]
                                   if not t.is_stop):
            return True
    return False


#: "Are there … that do not …?", folded: whether some lack what "do all …?" asks.
_SOME_NOT = re.compile(r"\b(?:hay|puede haber|existen|existe|ci sono|ci puo essere|ci possono essere|esistono"
                       r"|pode haver|podem existir|existem|are there|can there be|is there)\b.*"
                       r"\b(?:que no|che non|que nao|that (?:don'?t|do not|doesn'?t|does not|have no|has no)"
                       r"|sin|senza|sem|without)\b")
_ALL = re.compile(r"\b(?:todos|todas|tutti|tutte|all|every)\b")


def _turned_round(ctx: Context, ruling: Mapping[str, Any]) -> str:
    """``"ends"`` or ``"goes-on"`` when a yes/no question asks whether something ends
    where the ruling's own question asks whether it goes on (or the other way round),
    ``"stays"`` when it asks whether a card stays where the ruling's own question asks
    whether it leaves (is destroyed, sent to the Graveyard, banished), and
    ``"claims-not"`` when it asks whether a negated claim is true ("is it true that… cannot…?")
    where the ruling's own question asks it without the negation, ``"unlimited"`` when it
    asks whether something goes without limits where the ruling
    asks whether there is one, ``"some-not"`` when it asks whether some lack what the
    ruling asks all have, and ``"used-up"`` when it asks whether a play uses up another
    where the ruling asks whether that one can still be made, so that the ruling's answer
    turned round answers it; else ``""``."""
    if short_kind(ruling) != "yes_no":
        return ""
    own = fold(str(ruling["question"].get(ctx.lang) or ""))
    claim = _TRUE_THAT.search(ctx.folded)
    negation = _NOT[ctx.lang]
    if claim and negation.search(ctx.folded[claim.end():]) and not negation.search(own):
        # "is it true that the first player cannot enter the Battle Phase?" against "can
        # the first player enter it? No": the claim holds, Yes
        return "claims-not"
    unlimited = (_UNLIMITED.search(ctx.folded) or _OR_LIMITED.search(ctx.folded)
                 or AS_MANY_AS_WANTED.search(ctx.folded))
    if unlimited and "limit" in ruling.get("about", ()) and not _UNLIMITED.search(own):
        # "can I activate any card without limits?" (or "…any card, or are there
        # restrictions?") against "are there limits…? Yes"
        return "unlimited"
    if _SOME_NOT.search(ctx.folded) and _ALL.search(own) and not _SOME_NOT.search(own):
        # "can there be Pendulum Monsters without a Pendulum Effect?" against "do all
        # Pendulum Monsters have one? No"
        return "some-not"
    if _USES_UP.search(ctx.folded) and _STILL.search(own) and not _USES_UP.search(own):
        # "does a Special Summon use up my Normal Summon?" against "after a Special Summon,
        # can I still Normal Summon? Yes": it does not, No
        return "used-up"
    if negation.search(ctx.folded) and not negation.search(own) and _negates_the_play_asked(ctx, own):
        # "the first player does not draw on the first turn?" against "does the first
        # player draw on the first turn? No": what the question says holds, Yes (a question
        # with no negation denies nothing: the cheap test first, and neither text is parsed)
        return "claims-not"
    # the words outside the names of kinds of card and of Phases ("continua" of "Armadilha
    # Contínua" and "End" of "End Phase" are no verbs; "el efecto continúa" is one)
    question = _outside_names(ctx, ctx.question, ctx.mentions)
    ends, goes_on = bool(_ENDS.search(question)), bool(_GOES_ON.search(question))
    if ends == goes_on:
        return ""  # neither, or both: the ruling's own question need not be read
    asked_text = str(ruling["question"].get(ctx.lang) or "")
    own_mentions = ctx.knowledge.spot(asked_text, ctx.lang).mentions
    asked = _outside_names(ctx, asked_text, own_mentions)
    if ends and not goes_on and _GOES_ON.search(asked) and not _ENDS.search(asked):
        return "ends"
    if goes_on and not ends and _ENDS.search(asked) and not _GOES_ON.search(asked):
        return "goes-on"
    staying = _GOES_ON.search(question)
    # (the leaving the ruling asks about, after its own question's last comma; the
    # question's, after its word of staying: "if it is destroyed, does it stay…?" tells
    # the leaving before asking)
    if staying and not ends and not _GOES_ON.search(asked) \
            and _leaves_after(own_mentions, asked_text.rfind(",") + 1) \
            and not _leaves_after(ctx.mentions, staying.start()):
        # "if the equipped monster is destroyed, does the Equip Card stay on the field?"
        # against "…is the Equip Card destroyed too? Yes": staying is not leaving, No
        return "stays"
    return ""


#: The concepts of a card leaving where it is: the other way round from its staying.
_LEAVING = frozenset({"destroy", "send-to-graveyard", "banish", "leaves-the-field"})


def _leaves_after(mentions: Sequence[Any], start: int) -> bool:
    """Whether ``mentions`` name a card leaving where it is (destroyed, sent to the
    Graveyard, banished) from ``start`` on."""
    return any(m.key in _LEAVING and m.start >= start for m in mentions)


#: The categories of names that may hold a verb's word: kinds of card, Phases and Steps.
_NAME_CATEGORIES = frozenset({"spell-trap-icon", "card-kind", "monster-kind", "phase", "step"})


def _outside_names(ctx: Context, text: str, mentions: Sequence[Any]) -> str:
    """``text`` folded, with the kinds of card, Phases and Steps named in it blanked out."""
    concepts = ctx.knowledge.concepts
    named = [(m.start, m.end) for m in mentions
             if concepts.get(m.key, {}).get("category") in _NAME_CATEGORIES]
    return fold(blank(text, named))


def _ruling_short(ruling: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The ruling's short answer as the API gives it (a named place, player or outcome in
    the question's language)."""
    kind = short_kind(ruling)
    short = ruling.get("short") or {}
    if kind == "depends":
        # each case of the rule, named in the question's language, with its answer
        cases = []
        for case in short["depends"]:
            case_kind = "yes_no" if "yes_no" in case else "number"
            cases.append({"when": str(case["when"][lang]),
                          "short_answer": {"kind": case_kind, "value": case[case_kind]},
                          "basis": {"kind": "ruling", "id": ruling["id"]}})
        return {"kind": "depends", "value": None, "cases": cases}
    if kind == "text":
        return {"kind": "text", "value": str((short.get("names") or {}).get(lang) or short["text"])}
    return {"kind": kind, "value": short.get(kind)}


def _case_said(short: Mapping[str, Any], lang: str) -> str:
    """A case's answer as a line of an "it depends" answer says it: "Yes.", "No." or the
    number."""
    if short["kind"] == "yes_no":
        return str(T["yes" if short["value"] else "no"][lang])
    return f"{short['value']}."


def _order_cites(ctx: Context, cites: Sequence[str]) -> list[str]:
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


#: A number in a ruling's own question: its No is of that amount ("with one Tribute?"),
#: not of the play itself.
_AMOUNT_ASKED = re.compile(r"\d|\b(?:one|two|three|once|twice|una|uno|dos|tres|due|tre|um|uma|duas|dois)\b")


def _denied_outright(ctx: Context, index: RulingIndex, concepts: Sequence[str], outer: list[str],
                     order: Sequence[str], spans: list[tuple[int, int, str]],
                     found: Match | None) -> Match | None:
    """ "How many cards does the first player draw in the first turn?": a yes/no ruling
    that the play is not made at all there ("can the first player draw in the first turn?
    No") gives none, 0, when it is about all that the number ruling found is and more (a
    ruling on how much is drawn each turn says nothing of the first turn). A ruling whose
    No is of an amount or of how often ("with one Tribute?", "twice?") says nothing of
    whether the play is made."""
    denial = index.match(ctx.question, ctx.lang, concepts, "yes_no", decisive=outer, order=order, taken=spans)
    if denial is None or denial.kind != "ruling" or denial.ruling["short"].get("yes_no") is not False:
        return None
    about = index.about[denial.ruling["id"]]
    own_questions = (fold(str(q)) for q in denial.ruling["question"].values())
    if about & HOW_OFTEN or any(_AMOUNT_ASKED.search(q) for q in own_questions):
        return None
    if found is not None and not index.about[found.ruling["id"]] < about | index.closure(about):
        return None
    return Match("none", denial.cases)


def answer_from_ruling(ctx: Context, match: Match, asks: str) -> dict[str, Any]:
    lang = ctx.lang
    intent = text_intent(ctx.folded)
    if match.kind in ("confirms", "denies"):
        # a yes or no to the answer the question states, then the ruling's own answer
        ruling = match.ruling
        confirmed = match.kind == "confirms"
        short = {"kind": "yes_no", "value": confirmed}
        lines, simulation, basis, cites = _resting_on(
            ctx, ruling, [f"{T['yes' if confirmed else 'no'][lang]} {ruling['answer'][lang]}"],
            states=str(ruling["short"].get("text", ruling["short"].get("number"))),
            **({"parts": True} if match.left_out == "parts" else {}))
    elif match.kind == "chooses":
        # "face-up or face-down?": the alternative a yes/no ruling on one of them decides
        short = {"kind": "text", "value": ctx.knowledge.label(match.left_out, lang)}
        lead = sentence_case(str(short["value"])) + "."
        lines, simulation, basis, cites = _explained(ctx, match.ruling, lead, chooses=match.left_out)
    elif match.kind == "bound":
        # an amount against the most and the least allowed: every limit it breaks, or all
        count = int(match.count or 0)
        rulings = [c.ruling for c in match.cases]
        broken = [r for r in rulings if not _within(r, count)]
        shown = broken or rulings
        unit = match.left_out or str(shown[0]["short"]["unit"][lang])
        limits = ", ".join(T["at_" + r["short"]["bound"]][lang].format(n=r["short"]["number"]) for r in shown)
        if match.exact:
            # exactly that amount is required only when the least and the most allowed are it
            ends = {r["short"]["bound"] for r in rulings if r["short"]["number"] == count}
            short = {"kind": "yes_no", "value": not broken and ends == {"most", "least"}}
            verdict = "bound_broken" if broken else "bound_exact" if short["value"] else "bound_range"
        else:
            short = {"kind": "yes_no", "value": not broken}
            verdict = "bound_broken" if broken else "bound_kept"
        lines = [T[verdict][lang].format(count=count, unit=unit, limits=limits)]
        for r in shown:
            lines.append(str(r["answer"][lang]))
            lines.append(T["basis_ruling"][lang].format(question=r["question"][lang]))
        simulation = None
        basis = {"kind": "ruling", "id": shown[0]["id"], "ids": [r["id"] for r in shown], "count": count}
        cites = list(dict.fromkeys(c for r in shown for c in _order_cites(ctx, r["cites"])))
    elif match.kind == "without":
        # doing without what the ruling says must be done: the other way round
        needed = bool(match.ruling["short"]["yes_no"])
        short = {"kind": "yes_no", "value": not needed}
        what = next((m.text for m in ctx.mentions if m.key == match.left_out),
                    ctx.knowledge.label(match.left_out, lang))
        lead = T["without_needed" if needed else "without_not_needed"][lang].format(what=what)
        lines, simulation, basis, cites = _explained(ctx, match.ruling, lead, without=match.left_out)
    elif match.kind == "unbounded":
        # "how many…?" against "is there a limit to how many…? No"
        short = {"kind": "text", "value": T["no_limit"][lang]}
        lead = sentence_case(T["no_limit"][lang]) + "."
        lines, simulation, basis, cites = _explained(ctx, match.ruling, lead)
        basis["unbounded"] = True
    elif match.kind == "none":
        # "how many…?" against "is it made at all there? No": none
        short = {"kind": "number", "value": 0}
        lines, simulation, basis, cites = _explained(ctx, match.ruling, "0.")
        basis["none"] = True
    elif match.kind == "turned":
        # "does it end…?" against "does it keep…? No": the ruling's answer turned round
        value = not match.ruling["short"]["yes_no"]
        short = {"kind": "yes_no", "value": value}
        lead = T["turned"][lang].format(answer=T["yes" if value else "no"][lang],
                                        question=match.ruling["question"][lang],
                                        ruled=T["no" if value else "yes"][lang].rstrip("."))
        lines, simulation, basis, cites = _explained(ctx, match.ruling, lead, turned=match.left_out)
    elif match.kind in ("ruling", "alike") and short_kind(match.ruling) == "depends":
        # a rule that answers by cases the question leaves open: the ruling's answer (which
        # says what it depends on), then each case
        ruling = match.ruling
        by_cases = _ruling_short(ruling, lang)
        cases_said: list[dict[str, Any]] = by_cases["cases"]
        short = by_cases
        told = [str(ruling["answer"][lang])]
        told += [f"- {case['when']}: {_case_said(case['short_answer'], lang)}" for case in cases_said]
        lines, simulation, basis, cites = _resting_on(ctx, ruling, told, by_cases=True)
    elif match.kind in ("ruling", "alike"):
        ruling = match.ruling
        short = _ruling_short(ruling, lang)
        answer = str(ruling["answer"][lang])
        set_apart = False
        if asks == "text" and short["kind"] == "yes_no":
            # what happens, not whether: the ruling's explanation without its yes or no
            short = {"kind": "text", "value": None}
            answer = explanation(answer)
        lines = [answer]
        counted = _last_link_counted(ctx, ruling)
        if counted is not None:
            # "in a Chain of 4 Chain Links, which one resolves first?": the last one activated
            # is the one with the highest number, the count of the Chain's links (000:1012:
            # the first card activated is Chain Link 1, the next Chain Link 2, and so on)
            short = {"kind": "number", "value": counted}
            lines = [T["chain_link"][lang].format(value=counted), answer]
        named = get_ruling_index().answer_concepts(ruling, lang) if short["kind"] == "text" else frozenset()
        if short["value"] and _set_apart(ctx) & named:
            # "what can I do in my Draw Phase besides drawing?": an answer naming what the
            # question sets apart is no answer to it; the ruling's explanation tells the rest
            short = {"kind": "text", "value": None}
            set_apart = True
        if short["kind"] == "text" and short["value"] and _example_of_other_cards(ctx, ruling):
            # a general question answered by a ruling worked out on an example: the rule
            # first, then the example
            rule = sentence_case(str(short["value"])) + "."
            if fold(answer).startswith(fold(rule)):
                # ("Face-up Attack Position. Flip Summoning changes your monster…": an answer
                # that opens with the rule tells the rule, whatever cards its scenario plays)
                lines = [answer]
            else:
                lines = [rule, T["for_example"][lang] + " " + answer]
        if match.kind == "alike":
            # the cases left open, each answered alike
            left_open = [", ".join(ctx.knowledge.label(c, lang) for c in case.missing)
                         for case in match.cases]
            lines.append(T["alike"][lang].format(cases="; ".join(left_open)))
        lines, simulation, basis, cites = _resting_on(
            ctx, ruling, lines, **({"set_apart": True} if set_apart else {}),
            **({"last_link": True} if counted is not None else {}))
    else:
        lines = [T["depends"][lang]]
        cases: list[dict[str, Any]] = []
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
    conflicts = conflicts_about(ctx, cites)
    for record in conflicts:
        lines.append(conflict_sentence(record, lang))
    citations = citations_of(ctx, cites)
    return respond(
        ctx,
        intent,
        "\n".join(lines),
        short,
        citations,
        parallels_of(ctx, [c["section_id"] for c in citations[:2]]),
        conflicts,
        simulation,
        basis,
    )
