"""Questions about a card of the library, answered from the card's data.

A card name in a question is read here: one that the card library does not know is said
to be unknown (with the closest name it knows: "Tempesta Pesante" → "Tempesta Potente");
"what does Heavy Storm do?" (or the card's name alone) gets the card's text in the
question's language and the rule passages that name the card; "is Heavy Storm a
Quick-Play Spell?" is decided by the card's kind, Spell/Trap subtype and monster types,
never by the words of a passage.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from judge.nlp.pipelines import fold, word_key
from judge.qa.reading import CARD_ASK, COPULA, QUOTED
from judge.qa.situation import KIND_CARDS
from judge.qa.texts import LANG_NAMES, T
from judge.qa.writing import OFFICIAL, Context, citations_of, parallels_of, respond

_WHAT_DOES = re.compile(
    r"(?:que hace|que efecto tiene|cosa fa|che effetto ha|o que faz|qual (?:e )?o efeito de"
    r"|what does|what is the effect of)\s+(?:la carta |the card |a carta |la |il |o |a )?"
    r"(.+?)(?:\s+do)?\s*[?.!]*$"
)


_CAPITALISED = re.compile(
    r"(?<![.¿?!]\s)(?<!^)\b([A-ZÁÉÍÓÚÑÀÈÌÒÙÂÊÔÃÕÇ][\w'-]+(?:\s+(?:de|del|di|da|do|dos|of|the|la|el|le|lo)?\s*"
    r"[A-ZÁÉÍÓÚÑÀÈÌÒÙÂÊÔÃÕÇ][\w'-]+)+)"
)


def asks_about_card(ctx: Context, card: dict[str, Any]) -> bool:
    """ "What does Heavy Storm do?", or the card's name alone."""
    if _WHAT_DOES.search(ctx.folded):
        return True
    rest = fold(ctx.question.replace(str(card.get("_mention", "")), " "))
    # "o que a carta Tempestade Pesada faz?": the card named between "what" and "do"
    return not re.sub(r"[\W_]+", "", rest) or bool(_WHAT_IT_DOES.match(rest.strip(" ¿?¡!.")))


#: What is left of "what does <card> do?" once the card's name is taken out, in the word
#: orders that put the name inside the question ("que hace la carta X", "o que X faz").
_WHAT_IT_DOES = re.compile(
    r"^(?:o que|que|cosa|che cosa|what does|what do)\s+(?:(?:la|a|the|il|o)\s+)?"
    r"(?:(?:carta|card)\s+)?(?:faz|hace|fa|do|does)$"
)


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


#: The kinds every card of a kind is: naming them tells nothing of the card.
_GENERAL_KINDS = frozenset({"monster-card", "monster", "spell-card", "trap-card"})


def kinds_of(card: dict[str, Any]) -> list[str]:
    """The kinds of card a card of the library is, besides the general ones (a Monster,
    a Spell or Trap Card), in the glossary's order.

    >>> kinds_of({"kind": "trap", "subtype": "normal"})
    ['normal-trap-card']
    >>> kinds_of({"kind": "monster", "monster_type": ["synchro", "effect"]})
    ['effect-monster', 'synchro-monster']
    """
    return [c for c in _CARD_KINDS if c not in _GENERAL_KINDS and _is_kind(card, c)]


_COPULA = re.compile(rf"\b{COPULA}\b")
#: A copula a few words before a kind of card, which it predicates ("Heavy Storm es una
#: Mágica…", "is it a Quick-Play Spell?"), at the end of the folded text before the kind.
_COPULA_BEFORE = re.compile(rf"\b{COPULA}(?:\s+\S+){{0,3}}\s*$")


def kind_asked(ctx: Context, card: dict[str, Any], asks: str) -> tuple[str, bool] | None:
    """ "¿Heavy Storm es una Mágica de Juego Rápido?": the kind of card asked about (the most
    specific one named) and whether the card is of that kind, read from the card library."""
    if asks != "yes_no" or not _COPULA.search(ctx.folded):
        return None
    kinds = [c for c in ctx.concepts if c in _CARD_KINDS]
    if not kinds:
        return None
    said = [m for m in ctx.mentions if m.key in kinds]
    if said and not any(_COPULA_BEFORE.search(fold(ctx.question[:m.start])) for m in said):
        # "…si mi monstruo de péndulo es atacado, ¿puede…?": the kind is no predicate
        return None
    # the most specific kind named: "Monstruo de Sincronía" over "Monstruo"
    specific = [k for k in kinds if k not in ("monster-card", "monster", "spell-card", "trap-card")]
    kind = (specific or kinds)[0]
    return kind, _is_kind(card, kind)


def spell_trap_kind(card: dict[str, Any]) -> str | None:
    """The most specific kind of Spell or Trap Card a card of the library is (its icon:
    "quick-play-spell-card", "counter-trap-card"…); None for a monster.

    >>> spell_trap_kind({"kind": "trap", "subtype": "counter"}), spell_trap_kind({"kind": "monster"})
    ('counter-trap-card', None)
    """
    if card.get("kind") not in ("spell", "trap"):
        return None
    kinds = [c for c in KIND_CARDS if c not in ("spell-card", "trap-card") and _is_kind(card, c)]
    return kinds[0] if kinds else f"{card['kind']}-card"


#: The kinds of monster effect the card library's effect types are (000:264).
_EFFECT_KINDS = {"continuous": "continuous-effect", "ignition": "ignition-effect", "quick": "quick-effect",
                 "trigger": "trigger-effect", "flip": "flip-effect"}


def monster_effect_kind(card: dict[str, Any]) -> str | None:
    """The kind of effect a monster of the library has, when all its effects are of one kind
    ("trigger-effect" for Witch of the Black Forest); None otherwise, and for a Spell or Trap.

    >>> monster_effect_kind({"kind": "monster", "effects": [{"type": "trigger"}]})
    'trigger-effect'
    >>> monster_effect_kind({"kind": "monster", "effects": [{"type": "trigger"}, {"type": "quick"}]}) is None
    True
    """
    if card.get("kind") != "monster":
        return None
    kinds = {_EFFECT_KINDS.get(str(e.get("type"))) for e in card.get("effects") or ()}
    return kinds.pop() if len(kinds) == 1 else None


#: The operations of a card's effects (the engine's ``do`` steps) that an action the
#: glossary names stands for ("can Number 39: Utopia negate an attack?"); the longest
#: combination the question names decides.
_DOES: dict[tuple[str, ...], tuple[str, ...]] = {
    ("negate", "attack"): ("negate_attack",),
    ("negate", "activate"): ("negate_activation",),
    ("negate",): ("negate_attack", "negate_activation"),
    ("destroy",): ("destroy",),
    ("draw",): ("draw",),
    ("special-summon",): ("special_summon",),
    ("summon",): ("special_summon",),  # what a card's effect Summons, it Special Summons
    ("fusion-summon",): ("fusion_summon",),
    ("ritual-summon",): ("ritual_summon",),
    ("discard",): ("discard",),
    ("control",): ("take_control",),
    ("effect-damage",): ("damage",),
    ("monster-token",): ("create_tokens",),
}
#: What a question may name besides the action and the card's kinds and still be answered
#: by the card's data alone; a position, a Phase, a zone or a timing is a condition the
#: data does not tell ("can Mirror Force destroy a face-down monster?").
_PLAIN_CONCEPTS = frozenset({"card", "monster", "monster-card", "opponent", "player", "card-effect",
                             "monster-effect", "activate", "attack", "declare-an-attack"})
#: A passive between the card and the action: the card undergoes it ("can Utopia be
#: destroyed?"), it does not do it.
_PASSIVE = re.compile(r"\b(ser|be|been|being|get|essere|venire|viene|vengono|sido|stato|stata)\b")


#: "Has / does it have": a question about what a card has.
_HAVE = re.compile(r"\b(tiene|tienen|ha|hanno|tem|tiem|has|have)\b")
#: Monster types that tell how a monster is Summoned, not that it has an effect: a Fusion
#: Monster with no effect is of types [fusion] alone (the "effect" type says it has one).
_MATERIAL_ONLY_TYPES = frozenset({"fusion", "synchro", "xyz", "ritual"})

#: The (face, battle position) a monster on the field can be in, and those each position
#: word leaves possible: a face-down monster is in Defense Position (a Set monster is
#: face-down in Defense Position, 000:497; no monster is face-down in Attack Position).
_ALL_STATES = frozenset({("up", "attack"), ("up", "defense"), ("down", "defense")})
_STATES: dict[str, frozenset[tuple[str, str]]] = {
    "face-up": frozenset({("up", "attack"), ("up", "defense")}),
    "face-down": frozenset({("down", "defense")}),
    "attack-position": frozenset({("up", "attack")}),
    "defense-position": frozenset({("up", "defense"), ("down", "defense")}),
}
#: The places outside the field a question may name as where an action takes cards from,
#: and the selector zone of each (scenario.md).
_PLACES = {"graveyard": "graveyard", "hand": "hand", "deck": "deck", "main-deck": "deck"}
#: "Level 3", "di livello 3", "de nível 3": the Level a question gives.
_LEVEL = re.compile(r"\b(?:nivel|livello|level)\s+(?:de\s+|di\s+)?(\d{1,2})\b")
#: The zones of the selectors (scenario.md) that hold each kind of card a question names as
#: what the card acts on: monsters are in the Monster Zones, Spells and Traps in the Spell &
#: Trap Zones and the Field Zone (``field``); ``on_field`` is every card on the field.
_ZONES_OF: dict[str, frozenset[str]] = {
    **{k: frozenset({"monsters", "on_field"}) for k in ("monster", "monster-card")},
    **{k: frozenset({"spell_trap", "field", "on_field"}) for k in ("spell-card", "trap-card")},
}


@dataclass(frozen=True)
class _Wanted:
    """What a question says an action takes: the zones the cards are in (any, if empty),
    the face and battle position of the monsters, their Level."""

    zones: set[str]
    states: set[tuple[str, str]]
    level: int | None = None
    #: "you" when the question asks about the asker's own cards ("¿también las mías?")
    side: str | None = None

    def anything(self) -> bool:
        return not self.zones and self.states == _ALL_STATES and self.level is None and self.side is None


def _steps(card: dict[str, Any]) -> list[tuple[dict[str, Any], str, Any]]:
    """Every operation of the card's effects (a ``do`` step given as ``{op: value}``), with
    its effect and its value (a selector, an amount, the Summon's details)."""
    return [(effect, op, value) for effect in card.get("effects") or []
            for step in effect.get("do") or [] if isinstance(step, dict)
            for op, value in step.items()]


def _selector(effect: dict[str, Any], value: Any) -> Any:
    """What an operation takes: its own selector, or the effect's target when it acts on
    its targets (``special_summon: {what: targets}``)."""
    if value == "targets" or (isinstance(value, dict) and value.get("what") == "targets"):
        return effect.get("target") or value
    return value


def _answered(effect: dict[str, Any], value: Any) -> dict[str, Any] | None:
    """The card an operation on the previous Chain Link acts on, as the effect's condition
    describes it (``previous_link: {kind: trap}``: "when a Trap Card is activated"); None
    for an operation on other cards."""
    if value == "previous_link" or (isinstance(value, dict) and value.get("what") == "previous_link"):
        return dict((effect.get("condition") or {}).get("previous_link") or {})
    return None


def _answers_kind(answered: dict[str, Any], concept: str) -> bool:
    """Whether a card of the kind ``concept`` names is one the condition lets the effect
    answer (a condition naming only a kind of card answers every subtype of it).

    >>> _answers_kind({"kind": "trap"}, "counter-trap-card"), _answers_kind({"kind": "spell"}, "trap-card")
    (True, False)
    """
    kind, subtype, _mtype = _CARD_KINDS[concept]
    return (answered.get("kind") in (None, kind)
            and (subtype is None or answered.get("subtype") in (None, subtype)))


def _takes(selector: Any, wanted: _Wanted) -> bool | None:
    """Whether a selector takes the cards a question names: in one of its zones, in each
    of its monster states, of its Level. None when it takes some and not others, or when
    it is no selector."""
    if not isinstance(selector, dict) or "zone" not in selector:
        return True if wanted.anything() else None
    if wanted.zones and selector["zone"] not in wanted.zones:
        return False
    if wanted.side == "you" and selector.get("side", "both") == "opponent":
        return False  # "my own cards too?" of an effect on the opponent's cards alone
    found = selector.get("filter") or {}
    if wanted.level is not None and not (found.get("level_min", 0) <= wanted.level
                                         <= found.get("level_max", 99)):
        return False
    if wanted.states == _ALL_STATES:
        return True
    face = selector.get("face", "any")
    position = found.get("position")
    taken = {(f, p) for f, p in wanted.states if face in ("any", f) and position in (None, p)}
    return True if taken == wanted.states else False if not taken else None


#: The asker's own cards, after the verb ("¿también las mías?", "anche le mie?", "mine too?").
_MINE = re.compile(r"\b(?:las mias|los mios|le mie|i miei|as minhas|os meus|mine|my own)\b")


def effect_asked(ctx: Context, card: dict[str, Any], asks: str) -> tuple[tuple[str, ...], bool] | None:
    """ "Can Number 39: Utopia negate an attack?": the action asked about (as concepts) and
    whether one of the card's effects does it, read from the card library.  Only for a
    question whose card is the subject of the action and that names no condition the
    card's data does not tell.  What the question says the action takes is compared with
    what the effect's selector (or its target) takes: "does Lightning Vortex destroy
    face-down monsters?" (face and battle position), "can Heavy Storm destroy monsters?"
    (the kind of card named after the verb, by its zone), "can Junk Synchron Summon a
    Level 3 monster from the Graveyard?" (the place named and the Level)."""
    if asks != "yes_no":
        return None
    named = set(ctx.concepts)
    action = next((key for key in sorted(_DOES, key=len, reverse=True) if set(key) <= named), None)
    # ("on the field", where every effect of the library acts, narrows nothing)
    if action is None or not named - set(action) <= (_PLAIN_CONCEPTS | set(_CARD_KINDS) | set(_STATES)
                                                      | set(_PLACES) | {"level", "field"}):
        return None
    card_at = int(card.get("_pos", 0))
    verb_at = min((m.start for m in ctx.mentions if m.key in action and m.start > card_at), default=None)
    if verb_at is None or _PASSIVE.search(fold(ctx.question[card_at:verb_at])):
        return None
    level = _LEVEL.search(ctx.folded[verb_at:])
    if "level" in named and level is None:
        return None  # a Level named without its number
    ops = set(_DOES[action])
    selectors = [_selector(effect, value) for effect, op, value in _steps(card)
                 if op in ops and value != "this"]
    unmodelled = bool((card.get("notes") or {}).get("effects"))
    if not selectors:
        # an effect the library does not model may do it: the data cannot say no
        return None if unmodelled else (action, False)
    states = set(_ALL_STATES)
    for concept in named & set(_STATES):
        states &= _STATES[concept]
    after = [m.key for m in ctx.mentions if m.start > verb_at]
    objects = {k for k in after if k in _ZONES_OF}
    places = {_PLACES[k] for k in after if k in _PLACES}
    zones = places or (set().union(*(_ZONES_OF[k] for k in objects)) if objects else set())
    wanted = _Wanted(zones, states, int(level.group(1)) if level else None,
                     "you" if _MINE.search(ctx.folded[verb_at:]) else None)
    qualifiers = tuple(sorted(named & (set(_STATES) | set(_PLACES) | {"level"})) + sorted(objects))
    answered = [_answered(effect, value) for effect, op, value in _steps(card) if op in ops]
    # (a monster named in passing, "when my monster attacks", is no kind asked about)
    kinds = tuple(dict.fromkeys(k for k in after if k in _CARD_KINDS and k != "monster"))
    if answered and None not in answered and kinds and not places and states == _ALL_STATES:
        # "can Seven Tools of the Bandit negate a Trap?": the kind of card the effect answers
        fits = {all(_answers_kind(a, k) for k in kinds) for a in answered if a is not None}
        asked = qualifiers + tuple(k for k in kinds if k not in qualifiers)
        if True in fits:
            return action + asked, True
        if not unmodelled:
            return action + asked, False
    if wanted.anything():
        return action, True
    verdicts = {_takes(selector, wanted) for selector in selectors}
    if True in verdicts:
        return action + qualifiers, True
    if verdicts == {False} and not unmodelled:
        return action + qualifiers, False
    return None  # some of what is named is taken and some not: the data does not decide


#: The Summon of a card's effect (its ``do`` step) each kind of material is for.
_MATERIAL_OF = {"fusion-material": ("fusion_summon", "fusion-summon"),
                "synchro-material": ("synchro_summon", "synchro-summon"),
                "xyz-material": ("xyz_summon", "xyz-summon")}
#: The places a question may name as where materials come from, and the data's name of
#: each (``materials_from``: those an action takes from, and the Monster Zones).
_MATERIAL_PLACES = {**_PLACES, "field": "monsters", "monster-zone": "monsters"}


def materials_asked(ctx: Context, card: dict[str, Any], asks: str) -> tuple[tuple[str, ...], bool] | None:
    """ "¿Puedo usar monstruos del Cementerio como Material de Fusión con Polimerización?":
    whether the card's Summon takes its materials from the one place the question names,
    read from the places its data lists (Polymerization: the hand and the field)."""
    if asks != "yes_no":
        return None
    named = set(ctx.concepts)
    material = next((m for m in _MATERIAL_OF if m in named), None)
    places = [c for c in named if c in _MATERIAL_PLACES]
    if material is None or len(places) != 1:
        return None
    op, summon = _MATERIAL_OF[material]
    if not named - {material, summon, places[0]} <= _PLAIN_CONCEPTS:
        return None  # a condition the card's data does not tell
    froms = [value["materials_from"] for _effect, name, value in _steps(card)
             if name == op and isinstance(value, dict) and value.get("materials_from")]
    if not froms:
        return None
    return (material, places[0]), any(_MATERIAL_PLACES[places[0]] in taken for taken in froms)


def has_effect_asked(ctx: Context, card: dict[str, Any], asks: str) -> bool | None:
    """ "¿Wattcoladragón tiene algún efecto?": whether the card has an effect, from its kind
    and types: every Spell and Trap Card has one (000:1170), an Effect Monster has one and a
    Normal Monster none (000:246, 000:262)."""
    if asks != "yes_no" or not set(ctx.concepts) <= {"card-effect", "monster-effect", "card", "monster"}:
        return None
    if not {"card-effect", "monster-effect"} & set(ctx.concepts) or not _HAVE.search(ctx.folded):
        return None
    types = set(card.get("monster_type") or [])
    return (card.get("kind") in ("spell", "trap") or bool(card.get("effects"))
            or bool(types - {"normal", "token"} - _MATERIAL_ONLY_TYPES))


#: The concepts of a card's printed values and the field of the card data that holds each.
_STATS = {"atk": "atk", "original-atk": "atk", "def": "def", "level": "level", "rank": "rank",
          "pendulum-scale": "scale"}


#: "How much attack…" (folded): the amount of a monster's ATK, said in words.
_HOW_MUCH_ATTACK = re.compile(r"\b(?:quanto|quanta|cuanto|cuanta|how much)\s+(?:de\s+|di\s+)?"
                              r"(?:attacco|ataque|attack)\b")


def stat_asked(ctx: Context, card: dict[str, Any], asks: str) -> tuple[str, int] | None:
    """ "¿Cuánta DEF tiene el Mago Contemplaestrellas?": the printed value the question names
    (ATK, DEF, Level, Rank, Pendulum Scale), from the card's data, when it names one and
    asks how much or what it is ("what Level is Wattaildragon?")."""
    if asks not in ("number", "text"):
        return None
    concepts = list(ctx.concepts)
    if "attack" in concepts and _HOW_MUCH_ATTACK.search(ctx.folded):
        # "quanto attacco ha il Wattcodadrago?": the amount of attack is its ATK
        concepts = ["atk" if c == "attack" else c for c in concepts]
    named = [c for c in concepts if c in _STATS]
    fields = {_STATS[c] for c in named}
    if len(fields) != 1 or set(concepts) - set(_STATS) - {"card", "monster", "monster-card"}:
        return None
    value = card.get(next(iter(fields)))
    return (named[0], value) if isinstance(value, int) else None


#: "How many times per turn…?" in the four languages (folded).
_TIMES_PER_TURN = re.compile(r"\b(?:cuantas veces|quante volte|quantas vezes|how many times|how often)\b"
                             r".*\b(?:turno|turn)\b")
#: A card text's limit of uses per turn: the number of times, per language of the text.
_PER_TURN_LIMITS = {
    1: re.compile(r"\b(?:once per turn|una vez por turno|una volta per turno|uma vez por turno)\b"),
    2: re.compile(r"\b(?:twice per turn|dos veces por turno|due volte per turno|duas vezes por turno)\b"),
}


def uses_per_turn_asked(ctx: Context, card: dict[str, Any], asks: str) -> int | None:
    """ "¿Cuántas veces por turno puedo usar el efecto de Mago Contemplaestrellas?": the limit
    its text or effect data give ("Once per turn": 1). A card whose text gives none is not
    answered here: no limit written may still be limited by a rule."""
    if asks != "number" or not _TIMES_PER_TURN.search(ctx.folded):
        return None
    found: set[int] = set()
    for text in (card.get("text") or {}).values():
        found |= {n for n, pattern in _PER_TURN_LIMITS.items() if pattern.search(fold(str(text)))}
    if any(effect.get("once_per_turn") for effect in card.get("effects") or []):
        found.add(1)
    return found.pop() if len(found) == 1 else None


#: Paying, in the four languages (folded): "how many LP do I pay…", "quanti LP devo pagare".
_PAY = re.compile(r"\b(?:pag\w*|pay\w*|cost\w*|custa\w*|cuesta\w*)\b")


def cost_asked(ctx: Context, card: dict[str, Any], asks: str) -> int | None:
    """ "¿Cuántos LP tengo que pagar para usar el efecto de Demise?": the Life Points the
    card's effect costs, from its data (``cost: {pay_lp: 2000}``), when the question asks
    how many LP are paid (what the effect then does may be named too) and its effects cost
    one amount."""
    named = set(ctx.concepts)
    if asks != "number" or "life-points" not in named:
        return None
    if "cost" not in named and not _PAY.search(ctx.folded):
        return None
    amounts = {int(effect["cost"]["pay_lp"]) for effect in card.get("effects") or []
               if isinstance(effect.get("cost"), dict) and isinstance(effect["cost"].get("pay_lp"), int)}
    return amounts.pop() if len(amounts) == 1 else None


def answer_card(ctx: Context, card: dict[str, Any], asks: str,
                kind: tuple[str, bool] | None = None,
                does: tuple[tuple[str, ...], bool] | None = None,
                has_effect: bool | None = None,
                per_turn: int | None = None,
                stat: tuple[str, int] | None = None,
                cost: int | None = None) -> dict[str, Any]:
    """A card of the library: its text in the question's language and where the rule texts
    name it; with ``kind``, first whether it is of that kind of card (yes or no); with
    ``does``, whether one of its effects does that action (yes or no); with ``has_effect``,
    whether it has an effect at all; with ``per_turn``, how many times per turn its text
    lets it be used; with ``stat``, the printed value asked (its concept and number); with
    ``cost``, the Life Points its effect costs."""
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
    if does is not None:
        action, done = does
        what = " + ".join(ctx.knowledge.label(c, lang) for c in action)
        lines.insert(0, T["yes" if done else "no"][lang] + " "
                     + T["card_does" if done else "card_does_not"][lang].format(card=names[0], action=what))
    if has_effect is not None:
        verdict = T["card_has_effect" if has_effect else "card_has_no_effect"][lang]
        lines.insert(0, T["yes" if has_effect else "no"][lang] + " " + verdict.format(card=names[0]))
    if stat is not None:
        concept, number = stat
        lines.insert(0, f"{number}. " + T["card_stat"][lang].format(
            card=names[0], stat=ctx.knowledge.label(concept, lang), value=number))
    if cost is not None:
        lines.insert(0, f"{cost}. " + T["card_cost"][lang].format(card=names[0], lp=cost))
    if per_turn is not None:
        lines.insert(0, f"{per_turn}. " + T["card_per_turn"][lang].format(card=names[0], times=per_turn))
    if text_lang != lang:
        lines[-1] += " " + T["in_lang"][lang].format(lang=LANG_NAMES[text_lang][lang])
    ids = [f"{m['source']}:{line}" for m in card.get("mentions") or [] for line in m.get("lines") or []]
    order = {src: i for i, src in enumerate(OFFICIAL + ("001", "002", "003"))}

    def where(sid: str) -> tuple[bool, int]:
        section = ctx.index.corpus.get(sid)
        return (section is None or section.lang != lang, order.get(sid.split(":")[0], 9))

    if kind is not None:
        ids += ctx.knowledge.definitions(kind[0])[:1]
    if has_effect is not None:
        ids = ["000:262" if has_effect else "000:246"] + ids
    citations = citations_of(ctx, sorted(ids, key=where))[:6]
    short: dict[str, Any] = {"kind": asks if asks in ("yes_no", "number", "list") else "text", "value": None}
    if kind is not None:
        short["value"] = kind[1]
    if does is not None:
        short["value"] = does[1]
    if has_effect is not None:
        short["value"] = has_effect
    if per_turn is not None:
        short["value"] = per_turn
    if stat is not None:
        short["value"] = stat[1]
    if cost is not None:
        short["value"] = cost
    return respond(
        ctx,
        "card_question",
        "\n".join(lines),
        short,
        citations,
        parallels_of(ctx, [c["section_id"] for c in citations[:2]]),
        [],
        None,
        {"kind": "card", "name": card["name"]},
    )


#: Least similarity (rapidfuzz ratio, folded) for a card name of the library to be offered
#: for a name the library does not know ("Tempesta Pesante" → "Tempesta Potente").
CARD_SUGGESTION_SCORE = 75


def closest_card_name(ctx: Context, name: str) -> str | None:
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


#: A quoted text this long that starts in lower case is card text, not a card's name.
CARD_TEXT_WORDS = 4


def unknown_card(ctx: Context) -> str | None:
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
    what_does = _WHAT_DOES.search(ctx.folded)
    if what_does and re.search(r"\b(mean|means|significa|significato|vuol dire|quer dizer)\b", ctx.folded):
        what_does = None
    if what_does and not names:
        start, end = what_does.span(1)
        names.append(ctx.question[start:end].strip(" \"'«»“”"))
    for name in names:
        if len(name.split()) < 2 and not QUOTED.search(ctx.question):
            continue
        if name[:1].islower() and len(name.split()) >= CARD_TEXT_WORDS:
            continue  # card text quoted («añade a tu mano 1 monstruo…»), not a card's name
        found = ctx.knowledge.spot(name, ctx.lang)
        # a quoted rules term ("desterrar"), the whole of what is quoted, is no card
        term = any(m.start == 0 and m.end >= len(name.rstrip()) for m in found.mentions)
        if not found.cards and not term:
            return name
    return None
