"""One reader for situations described in words (board, plays in order, what is asked).

:func:`read` turns a question into a :class:`~judge.qa.reader.model.Reading`;
:func:`~judge.qa.reader.model.build_scenario` makes it an engine scenario and
:func:`~judge.qa.reader.model.answer_from` reads the asked value from the engine's result.
"""

from judge.qa.reader.model import Asked, Monster, Play, Reading, answer_from, build_scenario
from judge.qa.reader.read import read

__all__ = ["Asked", "Monster", "Play", "Reading", "answer_from", "build_scenario", "read"]
