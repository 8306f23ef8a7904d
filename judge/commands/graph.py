"""``judge term``, ``judge concept`` and ``judge graph export|show``: look-ups in the rule graph."""

from __future__ import annotations

from pathlib import Path

import click

from judge.commands import LANGS, emit_json, fail


@click.command()
@click.argument("term")
@click.option("--lang", help="Language of the term (es, it, pt, en); it ranks first.")
@click.option("--limit", default="5", show_default=True, help="How many concepts (1-50).")
@click.option("--json", "as_json", is_flag=True, help="Print the /api/glossary JSON.")
def term(term: str, lang: str | None, limit: str, as_json: bool) -> None:
    """Look a term up in the glossary of every language (typos, plurals, old names)."""
    from judge.graph.lookup import QueryError, glossary

    try:
        result = glossary(term, lang, limit)
    except QueryError as exc:
        fail(str(exc))
    if as_json:
        emit_json(result)
        return
    if not result["matches"]:
        click.echo(f"No concept matches {term!r}.")
        return
    for m in result["matches"]:
        labels = "; ".join(f"{lg}: {', '.join(m['labels'].get(lg) or ['—'])}" for lg in LANGS)
        click.echo(f"{m['concept']}  ({m['score']:.2f}, matched {m['matched']['text']!r} "
                   f"[{m['matched']['lang']}])")
        click.echo(f"    {labels}")
        for d in m["definitions"][:2]:
            click.echo(f"    {d['section_id']}: {d['text'][:110]}")


@click.command()
@click.argument("concept_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="Print the /api/concepts/<id> JSON.")
def concept(concept_id: str, as_json: bool) -> None:
    """Show a concept: names, definitions, mentions per language, relations, conflicts."""
    from judge.graph.lookup import NotFoundError
    from judge.graph.lookup import concept as view

    try:
        result = view(concept_id)
    except NotFoundError as exc:
        fail(str(exc))
    if as_json:
        emit_json(result)
        return
    click.echo(f"{result['id']} ({result['category']})")
    for lang in LANGS:
        click.echo(f"  {lang}: {', '.join(result['labels'].get(lang) or ['—'])}"
                   f"   [{result['mention_counts'].get(lang, 0)} sections]")
    for v in result["variants"]:
        click.echo(f"  variant [{v['lang']}] {v['text']} ({v['note']}; {v['source']})")
    for d in result["definitions"]:
        click.echo(f"  defined in {d['section_id']}: {d['text'][:100]}")
    for r in result["related"]:
        click.echo(f"  {r['type']} {'→' if r['direction'] == 'out' else '←'} {r['concept']}")
    for c in result["conflicts"]:
        click.echo(f"  conflict: {c['topic']} (prevails {c['prevails']})")
    for r in result["rulings"]:
        click.echo(f"  ruling {r['id']}")


@click.group()
def graph() -> None:
    """The rule graph: export it, or show a node's neighbourhood."""


@graph.command("export")
@click.option("--format", "fmt", type=click.Choice(["graphml", "json"]), required=True,
              help="GraphML (scalar attributes; lists as JSON strings) or node-link JSON.")
@click.argument("path", type=click.Path(dir_okay=False, writable=True, path_type=Path))
def export(fmt: str, path: Path) -> None:
    """Write the whole rule graph to PATH."""
    from judge.graph.lookup import export as write

    if not path.parent.exists():
        fail(f"directory {str(path.parent)!r} does not exist")
    size = write(fmt, path)
    click.echo(f"Wrote {size['nodes']} nodes and {size['edges']} edges to {path}.", err=True)


@graph.command("show")
@click.argument("node_id")
@click.option("--depth", default="1", show_default=True, help="1 to 3.")
def show(node_id: str, depth: str) -> None:
    """Print the node-link JSON of NODE_ID's neighbourhood (as GET /api/graph/<id>)."""
    from judge.graph.lookup import NotFoundError, QueryError, neighbourhood

    try:
        emit_json(neighbourhood(node_id, depth))
    except (NotFoundError, QueryError) as exc:
        fail(str(exc))


def register(group: click.Group) -> None:
    group.add_command(term)
    group.add_command(concept)
    group.add_command(graph)
