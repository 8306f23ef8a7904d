"""Questions: language detection, terms, intent, situations, retrieval and answers.

``ask(question, lang=None)`` is the function behind ``POST /api/ask`` and ``judge ask``.
"""

from judge.qa.answer import MAX_QUESTION_CHARS, QuestionError, ask, check_question, warm_up

__all__ = ["MAX_QUESTION_CHARS", "QuestionError", "ask", "check_question", "warm_up"]
