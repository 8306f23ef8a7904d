"""Questions: language detection, terms, intent, situations, retrieval and answers.

``ask(question, lang=None)`` is the function behind ``judge ask``; ``POST /api/ask`` and
the Ask page call it through ``cached_ask``, which keeps the latest answers.
"""

from judge.qa.answer import MAX_QUESTION_CHARS, QuestionError, ask, cached_ask, check_question, warm_up

__all__ = ["MAX_QUESTION_CHARS", "QuestionError", "ask", "cached_ask", "check_question", "warm_up"]
