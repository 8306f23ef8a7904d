"""Node ids and the vocabulary of the rule graph.

Every node has a ``kind`` and a ``label``; every edge a ``relation``.

======== =============================== ==========================================
kind     node id                         example
======== =============================== ==========================================
source   ``source:SRC``                  ``source:000``
section  ``section:SECTION_ID``          ``section:000:961``
concept  ``concept:ID``                  ``concept:graveyard``
term     ``term:LANG:FOLDED``            ``term:es:cementerio``
card     ``card:SLUG``                   ``card:heavy-storm``
ruling   ``ruling:ID``                   ``ruling:heavy-storm-chain``
======== =============================== ==========================================

Edges (``relation``): ``part-of`` (section → parent section or source), ``mentions``
(section → concept, with ``count``, ``spans`` and ``forms``), ``names`` (term → concept),
``defined-in`` (concept → section), ``related-to`` (concept → concept, with ``type``),
``mentioned-in`` (card → section), ``cites`` (ruling → section), ``about`` (ruling →
concept, ``required`` for the concepts a question must involve), ``uses`` (ruling → card),
``parallel-to`` (section → section, both ways, with
``score``) and ``conflicts-with`` (section → section, with ``topic``, ``claims`` and
``prevails``).
"""

from __future__ import annotations

NODE_KINDS = ("source", "section", "concept", "term", "card", "ruling")
RELATIONS = ("part-of", "mentions", "names", "defined-in", "related-to", "mentioned-in",
             "cites", "about", "uses", "parallel-to", "conflicts-with")


def source_node(source_id: str) -> str:
    """The node of a source.

    >>> source_node("000")
    'source:000'
    """
    return f"source:{source_id}"


def section_node(section_id: str) -> str:
    """The node of a section.

    >>> section_node("000:961")
    'section:000:961'
    """
    return f"section:{section_id}"


def concept_node(concept_id: str) -> str:
    """The node of a concept.

    >>> concept_node("graveyard")
    'concept:graveyard'
    """
    return f"concept:{concept_id}"


def term_node(lang: str, folded: str) -> str:
    """The node of a surface form in a language.

    >>> term_node("es", "cementerio")
    'term:es:cementerio'
    """
    return f"term:{lang}:{folded}"


def ruling_node(ruling_id: str) -> str:
    """The node of a ruling.

    >>> ruling_node("heavy-storm-chain")
    'ruling:heavy-storm-chain'
    """
    return f"ruling:{ruling_id}"


def strip_prefix(node_id: str) -> str:
    """The id without its kind prefix.

    >>> strip_prefix("section:000:961"), strip_prefix("concept:graveyard")
    ('000:961', 'graveyard')
    """
    return node_id.split(":", 1)[1] if ":" in node_id else node_id
