"""Turning a situation described in a question into a scenario for the rules engine.

The one situation reader (:mod:`judge.qa.reader`) reads a question first: battles, several
attacks in a row, direct attacks, piercing, library monsters, Chains of named cards or of
cards by their kind and their Spell Speeds, Tribute, Synchro (with Levels or Tuners
counted), Xyz and Pendulum Summons, Extra Deck monsters Special Summoned from the
Graveyard, Sets, Flip Summons, position changes, Phases (and the Phases of a whole turn),
the Damage Step and the first turn, draws (from an empty Deck too), the End Phase hand
size, pieces of Exodia in the hand, both players at 0 LP at once, replays and control
changes. The one per-kind reader left in this module (:func:`extract`) reads what one
named Spell or Trap does on a board the question does not give: the situation reader
wants the board said, so it leaves that question.

:func:`judge.engine.simulate` plays the scenario of a :class:`Situation`, and
:attr:`Situation.read` turns the engine's result into the short answer. The rules
themselves (how much damage, which Spell Speed may respond) are the engine's: this module
only describes situations.

Monsters described only by numbers become inline cards with those stats; cards named in
the question come from the card library (names in every language it knows).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.nlp.pipelines import fold
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
    "Tribute": {"es": "Sacrificio", "it": "Tributo", "pt": "Tributo"},
    "Tribute Summoned Monster": {"es": "Monstruo Invocado por Sacrificio",
                                 "it": "Mostro Evocato tramite Tributo",
                                 "pt": "Monstro Invocado por Tributo"},
    "Card in hand": {"es": "Carta en la mano", "it": "Carta in mano", "pt": "Card na mão"},
    "Opponent's card in hand": {"es": "Carta en la mano del adversario", "it": "Carta in mano all'avversario",
                                "pt": "Card na mão do oponente"},
}


def _inline(
    name: str,
    atk: int | None,
    defense: int | None,
    level: int = 4,
    effects: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
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


def _base_state(turn: int = 3, phase: str = "main1") -> dict[str, Any]:
    return {
        "turn": turn,
        "turn_player": "A" if turn % 2 == 1 else "B",
        "phase": phase,
        "players": {"A": {}, "B": {}},
    }


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


_ACTIVATE = re.compile(r"\b(activ\w*|attiv\w*|ativ\w*|jugar|giocare|usar|usare|use)\b")


def _stand_in(concept: str) -> dict[str, Any]:
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


_WHAT_HAPPENS_Q = re.compile(
    r"\b(que pasa|que sucede|cosa succede|che succede|o que acontece|what happens|quais|cuales|quali"
    r"|which|que monstruos|que cartas|quanti|cuantos|cuantas|how many)\b"
)


def _activate_effect(text: str, cards: Sequence[dict[str, Any]], asks: str) -> Situation | None:
    """ "Se eu ativar Buraco Negro, quais monstros são destruídos?": one named Spell or Trap
    activated on a board with cards on both sides, and what its effect does there."""
    named = [c for c in cards if c.get("kind") in ("spell", "trap")]
    if asks == "yes_no" or len(named) != 1 or len(cards) != 1:
        return None
    if not (_ACTIVATE.search(text) and _WHAT_HAPPENS_Q.search(text)):
        return None
    card = named[0]
    if not card.get("effects") or card.get("subtype") in ("equip", "field", "ritual", "continuous"):
        return None
    state = _base_state(3, "main1")
    mine, theirs = state["players"]["A"], state["players"]["B"]
    if card["kind"] == "trap":
        mine["spell_trap"] = [{"card": card["name"], "id": "card", "face": "down", "set_turn": 1}]
        ref = "card"
    else:
        mine["hand"] = [card["name"]]
        ref = card["name"]
    mine["monsters"] = [{"card": "Your Monster", "id": "a1", "position": "attack"}]
    mine["graveyard"] = ["Your Monster"]
    theirs["monsters"] = [{"card": "Opponent's Monster", "id": "b1", "position": "attack"},
                          {"card": "Opponent's Monster", "id": "b2", "position": "defense"}]
    theirs["spell_trap"] = [{"card": "Opponent's Set Card", "id": "b3", "face": "down", "set_turn": 2}]
    scenario = {
        "version": 1,
        "title": f"Activating {card['name']} on a board with cards on both sides",
        "cards": [
            _inline("Your Monster", 1500, 1200),
            _inline("Opponent's Monster", 1600, 1000),
            {"name": "Opponent's Set Card", "kind": "trap", "subtype": "normal",
             "names": {"es": "Carta Colocada del adversario", "it": "Carta Posizionata dell'avversario",
                       "pt": "Card baixado do oponente"},
             "effects": [{"type": "activation", "do": [{"draw": 1}]}]},
        ],
        "state": state,
        "actions": [{"player": "A", "do": "activate", "card": ref}],
    }

    def read(result: dict[str, Any]) -> Any:
        return None

    return Situation("card_effect", scenario, "text", read)


def extract(
    text: str, lang: str, concepts: Sequence[str], cards: Sequence[dict[str, Any]], asks: str
) -> Situation | None:
    """The situation a question describes, or None when it describes none.

    ``cards`` are card library entries named in the question (with ``_mention``, the
    text that named them, and ``_pos``, where), in text order; ``asks`` is the kind of
    short answer the question wants (``yes_no``, ``number``, ``list`` or ``text``).
    """
    # "1.800 ATK", "2,000 LP": thousands separators off
    folded = re.sub(r"(?<=\d)[.,](?=\d{3}\b)", "", fold(text))
    for attempt in (
        lambda: _activate_effect(folded, cards, asks),
    ):
        situation = attempt()
        if situation is not None:
            return situation
    return None
