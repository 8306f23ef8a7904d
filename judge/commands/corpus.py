"""``judge build`` and ``judge sections``."""

from __future__ import annotations

import sys

import click

from judge.commands import LANGS, emit_json, fail


@click.command()
@click.option("--force", is_flag=True, help="Rebuild even if nothing changed.")
@click.option("--json", "as_json", is_flag=True, help="Print the build summary as JSON.")
def build(force: bool, as_json: bool) -> None:
    """Read rules_corpus/ and build the rule graph and indexes into the data directory."""
    from judge.build import STEPS
    from judge.build import build as run_build
    from judge.corpus.manifest import ManifestError
    from judge.corpus.reader import CoverageError

    with click.progressbar(length=len(STEPS), label="Building", file=sys.stderr,
                           show_pos=True, item_show_func=lambda s: s) as bar:
        done = 0

        def progress(name: str, index: int, total: int) -> None:
            nonlocal done
            bar.update(index - done, current_item=name)
            done = index

        try:
            summary = run_build(force=force, progress=progress)
        except (ManifestError, CoverageError) as exc:
            fail(str(exc))
        bar.update(len(STEPS) - done)
    if as_json:
        emit_json(summary)
        return
    if summary["built"]:
        click.echo(f"Built {summary['sections']} sections from {summary['sources']} sources "
                   f"in {summary['seconds']:.2f} s.")
    else:
        click.echo(f"Up to date ({summary['sections']} sections from {summary['sources']} sources); "
                   "nothing to do. Use --force to rebuild.")


@click.command()
@click.option("--source", "source", metavar="FILE", help="A source file name or its id (000…004).")
@click.option("--lang", type=click.Choice(LANGS), help="Only sections in this language.")
@click.option("--json", "as_json", is_flag=True, help="Print the sections as JSON.")
def sections(source: str | None, lang: str | None, as_json: bool) -> None:
    """List the sections of the corpus with their ids, line spans and titles."""
    from judge.build import load_built_corpus

    corpus = load_built_corpus()
    if source is not None:
        known = {d.id for d in corpus.sources} | {d.file for d in corpus.sources}
        if source not in known:
            fail(f"unknown source {source!r}; known: {', '.join(sorted(d.file for d in corpus.sources))}")
    rows = [s.public() for s in corpus.sections(source=source, lang=lang)]
    if as_json:
        emit_json(rows)
        return
    for row in rows:
        first, last = row["lines"] if row["lines"] else ("", "")
        indent = "  " * (row["level"] - 1)
        click.echo(f"{row['id']:<12} {first:>5}-{last:<5} {indent}{row['title']}")


@click.command()
@click.option("--uncovered", is_flag=True, help="Only the sentences no ruling cites yet.")
@click.option("--source", type=click.Choice(["000", "004"]), help="Only this rulebook.")
@click.option("--lines", "line_range", metavar="FIRST-LAST", help="Only sections starting in these lines.")
@click.option("--json", "as_json", is_flag=True, help="Print the sentences as JSON.")
def normative(uncovered: bool, source: str | None, line_range: str | None, as_json: bool) -> None:
    """List the normative sentences of the official rulebooks (000, 004) and how many of
    them the rulings cite: what may, must or cannot be done, limits, what counts as what."""
    from dataclasses import asdict

    from judge.build import load_built_corpus
    from judge.corpus.normative import coverage, normative_sentences
    from judge.paths import CORPUS_DIR
    from judge.rulings import load_rulings

    first, last = 0, 10**9
    if line_range is not None:
        try:
            first, last = (int(x) for x in line_range.split("-", 1))
        except ValueError:
            fail(f"--lines: expected FIRST-LAST (two line numbers), not {line_range!r}")
    try:
        rulings = load_rulings(CORPUS_DIR / "rulings")
    except ValueError as exc:
        fail(str(exc))
    sentences = normative_sentences(load_built_corpus())
    report = coverage(sentences, rulings)
    shown = report["uncovered"] if uncovered else sentences
    shown = [s for s in shown if (source is None or s.source_id == source)
             and first <= int(s.section_id.split(":")[1].split(".")[0]) <= last]
    if as_json:
        emit_json({"total": report["total"], "covered": report["covered"], "share": report["share"],
                   "sentences": [asdict(s) for s in shown]})
        return
    for s in shown:
        click.echo(f"{s.section_id:<10} {s.path}\n           {s.text}")
    click.echo(f"{report['covered']}/{report['total']} normative sentences of 000 and 004 cited by a ruling "
               f"({report['share']:.1%}); {len(report['uncovered'])} not yet.", err=True)


def register(group: click.Group) -> None:
    group.add_command(build)
    group.add_command(sections)
    group.add_command(normative)
