"""``judge simulate``, ``judge verify`` and ``judge deck check``: the rules engine from the shell."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click

from judge.commands import emit_json, fail


def _read_document(path: str) -> tuple[Any, str]:
    """A YAML or JSON document from a file, or stdin for ``-``."""
    from judge.documents import DocumentError, load_document

    if path == "-":
        text = sys.stdin.read()
        name = "stdin"
    else:
        file = Path(path)
        if not file.is_file():
            fail(f"no such file: {path}")
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            fail(f"cannot read {path}: {exc}")
        name = path
    if not text.strip():
        fail(f"{name} is empty")
    try:
        return load_document(text, name), name   # YAML is a superset of JSON
    except DocumentError as exc:
        fail(str(exc))


def _library():  # noqa: ANN202
    from judge.cards import get_library

    return get_library()


@click.command()
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, help="Print the simulation result as JSON.")
@click.option("--lang", type=click.Choice(["es", "it", "pt", "en"]), default="en", show_default=True,
              help="Language of the event texts in the readable output.")
def simulate(file: str, as_json: bool, lang: str) -> None:
    """Play a scenario (YAML or JSON; - for stdin) on the rules engine."""
    from judge.engine import AmbiguousCardError, ScenarioError, SimulationLimitError, UnknownCardError
    from judge.engine import simulate as run

    data, name = _read_document(file)
    if not isinstance(data, dict):
        fail(f"{name}: a scenario is a mapping at the top level")
    try:
        result = run(data, library=_library())
    except (ScenarioError, UnknownCardError, AmbiguousCardError, SimulationLimitError) as exc:
        details = "; ".join(f"{d['path']}: {d['message']}" for d in getattr(exc, "details", None) or [])
        fail(f"{name}: {exc}" + (f" ({details})" if details and details not in str(exc) else ""))
    if as_json:
        emit_json(result)
    else:
        for event in result["events"]:
            click.echo(f"{event['i']:>3}. {event['text'][lang]}  [{', '.join(event['cites'])}]")
        outcome = result["outcome"]
        click.echo(f"LP: A {outcome['lp']['A']}, B {outcome['lp']['B']}; "
                   f"turn {outcome['turn']}, {outcome['phase']}; winner: {outcome['winner'] or '—'}")
        if result["error"]:
            error = result["error"]
            click.echo(f"Forbidden (action {error['action']}, rule {error['rule']}): {error['message']}")
            if lang != "en" and error.get("text"):
                click.echo(f"  {error['text'][lang]}")
    expect = result.get("expect")
    if expect and not expect.get("passed"):
        sys.exit(1)


@click.command()
@click.argument("ruling_ids", nargs=-1)
@click.option("--json", "as_json", is_flag=True, help="Print the verification report as JSON.")
def verify(ruling_ids: tuple[str, ...], as_json: bool) -> None:
    """Play every ruling's scenario (or the given ones) and check its expected outcome.

    Rulings without a scenario rest on the texts alone and are counted apart."""
    from judge.build import write_json_atomically
    from judge.paths import CORPUS_DIR, data_dir
    from judge.rulings import load_rulings, verify_ruling

    try:
        rulings = load_rulings(CORPUS_DIR / "rulings")
    except ValueError as exc:
        fail(str(exc))
    if ruling_ids:
        known = {r["id"] for r in rulings}
        unknown = [r for r in ruling_ids if r not in known]
        if unknown:
            fail(f"unknown ruling id(s): {', '.join(unknown)}")
        rulings = [r for r in rulings if r["id"] in ruling_ids]
    library = _library()
    reports = []
    started = time.perf_counter()
    with click.progressbar(rulings, label="Verifying rulings", file=sys.stderr, show_pos=True,
                           item_show_func=lambda r: r["id"] if r else "") as bar:
        for ruling in bar:
            reports.append(verify_ruling(ruling, library))
    failed = [r for r in reports if r["verified"] is False]
    unplayed = sum(1 for r in reports if r["verified"] is None)
    if not ruling_ids:
        write_json_atomically(data_dir() / "verification.json",
                              {"when": time.time(), "rulings": {r["id"]: r for r in reports}})
    if as_json:
        emit_json({"total": len(reports), "passed": len(reports) - len(failed) - unplayed,
                   "failed": len(failed), "without_scenario": unplayed,
                   "rulings": [{"id": r["id"], "verified": r["verified"],
                                "mismatches": [str(m) for m in r["mismatches"]]} for r in reports]})
    else:
        for report in failed:
            click.echo(f"FAIL {report['id']}")
            for mismatch in report["mismatches"]:
                click.echo(f"     {mismatch}")
        played = len(reports) - unplayed
        click.echo(f"{played - len(failed)}/{played} rulings with a scenario verified "
                   f"in {time.perf_counter() - started:.2f} s"
                   + (f"; {unplayed} rest on the texts alone (no scenario to play)." if unplayed else "."))
    if failed:
        sys.exit(1)


@click.group()
def deck() -> None:
    """Deck legality."""


@deck.command("check")
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, help="Print the check as JSON.")
def deck_check(file: str, as_json: bool) -> None:
    """Check a deck (YAML or JSON with main/extra/side lists of card names)."""
    from judge.engine.deck import check_deck
    from judge.web.state import get_banlist

    data, name = _read_document(file)
    if not isinstance(data, dict):
        fail(f"{name}: a deck is a mapping with main, extra and side lists")
    try:
        report = check_deck(data, _library(), get_banlist())
    except ValueError as exc:
        fail(f"{name}: {exc}")
    if as_json:
        emit_json(report)
    else:
        for violation in report["violations"]:
            click.echo(f"- [{violation['rule']}] {violation['message']} ({', '.join(violation['cites'])})")
        click.echo("Legal." if report["legal"] else "Not legal.")
    if not report["legal"]:
        sys.exit(1)


def register(group: click.Group) -> None:
    group.add_command(simulate)
    group.add_command(verify)
    group.add_command(deck)
