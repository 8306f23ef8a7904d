"""What a question describes: the board, the plays in order and what is asked.

A :class:`Reading` is the meaning of a situation question, independent of its words:
:mod:`judge.qa.reader.read` produces it from a question, :func:`build_scenario` turns it
into a scenario for the rules engine (format ``shared/spec/scenario.md``) and
:func:`answer_from` reads exactly what was asked out of the engine's result.

"I" (the asker) is always player A of the scenario and the opponent player B; the turn
is the turn of whoever makes the first play (turn 3 for A, 4 for B: neither player's first
turn, so a Battle Phase may be held).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ME, OPP = "me", "opp"
PLAYER = {ME: "A", OPP: "B"}


def other(side: str) -> str:
    return OPP if side == ME else ME


@dataclass
class Monster:
    """A monster described by its stats (an inline card) or named from the card library."""

    side: str
    atk: int | None = None
    defense: int | None = None
    level: int | None = None
    position: str = "attack"  # attack | defense | set (face-down Defense Position)
    name: str | None = None  # a card library name
    zone: str = "field"  # field | hand
    piercing: bool = False  # inflicts piercing damage
    kind: str = "normal"  # normal | synchro | xyz (an Extra Deck monster, zone "extra")
    tuner: bool = False

    def key(self) -> tuple[Any, ...]:
        return (self.side, self.atk or 0, self.defense or 0, self.level, self.position, self.name, self.zone,
                self.piercing, self.kind, self.tuner)


@dataclass
class Card:
    """A Spell or Trap Card of the library in a player's hand or Set on the field."""

    side: str
    name: str
    kind: str = "spell"  # spell | trap
    subtype: str = "normal"
    targets: bool = False

    def key(self) -> tuple[Any, ...]:
        return (self.side, self.name)


@dataclass
class Play:
    """One play: ``attack`` (target None: a direct attack), ``activate`` or ``summon``."""

    do: str
    player: str
    attacker: int | None = None
    target: int | None = None
    card: int | None = None
    tributes: list[int] = field(default_factory=list)

    def key(self) -> tuple[Any, ...]:
        return (self.do, self.player, self.attacker, self.target, self.card, tuple(sorted(self.tributes)))


#: What a question may ask (``what``) and about whom (``who``: me, opp, total or None).
ASKED_KINDS = {
    "damage": "number",  # battle damage taken
    "lp": "number",  # Life Points left
    "destroyed_count": "number",
    "destroyed_any": "yes_no",
    "destroyed_both": "yes_no",
    "wins": "yes_no",  # does ``who`` win
    "allowed": "yes_no",  # is the last play allowed
    "order": "list",  # the Chain's order of resolution
    "links": "number",  # how many Chain Links
    "tributes_needed": "number",
    "summon_possible": "yes_no",  # can the Tribute Summon be made with some number of Tributes
    "what_happens": "text",  # the steps, no single value
}


@dataclass
class Asked:
    what: str
    who: str | None = None

    @property
    def kind(self) -> str:
        return ASKED_KINDS[self.what]


@dataclass
class Reading:
    monsters: list[Monster] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    lp: dict[str, int] = field(default_factory=dict)
    plays: list[Play] = field(default_factory=list)
    asked: Asked | None = None
    scales: tuple[int, int] | None = None  # the Pendulum Scales of the asker's Pendulum Zones

    def key(self) -> tuple[Any, ...]:
        """Equal keys: the same board, the same plays in the same order, the same question."""
        return (
            tuple(m.key() for m in self.monsters),
            tuple(c.key() for c in self.cards),
            tuple(sorted(self.lp.items())),
            tuple(p.key() for p in self.plays),
            (self.asked.what, self.asked.who) if self.asked else None,
            self.scales,
        )


#: Placeholder monsters of a scenario, named in every language (see situation.PLACEHOLDER_NAMES).
_MONSTER_NAME = {ME: "Your Monster", OPP: "Opponent's Monster"}


def _ids(reading: Reading) -> list[str]:
    ids: list[str] = []
    count = {ME: 0, OPP: 0}
    for m in reading.monsters:
        count[m.side] += 1
        ids.append(f"{PLAYER[m.side].lower()}{count[m.side]}")
    return ids


def _extra_card(name: str, m: Monster) -> dict[str, Any]:
    """A Synchro Monster (1 Tuner + 1 or more non-Tuners) or an Xyz Monster (2 monsters of
    its Rank), as the rulebook's general rules ask (000:453, 000:382)."""
    level = m.level or 4
    materials: dict[str, Any] = (
        {"tuner": 1, "non_tuner": "1+"} if m.kind == "synchro" else {"level": level, "count": 2}
    )
    return {"name": name, "kind": "monster", "monster_type": [m.kind], "level": level,
            "atk": 2500, "def": 2000, "materials": materials}


def _names(reading: Reading, ids: list[str]) -> list[str]:
    """Card names of the monsters: the library's, or placeholders named in every language
    after what they do ("Tribute 1", "High Level Monster", "Your Monster 2")."""
    roles: dict[int, str] = {}
    for play in reading.plays:
        if play.do == "pendulum":
            for k, t in enumerate(play.tributes, start=1):
                roles[t] = "Pendulum Summoned Monster" + ("" if k == 1 else f" {k}")
        if play.do in ("synchro", "xyz") and play.card is not None:
            roles[play.card] = "Synchro Monster" if play.do == "synchro" else "Xyz Monster"
            tuners = non_tuners = 0
            for t in play.tributes:
                if play.do == "xyz":
                    roles[t] = f"Material {play.tributes.index(t) + 1}"
                elif reading.monsters[t].tuner:
                    tuners += 1
                    roles[t] = "Tuner Monster" if tuners == 1 else f"Tuner Monster {tuners}"
                else:
                    non_tuners += 1
                    roles[t] = f"Non-Tuner {non_tuners}"
        if play.do == "summon" and play.card is not None:
            level = reading.monsters[play.card].level or 4
            roles[play.card] = "High Level Monster" if level >= 5 else "Monster"
            for k, t in enumerate(play.tributes, start=1):
                roles[t] = f"Tribute {k}"
    out = []
    for i, (m, ident) in enumerate(zip(reading.monsters, ids, strict=True)):
        out.append(m.name or roles.get(i) or f"{_MONSTER_NAME[m.side]} {ident[1:]}")
    return out


def build_scenario(reading: Reading) -> dict[str, Any]:
    """The engine scenario of a reading."""
    from judge.qa.situation import _inline

    ids = _ids(reading)
    first = reading.plays[0].player if reading.plays else ME
    turn_player = PLAYER[first]
    phase = "battle" if reading.plays and reading.plays[0].do == "attack" else "main1"
    state: dict[str, Any] = {
        "turn": 3 if turn_player == "A" else 4,
        "turn_player": turn_player,
        "phase": phase,
        "players": {"A": {}, "B": {}},
    }
    inline: list[dict[str, Any]] = []
    names = _names(reading, ids)
    for m, ident, name in zip(reading.monsters, ids, names, strict=True):
        player = state["players"][PLAYER[m.side]]
        if m.name is None and m.zone == "extra":
            inline.append(_extra_card(name, m))
        elif m.name is None:
            effects = [{"type": "continuous", "apply": [{"piercing": True}]}] if m.piercing else None
            card = _inline(name, m.atk, m.defense, level=m.level or 4, effects=effects)
            if m.tuner:
                card["monster_type"] = ["effect", "tuner"]
            inline.append(card)
        if m.zone == "hand":
            player.setdefault("hand", []).append(name)
        elif m.zone == "extra":
            player.setdefault("extra_deck", []).append(name)
        else:
            player.setdefault("monsters", []).append({"card": name, "id": ident, "position": m.position})
    card_ids: list[str] = []
    for k, c in enumerate(reading.cards):
        player = state["players"][PLAYER[c.side]]
        ident = f"c{k + 1}"
        # The card that opens the Chain is played from the hand when it is a Spell; every
        # other card was Set in an earlier turn (a Trap or a Quick-Play Spell may respond).
        opens = any(p.do == "activate" and p.card == k for p in reading.plays[:1])
        if opens and c.kind == "spell":
            player.setdefault("hand", []).append(c.name)
            card_ids.append(c.name)
        else:
            set_turn = 1 if c.side == ME else 2
            player.setdefault("spell_trap", []).append(
                {"card": c.name, "id": ident, "face": "down", "set_turn": set_turn}
            )
            card_ids.append(ident)
    if reading.scales is not None:
        for name, scale in zip(("Left Scale", "Right Scale"), reading.scales, strict=True):
            inline.append({"name": name, "kind": "monster", "monster_type": ["effect", "pendulum"],
                           "level": 4, "scale": scale, "atk": 1000, "def": 1000})
        state["players"]["A"]["pendulum"] = [{"card": "Left Scale"}, {"card": "Right Scale"}]
    for side, lp in reading.lp.items():
        state["players"][PLAYER[side]]["lp"] = lp
    actions: list[dict[str, Any]] = []
    for play in reading.plays:
        player = PLAYER[play.player]
        if play.do == "attack":
            assert play.attacker is not None
            actions.append(
                {
                    "player": player,
                    "do": "attack",
                    "attacker": ids[play.attacker],
                    "target": None if play.target is None else ids[play.target],
                }
            )
        elif play.do == "activate":
            assert play.card is not None
            action: dict[str, Any] = {"player": player, "do": "activate", "card": card_ids[play.card]}
            if reading.cards[play.card].targets:
                # A card that targets aims at the other player's first Set card.
                others = [
                    card_ids[k] for k, c in enumerate(reading.cards)
                    if c.side != play.player and card_ids[k].startswith("c")
                ]
                if others:
                    action["targets"] = [others[0]]
            actions.append(action)
        elif play.do == "summon":
            assert play.card is not None
            m = reading.monsters[play.card]
            actions.append(
                {
                    "player": player,
                    "do": "normal_summon",
                    "card": names[play.card],
                    "tributes": [ids[t] for t in play.tributes],
                }
            )
        elif play.do == "pendulum":
            actions.append(
                {"player": player, "do": "pendulum_summon", "cards": [names[t] for t in play.tributes]}
            )
        elif play.do in ("synchro", "xyz"):
            assert play.card is not None
            actions.append(
                {
                    "player": player,
                    "do": f"{play.do}_summon",
                    "card": names[play.card],
                    "materials": [ids[t] for t in play.tributes],
                }
            )
    return {
        "version": 1,
        "title": "Situation described in a question",
        "cards": inline,
        "state": state,
        "actions": actions,
    }


def answer_from(reading: Reading, result: dict[str, Any]) -> Any:
    """The value the question asks for, read from the engine's result of its scenario."""
    asked = reading.asked
    if asked is None:
        return None
    error = result.get("error")
    if asked.what == "allowed":
        return not error
    if error:
        return False if asked.kind == "yes_no" else None
    out = result["outcome"]
    battles = out.get("battles") or []
    if asked.what == "damage":
        totals = {"A": 0, "B": 0}
        for b in battles:
            for p, v in b["damage"].items():
                totals[p] += v
        if asked.who in (ME, OPP):
            return totals[PLAYER[asked.who]]
        return totals["A"] + totals["B"]
    if asked.what == "lp":
        return out["lp"][PLAYER[asked.who or OPP]]
    if asked.what == "destroyed_count":
        return len(out.get("destroyed") or [])
    if asked.what == "destroyed_any":
        return bool(out.get("destroyed"))
    if asked.what == "destroyed_both":
        return len(out.get("destroyed") or []) >= 2
    if asked.what == "wins":
        return out.get("winner") == PLAYER[asked.who or ME]
    chains = out.get("chains") or []
    if asked.what == "order":
        return list(chains[0]["resolved"]) if chains else None
    if asked.what == "links":
        return len(chains[0]["links"]) if chains else 0
    return None


def with_tributes(reading: Reading, count: int) -> Reading:
    """The reading's Tribute Summon made with ``count`` Tributes (for "how many Tributes")."""
    import copy

    out = copy.deepcopy(reading)
    summon = next(p for p in out.plays if p.do == "summon")
    keep = [m for i, m in enumerate(out.monsters) if i not in summon.tributes]
    out.monsters = keep + [Monster(summon.player, level=None) for _ in range(count)]
    assert summon.card is not None
    summon.card = keep.index(reading.monsters[summon.card])
    summon.tributes = list(range(len(keep), len(keep) + count))
    return out


def searches(reading: Reading) -> list[Reading] | None:
    """The readings to play when the question asks for the smallest Tribute count that works,
    or whether any works."""
    if reading.asked is None or reading.asked.what not in ("tributes_needed", "summon_possible"):
        return None
    return [with_tributes(reading, n) for n in range(4)]


def value_of(reading: Reading, results: list[dict[str, Any]] | dict[str, Any]) -> Any:
    """The asked value from the engine's result (or results, for a search)."""
    if isinstance(results, list):
        works = [n for n, r in enumerate(results) if not r.get("error")]
        if reading.asked is not None and reading.asked.what == "summon_possible":
            return bool(works)
        return works[0] if works else None
    return answer_from(reading, results)
