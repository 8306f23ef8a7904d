"""Reading the YAML or JSON documents people send Judge (scenarios, decks).

YAML is read with ``yaml.safe_load`` only (it is a superset of JSON), and a malformed
document is a :class:`DocumentError` whose message says where it breaks.
"""

from __future__ import annotations

from typing import Any

import yaml


class DocumentError(ValueError):
    """A document that cannot be read; the message names the line and column."""


def load_document(text: str, what: str = "The document") -> Any:
    """The data of a YAML (or JSON) text.

    >>> load_document("lp: {A: 8000}")
    {'lp': {'A': 8000}}
    >>> load_document("state: [unclosed", "The scenario")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    judge.documents.DocumentError: The scenario is not valid YAML at line 1, column 17: ...
    """
    try:
        return yaml.safe_load(text)
    except RecursionError:
        raise DocumentError(f"{what} is nested too deeply.") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "malformed YAML"
        raise DocumentError(f"{what} is not valid YAML{where}: {problem}.") from None
