"""What a question describes: the board, the plays in order and what is asked.

A :class:`Reading` is the meaning of a situation question, independent of its words:
:mod:`judge.qa.reader.read` produces it from a question, :func:`build_scenario` turns it
into a scenario for the rules engine (format ``shared/spec/scenario.md``) and
:func:`answer_from` reads exactly what was asked out of the engine's result.

"I" (the asker) is always player A of the scenario and the opponent player B; the turn
is the turn of whoever makes the first play (turn 3 for A, 4 for B: neither player's first
turn, so a Battle Phase may be held), or the turn the question names (the first turn of
the Duel, "my opponent's turn").
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
    came: str | None = None  # "this_turn": Summoned or Set this turn (else in an earlier turn)
    proper: bool = True  # in the Graveyard: it was properly Summoned before (000:526)

    def key(self) -> tuple[Any, ...]:
        return (self.side, self.atk or 0, self.defense or 0, self.level, self.position, self.name, self.zone,
                self.piercing, self.kind, self.tuner, self.came, self.proper)


@dataclass
class Card:
    """A Spell or Trap Card in a player's hand or Set on the field: a library card, or any
    card of a kind (``name`` None: "a Trap", "a Quick-Play Spell")."""

    side: str
    name: str | None
    kind: str = "spell"  # spell | trap
    subtype: str = "normal"
    targets: bool = False
    zone: str | None = None  # hand | field (Set); None: as the Chain it opens or joins wants
    set_when: str | None = None  # this_turn | last_turn (Set this turn / in the last turn)

    def key(self) -> tuple[Any, ...]:
        if self.name is None:
            return (self.side, None, self.kind, self.subtype, self.zone, self.set_when)
        return (self.side, self.name, self.zone, self.set_when)


@dataclass
class Play:
    """One play: ``attack`` (target None: a direct attack), ``activate``, ``summon`` (a
    Normal or Tribute Summon), ``synchro``/``xyz``/``pendulum``, ``set_monster``,
    ``flip_summon``, ``change_position`` (``to``), ``set_card``, ``phase`` (``to``: battle,
    main2, end, next_turn), ``take_control`` (``to``: end_phase or permanent), what sends a
    monster off the field: ``destroy``, ``bounce`` (to the hand), ``tribute``, and
    ``appears`` (a monster Special Summoned on the player's field), ``revive`` (a monster
    Special Summoned from the Graveyard), ``damage_both`` (an effect that deals both players
    their LP as damage)."""

    do: str
    player: str
    attacker: int | None = None
    target: int | None = None
    card: int | None = None
    tributes: list[int] = field(default_factory=list)
    to: str | None = None

    def key(self) -> tuple[Any, ...]:
        return (self.do, self.player, self.attacker, self.target, self.card, tuple(sorted(self.tributes)),
                self.to)


#: What a question may ask (``what``) and about whom (``who``: me, opp, total or None).
ASKED_KINDS = {
    "damage": "number",  # battle damage taken
    "lp": "number",  # Life Points left
    "destroyed_count": "number",
    "destroyed_any": "yes_no",
    "destroyed_both": "yes_no",
    "remain_both": "yes_no",  # do both monsters of the battle stay on the field (none destroyed)
    "wins": "yes_no",  # does ``who`` win
    "allowed": "yes_no",  # is the last play allowed
    "order": "list",  # the Chain's order of resolution
    "links": "number",  # how many Chain Links
    "link_of": "number",  # the Chain Link a named card's activation is
    "first_link": "number",  # the number of the Chain Link that resolves first
    "tributes_needed": "number",
    "extra_level": "number",  # the Level (Rank) of the Synchro (Xyz) Monster the materials make
    "pendulum_level": "number",  # the highest (``who`` "max") or lowest ("min") Level the Scales let in
    "summon_possible": "yes_no",  # can the Tribute Summon be made with some number of Tributes
    "what_happens": "text",  # the steps, no single value
    "discard_count": "number",  # cards discarded for the hand size limit in the End Phase (``who``
    # "kept": the cards left in the hand)
    "discards": "yes_no",  # does the turn player discard any
    "draws": "yes_no",  # does the turn player draw in the Draw Phase
    "replay": "yes_no",  # is there a replay
    "goes_to": "yes_no",  # does the monster the plays are about end up in ``zone`` of ``who``
    "where": "text",  # where (and whose) that monster ends up
    "spell_speed": "number",  # the Spell Speed of the card activated
    "draw_game": "yes_no",  # does the Duel end in a draw
    "winner": "text",  # who wins: "me", "opp" or "draw" (neither)
    "phases": "list",  # the Phases a turn goes through, in order
    "negated": "yes_no",  # is the activation of ``card`` (else of Chain Link 1) negated
    "applies": "yes_no",  # does the effect of ``card`` (activated) apply: its activation not negated
}


@dataclass
class Asked:
    what: str
    who: str | None = None
    zone: str | None = None  # goes_to: graveyard | hand | field
    card: str | None = None  # negated: the library card whose activation is asked about

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
    first_turn: bool = False  # the first turn of the Duel (the asker's: no draw, no Battle Phase)
    turn_of: str | None = None  # whose turn, when the question says it ("in my opponent's turn")
    phase: str | None = None  # the Phase the plays happen in, when the question says it
    hand: dict[str, int] = field(default_factory=dict)  # how many cards in hand, when said
    deck: dict[str, int] = field(default_factory=dict)  # how many cards in the Deck, when said
    hand_cards: dict[str, list[str]] = field(default_factory=dict)  # library cards named in a hand
    #: The players who made the turn's Normal Summon already ("I already Normal Summoned").
    summon_used: set[str] = field(default_factory=set)

    def key(self) -> tuple[Any, ...]:
        """Equal keys: the same board, the same plays in the same order, the same question."""
        return (
            tuple(m.key() for m in self.monsters),
            tuple(c.key() for c in self.cards),
            tuple(sorted(self.lp.items())),
            tuple(p.key() for p in self.plays),
            (self.asked.what, self.asked.who, self.asked.zone) if self.asked else None,
            self.scales,
            (self.first_turn, self.turn_of, self.phase, tuple(sorted(self.hand.items())),
             tuple(sorted(self.deck.items())),
             tuple(sorted((k, tuple(v)) for k, v in self.hand_cards.items())),
             tuple(sorted(self.summon_used))),
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
    from judge.qa.situation import PLACEHOLDER_NAMES

    card: dict[str, Any] = {"name": name, "kind": "monster", "monster_type": [m.kind], "level": level,
                            "atk": 2500, "def": 2000, "materials": materials}
    if name in PLACEHOLDER_NAMES:
        card["names"] = dict(PLACEHOLDER_NAMES[name])  # named in the question's language too
    return card


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
        if m.zone == "graveyard" and m.kind != "normal" and i not in roles:
            roles[i] = "Extra Deck Monster"
        out.append(m.name or roles.get(i) or f"{_MONSTER_NAME[m.side]} {ident[1:]}")
    return out


#: The cards that make the plays of effects a question names without naming a card: take
#: control of a monster, destroy one, return one to the hand (named in every language).
_EFFECT_CARDS: dict[str, dict[str, Any]] = {
    "take_control": {
        "name": "Card that takes control",
        "names": {"es": "Carta que toma el control", "it": "Carta che prende il controllo",
                  "pt": "Card que toma o controle"},
        "kind": "spell", "subtype": "quick-play",
        "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters", "side": "opponent"},
                     "do": [{"take_control": {"what": "targets", "until": "end_phase"}}]}],
    },
    "destroy": {
        "name": "Card that destroys a monster",
        "names": {"es": "Carta que destruye un monstruo", "it": "Carta che distrugge un mostro",
                  "pt": "Card que destrói um monstro"},
        "kind": "trap", "subtype": "normal",
        "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters", "side": "both"},
                     "do": [{"destroy": "targets"}]}],
    },
    "damage_both": {
        "name": "Card that inflicts damage to both players",
        "names": {"es": "Carta que inflige daño a ambos jugadores",
                  "it": "Carta che infligge danno a entrambi i giocatori",
                  "pt": "Card que causa dano a ambos os jogadores"},
        "kind": "spell", "subtype": "normal",
        "effects": [{"type": "activation", "do": [{"damage": {"to": "both", "amount": 1000}}]}],
    },
    "appears": {
        "name": "Card that Special Summons a monster",
        "names": {"es": "Carta que Invoca de Modo Especial un monstruo",
                  "it": "Carta che Evoca Specialmente un mostro",
                  "pt": "Card que Invoca por Invocação-Especial um monstro"},
        "kind": "trap", "subtype": "normal",
        "effects": [{"type": "activation", "do": [{"create_tokens": {
            "name": "Token", "count": 1, "atk": 0, "def": 0, "level": 1, "position": "defense"}}]}],
    },
    "bounce": {
        "name": "Card that returns a monster to the hand",
        "names": {"es": "Carta que devuelve un monstruo a la mano",
                  "it": "Carta che fa tornare un mostro in mano",
                  "pt": "Card que devolve um monstro para a mão"},
        "kind": "trap", "subtype": "normal",
        "effects": [{"type": "activation", "target": {"count": 1, "zone": "monsters", "side": "both"},
                     "do": [{"return_to_hand": "targets"}]}],
    },
}

_KIND_CONCEPT = {
    ("trap", "normal"): "normal-trap-card", ("trap", "counter"): "counter-trap-card",
    ("trap", "continuous"): "continuous-trap-card", ("spell", "normal"): "normal-spell-card",
    ("spell", "quick-play"): "quick-play-spell-card", ("spell", "continuous"): "continuous-spell-card",
}

#: The Phases a play moves to, in turn order ("next_turn": the rest of the turn, then the
#: other player's).
_ORDER = ("draw", "standby", "main1", "battle", "main2", "end")


def _card_of_kind(card: Card, taken: set[str]) -> dict[str, Any]:
    """A card standing for any card of a kind, named as the glossary names the kind."""
    from judge.qa.situation import stand_in

    spec = {"kind": card.kind, "subtype": card.subtype}
    out = {**spec, **stand_in(_KIND_CONCEPT.get((card.kind, card.subtype), f"{card.kind}-card"))}
    base, n = out["name"], 1
    while out["name"] in taken:
        n += 1
        out["name"] = f"{base} {n}"
        out["names"] = {lang: f"{text} {n}" for lang, text in out["names"].items()}
    return out


#: Plays a player makes only in their own turn.
OWN_TURN_PLAYS = frozenset({"attack", "summon", "set_monster", "set_card", "flip_summon",
                            "change_position", "synchro", "pendulum"})


def build_scenario(reading: Reading) -> dict[str, Any]:
    """The engine scenario of a reading."""
    from judge.qa.situation import inline_monster

    ids = _ids(reading)
    # whose turn: the player of the first play made only in one's own turn (a Summon, a
    # Set, a position change, an attack: 000:750-760, 000:776), else of the first play
    first = next((p.player for p in reading.plays if p.do in OWN_TURN_PLAYS),
                 reading.plays[0].player if reading.plays else ME)
    turn_side = reading.turn_of or (ME if reading.first_turn else first)
    turn_player = PLAYER[turn_side]
    asked = reading.asked.what if reading.asked else None
    turn = 1 if reading.first_turn else (3 if turn_player == "A" else 4)
    phase = reading.phase or ("battle" if reading.plays and reading.plays[0].do == "attack"
                              and not reading.first_turn else "main1")
    if phase == "damage":
        phase = "battle"  # the Damage Step of an attack: declared, then played into it
    state: dict[str, Any] = {
        "turn": turn,
        "turn_player": turn_player,
        "phase": phase,
        "players": {"A": {}, "B": {}},
    }
    if asked in ("discard_count", "discards") and phase == "end":
        state["phase"] = "main2"  # "in the End Phase": the turn goes into it, then ends
    if asked == "draws":
        # The Draw Phase of the turn: from the end of the turn before, or the first turn's own.
        if reading.first_turn:
            state["phase"] = "draw"
        else:
            state.update(turn=turn - 1, turn_player="B" if turn_player == "A" else "A", phase="end")
    inline: list[dict[str, Any]] = []
    names = _names(reading, ids)
    for m, ident, name in zip(reading.monsters, ids, names, strict=True):
        player = state["players"][PLAYER[m.side]]
        if m.name is None and m.zone in ("extra", "graveyard") and m.kind != "normal":
            inline.append(_extra_card(name, m))
        elif m.name is None:
            effects = [{"type": "continuous", "apply": [{"piercing": True}]}] if m.piercing else None
            card = inline_monster(name, m.atk, m.defense, level=m.level or 4, effects=effects)
            if m.tuner:
                card["monster_type"] = ["effect", "tuner"]
            inline.append(card)
        if m.zone == "hand":
            set_later = any(p.do in ("set_monster",) and p.card == reading.monsters.index(m)
                            for p in reading.plays)
            player.setdefault("hand", []).append({"card": name, "id": ident} if set_later else name)
        elif m.zone == "extra":
            player.setdefault("extra_deck", []).append(name)
        elif m.zone == "graveyard":
            player.setdefault("graveyard", []).append({"card": name, "properly_summoned": True} if m.proper
                                                     else name)
        else:
            entry: dict[str, Any] = {"card": name, "id": ident, "position": m.position}
            if m.came == "this_turn":
                entry["set_turn" if m.position == "set" else "summoned_turn"] = turn
            player.setdefault("monsters", []).append(entry)
    card_ids: list[str] = []
    taken: set[str] = set()
    for k, c in enumerate(reading.cards):
        player = state["players"][PLAYER[c.side]]
        ident = f"c{k + 1}"
        name = c.name
        if name is None:
            stand_in = _card_of_kind(c, taken)
            inline.append(stand_in)
            name = stand_in["name"]
        taken.add(name)
        # The card that opens the Chain is played from the hand when it is a Spell; every
        # other card was Set in an earlier turn (a Trap or a Quick-Play Spell may respond).
        opens = any(p.do == "activate" and p.card == k for p in reading.plays[:1])
        set_later = any(p.do == "set_card" and p.card == k for p in reading.plays)
        if c.zone == "hand" or set_later:
            player.setdefault("hand", []).append({"card": name, "id": ident})
            card_ids.append(ident)
        elif c.zone is None and c.kind == "spell" and opens and not c.set_when and not (
                c.subtype == "quick-play" and c.side != turn_side):
            # (a Quick-Play Spell played in the opponent's turn was Set before)
            player.setdefault("hand", []).append(name)
            card_ids.append(name)
        else:
            set_turn = {"this_turn": turn, "last_turn": max(1, turn - 1)}.get(
                c.set_when or "", 1 if c.side == ME else 2)
            player.setdefault("spell_trap", []).append(
                {"card": name, "id": ident, "face": "down", "set_turn": min(set_turn, turn)}
            )
            card_ids.append(ident)
    if reading.scales is not None:
        for name, scale in zip(("Left Scale", "Right Scale"), reading.scales, strict=True):
            inline.append({"name": name, "kind": "monster", "monster_type": ["effect", "pendulum"],
                           "level": 4, "scale": scale, "atk": 1000, "def": 1000})
        state["players"]["A"]["pendulum"] = [{"card": "Left Scale"}, {"card": "Right Scale"}]
    for side, lp in reading.lp.items():
        state["players"][PLAYER[side]]["lp"] = lp
    for side, count in reading.deck.items():
        state["players"][PLAYER[side]]["deck"] = count
    for side in reading.summon_used:
        state["players"][PLAYER[side]]["normal_summon_used"] = True  # once per turn (000:501)
    for side, held in reading.hand_cards.items():
        # Held when the turn comes: the last one is the card drawn in the Draw Phase (a win
        # from the hand is checked when a card reaches it, 000:694)
        draws_next = any(p.do == "phase" and p.to == "next_turn" and p.player != side for p in reading.plays)
        in_hand = held[:-1] if draws_next and held else held
        state["players"][PLAYER[side]].setdefault("hand", []).extend(in_hand)
        if draws_next and held:
            state["players"][PLAYER[side]]["deck"] = [held[-1]]
    for side, count in reading.hand.items():
        base = "Card in hand" if side == ME else "Opponent's card in hand"
        from judge.qa.situation import PLACEHOLDER_NAMES

        for i in range(count):
            inline.append({"name": f"{base} {i + 1}", "kind": "spell", "subtype": "normal",
                           "names": {lg: f"{text} {i + 1}" for lg, text in PLACEHOLDER_NAMES[base].items()},
                           "effects": [{"type": "activation", "do": [{"draw": 1}]}]})
        state["players"][PLAYER[side]].setdefault("hand", []).extend(
            f"{base} {i + 1}" for i in range(count))
    actions: list[dict[str, Any]] = []
    if reading.phase == "damage" and not any(p.do == "attack" for p in reading.plays):
        # "during the Damage Step": a monster of the turn player attacks one of the other's
        for side, name in ((turn_side, "Attacking Monster"), (other(turn_side), "Defending Monster")):
            inline.append(inline_monster(name, 1800 if side == turn_side else 1200, 1000))
            state["players"][PLAYER[side]].setdefault("monsters", []).append(
                {"card": name, "id": "attacker" if side == turn_side else "defender", "position": "attack"})
        mover = PLAYER[turn_side]
        actions.extend([{"player": mover, "do": "attack", "attacker": "attacker", "target": "defender"},
                        {"player": mover, "do": "next_phase"}])
    if asked == "phases":
        # a whole turn, Phase by Phase, from the end of the turn before
        state.update(turn=turn - 1, turn_player="B" if turn_player == "A" else "A", phase="main2")
        actions.extend([{"player": state["turn_player"], "do": "next_phase"}] * 2
                       + [{"player": turn_player, "do": "next_phase"}] * 7)
    if asked == "draws":
        move = "next_phase" if reading.first_turn else "end_turn"
        actions.append({"player": state["turn_player"], "do": move})
    now = state["phase"]
    effect_cards: dict[str, int] = {}
    chain_open = False

    def resolve_chain(player: str) -> None:
        # A play after an activation that does not respond to it: the Chain resolves first.
        nonlocal chain_open
        if chain_open:
            opp = "B" if player == "A" else "A"
            actions.extend([{"player": opp, "do": "pass"}, {"player": player, "do": "pass"}])
            chain_open = False

    def effect_card(do: str, side: str) -> str:
        """A card that makes the play ``do``, Set or in the hand of the player who makes it."""
        spec = _EFFECT_CARDS[do]
        n = effect_cards[do] = effect_cards.get(do, 0) + 1
        name = spec["name"] + ("" if n == 1 else f" {n}")
        card = {**spec, "name": name, "names": {k: v + ("" if n == 1 else f" {n}")
                                               for k, v in spec["names"].items()}}
        inline.append(card)
        ident = f"e{len(effect_cards)}{n}"
        player = state["players"][PLAYER[side]]
        if card["kind"] == "trap":
            player.setdefault("spell_trap", []).append(
                {"card": name, "id": ident, "face": "down", "set_turn": 1 if side == ME else 2})
        else:
            player.setdefault("hand", []).append({"card": name, "id": ident})
        return ident

    for play in reading.plays:
        player = PLAYER[play.player]
        if play.do not in ("activate",):
            resolve_chain(player)
        if play.do == "attack":
            assert play.attacker is not None
            if now != "battle":
                actions.append({"player": player, "do": "enter_phase", "phase": "battle"})
                now = "battle"
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
            chain_open = True
        elif play.do == "summon":
            assert play.card is not None
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
        elif play.do in ("set_monster", "flip_summon"):
            assert play.card is not None
            action = {"player": player, "do": play.do, "card": ids[play.card]}
            if play.tributes:
                action["tributes"] = [ids[t] for t in play.tributes]
            actions.append(action)
        elif play.do == "change_position":
            assert play.card is not None
            actions.append({"player": player, "do": "change_position", "card": ids[play.card],
                            "to": play.to or "defense"})
        elif play.do == "set_card":
            assert play.card is not None
            actions.append({"player": player, "do": "set_spell_trap", "card": card_ids[play.card]})
        elif play.do == "phase":
            if play.to == "next_turn":
                actions.append({"player": player, "do": "end_turn"})
                now = "draw"
            elif play.to in _ORDER and _ORDER.index(play.to) > _ORDER.index(now):
                actions.append({"player": player, "do": "enter_phase", "phase": play.to})
                now = play.to
        elif play.do == "take_control":
            assert play.card is not None
            ident = effect_card("take_control", play.player)
            if play.to == "permanent":
                card = inline[-1]
                card["effects"] = [{**card["effects"][0], "do": [{"take_control": {"what": "targets",
                                                                                   "until": "permanent"}}]}]
            actions.append({"player": player, "do": "activate", "card": ident, "targets": [ids[play.card]]})
            chain_open = True
        elif play.do == "revive":
            assert play.card is not None
            # Special Summoned from the Graveyard by Monster Reborn
            state["players"][player].setdefault("hand", []).append("Monster Reborn")
            actions.append({"player": player, "do": "activate", "card": "Monster Reborn",
                            "targets": [names[play.card]]})
            chain_open = True
        elif play.do == "damage_both":
            # both players' LP reach 0 at once
            ident = effect_card("damage_both", play.player)
            amount = max(reading.lp.values() or [1000])
            damage = {"damage": {"to": "both", "amount": amount}}
            inline[-1]["effects"] = [{"type": "activation", "do": [damage]}]
            actions.append({"player": player, "do": "activate", "card": ident})
            chain_open = True
        elif play.do == "appears":
            actions.append({"player": player, "do": "activate", "card": effect_card("appears", play.player)})
            chain_open = True
        elif play.do in ("destroy", "bounce"):
            assert play.card is not None
            ident = effect_card(play.do, play.player)
            actions.append({"player": player, "do": "activate", "card": ident, "targets": [ids[play.card]]})
            chain_open = True
        elif play.do == "tribute":
            assert play.card is not None
            # Tributed for the Tribute Summon of a Level 5 monster from the hand.
            name = "Tribute Summoned Monster"
            inline.append(inline_monster(name, 2000, 1000, level=5))
            state["players"][player].setdefault("hand", []).append(name)
            actions.append({"player": player, "do": "normal_summon", "card": name,
                            "tributes": [ids[play.card]]})
    if asked in ("discard_count", "discards"):
        resolve_chain(PLAYER[turn_side])
        if now != "end":
            actions.append({"player": PLAYER[turn_side], "do": "enter_phase", "phase": "end"})
        actions.append({"player": PLAYER[turn_side], "do": "end_turn"})
    return {
        "version": 1,
        "title": "Situation described in a question",
        "cards": inline,
        "state": state,
        "actions": actions,
    }


def _where(reading: Reading, result: dict[str, Any]) -> tuple[str, str] | None:
    """Where the monster the plays are about is at the end (zone, whose: me or opp)."""
    about = [p.card for p in reading.plays
             if p.do in ("take_control", "destroy", "bounce", "tribute") and p.card is not None]
    if not about:
        # a battle: the one monster it took off the field ("…where does his monster go?");
        # none or both, and the question does not say which
        left = [m for m in result["outcome"].get("moved") or []
                if str(m.get("from", "")).endswith(".monsters") and m.get("to")]
        if not any(p.do == "attack" for p in reading.plays) or len(left) != 1:
            return None
        player, _, zone = str(left[0]["to"]).partition(".")
        return (zone, ME if player == "A" else OPP)
    ident = _ids(reading)[about[-1]]
    zones = result["outcome"]["zones"]
    for player, side in (("A", ME), ("B", OPP)):
        if any(m.get("id") == ident for m in zones[player].get("monsters") or []):
            return ("field", side)
    for moved in result["outcome"].get("moved") or []:
        if moved.get("id") == ident and moved.get("to"):
            player, _, zone = str(moved["to"]).partition(".")
            return (zone, ME if player == "A" else OPP)
    return None


def responds(reading: Reading) -> bool:
    """Whether the plays are a response: a card activated after another activation, in a
    Chain ("my opponent activates Dark Hole; can I chain Mirror Force?")."""
    return sum(1 for p in reading.plays if p.do == "activate") >= 2


def answer_from(reading: Reading, result: dict[str, Any]) -> Any:
    """The value the question asks for, read from the engine's result of its scenario."""
    asked = reading.asked
    if asked is None:
        return None
    error = result.get("error")
    if asked.what == "allowed":
        # Refused by a rule about the play itself; a refusal for what the question does not
        # set up (targets, costs) decides nothing either way (the answer says so).
        from judge.qa.situation import FORBIDDING_RULES

        if error and error.get("rule") == "activation_condition" and responds(reading):
            return False  # chained to an activation, a card that waits for another event cannot be
        return not (error and error.get("rule") in FORBIDDING_RULES)
    if asked.what == "phases":
        from judge.qa.situation import PHASE_NAMES

        turn = 3
        return [PHASE_NAMES[e["phase"]] for e in result.get("events") or []
                if e.get("type") == "phase" and e.get("turn") == turn and e.get("phase") in PHASE_NAMES]
    if asked.what == "draw_game":
        out = result["outcome"]
        return out.get("winner") is None and bool(out.get("win_reason"))
    if asked.what == "winner":
        out = result["outcome"]
        if not out.get("win_reason"):
            return None  # the Duel goes on: nobody has won yet
        if out.get("winner") is None:
            return "draw"
        return ME if out["winner"] == PLAYER[ME] else OPP
    if asked.what == "spell_speed":
        speeds = [e.get("spell_speed") for e in result.get("events") or [] if e.get("type") == "activate"]
        return int(speeds[0]) if speeds and speeds[0] else None
    if asked.what == "draws":
        turn = result["outcome"]["turn"]
        events = result.get("events") or []
        return not any(e.get("type") == "no_draw" for e in events) and any(
            e.get("type") == "draw" and e.get("turn", turn) == turn for e in events)
    if error:
        return False if asked.kind == "yes_no" else None
    out = result["outcome"]
    battles = out.get("battles") or []
    if asked.what in ("discard_count", "discards"):
        side = reading.turn_of or ME
        before = reading.hand.get(side, 0)
        kept = int(out["zones"][PLAYER[side]]["hand_count"])
        if asked.who == "kept":
            return kept  # "down to how many?": the cards left in the hand
        count = max(0, before - kept)
        return count if asked.what == "discard_count" else count > 0
    if asked.what == "replay":
        return int(out.get("replays") or 0) > 0
    if asked.what in ("where", "goes_to"):
        where = _where(reading, result)
        if asked.what == "where":
            return where
        return where == (asked.zone, asked.who)
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
    if asked.what == "remain_both":
        return not out.get("destroyed")
    if asked.what == "wins":
        return out.get("winner") == PLAYER[asked.who or ME]
    chains = out.get("chains") or []
    if asked.what in ("negated", "applies"):
        negated = {name for chain in chains for name in chain.get("negated") or []}
        first = [link["card"] for chain in chains[:1] for link in chain["links"][:1]]
        card = asked.card or (first[0] if first else None)
        if not card:
            return None
        return (card in negated) == (asked.what == "negated")
    if asked.what == "order":
        return list(chains[0]["resolved"]) if chains else None
    if asked.what == "links":
        return len(chains[0]["links"]) if chains else 0
    if asked.what == "first_link":
        firsts = [n for chain in chains[:1] for n, link in enumerate(chain["links"], 1)
                  if chain["resolved"] and link["card"] == chain["resolved"][0]]
        return firsts[-1] if firsts else None
    if asked.what == "link_of":
        places = [n for chain in chains[:1] for n, link in enumerate(chain["links"], 1)
                  if link["card"] == asked.card]
        return places[0] if places else None
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


def with_level(reading: Reading, level: int) -> Reading:
    """The reading's Synchro (Xyz) Monster, or its monster to Pendulum Summon, given Level
    (Rank) ``level``, for "what Level…?"."""
    import copy

    out = copy.deepcopy(reading)
    made = next(p for p in out.plays if p.do in ("synchro", "xyz", "pendulum"))
    assert made.card is not None
    out.monsters[made.card].level = level
    return out


#: The Levels (and Ranks) a monster can have, which "what Level…?" tries.
LEVELS = range(1, 13)


def searches(reading: Reading) -> list[Reading] | None:
    """The readings to play when the question asks for the smallest Tribute count that works,
    whether any works, the Level of the Synchro (Xyz) Monster the materials make, or the
    highest (lowest) Level the Pendulum Scales let in."""
    if reading.asked is not None and reading.asked.what in ("extra_level", "pendulum_level"):
        return [with_level(reading, n) for n in LEVELS]
    if reading.asked is None or reading.asked.what not in ("tributes_needed", "summon_possible"):
        return None
    return [with_tributes(reading, n) for n in range(4)]


def shown_of(reading: Reading, results: list[dict[str, Any]], value: Any) -> int:
    """Which play of a search the answer shows: the one whose Level is the answer (``value``,
    read from ``results`` by :func:`value_of`; "the highest Level": 7, not the first Level
    allowed), else the first the rules allow; when the rules allow none, a Tribute Summon made
    with the Tributes its Level needs ("I already Normal Summoned": the right count, refused
    all the same), else the last tried."""
    if reading.asked is not None and reading.asked.what in ("extra_level", "pendulum_level") and value:
        return LEVELS.index(value)
    allowed = next((n for n, r in enumerate(results) if r.get("ok")), None)
    if allowed is not None:
        return allowed
    summon = next((p for p in reading.plays if p.do == "summon"), None)
    if reading.asked is not None and reading.asked.what in ("tributes_needed", "summon_possible") \
            and summon is not None and summon.card is not None:
        from judge.engine.summon import tributes_needed

        needed = tributes_needed(reading.monsters[summon.card].level or 4)
        if needed < len(results):
            return needed  # the search plays 0, 1, 2… Tributes: the entry is the count
    return len(results) - 1


def value_of(reading: Reading, results: list[dict[str, Any]] | dict[str, Any]) -> Any:
    """The asked value from the engine's result (or results, for a search)."""
    if isinstance(results, list):
        works = [n for n, r in enumerate(results) if not r.get("error")]
        if reading.asked is not None and reading.asked.what == "summon_possible":
            return bool(works)
        if reading.asked is not None and reading.asked.what == "extra_level":
            # one Level makes the Summon, or the materials do not decide one
            return LEVELS[works[0]] if len(works) == 1 else None
        if reading.asked is not None and reading.asked.what == "pendulum_level":
            if not works:
                return None
            return LEVELS[max(works) if reading.asked.who == "max" else min(works)]
        return works[0] if works else None
    return answer_from(reading, results)


def exodia_pieces() -> tuple[str, ...]:
    """The cards that win together from the hand, as the card library's "Exodia the Forbidden
    One" lists them (its ``win_if_in_hand``), the head first."""
    from judge.cards import get_library

    head = get_library().get("Exodia the Forbidden One")
    for effect in head.effects:
        for entry in effect.get("apply", ()):
            if entry.get("win_if_in_hand"):
                pieces = [str(n) for n in entry["win_if_in_hand"]]
                return (head.name, *[n for n in pieces if n != head.name])
    return (head.name,)
