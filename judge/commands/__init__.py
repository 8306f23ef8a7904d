"""Commands of the ``judge`` CLI, one module per area (see :mod:`judge.cli`)."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import click


def emit_json(payload: Any) -> None:
    """Print ``payload`` as the API would return it."""
    click.echo(json.dumps(payload, ensure_ascii=False, indent=2))


def fail(message: str, code: int = 2) -> NoReturn:
    """Stop with a one-line reason on stderr (exit 2: bad usage or input)."""
    click.echo(f"judge: {message}", err=True)
    sys.exit(code)


LANGS = ("es", "it", "pt", "en")
