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


def register(group: click.Group) -> None:
    group.add_command(build)
    group.add_command(sections)
