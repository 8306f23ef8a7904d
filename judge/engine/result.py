"""The simulation result: outcome, and the check of ``expect``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import UNKNOWN_CARD, CardLibrary, fold
from .errors import AmbiguousCardError, UnknownCardError
from .state import CardInst, GameState


def _monster(card: CardInst) -> dict[str, Any]:
    out: dict[str, Any] = {"card": card.name, "id": card.uid,
                           "position": card.position if card.face_up else "set",
                           "owner": card.owner}
    if card.control_until:
        out["control_until"] = card.control_until
    if card.materials:
        out["materials"] = [m.name for m in card.materials]
    if card.equipped_to:
        out["equipped_to"] = card.equipped_to
    return out


def _spell(card: CardInst) -> dict[str, Any]:
    out: dict[str, Any] = {"card": card.name, "id": card.uid, "face": "up" if card.face_up
                           else "down", "owner": card.owner}
    if card.equipped_to:
        out["equipped_to"] = card.equipped_to
    return out


def zones(state: GameState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, p in state.players.items():
        out[name] = {
            "hand": [c.name for c in p.hand],
            "hand_count": len(p.hand),
            "monsters": [_monster(c) for c in p.monsters if c is not None],
            "spell_trap": [_spell(c) for c in p.spell_trap if c is not None],
            "field": _spell(p.field_zone) if p.field_zone is not None else None,
            "pendulum": [_spell(c) for c in p.pendulum if c is not None],
            "graveyard": [c.name for c in p.graveyard],
            "banished": [c.name for c in p.banished],
            "extra_deck": [c.name for c in p.extra_deck],
            "deck_count": len(p.deck),
            "extra_deck_count": len(p.extra_deck),
        }
    return out


def moved(state: GameState) -> list[dict[str, Any]]:
    """The cards that are not where the scenario put them, or that changed control
    on the way, each with its owner: a card leaving the field goes to its owner's
    Graveyard, hand or Deck (000:1148).  ``from``/``to`` are ``"A.hand"``-style
    places (``from`` is None for a card created during the Duel, such as a Token);
    the unknown cards of a Deck given as a count are left out."""
    now = state.places()
    changed = {e["id"] for e in state.control_log}
    out: list[dict[str, Any]] = []
    for card in state.all_cards():
        if card.card is UNKNOWN_CARD:
            continue
        before = state.start_places.get(card.uid)
        after = now.get(card.uid)
        if before == after and card.uid not in changed:
            continue
        entry: dict[str, Any] = {
            "card": card.name, "id": card.uid, "owner": card.owner,
            "from": ".".join(before) if before else None,
            "to": ".".join(after) if after else None}
        if after is not None and after[1] in ("monsters", "spell_trap", "field", "pendulum"):
            entry["controller"] = card.controller
        if card.uid in changed:
            entry["control_changes"] = [
                {k: e[k] for k in ("from", "to", "until", "turn")}
                for e in state.control_log if e["id"] == card.uid]
        out.append(entry)
    return out


def outcome(state: GameState) -> dict[str, Any]:
    return {
        "lp": {n: p.lp for n, p in state.players.items()},
        "chains": state.chains_log,
        "destroyed": list(state.destroyed_log),
        "battles": state.battles_log,
        "replays": state.replays,
        "zones": zones(state),
        "phase": state.phase,
        "step": state.step,
        "turn": state.turn,
        "turn_player": state.turn_player,
        "winner": state.winner,
        "win_reason": state.win_reason,
        "rules": state.edition,
        "moved": moved(state),
    }


class _Names:
    """Compares card names written in any language."""

    def __init__(self, library: CardLibrary | None) -> None:
        self.library = library

    def canon(self, name: Any) -> Any:
        if not isinstance(name, str):
            return name
        if self.library is not None:
            try:
                return self.library.get(name).name
            except (UnknownCardError, AmbiguousCardError):
                pass
        return name

    def same(self, expected: Any, actual: Any) -> bool:
        if isinstance(expected, str) and isinstance(actual, Mapping):
            actual = actual.get("card")
        if isinstance(expected, str) and isinstance(actual, str):
            return fold(self.canon(expected)) == fold(actual) or fold(expected) == fold(actual)
        if isinstance(expected, Mapping) and isinstance(actual, Mapping):
            return all(k in actual and self.same(v, actual[k]) for k, v in expected.items())
        if isinstance(expected, list) and isinstance(actual, list):
            return self.same_bag(expected, actual)
        return bool(expected == actual)

    def same_list(self, expected: list[Any], actual: list[Any]) -> bool:
        return len(expected) == len(actual) and all(
            self.same(e, a) for e, a in zip(expected, actual, strict=True))

    def same_bag(self, expected: list[Any], actual: list[Any]) -> bool:
        if len(expected) != len(actual):
            return False
        left = list(actual)
        for e in expected:
            hit = next((i for i, a in enumerate(left) if self.same(e, a)), None)
            if hit is None:
                return False
            del left[hit]
        return True


def check_expect(expect: Mapping[str, Any], result: Mapping[str, Any],
                 library: CardLibrary | None) -> dict[str, Any]:
    """Compare ``expect`` with the result: ``{"passed": bool, "mismatches": [...]}``.

    Lists of names in ``chains.resolved`` compare in order; ``destroyed`` and
    zone lists as multisets; ``zones``, ``battles`` and chain entries partially
    (only the keys written).
    """
    names = _Names(library)
    out = result["outcome"]
    mism: list[dict[str, Any]] = []

    def miss(key: str, expected: Any, actual: Any) -> None:
        mism.append({"key": key, "expected": expected, "actual": actual})

    for key, want in expect.items():
        if key == "ok":
            if want != result["ok"]:
                miss("ok", want, result["ok"])
        elif key == "lp":
            for player, lp in want.items():
                if out["lp"][player] != lp:
                    miss(f"lp.{player}", lp, out["lp"][player])
        elif key in ("chains", "battles"):
            # one entry per chain or battle, in order; each compared on the keys written
            # (a chain's ``resolved`` order matters)
            got = out[key]
            if len(want) != len(got):
                miss(key, f"{len(want)} {key[:-1]}(s)", f"{len(got)} {key[:-1]}(s)")
            for i, (w, g) in enumerate(zip(want, got, strict=False)):
                for k, v in w.items():
                    actual = g.get(k)
                    ok = (names.same_list(v, actual) if k == "resolved" and isinstance(v, list)
                          else names.same(v, actual))
                    if not ok:
                        miss(f"{key}.{i}.{k}", v, actual)
        elif key == "destroyed":
            if not names.same_bag(want, out["destroyed"]):
                miss("destroyed", want, out["destroyed"])
        elif key == "zones":
            for player, places in want.items():
                for place, v in places.items():
                    actual = out["zones"][player].get(place)
                    if place not in out["zones"][player]:
                        miss(f"zones.{player}.{place}", v, "(no such zone)")
                    elif not names.same(v, actual) and not (v is None and actual is None):
                        miss(f"zones.{player}.{place}", v, actual)
        elif key == "error":
            err = result["error"]
            if want is None:
                if err is not None:
                    miss("error", None, err["rule"])
            else:
                rule = want if isinstance(want, str) else want.get("rule")
                if err is None or (rule is not None and err["rule"] != rule):
                    miss("error.rule", rule, err["rule"] if err else None)
                if isinstance(want, Mapping) and "action" in want and \
                        (err is None or err["action"] != want["action"]):
                    miss("error.action", want["action"], err["action"] if err else None)
        elif key == "error_action":
            err = result["error"]
            if err is None or err["action"] != want:
                miss("error_action", want, err["action"] if err else None)
        elif key == "priority":
            if result.get("priority") != want:
                miss("priority", want, result.get("priority"))
        elif key == "winner" and want == "draw":
            if out["winner"] is not None or out["win_reason"] != "draw":
                miss("winner", want, out["winner"] or out["win_reason"])
        else:  # winner, win_reason, replays, phase, step, turn, turn_player
            if out.get(key) != want:
                miss(key, want, out.get(key))
    return {"passed": not mism, "mismatches": mism}
