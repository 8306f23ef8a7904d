"""Limits on one simulation, so that no scenario can make the engine allocate or work
without bound.

Size limits are part of the scenario schema (a larger scenario is an input error
naming the path); the work budget is checked while the scenario plays
(:class:`~judge.engine.errors.SimulationLimitError`).  The numbers are far above any
real game situation: a Main Deck holds 40 to 60 cards (000:95), a field 5 + 5 + 1 + 2
cards (000:154-188).
"""

from __future__ import annotations

import time

from .errors import SimulationLimitError

#: Actions in one scenario.
MAX_ACTIONS = 200
#: Cards named in one list of a player (hand, Deck, Graveyard, banished, Extra Deck).
MAX_LIST = 100
#: Unknown cards in a Deck given as a count.
MAX_DECK_COUNT = 100
#: Cards defined inline in one scenario.
MAX_INLINE_CARDS = 100
#: Characters in one card name or reference.
MAX_NAME = 200
#: Life Points a player may start with (and the most a cost or an expectation names).
MAX_LP = 10**9
#: ATK, DEF and every amount of an effect (a change of ATK, damage, Life Points gained):
#: far above any real card (the highest ATK printed is 5000), small enough that sums of
#: them stay cheap numbers.
MAX_STAT = 1_000_000
#: Turn numbers.
MAX_TURN = 10**6
#: A count in an effect or an action (cards drawn, discarded, summoned, detached).
MAX_COUNT = 100
#: Effects of one card, and operations of one effect.
MAX_EFFECTS = 20
#: Characters of free text (a title, a note, a description, a card text).
MAX_TEXT = 10_000
#: Events one simulation may record (the total engine steps).
MAX_EVENTS = 2000
#: Seconds one simulation may run.
TIME_LIMIT = 2.0


class Budget:
    """The work left to one simulation: events and time."""

    __slots__ = ("deadline", "max_events")

    def __init__(self, seconds: float = TIME_LIMIT, max_events: int = MAX_EVENTS) -> None:
        self.deadline = time.monotonic() + seconds
        self.max_events = max_events

    def check(self, events: int) -> None:
        if events > self.max_events:
            raise SimulationLimitError(
                "events", f"the simulation recorded more than {self.max_events} events; "
                          "the scenario keeps the engine working without end")
        if events % 32 == 0 and time.monotonic() > self.deadline:
            raise SimulationLimitError(
                "time", f"the simulation ran longer than {TIME_LIMIT:g} s and was stopped")
