"""``judge build``: read ``rules_corpus/`` and write what the rest of Judge loads.

The build is a list of steps run in order; each gets the shared :class:`BuildContext`
and writes its artefacts into the data directory.  A stamp file records a fingerprint
of every input (the corpus files and Judge's own code); when nothing changed, the
build is skipped, which takes a fraction of a second.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from judge import __version__
from judge.graph.store import step_graph
from judge.nlp.lemmas import step_lemmas
from judge.paths import CORPUS_DIR, ROOT, data_dir

STAMP = "build.json"
CORPUS_FILE = "corpus.json"


@dataclass
class BuildContext:
    corpus_dir: Path
    out_dir: Path
    report: Callable[[str], None]
    products: dict[str, Any] = field(default_factory=dict)
    outputs: list[str] = field(default_factory=list)

    def write_json(self, name: str, payload: Any) -> Path:
        """Write one artefact of the build into the data directory."""
        path = self.out_dir / name
        write_json_atomically(path, payload)
        self.outputs.append(name)
        return path


def _step_corpus(ctx: BuildContext) -> None:
    from judge.corpus import load_corpus

    corpus = load_corpus(ctx.corpus_dir, progress=lambda f: ctx.report(f"reading {f}"))
    ctx.products["corpus"] = corpus
    payload = {
        "sources": [
            {
                "manifest": doc.manifest,
                "warnings": doc.warnings,
                "furniture": [vars(f) for f in doc.furniture],
                "sections": [s.to_dict() for s in doc.sections],
            }
            for doc in corpus.sources
        ]
    }
    ctx.write_json(CORPUS_FILE, payload)


NORMATIVE_FILE = "normative.json"


def _step_normative(ctx: BuildContext) -> None:
    """The normative sentences of 000 and 004 and which of them the rulings cite."""
    from dataclasses import asdict

    from judge.corpus.normative import coverage, normative_sentences
    from judge.rulings import load_rulings

    sentences = normative_sentences(ctx.products["corpus"])
    rulings = load_rulings(ctx.corpus_dir / "rulings")
    report = coverage(sentences, rulings)
    ctx.products.setdefault("stats", {})["normative"] = {
        "total": report["total"], "covered": report["covered"], "share": round(report["share"], 4)}
    ctx.report(f"{report['covered']}/{report['total']} normative sentences cited by a ruling")
    ctx.write_json(NORMATIVE_FILE, {
        "total": report["total"], "covered": report["covered"], "share": report["share"],
        "sentences": [asdict(s) for s in sentences],
        "uncovered": [asdict(s) for s in report["uncovered"]],
    })


#: The build steps, in order: (name, function).
STEPS: list[tuple[str, Callable[[BuildContext], None]]] = [
    ("corpus", _step_corpus),
    ("lemmas", step_lemmas),
    ("graph", step_graph),
    ("normative", _step_normative),
]


def fingerprint(corpus_dir: Path = CORPUS_DIR) -> str:
    """SHA-256 over every corpus file and every module of the package."""
    digest = hashlib.sha256(__version__.encode())
    files = sorted(p for p in corpus_dir.rglob("*") if p.is_file())
    files += sorted((ROOT / "judge").rglob("*.py"))
    for path in files:
        digest.update(str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def is_fresh(out_dir: Path | None = None, corpus_dir: Path = CORPUS_DIR) -> bool:
    out_dir = out_dir or data_dir()
    stamp = out_dir / STAMP
    if not stamp.exists():
        return False
    try:
        recorded = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if recorded.get("fingerprint") != fingerprint(corpus_dir):
        return False
    return all((out_dir / name).exists() for name in recorded.get("outputs", []))


def build(force: bool = False, out_dir: Path | None = None, corpus_dir: Path = CORPUS_DIR,
          progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Run the build unless it is fresh.  Returns a summary dict."""
    out_dir = out_dir or data_dir()
    started = time.perf_counter()
    if not force and is_fresh(out_dir, corpus_dir):
        stamp = json.loads((out_dir / STAMP).read_text(encoding="utf-8"))
        return {"built": False, "reason": "up to date", "seconds": time.perf_counter() - started,
                **stamp}
    ctx = BuildContext(corpus_dir=corpus_dir, out_dir=out_dir, report=lambda _msg: None)
    for index, (name, step) in enumerate(STEPS):
        if progress:
            progress(name, index, len(STEPS))
            ctx.report = lambda msg, i=index, n=name: progress(f"{n}: {msg}", i, len(STEPS))
        step(ctx)
    if progress:
        progress("done", len(STEPS), len(STEPS))
    corpus = ctx.products["corpus"]
    summary = {
        "fingerprint": fingerprint(corpus_dir),
        "version": __version__,
        "outputs": sorted(ctx.outputs),
        "sources": len(corpus.sources),
        "sections": sum(len(d.sections) for d in corpus.sources),
        "stats": ctx.products.get("stats", {}),
    }
    write_json_atomically(out_dir / STAMP, summary)
    return {"built": True, "seconds": time.perf_counter() - started, **summary}


def write_json_atomically(path: Path, payload: Any) -> None:
    """Write atomically: a crash mid-write never leaves a half file behind."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(payload, ensure_ascii=False), encoding="utf-8")
    tmp.replace(path)


def load_built_corpus(out_dir: Path | None = None):
    """Load the sections written by the last build (building first if needed)."""
    from judge.corpus.model import Furniture, Section, SourceDoc
    from judge.corpus.reader import Corpus

    out_dir = out_dir or data_dir()
    path = out_dir / CORPUS_FILE
    if not is_fresh(out_dir):
        build(out_dir=out_dir)
    payload = json.loads(path.read_text(encoding="utf-8"))
    docs = [
        SourceDoc(
            manifest=src["manifest"],
            sections=[Section(**s) for s in src["sections"]],
            furniture=[Furniture(**f) for f in src["furniture"]],
            warnings=src["warnings"],
        )
        for src in payload["sources"]
    ]
    return Corpus(sources=docs)


@lru_cache(maxsize=4)
def _shared_corpus(out_dir: str):  # noqa: ANN202
    return load_built_corpus(Path(out_dir))


def get_built_corpus():  # noqa: ANN201
    """The built corpus of the data directory, loaded once per process and shared (the
    web pages and the question answering read the same sections)."""
    return _shared_corpus(str(data_dir()))
