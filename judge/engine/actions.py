"""Applying actions: the turn structure and the dispatcher.

Turn structure (000:720-858): Draw Phase (the first player does not draw on
the first turn, 000:728), Standby Phase, Main Phase 1, Battle Phase (Start,
Battle, Damage and End Steps, 000:795; none on the first turn, 000:778), Main
Phase 2 (only after a Battle Phase, 000:838), End Phase (hand limit 6,
000:849).  Moving on passes priority, so an open Chain resolves first
(000:1039); a Chain is never left open when a phase ends.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .battle import (
    attack_stopped,
    battle_pending,
    check_attack,
    check_replay,
    declare_attack,
    end_damage_step,
    enter_step,
    proceed,
)
from .chain import activate, card_effects, check_activation, collect_triggers, resolve_chain
from .effects import draw_cards, illegal
from .errors import EngineError, IllegalActionError
from .events import emit
from .movement import free_slot, move, remove
from .refs import find_card
from .state import HAND_LIMIT, PHASES, GameState, other
from .summon import (
    check_change_position,
    check_flip_summon,
    check_normal_summon,
    check_pendulum,
    check_synchro,
    check_xyz,
    do_change_position,
    do_flip_summon,
    do_normal_summon,
    do_special,
    require_main_phase,
)


def settle(state: GameState, run_battle: bool = True) -> None:
    """Everyone passes: open Chains resolve, Trigger Effects are built into new
    Chains, a declared attack goes on through the Damage Step."""
    state.pending_optional = []
    for _ in range(500):
        if state.game_over:
            break
        if state.chain:
            resolve_chain(state)
            continue
        if state.moments:
            collect_triggers(state)
            continue
        if run_battle and battle_pending(state):
            proceed(state)
            continue
        if state.phase == "battle" and state.step == "damage" and state.battle is None:
            end_damage_step(state)
            continue
        break


def after_action(state: GameState) -> None:
    """What a game action set off: the moments it created can be responded to,
    and Trigger Effects activate (000:1076)."""
    state.recent_moments = list(state.moments)
    collect_triggers(state)


# -- phases -------------------------------------------------------------------------------
def _enter_phase(state: GameState, phase: str) -> None:
    skips = state.skip_phases.get(state.turn_player, [])
    state.phase = phase
    state.step = "start" if phase == "battle" else None
    state.priority = state.turn_player
    state.passes = 0
    if phase in skips:
        skips.remove(phase)
        emit(state, "skip_phase", "effect", args={"player": state.turn_player, "phase": phase},
             player=state.turn_player, phase=phase)
        _advance(state, None)
        return
    rule = {"draw": "draw_phase", "standby": "standby_phase", "main1": "main_phase",
            "battle": "battle_phase", "main2": "main_phase", "end": "end_phase"}[phase]
    emit(state, "phase", rule, args={"player": state.turn_player, "phase": phase},
         player=state.turn_player, phase=phase, turn=state.turn)
    if phase == "battle":
        state.battle_phase_done = True
    if phase == "end":
        from .movement import return_control

        return_control(state)
    if phase in ("standby", "end"):
        state.moments.append((f"{phase}_phase", state.turn_player))
        after_action(state)


def _advance(state: GameState, discard: Any) -> None:
    """Move to the next phase or Battle Phase step."""
    settle(state)
    if state.game_over:
        return
    phase = state.phase
    if phase == "battle":
        if state.step == "start":
            enter_step(state, "battle")
        elif state.step in ("battle", "damage"):
            state.battle = None
            enter_step(state, "end")
        else:
            state.moments.append(("end_of_battle_phase", state.turn_player))
            after_action(state)
            settle(state)
            _enter_phase(state, "main2")
        return
    if phase == "main1":
        if _first_turn(state):
            _enter_phase(state, "end")
        else:
            _enter_phase(state, "battle")
        return
    if phase == "end":
        _hand_limit(state, discard)
        _new_turn(state)
        return
    if phase == "draw" and _first_turn(state):
        # 000:728: the player who goes first does not draw on the first turn
        emit(state, "no_draw", "draw_phase", args={"player": state.turn_player},
             player=state.turn_player)
    _enter_phase(state, PHASES[PHASES.index(phase) + 1])


def _first_turn(state: GameState) -> bool:
    return state.turn == 1 and state.turn_player == state.first_player


def _hand_limit(state: GameState, discard: Any) -> None:
    """More than 6 cards at the end of the End Phase: discard down to 6
    (000:849, 000:854); without a choice, the cards added last go first."""
    player = state.turn_player
    hand = state.players[player].hand
    excess = len(hand) - HAND_LIMIT
    if excess <= 0:
        return
    chosen = []
    if discard:
        refs = discard if isinstance(discard, list) else [discard]
        for ref in refs:
            card = find_card(state, state.library, ref, player, ("hand",),
                             state.edition)
            if card not in chosen:
                chosen.append(card)
        if len(chosen) > excess:
            raise illegal(state, "hand_limit",
                          f"only {excess} card(s) must be discarded, {len(chosen)} given")
    rest = [c for c in reversed(hand) if c not in chosen]
    chosen.extend(rest[: excess - len(chosen)])
    emit(state, "hand_limit", "hand_limit", args={"player": player, "n": len(hand)},
         player=player, hand=len(hand), discard=excess)
    for card in chosen:
        emit(state, "discard", "hand_limit", args={"player": player, "card": card},
             player=player, card=card)
        move(state, card, "graveyard", "discard")
    after_action(state)
    settle(state)


def _new_turn(state: GameState) -> None:
    """The opponent's turn starts in its Draw Phase, and the draw happens (000:726)."""
    for p in state.players.values():
        p.normal_summon_used = False
        p.pendulum_summon_used = False
        p.cannot_attack_until = None
        for card in p.on_field():
            card.attacks = 0
            card.position_changed = False
            card.used_effects.clear()
            card.modifiers = [m for m in card.modifiers if m.until != "end_of_turn"]
    state.turn += 1
    state.turn_player = other(state.turn_player)
    state.battle_phase_done = False
    state.battle = None
    emit(state, "turn", "draw_phase", args={"turn": state.turn, "letter": state.turn_player},
         turn=state.turn, player=state.turn_player)
    _enter_phase(state, "draw")
    if state.phase == "draw":
        draw_cards(state, state.turn_player, 1, "draw_phase")
        if not state.game_over:
            after_action(state)


PHASE_ORDER = {"draw": 0, "standby": 1, "main1": 2, "battle": 3, "main2": 4, "end": 5}


def enter_phase(state: GameState, target: str, discard: Any) -> None:
    if target not in PHASE_ORDER:
        raise illegal(state, "phase_timing", f"unknown phase {target!r}")
    if PHASE_ORDER[target] < PHASE_ORDER[state.phase] or (
            target == state.phase and target != "battle"):
        raise illegal(state, "phase_timing",
                      f"the turn is already past the {target} phase")
    if target in ("battle", "main2") and _first_turn(state):
        raise illegal(state, "first_turn_no_battle",
                      "the player who goes first has no Battle Phase on the first turn")
    if target == "battle" and state.phase == "battle":
        return
    if target == "end" and state.phase in ("main1",):
        settle(state)
        _enter_phase(state, "end")
        return
    turn = state.turn
    for _ in range(20):
        if state.phase == target or state.game_over or state.turn != turn:
            break
        _advance(state, discard)


def end_turn(state: GameState, discard: Any) -> None:
    if state.phase != "end":
        enter_phase(state, "end", discard)
    if not state.game_over and state.phase == "end":
        _advance(state, discard)


# -- Spells and Traps Set -------------------------------------------------------------------------
def check_set_spell_trap(state: GameState, action: Mapping[str, Any]) -> tuple[Any, str, int]:
    """Check a Set of a Spell or Trap (000:770): the card, its zone and slot."""
    player = action["player"]
    require_main_phase(state, player, "Spells and Traps are Set")
    card = find_card(state, state.library, action.get("card"), player,
                     ("hand",), state.edition)
    if card.card.kind not in ("spell", "trap"):
        raise illegal(state, "card_not_there", f"\"{card.name}\" is not a Spell or Trap")
    if card.card.subtype == "field" and card.card.kind == "spell":
        return card, "field", 0
    slot = free_slot(state.players[player].spell_trap, action.get("zone"))
    if slot is None:
        raise illegal(state, "zone_full", "all 5 Spell & Trap Zones are occupied")
    return card, "spell_trap", slot


def set_spell_trap(state: GameState, action: Mapping[str, Any]) -> None:
    """Set a Spell or Trap face-down (000:770); a Field Spell goes to the Field
    Zone, sending a previous one to the Graveyard (000:178, 000:640)."""
    player = action["player"]
    card, zone_name, slot = check_set_spell_trap(state, action)
    p = state.players[player]
    if zone_name == "field":
        if p.field_zone is not None:
            old = p.field_zone
            emit(state, "to_graveyard", "field_spell", text_kind="field_replaced",
                 args={"card": old}, card=old)
            move(state, old, "graveyard")
        remove(state, card)
        p.field_zone = card
    else:
        remove(state, card)
        p.spell_trap[slot] = card
    card.face_up = False
    card.set_turn = state.turn
    emit(state, "set_spell_trap", "set_spell_trap", args={"player": player, "zone": zone_name},
         player=player, card=card, zone=zone_name)


# -- dispatcher --------------------------------------------------------------------------------------
def _player(state: GameState, action: Mapping[str, Any]) -> str:
    player = action.get("player")
    if player is None:
        return state.priority
    return str(player)


def check_action(state: GameState, action: Mapping[str, Any]) -> Any:
    """Check an action without changing the state (only the ones that do not
    need the open Chain or attack to be settled first)."""
    do = action["do"]
    if do == "activate":
        return check_activation(state, action)
    if do in ("normal_summon", "set_monster"):
        return check_normal_summon(state, action)
    if do == "flip_summon":
        return check_flip_summon(state, action)
    if do == "change_position":
        return check_change_position(state, action)
    if do == "synchro_summon":
        return check_synchro(state, action)
    if do == "xyz_summon":
        return check_xyz(state, action)
    if do == "pendulum_summon":
        return check_pendulum(state, action)
    if do == "attack":
        return check_attack(state, action)
    if do == "set_spell_trap":
        return check_set_spell_trap(state, action)
    return None


def apply_action(state: GameState, action: Mapping[str, Any]) -> None:
    """Apply one scenario action; raise :class:`IllegalActionError` if the rules
    forbid it."""
    action = dict(action)
    action["player"] = _player(state, action)
    player = action["player"]
    do = action["do"]
    if state.game_over:
        raise illegal(state, "game_over", "the Duel is over")
    if do == "activate":
        _activate(state, action)
        return
    if do == "pass":
        emit(state, "pass", "priority", args={"player": player}, player=player)
        state.priority = other(player)
        state.passes += 1
        if state.chain and state.passes >= 2:
            resolve_chain(state)
            collect_triggers(state)
        return
    if do == "detach":
        _detach(state, action)
        return
    settle(state, run_battle=do not in ("next_phase", "enter_phase", "end_turn"))
    if state.game_over:
        raise illegal(state, "game_over", "the Duel is over")
    state.recent_moments = []
    if do in ("next_phase", "enter_phase", "end_turn"):
        if player != state.turn_player:
            raise illegal(state, "not_your_turn", "only the turn player moves the turn on")
        if do == "next_phase" and state.phase == "battle" and state.step == "damage":
            settle(state)  # damage calculation, then back to the Battle Step (000:815)
            end_damage_step(state)
            return
        if battle_pending(state):
            if attack_stopped(state) or check_replay(state):
                state.battle = None  # moving on gives the replayed attack up
            elif do == "next_phase" and state.step == "battle":
                enter_step(state, "damage")
                return
            settle(state)
        if do == "next_phase":
            _advance(state, action.get("discard"))
        elif do == "enter_phase":
            enter_phase(state, str(action.get("phase")), action.get("discard"))
        else:
            end_turn(state, action.get("discard"))
        return
    if do == "no_attack":
        if state.battle is None or not state.battle.replay:
            raise illegal(state, "phase_timing", "there is no replay to give up")
        attacker = state.find(state.battle.attacker)
        state.battle = None
        emit(state, "no_attack", "replay", args={"player": player}, player=player,
             attacker=attacker.name if attacker else None)
        return
    if state.battle is not None and state.battle.replay and do != "attack":
        state.battle = None  # doing something else gives the replayed attack up
    if do in ("normal_summon", "set_monster"):
        plan = check_normal_summon(state, action)
        do_normal_summon(state, player, plan)
    elif do == "flip_summon":
        card = check_flip_summon(state, action)
        do_flip_summon(state, player, card)
    elif do == "change_position":
        card, to = check_change_position(state, action)
        do_change_position(state, player, card, to)
    elif do in ("synchro_summon", "xyz_summon", "pendulum_summon"):
        splan = check_action(state, action)
        do_special(state, player, splan)
    elif do == "set_spell_trap":
        set_spell_trap(state, action)
    elif do == "attack":
        attacker, target = check_attack(state, action)
        declare_attack(state, player, attacker, target)
    elif do == "draw":
        draw_cards(state, player, int(action.get("count", 1)), "effect")
    elif do == "discard":
        if state.phase != "end" or player != state.turn_player:
            raise illegal(state, "hand_limit", "the hand-size discard happens in your End Phase")
        _hand_limit(state, action.get("cards"))
        return
    else:
        raise illegal(state, "phase_timing", f"unknown action {do!r}")
    after_action(state)


def _activate(state: GameState, action: dict[str, Any]) -> None:
    try:
        plan = check_activation(state, action)
    except IllegalActionError:
        # an optional Trigger Effect set off by what is still to happen (the
        # attack's Damage Step, the open Chain): let that happen first
        if not (state.chain or battle_pending(state)) or not _has_trigger(state, action):
            raise
        settle_copy = state.copy()
        settle(settle_copy)
        try:
            check_activation(settle_copy, action)
        except IllegalActionError:
            raise _reraise(state, action) from None
        settle(state)
        plan = check_activation(state, action)
    activate(state, plan)


def _reraise(state: GameState, action: Mapping[str, Any]) -> IllegalActionError:
    try:
        check_activation(state, action)
    except IllegalActionError as exc:
        return exc
    return illegal(state, "phase_timing", "that effect cannot be activated now")


def _has_trigger(state: GameState, action: Mapping[str, Any]) -> bool:
    try:
        card = find_card(state, state.library, action.get("card"),
                         action["player"], ("monsters", "graveyard", "spell_trap", "field"),
                         state.edition)
    except EngineError:
        return False
    return any(e.get("type") in ("trigger", "flip") for e in card_effects(card.card))


def _detach(state: GameState, action: Mapping[str, Any]) -> None:
    from .effects import detach

    player = action["player"]
    card = find_card(state, state.library, action.get("card"), player,
                     ("monsters",), state.edition)
    count = int(action.get("count", 1))
    if len(card.materials) < count:
        raise illegal(state, "cannot_pay_cost",
                      f"\"{card.name}\" has only {len(card.materials)} Xyz Material(s)")
    detach(state, player, card, count)


def finish(state: GameState) -> None:
    """When the actions run out every player passes (scenario contract)."""
    if state.game_over:
        return
    if state.chain or battle_pending(state) or state.moments:
        emit(state, "end_of_actions", "priority")
    settle(state)
