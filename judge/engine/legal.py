"""What can be done now: priority and every legal action.

Like python-chess's ``legal_moves``: the same checks that apply an action
decide whether it is offered, so everything listed here can be applied.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from .actions import check_action
from .battle import battle_pending
from .chain import card_effects
from .errors import EngineError, IllegalActionError
from .state import CardInst, GameState, other
from .summon import tributes_needed


def _try(state: GameState, action: dict[str, Any]) -> Any:
    try:
        return check_action(state, action)
    except (IllegalActionError, EngineError):
        return None


def _activations(state: GameState, player: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    p = state.players[player]
    cards: list[CardInst] = list(p.hand) + p.on_field() + list(p.graveyard)
    seen: set[tuple[str, int]] = set()
    for card in cards:
        effects = card_effects(card.card)
        indexes: list[int | None]
        if card.card.kind == "monster" and card.card.has_type("pendulum") and card in p.hand:
            indexes = [None]
        else:
            indexes = [i for i, e in enumerate(effects) if e["type"] != "continuous"]
        for idx in indexes:
            action: dict[str, Any] = {"do": "activate", "player": player, "card": card.uid}
            if idx is not None:
                action["effect"] = idx
            plan = _try(state, action)
            if plan is None:
                continue
            key = (card.name + str(state.location(card)), plan.effect_index)
            if key in seen and card in p.hand:
                continue  # copies in the hand are the same choice
            seen.add(key)
            action.update({"name": card.name, "spell_speed": plan.speed,
                           "targets": [t.uid for t in plan.targets]})
            if not action["targets"]:
                del action["targets"]
            out.append(action)
    return out


def _summons(state: GameState, player: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    p = state.players[player]
    mons = p.field_monsters()
    seen: set[str] = set()
    for card in p.hand:
        if card.card.kind != "monster" or card.name in seen:
            continue
        seen.add(card.name)
        need = tributes_needed(card.card.level)
        tributes = [m.uid for m in mons[:need]]
        for do in ("normal_summon", "set_monster"):
            action: dict[str, Any] = {"do": do, "player": player, "card": card.uid,
                                      "name": card.name}
            if need:
                action["tributes"] = tributes
            if _try(state, action) is not None:
                out.append(action)
    for m in mons:
        for do in ("flip_summon", "change_position"):
            trial: dict[str, Any] = {"do": do, "player": player, "card": m.uid, "name": m.name}
            if _try(state, trial) is not None:
                out.append(trial)
    face_up = [m for m in mons if m.face_up]
    for card in p.extra_deck:
        if card.card.has_type("synchro"):
            kind, sizes = "synchro_summon", range(2, len(face_up) + 1)
        elif card.card.has_type("xyz"):
            count = int((card.card.materials or {}).get("count", 2))
            kind, sizes = "xyz_summon", range(count, count + 1)
        else:
            continue
        for size in sizes:
            found = False
            for combo in combinations(face_up, size):
                summon: dict[str, Any] = {"do": kind, "player": player, "card": card.uid,
                                          "name": card.name, "materials": [m.uid for m in combo]}
                if _try(state, summon) is not None:
                    out.append(summon)
                    found = True
                    break
            if found:
                break
    pend = [c for c in p.hand + p.extra_deck if c.card.kind == "monster"]
    if any(c is not None for c in p.pendulum):
        chosen = []
        for c in pend:
            ptrial: dict[str, Any] = {"do": "pendulum_summon", "player": player,
                                      "cards": [c.uid]}
            if _try(state, ptrial) is not None:
                chosen.append(c.uid)
        free = sum(1 for s in p.monsters if s is None)
        if chosen:
            out.append({"do": "pendulum_summon", "player": player, "cards": chosen[:free]})
    return out


def _set_cards(state: GameState, player: str) -> list[dict[str, Any]]:
    out = []
    seen: set[str] = set()
    for card in state.players[player].hand:
        if card.card.kind not in ("spell", "trap") or card.name in seen:
            continue
        seen.add(card.name)
        action = {"do": "set_spell_trap", "player": player, "card": card.uid,
                  "name": card.name}
        if _try(state, action) is not None:
            out.append(action)
    return out


def _attacks(state: GameState, player: str) -> list[dict[str, Any]]:
    out = []
    opp = state.players[other(player)].field_monsters()
    for m in state.players[player].field_monsters():
        for target in [None, *opp]:
            action = {"do": "attack", "player": player, "attacker": m.uid,
                      "target": target.uid if target else None}
            if _try(state, action) is not None:
                action["name"] = m.name
                action["target_name"] = (target.name if target.face_up else None) \
                    if target else None
                out.append(action)
    return out


def legal_actions(state: GameState) -> list[dict[str, Any]]:
    """Every action that can be applied now, each with its ``player``.

    Activations carry their ``spell_speed``.  While the turn player holds
    priority the opponent can only activate after a pass (000:1032); since a
    scenario writes responses in the order they happen, the opponent's
    activations are listed too.
    """
    if state.game_over:
        return []
    tp = state.turn_player
    out: list[dict[str, Any]] = [{"do": "pass", "player": state.priority}]
    for player in (tp, other(tp)):
        out.extend(_activations(state, player))
    if state.chain:
        return out
    if state.battle is not None and state.battle.replay:
        out.append({"do": "no_attack", "player": tp})
        out.extend(_attacks(state, tp))
        return out
    if battle_pending(state):
        out.append({"do": "next_phase", "player": tp})
        return out
    if state.phase in ("main1", "main2"):
        out.extend(_summons(state, tp))
        out.extend(_set_cards(state, tp))
    if state.phase == "battle" and state.step in ("start", "battle"):
        out.extend(_attacks(state, tp))
    out.append({"do": "next_phase", "player": tp})
    out.append({"do": "end_turn", "player": tp})
    return out
