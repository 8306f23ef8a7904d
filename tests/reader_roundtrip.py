"""Random situations described in words, for the round trip of the situation reader.

:func:`generate` draws a situation (a :class:`~judge.qa.reader.model.Reading`: board,
plays in order, what is asked) with a seeded random generator and writes it as a player
would, in one of the four languages, from the phrasing bank ``tests/data/reader_phrasings.yaml``
(at least three phrasings per element). The situation's monsters are numbered in the
order the text introduces them, as a reader meets them.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from judge.cards import get_library
from judge.qa.reader.model import ME, OPP, Asked, Card, Monster, Play, Reading, other

BANK: dict[str, Any] = yaml.safe_load(
    (Path(__file__).parent / "data" / "reader_phrasings.yaml").read_text(encoding="utf-8")
)
LANGS = ("en", "es", "it", "pt")


@dataclass
class Case:
    lang: str
    text: str
    reading: Reading


def _strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


def _typo(rng: random.Random, text: str) -> str:
    """Two neighbouring letters swapped inside one long word (not a number)."""
    words = text.split(" ")
    long = [i for i, w in enumerate(words) if len(w) >= 7 and w.isalpha()]
    if not long:
        return text
    i = rng.choice(long)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


class _Writer:
    def __init__(self, rng: random.Random, lang: str) -> None:
        self.rng = rng
        self.bank = BANK[lang]
        self.lang = lang

    def pick(self, options: list[str]) -> str:
        return self.rng.choice(options)

    def name(self, m: Monster) -> str:
        card = get_library().get(m.name or "")
        return self.rng.choice(list(card.names.get(self.lang, ())) or [card.name])

    def describe(self, m: Monster, poss: str) -> str:
        if m.name is not None:
            text = self.pick(BANK["named"][self.lang][poss]).format(N=self.name(m))
            return f"{text} {self.pick(self.bank['pos'][m.position])}"
        core = self.pick(self.bank["core"]).format(atk=m.atk, def_=m.defense, **{"def": m.defense})
        text = self.pick(self.bank["poss"][poss]).replace("~", core)
        text = f"{text} {self.pick(self.bank['pos'][m.position])}"
        if m.piercing:
            text = self.pick(BANK["piercing"][self.lang]).format(D=text)
        return text

    def listing(self, parts: list[str]) -> str:
        if len(parts) == 1:
            return parts[0]
        head = ", ".join(parts[:-1])
        return self.pick(self.bank["and"]).format(a=head, b=parts[-1])


def generate(rng: random.Random, lang: str) -> Case:
    """One battle situation (one to three attacks in a row, direct ones included)."""
    w = _Writer(rng, lang)
    att_side = rng.choice([ME, OPP])
    def_side = other(att_side)
    stats = list(range(0, 3100, 100))

    def side_monsters(side: str, n: int, attacking: bool) -> list[Monster]:
        atks = rng.sample(stats, n)
        defs = rng.sample(stats, n)
        out = []
        for a, d in zip(atks, defs, strict=True):
            if attacking:
                pos = "attack" if rng.random() < 0.9 else "defense"
            else:
                pos = rng.choice(["attack", "defense", "set"])
            mon = Monster(side, a, d, None, pos)
            taken = {m.name for m in out}
            if rng.random() < 0.12:
                card = rng.choice([c for c in _library_monsters() if c.name not in taken])
                mon = Monster(side, None, None, None, pos, name=card.name)
            elif attacking and rng.random() < 0.15:
                mon.piercing = True
            out.append(mon)
        return out

    attackers = side_monsters(att_side, rng.randint(1, 3), True)
    defenders = side_monsters(def_side, rng.choice([0, 1, 1, 2, 2, 3]), False)
    # The attacks: each by one of the attacking player's monsters (now and then the same
    # one again), at one of the other player's monsters or directly.
    attacks: list[tuple[Monster, Monster | None]] = []
    used: list[Monster] = []
    for _ in range(rng.randint(1, 3)):
        fresh = [m for m in attackers if m not in used]
        a = rng.choice(fresh) if fresh and rng.random() < 0.9 else rng.choice(attackers)
        used.append(a)
        if defenders and rng.random() < 0.8:
            t: Monster | None = rng.choice(defenders)
        else:
            t = None
        attacks.append((a, t))
    lp = {}
    for side in (ME, OPP):
        if rng.random() < 0.35:
            lp[side] = rng.randrange(100, 8100, 100)
    # The question.
    what = rng.choice(["damage", "damage", "lp", "destroyed_count", "wins"])
    whos = list(w.bank["ask"][what])
    who = rng.choice(whos)
    phr = rng.randrange(len(w.bank["ask"][what][who]))
    question = w.bank["ask"][what][who][phr]
    asked_who: str | None = who
    if what == "wins" and phr == 2:
        asked_who = who  # "does my opponent lose?" asks whether I win: the bank lists it so
    if what == "destroyed_count":
        asked_who = None
    asked = Asked(what, asked_who)

    introduced: list[Monster] = []
    clauses: list[str] = []
    inline = rng.random() < 0.5
    in_plays = {id(a) for a, _ in attacks} | {id(t) for _, t in attacks if t is not None}
    everyone = attackers + defenders
    sides = [ME, OPP]
    rng.shuffle(sides)
    for side in sides:
        mine = [m for m in everyone if m.side == side and (not inline or id(m) not in in_plays)]
        total = [m for m in everyone if m.side == side]
        if mine:
            clauses.append(
                w.pick(w.bank["have"][side]).format(mons=w.listing([w.describe(m, "none") for m in mine]))
            )
            introduced.extend(mine)
        elif not total and rng.random() < 0.6:
            clauses.append(w.pick(w.bank["none"][side]))
    for side in sides:
        if side in lp:
            clauses.append(w.pick(w.bank["lp"][side]).format(lp=lp[side]))

    last_ref: dict[str, Monster] = {}

    def ref(m: Monster, role: str, lead: bool) -> str:
        """How the text names a monster: described at its first mention, referred to after."""
        side_all = [x for x in everyone if x.side == m.side]
        if m not in introduced:
            introduced.append(m)
            last_ref[m.side] = m
            marked = lead or role == "attacker" and m.side == OPP
            poss = rng.choice([m.side, m.side, "none"]) if not marked else m.side
            return w.describe(m, poss)
        forms = ["name"] if m.name else ["atk" if m.position == "attack" else "def"]
        side_intro = [x for x in introduced if x.side == m.side]
        if len(side_intro) >= 2:
            forms.append("ord")
        prev = last_ref.get(m.side)
        if len(side_all) == 2 and len(side_intro) == 2 and prev is not None and prev is not m:
            forms.append("other")
        form = rng.choice(forms)
        last_ref[m.side] = m
        if form == "name":
            return w.pick(BANK["named"][lang][m.side]).format(N=w.name(m))
        if form == "atk":
            return w.pick(w.bank["ref_atk"][m.side]).format(atk=m.atk)
        if form == "def":
            return w.pick(w.bank["ref_def"][m.side]).format(**{"def": m.defense})
        if form == "ord":
            n = w.bank["ordinal"][side_intro.index(m)]
            return w.pick(w.bank["ref_ord"][m.side]).format(n=n)
        return w.pick(w.bank["ref_other"][m.side])

    plays: list[str] = []
    prev_target: Monster | None = None
    for k, (a, t) in enumerate(attacks):
        side = a.side
        if t is not None and t is prev_target and k > 0:
            tmpl = w.pick(w.bank["attack_it"][side])
            y = None
        elif t is None:
            tmpl = w.pick(w.bank["direct"][side])
            y = None
        else:
            tmpl = w.pick(w.bank["attack"][side])
            y = t
        lead = tmpl.startswith("{X}")
        # The monsters are met in the order the sentence names them.
        if y is not None and tmpl.index("{Y}") < tmpl.index("{X}"):
            ys = ref(y, "target", False)
            xs = ref(a, "attacker", lead)
        else:
            xs = ref(a, "attacker", lead)
            ys = ref(y, "target", False) if y is not None else ""
        plays.append(tmpl.replace("{X}", xs).replace("{Y}", ys))
        prev_target = t
    text = ""
    for c in clauses:
        text += c + rng.choice([". ", ", ", "; "])
    for k, p in enumerate(plays):
        if k == 0:
            text += p
        else:
            text += rng.choice([", ", ". ", " "]) + w.pick(w.bank["then"]) + " " + p
    text += rng.choice([". ", ", ", "? ", " - "]) + question
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    if rng.random() < 0.15:
        text = _typo(rng, text)

    order = {id(m): i for i, m in enumerate(introduced)}
    monsters = sorted(everyone, key=lambda m: order[id(m)])
    index = {id(m): i for i, m in enumerate(monsters)}
    reading = Reading(
        monsters=monsters,
        lp=lp,
        plays=[
            Play("attack", a.side, attacker=index[id(a)], target=None if t is None else index[id(t)])
            for a, t in attacks
        ],
        asked=asked,
    )
    return Case(lang, text, reading)


def _library_monsters() -> list[Any]:
    """Library monsters whose names hold no punctuation (a comma would cut the sentence)."""
    return [
        c for c in get_library().cards()
        if c.kind == "monster" and all(ch.isalnum() or ch in " '-" for n in c.all_names() for ch in n)
    ]


#: Cards that open a Chain in a Main Phase, and cards that respond (Traps, Quick-Play Spells).
OPENERS = ("Heavy Storm", "Dark Hole", "Raigeki", "Pot of Greed", "Harpie's Feather Duster",
           "Upstart Goblin", "Graceful Charity", "Threatening Roar", "Royal Decree",
           "Mystical Space Typhoon")
RESPONDERS = ("Threatening Roar", "Royal Decree", "Mystical Space Typhoon", "Scapegoat",
              "Seven Tools of the Bandit", "Magic Jammer")
_AND = {"en": "and", "es": "y", "it": "e", "pt": "e"}


def generate_chain(rng: random.Random, lang: str) -> Case:
    """A Chain of two to four library cards, each player responding in turn (or to their own)."""
    library = get_library()
    bank = BANK["chains"][lang]
    names = [rng.choice(OPENERS)]
    while len(names) < rng.randint(2, 4):
        pick = rng.choice([c for c in RESPONDERS if c not in names])
        names.append(pick)
    player = rng.choice([ME, OPP])
    cards: list[Card] = []
    plays: list[Play] = []
    parts: list[str] = []
    for k, name in enumerate(names):
        if k > 0 and rng.random() < 0.8:
            player = other(player)
        card = library.get(name)
        targets = any(isinstance(e, dict) and e.get("target") for e in card.effects)
        cards.append(Card(player, card.name, card.kind, card.subtype, targets))
        plays.append(Play("activate", player, card=k))
        written = rng.choice(list(card.names.get(lang, ())) or [card.name])
        tmpl = rng.choice(bank["activate" if k == 0 else "respond"][player])
        parts.append(tmpl.replace("{C}", written))
    what = rng.choice(["order", "links"])
    question = rng.choice(bank["ask"][what])
    text = parts[0]
    for p in parts[1:]:
        text += rng.choice([", ", ". ", "; ", f" {_AND[lang]} "]) + p
    text += rng.choice([". ", ", ", "? ", " - "]) + question
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    return Case(lang, text, Reading(cards=cards, plays=plays, asked=Asked(what, None)))


def generate_tribute(rng: random.Random, lang: str) -> Case:
    """A Tribute Summon of a random Level with 0-3 Tributes, or how many Tributes one needs."""
    bank = BANK["tribute"][lang]
    level = rng.randint(1, 12)
    count = rng.randint(0, 3)
    mode = rng.choice(["statement", "question", "needed"])
    monsters = [Monster(ME, level=level, zone="hand")]
    if mode == "needed":
        text = rng.choice(bank["needed"]).format(L=level)
        plays = [Play("summon", ME, card=0, tributes=[])]
        asked = Asked("tributes_needed", None)
    else:
        monsters += [Monster(ME, level=None) for _ in range(count)]
        plays = [Play("summon", ME, card=0, tributes=list(range(1, count + 1)))]
        asked = Asked("allowed", None)
        key = ("summon" if mode == "statement" else "question") + ("0" if count == 0 else "")
        tmpl = rng.choice(bank[key])
        text = tmpl.format(
            L=level,
            T=rng.choice(bank["count_t"][count]) if count else "",
            M=rng.choice(bank["count_m"][count]) if count else "",
        )
        if mode == "statement":
            text += rng.choice([", ", ". ", " - "]) + rng.choice(bank["ask_allowed"])
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    return Case(lang, text, Reading(monsters=monsters, plays=plays, asked=asked))


def generate_extra(rng: random.Random, lang: str) -> Case:
    """A Synchro Summon (Tuners and non-Tuners of random Levels) or an Xyz Summon (monsters of
    the Rank's Level or not), asked whether it can be made."""
    bank = BANK["extra"][lang]
    w = _Writer(rng, lang)
    kind = rng.choice(["synchro", "xyz"])
    mats: list[Monster] = []
    if kind == "synchro":
        level = rng.randint(3, 12)
        for _ in range(rng.choice([0, 1, 1, 1, 2])):
            mats.append(Monster(ME, level=rng.randint(1, 4), tuner=True))
        for _ in range(rng.choice([0, 1, 1, 2])):
            mats.append(Monster(ME, level=rng.randint(1, 8)))
        if not mats:
            mats.append(Monster(ME, level=rng.randint(1, 8)))
        if rng.random() < 0.6:
            level = min(12, sum(m.level or 0 for m in mats))  # often the Levels add up
        rng.shuffle(mats)
    else:
        level = rng.randint(1, 8)
        for _ in range(rng.choice([1, 2, 2, 3])):
            mats.append(Monster(ME, level=rng.choice([level, level, level + 1, max(1, level - 1)])))
    parts = [
        rng.choice(bank["tuner" if m.tuner else "monster"]).format(L=m.level) for m in mats
    ]
    text = rng.choice(bank[kind]).format(T=level, R=level, M=w.listing(parts))
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    target = Monster(ME, level=level, zone="extra", kind=kind)
    reading = Reading(
        monsters=[target, *mats],
        plays=[Play(kind, ME, card=0, tributes=list(range(1, len(mats) + 1)))],
        asked=Asked("allowed", None),
    )
    return Case(lang, text, reading)


def generate_pendulum(rng: random.Random, lang: str) -> Case:
    """A Pendulum Summon of one to three monsters of random Levels between random Scales."""
    bank = BANK["pendulum"][lang]
    w = _Writer(rng, lang)
    low = rng.randint(0, 9)
    high = rng.randint(low, 13)
    mats = [Monster(ME, level=rng.randint(1, 12), zone="hand") for _ in range(rng.choice([1, 1, 2, 3]))]
    parts = [rng.choice(bank["monster"]).format(L=m.level) for m in mats]
    a, b = (low, high) if rng.random() < 0.7 else (high, low)
    text = rng.choice(bank["ask"]).format(A=a, B=b, M=w.listing(parts))
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    reading = Reading(
        monsters=mats,
        plays=[Play("pendulum", ME, card=0, tributes=list(range(len(mats))))],
        asked=Asked("allowed", None),
        scales=(low, high),
    )
    return Case(lang, text, reading)


def cases(seed: int, n: int) -> list[Case]:
    """``n`` situations: battles, Chains, Tribute, Synchro, Xyz and Pendulum Summons, control
    changes, Sets, Flip Summons, position changes and replays, in the four languages in turn."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        lang = LANGS[i % len(LANGS)]
        kind = rng.random()
        if kind < 0.2:
            out.append(generate_chain(rng, lang))
        elif kind < 0.3:
            out.append(generate_tribute(rng, lang))
        elif kind < 0.38:
            out.append(generate_extra(rng, lang))
        elif kind < 0.42:
            out.append(generate_pendulum(rng, lang))
        elif kind < 0.54:
            out.append(generate_control(rng, lang))
        elif kind < 0.64:
            out.append(generate_turn(rng, lang))
        elif kind < 0.7:
            out.append(generate_replay(rng, lang))
        else:
            out.append(generate(rng, lang))
    return out


#: Articles after a preposition, as each language writes them together ("di il" is "del").
_CONTRACTIONS = {
    "es": (("de el ", "del "), ("a el ", "al ")),
    "it": (("di il ", "del "), ("di l'", "dell'"), ("su il ", "sul "), ("di i ", "dei ")),
    "pt": (("de o ", "do "), ("em o ", "no "), ("em um ", "num "), ("em ele", "nele"), ("de ele", "dele")),
}


def _contract(text: str, lang: str) -> str:
    import re

    for long, short in _CONTRACTIONS.get(lang, ()):
        text = re.sub(r"\b" + re.escape(long), short, text)
    return text


#: The zone a monster that leaves the field goes to, by how it leaves.
_LEAVES_TO = {"destroy": "graveyard", "tribute": "graveyard", "bounce": "hand"}


def generate_control(rng: random.Random, lang: str) -> Case:
    """A player takes control of the other's monster (until the End Phase or for good), then
    it is destroyed, returned to the hand or Tributed: whose Graveyard or hand it goes to."""
    bank = BANK["control"][lang]
    w = _Writer(rng, lang)
    taker = rng.choice([ME, OPP])
    owner = other(taker)
    until = rng.choice(["end_phase", "permanent"])
    mon = Monster(owner, rng.randrange(0, 3100, 100), rng.randrange(0, 3100, 100), None,
                  rng.choice(["attack", "defense"]))
    parts: list[str] = []
    first = rng.random() < 0.4  # the board first, then "I take control of it"
    key = "take_it" if first else "take"
    tmpl = rng.choice([t for t in bank[key][taker][until] if taker == ME or "Change of Heart" not in t])
    if first:
        parts.append(w.pick(w.bank["have"][owner]).format(mons=w.describe(mon, "none")))
        parts.append(tmpl)
    else:
        parts.append(tmpl.replace("{Y}", w.describe(mon, owner)))
    do = rng.choice(["destroy", "bounce", "tribute"])
    if do == "tribute":
        by = taker  # the player who controls it Tributes it
        parts.append(rng.choice(bank["tribute"][taker]))
    else:
        voice = rng.choice([ME, OPP, "passive"])
        by = ME if voice == "passive" else voice  # a passive play is read as the asker's
        parts.append(rng.choice(bank[do][voice]))
    zone = _LEAVES_TO[do]
    if rng.random() < 0.5:
        asked = Asked("where", None)
        question = rng.choice(bank["where"][zone])
    else:
        who = rng.choice([ME, OPP])
        asked = Asked("goes_to", who, zone)
        question = rng.choice(bank["goes_to"][zone][who])
    text = parts[0]
    for p in parts[1:]:
        text += rng.choice([", ", ". ", "; "]) + p
    text += rng.choice([". ", ", ", " - "]) + question
    text = _contract(text, lang)
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    reading = Reading(
        monsters=[mon],
        plays=[Play("take_control", taker, card=0, to=until), Play(do, by, card=0)],
        asked=asked,
    )
    return Case(lang, text, reading)


_KIND_SPEC = {"trap": ("trap", "normal"), "quick": ("spell", "quick-play"), "spell": ("spell", "normal")}


def generate_turn(rng: random.Random, lang: str) -> Case:
    """A monster Set and Flip Summoned, a monster changing its battle position, or a Spell or
    Trap Set and activated (the turn it was Set, in the opponent's next turn, or Set in the
    last turn): can the last play be made?"""
    bank = BANK["turn"][lang]
    what = rng.choice(["flip", "change", "set_card", "set_card", "set_last"])
    asked = Asked("allowed", None)
    if what == "flip":
        if rng.random() < 0.5:
            text = rng.choice(bank["set_monster"]) + rng.choice([". ", ", "]) + rng.choice(bank["flip_now"])
            monsters = [Monster(ME, zone="hand", position="set")]
            plays = [Play("set_monster", ME, card=0), Play("flip_summon", ME, card=0)]
        else:
            text = rng.choice(bank["set_earlier"]) + rng.choice([". ", ", "]) + rng.choice(bank["flip_later"])
            monsters = [Monster(ME, position="set")]
            plays = [Play("flip_summon", ME, card=0)]
        reading = Reading(monsters=monsters, plays=plays, asked=asked)
    elif what == "change":
        now = rng.random() < 0.5
        text = rng.choice(bank["change_now" if now else "change_later"])
        reading = Reading(monsters=[Monster(ME, came="this_turn" if now else None)],
                          plays=[Play("change_position", ME, card=0, to="defense")], asked=asked)
    else:
        kind = rng.choice(["trap", "quick", "spell"])
        written = rng.choice(bank["kind"][kind])
        spec = _KIND_SPEC[kind]
        if what == "set_last":
            text = rng.choice(bank["set_last"]).format(K=written) + rng.choice([": ", ", ", ". "])
            text += rng.choice(bank["ask_last"])
            card = Card(ME, None, spec[0], spec[1], zone="field", set_when="last_turn")
            plays = [Play("activate", ME, card=0)]
        else:
            later = rng.random() < 0.5
            text = rng.choice(bank["set_card"]).format(K=written) + rng.choice([". ", ", "]) + rng.choice(
                bank["ask_next" if later else "ask_now"])
            card = Card(ME, None, spec[0], spec[1], zone="hand")
            plays = [Play("set_card", ME, card=0)]
            if later:
                plays.append(Play("phase", ME, to="next_turn"))
            plays.append(Play("activate", ME, card=0))
        reading = Reading(cards=[card], plays=plays, asked=asked)
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    return Case(lang, text, reading)


def generate_replay(rng: random.Random, lang: str) -> Case:
    """The asker attacks one of the opponent's monsters; then it leaves the field or the
    opponent Special Summons a monster: is there a replay?"""
    bank = BANK["replay"][lang]
    w = _Writer(rng, lang)
    attacker = Monster(ME, rng.randrange(100, 3100, 100), rng.randrange(0, 3100, 100), None, "attack")
    target = Monster(OPP, rng.randrange(0, 3100, 100), rng.randrange(0, 3100, 100), None,
                     rng.choice(["attack", "defense"]))
    tmpl = w.pick(w.bank["attack"][ME])
    # the monsters are met in the order the sentence names them
    target_first = tmpl.index("{Y}") < tmpl.index("{X}")
    poss = ME if tmpl.startswith("{X}") else rng.choice([ME, "none"])
    text = tmpl.replace("{X}", w.describe(attacker, poss)).replace("{Y}", w.describe(target, OPP))
    monsters = [target, attacker] if target_first else [attacker, target]
    a, t = monsters.index(attacker), monsters.index(target)
    plays = [Play("attack", ME, attacker=a, target=t)]
    what = rng.choice(["passive", "opp", "appears"])
    joint = rng.choice([" ", ", ", ". "])
    if what == "appears":
        text += joint + rng.choice(bank["appears"])
        plays.append(Play("appears", OPP))
    else:
        text += joint + rng.choice(bank["leaves"][what])
        plays.append(Play("bounce", ME if what == "passive" else OPP, card=t))
    text += rng.choice([". ", ", ", " - "]) + rng.choice(bank["ask"])
    text = _contract(text, lang)
    if rng.random() < 0.5:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.3:
        text = _strip_accents(text)
    return Case(lang, text, Reading(monsters=monsters, plays=plays, asked=Asked("replay", None)))
