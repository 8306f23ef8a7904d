"""Rulings: questions a player asks, the answer with its rule passages, and a scenario
that the rules engine plays to check the answer.

A ruling is one YAML file in ``rules_corpus/rulings/`` whose stem is its ``id``::

    id: heavy-storm-chain
    question: {es: "...", it: "...", pt: "...", en: "..."}
    answer:   {es: "...", it: "...", pt: "...", en: "..."}
    cites: ["000:1016", "004:1004"]      # section ids the answer rests on
    concepts: [chain, spell-speed]       # concept ids (kebab-case English names)
    cards: ["Heavy Storm"]
    scenario: {version: 1, ..., expect: {...}}

``expect`` keys (all optional; each is compared with the engine's result, see
the scenario contract's Result):

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
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

LANGS = ("es", "it", "pt", "en")
REQUIRED = ("id", "question", "answer", "cites", "concepts", "cards", "scenario")
OPTIONAL = ("notes", "conflicts", "title")
SECTION_ID = re.compile(r"^\d{3}(:\d+(\.\d+)?)?$")
CONCEPT_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
ZONE_LISTS = ("hand", "monsters", "spell_trap", "graveyard", "banished", "extra_deck", "pendulum")
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
    concepts = data["concepts"]
    if not isinstance(concepts, list) or not concepts:
        raise _fail(path, "concepts", "must be a non-empty list of concept ids")
    for i, concept in enumerate(concepts):
        if not isinstance(concept, str) or not CONCEPT_ID.match(concept):
            raise _fail(path, f"concepts[{i}]", f"{concept!r} is not a kebab-case concept id")
    cards = data["cards"]
    if not isinstance(cards, list) or not all(isinstance(c, str) and c for c in cards):
        raise _fail(path, "cards", "must be a list of card names")
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


# --- comparing a result with the expectation --------------------------------------------


def _name(item: Any) -> Any:
    if isinstance(item, Mapping):
        return item.get("card", item.get("name"))
    return item


def _canon(library: Any, name: Any) -> Any:
    """The official English name of ``name`` when the library knows it."""
    if library is None or not isinstance(name, str):
        return name
    try:
        return library.get(name).name
    except Exception:  # unknown or ambiguous names are compared as written
        return name


def _names(library: Any, items: Iterable[Any]) -> Counter[Any]:
    return Counter(_canon(library, _name(i)) for i in items)


def _compare_zone_list(
    library: Any, where: str, expected: list[Any], actual: list[Any], out: list[str]
) -> None:
    if _names(library, expected) != _names(library, actual):
        out.append(
            f"{where}: expected {sorted(map(str, _names(library, expected).elements()))}, "
            f"got {sorted(map(str, _names(library, actual).elements()))}"
        )
        return
    for exp in expected:
        if isinstance(exp, Mapping) and len(exp) > 1:
            name = _canon(library, _name(exp))
            ok = any(
                isinstance(a, Mapping)
                and _canon(library, _name(a)) == name
                and all(a.get(k) == v for k, v in exp.items() if k not in ("card", "name"))
                for a in actual
            )
            if not ok:
                out.append(f"{where}: no {dict(exp)} among {list(actual)}")


def compare(expect: Mapping[str, Any], result: Mapping[str, Any], library: Any = None) -> list[str]:
    """The differences between ``expect`` and a simulation ``result`` (empty = verified)."""
    out: list[str] = []
    outcome = result.get("outcome") or {}
    error = result.get("error")
    if "error" in expect:
        got = error.get("rule") if isinstance(error, Mapping) else None
        if got != expect["error"]:
            detail = f" ({error.get('message')})" if isinstance(error, Mapping) else ""
            out.append(f"error: expected {expect['error']!r}, got {got!r}{detail}")
    elif isinstance(error, Mapping):
        out.append(
            f"unexpected error {error.get('rule')!r} at action {error.get('action')}: {error.get('message')}"
        )
    if "error_action" in expect:
        got = error.get("action") if isinstance(error, Mapping) else None
        if got != expect["error_action"]:
            out.append(f"error_action: expected {expect['error_action']}, got {got}")
    for player, lp in (expect.get("lp") or {}).items():
        got = (outcome.get("lp") or {}).get(player)
        if got != lp:
            out.append(f"lp.{player}: expected {lp}, got {got}")
    for key in SCALAR_KEYS:
        if key in expect:
            got = outcome.get(key)
            want = expect[key]
            if key == "winner" and want == "draw":
                ok = got == "draw" or (got is None and "draw" in str(outcome.get("win_reason")))
            else:
                ok = got == want
            if not ok:
                out.append(f"{key}: expected {want!r}, got {got!r}")
    if "chains" in expect:
        chains = outcome.get("chains") or []
        if len(chains) < len(expect["chains"]):
            out.append(f"chains: expected {len(expect['chains'])}, got {len(chains)}")
        for i, (want, got) in enumerate(zip(expect["chains"], chains, strict=False)):
            for key in ("resolved", "negated"):
                if key in want:
                    w = [_canon(library, n) for n in want[key]]
                    g = [_canon(library, _name(n)) for n in got.get(key) or []]
                    if key == "negated":
                        w, g = sorted(w), sorted(g)
                    if w != g:
                        out.append(f"chains[{i}].{key}: expected {w}, got {g}")
    if "destroyed" in expect:
        _compare_zone_list(library, "destroyed", expect["destroyed"], outcome.get("destroyed") or [], out)
    if "battles" in expect:
        battles = outcome.get("battles") or []
        if len(battles) != len(expect["battles"]):
            out.append(f"battles: expected {len(expect['battles'])}, got {len(battles)}")
        for i, (want, got) in enumerate(zip(expect["battles"], battles, strict=False)):
            for key, value in want.items():
                g = got.get(key)
                if key in ("destroyed", "flipped"):
                    _compare_zone_list(library, f"battles[{i}].{key}", value, g or [], out)
                elif key == "damage":
                    for p, dmg in value.items():
                        if (g or {}).get(p, 0) != dmg:
                            out.append(f"battles[{i}].damage.{p}: expected {dmg}, got {(g or {}).get(p, 0)}")
                elif key in ("attacker", "target"):
                    if _canon(library, _name(g)) != _canon(library, value):
                        out.append(f"battles[{i}].{key}: expected {value!r}, got {g!r}")
                elif g != value:
                    out.append(f"battles[{i}].{key}: expected {value!r}, got {g!r}")
    for player, zones in (expect.get("zones") or {}).items():
        got_zones = (outcome.get("zones") or {}).get(player) or {}
        for zone, value in zones.items():
            where = f"zones.{player}.{zone}"
            if zone == "hand_count":
                got = len(got_zones.get("hand") or [])
                if got != value:
                    out.append(f"{where}: expected {value}, got {got}")
            elif zone in ZONE_LISTS:
                _compare_zone_list(library, where, value, got_zones.get(zone) or [], out)
            elif zone == "field":
                g = got_zones.get("field")
                if _canon(library, _name(value)) != _canon(library, _name(g)):
                    out.append(f"{where}: expected {value!r}, got {g!r}")
            elif got_zones.get(zone) != value:
                out.append(f"{where}: expected {value!r}, got {got_zones.get(zone)!r}")
    return out


def verify_ruling(ruling: Mapping[str, Any], library: Any = None) -> dict[str, Any]:
    """Play the ruling's scenario on the engine and compare the result with ``expect``."""
    scenario = dict(ruling["scenario"])
    expect = scenario.get("expect") or {}
    try:
        from judge.engine import simulate  # type: ignore[attr-defined]
    except ImportError as exc:
        return {
            "id": ruling["id"],
            "verified": False,
            "mismatches": [f"the rules engine cannot be loaded: {exc}"],
            "result": None,
        }
    try:
        try:
            result = simulate(scenario, library=library)
        except ValueError as exc:
            # The engine checks ``expect`` against the keys it knows; the rulings use a
            # few more (see the module docstring), which are compared here instead.
            details = getattr(exc, "details", None) or []
            if not details or not all(str(d.get("path", "")).startswith("expect") for d in details):
                raise
            result = simulate({k: v for k, v in scenario.items() if k != "expect"}, library=library)
    except ValueError as exc:  # ScenarioError and the other engine input errors
        return {
            "id": ruling["id"],
            "verified": False,
            "mismatches": [f"the engine rejected the scenario: {exc}"],
            "result": None,
        }
    # The comparison is made here, from the Result contract, so that a ruling's
    # expectation means the same whatever the engine's own ``expect`` support is.
    mismatches = compare(expect, result, library)
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
