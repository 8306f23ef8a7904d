"""Game state: cards, zones, the chain, the battle in progress.

Zones follow 000:154-187: 5 Monster Zones, 5 Spell & Trap Zones, the Field
Zone, 2 Pendulum Zones, plus hand, Deck, Extra Deck, Graveyard and banished.
:class:`GameState` is mutable and offers ``push(action)`` / ``pop()`` over a
stack of saved states and ``copy()`` for "what if", like a chess board.
"""

from __future__ import annotations

import copy as _copy
from dataclasses import dataclass, field
from typing import Any

from .cards import CardDef, CardLibrary

PLAYERS = ("A", "B")
PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
STEPS = ("start", "battle", "damage", "end")
MONSTER_ZONES = 5   # 000:156
SPELL_TRAP_ZONES = 5  # 000:162
PENDULUM_ZONES = 2  # 000:185-187
HAND_LIMIT = 6  # 000:849, 000:854
START_LP = 8000  # 000:688


def other(player: str) -> str:
    return "B" if player == "A" else "A"


@dataclass
class Modifier:
    """A change to ATK or DEF from a resolved effect (000:1114: not original)."""

    stat: str  # "atk" | "def"
    amount: int
    until: str  # "end_of_turn" | "permanent"
    source: str
    absolute: bool = False  # set_atk: the value replaces the current one


@dataclass(eq=False, slots=True)
class CardInst:
    """One physical card in the Duel."""

    uid: str
    card: CardDef
    owner: str
    controller: str
    face_up: bool = True
    position: str = "attack"  # monsters: "attack" | "defense"
    summoned_turn: int | None = None
    set_turn: int | None = None
    attacks: int = 0
    position_changed: bool = False
    materials: list[CardInst] = field(default_factory=list)
    equipped_to: str | None = None
    counters: dict[str, int] = field(default_factory=dict)
    summoned_by: str | None = None
    properly_summoned: bool = False
    modifiers: list[Modifier] = field(default_factory=list)
    effects_negated: bool = False
    used_effects: set[int] = field(default_factory=set)
    # Control taken by an effect that lasts "until the End Phase": the card goes
    # back to its owner then (000:1148; 004:1147).  None: no such effect.
    control_until: str | None = None

    @property
    def name(self) -> str:
        return self.card.name

    def label(self, lang: str) -> str:
        return self.card.label(lang)


@dataclass
class PlayerState:
    name: str
    lp: int = START_LP
    hand: list[CardInst] = field(default_factory=list)
    deck: list[CardInst] = field(default_factory=list)
    extra_deck: list[CardInst] = field(default_factory=list)
    graveyard: list[CardInst] = field(default_factory=list)
    banished: list[CardInst] = field(default_factory=list)
    monsters: list[CardInst | None] = field(default_factory=lambda: [None] * MONSTER_ZONES)
    spell_trap: list[CardInst | None] = field(
        default_factory=lambda: [None] * SPELL_TRAP_ZONES)
    field_zone: CardInst | None = None
    pendulum: list[CardInst | None] = field(default_factory=lambda: [None] * PENDULUM_ZONES)
    normal_summon_used: bool = False
    pendulum_summon_used: bool = False
    cannot_attack_until: str | None = None  # prevent_attacks

    def field_monsters(self) -> list[CardInst]:
        return [c for c in self.monsters if c is not None]

    def field_spell_traps(self) -> list[CardInst]:
        return [c for c in self.spell_trap if c is not None]

    def on_field(self) -> list[CardInst]:
        """Cards this player controls (000:1146)."""
        cards = self.field_monsters() + self.field_spell_traps()
        if self.field_zone is not None:
            cards.append(self.field_zone)
        cards.extend(c for c in self.pendulum if c is not None)
        return cards

    def all_cards(self) -> list[CardInst]:
        """Every card in every place of this player's side (materials included)."""
        out = self.hand + self.deck + self.extra_deck + self.graveyard + self.banished
        for card in self.on_field():
            out.append(card)
            out.extend(card.materials)
        return out


@dataclass
class ChainLink:
    link: int
    card: CardInst
    player: str
    effect_index: int
    effect: dict[str, Any]
    spell_speed: int
    kind: str  # "spell" | "trap" | "monster" | "pendulum"
    targets: list[str] = field(default_factory=list)
    choices: dict[str, Any] = field(default_factory=dict)
    negated: bool = False  # activation negated (000:1024)
    effect_negated: bool = False
    is_card_activation: bool = False  # a Spell/Trap card's own activation
    trigger: bool = False


@dataclass
class Battle:
    """The attack being carried out (000:809-825)."""

    attacker: str
    target: str | None
    opponent_monsters: list[str]
    damage_step: bool = False
    negated: bool = False
    replay: bool = False


@dataclass
class PendingTrigger:
    card_uid: str
    player: str
    effect_index: int
    optional: bool


@dataclass
class GameState:
    """Everything about one Duel at one moment."""

    players: dict[str, PlayerState]
    edition: str = "9.1"
    turn: int = 1
    first_player: str = "A"
    turn_player: str = "A"
    phase: str = "main1"
    step: str | None = None
    chain: list[ChainLink] = field(default_factory=list)
    priority: str = "A"
    passes: int = 0
    battle: Battle | None = None
    battle_phase_done: bool = False
    events: list[dict[str, Any]] = field(default_factory=list)
    chains_log: list[dict[str, Any]] = field(default_factory=list)
    battles_log: list[dict[str, Any]] = field(default_factory=list)
    destroyed_log: list[str] = field(default_factory=list)
    replays: int = 0
    winner: str | None = None
    win_reason: str | None = None
    game_over: bool = False
    pending_optional: list[PendingTrigger] = field(default_factory=list)
    moments: list[tuple[str, str | None]] = field(default_factory=list)
    recent_moments: list[tuple[str, str | None]] = field(default_factory=list)
    skip_phases: dict[str, list[str]] = field(default_factory=dict)
    library: CardLibrary | None = None
    next_uid: int = 1
    # where each card was when the scenario was loaded (uid -> (side, place)), and
    # every change of control, to report the cards that moved with their owners
    start_places: dict[str, tuple[str, str]] = field(default_factory=dict)
    control_log: list[dict[str, Any]] = field(default_factory=list)
    _stack: list[GameState] = field(default_factory=list, repr=False)
    budget: Any = field(default=None, repr=False, compare=False)

    # -- lookup ----------------------------------------------------------------
    def new_uid(self, prefix: str = "c") -> str:
        uid = f"{prefix}{self.next_uid}"
        self.next_uid += 1
        return uid

    def all_cards(self) -> list[CardInst]:
        return self.players["A"].all_cards() + self.players["B"].all_cards()

    def find(self, uid: str) -> CardInst | None:
        for card in self.all_cards():
            if card.uid == uid:
                return card
        return None

    def field_place(self, card: CardInst) -> tuple[str, str] | None:
        """(side, zone) of a card on the field, or None."""
        for name, p in self.players.items():
            for c in p.monsters:
                if c is card:
                    return name, "monsters"
            for c in p.spell_trap:
                if c is card:
                    return name, "spell_trap"
            if p.field_zone is card:
                return name, "field"
            for c in p.pendulum:
                if c is card:
                    return name, "pendulum"
        return None

    def location(self, card: CardInst) -> tuple[str, str] | None:
        """(player side, place) of a card, or None if it is nowhere."""
        found = self.field_place(card)
        if found is not None:
            return found
        for name, p in self.players.items():
            for place in ("hand", "graveyard", "banished", "extra_deck", "deck"):
                for c in getattr(p, place):
                    if c is card:
                        return name, place
            for m in p.on_field():
                for c in m.materials:
                    if c is card:
                        return name, "material"
        return None

    def places(self) -> dict[str, tuple[str, str]]:
        """Where every card is, by uid: (side, place), in one pass."""
        out: dict[str, tuple[str, str]] = {}
        for name, p in self.players.items():
            for place in ("hand", "deck", "extra_deck", "graveyard", "banished"):
                for c in getattr(p, place):
                    out[c.uid] = (name, place)
            for c in p.on_field():
                where = self.field_place(c)
                out[c.uid] = where if where is not None else (name, "field")
                for m in c.materials:
                    out[m.uid] = (name, "material")
        return out

    def on_field(self, card: CardInst) -> bool:
        return self.field_place(card) is not None

    def in_damage_step(self) -> bool:
        return self.phase == "battle" and self.step == "damage"

    # -- push / pop / copy -------------------------------------------------------
    def copy(self) -> GameState:
        """An independent copy (card definitions are shared)."""
        stack, self._stack = self._stack, []
        try:
            return _copy.deepcopy(self)
        finally:
            self._stack = stack

    def push(self, action: dict[str, Any]) -> None:
        """Apply ``action`` (raising :class:`IllegalActionError` if the rules forbid
        it), remembering the state before it for :meth:`pop`."""
        from .actions import apply_action

        saved = self.copy()
        try:
            apply_action(self, action)
        except Exception:
            stack = self._stack
            self.__dict__.update(saved.__dict__)
            self._stack = stack
            raise
        self._stack.append(saved)

    def pop(self) -> None:
        """Undo the last :meth:`push`."""
        if not self._stack:
            raise IndexError("pop from a state with no pushed action")
        saved = self._stack.pop()
        stack = self._stack
        self.__dict__.update(saved.__dict__)
        self._stack = stack
