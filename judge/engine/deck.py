"""Deck legality: sizes, copies, Extra Deck contents and a Forbidden/Limited list.

The rules come from the official Spanish rulebook 9.1 (000), with the Italian 9.0
(004) as the parallel text:

* Main Deck 40 to 60 cards (000:91, 000:95; 004:97).
* Extra Deck up to 15 cards, only Xyz, Synchro and Fusion Monsters (000:102,
  000:104, 000:106, 000:107; 004:108, 004:109); those monsters start in the Extra
  Deck, not in the Main Deck (000:382, 000:433; 004:477).
* Side Deck up to 15 cards (000:110, 000:112, 000:710).
* At most 3 copies of a card in any combination of Main, Extra and Side Deck
  (000:96, 000:1048); cards with the same name are the same card (000:197).
* Limited cards: 1 copy, Semi-Limited: 2, Forbidden: none (000:1050).

The only Forbidden/Limited list in the corpus is an old fan-site list (002);
:func:`load_banlist` reads ``rules_corpus/forbidden_limited.yaml`` and every
result repeats its source, date and note so that nobody takes it for the
current official list.

This module is pure: it imports nothing from the rest of ``judge`` except the
engine's errors.

Examples
--------
>>> from judge.engine.cards import CardLibrary
>>> lib = CardLibrary([{"name": "Vanilla", "kind": "monster", "level": 4,
...                     "atk": 1000, "def": 1000}])
>>> result = check_deck({"main": ["Vanilla"] * 4}, lib, None)
>>> result["legal"], sorted(v["rule"] for v in result["violations"])
(False, ['copies', 'deck-size'])
"""

from __future__ import annotations

import reprlib
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .errors import AmbiguousCardError, UnknownCardError

MAIN_MIN, MAIN_MAX = 40, 60
EXTRA_MAX = 15
SIDE_MAX = 15
MAX_COPIES = 3
EXTRA_DECK_KINDS = ("fusion", "synchro", "xyz")
STATUS_LIMITS = {"forbidden": 0, "limited": 1, "semi-limited": 2}
PARTS = ("main", "extra", "side")
#: The most cards a part of a deck sent for checking may hold: the legal size and a
#: margin, so that an oversized deck is still checked (and told it is too large), but
#: no check works through thousands of names.
PART_LIMITS = {"main": 2 * MAIN_MAX, "extra": 4 * EXTRA_MAX, "side": 4 * SIDE_MAX}
#: The longest card name accepted (the longest real one has about 70 characters).
MAX_NAME = 200

#: The rule passages behind each violation.
CITES: dict[str, tuple[str, ...]] = {
    # 000:95 "- El Deck debe tener de 40 á 60 cartas."
    "deck-size": ("000:91", "000:95", "004:97"),
    # 000:106 "- Puedes tener hasta 15 cartas en el Deck Extra."
    "extra-deck-size": ("000:102", "000:106", "004:108"),
    # 000:112 "El número de cartas en tu Side Deck no puede ser mayor de 15."
    "side-deck-size": ("000:110", "000:112", "000:710"),
    # 000:96 "Sólo puedes tener hasta 3 copias de la misma carta en cualquier
    #         combinación de tu Deck, Deck Extra o Side Deck."
    "copies": ("000:96", "000:197", "000:1048", "004:98"),
    # 000:107 "El Deck Extra puede contener Monstruos Xyz, Monstruos de Sincronía y
    #          Monstruos de Fusión"; 000:382 "comienzan en tu Deck Extra, no en tu
    #          Deck Principal"
    "extra-deck-kind": ("000:104", "000:107", "000:382", "000:433", "004:109", "004:477"),
    # 000:1050 "Las cartas Limitadas están restringidas a 1 copia por Deck, mientras
    #           que las Semi-Limitadas están restringidas a 2 copias por Deck. Las
    #           cartas Prohibidas jamás se pueden incluir en el Deck."
    "forbidden": ("000:1050",),
    "limited": ("000:1050",),
    "semi-limited": ("000:1050",),
    # 000:197 "Éste es el nombre de la carta."
    "unknown-card": ("000:195", "000:197"),
}


def _violation(rule: str, message: str, extra_cites: Sequence[str] = ()) -> dict[str, Any]:
    return {"rule": rule, "message": message, "cites": list(CITES[rule]) + list(extra_cites)}


def _check_shape(deck: Any) -> dict[str, list[str]]:
    """The deck as three lists of names, or a ValueError naming what is wrong."""
    if not isinstance(deck, Mapping):
        raise ValueError(
            f"a deck must be a mapping with the keys main, extra and side, not {type(deck).__name__}"
        )
    unknown = [reprlib.repr(k) for k in deck if k not in PARTS]
    if unknown:
        listed = ", ".join(unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
        raise ValueError(f"unknown deck key(s): {listed} (a deck has only main, extra and side)")
    if "main" not in deck:
        raise ValueError("the deck has no 'main' list")
    out: dict[str, list[str]] = {}
    for part in PARTS:
        cards = deck.get(part)
        if cards is None:
            cards = [] if part != "main" else None
        if not isinstance(cards, list):
            raise ValueError(f"deck.{part} must be a list of card names, not {type(cards).__name__}")
        if len(cards) > PART_LIMITS[part]:
            raise ValueError(f"deck.{part} has {len(cards)} cards; at most {PART_LIMITS[part]} are "
                             "checked")
        for i, name in enumerate(cards):
            if not isinstance(name, str) or not name.strip():
                raise ValueError(f"deck.{part}[{i}] must be a non-empty card name, got {reprlib.repr(name)}")
            if len(name) > MAX_NAME:
                raise ValueError(f"deck.{part}[{i}] has {len(name)} characters; a card name has at "
                                 f"most {MAX_NAME}")
        out[part] = [name.strip() for name in cards]
    return out


def _check_banlist(banlist: Any) -> None:
    if banlist is None:
        return
    if not isinstance(banlist, Mapping) or not isinstance(banlist.get("entries"), list):
        raise ValueError("a Forbidden/Limited list must be a mapping with an 'entries' list")
    for i, entry in enumerate(banlist["entries"]):
        if not isinstance(entry, Mapping) or not isinstance(entry.get("card"), str):
            raise ValueError(f"banlist.entries[{i}] must have a 'card' name")
        if entry.get("status") not in STATUS_LIMITS:
            raise ValueError(
                f"banlist.entries[{i}].status must be one of "
                f"{', '.join(STATUS_LIMITS)}, got {entry.get('status')!r}"
            )


def load_banlist(path: str | Path) -> dict[str, Any]:
    """Read a Forbidden/Limited list YAML file (``rules_corpus/forbidden_limited.yaml``)."""
    import yaml

    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ValueError(f"cannot read the Forbidden/Limited list {p}: {exc}") from None
    _check_banlist(data)
    return data


def check_deck(
    deck: Mapping[str, Any], library: Any, banlist: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Check a deck against the construction rules and a Forbidden/Limited list.

    Parameters
    ----------
    deck : mapping
        ``{"main": [names], "extra": [names], "side": [names]}``; names in any
        language the library knows.  ``extra`` and ``side`` may be left out.
    library : CardLibrary
        Anything with ``get(name)`` returning a card (``judge.engine.CardLibrary``).
    banlist : mapping or None
        A list as read by :func:`load_banlist`, or None to check without one.

    Returns
    -------
    dict
        ``{"legal", "violations": [{"rule", "message", "cites"}], "banlist",
        "counts"}``.  ``banlist`` is the list's source, date and note (None when
        no list was given).

    Raises
    ------
    ValueError
        When the deck or the list is not shaped as described.
    """
    parts = _check_shape(deck)
    _check_banlist(banlist)
    if library is None or not hasattr(library, "get"):
        raise ValueError("a card library is needed to check a deck")

    violations: list[dict[str, Any]] = []
    n_main, n_extra, n_side = (len(parts[p]) for p in PARTS)
    if not MAIN_MIN <= n_main <= MAIN_MAX:
        violations.append(_violation("deck-size", f"the Main Deck has {n_main} cards; it must have 40 to 60"))
    if n_extra > EXTRA_MAX:
        violations.append(
            _violation("extra-deck-size", f"the Extra Deck has {n_extra} cards; at most 15 are allowed")
        )
    if n_side > SIDE_MAX:
        violations.append(
            _violation("side-deck-size", f"the Side Deck has {n_side} cards; at most 15 are allowed")
        )

    copies: Counter[str] = Counter()
    reported_unknown: set[str] = set()
    for part in PARTS:
        for name in parts[part]:
            try:
                card = library.get(name)
            except AmbiguousCardError as exc:
                if name not in reported_unknown:
                    reported_unknown.add(name)
                    violations.append(
                        _violation(
                            "unknown-card",
                            f"{name!r} matches several cards: "
                            f"{', '.join(exc.candidates)}; use the official English name",
                        )
                    )
                continue
            except (UnknownCardError, KeyError) as exc:
                if name not in reported_unknown:
                    reported_unknown.add(name)
                    hint = getattr(exc, "suggestions", None)
                    extra = f" (did you mean: {', '.join(hint)}?)" if hint else ""
                    violations.append(_violation("unknown-card", f"no card is called {name!r}{extra}"))
                continue
            copies[card.name] += 1
            types = set(getattr(card, "monster_types", ()) or ())
            in_extra_kind = bool(types & set(EXTRA_DECK_KINDS))
            if part == "extra" and not in_extra_kind:
                violations.append(
                    _violation(
                        "extra-deck-kind",
                        f"{card.name} is in the Extra Deck, which may only "
                        "hold Fusion, Synchro and Xyz Monsters",
                    )
                )
            if part == "main" and in_extra_kind:
                kind = next(k for k in EXTRA_DECK_KINDS if k in types)
                violations.append(
                    _violation(
                        "extra-deck-kind",
                        f"{card.name} is a {kind.capitalize()} Monster: it "
                        "starts in the Extra Deck, not in the Main Deck",
                    )
                )

    for name, count in sorted(copies.items()):
        if count > MAX_COPIES:
            violations.append(
                _violation(
                    "copies",
                    f"{count} copies of {name} in Main, Extra and Side Deck together; at most 3 are allowed",
                )
            )

    info = None
    if banlist is not None:
        info = {
            "source": banlist.get("source"),
            "date": banlist.get("date"),
            "note": banlist.get("note"),
            "title": banlist.get("title"),
        }
        for entry in banlist["entries"]:
            status = entry["status"]
            limit = STATUS_LIMITS[status]
            try:
                listed = library.get(entry["card"]).name
            except (UnknownCardError, AmbiguousCardError, KeyError):
                listed = entry["card"]
            count = copies.get(listed, 0)
            if count > limit:
                line = [entry["line"]] if entry.get("line") else []
                allowed = (
                    "none is allowed"
                    if limit == 0
                    else (f"at most {limit} {'copy is' if limit == 1 else 'copies are'} allowed")
                )
                violations.append(
                    _violation(
                        status,
                        f"{listed} is {status.capitalize()} on the list of "
                        f"{banlist.get('source')} ({banlist.get('date')}): {count} in the deck, "
                        f"{allowed}",
                        line,
                    )
                )

    return {
        "legal": not violations,
        "violations": violations,
        "banlist": info,
        "counts": {"main": n_main, "extra": n_extra, "side": n_side},
    }
