"""Reading the YAML or JSON documents people send Judge (scenarios, decks).

YAML is read with a bounded loader (:class:`BoundedLoader`, built on PyYAML's safe
loader; YAML is a superset of JSON) that refuses, while the text is being read and
before any value is built, everything a scenario or a deck never needs and that could
make a small text expensive:

* aliases (``*name``) and merge keys (``<<``): a few hundred bytes of aliases that
  refer to aliases expand into millions of values;
* every type but text, integers, floats, booleans and null: no timestamps
  (``2001-13-45`` would be an invalid date), no binary, sets or ordered maps, and no
  explicit tag other than those of the allowed types;
* integers of more than :data:`MAX_INT_DIGITS` digits (converting a huge literal costs
  quadratic time; Python refuses those over 4,300 digits with an error of its own);
* nesting deeper than :data:`MAX_DEPTH` levels.

A document that breaks any rule, or is malformed, is a :class:`DocumentError` whose
message says what and where.
"""

from __future__ import annotations

import re
import reprlib
from typing import Any

import yaml
from yaml.resolver import BaseResolver

#: Most digits an integer may have (a 64-bit integer has at most 19).
MAX_INT_DIGITS = 20
#: Deepest nesting of lists and mappings (a scenario needs about 8).
MAX_DEPTH = 32
#: Most characters of a bad value quoted back in an error message.
QUOTE_CHARS = 200


class DocumentError(ValueError):
    """A document that cannot be read; the message names the line and column."""


def quote(value: Any, limit: int = QUOTE_CHARS) -> str:
    """A short ``repr`` of ``value`` (at most about ``limit`` characters): an error names
    the bad value without sending all of a huge one back.

    >>> quote("Dark Hole")
    "'Dark Hole'"
    >>> quote("x" * 500, 12)
    "'xxxxxxxxxx'… (500 characters)"
    >>> quote(list(range(10_000)), 30)
    '[0, 1, 2, 3, 4, 5, …] (10000 items)'
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return repr(value[:max(limit - 2, 1)]) + f"… ({len(value)} characters)"
    short = reprlib.Repr()
    short.maxlevel, short.maxlist, short.maxtuple, short.maxdict = 3, 6, 6, 6
    short.maxstring, short.maxother, short.fillvalue = limit, limit, "…"
    text = short.repr(value)
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    if isinstance(value, (list, dict, tuple)) and len(value) > 6:
        text += f" ({len(value)} items)"
    return text


class _Resolver(BaseResolver):
    """Implicit types: null, booleans, integers and floats; everything else is text.

    The patterns are those of YAML 1.1 as PyYAML reads them (so that ``yes``, ``0x1F`` or
    ``1_000`` keep meaning what they meant), less timestamps and ``=`` (merge keys are
    recognised so as to be refused).
    """


for _tag, _regexp, _first in (
    ("tag:yaml.org,2002:bool",
     r"^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$",
     list("yYnNtTfFoO")),
    ("tag:yaml.org,2002:float",
     r"""^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?
        |\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?
        |[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*
        |[-+]?\.(?:inf|Inf|INF)
        |\.(?:nan|NaN|NAN))$""",
     list("-+0123456789.")),
    ("tag:yaml.org,2002:int",
     r"""^(?:[-+]?0b[0-1_]+
        |[-+]?0[0-7_]+
        |[-+]?(?:0|[1-9][0-9_]*)
        |[-+]?0x[0-9a-fA-F_]+
        |[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$""",
     list("-+0123456789")),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:merge", r"^(?:<<)$", ["<"]),     # recognised, to be refused by name
):
    _Resolver.add_implicit_resolver(_tag, re.compile(_regexp, re.X), _first)

#: The tags a document may carry, written or implied.
_ALLOWED_TAGS = frozenset({
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq",
    "tag:yaml.org,2002:map",
})


class BoundedLoader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser,
                    yaml.composer.Composer, yaml.constructor.SafeConstructor, _Resolver):
    """PyYAML's safe loader with the bounds of this module (see its docstring)."""

    def __init__(self, stream: str) -> None:
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)
        yaml.composer.Composer.__init__(self)
        yaml.constructor.SafeConstructor.__init__(self)
        _Resolver.__init__(self)
        self._depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            raise _refused(f"the alias *{event.anchor} is not accepted (a scenario or deck "
                           "needs no aliases; write the value out)", event.start_mark)
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            self._depth += 1
            if self._depth > MAX_DEPTH:
                raise _refused(f"it is nested more than {MAX_DEPTH} levels deep", event.start_mark)
            try:
                return super().compose_node(parent, index)
            finally:
                self._depth -= 1
        return super().compose_node(parent, index)

    def construct_object(self, node: Any, deep: bool = False) -> Any:
        if node.tag not in _ALLOWED_TAGS:
            if node.tag == "tag:yaml.org,2002:merge":
                raise _refused("merge keys (<<) are not accepted (write the keys out)", node.start_mark)
            raise _refused(f"the tag {quote(node.tag, 60)} is not accepted (only text, numbers, "
                           "booleans, null, lists and mappings are)", node.start_mark)
        return super().construct_object(node, deep)

    def construct_yaml_int(self, node: Any) -> int:
        value = str(node.value).replace("_", "").lstrip("+-")
        if value[:2] in ("0x", "0b"):
            value = value[2:]
        if sum(ch.isalnum() for ch in value) > MAX_INT_DIGITS:
            raise _refused(f"an integer has more than {MAX_INT_DIGITS} digits", node.start_mark)
        return super().construct_yaml_int(node)

    def flatten_mapping(self, node: Any) -> None:
        for key, _ in node.value:
            if key.tag == "tag:yaml.org,2002:merge":
                raise _refused("merge keys (<<) are not accepted (write the keys out)", key.start_mark)


BoundedLoader.add_constructor("tag:yaml.org,2002:int", BoundedLoader.construct_yaml_int)


class _Refused(yaml.YAMLError):
    def __init__(self, problem: str, mark: Any) -> None:
        super().__init__(problem)
        self.problem, self.problem_mark = problem, mark


def _refused(problem: str, mark: Any) -> _Refused:
    return _Refused(problem, mark)


def load_document(text: str, what: str = "The document") -> Any:
    """The data of a YAML (or JSON) text, read with :class:`BoundedLoader`.

    >>> load_document("lp: {A: 8000}")
    {'lp': {'A': 8000}}
    >>> load_document("title: 2001-13-45")
    {'title': '2001-13-45'}
    >>> load_document("state: [unclosed", "The scenario")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    judge.documents.DocumentError: The scenario is not valid YAML at line 1, column 17: ...
    >>> load_document("a: &a [1]\\nb: *a", "The scenario")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    judge.documents.DocumentError: The scenario is refused at line 2, column 4: the alias *a ...
    """
    loader = BoundedLoader(text)
    try:
        return loader.get_single_data()
    except RecursionError:
        raise DocumentError(f"{what} is nested too deeply.") from None
    except _Refused as exc:
        raise DocumentError(f"{what} is refused{_where(exc.problem_mark)}: {exc.problem}.") from None
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or "malformed YAML"
        raise DocumentError(f"{what} is not valid YAML{_where(getattr(exc, 'problem_mark', None))}: "
                            f"{problem}.") from None
    except ValueError as exc:   # a value PyYAML's constructors cannot convert
        raise DocumentError(f"{what} holds a value that cannot be read: {quote(str(exc))}.") from None
    finally:
        loader.dispose()


def _where(mark: Any) -> str:
    return f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
