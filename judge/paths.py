"""Where Judge finds its inputs and keeps what it builds."""

from __future__ import annotations

import os
from pathlib import Path

#: The checkout (Judge is installed in editable mode, so the package sits in it).
ROOT = Path(__file__).resolve().parents[1]
#: The rule texts, manifests, concepts, cards and rulings.
CORPUS_DIR = ROOT / "rules_corpus"
#: Jinja templates of the web app.
TEMPLATES_DIR = ROOT / "templates"


def data_dir() -> Path:
    """The data directory: ``$JUDGE_DATA`` if set, else ``instance/`` in the checkout."""
    configured = os.environ.get("JUDGE_DATA")
    path = Path(configured) if configured else ROOT / "instance"
    path.mkdir(parents=True, exist_ok=True)
    return path
