"""Words the pages show, in the interface language: never an internal id or an English label.

Everything here works from what the other parts return (an answer, a simulation, a
concept, a card, a section) and from ``labels.yaml``:

* question kinds, card kinds, phases and steps, actions, relations, categories and
  the notes on a concept's variant names, through labels;
* concepts by their name in the language (the first label, as the newest official
  source spells it);
* cards by their name in the language where the texts give one, else their English
  name marked as such (``lang="en"``);
* sources as a player cites them: the book, its edition and language, the book's pages
  where its table of contents tells them, and whether the source is superseded or
  unofficial.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from markupsafe import Markup

from judge.web.i18n import labels, t

#: Names of the monsters and cards a situation of Ask makes up, in es, it and pt.
_MADE_UP: dict[str, dict[str, str]] = {
    "First Card": {"es": "Primera carta", "it": "Prima carta", "pt": "Primeiro card"},
    "Responding Card": {"es": "Carta que responde", "it": "Carta che risponde", "pt": "Card que responde"},
    "Set Card": {"es": "Carta Colocada", "it": "Carta Posizionata", "pt": "Card baixado"},
    "Attacking Monster": {"es": "Monstruo atacante", "it": "Mostro attaccante", "pt": "Monstro atacante"},
    "Defending Monster": {"es": "Monstruo defensor", "it": "Mostro in difesa", "pt": "Monstro defensor"},
    "Monster": {"es": "Monstruo", "it": "Mostro", "pt": "Monstro"},
    "Your Monster": {"es": "Tu monstruo", "it": "Il tuo mostro", "pt": "Seu monstro"},
    "Opponent's Monster": {"es": "Monstruo del adversario", "it": "Mostro dell'avversario",
                           "pt": "Monstro do oponente"},
    "Tribute": {"es": "Sacrificio", "it": "Tributo", "pt": "Tributo"},
    "Material": {"es": "Material", "it": "Materiale", "pt": "Material"},
}
_NUMBERED = re.compile(r"^(?P<base>.+?) (?P<n>\d+)$")


@lru_cache(maxsize=1)
def _made_up_names() -> dict[str, dict[str, str]]:
    """Made-up names: Ask's own table where it has one, this module's otherwise."""
    names = dict(_MADE_UP)
    try:
        from judge.qa.situation import PLACEHOLDER_NAMES
    except ImportError:  # pragma: no cover - the table moved; ours still names them
        return names
    names.update({k: v for k, v in PLACEHOLDER_NAMES.items() if isinstance(v, dict)})
    return names


def label(prefix: str, key: Any, lang: str, default: str | None = None) -> str | None:
    """``labels.yaml``'s ``prefix.key`` in ``lang``, or ``default``."""
    entry = labels().get(f"{prefix}.{key}")
    return entry[lang] if entry else default


# --- cards ---------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _card_names() -> dict[str, dict[str, list[str]]]:
    """English name (and every name in any language) → names per language."""
    from judge.web.pages import card_data

    out: dict[str, dict[str, list[str]]] = {}
    for card in card_data():
        names = {"en": [card["name"]]}
        for lang, value in (card.get("names") or {}).items():
            names[lang] = [value] if isinstance(value, str) else list(value)
        for lang_names in names.values():
            for name in lang_names:
                out.setdefault(name, names)
    return out


def card_name(name: Any, lang: str) -> tuple[str, bool]:
    """(name of the card in ``lang``, whether that is the English name shown as such)."""
    text = str(name)
    if lang == "en":
        return text, False
    made_up = _made_up_names()
    if text in made_up and lang in made_up[text]:
        return made_up[text][lang], False
    numbered = _NUMBERED.match(text)
    if numbered and numbered["base"] in made_up and lang in made_up[numbered["base"]]:
        return f'{made_up[numbered["base"]][lang]} {numbered["n"]}', False
    names = _card_names().get(text)
    if names is None:
        return text, False          # a name the scenario itself wrote: shown as written
    if names.get(lang):
        return names[lang][0], False
    return names["en"][0], True


def card_label(name: Any, lang: str) -> Markup:
    """The card's name in ``lang`` as HTML; an English name is marked ``lang="en"``."""
    text, english = card_name(name, lang)
    if not english:
        return Markup("{}").format(text)
    return Markup('<span lang="en">{}</span> <abbr class="tag en" title="{}">{}</abbr>').format(
        text, t("cards.english_hint", lang), t("cards.english_mark", lang))


def card_kind(card: dict[str, Any], lang: str) -> str:
    """``Carta Mágica de Juego Rápido``, ``Mostro con Effetto``…"""
    parts = [label("kind", card.get("kind"), lang, "") or ""]
    if card.get("subtype"):
        parts.append(label("subtype", card["subtype"], lang, "") or "")
    types = card.get("monster_type") or []
    if isinstance(types, str):
        types = [types]
    for kind_of in types:
        parts.append(label("mtype", kind_of, lang, "") or "")
    return " ".join(p for p in parts if p)


# --- concepts ------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _concept_labels() -> dict[str, dict[str, list[str]]]:
    from judge.graph.store import get_index

    return {cid: rec.get("labels") or {} for cid, rec in get_index()["concepts"].items()}


@lru_cache(maxsize=1)
def _interface_names() -> dict[str, dict[str, str]]:
    from pathlib import Path

    import yaml

    path = Path(__file__).with_name("concept_names.yaml")
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def concept_name(concept_id: str, lang: str) -> str:
    """The concept's name in ``lang``: as the newest official source spells it, else the
    interface's own word for it (``concept_names.yaml``), else the English name."""
    names = _concept_labels().get(concept_id) or {}
    own = (_interface_names().get(concept_id) or {}).get(lang)
    found = (names.get(lang) or ([own] if own else None) or names.get("en")
             or [concept_id.replace("-", " ")])[0]
    return found[:1].upper() + found[1:]


def category(name: str | None, lang: str) -> str:
    return label("cat", name, lang, "") or ""


_INVERSE = {"is-a": "has-kind", "part-of": "has-part", "has-spell-speed": "spell-speed-of",
            "holds": "held-in"}


def relation(name: str, lang: str, direction: str = "out") -> str:
    """A relation in words; ``direction="in"`` reads it from the other end ("is a kind
    of" becomes "has as a kind")."""
    if direction == "in":
        name = _INVERSE.get(name, name)
    return label("rel", name, lang, "") or ""


# --- questions, phases, actions ------------------------------------------------------

def intent(name: str | None, lang: str) -> str:
    """The kind of question, in words ("rule_lookup / battle_damage" → both parts)."""
    if not name:
        return ""
    parts = [label("intent", part.strip(), lang) for part in str(name).split("/")]
    return " · ".join(p for p in parts if p)


def phase(name: Any, lang: str) -> str:
    return label("phase", name, lang, "") or ""


def step(name: Any, lang: str) -> str:
    return label("step", name, lang, "") or ""


def _uid_names(*sources: Any) -> dict[str, str]:
    """The card ids of a scenario's state or a simulation's zones (``attacker``, ``a_3``)
    → their card names."""
    found: dict[str, str] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("id"), str) and isinstance(node.get("card"), str):
                found[node["id"]] = node["card"]
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for source in sources:
        walk(source.get("state") if isinstance(source, dict) and "state" in source else source)
    return found


def _ref(ref: Any, lang: str, uids: dict[str, str], own: dict[str, Any]) -> Markup:
    text = str(ref)
    name = uids.get(text, text)
    names = (own.get(name) or {}).get("names") or {}
    value = names.get(lang)
    if isinstance(value, list):
        value = value[0] if value else None
    if value:
        return Markup("{}").format(value)
    return card_label(name, lang)


def action(act: dict[str, Any] | None, lang: str, scenario: Any = None, outcome: Any = None) -> Markup:
    """"Jugador A: atacar «Monstruo atacante» contra «Monstruo defensor»": an action of a
    scenario or a legal action, with card ids turned into card names in ``lang``."""
    from judge.web.board import scenario_cards

    if not act:
        return Markup("")
    uids = _uid_names(scenario, (outcome or {}).get("zones") if isinstance(outcome, dict) else None)
    own = scenario_cards(scenario)
    do = act.get("do")
    words = label("action", do, lang) or str(do).replace("_", " ")
    out = Markup("{}: {}").format(f'{t("board.player", lang)} {act.get("player", "?")}', words)
    cards = [act[k] for k in ("card", "attacker") if act.get(k)] + list(act.get("cards") or [])
    if cards:
        out += Markup(" ") + Markup(", ").join(Markup("«{}»").format(_ref(c, lang, uids, own)) for c in cards)
    if do == "attack":
        if act.get("target"):
            out += Markup(" {} «{}»").format(t("action.against", lang), _ref(act["target"], lang, uids, own))
        else:
            out += Markup(" ({})").format(t("action.direct", lang))
    if act.get("phase"):
        out += Markup(" → {}").format(phase(act["phase"], lang) or act["phase"])
    if act.get("spell_speed"):
        out += Markup(" ({} {})").format(t("action.spell_speed", lang), act["spell_speed"])
    return out


# --- variant notes -------------------------------------------------------------------

_NOTE_TAGS = [
    (re.compile(r"glossary headword of the older rulebook"), "headword"),
    (re.compile(r"\bold(?: English)? name\b"), "old_name"),
    (re.compile(r"\bloanword\b"), "loanword"),
    (re.compile(r"machine translation"), "machine"),
    (re.compile(r"fan site"), "fan_site"),
    (re.compile(r"icon name"), "icon"),
    (re.compile(r"wording of the rule"), "wording"),
    (re.compile(r"\bold(?:er)? wording"), "old_wording"),
    (re.compile(r"variant spelling"), "spelling"),
    (re.compile(r"\bverb\b"), "verb"),
    (re.compile(r"\bparticiple\b"), "participle"),
    (re.compile(r"inflected form"), "inflected"),
    (re.compile(r"misprint"), "misprint"),
    (re.compile(r"outdated rule"), "outdated"),
    (re.compile(r"wrong English name"), "wrong_en"),
    (re.compile(r"stars that show the Level"), "stars"),
    (re.compile(r"^Tribute Set"), "tribute_set"),
    (re.compile(r"coin toss"), "coin"),
    (re.compile(r"^community\b"), "community"),
    (re.compile(r"^harvested\b"), "harvested"),
]
_QUOTED = re.compile(r"[\"“«]([^\"”»]+)[\"”»]")
_SECTION_ID = re.compile(r"\b\d{3}:\d+(?:\.\d+)?\b")


def note_parts(note: str | None, lang: str) -> dict[str, Any]:
    """A variant's note as tags in ``lang``, the words it quotes from the texts, and the
    sections it cites: ``old name ("anteriormente conocidas como", 000:1132)`` →
    ``{"tags": ["nombre antiguo"], "quotes": ["anteriormente conocidas como"],
    "sections": ["000:1132"]}``.  English explanation beyond that is left out."""
    if not note:
        return {"tags": [], "quotes": [], "sections": []}
    tags = [t(f"note.{key}", lang) for pattern, key in _NOTE_TAGS if pattern.search(note)]
    if "old_wording" in [k for p, k in _NOTE_TAGS if p.search(note)]:
        tags = [x for x in tags if x != t("note.old_name", lang)]
    return {"tags": list(dict.fromkeys(tags)), "quotes": _QUOTED.findall(note),
            "sections": _SECTION_ID.findall(note)}


# --- sources -------------------------------------------------------------------------

def _manifest(source: str) -> dict[str, Any] | None:
    from judge.web.state import get_corpus

    key = str(source).split("_", 1)[0].split(":", 1)[0]
    try:
        return dict(get_corpus().source(key).manifest)
    except (KeyError, ValueError, AttributeError):
        return None


def source_name(source: Any, lang: str) -> str:
    """"Reglamento oficial 9.1 (es)", "Sitio de aficionados brasileño (pt)"…  ``source``
    is a source id (``000``), its file name or a section id."""
    manifest = _manifest(str(source))
    if manifest is None:
        return str(source)
    kind = manifest.get("kind")
    if kind == "official rulebook":
        name = (f'{t("src.official", lang)} {manifest["edition"]}' if manifest.get("edition")
                else t("src.official_old", lang))
    elif kind == "fan site":
        name = t("src.fan_site", lang)
    else:
        name = t("src.machine", lang)
    return f'{name} ({manifest.get("language")})'


def source_status(source: Any, lang: str) -> str | None:
    """"sustituido por la edición 9.1" for an older edition, "no oficial" for a fan site or a
    machine translation, None for a current official rulebook."""
    manifest = _manifest(str(source))
    if manifest is None:
        return None
    if manifest.get("kind") != "official rulebook":
        return t("src.unofficial", lang)
    if not manifest.get("edition"):
        return t("src.superseded", lang)
    return None


def own_title(title: str) -> str:
    """A source's title as it calls itself, without the note in brackets at its end."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", title or "")


def section_kind(kind: str, lang: str) -> str:
    return label("section", kind, lang, "") or ""


@lru_cache(maxsize=8)
def _toc(source_id: str) -> list[tuple[str, int]]:
    """The table of contents of an official booklet: (title, page) in book order."""
    from judge.corpus.official import _TOC_ENTRY
    from judge.corpus.reader import source_lines
    from judge.paths import CORPUS_DIR

    manifest = _manifest(source_id)
    if not manifest or manifest.get("layout") != "official-booklet":
        return []
    out: list[tuple[str, int]] = []
    for line in source_lines(CORPUS_DIR, manifest["file"])[:150]:
        match = _TOC_ENTRY.match(line.strip())
        if match:
            out.append((match["title"], int(match["page"])))
    return out


_CROSS_REF = re.compile(r"\b(?:[Vv]er|[Mm]ira|[Vv]edi)\s+(?:la\s+)?"
                        r"\"?(?P<title>[A-ZÁÉÍÓÚ][^,()\"]{3,50}?)\"?,\s+p[áa]gina\s+(?P<page>\d+)")


@lru_cache(maxsize=8)
def _cross_refs(source_id: str) -> dict[str, int]:
    """Headings the book's own cross-references place on a page ("Ver Velocidad de
    Hechizo, página 41"), folded title → page."""
    from judge.corpus.reader import source_lines
    from judge.graph.lookup import folded_words
    from judge.paths import CORPUS_DIR

    manifest = _manifest(source_id)
    if not manifest or manifest.get("layout") != "official-booklet":
        return {}
    found: dict[str, int] = {}
    for line in source_lines(CORPUS_DIR, manifest["file"]):
        for match in _CROSS_REF.finditer(line):
            found.setdefault(folded_words(match["title"]), int(match["page"]))
    return found


def book_pages(section_id: str) -> tuple[int, int] | None:
    """The pages of the book that hold ``section_id``: those of the table-of-contents
    entry it belongs to, starting later where a cross-reference of the book places one
    of the headings above it ("Ver Velocidad de Hechizo, página 41")."""
    from rapidfuzz import fuzz, process

    from judge.graph.lookup import folded_words
    from judge.web.state import get_corpus

    corpus = get_corpus()
    found = corpus.get(section_id)
    if found is None:
        return None
    toc = _toc(found.source_id)
    if not toc:
        return None
    # the enclosing section right under a chapter is the table-of-contents entry
    node = found
    while node.parent and corpus.section(node.parent).parent:
        node = corpus.section(node.parent)
    if node.parent is None:
        return None
    # a heading the extraction changed is known by the line the manifest anchors it to
    anchors = {folded_words(k): folded_words(v) for k, v in
               ((_manifest(found.source_id) or {}).get("toc_anchors") or {}).items()}
    titles = [anchors.get(folded_words(title), folded_words(title)) for title, _ in toc]
    own = folded_words(node.title)
    best = process.extractOne(own, titles, scorer=fuzz.ratio, score_cutoff=75)
    if best is None:
        best = process.extractOne(own, [folded_words(title) for title, _ in toc], scorer=fuzz.ratio,
                                  score_cutoff=75)
    if best is None:
        return None
    at = best[2]
    first = toc[at][1]
    last = toc[at + 1][1] - 1 if at + 1 < len(toc) else first
    refs = _cross_refs(found.source_id)
    step = found
    while step is not None and step.id != node.id:
        page = refs.get(folded_words(step.title))
        if page is not None and first <= page <= max(first, last):
            first = page
            break
        step = corpus.section(step.parent) if step.parent else None
    return first, max(first, last)


def pages_text(section_id: str, lang: str) -> str:
    pages = book_pages(section_id)
    if not pages:
        return ""
    first, last = pages
    if first == last:
        return f'{t("src.page", lang)} {first}'
    return f'{t("src.pages", lang)} {first}–{last}'


def cite(section_id: str, lines: Any, lang: str) -> dict[str, Any]:
    """What a citation shows: book, pages, lines, status."""
    source = str(section_id).split(":", 1)[0]
    first, last = (list(lines) + [None, None])[:2] if lines else (None, None)
    line_text = ""
    if first is not None:
        if last in (None, first):
            line_text = f'{t("ui.line", lang)} {first}'
        else:
            line_text = f'{t("ui.lines", lang)} {first}–{last}'
    return {"book": source_name(source, lang), "pages": pages_text(section_id, lang),
            "lines": line_text, "status": source_status(source, lang)}
