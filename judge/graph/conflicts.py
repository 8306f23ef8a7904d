"""Where the sources disagree: claims read from the texts, compared per topic.

A :class:`Topic` is a question the rule texts answer in a checkable way (how many cards
may a player keep at the end of the turn?). Its :class:`ClaimPattern` s are regular
expressions over the sections' own texts; each match is a claim ``(section, value)``.
When the claims of a topic carry different values, the value of the most authoritative
source (the lowest ``authority_rank`` of the manifests: the newest official edition
first) prevails, and every section that says otherwise gets a ``conflicts-with`` edge to
a section that says the prevailing thing.

The patterns are not keyed on line numbers: they read the wording, so a re-edited
source is re-read. The topics cover what the manifests' ``known_problems`` list for the
fan site (002) and the terms the older Spanish edition (001) used:

* End Phase hand limit: 000:849 ("más de 6 cartas") against 002:1172 ("mais de 5 cards");
* Side Deck size: 000:110 ("0 a 15 cartas") against 002:273 ("exatamente 15 cards");
* maximum Main Deck size: 000:95 ("de 40 á 60 cartas") against 002:269 ("tantos cards
  quantos você quiser");
* Field Spells: 000:638 ("Cada jugador puede tener 1") against 001 and 002 (one for
  both players);
* Spell Speed of Normal Traps: 000:969 (Speed 2) against 002:1142 (Speed 1);
* the name of banishing: 000:1132 ("desterradas", formerly "retiradas del juego")
  against 001:1321 ("Retirar del Juego").
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from judge.graph.model import section_node

#: How many earlier sections (same source, book order) count as a claim's context.
CONTEXT_SECTIONS = 8


@dataclass(frozen=True)
class ClaimPattern:
    """A wording that states a value of a topic.

    ``value`` is either a constant or a format string over the match's groups
    (``"{1}"``). With ``value_from`` the value is read from the nearest earlier section
    (within :data:`CONTEXT_SECTIONS`) that matches ``value_from``, e.g. a heading
    "Velocidad de Hechizo 2". With ``requires`` the own text or an earlier section must
    match it.
    """

    lang: str
    pattern: str
    value: str
    value_from: str | None = None
    requires: str | None = None

    def compiled(self) -> re.Pattern[str]:
        return re.compile(self.pattern, re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True)
class Topic:
    """A question the texts answer, its concepts, and the wordings of its answers."""

    id: str
    title: str
    concepts: tuple[str, ...]
    patterns: tuple[ClaimPattern, ...]
    describe: Callable[[str], str]
    #: Text removed before matching (e.g. "formerly known as …" clauses).
    strip: str | None = None
    #: Compare values only between sources of the same language (names of things).
    same_lang: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


_SPEED_HEADING = (r"^\W*(?:[IVX]+\.\s*)?n?(?:Velocidad de Hechizo|Velocidade de Feiti[cç]o|"
                  r"Spell Speed)\s*(\d)\s*$")

TOPICS: tuple[Topic, ...] = (
    Topic(
        "end-phase-hand-limit", "End Phase hand limit", ("end-phase", "hand"),
        (
            ClaimPattern("es", r"m[aá]s de (\d+) cartas en (?:tu |la )?mano", "{1}"),
            ClaimPattern("it", r"pi[uù] di (\d+) carte in mano", "{1}"),
            ClaimPattern("pt", r"mais de (\d+) (?:cards?|cartas?) na m[aã]o", "{1}"),
            ClaimPattern("pt", r"m[aá]ximo deve ser (\d+) em sua m[aã]o", "{1}"),
        ),
        lambda v: f"at the end of the turn a player keeps at most {v} cards in hand",
    ),
    Topic(
        "side-deck-size", "Side Deck size", ("side-deck",),
        (
            ClaimPattern("es", r"Side Deck \(0 a (\d+) cartas\)", "up to {1}"),
            ClaimPattern("es", r"(\d+) cartas o menos", "up to {1}", requires=r"Side Deck"),
            ClaimPattern("it", r"Side Deck \(da 0 a (\d+) carte\)", "up to {1}"),
            ClaimPattern("it", r"siano (\d+) o meno", "up to {1}", requires=r"Side Deck"),
            ClaimPattern("pt", r"exatamente (\d+) (?:cards|cartas)", "exactly {1}",
                         requires=r"Deck Auxiliar|Side Deck"),
            ClaimPattern("pt", r"dever[aá] haver as (\d+) cartas no Side Deck", "exactly {1}"),
        ),
        lambda v: f"the Side Deck holds {v} cards",
    ),
    Topic(
        "main-deck-maximum", "Maximum Main Deck size", ("main-deck", "deck"),
        (
            ClaimPattern("es", r"de 40 (?:a|á) (\d+) cartas", "{1}"),
            ClaimPattern("es", r"Deck \(40 a (\d+) cartas\)", "{1}"),
            ClaimPattern("it", r"da 40 a (\d+) carte", "{1}"),
            ClaimPattern("pt", r"pode conter tantos (?:cards|cartas) quantos? (?:voc[eê] )?quiser",
                         "no maximum"),
        ),
        lambda v: ("the Deck has no maximum size" if v == "no maximum"
                   else f"the Deck holds at most {v} cards"),
    ),
    Topic(
        "field-spell-limit", "Field Spell Cards on the field", ("field-spell-card", "field-zone"),
        (
            ClaimPattern("es", r"Cada jugador puede tener (?:1|una) Carta M[aá]gica de Campo",
                         "one per player"),
            ClaimPattern("es", r"s[oó]lo puede haber una Carta M[aá]gica de Campo boca arriba "
                               r"en el Campo, contando a ambos jugadores", "one for both players"),
            ClaimPattern("it", r"Ogni giocatore pu[oò] avere (?:1|i|una) Carta Magia Terreno",
                         "one per player"),
            ClaimPattern("pt", r"S[oó] pode haver um Card de Magia de Campo na arena a qualquer "
                               r"instante entre os duelistas", "one for both players"),
            ClaimPattern("pt", r"Apenas 1 Card de Magia de Campo pode estar em jogo a cada dado "
                               r"momento", "one for both players"),
            ClaimPattern("pt", r"Somente uma carta m[aá]gica de campo pode ser jogada por vez",
                         "one for both players"),
        ),
        lambda v: ("each player may have 1 Field Spell Card on their side of the field"
                   if v == "one per player"
                   else "only 1 Field Spell Card may be on the field, counting both players"),
    ),
    Topic(
        "normal-trap-spell-speed", "Spell Speed of Normal Trap Cards",
        ("spell-speed", "normal-trap-card"),
        (
            ClaimPattern("es", r"^(?:Cartas de )?Trampas? \(Normal", "{ctx}", value_from=_SPEED_HEADING),
            ClaimPattern("it", r"^Trappole \(Normali", "{ctx}", value_from=_SPEED_HEADING),
            ClaimPattern("pt", r"^Armadilhas Normais\s*$", "{ctx}", value_from=_SPEED_HEADING),
            ClaimPattern("pt", r"^\W*Normais[^:\n]*:\s*Velocidade (\d)", "{1}",
                         requires=r"Trap Cards|Armadilha"),
        ),
        lambda v: f"Normal Trap Cards are Spell Speed {v}",
    ),
    Topic(
        "banish-name", "Name of banishing a card", ("banish",),
        (
            # no \b before: 001's glossary headwords carry the bullet glyph ("lRetirar")
            ClaimPattern("es", r"retirad[ao]s? del juego\b|retirar del juego\b",
                         "Retirar del Juego"),
            ClaimPattern("es", r"\bdesterrad[ao]s?\b|\bdesterrar\b|\bdestierr[ao]\b", "Desterrar"),
            ClaimPattern("it", r"\brimoss[aeio] dal gioco\b|\brimuovere dal gioco\b",
                         "Rimuovere dal Gioco"),
            ClaimPattern("it", r"\bbandit[aeio]\b|\bbandire\b", "Bandire"),
        ),
        lambda v: f"banishing a card is called \u201c{v}\u201d",
        strip=r"\(\s*(?:anteriormente conocidas? como|in precedenza)[^)]*\)",
        same_lang=True,
    ),
)


@dataclass
class Claim:
    """One section's answer to a topic."""

    topic: str
    section_id: str
    source_id: str
    lang: str
    value: str
    excerpt: str
    order: int
    section_kind: str


def read_claims(topic: Topic, sections: Sequence[Mapping[str, Any]]) -> list[Claim]:
    """Every claim of ``topic`` in ``sections`` (dicts with ``section_id``, ``source_id``,
    ``lang``, ``text``, ``order``, ``section_kind``), in book order per source.

    >>> rows = [{"section_id": "000:849", "source_id": "000", "lang": "es", "order": 1,
    ...          "section_kind": "paragraph", "text": "Si tienes más de 6 cartas en tu mano"}]
    >>> [(c.section_id, c.value) for c in read_claims(TOPICS[0], rows)]
    [('000:849', '6')]
    """
    claims: list[Claim] = []
    strip = re.compile(topic.strip, re.IGNORECASE) if topic.strip else None
    by_source: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for row in sections:
        by_source[row["source_id"]].append(row)
    for rows in by_source.values():
        rows = sorted(rows, key=lambda r: r["order"])
        for i, row in enumerate(rows):
            text = strip.sub(" ", row["text"]) if strip else row["text"]
            before = [r["text"] for r in rows[max(0, i - CONTEXT_SECTIONS):i]]
            for p in topic.patterns:
                if p.lang != row["lang"]:
                    continue
                match = p.compiled().search(text)
                if not match:
                    continue
                if p.requires and not any(re.search(p.requires, t, re.IGNORECASE)
                                          for t in (text, *before[-3:])):
                    continue
                ctx = ""
                if p.value_from:
                    found = None
                    for t in reversed(before):
                        found = re.search(p.value_from, t, re.IGNORECASE | re.MULTILINE)
                        if found:
                            break
                    if not found:
                        continue
                    ctx = found.group(1)
                value = p.value.format(*([match.group(0), *match.groups()]), ctx=ctx)
                start = max(0, match.start() - 60)
                excerpt = text[start: match.end() + 60].strip()
                claims.append(Claim(topic.id, row["section_id"], row["source_id"], row["lang"],
                                    value, excerpt, row["order"], row["section_kind"]))
                break
    return claims


#: Each topic's title and each value's wording in es, it and pt (English: ``Topic``).
TOPIC_TEXTS: dict[str, dict[str, Any]] = {
    "end-phase-hand-limit": {
        "title": {"es": "Límite de cartas en la mano en la End Phase",
                  "it": "Limite di carte in mano nella End Phase",
                  "pt": "Limite de cartas na mão na Fase Final"},
        "says": {"es": "al final del turno un jugador se queda como máximo con {n} cartas en la mano",
                 "it": "alla fine del turno un giocatore tiene al massimo {n} carte in mano",
                 "pt": "no fim do turno um jogador fica com no máximo {n} cartas na mão"},
    },
    "side-deck-size": {
        "title": {"es": "Tamaño del Side Deck", "it": "Dimensione del Side Deck",
                  "pt": "Tamanho do Side Deck"},
        "says": {"es": {"up to": "el Side Deck tiene hasta {n} cartas",
                        "exactly": "el Side Deck tiene exactamente {n} cartas"},
                 "it": {"up to": "il Side Deck ha fino a {n} carte",
                        "exactly": "il Side Deck ha esattamente {n} carte"},
                 "pt": {"up to": "o Side Deck tem até {n} cartas",
                        "exactly": "o Side Deck tem exatamente {n} cartas"}},
    },
    "main-deck-maximum": {
        "title": {"es": "Tamaño máximo del Deck Principal", "it": "Dimensione massima del Main Deck",
                  "pt": "Tamanho máximo do Deck Principal"},
        "says": {"es": {"no maximum": "el Deck no tiene tamaño máximo",
                        "": "el Deck tiene como máximo {n} cartas"},
                 "it": {"no maximum": "il Deck non ha una dimensione massima",
                        "": "il Deck ha al massimo {n} carte"},
                 "pt": {"no maximum": "o Deck não tem tamanho máximo",
                        "": "o Deck tem no máximo {n} cartas"}},
    },
    "field-spell-limit": {
        "title": {"es": "Cartas Mágicas de Campo en el Campo", "it": "Carte Magia Terreno sul Terreno",
                  "pt": "Cards de Magia de Campo no campo"},
        "says": {"es": {"one per player": "cada jugador puede tener 1 Carta Mágica de Campo en su "
                                          "lado del Campo",
                        "one for both players": "solo puede haber 1 Carta Mágica de Campo en el Campo, "
                                                "contando a ambos jugadores"},
                 "it": {"one per player": "ogni giocatore può avere 1 Carta Magia Terreno sul suo Terreno",
                        "one for both players": "sul Terreno può esserci solo 1 Carta Magia Terreno, "
                                                "contando entrambi i giocatori"},
                 "pt": {"one per player": "cada jogador pode ter 1 Card de Magia de Campo no seu "
                                          "lado do campo",
                        "one for both players": "só pode haver 1 Card de Magia de Campo em jogo, "
                                                "contando os dois jogadores"}},
    },
    "normal-trap-spell-speed": {
        "title": {"es": "Velocidad de Hechizo de las Cartas de Trampa Normales",
                  "it": "Spell Speed delle Carte Trappola Normali",
                  "pt": "Velocidade de Magia das Armadilhas Normais"},
        "says": {"es": "las Cartas de Trampa Normales tienen Velocidad de Hechizo {n}",
                 "it": "le Carte Trappola Normali hanno Spell Speed {n}",
                 "pt": "as Armadilhas Normais têm Velocidade de Magia {n}"},
    },
    "banish-name": {
        "title": {"es": "Nombre de desterrar una carta", "it": "Nome del bandire una carta",
                  "pt": "Nome de banir um card"},
        "says": {"es": "desterrar una carta se llama «{v}»", "it": "bandire una carta si chiama «{v}»",
                 "pt": "banir um card se chama «{v}»"},
    },
}


def describe_in(topic: Topic, value: str, lang: str) -> str:
    """What a source says (``value`` of ``topic``) in ``lang``; English from the topic."""
    texts = TOPIC_TEXTS.get(topic.id, {}).get("says", {}).get(lang)
    if texts is None:
        return topic.describe(value)
    number = re.search(r"\d+", value)
    n = number.group(0) if number else value
    if isinstance(texts, dict):
        key = next((k for k in texts if k and value.startswith(k)), "")
        texts = texts.get(key, topic.describe(value))
    return str(texts).format(n=n, v=value)


def topic_titles(topic: Topic) -> dict[str, str]:
    return {"en": topic.title, **TOPIC_TEXTS.get(topic.id, {}).get("title", {})}


def compare(topic: Topic, claims: Sequence[Claim], ranks: Mapping[str, int]) -> list[dict[str, Any]]:
    """The conflicts of one topic: one record per group of claims that disagree."""
    groups: dict[str, list[Claim]] = defaultdict(list)
    for c in claims:
        groups[c.lang if topic.same_lang else "*"].append(c)
    records = []
    for group in groups.values():
        values = {c.value for c in group}
        if len(values) < 2:
            continue
        best_rank = min(ranks.get(c.source_id, 99) for c in group)
        top = [c for c in group if ranks.get(c.source_id, 99) == best_rank]
        counts: dict[str, int] = defaultdict(int)
        for c in top:
            counts[c.value] += 1
        prevailing = max(counts, key=lambda v: (counts[v], -min(c.order for c in top if c.value == v)))
        rep = sorted((c for c in top if c.value == prevailing),
                     key=lambda c: (c.section_kind != "glossary_entry", c.order))[0]
        cited: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        for c in sorted(group, key=lambda c: (ranks.get(c.source_id, 99), c.order)):
            cited[c.source_id][c.value].append(c.section_id)
        says = {src: "; ".join(f"{topic.describe(v)} ({', '.join(ids)})" for v, ids in by_value.items())
                for src, by_value in cited.items()}
        records.append({
            "id": topic.id if not topic.same_lang else f"{topic.id}-{group[0].lang}",
            "topic": topic.title,
            "topic_i18n": topic_titles(topic),
            "concepts": list(topic.concepts),
            "sources": says,
            "prevails": rep.source_id,
            "prevailing_value": prevailing,
            "prevailing_section": rep.section_id,
            "claims": [{"section_id": c.section_id, "source": c.source_id, "lang": c.lang,
                        "value": c.value, "says": topic.describe(c.value),
                        "says_i18n": {lang: describe_in(topic, c.value, lang) for lang in ("es", "it", "pt")},
                        "excerpt": c.excerpt}
                       for c in group],
        })
    return records


def find_conflicts(g: nx.MultiDiGraph, corpus: Any, own: Mapping[str, str],
                   ranks: Mapping[str, int], concept_ids: set[str]) -> list[dict[str, Any]]:
    """Read every topic's claims, add ``conflicts-with`` edges, return the records."""
    rows = []
    for doc in corpus.sources:
        for s in doc.sections:
            a = g.nodes[section_node(s.id)]
            rows.append({"section_id": s.id, "source_id": doc.id, "lang": s.lang,
                         "text": own[s.id], "order": a["order"], "section_kind": s.kind})
    records: list[dict[str, Any]] = []
    for topic in TOPICS:
        for rec in compare(topic, read_claims(topic, rows), ranks):
            rec["concepts"] = [c for c in rec["concepts"] if c in concept_ids]
            records.append(rec)
            prevailing = rec["prevailing_section"]
            for claim in rec["claims"]:
                if claim["value"] == rec["prevailing_value"]:
                    continue
                g.add_edge(section_node(claim["section_id"]), section_node(prevailing),
                           relation="conflicts-with", topic=rec["topic"], conflict=rec["id"],
                           says=claim["says"], other_says=next(
                               c["says"] for c in rec["claims"] if c["section_id"] == prevailing),
                           prevails=rec["prevails"])
    return records
