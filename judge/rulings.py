"""Rulings: questions a player asks, the answer with its rule passages, and a scenario
that the rules engine plays to check the answer.

A ruling is one YAML file in ``rules_corpus/rulings/`` whose stem is its ``id``::

    id: heavy-storm-chain
    question: {es: "...", it: "...", pt: "...", en: "..."}
    answer:   {es: "...", it: "...", pt: "...", en: "..."}
    cites: ["000:1016", "004:1004"]      # section ids the answer rests on
    concepts: [chain, spell-speed]       # concept ids (kebab-case English names)
    about: [chain, spell-speed-1, spell-speed-3]   # what a question must involve
    short: {yes_no: false}               # the short answer (see below)
    cards: ["Heavy Storm"]
    scenario: {version: 1, ..., expect: {...}}   # wherever the engine can play it

``about`` lists the concepts a question must involve for the ruling to answer it (each
a concept id; a question's concepts are closed upward through is-a, so a ruling about
``trap-card`` answers a question about a Normal Trap).  Where a more specific ruling
exists (``quick-play-spell-card`` beside ``spell-card``), it wins for the questions that
involve it.  ``short`` is exactly one of:

* ``{yes_no: true|false}``;
* ``{number: N}``, optionally with ``unit: {es, it, pt, en}`` (what is counted) and
  ``bound: most|least`` when N is the most or the least allowed (a Deck of at most 60
  cards): a yes/no question giving another amount of the same thing ("can I play with 65
  cards?") is then decided by comparing it with N;
* ``{text: KEY, names: {es, it, pt, en}}``: a place, a player, a card or an outcome,
  named in the four languages (``{text: graveyard, names: {es: el Cementerio, ...}}``);
* ``{depends: [CASE, CASE, ...]}`` where the rule itself answers by cases a question
  leaves open ("an Equip Spell gives its effect to a monster, yours or your opponent's,
  depending on the card"): each case is ``{when: {es, it, pt, en}, yes_no: ...}`` or
  ``{when: ..., number: N}``, all of one kind and not all alike.  Such a ruling answers
  the yes/no (or number) questions that name no case; a ruling on one case, with more
  ``about``, answers those that name it.

The answer text says the same as ``short`` in each language, in our own words.

``expect`` keys (all optional; the engine checks each against its result, see
the scenario contract's Result and ``judge/engine/README.md``):

* ``error``: the ``rule`` id of the first forbidden action, or null for none;
  ``error_action``: that action's index.
* ``lp``: ``{A: n, B: n}``; ``winner``: ``A``, ``B``, ``draw`` or null;
  ``win_reason``; ``phase``, ``step``, ``turn``, ``turn_player``; ``replays``.
* ``chains``: a list of ``{resolved: [names], negated: [names]}``, in order.
* ``destroyed``: the cards destroyed, in any order.
* ``battles``: a list of ``{attacker, target, damage: {A, B}, destroyed, flipped}``
  (only the keys given are compared).
* ``zones``: ``{A: {hand: [...], monsters: [...], graveyard: [...], ...,
  hand_count: n, deck_count: n}}``; lists are compared in any order; a monster
  may be written ``{card: name, position: attack|defense|set}``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

LANGS = ("es", "it", "pt", "en")
REQUIRED = ("id", "question", "answer", "cites", "concepts", "cards")
OPTIONAL = ("notes", "conflicts", "title", "about", "short", "scenario")
SHORT_KINDS = ("yes_no", "number", "text", "depends")
#: What a number ruling's ``bound`` says: the number is the most, or the least, allowed.
BOUNDS = ("most", "least")
#: Largest number a short answer may give (a Deck of 60, 8000 LP…).
MAX_SHORT_NUMBER = 1_000_000
SECTION_ID = re.compile(r"^\d{3}(:\d+(\.\d+)?)?$")
CONCEPT_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SCALAR_KEYS = ("winner", "win_reason", "phase", "step", "turn", "turn_player", "replays")
EXPECT_KEYS = ("error", "error_action", "lp", "chains", "destroyed", "battles", "zones", *SCALAR_KEYS)


class RulingError(ValueError):
    """A ruling file is malformed; the message names the file and the key."""


def _fail(path: Path, key: str, message: str) -> RulingError:
    return RulingError(f"{path.name}: {key}: {message}")


def validate_ruling(data: Any, path: Path) -> dict[str, Any]:
    """Check one ruling's shape; raise :class:`RulingError` naming file and key."""
    if not isinstance(data, Mapping):
        raise _fail(path, "(root)", "a ruling must be a mapping")
    for key in REQUIRED:
        if key not in data:
            raise _fail(path, key, "is required")
    unknown = [k for k in data if k not in REQUIRED and k not in OPTIONAL]
    if unknown:
        raise _fail(path, unknown[0], "unknown key")
    if data["id"] != path.stem:
        raise _fail(path, "id", f"must equal the file stem {path.stem!r}, not {data['id']!r}")
    for key in ("question", "answer"):
        value = data[key]
        if not isinstance(value, Mapping):
            raise _fail(path, key, "must be a mapping of language to text")
        for lang in LANGS:
            text = value.get(lang)
            if not isinstance(text, str) or not text.strip():
                raise _fail(path, f"{key}.{lang}", "is required (a non-empty text)")
        extra = [k for k in value if k not in LANGS]
        if extra:
            raise _fail(path, f"{key}.{extra[0]}", "unknown language")
    cites = data["cites"]
    if not isinstance(cites, list) or not cites:
        raise _fail(path, "cites", "must be a non-empty list of section ids")
    for i, cite in enumerate(cites):
        if not isinstance(cite, str) or not SECTION_ID.match(cite):
            raise _fail(path, f"cites[{i}]", f"{cite!r} is not a section id like '000:95'")
    _check_concepts(data["concepts"], "concepts", path)
    cards = data["cards"]
    if not isinstance(cards, list) or not all(isinstance(c, str) and c for c in cards):
        raise _fail(path, "cards", "must be a list of card names")
    if "about" in data:
        _check_concepts(data["about"], "about", path)
    if "short" in data:
        _check_short(data["short"], path)
    if "scenario" not in data:
        return dict(data)
    scenario = data["scenario"]
    if not isinstance(scenario, Mapping):
        raise _fail(path, "scenario", "must be a mapping (a scenario)")
    if scenario.get("version") != 1:
        raise _fail(path, "scenario.version", "must be 1")
    expect = scenario.get("expect")
    if not isinstance(expect, Mapping) or not expect:
        raise _fail(path, "scenario.expect", "is required: it says what the ruling checks")
    unknown = [k for k in expect if k not in EXPECT_KEYS]
    if unknown:
        raise _fail(path, f"scenario.expect.{unknown[0]}", "unknown expectation")
    return dict(data)


def _check_concepts(concepts: Any, key: str, path: Path) -> None:
    if not isinstance(concepts, list) or not concepts:
        raise _fail(path, key, "must be a non-empty list of concept ids")
    for i, concept in enumerate(concepts):
        if not isinstance(concept, str) or not CONCEPT_ID.match(concept):
            raise _fail(path, f"{key}[{i}]", f"{concept!r} is not a kebab-case concept id")


def _check_short(short: Any, path: Path) -> None:
    if not isinstance(short, Mapping):
        raise _fail(path, "short", "must be a mapping with one of " + ", ".join(SHORT_KINDS))
    kinds = [k for k in SHORT_KINDS if k in short]
    if len(kinds) != 1:
        raise _fail(path, "short", "must have exactly one of " + ", ".join(SHORT_KINDS))
    if kinds[0] == "depends":
        _check_cases(short, path)
        return
    allowed = {"yes_no": {"yes_no"}, "number": {"number", "unit", "bound"},
               "text": {"text", "names"}}[kinds[0]]
    unknown = sorted(set(short) - allowed)
    if unknown:
        raise _fail(path, f"short.{unknown[0]}", f"unknown key beside {kinds[0]}")
    value = short[kinds[0]]
    _check_value(kinds[0], value, "short", path)
    if "bound" in short and (short["bound"] not in BOUNDS or "unit" not in short):
        raise _fail(path, "short.bound", "must be one of " + ", ".join(BOUNDS) + ", beside a unit")
    if kinds[0] == "text" and (not isinstance(value, str) or not CONCEPT_ID.match(value)):
        raise _fail(path, "short.text", "must be a kebab-case key such as 'graveyard'")
    for key in ("unit", "names"):
        if key in short or (key == "names" and kinds[0] == "text"):
            names = short.get(key)
            if not isinstance(names, Mapping) or any(
                not isinstance(names.get(lang), str) or not names[lang].strip() for lang in LANGS
            ):
                raise _fail(path, f"short.{key}", "must name it in es, it, pt and en")


def _check_value(kind: str, value: Any, where: str, path: Path) -> None:
    """A yes/no is true or false; a number is whole, from 0 to :data:`MAX_SHORT_NUMBER`
    (``where``: the key that holds it, "short" or a case of it)."""
    if kind == "yes_no" and not isinstance(value, bool):
        raise _fail(path, f"{where}.yes_no", "must be true or false")
    if kind == "number" and (isinstance(value, bool) or not isinstance(value, int)
                             or not 0 <= value <= MAX_SHORT_NUMBER):
        raise _fail(path, f"{where}.number", f"must be a whole number from 0 to {MAX_SHORT_NUMBER}")


def _check_cases(short: Mapping[str, Any], path: Path) -> None:
    """A ``{depends: [...]}`` short answer: at least two cases, each named in the four
    languages with a yes/no or a number, all of one kind and not all alike."""
    if set(short) != {"depends"}:
        raise _fail(path, f"short.{sorted(set(short) - {'depends'})[0]}", "unknown key beside depends")
    cases = short["depends"]
    if not isinstance(cases, list) or len(cases) < 2:
        raise _fail(path, "short.depends", "must be a list of at least two cases")
    kinds = set()
    for i, case in enumerate(cases):
        where = f"short.depends[{i}]"
        if not isinstance(case, Mapping) or set(case) - {"when", "yes_no", "number"}:
            raise _fail(path, where, "must be a mapping of when and yes_no or number")
        when = case.get("when")
        if not isinstance(when, Mapping) or any(
            not isinstance(when.get(lang), str) or not when[lang].strip() for lang in LANGS
        ):
            raise _fail(path, f"{where}.when", "must name the case in es, it, pt and en")
        kind = [k for k in ("yes_no", "number") if k in case]
        if len(kind) != 1:
            raise _fail(path, where, "must have exactly one of yes_no, number")
        _check_value(kind[0], case[kind[0]], where, path)
        kinds.add(kind[0])
    if len(kinds) != 1:
        raise _fail(path, "short.depends", "the cases must all give a yes/no or all a number")
    answered = kinds.pop()
    if len({case[answered] for case in cases}) < 2:
        raise _fail(path, "short.depends", "the cases all answer alike: give that answer instead")


def load_rulings(directory: str | Path) -> list[dict[str, Any]]:
    """Read and validate every ``*.yaml`` ruling in ``directory`` (sorted by id)."""
    import yaml

    root = Path(directory)
    if not root.is_dir():
        raise RulingError(f"{root}: not a directory of rulings")
    out = []
    for path in sorted(root.glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except yaml.YAMLError as exc:
            raise RulingError(f"{path.name}: (root): not valid YAML: {exc}") from None
        out.append(validate_ruling(data, path))
    return out


def verify_ruling(ruling: Mapping[str, Any], library: Any = None) -> dict[str, Any]:
    """Play the ruling's scenario on the engine and check it against its ``expect``.

    The engine checks ``expect`` (scenario.md, "Result"); a ruling also fails when the
    engine stops at a forbidden action that the ruling does not expect.
    """
    from judge.engine import simulate

    if "scenario" not in ruling:
        return {"id": ruling["id"], "verified": None, "mismatches": [], "result": None}
    scenario = dict(ruling["scenario"])
    expect = scenario.get("expect") or {}
    try:
        result = simulate(scenario, library=library)
    except ValueError as exc:  # ScenarioError and the other engine input errors
        return {"id": ruling["id"], "verified": False,
                "mismatches": [f"the engine rejected the scenario: {exc}"], "result": None}
    mismatches = [str(m) for m in (result.get("expect") or {}).get("mismatches", [])]
    error = result.get("error")
    if error and "error" not in expect:
        mismatches.append(f"unexpected error {error.get('rule')!r} at action {error.get('action')}: "
                          f"{error.get('message')}")
    return {"id": ruling["id"], "verified": not mismatches, "mismatches": mismatches, "result": result}


def verify_all(
    rulings: Iterable[Mapping[str, Any]],
    library: Any = None,
    progress: Callable[[int, int, dict[str, Any]], None] | None = None,
) -> list[dict[str, Any]]:
    """Verify every ruling; ``progress(done, total, report)`` is called after each."""
    rulings = list(rulings)
    reports = []
    for i, ruling in enumerate(rulings, 1):
        report = verify_ruling(ruling, library)
        reports.append(report)
        if progress is not None:
            progress(i, len(rulings), report)
    return reports
