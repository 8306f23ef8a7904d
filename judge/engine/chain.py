"""Activations, Chains, Spell Speeds, and Trigger Effects.

* A Chain resolves in reverse order, from the last link to Chain Link 1
  (000:949, 000:1012).
* To respond, an effect needs Spell Speed 2 or more and not lower than the
  link it responds to (000:955, 000:959); Spell Speed 1: Normal/Continuous/
  Equip/Field/Ritual Spells, Ignition, Trigger and Flip Effects (000:963);
  2: Normal and Continuous Traps, Quick-Play Spells, Quick Effects (000:969);
  3: Counter Traps (000:975).
* Costs are paid on activation (000:1196).
* Cards that resolved stay until the whole Chain has resolved, then Normal and
  Quick-Play Spells, Normal and Counter Traps go to the Graveyard (000:614,
  000:658).
* Simultaneous Trigger Effects form a Chain built from the turn player's
  effects first (000:1074, 000:1076).
* After an activation priority passes to the opponent (000:1044).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import CardDef, fold
from .effects import (
    check_lp,
    cost_plan,
    effect_operations,
    illegal,
    pay,
    properly_summoned_check,
    run_operations,
    special_summon_candidates,
    target_candidates,
)
from .errors import IllegalActionError
from .events import emit
from .movement import free_slot, move, remove
from .refs import find_card
from .state import CardInst, ChainLink, GameState, PendingTrigger, other
from .stats import matches_filter

SELF_WHENS = ("normal_summoned", "summoned", "special_summoned", "flipped", "flip_summoned",
              "sent_to_graveyard", "sent_from_field_to_graveyard", "destroyed_by_battle",
              "destroyed", "targeted_for_attack")
GRAVEYARD_WHENS = ("sent_to_graveyard", "sent_from_field_to_graveyard", "destroyed_by_battle",
                   "destroyed")
MAIN_PHASES = ("main1", "main2")
STAT_OPS = ("modify_atk", "modify_def", "set_atk")

_EQUIP_TARGET = {"count": 1, "zone": "monsters", "side": "both", "face": "up"}


def card_effects(card: CardDef) -> list[dict[str, Any]]:
    """The card's effects, with the activation a Spell/Trap always has.

    A Spell or Trap is activated even when its text only describes Continuous
    Effects (000:626, 000:664); Equip Spells target 1 face-up monster
    (000:632); "Polymerization" Fusion Summons (004:477); Ritual Spells Ritual
    Summon (000:475).
    """
    effects = [dict(e) for e in card.effects]
    if card.kind in ("spell", "trap") and not any(e["type"] == "activation" for e in effects):
        effects.insert(0, {"type": "activation", "do": []})
    if card.kind == "spell":
        for e in effects:
            if e["type"] != "activation":
                continue
            ops = effect_operations(e)
            if card.subtype == "equip" and "equip" not in ops:
                e.setdefault("target", dict(_EQUIP_TARGET))
                e["do"] = list(e.get("do", [])) + [{"equip": {"what": "targets"}}]
            if fold(card.name) == "polymerization" and "fusion_summon" not in ops:
                e["do"] = list(e.get("do", [])) + [{"fusion_summon": {}}]
            if card.subtype == "ritual" and "ritual_summon" not in ops:
                e["do"] = list(e.get("do", [])) + [
                    {"ritual_summon": {"monster": card.ritual_monster} if card.ritual_monster
                     else {}}]
            break
    return effects


def spell_speed(card: CardDef, effect: Mapping[str, Any]) -> int:
    """Spell Speed of an effect (000:961-977)."""
    if "spell_speed" in effect:
        return int(effect["spell_speed"])
    etype = effect.get("type")
    if effect.get("pendulum"):
        return 1
    if card.kind == "spell":
        if etype == "activation":
            return 2 if card.subtype == "quick-play" else 1
        return 2 if etype == "quick" else 1
    if card.kind == "trap":
        if card.subtype == "counter":
            return 3
        return 2 if etype in ("activation", "quick") else 1
    return 2 if etype == "quick" else 1


@dataclass
class ActivationPlan:
    card: CardInst
    player: str
    effect_index: int
    effect: dict[str, Any]
    speed: int
    kind: str
    is_card_activation: bool
    place: str
    targets: list[CardInst] = field(default_factory=list)
    cost: list[tuple[str, Any]] = field(default_factory=list)
    choices: dict[str, Any] = field(default_factory=dict)
    trigger: PendingTrigger | None = None


ACTIVATION_PLACES = ("hand", "spell_trap", "field", "pendulum", "monsters", "graveyard")


def check_activation(state: GameState, action: Mapping[str, Any]) -> ActivationPlan:
    """Check an ``activate`` action against the rules; return what it would do.

    A card named (not given by id) may be in several places (a Trap in the hand
    and a Set copy): the first copy that can be activated is meant.  Raises
    :class:`IllegalActionError` naming the rule that forbids it.
    """
    player = action["player"]
    card = find_card(state, state.library, action.get("card"), player,
                     ACTIVATION_PLACES, state.edition)
    ref = action.get("card")
    if ref != card.uid:
        copies = [c for c in _activation_order(state, player) if c.name == card.name]
        first_error: IllegalActionError | None = None
        for copy in copies:
            try:
                return _check_activation_of(state, action, copy)
            except IllegalActionError as exc:
                first_error = first_error or exc
        if first_error is not None:
            raise first_error
    return _check_activation_of(state, action, card)


def _activation_order(state: GameState, player: str) -> list[CardInst]:
    """Where a named card is looked for: the field first, then the hand and Graveyard."""
    from .refs import cards_in

    return cards_in(state, player, ("spell_trap", "field", "pendulum", "monsters", "hand",
                                    "graveyard"))


def _check_activation_of(state: GameState, action: Mapping[str, Any],
                         card: CardInst) -> ActivationPlan:
    player = action["player"]
    loc = state.location(card)
    place = loc[1] if loc else "nowhere"
    cd = card.card
    effects = card_effects(cd)
    pending = next((t for t in state.pending_optional
                    if t.card_uid == card.uid and t.player == player
                    and action.get("effect") in (None, t.effect_index)), None)
    # which effect --------------------------------------------------------------
    index = action.get("effect")
    is_pendulum = (cd.kind == "monster" and cd.has_type("pendulum") and place == "hand")
    if is_pendulum:
        effect: dict[str, Any] = {"type": "activation", "pendulum": True, "do": []}
        index = -1
    elif index is not None:
        if not isinstance(index, int) or not 0 <= index < len(effects):
            raise illegal(state, "effect_forbids",
                          f"\"{cd.name}\" has no effect number {index}")
        effect = effects[index]
    else:
        index, effect = _default_effect(cd, effects, place, card, pending)
    etype = effect["type"]
    speed = spell_speed(cd, effect)
    is_card_activation = etype == "activation"
    kind = "pendulum" if is_pendulum else cd.kind
    if state.game_over:
        raise illegal(state, "game_over", "the Duel is over")
    # where and when ----------------------------------------------------------------
    own_turn = state.turn_player == player
    main = state.phase in MAIN_PHASES and not state.chain
    trigger = None
    if is_pendulum:
        if state.edition == "synchro":
            raise illegal(state, "not_in_edition",
                          "this rulebook edition has no Pendulum Monsters or Pendulum Zones")
        if not own_turn:
            raise illegal(state, "not_your_turn", "Pendulum cards are activated in your own "
                                                  "Main Phase")
        if state.phase not in MAIN_PHASES:
            raise illegal(state, "phase_timing", "Pendulum cards are activated in your Main "
                                                 "Phase")
        if free_slot(state.players[player].pendulum) is None:
            raise illegal(state, "zone_full", "both Pendulum Zones are occupied")
    elif is_card_activation:
        if cd.kind == "monster":
            raise illegal(state, "effect_forbids", f"\"{cd.name}\" has no effect to activate")
        if place not in ("hand", "spell_trap", "field") or (place != "hand" and card.face_up):
            raise illegal(state, "card_not_there",
                          f"\"{cd.name}\" must be in the hand or Set to be activated")
        if cd.kind == "trap":
            if place == "hand":
                raise illegal(state, "not_set", f"the Trap \"{cd.name}\" must first be Set")
            if card.set_turn is not None and card.set_turn >= state.turn:
                raise illegal(state, "set_this_turn",
                              f"\"{cd.name}\" was Set this turn and cannot be activated yet")
        elif cd.subtype == "quick-play":
            if place == "hand" and not own_turn:
                raise illegal(state, "not_your_turn", "a Quick-Play Spell can be activated from "
                                                      "the hand only in your own turn",
                              case="quick_play_from_hand")
            if place != "hand" and card.set_turn is not None and card.set_turn >= state.turn:
                raise illegal(state, "set_this_turn",
                              f"\"{cd.name}\" was Set this turn and cannot be activated yet")
        else:
            if not own_turn:
                raise illegal(state, "not_your_turn",
                              f"\"{cd.name}\" can only be activated in your own turn")
            if state.chain:
                raise illegal(state, "spell_speed",
                              f"\"{cd.name}\" is Spell Speed 1 and cannot respond to a chain")
            if state.phase not in MAIN_PHASES:
                raise illegal(state, "phase_timing",
                              f"\"{cd.name}\" can only be activated in your Main Phase")
        if place == "hand" and cd.subtype != "field" \
                and free_slot(state.players[player].spell_trap) is None:
            raise illegal(state, "zone_full", "all 5 Spell & Trap Zones are occupied")
    else:
        if etype == "continuous":
            raise illegal(state, "effect_forbids", "a Continuous Effect is not activated")
        if etype in ("trigger", "flip") and pending is not None \
                and pending.effect_index == index:
            pass  # a Trigger Effect activates from where it was triggered (000:298)
        elif effect.get("location") == "graveyard" or (effect.get("condition") or {}).get(
                "location") == "graveyard":
            if place != "graveyard":
                raise illegal(state, "card_not_there", f"\"{cd.name}\" must be in the Graveyard")
        elif place not in ("monsters", "spell_trap", "field", "pendulum") or not card.face_up:
            raise illegal(state, "card_not_there",
                          f"\"{cd.name}\" must be face-up on the field to use this effect")
        if card.effects_negated and state.on_field(card):
            raise illegal(state, "effect_forbids", f"the effects of \"{cd.name}\" are negated")
        if etype in ("trigger", "flip"):
            if pending is None or pending.effect_index != index:
                raise illegal(state, "phase_timing",
                              f"the Trigger Effect of \"{cd.name}\" has not been triggered")
            trigger = pending
        elif etype == "ignition":
            if not own_turn:
                raise illegal(state, "not_your_turn", "Ignition Effects are used in your own "
                                                      "Main Phase")
            if not main:
                raise illegal(state, "phase_timing" if not state.chain else "spell_speed",
                              "Ignition Effects are used in your Main Phase, not in a chain")
        if effect.get("once_per_turn") and index in card.used_effects:
            raise illegal(state, "effect_forbids",
                          f"that effect of \"{cd.name}\" can be used once per turn")
    # spell speed against the chain ---------------------------------------------------
    if state.chain and trigger is None:
        top = state.chain[-1]
        if speed < 2:
            raise illegal(state, "spell_speed",
                          f"\"{cd.name}\" is Spell Speed 1 and cannot be chained")
        if speed < top.spell_speed:
            raise illegal(state, "spell_speed",
                          f"\"{cd.name}\" is Spell Speed {speed} and cannot respond to "
                          f"\"{top.card.name}\" (Spell Speed {top.spell_speed})")
    # Damage Step ----------------------------------------------------------------------
    if state.in_damage_step() and trigger is None:
        # Trigger and Flip Effects set off in the Damage Step still activate (000:876)
        is_counter = cd.kind == "trap" and cd.subtype == "counter" and is_card_activation
        if not is_counter and not set(effect_operations(effect)) & set(STAT_OPS):
            raise illegal(state, "damage_step_activation",
                          "in the Damage Step only Counter Traps and effects that change ATK "
                          "or DEF can be activated")
    _check_condition(state, effect, player, card)
    plan = ActivationPlan(card=card, player=player, effect_index=index, effect=effect,
                          speed=speed, kind=kind, is_card_activation=is_card_activation,
                          place=place, choices=dict(action.get("choices") or {}),
                          trigger=trigger)
    plan.targets = _choose_targets(state, plan, action.get("targets"))
    plan.cost = cost_plan(state, player, card, effect.get("cost") or {}, action.get("cost"))
    _check_operations(state, plan)
    return plan


def _default_effect(cd: CardDef, effects: list[dict[str, Any]], place: str, card: CardInst,
                    pending: PendingTrigger | None) -> tuple[int, dict[str, Any]]:
    if pending is not None:
        return pending.effect_index, effects[pending.effect_index]
    want: tuple[str, ...]
    if place == "hand" or (place in ("spell_trap", "field") and not card.face_up):
        want = ("activation",)
    elif place == "graveyard":
        want = ("ignition", "quick")
    else:
        want = ("ignition", "quick", "trigger")
    for i, e in enumerate(effects):
        if e["type"] in want:
            return i, e
    for i, e in enumerate(effects):
        if e["type"] != "continuous":
            return i, e
    return 0, effects[0] if effects else {"type": "continuous", "apply": []}


def _check_condition(state: GameState, effect: Mapping[str, Any], player: str,
                     card: CardInst) -> None:
    """``when`` and ``condition`` of an activation (000:1168: the text before a
    colon says when an effect can be activated)."""
    when = effect.get("when")
    if when and effect["type"] in ("activation", "quick"):
        wanted = [when] if isinstance(when, str) else list(when)
        if not any(m[0] in wanted for m in state.recent_moments):
            raise illegal(state, "activation_condition",
                          f"\"{card.name}\" can only be activated when: {', '.join(wanted)}")
    cond = effect.get("condition") or {}
    events = cond.get("event")
    if events is not None:
        wanted = [events] if isinstance(events, str) else list(events)
        hits = []
        for when_name, uid in state.recent_moments:
            if when_name not in wanted:
                continue
            subject = state.find(uid) if uid else None
            side = cond.get("side")
            if subject is not None and side is not None:
                if side == "opponent" and subject.controller == player:
                    continue
                if side == "you" and subject.controller != player:
                    continue
            if subject is not None and cond.get("filter") and \
                    not matches_filter(state, subject, cond["filter"], player):
                continue
            hits.append(when_name)
        if not hits:
            raise illegal(state, "activation_condition",
                          f"\"{card.name}\" can only be activated when: {', '.join(wanted)}")
    if "materials" in cond and len(card.materials) != int(cond["materials"]):
        raise illegal(state, "activation_condition",
                      f"\"{card.name}\" needs {cond['materials']} Xyz Material(s) for this")
    prev = cond.get("previous_link")
    if prev is not None:
        if not state.chain:
            raise illegal(state, "activation_condition",
                          f"\"{card.name}\" can only respond to the activation of a card")
        top = state.chain[-1]
        if isinstance(prev, Mapping):
            if "kind" in prev and top.card.card.kind != prev["kind"] and top.kind != prev["kind"]:
                raise illegal(state, "activation_condition",
                              f"\"{card.name}\" can only respond to a {prev['kind']} card")
            if "subtype" in prev and top.card.card.subtype != prev["subtype"]:
                raise illegal(state, "activation_condition",
                              f"\"{card.name}\" can only respond to a {prev['subtype']} card")
            if "type" in prev and top.effect.get("type") != prev["type"]:
                raise illegal(state, "activation_condition",
                              f"\"{card.name}\" can only respond to a {prev['type']} effect")
    phases = cond.get("phase")
    if phases is not None:
        wanted = [phases] if isinstance(phases, str) else list(phases)
        if state.phase not in wanted:
            raise illegal(state, "phase_timing",
                          f"\"{card.name}\" can only be activated in: {', '.join(wanted)}")
    turn = cond.get("turn")
    if turn == "you" and state.turn_player != player or \
            turn == "opponent" and state.turn_player == player:
        raise illegal(state, "not_your_turn",
                      f"\"{card.name}\" can only be activated in the {turn} turn")
    if cond.get("attacking") and state.battle is None:
        raise illegal(state, "activation_condition",
                      f"\"{card.name}\" can only be activated during an attack")


def _choose_targets(state: GameState, plan: ActivationPlan, refs: Any) -> list[CardInst]:
    spec = plan.effect.get("target")
    if not spec:
        return []
    count = int(spec.get("count", 1))
    candidates = target_candidates(state, plan.card, spec, plan.player)
    if refs is None:
        if len(candidates) < count:
            raise illegal(state, "no_target",
                          f"\"{plan.card.name}\" needs {count} target(s); there are "
                          f"{len(candidates)}")
        return candidates[:count]
    if not isinstance(refs, list):
        refs = [refs]
    chosen: list[CardInst] = []
    for ref in refs:
        card = find_card(state, state.library, ref, None,
                         ("monsters", "spell_trap", "field", "pendulum", "graveyard", "hand",
                          "banished"), state.edition)
        if card not in candidates:
            raise illegal(state, "no_target", f"\"{card.name}\" cannot be targeted by "
                                              f"\"{plan.card.name}\"")
        chosen.append(card)
    if len(chosen) != count:
        raise illegal(state, "no_target",
                      f"\"{plan.card.name}\" targets {count} card(s), {len(chosen)} given")
    return chosen


def _check_operations(state: GameState, plan: ActivationPlan) -> None:
    """Effects that could not do anything at all cannot be activated for it
    (000:1126 for searches; 000:526 for Special Summons)."""
    from .summon import fusion_plan, ritual_plan

    for op in plan.effect.get("do", ()):
        (name, arg), = op.items()
        if name == "add_to_hand":
            flt = arg.get("filter") if isinstance(arg, Mapping) else None
            deck = state.players[plan.player].deck
            if not any(matches_filter(state, c, flt, plan.player) and c.name != "Unknown card"
                       for c in deck):
                raise illegal(state, "search", "the Deck has no card that this effect can add")
        elif name == "special_summon":
            cands = special_summon_candidates(state, None, plan.card, plan.player, arg,
                                              plan.targets if arg.get("what", "targets")
                                              == "targets" else None)
            if not cands:
                raise illegal(state, "no_target", "there is no monster to Special Summon")
            for c in cands[: int(arg.get("count", 1))]:
                loc = state.location(c)
                properly_summoned_check(state, c, loc[1] if loc else "")
            free = sum(1 for s in state.players[plan.player].monsters if s is None)
            if free == 0 and plan.card not in state.players[plan.player].monsters:
                raise illegal(state, "zone_full", "no free Monster Zone")
        elif name == "take_control":
            # 000:1148: the monster moves to the new controller's side, which needs a
            # free Monster Zone (000:156)
            if free_slot(state.players[plan.player].monsters) is None:
                raise illegal(state, "zone_full", "no free Monster Zone to take control of a "
                              "monster into")
        elif name == "create_tokens":
            if free_slot(state.players[plan.player].monsters) is None:
                raise illegal(state, "zone_full", "no free Monster Zone for a Token")
        elif name == "fusion_summon":
            if fusion_plan(state, plan.player, plan.choices, plan.card, strict=True,
                           arg=arg) is None:
                raise illegal(state, "fusion_materials", "no Fusion Summon is possible")
        elif name == "ritual_summon":
            if ritual_plan(state, plan.player, plan.choices, plan.card, arg, strict=True) is None:
                raise illegal(state, "ritual_tributes", "no Ritual Summon is possible")


def activate(state: GameState, plan: ActivationPlan) -> ChainLink:
    """Carry out a checked activation: pay the cost, put the card face-up, add
    the Chain Link, pass priority to the opponent."""
    player, card, cd = plan.player, plan.card, plan.card.card
    pay(state, player, card, plan.cost)
    p = state.players[player]
    if plan.kind == "pendulum":
        slot = free_slot(p.pendulum)
        remove(state, card)
        assert slot is not None
        card.face_up = True
        p.pendulum[slot] = card
        emit(state, "pendulum_scale", "pendulum_zone",
             args={"player": player, "card": card, "n": cd.scale if cd.scale is not None else 0},
             player=player, card=card, scale=cd.scale)
    elif plan.is_card_activation:
        if cd.subtype == "field" and cd.kind == "spell":
            _place_field_spell(state, player, card)
        elif plan.place == "hand":
            slot = free_slot(p.spell_trap)
            remove(state, card)
            assert slot is not None
            p.spell_trap[slot] = card
        card.face_up = True
    if plan.effect.get("once_per_turn"):
        card.used_effects.add(plan.effect_index)
    if plan.trigger is not None:
        state.pending_optional = [t for t in state.pending_optional if t is not plan.trigger]
    return add_link(state, plan)


def add_link(state: GameState, plan: ActivationPlan) -> ChainLink:
    link = ChainLink(link=len(state.chain) + 1, card=plan.card, player=plan.player,
                     effect_index=plan.effect_index, effect=plan.effect,
                     spell_speed=plan.speed, kind=plan.kind,
                     targets=[t.uid for t in plan.targets], choices=plan.choices,
                     is_card_activation=plan.is_card_activation,
                     trigger=plan.trigger is not None or plan.effect["type"] in ("trigger", "flip"))
    state.chain.append(link)
    emit(state, "activate", "chain",
         args={"player": plan.player, "card": plan.card, "link": link.link, "speed": plan.speed},
         player=plan.player, card=plan.card, chain_link=link.link, spell_speed=plan.speed,
         effect=plan.effect_index, targets=[t.name for t in plan.targets],
         extra_cites=tuple(_speed_cites(plan.speed)))
    state.priority = other(plan.player)
    state.passes = 0
    return link


def _speed_cites(speed: int) -> list[str]:
    return {1: ["000:961", "000:963"], 2: ["000:967", "000:969"], 3: ["000:973", "000:975"]}[
        speed]


def _place_field_spell(state: GameState, player: str, card: CardInst) -> None:
    """One Field Spell per player: the old one goes to the Graveyard (000:638).
    In the older edition only one face-up Field Spell may be on the whole field:
    a new one destroys the old (001:363)."""
    p = state.players[player]
    old = p.field_zone
    if old is not None and old is not card:
        emit(state, "to_graveyard", "field_spell", text_kind="field_replaced",
             args={"card": old}, card=old)
        move(state, old, "graveyard")
    if state.edition == "synchro":
        opp = state.players[other(player)].field_zone
        if opp is not None and opp.face_up:
            emit(state, "destroy", "field_spell", text_kind="field_replaced_old",
                 args={"card": opp}, card=opp)
            state.destroyed_log.append(opp.name)
            state.moments.append(("destroyed", opp.uid))
            move(state, opp, "graveyard")
    remove(state, card)
    p.field_zone = card


GOES_TO_GRAVEYARD = {("spell", "normal"), ("spell", "quick-play"), ("spell", "ritual"),
                     ("trap", "normal"), ("trap", "counter")}


def resolve_chain(state: GameState) -> None:
    """Resolve the open Chain, last link first (000:949, 000:1012)."""
    links = list(state.chain)
    if not links:
        return
    resolved: list[str] = []
    negated: list[str] = []
    for link in reversed(links):
        if state.game_over:
            break
        if link.negated or link.effect_negated:
            emit(state, "resolve", "negate", text_kind="negated_link",
                 args={"link": link.link, "card": link.card}, card=link.card,
                 chain_link=link.link, negated=True)
            negated.append(link.card.name)
        else:
            emit(state, "resolve", "resolve", args={"link": link.link, "card": link.card},
                 card=link.card, chain_link=link.link, negated=False)
            persistent = link.is_card_activation and (link.card.card.kind, link.card.card.subtype) \
                not in GOES_TO_GRAVEYARD
            if not (persistent and not state.on_field(link.card)):
                run_operations(state, link)
        resolved.append(link.card.name)
        check_lp(state)
    # used cards leave the field only now
    for link in links:
        cd = link.card.card
        if not link.is_card_activation or link.kind == "pendulum":
            continue
        if not state.on_field(link.card) or not link.card.face_up:
            continue
        if (cd.kind, cd.subtype) in GOES_TO_GRAVEYARD or link.negated:
            emit(state, "to_graveyard", "spell_activation", args={"card": link.card},
                 card=link.card, extra_cites=("000:658",))
            move(state, link.card, "graveyard")
        elif cd.subtype == "equip" and cd.kind == "spell" and not link.card.equipped_to:
            emit(state, "destroy", "equip_destroyed", text_kind="equip_destroyed",
                 args={"card": link.card}, card=link.card)
            state.destroyed_log.append(link.card.name)
            move(state, link.card, "graveyard")
    state.chains_log.append({
        "links": [{"link": ln.link, "card": ln.card.name, "player": ln.player,
                   "spell_speed": ln.spell_speed} for ln in links],
        "resolved": resolved,
        "negated": negated,
    })
    state.chain = []
    emit(state, "chain_resolved", "chain", args={"n": len(links)}, links=len(links))
    state.priority = state.turn_player
    state.passes = 0
    state.recent_moments = list(state.moments)


def collect_triggers(state: GameState) -> None:
    """Turn the moments that happened into Trigger Effects: mandatory ones are
    activated as a Chain, turn player's first (000:1076); optional ones wait for
    the next action."""
    moments = state.moments
    state.moments = []
    if not moments or state.game_over:
        return
    found: list[PendingTrigger] = []
    for when, uid in moments:
        for card in _trigger_sources(state, when, uid):
            for i, effect in enumerate(card_effects(card.card)):
                etype = effect.get("type")
                if etype == "flip":
                    if when != "flipped" or card.uid != uid:
                        continue
                elif etype == "trigger":
                    wanted = effect.get("when")
                    wanted_list = [wanted] if isinstance(wanted, str) else list(wanted or [])
                    if when not in wanted_list:
                        continue
                    if when in SELF_WHENS and card.uid != uid:
                        continue
                    if when in ("standby_phase", "end_phase") and \
                            card.controller != state.turn_player and \
                            (effect.get("condition") or {}).get("turn", "you") != "any":
                        continue
                else:
                    continue
                if effect.get("once_per_turn") and i in card.used_effects:
                    continue
                if any(t.card_uid == card.uid and t.effect_index == i for t in found):
                    continue
                found.append(PendingTrigger(card.uid, card.controller, i,
                                            bool(effect.get("optional"))))
    if not found:
        return
    order = sorted(found, key=lambda t: 0 if t.player == state.turn_player else 1)
    state.pending_optional = list(order)
    for trig in order:
        if trig.optional:
            continue
        source = state.find(trig.card_uid)
        if source is None:
            continue
        try:
            plan = check_activation(state, {"player": trig.player, "card": source.uid,
                                            "effect": trig.effect_index})
        except IllegalActionError:
            state.pending_optional = [t for t in state.pending_optional if t is not trig]
            continue  # a mandatory trigger that cannot be activated (no target...) is skipped
        activate(state, plan)
    state.pending_optional = [t for t in state.pending_optional if t.optional]
    if state.chain:
        state.recent_moments = list(moments)


def _trigger_sources(state: GameState, when: str, uid: str | None) -> list[CardInst]:
    if when in SELF_WHENS:
        card = state.find(uid) if uid else None
        if card is None:
            return []
        loc = state.location(card)
        if loc is None:
            return []
        if loc[1] == "monsters" and card.face_up and not card.effects_negated:
            return [card]
        if loc[1] in ("graveyard", "extra_deck") and (when in GRAVEYARD_WHENS
                                                      or when == "flipped"):
            return [card]  # Flip Effects of a monster destroyed in battle still activate
        return []
    out = []
    for p in state.players.values():
        for card in p.on_field():
            if card.face_up and not card.effects_negated:
                out.append(card)
    return out
