"""One reader for situations described in words (board, plays in order, what is asked).

:func:`read` turns a question into a :class:`~judge.qa.reader.model.Reading`;
:func:`~judge.qa.reader.model.build_scenario` makes it an engine scenario and
:func:`~judge.qa.reader.model.answer_from` reads the asked value from the engine's result.
"""

import re
from typing import Any

from judge.nlp.pipelines import fold
from judge.qa.reader.model import (
    Asked,
    Monster,
    Play,
    Reading,
    answer_from,
    build_scenario,
    searches,
    value_of,
)
from judge.qa.reader.read import clauses, read, tag
from judge.qa.situation import Situation

__all__ = ["Asked", "Monster", "Play", "Reading", "answer_from", "build_scenario", "read", "situation"]


def _face_down_monster_dropped(text: str, lang: str, reading: Reading) -> bool:
    """Whether the question says a monster is face-down and the reading has none so (a
    monster Summoned or Set from the hand, "Can I Set a Level 7 monster with two
    Tributes?", is the play the word names: the same Tributes as its Summon, 000:512)."""
    if any(m.position == "set" for m in reading.monsters) or any(
            p.do in ("summon", "set_monster") for p in reading.plays):
        return False
    return any("face_down" in t.tags and any("mon" in o.tags for o in clause)
               for clause in clauses(tag(text, lang)) for t in clause)


#: A Level given as a range ("nivel 5 o más", "Level 5 or higher", "livello 5 o superiore",
#: "nível 5 pra cima"), folded: no one monster of the board, so nothing to play.
_LEVEL_RANGE = re.compile(r"\b(?:nivel|level|livello|lv|lvl)\s*\d+\s*(?:(?:o|or|ou)\s+"
                          r"(?:mas|more|higher|above|superior|superiore|piu|mais|maior)"
                          r"|(?:pra|para) cima|in su|\+)")


#: What a "which…?" question may ask that the engine gives as a list or a number: the
#: Phases, a Chain Link, a Level ("qual o nível do Synchro…?", "which Level at most…?").
_WHICH_ASKED = frozenset({"phases", "link_of", "first_link", "extra_level", "pendulum_level"})


def situation(text: str, lang: str, cards: list[dict[str, Any]], asks: str) -> Situation | None:
    """The situation of a question as :mod:`judge.qa.simulated` plays it, when this reader reads
    the question whole (else None, and the per-kind readers of :mod:`judge.qa.situation` try).

    ``asks`` is the kind of short answer the question wants; a reading that asks for
    another kind is not taken (the question says something this reader did not follow).
    """
    if _LEVEL_RANGE.search(fold(text)):
        return None
    # (a question is asked whether or not it ends in "?": "…then it got destroyed, does it go
    # to his graveyard" asks in its last clause)
    reading = read(text if "?" in text else text.rstrip(" .!") + "?", lang)
    if reading is None or reading.asked is None:
        return None
    if _face_down_monster_dropped(text, lang, reading):
        return None  # ("a face-down monster as Synchro Material": not the board read)
    kind = reading.asked.kind
    # ("which resolves first?" asks a text that the order of a Chain of two plays or more tells)
    chain = reading.asked.what == "order" and sum(p.do == "activate" for p in reading.plays) >= 2
    if asks != kind and not (asks == "yes_no" and reading.asked.what in ("damage", "lp")) and not (
            asks == "text" and (reading.asked.what in _WHICH_ASKED or chain)):
        return None
    # "Does my opponent take damage?": yes or no, from the damage the engine deals
    takes_damage = asks == "yes_no" and reading.asked.what == "damage"
    if takes_damage:
        kind = "yes_no"
    scenario = build_scenario(reading)
    battles = [p for p in reading.plays if p.do == "attack"]
    facts: dict[str, Any] = {"reading": reading}
    search = searches(reading)
    if search is not None:
        facts["search"] = [build_scenario(r) for r in search]
    intent = _turn_intent(reading)
    if (intent is not None or any(c.name is None for c in reading.cards)) and kind != "list":
        facts["general"] = _general(reading)  # (a list, the Phases in order, is the engine's to give)
    if intent is not None:
        pass
    elif any(p.do == "pendulum" for p in reading.plays):
        intent = "pendulum_summon"
    elif any(p.do == "synchro" for p in reading.plays):
        intent = "synchro_summon"
    elif any(p.do == "xyz" for p in reading.plays):
        intent = "xyz_summon"
    elif any(p.do == "summon" for p in reading.plays):
        intent = "tribute_summon"
    elif reading.asked.what == "allowed" and any(p.do == "activate" for p in reading.plays):
        intent = "spell_speed"
    elif reading.asked.what == "order":
        intent = "chain_order"
    elif reading.asked.what == "what_happens" and any(p.do == "activate" for p in reading.plays):
        intent = "chain"
    elif reading.asked.what in ("links", "link_of", "first_link"):
        intent = "chain"
    elif reading.asked.what == "wins":
        intent = "win_condition"
    elif any(reading.monsters[p.attacker].piercing for p in battles if p.attacker is not None):
        intent = "piercing"
    elif battles and all(p.target is None for p in battles):
        intent = "direct_attack"
    else:
        intent = "battle_damage"

    if intent == "exodia":
        from judge.qa.reader.model import exodia_pieces

        facts["pieces"] = max(len(v) for v in reading.hand_cards.values())
        facts["of"] = len(exodia_pieces())

    def value(result: Any) -> Any:
        amount = value_of(reading, result)
        return amount > 0 if takes_damage and isinstance(amount, int) else amount

    return Situation(intent, scenario, kind, value, facts)


#: Plays of the turn (beyond battles, Chains and Summons) and the question kinds they make.
_TURN_PLAYS = {"flip_summon": "flip_summon", "set_monster": "set_monster",
               "change_position": "position_change", "take_control": "control", "destroy": "control",
               "bounce": "replay", "tribute": "control", "appears": "replay", "revive": "summon"}


def _turn_intent(reading: Reading) -> str | None:
    """The kind of question a reading of a turn's plays is (None: a battle, a Chain or a
    Summon, as :func:`situation` names them)."""
    assert reading.asked is not None
    what = reading.asked.what
    dos = [p.do for p in reading.plays]
    asked = {"where": "control", "goes_to": "control", "discard_count": "hand_limit",
             "discards": "hand_limit", "draws": "first_turn", "replay": "replay",
             "spell_speed": "spell_speed", "draw_game": "win_condition", "winner": "win_condition",
             "phases": "phases", "negated": "chain", "applies": "chain"}
    if what in asked:
        return asked[what]
    if reading.phase == "damage":
        return "damage_step"
    if reading.deck:
        return "win_condition"
    if reading.hand_cards:
        return "exodia"
    for do, intent in _TURN_PLAYS.items():
        if do in dos:
            return intent
    if reading.first_turn:
        return "first_turn"
    activated = [reading.cards[p.card] for p in reading.plays if p.do == "activate" and p.card is not None]
    if len(activated) >= 2 and not reading.phase and not reading.turn_of and "set_card" not in dos:
        return None  # a Chain: one card responding to another (Spell Speeds)
    if any(c.set_when == "this_turn" for c in activated) or "set_card" in dos and activated:
        plain_spell = all(c.kind == "spell" and c.subtype == "normal" for c in activated)
        return "set_spell_activation" if plain_spell else "set_activation"
    attackers = [reading.monsters[p.attacker] for p in reading.plays
                 if p.do == "attack" and p.attacker is not None]
    if any(m.position != "attack" for m in attackers):
        return "attack_position"
    if attackers and (len(attackers) > len({id(m) for m in attackers}) or any(m.came for m in attackers)):
        return "battle"
    if activated and (reading.phase or reading.turn_of or any(c.name is None for c in activated)):
        return "activation" if all(c.name is None for c in activated) or len(activated) == 1 else None
    if "phase" in dos:
        return "phases"
    if "set_card" in dos or reading.phase or reading.turn_of or any(
            m.came for m in reading.monsters) or any(c.name is None or c.set_when for c in reading.cards):
        return "activation" if activated else "turn_play"
    return None


def _general(reading: Reading) -> bool:
    """A reading made of no number the question gives (no stats, LP, Levels, hand sizes): a
    question about the rules in general, that a ruling answers first when one decides it."""
    if reading.lp or reading.hand or reading.scales:
        return False
    return all(m.atk is None and m.defense is None and m.level is None for m in reading.monsters)
