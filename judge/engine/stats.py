"""Current ATK/DEF and the Continuous Effects that apply on the field.

Continuous Effects apply while their card is face-up on the field (000:274,
000:626, 000:664); an Equip Card's effect applies to the equipped monster
(000:632).  Modifiers from resolved effects are kept on the card (000:1114:
the original ATK is the printed one).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from .state import CardInst, GameState, other


def matches_filter(state: GameState, card: CardInst, flt: Mapping[str, Any] | None,
                   viewer: str) -> bool:
    """Whether ``card`` fits a ``filter`` mapping of the effect vocabulary.

    ``viewer`` is the player for whom ``side: you`` is meant.
    """
    if not flt:
        return True
    cd = card.card
    for key, want in flt.items():
        if key == "name":
            names = [want] if isinstance(want, str) else list(want)
            from .cards import fold

            if not any(fold(n) in {fold(x) for x in cd.all_names()} for n in names):
                return False
        elif key == "kind":
            kinds = [want] if isinstance(want, str) else list(want)
            if cd.kind not in kinds:
                return False
        elif key == "subtype":
            if cd.subtype != want:
                return False
        elif key == "monster_type":
            types = [want] if isinstance(want, str) else list(want)
            if not all(t in cd.monster_types for t in types):
                return False
        elif key in ("attribute", "race"):
            wanted = [want] if isinstance(want, str) else list(want)
            have = (cd.attribute if key == "attribute" else cd.race) or ""
            if have.lower() not in {str(w).lower() for w in wanted}:
                return False
        elif key == "level_min":
            if cd.level < int(want):
                return False
        elif key == "level_max":
            if cd.level > int(want):
                return False
        elif key in ("atk_min", "atk_max", "def_min", "def_max"):
            value = current_atk(state, card) if key.startswith("atk") else current_def(state, card)
            if key.endswith("min") and value < int(want):
                return False
            if key.endswith("max") and value > int(want):
                return False
        elif key == "position":
            pos = "set" if not card.face_up else card.position
            if want != pos and not (want == "defense" and pos == "set"):
                return False
        elif key == "face":
            if want == "up" and not card.face_up or want == "down" and card.face_up:
                return False
        elif key == "side":
            if want == "you" and card.controller != viewer:
                return False
            if want == "opponent" and card.controller == viewer:
                return False
        elif key == "not_this":
            continue  # zone selectors never include the card whose effect it is
        elif key == "properly_summoned":
            if bool(want) != card.properly_summoned:
                return False
    return True


def active_continuous(state: GameState) -> Iterator[tuple[CardInst, Mapping[str, Any]]]:
    """(source card, apply entry) for every Continuous Effect now applying."""
    pending = {id(link.card) for link in state.chain if link.is_card_activation}
    for p in state.players.values():
        for card in p.on_field():
            if not card.face_up or card.effects_negated or id(card) in pending:
                continue  # a Spell/Trap applies once its activation has resolved
            if card.card.kind == "monster" and card not in p.monsters:
                continue  # a Pendulum card in a Pendulum Zone applies as a Spell only
            for effect in card.card.effects:
                if effect.get("type") != "continuous":
                    continue
                entries = effect.get("apply", ())
                if any(e.get("location", "field") != "field" for e in entries):
                    continue  # works from elsewhere (the hand: Exodia)
                for entry in entries:
                    yield card, entry


def _applies_to(state: GameState, source: CardInst, what: Any, card: CardInst) -> bool:
    if what in (None, "this"):
        return source is card
    if what == "equipped":
        return source.equipped_to == card.uid
    if isinstance(what, Mapping):
        zone = what.get("zone", "monsters")
        if zone not in ("monsters", "on_field"):
            return False
        if not any(c is card for c in state.players[card.controller].monsters):
            return False
        side = what.get("side", "you")
        if side == "you" and card.controller != source.controller:
            return False
        if side == "opponent" and card.controller == source.controller:
            return False
        face = what.get("face", "up")
        if face == "up" and not card.face_up:
            return False
        return matches_filter(state, card, what.get("filter"), source.controller)
    return False


def _stat(state: GameState, card: CardInst, stat: str) -> int:
    value = card.card.atk if stat == "atk" else card.card.def_
    for mod in card.modifiers:
        if mod.stat != stat:
            continue
        value = mod.amount if mod.absolute else value + mod.amount
    key = "modify_atk" if stat == "atk" else "modify_def"
    for source, entry in active_continuous(state):
        spec = entry.get(key)
        if spec is None:
            continue
        if isinstance(spec, int):
            spec = {"what": "this", "amount": spec}
        if _applies_to(state, source, spec.get("what"), card):
            value += int(spec.get("amount", 0))
    return max(0, value)


def current_atk(state: GameState, card: CardInst) -> int:
    """The monster's ATK now (never below 0)."""
    return _stat(state, card, "atk")


def current_def(state: GameState, card: CardInst) -> int:
    return _stat(state, card, "def")


def has_flag(state: GameState, card: CardInst, flag: str) -> bool:
    """Whether a Continuous Effect gives ``card`` the ``flag`` (``piercing``,
    ``direct_attack``, ``cannot_be_destroyed_by_battle``)."""
    for source, entry in active_continuous(state):
        if flag not in entry:
            continue
        value = entry[flag]
        what = entry.get("what", "this")
        if isinstance(value, Mapping):
            what = value.get("what", what)
        elif value is False:
            continue
        if _applies_to(state, source, what, card):
            return True
    return False


def attack_forbidden(state: GameState, card: CardInst) -> CardInst | None:
    """The card whose ``cannot_attack`` Continuous Effect forbids ``card`` to attack."""
    for source, entry in active_continuous(state):
        if "cannot_attack" not in entry:
            continue
        spec = entry["cannot_attack"]
        flt: Any = spec.get("filter") if isinstance(spec, Mapping) else None
        side = spec.get("side", "both") if isinstance(spec, Mapping) else "both"
        if isinstance(spec, Mapping) and spec.get("what") == "this":
            if source is card:
                return source
            continue
        if side == "you" and card.controller != source.controller:
            continue
        if side == "opponent" and card.controller == source.controller:
            continue
        if matches_filter(state, card, flt, source.controller):
            return source
    return None


def opponent_of(card: CardInst) -> str:
    return other(card.controller)
