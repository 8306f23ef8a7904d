"""``judge feedback export``: the answers readers reported as wrong, as development
questions (the format of ``tests/qa_devset.yaml``)."""

from __future__ import annotations

from pathlib import Path

import click

from judge.commands import emit_json, fail


@click.group()
def feedback() -> None:
    """Reports that an answer is wrong ("This answer is wrong" under every answer)."""


@feedback.command("export")
@click.option("--out", "out", type=click.Path(dir_okay=False, writable=True),
              help="Write the YAML to this file (default: standard output).")
@click.option("--json", "as_json", is_flag=True, help="Print the reports as JSON instead.")
def export(out: str | None, as_json: bool) -> None:
    """Write every report as a development question (YAML), oldest first."""
    from judge.feedback import FeedbackStore, export_yaml

    reports = FeedbackStore().all()
    if as_json:
        emit_json({"reports": reports})
        return
    text = export_yaml(reports)
    if out is None:
        click.echo(text, nl=False)
        return
    try:
        Path(out).write_text(text, encoding="utf-8")
    except OSError as exc:
        fail(f"cannot write {out}: {exc}")
    click.echo(f"Wrote {len(reports)} report(s) to {out}.", err=True)


def register(group: click.Group) -> None:
    group.add_command(feedback)
