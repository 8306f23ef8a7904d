"""Interface languages: every label in es, it, pt and en, chosen per request.

The language is, in order: ``?lang=xx`` (the switcher, remembered in a cookie; a form
posted by the switcher of a page that keeps what is being edited carries it as the
field ``lang``), the cookie, the browser's ``Accept-Language``, English.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml
from flask import g, request
from werkzeug.exceptions import HTTPException

UI_LANGS = ("es", "it", "pt", "en")
LANG_NAMES = {"es": "Español", "it": "Italiano", "pt": "Português", "en": "English"}
COOKIE = "judge_lang"


@lru_cache(maxsize=1)
def labels() -> dict[str, dict[str, str]]:
    data = yaml.safe_load((Path(__file__).with_name("labels.yaml")).read_text(encoding="utf-8"))
    for key, values in data.items():
        missing = [lang for lang in UI_LANGS if not values.get(lang)]
        if missing:
            raise ValueError(f"label {key!r} has no text in {', '.join(missing)}")
    return data


def asked_lang() -> str | None:
    """The language the switcher asked for in this request, if any."""
    asked = request.args.get("lang")
    if asked is None and request.method == "POST" and request.mimetype in (
            "application/x-www-form-urlencoded", "multipart/form-data"):
        try:
            asked = request.form.get("lang")
        except HTTPException:       # a body too large to read: the error page asks too
            return None
    return asked


def ui_lang() -> str:
    """The interface language of the current request."""
    if "ui_lang" in g:
        return str(g.ui_lang)
    asked = asked_lang()
    if asked in UI_LANGS:
        chosen = asked
    elif request.cookies.get(COOKIE) in UI_LANGS:
        chosen = str(request.cookies.get(COOKIE))
    else:
        chosen = request.accept_languages.best_match(UI_LANGS) or "en"
    g.ui_lang = chosen
    return chosen


def t(key: str, lang: str | None = None) -> str:
    """The label ``key`` in ``lang`` (default: the request's interface language)."""
    return labels()[key][lang or ui_lang()]
