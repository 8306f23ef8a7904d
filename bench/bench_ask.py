"""Accuracy and latency of ``judge ask`` on the development set.

Usage::

    .venv/bin/python bench/bench_ask.py [--failures] [--json] [--devset FILE]
    .venv/bin/python bench/bench_ask.py --pick-sections 40 --seed 20261125

The fresh-set protocol (the only accuracy figure that counts): at the start of a work
session, before any code changes, ``--pick-sections`` draws rulebook paragraphs at random
(000, 004, 001, 003; ten per language of the questions to write); questions are written
from them as players would ask them, in ``bench/fresh/DATE.yaml`` (the development set's
format), scored once with ``--devset bench/fresh/DATE.yaml --failures``, and that
first-try score per language goes into ``bench/RESULTS.md``.  Only then is the code
fixed and the questions moved into ``tests/qa_devset.yaml``.

Reports accuracy per language and per intent, and the in-process latency per question
(p50/p95) after the models, pipelines and indexes are loaded (their loading time is
reported apart).
"""

from __future__ import annotations

import argparse
import json
import sys
import time


def retrieval_ablation(devset: list[dict]) -> dict[str, float]:
    """Share of questions (with expected passages) that find one of them in the 5 best
    sections: lemma BM25 alone, with the concepts, and with concepts and cognates."""
    from judge.qa import lang as langdetect
    from judge.qa.knowledge import get_knowledge
    from judge.qa.retrieval import get_index

    knowledge, index = get_knowledge(), get_index()
    variants = {
        "lemmas": (False, False),
        "lemmas + concepts": (True, False),
        "lemmas + concepts + cognates": (True, True),
    }
    found = dict.fromkeys(variants, 0)
    entries = [e for e in devset if e.get("cites")]
    for entry in entries:
        lang = langdetect.detect(entry["q"], knowledge.term_langs(entry["q"]))
        concepts = knowledge.spot(entry["q"], lang).concepts
        for name, (use_concepts, cognates) in variants.items():
            hits = index.search(entry["q"], lang, concepts if use_concepts else (), k=5, cognates=cognates)
            found[name] += bool({h.section_id for h in hits} & set(entry["cites"]))
    return {name: n / len(entries) for name, n in found.items()} if entries else {}


def language_detection(devset: list[dict]) -> dict[str, float]:
    """Accuracy of lingua alone (four languages) against Judge's combined detector."""
    from judge.qa import lang as langdetect
    from judge.qa.knowledge import get_knowledge

    knowledge = get_knowledge()
    lingua = combined = 0
    for entry in devset:
        values = langdetect._detector().compute_language_confidence_values(entry["q"])
        best = values[0].language.iso_code_639_1.name.lower() if values else "es"
        lingua += best == entry["lang"]
        combined += langdetect.detect(entry["q"], knowledge.term_langs(entry["q"])) == entry["lang"]
    return {"lingua alone": lingua / len(devset), "lingua + cue words + terms": combined / len(devset)}


def pick_sections(count: int, seed: int) -> list[dict]:
    """``count`` paragraphs drawn at random from the rulebooks, for writing fresh questions.

    Paragraphs of fewer than 60 characters (headings, captions, table cells) are skipped;
    the draw is spread over the official texts and 003's questions and answers.
    """
    import random

    from judge.build import load_built_corpus

    corpus = load_built_corpus()
    pool = [
        s for s in corpus.sections()
        if s.source_id in {"000", "004", "001", "003"}
        and s.kind in {"paragraph", "passage", "glossary_entry", "subsection"}
        and len(s.text) >= 60
    ]
    rng = random.Random(seed)
    picked = rng.sample(pool, min(count, len(pool)))
    return [{"id": s.id, "lang": s.lang, "path": " / ".join(s.path[-2:]), "text": s.text[:400]}
            for s in picked]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", action="store_true", help="list the questions answered wrongly")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--devset", help="score this question file instead of tests/qa_devset.yaml")
    parser.add_argument("--pick-sections", type=int, metavar="N",
                        help="print N rulebook paragraphs drawn at random and stop")
    parser.add_argument("--seed", type=int, default=0, help="seed of --pick-sections")
    args = parser.parse_args(argv)

    if args.pick_sections:
        for row in pick_sections(args.pick_sections, args.seed):
            print(f"{row['id']} [{row['lang']}] {row['path']}\n    {row['text']}")
        return 0

    from pathlib import Path

    from judge.qa import ask, warm_up
    from judge.qa.evaluate import load_devset, run

    start = time.perf_counter()
    warm_up()
    load_s = time.perf_counter() - start
    devset = load_devset(Path(args.devset)) if args.devset else load_devset()
    report = run(ask, devset)
    rows = report.pop("rows")
    report["load_seconds"] = round(load_s, 2)
    report["language_detection"] = language_detection(devset)
    report["retrieval_top5"] = retrieval_ablation(devset)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(
            f"questions: {report['total']}  correct: {report['correct']}  "
            f"accuracy: {report['accuracy']:.1%}  (models and indexes loaded in {load_s:.1f} s)"
        )
        print("per language: " + ", ".join(f"{k} {v:.1%}" for k, v in report["by_lang"].items()))
        print("per intent:")
        for k, v in report["by_intent"].items():
            print(f"  {k:20s} {v:.1%}")
        det = report["language_detection"]
        print("language detection: " + ", ".join(f"{k} {v:.1%}" for k, v in det.items()))
        ret = report["retrieval_top5"]
        print(
            "expected passage among the 5 best sections: " + ", ".join(f"{k} {v:.1%}" for k, v in ret.items())
        )
        lat = report["latency_ms"]
        print(
            f"latency per question: p50 {lat['p50']:.1f} ms, p95 {lat['p95']:.1f} ms, "
            f"max {lat['max']:.1f} ms, mean {lat['mean']:.1f} ms"
        )
    if args.failures:
        for row in rows:
            if row["problems"]:
                r = row["response"]
                print(
                    f"- [{row['entry']['lang']}] {row['entry']['q']}\n    got {r['lang']} {r['intent']} "
                    f"{r['short_answer']}; " + "; ".join(row["problems"]),
                    file=sys.stderr,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
