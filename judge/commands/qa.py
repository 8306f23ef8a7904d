"""``judge ask``: answer a rules question (the same function as ``POST /api/ask``)."""

from __future__ import annotations

import click

from judge.commands import LANGS, emit_json, fail


@click.command()
@click.argument("question")
@click.option("--lang", type=click.Choice(LANGS), help="The question's language (detected when omitted).")
@click.option("--json", "as_json", is_flag=True, help="Print the answer as the API returns it.")
def ask(question: str, lang: str | None, as_json: bool) -> None:
    """Answer a rules QUESTION in Spanish, Italian, Portuguese or English, with citations."""
    from judge.qa import QuestionError, check_question
    from judge.qa import ask as answer

    try:
        question, lang = check_question({"question": question, **({"lang": lang} if lang else {})})
    except QuestionError as exc:
        fail(f"{exc.path} {exc.message}")
    result = answer(question, lang)
    if as_json:
        emit_json(result)
        return
    click.echo(result["answer"])
    short = result["short_answer"]
    if short["value"] is not None:
        click.echo(f"\n[{short['kind']}] {short['value']}")
    if result.get("understood"):
        # The situation as read, line by line, as the Ask page shows it.
        from judge.web.i18n import labels

        click.echo(f"\n{labels()['ask.understood'][result['lang']]}:")
        for line in result["understood"]:
            click.echo(f"  {line}")
    if result["citations"]:
        click.echo("")
        for c in result["citations"]:
            click.echo(f"  {c['section_id']} ({c['lang']}): {c['excerpt'][:140]}")
    for conflict in result["conflicts"]:
        click.echo(f"  ! {conflict['topic']}: prevails {conflict['prevails']}")


def register(group: click.Group) -> None:
    group.add_command(ask)
