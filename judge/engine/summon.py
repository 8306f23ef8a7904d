"""Summoning monsters and changing battle positions.

* Normal Summon / Set once per turn together (000:501, 000:758); Tribute
  Summons need 1 Tribute for Level 5-6 and 2 for Level 7+ (000:507); a Set
  monster is not Summoned (000:501); no face-up Defense Position from the hand
  (000:503).
* Flip Summon, not in the turn the monster was Set (000:518).
* Battle position changes: once per turn, not the turn the monster came to the
  field, not after it attacked (000:762).
* Special Summons: Synchro (000:433-461), Xyz (000:382-412, 000:1060,
  000:1096), Fusion (004:477-483), Ritual (000:469-479), Pendulum (000:344-358),
  face-up Attack or Defense Position at the player's choice (000:522).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import fold
from .effects import free_monster_zones, illegal, put_monster
from .errors import EngineError
from .events import emit
from .movement import move, remove
from .refs import cards_in, find_card
from .state import CardInst, GameState

MAIN_PHASES = ("main1", "main2")


def require_main_phase(state: GameState, player: str, what: str) -> None:
    """Summons, Sets and position changes belong to the turn player's Main Phase
    (000:752, 000:842)."""
    if state.game_over:
        raise illegal(state, "game_over", "the Duel is over")
    if state.turn_player != player:
        raise illegal(state, "not_your_turn", f"{what} only in your own turn")
    if state.phase not in MAIN_PHASES:
        raise illegal(state, "phase_timing", f"{what} only in your Main Phase")


def tributes_needed(level: int) -> int:
    """000:507: Level 5-6 → 1 Tribute, Level 7+ → 2."""
    if level >= 7:
        return 2
    if level >= 5:
        return 1
    return 0


def _refs(state: GameState, player: str, refs: Any, places: Sequence[str]) -> list[CardInst]:
    if refs is None:
        return []
    if not isinstance(refs, list):
        refs = [refs]
    out: list[CardInst] = []
    for ref in refs:
        card = find_card(state, state.library, ref, player, places,
                         state.edition)
        if card in out:
            raise illegal(state, "card_not_there", f"\"{card.name}\" is named twice")
        out.append(card)
    return out


# -- Normal Summon, Tribute Summon, Set -------------------------------------------------
@dataclass
class NormalPlan:
    card: CardInst
    tributes: list[CardInst]
    set: bool
    zone: int | None


def check_normal_summon(state: GameState, action: Mapping[str, Any]) -> NormalPlan:
    player = action["player"]
    is_set = action["do"] == "set_monster"
    require_main_phase(state, player, "Normal Summons and Sets")
    card = find_card(state, state.library, action.get("card"), player,
                     ("hand",), state.edition)
    cd = card.card
    if cd.kind != "monster":
        raise illegal(state, "card_not_there", f"\"{cd.name}\" is not a monster")
    if cd.extra_kind is not None or cd.is_token:
        raise illegal(state, "special_summon_only",
                      f"\"{cd.name}\" cannot be Normal Summoned or Set")
    if state.players[player].normal_summon_used:
        raise illegal(state, "normal_summon_limit",
                      "only one Normal Summon or Set per turn")
    tributes = _refs(state, player, action.get("tributes"), ("monsters",))
    needed = tributes_needed(cd.level)
    if len(tributes) != needed:
        raise illegal(state, "tribute_count",
                      f"a Level {cd.level} monster needs {needed} Tribute(s), "
                      f"{len(tributes)} given")
    if free_monster_zones(state, player) + len(tributes) < 1:
        raise illegal(state, "zone_full", "no free Monster Zone")
    return NormalPlan(card, tributes, is_set, action.get("zone"))


def do_normal_summon(state: GameState, player: str, plan: NormalPlan) -> None:
    for t in plan.tributes:
        emit(state, "tribute", "tribute_summon", args={"player": player, "card": t},
             player=player, card=t, extra_cites=("000:1200",))
        move(state, t, "graveyard", "tribute")
    state.players[player].normal_summon_used = True
    card = plan.card
    if plan.set:
        put_monster(state, card, player, "set", "normal", plan.zone)
        emit(state, "set_monster", "set_monster", args={"player": player}, player=player,
             card=card, tributes=[t.name for t in plan.tributes])
        return
    how = "tribute" if plan.tributes else "normal"
    put_monster(state, card, player, "attack", how, plan.zone)
    if plan.tributes:
        emit(state, "summon", "tribute_summon", text_kind="tribute_summon",
             args={"player": player, "card": card, "n": len(plan.tributes)}, player=player,
             card=card, method="tribute", tributes=[t.name for t in plan.tributes])
    else:
        emit(state, "summon", "normal_summon", text_kind="normal_summon",
             args={"player": player, "card": card}, player=player, card=card, method="normal")
    state.moments.append(("normal_summoned", card.uid))
    state.moments.append(("summoned", card.uid))


# -- Flip Summon and position changes --------------------------------------------------------
def check_flip_summon(state: GameState, action: Mapping[str, Any]) -> CardInst:
    player = action["player"]
    require_main_phase(state, player, "Flip Summons")
    card = find_card(state, state.library, action.get("card"), player,
                     ("monsters",), state.edition)
    if card.face_up:
        raise illegal(state, "position_change", f"\"{card.name}\" is already face-up")
    if card.set_turn is not None and card.set_turn >= state.turn:
        raise illegal(state, "flip_summon_same_turn",
                      f"\"{card.name}\" was Set this turn and cannot be Flip Summoned yet")
    if card.position_changed:
        raise illegal(state, "position_change",
                      f"the position of \"{card.name}\" was already changed this turn")
    return card


def do_flip_summon(state: GameState, player: str, card: CardInst) -> None:
    card.face_up = True
    card.position = "attack"
    card.position_changed = True
    card.summoned_turn = state.turn
    emit(state, "summon", "flip_summon", text_kind="flip_summon",
         args={"player": player, "card": card}, player=player, card=card, method="flip")
    state.moments.append(("flipped", card.uid))
    state.moments.append(("flip_summoned", card.uid))
    state.moments.append(("summoned", card.uid))


def check_change_position(state: GameState, action: Mapping[str, Any]) -> tuple[CardInst, str]:
    player = action["player"]
    require_main_phase(state, player, "Battle position changes")
    card = find_card(state, state.library, action.get("card"), player,
                     ("monsters",), state.edition)
    if not card.face_up:
        raise illegal(state, "position_change",
                      f"\"{card.name}\" is face-down: use a Flip Summon (000:518)")
    to = action.get("to") or ("defense" if card.position == "attack" else "attack")
    if to == card.position:
        raise illegal(state, "position_change", f"\"{card.name}\" is already in {to} position")
    if (card.summoned_turn is not None and card.summoned_turn >= state.turn) or \
            (card.set_turn is not None and card.set_turn >= state.turn):
        raise illegal(state, "position_change",
                      f"\"{card.name}\" came to the field this turn")
    if card.attacks > 0:
        raise illegal(state, "position_change", f"\"{card.name}\" attacked this turn")
    if card.position_changed:
        raise illegal(state, "position_change",
                      f"the position of \"{card.name}\" was already changed this turn")
    return card, to


def do_change_position(state: GameState, player: str, card: CardInst, to: str) -> None:
    card.position = to
    card.position_changed = True
    emit(state, "change_position", "position_change",
         args={"player": player, "card": card, "position": to}, player=player, card=card,
         position=to)


# -- Synchro, Xyz, Pendulum ---------------------------------------------------------------
@dataclass
class SpecialPlan:
    method: str
    cards: list[CardInst]
    materials: list[CardInst] = field(default_factory=list)
    position: str = "attack"


def _extra_monster(state: GameState, action: Mapping[str, Any], player: str,
                   kind: str, rule: str) -> CardInst:
    card = find_card(state, state.library, action.get("card"), player,
                     ("extra_deck",), state.edition)
    if not card.card.has_type(kind):
        raise illegal(state, rule, f"\"{card.name}\" is not a {kind.capitalize()} Monster")
    return card


def _position(action: Mapping[str, Any]) -> str:
    pos = action.get("position", "attack")
    return "defense" if pos == "defense" else "attack"


def check_synchro(state: GameState, action: Mapping[str, Any]) -> SpecialPlan:
    """1 face-up Tuner + face-up non-Tuners whose Levels add up exactly to the
    Synchro Monster's Level (000:433, 000:457)."""
    player = action["player"]
    require_main_phase(state, player, "Synchro Summons")
    card = _extra_monster(state, action, player, "synchro", "synchro_materials")
    mats = _refs(state, player, action.get("materials"), ("monsters",))
    _check_synchro_materials(state, card, mats)
    if free_monster_zones(state, player) + len(mats) < 1:
        raise illegal(state, "zone_full", "no free Monster Zone")
    return SpecialPlan("synchro", [card], mats, _position(action))


def _check_synchro_materials(state: GameState, card: CardInst, mats: list[CardInst]) -> None:
    if any(not m.face_up for m in mats):
        raise illegal(state, "synchro_materials", "Synchro Materials must be face-up")
    if any(m.card.has_type("xyz") for m in mats):
        raise illegal(state, "synchro_materials", "an Xyz Monster has no Level")
    tuners = [m for m in mats if m.card.has_type("tuner")]
    if len(tuners) != 1:
        raise illegal(state, "synchro_materials",
                      f"a Synchro Summon needs exactly 1 Tuner, {len(tuners)} given")
    if len(mats) < 2:
        raise illegal(state, "synchro_materials", "a Synchro Summon needs a non-Tuner too")
    total = sum(m.card.level for m in mats)
    if total != card.card.level:
        raise illegal(state, "synchro_materials",
                      f"the materials' Levels add up to {total}, not {card.card.level}")
    spec = card.card.materials or {}
    tuner_name = spec.get("tuner") if isinstance(spec.get("tuner"), str) else None
    if tuner_name and fold(tuner_name) not in {fold(n) for n in tuners[0].card.all_names()}:
        raise illegal(state, "synchro_materials", f"the Tuner must be \"{tuner_name}\"")
    if spec.get("names"):
        _check_names(state, spec["names"], mats, "synchro_materials")


def _check_names(state: GameState, names: Sequence[str], mats: Sequence[CardInst],
                 rule: str) -> None:
    want = Counter(fold(n) for n in names)
    got: Counter[str] = Counter()
    for m in mats:
        hit = next((fold(n) for n in m.card.all_names() if fold(n) in want), fold(m.name))
        got[hit] += 1
    if want != got:
        raise illegal(state, rule, f"the materials must be: {', '.join(names)}")


def check_xyz(state: GameState, action: Mapping[str, Any]) -> SpecialPlan:
    """Face-up monsters of the same Level as the Rank, no Tokens (000:382,
    000:388, 000:1060)."""
    player = action["player"]
    if state.edition == "synchro":
        raise illegal(state, "not_in_edition", "this rulebook edition has no Xyz Monsters")
    require_main_phase(state, player, "Xyz Summons")
    card = _extra_monster(state, action, player, "xyz", "xyz_materials")
    mats = _refs(state, player, action.get("materials"), ("monsters",))
    spec = card.card.materials or {}
    count = int(spec.get("count", 2))
    level = int(spec.get("level", card.card.level))
    if any(not m.face_up for m in mats):
        raise illegal(state, "xyz_materials", "Xyz Materials must be face-up")
    if any(m.card.is_token for m in mats):
        raise illegal(state, "xyz_materials", "Tokens cannot be Xyz Materials")
    if any(m.card.has_type("xyz") or m.card.level != level for m in mats):
        raise illegal(state, "xyz_materials", f"the Xyz Materials must all be Level {level}")
    if len(mats) != count:
        raise illegal(state, "xyz_materials", f"\"{card.name}\" needs {count} Xyz Materials, "
                                              f"{len(mats)} given")
    if spec.get("names"):
        _check_names(state, spec["names"], mats, "xyz_materials")
    return SpecialPlan("xyz", [card], mats, _position(action))


def check_pendulum(state: GameState, action: Mapping[str, Any]) -> SpecialPlan:
    """Once per turn, with both Pendulum Zones set: monsters from the hand and
    face-up from the Extra Deck whose Levels are strictly between the Scales
    (000:348, 000:352, 000:356)."""
    player = action["player"]
    if state.edition == "synchro":
        raise illegal(state, "not_in_edition", "this rulebook edition has no Pendulum Summon")
    require_main_phase(state, player, "Pendulum Summons")
    p = state.players[player]
    if p.pendulum_summon_used:
        raise illegal(state, "pendulum_once", "only one Pendulum Summon per turn")
    scales = [c for c in p.pendulum if c is not None]
    if len(scales) < 2:
        raise illegal(state, "pendulum_scale", "a Pendulum Summon needs a card in both "
                                               "Pendulum Zones")
    lo, hi = sorted((scales[0].card.scale or 0, scales[1].card.scale or 0))
    refs = action.get("cards", action.get("card"))
    cards = _refs(state, player, refs, ("hand", "extra_deck"))
    if not cards:
        raise illegal(state, "pendulum_scale", "no monster to Pendulum Summon")
    for c in cards:
        if c.card.kind != "monster":
            raise illegal(state, "pendulum_scale", f"\"{c.name}\" is not a monster")
        if c in p.extra_deck and not (c.card.has_type("pendulum") and c.face_up):
            raise illegal(state, "pendulum_scale",
                          "only face-up Pendulum Monsters can come from the Extra Deck")
        if c.card.has_type("xyz") or not lo < c.card.level < hi:
            raise illegal(state, "pendulum_scale",
                          f"\"{c.name}\" is Level {c.card.level}, not between the Scales "
                          f"{lo} and {hi}")
    if len(cards) > free_monster_zones(state, player):
        raise illegal(state, "zone_full", "not enough free Monster Zones")
    return SpecialPlan("pendulum", cards, [], _position(action))


def do_special(state: GameState, player: str, plan: SpecialPlan) -> None:
    rule = f"{plan.method}_summon"
    if plan.method == "xyz":
        card = plan.cards[0]
        for m in plan.materials:
            remove(state, m)
            m.controller = m.owner
            m.control_until = None
        put_monster(state, card, player, plan.position, "xyz")
        card.materials = list(plan.materials)
        emit(state, "summon", rule, text_kind="special_summon",
             args={"player": player, "how": "xyz", "card": card, "position": plan.position},
             player=player, card=card, method="xyz", materials=[m.name for m in plan.materials])
        emit(state, "xyz_attach", "xyz_summon", args={"cards": plan.materials, "card": card},
             card=card, materials=[m.name for m in plan.materials])
    else:
        if plan.materials:
            emit(state, "materials", rule, args={"cards": plan.materials},
                 materials=[m.name for m in plan.materials])
            for m in plan.materials:
                move(state, m, "graveyard", "material")
        for card in plan.cards:
            put_monster(state, card, player, plan.position, plan.method)
            emit(state, "summon", rule, text_kind="special_summon",
                 args={"player": player, "how": plan.method, "card": card,
                       "position": plan.position},
                 player=player, card=card, method=plan.method,
                 materials=[m.name for m in plan.materials])
    if plan.method == "pendulum":
        state.players[player].pendulum_summon_used = True
    for card in plan.cards:
        state.moments.append(("summoned", card.uid))
        state.moments.append(("special_summoned", card.uid))


# -- Fusion and Ritual (through Spell Cards) -----------------------------------------------------
def fusion_plan(state: GameState, player: str, choices: Mapping[str, Any], spell: CardInst,
                strict: bool = False, arg: Any = None) -> SpecialPlan | None:
    """The Fusion Summon that ``choices`` asks for (``fusion``/``monster`` and
    ``materials``), or the first possible one.  Materials come from the hand or
    the field (004:481), or where the card says (``materials_from``)."""
    places: tuple[str, ...] = ("hand", "monsters")
    if isinstance(arg, Mapping) and arg.get("materials_from"):
        places = tuple(arg["materials_from"])
    try:
        wanted = choices.get("fusion", choices.get("monster"))
        if wanted is not None:
            monsters = [find_card(state, state.library, wanted, player,
                                  ("extra_deck",), state.edition)]
        else:
            monsters = [c for c in state.players[player].extra_deck if c.card.has_type("fusion")]
        pool = [c for c in cards_in(state, player, places) if c is not spell]
        for monster in monsters:
            if not monster.card.has_type("fusion"):
                raise illegal(state, "fusion_materials", f"\"{monster.name}\" is not a Fusion "
                                                         "Monster")
            spec = monster.card.materials or {}
            if choices.get("materials") is not None:
                mats = _refs(state, player, choices["materials"], places)
                mats = [m for m in mats if m is not spell]
            else:
                auto = _auto_fusion(spec, pool)
                if auto is None:
                    continue
                mats = auto
            names = spec.get("names")
            if names:
                _check_names(state, names, mats, "fusion_materials")
            elif len(mats) < int(spec.get("count", 2)):
                raise illegal(state, "fusion_materials", "not enough Fusion Materials")
            on_field = sum(1 for m in mats if m in state.players[player].monsters)
            if free_monster_zones(state, player) + on_field < 1:
                raise illegal(state, "zone_full", "no free Monster Zone")
            return SpecialPlan("fusion", [monster], mats, _position(choices))
        raise illegal(state, "fusion_materials", "the Fusion Materials are not in the hand or "
                                                 "on the field")
    except EngineError:
        if strict:
            raise
        return None


def _auto_fusion(spec: Mapping[str, Any], pool: list[CardInst]) -> list[CardInst] | None:
    names = spec.get("names")
    if not names:
        return None
    chosen: list[CardInst] = []
    for n in names:
        hit = next((c for c in pool if c not in chosen
                    and fold(n) in {fold(x) for x in c.card.all_names()}), None)
        if hit is None:
            return None
        chosen.append(hit)
    return chosen


def perform_fusion(state: GameState, player: str, plan: SpecialPlan,
                   choices: Mapping[str, Any]) -> None:
    if any(state.location(m) is None for m in plan.materials):
        return
    if state.location(plan.cards[0]) != (player, "extra_deck"):
        return
    do_special(state, player, plan)


def ritual_plan(state: GameState, player: str, choices: Mapping[str, Any], spell: CardInst,
                arg: Any = None, strict: bool = False) -> SpecialPlan | None:
    """Ritual Summon: the Ritual Monster from the hand, Tributes from the hand
    or field whose Levels add up to at least its Level (000:475, 000:477)."""
    places = ("hand", "monsters")
    try:
        wanted = choices.get("monster")
        fixed_raw = (arg.get("monster") or arg.get("what")) if isinstance(arg, Mapping) else None
        allowed = [fixed_raw] if isinstance(fixed_raw, str) else list(fixed_raw or [])
        fixed = allowed[0] if len(allowed) == 1 else None
        if wanted is None:
            wanted = fixed
        if wanted is not None:
            monster = find_card(state, state.library, wanted, player,
                                ("hand",), state.edition)
        else:
            monster = next((c for c in state.players[player].hand
                            if c.card.has_type("ritual")), None)  # type: ignore[assignment]
            if monster is None:
                raise illegal(state, "ritual_tributes", "no Ritual Monster in the hand")
        if not monster.card.has_type("ritual"):
            raise illegal(state, "ritual_tributes", f"\"{monster.name}\" is not a Ritual Monster")
        if allowed and not {fold(a) for a in allowed} & {fold(n) for n in
                                                        monster.card.all_names()}:
            raise illegal(state, "ritual_tributes",
                          f"this Ritual Spell Summons {', '.join(allowed)}")
        level = monster.card.level
        exact = False
        need = arg.get("tribute_levels") if isinstance(arg, Mapping) else None
        if need is not None:
            exact = not str(need).endswith("+")
            level = int(str(need).rstrip("+"))
        if choices.get("tributes") is not None:
            tributes = _refs(state, player, choices["tributes"], places)
        else:
            pool = [c for c in cards_in(state, player, places)
                    if c is not spell and c is not monster and c.card.kind == "monster"]
            pool.sort(key=lambda c: -c.card.level)
            tributes = []
            for c in pool:
                if sum(t.card.level for t in tributes) >= level:
                    break
                tributes.append(c)
        if monster in tributes or any(t.card.kind != "monster" for t in tributes):
            raise illegal(state, "ritual_tributes", "the Tributes must be other monsters")
        total = sum(t.card.level for t in tributes)
        if total < level or (exact and total != level):
            raise illegal(state, "ritual_tributes",
                          f"the Tributes' Levels add up to {total}, less than {level}")
        on_field = sum(1 for t in tributes if t in state.players[player].monsters)
        if free_monster_zones(state, player) + on_field < 1:
            raise illegal(state, "zone_full", "no free Monster Zone")
        return SpecialPlan("ritual", [monster], tributes, _position(choices))
    except EngineError:
        if strict:
            raise
        return None


def perform_ritual(state: GameState, player: str, plan: SpecialPlan,
                   choices: Mapping[str, Any]) -> None:
    if any(state.location(t) is None for t in plan.materials):
        return
    if state.location(plan.cards[0]) != (player, "hand"):
        return
    for t in plan.materials:
        emit(state, "tribute", "ritual_summon", args={"player": player, "card": t},
             player=player, card=t)
        move(state, t, "graveyard", "tribute")
    monster = plan.cards[0]
    put_monster(state, monster, player, plan.position, "ritual")
    emit(state, "summon", "ritual_summon", text_kind="special_summon",
         args={"player": player, "how": "ritual", "card": monster, "position": plan.position},
         player=player, card=monster, method="ritual",
         tributes=[t.name for t in plan.materials])
    state.moments.append(("summoned", monster.uid))
    state.moments.append(("special_summoned", monster.uid))

