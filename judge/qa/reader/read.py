"""Reading a situation question: words → typed elements → discourse → :class:`Reading`.

1. **Words.** The folded question is cut into tokens; numbers with the stat, LP or Level
   word next to them become typed values ("1800 ATK", "ATK 1800", "1800/1000", "3000 LP");
   the other words are looked up in the language's lexicon (``lexicon.yaml``), the longest
   phrase first, a misspelt word taking the lexicon word it is closest to.
2. **Clauses.** The text is cut on punctuation and sequence words ("then", "y luego",
   "poi", "depois"); a clause with two verbs is cut again at the conjunction between them.
3. **Mentions.** Inside a clause, the words that describe one monster (a possessive, the
   noun, its stats, its position, "the second one", "my other monster", "it") make one
   mention; "with/con/using" brings in the monster that attacks.
4. **Discourse.** Each mention is resolved to a monster already met (by its stats, its
   place in its player's line-up, "other", a pronoun) or becomes a new one; whose it is
   comes from its possessive, or from its role (what is attacked belongs to the player
   who is not attacking); the plays are kept in order.
5. **What is asked** comes from the question's own clause (damage and who takes it, LP
   left, how many destroyed, who wins).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from judge.nlp.pipelines import fold
from judge.qa.reader.model import ME, OPP, Asked, Monster, Play, Reading, other
from judge.qa.reading import WHO_WORDS

_LEXICON_PATH = Path(__file__).with_name("lexicon.yaml")
_TOKEN = re.compile(r"\d+|[a-z]+'?|[a-z]'|/|[.,;:?!]")
_TOKEN_CASED = re.compile(r"\d+|[a-zA-Z]+'?|[a-zA-Z]'|/|[.,;:?!]")


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


@dataclass
class _Lexicon:
    phrases: dict[tuple[str, ...], set[str]]
    longest: int
    words: list[str]
    known: frozenset[str] = frozenset()
    #: The first words of the phrases (a phrase can start only at one of them).
    first: frozenset[str] = frozenset()
    #: Each word read so far as :func:`_correct` reads it (a word always reads the same).
    corrected: dict[str, str] = field(default_factory=dict, repr=False, compare=False)


@lru_cache(maxsize=8)
def lexicon(lang: str) -> _Lexicon:
    data = yaml.safe_load(_LEXICON_PATH.read_text(encoding="utf-8"))
    phrases: dict[tuple[str, ...], set[str]] = {}
    for part in ("any", lang if lang in data else "en"):
        for cls, entries in (data.get(part) or {}).items():
            for entry in entries or []:
                key = tuple(_tokens(fold(str(entry))))
                if key:
                    phrases.setdefault(key, set()).add(cls)
    words = sorted({w for key in phrases for w in key if w.isalpha() and len(w) >= 5})
    known = frozenset(w for key in phrases for w in key) | _ORDINARY
    return _Lexicon(phrases, max(len(k) for k in phrases), words, known, frozenset(k[0] for k in phrases))


#: Ordinary words of card names that players also write as plain words.
_ORDINARY = frozenset(
    "last turn end world first time card cards set this that next my your his the of a an and "
    "ultimo turno fin mundo fine mondo fim".split()
)


# ---------------------------------------------------------------------------------------
# 1. Words


@dataclass
class Tok:
    text: str
    tags: set[str]
    value: Any = None  # stat tokens: ("atk", 1800) ...; numbers: int


#: Words kept read by :func:`_correct`, per lexicon (all forgotten when there are more).
_KEPT_CORRECTIONS = 50_000


def _correct(word: str, lex: _Lexicon) -> str:
    """A misspelt word as the lexicon word it is closest to (same first letter).

    Each word is compared with the lexicon once; its reading is kept in the lexicon."""
    if len(word) < 6 or not word.isalpha():
        return word
    read = lex.corrected.get(word)
    if read is None:
        if len(lex.corrected) >= _KEPT_CORRECTIONS:
            lex.corrected.clear()
        read = lex.corrected[word] = _closest_word(word, lex)
    return read


def _closest_word(word: str, lex: _Lexicon) -> str:
    """The word itself when the lexicon or a card name has it, else the closest word of
    the same first letter and about the same length, if one is close enough."""
    if word in lex.known or word in _card_words():
        return word
    try:
        from rapidfuzz import fuzz, process
    except ImportError:  # pragma: no cover - rapidfuzz is a dependency
        return word
    candidates = [
        w for w in (*lex.words, *_card_words())
        if len(w) >= 5 and w[0] == word[0] and abs(len(w) - len(word)) <= 2
    ]
    # a six-letter word only for a letter left out or doubled ("attaca"), not a changed one
    best = process.extractOne(word, candidates, scorer=fuzz.ratio, score_cutoff=85 if len(word) >= 7 else 88)
    return best[0] if best else word


_ATKW = {"atk", "atq", "att", "ak", "ataque", "attacco", "attack", "ataq"}
_DEFW = {"def", "dif", "defensa", "difesa", "defesa", "defense", "defence"}
_LPW = {"lp", "lps", "pv", "pdv"}
_LPW2 = {("life", "points"), ("puntos", "de", "vida"), ("punti", "vita"), ("pontos", "de", "vida")}
_LEVELW = {"level", "nivel", "livello", "lv", "lvl", "niveau"}
_RANKW = {"rank", "rango", "rang", "classe"}
_FILLER = {"de", "di", "of", "da", "do", "points"}
_STAT_WORDS = frozenset(_ATKW | _DEFW | _LEVELW | _RANKW)


@lru_cache(maxsize=1)
def _card_names() -> tuple[dict[tuple[str, ...], Any], int]:
    """Every card library name (all languages) as tokens, and the longest."""
    from judge.cards import get_library

    names: dict[tuple[str, ...], Any] = {}
    for card in get_library().cards():
        for name in card.all_names():
            key = tuple(_tokens(_plain(name).lower()))
            if key:
                names.setdefault(key, card)
    return names, max(len(k) for k in names)


@lru_cache(maxsize=1)
def _card_first_words() -> frozenset[str]:
    """The first words of the card names (a card's name can start only at one of them)."""
    return frozenset(key[0] for key in _card_names()[0])


@lru_cache(maxsize=1)
def _card_words() -> frozenset[str]:
    return frozenset(w for key in _card_names()[0] for w in key)


def _plain(text: str) -> str:
    """Accents off, case kept; thousands separators and dashes as the tokens want them."""
    text = "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")
    text = re.sub(r"(?<=\d)[.,](?=\d{3}\b)", "", text)  # 1.800 ATK
    text = re.sub(r"\s[-–]\s", " ; ", text)
    return text.replace("-", " ").replace("¿", " ").replace("¡", " ").replace("’", "'")


def _is_card_here(key: tuple[str, ...], cased: list[str], lex: _Lexicon) -> bool:
    """A card name written in lower case is a card only when it is not made of ordinary
    words ("the Trap I Set last turn" names no "Last Turn")."""
    if any(w[:1].isupper() for w in cased):
        return True
    return not all(w in lex.known or len(w) <= 4 for w in key)


def _owned(words: list[str]) -> tuple[str, ...]:
    """A card name's words as written before a possessive ("roar'" of "Roar's")."""
    return (*words[:-1], words[-1].rstrip("'")) if words else ()


def tag(text: str, lang: str) -> list[Tok]:
    lex = lexicon(lang)
    cards, card_len = _card_names()
    card_first = _card_first_words()
    plain = _plain(text)
    cased_all = _TOKEN_CASED.findall(plain)
    words = [_correct(w.lower(), lex) for w in cased_all]
    out: list[Tok] = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        if w.isdigit():
            v = int(w)
            nxt = words[i + 1] if i + 1 < n else ""
            nxt2 = words[i + 2] if i + 2 < n else ""
            if nxt == "/" and nxt2.isdigit():
                out.append(Tok(w, {"stat"}, [("atk", v), ("def", int(nxt2))]))
                i += 3
                continue
            for skip in (0, 1):
                word = words[i + 1 + skip] if i + 1 + skip < n else ""
                if skip and (i + 1 >= n or words[i + 1] not in _FILLER):
                    out.append(Tok(w, {"num"}, v))
                    i += 1
                    break
                if word in _ATKW or word in _DEFW:
                    out.append(Tok(w, {"stat"}, [("atk" if word in _ATKW else "def", v)]))
                    i += 2 + skip
                    break
                if word in _LPW:
                    out.append(Tok(w, {"lpval"}, v))
                    i += 2 + skip
                    break
                three = tuple(words[i + 1 + skip : i + 4 + skip])
                two = three[:2]
                if two in _LPW2 or three in _LPW2:
                    out.append(Tok(w, {"lpval"}, v))
                    i += 1 + skip + (2 if two in _LPW2 else 3)
                    break
            else:
                out.append(Tok(w, {"num"}, v))
                i += 1
            continue
        if w in _STAT_WORDS:
            # "ATK 1800", "ATK: 1800", "Level 4"
            j = i + 1 + (1 if i + 1 < n and words[i + 1] in (":", "=", "de", "di", "of") else 0)
            if j < n and words[j].isdigit():
                kind = (
                    "level" if w in _LEVELW else "rank" if w in _RANKW else "atk" if w in _ATKW else "def"
                )
                out.append(Tok(words[j], {"stat"}, [(kind, int(words[j]))]))
                i = j + 1
                continue
        if w in _LPW and i + 1 < n and words[i + 1].isdigit():
            out.append(Tok(words[i + 1], {"lpval"}, int(words[i + 1])))
            i += 2
            continue
        if w in ".;?!:":
            out.append(Tok(w, {"stop", "qmark"} if w == "?" else {"stop"}))
            i += 1
            continue
        if w == ",":
            out.append(Tok(w, {"comma"}))
            i += 1
            continue
        card_size = next(
            (
                size for size in range(min(card_len, n - i), 0, -1)
                if _owned(words[i : i + size]) in cards
                and _is_card_here(_owned(words[i : i + size]), cased_all[i : i + size], lex)
            ),
            0,
        ) if w in card_first else 0
        if card_size:
            key = _owned(words[i : i + card_size])
            out.append(Tok(" ".join(key), {"card"}, cards[key]))
            i += card_size
            if words[i - 1].endswith("'") and i < n and words[i] == "s":
                i += 1  # "Threatening Roar's effect": the card's
            continue
        for size in range(min(lex.longest, n - i) if w in lex.first else 0, 0, -1):
            key = tuple(words[i : i + size])
            if key in lex.phrases:
                out.append(Tok(" ".join(key), set(lex.phrases[key])))
                i += size
                break
        else:
            out.append(Tok(w, set()))
            i += 1
    for k, t in enumerate(out):
        # "Threatening Roar's effect", "el efecto de Rugido Amenazante": the effect of a card
        # named is that card's, which the reader plays
        if t.text in _EFFECT_WORDS and (
                k > 0 and "card" in out[k - 1].tags
                or k + 2 < len(out) and out[k + 1].text in _OF_WORDS and "card" in out[k + 2].tags):
            out[k] = Tok(t.text, set())
        # "…a uno en defensa que tiene 2000 DEF", "a monster that has 2000 DEF": a relative
        # clause giving a monster its stats describes it as "de 2000 DEF" does
        elif t.text in _RELATIVE_WORDS and 0 < k < len(out) - 2 and "have" in out[k + 1].tags \
                and "stat" in out[k + 2].tags and not out[k - 1].tags & {"stop", "comma"}:
            out[k] = Tok(t.text, {"filler"})
            out[k + 1] = Tok(out[k + 1].text, {"filler"})
        # "my monster (with piercing) has 2500 ATK and attacks…": "has" right after the
        # monster, before its stat, describes it too
        elif "have" in t.tags and k + 1 < len(out) and "stat" in out[k + 1].tags and k > 0 and (
                "mon" in out[k - 1].tags
                or k > 1 and "piercing" in out[k - 1].tags and "mon" in out[k - 2].tags):
            out[k] = Tok(t.text, {"filler"})
        # "my monster with 2000 ATK attacks a monster in attack position with 1500": a bare
        # amount given to the second monster is the stat named for the first
        elif "num" in t.tags and isinstance(t.value, int) and t.value >= 100 and k >= 2 \
                and "instr" in out[k - 1].tags and out[k - 2].tags & _MONSTER_OR_POSITION \
                and not (k + 1 < len(out) and out[k + 1].tags & {"mon", "one", "card"}):
            position = out[k - 2].tags & {"pos_atk", "pos_def"}
            named: str | None = ("def" if "pos_def" in position else "atk") if position else next(
                (str(v[0][0]) for v in (x.value for x in reversed(out[:k]) if "stat" in x.tags)
                 if v[0][0] in ("atk", "def")), None)
            if named is not None:
                out[k] = Tok(t.text, {"stat"}, [(named, t.value)])
        # "…chain Seven Tools of the Bandit to Threatening Roar, does the roar still work?":
        # an article and one long word of a card named before, said to apply or to be
        # negated, is that card
        elif not t.tags and len(t.text) >= 4 and k > 0 and "det" in out[k - 1].tags \
                and k + 1 < len(out) and out[k + 1].tags & {"applies", "negate"}:
            earlier = [x for x in out[:k] if "card" in x.tags and t.text in x.text.split()]
            if earlier:
                out[k] = Tok(t.text, {"card"}, earlier[-1].value)
    _players_by_letter(out)
    return out


#: The tags of a player's doing, after which a bare "A" or "B" is the player who does it.
_PLAYER_DOINGS = frozenset({"activate", "attack"})


def _players_by_letter(out: list[Tok]) -> None:
    """"A plays Heavy Storm, B chains Threatening Roar, then A chains Seven Tools…": the
    rulebook's Player A and Player B (000:1016), named by their letters, in place.

    A bare "A" or "B" is a player only before what a player does (an activation, an attack,
    or "le / gli / lhe" and then one), and only when both letters are used so ("a" is also
    an article and a preposition): A is the asker's side, B the other player's, as "player
    A / jugador A" already are."""
    def doing_at(k: int) -> bool:
        nxt = out[k + 1] if k + 1 < len(out) else None
        if nxt is not None and "obj_him" in nxt.tags:
            nxt = out[k + 2] if k + 2 < len(out) else None
        return nxt is not None and bool(nxt.tags & _PLAYER_DOINGS)

    at = {letter: [k for k, t in enumerate(out) if t.text == letter and doing_at(k)] for letter in "ab"}
    named = {t.text[-1] for t in out if t.tags & {"i", "opp"} and t.text.endswith((" a", " b"))}
    if not (at["a"] or "a" in named) or not (at["b"] or "b" in named):
        return
    for letter, tag_ in (("a", "i"), ("b", "opp")):
        for k in at[letter]:
            out[k] = Tok(out[k].text, {tag_})


#: The tags of a monster or of its position, after which "with N" gives it a stat.
_MONSTER_OR_POSITION = frozenset({"mon", "pos_atk", "pos_def"})


#: The words opening a relative clause ("a monster that has…"), in the four languages.
_RELATIVE_WORDS = frozenset({"que", "che", "that", "which"})


#: The word "effect", and "of", in the four languages.
_EFFECT_WORDS = frozenset({"effect", "efecto", "effetto", "efeito"})
_OF_WORDS = frozenset({"of", "de", "del", "di", "dello", "della", "do", "da"})


# ---------------------------------------------------------------------------------------
# 2. Clauses

_VERBS = {"attack", "attack_1s", "have", "have_1s", "attacked_by", "activate", "activate_1s", "flip",
          "set_1s", "change_pos", "take_control", "bounce", "tribute_it", "enter", "leaves", "appears",
          "attack_with_it"}


#: The words that open a condition ("if", "when"), and what may follow them as its subject.
_CONDITION_WORDS = frozenset({"if", "when", "si", "se", "cuando", "quando"})
_SUBJECT_START = frozenset({"opp", "i", "he", "poss_me", "poss_opp", "det", "one", "mon"})


def clauses(toks: list[Tok]) -> list[list[Tok]]:
    parts: list[list[Tok]] = [[]]
    for k, t in enumerate(toks):
        if "comma" in t.tags and any(x.tags & {"synchro", "xyz", "pendulum"} for x in parts[-1]):
            continue  # a list of materials: "with a Level 2 Tuner, a Level 6 monster and …"
        if t.text in _CONDITION_WORDS and any(x.tags & _VERBS for x in parts[-1]) and k + 1 < len(toks) \
                and toks[k + 1].tags & _SUBJECT_START:
            # "can I attack directly if my opponent controls a monster?": the condition is a
            # clause of its own, even after the question
            parts.append([])
        if "the_target" in t.tags and any(x.tags & {"attack", "attack_1s"} for x in parts[-1]) and any(
                x.tags & set(_REMOVE) for x in toks[k + 1 : k + 3]):
            # "después de declarar mi ataque el monstruo objetivo sale del campo": the attack,
            # then what happens to its target, even without a comma between them
            parts.append([])
        if "how_many" in t.tags and any(x.tags & _VERBS for x in parts[-1]):
            # "se eu ataco direto com … quanto dano meu oponente leva?": the question starts
            # at "how much" even without a comma before it
            parts.append([])
        if t.tags & {"stop", "comma"} or "seq" in t.tags and not (t.tags & {"conj"} and not parts[-1]):
            if parts[-1]:
                if "qmark" in t.tags:
                    parts[-1].append(t)
                parts.append([])
            continue
        parts[-1].append(t)
    out: list[list[Tok]] = []
    for part in parts:
        if not part:
            continue
        # Two verbs joined by "and": two clauses.
        verbs = [k for k, t in enumerate(part) if t.tags & _VERBS]
        start = 0
        for a, b in zip(verbs, verbs[1:], strict=False):
            conj = [k for k in range(a + 1, b) if "conj" in part[k].tags]
            if conj:
                out.append(part[start : conj[-1]])
                start = conj[-1] + 1
        out.append(part[start:])
    return [c for c in out if c]


# ---------------------------------------------------------------------------------------
# 3. Mentions

_HEAD = {"mon", "one"}


@dataclass
class Mention:
    start: int
    owner: str | None = None
    stats: dict[str, int] = field(default_factory=dict)
    position: str | None = None
    face: str | None = None
    ordinal: int | None = None
    other: bool = False
    head: bool = False
    pronoun: bool = False
    instr: bool = False  # brought in by "with/con/using"
    neg: bool = False
    piercing: bool = False
    card: Any = None  # a library monster named
    count: int = 1  # "two 1500 ATK monsters": as many monsters, alike
    tuner: bool = False

    @property
    def described(self) -> bool:
        return bool(self.stats or self.position or self.face)

    def pos(self) -> str | None:
        if self.face == "down":
            return "set"
        if self.position:
            return self.position
        if self.face == "up":
            return "defense" if self.position == "defense" else None
        return None


#: Counts that make a mention stand for several monsters ("dos monstruos de 1500 ATK").
_PLURAL = {"two": 2, "three": 3, "dos": 2, "tres": 3, "due": 2, "tre": 3, "dois": 2, "duas": 2}

_STARTERS = {
    "det", "poss_me", "poss_opp", "mon", "one", "stat", "ord1", "ord2", "ord3", "other", "monster_card",
    "tuner",
}


def mentions(clause: list[Tok]) -> list[Mention]:
    """The monster mentions of a clause, in text order."""
    out: list[Mention] = []
    cur: Mention | None = None
    instr_pending = False
    piercing_ahead = False  # piercing damage said before any monster: the next one's
    def tags_of(t: Tok) -> set[str]:
        if "card" in t.tags and t.value.kind == "monster":
            return t.tags | {"monster_card"}
        return t.tags

    for k, t in enumerate(clause):
        tags = tags_of(t)
        nxt = tags_of(clause[k + 1]) if k + 1 < len(clause) else set()
        if "piercing" in tags:
            target = cur if cur is not None else (out[-1] if out else None)
            if target is not None:
                target.piercing = True
            else:
                piercing_ahead = True  # "how much piercing damage if my 2000 ATK monster…"
            continue
        if "respond_to" in tags and cur is not None and cur.stats and not cur.head:
            # "ataco con 2000 ATK a uno en defensa": "a" closes the attacker given by its
            # stats alone; what follows is another monster (the target)
            cur = None
            continue
        if "instr" in tags:
            if cur is not None and cur.head and ("stat" in nxt) and not any(
                kind in cur.stats for kind, _ in clause[k + 1].value
            ):
                continue  # "a monster with 1800 ATK": the same monster
            cur = None
            instr_pending = True
            continue
        if "it" in tags and not (nxt & (_STARTERS - {"det"})) and not (tags & {"det"} and nxt & _STARTERS):
            if cur is None or cur.head or cur.described or cur.ordinal or cur.other or cur.card:
                out.append(Mention(k, pronoun=True, instr=instr_pending))
                instr_pending = False
                cur = None
                continue
        plural = _PLURAL.get(t.text) or (t.value if "num" in tags and isinstance(t.value, int) else 0)
        ahead = [tags_of(x) for x in clause[k + 1 : k + 4]]
        noun = next((i for i, x in enumerate(ahead) if x & {"mon", "tuner"}), None)
        between = all(x & {"stat", "filler"} for x in ahead[: noun or 0])
        # (more than 5 counted too: no board holds them, and the reading is then left unplayed,
        # not read as one monster)
        if 2 <= plural <= 40 and noun is not None and between and not tags & {"stat", "lpval"}:
            cur = Mention(k, instr=instr_pending, count=plural)
            instr_pending = False
            out.append(cur)
            continue
        if "one" in tags and nxt & {"mon", "stat", "other", "ord1", "ord2", "ord3", "monster_card", "tuner"}:
            tags = (tags - {"one"}) | {"det"}  # "one monster", "one 1800 ATK monster": an article
        starts_new = bool(tags & _STARTERS)
        if "num" in tags and cur is not None and "atk" not in cur.stats:
            after = k > 0 and "filler" in clause[k - 1].tags
            starts_new = not (cur.head or cur.other or after or nxt & {"mon", "one"})
        if starts_new and cur is not None:
            # A determiner, possessive or noun after a complete mention starts another.
            if tags & {"det", "mon", "one", "ord1", "ord2", "ord3", "other", "monster_card", "tuner"} and (
                cur.head or cur.described
            ):
                after_noun = k > 0 and "mon" in clause[k - 1].tags and tags & {"tuner"} and not tags & {"det"}
                if not (tags & {"mon", "one", "tuner"} and not cur.head) and not (
                    tags & {"mon"} and cur.tuner and not cur.described
                ) and not after_noun:  # ("monstruos cantantes": Tuner monsters)
                    cur = None
            if "stat" in tags and cur is not None and any(
                kind in cur.stats for kind, _ in t.value
            ):
                cur = None
            complete = cur is not None and (cur.head or cur.described) and cur.owner is not None
            if "poss_me" in tags and complete:
                cur = None
        if cur is None:
            if not (starts_new or (tags & {"pos_atk", "pos_def", "face_down", "face_up"} and False)):
                if tags & {"attack", "attack_1s", "have", "have_1s", "opp", "he", "i"} and not (
                    tags & {"poss_opp", "poss_me"}
                ):
                    instr_pending = False
                continue
            cur = Mention(k, instr=instr_pending, piercing=piercing_ahead)
            instr_pending = piercing_ahead = False
            out.append(cur)
        # Attributes of the current mention.
        bare_atk = "num" in tags and isinstance(t.value, int) and t.value >= 100 and "atk" not in cur.stats
        after_de = k > 0 and "filler" in clause[k - 1].tags  # "el de 1500", "otro de 1000"
        if bare_atk and (cur.head or cur.other or after_de or nxt & {"mon", "one"}):
            cur.stats["atk"] = t.value  # "un monstruo de 2000", "my 2000 monster": its ATK
        if tags & {"mon", "one"}:
            cur.head = True
        if "tuner" in tags:
            cur.head = cur.tuner = True
        if "monster_card" in tags:
            cur.head = True
            cur.card = t.value
        if "stat" in tags:
            for kind, v in t.value:
                cur.stats[kind] = v
        if "poss_me" in tags:
            cur.owner = ME
        elif "poss_opp" in tags or ("opp" in tags and cur.head):
            cur.owner = OPP
        for n, cls in enumerate(("ord1", "ord2", "ord3"), start=1):
            if cls in tags:
                cur.ordinal = n
        if "other" in tags:
            cur.other = True
        if "neg" in tags:
            cur.neg = True
        if "face_down" in tags:
            cur.face = "down"
        if "face_up" in tags:
            cur.face = "up"
        if "pos_atk" in tags:
            cur.position = "attack"
        if "pos_def" in tags:
            cur.position = "defense"
        # Words that close a mention: verbs (not stats words) and subjects.
        if tags & {"attack", "attack_1s", "have", "have_1s", "direct", "i", "attacked_by"} and not (
            tags & (_STARTERS | {"pos_atk", "pos_def", "face_down", "face_up"})
        ):
            cur = None
    # Position words that follow a mention's stats belong to it; lone words in a clause
    # without a mention are not monsters.
    return [m for m in out if m.head or m.described or m.ordinal or m.other or m.pronoun or m.card]


# ---------------------------------------------------------------------------------------
# 4. Discourse


class Discourse:
    def __init__(self) -> None:
        self.reading = Reading()
        self.last: dict[str, int] = {}  # per side: the monster a play named last
        self.last_target: int | None = None
        self.summon_count: int | None = None
        self.incomplete = False  # a clause with a play this reader could not read whole
        self.bare: int | None = None  # a monster met without its stats, that a next clause may give
        self.last_attack: tuple[str, int | None] | None = None  # who attacked what, last
        self.empty: set[str] = set()  # the players said to have no monsters
        self.blanks: dict[str, list[int]] = {}  # monsters counted but not yet described
        self.about: int | None = None  # the monster the last turn play (Set, flip, control) was on
        self.last_card: int | None = None  # the Spell/Trap named last ("can I activate it?")
        self.played_as_effect: set[str] = set()  # library cards read as their effect (Change of Heart)
        self.level_asked = False  # the Level (Rank) of the Extra Deck monster is what is asked
        self.extreme_asked: str | None = None  # "max" / "min": the highest / lowest Level that may come

    def side_monsters(self, side: str) -> list[int]:
        return [i for i, m in enumerate(self.reading.monsters) if m.side == side]

    def still_there(self, side: str) -> list[int]:
        """A side's monsters that no play so far took off the field (destroyed, returned,
        Tributed): a later attack can only be aimed at these."""
        gone = {p.card for p in self.reading.plays if p.do in ("destroy", "bounce", "tribute")}
        return [i for i in self.side_monsters(side) if i not in gone]

    def new(self, m: Mention, side: str) -> int:
        mon = Monster(
            side,
            atk=m.stats.get("atk"),
            defense=m.stats.get("def"),
            level=m.stats.get("level"),
            position=m.pos() or ("defense" if "def" in m.stats and "atk" not in m.stats else "attack"),
            piercing=m.piercing,
            tuner=m.tuner,
        )
        if m.card is not None:
            # A library monster: its own stats (what the question says of them is the same card)
            mon.name, mon.atk, mon.defense, mon.level = m.card.name, None, None, None
        self.reading.monsters.append(mon)
        return len(self.reading.monsters) - 1

    def resolve(self, m: Mention, side: str, create: bool) -> int | None:
        """The monster a mention names (None: a pronoun with nothing to stand for)."""
        mine = self.side_monsters(side)
        if m.pronoun:
            if self.about is not None and self.reading.plays and self.reading.plays[-1].card == self.about:
                return self.about  # "I take control of his monster and attack with it"
            if self.last_target is None and mine:
                return mine[-1]  # "my opponent has a monster… I attack it"
            return self.last_target
        if m.ordinal is not None and not m.stats:
            if m.ordinal <= len(mine):
                return mine[m.ordinal - 1]
        if m.other and not m.stats:
            prev = self.last.get(side)
            rest = [i for i in mine if i != prev]
            if len(rest) == 1 or (rest and prev is not None):
                return rest[0]
            if not rest:
                self.bare = self.new(m, side)  # "my other monster, a 1500 ATK one"
                return self.bare
        if create:
            return self.new(m, side)
        if m.card is not None:
            named = [i for i in mine if self.reading.monsters[i].name == m.card.name]
            if len(named) == 1:
                return named[0]
            return self.new(m, side)
        if m.stats:
            found = [
                i for i in mine
                if all(self._stat(i, kind) == v for kind, v in m.stats.items())
                and (m.pos() is None or self.reading.monsters[i].position == m.pos())
            ]
            if len(found) == 1 and not (m.other and m.described):
                if m.piercing:
                    self.reading.monsters[found[0]].piercing = True
                return found[0]
            return self.new(m, side)
        if m.pos() is not None:
            found = [i for i in mine if self.reading.monsters[i].position == m.pos()]
            if len(found) == 1:
                return found[0]
        if len(mine) == 1:
            return mine[0]
        return self.new(m, side)

    def _stat(self, i: int, kind: str) -> int | None:
        mon = self.reading.monsters[i]
        return {"atk": mon.atk, "def": mon.defense, "level": mon.level}[kind]


def _side_cue(clause: list[Tok], upto: int | None = None) -> str | None:
    """Whose clause this is, from its first subject or possessive word."""
    for k, t in enumerate(clause[:upto]):
        if t.tags & {"opp", "he", "poss_opp"} and not t.tags & {"det"}:
            return OPP
        if {"he", "det"} <= t.tags and k + 1 < len(clause) and clause[k + 1].tags & {"have", "can", "attack"}:
            return OPP  # "el tiene 1500 DEF": the article's spelling is the pronoun "él" before a verb
        if t.tags & {"opp", "poss_opp"}:
            return OPP
        if t.tags & {"i", "have_1s", "attack_1s", "poss_me", "can_1s"}:
            return ME
    return None


def _came(clause: list[Tok]) -> str | None:
    """"a monster I Summoned this turn": it came to the field this turn."""
    tags = _tags(clause)
    return "this_turn" if "this_turn" in tags and tags & {"summoned", "summon"} else None


def _read_attack(d: Discourse, clause: list[Tok], ms: list[Mention]) -> None:
    verb = next(k for k, t in enumerate(clause) if t.tags & {"attack", "attack_1s"})
    direct = any("direct" in t.tags for t in clause)
    # Who attacks: an explicit subject before the verb, an object pronoun ("me ataca"),
    # a first-person verb, or the monster named before the verb.
    subject: str | None = None
    for k, t in enumerate(clause[:verb + 1]):
        # ("el puede atacar": the article's spelling is the pronoun "él" before a verb)
        he_before_verb = {"he", "det"} <= t.tags and k + 1 < len(clause) and bool(
            clause[k + 1].tags & {"can", "attack"})
        if t.tags & {"opp", "he"} and (not t.tags & {"poss_opp", "det"} - {"he"} or he_before_verb):
            if not any(m.start <= clause.index(t) and m.head for m in ms if m.start < verb):
                subject = OPP
                break
        if t.tags & {"i", "have_1s", "can_1s"} or "attack_1s" in t.tags and not t.tags & {"attack"}:
            subject = ME
            break
    if subject is None and "attack_1s" in clause[verb].tags and not [m for m in ms if m.start < verb]:
        subject = ME
    targets_me = any("obj_me" in t.tags for t in clause[max(0, verb - 1) : verb + 2])
    if targets_me:
        subject, direct = OPP, True if not [m for m in ms if m.start > verb and not m.instr] else direct
    before = [m for m in ms if m.start < verb and not m.instr and not m.pronoun]
    attacker_m = next((m for m in ms if m.instr), None)
    if attacker_m is None and before:
        attacker_m = before[0]
    if attacker_m is None:
        rest = [m for m in ms if not m.pronoun]
        if direct and rest:
            attacker_m = rest[0]
    if attacker_m is None:
        if not ms:
            # "If I attack, …": the attacking player's only monster at the other's only one
            side = subject or ME
            mine, theirs = d.side_monsters(side), d.side_monsters(other(side))
            if len(mine) == 1 and len(theirs) <= 1 and d.reading.monsters:
                tgt0 = None if direct or not theirs else theirs[0]
                d.reading.plays.append(Play("attack", side, attacker=mine[0], target=tgt0))
                d.last_target = tgt0
                d.last_attack = (side, tgt0)
            elif not mine and not theirs:
                # "can I attack on the first turn?": a monster of the attacking player, directly
                d.reading.monsters.append(Monster(side, came=_came(clause)))
                a0 = len(d.reading.monsters) - 1
                d.reading.plays.append(Play("attack", side, attacker=a0, target=None))
                d.last[side] = a0
                d.last_target = None
                d.last_attack = (side, None)
            else:
                d.incomplete = True
            return
        attacker_m = ms[0] if len(ms) > 1 else None
        if attacker_m is None and len(ms) == 1 and not d.reading.monsters and not ms[0].pronoun \
                and subject is not None:
            # "I attack a monster and…": the attacking player's monster, at the one named
            side = subject or ME
            d.reading.monsters.append(Monster(side))
            a0 = len(d.reading.monsters) - 1
            if set(ms[0].stats) == {"atk"} and ms[0].pos() == "defense":
                # "attacco un mostro in difesa con 2000 atk": the ATK of a monster in Defense
                # Position plays no part in the battle; it is the attacking monster's
                d.reading.monsters[a0].atk = ms[0].stats.pop("atk")
            t0 = d.resolve(ms[0], ms[0].owner or other(side), create=True)
            d.reading.plays.append(Play("attack", side, attacker=a0, target=t0))
            d.last[side] = a0
            d.last_target = t0
            d.last_attack = (side, t0)
            return
        if attacker_m is None and len(ms) == 1 and subject is None and not ms[0].pronoun and any(
                "can" in t.tags for t in clause[:verb]):
            attacker_m = ms[0]  # "¿puede atacar un monstruo en defensa?": the monster attacks
        if attacker_m is None:
            return
    target_m = None
    implied: int | None = None
    if not direct:
        target_m = next((m for m in ms if m is not attacker_m), None)
        if target_m is None:
            # No target named: the other player's only monster, or a direct attack when the
            # other player has none; anything else is not read.
            side = attacker_m.owner or subject or ME
            theirs = d.still_there(other(side))  # (the one attacked before may have left: a replay)
            if len(theirs) == 1:
                implied = theirs[0]
            elif attacker_m.count > 1 and subject is None and not d.empty:
                # "dos monstruos de 1800 ATK combaten": two monsters of no one's battle each
                # other, not two direct attacks
                d.incomplete = True
                return
            elif not theirs:
                direct = True  # "… has no monsters; I attack with…", "can a monster in defense attack?"
            else:
                d.incomplete = True
                return
    # Sides: the attacker's from its possessive or the subject; the target's the other.
    att_side = attacker_m.owner or subject
    if att_side is None and target_m is not None and target_m.owner is not None:
        att_side = other(target_m.owner)
    att_side = att_side or ME
    tgt_side = other(att_side) if target_m is None or target_m.owner is None else target_m.owner
    resolved: dict[int, int | None] = {}
    known = len(d.reading.monsters)
    for m in sorted([x for x in (attacker_m, target_m) if x is not None], key=lambda x: x.start):
        side = att_side if m is attacker_m else tgt_side
        resolved[id(m)] = d.resolve(m, side, create=False)
        idx = resolved[id(m)]
        if idx is not None:
            d.last[side] = idx
    a = resolved[id(attacker_m)]
    if a is None:
        return
    tgt = resolved.get(id(target_m)) if target_m is not None else implied
    if target_m is not None and tgt is None:
        return
    if _came(clause) and a >= known:
        d.reading.monsters[a].came = _came(clause)  # "a monster I Summoned this turn"
    attackers = [a]
    for _ in range(attacker_m.count - 1):
        # "I attack directly with two 1500 ATK monsters": each of them attacks
        attackers.append(d.new(attacker_m, att_side))
    for a in attackers:
        d.reading.plays.append(Play("attack", att_side, attacker=a, target=tgt))
    d.last_target = tgt
    d.last_attack = (att_side, tgt)


def _read_more_attack(d: Discourse, ms: list[Mention]) -> None:
    """"…luego con uno de 1200 ATK": the attack before, again, by the monster named."""
    assert d.last_attack is not None
    side, target = d.last_attack
    for m in ms:
        for _ in range(m.count):
            a = d.resolve(m, side, create=False)
            if a is None:
                d.incomplete = True
                return
            d.last[side] = a
            d.reading.plays.append(Play("attack", side, attacker=a, target=target))


def _read_passive(d: Discourse, clause: list[Tok], ms: list[Mention]) -> None:
    """"My monster is attacked by one of 1500 ATK": the monster after the verb attacks."""
    verb = next(k for k, t in enumerate(clause) if "attacked_by" in t.tags)
    before = [m for m in ms if m.start < verb]
    after = [m for m in ms if m.start > verb]
    if not before or not after:
        return
    target_m, attacker_m = before[-1], after[0]
    cue = _side_cue(clause, verb)
    tgt_side = target_m.owner or (ME if cue in (None, ME) else OPP)
    att_side = attacker_m.owner or other(tgt_side)
    t = d.resolve(target_m, tgt_side, create=False)
    a = d.resolve(attacker_m, att_side, create=False)
    if a is None or t is None:
        return
    d.last[tgt_side], d.last[att_side] = t, a
    d.reading.plays.append(Play("attack", att_side, attacker=a, target=t))
    d.last_target = t


def _read_activate(d: Discourse, clause: list[Tok], ms: list[Mention] | None = None) -> None:
    """"I activate Heavy Storm", "my opponent chains Threatening Roar", "respondo con …",
    "can I activate a Trap the turn I Set it?", "can I activate it?" (the card named last)."""
    from judge.qa.reader.model import Card

    tags = _tags(clause)
    verb = next(k for k, t in enumerate(clause) if t.tags & {"activate", "activate_1s"})
    player: str | None = None
    for t in clause[: verb + 1]:
        if t.tags & {"opp", "he"}:
            player = OPP
            break
        if t.tags & {"i", "activate_1s", "can_1s"}:
            player = ME
            break
    if player is None:
        # "my opponent activates", but "can a Spell be activated…?": the asker's
        passive = "can" in tags or clause[verb].text in ("activated", "activada", "attivata", "ativada")
        player = OPP if "activate" in clause[verb].tags and not passive else ME
    when = "this_turn" if "this_turn" in tags else "last_turn" if "last_turn" in tags else None
    zone = "hand" if "from_hand" in tags else "field" if when or tags & {"face_down", "set_1s", "set_verb"} \
        else None
    if _read_respond_to(d, clause, verb, player, zone, when):
        return
    found = False
    for k, t in enumerate(clause):
        if k > verb and t.tags & {"i", "opp", "he"} and not t.tags & {"it", "det"}:
            player = OPP if t.tags & {"opp", "he"} else ME  # "… e io con I Sette Attrezzi"
        kind = _kind(t)
        if "card" not in t.tags and kind is None:
            continue
        if kind is not None and "card" not in t.tags:
            if found and any(c.name is None for c in d.reading.cards):
                d.incomplete = True  # "respond with a Normal Trap to a Quick-Play Spell": which first
                return
            found = True
            d.reading.cards.append(Card(player, None, kind[0], kind[1], zone=zone, set_when=when))
            d.last_card = j = len(d.reading.cards) - 1
            d.reading.plays.append(Play("activate", player, card=j))
            continue
        card = t.value
        if card.kind not in ("spell", "trap"):
            continue
        found = True
        if any(isinstance(op, dict) and "take_control" in op
               for e in card.effects if isinstance(e, dict) for op in e.get("do") or []):
            _read_control(d, clause, ms or [], card)  # "I activate Change of Heart on his monster"
            d.played_as_effect.add(card.name)
            continue
        told = next((i for i, c in enumerate(d.reading.cards) if c.name == card.name), None)
        if told is None:
            targets = any(isinstance(e, dict) and e.get("target") for e in card.effects)
            d.reading.cards.append(Card(player, card.name, card.kind, card.subtype, targets,
                                        zone=zone if zone == "hand" or when else None, set_when=when))
            told = len(d.reading.cards) - 1
        d.last_card = told
        d.reading.plays.append(Play("activate", player, card=told))
    if not found and d.last_card is not None and "it" in tags:
        d.reading.plays.append(Play("activate", player, card=d.last_card))  # "can I activate it?"


def _read_respond_to(d: Discourse, clause: list[Tok], verb: int, player: str, zone: str | None,
                     when: str | None) -> bool:
    """"Can a Counter Trap respond to a Quick-Play Spell?", "can I chain a Quick-Play Spell
    to a Counter Trap?", "in risposta a una Magia Rapida": the card after "to" is Chain Link
    1, activated by the other player, and the other card responds to it."""
    named = [k for k, t in enumerate(clause)
             if _kind(t) or _spell_or_trap(t)]
    if len(named) != 2:
        return False
    to = [k for k in range(named[0] + 1, named[1]) if "respond_to" in clause[k].tags]
    if not to and not any(_response_word(t) for t in clause[: named[0]]):
        return False
    first, second = (named[1], named[0]) if to else (named[0], named[1])
    _chain_of_two(d, clause[first], clause[second], player, zone, when)
    return True


def _response_word(t: Tok) -> bool:
    """Whether a token says a response ("in response to", "responder a"), not a bare "to /
    a / alla", which the lexicon also tags for "chain X to Y"."""
    return "respond_to" in t.tags and " " in t.text


def _spell_or_trap(t: Tok) -> bool:
    """Whether a token is a library Spell or Trap Card named."""
    return "card" in t.tags and t.value.kind in ("spell", "trap")


def _chain_of_two(d: Discourse, first: Tok, second: Tok, player: str, zone: str | None = None,
                  when: str | None = None) -> None:
    """Chain Link 1 (``first``, a library card or a kind of card) activated by the other
    player, and ``second`` activated by ``player`` in response; ``zone`` and ``when`` tell
    where ``player``'s card of a kind is and since when it is Set."""
    from judge.qa.reader.model import Card

    for t, who in ((first, other(player)), (second, player)):
        if "card" in t.tags:
            card = Card(who, t.value.name, t.value.kind, t.value.subtype, zone=None)
        else:
            kind = _kind(t)
            assert kind is not None
            card = Card(who, None, kind[0], kind[1], zone=zone if who == player else None,
                        set_when=when if who == player else None)
        d.reading.cards.append(card)
        d.last_card = len(d.reading.cards) - 1
        d.reading.plays.append(Play("activate", who, card=d.last_card))


def _read_negate(d: Discourse, clause: list[Tok]) -> bool:
    """ "Can Seven Tools of the Bandit negate Threatening Roar?": the card after the verb is
    activated first, by the other player, and the card before it responds to it. Two
    library Spells or Traps must be named, one on each side of the verb."""
    verb = next(k for k, t in enumerate(clause) if "negate" in t.tags)
    named = [k for k, t in enumerate(clause) if _spell_or_trap(t)]
    before = [k for k in named if k < verb]
    after = [k for k in named if k > verb]
    if len(before) != 1 or len(after) != 1:
        return False
    player = OPP if any(t.tags & {"opp", "he"} for t in clause[: before[0]]) else ME
    _chain_of_two(d, clause[after[0]], clause[before[0]], player)
    return True


#: Counts as players write them ("con un solo monstruo", "with two tributes").
_COUNTS = {
    "one": 1, "two": 2, "three": 3, "single": 1, "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3,
    "due": 2, "tre": 3, "um": 1, "uma": 1, "dois": 2, "duas": 2, "zero": 0, "cero": 0,
    "both": 2, "ambos": 2, "entrambi": 2, "four": 4, "five": 5, "cuatro": 4, "cinco": 5, "quattro": 4,
    "cinque": 5, "quatro": 4,
}


def _count(t: Tok) -> int | None:
    if "num" in t.tags and isinstance(t.value, int) and t.value <= 5:
        return int(t.value)
    return _COUNTS.get(t.text)


def _told_materials(d: Discourse) -> list[int]:
    """The asker's monsters on the field told with their Level, which a Synchro or Xyz
    Summon named after them may use as its materials."""
    return [i for i, mon in enumerate(d.reading.monsters)
            if mon.side == ME and mon.zone == "field" and mon.level is not None]


def _read_extra(d: Discourse, clause: list[Tok], kind: str) -> bool:
    """"Can I Synchro Summon a Level 8 with a Level 3 Tuner and a Level 5 monster?",
    "¿puedo invocar un xyz rango 4 con dos monstruos de nivel 4?": the Extra Deck monster's
    Level or Rank, then its materials (Levels, Tuners, how many)."""
    cut = next((k for k, t in enumerate(clause) if "instr" in t.tags), None)
    want = "rank" if kind == "xyz" else "level"
    head = [v for t in clause[:cut] if "stat" in t.tags for k, v in t.value if k in (want, "level")]
    if not head:
        return False
    mats = mentions(clause[cut + 1 :]) if cut is not None else []
    # "I have a Level 3 Tuner and a Level 5 monster, can I Synchro Summon a Level 7 with
    # them?": the materials are the asker's monsters told before, when none is named here
    told = _told_materials(d)
    if all(m.pronoun for m in mats) and len(told) >= 2:
        d.reading.monsters.append(Monster(ME, level=head[0], zone="extra", kind=kind))
        d.reading.plays.append(Play(kind, ME, card=len(d.reading.monsters) - 1, tributes=told))
        return len(told) <= 5
    if not mats or any("level" not in m.stats for m in mats):
        return False
    target = Monster(ME, level=head[0], zone="extra", kind=kind)
    d.reading.monsters.append(target)
    t = len(d.reading.monsters) - 1
    used: list[int] = []
    for m in mats:
        for _ in range(m.count):
            d.reading.monsters.append(Monster(ME, level=m.stats["level"], tuner=m.tuner))
            used.append(len(d.reading.monsters) - 1)
    if len(used) > 5:
        return False
    d.reading.plays.append(Play(kind, ME, card=t, tributes=used))
    return True


#: Words that ask which one ("what Level", "¿de qué Nivel…?", "che livello", "qual o nível").
_WHICH_WORDS = frozenset({"what", "which", "que", "cual", "che", "quale", "qual"})


def _level_asked(toks: list[Tok]) -> bool:
    """Whether the question asks a Level or a Rank: "what / which / de qué / che / qual"
    shortly before the word, with no number after it ("what Level Synchro…?", "¿de qué nivel
    tiene que ser…?"; "a Level 4 monster" tells one)."""
    return any(t.text in _LEVELW | _RANKW and "stat" not in t.tags
               and any("how_many" in x.tags or x.text in _WHICH_WORDS for x in toks[max(0, k - 3):k])
               for k, t in enumerate(toks))


def _read_level_asked(d: Discourse, clause: list[Tok], kind: str, asks_level: bool) -> bool:
    """"I have a Level 3 Tuner and a Level 4 monster: what Level Synchro can I Summon?": the
    asker's monsters told before are the materials and the Level (an Xyz Monster's Rank) is
    asked (``asks_level``: see :func:`_level_asked`); the engine finds it by trying each
    (:func:`~judge.qa.reader.model.searches`)."""
    if not asks_level or any("stat" in t.tags for t in clause):
        return False
    told = _told_materials(d)
    if not 2 <= len(told) <= 5 or len(told) != len(d.side_monsters(ME)):
        return False
    d.reading.monsters.append(Monster(ME, level=None, zone="extra", kind=kind))
    d.reading.plays.append(Play(kind, ME, card=len(d.reading.monsters) - 1, tributes=told))
    d.level_asked = True
    return True


def _read_synchro_counts(d: Discourse, clause: list[Tok]) -> bool:
    """"Can I use two Tuners for a Synchro Summon?": materials counted, no Level given. Each
    material stands at Level 3 and the Synchro Monster at their sum, so that what decides is
    what the question gives: how many Tuners and non-Tuners (000:453)."""
    if any("stat" in t.tags for t in clause):
        return False
    mats = [m for m in mentions(clause) if m.tuner or m.head]
    if not any(m.tuner for m in mats):
        return False
    used: list[int] = []
    for m in mats:
        for _ in range(m.count):
            d.reading.monsters.append(Monster(ME, level=3, tuner=m.tuner))
            used.append(len(d.reading.monsters) - 1)
    if not 2 <= len(used) <= 5:
        return False
    d.reading.monsters.append(Monster(ME, level=3 * len(used), zone="extra", kind="synchro"))
    d.reading.plays.append(Play("synchro", ME, card=len(d.reading.monsters) - 1, tributes=used))
    return True


def _read_scales(d: Discourse, clause: list[Tok]) -> None:
    """"with Scales 1 and 8", "con le scale 2 e 5": the asker's two Pendulum Scales."""
    at = next(k for k, t in enumerate(clause) if "scale" in t.tags)
    nums = [t.value for t in clause[at + 1 : at + 6] if "num" in t.tags and isinstance(t.value, int)]
    if len(nums) >= 2 and all(0 <= v <= 13 for v in nums[:2]):
        low, high = sorted(nums[:2])
        d.reading.scales = (low, high)


def _read_pendulum(d: Discourse, clause: list[Tok]) -> bool:
    """"can I Pendulum Summon a Level 5 monster?": the monsters from the hand, by Level."""
    cut = next((k for k, t in enumerate(clause) if "pendulum" in t.tags), 0)
    ms = [m for m in mentions(clause[cut:]) if "level" in m.stats]
    if not ms:
        return False
    hand: list[int] = []
    for m in ms:
        for _ in range(m.count):
            d.reading.monsters.append(Monster(ME, level=m.stats["level"], zone="hand"))
            hand.append(len(d.reading.monsters) - 1)
    d.reading.plays.append(Play("pendulum", ME, card=hand[0], tributes=hand))
    return True


#: Words that ask the highest or the lowest of something, folded (one word, or two:
#: "más alto", "più basso").
_HIGHEST = frozenset({"highest", "max", "maximum", "maximo", "massimo", "mayor", "maggiore", "maior",
                      "mas alto", "mais alto", "piu alto", "biggest"})
_LOWEST = frozenset({"lowest", "min", "minimum", "minimo", "menor", "minore", "mas bajo", "mais baixo",
                     "piu basso", "smallest"})


def _extreme_level_asked(toks: list[Tok]) -> str | None:
    """"The highest Level I can Pendulum Summon", "qual é o nível máximo…": "max" or "min"
    when a superlative stands next to a Level word that gives no number, else None."""
    for k, t in enumerate(toks):
        if t.text not in _LEVELW or "stat" in t.tags:
            continue
        near = [x.text for x in toks[max(0, k - 2):k + 3]]
        pairs = {" ".join(near[i:i + 2]) for i in range(len(near) - 1)}
        words = set(near) | pairs
        if words & _HIGHEST:
            return "max"
        if words & _LOWEST:
            return "min"
    return None


def _read_pendulum_range(d: Discourse, clause: list[Tok], extreme: str | None) -> bool:
    """"My Scales are 1 and 8: what is the highest Level I can Pendulum Summon?": one monster
    from the hand whose Level is asked; the engine tries each (see
    :func:`~judge.qa.reader.model.searches`)."""
    if extreme is None or any("stat" in t.tags for t in clause):
        return False
    d.reading.monsters.append(Monster(ME, level=None, zone="hand"))
    at = len(d.reading.monsters) - 1
    d.reading.plays.append(Play("pendulum", ME, card=at, tributes=[at]))
    d.extreme_asked = extreme
    return True


def _read_summon(d: Discourse, clause: list[Tok]) -> bool:
    """"I Tribute Summon a Level 7 monster with one Tribute", "invoco un nivel 6 sacrificando
    un monstruo": the monster from the hand, its Level and how many Tributes (None: not said)."""
    level = _level_of(clause)
    if level is None:
        return False
    count = _tribute_count(clause)
    player = OPP if _side_cue(clause) == OPP else ME
    mon = Monster(player, level=level, zone="hand")
    d.reading.monsters.append(mon)
    h = len(d.reading.monsters) - 1
    d.reading.plays.append(Play("summon", player, card=h, tributes=_tributes(d, player, count)))
    d.summon_count = count
    return True


def _level_of(clause: list[Tok]) -> int | None:
    """The Level a clause gives ("a Level 7 monster", "un nivel 6")."""
    return next((v for t in clause if "stat" in t.tags for kind, v in t.value if kind == "level"), None)


def _tributes(d: Discourse, player: str, count: int | None) -> list[int]:
    """``count`` monsters of the player's on the field to Tribute."""
    tributes: list[int] = []
    for _ in range(count or 0):
        d.reading.monsters.append(Monster(player, level=None))
        tributes.append(len(d.reading.monsters) - 1)
    return tributes


def _tribute_count(clause: list[Tok]) -> int | None:
    """How many Tributes a clause gives ("with one Tribute", "sin sacrificios": 0; None:
    not said)."""
    count: int | None = None
    for k, t in enumerate(clause):
        if "without" in t.tags and any(x.tags & {"tribute", "mon"} for x in clause[k + 1 : k + 4]):
            count = 0
            break
        c = _count(t)
        if c is None:
            continue
        if any("stat" in x.tags and x.value[0][0] == "level" for x in clause[k + 1 : k + 5]):
            continue  # "un monstruo de nivel 8": the monster summoned, not a count
        led = any(x.tags & {"instr", "tribute"} for x in clause[max(0, k - 2) : k])
        follows = any(x.tags & {"tribute", "mon"} for x in clause[k + 1 : k + 3])
        if (led and follows) or any("tribute" in x.tags for x in clause[k + 1 : k + 3]):
            count = c
            break
    return count


def _read_have(d: Discourse, clause: list[Tok], ms: list[Mention], side: str) -> None:
    if any(t.tags & {"neg", "without"} for t in clause) and not any(m.described for m in ms):
        d.empty.add(side)  # "my opponent has no monsters", "o oponente tá sem nenhum monstro"
        return
    for m in ms:
        if m.pronoun:
            continue
        owner = m.owner or side
        if _stat_of_a_battler(d, m, owner):
            continue
        for _ in range(m.count):
            blanks = d.blanks.setdefault(owner, [])
            if (m.described or m.card is not None) and blanks:
                # "tengo dos monstruos, uno de 2000 ATK y otro de 1500 ATK": the two, described
                i = blanks.pop(0)
                d.reading.monsters[i] = d.reading.monsters[d.new(m, owner)]
                d.reading.monsters.pop()
                continue
            i = d.new(m, owner)
            if not (m.described or m.card is not None):
                blanks.append(i)


def _stat_of_a_battler(d: Discourse, m: Mention, owner: str) -> bool:
    """ "Attacco un mostro in difesa con 2000 atk, lui ha 1500 def": a stat said of a
    player (no monster named) after an attack is the stat of that player's monster in it,
    when that monster lacks it. Whether the stat was given to it."""
    attack = next((p for p in reversed(d.reading.plays) if p.do == "attack"), None)
    if m.head or m.card is not None or not m.stats or m.count != 1 or attack is None:
        return False
    i = attack.attacker if owner == attack.player else attack.target
    if i is None:
        return False
    mon = d.reading.monsters[i]
    if any(getattr(mon, "defense" if stat == "def" else stat, 0) is not None
           for stat in m.stats if stat in ("atk", "def", "level")) or set(m.stats) - {"atk", "def", "level"}:
        return False
    _describe(mon, m.stats)
    return True


def _describe(mon: Monster, stats: dict[str, int]) -> None:
    """Give ``mon`` the stats a mention tells of it (ATK, DEF, Level), keeping the others."""
    mon.atk = stats.get("atk", mon.atk)
    mon.defense = stats.get("def", mon.defense)
    mon.level = stats.get("level", mon.level)


def _read_lp(d: Discourse, clause: list[Tok]) -> None:
    lp_word = any("lp" in t.tags for t in clause)
    for t in clause:
        if "lpval" in t.tags or (lp_word and "num" in t.tags and t.value >= 50):
            side = _side_cue(clause) or ME
            d.reading.lp[side] = t.value


# ---------------------------------------------------------------------------------------
# 4b. Plays of the turn: Sets, Flip Summons, position changes, Phases, control, removal

#: Card kinds as players write them, the most specific first.
_KIND_CLASSES = (
    ("k_counter", ("trap", "counter")), ("k_cont_trap", ("trap", "continuous")),
    ("k_quick", ("spell", "quick-play")), ("k_trap", ("trap", "normal")), ("k_spell", ("spell", "normal")),
)
_PHASE_CLASSES = {"ph_battle": "battle", "ph_main2": "main2", "ph_main1": "main1", "ph_end": "end",
                  "ph_draw": "draw", "ph_standby": "standby", "ph_damage": "damage"}
#: The plays of this section, as lexicon classes.
_TURN_VERBS = {"flip", "set_1s", "set_verb", "change_pos", "take_control", "bounce", "tribute_it", "enter"}


def _tags(clause: list[Tok]) -> set[str]:
    out: set[str] = set()
    for t in clause:
        out |= t.tags
    return out


def _kind(t: Tok) -> tuple[str, str] | None:
    return next((kind for cls, kind in _KIND_CLASSES if cls in t.tags), None)


def _subject(clause: list[Tok], upto: int) -> str:
    """Who makes the play: the opponent when named before the verb, else the asker ("ele"
    that may be the monster itself, "ele é destruído", names no player)."""
    for t in clause[: upto + 1]:
        if t.tags & {"opp", "he"} and not t.tags & {"poss_opp", "it"}:
            return OPP
        if t.tags & {"i", "set_1s", "activate_1s", "attack_1s", "can_1s", "have_1s"}:
            return ME
    return ME


def _the_monster(d: Discourse, clause: list[Tok], ms: list[Mention], side: str, after: int,
                 **new: Any) -> int:
    """The monster a play of the clause is made on: the one named after the verb (or "it"),
    else the one the plays were about, else the player's only monster, else a new one."""
    named = [m for m in ms if m.start > after] or ms
    if named:
        m = named[0]
        if m.pronoun:
            if d.about is not None:
                return d.about
            if d.last_target is not None:
                return d.last_target
        else:
            owner = m.owner or side
            found = d.resolve(m, owner, create=not d.side_monsters(owner))
            if found is not None:
                return found
    if d.about is not None:
        return d.about
    mine = d.side_monsters(side)
    if len(mine) == 1:
        return mine[0]
    d.reading.monsters.append(Monster(side, **new))
    return len(d.reading.monsters) - 1


def _read_flip(d: Discourse, clause: list[Tok], ms: list[Mention]) -> None:
    """"I Flip Summon it", "can I flip summon a monster the same turn I Set it?"."""
    tags = _tags(clause)
    verb = next(k for k, t in enumerate(clause) if "flip" in t.tags)
    player = _subject(clause, verb)
    came = "this_turn" if "this_turn" in tags else None
    known = len(d.reading.monsters)
    i = _the_monster(d, clause, ms, player, verb, position="set", came=came)
    if i >= known:
        d.reading.monsters[i].position = "set"  # a monster to Flip Summon is face-down
        d.reading.monsters[i].came = came
    d.about = i
    if any("pos_def" in t.tags for t in clause[verb:]):
        # "can I flip summon it into face-up defense position?": a Flip Summon puts the
        # monster in Attack Position; a flip into Defense is another play, not read here
        d.incomplete = True
    d.reading.plays.append(Play("flip_summon", player, card=i))


#: Relative pronouns opening a clause that tells of what was just named.
_RELATIVES = frozenset({"que", "that", "which", "che"})


def _read_set(d: Discourse, clause: list[Tok], ms: list[Mention]) -> None:
    """"I Set a Trap", "I Set a monster"; "the Trap I Set last turn" is a card on the board."""
    from judge.qa.reader.model import Card

    tags = _tags(clause)
    verb = next(k for k, t in enumerate(clause) if t.tags & {"set_1s", "set_verb"})
    player = _subject(clause, verb)
    when = "this_turn" if "this_turn" in tags else "last_turn" if "last_turn" in tags else None
    kind = next((_kind(t) for t in clause if _kind(t)), None)
    named = next((t.value for t in clause if _spell_or_trap(t)), None)
    if kind or named:
        if named is not None:
            targets = any(isinstance(e, dict) and e.get("target") for e in named.effects)
            card = Card(player, named.name, named.kind, named.subtype, targets)
        else:
            assert kind is not None
            card = Card(player, None, kind[0], kind[1])
        if when:
            card.zone, card.set_when = "field", when
        else:
            card.zone = "hand"
        d.reading.cards.append(card)
        d.last_card = len(d.reading.cards) - 1
        if not when:
            d.reading.plays.append(Play("set_card", player, card=d.last_card))
        return
    if (when and not ms and d.last_card is not None and verb <= 1
            and clause[0].text in _RELATIVES):
        # "…activar la trampa que seteé en mi turno anterior": the Spell or Trap just named
        # is the card Set
        d.reading.cards[d.last_card].zone, d.reading.cards[d.last_card].set_when = "field", when
        return
    if when:
        known = len(d.reading.monsters)
        i = _the_monster(d, clause, ms, player, verb, position="set")
        if i >= known:
            # "a monster I Set last turn": face-down, Set this turn or in an earlier one
            d.reading.monsters[i].position = "set"
            d.reading.monsters[i].came = "this_turn" if when == "this_turn" else None
        d.about = i
        return
    # "Set a Level 7 monster without Tributes": a Tribute Set needs the Tributes of its
    # Level (000:512)
    d.reading.monsters.append(Monster(player, level=_level_of(clause), zone="hand", position="set"))
    i = len(d.reading.monsters) - 1
    d.about = i
    d.reading.plays.append(Play("set_monster", player, card=i,
                                tributes=_tributes(d, player, _tribute_count(clause))))


def _read_change(d: Discourse, clause: list[Tok], ms: list[Mention]) -> None:
    """"Can I change the battle position of a monster I Summoned this turn?", "I switch it to
    Defense Position"."""
    tags = _tags(clause)
    verb = next(k for k, t in enumerate(clause) if t.tags & {"change_pos", "change_word"})
    player = _subject(clause, verb)
    to = next(("defense" if "pos_def" in t.tags else "attack" for t in clause[verb:]
               if t.tags & {"pos_def", "pos_atk"}), None)
    came = "this_turn" if tags & {"this_turn"} else None
    before = len(d.reading.monsters)
    i = _the_monster(d, clause, ms, player, verb, came=came)
    mon = d.reading.monsters[i]
    if i >= before:
        mon.came = came
        if to is not None and mon.position == to:
            mon.position = "attack" if to == "defense" else "defense"
    if to is None:
        to = "defense" if mon.position == "attack" else "attack"
    d.about = i
    d.reading.plays.append(Play("change_position", player, card=i, to=to))


def _read_control(d: Discourse, clause: list[Tok], ms: list[Mention], card: Any = None) -> None:
    """"I take control of his monster until the End Phase", "I activate Change of Heart"."""
    tags = _tags(clause)
    verb = next((k for k, t in enumerate(clause) if t.tags & {"take_control", "activate", "activate_1s"}), 0)
    player = _subject(clause, verb)
    until = "permanent"
    if "until_end" in tags:
        until = "end_phase"
    elif card is not None:
        for effect in card.effects:
            for op in effect.get("do") or []:
                if isinstance(op, dict) and isinstance(op.get("take_control"), dict):
                    until = op["take_control"].get("until", "end_phase")
    if "permanent" in tags:
        until = "permanent"
    side = other(player)
    named = [m for m in ms if m.start > verb and not m.pronoun]
    if named:
        i = d.resolve(named[0], named[0].owner or side, create=not d.side_monsters(side))
    else:
        theirs = d.side_monsters(side)
        i = theirs[0] if len(theirs) == 1 else None
    if i is None:
        d.reading.monsters.append(Monster(side))
        i = len(d.reading.monsters) - 1
    d.about = i
    d.reading.plays.append(Play("take_control", player, card=i, to=until))


_MY_HAND = {"my hand", "in my hand", "mi mano", "en mi mano", "mia mano", "minha mao"}
#: Possessives inside a phrase of the lexicon ("returns to his hand").
_MINE = {"my", "mi", "mia", "mio", "minha", "meu"}
_THEIRS = {"his", "her", "their", "su", "sua", "suo", "dele", "dela"}
_REMOVE = {"destroy": "destroy", "bounce": "bounce", "tribute_it": "tribute", "leaves": "bounce"}


def _read_remove(d: Discourse, clause: list[Tok], ms: list[Mention]) -> bool:
    """"then it is destroyed", "my opponent returns it to the hand", "I Tribute it": the
    monster the plays are about leaves the field."""
    at = next((k for k, t in enumerate(clause) if t.tags & set(_REMOVE)), None)
    if at is None:
        return False
    do = next(_REMOVE[c] for c in ("tribute_it", "bounce", "leaves", "destroy") if c in clause[at].tags)
    player = _subject(clause, at)
    attacks = [p for p in d.reading.plays if p.do == "attack"]
    if any("the_target" in t.tags for t in clause) and attacks and attacks[-1].target is None:
        # "the monster I attacked leaves the field": the attack was declared on one of the
        # other player's monsters (the one the question says it attacked)
        side = other(attacks[-1].player)
        d.reading.monsters.append(Monster(side))
        attacks[-1].target = d.last_target = len(d.reading.monsters) - 1
        d.last_attack = (attacks[-1].player, d.last_target)
    if d.about is not None:
        i = d.about
    elif d.last_target is not None:
        i = d.last_target
    else:
        return False
    if do == "tribute":
        player = d.reading.monsters[i].side if not any(p.do == "take_control" and p.card == i
                                                       for p in d.reading.plays) else player
        taken = [p for p in d.reading.plays if p.do == "take_control" and p.card == i]
        if taken:
            player = taken[-1].player
    d.about = i
    d.reading.plays.append(Play(do, player, card=i))
    return True


def _asked_where(clause: list[Tok]) -> Asked | None:
    """"whose Graveyard does it go to?", "does it go to my opponent's hand?"."""
    tags = _tags(clause)
    said = " ".join(t.text for t in clause if t.tags & {"graveyard", "hand_word", "whose", "bounce"})
    zone = "graveyard" if "graveyard" in tags or re.search(r"cement|cimit|cemit|grave", said) else \
        "hand" if tags & {"hand_word", "bounce"} or re.search(r"\b(mano|mao|hand)\b", said) else None
    if "whose" in tags or "or_word" in tags:
        return Asked("where", None)  # "whose Graveyard?", "mine or my opponent's?"
    if zone is None:
        return None
    at = next(k for k, t in enumerate(clause) if t.tags & {"graveyard", "hand_word", "bounce"})
    who = None
    for t in clause[max(0, at - 3) : at + 4]:
        if t.tags & {"poss_opp", "opp", "he"}:
            who = OPP
        elif t.tags & {"poss_me"} or (t.text in ("my", "mi", "mio", "meu", "minha") and who is None):
            who = ME
    words = set(clause[at].text.split())
    if clause[at].text in _MY_HAND or words & _MINE:
        who = ME
    elif words & _THEIRS:
        who = OPP  # "torna nella sua mano", "volta para a mão dele"
    if who is None:
        return Asked("where", None)
    return Asked("goes_to", who, zone)


def _read_hand(d: Discourse, clause: list[Tok]) -> None:
    """"I have 8 cards in hand", "tengo 9 en la mano": how many cards a player holds."""
    for k, t in enumerate(clause):
        if "num" not in t.tags or not isinstance(t.value, int) or not 1 <= t.value <= 30:
            continue
        ahead = clause[k + 1 : k + 4]
        if _TARGET_COUNT.fullmatch(" ".join(x.text for x in clause[max(0, k - 3) : k])):
            continue  # "hasta quedarme con 6 cartas": the count to end with, not the hand held
        if (ahead and "cards" in ahead[0].tags) or (ahead and "hand_word" in ahead[0].tags) or any(
            "hand_word" in x.tags for x in ahead[:2]
        ) and not any(x.tags & {"mon", "stat"} for x in ahead[:2]):
            side = _side_cue(clause) or ME
            d.reading.hand[side] = int(t.value) + _compared(clause[max(0, k - 2) : k])
            return


#: The words before a count that is the one to end with ("descartar hasta quedarme con 6",
#: "scartare fino a restare con 6", "discard down to 6"), not the hand held.
_TARGET_COUNT = re.compile(
    r".*\b(?:hasta (?:quedarte|quedar|tener) con|quedarme con|fino a (?:restare|rimanere|avere) con"
    r"|ficar com|down to|until i have|until you have)")


#: "more than 6", "più di 6": one more than the number; "less than 6": one less.
_MORE_THAN = {"mas", "más", "piu", "più", "mais", "more", "over"}
_LESS_THAN = {"menos", "meno", "less", "fewer", "under"}


def _compared(before: list[Tok]) -> int:
    """What the words before a count add to it: "more than N" holds at least N + 1, "fewer
    than N" at most N - 1 (the first count that the comparison allows)."""
    words = [t.text for t in before]
    if words and words[-1] in ("de", "di", "do", "than"):
        words = words[:-1]
    if words and words[-1] in _MORE_THAN:
        return 1
    if words and words[-1] in _LESS_THAN:
        return -1
    return 0


def _read_exodia(d: Discourse, clause: list[Tok]) -> None:
    """"Tengo las 5 piezas de Exodia en la mano", "I have 3 Exodia in hand": that many pieces
    of Exodia in the player's hand, the last of them drawn at the start of the turn."""
    from judge.qa.reader.model import exodia_pieces

    at = next(k for k, t in enumerate(clause) if "exodia_piece" in t.tags)
    pieces = exodia_pieces()
    n = None
    for t in reversed(clause[max(0, at - 3) : at]):
        n = _count(t) if "num" not in t.tags else int(t.value)
        if n is not None:
            break
    if n is None and any(t.text in ("all", "todas", "tutte", "tutti", "todas as") for t in clause[:at]):
        n = len(pieces)
    if n is None or not 1 <= n <= len(pieces):
        return
    side = _side_cue(clause) or ME
    d.reading.hand_cards[side] = list(pieces[1:n]) + [pieces[0]]
    if not d.reading.plays:
        d.reading.plays.append(Play("phase", other(side), to="next_turn"))


def _read_phase(d: Discourse, clause: list[Tok], plays_here: bool) -> None:
    """A Phase named: the one the plays are in ("during the Battle Phase"), or a move to it
    ("I go to the End Phase", "then my opponent's next turn")."""
    tags = _tags(clause)
    phase = next((_PHASE_CLASSES[c] for t in clause for c in t.tags if c in _PHASE_CLASSES), None)
    mover = _subject(clause, len(clause))
    if "next_turn" in tags or ("opp_turn" in tags and any(p.do == "set_card" for p in d.reading.plays)):
        turn_side = d.reading.turn_of or (d.reading.plays[0].player if d.reading.plays else ME)
        d.reading.plays.append(Play("phase", turn_side, to="next_turn"))
        return
    if "opp_turn" in tags and any(c.set_when == "this_turn" for c in d.reading.cards):
        d.reading.plays.append(Play("phase", d.reading.turn_of or ME, to="next_turn"))  # Set in my turn
        return
    if "opp_turn" in tags and not d.reading.plays:
        d.reading.turn_of = OPP
    elif "my_turn" in tags and not d.reading.plays:
        d.reading.turn_of = ME
    if phase is None:
        return
    if plays_here or "enter" not in tags and not d.reading.plays:
        if d.reading.phase is None and not d.reading.plays:
            d.reading.phase = phase
            return
    d.reading.plays.append(Play("phase", mover, to=phase))


# ---------------------------------------------------------------------------------------
# 5. What is asked

_QUESTION_CUES = {
    "how_many", "qmark", "win", "win_1s", "lose", "lose_1s", "destroy", "damage", "order", "can",
    "what_happens", "whose", "replay",
}
_QUESTION = {"how_many", "win", "win_1s", "lose", "lose_1s", "destroy", "qmark", "damage", "left", "order",
             "links", "can", "what_happens", "whose", "discard", "replay", "speed"}


#: The number of cards kept asked, not of those discarded ("hasta cuántas", "fino a quante",
#: "até ficar com quantas", "down to how many"), folded.
_KEPT_ASKED = re.compile(r"\b(?:hasta|ate|fino a|down to|until|quedar(?:me|te|se)? con|ficar com|rimanere con"
                         r"|tenere|keep)\s+(?:cuant|quant|how many)")


#: "Who" or "which" asking which monsters something happens to (folded).
_WHICH_ONE = re.compile(rf"\b(?:{WHO_WORDS}|which|cual|cuales|quale|quali|qual|quais)\b")


def _asked_turn(d: Discourse, clause: list[Tok]) -> Asked | None:
    """What a question clause asks, the plays of the turn first: where the monster the plays
    were about ends up, how many cards are discarded, whether there is a replay, whether
    the turn player draws; then what :func:`_asked` reads."""
    tags = _tags(clause)
    moved = any(p.do in ("take_control", "destroy", "bounce", "tribute", "attack") for p in d.reading.plays)
    if moved and tags & {"graveyard", "hand_word", "whose", "bounce"}:
        found = _asked_where(clause)
        if found is not None:
            return found
    if "discard" in tags and d.reading.hand:
        if "how_many" not in tags:
            return Asked("discards", None)
        # "¿hasta cuántas tengo que descartar?": the cards kept, not those discarded
        kept = _KEPT_ASKED.search(fold(" ".join(t.text for t in clause)))
        return Asked("discard_count", "kept" if kept else None)
    if "replay" in tags and any(p.do == "attack" for p in d.reading.plays):
        return Asked("replay", None)
    if "draw" in tags and tags & {"first_turn", "ph_draw"} and not d.reading.plays:
        return Asked("draws", None)
    if "speed" in tags and tags & {"how_many", "qmark"}:
        return Asked("spell_speed", None)
    asked = _asked(clause)
    if (asked is not None and asked.what == "destroyed_any" and any(p.do == "attack" for p in d.reading.plays)
            and _WHICH_ONE.search(fold(" ".join(t.text for t in clause)))):
        # "attacco…, chi viene distrutto?": which monsters, told by the battle's outcome
        return Asked("what_happens", None)
    return asked


def _attack_denied(clause: list[Tok]) -> set[int]:
    """ "…y no ataqué", "…and did not attack", "non ho attaccato": the positions of a negated
    attack verb, its negation and its auxiliary (empty when no attack verb is negated)."""
    for k, t in enumerate(clause):
        if not t.tags & {"attack", "attack_1s"}:
            continue
        # ("…no ataqué con él": "with it" goes with the attack not made)
        with_it = {k + 1, k + 2} if k + 2 < len(clause) and "instr" in clause[k + 1].tags and (
            clause[k + 2].tags & {"it", "he"}) else set()
        if k >= 1 and "neg" in clause[k - 1].tags:
            return {k - 1, k} | with_it
        if k >= 2 and "neg" in clause[k - 2].tags and not clause[k - 1].tags - {"have", "have_1s"}:
            return {k - 2, k - 1, k} | with_it
    return set()


def _asked(clause: list[Tok]) -> Asked | None:
    tags: set[str] = set()
    for t in clause:
        tags |= t.tags
    opp_cue = bool(tags & {"opp", "he", "poss_opp", "obj_him"})
    if "what_happens" in tags:
        return Asked("what_happens", None)
    if "tribute" in tags and "how_many" in tags:
        return Asked("tributes_needed", None)
    if "links" in tags and (named := [t.value.name for t in clause if _spell_or_trap(t)]):
        # "what Chain Link is Seven Tools of the Bandit?": the place of that card's activation
        return Asked("link_of", None, card=named[-1])
    if "links" in tags and "how_many" in tags:
        return Asked("links", None)
    if "links" in tags and "order" in tags:
        # "which Chain Link resolves first, 1, 2 or 3?": the number of the link that resolves first
        return Asked("first_link", None)
    if "order" in tags:
        return Asked("order", None)
    if tags & {"damage", "piercing"}:
        # ("how much piercing damage do I deal…?": the damage)
        if "total" in tags:
            return Asked("damage", "total")
        if "deal_1s" in tags:
            return Asked("damage", OPP)
        if "take_3s" in tags:
            return Asked("damage", OPP)
        if "take_1s" in tags or ("i" in tags and not opp_cue):
            return Asked("damage", ME)
        if opp_cue:
            return Asked("damage", OPP)
        return Asked("damage", None)
    if "lp" in tags or any("lpword" in t.tags for t in clause):
        if tags & {"lose", "lose_1s"} and "how_many" in tags:
            # "quanti LP perde?": the Life Points lost are the damage taken, by the player
            # who loses them (the opponent, attacked, unless "I" lose them)
            return Asked("damage", ME if "lose_1s" in tags else OPP)
        if "how_many" in tags and "left" not in tags and tags & {"deal_1s", "take_1s", "take_3s"}:
            # "¿cuántos LP le quito?", "how many LP do I take off?": the Life Points taken
            # away are the damage dealt, to the opponent unless "I" take it
            return Asked("damage", ME if "take_1s" in tags else OPP)
        return Asked("lp", OPP if opp_cue else ME)
    if "who_wins" in tags:
        return Asked("winner", None)
    if tags & {"win_1s", "lose_1s", "win", "lose"}:
        me = bool(tags & {"win_1s", "lose_1s"} or ("i" in tags and not opp_cue))
        wins = bool(tags & {"win", "win_1s"})
        who = ME if me else OPP
        return Asked("wins", who if wins else other(who))
    if tags & {"negate", "applies"}:
        # "is Threatening Roar negated?", "can Seven Tools negate Threatening Roar?": the
        # activation of the last library card named (else of Chain Link 1); "does
        # Threatening Roar still apply?" asks the other way round
        named = [t.value.name for t in clause if _spell_or_trap(t)]
        if "negate" in tags or named:
            what = "negated" if "negate" in tags else "applies"
            return Asked(what, None, card=named[-1] if named else None)
    if "can" in tags and not tags & {"destroy"}:
        return Asked("allowed", None)
    if {"remain", "both"} <= tags and "destroy" not in tags:
        return Asked("remain_both", None)  # "do both stay on the field?": neither is destroyed
    if "destroy" in tags:
        if "how_many" in tags:
            return Asked("destroyed_count", None)
        if "both" in tags:
            return Asked("destroyed_both", None)
        return Asked("destroyed_any", None)
    return None


# ---------------------------------------------------------------------------------------


def _effect_told_out(toks: list[Tok]) -> list[Tok]:
    """The tokens without what a question says a library card's effect does after asking
    whether it still applies: "does my Threatening Roar still stop him attacking this
    turn?" asks whether Threatening Roar applies, and "him attacking" is no attack played."""
    out: list[Tok] = []
    skipping = False
    for t in toks:
        if t.tags & {"qmark", "stop", "comma"}:
            skipping = False
        if not skipping:
            out.append(t)
        if "applies" in t.tags:
            clause_start = max((k for k, x in enumerate(out) if x.tags & {"stop", "comma"}), default=-1)
            skipping = any(_spell_or_trap(x) for x in out[clause_start + 1:])
    return out


def _read_both_zero(toks: list[Tok]) -> Reading | None:
    """"If both players hit 0 LP at the same time, is it a draw?": both players' LP reach 0
    together (an effect that deals both their LP as damage), and whether the Duel is a draw."""
    tags: set[str] = set()
    for t in toks:
        tags |= t.tags
    zero = any("lpval" in t.tags and t.value == 0 for t in toks)
    if not (zero and "both" in tags and "same_time" in tags):
        return None
    asked = (Asked("winner", None) if "who_wins" in tags
             else Asked("draw_game", None) if "draw_game" in tags or "draw" in tags
             else Asked("what_happens", None))
    return Reading(lp={ME: 1000, OPP: 1000}, plays=[Play("damage_both", ME)], asked=asked)


def _read_revive(toks: list[Tok]) -> Reading | None:
    """"Can I Special Summon a Synchro Monster from the Graveyard if it was never Synchro
    Summoned?": an Extra Deck monster in the Graveyard Special Summoned by Monster Reborn
    (000:526): properly Summoned before when the question says it was Summoned or was on
    the field (destroyed there), not when it says it never was; a question that says
    neither leaves the case open, and is not played."""
    tags: set[str] = set()
    for t in toks:
        tags |= t.tags
    if not tags & {"special_summon"} or "graveyard" not in tags or not tags & {"can", "can_1s"}:
        return None
    kind = "xyz" if "xyz" in tags else "synchro" if "synchro" in tags else None
    if kind is None:
        return None
    if "never" not in tags and not tags & {"summoned", "destroy"}:
        return None  # (whether it was properly Summoned first decides: the ruling's cases)
    mon = Monster(ME, level=6, zone="graveyard", kind=kind, position="attack", proper="never" not in tags)
    return Reading(monsters=[mon], plays=[Play("revive", ME, card=0)], asked=Asked("allowed", None))


def read(text: str, lang: str) -> Reading | None:
    """The situation a question describes, or None when it is not one this reader reads
    whole (every mention resolved, at least one play and a question it knows)."""
    toks = _effect_told_out(tag(text, lang))
    # Negating is read only between library Spells and Traps ("can Seven Tools negate
    # Threatening Roar?"); a negation of anything else is beyond this reader.
    activations = sum(1 for t in toks if _spell_or_trap(t))
    if any("beyond" in t.tags and not ("negate" in t.tags and activations >= 2) for t in toks):
        return None
    if any("phases_word" in t.tags for t in toks) and any("qmark" in t.tags or "how_many" in t.tags
                                                           for t in toks):
        if any(t.tags & {"ph_damage", "attack", "activate", "activate_1s"} for t in toks):
            return None  # the Phases of something else than a turn
        # "What are the Phases of a turn?": a whole turn, played through
        return Reading(plays=[Play("phase", ME, to="whole_turn")], asked=Asked("phases", None))
    both_zero = _read_both_zero(toks)
    if both_zero is not None:
        return both_zero
    revived = _read_revive(toks)
    if revived is not None or any("special_summon" in t.tags for t in toks):
        return revived  # (another Special Summon is not read yet)
    parts = clauses(toks)
    asks_level = _level_asked(toks)
    extreme = _extreme_level_asked(toks)
    d = Discourse()
    asked: Asked | None = None
    prev_have: str | None = None
    piercing_pending = False
    for clause in parts:
        tags: set[str] = set()
        for t in clause:
            tags |= t.tags
        denied = _attack_denied(clause)
        if denied:
            # "…and did not attack (with it)": no attack is played, and the words of the
            # attack not made (an auxiliary's "have", "with him") say nothing else
            clause = [t for k, t in enumerate(clause) if k not in denied]
            tags = set().union(*(t.tags for t in clause))
        if any("lpval" in t.tags for t in clause) or tags & {"lp"} and not tags & _QUESTION:
            _read_lp(d, clause)
        question = bool(tags & _QUESTION) and bool(tags & _QUESTION_CUES)
        ms = mentions(clause)
        if piercing_pending and ms:
            # "with piercing damage, if I attack with 2000 ATK…": the monster named next
            ms[0].piercing = True
            piercing_pending = False
        elif "piercing" in tags and not ms:
            piercing_pending = True
        if "scale" in tags:
            _read_scales(d, clause)
        if "exodia_piece" in tags:
            _read_exodia(d, clause)
        else:
            _read_hand(d, clause)
        if "empty_deck" in tags:
            # "my opponent cannot draw, his Deck is empty": that player's Deck holds no card,
            # and the other player's turn ends into that player's Draw Phase
            at = next(k for k, t in enumerate(clause) if "empty_deck" in t.tags)
            words = set(clause[at].text.split())
            side = ME if words & _MINE or clause[at].text.startswith(("no puedo", "non posso", "nao posso",
                                                                      "no me", "non ho", "nao tenho")) \
                else OPP if words & _THEIRS else _side_cue(clause) or OPP
            if side == OPP and any(t.tags & {"poss_me", "i", "have_1s"} for t in clause[:at]):
                side = ME
            if not words & (_MINE | _THEIRS) and any("lose_1s" in t.tags for t in clause[at + 1:]):
                side = ME  # "…ma il deck è vuoto, perdo il duello?": the asker's own Deck
            d.reading.deck[side] = 0
            if not d.reading.plays:
                d.reading.plays.append(Play("phase", other(side), to="next_turn"))
        if "first_turn" in tags:
            d.reading.first_turn = True
        if "summon_done" in tags and not tags & {"special_summon", "synchro", "xyz", "pendulum"}:
            # "I already Normal Summoned this turn": the turn's one Normal Summon is made
            d.reading.summon_used.add(_side_cue(clause) or ME)
        if tags & (set(_PHASE_CLASSES) | {"next_turn", "opp_turn", "my_turn"}):
            _read_phase(d, clause, bool(tags & (_VERBS - {"have", "have_1s"})))
        plays_before = len(d.reading.plays)
        came_now = bool(tags & {"this_turn"}) and not any(
            "stat" in t.tags and any(kind == "level" for kind, _ in t.value) for t in clause)
        # A monster leaving the field: one taken control of, or one attacked ("it returns to
        # the hand": a replay); a question's "is it destroyed?" asks, it is no play.
        taken = any(p.do == "take_control" for p in d.reading.plays)
        asking = bool(tags & {"qmark", "how_many", "whose", "can", "what_happens"})
        asking = asking and "the_target" not in tags  # ("if the monster I attack leaves…?")
        removal = not asking and (
            bool(tags & {"destroy", "tribute_it", "bounce"}) and taken
            or tags & {"bounce", "leaves"} and (any(p.do == "attack" for p in d.reading.plays)
                                                 or "the_target" in tags and not d.reading.plays))
        if removal and "the_target" in tags and not d.reading.plays and not d.reading.monsters:
            # "if the monster I attack leaves the field…": an attack on one of the other
            # player's monsters, declared before
            d.reading.monsters += [Monster(ME), Monster(OPP)]
            d.reading.plays.append(Play("attack", ME, attacker=0, target=1))
            d.last_target, d.last_attack = 1, (ME, 1)
        if "pendulum" in tags:
            if not (_read_pendulum_range(d, clause, extreme) or _read_pendulum(d, clause)):
                return None
            prev_have = None
        elif tags & {"synchro", "xyz"}:
            kind = "xyz" if "xyz" in tags else "synchro"
            counted = kind == "synchro" and _read_synchro_counts
            if not (_read_level_asked(d, clause, kind, asks_level) or _read_extra(d, clause, kind)
                    or counted and _read_synchro_counts(d, clause)):
                return None
            prev_have = None
        elif "take_control" in tags:
            _read_control(d, clause, ms)
            # ("…with Change of Heart": the card is the taking of control)
            d.played_as_effect |= {t.value.name for t in clause if "card" in t.tags}
            after = next(k for k, t in enumerate(clause) if "take_control" in t.tags) + 1
            if any(t.tags & set(_REMOVE) for t in clause[after:]):
                _read_remove(d, clause[after:], [])  # "…and I Tribute it", "…e l'ha distrutto"
            prev_have = None
        elif "flip" in tags:
            _read_flip(d, clause, ms)
            prev_have = None
        elif "change_pos" in tags or "change_word" in tags and tags & {"pos_def", "pos_atk"}:
            _read_change(d, clause, ms)
            prev_have = None
        elif "attack_with_it" in tags:
            # "…and attack (directly) with it": the monster the last play was about attacks
            if d.about is None:
                return None
            side = next((p.player for p in reversed(d.reading.plays) if p.card == d.about), ME)
            theirs = [i for i in d.side_monsters(other(side)) if i != d.about]
            direct = any("direct" in t.tags for t in clause) or "direct" in clause[
                next(k for k, t in enumerate(clause) if "attack_with_it" in t.tags)].text
            target = None if direct or not theirs else theirs[0] if len(theirs) == 1 else -1
            if target == -1:
                return None
            d.reading.plays.append(Play("attack", side, attacker=d.about, target=target))
            d.last_target, d.last_attack = target, (side, target)
            prev_have = None
        elif tags & {"summoned"} and ms and not tags & (_VERBS | {"summon", "tribute", "can"}):
            # "I Normal Summoned a monster this turn": a monster of the board, that came this turn
            side = _subject(clause, len(clause))
            known = len(d.reading.monsters)
            i = d.resolve(ms[0], ms[0].owner or side, create=True)
            if i is not None and i >= known and "this_turn" in tags:
                d.reading.monsters[i].came = "this_turn"
            d.about = i
            prev_have = None
        elif tags & {"set_1s", "set_verb"} and not tags & {"activate", "activate_1s", "attack", "attack_1s"}:
            _read_set(d, clause, ms)
            prev_have = None
        elif "speed" in tags and not d.reading.plays and any(
                _kind(t) or _spell_or_trap(t) for t in clause):
            # "What Spell Speed has a Counter Trap?": one activated, its Chain Link tells
            from judge.qa.reader.model import Card

            t = next(t for t in clause if _kind(t) or "card" in t.tags)
            of_kind = _kind(t) if "card" not in t.tags else (t.value.kind, t.value.subtype)
            assert of_kind is not None
            d.reading.cards.append(Card(ME, t.value.name if "card" in t.tags else None,
                                        of_kind[0], of_kind[1]))
            d.reading.plays.append(Play("activate", ME, card=len(d.reading.cards) - 1))
            prev_have = None
        elif removal and "tribute_it" in tags:
            _read_remove(d, clause, ms)  # "…tributed it for a Tribute Summon"
            prev_have = None
        elif (tags & {"summon"} and not (came_now and tags & {"attack", "attack_1s"})) or (
            tags & {"tribute"} and any(
                "stat" in t.tags and any(kind == "level" for kind, _ in t.value) for t in clause)
        ):
            if not _read_summon(d, clause):
                return None
            prev_have = None
        elif "negate" in tags and not d.reading.plays and _read_negate(d, clause):
            prev_have = None
        elif tags & {"activate", "activate_1s"} and (
            "card" in tags or any(_kind(t) for t in clause) or ("it" in tags and d.last_card is not None)
        ):
            _read_activate(d, clause, ms)
            prev_have = None
        elif removal and not tags & {"attack", "attack_1s"}:
            _read_remove(d, clause, ms)
            prev_have = None
        elif "appears" in tags and d.last_attack is not None:
            # "…then my opponent Special Summons a monster": a monster appears mid-attack
            at = next(k for k, t in enumerate(clause) if "appears" in t.tags)
            side = OPP if any(t.tags & {"opp", "he"} and "it" not in t.tags for t in clause[:at]) else ME
            if not any(t.tags & {"opp", "he", "i"} for t in clause[:at]):
                side = other(d.last_attack[0])  # "a new monster appears": on the attacked side
            d.reading.plays.append(Play("appears", side))
            prev_have = None
        elif "attacked_by" in tags:
            _read_passive(d, clause, ms)
            prev_have = None
        elif tags & {"attack", "attack_1s"} and not ("replay" in tags and question):
            # ("is there a replay of the attack?" asks about the attack made, it makes none)
            _read_attack(d, clause, ms)
            prev_have = None
        elif tags & {"have", "have_1s"} and ms:
            side = ME if tags & {"have_1s"} and not tags & {"opp"} else (_side_cue(clause) or ME)
            _read_have(d, clause, ms, side)
            prev_have = side
        elif ms and prev_have is not None and not question:
            _read_have(d, clause, ms, prev_have)
        elif ms and "instr" in clause[0].tags and d.last_attack is not None and not tags & _VERBS:
            _read_more_attack(d, ms)
        elif len(ms) == 1 and ms[0].described and d.bare is not None and not question:
            # An apposition: "…with my other monster, a 1500 ATK one"
            mon = d.reading.monsters[d.bare]
            _describe(mon, ms[0].stats)
            if ms[0].pos():
                mon.position = ms[0].pos() or mon.position
        if not (tags & _VERBS) or tags & {"have", "have_1s"}:
            d.bare = None if not ms or d.bare is None or ms[0].described else d.bare
        new_plays = d.reading.plays[plays_before:]
        placed = tags & {"have", "have_1s", "set_1s", "set_verb"}
        if any(_kind(t) for t in clause) and not new_plays and not placed:
            d.incomplete = True  # "in response to a Quick-Play Spell": a card this reader did not place
        if tags & {"activate", "activate_1s"} and not new_plays and not placed and not question:
            # "o oponente ativou rugido ameaçador…": an activation told of a card this reader
            # does not know, which the play would leave out
            d.incomplete = True
        earlier = any(p.do == "attack" for p in d.reading.plays[:plays_before])
        if "twice" in tags and len(new_plays) == 1 and new_plays[0].do == "attack" and not earlier:
            d.reading.plays.append(Play("attack", new_plays[0].player, attacker=new_plays[0].attacker,
                                        target=new_plays[0].target))  # "attack twice"
        if question:
            found = _asked_turn(d, clause)
            if found is not None and not (asked is not None and asked.what == "what_happens"):
                asked = found  # ("what happens…? is there a replay?": the steps tell both)
    if (any(_response_word(t) for t in toks)
            and sum(1 for p in d.reading.plays if p.do == "activate") < 2):
        # a response told, and no Chain of two read: the card it responds to, or the card
        # that responds, was not placed ("una carta con spell speed 1 in risposta a una
        # trappola")
        d.incomplete = True
    attacks = [p for p in d.reading.plays if p.do == "attack"]
    if attacks and any("same_time" in t.tags for t in toks):
        d.incomplete = True  # "can one monster attack two monsters at once?": not one attack
    if not attacks and any("attack" in t.tags and not any("neg" in x.tags for x in toks[max(0, i - 3):i])
                           for i, t in enumerate(toks)):
        # "posso mudar para defesa um monstro que atacou?": an attack told that was not
        # played, which the question turns on
        d.incomplete = True
    on_board: set[str | None] = ({m.name for m in d.reading.monsters} | {c.name for c in d.reading.cards}
                                 | {name for held in d.reading.hand_cards.values() for name in held}
                                 | set(d.played_as_effect))
    if any("card" in t.tags and t.value.name not in on_board for t in toks):
        # "my opponent has Gravity Bind face-up: can my Celtic Guardian attack?": a library
        # card the question names and this reader did not place would be left out of the
        # play, which it may decide
        d.incomplete = True
    if d.level_asked:
        asked = Asked("extra_level", None)
    if d.extreme_asked is not None:
        asked = Asked("pendulum_level", d.extreme_asked)
    if asked is None or d.incomplete:
        return None
    if not d.reading.plays and asked.what not in ("draws", "discard_count", "discards"):
        return None
    if asked.what in ("discard_count", "discards") and not d.reading.hand:
        return None
    if any(p.do == "pendulum" for p in d.reading.plays) and d.reading.scales is None:
        return None  # a Pendulum Summon without its Scales
    board_question = asked.what in ("damage", "lp", "destroyed_count", "destroyed_any", "destroyed_both",
                                    "remain_both", "wins")
    if board_question and not (d.reading.monsters or d.reading.lp or d.reading.deck or d.reading.hand_cards):
        return None  # "I activate Dark Hole: how many are destroyed?" gives no board to play
    summons = [p for p in d.reading.plays if p.do == "summon"]
    if asked.what == "allowed" and len(summons) == 1 and d.summon_count is None:
        asked = Asked("summon_possible", None)  # "Can I Tribute Summon a Level 7?"
    if asked.what in ("tributes_needed", "summon_possible"):
        if len(summons) != 1 or d.summon_count is not None:
            return None
    elif summons and d.summon_count is None:
        return None  # a Tribute Summon whose Tributes the question does not count
    # (where a monster ends up after a battle is an outcome of the board as well)
    battle_outcome = board_question or (asked.what in ("where", "goes_to", "what_happens")
                                        and any(p.do == "attack" for p in d.reading.plays))
    if battle_outcome and any(m.atk is None and m.defense is None and m.name is None and m.zone == "field"
                              for m in d.reading.monsters):
        return None  # "how much damage if I attack?": a monster whose stats are not given
    if any(len(d.side_monsters(side)) > 5 for side in (ME, OPP)):
        return None  # more monsters than Monster Zones: read wrong
    d.reading.asked = asked
    return d.reading
