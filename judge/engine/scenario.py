"""Loading scenarios: schema validation and the initial game state.

The format is the public contract of ``scenario.md``: unknown keys and wrong
types are input errors naming the path (:class:`ScenarioError`), never ignored.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import CARD_SCHEMA, UNKNOWN_CARD, CardDef, CardLibrary, _schema_errors
from .errors import ScenarioError, UnknownCardError
from .limits import (
    MAX_ACTIONS,
    MAX_COUNT,
    MAX_DECK_COUNT,
    MAX_INLINE_CARDS,
    MAX_LIST,
    MAX_LP,
    MAX_NAME,
    MAX_STAT,
    MAX_TEXT,
    MAX_TURN,
)
from .rules import EDITIONS
from .state import MONSTER_ZONES, PHASES, STEPS, CardInst, GameState, PlayerState

ACTIONS = ("draw", "next_phase", "enter_phase", "normal_summon", "set_monster", "flip_summon",
           "change_position", "set_spell_trap", "activate", "pass", "attack", "no_attack",
           "synchro_summon", "xyz_summon", "pendulum_summon", "detach", "end_turn", "discard")
SUMMONED_BY = ("normal", "tribute", "flip", "special", "fusion", "synchro", "xyz", "ritual",
               "pendulum")

_REF = {"type": "string", "minLength": 1, "maxLength": MAX_NAME}
_REFS = {"type": "array", "maxItems": MAX_LIST, "items": _REF}
_PLAYER = {"enum": ["A", "B"]}
_TEXT = {"type": "string", "maxLength": MAX_TEXT}
_TURN = {"type": "integer", "minimum": 0, "maximum": MAX_TURN}
_COUNT = {"type": "integer", "minimum": 1, "maximum": MAX_COUNT}
_COUNTERS = {"type": "object", "maxProperties": 20,
             "additionalProperties": {"type": "integer", "minimum": -MAX_STAT, "maximum": MAX_STAT}}
_LP = {"type": "integer", "minimum": -MAX_LP, "maximum": MAX_LP}

_CARD_ENTRY = {"anyOf": [_REF, {
    "type": "object", "additionalProperties": False, "required": ["card"],
    "properties": {"card": _REF, "id": _REF, "properly_summoned": {"type": "boolean"},
                   "face": {"enum": ["up", "down"]}}}]}

_MONSTER = {
    "type": "object", "additionalProperties": False, "required": ["card"],
    "properties": {
        "card": _REF, "id": _REF, "position": {"enum": ["attack", "defense", "set"]},
        "summoned_turn": _TURN,
        "set_turn": _TURN,
        "attacked": {"type": "boolean"}, "position_changed": {"type": "boolean"},
        "materials": _REFS, "equipped_to": _REF,
        "counters": _COUNTERS,
        "summoned_by": {"enum": list(SUMMONED_BY)},
        "zone": {"type": "integer", "minimum": 0, "maximum": 4},
        # 000:1146/000:1148: the card may belong to the other player (control taken)
        "owner": _PLAYER,
        "control_until": {"enum": ["end_phase", "permanent"]},
    },
}

_SPELL_TRAP = {
    "type": "object", "additionalProperties": False, "required": ["card"],
    "properties": {
        "card": _REF, "id": _REF, "face": {"enum": ["up", "down"]},
        "set_turn": _TURN, "equipped_to": _REF,
        "counters": _COUNTERS,
        "zone": {"type": "integer", "minimum": 0, "maximum": 4},
        "owner": _PLAYER,
    },
}

_PLAYER_STATE = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "lp": {"type": "integer", "minimum": 0, "maximum": MAX_LP},
        "hand": {"type": "array", "maxItems": MAX_LIST, "items": _CARD_ENTRY},
        "deck": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": MAX_DECK_COUNT},
                           {"type": "array", "maxItems": MAX_LIST, "items": _CARD_ENTRY}]},
        "extra_deck": {"type": "array", "maxItems": MAX_LIST, "items": _CARD_ENTRY},
        "graveyard": {"type": "array", "maxItems": MAX_LIST, "items": _CARD_ENTRY},
        "banished": {"type": "array", "maxItems": MAX_LIST, "items": _CARD_ENTRY},
        "monsters": {"type": "array", "maxItems": 5, "items": _MONSTER},
        "spell_trap": {"type": "array", "maxItems": 5, "items": _SPELL_TRAP},
        "field": {"anyOf": [{"type": "null"}, _SPELL_TRAP]},
        "pendulum": {"type": "array", "maxItems": 2, "items": _SPELL_TRAP},
        "normal_summon_used": {"type": "boolean"},
        "pendulum_summon_used": {"type": "boolean"},
    },
}

_ACTION = {
    "type": "object", "additionalProperties": False, "required": ["do"],
    "properties": {
        "do": {"enum": list(ACTIONS)}, "player": _PLAYER, "card": _REF, "cards": _REFS,
        "effect": {"type": "integer", "minimum": 0, "maximum": MAX_COUNT},
        "targets": {"anyOf": [_REFS, _REF]},
        "cost": {"type": "object", "additionalProperties": False, "properties": {
            "discard": {"anyOf": [_REFS, _REF]}, "tribute": {"anyOf": [_REFS, _REF]},
            "banish_from_graveyard": {"anyOf": [_REFS, _REF]},
            "send_to_graveyard": {"anyOf": [_REFS, _REF]},
            "detach": _COUNT,
            "pay_lp": {"type": "integer", "minimum": 0, "maximum": MAX_LP}}},
        "choices": {"type": "object", "additionalProperties": False, "properties": {
            "fusion": _REF, "monster": _REF, "materials": _REFS, "tributes": _REFS,
            "position": {"enum": ["attack", "defense"]},
            "discard": {"anyOf": [_REFS, _REF]}, "add_to_hand": {"anyOf": [_REFS, _REF]},
            "card": _REF, "cards": _REFS}},
        "tributes": _REFS, "materials": _REFS,
        "zone": {"type": "integer", "minimum": 0, "maximum": 4},
        "to": {"enum": ["attack", "defense"]}, "position": {"enum": ["attack", "defense"]},
        "attacker": _REF, "target": {"anyOf": [{"type": "null"}, _REF]},
        "phase": {"enum": list(PHASES)}, "discard": _REFS,
        "count": _COUNT,
        "note": _TEXT,
    },
    "if": {"properties": {"do": {"not": {"const": "pass"}}}},
    "then": {"required": ["player"]},
}

_EXPECT = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "ok": {"type": "boolean"},
        "chains": {"type": "array", "maxItems": MAX_ACTIONS, "items": {"type": "object"}},
        "lp": {"type": "object", "additionalProperties": False,
               "properties": {"A": _LP, "B": _LP}},
        "destroyed": _REFS,
        "zones": {"type": "object", "additionalProperties": False,
                  "properties": {"A": {"type": "object"}, "B": {"type": "object"}}},
        "winner": {"anyOf": [{"type": "null"}, {"enum": ["A", "B", "draw"]}]},
        "win_reason": {"anyOf": [{"type": "null"}, _TEXT]},
        "error": {"anyOf": [{"type": "null"}, _TEXT, {
            "type": "object", "additionalProperties": False,
            "properties": {"rule": _TEXT, "action": {"type": "integer", "minimum": 0,
                                                     "maximum": MAX_ACTIONS}}}]},
        "error_action": {"type": "integer", "minimum": 0, "maximum": MAX_ACTIONS},
        "replays": {"type": "integer", "minimum": 0, "maximum": MAX_ACTIONS},
        "battles": {"type": "array", "maxItems": MAX_ACTIONS, "items": {"type": "object"}},
        "phase": {"enum": list(PHASES)},
        "step": {"anyOf": [{"type": "null"}, {"enum": list(STEPS)}]},
        "turn": _TURN,
        "turn_player": _PLAYER,
        "priority": _PLAYER,
    },
}

SCENARIO_SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "version": {"const": 1},
        "title": _TEXT,
        "description": _TEXT,
        "rules": {"anyOf": [{"type": "string", "maxLength": 20},
                            {"type": "number", "minimum": 0, "maximum": 100}]},
        "cards": {"type": "array", "maxItems": MAX_INLINE_CARDS, "items": CARD_SCHEMA},
        "state": {
            "type": "object", "additionalProperties": False,
            "properties": {
                "turn": {"type": "integer", "minimum": 1, "maximum": MAX_TURN},
                "first_player": _PLAYER, "turn_player": _PLAYER,
                "phase": {"enum": list(PHASES)},
                "step": {"anyOf": [{"type": "null"}, {"enum": list(STEPS)}]},
                "players": {"type": "object", "additionalProperties": False,
                            "properties": {"A": _PLAYER_STATE, "B": _PLAYER_STATE}},
            },
        },
        "actions": {"type": "array", "maxItems": MAX_ACTIONS, "items": _ACTION},
        "expect": _EXPECT,
    },
}


@dataclass
class Scenario:
    """A loaded scenario: rules edition, cards, initial state, actions, expectations."""

    edition: str
    library: CardLibrary
    state: GameState
    actions: list[dict[str, Any]]
    expect: dict[str, Any] | None
    title: str = ""
    raw: dict[str, Any] = field(default_factory=dict)


def parse(data: Any) -> dict[str, Any]:
    """A scenario dict from a dict or a YAML / JSON string."""
    if isinstance(data, bytes):
        data = data.decode("utf-8")
    if isinstance(data, str):
        text = data.strip()
        try:
            if text.startswith("{"):
                data = json.loads(text)
            else:
                import yaml

                data = yaml.safe_load(text)
        except (ValueError, Exception) as exc:  # noqa: BLE001 - yaml and json errors
            raise ScenarioError(f"not valid YAML or JSON: {exc}".splitlines()[0]) from None
    if not isinstance(data, Mapping):
        raise ScenarioError("a scenario must be a mapping")
    return dict(data)


def load_scenario(data: Any, library: CardLibrary | None = None) -> Scenario:
    """Validate a scenario and build its initial :class:`GameState`.

    Raises :class:`ScenarioError` (every problem, with its path) or
    :class:`UnknownCardError`.
    """
    raw = parse(data)
    errors = _schema_errors(raw, SCENARIO_SCHEMA, "")
    if errors:
        raise ScenarioError("invalid scenario", errors)
    rules = str(raw.get("rules", "9.1"))
    if rules not in EDITIONS:
        raise ScenarioError(f"unknown rulebook edition {rules!r} (known: "
                            f"{', '.join(sorted(EDITIONS))})", path="rules")
    edition = EDITIONS[rules]
    inline = CardLibrary(raw.get("cards") or [], source="cards", validated=True)
    lib = (library or CardLibrary()).merged(inline.cards())
    state = _build_state(raw.get("state") or {}, lib, edition)
    _check_targets(raw.get("actions") or [], state, lib)
    return Scenario(edition=edition, library=lib, state=state,
                    actions=[dict(a) for a in raw.get("actions") or []],
                    expect=raw.get("expect"), title=str(raw.get("title", "")), raw=raw)


def _check_targets(actions: list[Any], state: GameState, lib: CardLibrary) -> None:
    """An activation that names ``targets`` for an effect that chooses none is an input
    error (the targets would be silently ignored), named by its path."""
    by_uid = {c.uid: c.card for c in state.all_cards()}
    for i, action in enumerate(actions):
        if not isinstance(action, Mapping) or action.get("do") != "activate" or "targets" not in action:
            continue
        ref = action.get("card")
        cd = by_uid.get(ref) if isinstance(ref, str) else None
        if cd is None and isinstance(ref, str):
            try:
                cd = lib.get(ref)
            except (UnknownCardError, ValueError):
                continue  # the action's card is checked when it is played
        if cd is None:
            continue
        effects = list(cd.effects)
        index = action.get("effect")
        if isinstance(index, int) and 0 <= index < len(effects):
            effects = [effects[index]]
        if not any(isinstance(e, Mapping) and e.get("target") for e in effects) \
                and not (cd.kind == "spell" and cd.subtype == "equip"):
            raise ScenarioError(f"\"{cd.name}\" chooses no targets: its effect says no `target`, "
                                f"so the targets named here would be ignored", path=f"actions.{i}.targets")


class _Builder:
    def __init__(self, lib: CardLibrary, state: GameState) -> None:
        self.lib = lib
        self.state = state
        self.ids: dict[str, CardInst] = {}
        self.equips: list[tuple[CardInst, str, str]] = []

    def card(self, name: str, path: str) -> CardDef:
        try:
            return self.lib.get(name)
        except UnknownCardError as exc:
            exc.path = path  # type: ignore[attr-defined]
            raise

    def inst(self, entry: Any, owner: str, path: str, deck_unknown: bool = False) -> CardInst:
        """A card of the side ``owner``; a board card may name another ``owner``
        (000:1146: the side says who controls it; 000:1148: the owner is whose
        Graveyard, hand and Deck it goes back to)."""
        if isinstance(entry, str):
            entry = {"card": entry}
        controller = owner
        owner = entry.get("owner", owner)
        cd = UNKNOWN_CARD if deck_unknown else self.card(entry["card"], f"{path}.card")
        uid = entry.get("id")
        if uid is not None:
            if uid in self.ids:
                raise ScenarioError(f"the id {uid!r} is used twice", path=f"{path}.id")
        else:
            uid = self.state.new_uid(f"{owner.lower()}_")
        card = CardInst(uid=uid, card=cd, owner=owner, controller=controller)
        self.ids[uid] = card
        if entry.get("properly_summoned"):
            card.properly_summoned = True
        if entry.get("face") == "down":
            card.face_up = False
        return card


def _build_state(data: Mapping[str, Any], lib: CardLibrary, edition: str) -> GameState:
    players = {"A": PlayerState("A"), "B": PlayerState("B")}
    state = GameState(players=players, edition=edition, library=lib)
    state.turn = int(data.get("turn", 1))
    state.first_player = data.get("first_player", "A")
    second = "B" if state.first_player == "A" else "A"
    default_tp = state.first_player if state.turn % 2 == 1 else second
    state.turn_player = data.get("turn_player", default_tp)
    if state.turn_player != default_tp:
        raise ScenarioError(
            f"turn {state.turn} belongs to player {default_tp} when player {state.first_player} "
            "went first", path="state.turn_player")
    state.phase = data.get("phase", "main1")
    state.step = data.get("step")
    if state.phase == "battle":
        state.step = state.step or "battle"
        if state.turn == 1:
            raise ScenarioError("the player who goes first has no Battle Phase on the first "
                                "turn (000:778)", path="state.phase")
        state.battle_phase_done = True
    elif state.step is not None:
        raise ScenarioError("a step is only given in the Battle Phase", path="state.step")
    if state.phase == "main2":
        state.battle_phase_done = True
    state.priority = state.turn_player
    b = _Builder(lib, state)
    for name, pdata in (data.get("players") or {}).items():
        _build_player(b, players[name], pdata, f"state.players.{name}")
    for card, ref, path in b.equips:
        target = b.ids.get(ref)
        if target is None:
            target = next((c for p in players.values() for c in p.field_monsters()
                           if ref in c.card.all_names()), None)
        if target is None or not state.on_field(target):
            raise ScenarioError(f"equipped_to names no monster on the field: {ref!r}", path=path)
        card.equipped_to = target.uid
    for p in players.values():
        # a player the scenario leaves out has the default Deck of 40 unknown cards
        if p.name not in (data.get("players") or {}):
            p.deck = [CardInst(uid=state.new_uid(f"{p.name.lower()}_"), card=UNKNOWN_CARD,
                               owner=p.name, controller=p.name) for _ in range(40)]
    state.start_places = state.places()
    return state


def _build_player(b: _Builder, p: PlayerState, data: Mapping[str, Any], path: str) -> None:
    owner = p.name
    p.lp = int(data.get("lp", 8000))
    for place in ("hand", "extra_deck", "graveyard", "banished"):
        items = data.get(place) or []
        cards = [b.inst(e, owner, f"{path}.{place}.{i}") for i, e in enumerate(items)]
        if place == "extra_deck":
            for c, e in zip(cards, items, strict=True):
                c.face_up = isinstance(e, Mapping) and e.get("face") == "up"
        setattr(p, place, cards)
    deck = data.get("deck", 40)
    if isinstance(deck, int):
        p.deck = [CardInst(uid=b.state.new_uid(f"{owner.lower()}_"), card=UNKNOWN_CARD,
                           owner=owner, controller=owner) for _ in range(deck)]
    else:
        p.deck = [b.inst(e, owner, f"{path}.deck.{i}") for i, e in enumerate(deck)]
    used_zones: set[int] = set()
    for i, m in enumerate(data.get("monsters") or []):
        mpath = f"{path}.monsters.{i}"
        card = b.inst(m, owner, mpath)
        cd = card.card
        if cd.kind != "monster":
            raise ScenarioError(f"\"{cd.name}\" is not a monster", path=f"{mpath}.card")
        pos = m.get("position", "attack")
        card.position = "defense" if pos in ("defense", "set") else "attack"
        card.face_up = pos != "set"
        card.summoned_turn = m.get("summoned_turn")
        card.set_turn = m.get("set_turn")
        card.attacks = 1 if m.get("attacked") else 0
        card.position_changed = bool(m.get("position_changed"))
        card.summoned_by = m.get("summoned_by") or cd.extra_kind or "normal"
        if cd.extra_kind and card.summoned_by == cd.extra_kind:
            card.properly_summoned = True
        card.counters = dict(m.get("counters") or {})
        card.materials = [b.inst(n, owner, f"{mpath}.materials.{j}")
                          for j, n in enumerate(m.get("materials") or [])]
        if "control_until" in m:
            if card.owner == owner:
                raise ScenarioError("control_until is only given for a monster whose owner is "
                                    "the other player", path=f"{mpath}.control_until")
            card.control_until = None if m["control_until"] == "permanent" else m["control_until"]
        if m.get("equipped_to"):
            b.equips.append((card, m["equipped_to"], f"{mpath}.equipped_to"))
        zone = m.get("zone", _next_zone(used_zones, MONSTER_ZONES))
        if zone in used_zones:
            raise ScenarioError(f"Monster Zone {zone} is used twice", path=f"{mpath}.zone")
        used_zones.add(zone)
        p.monsters[zone] = card
    used_zones = set()
    for i, s in enumerate(data.get("spell_trap") or []):
        spath = f"{path}.spell_trap.{i}"
        card = b.inst(s, owner, spath)
        _spell_trap_flags(b, card, s, spath)
        zone = s.get("zone", _next_zone(used_zones, 5))
        if zone in used_zones:
            raise ScenarioError(f"Spell & Trap Zone {zone} is used twice", path=f"{spath}.zone")
        used_zones.add(zone)
        p.spell_trap[zone] = card
    if data.get("field"):
        card = b.inst(data["field"], owner, f"{path}.field")
        if not (card.card.kind == "spell" and card.card.subtype == "field"):
            raise ScenarioError(f"\"{card.name}\" is not a Field Spell", path=f"{path}.field")
        _spell_trap_flags(b, card, data["field"], f"{path}.field")
        p.field_zone = card
    for i, s in enumerate(data.get("pendulum") or []):
        card = b.inst(s, owner, f"{path}.pendulum.{i}")
        if not card.card.has_type("pendulum"):
            raise ScenarioError(f"\"{card.name}\" is not a Pendulum Monster",
                                path=f"{path}.pendulum.{i}")
        p.pendulum[i] = card
    p.normal_summon_used = bool(data.get("normal_summon_used", False))
    p.pendulum_summon_used = bool(data.get("pendulum_summon_used", False))


def _spell_trap_flags(b: _Builder, card: CardInst, s: Mapping[str, Any], path: str) -> None:
    card.face_up = s.get("face", "down") == "up"
    card.set_turn = s.get("set_turn")
    card.counters = dict(s.get("counters") or {})
    if s.get("equipped_to"):
        b.equips.append((card, s["equipped_to"], f"{path}.equipped_to"))


def _next_zone(used: set[int], total: int) -> int:
    for i in range(total):
        if i not in used:
            return i
    return total - 1
