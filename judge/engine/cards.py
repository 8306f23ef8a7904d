"""Card definitions and the card library.

A card is described as in the scenario contract (``scenario.md`` → Cards):
``kind`` monster / spell / trap, ``subtype``, ``monster_type``, Level (the Rank
for Xyz Monsters, 000:386), Pendulum ``scale`` (000:336), ATK/DEF, and
``effects`` written in the effect vocabulary.  :class:`CardLibrary` looks cards
up by name in any language, ignoring case and accents.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import AmbiguousCardError, ScenarioError, UnknownCardError
from .limits import MAX_COUNT, MAX_EFFECTS, MAX_LIST, MAX_LP, MAX_NAME, MAX_STAT, MAX_TEXT

LANGS = ("en", "es", "it", "pt")

SPELL_SUBTYPES = ("normal", "quick-play", "continuous", "equip", "field", "ritual")
TRAP_SUBTYPES = ("normal", "continuous", "counter")
MONSTER_TYPES = ("normal", "effect", "tuner", "fusion", "synchro", "xyz", "ritual",
                 "pendulum", "token", "flip", "union", "spirit", "gemini", "toon")
EXTRA_DECK_TYPES = ("fusion", "synchro", "xyz")
EFFECT_TYPES = ("activation", "ignition", "trigger", "quick", "flip", "continuous")
WHEN_VALUES = ("normal_summoned", "summoned", "flipped", "sent_to_graveyard",
               "sent_from_field_to_graveyard", "destroyed_by_battle", "attack_declared",
               "targeted_for_attack", "standby_phase", "end_phase", "end_of_battle_phase",
               "special_summoned", "destroyed", "flip_summoned")
OPERATIONS = ("destroy", "negate_activation", "negate_effect", "negate_attack",
              "send_to_graveyard", "banish", "return_to_hand", "return_to_deck",
              "add_to_hand", "draw", "discard", "damage", "gain_lp", "special_summon",
              "modify_atk", "modify_def", "set_atk", "prevent_attacks", "create_tokens",
              "equip", "skip_phase", "win_duel", "fusion_summon", "ritual_summon",
              "change_position", "flip_face_down", "take_control")
APPLY_KEYS = ("modify_atk", "modify_def", "cannot_attack", "piercing", "direct_attack",
              "cannot_be_destroyed_by_battle", "location", "win_if_in_hand", "what")
COST_KEYS = ("pay_lp", "discard", "tribute", "detach", "banish_from_graveyard",
             "send_to_graveyard")


@functools.lru_cache(maxsize=8192)
def fold(name: str) -> str:
    """Normalise a card name for lookup: case, accents, quotes and spaces.

    >>> fold('  "Tormenta  Fuerte" ') == fold("tormenta fuerte")
    True
    >>> fold("Polimerización") == fold("POLIMERIZACION")
    True
    """
    text = unicodedata.normalize("NFKD", name)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.casefold().replace("“", "").replace("”", "").replace('"', "")
    text = text.replace("’", "'").replace("-", " ")
    return " ".join(text.split())


_STRING: dict[str, Any] = {"type": "string", "maxLength": MAX_TEXT}
_STR_OR_LIST: dict[str, Any] = {"anyOf": [_STRING, {"type": "array", "maxItems": MAX_LIST,
                                                    "items": _STRING}]}
#: ATK, DEF, levels and changes to them: bounded both ways (see limits.MAX_STAT).
_INT: dict[str, Any] = {"type": "integer", "minimum": -MAX_STAT, "maximum": MAX_STAT}
_COUNT: dict[str, Any] = {"type": "integer", "minimum": 1, "maximum": MAX_COUNT}
_COUNT0: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": MAX_COUNT}
_STAT: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": MAX_STAT}
_SIDE: dict[str, Any] = {"enum": ["you", "opponent", "both"]}
_ZONES = ["monsters", "spell_trap", "field", "on_field", "graveyard", "hand", "banished",
          "deck", "extra_deck"]

FILTER_SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "name": _STR_OR_LIST, "kind": _STR_OR_LIST, "subtype": {"type": "string"},
        "monster_type": _STR_OR_LIST, "attribute": _STR_OR_LIST, "race": _STR_OR_LIST,
        "level_min": _INT, "level_max": _INT, "atk_min": _INT, "atk_max": _INT,
        "def_min": _INT, "def_max": _INT,
        "position": {"enum": ["attack", "defense", "set"]}, "face": {"enum": ["up", "down"]},
        "side": _SIDE, "properly_summoned": {"type": "boolean"},
        "not_this": {"type": "boolean"},
    },
}

_ZONE_SELECTOR: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "properties": {"zone": {"enum": _ZONES}, "side": _SIDE,
                   "face": {"enum": ["up", "down", "any"]}, "filter": FILTER_SCHEMA,
                   "count": _COUNT},
}
_SELECTOR: dict[str, Any] = {"anyOf": [
    {"enum": ["this", "targets", "previous_link", "equipped"]}, _ZONE_SELECTOR]}
_UNTIL: dict[str, Any] = {"enum": ["end_of_turn", "permanent", "end_of_next_turn"]}
_AMOUNT: dict[str, Any] = {"anyOf": [_STAT,
                                     {"enum": ["half", "attacker_atk"]}]}
_COUNT_OR_OBJ: dict[str, Any] = {"anyOf": [_COUNT0, {
    "type": "object", "additionalProperties": False,
    "properties": {"count": _COUNT0, "to": _SIDE}}]}


def _obj(props: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"type": "object", "additionalProperties": False, "properties": props,
            "required": list(required)}


#: The arguments of every operation of the effect vocabulary.
OPERATION_SCHEMAS: dict[str, Any] = {
    "destroy": _SELECTOR, "send_to_graveyard": _SELECTOR, "banish": _SELECTOR,
    "return_to_hand": _SELECTOR, "return_to_deck": _SELECTOR, "flip_face_down": _SELECTOR,
    "negate_activation": {"anyOf": [{"type": "boolean"}, _obj({
        "what": {"enum": ["previous_link"]}, "and_destroy": {"type": "boolean"}})]},
    "negate_effect": {"anyOf": [{"type": "boolean"}, _obj({
        "what": {"enum": ["previous_link"]}, "and_destroy": {"type": "boolean"}})]},
    "negate_attack": {"type": "boolean"},
    "add_to_hand": _obj({"from": {"enum": ["deck"]}, "filter": FILTER_SCHEMA,
                         "count": _COUNT}),
    "draw": _COUNT_OR_OBJ, "discard": _COUNT_OR_OBJ,
    "damage": _obj({"to": _SIDE, "amount": _AMOUNT}, ("amount",)),
    "gain_lp": _obj({"to": _SIDE, "amount": _AMOUNT}, ("amount",)),
    "special_summon": _obj({"what": {"anyOf": [{"type": "string"}, _ZONE_SELECTOR]},
                            "from": {"enum": _ZONES},
                            "position": {"enum": ["attack", "defense", "choice"]},
                            "count": _COUNT}),
    "modify_atk": _obj({"what": _SELECTOR, "amount": _INT, "until": _UNTIL}, ("amount",)),
    "modify_def": _obj({"what": _SELECTOR, "amount": _INT, "until": _UNTIL}, ("amount",)),
    "set_atk": _obj({"what": _SELECTOR, "value": _STAT,
                     "until": _UNTIL}, ("value",)),
    "prevent_attacks": {"anyOf": [{"type": "boolean"},
                                  _obj({"player": _SIDE, "until": _UNTIL})]},
    "create_tokens": _obj({"name": _STRING,
                           "count": {"type": "integer", "minimum": 1, "maximum": 5},
                           "atk": _INT, "def": _INT, "level": _INT,
                           "attribute": _STRING, "race": _STRING,
                           "position": {"enum": ["attack", "defense"]}}, ("name",)),
    "equip": {"anyOf": [{"type": "boolean"}, _obj({"what": _SELECTOR})]},
    "skip_phase": _obj({"phase": {"enum": ["draw", "standby", "main1", "battle", "main2",
                                           "end"]}, "player": _SIDE}, ("phase",)),
    "win_duel": {"enum": ["you", "opponent"]},
    "fusion_summon": _obj({"from": {"enum": ["extra_deck"]}, "what": _STR_OR_LIST,
                           "materials_from": {"type": "array", "maxItems": 2,
                                              "items": {"enum": ["hand", "monsters"]}}}),
    "ritual_summon": _obj({"what": _STR_OR_LIST, "monster": _STRING,
                           "tribute_levels": {"anyOf": [_INT, {"type": "string", "maxLength": 20,
                                                               "pattern": "^[0-9]+\\+?$"}]}}),
    "change_position": _obj({"what": _SELECTOR, "to": {"enum": ["attack", "defense"]}}),
    # 000:1148: take control of an opponent's monster; "end_phase": until the End Phase
    "take_control": {"anyOf": [{"type": "boolean"}, _obj({
        "what": _SELECTOR, "until": {"enum": ["end_phase", "permanent"]}})]},
}

APPLY_SCHEMAS: dict[str, Any] = {
    "modify_atk": {"anyOf": [_INT, _obj({"what": _SELECTOR, "amount": _INT}, ("amount",))]},
    "modify_def": {"anyOf": [_INT, _obj({"what": _SELECTOR, "amount": _INT}, ("amount",))]},
    "cannot_attack": {"anyOf": [{"type": "boolean"}, _obj({
        "filter": FILTER_SCHEMA, "side": _SIDE, "what": _SELECTOR})]},
    "piercing": {"anyOf": [{"type": "boolean"}, _obj({"what": _SELECTOR})]},
    "direct_attack": {"anyOf": [{"type": "boolean"}, _obj({"what": _SELECTOR})]},
    "cannot_be_destroyed_by_battle": {"anyOf": [{"type": "boolean"},
                                                _obj({"what": _SELECTOR})]},
    "location": {"enum": ["field", "hand", "graveyard"]},
    "win_if_in_hand": {"type": "array", "items": _STRING, "minItems": 1, "maxItems": MAX_LIST},
    "what": _SELECTOR,
}

_COST_COUNT: dict[str, Any] = {"anyOf": [_COUNT, _obj({"count": _COUNT, "filter": FILTER_SCHEMA})]}
COST_SCHEMA: dict[str, Any] = _obj({
    "pay_lp": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": MAX_LP}, {"enum": ["half"]}]},
    "discard": _COST_COUNT, "tribute": _COST_COUNT, "banish_from_graveyard": _COST_COUNT,
    "send_to_graveyard": _COST_COUNT, "detach": _COUNT})

EFFECT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["type"],
    "properties": {
        "type": {"enum": list(EFFECT_TYPES)},
        "name": _STRING,
        "when": {"anyOf": [{"enum": list(WHEN_VALUES)},
                           {"type": "array", "maxItems": len(WHEN_VALUES),
                            "items": {"enum": list(WHEN_VALUES)}}]},
        "optional": {"type": "boolean"},
        "once_per_turn": {"type": "boolean"},
        "spell_speed": {"enum": [1, 2, 3]},
        "cost": COST_SCHEMA,
        "condition": {"type": "object", "additionalProperties": False, "properties": {
            "previous_link": {"type": "object"},
            "event": _STR_OR_LIST,
            "side": {"enum": ["you", "opponent", "both"]},
            "filter": {"type": "object"},
            "materials": _COUNT0,
            "phase": {"anyOf": [_STRING, {"type": "array", "maxItems": MAX_LIST}]},
            "turn": {"enum": ["you", "opponent", "any"]},
            "attacking": {"type": "boolean"},
            "location": {"enum": ["field", "graveyard", "hand"]}}},
        "target": {**_ZONE_SELECTOR, "required": ["count"]},
        "do": {"type": "array", "maxItems": MAX_EFFECTS, "items": {
            "type": "object", "minProperties": 1, "maxProperties": 1,
            "propertyNames": {"enum": list(OPERATIONS)}, "properties": OPERATION_SCHEMAS}},
        "apply": {"type": "array", "maxItems": MAX_EFFECTS, "items": {
            "type": "object", "minProperties": 1,
            "propertyNames": {"enum": list(APPLY_KEYS)}, "properties": APPLY_SCHEMAS}},
        "text": {"type": "object"},
        "notes": {},
    },
}

CARD_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["name", "kind"],
    "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": MAX_NAME},
        "names": {"type": "object", "maxProperties": 20, "additionalProperties": _STR_OR_LIST},
        "kind": {"enum": ["monster", "spell", "trap"]},
        "subtype": {"enum": sorted(set(SPELL_SUBTYPES + TRAP_SUBTYPES))},
        "monster_type": {"anyOf": [{"enum": list(MONSTER_TYPES)},
                                   {"type": "array", "maxItems": len(MONSTER_TYPES),
                                    "items": {"enum": list(MONSTER_TYPES)}}]},
        "level": {"type": "integer", "minimum": 0, "maximum": 13},
        "rank": {"type": "integer", "minimum": 0, "maximum": 13},
        "scale": {"type": "integer", "minimum": 0, "maximum": 13},
        "atk": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_STAT},
        "def": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_STAT},
        "attribute": _STRING,
        "race": _STRING,
        "materials": {"anyOf": [{"type": "null"}, {"type": "object"}]},
        "ritual_monster": _STRING,
        "effects": {"type": "array", "maxItems": MAX_EFFECTS, "items": EFFECT_SCHEMA},
        "text": {"type": "object", "maxProperties": 20, "additionalProperties": _STRING},
        "mentions": {"type": "array", "maxItems": 1000},
        "cites": {"type": "array", "maxItems": MAX_LIST, "items": _STRING},
        "notes": {},
        "id": {"type": "string"},
    },
}


@dataclass(frozen=True, eq=False)
class CardDef:
    """One card as printed.  Shared by every copy; never changes."""

    name: str
    kind: str
    subtype: str = "normal"
    monster_types: frozenset[str] = frozenset()
    level: int = 0
    scale: int | None = None
    atk: int = 0
    def_: int = 0
    attribute: str | None = None
    race: str | None = None
    materials: Mapping[str, Any] | None = None
    effects: tuple[Mapping[str, Any], ...] = ()
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    ritual_monster: str | None = None
    cites: tuple[str, ...] = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> CardDef:
        return self

    # -- kinds ---------------------------------------------------------------
    def is_monster(self) -> bool:
        return self.kind == "monster"

    def has_type(self, monster_type: str) -> bool:
        return monster_type in self.monster_types

    @property
    def is_extra_deck(self) -> bool:
        """Fusion, Synchro and Xyz Monsters start in the Extra Deck (000:104)."""
        return bool(self.monster_types & set(EXTRA_DECK_TYPES))

    @property
    def extra_kind(self) -> str | None:
        for kind in EXTRA_DECK_TYPES:
            if kind in self.monster_types:
                return kind
        return "ritual" if "ritual" in self.monster_types else None

    @property
    def is_token(self) -> bool:
        return "token" in self.monster_types

    def label(self, lang: str) -> str:
        """The card's name in ``lang`` (the English name where none is known)."""
        if lang != "en":
            names = self.names.get(lang)
            if names:
                return names[0]
        return self.name

    def all_names(self) -> list[str]:
        out = [self.name]
        for names in self.names.values():
            out.extend(names)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CardDef:
        """Build from a dict already checked against :data:`CARD_SCHEMA`."""
        mt = data.get("monster_type", [])
        mtypes = frozenset([mt] if isinstance(mt, str) else mt)
        if data["kind"] == "monster" and not mtypes:
            mtypes = frozenset(["effect"] if data.get("effects") else ["normal"])
        names: dict[str, tuple[str, ...]] = {}
        for lang, value in (data.get("names") or {}).items():
            names[lang] = (value,) if isinstance(value, str) else tuple(value)
        level = data.get("level", data.get("rank", 0)) or 0
        return cls(
            name=data["name"], kind=data["kind"], subtype=data.get("subtype", "normal"),
            monster_types=mtypes, level=int(level), scale=data.get("scale"),
            atk=int(data.get("atk") or 0), def_=int(data.get("def") or 0),
            attribute=data.get("attribute"), race=data.get("race"),
            materials=data.get("materials"), effects=tuple(data.get("effects") or ()),
            names=names, ritual_monster=data.get("ritual_monster"),
            cites=tuple(data.get("cites") or ()),
        )


_VALIDATORS: dict[int, Any] = {}


def _schema_errors(data: Any, schema: Mapping[str, Any], prefix: str) -> list[dict[str, str]]:
    from .schema import is_valid

    if is_valid(data, schema):
        return []
    validator = _VALIDATORS.get(id(schema))
    if validator is None:
        import jsonschema

        validator = jsonschema.Draft202012Validator(schema)
        _VALIDATORS[id(schema)] = validator
    if validator.is_valid(data):
        return []
    out = []
    for err in sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path)):
        path = ".".join([prefix] + [str(p) for p in err.absolute_path] if prefix
                        else [str(p) for p in err.absolute_path])
        out.append({"path": path, "message": _message(err)})
    return out


def _message(err: Any) -> str:
    """A short message for a jsonschema error."""
    validator = err.validator
    if validator == "type":
        expected = err.validator_value
        if isinstance(expected, list):
            expected = " or ".join(expected)
        article = "an" if str(expected)[0] in "aeiou" else "a"
        return f"must be {article} {expected}"
    if validator == "additionalProperties":
        extra = [k for k in err.instance if k not in err.schema.get("properties", {})]
        return _clip(f"unknown key(s): {', '.join(map(str, extra))}")
    if validator == "required":
        return err.message.replace("is a required property", "is required")
    if validator == "enum":
        return f"must be one of {', '.join(map(str, err.validator_value))}"
    if validator in ("anyOf", "oneOf"):
        kinds = []
        for sub in err.validator_value:
            if "type" in sub:
                t = sub["type"]
                kinds.extend(t if isinstance(t, list) else [t])
            elif "enum" in sub:
                kinds.append("one of " + ", ".join(map(str, sub["enum"])))
            elif "const" in sub:
                kinds.append(repr(sub["const"]))
        return "must be " + " or ".join(dict.fromkeys(kinds)) if kinds else "is not valid here"
    if validator == "propertyNames":
        return f"unknown operation or key: {_clip(repr(err.instance))}"
    if validator in ("maximum", "minimum"):
        bound = "at most" if validator == "maximum" else "at least"
        return f"must be {bound} {err.validator_value:,}, got {_clip(repr(err.instance), 40)}"
    if validator in ("maxItems", "minItems"):
        bound = "at most" if validator == "maxItems" else "at least"
        return f"must have {bound} {err.validator_value} items, got {len(err.instance)}"
    if validator in ("maxLength", "minLength"):
        bound = "at most" if validator == "maxLength" else "at least"
        return f"must have {bound} {err.validator_value} characters, got {len(err.instance)}"
    if validator in ("maxProperties", "minProperties"):
        bound = "at most" if validator == "maxProperties" else "at least"
        return f"must have {bound} {err.validator_value} keys, got {len(err.instance)}"
    return _clip(str(err.message))


def _clip(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters: an error never repeats all of a huge value."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


class CardLibrary:
    """Cards looked up by name in any language (case- and accent-insensitive).

    >>> lib = CardLibrary([{"name": "Heavy Storm", "kind": "spell",
    ...                     "names": {"es": "Tormenta Fuerte"}}])
    >>> lib.get("tormenta fuerte").name
    'Heavy Storm'
    """

    def __init__(self, cards: Iterable[Mapping[str, Any] | CardDef] = (),
                 source: str = "cards", validated: bool = False) -> None:
        self._cards: dict[str, CardDef] = {}
        self._index: dict[str, list[CardDef]] = {}
        self._base: CardLibrary | None = None
        problems: list[dict[str, str]] = []
        for i, raw in enumerate(cards):
            if isinstance(raw, CardDef):
                self.add(raw)
                continue
            errs = [] if validated else _schema_errors(raw, CARD_SCHEMA, f"{source}.{i}")
            errs.extend(_semantic_card_errors(raw, f"{source}.{i}"))
            if errs:
                problems.extend(errs)
                continue
            self.add(CardDef.from_dict(raw))
        if problems:
            raise ScenarioError("invalid card definition", problems)

    def __deepcopy__(self, memo: dict[int, Any]) -> CardLibrary:
        return self  # shared, never changed by a game

    @classmethod
    def from_yaml_files(cls, paths: Iterable[str | Path]) -> CardLibrary:
        """Read YAML files, each a list of cards."""
        import yaml

        lib = cls()
        for path in paths:
            p = Path(path)
            try:
                data = yaml.safe_load(p.read_text(encoding="utf-8"))
            except yaml.YAMLError as exc:
                raise ScenarioError(f"not valid YAML: {exc}", path=str(p)) from None
            if data is None:
                continue
            if not isinstance(data, list):
                raise ScenarioError("a card file must be a YAML list of cards", path=str(p))
            for card in cls(data, source=p.name).cards():
                lib.add(card)
        return lib

    def add(self, card: CardDef) -> None:
        """Add ``card``; a card with the same English name replaces the old one."""
        old = self._cards.get(fold(card.name))
        if old is not None:
            for key, entries in self._index.items():
                self._index[key] = [c for c in entries if c is not old]
        self._cards[fold(card.name)] = card
        for name in card.all_names():
            entries = self._index.setdefault(fold(name), [])
            if card not in entries:
                entries.append(card)

    def merged(self, extra: Sequence[CardDef]) -> CardLibrary:
        """These cards plus ``extra`` (which win on name clashes).

        Nothing is copied: the result keeps ``extra`` and looks a name up in this library
        after them (a scenario's own cards over the shared library of 114).
        """
        if not extra:
            return self
        lib = CardLibrary()
        lib._base = self
        for card in extra:
            lib.add(card)
        return lib

    def _entries(self, key: str) -> tuple[CardDef | None, list[CardDef]]:
        """The card whose English name folds to ``key``, and every card with a name that does."""
        exact = self._cards.get(key)
        found = list(self._index.get(key, []))
        if self._base is not None:
            base_exact, base_found = self._base._entries(key)
            exact = exact or base_exact
            found += [c for c in base_found if fold(c.name) not in self._cards]
        return exact, found

    def cards(self) -> list[CardDef]:
        own = list(self._cards.values())
        if self._base is None:
            return own
        return [c for c in self._base.cards() if fold(c.name) not in self._cards] + own

    def __len__(self) -> int:
        return len(self.cards())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and bool(self._entries(fold(name))[1])

    def get(self, name: str) -> CardDef:
        """The card called ``name`` in any language.

        Raises :class:`UnknownCardError` or :class:`AmbiguousCardError`.
        """
        key = fold(name)
        exact, found = self._entries(key)
        if exact is not None:
            return exact
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise AmbiguousCardError(name, [c.name for c in found])
        raise UnknownCardError(name, self._suggest(key))

    def _names(self) -> list[str]:
        return list(self._index) + (self._base._names() if self._base is not None else [])

    def _suggest(self, key: str) -> list[str]:
        import difflib

        close = difflib.get_close_matches(key, self._names(), n=3, cutoff=0.75)
        return sorted({self._entries(k)[1][0].name for k in close if self._entries(k)[1]})


def _semantic_card_errors(raw: Any, prefix: str) -> list[dict[str, str]]:
    """Checks the JSON schema cannot express (subtype against kind)."""
    if not isinstance(raw, Mapping):
        return []
    out = []
    kind, sub = raw.get("kind"), raw.get("subtype")
    if kind == "spell" and sub is not None and sub not in SPELL_SUBTYPES:
        out.append({"path": f"{prefix}.subtype",
                    "message": f"a spell's subtype must be one of {', '.join(SPELL_SUBTYPES)}"})
    if kind == "trap" and sub is not None and sub not in TRAP_SUBTYPES:
        out.append({"path": f"{prefix}.subtype",
                    "message": f"a trap's subtype must be one of {', '.join(TRAP_SUBTYPES)}"})
    return out


#: The card that stands for an unknown card in a Deck given as a count.
UNKNOWN_CARD = CardDef(name="Unknown card", kind="monster", monster_types=frozenset(["normal"]),
                       names={"es": ("Carta desconocida",), "it": ("Carta sconosciuta",),
                              "pt": ("Carta desconhecida",)})
