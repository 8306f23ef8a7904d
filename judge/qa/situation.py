"""What a situation read from a question is, and the parts its scenarios share.

A :class:`Situation` is a scenario for the rules engine and how to read the engine's
result as the short answer. The one situation reader (:mod:`judge.qa.reader`) makes them:
battles, several attacks in a row, direct attacks, piercing, library monsters, Chains of
named cards or of cards by their kind and their Spell Speeds, Tribute, Synchro (with
Levels or Tuners counted, or their Level asked), Xyz and Pendulum Summons, Extra Deck
monsters Special Summoned from the Graveyard, Sets, Flip Summons, position changes, Phases
(and the Phases of a whole turn), the Damage Step and the first turn, draws (from an empty Deck too), the End
Phase hand size, pieces of Exodia in the hand, both players at 0 LP at once, replays and
control changes; and a named Spell or Trap on a stand-in board when the question gives no
board (:mod:`judge.qa.reader.demonstration`). This module holds what their scenarios
share: the monsters that stand for those described by numbers (named in every language),
the cards that stand for a kind of card, the Phases' names, and the engine's refusals that
mean the rules forbid a play.

:func:`judge.engine.simulate` plays the scenario of a :class:`Situation`; the rules
themselves (how much damage, which Spell Speed may respond) are the engine's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.qa.knowledge import get_knowledge

# ---------------------------------------------------------------------------------------
# Words as players write them (folded: lower case, no accents).


#: Engine error rules that mean "the rules forbid what the question asks about".
FORBIDDING_RULES = frozenset(
    {
        "spell_speed",
        "set_this_turn",
        "not_your_turn",
        "not_set",
        "phase_timing",
        "normal_summon_limit",
        "tribute_count",
        "flip_summon_same_turn",
        "position_change",
        "first_turn_no_battle",
        "attack_position",
        "already_attacked",
        "direct_attack",
        "damage_step_activation",
        "synchro_materials",
        "xyz_materials",
        "fusion_materials",
        "ritual_tributes",
        "pendulum_scale",
        "not_properly_summoned",
        "chain_closed",
        "cannot_attack",
        "effect_forbids",
        "zone_full",
    }
)


@dataclass
class Situation:
    """A scenario read from a question, and how to read the engine's result."""

    intent: str
    scenario: dict[str, Any]
    asks: str  # yes_no | number | list | text
    read: Callable[[dict[str, Any]], Any]  # engine result -> short answer value
    facts: dict[str, Any] = field(default_factory=dict)


#: The names of the monsters a situation makes up, in es, it and pt (a number after the
#: name is kept: "Tribute 2" is "Sacrificio 2").
PLACEHOLDER_NAMES: dict[str, dict[str, str]] = {
    "Attacking Monster": {"es": "Monstruo atacante", "it": "Mostro attaccante", "pt": "Monstro atacante"},
    "Defending Monster": {"es": "Monstruo defensor", "it": "Mostro in difesa", "pt": "Monstro defensor"},
    "Monster": {"es": "Monstruo", "it": "Mostro", "pt": "Monstro"},
    "Extra Deck Monster": {"es": "Monstruo del Deck Extra", "it": "Mostro dell'Extra Deck",
                           "pt": "Monstro do Deck Extra"},
    "High Level Monster": {"es": "Monstruo de Nivel alto", "it": "Mostro di Livello alto",
                           "pt": "Monstro de Nível alto"},
    "Pendulum Summoned Monster": {"es": "Monstruo Invocado por Péndulo",
                                  "it": "Mostro Evocato tramite Pendulum",
                                  "pt": "Monstro Invocado por Pêndulo"},
    "Your Monster": {"es": "Tu monstruo", "it": "Il tuo mostro", "pt": "Seu monstro"},
    "Opponent's Monster": {"es": "Monstruo del adversario", "it": "Mostro dell'avversario",
                           "pt": "Monstro do oponente"},
    "Material": {"es": "Material", "it": "Materiale", "pt": "Material"},
    "Non-Tuner": {"es": "No Cantante", "it": "Non-Tuner", "pt": "Não-Tuner"},
    "Tuner Monster": {"es": "Monstruo Cantante", "it": "Mostro Tuner", "pt": "Monstro Regulador"},
    "Synchro Monster": {"es": "Monstruo de Sincronía", "it": "Mostro Synchro", "pt": "Monstro Synchro"},
    "Xyz Monster": {"es": "Monstruo Xyz", "it": "Mostro Xyz", "pt": "Monstro Xyz"},
    "Tribute": {"es": "Sacrificio", "it": "Tributo", "pt": "Tributo"},
    "Tribute Summoned Monster": {"es": "Monstruo Invocado por Sacrificio",
                                 "it": "Mostro Evocato tramite Tributo",
                                 "pt": "Monstro Invocado por Tributo"},
    "Card in hand": {"es": "Carta en la mano", "it": "Carta in mano", "pt": "Card na mão"},
    "Opponent's card in hand": {"es": "Carta en la mano del adversario", "it": "Carta in mano all'avversario",
                                "pt": "Card na mão do oponente"},
}


def inline_monster(
    name: str,
    atk: int | None,
    defense: int | None,
    level: int = 4,
    effects: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A monster of the scenario's own, described by its numbers (a Normal Monster, or an
    Effect Monster with ``effects``), named in every language when its name is one of
    :data:`PLACEHOLDER_NAMES` ("Your Monster 2" is "Tu monstruo 2")."""
    card: dict[str, Any] = {
        "name": name,
        "kind": "monster",
        "monster_type": "effect" if effects else "normal",
        "level": level,
        "atk": atk if atk is not None else 0,
        "def": defense if defense is not None else 0,
    }
    if effects:
        card["effects"] = effects
    base, _, number = name.rpartition(" ") if name[-1:].isdigit() else (name, "", "")
    names = PLACEHOLDER_NAMES.get(base)
    if names:
        card["names"] = {lang: f"{text} {number}".strip() for lang, text in names.items()}
    return card


# ---------------------------------------------------------------------------------------
# The kinds of situation.


#: Card kinds (concept ids) and the inline card that stands for each in a scenario.
#: The kinds of Spell and Trap (glossary concepts) and the card that stands for each.
KIND_CARDS: dict[str, dict[str, Any]] = {
    "counter-trap-card": {"kind": "trap", "subtype": "counter"},
    "continuous-trap-card": {"kind": "trap", "subtype": "continuous"},
    "normal-trap-card": {"kind": "trap", "subtype": "normal"},
    "quick-play-spell-card": {"kind": "spell", "subtype": "quick-play"},
    "continuous-spell-card": {"kind": "spell", "subtype": "continuous"},
    "equip-spell-card": {"kind": "spell", "subtype": "equip"},
    "field-spell-card": {"kind": "spell", "subtype": "field"},
    "ritual-spell-card": {"kind": "spell", "subtype": "ritual"},
    "normal-spell-card": {"kind": "spell", "subtype": "normal"},
    "trap-card": {"kind": "trap", "subtype": "normal"},
    "spell-card": {"kind": "spell", "subtype": "normal"},
}


def stand_in(concept: str) -> dict[str, Any]:
    """A card standing for any card of a kind: named as the glossary names the kind in each
    language, with an effect that does nothing the question is about (draw 1)."""
    knowledge = get_knowledge()
    return {
        "name": knowledge.label(concept, "en"),
        "names": {lang: knowledge.label(concept, lang) for lang in ("es", "it", "pt")},
        "effects": [{"type": "activation", "do": [{"draw": 1}]}],
    }


#: The Phases of a turn as the official rulebooks name them (000 and 004 keep the English names).
PHASE_NAMES = {
    "draw": "Draw Phase",
    "standby": "Standby Phase",
    "main1": "Main Phase 1",
    "battle": "Battle Phase",
    "main2": "Main Phase 2",
    "end": "End Phase",
}
