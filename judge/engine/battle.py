"""The Battle Phase: attack declarations, replays, the Damage Step.

* Each face-up Attack Position monster may attack once per turn; with no
  monsters on the opponent's side it may attack directly (000:809).
* The first player cannot conduct a Battle Phase on the first turn (000:778).
* If the attack target leaves or the number of the opponent's monsters changes
  before the Damage Step, a replay happens (000:825).
* A face-down Defense Position target is flipped face-up in the Damage Step
  (000:872); its Flip Effects activate after damage calculation (000:876).
* Damage calculation follows the table of 000:883-943; a monster with 0 ATK
  destroys nothing (000:1080); piercing damage (000:1156).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .effects import change_lp, check_lp, illegal
from .events import emit
from .movement import destroy
from .refs import find_card
from .state import Battle, CardInst, GameState, other
from .stats import attack_forbidden, current_atk, current_def, has_flag
from .text import IT_TO_STEP


def check_attack(state: GameState, action: Mapping[str, Any]) -> tuple[CardInst, CardInst | None]:
    player = action["player"]
    if state.game_over:
        raise illegal(state, "game_over", "the Duel is over")
    if state.turn_player != player:
        raise illegal(state, "not_your_turn", "only the turn player declares attacks")
    if state.phase != "battle" or state.step not in ("start", "battle"):
        if state.turn == 1 and state.turn_player == state.first_player:
            raise illegal(state, "first_turn_no_battle",
                          "the player who goes first has no Battle Phase on the first turn")
        raise illegal(state, "phase_timing", "attacks are declared in the Battle Step")
    attacker = find_card(state, state.library, action.get("attacker", action.get("card")),
                         player, ("monsters",), state.edition)
    replaying = state.battle is not None and state.battle.replay
    same_replay = replaying and state.battle is not None and state.battle.attacker == attacker.uid
    if state.battle is not None and not replaying:
        raise illegal(state, "phase_timing", "another attack is still being carried out")
    if not attacker.face_up or attacker.position != "attack":
        raise illegal(state, "attack_position",
                      f"\"{attacker.name}\" is not in face-up Attack Position")
    if attacker.attacks >= 1 and not same_replay:
        raise illegal(state, "already_attacked", f"\"{attacker.name}\" already attacked this turn")
    if state.players[player].cannot_attack_until:
        raise illegal(state, "cannot_attack", f"player {player} cannot declare attacks this turn")
    source = attack_forbidden(state, attacker)
    if source is not None:
        raise illegal(state, "cannot_attack", f"the effect of \"{source.name}\" forbids "
                                              f"\"{attacker.name}\" to attack")
    opp = state.players[other(player)]
    target_ref = action.get("target")
    if target_ref is None:
        if opp.field_monsters() and not has_flag(state, attacker, "direct_attack"):
            raise illegal(state, "direct_attack",
                          "the opponent controls a monster: no direct attack")
        return attacker, None
    target = find_card(state, state.library, target_ref, other(player),
                       ("monsters",), state.edition)
    return attacker, target


def declare_attack(state: GameState, player: str, attacker: CardInst,
                   target: CardInst | None) -> None:
    if state.step == "start":
        enter_step(state, "battle")
    replay_same = state.battle is not None and state.battle.attacker == attacker.uid
    if state.battle is not None and not replay_same:
        # the first attacker counts as having attacked (000:825)
        pass
    if not replay_same:
        attacker.attacks += 1
    opp = state.players[other(player)]
    state.battle = Battle(attacker=attacker.uid, target=target.uid if target else None,
                          opponent_monsters=[c.uid for c in opp.field_monsters()])
    if target is None:
        emit(state, "attack", "direct_attack", text_kind="direct_attack",
             args={"player": player, "card": attacker}, player=player, attacker=attacker,
             target=None)
    elif not target.face_up:
        emit(state, "attack", "attack", text_kind="attack_facedown",
             args={"player": player, "card": attacker}, player=player, attacker=attacker,
             target=target.uid)
    else:
        emit(state, "attack", "attack", args={"player": player, "card": attacker,
                                              "target": target},
             player=player, attacker=attacker, target=target)
    state.moments.append(("attack_declared", attacker.uid))
    if target is not None:
        state.moments.append(("targeted_for_attack", target.uid))
    state.priority = player
    state.passes = 0


def enter_step(state: GameState, step: str) -> None:
    state.step = step
    key = {"battle": "battle_step", "end": "end_step"}.get(step, step)
    emit(state, "step", "damage_step" if step == "damage" else "battle_phase",
         args={"phase": key, "to_step": {"it": IT_TO_STEP[key]}}, phase="battle", step=step)
    state.priority = state.turn_player
    state.passes = 0


def battle_pending(state: GameState) -> bool:
    return state.battle is not None and not state.battle.replay


def check_replay(state: GameState) -> bool:
    """Replay when the attack target left the field or the number of monsters
    the opponent controls changed since the declaration (000:825)."""
    battle = state.battle
    if battle is None or battle.replay:
        return bool(battle and battle.replay)
    player = state.turn_player
    opp = state.players[other(player)]
    now = [c.uid for c in opp.field_monsters()]
    target = state.find(battle.target) if battle.target else None
    target_gone = battle.target is not None and (target is None or target not in opp.monsters)
    if target_gone or len(now) != len(battle.opponent_monsters):
        attacker = state.find(battle.attacker)
        battle.replay = True
        state.replays += 1
        emit(state, "replay", "replay", args={"player": player, "opponent": other(player)},
             player=player, attacker=attacker.name if attacker else None)
        return True
    return False


def attack_stopped(state: GameState) -> bool:
    """The attack ended before the Damage Step (negated, attacker gone or no longer
    able to battle); the attacker still counts as having attacked (000:1122)."""
    battle = state.battle
    if battle is None:
        return True
    attacker = state.find(battle.attacker)
    if attacker is None or attacker not in state.players[state.turn_player].monsters \
            or battle.negated or not attacker.face_up or attacker.position != "attack":
        state.battle = None
        if state.step == "damage":
            enter_step(state, "battle")
        return True
    return False


def proceed(state: GameState) -> None:
    """Carry the declared attack on: replay check, then the Damage Step."""
    battle = state.battle
    if battle is None or battle.replay or state.game_over:
        return
    if attack_stopped(state) or check_replay(state):
        return
    attacker = state.find(battle.attacker)
    target = state.find(battle.target) if battle.target else None
    assert attacker is not None
    damage_step(state, attacker, target)


def damage_step(state: GameState, attacker: CardInst, target: CardInst | None) -> None:
    """Flip, damage calculation, destruction (000:813-943)."""
    if state.step != "damage":
        enter_step(state, "damage")
    player = attacker.controller
    opponent = other(player)
    record: dict[str, Any] = {"attacker": attacker.name, "target": target.name if target else None,
                              "damage": {"A": 0, "B": 0}, "destroyed": [], "flipped": []}
    if target is not None and not target.face_up:
        target.face_up = True
        emit(state, "flip", "flip_in_battle", args={"card": target}, card=target)
        record["flipped"].append(target.name)
        state.moments.append(("flipped", target.uid))
    atk = current_atk(state, attacker)
    to_destroy: list[CardInst] = []
    if target is None:
        emit(state, "damage_calculation", "battle_direct", text_kind="damage_step_direct",
             args={"card": attacker, "atk": atk}, attacker=attacker, atk=atk)
        record["damage"][opponent] = atk
        if atk:
            change_lp(state, opponent, -atk, "battle_damage", "battle_direct")
    else:
        defending = target.position == "defense"
        value = current_def(state, target) if defending else current_atk(state, target)
        stat = "DEF" if defending else "ATK"
        emit(state, "damage_calculation", "battle_damage", text_kind="damage_step",
             args={"card": attacker, "atk": atk, "target": target, "value": value,
                   "stat": stat},
             attacker=attacker, target=target, atk=atk, defender_value=value,
             defender_stat=stat.lower())
        if not defending:
            if atk > value:
                rule = "battle_atk_win"
                to_destroy.append(target)
                record["damage"][opponent] = atk - value
            elif atk == value:
                rule = "battle_atk_tie"
                if atk == 0:
                    emit(state, "zero_atk", "zero_atk")
                else:
                    to_destroy.extend([attacker, target])
            else:
                rule = "battle_atk_lose"
                if value > 0:
                    to_destroy.append(attacker)
                record["damage"][player] = value - atk
        else:
            if atk > value:
                rule = "battle_def_win"
                to_destroy.append(target)
                if has_flag(state, attacker, "piercing"):
                    rule = "piercing"
                    record["damage"][opponent] = atk - value
            elif atk == value:
                rule = "battle_def_tie"
            else:
                rule = "battle_def_lose"
                record["damage"][player] = value - atk
        if not any(record["damage"].values()):
            emit(state, "no_damage", rule, text_kind="no_battle_damage")
        for who in (player, opponent):
            if record["damage"][who]:
                change_lp(state, who, -record["damage"][who], "battle_damage", rule)
        to_destroy = [c for c in to_destroy
                      if not has_flag(state, c, "cannot_be_destroyed_by_battle")]
        for card in to_destroy:
            record["destroyed"].append(card.name)
            destroy(state, card, by_battle=True, rule=rule)
    state.battles_log.append(record)
    check_lp(state)
    state.battle = None


def end_damage_step(state: GameState) -> None:
    if state.step == "damage" and state.battle is None:
        enter_step(state, "battle")
