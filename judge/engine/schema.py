"""A fast validity check for the subset of JSON Schema the engine's schemas use.

:mod:`jsonschema` is the reference: it reports the errors (with their paths)
whenever this check finds a document invalid, and a test compares the two on
valid and invalid scenarios.  This check only exists because building
``jsonschema`` error contexts for every valid scenario costs more than playing
it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_TYPES: dict[str, Any] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool)
    or isinstance(v, float) and v.is_integer(),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def is_valid(value: Any, schema: Mapping[str, Any]) -> bool:
    """Whether ``value`` satisfies ``schema`` (type, enum, const, properties,
    additionalProperties, required, items, anyOf, oneOf, if/then, minimum,
    maximum, minLength, maxLength, pattern, minItems, maxItems, minProperties,
    maxProperties, propertyNames)."""
    t = schema.get("type")
    if t is not None:
        if isinstance(t, list):
            if not any(_TYPES[x](value) for x in t):
                return False
        elif not _TYPES[t](value):
            return False
    if "enum" in schema and not any(_same(value, e) for e in schema["enum"]):
        return False
    if "const" in schema and not _same(value, schema["const"]):
        return False
    if "anyOf" in schema and not any(is_valid(value, s) for s in schema["anyOf"]):
        return False
    if "oneOf" in schema and sum(1 for s in schema["oneOf"] if is_valid(value, s)) != 1:
        return False
    if "if" in schema and is_valid(value, schema["if"]) and "then" in schema \
            and not is_valid(value, schema["then"]):
        return False
    if isinstance(value, bool):
        pass
    elif isinstance(value, int | float):
        if "minimum" in schema and value < schema["minimum"]:
            return False
        if "maximum" in schema and value > schema["maximum"]:
            return False
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            return False
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            return False
        if "pattern" in schema and re.search(schema["pattern"], value) is None:
            return False
    if isinstance(value, list):
        if len(value) > schema.get("maxItems", len(value)):
            return False
        if len(value) < schema.get("minItems", 0):
            return False
        items = schema.get("items")
        if items is not None and not all(is_valid(v, items) for v in value):
            return False
    if isinstance(value, dict):
        if not _object_valid(value, schema):
            return False
    return True


def _object_valid(value: dict[str, Any], schema: Mapping[str, Any]) -> bool:
    for key in schema.get("required", ()):
        if key not in value:
            return False
    if len(value) < schema.get("minProperties", 0):
        return False
    if len(value) > schema.get("maxProperties", len(value)):
        return False
    names = schema.get("propertyNames")
    if names is not None and not all(is_valid(k, names) for k in value):
        return False
    props = schema.get("properties", {})
    additional = schema.get("additionalProperties", True)
    for key, v in value.items():
        sub = props.get(key)
        if sub is not None:
            if not is_valid(v, sub):
                return False
        elif additional is False:
            return False
        elif isinstance(additional, Mapping) and not is_valid(v, additional):
            return False
    return True


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return bool(a == b)
