"""One reader for situations described in words (board, plays in order, what is asked).

:func:`read` turns a question into a :class:`~judge.qa.reader.model.Reading`;
:func:`~judge.qa.reader.model.build_scenario` makes it an engine scenario and
:func:`~judge.qa.reader.model.answer_from` reads the asked value from the engine's result.
"""

from typing import Any

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
from judge.qa.reader.read import read
from judge.qa.situation import Situation

__all__ = ["Asked", "Monster", "Play", "Reading", "answer_from", "build_scenario", "read", "situation"]


def situation(text: str, lang: str, cards: list[dict[str, Any]], asks: str) -> Situation | None:
    """The situation of a question as :mod:`judge.qa.answer` plays it, when this reader reads
    the question whole (else None, and the per-kind readers of :mod:`judge.qa.situation` try).

    ``asks`` is the kind of short answer the question wants; a reading that asks for
    another kind is not taken (the question says something this reader did not follow).
    """
    reading = read(text, lang)
    if reading is None or reading.asked is None:
        return None
    kind = reading.asked.kind
    if asks != kind and not (asks == "yes_no" and reading.asked.what in ("damage", "lp")):
        return None  # ("damage?" is read as a yes/no question, but asks for a number)
    scenario = build_scenario(reading)
    battles = [p for p in reading.plays if p.do == "attack"]
    facts: dict[str, Any] = {"reading": reading}
    search = searches(reading)
    if search is not None:
        facts["search"] = [build_scenario(r) for r in search]
    if any(p.do == "pendulum" for p in reading.plays):
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
    elif reading.asked.what == "links":
        intent = "chain"
    elif reading.asked.what == "wins":
        intent = "win_condition"
    elif any(reading.monsters[p.attacker].piercing for p in battles if p.attacker is not None):
        intent = "piercing"
    elif battles and all(p.target is None for p in battles):
        intent = "direct_attack"
    else:
        intent = "battle_damage"

    def value(result: Any) -> Any:
        return value_of(reading, result)

    return Situation(intent, scenario, kind, value, facts)
