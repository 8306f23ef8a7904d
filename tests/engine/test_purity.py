"""judge.engine imports nothing from spaCy, Flask or the rest of judge."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "judge" / "engine"
FORBIDDEN = ("spacy", "flask", "judge")


def test_engine_sources_import_only_engine_modules() -> None:
    files = sorted(ENGINE.glob("*.py"))
    assert files, "no engine sources found"
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top not in FORBIDDEN, f"{path.name} imports {name}"


def test_importing_engine_loads_no_forbidden_package() -> None:
    code = ("import sys, judge.engine; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('spacy', 'flask') "
            "or (m.startswith('judge.') and not m.startswith('judge.engine'))]; "
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""
